"""The provider interface: complete a chat, or stream it as text deltas.

Each call answers with its own reply object (a `Completion`, or a `StreamedReply` that
becomes one when the stream ends) carrying the text, the token usage and how the reply
ended — never an attribute on the shared provider, which concurrent streams would overwrite.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterable, AsyncIterator
from dataclasses import dataclass, field
from typing import Any, Protocol

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


class LLMTooLong(LLMBadResponse):
    """The request is more than the model can read (its context window): asking the same
    again cannot help."""


# How endpoints end a reply they did not finish, compared without case: "length" at the token
# limit ("max_tokens" from some proxies and Anthropic, MAX_TOKENS from Gemini and Cohere,
# "model_length" from Mistral, "max_output_tokens" from the Responses API), or a failure
# while writing ("abort" from vLLM, "error" from others; SAFETY, RECITATION and their kin from
# Gemini, whose rules stopped the reply part-way).
FAILED = frozenset(
    {"error", "abort", "aborted", "cancelled", "canceled"}
    | {"safety", "recitation", "prohibited_content", "blocklist", "spii", "language"}
)
UNFINISHED = frozenset({"length", "max_tokens", "model_length", "max_output_tokens"}) | FAILED


def _ending(finish_reason: str | None) -> str:
    return (finish_reason or "").strip().lower()


@dataclass
class Completion:
    """A finished reply: its text, the model that wrote it, token usage when known, and how it
    ended (`finish_reason` as the endpoint said; `cut` when a stream stopped before its end)."""

    text: str
    model: str
    usage: dict[str, int] | None = None
    raw: dict[str, Any] = field(default_factory=dict)
    finish_reason: str | None = None
    cut: bool = False
    tool: str | None = None  # the tool the reply called instead of writing (its name)

    @property
    def truncated(self) -> bool:
        """Whether the reply stopped before the model finished it (token limit, a cut stream,
        or an endpoint that says it failed while writing)."""
        return self.cut or _ending(self.finish_reason) in UNFINISHED

    @property
    def failed(self) -> bool:
        """Whether the endpoint said the reply failed while it was written (vLLM's "abort",
        "error"): what arrived is not the model's whole answer."""
        return _ending(self.finish_reason) in FAILED


@dataclass
class StreamState:
    """What a provider learns while reading a stream: usage, model, and how the reply ended
    (`ended`: the stream's own end marker arrived)."""

    model: str
    usage: dict[str, int] | None = None
    finish_reason: str | None = None
    ended: bool = False
    calls: list[ToolCall] = field(default_factory=list)  # the tools the reply called, in order
    deltas: bool = False  # a chunk in the usual shape (`delta`) arrived

    @property
    def tool(self) -> str | None:
        """The name of the first tool the reply called, if it called one."""
        return self.calls[0].name or "unnamed" if self.calls else None


@dataclass
class ToolCall:
    """One tool call of a reply: its name and its arguments as the deltas spelled them; `key`
    tells a stream's pieces of it from another call's (its index, else its id)."""

    key: object
    name: str = ""
    arguments: str = ""
    ident: str = ""  # the id the endpoint gave it, if any


def tool_call_text(state: StreamState) -> str:
    """The reply's tool calls as the text Hermes-style models write them, one
    `<tool_call>{"name": …, "arguments": …}</tool_call>` each: the editor reads an article or
    the edits their arguments carry, and refuses calls that carry none, naming the tool."""
    blocks = []
    for tool in state.calls:
        try:
            arguments: Any = json.loads(tool.arguments)
        except ValueError:
            arguments = tool.arguments
        call = {"name": tool.name or "unnamed", "arguments": arguments}
        blocks.append(f"<tool_call>\n{json.dumps(call, ensure_ascii=False)}\n</tool_call>")
    return "\n".join(blocks)


class StreamedReply:
    """Text deltas as they arrive; once they are exhausted, `completion()` is the whole reply.

    A provider passes the `StreamState` it fills in while reading. Without one (a plain
    async iterator of text wrapped by `streamed`), the iterator's normal end is the reply's end.
    """

    def __init__(
        self, deltas: AsyncIterable[str], model: str, state: StreamState | None = None
    ) -> None:
        self._deltas = deltas
        self._parts: list[str] = []
        self.state = state or StreamState(model=model, ended=True)
        self._exhausted = False

    def __aiter__(self) -> AsyncIterator[str]:
        return self._read()

    async def _read(self) -> AsyncIterator[str]:
        async for delta in self._deltas:
            self._parts.append(delta)
            yield delta
        self._exhausted = True

    async def aclose(self) -> None:
        """Stop reading before the end: lets the model's connection go."""
        close = getattr(self._deltas, "aclose", None)
        if close is not None:
            await close()

    def completion(self) -> Completion:
        """The reply so far; `cut` when the stream has not reached its own end."""
        return Completion(
            text="".join(self._parts),
            model=self.state.model,
            usage=self.state.usage,
            finish_reason=self.state.finish_reason,
            cut=not (self._exhausted and self.state.ended),
        )


class LLMProvider(Protocol):
    """What the edit flow needs from a model."""

    name: str  # "openai", "offline", "fake"
    model: str  # model name recorded on revisions and LLM calls

    async def complete(self, messages: list[PromptMessage]) -> Completion: ...

    def stream(self, messages: list[PromptMessage]) -> AsyncIterable[str]:
        """Text deltas; a `StreamedReply` also tells how the reply ended (see `streamed`)."""
        ...

    async def aclose(self) -> None: ...


def streamed(deltas: AsyncIterable[str], model: str) -> StreamedReply:
    """`deltas` as a StreamedReply (a provider's own, or a plain iterator wrapped)."""
    if isinstance(deltas, StreamedReply):
        return deltas
    return StreamedReply(deltas, model)
