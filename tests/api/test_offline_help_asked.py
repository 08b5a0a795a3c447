"""Offline, asked what it can do ("What can you do?", "help", 你能做什么？), the editor answers
with the list of what works offline — not with "this suggestion needs a model, so the article
is unchanged", which read as a refusal of a question (session 25 browser report). A request it
cannot do is still told it needs a model."""

import pytest
from litestar.testing import TestClient

from tests.api.calls import create, send

BODY = "We waited twenty minutes.\n\nThe bus never came."


@pytest.mark.parametrize("asked", ["What can you do?", "help", "How do I use this?"])
def test_asked_what_it_does_the_offline_editor_says_so(client: TestClient, asked: str) -> None:
    content = create(client, "The bus", BODY)
    sent = send(client, content["id"], asked)
    reply = sent["assistant_message"]
    assert sent["revision"] is None and reply["status"] == "ok"
    assert reply["content"].startswith("Offline, without a language model, Redline makes only")
    assert "needs a model" not in reply["content"]
    assert "What works offline" in reply["content"] and "REDLINE_LLM_PROVIDER" in reply["content"]
    assert client.get(f"/api/contents/{content['id']}").json()["body"] == BODY


@pytest.mark.parametrize(
    "asked", ["Make it livelier.", "What can you do with paragraph 2? Shorten it."]
)
def test_a_request_it_cannot_do_still_needs_a_model(client: TestClient, asked: str) -> None:
    content = create(client, "The bus", BODY)
    reply = send(client, content["id"], asked)["assistant_message"]["content"]
    assert "needs a model" in reply and "What works offline" in reply


@pytest.mark.parametrize(
    ("asked", "lead"), [("你能做什么？", "离线模式"), ("帮我润色一下", "Redline 正在离线")]
)
def test_a_chinese_writer_is_answered_in_chinese_alone(
    client: TestClient, asked: str, lead: str
) -> None:
    content = create(client, "公园", "公园里有十五棵树。\n\n第二段。")
    reply = send(client, content["id"], asked)["assistant_message"]["content"]
    assert reply.startswith(lead)
    assert "离线可用" in reply and "REDLINE_LLM_PROVIDER" in reply
    assert "What works offline" not in reply and "Redline is running offline" not in reply
    assert ("需要接入大模型" in reply) is (lead != "离线模式")
