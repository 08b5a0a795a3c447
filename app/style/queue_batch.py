"""One persona's preferences held in memory while the style queue learns several revisions in a
row, so that they are saved in one commit (one audit append, one fsync) instead of one each.

`learn_revision` reads the persona and its preferences and saves what one revision changed
through the store; given a `PersonaWrites` instead, each revision reads what the ones before
it saved, exactly as it would have read it back from the store, and `save` then writes the
changed preferences and every audit entry at once. The result on disk is the one the
revisions learned one by one would have left: preferences upserted by id in the order they
were first saved, audit entries in order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from app.domain.models import AuditEntry, Persona, StyleAssertion
from app.store.base import Repository, check_preferences


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
