"""A model endpoint that answers 400 because the request is over the model's context window
(OpenAI, vLLM, llama.cpp word it each their own way): the writer is told so in plain words and
is not invited to press Retry, which would fail the same way (an outside tester)."""

import json
from collections.abc import Iterator

import pytest
from litestar.testing import TestClient

from app.llm.openai import OpenAICompatible
from app.main import create_app
from app.settings import Settings
from app.testing.openai_stub import OpenAIStub
from tests.failures_said import RETRY, assert_told

SAID = [
    {
        "error": {
            "message": "This model's maximum context length is 8192 tokens. However, your "
            "messages resulted in 9731 tokens. Please reduce the length of the messages.",
            "type": "invalid_request_error",
            "code": "context_length_exceeded",
        }
    },
    {"error": {"message": "the request exceeds the available context size, try increasing it"}},
    {"object": "error", "message": "输入内容过长，上下文长度超出限制", "code": 400},
]


@pytest.fixture
def stub() -> Iterator[OpenAIStub]:
    with OpenAIStub() as server:
        yield server


@pytest.mark.parametrize("said", SAID)
def test_a_request_over_the_context_window_is_said_without_retry(
    settings: Settings, stub: OpenAIStub, said: dict
) -> None:
    stub.enqueue(status=400, body=json.dumps(said), content_type="application/json")
    model = OpenAICompatible(base_url=stub.url, model="stub-model", timeout=5, max_retries=2)
    with TestClient(app=create_app(settings, provider=model)) as client:
        article = {"title": "周报", "body": "本周完成了三件事。\n\nNext week: the launch."}
        content_id = client.post("/api/contents", json=article).json()["id"]
        sent = client.post("/api/chat/send", json={"content_id": content_id, "message": "更简洁"})
        path = client.get(f"/api/chat/sessions/{content_id}").json()["path"]
        body = client.get(f"/api/contents/{content_id}").json()["body"]
    assert sent.status_code == 200
    assert path[-2]["content"] == "更简洁"
    reply = path[-1]
    assert reply["status"] == "error"
    # a Chinese article: told in Chinese, whole, the endpoint's words quoted as it said them
    assert_told(
        reply["content"],
        article["body"],
        "more than the model can read",
        "超过了模型一次能读的长度",
    )
    assert RETRY["zh"] not in reply["content"] and "Retry" not in reply["content"]
    assert body == article["body"]
    assert len(stub.requests) == 1


def test_another_400_still_offers_retry(settings: Settings, stub: OpenAIStub) -> None:
    said = {"error": {"message": "Unsupported parameter: 'temperature'"}}
    stub.enqueue(status=400, body=json.dumps(said), content_type="application/json")
    model = OpenAICompatible(base_url=stub.url, model="stub-model", timeout=5, max_retries=0)
    with TestClient(app=create_app(settings, provider=model)) as client:
        content_id = client.post("/api/contents", json={"title": "T", "body": "One."}).json()["id"]
        client.post("/api/chat/send", json={"content_id": content_id, "message": "shorter"})
        reply = client.get(f"/api/chat/sessions/{content_id}").json()["path"][-1]
    assert reply["status"] == "error"
    assert "rejected the request (400)" in reply["content"]
    assert "more than the model can read" not in reply["content"]
