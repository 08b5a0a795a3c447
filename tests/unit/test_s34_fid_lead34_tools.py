"""A tool call or a JSON record that carries the article (or the asked paragraph) under a name
nobody asked for is the model's answer; one that carries no article text is refused, naming the
tool — never saved as the article's text."""

from __future__ import annotations

import asyncio
import json

import pytest

from app.domain.models import PromptMessage
from app.editing.formats.structured import restructured
from app.editing.tool_calls import beside_tool_call, unread_tool_call
from app.llm.openai import OpenAICompatible
from app.testing.openai_stub import OpenAIStub

TITLE = "老街记"
PARAGRAPHS = [
    "周末我们去了城南的老街，街口有一家卖糖画的小摊。",
    "再往里走，是几间竹器铺子，门口堆着簸箕。",
]
BODY = "\n\n".join(PARAGRAPHS)
NEW = "再往里走，是几间卖竹器的老铺子，门口的簸箕堆得像小山。"


def _call(name: str, arguments: dict[str, str]) -> dict[str, object]:
    return {
        "id": "c1",
        "type": "function",
        "function": {"name": name, "arguments": json.dumps(arguments)},
    }


@pytest.mark.parametrize("streamed", [False, True])
def test_a_tool_call_reaches_the_editor_written_out_with_its_arguments(streamed: bool) -> None:
    async def ask() -> str:
        model = OpenAICompatible(base_url=stub.url, model="m", max_retries=0)
        try:
            messages = [PromptMessage(role="user", content="edit")]
            if not streamed:
                return (await model.complete(messages)).text
            return "".join([delta async for delta in model.stream(messages)])
        finally:
            await model.aclose()

    with OpenAIStub() as stub:
        stub.enqueue(
            "",
            extra={"tool_calls": [_call("replace_paragraph", {"new_text": NEW})]},
            content_null=True,
        )
        text = asyncio.run(ask())
    assert text.startswith("<tool_call>\n") and text.endswith("\n</tool_call>")
    call = json.loads(text.split("\n")[1])
    assert call == {"name": "replace_paragraph", "arguments": {"new_text": NEW}}


@pytest.mark.parametrize(
    "reply",
    [
        json.dumps({"修改后的段落": NEW}, ensure_ascii=False),
        "```json\n" + json.dumps({"edited_paragraph": NEW, "explanation": "更具体"}) + "\n```",
        "我来改第二段。\n\n<tool_call>\n"
        + json.dumps({"name": "edit", "arguments": {"document": NEW}})
        + "\n</tool_call>",
    ],
)
def test_the_one_text_of_a_record_under_an_unasked_name_is_the_answer(reply: str) -> None:
    assert restructured(reply, TITLE, BODY) == NEW


def test_a_record_whose_one_text_is_no_paragraph_of_the_article_is_not_read() -> None:
    reply = (
        "<tool_call>\n"
        + json.dumps(
            {"name": "web_search", "arguments": {"query": "老街上的竹器铺子现在还开着吗"}},
            ensure_ascii=False,
        )
        + "\n</tool_call>"
    )
    assert restructured(reply, TITLE, BODY) is None
    reason = unread_tool_call(reply, BODY)
    assert reason is not None and "call to a tool (web_search)" in reason


def test_an_article_about_tool_calls_may_hold_the_tags() -> None:
    article = BODY + "\n\nHermes 模型会写 <tool_call>{…}</tool_call>。"
    assert unread_tool_call('<tool_call>{"name": "x"}</tool_call>', article) is None


def test_a_reply_written_beside_a_stray_tool_call_is_read_without_the_call() -> None:
    call = '<tool_call>\n{"name": "web_search", "arguments": {"query": "老街"}}\n</tool_call>'
    reply = f"{TITLE}\n\n{PARAGRAPHS[0]}\n\n{NEW}\n\n{call}"
    assert restructured(reply, TITLE, BODY) is None
    assert beside_tool_call(reply, BODY).strip() == f"{TITLE}\n\n{PARAGRAPHS[0]}\n\n{NEW}"
    assert beside_tool_call(call, BODY) == call  # nothing beside it: refused, naming the tool


def test_a_record_that_asks_a_question_is_no_unnamed_text() -> None:
    question = {"status": "needs_clarification", "question": f"{PARAGRAPHS[1]}？要改成什么？"}
    assert restructured(json.dumps(question, ensure_ascii=False), TITLE, BODY) is None
