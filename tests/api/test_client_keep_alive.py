"""A quiet event stream sends `: keep-alive` comments, so an HTTP client with a read timeout
(httpx's default is 5 s) or a proxy that closes idle connections keeps an article's `events`
stream, or a turn whose model is slow to start; SSE readers skip comments. The interval is
shortened here so the test waits for the comment, not for a clock."""

from __future__ import annotations

import httpx
import pytest

from app.main import create_app
from app.settings import Settings
from app.testing.fake_model import HeldModel
from app.testing.live_server import LiveServer
from app.web import sse


@pytest.fixture(autouse=True)
def quick_keep_alive(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sse, "KEEP_ALIVE_SECONDS", 0.05)


def test_an_idle_article_stream_sends_keep_alive_comments(settings: Settings) -> None:
    with (
        LiveServer(create_app(settings)) as server,
        httpx.Client(base_url=server.url, timeout=10) as client,
    ):
        content = client.post("/api/contents", json={"title": "秋天", "body": "公园里。"}).json()
        seen: list[str] = []
        with client.stream("GET", f"/api/contents/{content['id']}/events") as response:
            for line in response.iter_lines():
                seen.append(line)
                if line == ": keep-alive" and seen.count(": keep-alive") == 2:
                    break
        assert seen[0] == "event: article", seen
        assert '"kind": "current"' in seen[1], seen
        # A change after the pings still arrives as an event.
        with client.stream("GET", f"/api/contents/{content['id']}/events") as response:
            lines = response.iter_lines()
            assert next(lines) == "event: article"
            renamed = client.patch(f"/api/contents/{content['id']}", json={"title": "冬天"})
            assert renamed.status_code == 200, renamed.text
            data = next(line for line in lines if line.startswith("data:") and "manual" in line)
            assert '"version": 2' in data


def test_a_turn_waiting_on_its_model_sends_keep_alive_and_then_its_reply(
    settings: Settings,
) -> None:
    model = HeldModel(head=("T\n\n",), tail="Alpha two.")
    with (
        LiveServer(create_app(settings, provider=model)) as server,
        httpx.Client(base_url=server.url, timeout=10) as client,
    ):
        content = client.post("/api/contents", json={"title": "T", "body": "Alpha one."}).json()
        names: list[str] = []
        with client.stream(
            "POST",
            "/api/chat/send?stream=true",
            json={"content_id": content["id"], "message": "make it two"},
        ) as response:
            for line in response.iter_lines():
                if line == ": keep-alive":
                    names.append("keep-alive")
                    model.release.set()  # the model answers once a ping has gone out
                elif line.startswith("event:"):
                    names.append(line[7:])
        assert names[0] == "user_message" and "keep-alive" in names, names
        assert names[-2:] == ["assistant_message", "done"], names
        assert client.get(f"/api/contents/{content['id']}").json()["body"] == "Alpha two."
