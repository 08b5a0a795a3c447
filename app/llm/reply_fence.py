"""A fence a model puts around its whole reply (```, ~~~, ```markdown … ```), as a streamed
reply is read: its opening line, and — when a reply asked again after a stall wraps itself
where the reply the writer saw did not — its closing line left out as the text streams, though
the article's own code blocks keep theirs (app/llm/resume_match.py)."""

from __future__ import annotations

import re

# A fence line, as app/editing/formats/common.py reads one (a label such as markdown or bash).
FENCE_LINE = re.compile(r"[ \t]*(`{3,}|~{3,})[ \t]*[\w+.-]*[ \t\r]*")
# A line still being written that may yet become a fence line.
_BEGUN = re.compile(r"[ \t]*(?:`{1,2}|~{1,2}|(?:`{3,}|~{3,})[ \t]*[\w+.-]*[ \t\r]*)?")
# The fence line a closing fence removes, with the line break before it.
_LEADING_LINE = re.compile(r"\A\n?[^\n]*")


def opening_fence(answer: str) -> tuple[str | None, str]:
    """The fence line `answer` opens with and what follows that line; (None, answer) when it
    opens with none (or the line is not finished)."""
    line, newline, rest = answer.partition("\n")
    if newline and FENCE_LINE.fullmatch(line):
        return line, rest
    return None, answer


def fence_begun(line: str) -> bool:
    """Whether a line still being written (no line break yet) may become a fence line."""
    return _BEGUN.fullmatch(line) is not None


def closing_fence(opening: str) -> str:
    """The line that closes a fence opened by `opening` ("```markdown" → "```")."""
    marks = FENCE_LINE.fullmatch(opening)
    return marks[1] if marks else "```"


class ClosingFenceLeft:
    """Feed the text inside a fence that wrapped a whole reply, in order: each `feed` gives
    what may be passed on now; the fence line that closes the wrapping is left out with the
    line break before it, whatever follows it (a remark after the article) kept.

    Fence lines come in pairs inside the wrapping (the article's code blocks), so the one that
    closes it is the last of an odd count: from a fence line that makes the count odd the text
    is held until another pairs it, and `end` says the held fence was the closing one."""

    def __init__(self, before: str = "") -> None:
        """`before`: the text inside the fence already passed on (the reply the writer saw),
        whose fence lines are the article's code blocks begun."""
        lines = before.split("\n")
        self._hold = ""  # not passed on yet
        self._line = lines[-1]  # the line being written
        self._fences = sum(1 for line in lines[:-1] if FENCE_LINE.fullmatch(line))  # so far
        self._odd = False  # `_hold` begins with a fence line no other has paired yet

    def feed(self, text: str) -> str:
        out = []
        for char in text:
            self._hold += char
            if char == "\n":
                line, self._line = self._line, ""
                if FENCE_LINE.fullmatch(line):
                    self._fences += 1
                    self._odd = self._fences % 2 == 1
                    if self._odd:
                        continue
            else:
                self._line += char
            if not self._odd:
                # a line that may become a fence is held, with the line break before it
                keep = min(len(self._line) + 1, len(self._hold)) if fence_begun(self._line) else 0
                out.append(self._hold[: len(self._hold) - keep])
                self._hold = self._hold[len(self._hold) - keep :]
        return "".join(out)

    def end(self) -> str:
        """What is still held once the reply has ended, without the closing fence line."""
        unfinished = bool(self._line)
        out = self.feed("\n") if unfinished else ""  # the last line, as if it were ended
        hold, self._hold = self._hold, ""
        if unfinished:
            hold = hold[:-1]  # the line break `feed` was given, always held: the line after it
        if self._odd:
            hold = _LEADING_LINE.sub("", hold, count=1)
        return out + hold
