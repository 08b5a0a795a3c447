"""A model endpoint that answers in another protocol, or with a call to a tool instead of
text, was reported as "answered without any choices" or "the model's reply held no article
text" — words that send a writer to rephrase a suggestion that was never the problem. Each
now names what came back and what to change (the base URL) — but a Responses API or Anthropic
answer that holds a reply is read (session 36), and so is a Gemini generateContent or Ollama
answer (whole, or as its stream) since session 50, the operator warned in the log; a stream
whose chunks carry the text as `message` or `text` instead of `delta` (some gateways, older
servers) is read.
Through the app, both as a plain call and as a stream: the message is kept, nothing saved."""

import json
from typing import Any

import pytest

from app.settings import Settings
from app.testing.openai_stub import OpenAIStub
from tests.api import model_stub
from tests.api.model_stub import app_on
from tests.failures_said import assert_told

stub = model_stub.stub  # the failing model endpoint, each test's own

TITLE = "Harbour"
BODY = "The harbour wakes early. 渔船天一亮就出海。\n\nThe market fills by noon."
REPLY = BODY.replace("early", "very early")
# The API an answer came in, as a failure on BODY (a Chinese article: counted in characters)
# names it.
CHINESE = {
    "Anthropic's Messages API": "Anthropic 的 Messages API",
    "Ollama's own API": "Ollama 自己的 API",
    "Google's Gemini API": "Google 的 Gemini API",
    "OpenAI's Responses API": "OpenAI 的 Responses API",
}
ASK = "Make the opening livelier."

ANTHROPIC = {
    "id": "msg_1",
    "type": "message",
    "role": "assistant",
    "content": [{"type": "text", "text": f"{TITLE}\n\n{REPLY}"}],
    "stop_reason": "end_turn",
}
OLLAMA = {"model": "qwen", "message": {"role": "assistant", "content": REPLY}, "done": True}
GEMINI = {"candidates": [{"content": {"parts": [{"text": REPLY}]}, "finishReason": "STOP"}]}
RESPONSES = {"object": "response", "output": [{"type": "message", "content": []}]}


def _ndjson(text: str) -> str:
    """`text` as Ollama streams it: a JSON object a line, then one that says it is done."""
    pieces = [text[:20], text[20:]]
    words = [{"message": {"role": "assistant", "content": p}, "done": False} for p in pieces]
    lines = [*words, {"message": {"role": "assistant", "content": ""}, "done": True}]
    return "\n".join(json.dumps(w, ensure_ascii=False) for w in lines) + "\n"


def _turn(settings: Settings, stub: OpenAIStub, answer: dict[str, Any], streamed: bool):
    """The app's answer to one turn the endpoint answers with `answer` (enqueue options)."""
    stub.enqueue(**answer)
    with app_on(settings, stub, timeout=5, max_retries=0) as client:
        content_id = client.post("/api/contents", json={"title": TITLE, "body": BODY}).json()["id"]
        sent = client.post(
            "/api/chat/send" + ("?stream=true" if streamed else ""),
            json={"content_id": content_id, "message": ASK},
        )
        assert sent.status_code == 200, sent.text
        path = client.get(f"/api/chat/sessions/{content_id}").json()["path"]
        body = client.get(f"/api/contents/{content_id}").json()["body"]
    assert path[-2]["content"] == ASK
    return path[-1], body


@pytest.mark.parametrize("streamed", [False, True])
@pytest.mark.parametrize(
    ("answer", "named"),
    [
        ({**ANTHROPIC, "content": []}, "Anthropic's Messages API"),
        ({**OLLAMA, "message": {"role": "assistant"}}, "Ollama's own API"),
        ({"candidates": [], "promptFeedback": {"blockReason": "OTHER"}}, "Google's Gemini API"),
        (RESPONSES, "OpenAI's Responses API"),
    ],
    ids=["anthropic-empty", "ollama-no-text", "gemini-no-candidate", "responses-empty"],
)
def test_an_answer_in_another_protocol_is_named(
    settings: Settings, stub: OpenAIStub, answer: dict[str, Any], named: str, streamed: bool
) -> None:
    body = json.dumps(answer, ensure_ascii=False)
    reply, article = _turn(
        settings, stub, {"body": body, "content_type": "application/json"}, streamed
    )
    assert reply["status"] == "error"
    assert_told(reply["content"], BODY, named, CHINESE[named])
    assert "REDLINE_LLM_BASE_URL" in reply["content"]
    assert article == BODY


@pytest.mark.parametrize("streamed", [False, True])
def test_ollamas_own_stream_of_json_lines_is_read(
    settings: Settings, stub: OpenAIStub, streamed: bool
) -> None:
    """Session 50: Ollama's own stream (a JSON a line) read whole, as its /api/chat body is."""
    answer = {"body": _ndjson(REPLY), "content_type": "application/x-ndjson"}
    reply, article = _turn(settings, stub, answer, streamed)
    assert reply["status"] == "ok", reply["content"]
    assert article == REPLY


@pytest.mark.parametrize("streamed", [False, True])
def test_ollamas_stream_that_never_says_done_is_cut(
    settings: Settings, stub: OpenAIStub, streamed: bool
) -> None:
    lines = _ndjson(REPLY).splitlines()[:-1]  # the "done": true line never came
    answer = {"body": "\n".join(lines) + "\n", "content_type": "application/x-ndjson"}
    reply, article = _turn(settings, stub, answer, streamed)
    assert reply["status"] == "error"
    assert article == BODY


def _tool_call(streamed: bool) -> dict[str, Any]:
    call = {"id": "c1", "type": "function", "function": {"name": "edit_article"}}
    if not streamed:
        message = {"role": "assistant", "content": None, "tool_calls": [call]}
        choice = {"index": 0, "message": message, "finish_reason": "tool_calls"}
        return {"body": json.dumps({"choices": [choice]}), "content_type": "application/json"}
    call["function"]["arguments"] = ""  # type: ignore[index]
    chunks = [
        {"index": 0, "delta": {"role": "assistant", "tool_calls": [{"index": 0, **call}]}},
        {"index": 0, "delta": {}, "finish_reason": "tool_calls"},
    ]
    events = [f"data: {json.dumps({'choices': [c]})}\n" for c in chunks]
    return {"raw_stream": [*events, "data: [DONE]\n"]}


@pytest.mark.parametrize("streamed", [False, True])
def test_a_reply_that_only_calls_a_tool_says_so(
    settings: Settings, stub: OpenAIStub, streamed: bool
) -> None:
    reply, article = _turn(settings, stub, _tool_call(streamed), streamed)
    assert reply["status"] == "error"
    # The article is half Chinese: told in English or, counted in characters, in Chinese.
    said = reply["content"]
    assert "call to a tool (edit_article)" in said or "调用了一个工具（edit_article）" in said, said
    assert "held no article text" not in reply["content"]
    assert article == BODY


@pytest.mark.parametrize("shape", ["message", "text"])
def test_stream_chunks_that_carry_the_text_outside_delta_are_read(
    settings: Settings, stub: OpenAIStub, shape: str
) -> None:
    text = f"{TITLE}\n\n{REPLY}"
    carried = (
        {"message": {"role": "assistant", "content": text}}
        if shape == "message"
        else {"text": text}
    )
    chunk = {"choices": [{"index": 0, **carried, "finish_reason": "stop"}]}
    answer = {"raw_stream": [f"data: {json.dumps(chunk, ensure_ascii=False)}\n", "data: [DONE]\n"]}
    reply, article = _turn(settings, stub, answer, True)
    assert reply["status"] == "ok", reply["content"]
    assert article == REPLY


def test_a_whole_message_after_the_deltas_is_not_added_again(
    settings: Settings, stub: OpenAIStub
) -> None:
    text = f"{TITLE}\n\n{REPLY}"
    pieces = [text[:20], text[20:]]
    chunks = [{"index": 0, "delta": {"content": piece}} for piece in pieces]
    chunks.append({"index": 0, "message": {"content": text}, "finish_reason": "stop"})
    events = [f"data: {json.dumps({'choices': [c]}, ensure_ascii=False)}\n" for c in chunks]
    reply, article = _turn(settings, stub, {"raw_stream": [*events, "data: [DONE]\n"]}, True)
    assert reply["status"] == "ok", reply["content"]
    assert article == REPLY


def _sse(*events: dict[str, Any]) -> list[str]:
    return [f"data: {json.dumps(e, ensure_ascii=False)}\n" for e in events]


ANTHROPIC_STREAM = _sse(
    {"type": "message_start", "message": {"id": "m", "role": "assistant"}},
    {"type": "content_block_delta", "delta": {"type": "text_delta", "text": f"{TITLE}\n\n"}},
    {"type": "content_block_delta", "delta": {"type": "text_delta", "text": REPLY}},
    {"type": "message_delta", "delta": {"stop_reason": "end_turn"}},
    {"type": "message_stop"},
)
RESPONSES_STREAM = _sse(
    {"type": "response.created", "response": {"id": "r"}},
    {"type": "response.output_text.delta", "delta": f"{TITLE}\n\n{REPLY}"},
    {"type": "response.completed", "response": {"id": "r", "status": "completed"}},
)
RESPONSES_WITH_TEXT = {
    "object": "response",
    "status": "completed",
    "output": [
        {"type": "message", "content": [{"type": "output_text", "text": f"{TITLE}\n\n{REPLY}"}]}
    ],
}


@pytest.mark.parametrize(
    ("answer", "streamed"),
    [
        ({"body": json.dumps(ANTHROPIC), "content_type": "application/json"}, False),
        ({"body": json.dumps(ANTHROPIC), "content_type": "application/json"}, True),
        ({"body": json.dumps(RESPONSES_WITH_TEXT), "content_type": "application/json"}, False),
        ({"raw_stream": ANTHROPIC_STREAM}, True),
        ({"raw_stream": RESPONSES_STREAM}, True),
    ],
    ids=[
        "anthropic",
        "anthropic-streamed-call",
        "responses",
        "anthropic-events",
        "responses-events",
    ],
)
def test_a_reply_in_the_responses_or_anthropic_shape_is_read(
    settings: Settings, stub: OpenAIStub, answer: dict[str, Any], streamed: bool
) -> None:
    """A gateway that answers in the Responses API's or Anthropic's own shape (session 36): the
    reply it holds is read, not refused with "set REDLINE_LLM_BASE_URL"."""
    reply, article = _turn(settings, stub, answer, streamed)
    assert reply["status"] == "ok", reply["content"]
    assert article == REPLY


def test_a_gemini_stream_is_read_not_named(settings: Settings, stub: OpenAIStub) -> None:
    """Session 50: streamGenerateContent's chunks read as a chat completion's deltas (it was
    named as Gemini's and refused, although it held the reply)."""
    events = _sse(
        {"candidates": [{"content": {"parts": [{"text": REPLY[:25]}]}}]},
        {"candidates": [{"content": {"parts": [{"text": REPLY[25:]}]}, "finishReason": "STOP"}]},
    )
    reply, article = _turn(settings, stub, {"raw_stream": events}, True)
    assert reply["status"] == "ok", reply["content"]
    assert article == REPLY


def test_a_gemini_stream_cut_at_max_tokens_is_refused(settings: Settings, stub: OpenAIStub) -> None:
    events = _sse(
        {"candidates": [{"content": {"parts": [{"text": REPLY[:25]}]}}]},
        {"candidates": [{"content": {"parts": [{"text": "and"}]}, "finishReason": "MAX_TOKENS"}]},
    )
    reply, article = _turn(settings, stub, {"raw_stream": events}, True)
    assert reply["status"] == "error"
    assert article == BODY


@pytest.mark.parametrize("streamed", [False, True])
@pytest.mark.parametrize("answer", [OLLAMA, GEMINI], ids=["ollama", "gemini"])
def test_a_gemini_or_ollama_body_is_read(
    settings: Settings, stub: OpenAIStub, answer: dict[str, Any], streamed: bool
) -> None:
    """Session 50's decision: the model's words in Google's generateContent body or Ollama's
    /api/chat body are its reply (the operator is warned in the log, app/llm/other_apis.py)."""
    body = json.dumps(answer, ensure_ascii=False)
    reply, article = _turn(
        settings, stub, {"body": body, "content_type": "application/json"}, streamed
    )
    assert reply["status"] == "ok", reply["content"]
    assert article == REPLY


@pytest.mark.parametrize(
    "answer",
    [
        {**GEMINI, "candidates": [{**GEMINI["candidates"][0], "finishReason": "MAX_TOKENS"}]},
        {**OLLAMA, "done_reason": "length"},
    ],
    ids=["gemini-max-tokens", "ollama-length"],
)
def test_a_gemini_or_ollama_body_cut_at_its_length_is_refused(
    settings: Settings, stub: OpenAIStub, answer: dict[str, Any]
) -> None:
    body = json.dumps(answer, ensure_ascii=False)
    reply, article = _turn(
        settings, stub, {"body": body, "content_type": "application/json"}, False
    )
    assert reply["status"] == "error"
    assert article == BODY
