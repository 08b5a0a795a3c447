"""Undoing the writer's last decision on a learned preference through the personas API: a
rejected preference comes back as it was and is used in prompts again; nothing is left to undo
twice; learning that changed it since makes the undo refuse in words."""

from litestar.testing import TestClient

from app.testing.fake_model import FakeModel
from tests.api.calls import create_id
from tests.conftest import settle

EMOJI_BODY = "今天天气很好！😀😀\n\n我们去了公园 🌳，玩得很开心！\n\n晚上回家吃饭 🍜。"
PLAIN_BODY = "今天天气很好！\n\n我们去了公园，玩得很开心！\n\n晚上回家吃饭。"


def learned_emoji(client: TestClient) -> dict:
    settle(client)
    persona = client.get("/api/personas/pdefault").json()
    (emoji,) = [p for p in persona["preferences"] if p["dimension"] == "emoji"]
    return emoji


def decide(client: TestClient, pref_id: str, action: str) -> tuple[int, dict]:
    answer = client.patch(f"/api/personas/pdefault/preferences/{pref_id}", json={"action": action})
    return answer.status_code, answer.json()


def test_a_rejection_undone_brings_the_preference_back_into_prompts(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content_id = create_id(llm_client, "周末", EMOJI_BODY)
    llm_client.put(f"/api/contents/{content_id}", json={"body": PLAIN_BODY, "base_version": 1})
    emoji = learned_emoji(llm_client)
    assert decide(llm_client, emoji["id"], "reject")[1]["state"] == "rejected"
    status, undone = decide(llm_client, emoji["id"], "undo")
    assert status == 200, undone
    assert (undone["state"], undone["value"], undone["confidence"]) == (
        emoji["state"],
        emoji["value"],
        emoji["confidence"],
    )
    # Nothing is deleted: the rejection and its undoing are both on the record.
    assert "rejected by the writer" in [h["reason"] for h in undone["history"]]
    assert any("undid" in (e.get("intent") or "") for e in undone["evidence"])
    fake_model.enqueue("周末\n\n今天天气真好呀！\n\n我们去了公园，玩得很开心！\n\n晚上回家吃饭。")
    llm_client.post("/api/chat/send", json={"content_id": content_id, "message": "第一段活泼一点"})
    assert emoji["statement"] in fake_model.history[-1][0].content
    # An undo is not itself undone, and a preference never decided on has nothing to undo.
    status, refused = decide(llm_client, emoji["id"], "undo")
    assert status == 409 and "no decision of yours" in refused["detail"]


def test_a_confirm_undone_puts_the_confidence_back(llm_client: TestClient) -> None:
    content_id = create_id(llm_client, "周末", EMOJI_BODY)
    llm_client.put(f"/api/contents/{content_id}", json={"body": PLAIN_BODY, "base_version": 1})
    emoji = learned_emoji(llm_client)
    assert decide(llm_client, emoji["id"], "confirm")[1]["confidence"] > emoji["confidence"]
    status, undone = decide(llm_client, emoji["id"], "undo")
    assert status == 200, undone
    assert undone["confidence"] == emoji["confidence"]
    assert undone["state"] == "active"


def test_a_decision_learning_has_built_on_since_is_not_undone(llm_client: TestClient) -> None:
    content_id = create_id(llm_client, "周末", EMOJI_BODY)
    llm_client.put(f"/api/contents/{content_id}", json={"body": PLAIN_BODY, "base_version": 1})
    emoji = learned_emoji(llm_client)
    decide(llm_client, emoji["id"], "confirm")
    # The writer cuts emoji again: learning adds evidence to the confirmed preference.
    again = create_id(llm_client, "周日", EMOJI_BODY)
    llm_client.put(f"/api/contents/{again}", json={"body": PLAIN_BODY, "base_version": 1})
    assert learned_emoji(llm_client)["updated_at"] != emoji["updated_at"]
    status, refused = decide(llm_client, emoji["id"], "undo")
    assert status == 409 and "changed since your decision" in refused["detail"]
