"""Session 28's style fixes: sarcastic 'Ah yes, X. Nothing says Y like Z' with a quality of
several words, and a described complaint whose direction is unambiguous filed (the lead's
decision), while one the writer doubts, mocks or says of the readers is still asked."""

import pytest

from app.style.evaluation import evaluate
from app.style.sarcasm import is_sarcastic


def _scenario(text, expected, existing=()):
    return {
        "id": "s28",
        "lang": "zh" if any("\u4e00" <= c <= "\u9fff" for c in text) else "en",
        "kind": "indirect",
        "existing": list(existing),
        "suggestion": text,
        "revision_kind": "llm",
        "conflict": False,
        "expected": expected,
    }


def test_nothing_says_with_a_quoted_sample_or_mock_assent_is_sarcasm():
    assert is_sarcastic("Nothing says velvety and romantic like '              '.")
    assert is_sarcastic(
        "Ah yes, tasting notes as bullet points. Nothing says warm and inviting like that."
    )


def test_the_sarcastic_list_is_asked_the_other_way_round():
    held = [
        {
            "dimension": "structure",
            "value": "lists",
            "confidence": 0.5,
            "evidence": 2,
            "age_days": 12,
        }
    ]
    text = (
        "Ah yes, tasting notes as bullet points. "
        "Nothing says velvety and romantic like '- tannins: yes'."
    )
    scenario = _scenario(
        text, {"dimension": "structure", "value": "prose", "state": "pending_confirmation"}, held
    )
    scenario["conflict"] = True
    assert evaluate([scenario]).correct == 1


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("满篇感叹号，像在菜市场喊话。", "tone", "calm"),
        ("It reads like a legal notice.", "formality", "casual"),
        ("通篇感叹号，吵得慌。", "tone", "calm"),
    ],
)
def test_a_described_complaint_with_one_direction_is_filed(text, dimension, value):
    expected = {"dimension": dimension, "value": value, "state": "active"}
    assert evaluate([_scenario(text, expected)]).correct == 1


@pytest.mark.parametrize(
    "text",
    [
        # Sarcasm: put to the writer, not filed.
        "Thanks so much for turning my bakery menu into something that sounds like a tax audit.",
    ],
)
def test_a_mocking_complaint_is_still_asked(text):
    report = evaluate([_scenario(text, None)])
    assert report.correct == 1 and report.questions == 1


@pytest.mark.parametrize(
    "text",
    [
        "Don't - whatever the season, and whatever the owner says - make the headlines long.",
        "Don't, whatever the owner says, make the headlines long.",
    ],
)
def test_a_ban_with_an_aside_set_off_by_hyphens_or_commas_bans(text):
    expected = {"dimension": "title_style", "value": "short", "state": "active"}
    assert evaluate([_scenario(text, expected)]).correct == 1
