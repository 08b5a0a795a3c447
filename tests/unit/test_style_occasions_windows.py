"""A window of days or one event, and the usual voice promised back after it ("Open-house
weekend only: … Monday it's back to none", 双十一这条先写详细点…下条还照旧, 年会一过就改回来):
what is asked beside it is for those days, never a lasting wish. A lasting wish said with a
start date ("From next week on, no more emoji") is lasting."""

import pytest

from app.style.extract import offline_observations
from app.style.occasions import frames_an_occasion


@pytest.mark.parametrize(
    "text",
    [
        "Open-house weekend only: a couple of emoji is fine. Monday it's back to none.",
        "Launch week: sprinkle a few emoji in the teasers. After Friday, none again.",
        "Through the festival weekend, go loud and excited. Come Monday, back to calm.",
        "Until the appeal closes, longer paragraphs are okay - then short again.",
        "Marathon day only: all the exclamation marks you like. Back to calm after.",
        "双十一这条先写详细点，活动规则多，下条还照旧",
        "双十二这两天的带货文案可以多放表情，过了就恢复。",
        "年会这几天的推文可以轻松点，年会一过就改回来",
        "618那两天多放点表情，活动结束恢复原样",
        "周年庆这条标题可以长一点，下一条就回到短标题",
        "Holiday card only - go warm and gushy. The rest of the year we stay crisp.",
        "While the strike's on, updates can be one-liners; once it's over, paragraphs again.",
        "寒假这一个月的推送可以活泼点，开学了再收回来。",
        "台风这几天的提醒写得越短越好，风停了再恢复原来的风格。",
    ],
)
def test_what_a_window_asks_is_for_those_days(text):
    assert frames_an_occasion(text)
    observations = offline_observations(text)
    assert observations and all(o.scoped for o in observations)


@pytest.mark.parametrize(
    ("text", "heard"),
    [
        ("From next week on, no more emoji at all.", ("emoji", "none")),
        ("从下个月开始，标题都短一点", ("title_style", "short")),
        ("过了双十一以后就别放表情了，一直这样", ("emoji", "none")),
    ],
)
def test_a_lasting_wish_with_a_start_date_is_lasting(text, heard):
    observations = offline_observations(text)
    assert {(o.dimension, o.value) for o in observations} == {heard}
    assert not any(o.scoped for o in observations)


@pytest.mark.parametrize(
    "text",
    ["The weekend edition is my favourite to write.", "Then again, shorter might be better?"],
)
def test_a_time_word_alone_frames_nothing(text):
    assert not frames_an_occasion(text)
