"""Answers a gateway sends in the shape of another API than chat completions — OpenAI's
Responses API (`output` items holding `output_text` parts) or Anthropic's Messages API
(`content` blocks), whole or as their stream's events — read as the chat completion they
stand for: the text, the tool calls, a refusal, and how the reply ended in that API's words.

Such an answer was refused with "set REDLINE_LLM_BASE_URL …" although it held the reply whole:
a proxy that translates the request but not the answer, or one that always answers in its own
shape. An answer of theirs that holds no reply (no text, call or refusal) is still named as
another API's by `answers.other_protocol`.
"""

from __future__ import annotations

import json
from typing import Any

# How each API says a reply ended, in chat completions' words (unlisted: "stop").
_RESPONSES_STATUS = {"failed": "error", "cancelled": "cancelled"}
_ANTHROPIC_STOP = {
    "max_tokens": "length",
    "model_context_window_exceeded": "length",
    "pause_turn": "length",  # the turn paused part-way: what came is not all of it
    "refusal": "content_filter",  # Anthropic's classifiers stopped the reply
    "tool_use": "tool_calls",
}


def tool_uses(content: Any) -> list[dict[str, Any]]:
    """Anthropic `tool_use` blocks of a content list, as chat completions' tool calls."""
    if not isinstance(content, list):
        return []
    return [
        _call(block.get("id"), block.get("name"), block.get("input"))
        for block in content
        if isinstance(block, dict) and block.get("type") == "tool_use"
    ]


def choice_of(data: dict[str, Any]) -> dict[str, Any] | None:
    """A whole Responses API or Anthropic Messages answer as a chat completion's choice, when
    it holds a reply; else None."""
    if data.get("object") == "response" and isinstance(data.get("output"), list):
        choice = _responses_choice(data)
    elif data.get("type") == "message" and isinstance(data.get("content"), list):
        choice = _anthropic_choice(data)
    else:
        return None
    message = choice["message"]
    held = message.get("content") or message.get("tool_calls") or message.get("refusal")
    return choice if held else None


def usage_in(data: dict[str, Any]) -> Any:
    """Their token counts (`input_tokens`, `output_tokens`) in chat completions' names."""
    usage = data.get("usage")
    if not isinstance(usage, dict) or "prompt_tokens" in usage:
        return usage
    return {
        "prompt_tokens": usage.get("input_tokens"),
        "completion_tokens": usage.get("output_tokens"),
    }


def _responses_choice(data: dict[str, Any]) -> dict[str, Any]:
    texts: list[str] = []
    refusals: list[str] = []
    calls: list[dict[str, Any]] = []
    for item in data["output"]:
        if not isinstance(item, dict):
            continue
        if item.get("type") == "function_call":
            calls.append(_call(item.get("call_id"), item.get("name"), item.get("arguments")))
        elif item.get("type") == "message" and isinstance(item.get("content"), list):
            for part in item["content"]:
                if _of_type(part, "output_text") and isinstance(part.get("text"), str):
                    texts.append(part["text"])
                elif _of_type(part, "refusal") and isinstance(part.get("refusal"), str):
                    refusals.append(part["refusal"])
    message: dict[str, Any] = {"content": "".join(texts), "refusal": "".join(refusals)}
    if calls:
        message["tool_calls"] = calls
    return {"message": message, "finish_reason": _responses_end(data)}


def _responses_end(response: dict[str, Any]) -> str:
    status = response.get("status")
    if status == "incomplete":
        details = response.get("incomplete_details")
        reason = details.get("reason") if isinstance(details, dict) else None
        return reason if isinstance(reason, str) and reason else "length"
    return _RESPONSES_STATUS.get(status, "stop") if isinstance(status, str) else "stop"


def _anthropic_choice(data: dict[str, Any]) -> dict[str, Any]:
    texts = [
        block["text"]
        for block in data["content"]
        if isinstance(block, dict)
        and block.get("type") == "text"
        and isinstance(block.get("text"), str)
    ]
    message: dict[str, Any] = {"content": "".join(texts)}
    calls = tool_uses(data["content"])
    if calls:
        message["tool_calls"] = calls
    return {"message": message, "finish_reason": _anthropic_end(data.get("stop_reason"))}


def _anthropic_end(stop: Any) -> str:
    return _ANTHROPIC_STOP.get(stop, "stop") if isinstance(stop, str) else "stop"


def _dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _of_type(value: Any, kind: str) -> bool:
    return isinstance(value, dict) and value.get("type") == kind


def _call(ident: Any, name: Any, arguments: Any) -> dict[str, Any]:
    if not isinstance(arguments, str):
        arguments = json.dumps(arguments if arguments is not None else {}, ensure_ascii=False)
    return {"id": ident, "type": "function", "function": {"name": name, "arguments": arguments}}


def chunk_choice_of(event: dict[str, Any]) -> dict[str, Any] | None:
    """One streamed event of the Responses API or Anthropic's Messages API as a chat
    completion chunk's choice (a delta and how the reply ended); None when `event` is neither
    API's. Events that carry nothing of the reply (`response.created`, `ping`) are an empty
    delta."""
    kind = event.get("type")
    if not isinstance(kind, str):
        return None
    if kind.startswith("response."):
        return _responses_event(kind, event)
    if kind in _ANTHROPIC_EVENTS:
        return _anthropic_event(kind, event)
    return None


def _delta(delta: dict[str, Any] | None = None, finish: str | None = None) -> dict[str, Any]:
    return {"index": 0, "delta": delta or {}, "finish_reason": finish}


def _responses_event(kind: str, event: dict[str, Any]) -> dict[str, Any]:
    piece = event.get("delta") if isinstance(event.get("delta"), str) else ""
    place = event.get("output_index", 0)
    if kind == "response.output_text.delta":
        return _delta({"content": piece})
    if kind == "response.refusal.delta":
        return _delta({"refusal": piece})
    if kind in ("response.reasoning_summary_text.delta", "response.reasoning_text.delta"):
        return _delta({"reasoning": piece})
    if kind == "response.function_call_arguments.delta":
        return _delta({"tool_calls": [{"index": place, "function": {"arguments": piece}}]})
    item = _dict(event.get("item"))
    if kind == "response.output_item.added" and _of_type(item, "function_call"):
        call = _call(item.get("call_id"), item.get("name"), item.get("arguments") or "")
        return _delta({"tool_calls": [{"index": place, **call}]})
    response = event.get("response")
    if kind in ("response.completed", "response.incomplete", "response.failed"):
        return _delta(finish=_responses_end(response if isinstance(response, dict) else {}))
    return _delta()


_ANTHROPIC_EVENTS = frozenset(
    {"message_start", "content_block_start", "content_block_delta", "content_block_stop"}
    | {"message_delta", "message_stop", "ping"}
)


def _anthropic_event(kind: str, event: dict[str, Any]) -> dict[str, Any]:
    place = event.get("index", 0)
    block = _dict(event.get("content_block"))
    if kind == "content_block_start" and _of_type(block, "tool_use"):
        call = _call(block.get("id"), block.get("name"), "")
        return _delta({"tool_calls": [{"index": place, **call}]})
    delta = _dict(event.get("delta"))
    if kind == "content_block_delta":
        if delta.get("type") == "text_delta" and isinstance(delta.get("text"), str):
            return _delta({"content": delta["text"]})
        if delta.get("type") == "thinking_delta" and isinstance(delta.get("thinking"), str):
            return _delta({"reasoning": delta["thinking"]})
        if delta.get("type") == "input_json_delta" and isinstance(delta.get("partial_json"), str):
            arguments = {"arguments": delta["partial_json"]}
            return _delta({"tool_calls": [{"index": place, "function": arguments}]})
    if kind == "message_delta" and isinstance(delta.get("stop_reason"), str):
        return _delta(finish=_anthropic_end(delta["stop_reason"]))
    if kind == "message_stop":
        return _delta(finish="stop")
    return _delta()
