"""The writer's decisions on the preference page: confirm, reject, edit — each worded as the
writer's own in the record's evidence ("You confirmed this preference")."""

from datetime import datetime

from app.domain.errors import Conflict, InvalidInput
from app.domain.models import AuditEntry, Evidence, StyleAssertion
from app.style.dimensions import DIMENSIONS
from app.style.evidence import bounded_evidence
from app.style.records import (
    CONFIDENCE_CAP,
    CONFIRMED_CONFIDENCE,
    _audit,
    _history,
    _remember,
    _replace_value,
)

DECISION = "decision"  # evidence source: the writer decided on the preference page


def _writer_evidence(value: str, intent: str, now: datetime) -> Evidence:
    """The writer's own decision, worded as theirs ("You confirmed this preference")."""
    return Evidence(source=DECISION, intent=intent, value=value, at=now)


def _live(assertion: StyleAssertion) -> StyleAssertion:
    if assertion.state not in ("active", "pending_confirmation"):
        raise Conflict(f"This preference is {assertion.state}; only a live one can be changed.")
    return assertion.model_copy(deep=True)


def confirm(assertion: StyleAssertion, *, now: datetime) -> tuple[StyleAssertion, AuditEntry]:
    """The writer says yes: a pending newer value is adopted; an active one is reinforced."""
    a = _live(assertion)
    old = a.value
    if a.candidate is not None:
        _replace_value(
            a,
            a.candidate,
            max(a.confidence, CONFIRMED_CONFIDENCE),
            "the writer confirmed the newer value",
            now,
        )
    else:
        a.state = "active"
        a.confidence = min(CONFIDENCE_CAP, max(a.confidence, CONFIRMED_CONFIDENCE))
        a.inferred = False
    a.evidence = bounded_evidence(
        [*a.evidence, _writer_evidence(a.value, "You confirmed this preference", now)]
    )
    a.updated_at = now
    return a, _audit(a, "confirmed", now, old_value=old)


def reject(assertion: StyleAssertion, *, now: datetime) -> tuple[StyleAssertion, AuditEntry]:
    """The writer says no: a pending newer value is dropped; otherwise the preference is."""
    a = _live(assertion)
    if a.candidate is not None:
        _remember(
            a,
            _history(a, a.candidate, "the writer rejected the newer value", now, state="rejected"),
        )
        a.evidence = bounded_evidence(
            [*a.evidence, _writer_evidence(a.candidate, "You turned down this newer value", now)]
        )
        rejected_value = a.candidate
        a.candidate = None
        a.state = "active"
    else:
        _remember(a, _history(a, a.value, "rejected by the writer", now, state="rejected"))
        a.evidence = bounded_evidence(
            [*a.evidence, _writer_evidence(a.value, "You rejected this preference", now)]
        )
        rejected_value = a.value
        a.state = "rejected"
        a.confidence = 0.0  # the confidence it had is kept in its history entry
    a.updated_at = now
    return a, _audit(a, "rejected", now, rejected_value=rejected_value)


def edit(
    assertion: StyleAssertion,
    *,
    now: datetime,
    value: str | None = None,
    statement: str | None = None,
) -> tuple[StyleAssertion, AuditEntry]:
    """The writer rewrites the preference: a new value and/or the line injected into prompts."""
    value = (value or "").strip() or None
    statement = " ".join((statement or "").split()) or None
    if value is None and statement is None:
        raise InvalidInput("An edit needs a new value or a new statement.")
    if statement is not None and len(statement) > 200:
        raise InvalidInput("A preference statement is one line of at most 200 characters.")
    known = DIMENSIONS.get(assertion.dimension)
    if value is not None and known and value not in known:
        raise InvalidInput(
            f"“{value}” is not a value of {assertion.dimension}: choose {' or '.join(known)}."
        )
    a = _live(assertion)
    old = a.value
    if value is not None and value != a.value:
        _replace_value(
            a, value, max(a.confidence, CONFIRMED_CONFIDENCE), "edited by the writer", now
        )
    else:
        _remember(a, _history(a, a.value, "statement edited by the writer", now))
        a.state, a.candidate = "active", None
        a.confidence = min(CONFIDENCE_CAP, max(a.confidence, CONFIRMED_CONFIDENCE))
    if statement is not None:
        a.statement = statement
    a.inferred = False
    a.evidence = bounded_evidence(
        [*a.evidence, _writer_evidence(a.value, "You edited this preference", now)]
    )
    a.updated_at = now
    return a, _audit(a, "edited", now, old_value=old)
