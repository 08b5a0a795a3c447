"""Style learning's blocking calls go to a worker thread, except in the learner process
(`at_once`, inherited by the tasks it starts) and for writes held in memory."""

from __future__ import annotations

import asyncio
import threading

from app.style.offload import at_once, blocking


def where() -> int:
    return threading.get_ident()


def test_a_blocking_call_runs_in_a_worker_thread_unless_at_once_or_in_memory() -> None:
    async def main() -> None:
        loop_thread = threading.get_ident()
        assert await blocking(where) != loop_thread
        assert await blocking(where, in_memory=True) == loop_thread
        with at_once():
            assert await blocking(where) == loop_thread
            # A task started inside keeps it (the learner's queue runs its jobs in tasks).
            assert await asyncio.get_running_loop().create_task(blocking(where)) == loop_thread
        assert await blocking(where) != loop_thread
        assert await blocking(divmod, 7, 2) == (3, 1)

    asyncio.run(main())


def test_at_once_in_one_task_leaves_another_unchanged() -> None:
    async def main() -> tuple[int, int, int]:
        loop_thread = threading.get_ident()
        entered = asyncio.Event()
        release = asyncio.Event()

        async def learner() -> int:
            with at_once():
                entered.set()
                await release.wait()
                return await blocking(where)

        task = asyncio.get_running_loop().create_task(learner())
        await entered.wait()
        elsewhere = await blocking(where)
        release.set()
        return loop_thread, elsewhere, await task

    loop_thread, elsewhere, inside = asyncio.run(main())
    assert elsewhere != loop_thread and inside == loop_thread
