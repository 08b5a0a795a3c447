"""The conversation's view carries the article read together with it (`content`): a client that
reads the two apart can pair a version with a conversation it does not match when a reply lands
between its reads."""

from typing import Any

from litestar.testing import TestClient

BODY = "今天天气很好。\n\n我们去了公园，看到了十五只鸭子。"


def test_the_session_view_carries_the_article_at_the_version_its_head_reached(
    client: TestClient[Any],
) -> None:
    made = client.post("/api/contents", json={"title": "一次读完", "body": BODY}).json()
    cid = made["id"]
    sent = client.post(
        "/api/chat/send", json={"content_id": cid, "message": "把“十五”改成“二十”"}
    ).json()
    view = client.get(f"/api/chat/sessions/{cid}").json()
    assert view["content"] == client.get(f"/api/contents/{cid}").json()
    head = next(m for m in view["messages"] if m["id"] == view["head_id"])
    assert (view["content"]["version"], head["version"]) == (2, 2)
    assert "二十只鸭子" in view["content"]["body"]
    # Rolled back to the opening line: the view the move answers has the article back at V1.
    rolled = client.post(
        f"/api/chat/sessions/{view['id']}/head", json={"message_id": view["path"][0]["id"]}
    ).json()
    assert rolled["content"]["version"] == 1 and rolled["content"]["body"] == BODY
    assert rolled["content"] == client.get(f"/api/contents/{cid}").json()
    # Back on the reply's branch.
    back = client.post(f"/api/chat/messages/{sent['user_message']['id']}/activate", json={}).json()
    assert back["content"]["version"] == 2
