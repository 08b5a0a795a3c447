"""A preference record's own changes, shared by the memory update (app/style/memory.py) and
the writer's decisions (app/style/decisions.py): confidence raised or lowered, a value replaced
with the old one kept in the record's history, and the audit entry that says so."""

from datetime import datetime

from app.domain.models import AssertionState, AuditEntry, HistoryEntry, StyleAssertion
from app.style.dimensions import statement_for

CONFIDENCE_CAP = 0.98
SUPPORT_RATE = 0.5  # share of the remaining doubt one observation of strength 1 removes
WEAKEN_RATE = 0.25  # confidence lost to one contradicting observation of strength 1
# The writer's plain words today (0.6) beat a held value faded by a few weeks (0.6 said three
# weeks ago weighs ≈ 0.51); against one said days ago (≈ 0.58+) they are a close call, asked.
WIN_MARGIN = 0.05
CONFIRMED_CONFIDENCE = 0.9
MIN_CONFIDENCE = 0.05


def _support(confidence: float, strength: float) -> float:
    return min(CONFIDENCE_CAP, confidence + (1 - confidence) * strength * SUPPORT_RATE)


def _weaken(confidence: float, strength: float) -> float:
    return max(MIN_CONFIDENCE, confidence - WEAKEN_RATE * strength)


def _audit(assertion: StyleAssertion, action: str, now: datetime, **detail: object) -> AuditEntry:
    return AuditEntry(
        persona_id=assertion.persona_id,
        assertion_id=assertion.id,
        action=action,
        detail={
            "dimension": assertion.dimension,
            "value": assertion.value,
            "confidence": round(assertion.confidence, 4),
            **detail,
        },
        at=now,
    )


def _history(
    assertion: StyleAssertion,
    value: str,
    reason: str,
    now: datetime,
    state: AssertionState = "superseded",
) -> HistoryEntry:
    return HistoryEntry(
        value=value,
        statement=assertion.statement
        if value == assertion.value
        else statement_for(assertion.dimension, value),
        confidence=assertion.confidence,
        state=state,
        reason=reason,
        at=now,
    )


HISTORY_KEPT = 12  # earlier values kept on the record; the audit trail keeps every one


def _remember(assertion: StyleAssertion, entry: HistoryEntry) -> None:
    """Add an earlier value to the record's history, keeping the newest HISTORY_KEPT: a
    writer who changes their mind often does not make every later turn read more."""
    assertion.history = [*assertion.history, entry][-HISTORY_KEPT:]


def _replace_value(
    assertion: StyleAssertion,
    value: str,
    confidence: float,
    reason: str,
    now: datetime,
    *,
    inferred: bool = False,
) -> None:
    _remember(assertion, _history(assertion, assertion.value, reason, now))
    # The record's evidence is for the value it now holds; what backed the old one stays in
    # the audit trail, written in full when it was added.
    assertion.evidence = [e for e in assertion.evidence if e.value == value]
    assertion.value = value
    assertion.statement = statement_for(assertion.dimension, value)
    assertion.confidence = min(CONFIDENCE_CAP, confidence)
    assertion.state = "active"
    assertion.candidate = None
    assertion.inferred = inferred
