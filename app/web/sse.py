"""Server-Sent Events: a turn as it happens, and an article's changes for live sync.

A turn runs in its own task (app/editing/running.py); the response only listens to it. When
the browser goes away (a reload, a closed tab) the listening stops and the reply goes on being
written; Stop is its own request (`POST /api/chat/messages/{id}/stop`).

Both streams send a comment line (`: keep-alive`) after every `KEEP_ALIVE_SECONDS` of silence
(an idle article, a model slow to start), so HTTP clients with a read timeout and proxies that
close quiet connections keep the stream; SSE readers ignore comments.
"""

from __future__ import annotations

import asyncio
import json
import re
import signal
import threading
import time
import weakref
from collections import deque
from collections.abc import AsyncGenerator, AsyncIterator, Awaitable, Callable, Mapping
from contextlib import aclosing
from dataclasses import asdict, replace
from types import FrameType
from typing import Any, TypeVar

import anyio
from litestar.exceptions import TooManyRequestsException
from litestar.response import ServerSentEvent, ServerSentEventMessage
from pydantic import BaseModel

from app.domain.errors import RedlineError
from app.domain.ids import owner_of
from app.editing.running import Heard, RunningTurn
from app.events import ArticleChanged, EventBus, ModelWaiting, ModelWriting
from app.llm.waits import ModelWait

KEEP_ALIVE_SECONDS = 15.0
# Article event streams one client may hold open at once in a server process: past it, 429
# with a sentence (a client opening stream after stream held a subscription and a queue each,
# without end). Generous: a writer's tab holds one per open article, and without accounts a
# whole office behind one NAT is one address. A client is a signed-in account, else the
# socket's address — and a request that came through a proxy is not counted at all: Redline
# has no setting naming a trusted proxy, and behind one every writer has its address.
MAX_STREAMS_PER_CLIENT = 64
STREAMS_RETRY_AFTER = 5  # seconds a refused client is told to wait (a closed tab frees a slot)
_FORWARDING_HEADERS = ("forwarded", "x-forwarded-for", "x-real-ip")
_OPEN_STREAMS: weakref.WeakKeyDictionary[EventBus, dict[str, int]] = weakref.WeakKeyDictionary()
# The running loop's "the server was asked to stop" (see `stopping`).
_STOPPING: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Event] = (
    weakref.WeakKeyDictionary()
)
_KEEP_ALIVE = ServerSentEventMessage(comment="keep-alive", data=None)
T = TypeVar("T")


async def _kept_alive(
    next_item: Callable[[], Awaitable[T]],
) -> AsyncGenerator[T | ServerSentEventMessage, None]:
    """Each item `next_item` gives, with a keep-alive comment after each quiet spell. The
    wait is never cancelled by the timer (cancelling a generator's `anext` would close it)."""
    while True:
        waiting = asyncio.ensure_future(next_item())
        try:
            while not (await asyncio.wait({waiting}, timeout=KEEP_ALIVE_SECONDS))[0]:
                yield _KEEP_ALIVE
        finally:
            if not waiting.done():
                waiting.cancel()
                # The generator it reads runs until the cancel lands: closed before then, it
                # raised "aclose(): asynchronous generator is already running" (a tab that
                # left a streamed turn logged a traceback). Shielded: the stream's own scope
                # is being cancelled when the client leaves.
                with anyio.CancelScope(shield=True):
                    await asyncio.wait({waiting})
        yield waiting.result()


# Characters JSON leaves as they are but many line readers split on (Python's splitlines,
# httpx's iter_lines): unescaped, a message holding "\u2028event: done" forges an event.
_LINE_LIKE = str.maketrans({"\u2028": "\\u2028", "\u2029": "\\u2029", "\x85": "\\u0085"})


def stopping() -> asyncio.Event:
    """Set once the server is asked to stop (SIGTERM, Ctrl-C). An article's event stream
    never ends by itself: uvicorn would wait out its grace period for every open tab, then
    cancel each stream and log a traceback per tab. Streams that end at this word let it stop
    at once; the tabs reconnect to the server that comes next. uvicorn's own signal handlers
    are kept: this one passes each signal on to them."""
    loop = asyncio.get_running_loop()
    event = _STOPPING.get(loop)
    if event is None:
        event = _STOPPING[loop] = asyncio.Event()
        if threading.current_thread() is threading.main_thread():
            for signum in (signal.SIGTERM, signal.SIGINT):
                previous = signal.getsignal(signum)
                if callable(previous):  # the server's handler (not a test's defaults)
                    signal.signal(signum, _passing_on(loop, event, previous))
    return event


def _passing_on(loop: asyncio.AbstractEventLoop, event: asyncio.Event, previous: Any) -> Any:
    def handler(signum: int, frame: FrameType | None) -> None:
        loop.call_soon_threadsafe(event.set)
        previous(signum, frame)

    return handler


# A lone UTF-16 surrogate cannot be encoded as UTF-8: written as it is, it cut the stream
# mid-body. JSON's own escape for it keeps the event whole (and the text as it was).
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def _escaped(match: re.Match[str]) -> str:
    return f"\\u{ord(match.group()):04x}"


def _json(payload: BaseModel | dict[str, str | int]) -> str:
    data = payload.model_dump(mode="json") if isinstance(payload, BaseModel) else payload
    text = json.dumps(data, ensure_ascii=False).translate(_LINE_LIKE)
    return _LONE_SURROGATE.sub(_escaped, text)


class ModelWaits:
    """The waits the model client tells (app/llm/waits.py) while one turn runs, for its stream
    to pass on as `waiting` events between the turn's own: the writer reads "the model is
    busy; Redline tries again in 5 s", not a reply that seems stuck. With the app's `bus`, each
    wait is also told to every tab of the article (`ModelWaiting`, its events stream) once the
    `turn` is known — a reload or a second tab counts it down too; `streamed=False`: only them."""

    def __init__(self, bus: EventBus | None = None, *, streamed: bool = True) -> None:
        self.told: deque[ModelWait] = deque()
        self.news = asyncio.Event()
        self.closed = not streamed  # the stream ended (a reload): the turn goes on, unheard
        self.bus = bus
        self.turn: RunningTurn | None = None

    def hear(self, wait: ModelWait) -> None:
        message_id = self.turn.user_message_id if self.turn is not None else None
        content_id = owner_of(message_id) if message_id else None
        if self.bus is not None and message_id and content_id:
            tell_tabs(
                self.bus,
                ModelWaiting(content_id, message_id, wait.seconds, wait.attempt, wait.reason),
            )
        if not self.closed:
            self.told.append(wait)
            self.news.set()


# The wait each article's reply is in now, with when it ends (the loop's clock), by bus: a tab
# that opens the article's events meanwhile is told it at once (its first `waiting` event).
_WAITS: weakref.WeakKeyDictionary[EventBus, dict[str, tuple[ModelWaiting, float]]] = (
    weakref.WeakKeyDictionary()
)


def tell_tabs(bus: EventBus, wait: ModelWaiting) -> None:
    """Publish a model wait to the article's tabs, and keep it for the tabs opened meanwhile."""
    now = time.monotonic()
    waits = _WAITS.setdefault(bus, {})
    for content_id, (_, ends) in list(waits.items()):
        if ends <= now:
            del waits[content_id]
    waits[wait.content_id] = (wait, now + wait.seconds)
    bus.publish(wait)


def wait_now(bus: EventBus, content_id: str) -> ModelWaiting | None:
    """The wait the reply to this article is in now, with the seconds left; None: none."""
    kept = _WAITS.get(bus, {}).get(content_id)
    if kept is None:
        return None
    wait, ends = kept
    left = ends - time.monotonic()
    return replace(wait, seconds=left) if left > 0 else None


# How far each article's reply being written has got, by bus: a tab that opens the article's
# events meanwhile is told it at once (its first `writing` event). Gone when the turn ends.
_WRITING: weakref.WeakKeyDictionary[EventBus, dict[str, ModelWriting]] = weakref.WeakKeyDictionary()
WRITING_EVERY = 1.0  # seconds between two `writing` events of one reply
_FOLLOWING: set[asyncio.Task[None]] = set()


def _shape(text: str) -> str:
    return "\n".join("x" if line.strip() else "" for line in text.split("\n"))


def _counted(payload: object) -> tuple[int | None, int | None]:
    """A `delta`'s paragraph and the article's count of them (app/editing/progress.py)."""
    if not isinstance(payload, dict):
        return None, None
    at, of = payload.get("paragraph"), payload.get("paragraphs")
    return (at, of) if isinstance(at, int) and isinstance(of, int) else (None, None)


def follow_for_tabs(bus: EventBus, turn: RunningTurn) -> None:
    """Tell the article's tabs how far `turn`'s reply has got while it is written (`writing`
    events, at most one a second), as its own stream tells the tab that asked."""

    async def follow() -> None:
        told, text, content_id, message_id = 0.0, "", None, None
        try:
            async with aclosing(turn.listen()) as heard:
                async for item in heard:
                    if isinstance(item, BaseException):
                        return
                    name, payload = item
                    message_id = turn.user_message_id
                    content_id = owner_of(message_id) if message_id else None
                    if name != "delta" or not content_id or not message_id:
                        continue
                    text += str(payload.get("text", "")) if isinstance(payload, dict) else ""
                    now = time.monotonic()
                    if now - told >= WRITING_EVERY:
                        told = now
                        writing = ModelWriting(
                            content_id, message_id, len(text), _shape(text), *_counted(payload)
                        )
                        _WRITING.setdefault(bus, {})[content_id] = writing
                        bus.publish(writing)
        finally:
            if content_id is not None:
                kept = _WRITING.get(bus, {})
                if getattr(kept.get(content_id), "message_id", None) == message_id:
                    kept.pop(content_id, None)

    task = asyncio.get_running_loop().create_task(follow())
    _FOLLOWING.add(task)
    task.add_done_callback(_FOLLOWING.discard)


def _tabs_writing_event(writing: ModelWriting) -> ServerSentEventMessage:
    return ServerSentEventMessage(event="writing", data=json.dumps(asdict(writing)))


def _tabs_waiting_event(wait: ModelWaiting) -> ServerSentEventMessage:
    return ServerSentEventMessage(
        event="waiting",
        data=json.dumps(
            {
                "content_id": wait.content_id,
                "message_id": wait.message_id,
                "seconds": round(wait.seconds, 1),
                "attempt": wait.attempt,
                "reason": wait.reason,
            }
        ),
    )


class _Merged:
    """A turn's events and the model's waits, one at a time, in the order they come. The
    turn's next event is awaited across calls (never cancelled half-read: see `_kept_alive`)."""

    def __init__(self, heard: AsyncGenerator[Heard, None], waits: ModelWaits) -> None:
        self.heard = heard
        self.waits = waits
        self.pending: asyncio.Future[Heard | None] | None = None

    async def next(self) -> Heard | ModelWait | None:
        if self.pending is None:
            self.pending = asyncio.ensure_future(anext(self.heard, None))
        if not self.waits.told:
            self.waits.news.clear()
            waiter = asyncio.ensure_future(self.waits.news.wait())
            either: set[asyncio.Future[Any]] = {self.pending, waiter}
            try:
                await asyncio.wait(either, return_when=asyncio.FIRST_COMPLETED)
            finally:
                waiter.cancel()
        if self.waits.told and not self.pending.done():
            return self.waits.told.popleft()
        item, self.pending = self.pending.result(), None
        return item

    async def aclose(self) -> None:
        """Let go of the turn's next event before the listening ends."""
        self.waits.closed = True
        if self.pending is not None and not self.pending.done():
            self.pending.cancel()
            with anyio.CancelScope(shield=True):
                await asyncio.wait({self.pending})


def _waiting_event(wait: ModelWait) -> ServerSentEventMessage:
    return ServerSentEventMessage(
        event="waiting",
        data=json.dumps(
            {"seconds": round(wait.seconds, 1), "attempt": wait.attempt, "reason": wait.reason}
        ),
    )


async def stream_turn(turn: RunningTurn, waits: ModelWaits | None = None) -> ServerSentEvent:
    """Listen to a running turn (and to the model's `waits` before asking again, told as
    `waiting` events); errors before its first event (404, 409, 413…) raise as HTTP errors."""
    heard = turn.listen()
    first = await anext(heard, None)
    if isinstance(first, BaseException):
        await heard.aclose()
        if isinstance(first, RedlineError):
            raise first
        raise RuntimeError("the turn failed before it started") from first

    async def messages() -> AsyncIterator[ServerSentEventMessage]:
        item: Heard | ModelWait | ServerSentEventMessage | None = first
        merged = _Merged(heard, waits or ModelWaits())
        rest = _kept_alive(merged.next)
        async with aclosing(heard), aclosing(merged), aclosing(rest):
            while item is not None:
                if isinstance(item, ServerSentEventMessage):
                    yield item
                elif isinstance(item, ModelWait):
                    yield _waiting_event(item)
                elif isinstance(item, BaseException):
                    detail = (
                        str(item)
                        if isinstance(item, RedlineError)
                        else "Something went wrong on our side; nothing was changed."
                    )
                    yield ServerSentEventMessage(event="error", data=json.dumps({"detail": detail}))
                else:
                    name, payload = item
                    yield ServerSentEventMessage(event=name, data=_json(payload))
                item = await anext(rest)

    return ServerSentEvent(messages(), headers={"Cache-Control": "no-store"})


def _article_event(change: ArticleChanged) -> ServerSentEventMessage:
    return ServerSentEventMessage(event="article", data=json.dumps(asdict(change)))


def stream_client(person: str | None, peer: str | None, headers: Mapping[str, str]) -> str | None:
    """Who holds an article stream, for `MAX_STREAMS_PER_CLIENT`: the signed-in account (or
    an API key's user), else the socket's address; None — not counted — for a request a proxy
    passed on (it names a forwarded address), or one with no address."""
    if person:
        return f"user {person}"
    if peer and not any(name in headers for name in _FORWARDING_HEADERS):
        return f"address {peer}"
    return None


def open_streams(bus: EventBus) -> dict[str, int]:
    """The article streams open now on `bus`'s app, by client (a copy)."""
    return dict(_OPEN_STREAMS.get(bus, {}))


def _take_slot(bus: EventBus, client: str) -> Callable[[], None]:
    """Count one more open stream for `client`, or refuse it (429) at the limit; the function
    that gives the slot back (once, however often it is called)."""
    counts = _OPEN_STREAMS.setdefault(bus, {})
    if counts.get(client, 0) >= MAX_STREAMS_PER_CLIENT:
        raise TooManyRequestsException(
            detail=f"Too many live article streams are open for you ({MAX_STREAMS_PER_CLIENT} "
            "at most): close some articles' tabs, then reload this one to follow its changes "
            "live again.",
            headers={"Retry-After": str(STREAMS_RETRY_AFTER)},
        )
    counts[client] = counts.get(client, 0) + 1
    given_back = False

    def give_back() -> None:
        nonlocal given_back
        if given_back:
            return
        given_back = True
        left = counts.get(client, 1) - 1
        if left > 0:
            counts[client] = left
        else:
            counts.pop(client, None)

    return give_back


def stream_article(
    bus: EventBus,
    content_id: str,
    where_now: Callable[[str], Awaitable[ArticleChanged]],
    client: str | None = None,
) -> ServerSentEvent:
    """An article's changes as `article` events, starting with where it is now, and the
    model's waits while a reply to it is written as `waiting` events (the one going on now
    right after the first event).

    The stream lasts until the client disconnects (Litestar then cancels it). The first event
    (kind "current") tells a tab, after any reconnect, the version it should show; it is read
    after subscribing, so no change falls between the two. `client` (see `stream_client`) holds
    at most MAX_STREAMS_PER_CLIENT at once; its slot comes back as the stream ends."""
    give_back = _take_slot(bus, client) if client is not None else _nothing
    # None: the server stops.
    changes: asyncio.Queue[ArticleChanged | ModelWaiting | ModelWriting | None] = asyncio.Queue()

    def hear(change: ArticleChanged | ModelWaiting | ModelWriting) -> None:
        if change.content_id == content_id:
            changes.put_nowait(change)

    async def end_at_stop(stop: asyncio.Event) -> None:
        await stop.wait()
        changes.put_nowait(None)

    async def messages() -> AsyncIterator[ServerSentEventMessage]:
        unsubscribe = bus.subscribe(ArticleChanged, hear)
        unsubscribe_waits = bus.subscribe(ModelWaiting, hear)
        unsubscribe_writing = bus.subscribe(ModelWriting, hear)
        waiting = asyncio.ensure_future(end_at_stop(stopping()))
        try:
            yield _article_event(await where_now(content_id))
            # The reply being written is waiting for the model right now: count it down here
            # too (a reload, a tab opened meanwhile), not only where it was asked for.
            wait = wait_now(bus, content_id)
            if wait is not None:
                yield _tabs_waiting_event(wait)
            elif (writing := _WRITING.get(bus, {}).get(content_id)) is not None:
                yield _tabs_writing_event(writing)
            async with aclosing(_kept_alive(changes.get)) as heard:
                async for change in heard:
                    if change is None:
                        return  # the server is stopping: the tab reconnects to the next
                    if isinstance(change, ModelWaiting):
                        yield _tabs_waiting_event(change)
                    elif isinstance(change, ModelWriting):
                        yield _tabs_writing_event(change)
                    elif isinstance(change, ServerSentEventMessage):
                        yield change
                    else:
                        yield _article_event(change)
        finally:
            waiting.cancel()
            unsubscribe()
            unsubscribe_waits()
            unsubscribe_writing()
            give_back()

    stream = messages()
    # A stream the client left before it began is never run (its `finally` neither): its slot
    # comes back when it is collected.
    weakref.finalize(stream, give_back)
    return ServerSentEvent(stream, headers={"Cache-Control": "no-store"})


def _nothing() -> None:
    return None
