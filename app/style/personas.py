"""Personas for the API: create, list and read them with their preferences, rename them, move
them to the trash and back, and the writer's decisions on a preference (confirm, reject,
edit, and undo of the last of them) under the persona's lock."""

from collections.abc import Callable
from datetime import datetime
from typing import Literal

import anyio
from pydantic import Field

from app.domain.actors import Author
from app.domain.errors import Conflict, InvalidInput, NotFound
from app.domain.ids import new_persona_id
from app.domain.models import AuditEntry, Evidence, HistoryEntry, Persona, StyleAssertion
from app.store.base import Repository
from app.style import memory
from app.style.decay import Use, use_of
from app.style.dimensions import relation
from app.style.evidence import SUMMARY, bounded_evidence, evidence_count

PreferenceDecision = Literal["confirm", "reject", "edit", "undo"]
# What a decision changes on a preference, kept in its audit entry so that it can be undone.
_DECIDED_FIELDS = {"state", "value", "statement", "candidate", "confidence", "inferred"}
_UNDOABLE = {"confirmed", "rejected", "edited"}
_STATE_ORDER = {"pending_confirmation": 0, "active": 1, "superseded": 2, "rejected": 3}


EvidenceStance = Literal["supports", "against", "partly", ""]


def evidence_stance(assertion: StyleAssertion, evidence: Evidence) -> EvidenceStance:
    """Whether a piece of evidence backs the value held now: a request for the opposite
    ("make it more casual" under "formal") is kept as evidence, but against it; the writer's
    own decisions and the folded summary take no side."""
    if evidence.source in (memory.DECISION, SUMMARY) or not evidence.value:
        return ""
    rel = relation(assertion.dimension, assertion.value, evidence.value)
    if rel == "same":
        return "supports"
    return "against" if rel == "opposite" else "partly"


class EvidenceView(Evidence):
    """A piece of evidence and whether it backs the value held now (`against`: the writer
    asked for the opposite there)."""

    stance: EvidenceStance = ""


class PreferenceView(StyleAssertion):
    """A preference with its decayed weight, whether the writer should look at it, the line
    the persona page shows for its state, and how much evidence is behind it in all."""

    # Narrower than the record's list[Evidence]: every piece carries its stance.
    evidence: list[EvidenceView] = Field(default_factory=list)  # type: ignore[assignment]
    effective_weight: float
    needs_review: bool
    status_line: str = ""
    use: Use = ""  # app/style/decay.py use_of: "in use", "waiting", "faded" (active only)
    evidence_total: int = 0


class PersonaView(Persona):
    """A persona with its preferences, those needing the writer first."""

    preferences: list[PreferenceView] = Field(default_factory=list)


class PersonaService:
    """Reads and writes of personas and the writer's decisions on their preferences."""

    def __init__(self, store: Repository, clock: Callable[[], datetime]) -> None:
        self.store = store
        self.clock = clock

    async def create(self, name: str, description: str, owner_id: str | None = None) -> PersonaView:
        """A new persona, `owner_id`'s (its writer's; None in the single-user mode)."""
        name = " ".join(name.split())
        if not name:
            raise InvalidInput("A persona needs a name.", field="name")
        now = self.clock()
        persona = Persona(
            id=new_persona_id(),
            name=name,
            description=description.strip(),
            created_at=now,
            updated_at=now,
            owner_id=owner_id,
        )
        await anyio.to_thread.run_sync(self.store.save_persona, persona)
        return PersonaView(**persona.model_dump())

    async def list(self, *, trashed: bool = False) -> list[PersonaView]:
        """Oldest first, those out of the trash (`trashed`: those in it) — a trashed persona
        is not offered for new articles."""

        def read() -> list[PersonaView]:
            now = self.clock()
            return [
                _persona_view(p, self.store.list_assertions(p.id), now)
                for p in self.store.list_personas()
                if (p.trashed_at is not None) == trashed
            ]

        return await anyio.to_thread.run_sync(read)

    async def get(self, persona_id: str) -> PersonaView:
        def read() -> PersonaView:
            persona = self.store.get_persona(persona_id)
            return _persona_view(persona, self.store.list_assertions(persona_id), self.clock())

        return await anyio.to_thread.run_sync(read)

    async def rename(
        self, persona_id: str, name: str, description: str | None = None
    ) -> PersonaView:
        """A new name (and description, when given); the preferences are unchanged."""
        name = " ".join(name.split())
        if not name:
            raise InvalidInput("A persona needs a name: the new name is blank.", field="name")

        def change(persona: Persona) -> Persona | None:
            wanted = persona.description if description is None else description.strip()
            if (persona.name, persona.description) == (name, wanted):
                return None
            return persona.model_copy(
                update={"name": name, "description": wanted, "updated_at": self.clock()}
            )

        return await self._update(persona_id, change)

    async def trash(self, persona_id: str) -> PersonaView:
        """Move a persona to the trash: no longer offered for new articles; nothing is
        deleted, and articles written in it keep it and go on learning into it."""
        return await self._update(
            persona_id,
            lambda p: None if p.trashed_at else p.model_copy(update={"trashed_at": self.clock()}),
        )

    async def untrash(self, persona_id: str) -> PersonaView:
        """Take a persona out of the trash, as it was."""
        return await self._update(
            persona_id,
            lambda p: p.model_copy(update={"trashed_at": None}) if p.trashed_at else None,
        )

    async def _update(
        self, persona_id: str, change: Callable[[Persona], Persona | None]
    ) -> PersonaView:
        """Read, change and save the persona under its lock; `change` answers None when
        there is nothing to save (already as asked)."""
        await anyio.to_thread.run_sync(self.store.get_persona, persona_id)
        async with self.store.lock_persona(persona_id):

            def write() -> PersonaView:
                persona = self.store.get_persona(persona_id)
                updated = change(persona)
                if updated is not None:
                    self.store.save_persona(updated)
                    persona = updated
                return _persona_view(persona, self.store.list_assertions(persona_id), self.clock())

            return await anyio.to_thread.run_sync(write)

    async def preference(self, persona_id: str, pref_id: str) -> PreferenceView:
        def read() -> PreferenceView:
            self.store.get_persona(persona_id)
            return _view(_find(self.store.list_assertions(persona_id), pref_id), self.clock())

        return await anyio.to_thread.run_sync(read)

    async def decide(
        self,
        persona_id: str,
        pref_id: str,
        action: PreferenceDecision,
        *,
        author: Author | None,
        value: str | None = None,
        statement: str | None = None,
    ) -> PreferenceView:
        """Confirm, reject or edit a preference (a pending one: its proposed newer value), or
        undo the last of those decisions; the audit trail records who decided."""
        await anyio.to_thread.run_sync(self.store.get_persona, persona_id)
        # Under the persona's lock: style learning may be updating the same preferences.
        async with self.store.lock_persona(persona_id):
            assertions = await anyio.to_thread.run_sync(self.store.list_assertions, persona_id)
            assertion = _find(assertions, pref_id)
            now = self.clock()
            if action == "undo":
                audit = await anyio.to_thread.run_sync(self.store.list_audit, persona_id)
                updated, entry = _undo(assertion, audit, now)
            elif action == "confirm":
                updated, entry = memory.confirm(assertion, now=now)
            elif action == "reject":
                updated, entry = memory.reject(assertion, now=now)
            else:
                updated, entry = memory.edit(assertion, now=now, value=value, statement=statement)
            before = assertion.model_dump(mode="json", include=_DECIDED_FIELDS)
            entry = entry.model_copy(
                update={"author": author, "detail": {**entry.detail, "before": before}}
            )
            await anyio.to_thread.run_sync(
                self.store.save_assertions, persona_id, [updated], [entry]
            )
        return _view(updated, now)


def _undo(
    assertion: StyleAssertion, audit: list[AuditEntry], now: datetime
) -> tuple[StyleAssertion, AuditEntry]:
    """The preference as it was before the writer's last decision on it (a slip of the finger
    on Reject): only while nothing has changed it since. The decision stays in the audit trail
    and the record's history; the undo is added to both."""
    entries = [e for e in audit if e.assertion_id == assertion.id]
    if not any(e.action in _UNDOABLE for e in entries) or entries[-1].action == "undone":
        raise Conflict("There is no decision of yours on this preference to undo.")
    last = entries[-1]
    before = last.detail.get("before")
    # Learning has built on the decision since: undoing it would undo that too.
    if (
        last.action not in _UNDOABLE
        or not isinstance(before, dict)
        or last.at != assertion.updated_at
    ):
        raise Conflict("This preference has changed since your decision, so it cannot be undone.")
    undone = assertion.model_copy(deep=True)
    undone.history = [
        *undone.history,
        HistoryEntry(
            value=assertion.value,
            statement=assertion.statement,
            confidence=assertion.confidence,
            state=assertion.state,
            reason=f"the writer undid their decision ({last.action})",
            at=now,
        ),
    ][-memory.HISTORY_KEPT :]
    for field in _DECIDED_FIELDS:
        setattr(undone, field, before.get(field, getattr(assertion, field)))
    undone.evidence = bounded_evidence(
        [
            *undone.evidence,
            Evidence(
                source=memory.DECISION,
                intent=f"You undid your decision ({last.action})",
                value=undone.value,
                at=now,
            ),
        ]
    )
    undone.updated_at = now
    entry = AuditEntry(
        persona_id=assertion.persona_id,
        assertion_id=assertion.id,
        action="undone",
        detail={"dimension": undone.dimension, "value": undone.value, "undid": last.action},
        at=now,
    )
    return undone, entry


def _view(assertion: StyleAssertion, now: datetime) -> PreferenceView:
    fields = assertion.model_dump()
    fields["evidence"] = [
        EvidenceView(**e.model_dump(), stance=evidence_stance(assertion, e))
        for e in assertion.evidence
    ]
    return PreferenceView(
        **fields,
        effective_weight=round(memory.effective_weight(assertion, now), 4),
        needs_review=memory.needs_review(assertion, now),
        status_line=memory.status_line(assertion, now),
        use=use_of(assertion, now),
        evidence_total=evidence_count(assertion),
    )


def _persona_view(persona: Persona, assertions: list[StyleAssertion], now: datetime) -> PersonaView:
    ranked = sorted(
        assertions,
        key=lambda a: (_STATE_ORDER[a.state], -memory.effective_weight(a, now), a.dimension),
    )
    return PersonaView(**persona.model_dump(), preferences=[_view(a, now) for a in ranked])


def _find(assertions: list[StyleAssertion], pref_id: str) -> StyleAssertion:
    for assertion in assertions:
        if assertion.id == pref_id:
            return assertion
    raise NotFound(f"No preference {pref_id} on this persona.")
