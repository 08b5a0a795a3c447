"""The editor service: the send flow, the conversation-tree operations and manual edits.

Every write to one content happens under `store.lock(content_id)`, so two tabs racing on
one article never share a version number and never leave two heads. The user's message
is committed before any model is called; a model failure becomes an assistant message
that says what went wrong, with the article untouched.
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import aclosing
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, TypeVar

import anyio

from app.domain import ids
from app.domain.changes import revert_changes
from app.domain.diff import change_summary
from app.domain.errors import (
    Conflict,
    InvalidInput,
    ModelNotConfigured,
    NotFound,
    TooLarge,
    UpstreamFailed,
)
from app.domain.models import (
    ChatMessage,
    ChatSession,
    Content,
    LLMCall,
    Persona,
    PromptMessage,
    RevisionRecord,
    StyleAssertion,
)
from app.domain.text import preview, word_count
from app.domain.tree import Tree, choose_path
from app.editing.judge import EditRequest, NoEdit, judge_reply
from app.editing.parser import ParseError, parse_edit_reply
from app.editing.prompt import assemble_prompt
from app.events import ArticleChanged, ArticleChangeKind, EventBus, RevisionSaved
from app.llm.base import LLMError, LLMProvider
from app.llm.offline import OFFLINE_HELP, apply_all
from app.settings import Settings
from app.store.base import Repository
from app.style import memory as style_memory

log = logging.getLogger(__name__)
T = TypeVar("T")

DEFAULT_PERSONA_ID = "pdefault"
_MAX_UNLEARNED = 20
NOTED_REPLY = "Noted — say 'apply' when you want the changes."
# Messages that mean "now apply what I noted earlier", in English and Chinese.
_APPLY_WORDS = re.compile(
    r"^\s*(apply|apply (them|it|all|the changes)|go|do it|go ahead|ok,? apply|"
    r"应用|执行|改吧|开始改|可以了|好了?，?改吧)\s*[.!。！]?\s*$",
    re.IGNORECASE,
)

Event = tuple[str, Any]


@dataclass
class TurnOutcome:
    """What one answered turn produced; the payload of the `done` event."""

    session_id: str
    user_message: ChatMessage
    assistant_message: ChatMessage
    revision: RevisionRecord | None
    content: Content

    def as_dict(self) -> dict[str, Any]:
        return {
            "session_id": self.session_id,
            "user_message": self.user_message.model_dump(mode="json"),
            "assistant_message": self.assistant_message.model_dump(mode="json"),
            "revision": self.revision.model_dump(mode="json") if self.revision else None,
            "content": self.content.model_dump(mode="json"),
        }


@dataclass
class _Turn:
    """Everything a turn needs once the user message is saved."""

    content: Content
    session: ChatSession
    tree: Tree
    user_message: ChatMessage
    base_version: int
    selection: tuple[int, int] | None = None
    deltas: list[str] = field(default_factory=list)


class EditorService:
    """Owns the flows; controllers stay thin and call one method each."""

    def __init__(
        self,
        store: Repository,
        provider: LLMProvider | None,
        settings: Settings,
        clock: Callable[[], datetime],
        bus: EventBus,
    ) -> None:
        self.store = store
        self.provider = provider
        self.settings = settings
        self.clock = clock
        self.bus = bus

    # -- plumbing ----------------------------------------------------------------------
    async def _io(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run a blocking store call off the event loop."""
        return await anyio.to_thread.run_sync(lambda: fn(*args, **kwargs))

    def _check_article_size(self, title: str, body: str) -> None:
        if len(title) + len(body) > self.settings.max_article_chars:
            raise TooLarge(
                f"The article is {len(title) + len(body):,} characters; the limit is "
                f"{self.settings.max_article_chars:,}."
            )
        if not body.strip() and not title.strip():
            raise InvalidInput("The article is empty: give it a title or a body.")

    def _check_message(self, message: str) -> str:
        if len(message) > self.settings.max_message_chars:
            raise TooLarge(
                f"The message is {len(message):,} characters; the limit is "
                f"{self.settings.max_message_chars:,}."
            )
        if not message.strip():
            raise InvalidInput("The message is empty: say what you would like to change.")
        return message.strip()

    @staticmethod
    def _require_id(value: str, what: str) -> str:
        if not ids.is_valid_id(value):
            raise NotFound(f"No {what} with id {value[:80]!r}.")
        return value

    def _content_of(self, child_id: str, what: str) -> str:
        owner = ids.owner_of(child_id)
        if owner is None:
            raise NotFound(f"No {what} with id {child_id[:80]!r}.")
        return owner

    # -- contents ---------------------------------------------------------------------
    async def ensure_default_persona(self) -> Persona:
        try:
            return await self._io(self.store.get_persona, DEFAULT_PERSONA_ID)
        except NotFound:
            now = self.clock()
            persona = Persona(
                id=DEFAULT_PERSONA_ID,
                name="My voice",
                description="Learned from every edit you make.",
                created_at=now,
                updated_at=now,
            )
            await self._io(self.store.save_persona, persona)
            return persona

    async def create_content(
        self,
        title: str,
        body: str,
        persona_id: str | None,
        first: Callable[[Content], RevisionRecord] | None = None,
    ) -> Content:
        title, body = title.strip(), body.strip("\n")
        self._check_article_size(title, body)
        if persona_id:
            await self._io(self.store.get_persona, self._require_id(persona_id, "persona"))
        else:
            persona_id = (await self.ensure_default_persona()).id
        now = self.clock()
        content = Content(
            id=ids.new_content_id(),
            title=title,
            body=body,
            persona_id=persona_id,
            version=1,
            word_count=word_count(title) + word_count(body),
            created_at=now,
            updated_at=now,
        )
        revision = first(content) if first else None
        await self._io(self.store.create_content, content, revision)
        return content

    async def get_content(self, content_id: str) -> Content:
        return await self._io(self.store.get_content, self._require_id(content_id, "content"))

    async def manual_edit(
        self, content_id: str, *, title: str | None, body: str, base_version: int, note: str = ""
    ) -> Content:
        """A writer's own edit: revision kind `manual`, an event node at the head."""
        self._require_id(content_id, "content")
        async with self.store.lock(content_id):
            content = await self._io(self.store.get_content, content_id)
            self._check_fresh(content, base_version)
            new_title = content.title if title is None else title.strip()
            self._check_article_size(new_title, body)
            if new_title == content.title and body == content.body:
                return content
            summary = note or "The writer edited the text directly"
            return await self._commit_direct(
                content,
                new_title,
                body,
                kind="manual",
                suggestion=note,
                event_text=summary,
                change="manual",
            )

    async def restore(self, content_id: str, *, version: int, base_version: int | None) -> Content:
        """A new version whose text equals an earlier one; nothing is deleted."""
        self._require_id(content_id, "content")
        async with self.store.lock(content_id):
            content = await self._io(self.store.get_content, content_id)
            if base_version is not None:
                self._check_fresh(content, base_version)
            old = await self._io(self.store.get_version, content_id, version)
            return await self._commit_direct(
                content,
                old.title,
                old.body,
                kind="restore",
                suggestion=f"Restore V{version}",
                event_text=f"Restored V{version}",
                change="restore",
                restored_from=version,
            )

    async def reject_changes(
        self, revision_id: str, *, change_ids: Sequence[int] | None, base_version: int
    ) -> Content:
        """Put back the spans of a revision the writer rejected, as a manual revision."""
        content_id = self._content_of(revision_id, "revision")
        async with self.store.lock(content_id):
            revision = await self._io(self.store.get_revision, revision_id)
            content = await self._io(self.store.get_content, content_id)
            self._check_fresh(content, base_version)
            if content.version != revision.version:
                raise Conflict(
                    f"The article is at V{content.version}, not V{revision.version}; "
                    "changes can only be rejected on the version that made them."
                )
            title, body, count = revert_changes(revision, change_ids)
            if count == 0:
                raise InvalidInput("None of the given change ids belong to this revision.")
            what = "all changes" if change_ids is None else f"{count} change(s)"
            note = f"Rejected {what} of V{revision.base_version}→V{revision.version}"
            return await self._commit_direct(
                content,
                title,
                body,
                kind="manual",
                suggestion=note,
                event_text=note,
                change="reject",
            )

    def _check_fresh(self, content: Content, base_version: int) -> None:
        if base_version != content.version:
            raise Conflict(
                f"The article is now at V{content.version}, but this edit was based on "
                f"V{base_version}. Reload to see the latest text, then try again."
            )

    async def _commit_direct(
        self,
        content: Content,
        title: str,
        body: str,
        *,
        kind: str,
        suggestion: str,
        event_text: str,
        change: ArticleChangeKind,
        restored_from: int | None = None,
    ) -> Content:
        """Commit a revision that no model made (manual, restore), with its event node."""
        session, tree = await self._load_or_start_session(content)
        now = self.clock()
        version = await self._io(self.store.next_version, content.id)
        revision = RevisionRecord(
            id=ids.new_child_id(content.id, "r"),
            session_id=session.id,
            content_id=content.id,
            message_id=None,
            kind=kind,  # type: ignore[arg-type]
            base_version=content.version,
            version=version,
            suggestion=suggestion,
            original_title=content.title,
            original_body=content.body,
            revised_title=title,
            revised_body=body,
            model=None,
            created_at=now,
            restored_from=restored_from,
        )
        event = ChatMessage(
            id=ids.new_child_id(content.id, "m"),
            session_id=session.id,
            parent_id=session.head_id,
            role="event",
            content=f"{event_text} (V{content.version}→V{version}).",
            version=version,
            revision_id=revision.id,
            created_at=now,
        )
        revision.message_id = event.id
        updated = self._at_version(content, version, title, body, now)
        session = self._with_head(session, tree, event)
        await self._io(
            self.store.commit,
            content.id,
            messages=[event],
            revision=revision,
            content=updated,
            session=session,
        )
        said = (suggestion,) if kind == "manual" else ()
        self.bus.publish(RevisionSaved(updated, revision, said))
        self.bus.publish(ArticleChanged(content.id, version, change, event.id))
        return updated

    @staticmethod
    def _at_version(content: Content, version: int, title: str, body: str, now: datetime):
        return content.model_copy(
            update={
                "title": title,
                "body": body,
                "version": version,
                "word_count": word_count(title) + word_count(body),
                "updated_at": now,
            }
        )

    # -- sessions and the tree ------------------------------------------------------
    async def _load_or_start_session(self, content: Content) -> tuple[ChatSession, Tree]:
        session = await self._io(self.store.get_session, content.id)
        if session is not None:
            messages = await self._io(self.store.list_messages, content.id)
            return session, Tree.build(messages)
        now = self.clock()
        session = ChatSession(
            id=ids.session_id_for(content.id),
            content_id=content.id,
            persona_id=content.persona_id,
            created_at=now,
            updated_at=now,
        )
        welcome = ChatMessage(
            id=ids.new_child_id(content.id, "m"),
            session_id=session.id,
            parent_id=None,
            role="system",
            content=f"Loaded «{content.title or 'Untitled'}». Tell me what to change.",
            version=content.version,
            created_at=now,
        )
        tree = Tree.build([welcome])
        session = self._with_head(session, tree, welcome)
        await self._io(self.store.commit, content.id, messages=[welcome], session=session)
        return session, tree

    def _with_head(self, session: ChatSession, tree: Tree, node: ChatMessage) -> ChatSession:
        """The session with its head at `node` (which may be new, not yet in `tree`)."""
        if node.id not in tree.by_id:
            tree = tree.with_message(node)
        # Appending at the head needs no walk: the path to the head is already the chosen one.
        path = [node] if node.parent_id == session.head_id else tree.ancestors(node.id)
        return session.model_copy(
            update={
                "head_id": node.id,
                "active_child": choose_path(session.active_child, path, tree),
                "updated_at": node.created_at,
            }
        )

    async def session_view(self, content_id: str) -> dict[str, Any]:
        self._require_id(content_id, "content")
        await self._io(self.store.get_content, content_id)
        session = await self._io(self.store.get_session, content_id)
        if session is None:
            raise NotFound(f"Content {content_id!r} has no conversation yet.")
        messages = await self._io(self.store.list_messages, content_id)
        return self._view(session, Tree.build(messages))

    @staticmethod
    def _view(session: ChatSession, tree: Tree) -> dict[str, Any]:
        """SessionView: every node once (creation order, with its sibling position) and
        the path root → head, whose entries are the same node objects."""
        positions = {
            message.id: (index, len(siblings))
            for siblings in tree.children.values()
            for index, message in enumerate(siblings)
        }
        nodes: dict[str, dict[str, Any]] = {}
        for message in tree.by_id.values():
            node = message.model_dump()
            node["sibling_index"], node["sibling_count"] = positions[message.id]
            nodes[message.id] = node
        return {
            "id": session.id,
            "content_id": session.content_id,
            "persona_id": session.persona_id,
            "head_id": session.head_id,
            "active_child": session.active_child,
            "path": [nodes[m.id] for m in tree.ancestors(session.head_id)][::-1],
            "messages": list(nodes.values()),
        }

    async def move_head(self, session_id: str, message_id: str) -> dict[str, Any]:
        """Roll back (or forward): the head goes to `message_id`, the article follows."""
        content_id = self._content_of(self._require_id(session_id, "session"), "session")
        if session_id != ids.session_id_for(content_id):
            raise NotFound(f"No session with id {session_id!r}.")
        if self._content_of(self._require_id(message_id, "message"), "message") != content_id:
            raise NotFound(f"No message with id {message_id!r} in this conversation.")
        async with self.store.lock(content_id):
            return await self._move_head_locked(content_id, message_id, to_leaf=False)

    async def activate(self, message_id: str) -> dict[str, Any]:
        """Switch to the branch through `message_id`, at the leaf the writer last saw."""
        content_id = self._content_of(self._require_id(message_id, "message"), "message")
        async with self.store.lock(content_id):
            return await self._move_head_locked(content_id, message_id, to_leaf=True)

    async def _move_head_locked(self, content_id: str, message_id: str, *, to_leaf: bool):
        content = await self._io(self.store.get_content, content_id)
        session = await self._io(self.store.get_session, content_id)
        if session is None:
            raise NotFound(f"Content {content_id!r} has no conversation yet.")
        tree = Tree.build(await self._io(self.store.list_messages, content_id))
        if message_id not in tree.by_id:
            raise NotFound(f"No message with id {message_id!r} in this conversation.")
        target_id = tree.leaf_of_branch(message_id, session.active_child) if to_leaf else message_id
        target = tree.by_id[target_id]
        session = self._with_head(session, tree, target)
        now = self.clock()
        if target.version != content.version:
            text = await self._io(self.store.get_version, content_id, target.version)
            content = self._at_version(content, target.version, text.title, text.body, now)
        await self._io(self.store.commit, content_id, content=content, session=session)
        self.bus.publish(ArticleChanged(content_id, content.version, "head", session.head_id))
        return self._view(session, tree)

    # -- the send flow --------------------------------------------------------------
    async def send(self, **kwargs: Any) -> TurnOutcome:
        """The non-streaming send: run the turn's events to the end."""
        return await run_to_end(self.send_events(**kwargs))

    async def send_events(
        self,
        *,
        content_id: str,
        message: str,
        regenerate: bool = True,
        parent_id: str | None = None,
        base_version: int | None = None,
        selection: tuple[int, int] | None = None,
        edited_from: str | None = None,
        stream: bool = False,
    ) -> AsyncIterator[Event]:
        """One turn as events: user_message, delta*, revision?, assistant_message, done."""
        self._require_id(content_id, "content")
        text = self._check_message(message)
        if parent_id is not None:
            self._require_id(parent_id, "message")
        async with self.store.lock(content_id):
            content = await self._io(self.store.get_content, content_id)
            session, tree = await self._load_or_start_session(content)
            parent = parent_id or session.head_id
            if parent not in tree.by_id:
                raise NotFound(f"No message with id {parent!r} in this conversation.")
            parent_node = tree.by_id[parent]
            if base_version is not None and base_version != parent_node.version:
                raise Conflict(
                    f"The article at that point is V{parent_node.version}, but this message "
                    f"was written against V{base_version}. Reload and try again."
                )
            shown = await self._content_at(content, parent_node.version)
            if selection is not None:
                start, end = selection
                if not 0 <= start < end <= len(shown.body):
                    raise InvalidInput(
                        f"The selection {start}–{end} is outside the article body "
                        f"(0–{len(shown.body)})."
                    )
            now = self.clock()
            user = ChatMessage(
                id=ids.new_child_id(content_id, "m"),
                session_id=session.id,
                parent_id=parent,
                role="user",
                content=text,
                version=parent_node.version,
                created_at=now,
                edited_from=edited_from,
                deferred=not regenerate,
            )
            session = self._with_head(session, tree, user)
            # The content is rewritten only when the message branches from another version.
            await self._io(
                self.store.commit,
                content_id,
                messages=[user],
                content=shown if shown is not content else None,
                session=session,
            )
            content = shown
            tree = tree.with_message(user)
            self.bus.publish(ArticleChanged(content_id, content.version, "message", user.id))
            yield "user_message", user
            turn = _Turn(content, session, tree, user, parent_node.version, selection)
            async with aclosing(self._answer(turn, regenerate=regenerate, stream=stream)) as evs:
                async for event in evs:
                    yield event

    async def edit_events(self, message_id: str, message: str, stream: bool = False):
        """Edit a past user message: a sibling, answered from the article before it."""
        content_id = self._content_of(self._require_id(message_id, "message"), "message")
        original = await self._io(self.store.get_message, message_id)
        if original.role != "user":
            raise InvalidInput(
                f"Only your own messages can be edited; {message_id!r} is an {original.role} "
                "message. To get another answer, regenerate it instead."
            )
        events = self.send_events(
            content_id=content_id,
            message=message,
            parent_id=original.parent_id,
            edited_from=original.id,
            stream=stream,
        )
        async with aclosing(events):
            async for event in events:
                yield event

    async def regenerate_events(self, message_id: str, stream: bool = False):
        """A sibling reply to the same user message, from the same base version."""
        content_id = self._content_of(self._require_id(message_id, "message"), "message")
        async with self.store.lock(content_id):
            original = await self._io(self.store.get_message, message_id)
            if original.role != "assistant":
                raise InvalidInput(
                    f"Only assistant replies can be regenerated; {message_id!r} is a "
                    f"{original.role} message. To change your request, edit it instead."
                )
            content = await self._io(self.store.get_content, content_id)
            session, tree = await self._load_or_start_session(content)
            user = tree.by_id[original.parent_id or ""]
            content = await self._content_at(content, user.version)
            # The head sits on the user message until the new reply is saved.
            session = self._with_head(session, tree, user)
            await self._io(self.store.commit, content_id, content=content, session=session)
            self.bus.publish(ArticleChanged(content_id, content.version, "head", user.id))
            yield "user_message", user
            turn = _Turn(content, session, tree, user, user.version)
            async with aclosing(self._answer(turn, regenerate=True, stream=stream)) as evs:
                async for event in evs:
                    yield event

    async def _content_at(self, content: Content, version: int) -> Content:
        """The content showing `version` (the branch's text), loading it when it differs."""
        if content.version == version:
            return content
        text = await self._io(self.store.get_version, content.id, version)
        return self._at_version(content, version, text.title, text.body, self.clock())

    def _pending_suggestions(self, turn: _Turn) -> list[str]:
        """Deferred suggestions on the path since the last revision, oldest first."""
        pending: list[str] = []
        for node in turn.tree.ancestors(turn.user_message.parent_id):
            if node.revision_id:
                break
            if node.role == "user" and node.deferred:
                pending.append(node.content)
        pending.reverse()
        return pending

    def _answer(self, turn: _Turn, *, regenerate: bool, stream: bool) -> AsyncIterator[Event]:
        """Pick the engine for this turn: noted, the rules, the honest offline reply, a model."""
        if not regenerate:
            return self._finish(
                turn, NOTED_REPLY, status="ok", summary="Noted, to apply with the next edit."
            )
        pending = self._pending_suggestions(turn)
        own = turn.user_message.content
        suggestions = pending if pending and _APPLY_WORDS.match(own) else [*pending, own]
        rules = (
            None
            if turn.selection
            else apply_all(turn.content.title, turn.content.body, suggestions)
        )
        if rules is not None and rules.changed:
            return self._revise(
                turn,
                rules.title,
                rules.body,
                kind="rules",
                model="rules",
                suggestions=suggestions,
                summary=rules.summary,
            )
        if self.provider is None:
            # Offline, say what the rules found ("Could not find …") or what they can do.
            return self._finish(turn, rules.summary if rules else OFFLINE_HELP, status="ok")
        return self._ask_model(turn, suggestions, stream=stream)

    async def _style_lines(self, persona_id: str | None) -> tuple[list[str], list[str]]:
        """(lines injected into the prompt, ids of the preferences behind them)."""
        if not persona_id:
            return [], []
        try:
            assertions: list[StyleAssertion] = await self._io(
                self.store.list_assertions, persona_id
            )
        except NotFound:
            return [], []
        now = self.clock()
        applied = style_memory.applied_preferences(assertions, now)
        return style_memory.style_lines(assertions, now), [a.statement for a in applied]

    async def _ask_model(self, turn: _Turn, suggestions: list[str], *, stream: bool):
        assert self.provider is not None
        style, applied = await self._style_lines(turn.content.persona_id)
        messages = assemble_prompt(
            path=turn.tree.path_to(turn.user_message.parent_id),
            tree=turn.tree,
            title=turn.content.title,
            body=turn.content.body,
            suggestions=suggestions,
            style_lines=style,
            policy=self.settings.prompt_policy,
            budget_tokens=self.settings.prompt_budget_tokens,
            selection=turn.selection,
            edited_from=turn.user_message.edited_from,
            output_format=self.settings.edit_format,
        )
        reply_id = ids.new_child_id(turn.content.id, "m")
        call = LLMCall(
            id=reply_id,
            message_id=reply_id,
            content_id=turn.content.id,
            model=self.provider.model,
            messages=messages,
            created_at=self.clock(),
        )
        started = time.perf_counter()
        try:
            if stream:
                async for delta in self.provider.stream(messages):
                    turn.deltas.append(delta)
                    yield "delta", {"text": delta}
                call.response = "".join(turn.deltas)
                call.usage = getattr(self.provider, "last_usage", None)
            else:
                completion = await self.provider.complete(messages)
                call.response, call.usage = completion.text, completion.usage
                call.model = completion.model or call.model
            request = EditRequest(
                title=turn.content.title,
                body=turn.content.body,
                suggestions=suggestions,
                base_version=turn.base_version,
                selection=turn.selection,
            )
            verdict = await judge_reply(request, call, self.provider.complete)
        except Exception as error:
            if isinstance(error, LLMError):
                what = str(error)
                call.error = what
            else:
                log.exception("model call failed unexpectedly")
                what = "Something went wrong while asking the model, so nothing was changed."
                call.error = f"{type(error).__name__}: {error}"
            call.outcome = "failed"
            verdict = NoEdit(
                "error",
                f"{what} Your message is saved and the article is unchanged — "
                "press Retry to try again.",
            )
        except (asyncio.CancelledError, GeneratorExit):
            call.response = "".join(turn.deltas)
            call.outcome = "stopped"
            call.duration_ms = (time.perf_counter() - started) * 1000
            with anyio.CancelScope(shield=True):
                await self._save_stopped(turn, call, reply_id)
            raise
        call.duration_ms = (time.perf_counter() - started) * 1000
        if isinstance(verdict, NoEdit):
            async for event in self._finish(turn, verdict.reason, status=verdict.status, call=call):
                yield event
            return
        async for event in self._revise(
            turn,
            verdict.title,
            verdict.body,
            kind="llm",
            model=call.model,
            suggestions=suggestions,
            summary=None,
            call=call,
            reply_id=reply_id,
            style_applied=applied,
        ):
            yield event

    async def _save_stopped(self, turn: _Turn, call: LLMCall, reply_id: str) -> None:
        partial = call.response
        text = "Stopped. " + (f"Partial reply: {preview(partial)}" if partial else "No reply yet.")
        reply = self._reply(turn, text, status="stopped", reply_id=reply_id)
        session = self._with_head(turn.session, turn.tree, reply)
        await self._io(
            self.store.commit, turn.content.id, messages=[reply], llm_call=call, session=session
        )
        self.bus.publish(ArticleChanged(turn.content.id, turn.content.version, "turn", reply.id))

    def _reply(
        self,
        turn: _Turn,
        text: str,
        *,
        status: str,
        reply_id: str | None = None,
        version: int | None = None,
        revision_id: str | None = None,
        summary: str | None = None,
    ) -> ChatMessage:
        return ChatMessage(
            id=reply_id or ids.new_child_id(turn.content.id, "m"),
            session_id=turn.session.id,
            parent_id=turn.user_message.id,
            role="assistant",
            content=text,
            status=status,  # type: ignore[arg-type]
            version=version if version is not None else turn.base_version,
            revision_id=revision_id,
            created_at=self.clock(),
            summary=summary,
        )

    async def _finish(
        self,
        turn: _Turn,
        text: str,
        *,
        status: str,
        call: LLMCall | None = None,
        summary: str | None = None,
    ) -> AsyncIterator[Event]:
        """A reply that made no revision: the article stays where it was."""
        if summary is None:
            summary = "No change made." if status == "ok" else f"Failed: {text[:160]}"
        reply = self._reply(
            turn,
            text,
            status=status,
            reply_id=call.message_id if call else None,
            summary=summary,
        )
        session = self._with_head(turn.session, turn.tree, reply)
        await self._io(
            self.store.commit, turn.content.id, messages=[reply], llm_call=call, session=session
        )
        self.bus.publish(ArticleChanged(turn.content.id, turn.content.version, "turn", reply.id))
        yield "assistant_message", reply
        yield "done", TurnOutcome(session.id, turn.user_message, reply, None, turn.content)

    async def _revise(
        self,
        turn: _Turn,
        title: str,
        body: str,
        *,
        kind: str,
        model: str,
        suggestions: list[str],
        summary: str | None,
        call: LLMCall | None = None,
        reply_id: str | None = None,
        style_applied: list[str] | None = None,
    ) -> AsyncIterator[Event]:
        content = turn.content
        now = self.clock()
        version = await self._io(self.store.next_version, content.id)
        what = summary or change_summary(content.title, content.body, title, body)
        reply_id = reply_id or ids.new_child_id(content.id, "m")
        revision = RevisionRecord(
            id=ids.new_child_id(content.id, "r"),
            session_id=turn.session.id,
            content_id=content.id,
            message_id=reply_id,
            kind=kind,  # type: ignore[arg-type]
            base_version=turn.base_version,
            version=version,
            suggestion="\n".join(suggestions),
            original_title=content.title,
            original_body=content.body,
            revised_title=title,
            revised_body=body,
            model=model,
            usage=call.usage if call else None,
            created_at=now,
            style_applied=style_applied or [],
        )
        text = f"V{turn.base_version}→V{version} saved. {what}\n\n{preview(body)}"
        reply = self._reply(
            turn,
            text,
            status="ok",
            reply_id=reply_id,
            version=version,
            revision_id=revision.id,
            summary=f"V{turn.base_version}→V{version}: {what}",
        )
        updated = self._at_version(content, version, title, body, now)
        session = self._with_head(turn.session, turn.tree, reply)
        await self._io(
            self.store.commit,
            content.id,
            messages=[reply],
            revision=revision,
            llm_call=call,
            content=updated,
            session=session,
        )
        yield "revision", revision
        yield "assistant_message", reply
        self.bus.publish(RevisionSaved(updated, revision, tuple(suggestions)))
        self.bus.publish(ArticleChanged(content.id, version, "turn", reply.id))
        yield "done", TurnOutcome(session.id, turn.user_message, reply, revision, updated)

    # -- generation -----------------------------------------------------------------
    async def generate(self, *, brief: str, persona_id: str, title: str | None) -> Content:
        """A new draft in the persona's style (V1, revision kind `generate`)."""
        from app.editing.generate import build_generation_prompt

        brief = self._check_message(brief)
        persona = await self._io(self.store.get_persona, self._require_id(persona_id, "persona"))
        if self.provider is None:
            raise ModelNotConfigured(
                "Writing a draft from a brief needs a language model. Set "
                "REDLINE_LLM_PROVIDER=openai with REDLINE_LLM_BASE_URL and REDLINE_LLM_MODEL; "
                "offline, paste or import an article instead."
            )
        style, applied = await self._style_lines(persona.id)
        messages: list[PromptMessage] = build_generation_prompt(brief, style, title)
        try:
            completion = await self.provider.complete(messages)
        except LLMError as error:
            raise UpstreamFailed(f"The model could not write the draft: {error}") from error
        try:
            parsed = parse_edit_reply(completion.text, title=title or "", body="")
        except ParseError as error:
            raise UpstreamFailed(f"The model's draft could not be read: {error}") from error
        draft_title = title or parsed.title

        def first(content: Content) -> RevisionRecord:
            return RevisionRecord(
                id=ids.new_child_id(content.id, "r"),
                content_id=content.id,
                kind="generate",
                base_version=0,
                version=1,
                suggestion=brief,
                original_title="",
                original_body="",
                revised_title=content.title,
                revised_body=content.body,
                model=completion.model,
                usage=completion.usage,
                created_at=content.created_at,
                style_applied=applied,
            )

        return await self.create_content(draft_title, parsed.body, persona.id, first=first)


async def run_to_end(events: AsyncIterator[Event]) -> TurnOutcome:
    done: TurnOutcome | None = None
    async with aclosing(events):
        async for name, payload in events:
            if name == "done":
                done = payload
    if done is None:
        raise RuntimeError("the turn ended without a result")
    return done


__all__ = ["EditorService", "TurnOutcome", "DEFAULT_PERSONA_ID", "run_to_end"]
