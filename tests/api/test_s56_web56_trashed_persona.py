"""outside55 F12: a persona moved to the trash while its article is open went on steering the
prompts ("Use no exclamation marks") and learning ("以后段落都短一点。" filed into it), and
nothing said so. A persona in the trash now neither steers nor learns until it is restored;
restored, it steers again."""

from __future__ import annotations

from litestar.testing import TestClient

from app.testing.fake_model import FakeModel
from tests.conftest import article, settle

BODY = ("今天我们去了海边，风很大，浪也很高。", "晚上回到家，大家都累了。")


def _style_prompt(fake_model: FakeModel) -> str:
    """The system part of the last prompt: where the persona's style lines go."""
    return "\n".join(m.content for m in fake_model.history[-1] if m.role == "system")


def _dimensions(client: TestClient, persona_id: str) -> set[str]:
    persona = client.get(f"/api/personas/{persona_id}").json()
    return {p["dimension"] for p in persona["preferences"] if p["state"] == "active"}


def test_a_trashed_persona_neither_steers_nor_learns_until_restored(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    client = llm_client
    client.post("/api/personas", json={"name": "另一个"}).raise_for_status()
    persona = client.post("/api/personas", json={"name": "旧专栏"}).json()
    made = client.post(
        "/api/contents",
        json={"title": "海边", "body": "\n\n".join(BODY), "persona_id": persona["id"]},
    ).json()

    def send(message: str, reply: str) -> dict:
        fake_model.enqueue(reply)
        answer = client.post("/api/chat/send", json={"content_id": made["id"], "message": message})
        answer.raise_for_status()
        settle(client)
        return answer.json()

    send("以后别用感叹号，我不喜欢。", "NO_CHANGE")
    assert "exclamation" in _dimensions(client, persona["id"])
    send("把第二段改短一点。", article("海边", BODY[0], "晚上到家，大家都累了。"))
    steered = _style_prompt(fake_model)
    assert "exclamation" in steered.lower(), steered

    client.delete(f"/api/personas/{persona['id']}").raise_for_status()
    assert client.get(f"/api/personas/{persona['id']}").json()["trashed_at"] is not None
    # In the trash: its preferences leave the prompt, and a new wish is not learned into it.
    send(
        "把第一段改短一点。",
        article("海边", "今天我们去了海边，风很大。", "晚上到家，大家都累了。"),
    )
    assert "exclamation" not in _style_prompt(fake_model).lower()
    before = _dimensions(client, persona["id"])
    send("以后段落都短一点。", "NO_CHANGE")
    assert _dimensions(client, persona["id"]) == before
    assert "paragraph_length" not in before
    audit = client.get(f"/api/personas/{persona['id']}/audit").json()
    assert "in the trash" in str(audit)

    # Restored: it steers again (what it held before is back in the prompt).
    client.post(f"/api/personas/{persona['id']}/untrash").raise_for_status()
    send(
        "把第一段再改短一点。", article("海边", "我们去了海边，风很大。", "晚上到家，大家都累了。")
    )
    assert "exclamation" in _style_prompt(fake_model).lower()
