"""One piece written for a mishap — an accident, a burst pipe, an injury, a cancellation, a
theft — makes what is asked beside it for that piece: a held preference is not moved. "Every
post about an accident", "以后凡是事故通报" is a lasting wish, and routine 停水 notices are no
occasion."""

import pytest

from app.style.extract import offline_observations
from app.style.occasions import frames_an_occasion


@pytest.mark.parametrize(
    "sentence",
    [
        "I need a short notice about the burst pipe in the east wing.",
        "We're sending a message to the two students who were injured on the trip.",
        "Today's piece is about the bus crash on the ring road.",
        "This note tells members the festival was cancelled because of the storm.",
        "要发一个关于电梯故障的通知",
        "今天这条讲的是昨晚的车祸",
        "写个店里被盗的情况说明",
    ],
)
def test_a_piece_about_one_mishap_is_an_occasion(sentence: str) -> None:
    assert frames_an_occasion(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "From now on, every post about an accident or injury should be calm and factual.",
        "以后凡是事故通报都写得平实一点",
        "真不错，一篇停水通知配了十几个表情",
        "Please write a notice about the AGM.",
    ],
)
def test_lasting_wishes_and_routine_notices_are_not_an_occasion(sentence: str) -> None:
    assert not frames_an_occasion(sentence)


@pytest.mark.parametrize(
    "text",
    [
        "Today's piece is about the bus crash on the ring road. Short sentences, nothing flowery.",
        "今天这条讲的是昨晚的车祸，句子短一点，别煽情。",
        "写个店里被盗的情况说明，平铺直叙就行，不要表情。",
    ],
)
def test_what_is_asked_for_the_mishap_piece_is_scoped(text: str) -> None:
    found = offline_observations(text)
    assert found
    assert all(o.scoped for o in found)


def test_a_lasting_wish_about_such_pieces_is_filed() -> None:
    found = offline_observations("以后凡是事故通报都写得平实一点，别加表情。")
    assert ("emoji", "none") in {(o.dimension, o.value) for o in found if not o.scoped}
