"""A query parameter the route reads is given once. Repeated, it was read by whim: the last
whole number (`diff?from=1&from=2` compared V2), the last flag, and a repeated choice refused
with "must be one of md, txt, json (got 'md')". Now each is a 400 naming the parameter; a
parameter the route does not read may repeat (it is ignored, as any unknown one)."""

from __future__ import annotations

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings


@pytest.fixture
def client(settings: Settings):
    with TestClient(app=create_app(settings)) as client:
        yield client


@pytest.fixture
def article(client: TestClient) -> str:
    made = client.post("/api/contents", json={"title": "秋天的公园", "body": "第一段。"})
    content_id = str(made.json()["id"])
    edited = client.put(
        f"/api/contents/{content_id}", json={"body": "第一段，改过。", "base_version": 1}
    )
    assert edited.status_code == 200
    return content_id


@pytest.mark.parametrize(
    ("path", "name"),
    [
        ("/api/contents/{id}/diff?from=1&to=2&from=2", "from"),
        ("/api/contents/{id}/export?format=md&format=txt", "format"),
        ("/api/contents?include_body=false&include_body=true", "include_body"),
        ("/api/contents?q=公园&q=秋天", "q"),
        ("/api/revisions?limit=1&limit=50", "limit"),
        ("/api/revisions?since=2026-01-01&since=2026-06-01", "since"),
        ("/api/personas?trashed=true&trashed=false", "trashed"),
        ("/articles/{id}/download?version=1&version=2", "version"),
    ],
)
def test_a_parameter_given_twice_is_a_400_naming_it(
    client: TestClient, article: str, path: str, name: str
) -> None:
    answer = client.get(path.format(id=article))
    assert answer.status_code == 400, answer.text
    body = answer.json()
    assert body["detail"] == f"Invalid request — {name}: is given 2 times; give it once."
    assert body["extra"] == [
        {"message": "is given 2 times; give it once", "key": name, "source": "query"}
    ]


def test_a_repeated_parameter_the_route_does_not_read_is_ignored(
    client: TestClient, article: str
) -> None:
    answer = client.get(f"/api/contents/{article}/diff?from=1&to=2&_=1&_=2")
    assert answer.status_code == 200
    assert (answer.json()["from_version"], answer.json()["to_version"]) == (1, 2)
    assert client.get("/api/contents?include_body=false").status_code == 200
