"""Unified diffs read as search/replace pairs (`app/editing/formats/unified_diff.py`): with or
without hunk line numbers, under `diff --git` and `index` lines, with "\\ No newline at end of
file", and bare -/+ lines alone — but an article's own list items are never diff marks."""

import pytest

from app.editing.formats.blocks import Block, apply_blocks, read_blocks
from app.editing.formats.unified_diff import is_diff, read_diff

ARTICLE = "Doors open at 9.\n\nTea is £2.\n\nSee you there!"
LIST_ARTICLE = "Bring:\n- a hat\n- water\n\nSee you there!"


def _lines(text: str) -> list[str]:
    return text.split("\n")


@pytest.mark.parametrize(
    "reply",
    [
        "@@ -3 +3 @@\n-Tea is £2.\n+Tea is £3.",
        "@@ @@\n-Tea is £2.\n+Tea is £3.",
        "--- a/article.md\n+++ b/article.md\n-Tea is £2.\n+Tea is £3.",
        "```diff\n-Tea is £2.\n+Tea is £3.\n```",
        "diff --git a/a.md b/a.md\nindex 1a2b3c4..5d6e7f8 100644\n--- a/a.md\n+++ b/a.md\n"
        "@@ -3 +3 @@\n-Tea is £2.\n+Tea is £3.",
        "-Tea is £2.\n+Tea is £3.",
    ],
)
def test_each_diff_shape_is_one_hunk_turning_the_line(reply: str) -> None:
    assert is_diff(_lines(reply), ARTICLE)
    hunks, outside = read_diff(_lines(reply), ARTICLE)
    assert hunks == [("Tea is £2.", "Tea is £3.")]
    assert outside == []


def test_no_newline_markers_are_neither_hunk_text_nor_the_models_note() -> None:
    reply = (
        "@@ -5 +5 @@\n-See you there!\n\\ No newline at end of file\n"
        "+See you there, and bring a friend!\n\\ No newline at end of file"
    )
    hunks, outside = read_diff(_lines(reply), ARTICLE)
    assert hunks == [("See you there!", "See you there, and bring a friend!")]
    assert outside == []


def test_context_lines_without_their_leading_space_stay_context() -> None:
    reply = "```diff\n@@ -1,3 +1,3 @@\nDoors open at 9.\n\n-Tea is £2.\n+Tea is £3.\n```"
    hunks, _ = read_diff(_lines(reply), ARTICLE)
    body, failures = apply_blocks(ARTICLE, [Block(*hunk) for hunk in hunks])
    assert failures == []
    assert body == ARTICLE.replace("£2", "£3")


def test_a_line_written_after_the_counted_hunk_is_the_models_note() -> None:
    reply = "@@ -3 +3 @@\n-Tea is £2.\n+Tea is £3.\nI raised the price as asked."
    assert read_diff(_lines(reply), ARTICLE)[1] == ["I raised the price as asked."]


def test_bare_marks_are_read_as_blocks_and_applied() -> None:
    parsed = read_blocks("-Tea is £2.\n+Tea is £3.", ARTICLE)
    assert parsed.blocks == [Block("Tea is £2.", "Tea is £3.")]


@pytest.mark.parametrize(
    "reply",
    [
        "- a hat\n- water\n+ sun cream",  # the article's own list items, one added
        "-Coffee is £2.\n+Coffee is £3.",  # a '-' line the article does not hold
        "-Tea is £2.",  # nothing added
        "-Tea is £2.\n+Tea is £3.\nThat's the change.",  # a line with no mark
    ],
)
def test_bare_lines_that_are_not_a_diff_are_not_read_as_one(reply: str) -> None:
    assert not is_diff(_lines(reply), LIST_ARTICLE + "\n\n" + ARTICLE)


def test_zh_bare_marks_turn_the_paragraph() -> None:
    article = "菜园每周六开放。\n\n现在我们需要八名志愿者。"
    reply = "-现在我们需要八名志愿者。\n+现在我们需要十名志愿者。"
    parsed = read_blocks(reply, article)
    body, failures = apply_blocks(article, parsed.blocks)
    assert failures == []
    assert body == "菜园每周六开放。\n\n现在我们需要十名志愿者。"
