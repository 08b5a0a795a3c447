"""Text with NUL and other control characters (pasted from PDFs, binary clipboards) is
ordinary text to the API on every store: saved and read back as sent, or refused with a
sentence — never a 500. PostgreSQL's JSONB cannot hold U+0000, so run this with
REDLINE_TEST_STORE=postgres as well."""

from __future__ import annotations

import httpx
from litestar.testing import TestClient

ODD = "nul\u0000 bell\u0007 公园\u0000里"


def saved_or_refused(answer: httpx.Response, saved: int) -> bool:
    status = answer.status_code
    assert status in (saved, 400), answer.text
    if status == 400:
        assert answer.json()["detail"].endswith("."), answer.text
    return bool(status == saved)


def test_control_characters_round_trip_or_get_a_sentence(client: TestClient) -> None:
    made = client.post("/api/contents", json={"title": "标题\u0000", "body": ODD})
    if saved_or_refused(made, 201):
        assert client.get(f"/api/contents/{made.json()['id']}").json()["body"] == ODD
    plain = client.post("/api/contents", json={"title": "公园", "body": "bell 公园里"})
    assert plain.status_code == 201, plain.text
    content_id = plain.json()["id"]
    sent = client.post(
        "/api/chat/send",
        json={"content_id": content_id, "message": 'Replace "bell" with "铃\u0000"'},
    )
    if saved_or_refused(sent, 200):
        assert sent.json()["user_message"]["content"] == 'Replace "bell" with "铃\u0000"'
    saved_or_refused(client.post("/api/personas", json={"name": "p\u0000"}), 201)
    version = client.get(f"/api/contents/{content_id}").json()["version"]
    saved_or_refused(
        client.put(f"/api/contents/{content_id}", json={"body": ODD, "base_version": version}),
        200,
    )
    saved_or_refused(client.patch(f"/api/contents/{content_id}", json={"title": "t\u0000"}), 200)
    # The article still answers, whatever was refused.
    assert client.get(f"/api/contents/{content_id}").status_code == 200
    assert client.get(f"/api/chat/sessions/{content_id}").status_code == 200
