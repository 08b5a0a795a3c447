"""Personas API: create, list, rename personas, move them to the trash and back, read their
learned preferences, decide on them."""

import contextlib
from typing import Any

import anyio
from litestar import Controller, Request, Response, delete, get, patch, post
from litestar.datastructures import ResponseHeader
from litestar.di import NamedDependency, Provide
from litestar.params import FromPath, FromQuery, JSONBody
from litestar.status_codes import HTTP_201_CREATED
from pydantic import Field

from app.accounts.permissions import owner_for_new, visible
from app.domain.actors import Actor
from app.domain.errors import Conflict, Damaged
from app.domain.models import AuditEntry
from app.editing.contents import ContentService
from app.style.personas import PersonaService, PersonaView, PreferenceDecision, PreferenceView
from app.web.actors import provide_actor
from app.web.retried_creates import refuse_key
from app.web.schemas import Empty, PersonaName, RequestBody


# A blank name (empty or spaces) is refused by the service, in one sentence for both.
class CreatePersona(RequestBody):
    name: PersonaName
    description: str = Field(default="", max_length=2000)


class RenamePersona(RequestBody):
    name: PersonaName
    description: str | None = Field(default=None, max_length=2000)


class PreferenceAction(RequestBody):
    action: PreferenceDecision
    value: str | None = Field(default=None, max_length=100)
    statement: str | None = Field(default=None, max_length=200)


_LAST_PERSONA = (
    "“{name}” is your only persona out of the trash, so it stays: a writer needs one to write "
    "in. Create another persona first (POST /api/personas), then move this one to the trash."
)


async def _others_left(personas: PersonaService, persona: PersonaView) -> bool:
    """Whether the persona's writer still has another persona out of the trash to write in:
    one of their own, or one of the single-user mode's (everyone's)."""
    listed = await personas.list(trashed=False)
    usable = {persona.owner_id, None}
    return any(p.id != persona.id and p.owner_id in usable for p in listed)


def _acting(request: Request[Any, Any, Any]) -> Actor:
    return provide_actor(request)


class PersonaController(Controller):
    path = "/api/personas"
    tags = ["personas"]
    # Who is acting, also where this controller is mounted on its own (the persona API's
    # tests); a provider of its own, as Litestar refuses the app's one declared twice.
    dependencies = {"actor": Provide(_acting, sync_to_thread=False)}

    @post(
        "/",
        status_code=HTTP_201_CREATED,
        response_headers=[
            ResponseHeader(
                name="Location",
                description="The new persona's address.",
                documentation_only=True,
                required=True,
            )
        ],
    )
    async def create_persona(
        self,
        data: JSONBody[CreatePersona],
        personas: NamedDependency[PersonaService],
        actor: NamedDependency[Actor],
        request: Request[Any, Any, Any],
    ) -> Response[PersonaView]:
        """Create a persona (yours); it starts with no preferences."""
        refuse_key(request.headers, "persona")
        made = await personas.create(data.name, data.description, owner_for_new(actor))
        # A client that made a persona finds it where `Location` says, as HTTP has it for a 201.
        return Response(
            made, status_code=HTTP_201_CREATED, headers={"Location": f"/api/personas/{made.id}"}
        )

    @get("/")
    async def list_personas(
        self,
        personas: NamedDependency[PersonaService],
        actor: NamedDependency[Actor],
        trashed: FromQuery[bool] = False,
        # None where this controller is mounted without the article service (its own tests).
        contents: NamedDependency[ContentService | None] = None,
    ) -> list[PersonaView]:
        """Every persona you may read, out of the trash, with its preferences;
        `trashed=true` lists the trash instead."""
        if contents is not None and not trashed and "writer" in actor.roles:
            # Your own "My voice" exists from the start, as the home page makes sure: a client
            # needs a persona to draft in (`generate`) before it has made any article. A key
            # (read or suggest) lists what its writer's browser lists: their voice too.
            await contents.ensure_default_persona(owner_for_new(actor))
        return visible(actor, "persona", await personas.list(trashed=trashed))

    @get("/{persona_id:str}")
    async def get_persona(
        self, persona_id: FromPath[str], personas: NamedDependency[PersonaService]
    ) -> PersonaView:
        """One persona with its preferences, those needing review first."""
        return await personas.get(persona_id)

    @patch("/{persona_id:str}")
    async def rename_persona(
        self,
        persona_id: FromPath[str],
        data: JSONBody[RenamePersona],
        personas: NamedDependency[PersonaService],
    ) -> PersonaView:
        """Rename the persona (and change its description when one is given)."""
        return await personas.rename(persona_id, data.name, data.description)

    @delete("/{persona_id:str}", status_code=200)
    async def trash_persona(
        self,
        persona_id: FromPath[str],
        personas: NamedDependency[PersonaService],
        contents: NamedDependency[ContentService | None] = None,
    ) -> PersonaView:
        """Move the persona to the trash (restorable: nothing is deleted; articles written in
        it keep it). Your last persona out of the trash stays: a writer always has one to
        write in."""
        persona = await personas.get(persona_id)
        if persona.trashed_at is not None:
            return persona  # in the trash already: nothing changes
        if contents is not None:
            # The writer's "My voice" exists from the first list on (see list_personas).
            await contents.ensure_default_persona(persona.owner_id)
        if not await _others_left(personas, persona):
            raise Conflict(_LAST_PERSONA.format(name=persona.name))
        trashed = await personas.trash(persona_id)
        if not await _others_left(personas, persona):
            # Another request trashed the other one meanwhile: keep this one, as above.
            await personas.untrash(persona_id)
            raise Conflict(_LAST_PERSONA.format(name=persona.name))
        return trashed

    @post("/{persona_id:str}/untrash", status_code=200)
    async def untrash_persona(
        self,
        persona_id: FromPath[str],
        personas: NamedDependency[PersonaService],
        data: JSONBody[Empty | None] = None,
    ) -> PersonaView:
        """Take the persona out of the trash."""
        return await personas.untrash(persona_id)

    @get("/{persona_id:str}/audit")
    async def list_audit(
        self, persona_id: FromPath[str], personas: NamedDependency[PersonaService]
    ) -> list[AuditEntry]:
        """The persona's audit trail, oldest first: every change to its preferences, each
        revision learned and each one whose learning was given up (`learn_failed`). The
        trail is its own file: it is answered also when the persona's other files are
        damaged (with accounts, whose a damaged persona is cannot be read: admins only)."""
        # 404 for no such persona; a damaged one's trail is read all the same (an empty one
        # when its folder is a file)
        with contextlib.suppress(Damaged):
            await personas.get(persona_id)
        return await anyio.to_thread.run_sync(personas.store.list_audit, persona_id)

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
        actor: NamedDependency[Actor],
    ) -> PreferenceView:
        """Confirm, reject or edit a preference (a pending one: its proposed newer value)."""
        return await personas.decide(
            persona_id,
            pref_id,
            data.action,
            author=actor.author,
            value=data.value,
            statement=data.statement,
        )
