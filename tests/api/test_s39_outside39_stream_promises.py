"""Streamed-turn promises of README and docs/api.md, pinned from outside: a real server
started as README says (`python -m app`, its own temp data directory) and a chat-completions
stub on a real socket, so only public HTTP behaviour is checked."""

import json
import re
import socket
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx
import pytest

from tests.api.s36_faults_harness import ServedApp

REPO = Path(__file__).resolve().parents[2]
BODY = "Alpha has 12 apples.\n\nBeta has 7 pears.\n\nGamma walks 3 miles."
KINDER = "Make paragraph 2 kinder"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class StubModel:
    """Streams the prompt's article back with `subs` applied, `chunk` characters at a time.

    `drops` streamed replies are cut (the socket closed) after `drop_after` characters."""

    def __init__(self) -> None:
        self.subs: list[tuple[str, str]] = []
        self.chunk = 10
        self.delay = 0.0
        self.drops = 0
        self.drop_after = 0
        self.calls = 0
        stub = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: object) -> None:
                pass

            def do_POST(self) -> None:
                req = json.loads(self.rfile.read(int(self.headers.get("content-length", 0))))
                stub.calls += 1
                reply = stub.reply_for(req["messages"][-1]["content"])
                self.send_response(200)
                self.send_header("content-type", "text/event-stream")
                self.send_header("connection", "close")
                self.end_headers()
                cut = None
                if stub.drops > 0:
                    stub.drops -= 1
                    cut = stub.drop_after
                for i in range(0, len(reply), stub.chunk):
                    if cut is not None and i >= cut:
                        self.connection.shutdown(socket.SHUT_RDWR)
                        return
                    delta = {"content": reply[i : i + stub.chunk]}
                    self._event({"choices": [{"index": 0, "delta": delta, "finish_reason": None}]})
                    time.sleep(stub.delay)
                self._event({"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]})
                self.wfile.write(b"data: [DONE]\n\n")

            def _event(self, data: dict) -> None:
                self.wfile.write(b"data: " + json.dumps(data).encode() + b"\n\n")
                self.wfile.flush()

        self.port = _free_port()
        self.httpd = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def reply_for(self, prompt: str) -> str:
        title = re.search(r"<title>(.*?)</title>", prompt, re.S)
        body = re.search(r"<body>\n?(.*?)\n?</body>", prompt, re.S)
        text = body.group(1) if body else ""
        for old, new in self.subs:
            text = text.replace(old, new, 1)
        return (title.group(1) if title else "") + "\n\n" + text


@pytest.fixture(scope="module")
def stub() -> Iterator[StubModel]:
    model = StubModel()
    yield model
    model.httpd.shutdown()


@pytest.fixture(scope="module")
def base_url(stub: StubModel, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """`python -m app` on the stub, waited for as every process test waits (its log shown if it
    exits or does not come up: a fixed count of tries ran out on a loaded machine)."""
    served = ServedApp(
        tmp_path_factory.mktemp("outside39") / "data",
        {
            "REDLINE_LOG_LEVEL": "WARNING",
            "REDLINE_LLM_PROVIDER": "openai",
            "REDLINE_LLM_BASE_URL": f"http://127.0.0.1:{stub.port}/v1",
            "REDLINE_LLM_MODEL": "stub",
            "REDLINE_LLM_API_KEY": "x",
        },
    )
    served.start()
    try:
        yield f"http://127.0.0.1:{served.port}"
    finally:
        served.stop()


@pytest.fixture
def client(base_url: str, stub: StubModel) -> Iterator[httpx.Client]:
    """A client of the server; the stub writes "Beta keeps" for "Beta has", whole and at once."""
    stub.subs, stub.drops, stub.delay = [("Beta has", "Beta keeps")], 0, 0.0
    with httpx.Client(base_url=base_url, timeout=60) as client:
        yield client


def _article(client: httpx.Client) -> str:
    return str(client.post("/api/contents", json={"title": "Notes", "body": BODY}).json()["id"])


def _sent_kinder(client: httpx.Client) -> tuple[str, dict]:
    """A new article's id, and the answer to asking its paragraph 2 kinder (not streamed)."""
    cid = _article(client)
    sent = client.post("/api/chat/send", json={"content_id": cid, "message": KINDER}).json()
    return cid, sent


def _stream(client: httpx.Client, path: str, payload: dict, key: str | None = None) -> list:
    headers = {"Idempotency-Key": key} if key else {}
    events: list[tuple[str, object]] = []
    with client.stream("POST", path + "?stream=true", json=payload, headers=headers) as r:
        assert r.status_code == 200
        name = ""
        for line in r.iter_lines():
            if line.startswith("event:"):
                name = line[6:].strip()
            elif line.startswith("data:"):
                events.append((name, json.loads(line[5:])))
    return events


def test_streamed_retry_under_same_idempotency_key_answers_first_turn_and_saves_nothing(
    client: httpx.Client, stub: StubModel
) -> None:
    cid = _article(client)
    payload = {"content_id": cid, "message": KINDER}
    first = dict(_stream(client, "/api/chat/send", payload, key="outside39-k1"))
    calls = stub.calls
    again = dict(_stream(client, "/api/chat/send", payload, key="outside39-k1"))
    assert again["done"]["assistant_message"]["id"] == first["done"]["assistant_message"]["id"]
    assert again["done"]["content"]["version"] == first["done"]["content"]["version"] == 2
    assert stub.calls == calls  # the model was not asked again
    session = client.get(f"/api/chat/sessions/{cid}").json()
    asked = [m for m in session["messages"] if m["content"] == KINDER]
    assert len(asked) == 1
    assert client.get(f"/api/contents/{cid}").json()["version"] == 2


def test_dropped_stream_that_restarts_with_the_shown_text_goes_on_without_repeating_it(
    client: httpx.Client, stub: StubModel
) -> None:
    stub.drops, stub.drop_after = 1, 30
    cid = _article(client)
    events = _stream(client, "/api/chat/send", {"content_id": cid, "message": KINDER})
    names = [n for n, _ in events]
    waits = [d for n, d in events if n == "waiting"]
    assert waits and waits[0]["reason"] == "dropped"
    shown = "".join(d["text"] for n, d in events if n == "delta")
    assert shown.count("Alpha has 12 apples.") == 1  # the part already shown is not sent twice
    assert "Beta keeps 7 pears." in shown
    assert "done" in names and "revision" in names
    assert client.get(f"/api/contents/{cid}").json()["body"] == BODY.replace(
        "Beta has", "Beta keeps"
    )


def test_stopped_regenerate_gives_back_the_earlier_reply_and_its_version(
    client: httpx.Client, stub: StubModel
) -> None:
    cid, sent = _sent_kinder(client)
    reply, asked = sent["assistant_message"], sent["user_message"]
    assert sent["content"]["version"] == 2
    stub.subs, stub.chunk, stub.delay = [("Beta has", "Beta holds")], 2, 0.2
    worker = threading.Thread(
        target=_stream, args=(client, f"/api/chat/messages/{reply['id']}/regenerate", {})
    )
    worker.start()
    try:
        for _ in range(50):
            pending = client.get(f"/api/chat/sessions/{cid}").json()["messages"]
            if any(m["id"] == asked["id"] and m["pending"] for m in pending):
                break
            time.sleep(0.1)
        stop = client.post(f"/api/chat/messages/{asked['id']}/stop", json={}).json()
        assert stop["stopped"] is True
    finally:
        worker.join(30)
        stub.chunk, stub.delay = 10, 0.0
    session = client.get(f"/api/chat/sessions/{cid}").json()
    article = client.get(f"/api/contents/{cid}").json()
    assert session["head_id"] == reply["id"]
    assert article["version"] == 2
    assert article["body"] == BODY.replace("Beta has", "Beta keeps")
    siblings = [m for m in session["messages"] if m["parent_id"] == asked["id"]]
    assert sorted(m["status"] for m in siblings) == ["ok", "stopped"]


def test_edit_and_regenerate_retried_under_one_idempotency_key_make_one_sibling_each(
    client: httpx.Client,
) -> None:
    cid, sent = _sent_kinder(client)
    reply, asked = sent["assistant_message"], sent["user_message"]
    regen = f"/api/chat/messages/{reply['id']}/regenerate"
    first = client.post(regen, json={}, headers={"Idempotency-Key": "outside39-rg"}).json()
    again = client.post(regen, json={}, headers={"Idempotency-Key": "outside39-rg"}).json()
    assert again["assistant_message"]["id"] == first["assistant_message"]["id"]
    edit = f"/api/chat/messages/{asked['id']}/edit"
    body = {"message": "Make paragraph 2 warmer"}
    edited = client.post(edit, json=body, headers={"Idempotency-Key": "outside39-ed"}).json()
    retried = client.post(edit, json=body, headers={"Idempotency-Key": "outside39-ed"}).json()
    assert retried["user_message"]["id"] == edited["user_message"]["id"]
    other = client.post(
        edit,
        json={"message": "Make paragraph 2 colder"},
        headers={"Idempotency-Key": "outside39-ed"},
    )
    assert other.status_code == 409
    session = client.get(f"/api/chat/sessions/{cid}").json()
    assert sum(1 for m in session["messages"] if m["parent_id"] == asked["id"]) == 2
    assert sum(1 for m in session["messages"] if m["role"] == "user") == 2
