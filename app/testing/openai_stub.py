"""A real HTTP server on 127.0.0.1 that speaks the chat-completions protocol, scripted by tests.

    with OpenAIStub() as stub:
        stub.enqueue(reply="Hello")                      # next request gets this reply
        stub.enqueue(status=429, headers={"Retry-After": "1"})
        stub.enqueue(reply="slow", chunk_delay=0.2)      # streamed slowly if the client streams
        stub.enqueue(hang=5.0)                           # sleeps before answering
        stub.enqueue(reply="held", held_until=gate)      # streams a piece, then waits for
        gate.set()                                       # the test's threading.Event
        provider = OpenAICompatible(base_url=stub.url, model="stub-model")
        ...
        stub.requests[0]["messages"]                     # the JSON bodies received, in order
        stub.headers[0]["authorization"]                 # their headers (lower-case names)

Any reply is streamed as server-sent events when the request says `"stream": true`.
When the queue is empty, `default_reply` answers (a string, or a callable taking the request
body and returning the reply text) — or, with `exhausted_status`, an HTTP error with that status
(so a test can say "one call should be enough"). `finish_reason` scripts how the reply ends
("length" for a reply cut at the token limit); `cut` ends a stream after its text, without the
final chunk and without `data: [DONE]`.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

Reply = str | Callable[[dict[str, Any]], str]


@dataclass
class StubReply:
    """One scripted answer. `reply` None with status 200 means: use the stub's default reply."""

    reply: Reply | None = None
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    stream_chunks: list[str] | None = None
    chunk_delay: float | None = None
    hang: float = 0.0
    body: str | bytes | None = None
    content_type: str | None = None
    usage: dict[str, int] | None = None
    model: str | None = None
    drop: bool = False
    raw_stream: list[str] | None = None
    finish_reason: str = "stop"
    cut: bool = False
    # Message fields beside `content` (reasoning_content, tool_calls); `content_null` sends
    # `"content": null`, as servers do when the answer is a tool call.
    extra: dict[str, Any] = field(default_factory=dict)
    content_null: bool = False
    # A stream that sends its first piece of content, then waits until the test sets this event
    # (or the stub stops) before the rest: a reply "still being written" for exactly as long as
    # the test needs, not for a guessed number of seconds.
    held_until: threading.Event | None = None


def _chunks_of(text: str, size: int = 8) -> list[str]:
    return [text[i : i + size] for i in range(0, len(text), size)] or [""]


def _extra_deltas(extra: dict[str, Any]) -> list[dict[str, Any]]:
    """Stream deltas for message fields beside the content: reasoning in pieces, tool calls whole
    (each with its index, as OpenAI-compatible servers send them)."""
    deltas: list[dict[str, Any]] = []
    for key, value in extra.items():
        if isinstance(value, str):
            deltas += [{key: piece} for piece in _chunks_of(value, 16)]
        elif key == "tool_calls":
            deltas.append({key: [{"index": n, **call} for n, call in enumerate(value)]})
        else:
            deltas.append({key: value})
    return deltas


def _estimate_tokens(text: str) -> int:
    return max(1, len(text) // 4)


class OpenAIStub:
    """Start it, enqueue answers, point a client at `url`, read back `requests`, stop it."""

    def __init__(
        self,
        *,
        default_reply: Reply = "OK",
        default_chunk_delay: float = 0.0,
        model: str = "stub-model",
        exhausted_status: int | None = None,
    ) -> None:
        self.default_reply: Reply = default_reply
        self.exhausted_status = exhausted_status
        self.default_chunk_delay = default_chunk_delay
        # Every pause taken between streamed chunks, so tests check pacing without a clock.
        self.pauses: list[float] = []
        self.model = model
        self.requests: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        self.paths: list[str] = []
        self._queue: deque[StubReply] = deque()
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        """The base URL to configure a client with, ending in /v1."""
        if self._server is None:
            raise RuntimeError("the stub is not started")
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def server_env(self, *, learns_by_model: bool = False) -> dict[str, str]:
        """The settings that point a `python -m app` at this stub: no retries (a test's kill or
        hold is not a 429) and, unless asked, style learning by the offline rules only, so the
        stub answers only the turns a test sends."""
        env = {
            "REDLINE_LLM_PROVIDER": "openai",
            "REDLINE_LLM_BASE_URL": self.url,
            "REDLINE_LLM_MODEL": self.model,
            "REDLINE_LLM_MAX_RETRIES": "0",
        }
        if not learns_by_model:
            env["REDLINE_STYLE_LLM_EXTRACTION"] = "false"
        return env

    @property
    def port(self) -> int:
        if self._server is None:
            raise RuntimeError("the stub is not started")
        return self._server.server_address[1]

    def start(self) -> OpenAIStub:
        stub = self

        class Handler(_Handler):
            owner = stub

        self._stopping.clear()
        self._server = _Server(("127.0.0.1", 0), Handler)
        self._thread = threading.Thread(
            target=self._server.serve_forever,
            kwargs={"poll_interval": 0.02},  # so stop() returns quickly
            name="openai-stub",
            daemon=True,
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stopping.set()  # wakes handlers that hang
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None

    def __enter__(self) -> OpenAIStub:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def enqueue(
        self,
        reply: Reply | None = None,
        *,
        status: int = 200,
        headers: dict[str, str] | None = None,
        stream_chunks: list[str] | None = None,
        chunk_delay: float | None = None,
        hang: float = 0.0,
        body: str | bytes | None = None,
        content_type: str | None = None,
        usage: dict[str, int] | None = None,
        model: str | None = None,
        drop: bool = False,
        raw_stream: list[str] | None = None,
        finish_reason: str = "stop",
        cut: bool = False,
        extra: dict[str, Any] | None = None,
        content_null: bool = False,
        held_until: threading.Event | None = None,
    ) -> None:
        """Script the answer to one future request (first in, first out).

        `body` sends these exact bytes instead of a completion; `drop` closes the connection
        without answering; `raw_stream` sends these exact SSE lines when the client streams
        (with `drop`, the connection is then cut before the body is complete); `extra` adds
        message fields such as `reasoning_content` or `tool_calls` (streamed before the content);
        `held_until` holds a stream after its first piece of content until that event is set.
        """
        item = StubReply(
            reply=reply,
            status=status,
            headers=dict(headers or {}),
            stream_chunks=stream_chunks,
            chunk_delay=chunk_delay,
            hang=hang,
            body=body,
            content_type=content_type,
            usage=usage,
            model=model,
            drop=drop,
            raw_stream=raw_stream,
            finish_reason=finish_reason,
            cut=cut,
            extra=dict(extra or {}),
            content_null=content_null,
            held_until=held_until,
        )
        with self._lock:
            self._queue.append(item)

    def reset(self) -> None:
        """Forget scripted answers and received requests."""
        with self._lock:
            self._queue.clear()
            self.requests.clear()
            self.headers.clear()
            self.paths.clear()

    @property
    def pending(self) -> int:
        """Scripted answers not used yet."""
        with self._lock:
            return len(self._queue)

    def _next(self, request: dict[str, Any], headers: dict[str, str], path: str) -> StubReply:
        with self._lock:
            self.requests.append(request)
            self.headers.append(headers)
            self.paths.append(path)
            if self._queue:
                return self._queue.popleft()
            if self.exhausted_status is not None:
                return StubReply(status=self.exhausted_status)
            return StubReply()

    def _reply_text(self, item: StubReply, request: dict[str, Any]) -> str:
        reply = item.reply if item.reply is not None else self.default_reply
        if item.stream_chunks is not None and item.reply is None:
            return "".join(item.stream_chunks)
        return reply(request) if callable(reply) else reply


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A client that gave up (timeout tests) makes writes fail; that is expected here.
        pass


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    owner: OpenAIStub

    def setup(self) -> None:
        super().setup()
        # Headers and body go out in separate writes; without this, Nagle's algorithm and
        # delayed ACKs add ~40 ms to every response.
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_GET(self) -> None:
        if self.path.rstrip("/").endswith("/models"):
            model = self.owner.model
            self._send_json(200, {"object": "list", "data": [{"id": model, "object": "model"}]})
        else:
            self._send_json(404, {"error": {"message": f"No route for GET {self.path}"}})

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        if not self.path.rstrip("/").endswith("/chat/completions"):
            self._send_json(404, {"error": {"message": f"No route for POST {self.path}"}})
            return
        try:
            request = json.loads(raw or b"{}")
        except ValueError:
            request = {"_invalid_json": raw.decode("utf-8", "replace")}
        headers = {key.lower(): value for key, value in self.headers.items()}
        owner = self.owner
        item = owner._next(request, headers, self.path)
        if item.hang and owner._stopping.wait(item.hang):
            return
        if item.drop and item.raw_stream is None:
            self.close_connection = True
            return
        if item.body is not None:
            body = item.body.encode() if isinstance(item.body, str) else item.body
            self._send(item.status, body, item.content_type or "text/plain", item.headers)
            return
        if item.status != 200:
            error = {"error": {"message": f"stub error {item.status}", "code": item.status}}
            self._send_json(item.status, error, item.headers)
            return
        text = owner._reply_text(item, request)
        model = item.model or str(request.get("model") or owner.model)
        prompt = "".join(str(m.get("content", "")) for m in request.get("messages", []))
        usage = item.usage or {
            "prompt_tokens": _estimate_tokens(prompt),
            "completion_tokens": _estimate_tokens(text),
        }
        usage = {**usage, "total_tokens": sum(usage.values())}
        if request.get("stream"):
            self._stream(item, text, model, usage, request)
        else:
            completion = {
                "id": "chatcmpl-stub",
                "object": "chat.completion",
                "created": int(time.time()),
                "model": model,
                "choices": [
                    {
                        "index": 0,
                        "message": {
                            "role": "assistant",
                            "content": None if item.content_null else text,
                            **item.extra,
                        },
                        "finish_reason": item.finish_reason,
                    }
                ],
                "usage": usage,
            }
            self._send_json(200, completion, item.headers)

    def _stream(
        self,
        item: StubReply,
        text: str,
        model: str,
        usage: dict[str, int],
        request: dict[str, Any],
    ) -> None:
        delay = item.chunk_delay if item.chunk_delay is not None else self.owner.default_chunk_delay
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Transfer-Encoding", "chunked")
        for key, value in item.headers.items():
            self.send_header(key, value)
        self.end_headers()
        if item.raw_stream is not None:
            for line in item.raw_stream:
                self._write_chunk(line + "\n")
                self._pause(delay)
            if item.drop:  # cut the body off mid-stream
                self.close_connection = True
            else:
                self._write_chunk("")
            return

        def event(choices: list[dict[str, Any]], **extra: Any) -> str:
            chunk = {
                "id": "chatcmpl-stub",
                "object": "chat.completion.chunk",
                "created": int(time.time()),
                "model": model,
                "choices": choices,
                **extra,
            }
            return f"data: {json.dumps(chunk, ensure_ascii=False)}\n\n"

        pieces = item.stream_chunks if item.stream_chunks is not None else _chunks_of(text)
        if not self._write_chunk(event([{"index": 0, "delta": {"role": "assistant"}}])):
            return
        for delta in _extra_deltas(item.extra):
            if not self._write_chunk(event([{"index": 0, "delta": delta, "finish_reason": None}])):
                return
        for n, piece in enumerate([] if item.content_null else pieces):
            if n == 1 and item.held_until is not None:
                self._hold(item.held_until)
            self._pause(delay)
            choice = {"index": 0, "delta": {"content": piece}, "finish_reason": None}
            if not self._write_chunk(event([choice])):
                return
        if item.cut:
            self._write_chunk("")
            return
        self._write_chunk(event([{"index": 0, "delta": {}, "finish_reason": item.finish_reason}]))
        if (request.get("stream_options") or {}).get("include_usage"):
            self._write_chunk(event([], usage=usage))
        self._write_chunk("data: [DONE]\n\n")
        self._write_chunk("")

    def _hold(self, gate: threading.Event) -> None:
        """Wait for the test to let the stream go on (or for the stub to stop)."""
        while not gate.wait(0.05) and not self.owner._stopping.is_set():
            pass

    def _pause(self, delay: float) -> None:
        if delay > 0:
            self.owner.pauses.append(delay)
            self.owner._stopping.wait(delay)

    def _write_chunk(self, text: str) -> bool:
        """One HTTP chunk (an empty text ends the body). False when the client has gone."""
        data = text.encode()
        try:
            self.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
            self.wfile.flush()
        except OSError:
            self.close_connection = True
            return False
        return True

    def _send_json(
        self, status: int, payload: dict[str, Any], headers: dict[str, str] | None = None
    ) -> None:
        body = json.dumps(payload, ensure_ascii=False).encode()
        self._send(status, body, "application/json", headers or {})

    def _send(self, status: int, body: bytes, content_type: str, headers: dict[str, str]) -> None:
        try:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            for key, value in headers.items():
                self.send_header(key, value)
            self.end_headers()
            self.wfile.write(body)
            self.wfile.flush()
        except OSError:
            self.close_connection = True


@pytest.fixture
def openai_stub() -> Iterator[OpenAIStub]:
    """A started stub, stopped after the test (import it into a conftest or test module)."""
    with OpenAIStub() as stub:
        yield stub
