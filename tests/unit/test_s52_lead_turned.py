"""The lead's fixes of session 52's sweep: a refusal of taking turned into a welcome with another
verb (fidelity_dev52j negations-en-04), and a paragraph the reply split in two read against both
halves (fidelity_blind48 cinemaclub-zh-10)."""

import pytest

from app.editing.kept_in_target import changed_pairs
from app.editing.negations import flipped

BEFORE = "We accept sealed food. We cannot accept alcohol, raw meat or anything home-cooked."


@pytest.mark.parametrize(
    "after",
    [
        "We gladly accept sealed food. We are happy to take alcohol, raw meat and home-cooked"
        " dishes too.",
        "Sealed food is welcome, and we'll gladly take alcohol and raw meat as well.",
        "We accept sealed food and now welcome alcohol, raw meat and home-cooked meals.",
    ],
)
def test_a_refusal_to_take_said_as_a_welcome_with_another_verb_is_turned(after: str) -> None:
    assert flipped(BEFORE, after) == ["cannot"]


@pytest.mark.parametrize(
    "after",
    [
        "We gladly accept sealed food. Please leave alcohol, raw meat and home-cooked dishes"
        " at home.",
        "We welcome all sealed food, but alcohol and raw meat are off the list.",
        "We gladly take sealed food — alcohol, raw meat and home-cooked food we can't take.",
        "We're happy to take sealed food, except alcohol, raw meat or anything home-cooked.",
        "We accept sealed food only; alcohol is something we are unable to accept.",
    ],
)
def test_the_refusal_said_another_way_is_not_turned(after: str) -> None:
    assert flipped(BEFORE, after) == []


def test_a_refusing_verb_keeps_the_negation() -> None:
    assert (
        flipped(
            "If the Tenant does not allow access, the days start again.",
            "If the Tenant refuses to allow access, the days start again.",
        )
        == []
    )


def test_a_paragraph_split_in_two_is_read_against_both_halves() -> None:
    old = [
        "开头。",
        "季卡每张60元，可看全部四场；单场票每张20元，现场购买。18岁以下免费，但须由成人陪同。",
        "结尾。",
    ]
    new = [
        "开头。",
        "季卡每张60元，四场全部可看；单场票每张20元，现场购买。",
        "18岁以下免费，但须由成人陪同。",
        "结尾。",
    ]
    assert changed_pairs(old, new) == [(old[1], new[1] + "\n\n" + new[2])]


def test_two_paragraphs_rewritten_each_keep_their_own() -> None:
    old = ["The hall opens at nine on Saturdays.", "Parking is free behind the library."]
    new = [
        "The hall opens its doors at nine every Saturday.",
        "You can park for free behind the library.",
    ]
    assert changed_pairs(old, new) == list(zip(old, new, strict=True))
