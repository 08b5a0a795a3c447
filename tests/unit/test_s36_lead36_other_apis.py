"""An answer in the Responses API's shape or Anthropic's (a gateway that translates the request
but not the answer) is read as the reply it holds — text, tool calls, refusals, and how it
ended — instead of refused with "set REDLINE_LLM_BASE_URL"; one that holds no reply is still
named as the other API's."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest

from app.llm.answers import completion_of, delta_of
from app.llm.base import LLMBadResponse, StreamState

TEXT = "Harbour\n\nThe boats come in at dawn."
ARGUMENTS = {"paragraph": 1, "text": "The boats come in just before dawn."}


def _completion(data: dict[str, Any]):
    body = json.dumps(data).encode()
    response = httpx.Response(200, headers={"content-type": "application/json"}, content=body)
    return completion_of(body, response, "m")


def _message(*parts: dict[str, Any]) -> dict[str, Any]:
    return {"type": "message", "role": "assistant", "content": list(parts)}


def _responses(*output: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {"object": "response", "status": "completed", "output": list(output), **extra}


def _anthropic(*content: dict[str, Any], stop: str = "end_turn") -> dict[str, Any]:
    usage = {"input_tokens": 12, "output_tokens": 9}
    return {"type": "message", "content": list(content), "stop_reason": stop, "usage": usage}


def test_a_responses_answer_is_read_past_its_reasoning() -> None:
    thought = {"type": "reasoning", "summary": [{"type": "summary_text", "text": "Draft…"}]}
    said = _completion(_responses(thought, _message({"type": "output_text", "text": TEXT})))
    assert said.text == TEXT
    assert not said.truncated


def test_an_incomplete_responses_answer_is_cut_off() -> None:
    reason = {"incomplete_details": {"reason": "max_output_tokens"}}
    data = _responses(_message({"type": "output_text", "text": TEXT[:12]}), **reason)
    said = _completion({**data, "status": "incomplete"})
    assert said.truncated


def test_a_responses_function_call_is_a_tool_call() -> None:
    call = {
        "type": "function_call",
        "call_id": "c",
        "name": "edit",
        "arguments": json.dumps(ARGUMENTS),
    }
    said = _completion(_responses(call))
    assert said.tool == "edit"
    assert json.loads(said.text.split("\n")[1]) == {"name": "edit", "arguments": ARGUMENTS}


def test_a_responses_refusal_is_the_models_decline() -> None:
    refusal = {"type": "refusal", "refusal": "I can't help with that."}
    with pytest.raises(LLMBadResponse, match="declined"):
        _completion(_responses(_message(refusal)))


def test_an_anthropic_answer_is_read_with_its_usage() -> None:
    thinking = {"type": "thinking", "thinking": "Draft…", "signature": "x"}
    said = _completion(_anthropic(thinking, {"type": "text", "text": TEXT}))
    assert said.text == TEXT
    assert said.usage == {"prompt_tokens": 12, "completion_tokens": 9}


def test_an_anthropic_answer_at_max_tokens_is_cut_off() -> None:
    assert _completion(_anthropic({"type": "text", "text": TEXT[:10]}, stop="max_tokens")).truncated


@pytest.mark.parametrize("where", ["anthropic", "chat completion parts"])
def test_a_tool_use_block_is_a_tool_call(where: str) -> None:
    use = {"type": "tool_use", "id": "t", "name": "edit", "input": ARGUMENTS}
    if where == "anthropic":
        data = _anthropic({"type": "text", "text": "I'll edit it."}, use, stop="tool_use")
    else:
        message = {"role": "assistant", "content": [use]}
        data = {"choices": [{"index": 0, "message": message, "finish_reason": "tool_calls"}]}
    said = _completion(data)
    call = said.text.split("<tool_call>\n")[1].split("\n</tool_call>")[0]
    assert json.loads(call) == {"name": "edit", "arguments": ARGUMENTS}


def test_an_answer_of_theirs_without_a_reply_is_still_named() -> None:
    with pytest.raises(LLMBadResponse, match="Anthropic's Messages API"):
        _completion(_anthropic())


def _streamed(events: list[dict[str, Any]]) -> tuple[str, StreamState]:
    state = StreamState(model="m")
    text = "".join(delta_of(json.dumps(event), state)[0] for event in events)
    return text, state


def test_a_responses_stream_is_read_to_its_end() -> None:
    text, state = _streamed(
        [
            {"type": "response.created", "response": {"status": "in_progress"}},
            {"type": "response.output_text.delta", "delta": TEXT[:9]},
            {"type": "response.output_text.delta", "delta": TEXT[9:]},
            {"type": "response.completed", "response": {"status": "completed"}},
        ]
    )
    assert (text, state.finish_reason, state.ended) == (TEXT, "stop", True)


def test_an_anthropic_streams_tool_input_is_gathered() -> None:
    pieces = json.dumps(ARGUMENTS)
    _text, state = _streamed(
        [
            {"type": "message_start", "message": {"id": "m"}},
            {
                "type": "content_block_start",
                "index": 0,
                "content_block": {"type": "tool_use", "id": "t", "name": "edit", "input": {}},
            },
            *[
                {
                    "type": "content_block_delta",
                    "index": 0,
                    "delta": {"type": "input_json_delta", "partial_json": pieces[i : i + 7]},
                }
                for i in range(0, len(pieces), 7)
            ],
            {"type": "message_delta", "delta": {"stop_reason": "tool_use"}},
        ]
    )
    assert [(call.name, json.loads(call.arguments)) for call in state.calls] == [
        ("edit", ARGUMENTS)
    ]
    assert state.finish_reason == "tool_calls"
