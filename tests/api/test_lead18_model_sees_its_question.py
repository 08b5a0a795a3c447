"""The model reads the path the writer reads: a question it asked instead of editing is
in its history when the writer answers it (it read "No change made." before)."""

from litestar.testing import TestClient

from app.testing.fake_model import FakeModel
from tests.api.calls import create, send

BODY = "We waited twenty minutes.\n\nMaria said the fare was $2.50.\n\nThe bus never came."


def test_the_writer_s_answer_follows_the_model_s_question(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    content = create(llm_client, "The bus", BODY)
    question = "Which paragraph do you mean — the one about the fare, or the ending?"
    fake_model.enqueue(question)
    asked = send(llm_client, content["id"], "make it better")
    assert asked["revision"] is None
    assert question in asked["assistant_message"]["content"]
    fake_model.enqueue(
        "The bus\n\nWe waited twenty minutes.\n\nMaria said: $2.50.\n\nThe bus never came."
    )
    send(llm_client, content["id"], "the second one")
    sent = fake_model.history[-1]
    assert sent[-1].role == "user" and "the second one" in sent[-1].content
    assert sent[-2].role == "assistant" and question in sent[-2].content


def test_a_chinese_question_is_kept_too(llm_client: TestClient, fake_model: FakeModel) -> None:
    content = create(llm_client, "秋天", "周六下午三点，我们去了公园。\n\n门票是五元。")
    question = "您想改哪一段？第一段还是第二段？"
    fake_model.enqueue(question)
    send(llm_client, content["id"], "改好一点")
    fake_model.enqueue("秋天\n\n周六下午三点，我们去了公园。\n\n门票只要五元。")
    send(llm_client, content["id"], "第二段")
    sent = fake_model.history[-1]
    assert any(m.role == "assistant" and question in m.content for m in sent)
