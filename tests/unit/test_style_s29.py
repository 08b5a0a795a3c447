"""Session 29: what the style learner hears in messages met when the held-out sets were released."""

from datetime import UTC, datetime

import pytest

from app.domain.models import StyleAssertion
from app.style.learner import heard


def _held(dimension: str, value: str) -> StyleAssertion:
    now = datetime(2026, 12, 1, tzinfo=UTC)
    return StyleAssertion(
        id="a1",
        persona_id="p1",
        dimension=dimension,
        value=value,
        statement=f"{dimension} {value}",
        confidence=0.6,
        state="active",
        created_at=now,
        updated_at=now,
    )


@pytest.mark.parametrize(
    "text",
    [
        "段落长点还是短点好 我也拿不准",
        "段落到底长点好还是短点好",
        "Longer or shorter paragraphs, I honestly can't tell",
    ],
)
def test_weighing_two_options_without_a_question_mark_asks_nothing(text: str) -> None:
    # Undecided between the two: the classifier's guess is not put to the writer either.
    said = heard([text], revision_id=None, message_id="m1", versions="V2")
    assert said == [], said
    beside = heard(
        [text],
        revision_id=None,
        message_id="m1",
        versions="V2",
        held=[_held("paragraph_length", "longer")],
    )
    assert beside == [], beside


def test_a_wish_beside_the_doubt_is_still_heard() -> None:
    said = heard(
        ["段落长点还是短点好 我也拿不准。不过句子以后写短一点"],
        revision_id=None,
        message_id="m1",
        versions="V2",
    )
    assert ("sentence_length", "shorter") in {(o.dimension, o.value) for o in said}
