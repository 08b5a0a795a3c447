"""A writer's "yes" in a later turn confirms the proposal waiting: the pending value becomes
active with their word as evidence; a hedged or sarcastic yes, or a yes with their own words
the other way, confirms nothing."""

from datetime import UTC, datetime, timedelta

import pytest

from app.domain.models import Evidence, StyleAssertion
from app.style.confirmations import agreement_observations
from app.style.dimensions import Observation, statement_for
from app.style.memory import apply_observations

NOW = datetime(2026, 3, 1, tzinfo=UTC)


def _pending(dimension: str, value: str, candidate: str | None = None) -> StyleAssertion:
    return StyleAssertion(
        id=f"a-{dimension}",
        persona_id="p",
        dimension=dimension,
        value=value,
        candidate=candidate,
        statement=statement_for(dimension, value),
        confidence=0.4,
        state="pending_confirmation",
        evidence=[Evidence(source="writer", value=value, at=NOW - timedelta(days=1))],
        created_at=NOW - timedelta(days=1),
        updated_at=NOW - timedelta(days=1),
    )


def _fold(
    held: list[StyleAssertion], text: str, heard: list[Observation] | None = None
) -> list[StyleAssertion]:
    said = [*(heard or []), *agreement_observations(text)]
    changed, _ = apply_observations(held, said, now=NOW, new_id=lambda: "n", persona_id="p")
    return changed


@pytest.mark.parametrize(
    ("dimension", "value", "text"),
    [
        ("vocabulary", "plain", "Yes, plain like this. Good."),
        ("vocabulary", "plain", "Exactly — keep the wording plain, always."),
        ("paragraph_length", "longer", "yeah — proper paragraphs, a few sentences each"),
        ("length", "detailed", "对，就是这个意思，以后都这样"),
        ("tone", "lively", "嗯对，语气就要这样"),
        ("emoji", "fewer", "that's right, go easy on them from now on"),
    ],
)
def test_a_yes_confirms_the_proposal_waiting(dimension: str, value: str, text: str) -> None:
    (after,) = _fold([_pending(dimension, value)], text)
    assert after.state == "active" and after.value == value
    assert after.confidence > 0.4
    assert any(e.value == value and e.at == NOW for e in after.evidence)


def test_a_yes_to_two_values_side_by_side_takes_the_newer() -> None:
    (after,) = _fold([_pending("structure", "lists", candidate="prose")], "Yes — prose, always.")
    assert after.state == "active" and after.value == "prose"


@pytest.mark.parametrize(
    "text",
    [
        "yes, but fewer than that",
        "Yeah right, very readable.",
        "Right?",
        "对象是小学生",
        "可以多加点",
    ],
)
def test_a_hedged_sarcastic_or_no_yes_confirms_nothing(text: str) -> None:
    assert _fold([_pending("vocabulary", "plain")], text) == []


def test_a_yes_naming_nothing_confirms_only_a_single_proposal() -> None:
    two = [_pending("vocabulary", "plain"), _pending("length", "concise")]
    assert _fold(two, "Yes, exactly.") == []
    (after,) = _fold([_pending("length", "concise")], "Yes, exactly.")
    assert after.state == "active"


def test_the_writers_own_words_the_other_way_win() -> None:
    other = Observation("vocabulary", "technical", "writer", 0.6, by_writer=True, quote="q")
    (after,) = _fold([_pending("vocabulary", "plain")], "Yes — technical terms are fine.", [other])
    assert after.value == "technical"
