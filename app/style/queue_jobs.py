"""Where the style-learning queue keeps its jobs, shared by every worker process and instance.

A job is one revision to learn from (`QueuedRevision`), or one writer's message whose turn made
no revision (its `said`: a wish the text already met, a reply in plain words, a failure, Stop),
keyed by that message's id so it is learned once however often it is answered. Each is either
waiting (anyone may take it), taken by one running process (only that process learns it), or
failed (kept for the writer to see, never retried behind their back). Taking is atomic, so two
processes never take the same job; a process that dies lets go of what it had taken, and the
others take it over. Two places implement this: files in the data dir (app/style/queue_files.py)
and a table in PostgreSQL (app/style/queue_pg.py). Their methods block: the queue calls them off
the event loop, except `add` on the turn's path (one small write).
"""

from __future__ import annotations

from typing import Literal, Protocol

from pydantic import BaseModel

from app.domain.actors import Author
from app.events import TurnOutcome
from app.settings import Settings


class SaidInMessage(BaseModel):
    """A writer's message that made no revision: their words, where and by whom."""

    message_id: str
    version: int  # the article's version the message was written against
    text: str
    author: Author | None = None
    # Made by editing an earlier message (a new branch), not sent again as it was.
    edited_from: str | None = None
    # How its turn ended (`MessageAnswered.outcome`): a refused or failed edit, Stop or a lost
    # reply made no result, so only the words teach, never anything measured.
    outcome: TurnOutcome = "answered"


class QueuedRevision(BaseModel):
    """One job: which revision (or message) to learn from, for whom, and how it went."""

    # The job's key: the revision's id, or for a message job the message's (`said`).
    revision_id: str
    persona_id: str
    content_id: str
    suggestions: list[str]
    # When it was queued (ns); waiting jobs are taken in this order.
    order: int
    attempts: int = 0
    state: Literal["pending", "failed"] = "pending"
    error: str = ""
    said: SaidInMessage | None = None
    # A revision's request made by editing an earlier message: the message it replaced.
    edited_from: str | None = None

    @classmethod
    def for_message(
        cls, persona_id: str, content_id: str, said: SaidInMessage, order: int
    ) -> QueuedRevision:
        return cls(
            revision_id=said.message_id,
            persona_id=persona_id,
            content_id=content_id,
            suggestions=[said.text],
            order=order,
            said=said,
        )


class Jobs(Protocol):
    """The queue's jobs as every process sees them."""

    def add(self, entry: QueuedRevision, *, taken: bool) -> None:
        """Save a new job, taken by this process (`taken`) or waiting for anyone."""

    def take(self, limit: int) -> list[QueuedRevision]:
        """Let go of the jobs of processes that died, then take up to `limit` waiting jobs,
        oldest first. A job taken here was queued by someone who may have learned it before
        dying: the caller checks."""

    def still_ours(self, entry: QueuedRevision) -> bool:
        """Whether this process still holds the job (false once it is done)."""

    def save(self, entry: QueuedRevision) -> None:
        """Keep a taken job's attempts and error, so whoever learns it next continues them."""

    def done(self, entry: QueuedRevision) -> None:
        """The job is learned: remove it."""

    def fail(self, entry: QueuedRevision) -> None:
        """Keep the job as failed, with its error; it is not retried."""

    def known(self, revision_id: str) -> bool:
        """Whether a job with this key exists (waiting, taken or failed)."""

    def failures(self) -> list[QueuedRevision]:
        """Failed jobs, oldest first."""

    def waiting(self) -> int:
        """How many jobs wait to be taken or are held by processes (learned or not yet)."""

    def release(self) -> None:
        """At shutdown: hand back the jobs this process holds, for the others or a restart."""


def open_jobs(settings: Settings) -> Jobs:
    """The queue's table when there is a database, else files in the data dir."""
    database_url: str | None = getattr(settings, "database_url", None)
    from app.style.queue_files import QUEUE_DIR, FileJobs

    if database_url:
        from app.style.queue_pg import PostgresJobs

        # Jobs left as files in the data dir are moved into the table.
        return PostgresJobs(database_url, files=settings.data_dir / QUEUE_DIR)
    return FileJobs(settings.data_dir / QUEUE_DIR)
