"""Session 22's readings, by kind, in words none of the labelled sets use: a ban lifted (back to
no preference), corrections that own a slip, rhetorical double negation, a one-off measured edit
framed by its occasion, a term asked about, a leave-asking tag on a request, a proposal turned
down "anyway", a likeness made firm by how the writer's people talk — and the persona page's
word for a lifted ban."""

from datetime import UTC, datetime

import pytest

from app.domain.models import Evidence, StyleAssertion
from app.style.decay import status_line
from app.style.evaluation import evaluate, run_scenario
from app.style.learner import heard
from app.style.lifting import LIFTED
from app.style.memory import apply_observations
from app.style.normalising import normalise
from app.style.targets import stated_targets

NOW = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)


def _held(dimension, value, confidence=0.7, evidence=3, age_days=20):
    return [
        {
            "dimension": dimension,
            "value": value,
            "confidence": confidence,
            "evidence": evidence,
            "age_days": age_days,
        }
    ]


def _one(suggestion, existing, expected, conflict=False, kind="request", **extra):
    return {
        "id": "s22",
        "lang": "en",
        "kind": kind,
        "existing": existing,
        "suggestion": suggestion,
        "revision_kind": extra.pop("revision_kind", "llm"),
        "conflict": conflict,
        "expected": expected,
        **extra,
    }


def _resolved(scenario):
    report = evaluate([scenario])
    return report.correct == 1, report.failures


def _said(text):
    return [
        (o.dimension, o.value, o.tentative, o.explicit, o.reading)
        for o in heard([text], revision_id=None, message_id=None, versions="")
    ]


# -- a ban lifted ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "dimension", "banned"),
    [
        ("The emoji are okay again, go ahead.", "emoji", "none"),
        ("Feel free to use bullet points again.", "structure", "prose"),
        ("感叹号又可以用了。", "tone", "calm"),
        ("术语可以用回来了，之前那条不用管。", "vocabulary", "plain"),
    ],
)
def test_a_lifted_ban_sets_the_held_ban_aside_and_files_nothing(text, dimension, banned):
    scenario = _one(text, _held(dimension, banned), {"dimension": dimension, "value": None}, True)
    ok, failures = _resolved(scenario)
    assert ok, failures


def test_a_lift_under_no_ban_files_nothing_and_asks_nothing():
    outcome = run_scenario(_one("Emoji are fine again, by the way.", [], None))
    assert (outcome.questions, outcome.problems, outcome.wrong_new) == (0, [], [])
    # …and under the thing already wanted, it changes nothing held.
    ok, failures = _resolved(_one("Emoji are fine again.", _held("emoji", "more"), None))
    assert ok, failures


def test_a_lift_said_with_the_thing_wished_back_is_that_wish_put_right():
    scenario = _one(
        "That no-emoji rule? Lifting it. Put the little hearts back in.",
        _held("emoji", "none"),
        {"dimension": "emoji", "value": "more", "state": "active"},
        True,
    )
    ok, failures = _resolved(scenario)
    assert ok, failures


def test_a_lifted_ban_keeps_its_evidence_and_the_page_says_it_was_lifted():
    held = StyleAssertion(
        id="a1",
        persona_id="p",
        dimension="emoji",
        value="none",
        statement="Use no emoji.",
        confidence=0.7,
        evidence=[Evidence(quote="no emoji", value="none", at=NOW)],
        created_at=NOW,
        updated_at=NOW,
    )
    said = heard(["Emoji are fine again."], revision_id="r1", message_id="m1", versions="V1→V2")
    assert [o.reading for o in said] == [LIFTED]
    changed, audit = apply_observations([held], said, now=NOW, new_id=lambda: "x", persona_id="p")
    assert [(a.id, a.state, a.value) for a in changed] == [("a1", "superseded", "none")]
    assert audit[-1].action == "superseded" and audit[-1].detail["rule"] == LIFTED
    assert any("Emoji are fine again." in e.quote for e in changed[0].evidence)
    assert changed[0].history[-1].reason.startswith(LIFTED)
    assert status_line(changed[0], NOW).startswith("Lifted by you")


# -- corrections that own a slip -------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "dimension", "held", "meant"),
    [
        (
            "I say wrong before. Want the paragraphs longer.",
            "paragraph_length",
            "shorter",
            "longer",
        ),
        ("我上回讲颠倒了，要正式一点的。", "formality", "casual", "formal"),
        ("头先讲调转咗，标题要长。", "title_style", "short", "long"),
        ("I'd had it backwards: plain words, not jargon.", "vocabulary", "technical", "plain"),
    ],
)
def test_a_slip_owned_in_plain_words_replaces_the_held_value(text, dimension, held, meant):
    scenario = _one(
        text,
        _held(dimension, held, 0.68, 2, 8),
        {"dimension": dimension, "value": meant, "state": "active"},
        True,
        kind="correction",
    )
    ok, failures = _resolved(scenario)
    assert ok, failures


# -- rhetorical double negation, a term asked about, a tag asking leave ----------------------


def test_a_rhetorical_denial_of_a_ban_is_the_wish_not_a_question():
    assert normalise("it's not that I don't like the lists?? keep them") == (
        "I like the lists. keep them"
    )
    assert _said("it's not that i don't want the lists?? keep them in")[0][:3] == (
        "structure",
        "lists",
        False,
    )
    assert normalise("也不是说不要表情，我什么时候说过不要？") == "要表情，我要。"


def test_whether_a_word_counts_as_jargon_is_asked_about_the_word_not_the_wording():
    for text in (
        "「碳中和」算不算专业术语？",
        "Would 'anticoagulant' count as jargon, or is it fine?",
        "「复盘」这种词，街坊看得明白吗？算行话吧？",  # (the rules' reading of it is dropped too)
    ):
        assert _said(text) == []


def test_a_request_with_a_tag_asking_leave_is_a_request():
    assert normalise("Add more emoji can or not?") == "Add more emoji, please."
    assert normalise("Bro, use shorter titles can?") == "use shorter titles, please."
    assert normalise("Do we use emoji, can?") == "Do we use emoji, can?"  # asked, not requested
    assert _said("From now on add more emoji can or not? 😄")[0][:3] == ("emoji", "more", False)


# -- every reader sees the same normalised text ----------------------------------------------


def test_the_arbiter_reads_the_normalised_text():
    # "一个都不要" is folded to a ban the arbiter reads; the raw words once lost it.
    targets = stated_targets(normalise("以后一个表情都不要。"))
    assert targets.wanted.get("emoji") and "more" in targets.unwanted.get("emoji", [])
    scenario = _one(
        "上回说多放表情，我收回，以后一个都不要。",
        _held("emoji", "more", 0.7, 2, 9),
        {"dimension": "emoji", "value": "none", "state": "active"},
        True,
        kind="correction",
    )
    ok, failures = _resolved(scenario)
    assert ok, failures


# -- one-offs by occasion, a proposal declined, a likeness made firm -------------------------


def test_a_manual_edit_framed_by_its_occasion_teaches_nothing_lasting():
    scenario = _one(
        "It's for the hymn sheet at Grandad's memorial.",
        _held("emoji", "more", 0.64, 2, 20),
        None,
        kind="one_off",
        revision_kind="manual",
        before="Songs for Ted 🎶\n\nAbide With Me 🙏",
        after="Songs for Ted\n\nAbide With Me",
    )
    ok, failures = _resolved(scenario)
    assert ok, failures


def test_the_rest_kept_as_usual_beside_an_exception_is_no_new_evidence():
    scenario = {
        "id": "s22-keep",
        "lang": "en",
        "kind": "edit_mixed",
        "existing": [],
        "turns": [
            {
                "suggestion": "Bullet the fixtures list, please.",
                "expect": {"dimension": "structure", "value": "lists", "state": "active"},
            },
            {
                "suggestion": "Retirement card for our groundsman, so in sentences; the fixtures "
                "stay bulleted.",
                "revision_kind": "manual",
                "before": "For Bill\n\n- Thanks for the pitch.\n- Thanks for the nets.",
                "after": "For Bill\n\nThanks for the pitch, and for the nets.",
                "expect": {"dimension": "structure", "value": "lists", "confidence": "same"},
            },
        ],
    }
    ok, failures = _resolved(scenario)
    assert ok, failures


def test_a_proposal_turned_down_anyway_keeps_what_was_held():
    scenario = {
        "id": "s22-decline",
        "lang": "en",
        "kind": "audience_reject",
        "existing": _held("vocabulary", "plain", 0.74, 4, 30),
        "turns": [
            {
                "suggestion": "Most of our readers now are structural engineers.",
                "expect": {
                    "dimension": "vocabulary",
                    "value": "technical",
                    "state": ("pending_confirmation"),
                },
            },
            {
                "suggestion": "Nope, plain wording all the same. Apprentices read it too.",
                "days_later": 1,
                "expect": {"dimension": "vocabulary", "value": "plain", "state": "active"},
            },
        ],
    }
    ok, failures = _resolved(scenario)
    assert ok, failures


def test_a_likeness_with_one_direction_is_filed_and_so_is_how_their_people_talk():
    # Session 28's decision: a described complaint whose direction is unambiguous is filed
    # (test_style_s28_fixer); a hedged one is still asked.
    alone = _said("Reads like a tax form.")
    assert ("formality", "casual", False) in [s[:3] for s in alone]
    hedged = _said("Maybe it reads a bit like a tax form?")
    assert not [s for s in hedged if not s[2]]
    firm = _said("Reads like a tax form. That's not how our members talk.")
    assert ("formality", "casual", False) in [s[:3] for s in firm]
