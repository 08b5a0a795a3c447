"""A connection that sends half its request headers and stops (slowloris), or nothing at all,
is answered 408 with a sentence and closed instead of being held for ever; requests whose
headers came are not cut, however long their answer takes (an event stream)."""

import asyncio
import json
import socket
from collections.abc import Iterator
from typing import Any

import pytest
import uvicorn

from app import cli
from app.settings import Settings
from app.testing.live_server import LiveServer, free_port
from app.web.slow_headers import HeaderTimeoutProtocol


class QuickProtocol(HeaderTimeoutProtocol):
    header_seconds = 0.5


async def slow_app(scope: dict[str, Any], receive: Any, send: Any) -> None:
    """Answers after the header limit has passed several times, a piece at a time."""
    if scope["type"] != "http":
        return
    await send({"type": "http.response.start", "status": 200, "headers": []})
    for piece in (b"one ", b"two ", b"three"):
        await asyncio.sleep(0.4)
        await send({"type": "http.response.body", "body": piece, "more_body": True})
    await send({"type": "http.response.body", "body": b""})


@pytest.fixture
def port() -> Iterator[int]:
    with LiveServer(slow_app, http=QuickProtocol) as served:
        yield served.port


def _answer(port: int, sent: bytes) -> bytes:
    """Everything the server sends until it closes the connection."""
    with socket.create_connection(("127.0.0.1", port), timeout=30) as conn:
        conn.sendall(sent)
        received = b""
        while chunk := conn.recv(4096):
            received += chunk
    return received


@pytest.mark.parametrize("sent", [b"POST /api/chat/send HTTP/1.1\r\nHost: x\r\nContent-Ty", b""])
def test_headers_that_never_finish_get_408_and_the_connection_closed(
    port: int, sent: bytes
) -> None:
    answer = _answer(port, sent)
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 408 ")
    assert b"connection: close" in head.lower()
    assert json.loads(body)["detail"] == (
        "The request's headers did not arrive within 0.5 seconds; nothing was read. "
        "The connection is closed."
    )


def test_a_request_answered_slowly_is_not_cut(port: int) -> None:
    answer = _answer(port, b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    assert answer.startswith(b"HTTP/1.1 200 ")
    assert answer.replace(b"\r\n", b"").endswith(b"three0")  # every chunk, then the end


def test_python_m_app_serves_with_the_header_limit(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    used: list[uvicorn.Config] = []

    class Recorded:
        started = True

        def __init__(self, config: uvicorn.Config) -> None:
            used.append(config)

        def run(self) -> None:
            pass

    monkeypatch.setattr(uvicorn, "Server", Recorded)
    # A free port: the default 8000 may be another program's on the machine running the tests.
    settings = Settings(data_dir=tmp_path / "data", port=free_port(), _env_file=None)  # type: ignore[call-arg]
    assert cli._serve(settings, several=False) == 0
    assert [config.http for config in used] == [HeaderTimeoutProtocol]
