"""Session 37's fault tests: what they need beside tests/api/s36_faults_harness.py (which is
reused as it is) — a request sent byte for byte over a socket, so a test can send what no
HTTP client would (a lying Content-Length, a folded header, a target of `..`), and a reading
of every answer it got back.

Written from README.md and docs/api.md only — not from the app's code.
"""

import socket
import time
from pathlib import Path

from tests.api.s36_faults_harness import MACHINERY


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
