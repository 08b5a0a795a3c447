"""Answers a gateway sends in the shape of another API than chat completions — OpenAI's
Responses API (`output` items holding `output_text` parts), Anthropic's Messages API
(`content` blocks), Google's generateContent (`candidates[0].content.parts[].text`) or Ollama's
own `/api/chat` and `/api/generate` (`message.content`, `response`) — whole or as their
stream's events (Ollama's: a JSON object a line) — read as the chat completion they stand for:
the text, the tool calls, a refusal, and how the reply ended in that API's words (Gemini's
`MAX_TOKENS` and Ollama's `done_reason: "length"` are a cut reply, as OpenAI's "length").

Such an answer was refused with "set REDLINE_LLM_BASE_URL …" although it held the reply whole:
a proxy that translates the request but not the answer, or one that always answers in its own
shape. The model's words are the reply; the operator is told of the misconfiguration by a
warning in the log, once per process and API. An answer of theirs that holds no reply (no
text, call or refusal) is still named as another API's by `answers.other_protocol`.
"""

from __future__ import annotations

import json
import logging
from typing import Any

log = logging.getLogger(__name__)

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
    """A whole Responses API, Anthropic Messages, Gemini generateContent or Ollama answer as a
    chat completion's choice, when it holds a reply; else None."""
    choice: dict[str, Any] | None = None
    api = None  # an API whose answers are read with a warning to the operator
    if data.get("object") == "response" and isinstance(data.get("output"), list):
        choice = _responses_choice(data)
    elif data.get("type") == "message" and isinstance(data.get("content"), list):
        choice = _anthropic_choice(data)
    elif (choice := _gemini_choice(data)) is not None:
        api = GEMINI
    elif (choice := _ollama_choice(data)) is not None:
        api = OLLAMA
    if choice is None:
        return None
    message = choice["message"]
    held = message.get("content") or message.get("tool_calls") or message.get("refusal")
    if held and api is not None:
        _warn_once(api)
    return choice if held else None


def usage_in(data: dict[str, Any]) -> Any:
    """Their token counts (`input_tokens`, `output_tokens`; Gemini's `usageMetadata`, Ollama's
    `prompt_eval_count` and `eval_count`) in chat completions' names."""
    gemini = data.get("usageMetadata")
    if isinstance(gemini, dict):
        return {
            "prompt_tokens": gemini.get("promptTokenCount"),
            "completion_tokens": gemini.get("candidatesTokenCount"),
        }
    if "eval_count" in data or "prompt_eval_count" in data:
        return {
            "prompt_tokens": data.get("prompt_eval_count"),
            "completion_tokens": data.get("eval_count"),
        }
    usage = data.get("usage")
    if not isinstance(usage, dict) or "prompt_tokens" in usage:
        return usage
    return {
        "prompt_tokens": usage.get("input_tokens"),
        "completion_tokens": usage.get("output_tokens"),
    }


GEMINI, OLLAMA = "Google's Gemini API", "Ollama's own API"
_WARNED: set[str] = set()


def _warn_once(api: str) -> None:
    """Tell the operator, once per process, that the endpoint answers in another API's shape."""
    if api in _WARNED:
        return
    _WARNED.add(api)
    log.warning(
        "The model endpoint answers in the format of %s, not an OpenAI-compatible chat "
        "completion; its replies are read, but set REDLINE_LLM_BASE_URL to the server's "
        "OpenAI-compatible address (for most servers it ends in /v1).",
        api,
    )


def _gemini_choice(data: dict[str, Any]) -> dict[str, Any] | None:
    """generateContent's first candidate: its text parts (not those it thought in) and its
    finish reason (`MAX_TOKENS` a cut reply, `SAFETY` and its kin a failed one)."""
    candidates = data.get("candidates")
    if not isinstance(candidates, list) or not candidates or not isinstance(candidates[0], dict):
        return None
    first = candidates[0]
    parts = _dict(first.get("content")).get("parts")
    texts = [
        part["text"]
        for part in (parts if isinstance(parts, list) else [])
        if isinstance(part, dict)
        and isinstance(part.get("text"), str)
        and part.get("thought") is not True
    ]
    reason = first.get("finishReason")
    finish = _GEMINI_END.get(reason, reason.lower()) if isinstance(reason, str) else None
    return {"message": {"content": "".join(texts)}, "finish_reason": finish}


_GEMINI_END = {"STOP": "stop", "MAX_TOKENS": "length", "FINISH_REASON_UNSPECIFIED": "stop"}


def _ollama_choice(data: dict[str, Any]) -> dict[str, Any] | None:
    """Ollama's `/api/chat` (`message.content`) or `/api/generate` (`response`) answer; one
    that says it is not done, or was done at its length limit, is a cut reply."""
    if "done" not in data:
        return None
    message = data.get("message")
    if isinstance(message, dict) and isinstance(message.get("content"), str):
        text = message["content"]
    elif isinstance(data.get("response"), str):
        text = data["response"]
    else:
        return None
    reason = data.get("done_reason")
    if data.get("done") is not True:
        finish = "length"
    else:
        finish = reason if isinstance(reason, str) and reason else "stop"
    return {"message": {"content": text}, "finish_reason": finish}


def ollama_lines(content: bytes) -> dict[str, Any] | None:
    """Ollama's stream (a JSON object a line, each with `done`) as one whole answer of its own
    shape: the lines' text joined, ended as its last line says; None when it is not one."""
    pieces: list[str] = []
    last: dict[str, Any] | None = None
    for line in content.decode("utf-8", "replace").splitlines():
        if not line.strip():
            continue
        try:
            item = json.loads(line)
        except (ValueError, RecursionError):  # RecursionError: JSON nested past the limit
            return None
        choice = _ollama_choice(item) if isinstance(item, dict) else None
        if choice is None and not (isinstance(item, dict) and "done" in item):
            return None
        if choice is not None:
            pieces.append(choice["message"]["content"])
        last = item
    if last is None:
        return None
    return {**last, "message": {"role": "assistant", "content": "".join(pieces)}}


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
    if "candidates" in event and (choice := _gemini_choice(event)) is not None:
        _warn_once(GEMINI)  # streamGenerateContent's chunks
        return _delta({"content": choice["message"]["content"]}, choice["finish_reason"])
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
