"""Chat and revisions: send, the conversation tree, replay, diffs and rejections."""

import hashlib
from typing import Annotated, Any

import anyio
from litestar import Controller, Request, Response, get, post
from litestar.di import NamedDependency
from litestar.openapi.datastructures import ResponseSpec
from litestar.params import FromPath, FromQuery, HeaderParameter, JSONBody
from litestar.response import ServerSentEvent

from app.domain.actors import Actor
from app.domain.changes import unknown_change_ids
from app.domain.errors import InvalidInput
from app.domain.models import Content
from app.editing import idempotency
from app.editing.answers import TurnEvents
from app.editing.checks import content_of, require_id
from app.editing.contents import ContentService
from app.editing.conversation import ConversationService
from app.editing.learning_status import LearnedRevision, learning_of, revision_with_learning
from app.editing.plain_turns import run_to_end
from app.editing.revisions import RevisionService
from app.editing.turns import TurnService
from app.editing.views import ModelCallView, RevisionDiff, SendResult, SessionView, StopResult
from app.llm.waits import listening
from app.web import retried_edits
from app.web.schemas import (
    EditMessage,
    Empty,
    MoveHead,
    RegenerateReply,
    RejectChanges,
    SendMessage,
)
from app.web.sse import ModelWaits, follow_for_tabs, stream_turn

TURN_RESPONSES = {
    200: ResponseSpec(
        data_container=SendResult,
        description="The SendResult; with ?stream=true a text/event-stream of user_message, "
        "waiting*, delta*, revision?, assistant_message, done (or error) events.",
    )
}

# The header every turn-starting call takes; one declaration, so the three say it alike.
IdempotencyKey = Annotated[
    str | None,
    HeaderParameter(
        name="Idempotency-Key",
        description="Makes a retry safe: the same key answers the first result again.",
        # What idempotency.check_key takes, said in the schema (not enforced by Litestar, so a
        # key out of it is still refused in the route's own sentence).
        schema_extra={
            "minLength": 1,
            "maxLength": 200,
            "pattern": r"^[\x21-\x7e]([\x20-\x7e]{0,198}[\x21-\x7e])?$",
        },
    ),
]


def callers_key(key: str | None, actor: Actor) -> str | None:
    """The `Idempotency-Key` as kept for this caller: a user's keys are their own, so two
    writers of a shared article who happen to pick the same key ("1", a counter) never get
    each other's answer — nor learn through a 409 which keys the other used. A user's API
    keys and sessions share one scope: a retry may come through either."""
    whose = actor.author.person
    try:
        checked = idempotency.check_key(key)
    except InvalidInput:
        return key  # refused by the turn, after the checks that come before it (404 first)
    if checked is None or whose is None:
        return checked  # the single-user mode: one caller
    return "u-" + hashlib.sha256(f"{whose}\n{checked}".encode()).hexdigest()


async def _run(
    turns: TurnService, events: TurnEvents, stream: bool, request: Request[Any, Any, Any]
) -> Response[Any]:
    """Start the turn in its own task; stream it as SSE, or wait for it and answer the
    SendResult as JSON (a client that leaves first stops it)."""
    # The turn's task copies this context: the model's waits before asking again reach the
    # stream, and every tab of the article (app/llm/waits.py, app/web/sse.py).
    waits = ModelWaits(turns.articles.bus, streamed=stream)
    with listening(waits.hear):
        turn = waits.turn = turns.start(events)
    if stream:
        # How far the reply has got, for the other tabs: only a streamed turn has deltas to
        # tell (following a JSON turn's events cost a task and a wake-up for each of them).
        follow_for_tabs(turns.articles.bus, turn)
        sse: ServerSentEvent = await stream_turn(turn, waits)
        return sse
    return Response(await run_to_end(turn, request.receive))


_NO_CHANGE_IDS = (
    "change_ids is an empty list, so there is nothing to put back and nothing was changed: "
    "list the ids of the changes to reject (each hunk of the revision's diff names its "
    "change_id), or send change_ids null to reject every change and the title."
)


class ChatController(Controller):
    path = "/api/chat"
    tags = ["chat"]

    @post("/send", status_code=200, responses=TURN_RESPONSES)
    async def send_message(
        self,
        data: JSONBody[SendMessage],
        turns: NamedDependency[TurnService],
        actor: NamedDependency[Actor],
        request: Request[Any, Any, Any],
        stream: FromQuery[bool] = False,
        idempotency_key: IdempotencyKey = None,
    ) -> Response[Any]:
        """Send a suggestion; the reply (and revision) come back, or stream with ?stream=true.

        An `Idempotency-Key` header makes a retry safe: the same key for the same article
        answers the first result again instead of applying the edit twice."""
        selection = (data.selection.start, data.selection.end) if data.selection else None
        events = turns.send_events(
            content_id=data.content_id,
            message=data.message,
            author=actor.author,
            regenerate=data.regenerate,
            parent_id=data.parent_id,
            base_version=data.base_version,
            selection=selection,
            stream=stream,
            idempotency_key=callers_key(idempotency_key, actor),
            head_id=data.head_id,
        )
        return await _run(turns, events, stream, request)

    @get("/sessions/{content_id:str}")
    async def get_session(
        self, content_id: FromPath[str], conversation: NamedDependency[ConversationService]
    ) -> SessionView:
        """The conversation: the visible path and every node with its sibling position."""
        return await conversation.session_view(content_id)

    @post("/messages/{message_id:str}/edit", status_code=200, responses=TURN_RESPONSES)
    async def edit_message(
        self,
        message_id: FromPath[str],
        data: JSONBody[EditMessage],
        turns: NamedDependency[TurnService],
        actor: NamedDependency[Actor],
        request: Request[Any, Any, Any],
        stream: FromQuery[bool] = False,
        idempotency_key: IdempotencyKey = None,
    ) -> Response[Any]:
        """Edit a past user message: a new branch answered from the article before it.

        An `Idempotency-Key` header makes a retry safe: the same key answers the first edit
        again instead of making a second branch."""
        events = turns.edit_events(
            message_id,
            data.message,
            author=actor.author,
            stream=stream,
            idempotency_key=callers_key(idempotency_key, actor),
            head_id=data.head_id,
        )
        return await _run(turns, events, stream, request)

    @post("/messages/{message_id:str}/regenerate", status_code=200, responses=TURN_RESPONSES)
    async def regenerate_message(
        self,
        message_id: FromPath[str],
        turns: NamedDependency[TurnService],
        actor: NamedDependency[Actor],
        request: Request[Any, Any, Any],
        data: JSONBody[RegenerateReply | None] = None,
        stream: FromQuery[bool] = False,
        idempotency_key: IdempotencyKey = None,
    ) -> Response[Any]:
        """Answer the same user message again: a sibling reply from the same base version.

        An `Idempotency-Key` header makes a retry safe: the same key answers the first new
        reply again instead of writing another."""
        events = turns.regenerate_events(
            message_id,
            author=actor.author,
            stream=stream,
            idempotency_key=callers_key(idempotency_key, actor),
            head_id=data.head_id if data is not None else None,
        )
        return await _run(turns, events, stream, request)

    @post("/messages/{message_id:str}/stop", status_code=200)
    async def stop_reply(
        self,
        message_id: FromPath[str],
        turns: NamedDependency[TurnService],
        actor: NamedDependency[Actor],
        data: JSONBody[Empty | None] = None,
    ) -> StopResult:
        """Stop the reply being written to this (writer's) message: it is saved as "stopped"
        with what had arrived, and no revision is made. `stopped: false` when none was."""
        return await turns.stop(message_id, author=actor.author)

    @post("/sessions/{session_id:str}/head", status_code=200)
    async def move_head(
        self,
        session_id: FromPath[str],
        data: JSONBody[MoveHead],
        conversation: NamedDependency[ConversationService],
    ) -> SessionView:
        """Move the head to any node (roll back / continue from here); the article follows."""
        return await conversation.move_head(session_id, data.message_id)

    @post("/messages/{message_id:str}/activate", status_code=200)
    async def activate_branch(
        self,
        message_id: FromPath[str],
        conversation: NamedDependency[ConversationService],
        data: JSONBody[Empty | None] = None,
    ) -> SessionView:
        """Switch to the branch through this message, at the leaf last visited."""
        return await conversation.activate(message_id)

    @get("/messages/{message_id:str}/prompt")
    async def get_prompt(
        self, message_id: FromPath[str], contents: NamedDependency[ContentService]
    ) -> ModelCallView:
        """Exactly what the model was sent for this assistant message, and what it answered."""
        return await contents.model_call(message_id)

    @get("/revisions/{content_id:str}")
    async def list_revisions(
        self, content_id: FromPath[str], contents: NamedDependency[ContentService]
    ) -> list[LearnedRevision]:
        """Every revision of the article on every branch, oldest first, each with what style
        learning made of it (`learning`)."""
        revisions = await contents.list_revisions(content_id)
        content = await contents.get_content(content_id)
        found = await learning_of(contents.store, content.persona_id)
        return [revision_with_learning(r, found) for r in revisions]


class RevisionController(Controller):
    path = "/api/revisions"
    tags = ["revisions"]

    @get("/{revision_id:str}")
    async def get_revision(
        self, revision_id: FromPath[str], contents: NamedDependency[ContentService]
    ) -> LearnedRevision:
        """One revision with its original and revised text, and what style learning made of
        it (`learning`)."""
        revision = await contents.get_revision(revision_id)
        content = await contents.get_content(revision.content_id)
        found = await learning_of(contents.store, content.persona_id)
        return revision_with_learning(revision, found)

    @get("/{revision_id:str}/diff")
    async def diff_revision(
        self, revision_id: FromPath[str], contents: NamedDependency[ContentService]
    ) -> RevisionDiff:
        """Character-level changes from the revision's base to it (good on CJK text)."""
        return await contents.diff(revision_id)

    @post("/{revision_id:str}/reject", status_code=200)
    async def reject_changes(
        self,
        revision_id: FromPath[str],
        data: JSONBody[RejectChanges],
        revisions: NamedDependency[RevisionService],
        contents: NamedDependency[ContentService],
        actor: NamedDependency[Actor],
    ) -> Content:
        """Put back some (or all) of a revision's changes, as a new manual revision. Every
        given id must be one of the revision's changes: an id that is not (a stale diff, a
        typo) is 400 and nothing is put back, rather than the others put back without it.
        `change_ids` null (or left out) puts back every change and the title; an empty list
        names none, and is 400 saying so."""
        if data.change_ids is not None:
            revision = await contents.get_revision(revision_id)
            if not data.change_ids:
                raise InvalidInput(_NO_CHANGE_IDS, field="change_ids")
            wrong = await anyio.to_thread.run_sync(unknown_change_ids, revision, data.change_ids)
            if wrong is not None:
                raise InvalidInput(wrong, field="change_ids")
        # A retry whose first answer was lost: the version it made (app/web/retried_edits.py).
        return await retried_edits.or_already_made(
            revisions,
            content_of(require_id(revision_id, "revision"), "revision"),
            data.base_version,
            revisions.reject_changes(
                revision_id,
                change_ids=data.change_ids,
                base_version=data.base_version,
                author=actor.author,
            ),
            retried_edits.rejection(revision_id, data.change_ids),
        )
