"""A model endpoint that answers with JSON nested deeper than Python's reader goes (a few
kilobytes of `[[[[…`): the reader raised RecursionError, which nothing expected — a traceback
in the log and the writer told only "Something went wrong while asking the model". Now it is
what it is, an answer that is not JSON, said in those words; the writer's message is kept and
the article is unchanged. Whole answers, streamed chunks and error bodies alike."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from typing import Any

import pytest
from litestar.testing import TestClient

from app.settings import Settings
from app.testing.openai_stub import OpenAIStub
from tests.api import model_stub
from tests.api.model_stub import app_on
from tests.failures_said import SAVED, UNCHANGED, assert_told, lang_of

stub = model_stub.module_stub  # the failing model endpoint, shared by this file's tests

TITLE = "港口"
BODY = "港口的早晨很安静。\n\nBoats leave at dawn."
DEEP = "[" * 50_000 + "]" * 50_000
DEEP_OBJECT = '{"error": ' + '{"a": ' * 5_000 + "1" + "}" * 5_000 + "}"


@pytest.fixture
def client(settings: Settings, stub: OpenAIStub) -> Iterator[TestClient]:
    stub.reset()
    with app_on(settings, stub, timeout=5, max_retries=0) as running:
        yield running


def _turn(client: TestClient, streamed: bool) -> tuple[dict[str, Any], dict[str, Any]]:
    """One turn: the assistant message, and the article after it."""
    made = client.post("/api/contents", json={"title": TITLE, "body": BODY}).json()
    sent = client.post(
        "/api/chat/send" + ("?stream=true" if streamed else ""),
        json={"content_id": made["id"], "message": "写得热闹一点"},
    )
    assert sent.status_code == 200, sent.text
    session = client.get(f"/api/chat/sessions/{made['id']}").json()
    messages = {m["id"]: m for m in session["messages"]}
    reply = messages[session["head_id"]]
    asked = messages[reply["parent_id"]]
    assert asked["role"] == "user" and asked["content"] == "写得热闹一点"  # kept
    return reply, client.get(f"/api/contents/{made['id']}").json()


ANSWERS = {
    "whole": ({"body": DEEP, "content_type": "application/json"}, False),
    "streamed chunk": ({"raw_stream": [f"data: {DEEP}", "", "data: [DONE]", ""]}, True),
    "error body": ({"status": 400, "body": DEEP_OBJECT, "content_type": "application/json"}, False),
}


@pytest.mark.parametrize("name", list(ANSWERS))
def test_json_nested_past_the_reader_is_said_in_words_not_a_traceback(
    client: TestClient, stub: OpenAIStub, caplog: pytest.LogCaptureFixture, name: str
) -> None:
    answer, streamed = ANSWERS[name]
    stub.enqueue(**answer)
    with caplog.at_level(logging.WARNING):
        reply, article = _turn(client, streamed)
    assert reply["status"] == "error"
    assert "Something went wrong" not in reply["content"]
    # The article is half Chinese: told, counted in characters as the server counts, in Chinese.
    said = reply["content"]
    if name != "error body":
        assert_told(said, BODY, "not JSON", "不是 JSON")
    assert SAVED[lang_of(BODY)] in said and UNCHANGED[lang_of(BODY)] in said, said
    assert article["version"] == 1 and article["body"] == BODY
    unexpected = [r for r in caplog.records if r.exc_info and "Recursion" in repr(r.exc_info)]
    assert not unexpected
