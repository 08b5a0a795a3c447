"""A replacement changes what the writer quoted, where the writer asked: a change of case
("two" → "TWO") matches only the case written, words change in the body, and the title
changes only when the writer names it — or is told, in the reply, that it was left as it was."""

import pytest
from litestar.testing import TestClient

from app.editing.rules import RuleEdit, apply_rules

TITLE, BODY = "Two tabs", "I keep two tabs open. Two is plenty, two is calm."
ZH_TITLE, ZH_BODY = "春天的公园", "春天来了，公园里的花开了。\n\n我们在公园里走了很久。"


def applied(title: str, body: str, suggestion: str) -> RuleEdit:
    edit = apply_rules(title, body, suggestion)
    assert edit is not None, suggestion
    return edit


@pytest.mark.parametrize(
    "suggestion",
    ['Replace "two" with "TWO"', "replace “two” with “TWO”", "change 'two' to 'TWO'"],
)
def test_a_change_of_case_touches_only_the_case_the_writer_quoted(suggestion: str) -> None:
    edit = applied(TITLE, BODY, suggestion)
    assert edit.changed
    assert edit.title == "Two tabs"
    assert edit.body == "I keep TWO tabs open. Two is plenty, TWO is calm."
    assert edit.summary == 'Replaced "two" with "TWO" (2 places).'


def test_a_capitalised_change_of_case_touches_only_that_case() -> None:
    edit = applied("Apple notes", "Apple pie and apple juice.", 'replace "Apple" with "APPLE"')
    assert (edit.title, edit.body) == ("Apple notes", "APPLE pie and apple juice.")


@pytest.mark.parametrize(
    "suggestion", ['replace "two" with "three"', "replace two with three", "change two to three"]
)
def test_a_replacement_leaves_the_title_and_says_so(suggestion: str) -> None:
    edit = applied(TITLE, BODY, suggestion)
    assert edit.title == "Two tabs"
    assert edit.body == "I keep three tabs open. Three is plenty, three is calm."
    assert edit.summary == (
        'Replaced "two" with "three" (3 places). The title also has "Two" and was left as it '
        'is; to change it there, say: replace "two" with "three" in the title.'
    )
    # The words the reply offers do what they say.
    hinted = applied(edit.title, edit.body, 'replace "two" with "three" in the title')
    assert (hinted.title, hinted.body) == ("Three tabs", edit.body)


@pytest.mark.parametrize(
    ("suggestion", "title", "body_changed"),
    [
        ('replace "two" with "three" in the title', "Three tabs", False),
        ('replace "Two" in the title with "Three"', "Three tabs", False),
        ("change two to three in the headline", "Three tabs", False),
        ('replace "two" with "three" in the title too', "Three tabs", True),
        ('replace "two" with "three" in the title and the body', "Three tabs", True),
        ('replace "two" with "three" in both the title and the text', "Three tabs", True),
        ("replace two with three everywhere", "Three tabs", True),
        ('replace "two" with "three" throughout', "Three tabs", True),
        ('replace "two" with "three" in the whole article', "Three tabs", True),
        ('replace "two" with "three" including the title', "Three tabs", True),
        ('replace "two" with "three" in the body', "Two tabs", True),
        ('remove "Two" from the title', "tabs", False),
    ],
)
def test_the_title_changes_when_the_writer_names_it(
    suggestion: str, title: str, body_changed: bool
) -> None:
    edit = applied(TITLE, BODY, suggestion)
    assert edit.changed
    assert edit.title == title
    assert (edit.body != BODY) is body_changed
    assert "left as it is" not in edit.summary


def test_words_only_in_the_title_change_the_title_unless_another_place_is_named() -> None:
    edit = applied("Two tabs", "Keep them open.", 'replace "two" with "three"')
    assert (edit.title, edit.body, edit.changed) == ("Three tabs", "Keep them open.", True)
    zh = applied("春天的公园", "我们去散步。", "把春天改成秋天")
    assert (zh.title, zh.body, zh.changed) == ("秋天的公园", "我们去散步。", True)
    named = applied("Two tabs", "Keep them open.", 'replace "two" with "three" in the body')
    assert named == RuleEdit(
        "Two tabs",
        "Keep them open.",
        'The body has no "two"; only the title has "Two", so nothing changed. '
        'To change the title, say: replace "two" with "three" in the title.',
        changed=False,
    )
    missing = applied("Tabs", "Keep two open.", 'replace "two" with "three" in the title')
    assert missing == RuleEdit(
        "Tabs", "Keep two open.", 'Could not find "two" in the title.', changed=False
    )


@pytest.mark.parametrize(
    "suggestion", ["把春天改成秋天", "把“春天”改成“秋天”", "将春天替换为秋天", "用秋天替换春天"]
)
def test_a_chinese_replacement_leaves_the_title_and_says_so(suggestion: str) -> None:
    edit = applied(ZH_TITLE, ZH_BODY, suggestion)
    assert edit.title == ZH_TITLE
    assert edit.body.startswith("秋天来了")
    assert edit.summary == (
        "已把“春天”改成“秋天”（1 处）。标题里也有“春天”，没有改动；"
        "要改标题请说：把标题里的“春天”改成“秋天”。"
    )
    hinted = applied(edit.title, edit.body, "把标题里的“春天”改成“秋天”")
    assert (hinted.title, hinted.body) == ("秋天的公园", edit.body)


@pytest.mark.parametrize(
    ("suggestion", "title", "body_changed"),
    [
        ("把标题里的春天改成秋天", "秋天的公园", False),
        ("把标题中的“春天”换成“秋天”", "秋天的公园", False),
        ("用秋天替换标题里的春天", "秋天的公园", False),
        ("把标题和正文里的春天都改成秋天", "秋天的公园", True),
        ("把全文的春天都改成秋天", "秋天的公园", True),
        ("把正文里的春天改成秋天", ZH_TITLE, True),
        ("删掉标题里的“春天”", "的公园", False),
    ],
)
def test_a_chinese_title_changes_when_the_writer_names_it(
    suggestion: str, title: str, body_changed: bool
) -> None:
    edit = applied(ZH_TITLE, ZH_BODY, suggestion)
    assert edit.changed
    assert edit.title == title
    assert (edit.body != ZH_BODY) is body_changed
    assert "没有改动" not in edit.summary


def test_chinese_words_only_in_the_title_change_it_unless_the_body_is_named() -> None:
    edit = applied("春天", "花开了。", "把“春天”改成“秋天”")
    assert (edit.title, edit.body, edit.changed) == ("秋天", "花开了。", True)
    named = applied("春天", "花开了。", "把正文里的“春天”改成“秋天”")
    assert (named.title, named.changed) == ("春天", False)


def test_offline_a_replacement_keeps_the_title_through_the_api(client: TestClient) -> None:
    created = client.post("/api/contents", json={"title": TITLE, "body": BODY}).json()
    response = client.post(
        "/api/chat/send", json={"content_id": created["id"], "message": 'Replace "two" with "TWO"'}
    )
    assert response.status_code == 200, response.text
    result = response.json()
    assert result["content"]["title"] == "Two tabs"
    assert result["content"]["body"] == "I keep TWO tabs open. Two is plenty, TWO is calm."
    saved = client.get(f"/api/contents/{created['id']}").json()
    assert (saved["title"], saved["body"]) == (
        result["content"]["title"],
        result["content"]["body"],
    )
