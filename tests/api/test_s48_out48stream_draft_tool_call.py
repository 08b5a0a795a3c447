"""A draft from a brief to a model that answers with a tool call holding the draft (a server set
to "tool_choice: required"), on a real HTTP model server: read as the draft, as a chat turn
reads an article a tool call carries; a call holding no draft is still refused, in the brief's
language (outside48 F5)."""

import json

from litestar.testing import TestClient

from app.testing.openai_stub import OpenAIStub
from tests.api import model_stub

stub = model_stub.stub
client = model_stub.quick_retry_client

BRIEF = "写一篇关于秋天公园的短文"
DRAFT = "秋天的早晨，公园里的银杏叶黄了，风一吹就落下来。\n\n我们沿着湖边慢慢走，看见老人打太极拳。"


def _called(name: str, arguments: dict[str, object]) -> str:
    call = {"id": "c1", "type": "function", "function": {"name": name}}
    call["function"]["arguments"] = json.dumps(arguments, ensure_ascii=False)  # type: ignore[index]
    message = {"role": "assistant", "content": None, "tool_calls": [call]}
    return json.dumps(
        {"choices": [{"index": 0, "message": message, "finish_reason": "tool_calls"}]},
        ensure_ascii=False,
    )


def _generate(client: TestClient, **more: str) -> tuple[int, dict[str, object]]:
    persona = client.get("/api/personas").json()[0]["id"]
    made = client.post(
        "/api/contents/generate", json={"brief": BRIEF, "persona_id": persona, **more}
    )
    return made.status_code, made.json()


def test_a_draft_in_a_submit_call_is_saved_with_its_title(
    client: TestClient, stub: OpenAIStub
) -> None:
    stub.enqueue(body=_called("submit", {"title": "秋天的公园", "body": DRAFT}))
    status, made = _generate(client)
    assert status == 201, made
    assert (made["title"], made["body"]) == ("秋天的公园", DRAFT)


def test_a_draft_in_a_text_argument_takes_the_writers_title(
    client: TestClient, stub: OpenAIStub
) -> None:
    stub.enqueue(body=_called("write_article", {"text": DRAFT}))
    status, made = _generate(client, title="公园")
    assert status == 201, made
    assert (made["title"], made["body"]) == ("公园", DRAFT)


def test_a_call_holding_no_draft_is_refused_in_the_briefs_language(
    client: TestClient, stub: OpenAIStub
) -> None:
    stub.enqueue(body=_called("web_search", {"query": "秋天 公园"}))
    status, made = _generate(client)
    assert status == 502, made
    detail = str(made["detail"])
    assert detail.startswith("模型没能写出初稿：") and "web_search" in detail, detail
    assert client.get("/api/contents").json() == []  # no article was made
