"""The style memory update rules, decay, the confidence cap and the writer's decisions."""

from datetime import UTC, datetime, timedelta

import pytest

from app.domain.errors import Conflict, InvalidInput
from app.domain.models import Evidence, StyleAssertion
from app.style.dimensions import Observation, statement_for
from app.style.memory import (
    CONFIDENCE_CAP,
    applied_preferences,
    apply_observations,
    confirm,
    edit,
    effective_weight,
    needs_review,
    reject,
    style_lines,
)

NOW = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)


def held(
    dimension="formality",
    value="casual",
    confidence=0.8,
    age_days=0.0,
    evidence=1,
    category="PREFERENCE",
    half_life=90.0,
    state="active",
) -> StyleAssertion:
    at = NOW - timedelta(days=age_days)
    return StyleAssertion(
        id=f"p1-a{dimension}",
        persona_id="p1",
        dimension=dimension,
        value=value,
        statement=statement_for(dimension, value),
        category=category,
        confidence=confidence,
        half_life_days=half_life,
        state=state,
        evidence=[Evidence(source="writer", value=value, at=at) for _ in range(evidence)],
        created_at=at,
        updated_at=at,
    )


def words(dimension, value, *, explicit=False, scoped=False, strength=None) -> Observation:
    return Observation(
        dimension,
        value,
        "writer",
        strength if strength is not None else (0.75 if explicit else 0.6),
        by_writer=True,
        quote="q",
        explicit=explicit,
        scoped=scoped,
    )


def model_change(dimension, value) -> Observation:
    return Observation(dimension, value, "measured", 0.2, by_writer=False, inferred=True)


def apply(assertions, *observations):
    ids = iter(f"p1-anew{i}" for i in range(100))
    return apply_observations(
        assertions, list(observations), now=NOW, new_id=lambda: next(ids), persona_id="p1"
    )


# -- decay ----------------------------------------------------------------------------------


def test_preference_weight_halves_every_half_life():
    assert effective_weight(held(confidence=0.8, age_days=0), NOW) == pytest.approx(0.8)
    assert effective_weight(held(confidence=0.8, age_days=90), NOW) == pytest.approx(0.4)
    assert effective_weight(held(confidence=0.8, age_days=180), NOW) == pytest.approx(0.2)
    assert effective_weight(held(confidence=0.6, age_days=45), NOW) == pytest.approx(0.6 * 0.5**0.5)


def test_state_decays_fast_and_fact_never_decays():
    assert effective_weight(held(category="STATE", half_life=7, age_days=7), NOW) == (
        pytest.approx(0.4)
    )
    assert effective_weight(held(category="FACT", confidence=0.9, age_days=3650), NOW) == 0.9


def test_decay_counts_from_the_latest_evidence():
    a = held(confidence=0.8, age_days=180)
    a.evidence.append(Evidence(source="writer", value="casual", at=NOW - timedelta(days=90)))
    assert effective_weight(a, NOW) == pytest.approx(0.4)


def test_faded_preference_is_not_injected_but_listed_for_review():
    faded = held(confidence=0.8, age_days=200)  # 0.8 × 0.5^(200/90) ≈ 0.171
    assert effective_weight(faded, NOW) < 0.3
    assert applied_preferences([faded], NOW) == []
    assert needs_review(faded, NOW)
    assert not needs_review(held(confidence=0.8), NOW)


def test_style_lines_strongest_first_within_budget():
    strong = held("emoji", "none", confidence=0.9)
    medium = held("tone", "lively", confidence=0.7)
    weak = held("person", "second", confidence=0.25)
    pending = held("formality", "formal", confidence=0.95, state="pending_confirmation")
    lines = style_lines([medium, weak, strong, pending], NOW)
    assert lines == [strong.statement, medium.statement]
    assert style_lines([medium, strong], NOW, budget_chars=len(strong.statement)) == [
        strong.statement
    ]
    assert sum(len(line) + 1 for line in style_lines([medium, strong], NOW, 60)) <= 61


# -- update rules ---------------------------------------------------------------------------


def test_new_preference_starts_at_the_observation_strength():
    changed, audit = apply([], words("emoji", "none"))
    assert [(a.dimension, a.value, a.confidence, a.state) for a in changed] == [
        ("emoji", "none", 0.6, "active")
    ]
    assert audit[0].action == "created"
    assert changed[0].evidence[0].quote == "q"


def test_support_raises_confidence_and_is_capped():
    changed, audit = apply([held(confidence=0.6)], words("formality", "casual"))
    assert changed[0].confidence == pytest.approx(0.6 + 0.4 * 0.6 * 0.5)
    assert audit[0].action == "supported"
    a = held(confidence=0.97)
    for _ in range(5):
        (a,), _ = apply([a], words("formality", "casual", strength=1.0))
    assert a.confidence == CONFIDENCE_CAP == 0.98


def test_model_made_opposite_change_only_lowers_confidence():
    changed, audit = apply([held(confidence=0.8)], model_change("formality", "formal"))
    assert changed[0].value == "casual" and changed[0].state == "active"
    assert changed[0].confidence == pytest.approx(0.8 - 0.25 * 0.2)
    assert audit[0].action == "weakened" and not audit[0].detail["conflict"]


def test_scoped_opposite_request_is_noted_but_never_lowers_flips_or_creates():
    # "This one is a condolence note, more formal": the exception says nothing against the
    # lasting wish, so the record stays as it was; the audit trail notes what was heard.
    kept = held(confidence=0.8)
    changed, audit = apply([kept], words("formality", "formal", scoped=True, strength=0.3))
    assert changed == [] and [e.action for e in audit] == ["noted"]
    assert audit[0].detail["heard"] == "formal" and audit[0].detail["evidence"]
    assert apply([], words("tone", "calm", scoped=True, strength=0.3)) == ([], [])


def test_explicit_correction_wins_against_a_strong_preference():
    changed, audit = apply(
        [held(confidence=0.95, evidence=6)], words("formality", "formal", explicit=True)
    )
    a = changed[0]
    assert (a.value, a.state, a.confidence) == ("formal", "active", 0.75)
    assert a.history[-1].value == "casual" and a.history[-1].state == "superseded"
    assert "explicit correction" in a.history[-1].reason
    assert audit[0].action == "superseded" and audit[0].detail["rule"] == "explicit_correction"


def test_newer_better_supported_value_wins_and_the_old_one_goes_to_history():
    stale = held(confidence=0.6, age_days=60)  # weight 0.6 × 0.5^(2/3) ≈ 0.378 < 0.6 − 0.1
    changed, audit = apply([stale], words("formality", "formal"))
    a = changed[0]
    assert (a.id, a.value, a.state) == (stale.id, "formal", "active")
    assert [h.value for h in a.history] == ["casual"]
    assert audit[0].detail["rule"] == "newer_better_supported"


def test_close_call_goes_to_pending_confirmation_with_the_newer_value_as_candidate():
    changed, audit = apply(
        [held(confidence=0.9, evidence=4, age_days=5)], words("formality", "formal")
    )
    a = changed[0]
    assert (a.value, a.candidate, a.state) == ("casual", "formal", "pending_confirmation")
    assert audit[0].action == "pending_confirmation" and audit[0].detail["rule"] == "close_call"
    assert applied_preferences([a], NOW) == []


def test_manual_edit_is_the_strongest_signal():
    manual = Observation("emoji", "none", "manual", 0.7, by_writer=True)
    said = words("emoji", "none")
    assert manual.strength > said.strength
    old = held("emoji", "more", confidence=0.6, age_days=5)  # weight ≈ 0.58
    assert apply([old], manual)[0][0].value == "none"
    assert apply([old], said)[0][0].state == "pending_confirmation"


def test_plain_words_outweigh_a_preference_that_has_faded():
    # Said 0.6 three weeks ago (weight ≈ 0.51): "shorter title" today is the newer, plainer
    # wish and wins; said yesterday (weight ≈ 0.6), it is a close call put to the writer.
    faded = held("title_style", "long", confidence=0.6, age_days=20)
    recent = held("title_style", "long", confidence=0.6, age_days=1)
    changed, audit = apply([faded], words("title_style", "short"))
    assert (changed[0].value, changed[0].state, audit[0].action) == (
        "short",
        "active",
        "superseded",
    )
    assert apply([recent], words("title_style", "short"))[0][0].state == "pending_confirmation"


def test_writer_refines_the_degree_without_a_conflict():
    changed, audit = apply([held("emoji", "fewer", confidence=0.6)], words("emoji", "none"))
    assert (changed[0].value, audit[0].action) == ("none", "refined")
    assert changed[0].history[-1].value == "fewer"


def test_pending_is_resolved_by_the_writers_next_words():
    pending, _ = apply([held(confidence=0.9, evidence=4)], words("formality", "formal"))
    resolved, audit = apply(pending, words("formality", "formal"))
    assert (resolved[0].value, resolved[0].state, resolved[0].candidate) == (
        "formal",
        "active",
        None,
    )
    # The held value gave way: a conflict decided on this write, and the question answered.
    assert [e.action for e in audit] == ["superseded", "pending_resolved"]
    assert audit[0].detail["conflict"] and audit[0].detail["old_value"] == "casual"


def test_rejected_value_is_not_relearned_from_model_changes():
    gone = held("emoji", "none", state="rejected")
    assert apply([gone], model_change("emoji", "none")) == ([], [])
    changed, _ = apply([gone], words("emoji", "none"))
    assert changed[0].id != gone.id and changed[0].state == "active"


def test_writers_words_outrank_a_contrary_model_change_in_the_same_revision():
    changed, _ = apply([], model_change("tone", "calm"), words("tone", "lively"))
    assert changed[0].value == "lively"


# -- the writer's decisions -------------------------------------------------------------------


def test_confirm_adopts_the_pending_candidate():
    pending, _ = apply([held(confidence=0.9, evidence=4)], words("formality", "formal"))
    a, entry = confirm(pending[0], now=NOW)
    assert (a.value, a.state, a.candidate, a.confidence) == ("formal", "active", None, 0.9)
    assert a.history[-1].value == "casual" and entry.action == "confirmed"


def test_reject_a_candidate_keeps_the_old_value_and_reject_a_preference_keeps_the_record():
    pending, _ = apply([held(confidence=0.9, evidence=4)], words("formality", "formal"))
    kept, _ = reject(pending[0], now=NOW)
    assert (kept.value, kept.state, kept.candidate) == ("casual", "active", None)
    assert kept.history[-1].value == "formal" and kept.history[-1].state == "rejected"
    gone, entry = reject(kept, now=NOW)
    assert gone.state == "rejected" and gone.value == "casual" and entry.action == "rejected"
    with pytest.raises(Conflict):
        confirm(gone, now=NOW)


def test_edit_changes_value_and_statement():
    a, entry = edit(held(), now=NOW, value="formal", statement="Formal, but warm.")
    assert (a.value, a.statement, a.state) == ("formal", "Formal, but warm.", "active")
    assert a.history[-1].value == "casual" and entry.action == "edited"
    with pytest.raises(InvalidInput):
        edit(held(), now=NOW)


# -- what the persona page is told ------------------------------------------------------------


def test_a_rejected_preference_says_so_and_weighs_nothing():
    from app.style.memory import reject, status_line

    a, _ = reject(held(confidence=0.86), now=NOW)
    assert a.state == "rejected" and a.confidence == 0.0 and effective_weight(a, NOW) == 0.0
    assert a.history[-1].confidence == 0.86  # what it had is kept in its history
    assert "Rejected" in status_line(a, NOW) and "86" not in status_line(a, NOW)
    assert "no longer used" in status_line(a, NOW)  # it may have been used before


def test_a_decision_reads_as_the_writers_own():
    from app.style.memory import DECISION, confirm

    a, _ = confirm(held(), now=NOW)
    decision = a.evidence[-1]
    assert decision.source == DECISION and decision.intent == "You confirmed this preference"
    assert not decision.quote and not decision.versions


def test_status_lines_tell_used_faded_and_pending_apart():
    from app.style.memory import status_line

    assert status_line(held(confidence=0.8), NOW) == "80% confident · used in prompts."
    faded = status_line(held(confidence=0.8, age_days=400), NOW)
    assert "weight now" in faded and "faded" in faded and "not used" in faded
    # Seen once, minutes ago: too little evidence yet, and nothing has faded.
    fresh = status_line(held(confidence=0.2, age_days=0), NOW)
    assert fresh == "20% confident · not enough evidence yet — used once seen again."
    pending = held(confidence=0.9)
    pending.state, pending.candidate = "pending_confirmation", "formal"
    line = status_line(pending, NOW)
    assert line.startswith("Waiting for you") and "stays in use" not in line
    # What the prompt gets: a preference waiting for the writer's answer is not in it.
    from app.style.decay import applied_preferences

    assert applied_preferences([pending], NOW) == []
    assert "neither it nor" in line and "is used in prompts" in line


def test_a_regenerated_reply_does_not_count_its_request_twice():
    first = words("formality", "casual")
    first = Observation(**{**first.__dict__, "revision_id": "c1-r1", "versions": "V2→V3"})
    again = Observation(**{**first.__dict__, "revision_id": "c1-r9", "versions": "V2→V4"})
    (a,), _ = apply([], first)
    changed, audit = apply([a], again)
    assert changed == [] and audit == []
    later = Observation(**{**first.__dict__, "revision_id": "c1-r10", "versions": "V4→V5"})
    (b,), _ = apply([a], later)
    assert b.confidence > a.confidence and len(b.evidence) == 2


def test_evidence_stays_bounded_with_a_summary_and_the_audit_keeps_it_all():
    from app.style.evidence import EVIDENCE_KEPT, evidence_count

    a = held(confidence=0.5)
    audits = []
    for n in range(60):
        o = words("formality", "casual")
        o = Observation(**{**o.__dict__, "revision_id": f"c1-r{n}", "versions": f"V{n}→V{n + 1}"})
        (a,), audit = apply([a], o)
        audits += audit
    assert len(a.evidence) == EVIDENCE_KEPT and a.evidence[0].source == "summary"
    assert evidence_count(a) == 61  # the held piece and sixty new ones
    assert a.evidence[-1].versions == "V59→V60"
    assert [e.detail["evidence"][0]["versions"] for e in audits][:2] == ["V0→V1", "V1→V2"]
