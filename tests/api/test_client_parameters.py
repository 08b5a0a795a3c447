"""A bad or missing query parameter, or a body that is not a JSON object, is answered with
the name docs/api.md gives it and a sentence saying what it accepts — not the handler's
Python name (`from_version` for `?from=`) or the decoder's words ("Expected `int` >= 1",
"Invalid enum value 'docx'", "instance of CreateContent")."""

from __future__ import annotations

import httpx
import pytest
from litestar.testing import TestClient

BODY = "We waited twenty minutes.\n\nThe bus never came."


@pytest.fixture
def content_id(client: TestClient) -> str:
    made = client.post("/api/contents", json={"title": "秋天的公园", "body": "公园里有十五棵树。"})
    assert made.status_code == 201, made.text
    return str(made.json()["id"])


def refused(answer: httpx.Response) -> tuple[str, list[dict]]:
    assert answer.status_code == 400, answer.text
    body = answer.json()
    detail, extra = body["detail"], body["extra"]
    # Nothing the client never wrote: no Python names, no decoder jargon, no class names.
    for jargon in ("_version", "`", "Expected", "enum", "Create", "Empty", "for path"):
        assert jargon not in detail, detail
    return detail, extra or []


def test_a_diff_names_from_and_to_as_the_contract_does(client: TestClient, content_id: str) -> None:
    detail, extra = refused(client.get(f"/api/contents/{content_id}/diff?from=0&to=1"))
    assert detail == "Invalid request — from: must be a whole number, at least 1 (got '0')."
    assert [item["key"] for item in extra] == ["from"]
    detail, extra = refused(client.get(f"/api/contents/{content_id}/diff?from=1&to=二"))
    assert detail == "Invalid request — to: must be a whole number (got '二')."
    assert [item["key"] for item in extra] == ["to"]


def test_a_missing_query_parameter_is_listed_like_a_missing_field(
    client: TestClient, content_id: str
) -> None:
    detail, extra = refused(client.get(f"/api/contents/{content_id}/diff?from=1"))
    assert detail == "Invalid request — to: Field required."
    assert extra == [{"message": "Field required", "key": "to", "source": "query"}]
    detail, extra = refused(client.get(f"/api/contents/{content_id}/diff"))
    assert [item["key"] for item in extra] in (["from"], ["to"], ["from", "to"])


def test_a_choice_parameter_lists_what_it_accepts(client: TestClient, content_id: str) -> None:
    detail, _ = refused(client.get(f"/api/contents/{content_id}/export?format=docx"))
    assert detail == "Invalid request — format: must be one of md, txt, json (got 'docx')."
    detail, _ = refused(client.get("/api/revisions?kind=weird"))
    assert detail.startswith("Invalid request — kind: must be one of suggestion, manual"), detail
    assert "(got 'weird')" in detail


def test_numbers_booleans_and_lengths_in_the_query_get_a_sentence(client: TestClient) -> None:
    detail, _ = refused(client.get("/api/revisions?limit=0"))
    assert detail == "Invalid request — limit: must be a whole number, at least 1 (got '0')."
    detail, _ = refused(client.get("/api/revisions?limit=101"))
    assert detail == "Invalid request — limit: must be a whole number, at most 100 (got '101')."
    detail, _ = refused(client.get("/api/contents?trashed=maybe"))
    assert detail == "Invalid request — trashed: must be true or false (got 'maybe')."
    detail, _ = refused(client.get("/api/contents", params={"q": "公园" * 251}))
    assert detail.startswith("Invalid request — q: must be at most 500 characters"), detail


def test_a_streamed_send_with_a_bad_stream_flag_is_refused_in_words(
    client: TestClient, content_id: str
) -> None:
    answer = client.post(
        "/api/chat/send?stream=yes", json={"content_id": content_id, "message": "x"}
    )
    detail, _ = refused(answer)
    assert detail == "Invalid request — stream: must be true or false (got 'yes')."
    # Nothing was saved: the conversation has no writer's message.
    session = client.get(f"/api/chat/sessions/{content_id}")
    assert session.status_code == 404 or not [
        m for m in session.json()["messages"] if m["role"] == "user"
    ]


def test_a_body_that_is_not_a_json_object_is_called_that(
    client: TestClient, content_id: str
) -> None:
    for path in ("/api/contents", f"/api/contents/{content_id}/untrash", "/api/chat/send"):
        for body in ([1], "text", 5):
            detail, _ = refused(client.post(path, json=body))
            assert detail == "Invalid request — the request body must be a JSON object.", detail
    assert client.get(f"/api/contents/{content_id}").json()["version"] == 1
    # A good body still works.
    made = client.post("/api/contents", json={"title": "The bus", "body": BODY})
    assert made.status_code == 201, made.text


def test_an_optional_number_in_the_query_gets_a_sentence(
    client: TestClient, content_id: str
) -> None:
    detail, extra = refused(client.get(f"/articles/{content_id}/download?format=md&version=abc"))
    assert detail == "Invalid request — version: must be a whole number (got 'abc').", detail
    assert [item["key"] for item in extra] == ["version"]


def test_a_download_names_its_charset_once(client: TestClient, content_id: str) -> None:
    for fmt, kind in (("md", "text/markdown"), ("txt", "text/plain")):
        got = client.get(f"/articles/{content_id}/download?format={fmt}&version=1")
        assert got.status_code == 200, got.text
        assert got.headers["content-type"] == f"{kind}; charset=utf-8", got.headers
        assert "公园里有十五棵树" in got.content.decode("utf-8")
        export = client.get(f"/api/contents/{content_id}/export?format={fmt}")
        assert export.headers["content-type"] == f"{kind}; charset=utf-8", export.headers


def test_no_body_at_all_lists_what_is_missing_in_words(client: TestClient) -> None:
    for answer in (
        client.post("/api/contents"),
        client.post("/api/chat/send", content=b"", headers={"content-type": "application/json"}),
    ):
        assert answer.status_code == 400, answer.text
        body = answer.json()
        assert body["detail"] == "The request body is empty: this request needs a JSON object."
        assert [item["message"] for item in body["extra"]] == ["a JSON object is required"]
