"""Faults found by sweeping the API from outside (session 31, faults).

1. On an article of one long line with no spaces (a pasted URL list, a minified block, 400,000
   "a"s), `Replace "a" with "b"` was answered "it is part of "aaaa…"" quoting the whole line:
   a 400,000-character assistant message (DESIGN: a message is short text), 1.6 MB on every
   load of the conversation. The word is now quoted short, as every quoted word is.
2. A body in Latin-1 or GBK (with or without `charset=` saying so) was answered "not valid
   JSON (invalid UTF-8 encoded string)", the decoder's words. Now it says the bytes are not
   UTF-8 and that JSON is sent as UTF-8."""

import json
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
    conversation = client.get(f"/api/chat/sessions/{made['id']}").json()
    # The article itself comes once, as the view's `content` (read with the conversation);
    # the messages quote it short.
    assert conversation["content"]["body"] == body
    del conversation["content"]
    assert len(json.dumps(conversation, ensure_ascii=False)) < 20_000


@pytest.mark.parametrize(
    ("raw", "content_type"),
    [
        ('{"title": "Café", "body": "Très bien."}'.encode("latin-1"), "charset=iso-8859-1"),
        ('{"title": "公园", "body": "早晨。"}'.encode("gbk"), "charset=gbk"),
        ('{"title": "公园", "body": "早晨。"}'.encode("gbk"), ""),
    ],
)
def test_a_body_in_another_encoding_than_utf_8_is_told_so(
    client: TestClient[Any], raw: bytes, content_type: str
) -> None:
    answer = client.post(
        "/api/contents",
        content=raw,
        headers={
            "content-type": "application/json" + (f"; {content_type}" if content_type else "")
        },
    )
    assert answer.status_code == 400
    assert answer.json()["detail"] == (
        "The request body is not valid JSON (its bytes are not UTF-8 text: JSON is sent as "
        "UTF-8, whatever charset is named)."
    )
