"""Request bodies a careless or hostile client sends: each answer is a 400 whose `detail` is a
sentence naming what is wrong with the request, never the decoder's own words."""

from __future__ import annotations

import pytest
from litestar.testing import TestClient

JSON = {"content-type": "application/json"}


@pytest.mark.parametrize(
    ("raw", "says"),
    [
        (b'{"title": "x"', "not valid JSON (it ends before its last value does"),
        # The decoder calls a lone surrogate "truncated" too: the sentence names both.
        (b'{"text": "\\ud800"}', "escape lacks its pair"),
        (b"   ", "not valid JSON"),
        (b"1e999999", "not valid JSON (number out of range)"),
        (b'{"title": "a", "body": "b", "persona_id": ' + b"9" * 5000 + b"}", "not valid JSON"),
        (b'{"title": "a\\x"}', "not valid JSON (invalid escape character"),
        (b'{"title": "\\ud800", "body": "b"}', "not valid JSON"),
    ],
)
def test_a_body_that_is_not_json_says_so(client: TestClient, raw: bytes, says: str) -> None:
    answer = client.post("/api/contents", content=raw, headers=JSON)
    assert answer.status_code == 400
    detail = answer.json()["detail"]
    assert detail.startswith("The request body is ") and says in detail, detail
    assert "$[" not in detail and "`" not in detail  # no decoder path syntax


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("POST", "/api/contents"),
        ("POST", "/api/chat/send"),
        ("PUT", "/api/contents/c0000000000"),
        ("POST", "/api/personas"),
    ],
)
def test_a_missing_body_says_the_body_is_empty(client: TestClient, method: str, path: str) -> None:
    answer = client.request(method, path, content=b"", headers=JSON)
    assert answer.status_code == 400
    assert answer.json()["detail"] == "The request body is empty: this request needs a JSON object."


def test_a_title_longer_than_a_rename_allows_is_refused_everywhere(client: TestClient) -> None:
    long_title = "标" * 501
    made = client.post("/api/contents", json={"title": long_title, "body": "正文。"})
    assert made.status_code == 400 and "title" in made.json()["detail"]
    ok = client.post("/api/contents", json={"title": "标" * 500, "body": "正文。"})
    assert ok.status_code == 201
    content = ok.json()
    edited = client.put(
        f"/api/contents/{content['id']}",
        json={"title": long_title, "body": "新的正文。", "base_version": content["version"]},
    )
    assert edited.status_code == 400 and "title" in edited.json()["detail"]
    assert client.get(f"/api/contents/{content['id']}").json()["version"] == content["version"]
