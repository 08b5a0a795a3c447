"""A NUL character (pasted from PDFs, binary clipboards) is refused with a sentence naming the
field, on every store and in every text field of a request body — TinyDB used to keep it
where PostgreSQL's JSONB cannot hold U+0000, so the same request saved on one store and
failed on the other. Other control characters (a bell) are still text. Run this with
REDLINE_TEST_STORE=postgres as well."""

from __future__ import annotations

import httpx
import pytest
from litestar.testing import TestClient

NUL = "公园\u0000里"
SENTENCE = "holds a NUL character (\\u0000), which text cannot contain; remove it"


def refused(answer: httpx.Response, field: str) -> None:
    assert answer.status_code == 400, answer.text
    body = answer.json()
    assert body["detail"] == f"Invalid request — {field}: {SENTENCE}.", body["detail"]
    assert body["extra"][0]["key"] == field


@pytest.fixture
def content_id(client: TestClient) -> str:
    made = client.post("/api/contents", json={"title": "公园", "body": "bell 公园里"})
    assert made.status_code == 201, made.text
    return str(made.json()["id"])


def test_a_nul_is_refused_in_articles(client: TestClient, content_id: str) -> None:
    refused(client.post("/api/contents", json={"title": "标题\u0000", "body": "x"}), "title")
    refused(client.post("/api/contents", json={"title": "标题", "body": NUL}), "body")
    path = f"/api/contents/{content_id}"
    refused(client.put(path, json={"body": NUL, "base_version": 1}), "body")
    refused(client.patch(path, json={"title": "t\u0000"}), "title")
    assert client.get(path).json()["version"] == 1
    assert len(client.get("/api/contents").json()) == 1


def test_a_nul_is_refused_in_messages_and_nothing_is_saved(
    client: TestClient, content_id: str
) -> None:
    message = {"content_id": content_id, "message": 'Replace "bell" with "铃\u0000"'}
    refused(client.post("/api/chat/send", json=message), "message")
    assert client.get(f"/api/chat/sessions/{content_id}").status_code == 404  # no turn began
    sent = client.post("/api/chat/send", json={**message, "message": 'Replace "bell" with "铃"'})
    assert sent.status_code == 200, sent.text
    user = sent.json()["user_message"]["id"]
    refused(client.post(f"/api/chat/messages/{user}/edit", json={"message": NUL}), "message")
    revision = sent.json()["revision"]["id"]
    comment = client.post(f"/api/revisions/{revision}/comments", json={"text": NUL})
    refused(comment, "text")


def test_a_nul_is_refused_in_personas_and_users(client: TestClient) -> None:
    refused(client.post("/api/personas", json={"name": "p\u0000"}), "name")
    refused(client.post("/api/personas", json={"name": "p", "description": NUL}), "description")
    user = {"name": "王\u0000", "password": "x" * 10, "roles": ["writer"]}
    answer = client.post("/api/users", json=user)
    assert answer.status_code == 400, answer.text  # a user name's own rule says it
    assert "no control characters" in answer.json()["detail"]


def test_other_control_characters_are_still_text(client: TestClient) -> None:
    made = client.post("/api/contents", json={"title": "公园", "body": "bell\u0007 公园里"})
    assert made.status_code == 201, made.text
    assert client.get(f"/api/contents/{made.json()['id']}").json()["body"] == "bell\u0007 公园里"
