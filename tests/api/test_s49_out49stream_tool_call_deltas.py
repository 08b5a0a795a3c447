"""A streamed chat turn whose model writes its edit as a tool call (a real HTTP model server on
127.0.0.1): as `delta.tool_calls[].function.arguments` pieces, or as a Hermes-style
`<tool_call>{…}</tool_call>` written into the content. The panel's deltas show no JSON of the
call — nothing, or only the words the model wrote beside it — and the edit is read from the
call as the non-streamed path reads it, and saved."""

import json
from collections.abc import Iterator
from typing import Any

import pytest
from litestar.testing import TestClient

from app.settings import Settings
from app.testing.openai_stub import OpenAIStub
from tests.api import model_stub
from tests.api.model_stub import app_on

stub = model_stub.stub

CASES = {
    "zh": (
        "公交",
        "公交车今天又晚了。\n\n我们在雨里等了二十分钟。",
        "第一段加点情绪",
        "公交车今天又晚了！真是的。",
        "好的，我改了第一段。",
    ),
    "en": (
        "Bus",
        "The bus was late again.\n\nWe waited twenty minutes in the rain.",
        "make the first paragraph a bit more vivid",
        "The bus was late again, of course.",
        "Sure, here is the edit.",
    ),
}


def _chunk(delta: dict[str, Any], finish: str | None = None) -> str:
    chunk = {"choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}
    return "data: " + json.dumps(chunk, ensure_ascii=False) + "\n\n"


def _arguments(paragraph: str) -> str:
    return json.dumps({"paragraph": 1, "text": paragraph}, ensure_ascii=False)


def _tool_call_stream(paragraph: str, words: str = "") -> list[str]:
    """The call begun, then its arguments in pieces of 7 characters, as OpenAI streams them."""
    arguments = _arguments(paragraph)
    begun = {"index": 0, "id": "c1", "type": "function"}
    begun["function"] = {"name": "replace_paragraph", "arguments": ""}
    lines = [_chunk({"role": "assistant", "content": words or None, "tool_calls": [begun]})]
    for at in range(0, len(arguments), 7):
        piece = {"index": 0, "function": {"arguments": arguments[at : at + 7]}}
        lines.append(_chunk({"tool_calls": [piece]}))
    return [*lines, _chunk({}, "tool_calls"), "data: [DONE]\n\n"]


def _hermes_stream(paragraph: str, words: str = "") -> list[str]:
    """The call written into the content, in pieces of 5 characters (a model served without a
    tool parser)."""
    call = {"name": "replace_paragraph", "arguments": json.loads(_arguments(paragraph))}
    text = (words + "\n\n" if words else "") + (
        "<tool_call>\n" + json.dumps(call, ensure_ascii=False) + "\n</tool_call>"
    )
    lines = [_chunk({"role": "assistant"})]
    lines += [_chunk({"content": text[at : at + 5]}) for at in range(0, len(text), 5)]
    return [*lines, _chunk({}, "stop"), "data: [DONE]\n\n"]


@pytest.fixture
def client(settings: Settings, stub: OpenAIStub) -> Iterator[TestClient]:
    with app_on(settings, stub, timeout=10, max_retries=0) as test_client:
        yield test_client


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("shape", [_tool_call_stream, _hermes_stream])
@pytest.mark.parametrize("with_words", [False, True])
def test_a_streamed_tool_call_shows_no_json_and_its_edit_is_saved(
    client: TestClient, stub: OpenAIStub, lang: str, shape: Any, with_words: bool
) -> None:
    title, body, ask, paragraph, words = CASES[lang]
    stub.enqueue(raw_stream=shape(paragraph, words if with_words else ""))
    content_id, events = model_stub.article_turn(client, title, body, ask)
    shown = "".join(data["text"] for name, data in events if name == "delta")
    for json_mark in ("<tool_call>", "{", '"arguments"', "replace_paragraph", '"text"'):
        assert json_mark not in shown, shown
    assert shown.strip() == (words if with_words else "")
    assert events[-1][0] == "done", events
    reply = events[-1][1]["assistant_message"]
    assert reply["status"] == "ok", reply["content"]
    article = client.get(f"/api/contents/{content_id}").json()
    assert article["version"] == 2
    assert article["body"] == body.replace(body.split("\n\n")[0], paragraph)


def test_an_article_that_writes_tool_call_tags_itself_streams_them(
    client: TestClient, stub: OpenAIStub
) -> None:
    # An article about tool calls: its own tags are its text, shown as they come.
    body = "Models answer with tags.\n\n<tool_call>\n{}\n</tool_call> is one of them."
    edited = "Models often answer with tags.\n\n<tool_call>\n{}\n</tool_call> is one of them."
    stub.enqueue(reply="Tools\n\n" + edited)
    content_id, events = model_stub.article_turn(
        client, "Tools", body, "add 'often' to paragraph 1"
    )
    shown = "".join(data["text"] for name, data in events if name == "delta")
    assert shown == "Tools\n\n" + edited
    assert events[-1][1]["assistant_message"]["status"] == "ok"
    assert client.get(f"/api/contents/{content_id}").json()["body"] == edited
