"""Server-Sent Events for a turn, and the JSON shape of every turn event.

The turn runs in its own task and feeds a queue; the response only reads the queue. When
the writer presses Stop the browser drops the connection, Litestar cancels the response,
and we cancel the turn task — which saves the reply as "stopped" and creates no revision.
"""

import asyncio
import json
import logging
from collections.abc import AsyncIterator
from contextlib import aclosing
from typing import Any

from litestar.response import ServerSentEvent, ServerSentEventMessage
from pydantic import BaseModel

from app.domain.errors import RedlineError
from app.editing.service import Event, TurnOutcome

log = logging.getLogger(__name__)


def jsonable(payload: Any) -> Any:
    if isinstance(payload, TurnOutcome):
        return payload.as_dict()
    if isinstance(payload, BaseModel):
        return payload.model_dump(mode="json")
    return payload


async def stream_turn(events: AsyncIterator[Event]) -> ServerSentEvent:
    """Start the turn; errors before the first event (404, 409, 413…) raise as HTTP errors."""
    queue: asyncio.Queue[Event | BaseException | None] = asyncio.Queue()

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
        item: Event | BaseException | None = first
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
                    data = json.dumps(jsonable(payload), ensure_ascii=False)
                    yield ServerSentEventMessage(event=name, data=data)
                item = await queue.get()
        finally:
            if not task.done():
                task.cancel()

    return ServerSentEvent(messages(), headers={"Cache-Control": "no-store"})
