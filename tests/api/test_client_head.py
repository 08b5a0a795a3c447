"""HEAD on anything GET answers gets the GET's status and headers with no body (RFC 9110
§9.3.2) — `curl -I`, link checkers and proxies — instead of 405; writes are still refused."""

from __future__ import annotations

from litestar.testing import TestClient


def test_head_answers_as_get_without_a_body(client: TestClient) -> None:
    made = client.post("/api/contents", json={"title": "秋天的公园", "body": "公园里有十五棵树。"})
    assert made.status_code == 201, made.text
    content_id = made.json()["id"]
    for path in (
        "/healthz",
        "/api/contents",
        f"/api/contents/{content_id}",
        f"/api/contents/{content_id}/versions/1",
        f"/api/contents/{content_id}/export?format=txt",
        "/api/personas",
        "/schema/openapi.json",
    ):
        got = client.get(path)
        head = client.head(path)
        assert head.status_code == got.status_code == 200, (path, head.status_code)
        assert head.content == b"", path
        assert head.headers["content-type"] == got.headers["content-type"], path
        assert head.headers["content-length"] == str(len(got.content)), path
    # Unknown things are as unknown as with GET.
    missing = client.head("/api/contents/nope")
    assert missing.status_code == 404 and missing.content == b""
    assert missing.headers["content-length"] == str(len(client.get("/api/contents/nope").content))
    # A path that answers no GET still refuses HEAD, naming what it answers.
    refused = client.head("/api/chat/send")
    assert refused.status_code == 405, refused.status_code
    # HEAD changed nothing.
    assert client.get(f"/api/contents/{content_id}").json()["version"] == 1


def test_head_on_an_event_stream_sends_its_headers_and_ends(client: TestClient) -> None:
    made = client.post("/api/contents", json={"title": "The bus", "body": "We waited."})
    content_id = made.json()["id"]
    head = client.head(f"/api/contents/{content_id}/events")
    assert head.status_code == 200, head.status_code
    assert head.headers["content-type"].startswith("text/event-stream")
    assert head.content == b""
    assert client.head("/api/contents/nope/events").status_code == 404
    # The app goes on answering (no stream left holding anything).
    assert client.get(f"/api/contents/{content_id}").status_code == 200


def test_options_lists_head_where_get_is_allowed(client: TestClient) -> None:
    listing = client.options("/api/contents")
    assert listing.status_code == 204, listing.status_code
    allowed = {m.strip() for m in listing.headers["allow"].split(",")}
    assert {"GET", "HEAD", "POST", "OPTIONS"} <= allowed, allowed
    send_only = client.options("/api/chat/send")
    allowed = {m.strip() for m in send_only.headers["allow"].split(",")}
    assert "HEAD" not in allowed and "GET" not in allowed and "POST" in allowed, allowed
