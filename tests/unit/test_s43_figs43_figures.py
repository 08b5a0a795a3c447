"""A Chinese figure changed while the sentence around it was reworded (前三章 → 大家先把前五章
看完), read by what it counts; and the same count written another way left alone."""

import pytest

from app.editing.elided import Refused
from app.editing.reworded_figures import check_reworded_figures, reworded_figures
from app.editing.swapped_numerals import swapped_numerals


@pytest.mark.parametrize(
    ("before", "after", "pair"),
    [
        ("请大家提前读完前三章。", "大家抽空先把前五章看完哈。", ("三", "五")),
        ("开学前读完前十五回。", "开学前先把前二十回看完就行。", ("十五", "二十")),
        ("每天陪读半小时就够了。", "每天陪孩子读上一小时就好。", ("半", "一")),
        ("在古城住了五晚。", "在古城里足足住了四晚。", ("五", "四")),
        ("请准备三道问题。", "也麻烦各位提前想好5道问题。", ("三", "5")),
        ("全程三点五公里。", "全程大概4.5公里哈。", ("三点五", "4.5")),
    ],
)
def test_a_figure_reworded_into_another_is_named(before, after, pair):
    assert pair in reworded_figures(before, after)
    with pytest.raises(Refused, match="数目"):
        check_reworded_figures(before, after)


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("住宿费一晚两百元。", "住一晚二百元，挺划算的。"),
        ("每人大概三十元左右。", "每人30元左右哈。"),
        ("每人５０元。", "每人就收50元。"),
        ("晚上九点结束。", "21点就散了。"),
        ("开学前读完前十五回。", "开学前请孩子们读完头十五回，一起读一下，轻松一点。"),
        ("每天陪读半小时。", "每天陪着读三十分钟。"),
        ("这次读《三国演义》。", "这回咱们读《三国演义》吧。"),
        ("1. 带上帐篷\n2. 带水", "一、带上帐篷哦\n二、带水"),
        ("这部电影十分好看。", "这部电影万分好看。"),
        ("一共看了三回，有一回云太厚。", "一共等到了三次，有一回云太厚。"),
        ("周六早上，我们在公园门口集合。", "周六一早，公园门口见。"),
        ("全程三点五公里。", "全程大概3.5公里哈。"),
        ("晚上二十一点关门。", "晚上九点就关门啦。"),
        ("零点准时开始。", "24点整准时开始！"),
        ("我们三个人一起去。", "我们仨一起去。"),
    ],
)
def test_the_same_figures_reworded_are_left_alone(before, after):
    assert reworded_figures(before, after) == []
    check_reworded_figures(before, after)


def test_a_count_written_with_the_other_two_is_no_swap():
    assert swapped_numerals("交报名费两百元", "交报名费二百元") == []
    assert swapped_numerals("交报名费两百元", "交报名费三百元") == [("两百", "三百")]


def test_a_figure_the_suggestion_gives_for_the_same_word_was_asked() -> None:

    before = "公园里有十五只鸭子，在湖里游来游去。"
    after = "公园里有二十只小鸭子，在湖里游来游去。"
    check_reworded_figures(before, after, "鸭子写成二十只小鸭子")  # asked: no refusal
    with pytest.raises(Refused):
        check_reworded_figures(before, after, "写得亲切一点")  # 一点 counts no 只
