"""The writer's emoji sequences come back whole when a model dropped their zero-width joiners
or variation selectors: a family is not a row of people, a service dog not a dog and a vest."""

from __future__ import annotations

from app.editing.controls import as_typed

FAMILY = "\U0001f468\u200d\U0001f469\u200d\U0001f467\u200d\U0001f466"
SERVICE_DOG = "\U0001f415\u200d\U0001f9ba"
COFFEE = "\u2615\ufe0f"
ARTICLE = f"Families welcome {FAMILY}, dogs too {SERVICE_DOG}. A cup since {COFFEE}"


def test_a_family_without_its_joiners_is_the_writers_family_again() -> None:
    people = "\U0001f468\U0001f469\U0001f467\U0001f466"
    reply = f"Bring the whole family {people} and the dog \U0001f415\U0001f9ba."
    assert as_typed(reply, ARTICLE) == f"Bring the whole family {FAMILY} and the dog {SERVICE_DOG}."


def test_a_cup_without_its_variation_selector_gets_it_back() -> None:
    assert as_typed("Thanks for every cup \u2615", ARTICLE) == f"Thanks for every cup {COFFEE}"


def test_emoji_the_writer_never_wrote_joined_stay_as_the_model_wrote_them() -> None:
    reply = "Two people \U0001f468\U0001f469 and a dog \U0001f415"
    assert as_typed(reply, ARTICLE) == reply


def test_sequences_already_whole_are_not_joined_twice() -> None:
    assert as_typed(ARTICLE, ARTICLE) == ARTICLE
