"""Readings a fixer's never-tuned probe and review showed inverted or invented (session 10):
a shortened part praised as read ("段落短了，读着舒服多了"), a customer quoted in Cantonese
(客人話…) and indifference between two registers."""

import pytest

from app.style.arbiter import arbitrate
from app.style.extract import offline_observations
from tests.unit.readings import heard


def settled(text: str) -> set[tuple[str, str]]:
    return {(o.dimension, o.value) for o in arbitrate(text, offline_observations(text))}


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("真不错，段落短了，读着舒服多了", ("paragraph_length", "shorter")),
        ("句子短了，念着顺多了", ("sentence_length", "shorter")),
        ("段落短了，听起来舒服多了", ("paragraph_length", "shorter")),
    ],
)
def test_a_change_praised_as_read_is_the_change_wanted(text: str, meant: tuple[str, str]) -> None:
    assert heard(text) == {meant}


def test_too_short_said_plainly_still_asks_for_longer() -> None:
    assert heard("段落太短了，读着很累") == {("paragraph_length", "longer")}


@pytest.mark.parametrize(
    "text",
    ["客人話呢個價錢好抵，寫返落去", "病人话都说不清楚了，我们要写清楚探视时间"],
)
def test_someone_said_is_not_human_speech(text: str) -> None:
    assert heard(text) == set()


def test_speak_human_is_still_plain_and_casual() -> None:
    assert heard("以后还是说人话吧，别端着") == {("formality", "casual"), ("vocabulary", "plain")}


@pytest.mark.parametrize(
    "text",
    [
        "I'm not fussed whether it's formal or casual, just get the date right.",
        "我不介意正式还是随意，日期写对就行。",
        "正式还是随意都无所谓，价格写对就行",
    ],
)
def test_indifference_between_two_registers_files_nothing(text: str) -> None:
    assert settled(text) == set()


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("Make it casual. I don't mind the date format.", ("formality", "casual")),
        ("随便写，但要正式一点", ("formality", "formal")),
    ],
)
def test_indifference_about_something_else_leaves_the_wish(
    text: str, meant: tuple[str, str]
) -> None:
    assert settled(text) == {meant}
