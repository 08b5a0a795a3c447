"""A store call that raises after its task was cancelled (Stop, a client gone) must not swallow
the cancellation, and the article's lock stays held until the call has finished (session 12)."""

from __future__ import annotations

import asyncio
import threading
from datetime import UTC, datetime
from pathlib import Path

import pytest

from app.editing.articles import Articles
from app.events import EventBus
from app.settings import Settings
from app.store.tinydb_store import TinyDBStore

NOW = datetime(2026, 12, 1, 10, 0, tzinfo=UTC)


class _Call:
    """A store call that blocks until released, then fails (a commit that raised)."""

    def __init__(self) -> None:
        self.started = threading.Event()
        self.release = threading.Event()
        self.finished = threading.Event()

    def __call__(self) -> None:
        self.started.set()
        self.release.wait(30)
        self.finished.set()
        raise OSError("disk full")


def _articles(tmp_path: Path) -> Articles:
    store = TinyDBStore(tmp_path)
    settings = Settings(data_dir=tmp_path, _env_file=None)  # type: ignore[call-arg]
    return Articles(store, settings, lambda: NOW, EventBus())


async def _until(event: threading.Event) -> None:
    while not event.is_set():
        await asyncio.sleep(0.001)


def test_a_cancelled_task_whose_store_call_raised_ends_cancelled(tmp_path: Path) -> None:
    articles = _articles(tmp_path)
    call = _Call()
    seen_by_next_holder: list[bool] = []

    async def main() -> None:
        lock = asyncio.Lock()

        async def turn() -> None:
            async with lock:
                await articles.io(call)

        async def next_writer() -> None:
            async with lock:
                seen_by_next_holder.append(call.finished.is_set())

        task = asyncio.create_task(turn())
        await _until(call.started)
        waiting = asyncio.create_task(next_writer())
        task.cancel()
        for _ in range(20):  # the loop turns many times: the task stays on its call
            await asyncio.sleep(0)
        assert not task.done() and not waiting.done()
        call.release.set()
        with pytest.raises(asyncio.CancelledError):
            await task
        assert task.cancelled()
        await waiting

    asyncio.run(main())
    # The next writer got the lock only once the failed call was over.
    assert seen_by_next_holder == [True]

    # Without a cancellation the store's error still reaches the caller.
    failing = _Call()
    failing.release.set()

    async def uncancelled() -> None:
        with pytest.raises(OSError, match="disk full"):
            await articles.io(failing)

    asyncio.run(uncancelled())
