"""Session 37's fault tests: what they need beside tests/api/s36_faults_harness.py (which is
reused as it is) — a request sent byte for byte over a socket, so a test can send what no
HTTP client would (a lying Content-Length, a folded header, a target of `..`), and a reading
of every answer it got back.

Written from README.md and docs/api.md only — not from the app's code.
"""

import socket
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.api.s36_faults_harness import MACHINERY, answer


def exchange(port: int, data: bytes, *, wait: float = 5.0) -> bytes:
    """Send `data` as it is, then read until the server closes or stays quiet for `wait`."""
    with socket.create_connection(("127.0.0.1", port), timeout=wait) as conn:
        conn.sendall(data)
        got = b""
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            try:
                piece = conn.recv(65536)
            except (TimeoutError, ConnectionResetError):
                break
            if not piece:
                break
            got += piece
        return got


def statuses(answer: bytes) -> list[int]:
    """The status of every response in what the server sent back (pipelined ones included)."""
    found = []
    for line in answer.split(b"\r\n"):
        if line.startswith(b"HTTP/1.1 ") and line[9:12].isdigit():
            found.append(int(line[9:12]))
    return found


def request(method: str, target: str, body: bytes = b"", **headers: str) -> bytes:
    """One HTTP/1.1 request as bytes; `headers` as given (underscores become dashes)."""
    lines = [f"{method} {target} HTTP/1.1", "Host: 127.0.0.1"]
    lines += [f"{name.replace('_', '-')}: {value}" for name, value in headers.items()]
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + body


def assert_no_machinery(answer: bytes | str) -> None:
    text = answer.decode(errors="replace") if isinstance(answer, bytes) else answer
    for word in MACHINERY:
        assert word not in text, f"{word!r} in {text[:2000]!r}"


def tree(root: Path) -> set[str]:
    """Every path under `root`, relative to it."""
    return {str(path.relative_to(root)) for path in root.rglob("*")}


class Gate:
    """A model that holds every request until `open` is set, then answers `text` (the
    harness's `answer`); `asked` counts the requests that reached it."""

    def __init__(self, text: str) -> None:
        self.open = threading.Event()
        self.asked = 0
        self.text = text

    def __call__(self, conn: socket.socket, request: dict[str, Any]) -> None:
        self.asked += 1
        self.open.wait(120)
        answer(self.text)(conn, request)

    def wait_asked(self, count: int = 1, seconds: float = 60) -> None:
        deadline = time.monotonic() + seconds
        while self.asked < count and time.monotonic() < deadline:
            time.sleep(0.05)
        assert self.asked >= count, "the model was never asked"


def in_background(call: Callable[[], Any]) -> tuple[threading.Thread, list[Any]]:
    """Run `call` in a thread; its result (or the exception it raised) lands in the list."""
    result: list[Any] = []

    def run() -> None:
        try:
            result.append(call())
        except Exception as error:  # the caller looks at what happened
            result.append(error)

    thread = threading.Thread(target=run)
    thread.start()
    return thread, result


def replies_to(view: dict[str, Any], message_id: str) -> list[dict[str, Any]]:
    """The assistant's replies to one message (event nodes under it are no replies)."""
    return [
        m for m in view["messages"] if m["parent_id"] == message_id and m["role"] == "assistant"
    ]
