"""A black-box harness for session 36's fault tests: `python -m app` run as a child process on
its own data directory, and a chat-completions server on 127.0.0.1 written on raw sockets, so
a test can cut, split, stall or garble the model's answer byte by byte.

Written from README.md, docs/api.md, `python -m app --help`, tests/conftest.py and
tests/api/conftest.py only — not from the app's code.

A module that talks to one app and one fake model through all its tests imports the fixtures
`model` (as `model_server`) and `fresh_model` from here and defines its own `app` (on the
model, with the settings it tests).
"""

import gzip
import json
import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest

REPO = Path(__file__).resolve().parents[2]
ARTICLE = {"title": "The bus", "body": "We waited twenty minutes.\n\nThe bus never came."}
ASK = "Make the second paragraph a little more vivid."
EDITED = "The bus\n\nWe waited twenty minutes.\n\nThe old bus never came."
EDITED_BODY = "We waited twenty minutes.\n\nThe old bus never came."

# What a writer must never be shown: the machinery's own words.
MACHINERY = ("Traceback", 'File "', "httpx", "Exception", "Error(", "errno", "JSONDecode")

Handler = Callable[[socket.socket, dict[str, Any]], None]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _read_request(conn: socket.socket) -> dict[str, Any] | None:
    data = b""
    while b"\r\n\r\n" not in data:
        piece = conn.recv(65536)
        if not piece:
            return None
        data += piece
    head, _, body = data.partition(b"\r\n\r\n")
    length = 0
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value.strip())
    while len(body) < length:
        piece = conn.recv(65536)
        if not piece:
            return None
        body += piece
    try:
        return dict(json.loads(body or b"{}"))
    except ValueError:
        return {}


def head(status: str = "200 OK", content_type: str = "application/json", **extra: str) -> bytes:
    lines = [f"HTTP/1.1 {status}", f"Content-Type: {content_type}", "Connection: close"]
    lines += [f"{name.replace('_', '-')}: {value}" for name, value in extra.items()]
    return ("\r\n".join(lines) + "\r\n\r\n").encode()


def completion(text: str) -> bytes:
    return json.dumps(
        {
            "id": "chatcmpl-s36",
            "object": "chat.completion",
            "model": "fake",
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": text},
                    "finish_reason": "stop",
                }
            ],
            "usage": {"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20},
        }
    ).encode()


def chunk_event(content: str | None = None, finish: str | None = None, **extra: Any) -> bytes:
    delta = {} if content is None else {"content": content}
    payload = {
        "id": "chatcmpl-s36",
        "object": "chat.completion.chunk",
        "model": "fake",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
        **extra,
    }
    return b"data: " + json.dumps(payload, ensure_ascii=False).encode() + b"\n\n"


DONE = b"data: [DONE]\n\n"


def chunked(data: bytes) -> bytes:
    """One piece of a `Transfer-Encoding: chunked` body."""
    return f"{len(data):x}\r\n".encode() + data + b"\r\n"


def send_slowly(conn: socket.socket, *parts: bytes, pause: float = 0.05) -> None:
    """Each part in a TCP packet of its own (Nagle off, a pause between)."""
    conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    for part in parts:
        conn.sendall(part)
        time.sleep(pause)


def answer(text: str, *, pieces: int = 3) -> Handler:
    """A model that answers `text` whole: streamed in `pieces` deltas when asked to stream."""

    def handle(conn: socket.socket, request: dict[str, Any]) -> None:
        if not request.get("stream"):
            body = completion(text)
            conn.sendall(head(Content_Length=str(len(body))) + body)
            return
        size = max(1, -(-len(text) // pieces))
        events = [chunk_event(text[i : i + size]) for i in range(0, len(text), size)]
        events += [chunk_event(finish="stop"), DONE]
        send_slowly(
            conn,
            head(content_type="text/event-stream", Transfer_Encoding="chunked"),
            *[chunked(event) for event in events],
            b"0\r\n\r\n",
        )

    return handle


def raw(data: bytes) -> Handler:
    """A model that sends these bytes, whatever it was asked, and closes."""

    def handle(conn: socket.socket, request: dict[str, Any]) -> None:
        conn.sendall(data)

    return handle


SSE_HEAD = head(content_type="text/event-stream", Transfer_Encoding="chunked")


def stream_or_json(events: list[bytes], body: bytes) -> Handler:
    """`events` (then the body's end) to a streamed request, `body` to a plain one."""

    def handle(conn: socket.socket, request: dict[str, Any]) -> None:
        if request.get("stream"):
            send_slowly(conn, SSE_HEAD, *[chunked(event) for event in events], b"0\r\n\r\n")
        else:
            conn.sendall(head(Content_Length=str(len(body))) + body)

    return handle


def gzip_corrupt() -> bytes:
    body = gzip.compress(completion(EDITED))
    body = body[:20] + bytes(b ^ 0x5A for b in body[20:40]) + body[40:]
    return head(Content_Encoding="gzip", Content_Length=str(len(body))) + body


class ModelServer:
    """An OpenAI-compatible endpoint on 127.0.0.1: each request takes the next handler queued,
    or the default one; every request body it was sent is kept in `requests`."""

    def __init__(self, default: Handler) -> None:
        self.default = default
        self.queue: list[Handler] = []
        self.requests: list[dict[str, Any]] = []
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = int(self._listener.getsockname()[1])
        self._closed = threading.Event()
        threading.Thread(target=self._serve, daemon=True).start()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def enqueue(self, *handlers: Handler) -> None:
        self.queue.extend(handlers)

    def _serve(self) -> None:
        while not self._closed.is_set():
            try:
                conn, _ = self._listener.accept()
            except OSError:
                return
            threading.Thread(target=self._handle, args=(conn,), daemon=True).start()

    def _handle(self, conn: socket.socket) -> None:
        with conn:
            try:
                request = _read_request(conn)
                if request is None:
                    return
                self.requests.append(request)
                handler = self.queue.pop(0) if self.queue else self.default
                handler(conn, request)
            except OSError:
                return

    def close(self) -> None:
        self._closed.set()
        self._listener.close()


class ServedApp:
    """`python -m app` on `data_dir`, its stdout and stderr in a log file beside it."""

    def __init__(self, data_dir: Path, env: dict[str, str], obey_modes: bool = False) -> None:
        self.data_dir = data_dir
        self.env = env
        self.obey_modes = obey_modes
        self.port = free_port()
        self.log_path = data_dir.parent / f"app-{self.port}.log"
        self.process: subprocess.Popen[bytes] | None = None
        self.client = httpx.Client(base_url=f"http://127.0.0.1:{self.port}", timeout=120)

    def command(self, *args: str) -> list[str]:
        prefix = []
        if self.obey_modes and os.geteuid() == 0:
            # Root writes through any file mode; without these capabilities it obeys them.
            dropped = "-dac_override,-dac_read_search"
            prefix = ["setpriv", f"--bounding-set={dropped}", f"--inh-caps={dropped}"]
        return [*prefix, sys.executable, "-m", "app", *args]

    def full_env(self) -> dict[str, str]:
        return {
            **{k: v for k, v in os.environ.items() if not k.startswith("REDLINE_")},
            "PYTHONPATH": str(REPO),
            "REDLINE_DATA_DIR": str(self.data_dir),
            "REDLINE_PORT": str(self.port),
            "REDLINE_STYLE_LLM_EXTRACTION": "false",
            **self.env,
        }

    def start(self, wait: bool = True) -> None:
        with open(self.log_path, "ab") as log:
            self.process = subprocess.Popen(
                self.command(),
                env=self.full_env(),
                cwd=self.data_dir.parent,
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        if wait:
            self.wait_up()

    def wait_up(self, seconds: float = 90) -> None:
        assert self.process is not None
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise AssertionError(f"the app exited ({self.process.returncode}):\n{self.log()}")
            try:
                if self.client.get("/healthz", timeout=2).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        raise AssertionError(f"the app did not come up:\n{self.log()}")

    def run(self, *args: str) -> subprocess.CompletedProcess[str]:
        """A command line of the app (`check`, `history` …) on the same settings."""
        return subprocess.run(
            self.command(*args),
            env=self.full_env(),
            cwd=self.data_dir.parent,
            capture_output=True,
            text=True,
            timeout=120,
        )

    def kill(self) -> None:
        assert self.process is not None
        self.process.kill()
        self.process.wait(30)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(30)
            except subprocess.TimeoutExpired:
                self.kill()

    def log(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""


@pytest.fixture(scope="module", name="model")
def model_server() -> Iterator[ModelServer]:
    """One fake model for a module's tests, answering the whole edit by default."""
    server = ModelServer(answer(EDITED))
    yield server
    server.close()


@pytest.fixture(autouse=True)
def fresh_model(model: ModelServer, app: "ServedApp") -> Iterator[None]:
    """Each test starts with an empty queue and the whole edit as the default answer (so a
    request after the test's own answers — a fallback, a retry — gets the whole edit), and
    ends with no traceback in what the app logged meanwhile."""
    model.queue.clear()
    model.default = answer(EDITED)
    logged = len(app.log())
    yield
    assert "Traceback" not in app.log()[logged:], app.log()[logged:]


@contextmanager
def served(
    data_dir: Path, model: ModelServer | None = None, obey_modes: bool = False, **env: str
) -> Iterator[ServedApp]:
    """A running app (with `model` as its language model, when given), stopped at the end;
    `obey_modes`: one that file modes bind even when the tests run as root."""
    settings = {"REDLINE_LOG_LEVEL": "WARNING", **env}
    if model is not None:
        settings = {
            "REDLINE_LLM_PROVIDER": "openai",
            "REDLINE_LLM_BASE_URL": model.base_url,
            "REDLINE_LLM_MODEL": "fake",
            "REDLINE_LLM_TIMEOUT": "2",
            "REDLINE_LLM_MAX_RETRIES": "2",
            **settings,
        }
    app = ServedApp(data_dir, settings, obey_modes)
    data_dir.mkdir(parents=True, exist_ok=True)
    app.start()
    try:
        yield app
    finally:
        app.stop()
        app.client.close()


def new_article(client: httpx.Client, title: str = "", body: str = "") -> dict[str, Any]:
    response = client.post(
        "/api/contents",
        json={"title": title or ARTICLE["title"], "body": body or ARTICLE["body"]},
    )
    assert response.status_code == 201, response.text
    return dict(response.json())


def sse_events(text: str) -> list[tuple[str, Any]]:
    """A `text/event-stream` body read as (event, data) pairs."""
    events = []
    for block in text.replace("\r\n", "\n").split("\n\n"):
        name, data = "message", []
        for line in block.split("\n"):
            if line.startswith("event:"):
                name = line[6:].strip()
            elif line.startswith("data:"):
                data.append(line[5:].lstrip())
        if data:
            events.append((name, json.loads("\n".join(data))))
    return events


def last_event(events: list[tuple[str, Any]], name: str) -> Any:
    """The data of the last `name` event of a streamed turn (failing if there is none)."""
    found = [data for event, data in events if event == name]
    assert found, f"no {name} event in {[event for event, _ in events]}"
    return found[-1]


def send(client: httpx.Client, content_id: str, message: str = ASK) -> dict[str, Any]:
    """A plain turn: the SendResult."""
    response = client.post("/api/chat/send", json={"content_id": content_id, "message": message})
    assert response.status_code == 200, response.text
    return dict(response.json())


def send_streamed(
    client: httpx.Client, content_id: str, message: str = ASK
) -> list[tuple[str, Any]]:
    response = client.post(
        "/api/chat/send?stream=true", json={"content_id": content_id, "message": message}
    )
    assert response.status_code == 200, response.text
    return sse_events(response.text)


def assert_streamed_edit_lands(client: httpx.Client) -> None:
    """A new article, one streamed turn on it: the whole edit lands as a revision."""
    content = new_article(client)
    done = last_event(send_streamed(client, content["id"]), "done")
    assert done["revision"] is not None, done["assistant_message"]
    assert done["content"]["body"] == EDITED_BODY


def session(client: httpx.Client, content_id: str) -> dict[str, Any]:
    response = client.get(f"/api/chat/sessions/{content_id}")
    assert response.status_code == 200, response.text
    return dict(response.json())


def assert_plain(sentence: str) -> None:
    """A sentence for a writer: some words, none of the machinery's."""
    assert sentence.strip(), "an empty sentence"
    assert len(sentence) < 3000, sentence
    for word in MACHINERY:
        assert word not in sentence, f"{word!r} in {sentence!r}"


def assert_nothing_changed(client: httpx.Client, content_id: str, message: str = ASK) -> None:
    """The writer's message is kept, the article is at V1 as written, no revision exists."""
    content = client.get(f"/api/contents/{content_id}").json()
    assert (content["version"], content["body"]) == (1, ARTICLE["body"])
    assert client.get(f"/api/chat/revisions/{content_id}").json() == []
    kept = [m for m in session(client, content_id)["messages"] if m["role"] == "user"]
    assert [m["content"] for m in kept] == [message]


def assert_error_reply(result: dict[str, Any]) -> None:
    reply = result["assistant_message"]
    assert reply["status"] == "error", reply
    assert result["revision"] is None
    assert_plain(reply["content"])


def every_json_file_parses(data_dir: Path) -> list[Path]:
    """Every `.json` file under the data directory read as JSON, and every line of every
    `.jsonl` file (raises on one that is not). A file that goes between the listing and the
    read is skipped: the style queue removes an entry once the learner has taken it."""
    files = sorted([*data_dir.rglob("*.json"), *data_dir.rglob("*.jsonl")])
    for path in files:
        try:
            text = path.read_bytes()
        except FileNotFoundError:
            continue
        try:
            if path.suffix == ".jsonl":
                for line in text.splitlines():
                    json.loads(line)
            else:
                json.loads(text)
        except ValueError as error:
            raise AssertionError(f"{path} does not parse: {error}") from error
    return files
