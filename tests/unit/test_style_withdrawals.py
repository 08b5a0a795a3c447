"""An earlier wish withdrawn with nothing asked in its place sets the held preference aside and
files nothing — never its opposite; a withdrawal beside a new wish, or of a content fact, is no
withdrawal."""

from datetime import UTC, datetime

import pytest

from app.domain.models import Evidence, StyleAssertion
from app.style.decay import status_line
from app.style.dimensions import Observation
from app.style.evaluation import evaluate
from app.style.filing import WITHDRAWN
from app.style.learner import _read, _ruled
from app.style.lifting import lift
from app.style.withdrawals import withdrawn


def _held(dimension: str, value: str) -> list[dict]:
    return [
        {"dimension": dimension, "value": value, "confidence": 0.7, "evidence": 2, "age_days": 12}
    ]


def _scenario(words: str, existing: list[dict], expected: dict | None, conflict: bool) -> dict:
    return {
        "id": "w1",
        "lang": "en",
        "kind": "retraction",
        "existing": existing,
        "suggestion": words,
        "revision_kind": "llm",
        "conflict": conflict,
        "expected": expected,
    }


@pytest.mark.parametrize(
    ("words", "dimension", "value"),
    [
        ("Scratch what I said about bullet points.", "structure", "lists"),
        (
            "Drop the thing I said about keeping it formal, I'll tell you when I know.",
            "formality",
            "formal",
        ),
        ("never mind my note about short headlines", "title_style", "short"),
        ("口语化那条就当我没说过", "formality", "casual"),
        ("段落切短那个，取消吧", "paragraph_length", "shorter"),
        ("不加表情那个要求收回，你看着办就行", "emoji", "none"),
        ("纠正一下，刚才说的分点不算", "structure", "lists"),
        ("之前提的短句不作数了", "sentence_length", "shorter"),
    ],
)
def test_a_withdrawal_sets_the_held_wish_aside_and_files_nothing(words, dimension, value):
    withdrawn_ = {"dimension": dimension, "value": None, "state": None}
    report = evaluate([_scenario(words, _held(dimension, value), withdrawn_, True)])
    assert (report.correct, report.detected, report.wrong_new) == (1, 1, 0), report.failures


def test_with_nothing_held_a_withdrawal_files_nothing():
    report = evaluate([_scenario("Scratch what I said about bullet points.", [], None, False)])
    assert (report.correct, report.questions, report.wrong_new) == (1, 0, 0), report.failures


@pytest.mark.parametrize(
    ("words", "dimension", "held", "wanted"),
    [
        ("Scratch what I said about bullet points — prose, please.", "structure", "lists", "prose"),
        (
            "forget what I said about emoji, my followers love them, use more",
            "emoji",
            "none",
            "more",
        ),
        ("之前说分点那个不算，以后还是用段落写", "structure", "lists", "prose"),
        (
            "I got the short sentences thing backwards — longer ones, please.",
            "sentence_length",
            "shorter",
            "longer",
        ),
    ],
)
def test_a_withdrawal_beside_a_new_wish_is_that_wish(words, dimension, held, wanted):
    expected = {"dimension": dimension, "value": wanted, "state": "active"}
    report = evaluate([_scenario(words, _held(dimension, held), expected, True)])
    assert report.correct == 1, report.failures


@pytest.mark.parametrize(
    "words",
    [
        "Scratch the line about free parking, the car park's closed now.",
        "Forget what I said about the Tuesday session — it's on Wednesday now.",
        "把停车那句删掉吧，停车场关了",
        "Drop the bullet points everywhere, full paragraphs from now on.",
    ],
)
def test_content_and_plain_requests_are_no_withdrawal(words):
    assert withdrawn(words, lambda text: list(_read(_ruled, text))) is None


def test_the_page_says_a_withdrawn_wish_was_withdrawn_in_the_writers_words():
    now = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)
    held = StyleAssertion(
        id="a1",
        persona_id="p",
        dimension="structure",
        value="lists",
        statement="Use bullet lists.",
        confidence=0.7,
        evidence=[Evidence(quote="bullet points please", value="lists", at=now)],
        created_at=now,
        updated_at=now,
    )
    words = "Scratch what I said about bullet points"
    lead = Observation(
        dimension="structure",
        value="prose",
        source="writer",
        strength=0.7,
        by_writer=True,
        quote=words,
        reading=WITHDRAWN,
    )
    lifted = lift(held, lead, [Evidence(quote=words, value="prose", at=now)], now)
    assert lifted is not None and lifted[0].state == "superseded"
    line = status_line(lifted[0], now)
    assert line.startswith("Withdrawn by you") and words in line, line
    assert "newer value" not in line
