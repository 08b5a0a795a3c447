"""The tool calls of a reply, as a whole message lists them or a stream spells them out.

A message may call several tools at once (two `replace_paragraph` calls for the two paragraphs
asked about): every call is kept, in order — reading only the first saved half the edit and
dropped the rest without a word. A stream sends each call's arguments a few characters a delta,
the calls' pieces told apart by their `index`; some gateways send no index but give each call
an `id` of its own (and some number every call 0, each with its own `id`), and a piece with
neither goes on the call before it unless it names a tool of its own. OpenAI's older
`function_call` (one call, no list) is read as a call too.
"""

from __future__ import annotations

import json
from typing import Any

from app.llm.base import StreamState, ToolCall
from app.llm.reading import short


def note_calls(message: dict[str, Any], state: StreamState, *, whole: bool = False) -> None:
    """Records the tool calls of a message or delta: its `tool_calls`, or the older
    `function_call`."""
    note_tool_calls(message.get("tool_calls"), state, whole=whole)
    if isinstance(message.get("function_call"), dict):
        note_tool_calls([{"function": message["function_call"]}], state, whole=whole)


def note_tool_calls(calls: Any, state: StreamState, *, whole: bool = False) -> None:
    """Records the calls of a message (`whole`: each item is a call of its own) or of one
    stream delta (an item may be a further piece of a call already begun)."""
    if not isinstance(calls, list):
        return
    for call in calls:
        if isinstance(call, dict):
            _note(call, _call_for(call, state, whole))


def _call_for(call: dict[str, Any], state: StreamState, whole: bool) -> ToolCall:
    index, ident = call.get("index"), call.get("id")
    if isinstance(index, int) and not isinstance(index, bool) and not whole:
        key: object = ("index", index)
    elif isinstance(ident, str) and ident:
        key = ("id", ident)
    elif state.calls and not whole and not _another(call, state.calls[-1]):
        return state.calls[-1]  # a piece of the call before it
    else:
        key = ("place", len(state.calls))
    ident = ident if isinstance(ident, str) else ""
    for place, known in enumerate(state.calls):
        if known.key != key:
            continue
        if not (ident and known.ident and ident != known.ident):
            known.ident = known.ident or ident
            return known
        known.key = ("ended", place)  # another call at the same index: a server numbering all 0
    state.calls.append(ToolCall(key, ident=ident))
    return state.calls[-1]


def _another(call: dict[str, Any], last: ToolCall) -> bool:
    """Whether a piece with neither index nor id begins a call of its own: it names a tool,
    and the call before it already has its name (only a call's first piece names it)."""
    function = call.get("function")
    name = function.get("name") if isinstance(function, dict) else None
    return bool(last.name) and isinstance(name, str) and bool(name.strip())


def _note(call: dict[str, Any], tool: ToolCall) -> None:
    function = call.get("function")
    if not isinstance(function, dict):
        function = {}
    name = function.get("name")
    if isinstance(name, str) and name.strip() and not tool.name:
        tool.name = short(name, 60)
    arguments = function.get("arguments")
    if isinstance(arguments, dict):  # some servers send the object itself
        tool.arguments = json.dumps(arguments, ensure_ascii=False)
    elif isinstance(arguments, str):
        tool.arguments += arguments
