"""What of a streamed reply the writer is shown: a reasoning model's thinking written into the
content (`<think>…</think>`, DeepSeek and Qwen style) is left out as it streams, though its tags
come split across chunks (`<thi` + `nk>`) and a reply cut while thinking never closes it.

The reply itself is kept whole for the judge and the model call's record, which take the
thinking out their own way (app/editing/formats/leaks.py); this is only the live view of it,
and the words a stopped reply shows of what had come.
"""

from __future__ import annotations

import re
from collections.abc import AsyncGenerator

from app.llm.base import StreamedReply
from app.llm.tool_call_hidden import ToolCallHidden

# The tag names reasoning models use (as leaks.py reads them), lower-case.
_NAMES = ("think", "thinking", "reasoning", "thought", "reflection")
_OPENING = tuple(f"<{name}>" for name in _NAMES)


def _held_tail(text: str, tag: str) -> int:
    """How many of `text`'s last characters could be the start of `tag` (cut across chunks)."""
    for size in range(min(len(tag) - 1, len(text)), 0, -1):
        if tag.startswith(text[-size:].lower()):
            return size
    return 0


class ThinkingHidden:
    """Feed a reply's deltas in order; each `feed` gives what the writer may see of them now.

    A thinking block counts where the answer has not begun — at the reply's start, or right
    after another block — as reasoning models write it; the same tags inside an article's
    text are the article's."""

    def __init__(self) -> None:
        self._held = ""  # not shown yet: maybe a tag's start, or whitespace before the answer
        self._closing: str | None = None  # the tag that ends the block being read
        self._answering = False  # the answer has begun: everything from here is shown
        self._thought = False  # a block was left out: the blank lines after it go too

    def feed(self, delta: str) -> str:
        if self._answering:
            return delta
        self._held += delta
        while True:
            if self._closing is not None:
                end = re.search(re.escape(self._closing), self._held, re.IGNORECASE)
                if end is None:
                    keep = _held_tail(self._held, self._closing)
                    self._held = self._held[len(self._held) - keep :] if keep else ""
                    return ""
                self._held = self._held[end.end() :]
                self._closing, self._thought = None, True
                continue
            start = self._held.lstrip()
            opening = next((tag for tag in _OPENING if start[: len(tag)].lower() == tag), None)
            if opening is not None:
                self._held, self._closing = start[len(opening) :], f"</{opening[1:]}"
                continue
            if not start or any(tag.startswith(start.lower()) for tag in _OPENING):
                return ""  # only blank so far, or maybe a tag still arriving
            self._answering = True
            shown, self._held = (start if self._thought else self._held), ""
            return shown

    def end(self) -> str:
        """What is still held once the reply has ended: a tag's start that was not one, never
        an unclosed block's thinking."""
        if self._answering or self._closing is not None:
            return ""
        held, self._held = self._held, ""
        return held.lstrip() if self._thought else held


def without_thinking(text: str) -> str:
    """`text` (a reply, or as much of it as came) as the writer is shown it."""
    hidden = ThinkingHidden()
    return hidden.feed(text) + hidden.end()


async def shown_deltas(
    reply: StreamedReply, kept: list[str], longest: int, *, calls_hidden: bool = True
) -> AsyncGenerator[str, None]:
    """The deltas of `reply` the writer is shown, each raw delta kept in `kept` as it comes
    (a stopped reply is saved from them); the reading ends once more than `longest`
    characters came (a reply that long cannot be saved) and lets the model's connection go.
    A tool call the reply makes is left out too (app/llm/tool_call_hidden.py), unless
    `calls_hidden` is False (an article that writes the tags itself)."""
    hidden, calls = ThinkingHidden(), ToolCallHidden()
    written = 0
    async for delta in reply:
        kept.append(delta)
        shown = hidden.feed(delta)
        if shown := (calls.feed(shown) if calls_hidden else shown):
            yield shown
        written += len(delta)
        if written > longest:
            break  # no need to read on: it cannot be saved
    if written > longest:
        await reply.aclose()  # lets the model's connection go
    elif rest := (calls.feed(hidden.end()) + calls.end() if calls_hidden else hidden.end()):
        yield rest
