"""A draft a model wrote into a tool call (`submit {"title", "body"}`, `write_article
{"text"}`), as servers set to "tool_choice: required" answer: read as the draft, the way a
chat turn reads an article a tool call carries. A call that carries no text is no draft."""

from __future__ import annotations

import json
import re

# The tool calls as app/llm/base.py `tool_call_text` writes them out.
_CALL = re.compile(r"<tool_call>\s*(.*?)\s*</tool_call>", re.S)
# The arguments that hold a whole draft's text, and its title.
_BODY = ("body", "text", "content", "article", "draft", "full_text", "正文", "全文")
_TITLE = ("title", "headline", "标题")


def draft_in_tool_call(text: str) -> str | None:
    """The draft the reply's one tool call carries (its title as a heading line, read as the
    draft's title, then its body), or None when it makes several calls or its call holds no
    draft's text."""
    calls = _CALL.findall(text)
    if len(calls) != 1:
        return None
    try:
        call = json.loads(calls[0])
    except ValueError:
        return None
    arguments = call.get("arguments") if isinstance(call, dict) else None
    if isinstance(arguments, str):  # arguments that were not JSON, kept as their text
        return None
    if not isinstance(arguments, dict):
        return None
    body = next((arguments[k] for k in _BODY if isinstance(arguments.get(k), str)), None)
    if body is None or not body.strip():
        return None
    title = next((arguments[k] for k in _TITLE if isinstance(arguments.get(k), str)), None)
    return f"# {title.strip()}\n\n{body}" if title and title.strip() else body
