"""The offline rules replace a bare number only where it stands as a whole number: `Replace "10"
with "12"` changed 10:30 to 12:30, 10.5 to 12.5, 10,000 to 12,000 and the month of
2026-10-05 (an outside tester's finding, session 40). A number with a unit or a counter after
it (10点, 10 people, 10%) or a word before it (第10届) is whole; one joined to other digits by
a colon, a point, a thousands comma, a slash or a date's dash is part of a longer number.
Words keep their behaviour."""

import pytest

from app.editing.rules import apply_rules

ASK_EN = 'Replace "10" with "12"'
ASK_ZH = "把10改成12"


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("We meet with 10 people.", "We meet with 12 people."),
        ("Only 10% came, 10 of them late.", "Only 12% came, 12 of them late."),
        ("Chapter 10: the end.", "Chapter 12: the end."),
        ("It costs $10.", "It costs $12."),
        ("A list: 8,10,14.", "A list: 8,12,14."),
    ],
)
def test_a_whole_number_in_english_is_replaced(body: str, expected: str) -> None:
    edit = apply_rules("Notes", body, ASK_EN)
    assert edit is not None and edit.changed
    assert edit.body == expected


@pytest.mark.parametrize(
    "kept",
    ["10:30", "10.5", "3.10", "10,000", "1,100", "2010", "100", "2026-10-05", "10/05", "5/10"],
)
def test_a_number_inside_a_longer_one_is_left_as_it_is(kept: str) -> None:
    body = f"We meet with 10 people at {kept} sharp."
    edit = apply_rules("Notes", body, ASK_EN)
    assert edit is not None and edit.changed
    assert edit.body == f"We meet with 12 people at {kept} sharp."
    assert "(1 place)" in edit.summary


def test_chinese_whole_numbers_change_and_the_rest_stay() -> None:
    body = "第10届年会10点开始，10:30结束；2010年办过一次，全程10.5公里，10月5日再见。"
    edit = apply_rules("年会", body, ASK_ZH)
    assert edit is not None and edit.changed
    assert edit.body == "第12届年会12点开始，10:30结束；2010年办过一次，全程10.5公里，12月5日再见。"
    assert "3 处" in edit.summary


def test_a_number_found_only_inside_a_time_is_not_changed_and_the_writer_is_told() -> None:
    edit = apply_rules("Notes", "It ends at 10:30 sharp.", ASK_EN)
    assert edit is not None and not edit.changed
    assert edit.body == "It ends at 10:30 sharp."
    assert "10:30" in edit.summary and "whole number" in edit.summary
    zh = apply_rules("会议", "会议10:30结束。", "把“10”改成“12”")
    assert zh is not None and not zh.changed and "10:30" in zh.summary


def test_a_decimal_asked_for_is_replaced_whole_only() -> None:
    edit = apply_rules(
        "Notes", "It costs 10.5 now, was 110.5 and 10.55.", 'Replace "10.5" with "11.5"'
    )
    assert edit is not None and edit.changed
    assert edit.body == "It costs 11.5 now, was 110.5 and 10.55."


def test_words_keep_their_behaviour() -> None:
    edit = apply_rules("Notes", "The cat sat; a category: cat.", 'Replace "cat" with "dog"')
    assert edit is not None and edit.changed
    assert edit.body == "The dog sat; a category: dog."
