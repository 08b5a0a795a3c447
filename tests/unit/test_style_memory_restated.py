"""A wish said again in passing ("Bullets crept back into section two", "结尾怎么又加了个笑脸，
去掉") backs the held preference that keeps the named thing out — more evidence, more
confidence — and never creates or turns one; a size said of one part by name ("有几句太长了")
is about that part."""

from datetime import UTC, datetime, timedelta

import pytest

from app.domain.models import AssertionState, Evidence, StyleAssertion
from app.style.dimensions import Observation, statement_for
from app.style.memory import apply_observations
from app.style.restated import aimed_at_part, restated_observations

NOW = datetime(2026, 3, 1, tzinfo=UTC)


def _held(dimension: str, value: str, state: AssertionState = "active") -> StyleAssertion:
    return StyleAssertion(
        id=f"a-{dimension}",
        persona_id="p",
        dimension=dimension,
        value=value,
        statement=statement_for(dimension, value),
        confidence=0.6,
        state=state,
        evidence=[Evidence(source="writer", value=value, at=NOW - timedelta(days=3))],
        created_at=NOW - timedelta(days=3),
        updated_at=NOW - timedelta(days=3),
    )


def _fold(held: StyleAssertion, text: str) -> list[StyleAssertion]:
    changed, _ = apply_observations(
        [held], restated_observations(text), now=NOW, new_id=lambda: "n", persona_id="p"
    )
    return changed


@pytest.mark.parametrize(
    ("dimension", "value", "text"),
    [
        ("structure", "prose", "Numbered points snuck back into the FAQ again. Cut them."),
        ("emoji", "none", "There's a winky face at the end again, take it out."),
        ("vocabulary", "plain", "Still too many acronyms in the intro — drop them."),
        ("tone", "calm", "The exclamation marks are creeping back, remove them."),
        ("emoji", "none", "末尾又冒出来一个爱心，删掉。"),
        ("vocabulary", "plain", "第二节还是一堆术语，换成大白话。"),
        ("paragraph_length", "shorter", "中间那几段又是一大段一大段的，拆开。"),
    ],
)
def test_a_wish_said_again_backs_the_preference(dimension: str, value: str, text: str) -> None:
    held = _held(dimension, value)
    (after,) = _fold(held, text)
    assert after.value == value and after.state == "active"
    assert after.confidence > held.confidence
    assert len(after.evidence) == 2


@pytest.mark.parametrize(
    ("dimension", "value", "text"),
    [
        # The held wish lets the thing in: a complaint of its return is no repeat of it.
        ("emoji", "more", "The emoji crept back in again, take them out."),
        ("structure", "lists", "Bullets again? Cut them."),
        # A wish the other way beside it.
        ("emoji", "none", "Emoji again, but honestly add a couple more this time."),
        # Too little of it, not too much.
        ("paragraph_length", "shorter", "段落还是太短了，拆得太碎。"),
        ("sentence_length", "shorter", "The sentences are still choppy; split them less."),
        # Nothing returned, nothing to cut: only named.
        ("emoji", "none", "Still thinking about the emoji."),
    ],
)
def test_no_repeat_no_support(dimension: str, value: str, text: str) -> None:
    held = _held(dimension, value)
    assert _fold(held, text) == []


def test_a_repeat_creates_nothing_when_nothing_is_held() -> None:
    changed, _ = apply_observations(
        [],
        restated_observations("Bullets crept back in again — cut them."),
        now=NOW,
        new_id=lambda: "n",
        persona_id="p",
    )
    assert changed == []


def _length(text: str, value: str = "concise", tentative: bool = False) -> Observation:
    return Observation("length", value, "writer", 0.6, True, quote=text, tentative=tentative)


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("还是有两句太长了，断开。", "sentence_length", "shorter"),
        (
            "Three of the sentences in the intro still run on too long.",
            "sentence_length",
            "shorter",
        ),
        ("最后那几段还是太长了。", "paragraph_length", "shorter"),
        # The whole piece named beside the part: the piece's length.
        ("全篇太长了，第三段可以删。", "length", "concise"),
        ("Please stop padding every paragraph with extra detail.", "length", "concise"),
    ],
)
def test_a_size_said_of_one_part_is_about_that_part(text: str, dimension: str, value: str) -> None:
    aimed = aimed_at_part(_length(text))
    assert (aimed.dimension, aimed.value) == (dimension, value)


def test_a_tentative_size_is_left_as_heard() -> None:
    assert aimed_at_part(_length("有几句太长了？", tentative=True)).dimension == "length"


def test_a_proposal_answered_otherwise_takes_the_writers_value() -> None:
    """Plain words proposed from who the readers are; "不用，术语照常用" answers it: technical,
    active, with the writer's words as its evidence."""
    proposal = _held("vocabulary", "plain", state="pending_confirmation")
    said = Observation("vocabulary", "technical", "writer", 0.6, True, quote="不用，术语照常用。")
    changed, audit = apply_observations(
        [proposal], [said], now=NOW, new_id=lambda: "n", persona_id="p"
    )
    (after,) = changed
    assert (after.value, after.state) == ("technical", "active")
    assert [e.value for e in after.evidence] == ["technical"]
    assert audit[-1].action == "pending_resolved" and audit[-1].detail["proposal"] == "plain"


def test_a_tentative_reading_leaves_the_proposal_open() -> None:
    proposal = _held("vocabulary", "plain", state="pending_confirmation")
    heard = Observation("vocabulary", "technical", "writer", 0.3, True, tentative=True)
    changed, _ = apply_observations(
        [proposal], [heard], now=NOW, new_id=lambda: "n", persona_id="p"
    )
    (after,) = changed
    assert (after.value, after.state) == ("plain", "pending_confirmation")
