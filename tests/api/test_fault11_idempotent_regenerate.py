"""Regenerate and edit-message take the `Idempotency-Key` header as send does: a client that
lost the answer and retries with the same key gets the first answer again, and the model is
not asked a second time (before, each retry wrote one more reply, or one more branch)."""

from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.testing.fake_model import FakeModel

TITLE, BODY = "周末", "今天天气很好。\n\n我们去了公园。"


def _article_with_a_reply(client: TestClient, model: FakeModel) -> tuple[str, dict]:
    content_id = client.post("/api/contents", json={"title": TITLE, "body": BODY}).json()["id"]
    model.enqueue("周末\n\n今天天气很好。\n\n我们去了花园。")
    sent = client.post("/api/chat/send", json={"content_id": content_id, "message": "改成花园"})
    assert sent.status_code == 200, sent.text
    return content_id, sent.json()


def _replies_to(client: TestClient, content_id: str, user_id: str) -> list[dict]:
    messages = client.get(f"/api/chat/sessions/{content_id}").json()["messages"]
    return [m for m in messages if m["parent_id"] == user_id]


def test_a_retried_regenerate_answers_the_first_new_reply_again(settings: Settings) -> None:
    model = FakeModel()
    with TestClient(app=create_app(settings, provider=model)) as client:
        content_id, first = _article_with_a_reply(client, model)
        reply_id = first["assistant_message"]["id"]
        user_id = first["user_message"]["id"]
        model.enqueue("周末\n\n今天天气晴朗。\n\n我们去了花园。")
        path = f"/api/chat/messages/{reply_id}/regenerate"
        again = client.post(path, json={}, headers={"Idempotency-Key": "regen-1"})
        assert again.status_code == 200, again.text
        retried = client.post(path, json={}, headers={"Idempotency-Key": "regen-1"})
        assert retried.status_code == 200, retried.text
        assert retried.json()["assistant_message"] == again.json()["assistant_message"]
        assert retried.json()["revision"]["id"] == again.json()["revision"]["id"]
        assert retried.json()["assistant_message"]["id"] != reply_id  # the new reply, not the old
        assert len(model.history) == 2  # the retry did not ask the model again
        assert len(_replies_to(client, content_id, user_id)) == 2
        assert client.get(f"/api/contents/{content_id}").json()["version"] == 3

        streamed = client.post(
            f"{path}?stream=true", json={}, headers={"Idempotency-Key": "regen-1"}
        )
        assert streamed.status_code == 200
        assert again.json()["assistant_message"]["id"] in streamed.text
        assert len(_replies_to(client, content_id, user_id)) == 2

        # The same key for Regenerate of another reply is another request: 409, nothing saved.
        other = client.post(
            f"/api/chat/messages/{again.json()['assistant_message']['id']}/regenerate",
            json={},
            headers={"Idempotency-Key": "regen-1"},
        )
        assert other.status_code == 409, other.text
        assert "Idempotency-Key" in other.json()["detail"]
        # A new key makes a new reply.
        model.enqueue("周末\n\n今天天气很好！\n\n我们去了花园。")
        fresh = client.post(path, json={}, headers={"Idempotency-Key": "regen-2"})
        assert fresh.status_code == 200, fresh.text
        assert len(_replies_to(client, content_id, user_id)) == 3


def test_a_retried_edit_answers_the_first_branch_again(settings: Settings) -> None:
    model = FakeModel()
    with TestClient(app=create_app(settings, provider=model)) as client:
        content_id, first = _article_with_a_reply(client, model)
        user_id = first["user_message"]["id"]
        model.enqueue("周末\n\n今天天气很好。\n\n我们去了海边。")
        path = f"/api/chat/messages/{user_id}/edit"
        body = {"message": "改成海边"}
        edited = client.post(path, json=body, headers={"Idempotency-Key": "edit-1"})
        assert edited.status_code == 200, edited.text
        retried = client.post(path, json=body, headers={"Idempotency-Key": "edit-1"})
        assert retried.status_code == 200, retried.text
        assert retried.json()["user_message"]["id"] == edited.json()["user_message"]["id"]
        assert retried.json()["assistant_message"] == edited.json()["assistant_message"]
        assert len(model.history) == 2
        messages = client.get(f"/api/chat/sessions/{content_id}").json()["messages"]
        assert [m["content"] for m in messages if m["role"] == "user"] == ["改成花园", "改成海边"]
        changed = client.post(
            path, json={"message": "改成山里"}, headers={"Idempotency-Key": "edit-1"}
        )
        assert changed.status_code == 409, changed.text
        bad = client.post(path, json=body, headers={"Idempotency-Key": "x" * 201})
        assert bad.status_code == 400
        assert "Idempotency-Key" in bad.json()["detail"]
