"""A version number in the path followed another rule than one in the query: `/versions/１`
(a full-width digit), `/versions/٢` (an Arabic-Indic one), `/versions/+1` and `/versions/ 1`
answered a version, while `diff?from=１` was a 400 (and, until session 39, `/versions/-1` a
404). Every path and query number is now read one way: ASCII digits (no sign, no leading
zero; 2.0 is 2, as in a body), anything else a 400 with a sentence naming the parameter."""

from __future__ import annotations

import pytest
from litestar.testing import TestClient

ODD = ["１", "%EF%BC%92", "٢", "%2B1", "%201", "1_0", "01", "0x2", "-1", "%2D1", "-0"]


@pytest.fixture
def article(client: TestClient) -> str:
    made = client.post("/api/contents", json={"title": "周末", "body": "第一段。\n\n第二段。"})
    content_id = str(made.json()["id"])
    sent = client.post(
        "/api/chat/send", json={"content_id": content_id, "message": "把“第二段”改成“第三段”"}
    )
    assert sent.json()["assistant_message"]["status"] == "ok"
    return content_id


@pytest.mark.parametrize("number", ODD)
def test_a_number_in_the_path_is_read_as_one_in_the_query(
    client: TestClient, article: str, number: str
) -> None:
    for path, name in [
        (f"/api/contents/{article}/versions/{number}", "version"),
        (f"/api/contents/{article}/diff?from={number}&to=2", "from"),
        (f"/api/contents/{article}/diff?from=1&to={number}", "to"),
    ]:
        answer = client.get(path)
        assert answer.status_code == 400, (path, answer.text)
        assert answer.json()["detail"].startswith(f"Invalid request — {name}: must be a whole")


def test_plain_digits_still_name_the_version(client: TestClient, article: str) -> None:
    second = client.get(f"/api/contents/{article}/versions/2")
    assert second.json()["body"] == "第一段。\n\n第三段。"
    assert client.get(f"/api/contents/{article}/versions/3").status_code == 404
    assert client.get(f"/api/contents/{article}/diff?from=1&to=2").status_code == 200
    doc = client.get("/schema/openapi.json").json()
    said = doc["paths"]["/api/contents/{content_id}/versions/{version}"]["get"]["parameters"]
    assert {p["name"]: p["schema"]["type"] for p in said}["version"] == "integer"
