"""Session 51 (outside50 F2): a HEAD of an event stream leaves its connection usable.

HEAD answers as GET without a body, and a stream ends after its headers. Uvicorn closed the
connection after such a HEAD: the stream's handler, told the client had left, returned
without sending a body, so the response never completed ("ASGI callable returned without
completing response") — while the answer had said `connection: keep-alive`. A pooled client's
next request on that connection then failed, "Server disconnected without sending a
response", about one time in three. Served here as `python -m app` serves (uvicorn with its
httptools protocol), and with h11, through a pooled httpx client, many times.
"""

from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from app.main import create_app
from app.settings import Settings
from app.testing.live_server import LiveServer
from app.web.slow_headers import HeaderTimeoutProtocol

TRIES = 30


@pytest.fixture(params=["httptools", "h11"])
def served(request: pytest.FixtureRequest, settings: Settings) -> Iterator[str]:
    http: Any = HeaderTimeoutProtocol if request.param == "httptools" else "h11"
    with LiveServer(create_app(settings), http=http) as server:
        yield server.url


def _client(url: str) -> httpx.Client:
    # One connection in the pool: every request after the HEAD goes on the HEAD's connection.
    return httpx.Client(
        base_url=url,
        timeout=10,
        headers={"Origin": url},
        limits=httpx.Limits(max_connections=1, max_keepalive_connections=1),
    )


def _article(client: httpx.Client, title: str, body: str) -> str:
    response = client.post("/api/contents", json={"title": title, "body": body})
    assert response.status_code == 201, response.text
    return str(response.json()["id"])


@pytest.mark.parametrize(
    ("title", "body"),
    [("Head", "One.\n\nTwo."), ("秋天", "十月的树叶变成了金色。\n\n我们每天早上去公园遛狗。")],
    ids=["en", "zh"],
)
def test_a_request_after_head_of_the_events_stream_goes_on_the_same_connection(
    served: str, title: str, body: str, caplog: pytest.LogCaptureFixture
) -> None:
    failures = []
    with _client(served) as client:
        content_id = _article(client, title, body)
        for attempt in range(TRIES):
            head = client.head(f"/api/contents/{content_id}/events")
            assert head.status_code == 200
            assert head.headers["content-type"].startswith("text/event-stream")
            assert head.content == b""
            try:
                after = client.post(f"/api/contents/{content_id}/untrash", json={})
            except httpx.TransportError as error:
                failures.append((attempt, head.headers.get("connection"), repr(error)))
                continue
            assert after.status_code == 200, after.text
            assert after.json()["title"] == title
    assert not failures, (
        f"{len(failures)}/{TRIES} requests after HEAD …/events failed: {failures[:3]}"
    )
    assert not [r for r in caplog.records if "without completing response" in r.getMessage()]


def test_every_head_answers_on_one_kept_connection(served: str) -> None:
    """A HEAD of a stream, of a page and of a JSON route, then a GET, in turn on one
    connection: each answered, the connection the same throughout."""
    with _client(served) as client:
        content_id = _article(client, "Kept", "One.\n\nTwo.")
        paths = [
            f"/api/contents/{content_id}/events",
            f"/api/contents/{content_id}",
            f"/articles/{content_id}",
            f"/api/contents/{content_id}/events",
        ]
        for _ in range(10):
            for path in paths:
                response = client.head(path)
                assert response.status_code == 200, (path, response.status_code)
                assert response.content == b""
            got = client.get(f"/api/contents/{content_id}")
            assert got.status_code == 200 and got.json()["body"] == "One.\n\nTwo."
