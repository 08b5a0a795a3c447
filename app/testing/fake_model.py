"""A model for tests and benchmarks: replies are queued, every prompt is kept.

Shipped in the package (not under tests/) so the benchmarks can use it without importing tests.
"""

import asyncio
import threading
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field

import anyio

from app.domain.models import PromptMessage
from app.llm.base import Completion, StreamedReply, StreamState


@dataclass
class FakeModel:
    """A model whose replies are queued by the test and whose every prompt is kept.

    `enqueue("text")` queues a reply; `enqueue(SomeLLMError("…"))` queues a failure;
    `enqueue(Completion(text, model, finish_reason="length"))` a reply cut at the token
    limit (`cut=True`: a stream that stops before its end).
    """

    name: str = "fake"
    model: str = "fake-model"
    queue: list[str | Completion | BaseException] = field(default_factory=list)
    history: list[list[PromptMessage]] = field(default_factory=list)

    def enqueue(self, *replies: str | Completion | BaseException) -> None:
        self.queue.extend(replies)

    def _next(self, messages: list[PromptMessage]) -> Completion:
        self.history.append(list(messages))
        if not self.queue:
            raise AssertionError("FakeModel was called with no reply queued")
        reply = self.queue.pop(0)
        if isinstance(reply, BaseException):
            raise reply
        if isinstance(reply, Completion):
            return reply
        return Completion(text=reply, model=self.model, finish_reason="stop")

    async def complete(self, messages: list[PromptMessage]) -> Completion:
        reply = self._next(messages)
        usage = {"prompt_tokens": sum(len(m.content) for m in messages), "completion_tokens": 7}
        return Completion(
            text=reply.text,
            model=reply.model,
            usage=usage,
            finish_reason=reply.finish_reason,
            cut=reply.cut,
        )

    def stream(self, messages: list[PromptMessage]) -> StreamedReply:
        state = StreamState(model=self.model)
        return StreamedReply(self._deltas(messages, state), self.model, state)

    async def _deltas(
        self, messages: list[PromptMessage], state: StreamState
    ) -> AsyncIterator[str]:
        reply = self._next(messages)
        for start in range(0, len(reply.text), 5):
            yield reply.text[start : start + 5]
        state.usage = {"prompt_tokens": 1, "completion_tokens": 1}
        state.finish_reason = reply.finish_reason
        state.ended = not reply.cut

    async def aclose(self) -> None:
        return None

    @property
    def prompts_text(self) -> list[str]:
        """Each recorded prompt flattened to one string, for `in` checks."""
        return ["\n".join(m.content for m in prompt) for prompt in self.history]


class HeldModel(FakeModel):
    """A model that streams the start of its reply, then holds until the test sets `release`
    (or the turn is stopped), then streams the rest: for Stop, reloads and races mid-reply."""

    def __init__(
        self, head: Sequence[str] = ("T\n\nAlpha",), tail: str = " one.", pause: float = 0
    ) -> None:
        super().__init__()
        self.head, self.tail, self.pause = tuple(head), tail, pause
        self.release = threading.Event()

    async def stream(  # type: ignore[override]
        self, messages: list[PromptMessage]
    ) -> AsyncIterator[str]:
        self.history.append(list(messages))
        for chunk in self.head:
            await asyncio.sleep(self.pause)
            yield chunk
        await anyio.to_thread.run_sync(self.release.wait, 20)
        yield self.tail
