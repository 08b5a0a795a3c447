"""A Markdown table is one block wherever it stands (outside47 F5): every paragraph splitter —
app/domain/text.py, app/editing/units.py (lossless), app/web/pages.py (the first paint) and
the offline rules — reads a table as one paragraph, whether the article is written one
paragraph a line or with blank lines, and whether the table has blank lines around it or is
glued to the lines of prose around it."""

from __future__ import annotations

import pytest

from app.domain import text as domain_text
from app.domain.paragraph_places import numbered_paragraphs
from app.domain.table_blocks import split_at, table_spans, with_tables
from app.editing import units
from app.editing.rules import apply_rules
from app.web.pages import paragraphs as page_paragraphs

TABLE_EN = "| Item | Price |\n|---|---|\n| Tea | 3 |\n| Cake | 5 |"
TABLE_ZH = "| 品名 | 价格 |\n|:--|--:|\n| 茶 | 3 |\n| 蛋糕 | 5 |"

# (body, the paragraphs a writer counts) — English and Chinese, a table in every place.
CASES = [
    (TABLE_EN, [TABLE_EN]),
    (TABLE_ZH, [TABLE_ZH]),
    # one paragraph a line, the table glued to the lines around it
    (f"Prices today.\n{TABLE_EN}\nThat is all.", ["Prices today.", TABLE_EN, "That is all."]),
    (f"今天的价格。\n{TABLE_ZH}\n就这些。", ["今天的价格。", TABLE_ZH, "就这些。"]),
    # blank lines elsewhere, the table glued to a line of prose
    (
        f"Intro.\n\nPrices today:\n{TABLE_EN}\n\nThe end.",
        ["Intro.", "Prices today:", TABLE_EN, "The end."],
    ),
    (
        f"前言。\n\n价格如下：\n{TABLE_ZH}\n说明一句。\n\n完。",
        ["前言。", "价格如下：", TABLE_ZH, "说明一句。", "完。"],
    ),
    # blank lines around the table: as before
    (f"Intro.\n\n{TABLE_EN}\n\nThe end.", ["Intro.", TABLE_EN, "The end."]),
    # two tables one after another, one paragraph a line
    (f"{TABLE_EN}\nBetween.\n{TABLE_ZH}", [TABLE_EN, "Between.", TABLE_ZH]),
    # a heading row and a rule alone are a table too
    ("| a | b |\n|---|---|\nAfter.", ["| a | b |\n|---|---|", "After."]),
    # lines between bars with no rule are no table: one paragraph a line, as before
    ("| a | b |\n| c | d |\nAfter.", ["| a | b |", "| c | d |", "After."]),
    # a table inside a fenced code block is code, not a table
    ("```\n| a |\n|---|\n```\n\nAfter.", ["```\n| a |\n|---|\n```", "After."]),
    # prose only: as before
    ("第一段。\n第二段。\n第三段。", ["第一段。", "第二段。", "第三段。"]),
    ("One.\n\nTwo.\nstill two.", ["One.", "Two.\nstill two."]),
]


@pytest.mark.parametrize(("body", "expected"), CASES)
def test_domain_split_reads_a_table_as_one_paragraph(body: str, expected: list[str]) -> None:
    assert domain_text.split_paragraphs(body) == expected


@pytest.mark.parametrize(("body", "expected"), CASES)
def test_units_split_reads_a_table_as_one_block_and_stays_lossless(
    body: str, expected: list[str]
) -> None:
    for variant in (body, body.replace("\n", "\r\n"), "\n" + body + "\n\n"):
        split = units.split_paragraphs(variant)
        assert split.join() == variant
        assert [t.replace("\r\n", "\n") for t in split.texts] == expected


@pytest.mark.parametrize(("body", "expected"), CASES)
def test_the_page_draws_the_paragraphs_the_server_counts(body: str, expected: list[str]) -> None:
    drawn = page_paragraphs(body)
    assert [text for _, text in drawn] == expected
    for start, text in drawn:  # offsets in UTF-16 units; these bodies are all in the BMP
        assert body[start : start + len(text)] == text


def test_trailing_spaces_on_rows_are_kept_and_the_split_lossless() -> None:
    body = "Intro:  \n| a | b |  \n|---|---|\n| 1 | 2 |  \nAfter.\n\nEnd."
    split = units.split_paragraphs(body)
    assert split.join() == body
    assert split.texts[1].startswith("| a | b |") and split.texts[1].rstrip().endswith("| 1 | 2 |")
    assert len(split.texts) == 4


def test_table_spans_and_breaks_directly() -> None:
    body = f"A\n{TABLE_EN}\nB"
    start = body.index("|")
    end = start + len(TABLE_EN)
    assert table_spans(body) == [(start, end)]
    breaks = with_tables(body, [])
    assert breaks == [(start - 1, start), (end, end + 1)]
    assert split_at(body, breaks) == ["A", TABLE_EN, "B"]
    # the breaks between the rows, one paragraph a line, are dropped
    line_breaks = [(i, i + 1) for i, c in enumerate(body) if c == "\n"]
    assert with_tables(body, line_breaks) == [(start - 1, start), (end, end + 1)]
    assert table_spans("no table | here\n---") == []


@pytest.mark.parametrize(("body", "expected"), CASES)
def test_the_writers_count_numbers_a_table_once(body: str, expected: list[str]) -> None:
    texts = units.split_paragraphs(body).texts
    assert len(numbered_paragraphs(texts)) == len(expected)


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (TABLE_EN, "delete paragraph 1"),
        (TABLE_ZH, "删除第一段"),
        (TABLE_EN, "swap paragraph 1 and paragraph 2"),
        (TABLE_ZH, "交换第一段和第二段"),
    ],
)
def test_paragraph_rules_never_break_a_table_only_article(body: str, message: str) -> None:
    edit = apply_rules("T", body, message)
    if edit is not None and edit.changed:
        assert edit.body.strip() == ""  # the one paragraph, the table, deleted whole
    else:
        assert edit is None or edit.body == body


@pytest.mark.parametrize(
    ("body", "message", "after"),
    [
        (
            f"Prices today.\n{TABLE_EN}\nThat is all.",
            "delete paragraph 2",
            "Prices today.\nThat is all.",
        ),
        (f"今天的价格。\n{TABLE_ZH}\n就这些。", "删除第一段", f"{TABLE_ZH}\n就这些。"),
        (f"今天的价格。\n{TABLE_ZH}\n就这些。", "删除最后一段", f"今天的价格。\n{TABLE_ZH}"),
        (
            f"Intro.\n\nPrices today:\n{TABLE_EN}\nThat is all.\n\nEnd.",
            "delete paragraph 3",
            "Intro.\n\nPrices today:\n\nThat is all.\n\nEnd.",
        ),
        (
            f"前言。\n\n价格：\n{TABLE_ZH}\n\n完。",
            "交换第二段和第三段",
            f"前言。\n\n{TABLE_ZH}\n价格：\n\n完。",
        ),
        (
            f"Intro.\n\nPrices today:\n{TABLE_EN}\n\nThe end.",
            "swap paragraphs 3 and 4",
            f"Intro.\n\nPrices today:\n\nThe end.\n\n{TABLE_EN}",
        ),
    ],
)
def test_paragraph_rules_take_a_table_whole(body: str, message: str, after: str) -> None:
    edit = apply_rules("T", body, message)
    assert edit is not None and edit.changed
    assert edit.body == after
