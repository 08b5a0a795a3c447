"""The session 34 model-fault sweep's harness: a raw model endpoint for the shapes the stub
cannot make, the faults scripted as a provider or proxy makes them, and one turn of each flow
(send, streamed send, regenerate, edit of a message) checked against the promise — the
writer's message kept, one plain reply in the writer's language, the article unchanged, no
traceback in the log, and a Retry that works once the model answers again."""

from __future__ import annotations

import json
import logging
import re
import shutil
import socket
import subprocess
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from app.llm.openai import OpenAICompatible
from app.main import create_app
from app.settings import Settings
from app.testing.openai_stub import OpenAIStub
from tests.english_left import english_left

ARTICLES = {
    "en": ("Weekend", "The weather was fine today.\n\nWe went to the garden."),
    "zh": ("周末", "今天天气很好。\n\n我们去了花园。"),
}
MESSAGES = {"en": "Make the tone warmer and more personal.", "zh": "语气再温暖一些，更有人情味。"}
EDITED_BODIES = {
    "en": "The weather was lovely today.\n\nWe went to the garden together.",
    "zh": "今天天气真好。\n\n我们一起去了花园，心情很愉快。",
}
# What a writer must never read in a reply: a traceback, code, markup, raw JSON.
UNPLAIN = re.compile(
    r"Traceback|httpx|Exception|Error\(|[A-Z][a-z]+Error\b|<html|<body|<h1|\bNone\b|"
    r"content_filter|\bb'",
)
CJK = re.compile(r"[\u4e00-\u9fff]")


PANEL = Path(__file__).resolve().parents[2] / "static" / "js" / "panel"
TO_CHINESE = """
const { inLanguage } = await import(process.argv[1] + "/words.js");
let input = "";
for await (const chunk of process.stdin) input += chunk;
const said = inLanguage(JSON.parse(input), "zh");
process.stdout.write(JSON.stringify(said.lang ? said.text : null));
"""


def in_chinese(text: str) -> str | None:
    """The reply as the panel shows it to a Chinese reader (words.js, run by Node), or None
    when the panel has no Chinese for some sentence of it (it then shows it in English)."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("Node is needed to read the panel's words.js")
    flags = ["--experimental-default-type=module", "--input-type=module"]
    done = subprocess.run(
        [node, *flags, "-e", TO_CHINESE, str(PANEL)],
        input=json.dumps(text),
        capture_output=True,
        text=True,
        check=True,
    )
    said = json.loads(done.stdout)
    return str(said) if said else None


def edited_reply(lang: str) -> str:
    return ARTICLES[lang][0] + "\n\n" + EDITED_BODIES[lang]


def completion(text: Any, finish: str = "stop") -> dict[str, Any]:
    return {
        "id": "chatcmpl-x",
        "object": "chat.completion",
        "model": "stub-model",
        "choices": [
            {"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": finish}
        ],
    }


def sse(delta: dict[str, Any], finish: str | None = None) -> str:
    chunk = {"choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}
    return "data: " + json.dumps(chunk, ensure_ascii=False) + "\n"


class RawModel:
    """A chat-completions endpoint on a raw socket: each request gets the next scripted
    behaviour (a function given the connected socket and whether the client streams); with
    none scripted, a good answer (`answer`)."""

    def __init__(self, answer: str, port: int | None = None) -> None:
        self.answer = answer
        self.behaviours: deque[Callable[[socket.socket, bool], None]] = deque()
        self.requests = 0
        self._port = port
        self._listener: socket.socket | None = None
        self._stopping = threading.Event()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    @property
    def port(self) -> int:
        assert self._listener is not None
        return int(self._listener.getsockname()[1])

    def start(self) -> RawModel:
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", self._port or 0))
        listener.listen(16)
        listener.settimeout(0.1)
        self._listener = listener
        threading.Thread(target=self._serve, daemon=True).start()
        return self

    def stop(self) -> None:
        self._stopping.set()
        if self._listener is not None:
            self._listener.close()

    def _serve(self) -> None:
        while not self._stopping.is_set():
            try:
                assert self._listener is not None
                conn, _ = self._listener.accept()
            except (TimeoutError, OSError):
                continue
            threading.Thread(target=self._answer, args=(conn,), daemon=True).start()

    def _answer(self, conn: socket.socket) -> None:
        conn.settimeout(30)
        try:
            data = b""
            while b"\r\n\r\n" not in data:
                piece = conn.recv(65536)
                if not piece:
                    return
                data += piece
            head, _, body = data.partition(b"\r\n\r\n")
            length = int(re.findall(rb"(?i)content-length:\s*(\d+)", head)[0])
            while len(body) < length:
                body += conn.recv(65536)
            streams = bool(json.loads(body).get("stream"))
            self.requests += 1
            behaviour = self.behaviours.popleft() if self.behaviours else self._good
            behaviour(conn, streams)
        except OSError:
            pass
        finally:
            conn.close()

    def _good(self, conn: socket.socket, streams: bool) -> None:
        payload, kind = answered(self.answer, streams)
        conn.sendall(
            b"HTTP/1.1 200 OK\r\nContent-Type: "
            + kind
            + b"\r\nContent-Length: "
            + str(len(payload)).encode()
            + b"\r\nConnection: close\r\n\r\n"
            + payload
        )


def answered(text: str, streams: bool) -> tuple[bytes, bytes]:
    """A whole answer of `text` and its content type: one event and [DONE], or one completion."""
    if streams:
        events = sse({"content": text}) + "\n" + sse({}, "stop") + "\n"
        return (events + "data: [DONE]\n\n").encode(), b"text/event-stream"
    return json.dumps(completion(text), ensure_ascii=False).encode(), b"application/json"


def reset_after_headers(conn: socket.socket, streams: bool) -> None:
    kind = b"text/event-stream" if streams else b"application/json"
    conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: " + kind + b"\r\nContent-Length: 900\r\n\r\n")
    time.sleep(0.05)
    conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")


def slow_drip(text: str) -> Callable[[socket.socket, bool], None]:
    def drip(conn: socket.socket, streams: bool) -> None:
        payload, kind = answered(text, streams)
        conn.sendall(
            b"HTTP/1.1 200 OK\r\nContent-Type: "
            + kind
            + b"\r\nContent-Length: "
            + str(len(payload)).encode()
            + b"\r\n\r\n"
        )
        for byte in payload:
            conn.sendall(bytes([byte]))
            time.sleep(0.5)

    return drip


@dataclass
class Fault:
    """One way the model's side misbehaves: `script` sets it up on the stub (or the raw
    endpoint) for a plain or a streamed request."""

    name: str
    script: Callable[[OpenAIStub, RawModel, bool], None]
    on_raw: bool = False


def on_stub(name: str, **answer: Any) -> Fault:
    """The stub answers the next request so (OpenAIStub.enqueue's arguments)."""
    return Fault(name, lambda stub, raw, streamed: stub.enqueue(**answer))


def on_stub_body(name: str, payload: Any, **answer: Any) -> Fault:
    """The stub answers these exact bytes, labelled JSON (a str as it is, else as JSON)."""
    body = payload if isinstance(payload, str) else json.dumps(payload, ensure_ascii=False)
    return on_stub(name, body=body, content_type="application/json", **answer)


def plain_or_streamed(name: str, plain: dict[str, Any], streamed: dict[str, Any]) -> Fault:
    """One answer to a plain request, another to a streamed one."""
    return Fault(name, lambda stub, raw, streams: stub.enqueue(**(streamed if streams else plain)))


def on_raw(name: str, behaviour: Callable[[socket.socket, bool], None]) -> Fault:
    """The raw endpoint behaves so on the next request."""
    return Fault(name, lambda stub, raw, streamed: raw.behaviours.append(behaviour), on_raw=True)


@dataclass
class Turn:
    status: int
    result: dict[str, Any]
    events: list[tuple[str, Any]]
    seconds: float


class Writer:
    """A writer on the app whose model is the stub (or the raw endpoint): sends, streams,
    regenerates, edits, and checks the promise after each turn."""

    def __init__(self, client: TestClient[Any], lang: str) -> None:
        self.client = client
        self.lang = lang
        title, body = ARTICLES[lang]
        made = client.post("/api/contents", json={"title": title, "body": body})
        assert made.status_code == 201, made.text
        self.content_id = str(made.json()["id"])

    def content(self) -> dict[str, Any]:
        return dict(self.client.get(f"/api/contents/{self.content_id}").json())

    def session(self) -> dict[str, Any]:
        return dict(self.client.get(f"/api/chat/sessions/{self.content_id}").json())

    def send(self, message: str, streamed: bool = False) -> Turn:
        started = time.monotonic()
        body = {"content_id": self.content_id, "message": message}
        if not streamed:
            sent = self.client.post("/api/chat/send", json=body)
            return Turn(sent.status_code, sent.json(), [], time.monotonic() - started)
        events: list[tuple[str, Any]] = []
        with self.client.stream("POST", "/api/chat/send?stream=true", json=body) as response:
            name = ""
            for line in response.iter_lines():
                if line.startswith("event:"):
                    name = line[6:].strip()
                elif line.startswith("data:"):
                    events.append((name, json.loads(line[5:])))
            status = response.status_code
        result: dict[str, Any] = {}
        for name, data in events:
            if name == "user_message":
                result["user_message"] = data
            elif name == "assistant_message":
                result["assistant_message"] = data
            elif name == "revision":
                result["revision"] = data
        return Turn(status, result, events, time.monotonic() - started)

    def regenerate(self, assistant_id: str) -> Turn:
        started = time.monotonic()
        done = self.client.post(f"/api/chat/messages/{assistant_id}/regenerate", json={})
        return Turn(done.status_code, done.json(), [], time.monotonic() - started)

    def edit(self, user_id: str, message: str) -> Turn:
        started = time.monotonic()
        done = self.client.post(f"/api/chat/messages/{user_id}/edit", json={"message": message})
        return Turn(done.status_code, done.json(), [], time.monotonic() - started)


def assert_plain_failure(turn: Turn, lang: str, fault: str) -> dict[str, Any]:
    """The turn answered 200 with an error reply in plain words, in the writer's language."""
    assert turn.status == 200, (fault, turn.status, turn.result)
    reply = turn.result.get("assistant_message")
    assert reply is not None, (fault, turn.result, turn.events)
    assert reply["status"] == "error", (fault, reply)
    text = reply["content"]
    assert text and not UNPLAIN.search(text), (fault, text)
    if CJK.search(text):
        # A Chinese article's refusal is written in Chinese (docs/api.md), whole: no English
        # sentence of the server's beside it (what it quotes aside).
        assert lang == "zh", (fault, "an English article told in Chinese", text)
        assert not english_left(text), (fault, "half English", text)
    else:
        # The panel shows it in Chinese to a Chinese reader, whatever the article's language.
        assert in_chinese(text), (fault, "words.js has no Chinese for it", text)
    assert not turn.result.get("revision"), (fault, turn.result.get("revision"))
    if turn.events:
        names = [name for name, _ in turn.events]
        assert names.count("assistant_message") == 1, (fault, names)
        assert names[0] == "user_message", (fault, names)
        assert names[-1] in ("done", "error"), (fault, names)
    return dict(reply)


def replies_to(session: dict[str, Any], user_id: str) -> list[dict[str, Any]]:
    return [m for m in session["messages"] if m["parent_id"] == user_id]


class _Trap(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@contextmanager
def no_traceback_logged(fault: str) -> Iterator[list[logging.LogRecord]]:
    """What is logged at WARNING or above meanwhile, which must hold no traceback. A handler
    on the root logger, put there once the app has started: the app's logging set-up
    replaces the root's handlers (pytest's caplog among them) when it starts."""
    trap = _Trap()
    root = logging.getLogger()
    root.addHandler(trap)
    try:
        yield trap.records
    finally:
        root.removeHandler(trap)
    traced = [r.getMessage() for r in trap.records if r.exc_info or "Traceback" in r.getMessage()]
    assert not traced, (fault, traced)


@contextmanager
def app_with(settings: Settings, url: str, timeout: float = 2) -> Iterator[TestClient[Any]]:
    """A client of the app whose model is at `url`, asked once (no retries), `timeout` s."""
    model = OpenAICompatible(
        base_url=url,
        model="stub-model",
        timeout=timeout,
        max_retries=0,
        backoff_base=0.01,
        backoff_cap=0.05,
    )
    with TestClient(app=create_app(settings, provider=model)) as client:
        yield client


class Apps:
    """One app per model address for a whole test file (made on first use): a fault's turn
    needs its own article, not its own app, and an app takes a second to start."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self._open: dict[str, TestClient[Any]] = {}
        self._stack = ExitStack()

    def on(self, url: str) -> TestClient[Any]:
        if url not in self._open:
            settings = Settings(
                data_dir=self.data_dir / str(len(self._open)),
                style_llm_extraction=False,
                _env_file=None,
            )
            self._open[url] = self._stack.enter_context(app_with(settings, url))
        return self._open[url]

    def close(self) -> None:
        self._stack.close()


@pytest.fixture(scope="module")
def endpoints(
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[tuple[OpenAIStub, RawModel, Apps]]:
    """The scripted stub, the raw endpoint and the apps on them, for one test file."""
    apps = Apps(tmp_path_factory.mktemp("apps"))
    with OpenAIStub(exhausted_status=500) as stub:
        raw = RawModel(edited_reply("en")).start()
        try:
            yield stub, raw, apps
        finally:
            apps.close()
            raw.stop()


def run_fault(
    endpoints: tuple[OpenAIStub, RawModel, Apps],
    fault: Fault,
    flow: str,
    lang: str,
) -> dict[str, Any]:
    """One turn of `flow` meeting `fault`, checked against the promise, then a Retry that
    works once the model answers again; the failed reply."""
    stub, raw, apps = endpoints
    stub.reset()
    raw.behaviours.clear()
    raw.answer = stub.default_reply = edited_reply(lang)
    writer = Writer(apps.on(raw.url if fault.on_raw else stub.url), lang)
    message = MESSAGES[lang]
    base = writer.content()
    if flow in ("regenerate", "edit"):
        stub.enqueue(reply=edited_reply(lang))
        first = writer.send(message)
        assert first.result["revision"], first.result
        base = writer.content()
    fault.script(stub, raw, flow == "stream")
    with no_traceback_logged(fault.name):
        if flow == "regenerate":
            turn = writer.regenerate(first.result["assistant_message"]["id"])
        elif flow == "edit":
            message = "Warmer, please." if lang == "en" else "再温暖一点。"
            turn = writer.edit(first.result["user_message"]["id"], message)
        else:
            turn = writer.send(message, streamed=flow == "stream")
    reply = assert_plain_failure(turn, lang, fault.name)
    session = writer.session()
    # A failed Regenerate keeps what the writer had, as Stop does (outside46b F4): the
    # earlier reply stays shown, the failure beside it; any other failed turn is the head.
    shown = first.result["assistant_message"]["id"] if flow == "regenerate" else reply["id"]
    assert shown == session["head_id"], (fault.name, "the reply shown is not at the head")
    user_id = reply["parent_id"]
    users = [m for m in session["messages"] if m["id"] == user_id]
    assert users and users[0]["content"] == message, (fault.name, users)
    if turn.result.get("user_message"):
        assert turn.result["user_message"]["id"] == user_id
    # One reply per request: a regenerate adds a sibling beside the first reply.
    expected = 2 if flow == "regenerate" else 1
    assert len(replies_to(session, user_id)) == expected, (fault.name, replies_to(session, user_id))
    assert not [m for m in session["messages"] if m["status"] == "pending"], fault.name
    after = writer.content()
    if flow == "edit":  # the edited branch starts from the article before that message
        assert (after["version"], after["body"]) == (1, ARTICLES[lang][1]), (fault.name, after)
    elif flow == "regenerate":  # the article stays at the version the earlier reply made
        assert reply["version"] == 1, (fault.name, reply["version"])
        assert (after["version"], after["body"]) == (base["version"], base["body"]), fault.name
    else:
        assert (after["version"], after["body"]) == (base["version"], base["body"]), fault.name
    # Retry, once the model answers again.
    stub.reset()
    raw.behaviours.clear()
    stub.enqueue(reply=edited_reply(lang))
    retried = writer.regenerate(reply["id"])
    assert retried.status == 200, (fault.name, retried.result)
    assert retried.result["revision"], (fault.name, retried.result["assistant_message"])
    assert writer.content()["body"] == EDITED_BODIES[lang]
    return reply
