"""JSON nested past Python's reader (a few kilobytes of `[[[[…`) where the app reads JSON it
did not write: the desk's `cursor` (a query parameter anyone can send) answered 500 "Something
went wrong on our side", and a model's reply text shaped as JSON (the structured reply formats)
ended the turn with "Something went wrong while asking the model" and a traceback in the log.
Now the cursor is one this desk did not give out (404), and the reply is read as any reply
that is not the JSON it looks like: the writer's message kept, the article unchanged."""

from __future__ import annotations

import base64
import logging
from collections.abc import Iterator

import pytest
from litestar.testing import TestClient

from app.settings import Settings
from app.testing.openai_stub import OpenAIStub
from tests.api import model_stub
from tests.api.model_stub import app_on

stub = model_stub.module_stub  # the failing model endpoint, shared by this file's tests

BODY = "港口的早晨很安静。\n\nBoats leave at dawn."


@pytest.fixture
def client(settings: Settings, stub: OpenAIStub) -> Iterator[TestClient]:
    stub.reset()
    with app_on(settings, stub, timeout=5, max_retries=0) as running:
        yield running


def test_a_deeply_nested_desk_cursor_is_not_one_this_desk_gave_out(client: TestClient) -> None:
    cursor = base64.urlsafe_b64encode(b"[" * 5_000 + b"]" * 5_000).decode().rstrip("=")
    answer = client.get("/api/revisions", params={"cursor": cursor})
    assert answer.status_code == 404
    assert "That cursor is not one this desk gave out" in answer.json()["detail"]


REPLIES = {
    "an array": "[" * 5_000 + "]" * 5_000,
    "a body": '{"title": "港口", "body": ' + "[" * 5_000 + "]" * 5_000 + "}",
    "a fenced object": '```json\n{"revised_article": '
    + '{"a": ' * 5_000
    + "1"
    + "}" * 5_001
    + "\n```",
}


@pytest.mark.parametrize("name", list(REPLIES))
def test_a_reply_of_deeply_nested_json_is_answered_in_words(
    client: TestClient, stub: OpenAIStub, caplog: pytest.LogCaptureFixture, name: str
) -> None:
    stub.enqueue(reply=REPLIES[name])
    made = client.post("/api/contents", json={"title": "港口", "body": BODY}).json()
    with caplog.at_level(logging.WARNING):
        sent = client.post(
            "/api/chat/send", json={"content_id": made["id"], "message": "写得热闹一点"}
        )
    assert sent.status_code == 200, sent.text
    result = sent.json()
    assert result["user_message"]["content"] == "写得热闹一点"
    assert "Something went wrong" not in result["assistant_message"]["content"]
    assert client.get(f"/api/contents/{made['id']}").json()["body"] == BODY
    assert not [r for r in caplog.records if r.exc_info and "Recursion" in repr(r.exc_info)]
