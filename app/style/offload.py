"""Where style learning runs a blocking call: in a worker thread, or at once in the learner.

On a web worker's event loop (or an app that learns in-process, as tests do) a blocking call —
a store read or write, the CPU of reading a change — goes to a worker thread, so requests keep
being served meanwhile. The learner process (app/style/learner_process.py) serves nothing
else: there each hand-off is only cost (a thread wake-up, a futex, the loop's self-pipe, a few
a job), so inside `at_once()` the calls run where they are made. A persona's writes held in
memory (app/style/queue_batch.PersonaWrites) never block, so they never hop.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TypeVar

from anyio import to_thread

T = TypeVar("T")

# A context variable, not a global: the tasks the learner starts inherit it, and nothing
# else in the same interpreter (a test running the learner's loop) is changed.
_AT_ONCE: ContextVar[bool] = ContextVar("redline_style_at_once", default=False)


@contextmanager
def at_once() -> Iterator[None]:
    """Inside: `blocking` calls run at once (tasks started inside keep doing so)."""
    token = _AT_ONCE.set(True)
    try:
        yield
    finally:
        _AT_ONCE.reset(token)


async def blocking(call: Callable[..., T], *args: object, in_memory: bool = False) -> T:
    """`call(*args)` off the event loop, or at once inside `at_once()` or when `in_memory`."""
    if in_memory or _AT_ONCE.get():
        return call(*args)
    return await to_thread.run_sync(call, *args)
