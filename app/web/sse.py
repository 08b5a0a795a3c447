"""Server-Sent Events: a turn as it happens, and an article's changes for live sync.

A turn runs in its own task (app/editing/running.py); the response only listens to it. When
the browser goes away (a reload, a closed tab) the listening stops and the reply goes on being
written; Stop is its own request (`POST /api/chat/messages/{id}/stop`).
"""

import asyncio
import json
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import aclosing
from dataclasses import asdict

from litestar.response import ServerSentEvent, ServerSentEventMessage
from pydantic import BaseModel

from app.domain.errors import RedlineError
from app.editing.running import Heard, RunningTurn
from app.events import ArticleChanged, EventBus


def _json(payload: BaseModel | dict[str, str]) -> str:
    data = payload.model_dump(mode="json") if isinstance(payload, BaseModel) else payload
    return json.dumps(data, ensure_ascii=False)


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
        item: Heard | None = first
        async with aclosing(heard):
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
                item = await anext(heard, None)

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
