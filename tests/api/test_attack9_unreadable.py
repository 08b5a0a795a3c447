"""What the HTTP parser cannot read is answered in JSON with a sentence, and request headers
stop being read past their limit: a 100 kB address is 414, a header line of megabytes 431
once the limit is passed (not buffered whole), a header with a NUL byte 400 — each with the
error shape every other answer has, never uvicorn's plain "Invalid HTTP request received."."""

import json
import socket
from collections.abc import Iterator

import pytest

from app.main import create_app
from app.settings import Settings
from app.testing.fake_model import FakeModel
from app.testing.live_server import LiveServer
from app.web.slow_headers import HeaderTimeoutProtocol
from app.web.unreadable import MAX_HEAD_BYTES, MAX_URL_BYTES


@pytest.fixture
def port(tmp_path) -> Iterator[int]:
    """The app served by uvicorn with the protocol `python -m app` uses."""
    app = create_app(Settings(data_dir=tmp_path), provider=FakeModel())
    with LiveServer(app, http=HeaderTimeoutProtocol) as served:
        yield served.port


def _exchange(port: int, head: bytes, *, then: bytes = b"", repeat: int = 0) -> bytes:
    """Sends `head`, then `then` `repeat` times (as long as the server reads), and returns
    everything the server sends until it closes the connection."""
    with socket.create_connection(("127.0.0.1", port), timeout=30) as conn:
        conn.sendall(head)
        try:
            for _ in range(repeat):
                conn.sendall(then)
        except OSError:
            pass  # the server closed the connection: it stopped reading, as it should
        received = b""
        try:
            while chunk := conn.recv(65536):
                received += chunk
        except ConnectionResetError:
            pass
    return received


def _answer(raw: bytes) -> tuple[int, dict[str, str], dict[str, object]]:
    head, _, body = raw.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = dict(line.lower().split(": ", 1) for line in lines[1:])
    return int(lines[0].split()[1]), headers, json.loads(body)


def test_an_address_too_long_to_parse_is_414_in_json(port: int) -> None:
    query = b"a" * 100_000
    assert len(query) > MAX_URL_BYTES
    raw = _exchange(port, b"GET /api/contents?q=" + query + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    status, headers, body = _answer(raw)
    assert status == 414
    assert headers["content-type"] == "application/json"
    assert body["status_code"] == 414
    assert "address is too long" in str(body["detail"])


def test_an_address_the_app_can_parse_still_reaches_it(port: int) -> None:
    raw = _exchange(
        port,
        b"GET /api/contents?q=" + b"a" * 60_000 + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        b"Connection: close\r\n\r\n",
    )
    status, _, body = _answer(raw)
    assert status == 400  # the app's own answer: q is at most 500 characters
    assert "q" in json.dumps(body["extra"])


def test_headers_past_the_limit_are_refused_before_they_end(port: int) -> None:
    # A header line that never ends: 64 kB pieces, far more than the limit, no CRLF.
    raw = _exchange(
        port,
        b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ",
        then=b"a" * 65536,
        repeat=(4 * 1024 * 1024) // 65536,
    )
    status, headers, body = _answer(raw)
    assert status == 431
    assert headers["connection"] == "close"
    assert "headers are too large" in str(body["detail"])


@pytest.mark.parametrize("sizes", [[150_000], [70_000, 70_000], [MAX_HEAD_BYTES]])
def test_headers_that_end_past_the_limit_are_refused(port: int, sizes: list[int]) -> None:
    # Headers sent whole, ending in the read that passes the limit: they were answered (the
    # bytes of the last read were never counted), up to about three reads' worth.
    extra = b"".join(b"X-Big-%d: %s\r\n" % (i, b"a" * size) for i, size in enumerate(sizes))
    raw = _exchange(port, b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n" + extra + b"\r\n")
    status, headers, body = _answer(raw)
    assert status == 431
    assert headers["connection"] == "close"
    assert "headers are too large" in str(body["detail"])


def test_headers_under_the_limit_are_read(port: int) -> None:
    raw = _exchange(
        port,
        b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: "
        + b"a" * (MAX_HEAD_BYTES // 2)
        + b"\r\nConnection: close\r\n\r\n",
    )
    status, _, body = _answer(raw)
    assert status == 200 and body["status"] == "ok"


def test_a_body_larger_than_the_header_limit_is_not_counted_as_headers(port: int) -> None:
    article = {"title": "Long", "body": "word " * (MAX_HEAD_BYTES // 2)}
    sent = json.dumps(article).encode()
    raw = _exchange(
        port,
        b"POST /api/contents HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        b"Content-Length: %d\r\nConnection: close\r\n\r\n" % len(sent) + sent,
    )
    status, _, body = _answer(raw)
    assert status == 201 and body["title"] == "Long"


def test_a_header_with_a_nul_byte_is_400_in_json(port: int) -> None:
    raw = _exchange(
        port, b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nLast-Event-ID: a\x00b\r\n\r\n"
    )
    status, headers, body = _answer(raw)
    assert status == 400
    assert headers["content-type"] == "application/json"
    assert "could not be read as HTTP" in str(body["detail"])
