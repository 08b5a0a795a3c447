"""A compressed request body (Content-Encoding: gzip, as some HTTP clients send) is refused
with 415 and a sentence saying to send it uncompressed, not read as bytes and called invalid
JSON; nothing is saved."""

import gzip
import json

import pytest
from litestar.testing import TestClient


@pytest.mark.parametrize("coding", ["gzip", "br", "deflate, gzip"])
def test_a_compressed_body_is_refused_with_a_sentence(client: TestClient, coding: str) -> None:
    body = gzip.compress(json.dumps({"title": "秋天", "body": "公园。"}).encode())
    answer = client.post(
        "/api/contents",
        content=body,
        headers={"content-type": "application/json", "content-encoding": coding},
    )
    assert answer.status_code == 415, answer.text
    assert answer.json()["detail"] == (
        f"The request body must be sent uncompressed; Content-Encoding: {coding} is not read here."
    )
    assert client.get("/api/contents").json() == []


def test_identity_encoding_is_plain_json(client: TestClient) -> None:
    answer = client.post(
        "/api/contents",
        json={"title": "秋天", "body": "公园。"},
        headers={"content-encoding": "identity"},
    )
    assert answer.status_code == 201, answer.text
