"""Over turns: praise of the value held ("Much better with hardly any emoji. Keep it that way.")
backs it, with one more piece of evidence; praise of the content ("今天的配图选得真好") backs
nothing; mock praise of quoted jargon is asked, then confirmed by the writer."""

from typing import Any

import pytest

from app.style.approval import approval_observations, approves
from app.style.evaluation import evaluate


def _scenario(turns: list[dict[str, Any]]) -> dict[str, Any]:
    return {"id": "t", "lang": "en", "kind": "repeat_support", "existing": [], "turns": turns}


def _turn(text: str, dimension: str, value: str, **expect: Any) -> dict[str, Any]:
    return {
        "suggestion": text,
        "days_later": 2,
        "expect": {"dimension": dimension, "value": value, "state": "active", **expect},
    }


@pytest.mark.parametrize(
    ("first", "praise", "dimension", "value"),
    [
        (
            "Fewer emoji in my posts, please.",
            "Much better with hardly any emoji. Keep it that way.",
            "emoji",
            "fewer",
        ),
        ("标题以后短一点。", "嗯，这种短标题挺好，保持。", "title_style", "short"),
        (
            "Keep it formal from now on.",
            "Nice - that formal register is right for the council.",
            "formality",
            "formal",
        ),
    ],
)
def test_praise_of_the_held_value_backs_it(
    first: str, praise: str, dimension: str, value: str
) -> None:
    report = evaluate(
        [
            _scenario(
                [
                    _turn(first, dimension, value, evidence_count=1),
                    _turn(praise, dimension, value, confidence="up", evidence_count=2),
                ]
            )
        ]
    )
    assert report.failures == []


@pytest.mark.parametrize(
    ("first", "praise", "dimension", "value"),
    [
        ("以后多用第二人称。", "今天的配图选得真好。", "person", "second"),
        (
            "Short titles for everything I write.",
            "Love the new opening anecdote about the ferry.",
            "title_style",
            "short",
        ),
    ],
)
def test_praise_of_the_content_backs_nothing(
    first: str, praise: str, dimension: str, value: str
) -> None:
    report = evaluate(
        [
            _scenario(
                [
                    _turn(first, dimension, value, evidence_count=1),
                    _turn(praise, dimension, value, confidence="same", evidence_count=1),
                ]
            )
        ]
    )
    assert report.failures == []
    assert not approves(praise)


def test_mocked_jargon_is_asked_then_confirmed() -> None:
    turns = [
        {
            "suggestion": "Wow, my kids' club newsletter now mentions 'pedagogical scaffolding' "
            "twice. The eight-year-olds will be riveted.",
            "expect": {
                "dimension": "vocabulary",
                "value": "plain",
                "state": "pending_confirmation",
            },
        },
        _turn("Yes, exactly - simple words please, every issue.", "vocabulary", "plain"),
    ]
    assert evaluate([_scenario(turns)]).failures == []


def test_a_named_style_beside_the_content_still_approves() -> None:
    assert approves("这个例子的语气很好，保持")


@pytest.mark.parametrize(
    ("text", "about"),
    [
        ("These tight little headlines are working a treat. More of that.", ("title_style",)),
        ("Much tidier with only a couple of emoji. Stick with that.", ("emoji",)),
    ],
)
def test_praise_asking_for_more_of_the_same_is_approval(text: str, about: tuple[str, ...]) -> None:
    (observation,) = approval_observations(text)
    assert observation.about == about


def test_more_of_that_with_a_change_beside_it_is_no_approval() -> None:
    assert not approves("More of that, but shorter.")
