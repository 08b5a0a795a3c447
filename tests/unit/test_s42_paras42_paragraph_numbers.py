"""One "paragraph N" (app/domain/paragraph_places.py): headings are not paragraphs, a fenced code
block is one, a list, a table or a quote one block each — and every reading of a number goes
through it: the rules editor, the judge's scope, its refusals and the change lines."""

import pytest

from app.domain.describe import describe_withheld
from app.domain.models import WithheldChange
from app.domain.paragraph_places import (
    counting_headings,
    counts_differ,
    numbered_paragraphs,
    places,
    writers_number,
)
from app.editing.heading_count import counting_headings_scope, read_counting_headings
from app.editing.places import named_counting_headings, named_paragraphs
from app.editing.rules import apply_all
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs
from app.editing.withheld_only import withheld_line

EN = (
    "## Start\n\nWe met at the gate at nine.\n\nWe walked round the lake.\n\n"
    "## Lunch\n\nAt noon we ate packed lunches.\n\nThen we went home."
)
ZH = (
    "## 出发\n\n周六早上我们在公园门口集合。\n\n我们先沿着湖走了一圈。\n\n"
    "## 午饭\n\n中午我们在湖边吃了午饭。\n\n然后大家回家了。"
)
PLAIN = "We met at the gate.\n\nWe walked round the lake.\n\nAt noon we ate."
CODE = (
    "Intro line.\n\n## Code\n\nRun this:\n\n```python\nimport os\n\n\ndef main():\n"
    "    pass\n```\n\nThat is all.\n\n- one\n- two\n\n> a quote\n\n| a | b |\n|---|---|\n| 1 | 2 |"
)


def blocks(body: str) -> list[str]:
    return split_paragraphs(body).texts


@pytest.mark.parametrize("body", [EN, ZH])
def test_headings_are_not_counted(body: str) -> None:
    assert numbered_paragraphs(blocks(body)) == [[1], [2], [4], [5]]
    assert [writers_number(i, blocks(body)) for i in range(6)] == [None, 1, 2, None, 3, 4]
    assert places(blocks(body))[0] in ("Start", "出发")


@pytest.mark.parametrize("body", [EN, ZH])
def test_counting_headings_is_the_other_reading(body: str) -> None:
    assert counting_headings(blocks(body)) == [[i] for i in range(6)]
    assert counts_differ(blocks(body))


def test_without_headings_both_readings_are_the_blocks() -> None:
    texts = blocks(PLAIN)
    assert numbered_paragraphs(texts) == counting_headings(texts) == [[0], [1], [2]]
    assert not counts_differ(texts)
    assert places(texts) == [1, 2, 3]


def test_a_fenced_block_with_blank_lines_is_one_paragraph_and_lists_tables_quotes_one_each() -> (
    None
):
    texts = blocks(CODE)
    numbered = numbered_paragraphs(texts)
    fence = next(group for group in numbered if texts[group[0]].startswith("```"))
    assert len(fence) > 1  # split by its blank lines, counted once
    assert [writers_number(g[0], texts) for g in numbered] == list(range(1, len(numbered) + 1))
    assert len(numbered) == 7  # intro, "Run this:", code, "That is all.", list, quote, table
    assert writers_number(1, texts) is None  # "## Code"


def test_an_article_of_headings_alone_counts_its_blocks() -> None:
    texts = ["## One", "## Two"]
    assert numbered_paragraphs(texts) == [[0], [1]]


@pytest.mark.parametrize(
    ("body", "ask", "index"),
    [
        (EN, "delete paragraph 3", 4),
        (EN, "make the third paragraph shorter", 4),
        (EN, "paragraph 1 is too long", 1),
        (EN, "shorten the last paragraph", 5),
        (EN, "the second-to-last paragraph", 4),
        (ZH, "第三段太长了", 4),
        (ZH, "第一段改短一点", 1),
        (ZH, "最后一段删掉", 5),
        (ZH, "倒数第二段", 4),
        (PLAIN, "paragraph 3 is too long", 2),
        (PLAIN, "第二段", 1),
    ],
)
def test_a_number_names_the_writers_paragraph(body: str, ask: str, index: int) -> None:
    texts = blocks(body)
    assert named_paragraphs(ask, len(texts), texts) == {index}
    assert scope_of([ask], "T", split_paragraphs(body)).paragraphs == {index}


@pytest.mark.parametrize(("body", "ask"), [(EN, "paragraph 3 is too long"), (ZH, "第三段太长了")])
def test_counting_headings_names_the_block_instead(body: str, ask: str) -> None:
    texts = blocks(body)
    assert named_counting_headings(ask, len(texts), texts) == {2}
    scope = scope_of([ask], "T", split_paragraphs(body))
    other = counting_headings_scope(scope, [ask], texts)
    assert other is not None and other.paragraphs == {2}


def test_no_other_reading_without_headings_or_when_it_lands_on_a_heading() -> None:
    texts = blocks(PLAIN)
    scope = scope_of(["paragraph 3 is too long"], "T", split_paragraphs(PLAIN))
    assert counting_headings_scope(scope, ["paragraph 3 is too long"], texts) is None
    texts = blocks(EN)
    scope = scope_of(["paragraph 3 is too long"], "T", split_paragraphs(EN))
    # "paragraph 4" counting headings is "## Lunch": no paragraph to take instead
    four = scope_of(["paragraph 2 is too long"], "T", split_paragraphs(EN))
    assert counting_headings_scope(four, ["paragraph 4 is too long"], texts) is None
    assert scope.paragraphs == {4}


@pytest.mark.parametrize(
    ("body", "ask", "said", "gone"),
    [
        (EN, "delete paragraph 3", "Deleted paragraph 3 of 4.", "At noon"),
        (EN, "delete the last paragraph", "Deleted paragraph 4 of 4.", "Then we went"),
        (ZH, "删除第三段", "已删除第 3 段（原共 4 段）。", "中午"),
        (ZH, "删掉第一段", "已删除第 1 段（原共 4 段）。", "周六"),
    ],
)
def test_the_rules_delete_and_name_the_same_paragraph(
    body: str, ask: str, said: str, gone: str
) -> None:
    edit = apply_all("T", body, [ask])
    assert edit is not None and edit.summary == said
    assert gone not in edit.body
    assert edit.body.count("## ") == 2  # the headings stay


def test_the_rules_swap_paragraphs_as_the_writer_counts() -> None:
    edit = apply_all("T", EN, ["swap paragraphs 2 and 3"])
    assert edit is not None
    texts = blocks(edit.body)
    assert texts[2].startswith("At noon") and texts[4].startswith("We walked")


@pytest.mark.parametrize(
    ("body", "chinese", "want"), [(EN, False, "paragraph 3"), (ZH, True, "第 3 段")]
)
def test_withheld_lines_name_the_writers_number(body: str, chinese: bool, want: str) -> None:
    texts = blocks(body)
    change = WithheldChange(paragraph=5, before=texts[4], after="x", description="")
    line = withheld_line([change], chinese=chinese, body=body)
    assert want in line and "5" not in line


@pytest.mark.parametrize(("body", "want"), [(EN, "paragraph 3"), (ZH, "第3段")])
def test_withheld_change_lines_name_the_writers_number(body: str, want: str) -> None:
    texts = blocks(body)
    change = WithheldChange(paragraph=5, before=texts[4], after=texts[4] + " Yes.", description="")
    lines = describe_withheld([change], "zh" if body is ZH else "en", body)
    assert want in lines[0]


@pytest.mark.parametrize(("body", "chinese"), [(EN, False), (ZH, True)])
def test_the_other_reading_is_told_by_the_paragraphs_opening_words(
    body: str, chinese: bool
) -> None:
    texts = blocks(body)
    ask = "第三段太长了" if chinese else "paragraph 3 is too long"
    scope = scope_of([ask], "T", split_paragraphs(body))
    other = counting_headings_scope(scope, [ask], texts)
    assert other is not None
    line = read_counting_headings(scope, other, texts, chinese=chinese)
    assert texts[2][:8] in line and texts[4][:8] in line
    assert ("第2段" in line) if chinese else ("paragraph 2" in line)
