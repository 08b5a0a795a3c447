"""Session 45 (out45style): outside45a's style findings #6, #7, #8, #14, #15, #17 in general shape,
read through the production learner (offline rules and classifier) and the prompt lines."""

from datetime import UTC, datetime

import pytest

from app.domain.models import Evidence, StyleAssertion
from app.style.decay import style_lines
from app.style.evaluation import run_scenario

NOW = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)


def _outcome(text: str, expected: dict | None, held=(), also=None) -> tuple[list, list]:
    scenario = {
        "id": "s45",
        "lang": "en",
        "kind": "request",
        "existing": [
            {"dimension": d, "value": v, "confidence": 0.75, "evidence": 1, "age_days": 1}
            for d, v in held
        ],
        "suggestion": text,
        "revision_kind": "llm",
        "conflict": bool(held) and expected is not None and expected["value"] is None,
        "expected": expected,
    }
    if also is not None:
        scenario["also"] = also
    outcome = run_scenario(scenario)
    return outcome.problems, outcome.wrong_new


@pytest.mark.parametrize(
    ("text", "not_on"),
    [
        ("Cut the purple prose from here on, please.", "structure"),
        ("going forward, less florid writing", "structure"),
        ("No more clumsy metaphors in future posts.", "emoji"),
        ("以后少来点比喻，也别弄得花里胡哨", "emoji"),
        ("以后别写得那么鸡汤了", "emoji"),
    ],
)
def test_ornate_wording_is_no_wish_for_lists_or_emoji(text: str, not_on: str) -> None:
    problems, wrong = _outcome(
        text, {"dimension": not_on, "value": None}, also=[{"dimension": "vocabulary"}]
    )
    assert problems == [] and wrong == []


def test_emoji_named_beside_showy_stays_an_emoji_wish() -> None:
    problems, wrong = _outcome(
        "以后表情少放点，花里胡哨的", {"dimension": "emoji", "value": "fewer"}
    )
    assert problems == [], problems


@pytest.mark.parametrize(
    "text", ["in future please go lighter on the exclamation marks", "以后少放点感叹号"]
)
def test_a_plain_limit_on_exclamation_marks_files_no_tone(text: str) -> None:
    problems, wrong = _outcome(text, {"dimension": "exclamation", "value": "fewer"}, also=[])
    assert problems == [] and wrong == []


def test_exclamation_marks_complained_of_as_shouting_keep_the_tone() -> None:
    problems, _ = _outcome(
        "Every post has so many exclamation marks it sounds like a market trader yelling.",
        {"dimension": "tone", "value": "calm"},
    )
    assert problems == [], problems


@pytest.mark.parametrize(
    ("text", "held"),
    [
        (
            "whoops, I mixed it up - emojis are totally fine, it's the caps I hate",
            ("emoji", "none"),
        ),
        ("my bad, exclamation marks are ok, I meant the all-caps", ("exclamation", "none")),
        ("更正下 我说的不是感叹号 是破折号 感叹号可以用", ("exclamation", "none")),
        ("nah forget that, our readers are mostly retirees", ("formality", "casual")),
    ],
)
def test_a_mix_up_takes_the_held_wish_back(text: str, held: tuple[str, str]) -> None:
    problems, wrong = _outcome(
        text, {"dimension": held[0], "value": None}, held=[held], also=[{"dimension": "vocabulary"}]
    )
    assert problems == [] and wrong == [], (problems, wrong)


def test_a_new_wish_with_no_mix_up_leaves_the_held_one() -> None:
    problems, _ = _outcome(
        "Also keep the paragraphs short from now on.",
        {"dimension": "emoji", "value": "none", "state": "active"},
        held=[("emoji", "none")],
    )
    assert problems == [], problems


def _held(dimension: str, value: str, statement: str, quote: str) -> StyleAssertion:
    return StyleAssertion(
        id="a1",
        persona_id="p",
        dimension=dimension,
        value=value,
        statement=statement,
        confidence=0.75,
        evidence=[Evidence(source="writer", value=value, quote=quote, at=NOW)],
        created_at=NOW,
        updated_at=NOW,
    )


@pytest.mark.parametrize(
    ("dimension", "statement", "quote", "measure"),
    [
        (
            "paragraph_length",
            "Keep paragraphs short.",
            "paragraphs no longer than 60 words, ok?",
            "no longer than 60 words",
        ),
        ("paragraph_length", "Keep paragraphs short.", "以后每段不超过三句话", "不超过三句话"),
        (
            "sentence_length",
            "Keep sentences short.",
            "sentences under twenty words please",
            "under twenty words",
        ),
    ],
)
def test_the_writers_measure_reaches_the_prompt(
    dimension: str, statement: str, quote: str, measure: str
) -> None:
    lines = style_lines([_held(dimension, "shorter", statement, quote)], NOW)
    assert len(lines) == 1 and measure in lines[0] and lines[0].startswith(statement)


def test_no_measure_no_addition() -> None:
    lines = style_lines(
        [_held("paragraph_length", "shorter", "Keep paragraphs short.", "shorter paragraphs")], NOW
    )
    assert lines == ["Keep paragraphs short."]
