"""What of a streamed reply the writer is shown when the model answers with a tool call: the
call written out as `<tool_call>{"name": …, "arguments": …}</tool_call>` — by the client, for
a call streamed in `delta.tool_calls` (app/llm/base.py `tool_call_text`), or by a Hermes-style
model into its content, in pieces — is left out as it streams; the words beside it are shown.
The reply itself is kept whole: the editor reads the edit from the call
(app/editing/formats/structured.py). A tag inside a line is an article's own words. A call
written as bare JSON in the content, with no tags, is left out too (json_call_hidden.py)."""

from __future__ import annotations

from app.llm.json_call_hidden import JsonCallHidden

_OPENING, _CLOSING = "<tool_call>", "</tool_call>"


class ToolCallHidden:
    """Feed a reply's shown deltas in order; each `feed` gives what the writer may see now.
    A call counts where its opening tag begins a line (spaces before it aside)."""

    def __init__(self) -> None:
        self._held = ""  # not shown yet: maybe a call's opening tag, or inside a call
        self._inside = False  # reading a call: left out up to its closing tag
        self._line_start = True  # what was shown ends at a line's start (spaces aside)
        self._json = JsonCallHidden()  # then a call written as bare JSON

    def feed(self, delta: str) -> str:
        self._held += delta
        out = []
        while self._held:
            if self._inside:
                end = self._held.find(_CLOSING)
                if end < 0:
                    # all but what may be the closing tag's start, arriving
                    sizes = range(len(_CLOSING) - 1, 0, -1)
                    keep = next((n for n in sizes if self._held.endswith(_CLOSING[:n])), 0)
                    self._held = self._held[len(self._held) - keep :] if keep else ""
                    break
                self._held, self._inside = self._held[end + len(_CLOSING) :], False
                continue
            start = self._opening_at(self._held)
            if start is None:
                keep = self._maybe_opening(self._held)
                out.append(self._held[: len(self._held) - keep])
                self._held = self._held[len(self._held) - keep :]
                break
            out.append(self._held[:start])
            self._held, self._inside = self._held[start + len(_OPENING) :], True
        shown = "".join(out)
        self._note_shown(shown)
        return self._json.feed(shown)

    def end(self) -> str:
        """What is still held once the reply has ended: a tag's start that was not one, never
        an unclosed call."""
        held, self._held = ("" if self._inside else self._held), ""
        return self._json.feed(held) + self._json.end()

    def _opening_at(self, text: str) -> int | None:
        """Where the first call that begins a line in `text` opens, if one does."""
        start = text.find(_OPENING)
        while start >= 0:
            if self._begins_line(text, start):
                return start
            start = text.find(_OPENING, start + 1)
        return None

    def _maybe_opening(self, text: str) -> int:
        """How many of `text`'s last characters may be a call's opening tag still arriving."""
        line_at = text.rfind("\n") + 1
        line = text[line_at:]
        begun = line.lstrip(" \t")
        if begun and _OPENING.startswith(begun) and self._begins_line(text, len(text) - len(begun)):
            return len(begun)
        return 0

    def _begins_line(self, text: str, at: int) -> bool:
        line_at = text.rfind("\n", 0, at) + 1
        if text[line_at:at].strip(" \t"):
            return False
        return line_at > 0 or self._line_start

    def _note_shown(self, shown: str) -> None:
        rest = shown.rstrip(" \t")
        if rest:
            self._line_start = rest.endswith("\n")


def without_tool_calls(text: str) -> str:
    """`text` (a reply, or as much of it as came) without the tool calls the writer is not
    shown."""
    hidden = ToolCallHidden()
    return hidden.feed(text) + hidden.end()
