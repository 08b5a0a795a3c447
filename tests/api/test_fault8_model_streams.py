"""Streams in shapes some OpenAI-compatible servers send, read as what they mean.

A server streaming two choices (asked for `n` > 1 by a proxy, or sending them anyway)
interleaves their chunks: both were joined into one text and saved as the article, with
paragraphs from the other choice "added". Only the first choice is the reply.

A stream that ends with `finish_reason` "error" or "abort" (vLLM when a request is aborted)
was saved as a whole edit when its text happened to look whole; "max_tokens" (some proxies'
word for "length") was saved too. None is the model's finished answer: nothing is saved and
the reply says why."""

import json
from collections.abc import Iterator

import pytest
from litestar.testing import TestClient

from app.settings import Settings
from app.testing.openai_stub import OpenAIStub
from tests.api import model_stub
from tests.api.model_stub import app_on
from tests.failures_said import RETRY, assert_told

stub = model_stub.stub  # the failing model endpoint, each test's own

TITLE, BODY = "公交", "公交车今天又晚了。\n\n我们在雨里等了二十分钟。"
EDITED = "公交\n\n公交车今天又晚了！真是的。\n\n我们在雨里等了二十分钟。"
OTHER = "Something else\n\nAn unrelated draft.\n\nWith paragraphs of its own."


def _event(choices: list[dict[str, object]]) -> str:
    return "data: " + json.dumps({"choices": choices}, ensure_ascii=False) + "\n"


def _choice(index: int, text: str | None, finish: str | None = None) -> dict[str, object]:
    delta = {} if text is None else {"content": text}
    return {"index": index, "delta": delta, "finish_reason": finish}


@pytest.fixture
def client(settings: Settings, stub: OpenAIStub) -> Iterator[TestClient]:
    with app_on(settings, stub, timeout=2) as test_client:
        yield test_client


def _streamed_send(client: TestClient) -> tuple[str, dict[str, object]]:
    content_id = client.post("/api/contents", json={"title": TITLE, "body": BODY}).json()["id"]
    response = client.post(
        "/api/chat/send?stream=true",
        json={"content_id": content_id, "message": "第一段加点情绪"},
    )
    assert response.status_code == 200
    assert "event: done" in response.text
    return content_id, client.get(f"/api/chat/sessions/{content_id}").json()["path"][-1]


def test_only_the_first_of_two_interleaved_choices_is_the_reply(
    client: TestClient, stub: OpenAIStub
) -> None:
    lines = []
    for i in range(0, max(len(EDITED), len(OTHER)), 5):
        lines.append(_event([_choice(0, EDITED[i : i + 5])]))
        lines.append(_event([_choice(1, OTHER[i : i + 5])]))
    lines += [_event([_choice(0, None, "stop"), _choice(1, None, "stop")]), "data: [DONE]\n"]
    stub.enqueue(raw_stream=lines)
    content_id, reply = _streamed_send(client)
    assert reply["status"] == "ok", reply["content"]
    article = client.get(f"/api/contents/{content_id}").json()
    assert article["body"] == EDITED.split("\n\n", 1)[1]
    assert "unrelated" not in article["body"]


def test_a_chunk_listing_the_second_choice_first_still_reads_the_first(
    client: TestClient, stub: OpenAIStub
) -> None:
    stub.enqueue(
        raw_stream=[
            _event([_choice(1, OTHER), _choice(0, EDITED)]),
            _event([_choice(1, None, "stop"), _choice(0, None, "stop")]),
            "data: [DONE]\n",
        ]
    )
    content_id, reply = _streamed_send(client)
    assert reply["status"] == "ok", reply["content"]
    assert client.get(f"/api/contents/{content_id}").json()["version"] == 2


@pytest.mark.parametrize("ending", ["error", "abort"])
def test_a_stream_the_endpoint_says_failed_is_not_saved(
    client: TestClient, stub: OpenAIStub, ending: str
) -> None:
    stub.enqueue(raw_stream=[_event([_choice(0, EDITED)]), _event([_choice(0, None, ending)])])
    content_id, reply = _streamed_send(client)
    assert reply["status"] == "error"
    # a Chinese article: told in Chinese, whole
    assert_told(
        reply["content"],
        BODY,
        f'failed while it was being written (it ended with "{ending}")',
        f"回复在写的过程中失败了（以“{ending}”结束）",
    )
    assert RETRY["zh"] in reply["content"], reply["content"]
    assert client.get(f"/api/contents/{content_id}").json()["version"] == 1


def test_a_reply_ended_by_max_tokens_is_cut_off_not_saved(
    client: TestClient, stub: OpenAIStub
) -> None:
    stub.enqueue(
        raw_stream=[_event([_choice(0, EDITED)]), _event([_choice(0, None, "max_tokens")])]
    )
    content_id, reply = _streamed_send(client)
    assert reply["status"] == "error"
    assert "被截断" in reply["content"]  # "cut off", said in Chinese to a Chinese article
    assert client.get(f"/api/contents/{content_id}").json()["version"] == 1


def _sse(text: str, ending: str | None = "stop", done: bool = True) -> bytes:
    lines = [_event([_choice(0, text[i : i + 7])]) + "\n" for i in range(0, len(text), 7)]
    if ending:
        lines.append(_event([_choice(0, None, ending)]) + "\n")
    if done:
        lines.append("data: [DONE]\n\n")
    return "".join(lines).encode()


def test_a_gateway_that_always_streams_still_answers_a_plain_send(
    client: TestClient, stub: OpenAIStub
) -> None:
    stub.enqueue(body=_sse(EDITED), content_type="text/event-stream")
    content_id = client.post("/api/contents", json={"title": TITLE, "body": BODY}).json()["id"]
    sent = client.post(
        "/api/chat/send", json={"content_id": content_id, "message": "第一段加点情绪"}
    )
    assert sent.status_code == 200
    assert sent.json()["assistant_message"]["status"] == "ok", sent.text
    assert sent.json()["content"]["body"] == EDITED.split("\n\n", 1)[1]


def test_a_plain_send_streamed_back_and_cut_short_is_not_saved(
    client: TestClient, stub: OpenAIStub
) -> None:
    stub.enqueue(body=_sse(EDITED, ending=None, done=False), content_type="text/event-stream")
    content_id = client.post("/api/contents", json={"title": TITLE, "body": BODY}).json()["id"]
    sent = client.post(
        "/api/chat/send", json={"content_id": content_id, "message": "第一段加点情绪"}
    )
    reply = sent.json()["assistant_message"]
    assert reply["status"] == "error" and "被截断" in reply["content"]  # "cut off", in Chinese
    assert sent.json()["content"]["version"] == 1


def test_a_draft_from_a_gateway_that_always_streams_is_written(
    client: TestClient, stub: OpenAIStub
) -> None:
    draft = "秋天的公园\n\n树叶慢慢落在安静的小路上。\n\n孩子们在树间奔跑，笑个不停。"
    stub.enqueue(body=_sse(draft), content_type="text/event-stream")
    persona_id = client.get("/api/personas").json()[0]["id"]
    made = client.post(
        "/api/contents/generate", json={"brief": "写一篇秋天公园的短文", "persona_id": persona_id}
    )
    assert made.status_code == 201, made.text
    assert "孩子们在树间奔跑" in made.json()["body"]


def test_a_named_error_event_mid_stream_shows_the_endpoint_words(
    client: TestClient, stub: OpenAIStub
) -> None:
    # TGI and some proxies send `event: error` with a bare {"message"}: it was read as a
    # stream cut off, without the endpoint's words.
    stub.enqueue(
        raw_stream=[
            _event([_choice(0, EDITED[:12])]),
            "event: error\ndata: "
            + json.dumps({"message": "Model is overloaded, retry later"})
            + "\n",
        ]
    )
    content_id, reply = _streamed_send(client)
    assert reply["status"] == "error"
    assert "Model is overloaded, retry later" in reply["content"]
    assert client.get(f"/api/contents/{content_id}").json()["version"] == 1
