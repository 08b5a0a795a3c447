"""One "paragraph N" (app/domain/paragraph_places.py): headings are not paragraphs, a fenced code
block is one, a list, a table or a quote one block each — and every reading of a number goes
through it: the rules editor, the judge's scope, its refusals and the change lines."""

from dataclasses import replace

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
from app.editing.insert_place import insertion_point
from app.editing.judge import NoEdit
from app.editing.missing_paragraph import missing_paragraph
from app.editing.place_spellings import spelled_places
from app.editing.places import named_counting_headings, named_paragraphs
from app.editing.rules import apply_all
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs
from app.editing.withheld_only import withheld_line, withheld_only
from tests.unit.judging import applied, judge

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


# --- the judge: the writer's paragraph, the other reading said, another refused -------------


def _reply(title: str, body: str, index: int, new: str) -> str:
    texts = blocks(body)
    texts[index] = new
    return title + "\n\n" + "\n\n".join(texts)


@pytest.mark.parametrize(
    ("body", "ask"), [(EN, "Paragraph 3 is too long."), (ZH, "第三段太长了。")]
)
def test_the_writers_paragraph_rewritten_is_saved_without_a_word_on_counting(
    body: str, ask: str
) -> None:
    new = "Lunch at noon." if body is EN else "中午吃饭。"
    revised = applied(judge("T", body, ask, _reply("T", body, 4, new)))
    assert blocks(revised.body)[4] == new
    assert "headings" not in revised.summary and "小标题" not in revised.summary


@pytest.mark.parametrize(
    ("body", "ask", "said"),
    [
        (EN, "Paragraph 3 is too long.", "counted the headings as paragraphs"),
        (ZH, "第三段太长了。", "模型把小标题也算作段落"),
    ],
)
def test_a_reply_that_counted_the_headings_is_saved_and_said(
    body: str, ask: str, said: str
) -> None:
    new = "We walked round it." if body is EN else "我们绕湖走了一圈。"
    revised = applied(judge("T", body, ask, _reply("T", body, 2, new)))
    assert blocks(revised.body)[2] == new and blocks(revised.body)[4] == blocks(body)[4]
    assert said in revised.summary


@pytest.mark.parametrize(
    ("body", "ask", "said"),
    [
        (EN, "Paragraph 3 is too long.", "rewrote paragraph 4 instead of paragraph 3"),
        (ZH, "第三段太长了。", "模型改写的是第 4 段，而不是你问的第 3 段"),
    ],
)
def test_another_paragraph_rewritten_is_refused_in_the_writers_numbers(
    body: str, ask: str, said: str
) -> None:
    new = "Home." if body is EN else "回家。"
    verdict = judge("T", body, ask, _reply("T", body, 5, new))
    assert isinstance(verdict, NoEdit) and verdict.status == "error"
    assert said in verdict.reason


# --- insert places, sections, missing paragraphs ------------------------------------------


@pytest.mark.parametrize(
    ("ask", "after"),
    [
        ("Add a paragraph after paragraph 2 about parking.", 2),
        ("Add a paragraph before paragraph 3 about parking.", 3),
        ("Add a paragraph between paragraphs 2 and 3 about parking.", 2),
        ("Add a new paragraph after the last paragraph.", 5),
        ("在第二段后面加一段，写停车。", 2),
        ("在第三段前面加一段。", 3),
        ("在第一段和第二段之间加一段。", 1),
    ],
)
def test_a_new_paragraph_goes_where_the_writer_counts(ask: str, after: int) -> None:
    assert insertion_point(ask, blocks(EN)) == after


@pytest.mark.parametrize(
    ("body", "ask", "index"),
    [
        (EN, "Tighten the second paragraph under 'Lunch'.", 5),
        (EN, "Tighten the paragraph under 'Lunch'.", 4),
        (EN, "Tighten the 2nd paragraph below the Start heading.", 2),
        (ZH, "“午饭”下面的第二段精简一下。", 5),
        (ZH, "出发下面第二段改短", 2),
        (ZH, "“午饭”下面那段改短", 4),
    ],
)
def test_the_nth_paragraph_under_a_heading(body: str, ask: str, index: int) -> None:
    assert scope_of([ask], "T", split_paragraphs(body)).paragraphs == {index}


@pytest.mark.parametrize(
    ("ask", "said"),
    [
        ("Shorten paragraph 7.", "only 4 paragraphs"),
        ("第七段缩短一点", "文章只有4段，没有第7段"),
    ],
)
def test_a_number_past_the_end_is_told_in_the_writers_count(ask: str, said: str) -> None:
    told = missing_paragraph(ask, EN if ask.startswith("S") else ZH)
    assert told is not None and said in told


def test_the_middle_paragraph_is_counted_without_the_headings() -> None:
    three = "## A\n\nOne.\n\nTwo.\n\n## B\n\nThree."
    assert spelled_places("shorten the middle paragraph", blocks(three)) == ("shorten paragraph 2")


@pytest.mark.parametrize(
    ("body", "chinese", "said"),
    [(EN, False, "instead of paragraph 3, 4,"), (ZH, True, "而不是你问的第 3、4 段")],
)
def test_a_section_asked_is_named_by_its_paragraphs_not_its_heading(
    body: str, chinese: bool, said: str
) -> None:
    texts = blocks(body)
    scope = scope_of(["x"], "T", split_paragraphs(body))
    section = replace(scope, whole=False, title=False, paragraphs=frozenset({3, 4, 5}))
    change = WithheldChange(paragraph=2, before=texts[1], after="Another text.", description="")
    status, message = withheld_only([change], section, chinese=chinese, body=body)
    assert status == "error" and said in message
