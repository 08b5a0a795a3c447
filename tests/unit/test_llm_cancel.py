"""A Stop that lands just as a streamed chunk arrives still stops the reply."""

from __future__ import annotations

import asyncio

import pytest

from app.llm.openai import _before


async def _cancelled_as_it_finishes() -> str:
    loop = asyncio.get_running_loop()
    chunk: asyncio.Future[str] = loop.create_future()

    async def next_line() -> str:
        return await chunk

    reading = asyncio.ensure_future(_before(loop.time() + 30, next_line()))
    await asyncio.sleep(0)  # the read is waiting for its chunk
    await asyncio.sleep(0)
    chunk.set_result("data: {}")  # the chunk lands…
    reading.cancel()  # …in the same moment as Stop
    return await reading


def test_a_cancel_arriving_with_the_chunk_is_not_lost() -> None:
    with pytest.raises(asyncio.CancelledError):
        asyncio.run(_cancelled_as_it_finishes())


def test_a_read_past_its_deadline_times_out() -> None:
    async def late() -> None:
        loop = asyncio.get_running_loop()
        await _before(loop.time() + 0.01, asyncio.sleep(5))

    with pytest.raises(TimeoutError):
        asyncio.run(late())


def test_a_deadline_already_passed_times_out_at_once() -> None:
    async def passed() -> None:
        loop = asyncio.get_running_loop()
        step = asyncio.sleep(0)
        try:
            await _before(loop.time() - 1, step)
        finally:
            step.close()

    with pytest.raises(TimeoutError):
        asyncio.run(passed())
