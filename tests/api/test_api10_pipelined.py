"""A pipelined request that cannot be read (a NUL in a header, no Host, a header block over its
limit) is refused after the requests before it on the connection are answered, not instead
of them: the refusal closed the connection at once, so a write sent just before it was saved
while its client never got the answer."""

from __future__ import annotations

import json
import re
import socket
from collections.abc import Iterator

import pytest

from app.main import served_app
from app.settings import Settings
from app.testing.live_server import LiveServer
from app.web.slow_headers import HeaderTimeoutProtocol

BODY = json.dumps({"title": "周记", "body": "第一段。"}).encode()
CREATE = (
    b"POST /api/contents HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
    b"Content-Length: %d\r\n\r\n" % len(BODY) + BODY
)
LIST = b"GET /api/contents?include_body=false HTTP/1.1\r\nHost: localhost\r\n\r\n"


@pytest.fixture
def port(settings: Settings) -> Iterator[int]:
    with LiveServer(served_app(settings), http=HeaderTimeoutProtocol) as served:
        yield served.port


def _exchange(port: int, data: bytes) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=30) as conn:
        conn.sendall(data)
        received = b""
        while chunk := conn.recv(65536):
            received += chunk
    return received


@pytest.mark.parametrize(
    "unreadable",
    [
        b"GET /api/contents HTTP/1.1\r\nHost: localhost\r\nX-Bad: a\x00b\r\n\r\n",
        b"GET /api/contents HTTP/1.1\r\nAccept: */*\r\n\r\n",
        b"GET /api/contents HTTP/1.1\r\nHost: localhost\r\nHost: localhost\r\n\r\n",
    ],
)
def test_the_requests_before_an_unreadable_one_are_answered_first(
    port: int, unreadable: bytes
) -> None:
    received = _exchange(port, CREATE + LIST + unreadable)
    assert re.findall(rb"HTTP/1\.1 (\d{3})", received) == [b"201", b"200", b"400"]
    made = json.loads(received.split(b"\r\n\r\n", 1)[1].split(b"HTTP/1.1")[0])
    assert made["title"] == "周记"  # the client learns what was saved


def test_an_unreadable_request_alone_is_refused_at_once(port: int) -> None:
    received = _exchange(port, b"GET / HTTP/1.1\r\nHost: a b\r\n\r\n")
    assert re.findall(rb"HTTP/1\.1 (\d{3})", received) == [b"400"]
