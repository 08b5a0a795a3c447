"""Contents: create, list, read, manual edit, versions, restore, export, generate, live changes."""

import json
from typing import Annotated, Any

import anyio
from litestar import Controller, Request, delete, get, patch, post, put
from litestar.datastructures import ResponseHeader
from litestar.di import NamedDependency
from litestar.params import FromPath, FromQuery, JSONBody, PathParameter, QueryParameter
from litestar.response import Response, ServerSentEvent
from litestar.status_codes import HTTP_201_CREATED

from app.accounts.permissions import nobodys, owner_for_new, target_of, visible
from app.domain.actors import Actor
from app.domain.models import Content, VersionText
from app.editing import idempotency
from app.editing.comments import CommentService
from app.editing.contents import ContentService
from app.editing.hand_merge import MergedEdit
from app.editing.learning_status import LearnedVersionEntry, learning_of, with_learning
from app.editing.revisions import RevisionService
from app.editing.views import VersionDiff
from app.events import EventBus
from app.web import retried_creates, retried_edits
from app.web.api_chat import IdempotencyKey, callers_key
from app.web.pages import attachment, download_title
from app.web.schemas import (
    CreateContent,
    Empty,
    ExportFormat,
    GenerateContent,
    RenameContent,
    RestoreContent,
    UpdateContent,
)
from app.web.sse import stream_article, stream_client


async def _persona_for_new(contents: ContentService, actor: Actor) -> str:
    owner = owner_for_new(actor)
    default = await contents.ensure_default_persona(owner)
    if default.trashed_at is None:
        return default.id
    listed = await anyio.to_thread.run_sync(contents.store.list_personas)
    usable = sorted(
        (
            p
            for p in listed
            if p.trashed_at is None
            and p.owner_id in {owner, None}
            and nobodys(actor, target_of("persona", p)) is None
        ),
        key=lambda p: p.created_at,
    )
    return usable[0].id if usable else default.id


# A client that made an article finds it where `Location` says, as HTTP has it for a 201.
_NEW_ARTICLE_LOCATION = ResponseHeader(
    name="Location",
    description="The new article's address.",
    documentation_only=True,
    required=True,
)


def _created(content: Content) -> Response[Content]:
    return Response(
        content, status_code=HTTP_201_CREATED, headers={"Location": f"/api/contents/{content.id}"}
    )


class ContentController(Controller):
    path = "/api/contents"
    tags = ["contents"]

    @post("/", status_code=HTTP_201_CREATED, response_headers=[_NEW_ARTICLE_LOCATION])
    async def create_content(
        self,
        data: JSONBody[CreateContent],
        contents: NamedDependency[ContentService],
        actor: NamedDependency[Actor],
        idempotency_key: IdempotencyKey = None,
    ) -> Response[Content]:
        """Create an article at version 1 (its writer's: the signed-in user or key's user).
        Without `persona_id`, in the writer's "My voice" — or, while that is in the trash, in
        their oldest persona out of it (a trashed one is not offered for new articles). The
        same `Idempotency-Key` again answers the article it made."""
        idempotency.check_key(idempotency_key)
        new = retried_creates.new_article(
            callers_key(idempotency_key, actor),
            create={"title": data.title, "body": data.body, "persona_id": data.persona_id},
        )

        async def create(made_as: retried_creates.MadeAs | None) -> Content:
            owner = owner_for_new(actor)
            persona_id = data.persona_id
            if persona_id is None:
                persona_id = await _persona_for_new(contents, actor)
            return await contents.create_content(
                data.title, data.body, persona_id, owner_id=owner, made_as=made_as
            )

        return _created(await retried_creates.create_once(contents, new, create))

    @post("/generate", status_code=HTTP_201_CREATED, response_headers=[_NEW_ARTICLE_LOCATION])
    async def generate_content(
        self,
        data: JSONBody[GenerateContent],
        revisions: NamedDependency[RevisionService],
        actor: NamedDependency[Actor],
        idempotency_key: IdempotencyKey = None,
    ) -> Response[Content]:
        """Write a new draft from a brief in the persona's style (needs an LLM). The same
        `Idempotency-Key` again answers the draft it made, without asking the model again."""
        idempotency.check_key(idempotency_key)
        new = retried_creates.new_article(
            callers_key(idempotency_key, actor),
            generate={"brief": data.brief, "persona_id": data.persona_id, "title": data.title},
        )

        async def create(made_as: retried_creates.MadeAs | None) -> Content:
            return await revisions.generate(
                brief=data.brief,
                persona_id=data.persona_id,
                title=data.title,
                author=actor.author,
                owner_id=owner_for_new(actor),
                made_as=made_as,
            )

        return _created(await retried_creates.create_once(revisions.contents, new, create))

    @get("/")
    async def list_contents(
        self,
        contents: NamedDependency[ContentService],
        actor: NamedDependency[Actor],
        include_body: FromQuery[bool] = True,
        q: Annotated[str | None, QueryParameter(max_length=500)] = None,
        trashed: FromQuery[bool] = False,
    ) -> list[Content]:
        """Every article you may read, newest first; `include_body=false` leaves bodies empty;
        `q` keeps those whose title or text holds every word of it; `trashed=true` lists the
        trash instead."""
        listed = await contents.list_contents(include_body=include_body, query=q, trashed=trashed)
        return visible(actor, "article", listed)

    @get("/{content_id:str}")
    async def get_content(
        self, content_id: FromPath[str], contents: NamedDependency[ContentService]
    ) -> Content:
        """One article at its current version."""
        return await contents.get_content(content_id)

    @put("/{content_id:str}")
    async def update_content(
        self,
        content_id: FromPath[str],
        data: JSONBody[UpdateContent],
        revisions: NamedDependency[RevisionService],
        actor: NamedDependency[Actor],
    ) -> Content:
        """A manual edit; 409 when `base_version` is not the current version (unless the
        version after it is this very edit: a retry whose answer was lost)."""
        return await retried_edits.or_already_made(
            revisions,
            content_id,
            data.base_version,
            revisions.manual_edit(
                content_id,
                title=data.title,
                body=data.body,
                base_version=data.base_version,
                author=actor.author,
            ),
            retried_edits.hand_edit(data.title, data.body),
        )

    @post("/{content_id:str}/merge", status_code=200)
    async def merge_edit(
        self,
        content_id: FromPath[str],
        data: JSONBody[UpdateContent],
        contents: NamedDependency[ContentService],
    ) -> MergedEdit:
        """A hand edit begun on `base_version` put on top of the current version, paragraph
        by paragraph, without saving: the merged text and the changes it keeps or undoes."""
        return await contents.merge_hand_edit(
            content_id, title=data.title, body=data.body, base_version=data.base_version
        )

    @patch("/{content_id:str}")
    async def rename_content(
        self,
        content_id: FromPath[str],
        data: JSONBody[RenameContent],
        revisions: NamedDependency[RevisionService],
        actor: NamedDependency[Actor],
    ) -> Content:
        """Rename: a new version with the new title (a `manual` revision)."""
        return await retried_edits.or_already_made(
            revisions,
            content_id,
            data.base_version,
            revisions.rename(
                content_id, title=data.title, base_version=data.base_version, author=actor.author
            ),
            retried_edits.rename(data.title),
        )

    @delete("/{content_id:str}", status_code=200)
    async def trash_content(
        self, content_id: FromPath[str], contents: NamedDependency[ContentService]
    ) -> Content:
        """Move the article to the trash (restorable: nothing is deleted)."""
        return await contents.trash(content_id)

    @post("/{content_id:str}/untrash", status_code=200)
    async def untrash_content(
        self,
        content_id: FromPath[str],
        contents: NamedDependency[ContentService],
        data: JSONBody[Empty | None] = None,
    ) -> Content:
        """Take the article out of the trash."""
        return await contents.untrash(content_id)

    @get("/{content_id:str}/versions/{version:str}")
    async def get_version(
        self,
        content_id: FromPath[str],
        version: Annotated[int, PathParameter(ge=1)],
        contents: NamedDependency[ContentService],
    ) -> VersionText:
        """The text of one version."""
        return await contents.get_version(content_id, version)

    @post("/{content_id:str}/restore", status_code=200)
    async def restore_version(
        self,
        content_id: FromPath[str],
        data: JSONBody[RestoreContent],
        revisions: NamedDependency[RevisionService],
        actor: NamedDependency[Actor],
    ) -> Content:
        """A new version with the text of an earlier one (nothing is deleted)."""
        return await retried_edits.or_already_made(
            revisions,
            content_id,
            data.base_version,
            revisions.restore(
                content_id,
                version=data.version,
                base_version=data.base_version,
                author=actor.author,
            ),
            retried_edits.restore(data.version),
        )

    @get("/{content_id:str}/history")
    async def list_history(
        self, content_id: FromPath[str], contents: NamedDependency[ContentService]
    ) -> list[LearnedVersionEntry]:
        """Every version, light (no bodies), oldest first: the history drawer's data, each
        with what style learning made of it (`learning`: learned, failed, or null)."""
        entries = await contents.history(content_id)
        content = await contents.get_content(content_id)
        return with_learning(entries, await learning_of(contents.store, content.persona_id))

    @get("/{content_id:str}/diff")
    async def compare_versions(
        self,
        content_id: FromPath[str],
        contents: NamedDependency[ContentService],
        from_version: Annotated[int, QueryParameter(name="from", ge=1)],
        to_version: Annotated[int, QueryParameter(name="to", ge=1)],
    ) -> VersionDiff:
        """Any two versions compared (`?from=1&to=4`), on any branches."""
        return await contents.compare(content_id, from_version, to_version)

    @get("/{content_id:str}/events")
    async def stream_events(
        self,
        content_id: FromPath[str],
        contents: NamedDependency[ContentService],
        bus: NamedDependency[EventBus],
        actor: NamedDependency[Actor],
        request: Request[Any, Any, Any],
    ) -> ServerSentEvent:
        """The article's changes as they happen (SSE `article` events), for live sync. One
        client (an account, else an address not behind a proxy) holds a limited number: 429."""
        await contents.get_content(content_id)
        peer = request.client.host if request.client else None
        client = stream_client(actor.author.person, peer, request.headers)
        return stream_article(bus, content_id, contents.where_now, client)

    @get("/{content_id:str}/export")
    async def export_content(
        self,
        content_id: FromPath[str],
        contents: NamedDependency[ContentService],
        comments: NamedDependency[CommentService],
        format: FromQuery[ExportFormat] = "md",  # noqa: A002 - the query parameter's public name
    ) -> Response[str]:
        """The article as Markdown or text, or the whole history as JSON (every revision with
        who made it, and the comments on them)."""
        if format == "json":
            content, revisions, damaged = await contents.export_records(content_id)
        else:
            content = await contents.get_content(content_id)
        # `filename` is "<id>-v<version>.<format>" as docs/api.md promises API clients;
        # `filename*`, which browsers prefer, names it from the title (CJK kept), as the page's
        # downloads are.
        plain = f"{content.id}-v{content.version}.{format}"
        disposition = attachment(download_title(content), content.version, format, plain=plain)
        if format == "json":
            payload = {
                "content": content.model_dump(mode="json"),
                "revisions": [r.model_dump(mode="json") for r in revisions],
                # A revision whose file cannot be read: named, never left out in silence.
                "damaged_revisions": [
                    {"id": d.id, "version": d.version, "damage": d.damage} for d in damaged
                ],
                "comments": [
                    c.model_dump(mode="json") for c in await comments.of_article(content_id)
                ],
            }
            return Response(
                json.dumps(payload, ensure_ascii=False, indent=2),
                media_type="application/json; charset=utf-8",
                headers={"Content-Disposition": disposition},
            )
        if format == "md":
            text = f"# {content.title}\n\n{content.body}\n"
        else:
            text = f"{content.title}\n\n{content.body}\n"
        return Response(
            text,
            media_type=f"text/{'markdown' if format == 'md' else 'plain'}",  # charset added once
            headers={"Content-Disposition": disposition},
        )
