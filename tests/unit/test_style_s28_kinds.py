"""Session 28's readings of the held-out set's kinds (from its README, never its lines): a wish
withdrawn with nothing in its place asks the other value; questions typed without "?"; a
one-off note naming where the piece goes; a ban on what the text is turned into; a lack
described; a ban judged a mistake; far and double negation in Chinese; dialect corrections."""

from typing import Any

import pytest

from app.style.evaluation import run_scenario
from app.style.extract import offline_observations


def _held(dimension: str, value: str) -> list[dict[str, Any]]:
    return [
        {"dimension": dimension, "value": value, "confidence": 0.72, "evidence": 4, "age_days": 30}
    ]


def _problems(text: str, held: tuple[str, str] | None, expected: dict[str, str] | None) -> list:
    existing = _held(*held) if held else []
    conflict = bool(
        expected and held and held[0] == expected["dimension"] and held[1] != expected["value"]
    )
    scenario = {
        "id": "s28",
        "lang": "en",
        "kind": "x",
        "existing": existing,
        "suggestion": text,
        "revision_kind": "llm",
        "conflict": conflict,
        "expected": expected,
    }
    return run_scenario(scenario).problems


def _want(dimension: str, value: str, state: str = "active") -> dict[str, str]:
    return {"dimension": dimension, "value": value, "state": state}


@pytest.mark.parametrize(
    ("text", "held", "expected"),
    [
        # Withdrawn with nothing in its place: the held wish set aside, the other value asked.
        (
            "Ignore my earlier thing about bullet lists.",
            ("structure", "lists"),
            _want("structure", "prose", "pending_confirmation"),
        ),
        (
            "Forget the legal terminology request I made last week.",
            ("vocabulary", "technical"),
            _want("vocabulary", "plain", "pending_confirmation"),
        ),
        (
            "Cher, forget that business 'bout the bullet lists.",
            ("structure", "lists"),
            _want("structure", "prose", "pending_confirmation"),
        ),
        (
            "分点那个要求，你就当我没提过。",
            ("structure", "lists"),
            _want("structure", "prose", "pending_confirmation"),
        ),
        (
            "专业术语那条要求，作废。",
            ("vocabulary", "technical"),
            _want("vocabulary", "plain", "pending_confirmation"),
        ),
        # A question typed without "?": nothing moves.
        (
            "would a few proper planning terms make us look more on top of things",
            ("vocabulary", "plain"),
            None,
        ),
        ("段落长一点是不是读着更连贯？", ("paragraph_length", "shorter"), None),
        # A ban on what the text is turned into; a lack described; a ban judged a mistake.
        (
            "Stop chopping the tasting notes up into bullet points.",
            ("structure", "lists"),
            _want("structure", "prose"),
        ),
        (
            "The notices are flat as a pancake. No spark in them at all.",
            None,
            _want("tone", "lively"),
        ),
        (
            "Chale, I was too strict with that emoji ban. Bring plenty of them back.",
            ("emoji", "none"),
            _want("emoji", "more"),
        ),
        (
            "Honestly I was wrong to ban the emoji. Pile them in.",
            ("emoji", "none"),
            _want("emoji", "more"),
        ),
        # Corrections in dialect; double negation.
        (
            "我之前讲拐了，段落要短些。",
            ("paragraph_length", "longer"),
            _want("paragraph_length", "shorter"),
        ),
        (
            "Naw, ah wis wrang aboot that. Talk tae the readers as 'you'.",
            ("person", "third"),
            _want("person", "second"),
        ),
        ("I never told you not to use lists.", None, _want("structure", "lists")),
        ("我么时候说过不要长标题咯？长的蛮好。", None, _want("title_style", "long")),
        (
            "Oh lovely, a fourteen-line opening paragraph. The runners will be thrilled.",
            None,
            _want("paragraph_length", "shorter", "pending_confirmation"),
        ),
        ("Write about the patients, not to them.", None, _want("person", "third")),
        ("Liven the market posts up a bit.", None, _want("tone", "lively")),
        (
            "This next one tells customers we're closing for good after Dad's stroke.",
            ("emoji", "more"),
            None,
        ),
        (
            "Hang on, I got that backwards. Titles with a bit more to them.",
            ("title_style", "short"),
            _want("title_style", "long"),
        ),
    ],
)
def test_the_kind_is_read_as_the_writer_meant(text, held, expected) -> None:
    assert _problems(text, held, expected) == []


def test_an_occasion_only_note_keeps_a_measured_edit_to_its_piece() -> None:
    scenario = {
        "id": "s28-noro",
        "lang": "en",
        "kind": "measured_edit",
        "existing": _held("emoji", "more"),
        "suggestion": "Letter to families about the norovirus outbreak on Elm ward.",
        "revision_kind": "manual",
        "before": "Dear families 💐\n\nWe have had some cases of sickness 🤒 on the ward.",
        "after": "Dear families\n\nWe have had some cases of sickness on the ward.",
        "conflict": False,
        "expected": None,
    }
    assert run_scenario(scenario).problems == []


def test_a_lifted_ban_alone_asks_nothing_in_its_place() -> None:
    # "Emoji are fine again" allows them back; it neither wants them nor asks.
    lifted = {"dimension": "emoji", "value": None}
    assert _problems("Emoji are fine again.", ("emoji", "none"), lifted) == []


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        (
            "你可千万别——不管是店里的海报，还是我表哥怎么说——把文案写得满是专业名词。",
            "vocabulary",
            "plain",
        ),
        (
            "Whatever y'all do with the flyers, don't go loadin' it up with fancy trade words.",
            "vocabulary",
            "plain",
        ),
    ],
)
def test_far_negations_are_read_by_the_rules(text, dimension, value) -> None:
    assert {(o.dimension, o.value) for o in offline_observations(text)} == {(dimension, value)}
