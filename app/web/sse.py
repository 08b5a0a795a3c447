"""Server-Sent Events: a turn as it happens, and an article's changes for live sync.

A turn runs in its own task (app/editing/running.py); the response only listens to it. When
the browser goes away (a reload, a closed tab) the listening stops and the reply goes on being
written; Stop is its own request (`POST /api/chat/messages/{id}/stop`).

Both streams send a comment line (`: keep-alive`) after every `KEEP_ALIVE_SECONDS` of silence
(an idle article, a model slow to start), so HTTP clients with a read timeout and proxies that
close quiet connections keep the stream; SSE readers ignore comments.
"""

import asyncio
import json
from collections.abc import AsyncGenerator, AsyncIterator, Awaitable, Callable
from contextlib import aclosing
from dataclasses import asdict
from typing import TypeVar

from litestar.response import ServerSentEvent, ServerSentEventMessage
from pydantic import BaseModel

from app.domain.errors import RedlineError
from app.editing.running import Heard, RunningTurn
from app.events import ArticleChanged, EventBus

KEEP_ALIVE_SECONDS = 15.0
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
        yield waiting.result()


# Characters JSON leaves as they are but many line readers split on (Python's splitlines,
# httpx's iter_lines): unescaped, a message holding "\u2028event: done" forges an event.
_LINE_LIKE = str.maketrans({"\u2028": "\\u2028", "\u2029": "\\u2029", "\x85": "\\u0085"})


def _json(payload: BaseModel | dict[str, str]) -> str:
    data = payload.model_dump(mode="json") if isinstance(payload, BaseModel) else payload
    return json.dumps(data, ensure_ascii=False).translate(_LINE_LIKE)


async def stream_turn(turn: RunningTurn) -> ServerSentEvent:
    """Listen to a running turn; errors before its first event (404, 409, 413…) raise as
    HTTP errors."""
    heard = turn.listen()
    first = await anext(heard, None)
    if isinstance(first, BaseException):
        await heard.aclose()
        if isinstance(first, RedlineError):
            raise first
        raise RuntimeError("the turn failed before it started") from first

    async def messages() -> AsyncIterator[ServerSentEventMessage]:
        item: Heard | ServerSentEventMessage | None = first
        rest = _kept_alive(lambda: anext(heard, None))
        async with aclosing(heard), aclosing(rest):
            while item is not None:
                if isinstance(item, ServerSentEventMessage):
                    yield item
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


def stream_article(
    bus: EventBus, content_id: str, where_now: Callable[[str], Awaitable[ArticleChanged]]
) -> ServerSentEvent:
    """An article's changes as `article` events, starting with where it is now.

    The stream lasts until the client disconnects (Litestar then cancels it). The first event
    (kind "current") tells a tab, after any reconnect, the version it should show; it is read
    after subscribing, so no change falls between the two."""
    changes: asyncio.Queue[ArticleChanged] = asyncio.Queue()

    def hear(change: ArticleChanged) -> None:
        if change.content_id == content_id:
            changes.put_nowait(change)

    async def messages() -> AsyncIterator[ServerSentEventMessage]:
        unsubscribe = bus.subscribe(ArticleChanged, hear)
        try:
            yield _article_event(await where_now(content_id))
            async with aclosing(_kept_alive(changes.get)) as heard:
                async for change in heard:
                    yield (
                        change
                        if isinstance(change, ServerSentEventMessage)
                        else (_article_event(change))
                    )
        finally:
            unsubscribe()

    return ServerSentEvent(messages(), headers={"Cache-Control": "no-store"})
