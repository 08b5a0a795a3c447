"""Who hears that the model client is waiting before it asks again (a 429 with Retry-After,
a 5xx, a dropped connection), so a writer is told "the model is busy; Redline tries again in
5 s" instead of a reply that seems stuck.

The listener is set in a context variable by whoever starts the work (the streamed turn,
app/web/sse.py); a task started from there (the turn's own) copies the context, so the
provider calling `tell` deep inside the turn reaches it without the layers between knowing.
No listener: nothing is told."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Literal

from app.llm.base import LLMError, LLMRateLimited, LLMTimeout

WaitReason = Literal["busy", "unavailable", "timeout", "dropped"]


@dataclass(frozen=True)
class ModelWait:
    """The client waits `seconds` before attempt number `attempt` (2 for the first retry),
    because the model was `reason`: busy (429), unavailable (5xx or unreachable), too slow,
    or its connection dropped mid-reply."""

    seconds: float
    attempt: int
    reason: WaitReason


Listener = Callable[[ModelWait], None]
_LISTENER: ContextVar[Listener | None] = ContextVar("redline_model_wait", default=None)


@contextmanager
def listening(listener: Listener) -> Iterator[None]:
    """Tell `listener` of every wait in this context and the tasks started from it."""
    token = _LISTENER.set(listener)
    try:
        yield
    finally:
        _LISTENER.reset(token)


def reason_of(error: LLMError) -> WaitReason:
    """Why an attempt that is to be retried failed, in the words a wait is told with."""
    if isinstance(error, LLMRateLimited):
        return "busy"
    if isinstance(error, LLMTimeout):
        return "timeout"
    return "dropped" if "dropped in the middle" in str(error) else "unavailable"


def tell(wait: ModelWait) -> None:
    """Say a wait to whoever listens (a listener only takes note: it must not raise)."""
    listener = _LISTENER.get()
    if listener is not None:
        listener(wait)


# "(4 attempts)", "on each of 4 attempts", "after 4 attempts": how a failure's sentence counts
# the attempts it will have made once the writer reads it.
_ATTEMPT_COUNT = re.compile(r" \(\d+ attempts?\)| (?:on each of|after) \d+ attempts?")


def without_attempt_count(sentence: str) -> str:
    """A failure's sentence without its count of attempts, for a log line written after one
    attempt (it says "attempt 1 of 4" itself)."""
    return _ATTEMPT_COUNT.sub("", sentence)
