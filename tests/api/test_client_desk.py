"""The editor's desk as an API client pages it: an id or a cursor that names nothing is not
found (404, as docs/api.md says for every id), however long or odd it is — not a 400 for
its length — and paging with `next_cursor` visits every revision once."""

from __future__ import annotations

import pytest
from litestar.testing import TestClient


@pytest.mark.parametrize("content_id", ["a" * 65, "秋天" * 40, "../etc", "x" * 500])
def test_an_unknown_content_id_is_not_found_whatever_its_length(
    client: TestClient, content_id: str
) -> None:
    in_path = client.get(f"/api/contents/{content_id}")
    in_query = client.get("/api/revisions", params={"content_id": content_id})
    assert in_query.status_code == in_path.status_code == 404, in_query.text
    assert in_query.json()["detail"].startswith("No content with id"), in_query.text


@pytest.mark.parametrize("cursor", ["bogus", "x" * 401, "eyJ" * 300, "秋天"])
def test_a_cursor_this_server_did_not_give_out_is_not_found(
    client: TestClient, cursor: str
) -> None:
    answer = client.get("/api/revisions", params={"cursor": cursor})
    assert answer.status_code == 404, answer.text
    assert "cursor" in answer.json()["detail"], answer.text


def test_paging_visits_every_revision_once(client: TestClient) -> None:
    made = []
    for title, body in (("The bus", "We waited twenty minutes."), ("秋天", "公园里有十五棵树。")):
        content = client.post("/api/contents", json={"title": title, "body": body}).json()
        made.append(content["id"])
        for n in range(3):
            renamed = client.patch(f"/api/contents/{content['id']}", json={"title": f"{title} {n}"})
            assert renamed.status_code == 200, renamed.text
    everything = client.get("/api/revisions", params={"limit": 100}).json()["entries"]
    assert len(everything) == 6
    seen: list[str] = []
    cursor = None
    while True:
        page = client.get(
            "/api/revisions", params={"limit": 4, **({"cursor": cursor} if cursor else {})}
        ).json()
        seen += [entry["id"] for entry in page["entries"]]
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert seen == [entry["id"] for entry in everything]
