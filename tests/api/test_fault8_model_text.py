"""A model reply holding a character no file can hold, and a reply whose commit fails.

JSON lets an endpoint send `"\\ud800"`, a lone UTF-16 surrogate: decoded, it is a character
UTF-8 cannot encode. It cut the writer's stream mid-body (no `error` event), failed the
plain request with 500 "Part of this change may have been saved", and left the writer's
message with no reply until the next start. Now the reply is refused in plain words.

Any other commit of a reply that fails for a reason that is not the disk (a bug, a record
the store cannot write) still answers the writer's message at once, in plain words."""

import json
import re
import time
from collections.abc import Iterator
from typing import Any

import pytest
from litestar.testing import TestClient

from app.domain.errors import InvalidInput
from app.settings import Settings
from app.store.tinydb_store import TinyDBStore
from app.testing.fake_model import FakeModel
from app.testing.openai_stub import OpenAIStub
from tests.api import model_stub
from tests.api.model_stub import app_on
from tests.failures_said import RETRY, assert_told, lang_of

stub = model_stub.stub  # the failing model endpoint, each test's own

TITLE, BODY = "The bus", "We waited twenty minutes at the stop.\n\n公交车一直没来，我们走回了家。"
EDITED = "The bus\n\nWe waited twenty long minutes at the stop!\n\n公交车一直没来，我们走回了家。"


@pytest.fixture
def stub_client(settings: Settings, stub: OpenAIStub) -> Iterator[TestClient]:
    with app_on(settings, stub, timeout=2) as test_client:
        yield test_client


def _chunk(raw_content: str, finish: str | None = None) -> str:
    # `raw_content` goes into the JSON as it is, so it can hold a bare `\ud800` escape.
    head = '{"choices":[{"index":0,"delta":{"content":"' + raw_content + '"},'
    return "data: " + head + '"finish_reason":' + json.dumps(finish) + "}]}\n"


def _send(client: TestClient, content_id: str, stream: bool) -> tuple[dict[str, Any], str]:
    """The assistant message of a send, and the raw body (the stream's events)."""
    url = "/api/chat/send" + ("?stream=true" if stream else "")
    response = client.post(url, json={"content_id": content_id, "message": "make it livelier"})
    assert response.status_code == 200, response.text
    if not stream:
        return response.json()["assistant_message"], response.text
    events = re.split(r"\r?\n\r?\n", response.text)
    done = [e for e in events if e.startswith("event: done")]
    assert done, response.text  # the stream ended properly, not cut mid-body
    result = json.loads(re.split(r"\r?\ndata: ", done[0], maxsplit=1)[1])
    return result["assistant_message"], response.text


def _assert_refused_and_kept(client: TestClient, content_id: str, reply: dict[str, Any]) -> None:
    assert reply["status"] == "error"
    # half Chinese, counted in characters as the server counts: told in Chinese, whole
    assert_told(reply["content"], BODY, "could not be read", "无法读取")
    assert "Traceback" not in reply["content"]
    article = client.get(f"/api/contents/{content_id}").json()
    assert (article["version"], article["body"]) == (1, BODY)
    path = client.get(f"/api/chat/sessions/{content_id}").json()["path"]
    assert [m["role"] for m in path] == ["system", "user", "assistant"]
    assert path[1]["content"] == "make it livelier"


def test_a_streamed_reply_with_a_lone_surrogate_is_refused_in_plain_words(
    stub_client: TestClient, stub: OpenAIStub
) -> None:
    stub.enqueue(
        raw_stream=[
            _chunk("The bus\\n\\nWe waited twenty long \\ud800 minutes at the stop!"),
            _chunk("\\n\\n公交车一直没来，我们走回了家。", "stop"),
            "data: [DONE]\n",
        ]
    )
    content_id = stub_client.post("/api/contents", json={"title": TITLE, "body": BODY}).json()["id"]
    reply, raw = _send(stub_client, content_id, stream=True)
    _assert_refused_and_kept(stub_client, content_id, reply)
    assert "event: error" not in raw


def test_a_plain_reply_with_a_lone_surrogate_is_refused_in_plain_words(
    stub_client: TestClient, stub: OpenAIStub
) -> None:
    completion = {
        "choices": [
            {"index": 0, "message": {"role": "assistant", "content": "@"}, "finish_reason": "stop"}
        ]
    }
    raw = json.dumps(completion, ensure_ascii=False).replace(
        '"@"', json.dumps(EDITED, ensure_ascii=False).replace("twenty", "twenty \\udc80")
    )
    stub.enqueue(body=raw, content_type="application/json")
    content_id = stub_client.post("/api/contents", json={"title": TITLE, "body": BODY}).json()["id"]
    reply, _raw = _send(stub_client, content_id, stream=False)
    _assert_refused_and_kept(stub_client, content_id, reply)


def test_an_error_message_from_the_model_with_a_lone_surrogate_is_shown_without_it(
    stub_client: TestClient, stub: OpenAIStub
) -> None:
    stub.enqueue(
        raw_stream=['data: {"error": {"message": "overloaded \\ud83d try later"}}\n'],
    )
    content_id = stub_client.post("/api/contents", json={"title": TITLE, "body": BODY}).json()["id"]
    reply, _raw = _send(stub_client, content_id, stream=True)
    assert reply["status"] == "error"
    assert "overloaded \ufffd try later" in reply["content"]


@pytest.mark.parametrize("stream", [False, True])
def test_a_reply_whose_commit_fails_for_no_disk_reason_still_answers_the_message(
    llm_client: TestClient, fake_model: FakeModel, stream: bool
) -> None:
    # A FakeModel's text reaches the commit as it is: a lone surrogate there makes the
    # store's encoder fail — standing for any commit that fails for a reason not the disk.
    fake_model.enqueue(EDITED.replace("twenty", "twenty \ud800"))
    content_id = llm_client.post("/api/contents", json={"title": TITLE, "body": BODY}).json()["id"]
    url = "/api/chat/send" + ("?stream=true" if stream else "")
    response = llm_client.post(url, json={"content_id": content_id, "message": "make it livelier"})
    assert "Traceback" not in response.text
    if stream:
        assert response.status_code == 200
        assert "event: error" in response.text
    else:
        assert response.status_code == 500
        detail = response.json()["detail"]
        assert "your message was saved, but the reply could not be" in detail
    # The message is answered in plain words without a restart (within a few seconds).
    for _ in range(100):
        path = llm_client.get(f"/api/chat/sessions/{content_id}").json()["path"]
        if path[-1]["role"] == "assistant":
            break
        time.sleep(0.05)
    assert [m["role"] for m in path] == ["system", "user", "assistant"]
    assert path[-1]["status"] == "error"
    # (said in Chinese on a Chinese article since session 46's left-server)
    assert_told(path[-1]["content"], BODY, "press Retry", "重试")
    assert llm_client.get(f"/api/contents/{content_id}").json()["version"] == 1


@pytest.mark.parametrize("stream", [False, True])
def test_a_reply_holding_a_nul_character_is_refused_in_plain_words(
    stub_client: TestClient, stub: OpenAIStub, stream: bool
) -> None:
    # Saved into the article on TinyDB (the writer's own NUL is refused with 400); on
    # PostgreSQL it left the message unanswered with a 400.
    nul = EDITED.replace("twenty", "twenty\x00")
    stub.enqueue(reply=nul)
    content_id = stub_client.post("/api/contents", json={"title": TITLE, "body": BODY}).json()["id"]
    reply, _raw = _send(stub_client, content_id, stream=stream)
    assert reply["status"] == "error"
    assert_told(reply["content"], BODY, "NUL character", "NUL 字符")
    assert RETRY[lang_of(BODY)] in reply["content"], reply["content"]
    article = stub_client.get(f"/api/contents/{content_id}").json()
    assert (article["version"], article["body"]) == (1, BODY)


def test_a_reply_the_store_refuses_as_invalid_still_answers_the_message(
    settings: Settings,
    llm_client: TestClient,
    fake_model: FakeModel,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    if settings.database_url is not None:
        pytest.skip("stands in for PostgreSQL's refusal on the TinyDB store")
    # PostgreSQL refusing text it cannot hold raised InvalidInput (400) from the reply's
    # commit, and the writer's message stayed without a reply.
    commit = TinyDBStore.commit

    def refusing(self: TinyDBStore, content_id: str, **parts: Any) -> None:
        if parts.get("revision") is not None:
            raise InvalidInput("The reply holds text PostgreSQL cannot store; nothing was saved.")
        commit(self, content_id, **parts)

    monkeypatch.setattr(TinyDBStore, "commit", refusing)
    fake_model.enqueue(EDITED)
    content_id = llm_client.post("/api/contents", json={"title": TITLE, "body": BODY}).json()["id"]
    response = llm_client.post(
        "/api/chat/send", json={"content_id": content_id, "message": "make it livelier"}
    )
    assert response.status_code == 500
    assert "your message was saved, but the reply could not be" in response.json()["detail"]
    for _ in range(100):
        path = llm_client.get(f"/api/chat/sessions/{content_id}").json()["path"]
        if path[-1]["role"] == "assistant":
            break
        time.sleep(0.05)
    assert [m["role"] for m in path] == ["system", "user", "assistant"]
    assert path[-1]["status"] == "error"
