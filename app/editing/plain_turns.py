"""The answer to a plain (non-streaming) turn request: the running turn's result, or the
stopped reply when the client that asked goes away first."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

from app.domain.errors import RedlineError
from app.editing.answers import TurnEvent
from app.editing.running import RunningTurn
from app.editing.views import SendResult


class ClientGone(RedlineError):
    """The client closed its plain request before the answer: nobody reads this."""

    status_code = 499


async def run_to_end(
    turn: RunningTurn, receive: Callable[[], Awaitable[Any]] | None = None
) -> SendResult:
    """The non-streaming answer: wait for the running turn and return its result.

    An API client that closes a plain (non-streaming) request stops its turn, as Stop does
    (the reply is saved as stopped): `receive` tells when it went away."""
    try:
        events = await (turn.result() if receive is None else _unless_gone(turn, receive))
    except asyncio.CancelledError:
        if turn.task is not None:
            turn.task.cancel()
        raise
    done = next((p for name, p in events if name == "done" and isinstance(p, SendResult)), None)
    if done is None and turn.stopped is not None:
        return turn.stopped  # Stop (from any tab) ended it: the stopped reply is the answer
    if done is None:
        raise RuntimeError("the turn ended without a result")
    return done


async def _unless_gone(turn: RunningTurn, receive: Callable[[], Awaitable[Any]]) -> list[TurnEvent]:
    """The turn's events, or ClientGone once the turn is stopped because the client left."""
    result = asyncio.ensure_future(turn.result())
    gone = asyncio.ensure_future(_disconnected(receive))
    try:
        await asyncio.wait({result, gone}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        gone.cancel()
    if not result.done() and turn.task is not None and not turn.committing:
        turn.task.cancel()  # its reply is saved as stopped before the task ends
        await asyncio.wait([turn.task])
        await asyncio.wait([result])
        raise ClientGone("The client closed the request; the reply was stopped.")
    return await result


async def _disconnected(receive: Callable[[], Awaitable[Any]]) -> None:
    """Returns once the client has closed the connection (a body not read yet is skipped)."""
    while (await receive()).get("type") != "http.disconnect":
        pass
