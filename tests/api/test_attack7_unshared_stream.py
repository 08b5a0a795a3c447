"""An article's open events stream ends once its reader may no longer read it — its writer
stopped sharing it — with a last `ended` event (reason `no_access`), as when a key is
revoked; the writer's own stream goes on. Through HTTP, on a real server."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from app.accounts.service import Accounts
from app.main import create_app
from app.settings import Settings
from app.testing.accounts import cheap_passwords  # noqa: F401 (fixture)
from app.testing.live_server import LiveServer

PASSWORD = "correct horse 电池"
pytestmark = pytest.mark.usefixtures("cheap_passwords")
READ_TIMEOUT = 30.0
GIVE_UP = 60.0  # many credential checks (every 2 s): a stream still open then is a failure


def events(response: httpx.Response) -> Iterator[tuple[str, dict[str, Any]]]:
    assert response.status_code == 200, response.text
    name, data = "message", ""
    for line in response.iter_lines():
        if line.startswith("event:"):
            name = line.removeprefix("event:").strip()
        elif line.startswith("data:"):
            data += line.removeprefix("data:").strip()
        elif line == "" and data:
            yield name, json.loads(data)
            name, data = "message", ""


def until_it_ends(stream: Iterator[tuple[str, dict[str, Any]]]) -> list[tuple[str, Any]]:
    """Every event until the server ends the stream. Keep-alive comments keep a stream the
    server forgot open forever, so it is read aside and given up on after a long while."""
    seen: list[tuple[str, Any]] = []
    reader = threading.Thread(target=lambda: seen.extend(stream), daemon=True)
    reader.start()
    reader.join(GIVE_UP)
    assert not reader.is_alive(), f"the stream was not ended: {seen}"
    return seen


def sign_in(url: str, name: str) -> httpx.Client:
    client = httpx.Client(base_url=url, headers={"origin": url}, timeout=READ_TIMEOUT)
    answer = client.post("/login", data={"name": name, "password": PASSWORD, "next": "/"})
    assert answer.status_code == 303, answer.text
    return client


@pytest.fixture
def served(settings: Settings) -> Iterator[tuple[str, Accounts]]:
    app = create_app(settings)
    with LiveServer(app) as server:
        yield server.url, app.state["accounts"]


def test_unsharing_ends_the_readers_stream_and_not_the_writers(
    served: tuple[str, Accounts],
) -> None:
    url, accounts = served
    accounts.add_user("王小明", PASSWORD, ["writer"])
    reader = accounts.add_user("carol", PASSWORD, ["writer"])
    key = accounts.create_key(reader.id, ["read"], "看板")
    writer = sign_in(url, "王小明")
    article = writer.post("/api/contents", json={"title": "秋天", "body": "公园。"}).json()["id"]
    shared = writer.put(f"/api/contents/{article}/sharing", json={"user_ids": [reader.id]})
    assert shared.status_code == 200, shared.text
    carol = sign_in(url, "carol")
    dashboard = httpx.Client(
        base_url=url, headers={"authorization": f"Bearer {key.key}"}, timeout=READ_TIMEOUT
    )
    path = f"/api/contents/{article}/events"
    with (
        carol.stream("GET", path) as by_cookie,
        dashboard.stream("GET", path) as by_key,
        writer.stream("GET", path) as own,
    ):
        cookie_events, key_events, own_events = events(by_cookie), events(by_key), events(own)
        assert next(cookie_events)[1]["kind"] == "current"
        assert next(key_events)[1]["kind"] == "current"
        assert next(own_events)[1]["kind"] == "current"
        unshared = writer.put(f"/api/contents/{article}/sharing", json={"user_ids": []})
        assert unshared.json()["shared_with"] == []
        for stream in (cookie_events, key_events):
            rest = until_it_ends(stream)
            assert rest[-1][0] == "ended", rest
            assert rest[-1][1]["reason"] == "no_access"
            assert "not shared with you" in rest[-1][1]["detail"]
        # The writer's stream goes on: it hears the next edit.
        edited = writer.patch(f"/api/contents/{article}", json={"title": "秋天的公园"})
        assert edited.status_code == 200
        assert next(own_events)[1]["kind"] == "manual"
    again = carol.get(path)
    assert again.status_code == 403
