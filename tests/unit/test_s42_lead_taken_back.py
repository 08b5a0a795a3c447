"""A taking back after words that name an earlier rule withdraws that rule (withdrawals.py reads
it), while one after a wish said in the same message withdraws the wish (taken_back.py)."""

import pytest

from app.style.taken_back import what_stands


@pytest.mark.parametrize(
    "message",
    [
        "that no-emoji rule from back in May? forget it. throw plenty in for the fair",
        "That short-sentences thing, never mind.",
        "the emoji rule I gave you, never mind",
        "Back in March I asked for bullet points. Scratch that.",
    ],
)
def test_an_earlier_rule_named_is_left_whole_for_the_withdrawals(message: str):
    assert what_stands(message) == message


@pytest.mark.parametrize(
    ("message", "stands"),
    [
        ("Make the whole thing shorter from now on. Never mind, ignore that.", ""),
        ("Keep the whole thing formal from now on. Actually, scratch that — casual.", "casual."),
        ("以后多用点表情吧。算了，当我没说", ""),
    ],
)
def test_a_wish_said_here_is_withdrawn_with_its_taking_back(message: str, stands: str):
    assert what_stands(message) == stands
