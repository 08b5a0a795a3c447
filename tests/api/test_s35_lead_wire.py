"""Content as a list of parts, the shape Gemini's and Anthropic-compatible endpoints send, read
by the real client from a chat-completions server on 127.0.0.1: a part the model thought in
(Gemini's `"thought": true`, an Anthropic `thinking` block) is no part of the answer, whole
or streamed."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from app.domain.models import PromptMessage
from app.llm.openai import OpenAICompatible
from app.testing.openai_stub import OpenAIStub

ANSWER = "Test a restore once a month — a backup you've never restored is only a hope."
DRAFT = "Drafting: keep the emoji, make it punchier. Test restores. Hope is no plan."
PARTS = {
    "gemini-thought": [{"type": "text", "text": DRAFT, "thought": True}],
    "anthropic-thinking": [{"type": "thinking", "thinking": DRAFT, "text": DRAFT}],
    "reasoning-part": [{"type": "reasoning", "text": DRAFT}],
}


async def _answer(stub: OpenAIStub, *, stream: bool) -> str:
    client = OpenAICompatible(base_url=stub.url, model="stub-model", max_retries=0)
    messages = [PromptMessage(role="user", content="Make the last paragraph punchier.")]
    try:
        if not stream:
            return (await client.complete(messages)).text
        return "".join([delta async for delta in client.stream(messages)])
    finally:
        await client.aclose()


@pytest.mark.parametrize("stream", [False, True], ids=["whole", "streamed"])
@pytest.mark.parametrize("thought", list(PARTS.values()), ids=list(PARTS))
def test_a_thought_part_is_left_out_of_the_answer(
    thought: list[dict[str, Any]], stream: bool
) -> None:
    parts = [*thought, {"type": "text", "text": ANSWER}]
    with OpenAIStub() as stub:
        stub.enqueue("", extra={"content": parts})
        said = asyncio.run(_answer(stub, stream=stream))
    assert said == ANSWER


@pytest.mark.parametrize("stream", [False, True], ids=["whole", "streamed"])
def test_text_parts_are_joined_as_sent(stream: bool) -> None:
    parts = [{"type": "text", "text": ANSWER[:20]}, {"type": "text", "text": ANSWER[20:]}]
    with OpenAIStub() as stub:
        stub.enqueue("", extra={"content": parts})
        said = asyncio.run(_answer(stub, stream=stream))
    assert said == ANSWER
