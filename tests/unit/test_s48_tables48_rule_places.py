"""A replace said for one paragraph, offline (outside47 F9): the rules read the place around a
replace they take and make it in that paragraph alone; a place they cannot find is answered
with how to limit the replace (Limit to / 只改). English and Chinese."""

from __future__ import annotations

import pytest

from app.editing.rule_places import paragraph_spans, read_place
from app.editing.rules import OFFLINE_RULES, apply_rules, offline_answer

ZH = "第一段：我们走了90公里。\n\n第二段：我们又走了90公里。\n\n第三段：一共180公里，90公里很累。"
EN = "We walked 90 km.\n\nThen we walked 90 km more.\n\nIn all 180 km, and 90 km was hard."
ZH_LINES = "我们走了90公里。\n我们又走了90公里。\n一共180公里，90公里很累。"

PLACED = [
    (ZH, "把第二段里的“90”改成“95”", 2),
    (ZH, "第二段的“90公里”改成“95公里”", 2),
    (ZH, "在第二段把90改成95", 2),
    (ZH, "将第一段中的“90”替换为“95”", 1),
    (ZH, "在第2段里，把90改成95", 2),
    (ZH, "把最后一段里的90改成95", 3),
    (ZH, "把倒数第二段的90改成95", 2),
    (ZH, "把首段的90改成95", 1),
    (ZH, "把“90”改成“95”，只改第二段", 2),
    (ZH, "把“90”改成“95”（第一段）", 1),
    (ZH_LINES, "把第二段里的“90”改成“95”", 2),
    (EN, 'In paragraph 2, replace "90" with "95"', 2),
    (EN, 'Change "90 km" to "95 km" in the second paragraph', 2),
    (EN, 'replace "90" in paragraph 2 with "95"', 2),
    (EN, "Replace 90 with 95 in the last paragraph", 3),
    (EN, 'In the first paragraph: change "90" to "95"', 1),
    (EN, 'Change "90" to "95" (paragraph 2)', 2),
    (EN, 'replace "90" with "95" only in para 3', 3),
]


def _paragraphs(body: str) -> list[str]:
    return [body[a:b] for a, b in paragraph_spans(body)]


@pytest.mark.parametrize(("body", "message", "number"), PLACED)
def test_a_replace_said_for_one_paragraph_changes_that_paragraph_alone(
    body: str, message: str, number: int
) -> None:
    edit = apply_rules("Walk", body, message, OFFLINE_RULES)
    assert edit is not None and edit.changed, message
    before, after = _paragraphs(body), _paragraphs(edit.body)
    assert len(after) == len(before)
    for index, (old, new) in enumerate(zip(before, after, strict=True), start=1):
        if index == number:
            assert new == old.replace("90", "95") and new != old
        else:
            assert new == old
    zh = "段" in message
    assert (f"第 {number} 段" if zh else f"paragraph {number}") in edit.summary


@pytest.mark.parametrize(("body", "message", "number"), PLACED[:3] + PLACED[-3:])
def test_with_a_model_the_model_reads_a_replace_said_for_one_paragraph(
    body: str, message: str, number: int
) -> None:
    assert apply_rules("Walk", body, message) is None


@pytest.mark.parametrize(
    "message", ["第二段里的英文都换成中文", "第二段的90改成95", "In paragraph 2, make it livelier"]
)
def test_a_place_around_no_replace_the_rules_take_is_left_alone(message: str) -> None:
    assert apply_rules("Walk", ZH, message, OFFLINE_RULES) is None


@pytest.mark.parametrize(
    ("message", "zh", "index", "rest"),
    [
        ("把第二段里的“90”改成“95”", True, 2, "把“90”改成“95”"),
        ("在最后一段把A改成B", True, -1, "把A改成B"),
        ("把“A”改成“B”，只改第三段", True, 3, "把“A”改成“B”"),
        ('In paragraph 2, replace "A" with "B"', False, 2, 'replace "A" with "B"'),
        ('Change "A" to "B" in the penultimate paragraph', False, -2, 'Change "A" to "B"'),
        ('replace "A" in the third paragraph with "B"', False, 3, 'replace "A" with "B"'),
    ],
)
def test_read_place_directly(message: str, zh: bool, index: int, rest: str) -> None:
    placed = read_place(message, zh)
    assert placed is not None
    assert (placed.index, placed.rest) == (index, rest)


@pytest.mark.parametrize(
    ("message", "zh"),
    [
        ("把“第二段”改成“第三段”", True),  # the place words are the term, quoted
        ('replace "in paragraph 2" with "below"', False),
        ("第二段太长了", True),
        ("make paragraph 2 livelier", False),
    ],
)
def test_no_place_read_where_none_is_said_around_a_replace(message: str, zh: bool) -> None:
    placed = read_place(message, zh)
    assert placed is None or placed.rest in ("", "太长了")


def test_the_quoted_place_words_are_replaced_as_words() -> None:
    body = "See 第二段 below.\n\n第二段 is here."
    edit = apply_rules("T", body, "把“第二段”改成“第三段”", OFFLINE_RULES)
    assert edit is not None and edit.body == body.replace("第二段", "第三段")


@pytest.mark.parametrize(
    ("body", "message", "said"),
    [
        (ZH, "把第五段里的90改成95", "没有第 5 段"),
        (EN, 'In paragraph 7, replace "90" with "95"', "no paragraph 7"),
        (ZH, "把第二段里的180改成190", "第 2 段里没有找到"),
        (EN, 'In paragraph 1, replace "180" with "190"', "paragraph 1"),
    ],
)
def test_a_place_with_nothing_to_replace_there_changes_nothing_and_says_so(
    body: str, message: str, said: str
) -> None:
    edit = apply_rules("Walk", body, message, OFFLINE_RULES)
    assert edit is not None and not edit.changed and edit.body == body
    assert said in edit.summary


def test_placed_replace_keeps_paragraphs_other_than_the_one_named_when_headings_count_none() -> (
    None
):
    body = "## 上午\n\n我们走了90公里。\n\n## 下午\n\n我们又走了90公里。"
    edit = apply_rules("Walk", body, "把第二段里的90改成95", OFFLINE_RULES)
    assert edit is not None and edit.changed
    assert edit.body == "## 上午\n\n我们走了90公里。\n\n## 下午\n\n我们又走了95公里。"


@pytest.mark.parametrize(
    ("body", "message", "rest"),
    [
        (EN, 'In the intro, replace "90" with "95"', 'replace "90" with "95"'),
        (EN, "Change 90 to 95 in the opening", "Change 90 to 95"),
        (ZH, "把开头那句里的90改成95", "把90改成95"),
        (ZH, "在结尾那几句中把“90”改成“95”", "把“90”改成“95”"),
    ],
)
def test_a_place_the_rules_cannot_find_is_answered_with_limit_to(
    body: str, message: str, rest: str
) -> None:
    assert apply_rules("Walk", body, message, OFFLINE_RULES) is None
    answer = offline_answer(message, "Walk", body)
    lead = answer.split("\n\n")[0]
    assert ("只改" in lead and "限定" in lead) if "段" in body else "Limit to" in lead
    assert lead.endswith(rest)
    assert "needs a model" not in answer and "需要接入大模型" not in answer


@pytest.mark.parametrize(
    "message",
    [
        'replace "a" with "b" in the title',
        "make it livelier",
        "帮我润色一下",
        "In 2024, replace 90 with 95",
    ],
)
def test_no_limit_to_hint_without_a_part_named(message: str) -> None:
    answer = offline_answer(message, "Walk", EN)
    assert "cannot tell which part" not in answer and "看不出" not in answer
