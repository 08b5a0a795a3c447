"""Evidence over turns: a preference said again later counts again, a regenerated reply does
not; the writer's approval of the last result backs what that result showed; a one-off leaves
the lasting preference as it was; decay then support raises it again; a later correction wins.
"""

from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from app.style.approval import APPROVAL, approval_observations, approves
from app.style.dimensions import Observation
from app.style.evidence import evidence_count
from app.style.memory import apply_observations, effective_weight

NOW = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)


def said(dimension, value, n, *, quote="q", scoped=False, explicit=False, base=None, content="c1"):
    """The writer's words on turn n of article `content` (revision V(base)→V(n+1))."""
    return Observation(
        dimension,
        value,
        "writer",
        0.3 if scoped else 0.6,
        by_writer=True,
        quote=quote,
        scoped=scoped,
        explicit=explicit,
        revision_id=f"{content}-r{n}",
        versions=f"V{base or n}→V{n + 1}",
    )


def edited(dimension, value, n, *, scoped=False, content="c1"):
    """The writer's own edit on turn n, measured."""
    return Observation(
        dimension,
        value,
        "manual",
        0.3 if scoped else 0.7,
        by_writer=True,
        scoped=scoped,
        measured={"x_before": 1.0, "x_after": 2.0},
        revision_id=f"{content}-r{n}",
        versions=f"V{n}→V{n + 1}",
    )


def approval(text, n, content="c1"):
    (o,) = approval_observations(text)
    return replace(o, revision_id=f"{content}-r{n}", versions=f"V{n}→V{n + 1}")


class Persona:
    """One persona's preferences over a run of turns, with the clock moving."""

    def __init__(self) -> None:
        self.held = {}
        self.now = NOW
        self.ids = iter(range(1000))

    def turn(self, *observations, days=0.0):
        self.now += timedelta(days=days)
        changed, audit = apply_observations(
            list(self.held.values()),
            list(observations),
            now=self.now,
            new_id=lambda: f"p1-a{next(self.ids)}",
            persona_id="p1",
        )
        self.held.update({a.dimension: a for a in changed})
        return changed, audit


def test_the_same_words_days_later_are_new_evidence():
    p = Persona()
    p.turn(said("paragraph_length", "shorter", 1, quote="break them up"))
    first = p.held["paragraph_length"]
    _, audit = p.turn(said("paragraph_length", "shorter", 4, quote="break them up"), days=3)
    again = p.held["paragraph_length"]
    assert again.confidence > first.confidence and len(again.evidence) == 2
    assert audit[0].action == "supported"


def test_a_regenerated_reply_of_the_same_message_counts_once():
    p = Persona()
    p.turn(said("emoji", "fewer", 1, quote="少放点表情"))
    before = p.held["emoji"]
    # Regenerated: the same request answered again from the same version.
    changed, audit = p.turn(said("emoji", "fewer", 2, quote="少放点表情", base=1))
    assert changed == [] and audit == []
    assert p.held["emoji"] == before


def test_a_measured_edit_then_approval_of_it_each_count():
    p = Persona()
    p.turn(said("emoji", "fewer", 1, quote="表情太多了 少放点"))
    c1 = p.held["emoji"].confidence
    p.turn(edited("emoji", "fewer", 2), days=2)
    c2 = p.held["emoji"].confidence
    _, audit = p.turn(approval("嗯 就这个量 挺好", 3), days=3)
    a = p.held["emoji"]
    assert c1 < c2 < a.confidence
    assert len(a.evidence) == 3 and a.evidence[-1].quote == "嗯 就这个量 挺好"
    assert a.evidence[-1].intent == "emoji → fewer (the writer approved the result)"
    assert [e.action for e in audit] == ["supported"]


def test_approval_backs_only_what_the_last_result_showed():
    p = Persona()
    p.turn(said("formality", "formal", 1, quote="make the release posts more formal"))
    p.turn(said("tone", "lively", 1, quote="livelier", content="c2"))  # another article
    p.turn(said("person", "second", 2, quote="use you"), days=1)
    person, tone, formality = (p.held[d] for d in ("person", "tone", "formality"))
    # "perfect" on turn 3 approves V3, the result of turn 2 (person) on this article only.
    changed, _ = p.turn(approval("perfect, that's it", 3))
    assert [a.dimension for a in changed] == ["person"]
    assert p.held["person"].confidence > person.confidence
    assert p.held["tone"] == tone and p.held["formality"] == formality


def test_approval_never_creates_a_preference_and_a_regenerated_approval_counts_once():
    p = Persona()
    assert p.turn(approval("looks good", 1)) == ([], [])
    p.turn(edited("structure", "lists", 1))
    p.turn(approval("很好，就这样", 2))
    once = p.held["structure"]
    again = replace(approval("很好，就这样", 2), revision_id="c1-r9", versions="V2→V4")
    assert p.turn(again) == ([], [])
    assert evidence_count(p.held["structure"]) == evidence_count(once) == 2


def test_approval_leaves_a_pending_question_to_the_writer():
    p = Persona()
    p.turn(said("tone", "calm", 1, quote="calmer"))
    p.turn(said("tone", "lively", 2, quote="livelier maybe"))  # a close call: asked
    asked = p.held["tone"]
    assert asked.state == "pending_confirmation"
    assert p.turn(approval("great", 3)) == ([], [])


@pytest.mark.parametrize(
    "text",
    [
        "嗯 就这个量 挺好",
        "perfect, that's the register",
        "great, that's it",
        "looks good 👍",
        "很好，就这样",
        "不错",
        "对，就这个",
        "nice, exactly",
        "keep it like this from now on",
        "more like this please",
        "this is the one, keep it",
        "以后都这样写",
        "就照这个来",
        "保持这样",
    ],
)
def test_short_plain_approval_is_heard(text):
    assert approves(text)


@pytest.mark.parametrize(
    "text",
    [
        "not great",
        "good, but the title is still too long",
        "is this good?",
        "还不错吧？",
        "挺好的，就是有点长",
        "不太好",
        "Oh great. Another wall of text.",
        "perfect, now make the intro shorter and add a table of the prices",
        "还行，再改改",
        "",
        "good morning! can you look at the intro",
        "好一个标题，长得我一口气都念不完",
        "love it, but cut the intro",
        "以后都这样写吗？",
        "keep it short",
    ],
)
def test_doubt_requests_questions_and_sarcasm_are_not_approval(text):
    assert not approves(text)


def test_a_one_off_against_a_lasting_preference_leaves_it_as_it_was():
    p = Persona()
    p.turn(said("emoji", "fewer", 1, quote="fewer emoji in general"))
    held = p.held["emoji"]
    changed, audit = p.turn(edited("emoji", "more", 2, scoped=True), days=1)
    assert changed == [] and p.held["emoji"] == held
    assert [e.action for e in audit] == ["noted"] and audit[0].detail["one_off"]
    changed, _ = p.turn(said("tone", "calm", 3, scoped=True))  # nothing held: nothing filed
    assert changed == []
    p.turn(said("emoji", "none", 4, quote="no emoji from now on"))
    none = p.held["emoji"]
    changed, audit = p.turn(said("emoji", "fewer", 5, quote="a couple on this card", scoped=True))
    assert changed == [] and p.held["emoji"] == none and audit[0].action == "noted"


def test_a_one_off_agreeing_with_a_preference_still_supports_it():
    p = Persona()
    p.turn(edited("structure", "lists", 1))
    c = p.held["structure"].confidence
    p.turn(said("structure", "lists", 2, quote="这次考试安排分条列得清清楚楚，很好", scoped=True))
    assert p.held["structure"].confidence > c


def test_decay_then_support_raises_confidence_and_weight_again():
    p = Persona()
    p.turn(said("title_style", "short", 1, quote="标题短一点"))
    c = p.held["title_style"].confidence
    p.now += timedelta(days=150)
    faded = effective_weight(p.held["title_style"], p.now)
    assert faded < c and p.held["title_style"].confidence == c
    p.turn(edited("title_style", "short", 2), days=1)
    a = p.held["title_style"]
    assert a.confidence > c and effective_weight(a, p.now) > faded and len(a.evidence) == 2


def test_a_later_correction_makes_the_new_value_active():
    p = Persona()
    p.turn(said("sentence_length", "longer", 1, quote="句子写长一点"))
    p.turn(said("sentence_length", "longer", 2, quote="对，长句"), days=2)
    _, audit = p.turn(
        said("sentence_length", "shorter", 3, quote="上次那句我说反了", explicit=True), days=7
    )
    a = p.held["sentence_length"]
    assert (a.value, a.state) == ("shorter", "active") and audit[0].action == "superseded"
    c = a.confidence
    p.turn(edited("sentence_length", "shorter", 4), days=1)
    assert p.held["sentence_length"].confidence > c


def test_approval_observations_carry_the_words_and_no_dimension():
    (o,) = approval_observations("嗯 就这个量 挺好")
    assert (o.dimension, o.by_writer, o.quote, o.reading) == (
        APPROVAL,
        True,
        "嗯 就这个量 挺好",
        "approval",
    )
    assert approval_observations("make it shorter") == []


def test_a_writer_changing_their_mind_often_keeps_the_record_bounded():
    from app.style.memory import HISTORY_KEPT

    p = Persona()
    audits = []
    for n in range(1, 41):
        value = "formal" if n % 2 else "casual"
        _, audit = p.turn(said("formality", value, n, quote=f"q{n}", explicit=True), days=1)
        audits += audit
    a = p.held["formality"]
    assert a.value == "casual" and len(a.history) == HISTORY_KEPT
    # The record's evidence is for the value it holds; every piece, and every value that gave
    # way, is still in the audit trail.
    assert all(e.value == "casual" for e in a.evidence) and evidence_count(a) == 1
    assert sum(len(e.detail.get("evidence", [])) for e in audits) == 40
    assert sum(e.action == "superseded" for e in audits) == 39


def test_approval_does_not_lift_what_the_model_changed_unasked():
    p = Persona()
    drift = Observation(
        "tone",
        "calm",
        "measured",
        0.2,
        by_writer=False,
        inferred=True,
        revision_id="c1-r1",
        versions="V1→V2",
    )
    p.turn(said("paragraph_length", "shorter", 1, quote="shorter paragraphs"), drift)
    calm = p.held["tone"]
    changed, _ = p.turn(approval("looks good", 2))
    assert [a.dimension for a in changed] == ["paragraph_length"]
    assert p.held["tone"] == calm
