"""Session 34: the rules editor (offline, and the fast path before a model) on suggestions that
hold several steps, and on several paragraphs named at once.

Found by trying it as a newcomer: "第三段删掉，另外以后别用表情" and "delete paragraph 3 and
replace "fine" with "sunny"" were refused offline as "needs a model" (only newlines, semicolons
and "then" cut a suggestion into steps); and "删除第二段；删除第三段" deleted the writer's second
and FOURTH paragraphs — each step counted the paragraphs again after the one before had deleted
one. Every step now counts paragraphs as the writer did, in the article they were looking at."""

from __future__ import annotations

import pytest

from app.editing.rule_paragraphs import Seen
from app.editing.rule_steps import joined_steps
from app.editing.rules import apply_all, apply_rules

BODY = "P1 fine.\n\nP2 😀.\n\nP3.\n\nP4.\n\nP5."
ZH_BODY = "第一段。\n\n第二段😀。\n\n第三段。\n\n第四段。\n\n第五段。"


def _kept(body: str) -> list[str]:
    return body.split("\n\n")


# --- the writer's numbering across steps ---------------------------------------------------


@pytest.mark.parametrize(
    ("suggestion", "left"),
    [
        ("delete paragraph 2, then delete paragraph 3", ["P1 fine.", "P4.", "P5."]),
        ("delete paragraph 2\ndelete paragraph 4", ["P1 fine.", "P3.", "P5."]),
        ("delete paragraph 4; delete paragraph 2", ["P1 fine.", "P3.", "P5."]),
        ("delete paragraph 2; delete the last paragraph", ["P1 fine.", "P3.", "P4."]),
        # The writer's first paragraph, wherever the swap put it.
        ("swap paragraphs 1 and 2; delete paragraph 1", ["P2 😀.", "P3.", "P4.", "P5."]),
        ("delete paragraph 1; swap paragraphs 2 and 3", ["P3.", "P2 😀.", "P4.", "P5."]),
    ],
)
def test_every_step_counts_paragraphs_as_the_writer_did(suggestion: str, left: list[str]):
    edit = apply_rules("T", BODY, suggestion)
    assert edit is not None and edit.changed
    assert _kept(edit.body) == left


def test_chinese_steps_count_as_the_writer_did_and_say_so():
    edit = apply_rules("标题", ZH_BODY, "删除第二段；删除第三段")
    assert edit is not None
    assert _kept(edit.body) == ["第一段。", "第四段。", "第五段。"]
    assert edit.summary == "已删除第 2 段（原共 5 段）; 已删除第 3 段（原共 5 段）。"


def test_suggestions_of_several_messages_count_in_the_article_the_writer_saw():
    # Noted one after another (regenerate: false), applied together by the next send.
    edit = apply_all("T", BODY, ["delete paragraph 2", "delete paragraph 3; delete paragraph 5"])
    assert edit is not None
    assert _kept(edit.body) == ["P1 fine.", "P4."]
    assert edit.order == [0, 3]


def test_a_paragraph_a_step_already_deleted_is_said_so_not_another_deleted():
    edit = apply_all("T", BODY, ["delete paragraph 2", "swap paragraphs 2 and 3"])
    assert edit is not None
    assert _kept(edit.body) == ["P1 fine.", "P3.", "P4.", "P5."]
    assert edit.summary == "Deleted paragraph 2 of 5; Paragraph 2 is already deleted."


def test_seen_follows_paragraphs_through_moves_and_deletions():
    # Paragraphs 1 and 2 swapped, then the second as it then stood (the writer's first) deleted.
    seen = Seen.as_written(["A.", "B.", "C.", "D."]).after([1, 0, 2, 3]).after([0, 2, 3])
    assert seen.now == (None, 0, 1, 2)


# --- several paragraphs named at once ------------------------------------------------------


@pytest.mark.parametrize(
    ("suggestion", "left"),
    [
        ("delete paragraphs 2 and 3", ["P1 fine.", "P4.", "P5."]),
        ("Remove paragraphs 2, 3 and 5.", ["P1 fine.", "P4."]),
        ("delete paragraphs 2-4", ["P1 fine.", "P5."]),
        ("delete paragraphs 2 to 4", ["P1 fine.", "P5."]),
        ("delete the second and fourth paragraphs", ["P1 fine.", "P3.", "P5."]),
        ("delete the last two paragraphs", ["P1 fine.", "P2 😀.", "P3."]),
        ("drop the first 2 paragraphs", ["P3.", "P4.", "P5."]),
    ],
)
def test_several_paragraphs_named_at_once_are_deleted(suggestion: str, left: list[str]):
    edit = apply_rules("T", BODY, suggestion)
    assert edit is not None and edit.changed
    assert _kept(edit.body) == left


@pytest.mark.parametrize(
    ("suggestion", "left"),
    [
        ("删除第二、三段", ["第一段。", "第四段。", "第五段。"]),
        ("第2段和第3段删掉", ["第一段。", "第四段。", "第五段。"]),
        ("把第二段、第五段删了", ["第一段。", "第三段。", "第四段。"]),
        ("删掉第2到4段", ["第一段。", "第五段。"]),
        ("去掉最后两段", ["第一段。", "第二段😀。", "第三段。"]),
        ("删掉前两段", ["第三段。", "第四段。", "第五段。"]),
    ],
)
def test_chinese_several_paragraphs_named_at_once_are_deleted(suggestion: str, left: list[str]):
    edit = apply_rules("标题", ZH_BODY, suggestion)
    assert edit is not None and edit.changed
    assert _kept(edit.body) == left


def test_several_deleted_say_which_in_the_writers_numbers():
    edit = apply_rules("T", BODY, "delete paragraphs 2, 3 and 5")
    assert edit is not None and edit.summary == "Deleted paragraphs 2, 3 and 5 of 5."
    zh = apply_rules("标题", ZH_BODY, "删除第二、三段")
    assert zh is not None and zh.summary == "已删除第 2、3 段（原共 5 段）。"


@pytest.mark.parametrize(
    ("suggestion", "said"),
    [
        (
            "delete paragraphs 4 and 9",
            "The article has only 5 paragraphs, so there is no paragraph 9.",
        ),
        ("delete paragraphs 1-5", "Deleting those would leave the article empty."),
        ("删除第四、九段", "文章只有 5 段，没有第 9 段。"),
    ],
)
def test_a_paragraph_list_that_cannot_be_deleted_changes_nothing_and_says_why(
    suggestion: str, said: str
):
    body = ZH_BODY if "第" in suggestion else BODY
    edit = apply_rules("T", body, suggestion)
    assert edit is not None and not edit.changed
    assert edit.body == body and edit.summary == said


# --- steps joined by a comma or an "and" ----------------------------------------------------


@pytest.mark.parametrize(
    ("suggestion", "title", "left"),
    [
        (
            'delete paragraph 3 and replace "fine" with "sunny"',
            "T",
            ["P1 sunny.", "P2 😀.", "P4.", "P5."],
        ),
        ("Delete paragraph 3, and from now on no emoji", "T", ["P1 fine.", "P2.", "P4.", "P5."]),
        ("change the title to Spring, and delete paragraph 3", "Spring", None),
        (
            "delete paragraphs 2, 3 and 5, and change the title to Spring",
            "Spring",
            ["P1 fine.", "P4."],
        ),
        ("swap paragraphs 1 and 2, delete the last paragraph", "T", None),
    ],
)
def test_steps_joined_by_a_comma_or_and_are_each_made(
    suggestion: str, title: str, left: list[str] | None
):
    edit = apply_rules("T", BODY, suggestion)
    assert edit is not None and edit.changed
    assert edit.title == title
    if left is not None:
        assert _kept(edit.body) == left
    assert edit.summary.count(";") == 1


@pytest.mark.parametrize(
    ("suggestion", "title", "left"),
    [
        ("第三段删掉，另外以后别用表情", "标题", ["第一段。", "第二段。", "第四段。", "第五段。"]),
        ("标题改成春天，删除第三段", "春天", ["第一段。", "第二段😀。", "第四段。", "第五段。"]),
        (
            "把“第一”改成“首”，再删掉最后一段",
            "标题",
            ["首段。", "第二段😀。", "第三段。", "第四段。"],
        ),
    ],
)
def test_chinese_steps_joined_by_a_comma_are_each_made(
    suggestion: str, title: str, left: list[str]
):
    edit = apply_rules("标题", ZH_BODY, suggestion)
    assert edit is not None and edit.changed
    assert (edit.title, _kept(edit.body)) == (title, left)


@pytest.mark.parametrize(
    "suggestion",
    [
        "make it livelier, and delete paragraph 3",
        "delete paragraph 3 and make the ending warmer",
        "第三段删掉，语气再活泼一点",
        "删除第三段，然后把结尾写得更感人",
    ],
)
def test_a_step_the_rules_cannot_make_leaves_the_whole_suggestion_to_a_model(suggestion: str):
    body = ZH_BODY if "第" in suggestion else BODY
    assert apply_rules("T", body, suggestion) is None


def test_a_comma_inside_quotes_is_part_of_the_term():
    body = "Salt, pepper and oil.\n\nStir well."
    edit = apply_rules("T", body, 'replace "Salt, pepper" with "Herbs", and delete paragraph 2')
    assert edit is not None and edit.body == "Herbs and oil."


def test_joined_steps_takes_the_fewest_steps_each_understood():
    understood = {"swap paragraphs 1 and 2", "delete paragraph 3", "a", "b"}.__contains__
    assert joined_steps("swap paragraphs 1 and 2, and delete paragraph 3", understood) == [
        "swap paragraphs 1 and 2",
        "delete paragraph 3",
    ]
    assert joined_steps("a, b", understood) == ["a", "b"]
    assert joined_steps("a, c", understood) == []  # c is understood by no rule
    assert joined_steps("delete paragraph 3", understood) == []  # one step: nothing joined
    assert joined_steps('"a, b"', understood) == []  # a comma inside quotes joins nothing
