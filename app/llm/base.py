"""The provider interface: complete a chat, or stream it as text deltas."""

from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Protocol

from app.domain.models import PromptMessage


class LLMError(Exception):
    """The model could not answer; `str(error)` is a sentence a writer can read."""


class LLMTimeout(LLMError):
    """The model took longer than the configured timeout."""


class LLMRateLimited(LLMError):
    """The endpoint kept answering 429 after every retry."""


class LLMUnavailable(LLMError):
    """Connection refused, DNS failure or 5xx after every retry."""


class LLMBadResponse(LLMError):
    """The endpoint answered, but not with a chat completion (or with 4xx)."""


@dataclass
class Completion:
    """A finished reply: its text, the model that wrote it, and token usage when known."""

    text: str
    model: str
    usage: dict[str, int] | None = None
    raw: dict = field(default_factory=dict)


class LLMProvider(Protocol):
    """What the edit flow needs from a model."""

    name: str  # "openai", "offline", "fake"
    model: str  # model name recorded on revisions and LLM calls

    async def complete(self, messages: list[PromptMessage]) -> Completion: ...

    def stream(self, messages: list[PromptMessage]) -> AsyncIterator[str]:
        """Yield text deltas; after exhaustion `last_usage` holds usage when known."""
        ...

    async def aclose(self) -> None: ...
