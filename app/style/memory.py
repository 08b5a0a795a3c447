"""The style memory update: fold observations into a persona's preferences, by rule.

Pure: plain values in, plain values out; the clock is `now` and ids come from `new_id`.

One record per (persona, dimension). When a value loses — a conflict, a refinement, the
writer's own edit — the record keeps its id and the old value moves to its `history` as a
HistoryEntry with state "superseded" and the reason, so "why do you think I like this?" is
answered by one record. Nothing is deleted: a rejected preference stays, state "rejected".

Rules, for an observation on a dimension the persona already holds a preference on:
- same value: support — confidence rises toward the 0.98 cap;
- same direction, another degree (emoji "none" vs "fewer"): the writer's own words refine the
  value (weaker degree also lowers confidence); anything else just supports or weakens;
- opposite value from a weak source (a change the model made, an inferred pair): partly
  contradicting — confidence falls, no flip; from a one-off ("这一段…", "just this once"):
  the writer's exception, only noted in the audit trail — the record stays as it was;
- the writer's approval of the last result ("嗯 就这个量 挺好"): support for what it showed.
- opposite value from the writer (their words, their manual edit) is a conflict:
  an explicit correction wins; else the newer value wins when it is better supported than
  the held one's decayed weight by WIN_MARGIN; otherwise it is a close call and the record
  goes to pending_confirmation with the newer value as `candidate`. The writer's own words are
  never silently outvoted: they win or they are put to the writer.
"""

from collections.abc import Callable, Mapping, Sequence
from datetime import datetime

from app.domain.models import (
    AssertionCategory,
    AuditEntry,
    Evidence,
    StyleAssertion,
)
from app.style.approval import APPROVAL, carry_bare_size, spread
from app.style.confirmations import AGREED, DECLINED, confirm_pending
from app.style.decay import (
    INJECT_THRESHOLD,
    applied_preferences,
    effective_weight,
    last_evidence_at,
    needs_review,
    status_line,
    style_lines,
)
from app.style.decisions import DECISION, confirm, edit, reject
from app.style.dimensions import (
    HALF_LIFE_DAYS,
    Observation,
    relation,
    statement_for,
)
from app.style.earlier import drops_a_proposal
from app.style.evidence import already_counted, bounded_evidence, with_versions
from app.style.lifting import ask_instead, is_lift, lift
from app.style.occasions import keeps_the_usual
from app.style.records import (
    CONFIDENCE_CAP,
    CONFIRMED_CONFIDENCE,
    HISTORY_KEPT,
    MIN_CONFIDENCE,
    SUPPORT_RATE,
    WEAKEN_RATE,
    WIN_MARGIN,
    _audit,
    _history,
    _remember,
    _replace_value,
    _support,
    _weaken,
)
from app.style.restated import RESTATED, aimed_at_part, spread_restated

# Audit actions that mean a conflict was detected on write.
CONFLICT_ACTIONS = frozenset({"superseded", "pending_confirmation"})

# Decay and use live in app.style.decay; named here for the callers that read them with the rest.
__all__ = [
    "CONFIDENCE_CAP",
    "CONFIRMED_CONFIDENCE",
    "CONFLICT_ACTIONS",
    "DECISION",
    "HISTORY_KEPT",
    "INJECT_THRESHOLD",
    "MIN_CONFIDENCE",
    "SUPPORT_RATE",
    "WEAKEN_RATE",
    "applied_preferences",
    "apply_observations",
    "confirm",
    "edit",
    "effective_weight",
    "last_evidence_at",
    "needs_review",
    "reject",
    "status_line",
    "style_lines",
]


# -- folding observations in ---------------------------------------------------------------


def _evidence(observation: Observation, now: datetime) -> Evidence:
    return Evidence(
        revision_id=observation.revision_id,
        message_id=observation.message_id,
        quote=observation.quote,
        diff_excerpt=observation.diff_excerpt,
        measured=dict(observation.measured),
        intent=f"{observation.dimension} → {observation.value}"
        + (" (explicit correction)" if observation.explicit else "")
        + (" (scoped)" if observation.scoped else "")
        + (" (inferred)" if observation.inferred else "")
        + (" (the writer approved the result)" if observation.reading == "approval" else "")
        + (f" (to confirm: {observation.reading or 'tentative'})" if observation.tentative else ""),
        source=observation.source,
        value=observation.value,
        at=now,
        versions=observation.versions,
    )


def _rank(observation: Observation) -> tuple[bool, bool, bool, bool, float]:
    return (
        observation.by_writer and not observation.scoped and not observation.tentative,
        observation.by_writer and not observation.scoped,
        observation.explicit,
        observation.by_writer,
        observation.strength,
    )


def _lead_and_support(group: Sequence[Observation]) -> tuple[Observation, list[Observation]]:
    """The observation that speaks for a dimension in this batch, and those agreeing with it.

    Within one revision the writer's unscoped words or edit outrank everything else;
    observations disagreeing with the lead are dropped from this revision's decision."""
    lead = max(group, key=_rank)
    return lead, [o for o in group if o.value == lead.value]


def _one_off_against(held: StyleAssertion, lead: Observation) -> bool:
    """Is the lead of this revision a one-off departing from the active preference (the
    other way, or less of it: "a few emoji, just on this card" under "no emoji"), or the
    return to it promised after one?"""
    if not lead.scoped or held.state != "active":
        return False
    if relation(held.dimension, held.value, lead.value) in ("opposite", "weaker"):
        return True
    # "Just for the holiday special, one flowing paragraph - back to the bullets after", "the
    # programmes stay bulleted": the usual kept beside an exception is no new evidence for it.
    return keeps_the_usual(lead.quote)


def _combined_strength(observations: Sequence[Observation]) -> float:
    doubt = 1.0
    for observation in observations:
        doubt *= 1 - observation.strength
    return min(CONFIDENCE_CAP, 1 - doubt)


def _quote(observation: Observation) -> str:
    return f": «{observation.quote}»" if observation.quote else ""


def _update(
    held: StyleAssertion,
    lead: Observation,
    strength: float,
    evidence: list[Evidence],
    now: datetime,
) -> tuple[StyleAssertion, list[AuditEntry]]:
    """The held record after this revision, and what the audit trail says of it."""
    a, entry = _decide(held, lead, strength, evidence, now)
    if entry.action == "pending_resolved" and "old_value" in entry.detail:
        # The held value gave way to the one put to the writer: the conflict is decided on
        # this write, recorded as any other value superseded, beside the question's answer.
        detail = {k: v for k, v in entry.detail.items() if k not in ("dimension", "value")}
        detail.pop("confidence", None)
        return a, [
            _audit(a, "superseded", now, conflict=True, rule="pending_resolved", **detail),
            entry,
        ]
    return a, [entry]


def _decide(
    held: StyleAssertion,
    lead: Observation,
    strength: float,
    evidence: list[Evidence],
    now: datetime,
) -> tuple[StyleAssertion, AuditEntry]:
    a = held.model_copy(deep=True)
    a.evidence = bounded_evidence([*a.evidence, *evidence])
    a.updated_at = now
    old = a.value
    source = {"source": lead.source, "revision_id": lead.revision_id, "heard": lead.value}
    writer_says = lead.by_writer and not lead.scoped

    if a.state == "pending_confirmation" and a.candidate is not None:
        # "nah forget it, the kids love the emoji": the proposal dropped, the earlier value
        # heard (even only as a question) — the proposal is set aside.
        dropped = lead.tentative and drops_a_proposal(lead.quote)
        if not writer_says or (lead.tentative and not dropped):
            return a, _audit(a, "evidence_added", now, **source)
        if relation(a.dimension, a.candidate, lead.value) != "opposite":
            # The writer's words answering the question ("yeah ok, emoji back in") confirm it:
            # the newer value is at least as sure as the one it replaces, and this answer backs it.
            sure = (
                _support(max(a.confidence, strength), strength)
                if lead.source == "writer"
                else strength
            )
            _replace_value(
                a,
                lead.value,
                sure,
                "the writer's later words or edit sided with the newer value" + _quote(lead),
                now,
            )
            return a, _audit(a, "pending_resolved", now, old_value=old, **source)
        _remember(
            a,
            _history(
                a,
                a.candidate,
                "the writer's later words or edit sided with the earlier value" + _quote(lead),
                now,
                state="rejected",
            ),
        )
        a.candidate = None
        a.state = "active"
        a.confidence = _support(a.confidence, strength)
        return a, _audit(a, "pending_resolved", now, kept=old, **source)

    if a.state == "pending_confirmation":  # a proposal the writer has not answered yet
        if writer_says and not lead.tentative and lead.value == a.value:
            a.state = "active"
            a.confidence = _support(a.confidence, strength)
            return a, _audit(a, "pending_resolved", now, **source)
        if writer_says and not lead.tentative:
            # "不用，术语照常用": the writer answers the proposal (what their readers seemed to
            # need) with another value in plain words; theirs is taken, the proposal set aside.
            _replace_value(
                a,
                lead.value,
                strength,
                "the writer answered the proposal otherwise" + _quote(lead),
                now,
            )
            return a, _audit(a, "pending_resolved", now, proposal=old, **source)
        return a, _audit(a, "evidence_added", now, **source)
    if lead.by_writer and not lead.inferred and not lead.tentative:
        a.inferred = False
    rel = relation(a.dimension, old, lead.value)
    if rel == "same":
        a.confidence = _support(a.confidence, strength)
        return a, _audit(a, "supported", now, **source)
    if rel in ("stronger", "weaker") and writer_says and lead.explicit:
        _replace_value(a, lead.value, strength, f"explicit correction{_quote(lead)}", now)
        return a, _audit(
            a, "superseded", now, conflict=True, rule="explicit_correction", old_value=old, **source
        )
    if rel in ("stronger", "weaker"):
        if writer_says and not lead.tentative:
            confidence = (_support if rel == "stronger" else _weaken)(a.confidence, strength)
            _replace_value(a, lead.value, confidence, f"refined by the writer{_quote(lead)}", now)
            return a, _audit(a, "refined", now, old_value=old, **source)
        a.confidence = (_support if rel == "stronger" else _weaken)(a.confidence, strength)
        return a, _audit(a, "supported" if rel == "stronger" else "weakened", now, **source)
    if not writer_says:
        a.confidence = _weaken(a.confidence, strength)
        return a, _audit(a, "weakened", now, conflict=False, **source)
    if lead.tentative and lead.reading == "audience_taste":
        # What readers like does not outvote what the writer already said they want.
        return a, _audit(a, "noted", now, **source)
    if lead.tentative:
        return _ask(a, lead, held, now, source, rule=lead.reading or "tentative")
    if lead.explicit:
        _replace_value(a, lead.value, strength, f"explicit correction{_quote(lead)}", now)
        return a, _audit(
            a, "superseded", now, conflict=True, rule="explicit_correction", old_value=old, **source
        )
    held_weight = effective_weight(held, now)
    if strength - held_weight >= WIN_MARGIN:
        _replace_value(
            a,
            lead.value,
            strength,
            f"newer and better supported ({strength:.2f} vs {held_weight:.2f}){_quote(lead)}",
            now,
        )
        return a, _audit(
            a,
            "superseded",
            now,
            conflict=True,
            rule="newer_better_supported",
            old_value=old,
            held_weight=round(held_weight, 4),
            **source,
        )
    return _ask(a, lead, held, now, source, rule="close_call")


def _ask(
    a: StyleAssertion,
    lead: Observation,
    held: StyleAssertion,
    now: datetime,
    source: Mapping[str, object],
    *,
    rule: str,
) -> tuple[StyleAssertion, AuditEntry]:
    """Put the newer value to the writer: neither it nor the held one is used until they answer."""
    a.state = "pending_confirmation"
    a.candidate = lead.value
    return a, _audit(
        a,
        "pending_confirmation",
        now,
        conflict=True,
        rule=rule,
        candidate=lead.value,
        held_weight=round(effective_weight(held, now), 4),
        **source,
    )


def apply_observations(
    assertions: Sequence[StyleAssertion],
    observations: Sequence[Observation],
    *,
    now: datetime,
    new_id: Callable[[], str],
    persona_id: str,
) -> tuple[list[StyleAssertion], list[AuditEntry]]:
    """Fold one revision's observations into the persona's preferences.

    Returns the records that changed or were created, and one audit entry per change.
    Scoped observations adjust existing preferences but never create one; a value the writer
    rejected is re-learned only from the writer's own words or edits."""
    mine = [a for a in assertions if a.persona_id == persona_id]
    current = {a.dimension: a for a in mine if a.state in ("active", "pending_confirmation")}
    rejected = {(a.dimension, a.value) for a in mine if a.state == "rejected"}
    groups: dict[str, list[Observation]] = {}
    # "有几句太长了": a size said of one part by name is about that part.
    for observation in carry_bare_size([aimed_at_part(o) for o in observations], current):
        if observation.dimension not in (APPROVAL, RESTATED, AGREED, DECLINED):
            groups.setdefault(observation.dimension, []).append(observation)
    # "嗯 就这个量 挺好": the writer approves the last result, so what it showed is backed.
    groups.update(spread([o for o in observations if o.dimension == APPROVAL], current, groups))
    # "Bullets crept back in again": a wish said again backs the preference it names.
    groups.update(
        spread_restated([o for o in observations if o.dimension == RESTATED], current, groups)
    )
    # "Yes — plain words, that's what I meant": the writer's yes to a proposal waiting (or no).
    answers = [o for o in observations if o.dimension in (AGREED, DECLINED)]
    groups.update(confirm_pending(answers, current, groups))

    changed: list[StyleAssertion] = []
    audit: list[AuditEntry] = []
    for dimension, group in groups.items():
        held = current.get(dimension)
        if held is not None:
            counted = [o for o in group if already_counted(held, o)]
            group = [o for o in group if o not in counted]
            if not group:
                # (Refused, then sent again and saved: no new evidence, but the piece now names
                # the version it made.)
                named = with_versions(held, counted, [_evidence(o, now) for o in counted])
                if named is not None:
                    updated = held.model_copy(update={"evidence": named, "updated_at": now})
                    current[dimension] = updated
                    changed.append(updated)
                    audit.append(_audit(updated, "evidence_versions", now, heard=counted[0].value))
                continue
        lead, agreeing = _lead_and_support(group)
        if is_lift(lead):  # "Emoji are fine again": the ban set aside, nothing filed instead
            lifted = lift(held, lead, [_evidence(o, now) for o in agreeing], now)
            if lifted is not None:
                current[dimension], entry = lifted
                changed.append(lifted[0])
                audit.append(entry)
                # A wish withdrawn with nothing in its place: the other value asked, not filed.
                evidence = [_evidence(o, now) for o in agreeing]
                asked = ask_instead(lifted[0], lead, evidence, now, new_id)
                if asked is not None:
                    current[dimension], entry = asked
                    changed.append(asked[0])
                    audit.append(entry)
            continue
        if held is not None and _one_off_against(held, lead):
            # "Added a bunch of emoji to the sale banner, one time thing": the writer's own
            # exception says nothing against their lasting wish, so the record stays as it was.
            entry = _audit(held, "noted", now, one_off=True, heard=lead.value)
            entry.detail["evidence"] = [_evidence(o, now).model_dump(mode="json") for o in agreeing]
            audit.append(entry)
            continue
        strength = _combined_strength(agreeing)
        evidence = [_evidence(o, now) for o in agreeing]
        entries: list[AuditEntry] = []
        if held is not None:
            updated, entries = _update(held, lead, strength, evidence, now)
            entry = entries[-1]
        else:
            if lead.scoped or (
                (dimension, lead.value) in rejected and (lead.tentative or not lead.by_writer)
            ):
                continue  # the writer said no to it: only their own plain words bring it back
            category: AssertionCategory = "PREFERENCE"
            proposal = lead.tentative and not any(o.by_writer and not o.tentative for o in agreeing)
            updated = StyleAssertion(
                id=new_id(),
                persona_id=persona_id,
                dimension=dimension,
                value=lead.value,
                statement=statement_for(dimension, lead.value),
                category=category,
                confidence=min(CONFIDENCE_CAP, strength),
                half_life_days=HALF_LIFE_DAYS[category],
                inferred=not lead.by_writer,
                state="pending_confirmation" if proposal else "active",
                evidence=evidence,
                created_at=now,
                updated_at=now,
            )
            entry = _audit(
                updated,
                "created",
                now,
                source=lead.source,
                revision_id=lead.revision_id,
                proposed=proposal,
                reading=lead.reading,
            )
        # The audit trail keeps every piece in full; the record keeps a bounded list.
        entry.detail["evidence"] = [e.model_dump(mode="json") for e in evidence]
        current[dimension] = updated
        changed.append(updated)
        audit.extend(entries[:-1])
        audit.append(entry)
    return changed, audit
