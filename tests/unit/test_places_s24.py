"""Places a suggestion names that are not a paragraph to rewrite: where a new paragraph goes
("after paragraph 5", 第五段和第六段之间), the paragraph under a heading, a table row or a line
by number, and a selection answered with the whole article — read in English and Chinese."""

from __future__ import annotations

import pytest

from app.editing.cells import numbered_rows
from app.editing.formats.selection_whole import whole_article_back
from app.editing.insert_place import given_alone, insertion_point, named_line
from app.editing.places import counted_sentences
from app.editing.splice import line_spliced
from app.editing.under_heading import heading_words, paragraph_under_heading
from app.editing.units import split_paragraphs

SEVEN = [f"Paragraph {n}." for n in range(1, 8)]  # no headings: blocks and paragraphs agree


@pytest.mark.parametrize(
    ("suggestion", "place"),
    [
        ("Add a short paragraph after paragraph 5 about the piano.", 4),
        ("Add a paragraph between paragraphs 5 and 6 about the piano.", 4),
        ("Insert a paragraph about the piano after the fifth paragraph.", 4),
        ("Add a paragraph about the piano before paragraph 6.", 4),
        ("Put a new paragraph right after the second one.", 1),
        ("Add a paragraph before the first paragraph.", -1),
        ("Add one more paragraph after the last paragraph.", 6),
        ("在第五段后面加一小段，写钢琴", 4),
        ("在第五段和第六段之间加一小段", 4),
        ("第六段前面插一段写钢琴", 4),
        ("第２段之后补一段", 1),
        ("最后一段后面加一段总结", 6),
    ],
)
def test_where_a_new_paragraph_is_asked_to_go(suggestion: str, place: int) -> None:
    assert insertion_point(suggestion, SEVEN) == place


@pytest.mark.parametrize(
    "suggestion",
    [
        "Make paragraph 5 livelier.",  # no new paragraph
        "Add a paragraph between paragraphs 2 and 5.",  # not neighbours
        "Add a paragraph after paragraph 9.",  # no such paragraph
        "第五段写得生动一点",
        "在第五段后面加一句话",  # a sentence added to paragraph 5, no new paragraph
        "Add more detail to paragraph 5.",
    ],
)
def test_no_place_is_read_where_none_is_named(suggestion: str) -> None:
    assert insertion_point(suggestion, SEVEN) is None


def test_the_new_paragraph_alone_is_told_from_a_rewrite_of_its_neighbour() -> None:
    befores = ["By morning the river had reached the bottom step.", "Joel nodded."]
    new = ["Downstairs, the water found the piano first."]
    rewrite = ["By morning the river had crept up to the bottom step."]
    assert given_alone([0], [0, 1], new, befores, place=0)
    assert not given_alone([0], [0, 1], rewrite, befores, place=0)
    assert not given_alone([0], [0, 1], new, befores, place=None)
    assert not given_alone([0], [0, 1], ["[rest unchanged]"], befores, place=0)
    assert not given_alone([0, 1, 2], [0, 1], ["a", "b", "c"], befores, place=0)


@pytest.mark.parametrize(
    ("suggestion", "line"),
    [
        ("In the booking script, change line 7 so it says what was booked.", 7),
        ("Fix the third line of the poem.", 3),
        ("把第3行改一下", 3),
        ("第三行的变量名改掉", 3),
        ("Change line 2 and line 4.", None),  # several: none is the one
        ("Make it livelier.", None),
    ],
)
def test_a_line_named_by_number(suggestion: str, line: int | None) -> None:
    assert named_line(suggestion) == line


CODE = '```bash\nset -e\nDATE=$1\necho "booking $DATE"\necho done\n```'


def test_a_fenced_line_goes_to_the_line_named_else_the_line_it_reads_like() -> None:
    answer = '```bash\necho "booked $DATE"\n```'
    named = line_spliced(CODE, answer, 4)
    assert named == '```bash\nset -e\nDATE=$1\necho "booking $DATE"\necho "booked $DATE"\n```'
    alike = line_spliced(CODE, answer)
    assert alike == '```bash\nset -e\nDATE=$1\necho "booked $DATE"\necho done\n```'
    # no such line: read by likeness, and no line of the code reads like it
    assert line_spliced(CODE, "```\nls\n```", 9) == "```\nls\n```"
    assert line_spliced(CODE, "```bash\nx\ny\n```") == "```bash\nx\ny\n```"  # a whole new block


def test_a_numbered_line_of_a_list_keeps_its_number() -> None:
    steps = "1. Boil water.\n2. Add the pasta.\n3. Drain."
    assert line_spliced(steps, "Add the pasta and stir.", 2) == (
        "1. Boil water.\n2. Add the pasta and stir.\n3. Drain."
    )
    table = "| a | b |\n|---|---|\n| 1 | 2 |"
    # a table's rows are counted under its heading row (cells.py), not as lines
    assert line_spliced(table, "| 3 | 4 |", 2) == "| 3 | 4 |"


@pytest.mark.parametrize(
    ("asked", "rows"),
    [
        ("in the price table, row 2: say which months", {2}),
        ("the second row needs a note", {2}),
        ("the last row", {3}),
        ("收费表第二行注明", {2}),
        ("最后一行加个备注", {3}),
        ("row 7", set()),
        ("make the table clearer", set()),
    ],
)
def test_a_table_row_named_by_its_place(asked: str, rows: set[int]) -> None:
    assert numbered_rows(asked, 3) == rows


HANDBOOK = [
    "# Night market",
    "## Before opening",
    "Stalls arrive from five. Each trader checks in. Power is on at half past five.",
    "## Prices",
    "**收市后**",
    "打扫摊位。垃圾带走。十一点熄灯。",
]


def test_the_paragraph_under_a_heading_named_by_its_words() -> None:
    levels = [1, 2, 0, 2, 7, 0]
    found = paragraph_under_heading(
        "Reword the third sentence of the paragraph under 'Before opening'.", HANDBOOK, levels
    )
    assert found is not None and found[0] == 2
    found = paragraph_under_heading("“收市后”下面那段的第二句", HANDBOOK, levels)
    assert found is not None and found[0] == 5
    assert paragraph_under_heading("the paragraph under Prices", HANDBOOK, levels) is None
    assert heading_words("## Before opening") == "Before opening"
    assert heading_words("**收市后**") == "收市后"


def test_a_sentence_of_the_paragraph_under_a_heading_is_the_target() -> None:
    article = split_paragraphs("\n\n".join(HANDBOOK))
    found, rest = counted_sentences(
        "Rewrite the third sentence of the paragraph under 'Before opening' so it starts with "
        "the time.",
        article,
    )
    assert found == {(2, 2)} and "Before opening" not in rest
    found, rest = counted_sentences("“收市后”下面那段的第三句，改成以时间开头", article)
    assert found == {(5, 2)} and "收市后" not in rest


BODY = (
    "Title line here.\n\nWe meet on the first Thursday of every month.\n\nBring a snack."
    "\n\nBe kind."
)


def test_a_selection_answered_with_the_whole_article_takes_the_selections_new_words() -> None:
    start = BODY.index("the first Thursday")
    end = start + len("the first Thursday of every month")
    reply = BODY.replace("of every month", "of each month")
    assert whole_article_back("My title\n\n" + reply, BODY, start, end) == (
        "the first Thursday of each month"
    )
    assert whole_article_back("of each month", BODY, start, end) is None  # no article
    rewritten = reply.replace("Bring a snack.", "Bring food.").replace("Be kind.", "Be nice.")
    assert whole_article_back(rewritten, BODY, start, end) is None  # not the article given back
