"""Personas API: create and list personas, read their learned preferences, decide on them."""

from litestar import Controller, get, patch, post
from litestar.di import NamedDependency
from litestar.params import FromPath, JSONBody
from litestar.status_codes import HTTP_201_CREATED
from pydantic import BaseModel, Field

from app.style.personas import PersonaService, PersonaView, PreferenceDecision, PreferenceView


class CreatePersona(BaseModel):
    name: str = Field(min_length=1, max_length=100)
    description: str = Field(default="", max_length=2000)


class PreferenceAction(BaseModel):
    action: PreferenceDecision
    value: str | None = Field(default=None, max_length=100)
    statement: str | None = Field(default=None, max_length=200)


class PersonaController(Controller):
    path = "/api/personas"
    tags = ["personas"]

    @post("/", status_code=HTTP_201_CREATED)
    async def create_persona(
        self, data: JSONBody[CreatePersona], personas: NamedDependency[PersonaService]
    ) -> PersonaView:
        """Create a persona; it starts with no preferences."""
        return await personas.create(data.name, data.description)

    @get("/")
    async def list_personas(self, personas: NamedDependency[PersonaService]) -> list[PersonaView]:
        """Every persona with its preferences."""
        return await personas.list()

    @get("/{persona_id:str}")
    async def get_persona(
        self, persona_id: FromPath[str], personas: NamedDependency[PersonaService]
    ) -> PersonaView:
        """One persona with its preferences, those needing review first."""
        return await personas.get(persona_id)

    @get("/{persona_id:str}/preferences/{pref_id:str}")
    async def get_preference(
        self,
        persona_id: FromPath[str],
        pref_id: FromPath[str],
        personas: NamedDependency[PersonaService],
    ) -> PreferenceView:
        """One preference with its evidence and history."""
        return await personas.preference(persona_id, pref_id)

    @patch("/{persona_id:str}/preferences/{pref_id:str}")
    async def decide_preference(
        self,
        persona_id: FromPath[str],
        pref_id: FromPath[str],
        data: JSONBody[PreferenceAction],
        personas: NamedDependency[PersonaService],
    ) -> PreferenceView:
        """Confirm, reject or edit a preference (a pending one: its proposed newer value)."""
        return await personas.decide(
            persona_id, pref_id, data.action, value=data.value, statement=data.statement
        )
