"""The judge run in a worker thread, so that a long article's judgement (pure CPU: lining
up hundreds of paragraphs) does not hold every other request of every writer waiting.

`judge_reply` is a coroutine only because it may ask the model again (blocks that did not
fit); in the worker it runs on an event loop of its own, and each such question is sent
back to the server's loop, where the model's client lives. A Stop (the awaiting task
cancelled) returns at once: the thread is left to finish on its own copy of the call, any
question it is asking the model is cancelled, and it asks no more.
"""

from __future__ import annotations

import asyncio
import atexit
import contextvars
import threading
from concurrent.futures import ThreadPoolExecutor

import anyio
import anyio.from_thread
import anyio.lowlevel

from app.domain.models import LLMCall, PromptMessage
from app.editing.dictated import dictating
from app.editing.judge import Ask, EditRequest, Verdict, judge_reply, told_in_article_language
from app.editing.pools import thread_pool
from app.llm.base import Completion, LLMError

# The judge's threads: as many as anyio's worker threads allowed. A thread left judging a
# stopped turn holds one until it finishes; more turns wait for a free one.
_JUDGE_THREADS = 40
# Each judge thread's own event loop, made once and kept: `asyncio.run` made and closed a
# loop (a selector, a self-pipe) every turn, which cost more CPU than the trip to the thread.
_loops = threading.local()
# Every kept loop, so that shutdown can close them (`close_loops`): one left open was collected
# at the process's exit while marked running, and Python printed a traceback to the log.
_guard = threading.Lock()
_idle: set[asyncio.AbstractEventLoop] = set()
_busy: set[asyncio.AbstractEventLoop] = set()
_close_when_done: set[asyncio.AbstractEventLoop] = set()
_at_exit: list[bool] = []  # whether `close_loops` is registered to run at the process's exit


def _pool() -> ThreadPoolExecutor:
    return thread_pool("redline-judge", _JUDGE_THREADS)


def _take_loop() -> asyncio.AbstractEventLoop:
    """This judge thread's event loop, marked in use (new the first time, or once closed)."""
    with _guard:
        loop: asyncio.AbstractEventLoop | None = getattr(_loops, "loop", None)
        if loop is None or loop.is_closed():
            loop = _loops.loop = asyncio.new_event_loop()
            if not _at_exit:
                # A process whose app never shut down (a command line edit, a server killed
                # mid-shutdown) closes them too: by then its pool's threads have finished.
                atexit.register(close_loops)
                _at_exit.append(True)
        _idle.discard(loop)
        _busy.add(loop)
    return loop


def _give_back(loop: asyncio.AbstractEventLoop) -> None:
    """The judgement on `loop` ended: kept for the next, or closed if shutdown asked."""
    with _guard:
        _busy.discard(loop)
        if loop in _close_when_done:
            _close_when_done.discard(loop)
            loop.close()
        else:
            _idle.add(loop)


def close_loops() -> None:
    """Close the judge threads' loops (the app's shutdown): the idle ones now, one still
    judging (a stopped turn's thread left to finish) when its judgement ends. A later
    judgement makes its thread a new one."""
    with _guard:
        for loop in _idle:
            loop.close()  # not running, and its thread waits for `_guard` to take it again
        _idle.clear()
        _close_when_done.update(_busy)


class _Stopped(LLMError):
    """The turn was stopped while the judge was asking the model again."""

    def __init__(self) -> None:
        super().__init__("The turn was stopped.")


class _Asking:
    """The judge's questions to the model, from its thread to the server's loop."""

    def __init__(self, ask: Ask) -> None:
        self._ask = ask
        self._loop = anyio.lowlevel.current_token()  # made on the server's loop
        self._scopes: set[anyio.CancelScope] = set()
        self.stopped = False

    async def _on_loop(self, messages: list[PromptMessage]) -> Completion:
        with anyio.CancelScope() as scope:
            if self.stopped:
                scope.cancel()
            self._scopes.add(scope)
            try:
                return await self._ask(messages)
            finally:
                self._scopes.discard(scope)
        raise _Stopped

    async def from_thread(self, messages: list[PromptMessage]) -> Completion:
        """The `ask` the judge awaits in its thread: blocks the thread, not the loop."""
        if self.stopped:
            raise _Stopped
        return anyio.from_thread.run(self._on_loop, messages, token=self._loop)

    def stop(self) -> None:
        """On the loop: cancel the question being asked, and let no other be asked."""
        self.stopped = True
        for scope in list(self._scopes):
            scope.cancel()


async def judge_off_loop(
    request: EditRequest, call: LLMCall, ask: Ask, completion: Completion | None = None
) -> Verdict:
    """`judge_reply` in a worker thread; what it records on `call` (its outcome, a follow-up
    exchange) is copied back once it has finished, never while a stopped turn saves it. The
    verdict is told in the article's language (`told_in_article_language`)."""
    # A shallow copy is enough: the judge only assigns `call`'s fields (outcome, messages,
    # response), never changes a list or dict in place; a deep copy of the prompt cost ~7 %
    # of a turn's CPU.
    own = call.model_copy()
    asking = _Asking(ask)

    def judged() -> Verdict:
        loop = _take_loop()
        # the writer's dictated words are never read as the model's remark (app/editing/dictated)
        try:
            with dictating("\n".join(request.suggestions)):
                return loop.run_until_complete(
                    judge_reply(request, own, asking.from_thread, completion)
                )
        finally:
            _give_back(loop)

    # A trip to a thread of the judge's own pool costs less than anyio's worker threads (no
    # capacity limiter, no cancel scope); a cancelled wait (Stop) returns at once and leaves
    # the thread to finish on its own copy of the call, as anyio's `abandon_on_cancel` did.
    loop = asyncio.get_running_loop()
    try:
        verdict = await loop.run_in_executor(_pool(), contextvars.copy_context().run, judged)
    except BaseException:
        asking.stop()
        raise
    for name in type(call).model_fields:
        setattr(call, name, getattr(own, name))
    return told_in_article_language(request, verdict, call.outcome)
