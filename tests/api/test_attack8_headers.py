"""What the API answers is not for shared caches: every `/api` answer (a writer's articles,
their conversation, an export) says `Cache-Control: no-store` unless it set its own (an event
stream's). An unknown id in a sentence is cut short: sharing with a 70 000-character "user
id" quoted all of it back."""

from litestar.testing import TestClient


def test_api_answers_are_not_stored(client: TestClient) -> None:
    made = client.post("/api/contents", json={"title": "秋天", "body": "公园。"})
    assert made.headers["cache-control"] == "no-store"
    content_id = made.json()["id"]
    for path in (
        "/api/contents",
        f"/api/contents/{content_id}",
        f"/api/contents/{content_id}/export",
    ):
        assert client.get(path).headers["cache-control"] == "no-store", path
    assert client.get("/api/contents/nope").headers["cache-control"] == "no-store"
    assert "no-store" not in client.get("/healthz").headers.get("cache-control", "")


def test_an_unknown_user_id_is_quoted_short(client: TestClient) -> None:
    content_id = client.post("/api/contents", json={"title": "秋天", "body": "公园。"}).json()["id"]
    answer = client.put(f"/api/contents/{content_id}/sharing", json={"user_ids": ["u" * 70_000]})
    assert answer.status_code == 404, answer.text[:200]
    assert len(answer.json()["detail"]) < 200
    key = client.post("/api/keys", json={"user_id": "k" * 64, "scopes": ["read"]})
    assert key.status_code == 404
    assert len(key.json()["detail"]) < 200
