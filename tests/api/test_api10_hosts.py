"""A request names its host once, in a way the guards read: served as `python -m app` serves
(its HTTP protocol and the DNS-rebinding guard), an HTTP/1.1 request without a Host header,
with two, or with one that is no host is refused with 400 and a sentence; an absolute-form
target (`GET http://evil.example/api/contents`) is judged by the host it names, not by the
Host header beside it."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator

import pytest

from app.main import served_app
from app.settings import Settings
from app.testing.live_server import LiveServer
from app.web.host_header import host_problem, target_host, valid_host
from app.web.slow_headers import HeaderTimeoutProtocol

CREATE = json.dumps({"title": "笔记", "body": "第一段。"}).encode()


@pytest.fixture
def port(settings: Settings) -> Iterator[int]:
    with LiveServer(served_app(settings), http=HeaderTimeoutProtocol) as served:
        yield served.port


def _send(port: int, request: bytes) -> tuple[int, dict[str, object] | list[object]]:
    with socket.create_connection(("127.0.0.1", port), timeout=30) as conn:
        conn.sendall(request)
        received = b""
        while chunk := conn.recv(65536):
            received += chunk
    head, _, body = received.partition(b"\r\n\r\n")
    return int(head.split()[1]), json.loads(body)


def _create(port: int, target: bytes, headers: bytes) -> tuple[int, object]:
    return _send(
        port,
        b"POST " + target + b" HTTP/1.1\r\n" + headers + b"Content-Type: application/json\r\n"
        b"Content-Length: %d\r\nConnection: close\r\n\r\n" % len(CREATE) + CREATE,
    )


def _listing(port: int) -> list[object]:
    status, body = _send(
        port, b"GET /api/contents HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
    )
    assert status == 200 and isinstance(body, list)
    return body


def test_an_http11_request_without_a_host_is_refused_in_a_sentence(port: int) -> None:
    status, body = _create(port, b"/api/contents", b"")
    assert status == 400
    assert isinstance(body, dict) and "Host header" in str(body["detail"])
    assert _listing(port) == []


@pytest.mark.parametrize(
    "hosts",
    [b"Host: localhost\r\nHost: evil.example\r\n", b"Host: localhost\r\nHost: localhost\r\n"],
)
def test_two_host_headers_are_refused_whichever_they_name(port: int, hosts: bytes) -> None:
    status, body = _create(port, b"/api/contents", hosts)
    assert status == 400
    assert isinstance(body, dict) and "more than once" in str(body["detail"])
    assert _listing(port) == []


@pytest.mark.parametrize("host", [b"localhost:abc", b"localhost:99999", b"local host", b"a@b"])
def test_a_host_header_that_is_no_host_is_refused(port: int, host: bytes) -> None:
    status, body = _create(port, b"/api/contents", b"Host: " + host + b"\r\n")
    assert status == 400
    assert isinstance(body, dict) and "is not a host name" in str(body["detail"])
    assert _listing(port) == []


@pytest.mark.parametrize(
    ("host", "shown"),
    [("例子.中国".encode(), "“例子.中国”"), (b"\xff\xfe", "“\\xff\\xfe”")],
)
def test_a_refused_host_is_shown_as_the_client_typed_it(port: int, host: bytes, shown: str) -> None:
    """A non-ASCII name is printed as UTF-8, not as Latin-1 mojibake; a byte that is no UTF-8 is
    written as an escape, never sent raw into the sentence."""
    status, body = _create(port, b"/api/contents", b"Host: " + host + b"\r\n")
    assert status == 400
    assert isinstance(body, dict) and shown in str(body["detail"])
    assert _listing(port) == []


def test_an_absolute_target_is_judged_by_the_host_it_names(port: int) -> None:
    status, body = _create(port, b"http://evil.example/api/contents", b"Host: localhost\r\n")
    assert status == 400
    assert isinstance(body, dict) and "evil.example" in str(body["detail"])
    assert _listing(port) == []
    # Naming this machine, the absolute form is served as the path form is (RFC 9112 §3.2.2).
    status, body = _create(port, b"http://127.0.0.1/api/contents", b"Host: localhost\r\n")
    assert status == 201
    assert len(_listing(port)) == 1


def test_http10_may_still_come_without_a_host(port: int) -> None:
    status, body = _send(port, b"GET /api/contents HTTP/1.0\r\n\r\n")
    assert status == 200 and body == []


def test_hosts_are_read_as_rfc_9112_writes_them() -> None:
    good = ["localhost", "localhost:8000", "127.0.0.1:1", "[::1]:8000", "redline.example.org"]
    bad = ["", "a b", "a/b", "a@b", "x:y", "x:65536", "名字.example", "[::1"]
    assert [valid_host(h) for h in good] == [True] * len(good)
    assert [valid_host(h) for h in bad] == [False] * len(bad)
    assert target_host(b"/api/contents") is None
    assert target_host(b"http://Evil.example:81/api?x=1") == b"Evil.example:81"
    assert target_host(b"http://[::1]/api") == b"[::1]"
    headers = [(b"host", b"localhost"), (b"accept", b"*/*")]
    assert host_problem(b"https://other.test/api", headers, "1.1") is None
    assert headers == [(b"accept", b"*/*"), (b"host", b"other.test")]


def test_an_absolute_target_with_a_user_and_password_is_refused(port: int) -> None:
    status, body = _create(port, b"http://user:pw@127.0.0.1/api/contents", b"Host: localhost\r\n")
    assert status == 400
    assert isinstance(body, dict) and "user or password" in str(body["detail"])
    assert _listing(port) == []
