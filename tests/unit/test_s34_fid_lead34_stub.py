"""The stub model server sends message fields beside the content (reasoning, tool calls), as
DeepSeek-R1, Qwen3 behind vLLM and tool-calling servers do, so fidelity cases can script them."""

from __future__ import annotations

import json

import httpx

from app.testing.openai_stub import OpenAIStub

CALL = {"id": "c1", "type": "function", "function": {"name": "edit", "arguments": "{}"}}


def test_a_tool_call_answer_has_null_content_and_the_call() -> None:
    with OpenAIStub() as stub:
        stub.enqueue("", extra={"tool_calls": [CALL]}, content_null=True)
        reply = httpx.post(f"{stub.url}/chat/completions", json={"messages": []}).json()
    message = reply["choices"][0]["message"]
    assert message["content"] is None
    assert message["tool_calls"] == [CALL]


def test_streamed_reasoning_comes_before_the_content() -> None:
    with OpenAIStub() as stub:
        stub.enqueue("The answer.", extra={"reasoning_content": "Thinking it over first."})
        text = httpx.post(
            f"{stub.url}/chat/completions", json={"messages": [], "stream": True}
        ).text
    deltas = [
        json.loads(line[6:])["choices"][0]["delta"]
        for line in text.splitlines()
        if line.startswith("data: {")
    ]
    reasoning = "".join(d.get("reasoning_content", "") for d in deltas)
    content = "".join(d.get("content", "") for d in deltas)
    assert reasoning == "Thinking it over first."
    assert content == "The answer."
    first_content = next(n for n, d in enumerate(deltas) if d.get("content"))
    assert all("reasoning_content" not in d for d in deltas[first_content:])
