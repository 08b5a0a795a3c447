"""`OPTIONS *` asks about the server in general (RFC 9110 §9.3.7): it answers 204 with every
method some path takes, not 404 "Nothing is at *". Served as `python -m app` serves."""

from __future__ import annotations

import socket

from app.main import served_app
from app.settings import Settings
from app.testing.live_server import LiveServer
from app.web.slow_headers import HeaderTimeoutProtocol


def test_options_star_lists_the_methods_of_the_server(settings: Settings) -> None:
    with (
        LiveServer(served_app(settings), http=HeaderTimeoutProtocol) as served,
        socket.create_connection(("127.0.0.1", served.port), timeout=30) as conn,
    ):
        conn.sendall(b"OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        received = b""
        while chunk := conn.recv(65536):
            received += chunk
    head = received.split(b"\r\n\r\n")[0].decode().lower().split("\r\n")
    assert head[0].startswith("http/1.1 204")
    allow = next(line for line in head if line.startswith("allow:"))
    assert {"get", "head", "post", "put", "patch", "delete", "options"} == {
        m.strip() for m in allow.split(":", 1)[1].split(",")
    }
