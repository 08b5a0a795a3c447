"""A version that only renamed the article says so in its diff's `scope`, for API clients as
for the panel — "no paragraph changed" read as if nothing had been done."""

from __future__ import annotations

from litestar.testing import TestClient


def test_a_rename_alone_is_scoped_as_the_title(client: TestClient) -> None:
    body = "第一段：春天来了。\n\n第二段：我们去公园散步。"
    content_id = client.post("/api/contents", json={"title": "春天", "body": body}).json()["id"]
    sent = client.post(
        "/api/chat/send", json={"content_id": content_id, "message": "标题改成「京都的春天」"}
    ).json()
    assert sent["content"]["title"] == "京都的春天", sent["assistant_message"]["content"]

    diff = client.get(f"/api/contents/{content_id}/diff?from=1&to=2").json()
    assert diff["title_changed"] is True
    assert diff["scope"] == "only the title changed"
    revision = client.get(f"/api/revisions/{sent['revision']['id']}/diff").json()
    assert revision["scope"] == "only the title changed"


def test_a_body_edit_keeps_its_paragraph_count(client: TestClient) -> None:
    body = "第一段：春天来了。\n\n第二段：看到了十五只鸭子。"
    content_id = client.post("/api/contents", json={"title": "春天", "body": body}).json()["id"]
    client.post("/api/chat/send", json={"content_id": content_id, "message": "把“十五”改成“五十”"})
    diff = client.get(f"/api/contents/{content_id}/diff?from=1&to=2").json()
    assert diff["scope"] == "changed 1 of 2 paragraphs"
