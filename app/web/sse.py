"""Server-Sent Events: a turn as it happens, and an article's changes for live sync.

A turn runs in its own task and feeds a queue; the response only reads the queue. When the
writer presses Stop the browser drops the connection, Litestar cancels the response, and we
cancel the turn task — which saves the reply as "stopped" and creates no revision.
"""

import asyncio
import json
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import aclosing
from dataclasses import asdict

from litestar.response import ServerSentEvent, ServerSentEventMessage
from pydantic import BaseModel

from app.domain.errors import RedlineError
from app.editing.answers import TurnEvent, TurnEvents
from app.events import ArticleChanged, EventBus

log = logging.getLogger(__name__)


def _json(payload: BaseModel | dict[str, str]) -> str:
    data = payload.model_dump(mode="json") if isinstance(payload, BaseModel) else payload
    return json.dumps(data, ensure_ascii=False)


async def stream_turn(events: TurnEvents) -> ServerSentEvent:
    """Start the turn; errors before the first event (404, 409, 413…) raise as HTTP errors."""
    queue: asyncio.Queue[TurnEvent | BaseException | None] = asyncio.Queue()

    async def pump() -> None:
        try:
            async with aclosing(events):
                async for item in events:
                    queue.put_nowait(item)
        except RedlineError as error:
            queue.put_nowait(error)
        except Exception as error:
            log.exception("streamed turn failed")
            queue.put_nowait(error)
        finally:
            queue.put_nowait(None)

    task = asyncio.get_running_loop().create_task(pump())
    first = await queue.get()
    if isinstance(first, BaseException):
        if isinstance(first, RedlineError):
            raise first
        raise RuntimeError("the turn failed before it started") from first

    async def messages() -> AsyncIterator[ServerSentEventMessage]:
        item: TurnEvent | BaseException | None = first
        try:
            while item is not None:
                if isinstance(item, BaseException):
                    detail = (
                        str(item)
                        if isinstance(item, RedlineError)
                        else "Something went wrong on our side; nothing was changed."
                    )
                    yield ServerSentEventMessage(event="error", data=json.dumps({"detail": detail}))
                else:
                    name, payload = item
                    yield ServerSentEventMessage(event=name, data=_json(payload))
                item = await queue.get()
        finally:
            if not task.done():
                task.cancel()

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
            while True:
                yield _article_event(await changes.get())
        finally:
            unsubscribe()

    return ServerSentEvent(messages(), headers={"Cache-Control": "no-store"})
