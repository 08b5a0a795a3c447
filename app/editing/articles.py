"""What every editing service shares: reading an article's snapshot and the one commit path.

Writes to one article happen under `store.lock(content_id)`, held only to read a snapshot and
to commit — never across a model call. Every commit that changes what a writer sees publishes
`ArticleChanged` on the event bus once it is written.
"""

import asyncio
import contextvars
import functools
import logging
import operator
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import datetime
from typing import ParamSpec, TypeVar

from app.domain import ids
from app.domain.errors import Damaged, NotFound
from app.domain.models import ChatMessage, ChatSession, Content, LLMCall, RevisionRecord
from app.domain.tree import ROOT_KEY, Tree, choose_path
from app.editing.pools import thread_pool
from app.editing.records import at_version, new_message
from app.editing.running import RunningTurns
from app.editing.said_in_chinese import to_article
from app.events import ArticleChanged, ArticleChangeKind, EventBus
from app.settings import Settings
from app.store.base import Repository
from app.style import memory as style_memory
from app.style.edited_away import on_the_path

log = logging.getLogger(__name__)
P = ParamSpec("P")
T = TypeVar("T")

# Conversation trees kept in memory (the articles written to most recently), and how many
# new messages are added to a kept tree one by one before building it afresh is cheaper.
_TREES_KEPT = 256
_EXTEND_AT_MOST = 16


# Threads for blocking store calls.
_IO_THREADS = 32


def _io_pool() -> ThreadPoolExecutor:
    return thread_pool("redline-store", _IO_THREADS)


@dataclass(frozen=True)
class Snapshot:
    """An article, its conversation and the tree of that conversation, read together."""

    content: Content
    session: ChatSession
    tree: Tree
    # The version number a revision made now takes, when the read was asked for it (else 0,
    # which the store refuses as a revision's version).
    next_version: int = 0


class Articles:
    """The store, the clock, the settings and the bus, with the reads and writes built on them;
    and the turns being answered now (`running`), in memory only."""

    def __init__(
        self,
        store: Repository,
        settings: Settings,
        clock: Callable[[], datetime],
        bus: EventBus,
    ) -> None:
        self.store = store
        self.settings = settings
        self.clock = clock
        self.bus = bus
        self.running = RunningTurns()
        # The last conversation tree built for each article, with the messages it indexes.
        self._trees: dict[str, tuple[list[ChatMessage], Tree]] = {}
        self._trees_lock = threading.Lock()  # snapshots are read in worker threads too

    async def latest_version(self, content: Content, beyond: int) -> int:
        """The article's highest version, read from the store only when `beyond` passes the
        one it shows (a rollback shows an earlier version while later ones stay)."""
        if beyond <= content.version:
            return content.version
        return await self.io(self.store.next_version, content.id) - 1

    async def io(self, fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        """Run a blocking store call off the event loop, in a thread of this process's own
        pool (a trip there and back costs a fraction of anyio's worker threads: no capacity
        limiter, no cancel scope, no queue of its own). A task cancelled meanwhile is told
        only once the call has finished: the call may be committing under the article's
        lock, which must not be let go while the commit still writes. The cancellation goes
        on whether the call returned or raised (Stop, or a client gone, is not lost to an
        error of the store's: the error is logged and chained to it)."""
        loop = asyncio.get_running_loop()
        call = functools.partial(fn, *args, **kwargs)
        # In the caller's context, as anyio ran it (context variables seen by the call).
        running = loop.run_in_executor(_io_pool(), contextvars.copy_context().run, call)
        cancelled: asyncio.CancelledError | None = None
        while True:
            try:
                result = await asyncio.shield(running)
            except asyncio.CancelledError as error:
                cancelled = cancelled or error
                if not running.done():
                    continue  # wait for the call, then let the cancellation through
            except Exception:
                if cancelled is None:
                    raise
            else:
                if cancelled is None:
                    return result
            break
        failure = None if running.cancelled() else running.exception()
        if failure is not None:
            log.warning("A store call failed after its task was cancelled: %r", failure)
        raise cancelled from failure

    async def content(self, content_id: str) -> Content:
        return await self.io(self.store.get_content, content_id)

    async def snapshot(self, content_id: str) -> Snapshot:
        """The article and its conversation (started now if it has none). Hold the lock."""
        return await self.io(self.snapshot_now, content_id)

    def snapshot_now(self, content_id: str) -> Snapshot:
        """`snapshot` in the calling thread (it blocks: a worker thread's)."""
        content, session, messages, _ = self._read_now(content_id)
        if session is not None:
            return Snapshot(content, session, self._tree(content_id, messages))
        session, tree = self._start_session(content)
        return Snapshot(content, session, tree)

    async def existing_snapshot(self, content_id: str, *, next_version: bool = False) -> Snapshot:
        """The article and its conversation; NotFound when no conversation was started.

        `next_version`: also the number a revision made now takes (in the same trip)."""
        return await self.io(self.read_now, content_id, next_version=next_version)

    def read_now(self, content_id: str, *, next_version: bool = False) -> Snapshot:
        """`existing_snapshot` in the calling thread (it blocks: a worker thread's)."""
        content, session, messages, after = self._read_now(content_id, next_version)
        if session is None:
            raise NotFound(f"Content {content_id!r} has no conversation yet.")
        return Snapshot(content, session, self._tree(content_id, messages), after)

    def _tree(self, content_id: str, messages: list[ChatMessage]) -> Tree:
        """The tree of `messages`: the last one built for this article extended with the new
        messages when the others are the very objects it indexes, else built afresh.

        The store hands out the same message objects until their file changes (in this
        process or another), so a turn indexes its new messages, not the whole history."""
        with self._trees_lock:
            cached = self._trees.get(content_id)
        tree = None
        if cached is not None:
            known, built = cached
            added = len(messages) - len(known)
            if 0 <= added <= _EXTEND_AT_MOST and all(map(operator.is_, known, messages)):
                tree = _extended(built, messages[len(known) :])
        if tree is None:
            tree = Tree.build(messages)
        with self._trees_lock:
            self._trees.pop(content_id, None)
            if len(self._trees) >= _TREES_KEPT:
                self._trees.pop(next(iter(self._trees)))  # the one read longest ago
            self._trees[content_id] = (messages, tree)
        return tree

    def _read_now(
        self, content_id: str, next_version: bool = False
    ) -> tuple[Content, ChatSession | None, list[ChatMessage], int]:
        """The article, its session, its messages (and the next version number, if asked),
        from one committed state (blocking: call it off the event loop)."""
        state = self.store.read_article(content_id)
        after = state.next_version if next_version else 0
        return state.content, state.session, state.messages, after

    def _start_session(self, content: Content) -> tuple[ChatSession, Tree]:
        now = self.clock()
        session = ChatSession(
            id=ids.session_id_for(content.id),
            content_id=content.id,
            persona_id=content.persona_id,
            created_at=now,
            updated_at=now,
        )
        welcome = new_message(
            content.id,
            session.id,
            parent_id=None,
            role="system",
            text=to_article(
                f"Loaded «{content.title or 'Untitled'}». Tell me what to change.",
                f"{content.title}\n\n{content.body}",
            ),
            version=content.version,
            now=now,
        )
        tree = Tree.build([welcome])
        session = with_head(session, tree, welcome)
        self.store.commit(content.id, messages=[welcome], session=session)
        return session, tree

    async def content_at(self, content: Content, version: int) -> Content:
        """The content showing `version` (a branch's text), loading it when it differs."""
        if content.version == version:
            return content
        return await self.io(self.content_at_now, content, version)

    def content_at_now(self, content: Content, version: int) -> Content:
        """`content_at` in the calling thread (it blocks: a worker thread's)."""
        if content.version == version:
            return content
        text = self.store.get_version(content.id, version)
        return at_version(content, version, text.title, text.body, self.clock())

    async def commit(
        self,
        content: Content,
        session: ChatSession,
        change: ArticleChangeKind,
        *,
        messages: Sequence[ChatMessage] = (),
        revision: RevisionRecord | None = None,
        llm_call: LLMCall | None = None,
        content_changed: bool = True,
        idempotency: tuple[str, dict[str, str]] | None = None,
    ) -> None:
        """Write one step atomically (see `Repository.commit`), then announce it.

        `content_changed=False` leaves the article's header text as it is (a reply that made
        no revision); the event still carries the version the writer now sees."""
        written = await self.io(
            self.write_now,
            content,
            session,
            change,
            messages=messages,
            revision=revision,
            llm_call=llm_call,
            content_changed=content_changed,
            idempotency=idempotency,
        )
        self.bus.publish(written)

    def write_now(
        self,
        content: Content,
        session: ChatSession,
        change: ArticleChangeKind,
        *,
        messages: Sequence[ChatMessage] = (),
        revision: RevisionRecord | None = None,
        llm_call: LLMCall | None = None,
        content_changed: bool = True,
        idempotency: tuple[str, dict[str, str]] | None = None,
    ) -> ArticleChanged:
        """`commit` in the calling thread (it blocks: a worker thread's), without announcing
        it: the event to publish on the event loop, still holding the lock, is returned."""
        self.store.commit(
            content.id,
            messages=messages,
            revision=revision,
            llm_call=llm_call,
            content=content if content_changed else None,
            session=session,
            idempotency_key=idempotency[0] if idempotency else None,
            idempotency_result=idempotency[1] if idempotency else None,
        )
        return ArticleChanged(content.id, content.version, change, session.head_id)

    async def style_lines(
        self, persona_id: str | None, off_the_path: Callable[[str], bool] | None = None
    ) -> tuple[list[str], list[str]]:
        """(lines injected into a prompt, the statements of the preferences behind them).
        `off_the_path(message_id)`: which messages of the conversation the writer no longer
        sees (edited, regenerated or rolled back away); a wish said only there is left out."""
        if not persona_id:
            return [], []
        try:
            if self.store.persona_reads_at_once:  # from memory: no trip to a thread
                persona = self.store.get_persona(persona_id)
                assertions = self.store.list_assertions(persona_id)
            else:
                persona = await self.io(self.store.get_persona, persona_id)
                assertions = await self.io(self.store.list_assertions, persona_id)
            if persona.trashed_at is not None:
                # Moved to the trash, it steers nothing until restored (outside55 F12): its
                # article page says so (panel/persona-trash.js), and it learns nothing meanwhile.
                return [], []
        except NotFound:
            return [], []
        except Damaged as error:
            # The edit goes on without the persona's style (it is left as it is): a turn
            # that failed here left the writer's message with no reply at all.
            log.warning("%s The turn goes on without its style.", error)
            return [], []
        if off_the_path is not None:
            assertions = on_the_path(assertions, off_the_path)
        now = self.clock()
        applied = style_memory.applied_preferences(assertions, now)
        return style_memory.style_lines(assertions, now), [a.statement for a in applied]


def _extended(tree: Tree, messages: Sequence[ChatMessage]) -> Tree:
    """`tree` with `messages` added (in creation order), its indexes copied once for all
    of them rather than once each (a copy costs as much as the history is long)."""
    if not messages:
        return tree
    by_id = dict(tree.by_id)
    children = dict(tree.children)
    for message in messages:
        key = message.parent_id or ROOT_KEY
        by_id[message.id] = message
        children[key] = [*children.get(key, ()), message]
    return Tree(by_id=by_id, children=children)


def with_head(session: ChatSession, tree: Tree, node: ChatMessage) -> ChatSession:
    """The session with its head at `node` (which may be new, not yet in `tree`)."""
    if node.parent_id == session.head_id:
        # Appending at the head needs no walk (the path to the head is already the chosen
        # one) and no copy of the tree: only a fork at the head's children is recorded.
        key = node.parent_id or ROOT_KEY
        siblings = len(tree.children.get(key, ())) + (node.id not in tree.by_id)
        active_child = dict(session.active_child)
        if siblings > 1:
            active_child[key] = node.id
    else:
        if node.id not in tree.by_id:
            tree = tree.with_message(node)
        active_child = choose_path(session.active_child, tree.ancestors(node.id), tree)
    return session.model_copy(
        update={
            "head_id": node.id,
            "active_child": active_child,
            "updated_at": node.created_at,
            "answering": None,
        }
    )
