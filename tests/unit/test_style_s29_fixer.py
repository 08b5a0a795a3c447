"""Session 29's style fixes, each a kind of statement (new wordings, not the sets' lines): a hand
edit whose note says where the one piece goes is about that piece; a heading above a list is a
title; corrections owned as a passing state or a mistake are firm; a lifted ban with the thing
wanted back; "flat" as a home or a coffee is no tone; the whole piece quoted as one line under
praise of its detail is sarcasm."""

from datetime import UTC, datetime

import pytest

from app.domain.models import StyleAssertion
from app.style.back_in import wanted_back
from app.style.edit_notes import places_the_piece
from app.style.evaluation import evaluate
from app.style.extract import offline_observations


def _held(dimension, value, confidence=0.7, evidence=4, age_days=30):
    return {
        "dimension": dimension,
        "value": value,
        "confidence": confidence,
        "evidence": evidence,
        "age_days": age_days,
    }


def _said(text, expected, existing=(), conflict=False):
    return {
        "id": "s29",
        "lang": "zh" if any("\u4e00" <= c <= "\u9fff" for c in text) else "en",
        "kind": "s29",
        "existing": list(existing),
        "suggestion": text,
        "revision_kind": "llm",
        "conflict": conflict,
        "expected": expected,
    }


def _edit(note, before, after, expected, existing=()):
    return {
        **_said(note, expected, existing),
        "revision_kind": "manual",
        "before": before,
        "after": after,
    }


_LISTED = "Winners\n\n- Best in show: Mabel\n- Best vegetable: Ron\n- Best jam: Sue"
_WRITTEN = "Winners\n\nMabel took best in show, Ron best vegetable and Sue best jam."
_LISTED_ZH = "获奖名单\n\n- 最佳花卉：王阿姨\n- 最佳蔬菜：老李\n- 最佳果酱：小周"
_WRITTEN_ZH = "获奖名单\n\n王阿姨拿了最佳花卉，老李拿了最佳蔬菜，小周拿了最佳果酱。"


@pytest.mark.parametrize(
    ("note", "before", "after"),
    [
        (
            "This bit is going on the shield in the clubhouse, so it's in sentences.",
            _LISTED,
            _WRITTEN,
        ),
        ("It'll be read out at the prize-giving, hence the full sentences.", _LISTED, _WRITTEN),
        ("这段是要印在奖状背面的，所以写成了整句。", _LISTED_ZH, _WRITTEN_ZH),
        ("这只是颁奖台上念的，就连起来写了。", _LISTED_ZH, _WRITTEN_ZH),
        ("只贴在活动室门口那张纸上。", _LISTED_ZH, _WRITTEN_ZH),
    ],
)
def test_a_hand_edit_for_the_one_place_a_piece_goes_leaves_the_held_wish(note, before, after):
    scenario = _edit(note, before, after, None, [_held("structure", "lists")])
    assert evaluate([scenario]).correct == 1


@pytest.mark.parametrize(
    "note",
    [
        "I made it shorter.",
        "this goes on the website from now on",
        "这段写在前面",
        "这段是发在公众号上的",
        "以后都贴在官网上",
    ],
)
def test_a_note_naming_no_one_place_is_not_read_as_placing_the_piece(note):
    assert not places_the_piece(note)


def test_a_lasting_edit_of_a_heading_above_a_list_is_a_shorter_title():
    before = (
        "What to bring to the beach clean-up on Saturday morning at Sandy Bay\n\n- Gloves\n- Bags"
    )
    after = "Beach clean kit\n\n- Gloves\n- Bags"
    scenario = _edit(
        "", before, after, {"dimension": "title_style", "value": "short", "state": "active"}
    )
    assert evaluate([scenario]).correct == 1


@pytest.mark.parametrize(
    ("text", "held", "value"),
    [
        (
            "The keep-it-brief thing was me fretting about the printer. Give each walk in full.",
            ("length", "concise"),
            "detailed",
        ),
        (
            "Asking for it stiff was me being old-fashioned. Loosen it up.",
            ("formality", "formal"),
            "casual",
        ),
        (
            "Ach, I went for calm by mistake there. Make it lively again.",
            ("tone", "calm"),
            "lively",
        ),
        ("上回讲要正式，是我弗对，写得随意些。", ("formality", "formal"), "casual"),
        ("前言有误，宜用浅白之语。", ("vocabulary", "technical"), "plain"),
    ],
)
def test_a_correction_owned_as_a_passing_state_or_a_mistake_is_filed(text, held, value):
    scenario = _said(
        text,
        {"dimension": held[0], "value": value, "state": "active"},
        [_held(*held, confidence=0.72)],
        conflict=True,
    )
    assert evaluate([scenario]).correct == 1


def test_a_lifted_ban_with_the_thing_wanted_back_is_more_not_fewer():
    text = "I was wrong to ban the emoji. We want lots of them on the menu posts."
    scenario = _said(
        text,
        {"dimension": "emoji", "value": "more", "state": "active"},
        [_held("emoji", "none", confidence=0.72)],
        conflict=True,
    )
    assert evaluate([scenario]).correct == 1


def test_a_degree_beside_a_lifted_ban_stays_fewer():
    said = offline_observations("Scrap the no-emoji rule, a couple per post is fine now.")
    assert [(o.dimension, o.value) for o in said] == [("emoji", "fewer")]


@pytest.mark.parametrize(
    "text",
    [
        "The flat above the bakery is let now.",
        "Our flat white is two pounds fifty.",
        "The flat on Brook Street has a garden, not a yard.",
    ],
)
def test_flat_as_a_home_or_a_coffee_is_no_tone(text):
    assert offline_observations(text) == []


@pytest.mark.parametrize("text", ["It reads flat.", "The tone is a bit flat.", "a flat tone"])
def test_flat_said_of_the_writing_still_wants_it_livelier(text):
    assert [(o.dimension, o.value) for o in offline_observations(text)] == [("tone", "lively")]


@pytest.mark.parametrize(
    "text",
    [
        "Wow, so thorough. The whole match report is 'We lost.'",
        "这篇游记可真够详细的，通篇就一句「玩得不错」。",
    ],
)
def test_praise_of_detail_beside_a_piece_of_one_line_is_asked(text):
    scenario = _said(
        text, {"dimension": "length", "value": "detailed", "state": "pending_confirmation"}
    )
    assert evaluate([scenario]).correct == 1


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("nah forget that, the members want em. pop em back in", ("emoji", "none")),
        ("刚才那条当我没说，大家喜欢，还是加回去吧。", ("emoji", "none")),
    ],
)
def test_them_wanted_back_after_taking_a_ban_back_is_the_banned_thing(text, held):
    scenario = _said(
        text,
        {"dimension": "emoji", "value": "more", "state": "active"},
        [_held(*held, confidence=0.72)],
        conflict=True,
    )
    assert evaluate([scenario]).correct == 1


def test_them_wanted_back_with_two_bans_held_names_nothing():
    now = datetime(2026, 12, 4, tzinfo=UTC)
    held = [
        StyleAssertion(
            id=f"a{n}",
            persona_id="p",
            dimension=dimension,
            value=value,
            statement="held",
            confidence=0.72,
            created_at=now,
            updated_at=now,
        )
        for n, (dimension, value) in enumerate((("emoji", "none"), ("structure", "prose")))
    ]
    words = ["nah forget that, the members want em. pop em back in"]
    assert wanted_back(words, [], held) == []
    assert [(o.dimension, o.value) for o in wanted_back(words, [], held[:1])] == [("emoji", "more")]


def test_a_correction_taking_back_what_it_asked_for_files_the_other_way():
    text = "I got it wrong, asking you to trim the route notes. Riders want every turn described."
    scenario = _said(
        text,
        {"dimension": "length", "value": "detailed", "state": "active"},
        [_held("length", "concise", confidence=0.72)],
        conflict=True,
    )
    assert evaluate([scenario]).correct == 1


def test_nothing_says_with_an_ask_to_keep_it_so_is_meant():
    said = offline_observations(
        "Nothing says welcome like a cheery 'you'. Keep writing to the campers like this."
    )
    assert ("person", "second") in [(o.dimension, o.value) for o in said]
    assert not any(o.reading == "sarcasm" for o in said)


@pytest.mark.parametrize(
    ("text", "held", "value"),
    [
        (
            "Ah, I gave you the wrong steer. It's a parish newsletter, not a legal notice, "
            "so loosen it up.",
            ("formality", "formal"),
            "casual",
        ),
        (
            "Change of plan: livelier from now on. Calm isn't selling a single ticket.",
            ("tone", "calm"),
            "lively",
        ),
    ],
)
def test_a_genre_set_against_another_or_a_value_judged_not_to_work_is_no_one_off(text, held, value):
    scenario = _said(
        text,
        {"dimension": held[0], "value": value, "state": "active"},
        [_held(*held, confidence=0.72)],
        conflict=True,
    )
    assert evaluate([scenario]).correct == 1


def test_a_grave_piece_set_against_another_genre_is_still_a_one_off():
    text = "It's a condolence note, not a sales email, so keep it short."
    scenario = _said(text, None, [_held("length", "detailed")])
    assert evaluate([scenario]).correct == 1
