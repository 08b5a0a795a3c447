"""Asks that name every block of a kind ("every heading", 所有小标题, "every question") or a
block by its place among its kind ("the last table", 第二个引文后面那段) scope to exactly those
blocks; "every paragraph", a compound ask, a kept kind and a heading level read as before
(outside45a findings 1, 2, 4, 12)."""

from __future__ import annotations

import pytest

from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

GUIDE = [
    "Welcome to the club.",
    "## Where we meet",
    "Behind the Red Lion at 8:30.",
    "## What to bring",
    "Boots and water.",
]
FAQ = [
    "Questions we hear most",
    "How many books can I borrow?\nUp to 12 at a time.",
    "Are there late fees?\nNo. We stopped charging them in 2023.",
    "Can I reserve a book?\nYes. It costs 50p.",
]
NOTES = [
    "读书笔记。",
    "> “第一句引文。”",
    "第一段评论。",
    "> “第二句引文。”",
    "第二段评论。",
    "结尾。",
]
TABLES = ["Prices.", "| a | b |\n|---|---|\n| 1 | 2 |", "Then.", "| c | d |\n|---|---|\n| 3 | 4 |"]


def _scope(suggestion: str, paragraphs: list[str]) -> tuple[bool, list[int], list[tuple[int, int]]]:
    scope = scope_of([suggestion], "Title", split_paragraphs("\n\n".join(paragraphs)))
    return scope.whole, sorted(scope.paragraphs), sorted(scope.sentences)


@pytest.mark.parametrize(
    "ask",
    ["Make every heading shorter.", "Can you shorten all the headings?", "每个小标题都改短一点"],
)
def test_every_heading_is_the_headings_alone(ask: str) -> None:
    assert _scope(ask, GUIDE) == (False, [1, 3], [])


def test_every_question_of_a_plain_faq_is_its_question_lines() -> None:
    assert _scope("make every question bold", FAQ) == (False, [], [(1, 0), (2, 0), (3, 0)])


def test_the_second_questions_answer_and_the_topic_answer() -> None:
    assert _scope("Make the second question's answer friendlier.", FAQ)[1] == [2]
    assert _scope("Make the late fees answer friendlier.", FAQ)[1] == [2]


def test_the_last_table_and_the_paragraph_after_a_quote() -> None:
    assert _scope("In the last table, swap the columns.", TABLES)[1] == [3]
    assert _scope("最后那个表格里的数字加粗", TABLES)[1] == [3]
    assert _scope("第二个引文后面那段评论写得更有力一点", NOTES)[1] == [4]
    assert _scope("Make the comment after the first quote punchier.", NOTES)[1] == [2]
    assert _scope("把第二个引文加粗", NOTES)[1] == [3]


@pytest.mark.parametrize(
    "ask",
    [
        "Make every paragraph shorter.",
        "make it livelier, and make the headings bold",
        "make it livelier but leave the headings alone",
        "Make every heading the same level (##).",
        "每段都改得口语一点",
    ],
)
def test_near_misses_stay_the_whole_article(ask: str) -> None:
    assert _scope(ask, GUIDE)[0] is True
