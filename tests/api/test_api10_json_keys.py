"""A field named twice in one JSON object (`{"title": "a", "title": "b"}`) is a 400 naming
it, and nothing is saved: the app took the last one silently, while another reader of the
same request (a proxy, a log) may take the first. The same name in two different objects,
or inside a text, is nothing of the kind."""

from __future__ import annotations

import json

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.web.json_keys import repeated_key

JSON = {"content-type": "application/json"}


@pytest.fixture
def client(settings: Settings):
    with TestClient(app=create_app(settings)) as client:
        yield client


def test_a_field_given_twice_is_a_400_naming_it(client: TestClient) -> None:
    raw = '{"title": "秋天", "body": "第一段。", "title": "春天"}'.encode()
    answer = client.post("/api/contents", content=raw, headers=JSON)
    assert answer.status_code == 400
    body = answer.json()
    assert (
        body["detail"] == "Invalid request — title: is given 2 times in one object; give it once."
    )
    assert body["extra"] == [
        {"message": "is given 2 times in one object; give it once", "key": "title"}
    ]
    assert client.get("/api/contents").json() == []


def test_a_nested_field_given_twice_is_refused_too(client: TestClient) -> None:
    made = client.post("/api/contents", json={"title": "秋天", "body": "第一段。第二句。"}).json()
    raw = json.dumps({"content_id": made["id"], "message": "短一点"})[:-1]
    raw += ', "selection": {"start": 0, "end": 4, "start": 2}}'
    answer = client.post("/api/chat/send", content=raw.encode(), headers=JSON)
    assert answer.status_code == 400
    assert answer.json()["extra"][0]["key"] == "selection.start"
    assert client.get(f"/api/chat/sessions/{made['id']}").status_code == 404  # no turn began


def test_one_name_in_two_objects_or_in_a_text_is_fine(client: TestClient) -> None:
    text = '他说 "title": 不要 {"title": 1, "title": 2}'
    made = client.post("/api/contents", json={"title": "a", "body": text})
    assert made.status_code == 201 and made.json()["body"] == text
    assert repeated_key(b'{"a": {"x": 1}, "b": {"x": 2}}') is None
    assert repeated_key(b'[{"x": 1}, {"x": 1, "x": 2, "x": 3}]') == ("1.x", 3)
    assert repeated_key(b'{"x": 1, "x": ') is None  # not JSON: the app says what is wrong


def test_a_large_body_is_looked_over_the_same_way(client: TestClient) -> None:
    # Over 1 MB the keys are scanned in a worker thread (off the server's loop): the same
    # answers — a field given twice refused, a large body without one saved.
    text = "秋天的风。" * 90_000  # 450,000 characters, 1.35 MB
    raw = json.dumps({"title": "秋天", "body": text}, ensure_ascii=False)
    assert len(raw.encode()) > 1 << 20
    twice = raw[:-1] + ', "title": "春天"}'
    answer = client.post("/api/contents", content=twice.encode(), headers=JSON)
    assert answer.status_code == 400
    assert "title: is given 2 times" in answer.json()["detail"]
    assert client.get("/api/contents").json() == []
    saved = client.post("/api/contents", content=raw.encode(), headers=JSON)
    assert saved.status_code == 201, saved.text
