"""An earlier wish withdrawn with nothing asked in its place sets the held preference aside and
files nothing — never its opposite; a withdrawal beside a new wish, or of a content fact, is no
withdrawal."""

import pytest

from app.style.evaluation import evaluate
from app.style.learner import _read, _ruled
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
