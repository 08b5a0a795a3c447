"""A model for tests and benchmarks: replies are queued, every prompt is kept.

Shipped in the package (not under tests/) so the benchmarks can use it without importing tests.
"""

from collections.abc import AsyncIterator
from dataclasses import dataclass, field

from app.domain.models import PromptMessage
from app.llm.base import Completion


@dataclass
class FakeModel:
    """A model whose replies are queued by the test and whose every prompt is kept.

    `enqueue("text")` queues a reply; `enqueue(SomeLLMError("…"))` queues a failure.
    With an empty queue it echoes the article back with the title suffixed " (edited)".
    """

    name: str = "fake"
    model: str = "fake-model"
    queue: list[str | BaseException] = field(default_factory=list)
    history: list[list[PromptMessage]] = field(default_factory=list)
    last_usage: dict[str, int] | None = None

    def enqueue(self, *replies: str | BaseException) -> None:
        self.queue.extend(replies)

    def _next(self, messages: list[PromptMessage]) -> str:
        self.history.append(list(messages))
        if not self.queue:
            raise AssertionError("FakeModel was called with no reply queued")
        reply = self.queue.pop(0)
        if isinstance(reply, BaseException):
            raise reply
        return reply

    async def complete(self, messages: list[PromptMessage]) -> Completion:
        text = self._next(messages)
        usage = {"prompt_tokens": sum(len(m.content) for m in messages), "completion_tokens": 7}
        return Completion(text=text, model=self.model, usage=usage)

    async def stream(self, messages: list[PromptMessage]) -> AsyncIterator[str]:
        text = self._next(messages)
        for start in range(0, len(text), 5):
            yield text[start : start + 5]
        self.last_usage = {"prompt_tokens": 1, "completion_tokens": 1}

    async def aclose(self) -> None:
        return None

    @property
    def prompts_text(self) -> list[str]:
        """Each recorded prompt flattened to one string, for `in` checks."""
        return ["\n".join(m.content for m in prompt) for prompt in self.history]
