"""A lone 一 written in place of another count, or another count in place of it, is a fact
changed when a measure word follows (outside46a F4: 一楼 → 二楼 and 两次回访 → 一次回访 were
saved by a tone edit); 一下, 一点, 一起 stay turns of phrase."""

import pytest

from app.editing.elided import Refused
from app.editing.swapped_numerals import check_swapped_numerals, swapped_numerals


@pytest.mark.parametrize(
    ("before", "after", "pair"),
    [
        ("地点在活动中心一楼，欢迎参加。", "地点就在活动中心二楼，欢迎参加。", ("一", "二")),
        ("我们会在三个月内进行两次回访。", "我们会在三个月内进行一次回访。", ("两", "一")),
        ("每人限领一份。", "每人限领两份。", ("一", "两")),
        ("报名截止到一号。", "报名截止到三号。", ("一", "三")),
    ],
)  # fmt: skip
def test_a_lone_one_before_a_measure_word_is_a_count(before: str, after: str, pair):
    assert swapped_numerals(before, after) == [pair]
    with pytest.raises(Refused):
        check_swapped_numerals(before, after, "整篇写得亲切一点")


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("大家等一下再走。", "大家等两下再走。"),
        ("稍微慢一点。", "稍微慢两点。"),
        ("一起去吧。", "两起去吧。"),
    ],
)
def test_a_lone_one_in_a_turn_of_phrase_is_left_alone(before: str, after: str):
    assert swapped_numerals(before, after) == []


def test_a_count_the_suggestion_names_is_the_edit():
    check_swapped_numerals("我们会进行两次回访。", "我们会进行一次回访。", "回访改成一次")


def test_a_place_the_suggestion_names_is_no_count_it_names():
    """第二段 holds 二, yet names a paragraph: 一楼 → 二楼 in it is still a count changed."""
    with pytest.raises(Refused):
        check_swapped_numerals(
            "地点在活动中心一楼。", "地点就在活动中心二楼。", "第二段读起来更顺口"
        )
