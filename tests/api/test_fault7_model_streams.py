"""Model streams in shapes real endpoints send.

A reasoning model (DeepSeek-R1 and its like, through an OpenAI-compatible endpoint) streams
its thinking (`reasoning_content`) before the reply: thinking for longer than the model
timeout is answering, not silence. The edit is made, once — instead of "the model did not
answer within N seconds" after three attempts, each thinking again and billed again.

A stream whose bytes are not all UTF-8 (a proxy recoding it) is refused in plain words: it
was saved with '�' in place of the writer's characters.

An endpoint that answers with something that is not HTTP (a bad chunk) is said to have done
that, and one whose TLS certificate is not trusted is named so, instead of "Could not reach
the model endpoint … check that it is running" for both. A model address that is not a URL (`http://[::1/v1`)
is named, instead of "Something went wrong while asking the model". An answer not in the
encoding it names (a proxy labelling plain JSON "gzip") is said to be that, not "failed
(DecodingError)"."""

import contextlib
import json
import shutil
import socket
import ssl
import subprocess
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from litestar.testing import TestClient

from app.llm.openai import OpenAICompatible
from app.main import create_app
from app.settings import Settings
from app.testing.openai_stub import OpenAIStub
from tests.api import model_stub
from tests.api.model_stub import app_on
from tests.failures_said import RETRY, assert_told, lang_of

stub = model_stub.stub  # the failing model endpoint, each test's own

TITLE, BODY = "公交", "公交车今天又晚了。\n\n我们在雨里等了二十分钟。"
EDITED = "公交\n\n公交车今天又晚了！真是的。\n\n我们在雨里等了二十分钟。"
TIMEOUT = 0.8  # a chunk may come late on a loaded machine: a quarter of it apart is safe


def _event(delta: dict[str, str], finish: str | None = None) -> str:
    chunk = {"choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}
    return "data: " + json.dumps(chunk, ensure_ascii=False) + "\n"


@pytest.fixture
def client(settings: Settings, stub: OpenAIStub) -> Iterator[TestClient]:
    with app_on(settings, stub, timeout=TIMEOUT) as test_client:
        yield test_client


@pytest.mark.parametrize("field", ["reasoning_content", "reasoning"])
def test_a_model_thinking_longer_than_the_timeout_still_makes_the_edit(
    client: TestClient, stub: OpenAIStub, field: str
) -> None:
    # Twelve thoughts, a quarter of the timeout apart: three timeouts of thinking in all.
    thoughts = [_event({field: f"想一想第{n}步。"}) for n in range(12)]
    reply = [_event({"content": EDITED[i : i + 6]}) for i in range(0, len(EDITED), 6)]
    stub.enqueue(
        raw_stream=[*thoughts, *reply, _event({}, "stop"), "data: [DONE]\n"],
        chunk_delay=TIMEOUT / 4,
    )
    content_id = client.post("/api/contents", json={"title": TITLE, "body": BODY}).json()["id"]
    with client.stream(
        "POST",
        "/api/chat/send?stream=true",
        json={"content_id": content_id, "message": "第一段加点情绪"},
    ) as response:
        lines = list(response.iter_lines())
    streamed = "".join(
        json.loads(line[5:])["text"] for line in lines if line.startswith('data: {"text"')
    )
    assert streamed == EDITED  # the thinking is not relayed as the reply
    view = client.get(f"/api/chat/sessions/{content_id}").json()
    assert view["path"][-1]["status"] == "ok", view["path"][-1]["content"]
    assert client.get(f"/api/contents/{content_id}").json()["body"] == EDITED.split("\n\n", 1)[1]
    assert len(stub.requests) == 1  # asked once


def _bytes_model(body: bytes) -> OpenAICompatible:
    """A model endpoint answering every request with these bytes as its event stream."""

    def answer(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, headers={"content-type": "text/event-stream"}, content=body)

    return OpenAICompatible(
        base_url="http://model.test/v1", model="m", transport=httpx.MockTransport(answer)
    )


@pytest.mark.parametrize(
    ("title", "body", "reply", "message"),
    [
        (
            "The bus",
            "The bus was late again.\n\nWe waited in the rain.",
            "The bus\n\nThe bus was late again — of course!\n\nWe waited in the rain.",
            "make the first line livelier",
        ),
        (TITLE, BODY, EDITED, "第一段加点情绪"),
    ],
)
def test_a_streamed_reply_that_is_not_valid_utf8_is_not_saved(
    settings: Settings, title: str, body: str, reply: str, message: str
) -> None:
    # One character of the reply arrives as a byte that is not UTF-8 (a proxy recoding it).
    bad = reply.encode().replace("—".encode(), b"\x97").replace("！".encode(), b"\xa3\xa1")
    assert bad != reply.encode()
    stream = (
        b'data: {"choices":[{"index":0,"delta":{"content":"'
        + bad.replace(b"\n", b"\\n")
        + b'"}}]}\n\ndata: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\n'
        + b"data: [DONE]\n\n"
    )
    with TestClient(app=create_app(settings, provider=_bytes_model(stream))) as client:
        content_id = client.post("/api/contents", json={"title": title, "body": body}).json()["id"]
        with client.stream(
            "POST",
            "/api/chat/send?stream=true",
            json={"content_id": content_id, "message": message},
        ) as response:
            list(response.iter_lines())
        answer = client.get(f"/api/chat/sessions/{content_id}").json()["path"][-1]
        assert answer["status"] == "error" and answer["revision_id"] is None
        said = answer["content"]  # in the article's language (tests/failures_said.py)
        assert_told(
            said, body, "could not be read (it was not valid UTF-8 text)", "不是有效的 UTF-8 文字"
        )
        assert RETRY[lang_of(body)] in said, said
        assert client.get(f"/api/contents/{content_id}").json()["body"] == body


@pytest.fixture
def broken_endpoint() -> Iterator[str]:
    """An endpoint that accepts the request and answers with a body cut by a bad chunk."""
    listener = socket.create_server(("127.0.0.1", 0))

    def serve() -> None:
        while True:
            try:
                conn, _ = listener.accept()
            except OSError:
                return
            with conn:
                conn.recv(65536)
                conn.sendall(
                    b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n"
                    b"Transfer-Encoding: chunked\r\n\r\nzz\r\nnot a chunk\r\n"
                )

    threading.Thread(target=serve, daemon=True).start()
    yield f"http://127.0.0.1:{listener.getsockname()[1]}/v1"
    listener.close()


@pytest.fixture
def self_signed_endpoint(tmp_path: Path) -> Iterator[str]:
    """An https endpoint whose certificate no one trusts (made by openssl)."""
    if shutil.which("openssl") is None:
        pytest.skip("openssl is not installed")
    key, cert = tmp_path / "key.pem", tmp_path / "cert.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"]
        + ["-keyout", str(key), "-out", str(cert), "-subj", "/CN=localhost"],
        check=True,
        capture_output=True,
    )
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    listener = socket.create_server(("127.0.0.1", 0))

    def serve() -> None:
        while True:
            try:
                conn, _ = listener.accept()
            except OSError:
                return
            with contextlib.suppress(OSError), context.wrap_socket(conn, server_side=True):
                pass

    threading.Thread(target=serve, daemon=True).start()
    yield f"https://localhost:{listener.getsockname()[1]}/v1"
    listener.close()


@pytest.mark.parametrize("stream", [False, True])
def test_an_endpoint_that_answers_badly_or_untrusted_is_named_for_what_it_did(
    settings: Settings, broken_endpoint: str, self_signed_endpoint: str, stream: bool
) -> None:
    cases = [
        (
            broken_endpoint,
            "closed the connection without a complete answer, or answered with",
            "没给出完整的回答就关闭了连接，或者回的不是 HTTP",
        ),
        (
            self_signed_endpoint,
            "could not be reached securely: its TLS certificate was not",
            "无法安全地连上模型端点",
        ),
    ]
    for url, english, chinese in cases:
        model = OpenAICompatible(base_url=url, model="m", max_retries=1, backoff_base=0.01)
        answer, _ = _send_once(settings, model, stream=stream)
        assert answer["status"] == "error", answer
        # the article is Chinese: told in Chinese, whole (tests/failures_said.py)
        assert_told(answer["content"], BODY, english, chinese)
        assert "请检查它是否在运行" not in answer["content"]  # not "check that it is running"
        assert RETRY["zh"] in answer["content"], answer["content"]


@pytest.mark.parametrize("stream", [False, True])
def test_a_model_address_that_is_not_a_url_is_named_not_something_went_wrong(
    settings: Settings, stream: bool
) -> None:
    model = OpenAICompatible(base_url="http://[::1/v1", model="m")  # the ] forgotten
    answer, _ = _send_once(settings, model, stream=stream)
    assert answer["status"] == "error"
    assert answer["content"].startswith(  # the article is Chinese: told in Chinese
        "模型端点的地址 'http://[::1/v1' 不是有效的 URL（"
    ), answer["content"]
    assert "请检查 REDLINE_LLM_BASE_URL" in answer["content"], answer["content"]
    assert_told(answer["content"], BODY, "is not a valid URL", "不是有效的 URL")


@pytest.mark.parametrize("stream", [False, True])
def test_an_answer_not_in_the_encoding_it_names_is_said_so(
    settings: Settings, stream: bool
) -> None:
    def answer(request: httpx.Request) -> httpx.Response:
        # "gzip", says the header; the body is plain JSON (a misconfigured proxy).
        body = json.dumps({"choices": [{"message": {"content": EDITED}}]}).encode()
        return httpx.Response(
            200,
            headers={"content-type": "application/json", "content-encoding": "gzip"},
            content=body,
        )

    model = OpenAICompatible(
        base_url="http://model.test/v1", model="m", transport=httpx.MockTransport(answer)
    )
    reply, body = _send_once(settings, model, stream=stream)
    assert body == BODY
    assert reply["status"] == "error"
    assert_told(
        reply["content"],
        BODY,
        "sent an answer that could not be decoded: it was not in the encoding it said",
        "发来的回答无法解码：它的编码和它声明的不一样",
    )


def _send_once(
    settings: Settings, model: OpenAICompatible, *, stream: bool
) -> tuple[dict[str, Any], str]:
    """One suggestion sent to an app on `model`, plain or streamed: the last node of the
    conversation after it (the reply), and the article's body."""
    with TestClient(app=create_app(settings, provider=model)) as client:
        content_id = client.post("/api/contents", json={"title": TITLE, "body": BODY}).json()["id"]
        sent = {"content_id": content_id, "message": "第一段加点情绪"}
        if stream:
            with client.stream("POST", "/api/chat/send?stream=true", json=sent) as response:
                list(response.iter_lines())
        else:
            client.post("/api/chat/send", json=sent)
        answer = client.get(f"/api/chat/sessions/{content_id}").json()["path"][-1]
        return answer, client.get(f"/api/contents/{content_id}").json()["body"]
