"""What style learning made of a revision (or of a writer's message that made none), read
from its persona's audit trail: learned, or given up after its retries.

The style-learning queue (app/style/queue.py) writes a `learned` audit entry for each revision
it learns and, once a revision keeps failing, a `learn_failed` one. Only the log and the
audit said so; the writer and their editors saw nothing. The API shows it where they look —
the history and the revisions the panel reads (`learning`), and the persona's audit — with a
sentence; a revision whose learning is still waiting (or that teaches nothing) has none.
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal

import anyio
from pydantic import BaseModel

from app.domain.errors import NotFound
from app.domain.models import AuditEntry, RevisionRecord
from app.editing.views import VersionEntry
from app.store.base import Repository

# The audit's actions (app/style/learner.py, app/style/queue.py), by the id each one names.
_LEARNED = {"learned": "revision_id", "learned_message": "message_id"}
_FAILED = "learn_failed"

FAILED_SENTENCE = (
    "Your style was not learned from this {what}: learning failed {attempts} times and "
    "was given up. The edit itself is saved; your persona simply did not take anything from "
    "it."
)
LEARNED_SENTENCE = "Your persona learned from this {what}."


class LearningStatus(BaseModel):
    """`state` "learned" or "failed" (given up after its retries); `detail` says it in a
    sentence; `attempts` and `error` (the last failure) only on a failure."""

    state: Literal["learned", "failed"]
    detail: str
    at: datetime
    attempts: int | None = None
    error: str | None = None


class LearnedVersionEntry(VersionEntry):
    """A history entry with what style learning made of its revision (null: nothing yet)."""

    learning: LearningStatus | None = None


class LearnedRevision(RevisionRecord):
    """A revision with what style learning made of it (null: nothing yet)."""

    learning: LearningStatus | None = None


def statuses(audit: list[AuditEntry]) -> dict[str, LearningStatus]:
    """Revision (or message) id → what learning made of it; a later success wins over an
    earlier failure."""
    found: dict[str, LearningStatus] = {}
    for entry in audit:
        if entry.action in _LEARNED:
            key = entry.detail.get(_LEARNED[entry.action])
            what = "revision" if entry.action == "learned" else "message"
            if key:
                found[str(key)] = LearningStatus(
                    state="learned", detail=LEARNED_SENTENCE.format(what=what), at=entry.at
                )
        elif entry.action == _FAILED:
            what = "revision" if "revision_id" in entry.detail else "message"
            key = entry.detail.get("revision_id") or entry.detail.get("message_id")
            if key and found.get(str(key)) is None:
                attempts = int(entry.detail.get("attempts") or 0)
                found[str(key)] = LearningStatus(
                    state="failed",
                    detail=FAILED_SENTENCE.format(what=what, attempts=attempts),
                    at=entry.at,
                    attempts=attempts,
                    error=str(entry.detail.get("error") or "") or None,
                )
    return found


async def learning_of(store: Repository, persona_id: str | None) -> dict[str, LearningStatus]:
    """What learning made of each revision and message of the persona (none without one)."""
    if not persona_id:
        return {}

    def read() -> list[AuditEntry]:
        try:
            return store.list_audit(persona_id)
        except NotFound:
            return []

    return statuses(await anyio.to_thread.run_sync(read))


def with_learning(
    entries: list[VersionEntry], found: dict[str, LearningStatus]
) -> list[LearnedVersionEntry]:
    return [LearnedVersionEntry(**dict(e), learning=found.get(e.id)) for e in entries]


def revision_with_learning(
    revision: RevisionRecord, found: dict[str, LearningStatus]
) -> LearnedRevision:
    return LearnedRevision(**dict(revision), learning=found.get(revision.id))
