"""Building a Word download (seconds for a long article) does not hold up the server: other
requests are answered while it is being built. Before, one .docx download of a long article
froze every request and stream of the worker until it was done."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

import app.web.pages
from app.main import create_app
from app.settings import Settings
from app.testing.live_server import LiveServer

GIVE_UP = 30.0  # a guard against a hung test, not a measure of speed


@pytest.fixture
def held_docx(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[threading.Event, threading.Event]]:
    """The .docx builder, held until the test releases it (as a long article would hold it)."""
    entered, release = threading.Event(), threading.Event()
    build = app.web.pages.docx_bytes

    def held(*args: Any, **kwargs: Any) -> bytes:
        entered.set()
        release.wait(GIVE_UP)
        return build(*args, **kwargs)

    monkeypatch.setattr(app.web.pages, "docx_bytes", held)
    yield entered, release
    release.set()


def test_other_requests_are_answered_while_a_docx_is_built(
    settings: Settings, held_docx: tuple[threading.Event, threading.Event]
) -> None:
    entered, release = held_docx
    with LiveServer(create_app(settings)) as server:
        client = httpx.Client(base_url=server.url, timeout=GIVE_UP)
        made = client.post(
            "/api/contents", json={"title": "秋天的公园", "body": "落叶。\n\n小路。"}
        )
        content_id = made.json()["id"]
        downloads: list[httpx.Response] = []
        downloading = threading.Thread(
            target=lambda: downloads.append(
                httpx.get(
                    f"{server.url}/articles/{content_id}/download",
                    params={"format": "docx"},
                    timeout=GIVE_UP,
                )
            )
        )
        downloading.start()
        assert entered.wait(GIVE_UP), "the download never started building"
        # The builder is busy: the server still answers others.
        others = httpx.Client(base_url=server.url, timeout=GIVE_UP / 3)
        assert others.get("/healthz").status_code == 200
        assert others.get(f"/api/contents/{content_id}").json()["title"] == "秋天的公园"
        release.set()
        downloading.join(GIVE_UP)
        assert downloads and downloads[0].status_code == 200
        assert downloads[0].content.startswith(b"PK")  # a .docx is a zip
