"""A tool call the readers could not take as the article: the model asked to run a tool
(a web search, a tool nobody offered it) instead of answering, so nothing is saved — or, when
the model also wrote a reply beside the call, that reply is read as before, without the call.

A tool call reaches the editor written out as Hermes-style models write it themselves
(`<tool_call>{"name": …, "arguments": …}</tool_call>`, see app/llm/base.py) or as bare JSON
text naming a lookup tool (`formats/structured.written_lookup`); one whose
arguments carry the article was read as the answer (formats/structured.py) before this runs.
"""

from __future__ import annotations

import json
import re

from app.editing.formats.structured import written_lookup
from app.llm.answers import called_a_tool

_CALL = re.compile(r"<tool_call>\s*(.*?)\s*(?:</tool_call>|\Z)", re.S)
_NAME = re.compile(r'"name"\s*:\s*"([^"]{1,60})"')


def unread_tool_call(reply: str, article: str) -> str | None:
    """Why a reply that is still a tool call is no edit (naming the tool), else None."""
    if "<tool_call>" in article:
        return None
    match = _CALL.search(reply)
    if match is None:
        name = written_lookup(reply, article)  # {"name": "get_weather", "arguments": …} as text
        return None if name is None else f"{called_a_tool(name)} Nothing was saved — press Retry."
    try:
        call = json.loads(match[1])
    except ValueError:
        call = None
    name = call.get("name") if isinstance(call, dict) else None
    if not isinstance(name, str) or not name.strip():
        named = _NAME.search(match[1])
        name = named[1] if named else "unnamed"
    return f"{called_a_tool(name)} Nothing was saved — press Retry."


def beside_tool_call(reply: str, article: str) -> str:
    """The reply without a tool call it could not be read from, when it says something beside
    it (an article written out with a stray call after it); else the reply as it is."""
    if "<tool_call>" in article:
        return reply
    rest = _CALL.sub("", reply)
    return rest if rest.strip() else reply
