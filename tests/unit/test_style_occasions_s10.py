"""A piece named by what it is this time, or by whom it goes to (session 10): "This week's post is
the eulogy for Jim", "给住建局的情况说明", "呢篇係畀保險公司嘅索償信". What is asked beside it is
for that piece, and a held preference the occasion goes against does not move; a recurring piece
("the weekly notice", 周报) or a rule said for later is still a lasting wish."""

import pytest

from app.style.extract import offline_observations
from app.style.occasions import frames_an_occasion
from app.style.reading import normalise


@pytest.mark.parametrize(
    "text",
    [
        "This week's post is the eulogy for Jim, so keep it gentle and serious.",
        "Today's one is the apology letter to the Hendersons.",
        "给住建局的情况说明要写详细，把每次维修的时间都列上。",
        "呢篇係畀保險公司嘅索償信，要寫得正式啲。",
        "这封是给物业的投诉信。",
    ],
)
def test_one_piece_named_is_an_occasion(text):
    assert frames_an_occasion(normalise(text))
    assert all(o.scoped for o in offline_observations(text))


@pytest.mark.parametrize(
    "text",
    [
        "This week's post is the eulogy for Jim, so keep it gentle and serious.",
        "呢篇係畀保險公司嘅索償信，要寫得正式啲。",
    ],
)
def test_what_is_asked_for_it_is_heard_for_that_piece_only(text):
    heard = offline_observations(text)
    assert heard and all(o.scoped for o in heard)


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("This week's post is the weekly notice, keep it short.", ("length", "concise")),
        ("给客户的周报以后都写短一点。", ("length", "concise")),
        ("以后给家长的通知都写短点。", ("length", "concise")),
    ],
)
def test_a_recurring_piece_or_a_rule_for_later_is_lasting(text, wanted):
    lasting = {(o.dimension, o.value) for o in offline_observations(text) if not o.scoped}
    assert wanted in lasting
