"""Floods of open connections (session 36, the attacker): hundreds of article event streams,
from one signed-in writer and from addresses a proxy names, and a hundred request bodies that
stop arriving halfway. Another writer is still answered meanwhile. The only bound here is a
generous one where a hang is the failure."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path

import httpx
import pytest

from app.main import create_app
from app.settings import Settings
from app.testing.accounts import PASSWORD, cheap_passwords  # noqa: F401 (fixture)
from app.testing.live_server import LiveServer

pytestmark = pytest.mark.usefixtures("cheap_passwords")


def opened(url: str, request: str) -> socket.socket:
    host, port = url.removeprefix("http://").split(":")
    connection = socket.create_connection((host, int(port)), timeout=30)
    connection.sendall(request.encode())
    return connection


def status_of(connection: socket.socket) -> int:
    return int(connection.recv(64).split(b" ")[1])


@pytest.fixture
def server(tmp_path: Path) -> Iterator[tuple[str, str, str]]:
    """A served app with two writers: the url, mallory's session and the article she floods."""
    settings = Settings(_env_file=None, data_dir=tmp_path / "data", style_llm_extraction=False)  # type: ignore[call-arg]
    app = create_app(settings)
    accounts = app.state["accounts"]
    accounts.add_user("mallory", PASSWORD, ["writer"])
    accounts.add_user("wanda", PASSWORD, ["writer"])
    with LiveServer(app) as live:
        session = accounts.login("mallory", PASSWORD)
        made = httpx.post(
            live.url + "/api/contents",
            json={"title": "Flood", "body": "Text."},
            headers={"cookie": f"redline_session={session}", "origin": live.url},
        )
        yield live.url, session, made.json()["id"]


def another_writer_is_answered(url: str) -> None:
    wanda = httpx.Client(base_url=url, timeout=30)
    signed = wanda.post(
        "/login", data={"name": "wanda", "password": PASSWORD, "next": "/"}, headers={"origin": url}
    )
    assert signed.status_code in (200, 303), signed.text
    assert (
        wanda.post("/api/contents", json={"title": "Mine", "body": "Still here."}).status_code
        == 201
    )


def test_hundreds_of_event_streams_from_one_writer_leave_others_served(
    server: tuple[str, str, str],
) -> None:
    url, session, content_id = server
    host = url.removeprefix("http://")
    with ExitStack() as stack:
        streams = [
            stack.enter_context(
                opened(
                    url,
                    f"GET /api/contents/{content_id}/events HTTP/1.1\r\nHost: {host}\r\n"
                    f"Cookie: redline_session={session}\r\n\r\n",
                )
            )
            for _ in range(200)
        ]
        statuses = [status_of(stream) for stream in streams]
        assert statuses.count(200) == 64 and statuses.count(429) == 136
        another_writer_is_answered(url)


def test_event_streams_named_by_a_proxy_and_bodies_that_stall_leave_others_served(
    server: tuple[str, str, str],
) -> None:
    url, session, content_id = server
    host = url.removeprefix("http://")
    with ExitStack() as stack:
        for number in range(300):
            stack.enter_context(
                opened(
                    url,
                    f"GET /api/contents/{content_id}/events HTTP/1.1\r\nHost: {host}\r\n"
                    f"X-Forwarded-For: 10.1.{number // 250}.{number % 250}\r\n"
                    f"Cookie: redline_session={session}\r\n\r\n",
                )
            )
        for _ in range(100):
            stack.enter_context(
                opened(
                    url,
                    f"POST /api/contents HTTP/1.1\r\nHost: {host}\r\nOrigin: {url}\r\n"
                    f"Cookie: redline_session={session}\r\n"
                    'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"title":',
                )
            )
        another_writer_is_answered(url)
