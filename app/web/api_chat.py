"""Chat and revisions: send, the conversation tree, replay, diffs and rejections."""

from typing import Any

import anyio
from litestar import Controller, MediaType, Response, get, post
from litestar.di import NamedDependency
from litestar.openapi.datastructures import ResponseSpec
from litestar.params import FromPath, FromQuery, JSONBody

from app.domain.changes import group_changes
from app.domain.diff import diff_stats, diff_text, scope_summary
from app.domain.errors import NotFound
from app.domain.models import Content, RevisionRecord
from app.editing.service import EditorService, run_to_end
from app.store.base import Repository
from app.web.schemas import (
    EditMessage,
    Empty,
    MoveHead,
    RejectChanges,
    SendMessage,
    SendResult,
    SessionView,
)
from app.web.sse import jsonable, stream_turn

SESSION_RESPONSES = {200: ResponseSpec(data_container=SessionView, description="SessionView")}
TURN_RESPONSES = {
    200: ResponseSpec(
        data_container=SendResult,
        description="The SendResult; with ?stream=true a text/event-stream of user_message, "
        "delta*, revision?, assistant_message, done (or error) events.",
    )
}


async def _run(events: Any, stream: bool) -> Response[Any]:
    """Stream the turn as SSE, or run it to the end and answer the SendResult as JSON."""
    if stream:
        return await stream_turn(events)
    return Response((await run_to_end(events)).as_dict(), media_type=MediaType.JSON)


class ChatController(Controller):
    path = "/api/chat"
    tags = ["chat"]

    @post("/send", status_code=200, responses=TURN_RESPONSES)
    async def send_message(
        self,
        data: JSONBody[SendMessage],
        service: NamedDependency[EditorService],
        stream: FromQuery[bool] = False,
    ) -> Response[Any]:
        """Send a suggestion; the reply (and revision) come back, or stream with ?stream=true."""
        selection = (data.selection.start, data.selection.end) if data.selection else None
        events = service.send_events(
            content_id=data.content_id,
            message=data.message,
            regenerate=data.regenerate,
            parent_id=data.parent_id,
            base_version=data.base_version,
            selection=selection,
            stream=stream,
        )
        return await _run(events, stream)

    @get("/sessions/{content_id:str}", responses=SESSION_RESPONSES)
    async def get_session(
        self, content_id: FromPath[str], service: NamedDependency[EditorService]
    ) -> dict[str, Any]:
        """The conversation: the visible path and every node with its sibling position."""
        return await service.session_view(content_id)

    @post("/messages/{message_id:str}/edit", status_code=200, responses=TURN_RESPONSES)
    async def edit_message(
        self,
        message_id: FromPath[str],
        data: JSONBody[EditMessage],
        service: NamedDependency[EditorService],
        stream: FromQuery[bool] = False,
    ) -> Response[Any]:
        """Edit a past user message: a new branch answered from the article before it."""
        return await _run(service.edit_events(message_id, data.message, stream=stream), stream)

    @post("/messages/{message_id:str}/regenerate", status_code=200, responses=TURN_RESPONSES)
    async def regenerate_message(
        self,
        message_id: FromPath[str],
        service: NamedDependency[EditorService],
        data: JSONBody[Empty | None] = None,
        stream: FromQuery[bool] = False,
    ) -> Response[Any]:
        """Answer the same user message again: a sibling reply from the same base version."""
        return await _run(service.regenerate_events(message_id, stream=stream), stream)

    @post("/sessions/{session_id:str}/head", status_code=200, responses=SESSION_RESPONSES)
    async def move_head(
        self,
        session_id: FromPath[str],
        data: JSONBody[MoveHead],
        service: NamedDependency[EditorService],
    ) -> dict[str, Any]:
        """Move the head to any node (roll back / continue from here); the article follows."""
        return await service.move_head(session_id, data.message_id)

    @post("/messages/{message_id:str}/activate", status_code=200, responses=SESSION_RESPONSES)
    async def activate_branch(
        self,
        message_id: FromPath[str],
        service: NamedDependency[EditorService],
        data: JSONBody[Empty | None] = None,
    ) -> dict[str, Any]:
        """Switch to the branch through this message, at the leaf last visited."""
        return await service.activate(message_id)

    @get("/messages/{message_id:str}/prompt")
    async def get_prompt(
        self, message_id: FromPath[str], store: NamedDependency[Repository]
    ) -> dict[str, Any]:
        """Exactly what the model was sent for this assistant message, and what it answered."""
        call = await anyio.to_thread.run_sync(store.get_llm_call, message_id)
        if call is None:
            raise NotFound(f"No model call was made for message {message_id!r}.")
        return {
            "message_id": call.message_id,
            "model": call.model,
            "messages": [m.model_dump() for m in call.messages],
            "response": call.response,
            "usage": call.usage,
            "error": call.error,
            "outcome": call.outcome,
            "duration_ms": call.duration_ms,
            "created_at": call.created_at.isoformat(),
        }

    @get("/revisions/{content_id:str}")
    async def list_revisions(
        self,
        content_id: FromPath[str],
        service: NamedDependency[EditorService],
        store: NamedDependency[Repository],
    ) -> list[RevisionRecord]:
        """Every revision of the article on every branch, oldest first."""
        await service.get_content(content_id)
        return await anyio.to_thread.run_sync(store.list_revisions, content_id)


def revision_diff(revision: RevisionRecord) -> dict[str, Any]:
    hunks = diff_text(revision.original_body, revision.revised_body)
    stats = diff_stats(revision.original_body, revision.revised_body, hunks)
    return {
        "revision_id": revision.id,
        "from_version": revision.base_version,
        "to_version": revision.version,
        "title_changed": revision.original_title != revision.revised_title,
        "original_title": revision.original_title,
        "revised_title": revision.revised_title,
        "hunks": [{"op": h.op, "text": h.text} for h in hunks],
        "changes": [
            {"id": c.id, "delete": c.delete, "insert": c.insert} for c in group_changes(hunks)
        ],
        "stats": jsonable(stats.__dict__),
        "scope": scope_summary(stats),
    }


class RevisionController(Controller):
    path = "/api/revisions"
    tags = ["revisions"]

    @get("/{revision_id:str}")
    async def get_revision(
        self, revision_id: FromPath[str], store: NamedDependency[Repository]
    ) -> RevisionRecord:
        """One revision with its original and revised text."""
        return await anyio.to_thread.run_sync(store.get_revision, revision_id)

    @get("/{revision_id:str}/diff")
    async def diff_revision(
        self, revision_id: FromPath[str], store: NamedDependency[Repository]
    ) -> dict[str, Any]:
        """Character-level changes from the revision's base to it (good on CJK text)."""
        revision = await anyio.to_thread.run_sync(store.get_revision, revision_id)
        return await anyio.to_thread.run_sync(revision_diff, revision)

    @post("/{revision_id:str}/reject", status_code=200)
    async def reject_changes(
        self,
        revision_id: FromPath[str],
        data: JSONBody[RejectChanges],
        service: NamedDependency[EditorService],
    ) -> Content:
        """Put back some (or all) of a revision's changes, as a new manual revision."""
        return await service.reject_changes(
            revision_id, change_ids=data.change_ids, base_version=data.base_version
        )
