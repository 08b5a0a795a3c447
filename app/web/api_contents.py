"""Contents: create, list, read, manual edit, versions, restore, export, generate."""

import json
from typing import Any

import anyio
from litestar import Controller, get, post, put
from litestar.di import NamedDependency
from litestar.params import FromPath, FromQuery, JSONBody
from litestar.response import Response
from litestar.status_codes import HTTP_201_CREATED

from app.domain.models import Content, VersionText
from app.editing.service import EditorService
from app.store.base import Repository
from app.web.schemas import (
    CreateContent,
    ExportFormat,
    GenerateContent,
    RestoreContent,
    UpdateContent,
)


class ContentController(Controller):
    path = "/api/contents"
    tags = ["contents"]

    @post("/", status_code=HTTP_201_CREATED)
    async def create_content(
        self, data: JSONBody[CreateContent], service: NamedDependency[EditorService]
    ) -> Content:
        """Create an article at version 1."""
        return await service.create_content(data.title, data.body, data.persona_id)

    @post("/generate", status_code=HTTP_201_CREATED)
    async def generate_content(
        self, data: JSONBody[GenerateContent], service: NamedDependency[EditorService]
    ) -> Content:
        """Write a new draft from a brief in the persona's style (needs an LLM)."""
        return await service.generate(
            brief=data.brief, persona_id=data.persona_id, title=data.title
        )

    @get("/")
    async def list_contents(
        self, store: NamedDependency[Repository], include_body: FromQuery[bool] = True
    ) -> list[Content]:
        """Every article, newest first; `include_body=false` leaves bodies empty (faster)."""
        contents = await anyio.to_thread.run_sync(store.list_contents)
        if not include_body:
            return contents

        def with_bodies() -> list[Content]:
            return [store.get_content(c.id) for c in contents]

        return await anyio.to_thread.run_sync(with_bodies)

    @get("/{content_id:str}")
    async def get_content(
        self, content_id: FromPath[str], service: NamedDependency[EditorService]
    ) -> Content:
        """One article at its current version."""
        return await service.get_content(content_id)

    @put("/{content_id:str}")
    async def update_content(
        self,
        content_id: FromPath[str],
        data: JSONBody[UpdateContent],
        service: NamedDependency[EditorService],
    ) -> Content:
        """A manual edit; 409 when `base_version` is not the current version."""
        return await service.manual_edit(
            content_id, title=data.title, body=data.body, base_version=data.base_version
        )

    @get("/{content_id:str}/versions/{version:int}")
    async def get_version(
        self,
        content_id: FromPath[str],
        version: FromPath[int],
        service: NamedDependency[EditorService],
        store: NamedDependency[Repository],
    ) -> VersionText:
        """The text of one version."""
        await service.get_content(content_id)
        return await anyio.to_thread.run_sync(store.get_version, content_id, version)

    @post("/{content_id:str}/restore", status_code=200)
    async def restore_version(
        self,
        content_id: FromPath[str],
        data: JSONBody[RestoreContent],
        service: NamedDependency[EditorService],
    ) -> Content:
        """A new version with the text of an earlier one (nothing is deleted)."""
        return await service.restore(
            content_id, version=data.version, base_version=data.base_version
        )

    @get("/{content_id:str}/history")
    async def list_history(
        self,
        content_id: FromPath[str],
        service: NamedDependency[EditorService],
        store: NamedDependency[Repository],
    ) -> list[dict[str, Any]]:
        """Every version, light (no bodies), oldest first: the history drawer's data."""
        await service.get_content(content_id)
        revisions = await anyio.to_thread.run_sync(store.list_revisions, content_id)
        return [
            {
                "id": r.id,
                "version": r.version,
                "base_version": r.base_version,
                "kind": r.kind,
                "suggestion": r.suggestion,
                "message_id": r.message_id,
                "created_at": r.created_at.isoformat(),
                "restored_from": r.restored_from,
                "model": r.model,
            }
            for r in revisions
        ]

    @get("/{content_id:str}/export")
    async def export_content(
        self,
        content_id: FromPath[str],
        service: NamedDependency[EditorService],
        store: NamedDependency[Repository],
        format: FromQuery[ExportFormat] = "md",  # noqa: A002 - the query parameter's public name
    ) -> Response:
        """The article as Markdown or text, or the whole history as JSON."""
        content = await service.get_content(content_id)
        name = f"{content.id}-v{content.version}"
        if format == "json":
            revisions = await anyio.to_thread.run_sync(store.list_revisions, content_id)
            payload = {
                "content": content.model_dump(mode="json"),
                "revisions": [r.model_dump(mode="json") for r in revisions],
            }
            return Response(
                json.dumps(payload, ensure_ascii=False, indent=2),
                media_type="application/json; charset=utf-8",
                headers={"Content-Disposition": f'attachment; filename="{name}.json"'},
            )
        if format == "md":
            text = f"# {content.title}\n\n{content.body}\n"
        else:
            text = f"{content.title}\n\n{content.body}\n"
        return Response(
            text,
            media_type=f"text/{'markdown' if format == 'md' else 'plain'}; charset=utf-8",
            headers={"Content-Disposition": f'attachment; filename="{name}.{format}"'},
        )
