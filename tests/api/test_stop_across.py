"""Stop reaches the reply whichever process receives it: two app instances on one data
directory (as REDLINE_WORKERS=2 runs them) and two on one PostgreSQL database, each served for
real. The writer's turn runs on the first; Stop is sent to the second, which passes it on
through the event relay (app/editing/remote_stop.py)."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from app.domain.actors import LOCAL
from app.editing import remote_stop
from app.events import StopRequested
from app.events_relay import decode, encode
from app.main import create_app
from app.settings import Settings
from app.store.factory import open_store
from app.testing import sse
from app.testing.crashes import commit_unanswered
from app.testing.fake_model import FakeModel, HeldModel
from app.testing.live_server import LiveServer

BODY = "Alpha one.\n\n第二段在这里。"
EDITED = "T\n\nAlpha one, changed.\n\n第二段在这里。"  # a plain send's reply (not held)


class Pair:
    """The instance writing the reply (`writing`, its model held mid-reply) and the other."""

    def __init__(
        self, writing: httpx.Client, other: httpx.Client, model: HeldModel, settings: Settings
    ) -> None:
        self.writing, self.other, self.model, self.settings = writing, other, model, settings


@pytest.fixture(params=["tinydb", "postgres"])
def pair(request: pytest.FixtureRequest, settings: Settings) -> Iterator[Pair]:
    if request.param == "postgres":
        settings = settings.model_copy(update={"database_url": request.getfixturevalue("pg_url")})
    model = HeldModel(
        ["T\n\n", "Alpha", " one,", " changed", "."], "\n\n第二段在这里。", pause=0.01
    )
    try:
        with (
            LiveServer(create_app(settings, provider=model)) as first,
            LiveServer(create_app(settings, provider=FakeModel())) as second,
            httpx.Client(base_url=first.url, timeout=30) as writing,
            httpx.Client(base_url=second.url, timeout=30) as other,
        ):
            yield Pair(writing, other, model, settings)
    finally:
        model.release.set()  # a held model thread never outlives the test


def ok(response: httpx.Response) -> dict:
    assert response.status_code in (200, 201), response.text
    return response.json()


def streamed(client: httpx.Client, path: str, body: dict) -> Iterator[tuple[str, dict]]:
    """A streamed turn's (event, data) as they arrive."""
    with client.stream("POST", f"{path}?stream=true", json=body) as response:
        assert response.status_code == 200, response.read()
        yield from sse.events(response.iter_lines())


def stop_mid_reply(pair: Pair, events: Iterator[tuple[str, dict]]) -> tuple[dict, list[str]]:
    """Press Stop on the other instance once the reply has begun; its answer, and every event
    the writing instance's stream sent (the stream ends when the turn does)."""
    seen: list[str] = []
    answer: dict = {}
    user_id = None
    for name, data in events:
        seen.append(name)
        if name == "user_message":
            user_id = data["id"]
        if seen.count("delta") == 3:
            answer = ok(pair.other.post(f"/api/chat/messages/{user_id}/stop", json={}))
    assert answer, "the reply never began"
    return answer, seen


def head_reply(client: httpx.Client, content_id: str) -> dict:
    reply = ok(client.get(f"/api/chat/sessions/{content_id}"))["path"][-1]
    assert reply["role"] == "assistant", reply
    return reply


def test_stop_sent_to_the_other_instance_stops_the_reply(pair: Pair) -> None:
    content_id = ok(pair.writing.post("/api/contents", json={"title": "T", "body": BODY}))["id"]
    events = streamed(
        pair.writing, "/api/chat/send", {"content_id": content_id, "message": "改第一段"}
    )
    answer, seen = stop_mid_reply(pair, events)
    assert answer["stopped"] is True and answer["detail"] == "Stopped."
    # The writing instance's stream ended once the stopped reply was saved: no revision.
    assert "revision" not in seen and "done" not in seen
    for client in (pair.writing, pair.other):
        reply = head_reply(client, content_id)
        assert reply["status"] == "stopped" and "Alpha" in reply["content"]
        assert reply["author"]["name"] == LOCAL.name
        assert ok(client.get(f"/api/chat/revisions/{content_id}")) == []
        assert ok(client.get(f"/api/contents/{content_id}"))["body"] == BODY
    user_id = answer["message_id"]
    # Nothing left to stop, on either instance.
    for client in (pair.writing, pair.other):
        again = ok(client.post(f"/api/chat/messages/{user_id}/stop"))
        assert again["stopped"] is False and "finished" in again["detail"]


def test_stop_reaches_a_regenerated_reply_written_on_the_other_instance(pair: Pair) -> None:
    content_id = ok(pair.writing.post("/api/contents", json={"title": "T", "body": BODY}))["id"]
    pair.model.enqueue(EDITED)
    first = ok(
        pair.writing.post("/api/chat/send", json={"content_id": content_id, "message": "改"})
    )
    assert first["assistant_message"]["status"] == "ok"
    pair.model.release.clear()
    events = streamed(
        pair.writing, f"/api/chat/messages/{first['assistant_message']['id']}/regenerate", {}
    )
    answer, seen = stop_mid_reply(pair, events)
    assert answer["stopped"] is True
    assert answer["message_id"] == first["user_message"]["id"]
    assert "done" not in seen
    # The stopped reply is kept beside the first one, and the writer is back where they were:
    # the first reply at the head, its version on the article (stopped_again.py).
    view = ok(pair.other.get(f"/api/chat/sessions/{content_id}"))
    replies = [m for m in view["messages"] if m["parent_id"] == first["user_message"]["id"]]
    assert [m["status"] for m in replies] == ["ok", "stopped"]
    assert head_reply(pair.other, content_id)["id"] == first["assistant_message"]["id"]
    assert ok(pair.other.get(f"/api/contents/{content_id}"))["version"] == 2
    history = ok(pair.other.get(f"/api/chat/revisions/{content_id}"))
    assert [r["id"] for r in history] == [first["revision"]["id"]]  # none from the regenerate


def test_stop_after_the_reply_finished_says_so_on_the_other_instance(pair: Pair) -> None:
    content_id = ok(pair.writing.post("/api/contents", json={"title": "T", "body": BODY}))["id"]
    pair.model.enqueue(EDITED)
    sent = ok(pair.writing.post("/api/chat/send", json={"content_id": content_id, "message": "改"}))
    answer = ok(pair.other.post(f"/api/chat/messages/{sent['user_message']['id']}/stop"))
    assert answer["stopped"] is False and "finished" in answer["detail"]
    assert head_reply(pair.other, content_id)["status"] == "ok"
    assert ok(pair.other.get(f"/api/contents/{content_id}"))["version"] == 2


def test_stop_for_a_reply_nobody_is_writing_answers_within_its_bound(
    pair: Pair, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A writer's message whose reply a crash cut off (committed, never answered, no process
    writing it): Stop does not hang, and says no reply is being written."""
    monkeypatch.setattr(remote_stop, "STOP_WAIT", 0.5)
    content_id = ok(pair.writing.post("/api/contents", json={"title": "T", "body": BODY}))["id"]
    pair.model.enqueue(EDITED)
    ok(pair.writing.post("/api/chat/send", json={"content_id": content_id, "message": "记下"}))
    lost = commit_unanswered_in(pair.settings, content_id, "没人回答的消息")
    for client in (pair.other, pair.writing):
        answer = ok(client.post(f"/api/chat/messages/{lost}/stop"))
        assert answer["stopped"] is False
        assert answer["detail"] == remote_stop.NOBODY_WRITING


def commit_unanswered_in(settings: Settings, content_id: str, text: str) -> str:
    """What a crash between a turn's two commits leaves: the writer's message, no reply."""
    store = open_store(settings)
    try:
        return commit_unanswered(store, content_id, text).id
    finally:
        store.close()


def test_a_stop_request_travels_as_one_line_and_back() -> None:
    for by in (LOCAL.author, None):
        request = StopRequested("c1-m2", by)
        assert decode(encode("p1", request)) == ("p1", request)
    assert decode('{"from": "p1", "stop": "c1-m2", "by": {"kind": "robot"}}') is None
    assert decode('{"from": "p1", "stop": 7, "by": null}') is None
