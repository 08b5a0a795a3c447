"""Sentences that named the wrong mistake: a bad query parameter on a URL that happens to hold
"JSON" or "decode" was called an invalid JSON body, and a selection given end-first was called
outside the article although it lies inside it."""

import pytest
from litestar.testing import TestClient


@pytest.mark.parametrize("q", ["JSON", "decode", "json 公园"])
def test_a_bad_parameter_is_not_called_bad_json_because_of_the_url(
    client: TestClient, q: str
) -> None:
    answer = client.get("/api/contents", params={"q": q, "include_body": "maybe"})
    assert answer.status_code == 400
    assert answer.json()["detail"] == (
        "Invalid request — include_body: must be true or false (got 'maybe')."
    )
    content_id = client.post("/api/contents", json={"title": "JSON", "body": "公园。"}).json()["id"]
    export = client.get(f"/api/contents/{content_id}/export", params={"format": "JSON"})
    assert export.status_code == 400
    assert "not valid JSON" not in export.json()["detail"], export.json()["detail"]
    assert "must be one of md, txt, json" in export.json()["detail"]


def test_a_malformed_body_is_still_called_malformed(client: TestClient) -> None:
    answer = client.post(
        "/api/contents?q=x", content=b'{"title": ', headers={"content-type": "application/json"}
    )
    assert answer.status_code == 400
    assert answer.json()["detail"].startswith("The request body is not valid JSON")


def test_a_selection_given_end_first_is_called_so(client: TestClient) -> None:
    content_id = client.post(
        "/api/contents", json={"title": "秋天", "body": "我们等了二十分钟。\n\n车没来。"}
    ).json()["id"]
    answer = client.post(
        "/api/chat/send",
        json={"content_id": content_id, "message": "改一下", "selection": {"start": 5, "end": 2}},
    )
    assert answer.status_code == 400
    assert answer.json()["detail"] == (
        "The selection 5–2 ends before it starts: give its start first, then its end."
    )
    outside = client.post(
        "/api/chat/send",
        json={"content_id": content_id, "message": "改一下", "selection": {"start": 2, "end": 99}},
    )
    assert outside.status_code == 400
    assert "outside the article body (0–15)" in outside.json()["detail"]
    beyond = client.post(
        "/api/chat/send",
        json={"content_id": content_id, "message": "改一下", "selection": {"start": 99, "end": 2}},
    )
    assert "outside the article body" in beyond.json()["detail"]
