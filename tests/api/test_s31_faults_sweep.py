"""Faults found by sweeping the API from outside (session 31, faults).

1. On an article of one long line with no spaces (a pasted URL list, a minified block, 400,000
   "a"s), `Replace "a" with "b"` was answered "it is part of "aaaa…"" quoting the whole line:
   a 400,000-character assistant message (DESIGN: a message is short text), 1.6 MB on every
   load of the conversation. The word is now quoted short, as every quoted word is."""

from typing import Any

import pytest
from litestar.testing import TestClient


@pytest.mark.parametrize(
    ("body", "message"),
    [("a" * 400_000, 'Replace "a" with "b"'), ("x" * 200_000 + " y", "把“xx”改成“b”")],
)
def test_a_refusal_on_one_endless_word_quotes_it_short(
    client: TestClient[Any], body: str, message: str
) -> None:
    made = client.post("/api/contents", json={"title": "Long", "body": body}).json()
    sent = client.post("/api/chat/send", json={"content_id": made["id"], "message": message})
    reply = sent.json()["assistant_message"]["content"]
    assert len(reply) < 300, len(reply)
    assert "…" in reply and sent.json()["content"]["version"] == 1
    conversation = client.get(f"/api/chat/sessions/{made['id']}")
    assert len(conversation.content) < 20_000
