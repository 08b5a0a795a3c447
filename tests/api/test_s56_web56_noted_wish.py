"""outside55 F5: a message that is only a lasting wish, answered NO_CHANGE by the model (rightly:
nothing to change today), was told "The model found nothing to change … Rephrase it if you
expected an edit." — blamed the writer and never said the wish was heard. Now it says the wish
was noted for later edits (what the style memory reads in it) and that nothing in the current
version needed changing; the wish is learned as before. An edit asked beside it, a one-off, no
persona or a persona in the trash keep the model's answer."""

from __future__ import annotations

from litestar.testing import TestClient

from app.editing.noted_wish import noted_reply
from app.testing.fake_model import FakeModel
from tests.conftest import settle

ZH = "今天天气很好。\n\n我们去了公园，玩了一下午。"
EN = "It was fine today.\n\nWe went to the park and stayed all afternoon."


def _reply(client: TestClient, fake_model: FakeModel, content_id: str, message: str) -> str:
    fake_model.enqueue("NO_CHANGE")
    sent = client.post("/api/chat/send", json={"content_id": content_id, "message": message})
    sent.raise_for_status()
    settle(client)
    return sent.json()["assistant_message"]["content"]


def test_a_lasting_wish_is_said_to_be_noted_in_the_article_language(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    client = llm_client
    persona = client.post("/api/personas", json={"name": "周刊"}).json()
    zh = client.post(
        "/api/contents", json={"title": "周末", "body": ZH, "persona_id": persona["id"]}
    ).json()
    said = _reply(client, fake_model, zh["id"], "以后别用感叹号，我不喜欢。")
    noted = "已记下，以后的修改会照做：“Use no exclamation marks (不用感叹号)”。"
    assert said == noted + "V1 这次没有需要为它改的地方。"
    assert "换个说法" not in said
    # Heard, and learned as before.
    learned = client.get(f"/api/personas/{persona['id']}").json()["preferences"]
    assert "exclamation" in {p["dimension"] for p in learned}

    en = client.post(
        "/api/contents", json={"title": "Weekend", "body": EN, "persona_id": persona["id"]}
    ).json()
    said = _reply(client, fake_model, en["id"], "From now on, shorter paragraphs.")
    assert said == (
        "Noted for your later edits: “Keep paragraphs short (短段落)”. "
        "Nothing in V1 needed changing for it."
    )
    # An edit asked of this version: the model's own answer, with its "rephrase".
    said = _reply(client, fake_model, en["id"], "Make paragraph 2 shorter.")
    assert said.startswith("The model found nothing to change"), said


def test_no_persona_or_a_trashed_one_keeps_the_model_answer(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    client = llm_client
    bare = client.post("/api/contents", json={"title": "周末", "body": ZH}).json()
    if bare.get("persona_id"):
        # A writer's article gets their first persona: put it away to see the trash's case.
        client.post("/api/personas", json={"name": "另一个"}).raise_for_status()
        client.delete(f"/api/personas/{bare['persona_id']}").raise_for_status()
    said = _reply(client, fake_model, bare["id"], "以后别用感叹号，我不喜欢。")
    assert said.startswith("模型认为这条建议没有要改的地方"), said


def test_only_a_lasting_wish_is_noted() -> None:
    assert noted_reply("以后每段别超过三句话。", 4, ZH) == (
        "已记下，以后的修改会照做：“Keep paragraphs short (短段落)”。V4 这次没有需要为它改的地方。"
    )
    assert noted_reply("以后少用专业术语。", 2, ZH) is not None
    # Not lasting, for this piece only, or beside an edit of a named place.
    for message in ("把第二段改短一点。", "这次别用感叹号。", "以后都这样，把第二段改短一点。"):
        assert noted_reply(message, 2, ZH) is None, message
    for message in ("Make the title shorter.", "From now on, shorter paragraphs in this one."):
        assert noted_reply(message, 2, EN) is None, message
    # Lasting, but not a kind the offline reading knows: noted, said to be read after the reply.
    said = noted_reply("From now on, write like a pirate captain would.", 3, EN)
    assert said is not None and said.startswith("Noted as a wish for your later edits")


def test_noted_reply_keeps_the_models_answer_to_a_question() -> None:
    """A question holding a lasting-sounding word (统一, "always") is answered by the model;
    the lead's sweep caught fidelity_blind26/lead34 replies replaced by "noted"."""
    from app.editing.noted_wish import noted_reply

    assert noted_reply("歌词的押韵统一吗？", 1, "河\n\n岸") is None
    assert noted_reply("Do we always use the serial comma?", 1, "A, b, and c.") is None
    assert noted_reply("From now on, shorter paragraphs.", 1, "A.") is not None
