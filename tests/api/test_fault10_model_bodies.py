"""Answers from a model endpoint that are not what they say they are, each told in plain words
instead of "the model's reply was cut off (the connection ended before the reply was
complete)": a stream compressed as Brotli or Zstandard (a proxy that compresses whatever it
is given, which Redline cannot undo), a stream of bytes that are no events at all (gzip with
no label, UTF-16), an empty 200, an answer in another protocol that holds no reply
and a reply that is only a call to a tool (Ollama's own /api/chat, one JSON object a line, is
read since session 50: tests/api/test_fault10_model_protocols.py).
Through the app: the writer's message is kept, the article is unchanged, nothing is saved
as a revision, and a stream that is only cut short is still called cut off."""

import gzip
import json
from typing import Any

import pytest

from app.settings import Settings
from app.testing.openai_stub import OpenAIStub
from tests.api import model_stub
from tests.api.model_stub import app_on
from tests.english_left import english_left
from tests.failures_said import assert_told

stub = model_stub.stub  # the failing model endpoint, each test's own

TITLE = "港口"
BODY = "港口的早晨很安静。\n\nBoats leave at dawn; the market fills by noon."
EDITED = f"{TITLE}\n\n港口的早晨很热闹。\n\nBoats leave at dawn; the market fills by noon."
ASK = "写得热闹一点"


def _events(text: str) -> str:
    chunks = [
        {"choices": [{"index": 0, "delta": {"content": text}, "finish_reason": None}]},
        {"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]},
    ]
    return "".join(f"data: {json.dumps(c, ensure_ascii=False)}\n\n" for c in chunks) + (
        "data: [DONE]\n\n"
    )


# Bytes of a Brotli or Zstandard stream look like this to a reader that cannot undo them.
PACKED = gzip.compress(_events(EDITED).encode())[10:]


def _turn(settings: Settings, stub: OpenAIStub, answer: dict[str, Any], *, streamed: bool):
    """One turn answered with `answer` (the stub's enqueue options): the reply, the article."""
    stub.enqueue(**answer)
    with app_on(settings, stub, timeout=5, max_retries=0) as client:
        article = client.post("/api/contents", json={"title": TITLE, "body": BODY})
        content_id = article.json()["id"]
        sent = client.post(
            "/api/chat/send" + ("?stream=true" if streamed else ""),
            json={"content_id": content_id, "message": ASK},
        )
        assert sent.status_code == 200, sent.text
        if streamed:
            assert "event: done" in sent.text
        session = client.get(f"/api/chat/sessions/{content_id}").json()
        after = client.get(f"/api/contents/{content_id}").json()
    path = session["path"]
    assert path[-2]["content"] == ASK  # the writer's message is kept
    assert after["version"] == 1 and after["body"] == BODY  # nothing saved
    assert path[-1]["status"] == "error"
    return path[-1]["content"]


def _stream_of(body: bytes | str, **headers: str) -> dict[str, Any]:
    return {"body": body, "content_type": "text/event-stream", "headers": headers}


@pytest.mark.parametrize("coding", ["br", "zstd"])
@pytest.mark.parametrize("streamed", [True, False])
def test_a_stream_compressed_beyond_reading_says_so(
    settings: Settings, stub: OpenAIStub, coding: str, streamed: bool
) -> None:
    said = _turn(
        settings, stub, _stream_of(PACKED, **{"Content-Encoding": coding}), streamed=streamed
    )
    # the article is Chinese (counted in characters): told in Chinese, whole
    assert_told(said, BODY, f"compressed as '{coding}'", f"用 '{coding}' 压缩过")
    assert "cut off" not in said and "被截断" not in said


def test_a_compression_label_on_plain_events_is_harmless(
    settings: Settings, stub: OpenAIStub
) -> None:
    """A proxy that labels a stream it did not compress: the events are read as they are."""
    stub.enqueue(**_stream_of(_events(EDITED), **{"Content-Encoding": "br"}))
    with app_on(settings, stub, timeout=5, max_retries=0) as client:
        content_id = client.post("/api/contents", json={"title": TITLE, "body": BODY}).json()["id"]
        sent = client.post(
            "/api/chat/send?stream=true", json={"content_id": content_id, "message": ASK}
        )
        assert "event: revision" in sent.text
        assert (
            client.get(f"/api/contents/{content_id}").json()["body"] == EDITED.split("\n\n", 1)[1]
        )


@pytest.mark.parametrize("streamed", [True, False])
@pytest.mark.parametrize(
    "body",
    [gzip.compress(_events(EDITED).encode()), _events(EDITED).encode("utf-16")],
    ids=["gzip-unlabelled", "utf-16"],
)
def test_bytes_that_hold_no_events_are_not_called_cut_off(
    settings: Settings, stub: OpenAIStub, body: bytes, streamed: bool
) -> None:
    said = _turn(settings, stub, _stream_of(body), streamed=streamed)
    assert_told(said, BODY, "not a stream of events", "不是 OpenAI 兼容端点发的那种事件流")
    assert "cut off" not in said and "被截断" not in said


@pytest.mark.parametrize("streamed", [True, False])
def test_an_empty_answer_says_it_was_empty(
    settings: Settings, stub: OpenAIStub, streamed: bool
) -> None:
    said = _turn(settings, stub, _stream_of(b""), streamed=streamed)
    assert_told(said, BODY, "empty body", "回了一个空的响应")
    assert "cut off" not in said and "被截断" not in said


@pytest.mark.parametrize("streamed", [True, False])
def test_a_stream_cut_short_is_still_called_cut_off(
    settings: Settings, stub: OpenAIStub, streamed: bool
) -> None:
    first = {"choices": [{"index": 0, "delta": {"content": EDITED[:12]}}]}
    body = ": keep-alive\n\n" + f"data: {json.dumps(first, ensure_ascii=False)}\n\n"
    said = _turn(settings, stub, _stream_of(body), streamed=streamed)
    # Streamed to the writer, a stream that ends without its end is asked for once more, as a
    # dropped connection is (df6dfe0); with no attempt left it says the reply dropped midway.
    # said in Chinese to this article, whose first paragraph is Chinese
    dropped = "与模型的连接在回复中途断了"
    assert "被截断" in said or (streamed and dropped in said), said
    assert not english_left(said), said
    assert "空的响应" not in said and "empty" not in said


@pytest.mark.parametrize("streamed", [True, False])
def test_a_byte_order_mark_before_the_first_event_keeps_that_event(
    settings: Settings, stub: OpenAIStub, streamed: bool
) -> None:
    """SSE allows a BOM at the start of a stream; read as part of the first field's name, the
    event it began was dropped — a reply sent as one event was lost whole."""
    one = {"choices": [{"index": 0, "delta": {"content": EDITED}, "finish_reason": "stop"}]}
    body = "\ufeff" + f"data: {json.dumps(one, ensure_ascii=False)}\n\ndata: [DONE]\n\n"
    stub.enqueue(**_stream_of(body.encode()))
    _, after = _sent(settings, stub, streamed)
    assert after["version"] == 2
    assert after["body"] == EDITED.split("\n\n", 1)[1]


@pytest.mark.parametrize("finish", ["MAX_TOKENS", "model_length", "max_output_tokens", "ERROR"])
def test_a_reply_ended_at_a_limit_in_other_words_is_not_saved(
    settings: Settings, stub: OpenAIStub, finish: str
) -> None:
    """Endpoints name the token limit in their own words and case (Gemini and Cohere shout
    MAX_TOKENS, Mistral says model_length, the Responses API max_output_tokens): a reply cut
    there, mid-sentence at the article's end, was saved as the new version."""
    said = _turn(settings, stub, _stream_of(_cut_short(finish)), streamed=True)
    # cut off, failed or stopped — said in Chinese, whole, to this Chinese article
    assert any(word in said for word in ("被截断", "失败了", "中止了")), said
    assert not english_left(said), said


@pytest.mark.parametrize("finish", ["SAFETY", "recitation", "PROHIBITED_CONTENT"])
def test_a_reply_a_provider_stopped_for_its_content_rules_is_not_saved(
    settings: Settings, stub: OpenAIStub, finish: str
) -> None:
    """Gemini's OpenAI-compatible endpoint ends a reply its safety rules stopped with SAFETY,
    RECITATION or PROHIBITED_CONTENT: what arrived before is not the model's whole edit."""
    said = _turn(settings, stub, _stream_of(_cut_short(finish)), streamed=True)
    assert finish in said


@pytest.mark.parametrize("streamed", [True, False])
@pytest.mark.parametrize("kind", ["application/json", "text/plain; charset=utf-8"])
def test_events_under_another_content_type_are_read(
    settings: Settings, stub: OpenAIStub, streamed: bool, kind: str
) -> None:
    """A proxy that relabels a stream of events (as JSON, as plain text): the events are the
    reply, read as such, not refused as 'not JSON' or 'plain text instead of a stream'."""
    stub.enqueue(body=_events(EDITED).encode(), content_type=kind)
    sent, after = _sent(settings, stub, streamed)
    assert after["version"] == 2, sent.text[-400:]


def _cut_short(finish: str) -> str:
    """A stream of the edit cut mid-sentence, ended with `finish` as its finish_reason."""
    cut = EDITED[: EDITED.rindex(" the market")]
    chunks = [
        {"choices": [{"index": 0, "delta": {"content": cut}, "finish_reason": None}]},
        {"choices": [{"index": 0, "delta": {}, "finish_reason": finish}]},
    ]
    body = "".join(f"data: {json.dumps(c, ensure_ascii=False)}\n\n" for c in chunks)
    return body + "data: [DONE]\n\n"


def _sent(settings: Settings, stub: OpenAIStub, streamed: bool) -> tuple[Any, dict[str, Any]]:
    """Send the suggestion on a new article (streamed or not); the answer and the article."""
    with app_on(settings, stub, timeout=5, max_retries=0) as client:
        made = client.post("/api/contents", json={"title": TITLE, "body": BODY})
        content_id = made.json()["id"]
        sent = client.post(
            "/api/chat/send" + ("?stream=true" if streamed else ""),
            json={"content_id": content_id, "message": ASK},
        )
        assert sent.status_code == 200
        return sent, client.get(f"/api/contents/{content_id}").json()
