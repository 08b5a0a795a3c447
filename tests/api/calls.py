"""The requests API tests make again and again: write an article, send a message in its chat."""

from typing import Any

from litestar.testing import TestClient

BODY = "We waited twenty minutes."


def create(client: TestClient[Any], title: str = "The bus", body: str = BODY) -> dict[str, Any]:
    """The article POST /api/contents made, failing the test unless it answered 201."""
    response = client.post("/api/contents", json={"title": title, "body": body})
    assert response.status_code == 201, response.text
    return dict(response.json())


def create_id(client: TestClient[Any], title: str = "The bus", body: str = BODY) -> str:
    """The id of the article POST /api/contents made, failing the test unless it answered 201."""
    return str(create(client, title, body)["id"])


def send(client: TestClient[Any], content_id: str, message: str, **extra: Any) -> dict[str, Any]:
    """The turn POST /api/chat/send answered with, failing the test unless it answered 200."""
    response = client.post(
        "/api/chat/send", json={"content_id": content_id, "message": message, **extra}
    )
    assert response.status_code == 200, response.text
    return dict(response.json())
