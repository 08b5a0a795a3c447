"""A client that leaves a streamed turn while the model is still writing (a reload, a closed
tab) — on a send or on a Regenerate — leaves the reply to be saved and the server's log
clean: closing the stream raised "aclose(): asynchronous generator is already running" and
uvicorn logged "Exception in ASGI application" with a traceback, each time."""

import logging
import time
from collections.abc import Iterator

import httpx
import pytest

from app.main import create_app
from app.settings import Settings
from app.testing import sse
from app.testing.fake_model import HeldModel
from app.testing.live_server import LiveServer


class Kept(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@pytest.fixture
def live(settings: Settings) -> Iterator[tuple[str, HeldModel, Kept]]:
    model = HeldModel(["T\n\n", "Alpha", " one,", " changed", "."], "\n\nBeta.", pause=0.01)
    kept = Kept()
    with LiveServer(create_app(settings, provider=model)) as server:
        for name in ("uvicorn.error", "app"):
            logging.getLogger(name).addHandler(kept)
        try:
            yield server.url, model, kept
        finally:
            model.release.set()
            for name in ("uvicorn.error", "app"):
                logging.getLogger(name).removeHandler(kept)


def _leave_after_deltas(client: httpx.Client, path: str, body: dict[str, str]) -> None:
    with client.stream("POST", path, json=body) as response:
        deltas = 0
        for name, _ in sse.events(response.iter_lines()):
            deltas += name == "delta"
            if deltas == 2:
                break  # the tab is closed while the model still writes


def _replies(client: httpx.Client, content_id: str, count: int) -> list[dict]:
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        messages = client.get(f"/api/chat/sessions/{content_id}").json()["messages"]
        replies = [m for m in messages if m["role"] == "assistant"]
        if len(replies) == count:
            return replies
        time.sleep(0.05)
    raise AssertionError(f"the reply was not saved: {messages}")


def test_leaving_a_streamed_send_and_regenerate_logs_no_error(live) -> None:
    url, model, kept = live
    with httpx.Client(base_url=url, timeout=10) as client:
        article = {"title": "T", "body": "Alpha one.\n\nBeta."}
        content_id = client.post("/api/contents", json=article).json()["id"]
        sent = {"content_id": content_id, "message": "change the first line"}
        _leave_after_deltas(client, "/api/chat/send?stream=true", sent)
        time.sleep(0.3)  # the server notices the closed connection while the model holds
        model.release.set()
        (reply,) = _replies(client, content_id, 1)
        assert reply["status"] == "ok"
        model.release.clear()
        _leave_after_deltas(client, f"/api/chat/messages/{reply['id']}/regenerate?stream=true", {})
        time.sleep(0.3)
        model.release.set()
        assert len(_replies(client, content_id, 2)) == 2
    assert [r.getMessage() for r in kept.records if r.levelno >= logging.ERROR] == []
