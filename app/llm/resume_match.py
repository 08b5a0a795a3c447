"""Whether a stream asked again after a stall or a drop goes on with the reply the writer has
seen: the two attempts are compared by what they answer, as the writer is shown it — a
reasoning model's `<think>…</think>` (which differs from one attempt to the next) and the
whitespace before the answer left out — never by their raw text."""

from __future__ import annotations

from app.llm.thinking_hidden import ThinkingHidden, without_thinking


class Resumption:
    """Feed the new attempt's deltas in order: `feed` gives None while it has not yet answered
    as far as the writer saw, then the rest of it to pass on (raw: a thinking block the writer
    was not shown is kept for the reply reader). `differs` is set once it answers otherwise."""

    def __init__(self, seen: str) -> None:
        self._seen = without_thinking(seen).lstrip()  # what the writer was shown of the answer
        self._hidden = ThinkingHidden()
        self._answered = 0  # how many characters of `_seen` the new attempt has answered
        self.differs = False

    def feed(self, delta: str) -> str | None:
        if self.differs:
            return None
        if not self._seen:
            return delta  # no answer was seen yet: the new attempt is the reply
        for index, char in enumerate(delta):
            shown = self._hidden.feed(char)
            if self._answered == 0:
                shown = shown.lstrip()
            if not shown:
                continue
            expected = self._seen[self._answered : self._answered + len(shown)]
            if shown[: len(expected)] != expected:
                self.differs = True
                return None
            if self._answered + len(shown) >= len(self._seen):
                self._answered = len(self._seen)
                return shown[len(expected) :] + delta[index + 1 :]
            self._answered += len(shown)
        return None


def resumed(seen: str, heard: str) -> str | None:
    """What of `heard` (a new attempt's whole raw text) comes after the answer `seen` showed,
    or None when it does not answer the same as far as that."""
    resumption = Resumption(seen)
    return resumption.feed(heard)
