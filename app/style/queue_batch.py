"""The style queue's jobs held in memory (`Held`), taken a persona's run at a time
(`next_batch`), and one persona's preferences held in memory while the queue learns several
jobs in a row, so that they are saved in one commit (one audit append, one fsync) instead of
one each.

`learn_revision` (or `learn_statement`, for a message) reads the persona and its preferences and
saves what one revision changed through the store; given a `PersonaWrites` instead, each
revision reads what the ones before it saved, exactly as it would have read it back from the
store, and `save` then writes the changed preferences and every audit entry at once. The result
on disk is the one the revisions learned one by one would have left: preferences upserted by id
in the order they were first saved, audit entries in order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from app.domain.models import AuditEntry, ChatMessage, Persona, RevisionRecord, StyleAssertion
from app.store.base import Repository, check_preferences
from app.style.queue_jobs import QueuedRevision

BATCH = 32  # a persona's waiting revisions learned together, at most


@dataclass
class Held:
    """A queued revision (or message) held in memory, waiting for its persona's turn."""

    entry: QueuedRevision
    # The record itself when it was announced in this process; read from the store otherwise
    # (never for a message: its job holds all it says).
    revision: RevisionRecord | None
    # Saved as a job taken by this process (false only when saving it failed).
    on_disk: bool
    # Taken from the waiting jobs (a restart, a backlog, a process that died): it may
    # already have been learned.
    recovered: bool
    # Learned on its own, not in a batch (the batch it was in failed outside any revision).
    alone: bool = False


def maybe_learned(held: Held) -> bool:
    """Whether a job may have been learned already, so the audit is checked first: one taken
    from the waiting jobs, one retried, or a message (answered again: regenerate, Retry)."""
    return held.recovered or bool(held.entry.attempts) or held.entry.said is not None


def next_batch(waiting: list[Held]) -> list[Held]:
    """Take the next revisions to learn from the front of `waiting`: a run of fresh ones (at
    most `BATCH`), or one alone (retried, or left by a batch that failed)."""
    count = 0
    while count < min(BATCH, len(waiting)) and not (
        waiting[count].entry.attempts or waiting[count].alone
    ):
        count += 1
    batch = waiting[: max(count, 1)]
    del waiting[: len(batch)]
    return batch


@dataclass(frozen=True)
class Mark:
    """Where the writes stood before a revision: what `undo` goes back to."""

    assertions: list[StyleAssertion]
    changed: dict[str, StyleAssertion]
    audit: int


@dataclass
class PersonaWrites:
    """The three store methods `learn_revision` uses, for one persona, saved together."""

    store: Repository
    persona_id: str
    persona: Persona | None = None
    assertions: list[StyleAssertion] = field(default_factory=list)
    changed: dict[str, StyleAssertion] = field(default_factory=dict)
    audit: list[AuditEntry] = field(default_factory=list)

    def load(self) -> None:
        """Read the persona and its preferences (blocking: called off the event loop)."""
        self.persona = self.store.get_persona(self.persona_id)
        self.assertions = self.store.list_assertions(self.persona_id)

    def list_messages(self, content_id: str) -> list[ChatMessage]:
        """Read from the store: a conversation is no persona's write (edited_away.said_there)."""
        return self.store.list_messages(content_id)

    def get_persona(self, persona_id: str) -> Persona:
        self._check(persona_id)
        assert self.persona is not None, "load() first"
        return self.persona

    def list_assertions(self, persona_id: str) -> list[StyleAssertion]:
        """Copies, as the store parses fresh ones: a learner changing one in place without
        saving it changes nothing here either."""
        self._check(persona_id)
        return [a.model_copy(deep=True) for a in self.assertions]

    def save_assertions(
        self, persona_id: str, assertions: Sequence[StyleAssertion], audit: Sequence[AuditEntry]
    ) -> None:
        """Kept until `save`; refused now, as the store would refuse it, if it is not this
        persona's."""
        self._check(persona_id)
        check_preferences(persona_id, assertions, audit)
        at = {a.id: n for n, a in enumerate(self.assertions)}
        for assertion in assertions:
            if assertion.id in at:
                self.assertions[at[assertion.id]] = assertion
            else:
                at[assertion.id] = len(self.assertions)
                self.assertions.append(assertion)
            self.changed[assertion.id] = assertion
        self.audit.extend(audit)

    def mark(self) -> Mark:
        return Mark(list(self.assertions), dict(self.changed), len(self.audit))

    def undo(self, mark: Mark) -> None:
        """Forget what was saved since `mark` (a revision that failed half-way)."""
        self.assertions = list(mark.assertions)
        self.changed = dict(mark.changed)
        del self.audit[mark.audit :]

    def save(self) -> None:
        """Everything kept, in one commit to the store (blocking)."""
        if self.changed or self.audit:
            self.store.save_assertions(self.persona_id, list(self.changed.values()), self.audit)

    def _check(self, persona_id: str) -> None:
        if persona_id != self.persona_id:
            raise ValueError(f"writes for persona {self.persona_id!r}, not {persona_id!r}")
