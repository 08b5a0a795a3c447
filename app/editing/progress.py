"""How far a streamed reply has got, as the writer counts paragraphs ("Writing… paragraph 2 of
5"): each delta is sent with the paragraph the reply is writing and how many the article has,
counted by app/domain/paragraph_places.py — a `## ` heading is no paragraph, a fenced code block
split by blank lines is one — so the panel draws the count without counting again."""

from __future__ import annotations

import re
from collections.abc import AsyncGenerator
from contextlib import aclosing

from app.domain.paragraph_places import FENCE, heading_words, numbered_paragraphs
from app.domain.text import split_paragraphs
from app.llm.base import StreamedReply
from app.llm.thinking_hidden import shown_deltas

_BREAK = re.compile(r"\n[^\S\n]*\n")
# A block begun with the marks of a heading and nothing after them yet ("##"): a heading, as
# far as the count goes, so the count never steps back when its words come.
_HEADING_BEGUN = re.compile(r"\s*#{1,6}[ \t]*")


# The model's line over the article: one short line ending in a colon ("Sure! Here's the
# revised article:", 好的，修改如下：), and a fence of prose it opens around the whole reply.
_LEAD_IN = re.compile(r"[^\n]{1,120}[:：]")
_WRAPPER = re.compile(r"(?:```|~~~)[ \t]*(?:markdown|md|text|txt|plain|plaintext)?", re.IGNORECASE)
_WRAPPER_END = re.compile(r"^[ \t]{0,3}(?:```|~~~)[ \t]*$", re.MULTILINE)


class ReplyProgress:
    """The paragraph a full reply ("Title", blank line, the article) is writing, delta by
    delta: the blocks it closed that are paragraphs (its first block is the title), and the
    one it is in. An article written one paragraph a line is counted by the panel itself."""

    def __init__(self, body: str) -> None:
        blocks = split_paragraphs(body)
        by_lines = bool(blocks) and not _BREAK.search(body.replace("\r\n", "\n").strip())
        self.total = 0 if by_lines and len(blocks) > 1 else len(numbered_paragraphs(blocks))
        self.closed = 0  # blocks the reply finished, its title the first
        self.counted = 0  # of those, the paragraphs
        self.fenced = False  # inside a fenced code block split by blank lines
        self.open = ""  # the block being written
        self.wrapped = False  # the reply sits in a ```markdown fence of its own
        self.done = False  # that fence closed: what follows is the model's, not the article

    def add(self, text: str) -> int:
        """The paragraph being written once `text` came (1 at least)."""
        self.open += text
        if "\n" in text or self.open.endswith("\n"):
            *done, self.open = _BREAK.split(self.open)
            for block in done:
                self._close(block)
        heading = heading_words(self.open) is not None or _HEADING_BEGUN.fullmatch(self.open)
        writing = bool(self.open.strip()) and self.closed >= 1 and not self.fenced
        at = max(1, self.counted + (writing and not heading and not self.done))
        return min(at, self.total) if self.total else at  # chatter after the last is no more

    def _close(self, block: str) -> None:
        if self.closed == 0:
            block = self._unwrapped(block)
        elif self.wrapped and not self.done and (end := _WRAPPER_END.search(block)):
            self._close(block[: end.start()])  # the last paragraph, then the fence's end
            self.done = True  # "Let me know…" after it is the model's, not the article
            return
        if not block.strip() or self.done:
            return
        self.closed += 1
        odd = len(FENCE.findall(block)) % 2 == 1
        if self.closed > 1 and not self.fenced and heading_words(block) is None:
            self.counted += 1
        if odd:
            self.fenced = not self.fenced

    def _unwrapped(self, block: str) -> str:
        """The reply's first block without the model's lead-in line ("Sure! Here's the revised
        article:", 好的：) and the fence it opens around the article (```markdown), which are
        neither its title nor a paragraph."""
        lines = block.split("\n")
        while lines and (_LEAD_IN.fullmatch(lines[0].strip()) or not lines[0].strip()):
            lines.pop(0)
        if lines and _WRAPPER.fullmatch(lines[0].strip()):
            self.wrapped = True
            lines.pop(0)
        return "\n".join(lines)

    def told(self, text: str) -> dict[str, str | int]:
        """A `delta` event's data: the text, and where the reply is when the count means
        anything (an article of two paragraphs or more, not written one a line)."""
        at = self.add(text)
        if self.total < 2:
            return {"text": text}
        return {"text": text, "paragraph": at, "paragraphs": self.total}


async def shown_progress(
    reply: StreamedReply, kept: list[str], longest: int, body: str
) -> AsyncGenerator[dict[str, str | int], None]:
    """`shown_deltas` of the reply, each as a `delta` event's data with the paragraph it is
    at in the article `body`."""
    progress = ReplyProgress(body)
    calls_hidden = "<tool_call>" not in body  # else the article writes the tags itself
    async with aclosing(shown_deltas(reply, kept, longest, calls_hidden=calls_hidden)) as deltas:
        async for shown in deltas:
            yield progress.told(shown)
