"""Evidence over turns, through the HTTP flow: the writer's own edit, then their approval of
it in the chat, each count once; a regenerated reply does not count its request again; a
measured title shortened by hand teaches short titles."""

from litestar.testing import TestClient

from app.testing.fake_model import FakeModel
from tests.conftest import settle

BUSY = "这家藏在巷子里的小馆子😍😍 招牌红烧肉🥩🔥 肥而不腻😋\n\n人均六十💰 周末要排队⏰"
CALM = "这家藏在巷子里的小馆子😍 招牌红烧肉 肥而不腻\n\n人均六十 周末要排队"


def preference(client: TestClient, dimension: str) -> dict:
    settle(client)
    persona = client.get("/api/personas/pdefault").json()
    (found,) = [p for p in persona["preferences"] if p["dimension"] == dimension]
    return found


def test_an_edit_then_the_writers_approval_of_it_each_count_and_a_regenerate_does_not(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content = llm_client.post("/api/contents", json={"title": "探店", "body": BUSY}).json()
    edited = llm_client.put(
        f"/api/contents/{content['id']}", json={"body": CALM, "base_version": 1}
    )
    assert edited.status_code == 200, edited.text
    first = preference(llm_client, "emoji")
    assert (first["value"], first["evidence_total"]) == ("fewer", 1)

    # The approval said together with the writer's next request rides on its revision.
    words = "嗯 就这个量 挺好，加上营业时间"
    fake_model.enqueue(f"探店\n\n{CALM}\n\n营业时间 11:00–21:00")
    sent = llm_client.post(
        "/api/chat/send", json={"content_id": content["id"], "message": words}
    ).json()
    assert sent["revision"]["base_version"] == 2
    approved = preference(llm_client, "emoji")
    assert approved["confidence"] > first["confidence"] and approved["evidence_total"] == 2
    assert approved["evidence"][-1]["quote"] == words

    # The same message answered again is the same approval: it is not counted twice.
    fake_model.enqueue(f"探店\n\n{CALM}\n\n营业时间 11:00–22:00")
    again = llm_client.post(
        f"/api/chat/messages/{sent['assistant_message']['id']}/regenerate", json={}
    )
    assert again.status_code in (200, 201), again.text
    assert again.json()["revision"]["base_version"] == 2  # learned, as the same request
    regenerated = preference(llm_client, "emoji")
    assert (regenerated["confidence"], regenerated["evidence_total"]) == (
        approved["confidence"],
        2,
    )


def test_a_title_shortened_by_hand_teaches_short_titles(llm_client: TestClient) -> None:
    long = "增肌期一周训练计划分享（新手也能跟着练的胸背腿三分化完整版）"
    body = "周一练胸，周三练背，周五练腿。每次一小时左右。"
    content = llm_client.post("/api/contents", json={"title": long, "body": body}).json()
    llm_client.put(
        f"/api/contents/{content['id']}",
        json={"title": "新手三分化训练计划", "body": body, "base_version": 1},
    )
    learned = preference(llm_client, "title_style")
    assert (learned["value"], learned["state"]) == ("short", "active")
    assert learned["evidence"][0]["versions"] == "V1→V2"
    assert learned["evidence"][0]["measured"]["title_words_after"] == 9
