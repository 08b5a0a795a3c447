"""A streamed turn cut in the middle of the reply by a reasoning model (a real HTTP model
server on 127.0.0.1) is asked again; the new attempt thinks first (`<think>…</think>`, or a
leading newline), then answers the same: the turn goes on and the edit is saved, not refused
as "began its reply differently" (outside48 F1). Another answer is still refused."""

from typing import Any

import pytest
from litestar.testing import TestClient

from app.testing.openai_stub import OpenAIStub
from tests.api import model_stub
from tests.api.model_stub import cut_after, streamed_turn

stub = model_stub.stub
client = model_stub.quick_retry_client

TITLE, BODY = "公交", "公交车今天又晚了。\n\n我们在雨里等了二十分钟。"
EDITED = "公交\n\n公交车今天又晚了！真是的。\n\n我们在雨里等了二十分钟。"
OTHER = "公交\n\n今天的公交车又晚了！\n\n我们在雨里等了二十分钟。"


def _streamed_turn(client: TestClient) -> tuple[str, list[tuple[str, Any]]]:
    made = client.post("/api/contents", json={"title": TITLE, "body": BODY})
    assert made.status_code == 201
    content_id = str(made.json()["id"])
    return content_id, streamed_turn(client, content_id, "第一段加点情绪")


@pytest.mark.parametrize(
    ("first", "again"),
    [
        ("", "<think>\n用户想要更有情绪。\n</think>\n\n"),
        ("<think>先想一想。</think>", "<think>再想一想，换个思路。</think>"),
        ("", "\n"),
    ],
)
def test_a_resumed_reply_that_thinks_first_then_answers_the_same_is_saved(
    client: TestClient, stub: OpenAIStub, first: str, again: str
) -> None:
    stub.enqueue(raw_stream=cut_after(first + EDITED, len(first) + 9), drop=True)
    stub.enqueue(reply=again + EDITED)
    content_id, events = _streamed_turn(client)
    done = events[-1][1]
    assert events[-1][0] == "done", events
    assert done["assistant_message"]["status"] == "ok", done["assistant_message"]["content"]
    shown = "".join(data["text"] for name, data in events if name == "delta")
    assert shown == EDITED  # no thinking shown, no text shown twice
    article = client.get(f"/api/contents/{content_id}").json()
    assert article["version"] == 2 and "真是的" in article["body"]
    assert len(stub.requests) == 2


def test_a_resumed_reply_that_thinks_then_answers_otherwise_is_still_refused(
    client: TestClient, stub: OpenAIStub
) -> None:
    stub.enqueue(raw_stream=cut_after(EDITED, 9), drop=True)
    stub.enqueue(reply="<think>换个说法。</think>" + OTHER)
    content_id, events = _streamed_turn(client)
    reply = events[-1][1]["assistant_message"]
    assert reply["status"] == "error"
    assert "再问一次，模型的回复开头变了" in reply["content"], reply["content"]
    assert client.get(f"/api/contents/{content_id}").json()["version"] == 1
