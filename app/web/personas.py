"""Personas API: create and list personas, read their learned preferences, decide on them."""

from collections.abc import Callable
from datetime import datetime
from typing import Literal

import anyio
from litestar import Controller, get, patch, post
from litestar.di import NamedDependency
from litestar.params import FromPath, JSONBody
from litestar.status_codes import HTTP_201_CREATED
from pydantic import BaseModel, Field

from app.domain.errors import InvalidInput, NotFound
from app.domain.ids import new_persona_id
from app.domain.models import Persona, StyleAssertion
from app.store.base import Repository
from app.style import memory

Clock = Callable[[], datetime]


class CreatePersona(BaseModel):
    name: str = Field(min_length=1, max_length=100)
    description: str = Field(default="", max_length=2000)


class PreferenceAction(BaseModel):
    action: Literal["confirm", "reject", "edit"]
    value: str | None = Field(default=None, max_length=100)
    statement: str | None = Field(default=None, max_length=200)


class PreferenceView(StyleAssertion):
    """A preference with its decayed weight and whether the writer should look at it."""

    effective_weight: float
    needs_review: bool


class PersonaView(Persona):
    preferences: list[PreferenceView] = Field(default_factory=list)


def _view(assertion: StyleAssertion, now: datetime) -> PreferenceView:
    return PreferenceView(
        **assertion.model_dump(),
        effective_weight=round(memory.effective_weight(assertion, now), 4),
        needs_review=memory.needs_review(assertion, now),
    )


def _persona_view(persona: Persona, assertions: list[StyleAssertion], now: datetime) -> PersonaView:
    order = {"pending_confirmation": 0, "active": 1, "superseded": 2, "rejected": 3}
    ranked = sorted(
        assertions, key=lambda a: (order[a.state], -memory.effective_weight(a, now), a.dimension)
    )
    return PersonaView(**persona.model_dump(), preferences=[_view(a, now) for a in ranked])


def _find(assertions: list[StyleAssertion], pref_id: str) -> StyleAssertion:
    for assertion in assertions:
        if assertion.id == pref_id:
            return assertion
    raise NotFound(f"No preference {pref_id} on this persona.")


class PersonaController(Controller):
    path = "/api/personas"
    tags = ["personas"]

    @post("/", status_code=HTTP_201_CREATED, sync_to_thread=True)
    def create_persona(
        self,
        data: JSONBody[CreatePersona],
        store: NamedDependency[Repository],
        clock: NamedDependency[Clock],
    ) -> PersonaView:
        """Create a persona; it starts with no preferences."""
        name = " ".join(data.name.split())
        if not name:
            raise InvalidInput("A persona needs a name.")
        now = clock()
        persona = Persona(
            id=new_persona_id(),
            name=name,
            description=data.description.strip(),
            created_at=now,
            updated_at=now,
        )
        store.save_persona(persona)
        return PersonaView(**persona.model_dump())

    @get("/", sync_to_thread=True)
    def list_personas(
        self, store: NamedDependency[Repository], clock: NamedDependency[Clock]
    ) -> list[PersonaView]:
        """Every persona with its preferences."""
        now = clock()
        return [_persona_view(p, store.list_assertions(p.id), now) for p in store.list_personas()]

    @get("/{persona_id:str}", sync_to_thread=True)
    def get_persona(
        self,
        persona_id: FromPath[str],
        store: NamedDependency[Repository],
        clock: NamedDependency[Clock],
    ) -> PersonaView:
        """One persona with its preferences, those needing review first."""
        persona = store.get_persona(persona_id)
        return _persona_view(persona, store.list_assertions(persona_id), clock())

    @get("/{persona_id:str}/preferences/{pref_id:str}", sync_to_thread=True)
    def get_preference(
        self,
        persona_id: FromPath[str],
        pref_id: FromPath[str],
        store: NamedDependency[Repository],
        clock: NamedDependency[Clock],
    ) -> PreferenceView:
        """One preference with its evidence and history."""
        store.get_persona(persona_id)
        return _view(_find(store.list_assertions(persona_id), pref_id), clock())

    @patch("/{persona_id:str}/preferences/{pref_id:str}")
    async def decide_preference(
        self,
        persona_id: FromPath[str],
        pref_id: FromPath[str],
        data: JSONBody[PreferenceAction],
        store: NamedDependency[Repository],
        clock: NamedDependency[Clock],
    ) -> PreferenceView:
        """Confirm, reject or edit a preference (a pending one: its proposed newer value)."""
        await anyio.to_thread.run_sync(store.get_persona, persona_id)
        # Under the persona's lock: style learning may be updating the same preferences.
        async with store.lock_persona(persona_id):
            assertion = _find(
                await anyio.to_thread.run_sync(store.list_assertions, persona_id), pref_id
            )
            now = clock()
            if data.action == "confirm":
                updated, entry = memory.confirm(assertion, now=now)
            elif data.action == "reject":
                updated, entry = memory.reject(assertion, now=now)
            else:
                updated, entry = memory.edit(
                    assertion, now=now, value=data.value, statement=data.statement
                )
            await anyio.to_thread.run_sync(store.save_assertions, persona_id, [updated], [entry])
        return _view(updated, now)
