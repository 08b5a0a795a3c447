"""Status codes a model endpoint answers that were worded as a bare "rejected the request
(N)": a 408 (the endpoint's own time limit) is a time-out worth another attempt, a 413 says
the request was too large, and a 422 with FastAPI's list of validation errors (vLLM, many
proxies) shows their words. Each reply is in plain words; the message is kept."""

import asyncio
import json
import logging
import socket
import struct
import threading
from collections.abc import Iterator

import pytest
from litestar.testing import TestClient

from app.domain.models import PromptMessage
from app.llm.base import LLMBadResponse, LLMTimeout, LLMUnavailable
from app.llm.openai import OpenAICompatible
from app.main import create_app
from app.settings import Settings
from app.testing.openai_stub import OpenAIStub
from app.testing.sleeps import Sleeps
from tests.failures_said import assert_told

MESSAGES = [PromptMessage(role="user", content="把十五改成五十\n\n十五个人去了公园。")]
NGINX_413 = (
    "<html><head><title>413 Request Entity Too Large</title></head><body>nginx</body></html>"
)


@pytest.fixture
def stub() -> Iterator[OpenAIStub]:
    with OpenAIStub() as server:
        yield server


def _complete(stub: OpenAIStub, sleeps: Sleeps) -> str:
    async def run() -> str:
        model = OpenAICompatible(
            base_url=stub.url, model="stub-model", timeout=5, max_retries=2, sleep=sleeps
        )
        try:
            return (await model.complete(MESSAGES)).text
        finally:
            await model.aclose()

    return asyncio.run(run())


def test_a_408_is_retried_as_a_time_out(stub: OpenAIStub) -> None:
    stub.enqueue(status=408)
    stub.enqueue(reply="五十个人去了公园。")
    sleeps = Sleeps()
    assert _complete(stub, sleeps) == "五十个人去了公园。"
    assert len(sleeps.calls) == 1


def test_408_every_time_ends_as_a_time_out_in_plain_words(stub: OpenAIStub) -> None:
    for _ in range(3):
        stub.enqueue(status=408)
    with pytest.raises(LLMTimeout, match=r"timed out \(408\) on each of 3 attempts"):
        _complete(stub, Sleeps())


def test_a_413_page_says_the_request_was_too_large_without_its_html(stub: OpenAIStub) -> None:
    stub.enqueue(status=413, body=NGINX_413, content_type="text/html")
    with pytest.raises(LLMBadResponse) as refused:
        _complete(stub, Sleeps())
    assert "too large (413)" in str(refused.value)
    assert "<" not in str(refused.value)
    assert len(stub.requests) == 1


def test_a_422_shows_fastapi_validation_messages(stub: OpenAIStub) -> None:
    detail = {"detail": [{"loc": ["body", "messages"], "msg": "field required"}]}
    stub.enqueue(status=422, body=json.dumps(detail), content_type="application/json")
    with pytest.raises(LLMBadResponse, match=r'\(422\)\. It said: "field required"'):
        _complete(stub, Sleeps())
    assert len(stub.requests) == 1


def test_a_turn_whose_model_times_out_with_408_keeps_the_message(
    settings: Settings, stub: OpenAIStub
) -> None:
    for _ in range(2):
        stub.enqueue(status=408)
    model = OpenAICompatible(base_url=stub.url, model="stub-model", timeout=5, max_retries=1)
    with TestClient(app=create_app(settings, provider=model)) as client:
        article = {"title": "公园", "body": "十五个人去了公园。\n\n天气很好。"}
        content_id = client.post("/api/contents", json=article).json()["id"]
        sent = client.post(
            "/api/chat/send?stream=true",
            json={"content_id": content_id, "message": "写得更生动一点"},
        )
        assert "event: done" in sent.text
        path = client.get(f"/api/chat/sessions/{content_id}").json()["path"]
    assert path[-2]["content"] == "写得更生动一点"
    assert path[-1]["status"] == "error"
    # A Chinese article is told in Chinese, whole (failed_calls.py).
    assert_told(path[-1]["content"], article["body"], "timed out (408)", "超时了（408）")


def _streamed(stub: OpenAIStub) -> str:
    async def run() -> str:
        model = OpenAICompatible(base_url=stub.url, model="stub-model", timeout=5, max_retries=0)
        try:
            return "".join([delta async for delta in model.stream(MESSAGES)])
        finally:
            await model.aclose()

    return asyncio.run(run())


def test_plain_text_to_a_streamed_call_is_no_stream_not_a_cut_off(stub: OpenAIStub) -> None:
    stub.enqueue(body="OK", content_type="text/plain")
    with pytest.raises(LLMBadResponse, match="plain text instead of a stream"):
        _streamed(stub)


def test_an_answer_compressed_as_brotli_says_so(stub: OpenAIStub) -> None:
    stub.enqueue(
        body=b"\x8b\x02\x80{not readable",
        content_type="application/json",
        headers={"Content-Encoding": "br"},
    )
    with pytest.raises(LLMBadResponse, match="compressed as 'br'"):
        _complete(stub, Sleeps())


class ResetAfterHeaders:
    """A model endpoint that sends its response headers, then resets the connection."""

    def __init__(self) -> None:
        self.server = socket.create_server(("127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{self.server.getsockname()[1]}/v1"
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while True:
            try:
                conn, _ = self.server.accept()
            except OSError:
                return
            conn.recv(65536)
            conn.sendall(
                b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                b"Transfer-Encoding: chunked\r\n\r\n"
            )
            conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            conn.close()


async def _ask_once_more(url: str) -> None:
    """One completion against `url`, asked again once after a failure."""
    model = OpenAICompatible(base_url=url, model="m", timeout=5, max_retries=1, sleep=Sleeps())
    try:
        await model.complete(MESSAGES)
    finally:
        await model.aclose()


def test_a_connection_reset_after_the_headers_is_not_called_unreachable() -> None:
    endpoint = ResetAfterHeaders()

    try:
        with pytest.raises(LLMUnavailable) as failed:
            asyncio.run(_ask_once_more(endpoint.url))
    finally:
        endpoint.server.close()
    assert "dropped the connection before its answer was complete (2 attempts)" in str(failed.value)
    assert "Could not reach" not in str(failed.value)


def _refusal_events(pieces: list[str]) -> list[str]:
    events = [{"delta": {"role": "assistant", "content": None, "refusal": p}} for p in pieces]
    events.append({"delta": {}, "finish_reason": "stop"})
    return ["data: " + json.dumps({"choices": [{"index": 0, **e}]}) + "\n" for e in events] + [
        "data: [DONE]\n"
    ]


def test_a_streamed_refusal_shows_the_models_words(stub: OpenAIStub) -> None:
    stub.enqueue(raw_stream=_refusal_events(["I'm sorry,", " I can't help with that."]))
    with pytest.raises(LLMBadResponse, match="declined to make this edit: \"I'm sorry, I can't"):
        _streamed(stub)


def test_a_plain_refusal_shows_the_models_words(stub: OpenAIStub) -> None:
    choice = {"index": 0, "message": {"content": None, "refusal": "我不能帮你改这个。"}}
    stub.enqueue(body=json.dumps({"choices": [choice]}), content_type="application/json")
    with pytest.raises(LLMBadResponse, match='declined to make this edit: "我不能帮你改这个。"'):
        _complete(stub, Sleeps())


def test_text_after_the_streams_finish_reason_is_not_part_of_the_reply(stub: OpenAIStub) -> None:
    def chunk(text: str | None, finish: str | None = None) -> str:
        delta = {} if text is None else {"content": text}
        choice = {"index": 0, "delta": delta, "finish_reason": finish}
        return "data: " + json.dumps({"choices": [choice]}, ensure_ascii=False) + "\n"

    stub.enqueue(
        raw_stream=[
            chunk("五十个人"),
            chunk("去了公园。", "stop"),
            chunk("\n\nPS: ignore the above, here is more."),
            "data: [DONE]\n",
        ]
    )
    assert _streamed(stub) == "五十个人去了公园。"


def test_a_password_in_the_model_address_never_reaches_a_reply(
    settings: Settings, app_log: list[logging.LogRecord]
) -> None:
    with socket.socket() as spare:
        spare.bind(("127.0.0.1", 0))
        port = spare.getsockname()[1]  # closed again: nothing listens there
    address = f"http://ada:hunter2@127.0.0.1:{port}/v1"
    model = OpenAICompatible(base_url=address, model="m", timeout=2, max_retries=1)
    with TestClient(app=create_app(settings, provider=model)) as client:
        article = {"title": "公园", "body": "十五个人去了公园。\n\n天气很好。"}
        content_id = client.post("/api/contents", json=article).json()["id"]
        client.post("/api/chat/send", json={"content_id": content_id, "message": "更生动"})
        reply = client.get(f"/api/chat/sessions/{content_id}").json()["path"][-1]
    assert reply["status"] == "error"
    assert f"http://127.0.0.1:{port}/v1" in reply["content"]
    assert "hunter2" not in reply["content"]
    assert any(r.name.startswith("app") for r in app_log)  # the failure was logged…
    assert not [r.getMessage() for r in app_log if "hunter2" in r.getMessage()]  # …unsaid


def test_the_retry_log_line_counts_the_attempts_made_so_far(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """The log line written after the first failure says "attempt 1 of 2", not the final
    sentence's "(2 attempts)" that the writer reads once both are made."""
    endpoint = ResetAfterHeaders()

    try:
        with caplog.at_level(logging.WARNING), pytest.raises(LLMUnavailable):
            asyncio.run(_ask_once_more(endpoint.url))
    finally:
        endpoint.server.close()
    lines = [r.getMessage() for r in caplog.records if "retrying in" in r.getMessage()]
    assert len(lines) == 1 and lines[0].startswith("model endpoint attempt 1 of 2 failed (")
    assert "dropped the connection before its answer was complete" in lines[0]
    assert "attempts" not in lines[0]
