"""Whether a stream asked again after a stall or a drop goes on with the reply the writer has
seen: the two attempts are compared by what they answer, as the writer is shown it — a
reasoning model's `<think>…</think>` (which differs from one attempt to the next), the
whitespace before the answer, and a fence around the whole reply (```markdown … ```, which one
attempt may write and the other not; app/llm/reply_fence.py) left out — never by their raw
text. The reply stays one: fenced as the writer saw it begin, or not at all."""

from __future__ import annotations

from app.llm.reply_fence import (
    FENCE_LINE,
    ClosingFenceLeft,
    closing_fence,
    fence_begun,
    opening_fence,
)
from app.llm.thinking_hidden import ThinkingHidden, without_thinking


class Resumption:
    """Feed the new attempt's deltas in order: `feed` gives None while it has not yet answered
    as far as the writer saw, then the rest of it to pass on (raw: a thinking block the writer
    was not shown is kept for the reply reader); `end`, once it has ended, what is left to pass
    on. `differs` is set once it answers otherwise, `covered` once it answered as far."""

    def __init__(self, seen: str) -> None:
        answer = without_thinking(seen).lstrip()  # what the writer was shown of the answer
        self._anew = not answer  # no answer was seen yet: the new attempt is the reply
        self._opening, inside = opening_fence(answer)  # the fence the answer seen opened with
        self._seen = inside.lstrip() if self._opening is not None else answer
        self._hidden = ThinkingHidden()
        # The new attempt's first line, while it may be a fence line (None once read; at
        # once when the text seen stopped inside a line that may be one: compared as it came).
        self._first: str | None = None if "\n" not in answer and fence_begun(answer) else ""
        self._fenced: str | None = None  # the fence line the new attempt opened with
        self._answered = 0  # how many characters of `_seen` the new attempt has answered
        self._inside: ClosingFenceLeft | None = None  # the new attempt's wrapping, undone
        self._last = answer[-1:]  # the last character passed on
        self.differs = False
        self.covered = False

    def feed(self, delta: str) -> str | None:
        if self.differs:
            return None
        if self._anew:
            return delta
        if self.covered:
            return self._passed(delta)
        for index, char in enumerate(delta):
            shown = self._hidden.feed(char)
            for at, answered in enumerate(shown):
                rest = self._answer(answered)
                if self.differs:
                    return None
                if rest is not None:
                    self.covered = True
                    if self._fenced is not None and not self._same_fence():
                        self._inside = ClosingFenceLeft(self._seen)
                    return self._passed(rest + shown[at + 1 :] + delta[index + 1 :])
        return None

    def end(self) -> str:
        """What is left to pass on once the new attempt has ended: what it held back, and the
        fence the writer saw open closed, when the new attempt wrote the reply unfenced."""
        if not self.covered or self._anew:
            return ""
        rest = self._passed_end()
        if self._opening is None or self._same_fence():
            return rest
        last = rest[-1:] or self._last
        return rest + ("" if last == "\n" else "\n") + closing_fence(self._opening)

    def _same_fence(self) -> bool:
        return (self._opening or "").strip() == (self._fenced or "").strip()

    def _answer(self, char: str) -> str | None:
        """Reads one character of the new attempt's answer: None while it has not covered
        what was seen, else what of it comes after (the rest of a first line held)."""
        if self._first is None:
            return self._compare(char)
        if not self._first and char.isspace():
            return None  # the whitespace before the answer
        self._first += char
        if char == "\n" and FENCE_LINE.fullmatch(self._first[:-1]):
            self._fenced, self._first = self._first[:-1], None
            return "" if not self._seen else None
        if char != "\n" and fence_begun(self._first):
            return None
        line, self._first = self._first, None
        return self._compare(line)

    def _compare(self, text: str) -> str | None:
        for index, char in enumerate(text):
            if self._answered >= len(self._seen):
                return text[index:]
            if self._answered == 0 and char.isspace():
                continue  # blank lines after the fence line
            if char != self._seen[self._answered]:
                self.differs = True
                return None
            self._answered += 1
        return "" if self._answered >= len(self._seen) else None

    def _passed(self, text: str) -> str:
        out = text if self._inside is None else self._inside.feed(text)
        self._last = out[-1:] or self._last
        return out

    def _passed_end(self) -> str:
        out = "" if self._inside is None else self._inside.end()
        self._last = out[-1:] or self._last
        return out


def resumed(seen: str, heard: str) -> str | None:
    """What of `heard` (a new attempt's whole raw text) comes after the answer `seen` showed,
    or None when it does not answer the same as far as that."""
    resumption = Resumption(seen)
    rest = resumption.feed(heard)
    return None if rest is None else rest + resumption.end()
