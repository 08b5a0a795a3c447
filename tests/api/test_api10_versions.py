"""A `base_version` of 0 or less names no version (V1 is an article's first): it is a 400
saying so, not a 409 "this edit was based on V-1", and the OpenAPI document says it too."""

from __future__ import annotations

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings


@pytest.fixture
def client(settings: Settings):
    with TestClient(app=create_app(settings)) as client:
        yield client


@pytest.mark.parametrize("base", [0, -1])
def test_a_version_below_one_is_a_400_naming_base_version(client: TestClient, base: int) -> None:
    made = client.post("/api/contents", json={"title": "周记", "body": "第一段。"}).json()
    content_id = made["id"]
    asks = [
        ("PUT", f"/api/contents/{content_id}", {"body": "改了。", "base_version": base}),
        ("PATCH", f"/api/contents/{content_id}", {"title": "新标题", "base_version": base}),
        ("POST", f"/api/contents/{content_id}/restore", {"version": 1, "base_version": base}),
        (
            "POST",
            "/api/chat/send",
            {"content_id": content_id, "message": "短一点", "base_version": base},
        ),
        (
            "POST",
            f"/api/revisions/{content_id}-r/reject",
            {"change_ids": None, "base_version": base},
        ),
    ]
    for method, path, body in asks:
        answer = client.request(method, path, json=body)
        assert answer.status_code == 400, (path, answer.text)
        assert answer.json()["extra"] == [{"message": "must be at least 1", "key": "base_version"}]
    article = client.get(f"/api/contents/{content_id}").json()
    assert (article["version"], article["title"]) == (1, "周记")


def test_the_document_says_versions_start_at_one(client: TestClient) -> None:
    schemas = client.get("/schema/openapi.json").json()["components"]["schemas"]
    for name in (
        "UpdateContent",
        "RenameContent",
        "RestoreContent",
        "SendMessage",
        "RejectChanges",
    ):
        base = schemas[name]["properties"]["base_version"]
        numbers = [base, *base.get("oneOf", [])]
        assert any(one.get("minimum") == 1 for one in numbers), name
