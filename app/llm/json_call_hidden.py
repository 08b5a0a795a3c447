"""What of a streamed reply the writer is shown when the model writes its tool call as bare JSON
in its content — `{"name": "edit", "arguments": {…}}`, `{"tool": …, "input": …}`,
`{"function": {"name": …, "arguments": "…"}}`, maybe in a ```json fence — with no
`delta.tool_calls` and no `<tool_call>` tags (tool_call_hidden.py hides those): the call is left
out as it streams, the words beside it are shown. The reply itself is kept whole: the editor
reads the edit from it (app/editing/formats/structured.py).

A call counts where its `{` begins a line (spaces, and a fence line, before it aside) and its
first key names a tool (name, tool, function…). Until a key of arguments (arguments,
parameters, args, input) shows it is a call, it is held, not shown: an object that closes
without one — an article's own JSON, {"name": "Ada", "age": 36} — is shown whole as it came;
one the reply ends inside is not (cut-off JSON is no words for the writer). Pure: deltas in,
shown text out."""

from __future__ import annotations

import re

# A first key that names a tool, and a key that holds a call's arguments.
_TOOL_KEYS = (
    "name",
    "tool",
    "tool_name",
    "function",
    "function_call",
    "functionCall",
    "tool_call",
    "toolCall",
    "tool_calls",
)
_ARGUMENTS = re.compile(r'"(?:arguments|parameters|args|input)"\s*:')
_FENCE = re.compile(r"```(?:json)?[ \t]*\n[ \t]*")
_FENCE_SO_FAR = re.compile(r"`{1,3}(?:j(?:s(?:o(?:n)?)?)?)?[ \t]*")
_FIRST_KEY = re.compile(r'\{\s*"([^"\\]*)"\s*:')
_KEY_SO_FAR = re.compile(r'\{\s*(?:"([^"\\]*)(?:"\s*)?)?')
_CLOSING_FENCE = re.compile(r"[ \t]*\n?[ \t]*```")
_CLOSING_SO_FAR = re.compile(r"[ \t]*\n?[ \t]*`{0,2}")


def _opening(text: str) -> str:
    """'yes', 'maybe' or 'no': whether `text`, from a line's first non-space character, opens a
    call (maybe: too little of it has come to say)."""
    fence = _FENCE.match(text)
    if fence:
        text = text[fence.end() :]
    elif text.startswith("`"):
        return "maybe" if _FENCE_SO_FAR.fullmatch(text) else "no"
    if not text:
        return "maybe"
    if not text.startswith("{"):
        return "no"
    if key := _FIRST_KEY.match(text):
        return "yes" if key[1] in _TOOL_KEYS else "no"
    so_far = _KEY_SO_FAR.fullmatch(text)
    if so_far is None:
        return "no"
    begun = so_far[1] or ""
    return "maybe" if any(k.startswith(begun) for k in _TOOL_KEYS) else "no"


class JsonCallHidden:
    """Feed a reply's shown deltas in order; each `feed` gives what the writer may see now."""

    def __init__(self) -> None:
        self._held = ""  # not shown yet: maybe a call's opening, or an object being read
        self._state = "out"  # "out", "object" (reading one that opened as a call), "fence"
        self._fenced = False  # the object opened in a fence: its closing fence goes with it
        self._depth = 0  # the object's braces open, outside its strings
        self._in_string = False
        self._escaped = False
        self._read = 0  # how much of _held the brace count has read
        self._call = False  # a key of arguments was seen: a call, left out
        self._line_start = True  # what was shown ends at a line's start (spaces aside)

    def feed(self, delta: str) -> str:
        self._held += delta
        out: list[str] = []
        while self._held:
            if self._state == "fence":
                if _CLOSING_SO_FAR.fullmatch(self._held):
                    break  # may be the call's closing fence, arriving
                fence = _CLOSING_FENCE.match(self._held)
                self._held = self._held[fence.end() :] if fence else self._held
                self._state = "out"
            elif self._state == "object":
                closed = self._read_on()
                if closed is None:
                    break
                out.append(closed)
            elif not self._out(out):
                break
        shown = "".join(out)
        rest = shown.rstrip(" \t")
        if rest:
            self._line_start = rest.endswith("\n")
        return shown

    def end(self) -> str:
        """What is still held once the reply has ended: an opening that was not one; never a
        call's JSON, nor an object that opened as one and was cut off before it closed."""
        held = "" if self._state in ("fence", "object") else self._held
        self._held, self._state = "", "out"
        return held

    def _out(self, out: list[str]) -> bool:
        """Outside an object: show up to the first call's opening (True: read it on), or all
        but what may still become one (False)."""
        line_at = 0 if self._line_start else self._held.find("\n") + 1 or len(self._held)
        while line_at < len(self._held):
            first = line_at + len(self._held[line_at:]) - len(self._held[line_at:].lstrip(" \t"))
            verdict = _opening(self._held[first:])
            if verdict == "no":
                line_at = self._held.find("\n", line_at) + 1 or len(self._held)
                continue
            out.append(self._held[:first])
            self._held = self._held[first:]
            if verdict == "maybe":
                return False
            fence = _FENCE.match(self._held)
            self._fenced = fence is not None
            self._state, self._call = "object", False
            self._depth, self._in_string, self._escaped = 0, False, False
            self._read = fence.end() if fence else 0
            return True
        out.append(self._held)
        self._held = ""
        return False

    def _read_on(self) -> str | None:
        """Read on in the object: None while it is open; once it closes, what of it is shown
        ("" for a call, dropped; the object as it came for anything else)."""
        text, start = self._held, self._read
        at = start
        while at < len(text) and not (self._depth == 0 and at > start and text[at - 1] == "}"):
            ch = text[at]
            at += 1
            if self._in_string:
                if self._escaped:
                    self._escaped = False
                elif ch == "\\":
                    self._escaped = True
                elif ch == '"':
                    self._in_string = False
            elif ch == '"':
                self._in_string = True
            elif ch == "{":
                self._depth += 1
            elif ch == "}":
                self._depth -= 1
        self._call = self._call or bool(_ARGUMENTS.search(text, max(0, start - 16), at))
        self._read = at
        if self._depth > 0 or at == start or text[at - 1] != "}":
            return None
        self._held = text[at:]
        if self._call:
            self._state = "fence" if self._fenced else "out"
            return ""
        self._state = "out"
        return text[:at]
