"""A real server whose model holds mid-reply, and the two turns the Stop-on-an-earlier-message
tests start from (app/editing/stopped_again.py): one the model wrote, one the rules wrote."""

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx

from app.main import create_app
from app.settings import Settings
from app.testing.fake_model import HeldModel
from app.testing.live_server import LiveServer

BODY = "Alpha one.\n\nBeta."


@contextmanager
def held_client(settings: Settings, model: HeldModel) -> Iterator[httpx.Client]:
    """A client of the app served for real on `model`; the held reply let go at the end, so
    the server can shut down."""
    with (
        LiveServer(create_app(settings, provider=model)) as server,
        httpx.Client(base_url=server.url, timeout=20) as client,
    ):
        try:
            yield client
        finally:
            model.release.set()


def two_turns(client: httpx.Client, model: HeldModel) -> tuple[str, dict[str, Any], dict[str, Any]]:
    """A new article on BODY and its chat's first two turns: the model changes the first
    line (V2), then the rules replace "Beta" with "Gamma" (V3). The article's id, and each
    turn's answer."""
    content_id = client.post("/api/contents", json={"title": "T", "body": BODY}).json()["id"]
    model.enqueue("T\n\nAlpha one, changed.\n\nBeta.")  # a plain send asks it whole
    send = {"content_id": content_id, "message": "change the first line"}
    first = client.post("/api/chat/send", json=send).json()
    send["message"] = 'Replace "Beta" with "Gamma"'  # the rules: no model
    later = client.post("/api/chat/send", json=send).json()
    return content_id, first, later
