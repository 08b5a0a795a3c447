"""The tool calls of a reply, as a whole message lists them or a stream spells them out.

A message may call several tools at once (two `replace_paragraph` calls for the two paragraphs
asked about): every call is kept, in order — reading only the first saved half the edit and
dropped the rest without a word. A stream sends each call's arguments a few characters a delta,
the calls' pieces told apart by their `index`; some gateways send no index but give each call
an `id` of its own, and a piece with neither goes on the call before it.
"""

from __future__ import annotations

import json
from typing import Any

from app.llm.base import StreamState, ToolCall
from app.llm.reading import short


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
    elif state.calls and not whole:
        return state.calls[-1]  # a piece of the call before it
    else:
        key = ("place", len(state.calls))
    for known in state.calls:
        if known.key == key:
            return known
    state.calls.append(ToolCall(key))
    return state.calls[-1]


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
