"""A reply that is an empty data value or a lone placeholder holds no text for the article
(outside46a F1: `[]`, `{}`, `null`, `{"changes": []}`, an empty fence and `[deleted]` were
saved in place of the writer's paragraph)."""

import pytest

from app.editing.formats.hollow import hollow_reply

BODY = "He is shy, wears a blue collar, and answers to his name.\n\n其中最小的“豆包”才三个月大。"


@pytest.mark.parametrize(
    "reply",
    ["[]", "{}", "null", "None", "N/A", "[ ]", "```\n```", "```json\n{}\n```", "[deleted]",
     "[REMOVED]", "（空）", "【删除】", '{"paragraph": 2}', '{"result": null, "ok": true}',
     "[[], {}]", "  {}\n"],
)  # fmt: skip
def test_an_empty_value_or_placeholder_is_refused_and_quoted(reply: str) -> None:
    hollow = hollow_reply(reply, BODY)
    assert hollow is not None and not hollow.unchanged
    assert hollow.said.startswith("The model's reply held no text for the article — only “")
    assert hollow.said.endswith("” — so nothing was saved.")


@pytest.mark.parametrize(
    "reply",
    ["[no changes]", "(unchanged)", "[No change needed]", "【无修改】", "（无改动）",
     '{"changes": []}', '{"edits": [], "done": true}', '```json\n{"revisions": []}\n```',
     '{"修改": []}'],
)  # fmt: skip
def test_an_empty_list_of_edits_or_no_change_placeholder_is_the_model_finding_nothing(
    reply: str,
) -> None:
    hollow = hollow_reply(reply, BODY)
    assert hollow is not None and hollow.unchanged and hollow.said == ""


@pytest.mark.parametrize(
    "reply",
    [
        "He is shy and answers to his name.",  # prose: the readers' business
        '{"text": ""}',  # an empty replacement: the readers refuse it in their own words
        '""',
        '{"paragraph": 2, "text": "He is shy."}',  # data with text: an edit sent as data
        '["He is shy."]',
        "[1] He is shy.",  # a footnote marker opening prose
        "(see above)",
        "",
    ],
)
def test_a_reply_with_text_is_left_to_the_readers(reply: str) -> None:
    assert hollow_reply(reply, BODY) is None


def test_an_article_that_is_itself_brackets_is_not_refused_when_copied_back() -> None:
    assert hollow_reply("[]", "[]") is None


def test_a_long_value_is_quoted_short_and_on_one_line() -> None:
    reply = '{\n  "changes": [],\n  "notes": null,\n  "paragraphs": [[], [], [], [], [], []]\n}'
    hollow = hollow_reply(reply, BODY)
    assert hollow is not None and hollow.unchanged  # an empty list of changes
    reply = '{\n  "notes": null,\n  "paragraphs": [[], [], [], [], [], [], [], [], [], []]\n}'
    hollow = hollow_reply(reply, BODY)
    assert hollow is not None and "\n" not in hollow.said and "…" in hollow.said
