"""Emoji described by a light hand ("the light touch with the emoji", "just the one emoji",
就结尾一个表情) are fewer emoji, never more; a ban stays a ban."""

import pytest

from app.style.extract import offline_observations


def heard(text):
    return {(o.dimension, o.value) for o in offline_observations(text)}


@pytest.mark.parametrize(
    "text",
    [
        "Still liking the light touch with the emoji - the new grads say it looks grown-up.",
        "Loving the lighter sprinkle of emoji lately.",
        "so much cleaner with just the one emoji at the end, looks way more legit",
        "only one emoji please",
        "就结尾一个表情，挺干净的，喜欢",
        "零星几个表情就够了",
    ],
)
def test_a_light_hand_with_emoji_is_fewer(text):
    assert heard(text) == {("emoji", "fewer")}


@pytest.mark.parametrize("text", ["一个表情都不要", "not a single emoji"])
def test_not_one_is_still_none(text):
    assert heard(text) == {("emoji", "none")}
