"""The API's contract: idempotent sends, and an OpenAPI document that declares what it returns."""

from __future__ import annotations

from litestar.testing import TestClient

from tests.api.calls import create

BODY = "The bus was late. 我们等了很久。"


def test_a_retried_send_with_the_same_key_applies_the_edit_once(client: TestClient) -> None:
    content = create(client, "Bus 公交", BODY)
    body = {"content_id": content["id"], "message": "replace late with early"}
    key = {"Idempotency-Key": "retry-1"}
    first = client.post("/api/chat/send", json=body, headers=key)
    again = client.post("/api/chat/send", json=body, headers=key)
    assert first.status_code == again.status_code == 200
    assert again.json() == first.json()
    assert first.json()["revision"]["version"] == 2
    session = client.get(f"/api/chat/sessions/{content['id']}").json()
    assert [m["role"] for m in session["messages"]].count("user") == 1
    assert client.get(f"/api/contents/{content['id']}").json()["version"] == 2

    other = client.post(
        "/api/chat/send", json={**body, "message": "replace early with soon"}, headers=key
    )
    assert other.status_code == 409 and "different message" in other.json()["detail"]
    fresh = client.post("/api/chat/send", json=body, headers={"Idempotency-Key": "retry-2"})
    assert fresh.status_code == 200  # a new key is a new request
    streamed = client.post("/api/chat/send?stream=true", json=body, headers=key)
    assert streamed.status_code == 200 and first.json()["assistant_message"]["id"] in streamed.text
    bad = client.post("/api/chat/send", json=body, headers={"Idempotency-Key": "x" * 201})
    assert bad.status_code == 400 and "Idempotency-Key" in bad.json()["detail"]
