"""Times of day twelve hours off and lengths of time said as others (time_values.py), and a
figure a split or a shape ask wrote in place of the writer's (facts.py) — fidelity_blind48's
pottery-en-02, beekeeping-en-08, chunyun-zh-04, yimiao-zh-11; fidelity_dev49."""

import pytest

from app.editing.elided import Refused
from app.editing.facts import restyle_facts
from app.editing.scope import Scope
from app.editing.time_values import check_turned_times, clock_times, lengths, turned_times


def test_clock_times_read_ranges_halves_of_the_day_and_24_hours() -> None:
    assert clock_times("Tuesday, 7–9 pm, then") == {19 * 60: 1, 21 * 60: 1}
    assert clock_times("10 am to 4 pm") == {600: 1, 960: 1}
    assert clock_times("from 8.30 am until 11–1 pm") == {510: 1, 660: 1, 780: 1}
    assert clock_times("18:30—20:30 上课") == {1110: 1, 1230: 1}
    assert clock_times("晚上6:30—8:30 上课") == clock_times("18:30—20:30")
    assert clock_times("hardbacks £2.50 at 3 pm") == {900: 1}


def test_lengths_in_words_and_numerals() -> None:
    assert lengths("half an hour before") == {30.0: 1}
    assert lengths("15 minutes, a two-hour class, an hour and a half") == {
        15.0: 1,
        120.0: 1,
        90.0: 1,
    }
    assert lengths("发车前20分钟，一个半小时，一刻钟，半小时") == {
        20.0: 1,
        90.0: 1,
        15.0: 1,
        30.0: 1,
    }


def test_a_time_twelve_hours_off_or_a_length_said_otherwise_is_turned() -> None:
    assert turned_times("7–9 pm, then", "7–9 am, and then") == (
        ["19:00", "21:00"],
        ["07:00", "09:00"],
    )
    assert turned_times("ring back by 9 am.", "ring back by 9 pm.")[0] == ["09:00"]
    assert turned_times("每周一 18:30—20:30 上课", "每周一 6:30—8:30 上课")[0]
    assert turned_times("发车前20分钟集合", "发车前半小时集合") == (["20 min"], ["30 min"])
    # the same time or length in other words
    assert turned_times("7–9 pm", "7 pm to 9 pm") == ([], [])
    assert turned_times("18:30—20:30", "晚上6:30—8:30") == ([], [])
    assert turned_times("30分钟", "半小时") == ([], [])
    assert turned_times("15 minutes before", "a quarter of an hour before") == ([], [])
    assert turned_times("at 9 am", "in the morning") == ([], [])  # left out, none written


def test_a_suggestion_about_times_is_left_to_the_figure_checks() -> None:
    with pytest.raises(Refused, match="another time"):
        check_turned_times("by 6 pm.", "by 6 am.", "Make it shorter.")
    with pytest.raises(Refused, match="时间"):
        check_turned_times("发车前20分钟。", "发车前半小时。", "语气软一些。")
    check_turned_times("by 6 pm.", "by 6 am.", "Change the time to 6 am.")
    check_turned_times("发车前20分钟。", "发车前半小时。", "集合时间改成提前半小时。")


def test_a_split_or_a_shape_ask_writes_no_other_figure() -> None:
    before = "其他居民每针自费128元。60岁及以上老人免费。"
    after = "其他居民每针自费182元；60岁及以上老人免费。"
    with pytest.raises(Refused, match="128"):
        restyle_facts(before, after, ["接种对象与费用那段分成两句写。"], Scope(adds=True))
    before = "Tickets cost £2.50 each and children go free."
    with pytest.raises(Refused, match="2.50"):
        restyle_facts(
            before, before.replace("2.50", "2.05"), ["Split it in two."], Scope(adds=True)
        )
    # the figure kept, the shape made
    kept = "其他居民每针自费128元；60岁及以上老人免费。"
    assert restyle_facts(before, before, ["Split it in two."], Scope(adds=True)) == ""
    assert (
        restyle_facts("每针自费128元，老人免费。", kept, ["分成两句写。"], Scope(adds=True)) == ""
    )


@pytest.mark.parametrize("asked", ["生动一点。", "简洁一点吧", "Make it a bit livelier."])
def test_a_bit_is_no_time_of_day(asked: str) -> None:
    """一点 'a bit' is not 一点 'one o'clock': a figure before 点 speaks of time."""
    with pytest.raises(Refused):
        check_turned_times("发车前20分钟。", "发车前半小时。", asked)
    check_turned_times("3点开会。", "15点开会。", "改成下午三点")


@pytest.mark.parametrize(
    ("before", "after", "asked"),
    [
        (
            "We waited twenty minutes.",
            "We waited thirty minutes.",
            'Replace "twenty" with "thirty".',
        ),
        ("等了20分钟。", "等了30分钟。", "把20改成30"),
        ("It takes 2 hours.", "It takes 3 hours.", "3 not 2"),
    ],
)
def test_a_length_whose_figure_the_ask_names_was_asked(before: str, after: str, asked: str) -> None:
    check_turned_times(before, after, asked)
