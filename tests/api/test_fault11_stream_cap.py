"""One client could open article event streams without end (each a subscription and a queue
held until it left). Now a client — a user, or else an address — holds a bounded number at
once: past it, a 429 with a sentence and Retry-After; a stream closed gives its slot back."""

import time
from collections.abc import Iterator
from contextlib import ExitStack

import httpx
import pytest

from app.main import create_app
from app.settings import Settings
from app.testing import sse as sse_lines
from app.testing.live_server import LiveServer
from app.web import sse

CAP = 3


@pytest.fixture
def url(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    monkeypatch.setattr(sse, "MAX_STREAMS_PER_CLIENT", CAP)
    with LiveServer(create_app(settings)) as server:
        yield server.url


# The readers of the open streams: a line reader dropped closes its response (httpx).
_READERS: list[Iterator[tuple[str, dict]]] = []


def _open(stack: ExitStack, client: httpx.Client, path: str) -> None:
    response = stack.enter_context(client.stream("GET", path))
    assert response.status_code == 200, response.read()
    reader = sse_lines.events(response.iter_lines())
    _READERS.append(reader)
    name, _ = next(reader)
    assert name == "article"  # the stream is open on the server: its first event came


def test_a_client_holds_a_bounded_number_of_event_streams(url: str) -> None:
    with httpx.Client(base_url=url, timeout=30) as client:
        content_id = client.post("/api/contents", json={"title": "T", "body": "b"}).json()["id"]
        path = f"/api/contents/{content_id}/events"
        first = ExitStack()
        with ExitStack() as rest:
            _open(first, client, path)
            for _ in range(CAP - 1):
                _open(rest, client, path)
            with client.stream("GET", path) as refused:
                assert refused.status_code == 429, "one stream more than the limit was opened"
                refused.read()
            assert refused.headers["retry-after"] == "5"
            assert "Too many live article streams" in refused.json()["detail"]
            first.close()  # one tab closed: its slot comes back once the server sees it go
            deadline = time.monotonic() + 30
            while True:
                with client.stream("GET", path) as again:
                    if again.status_code == 200:
                        break
                assert time.monotonic() < deadline, "the closed stream's slot never came back"
                time.sleep(0.05)
        # Everything closed: the client may open its full share again.
        with ExitStack() as streams:
            deadline = time.monotonic() + 30
            opened = 0
            while opened < CAP:
                response = streams.enter_context(client.stream("GET", path))
                if response.status_code == 200:
                    opened += 1
                    continue
                assert time.monotonic() < deadline, "the slots of closed streams never came back"
                time.sleep(0.05)
