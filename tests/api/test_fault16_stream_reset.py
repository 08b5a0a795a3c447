"""A streamed turn whose model connection resets in the middle of the reply, against a real
HTTP model server on 127.0.0.1: it is asked once more, as a plain turn is. When the new reply
begins with exactly what the writer already saw, the writer sees one reply and the edit is
made; when it begins differently (or fails again), the turn ends with a plain assistant
message saying the connection dropped and nothing was changed. The writer's message is never
lost and no reply is made of two answers spliced together."""

import pytest
from litestar.testing import TestClient

from app.testing.openai_stub import OpenAIStub
from tests.api import model_stub
from tests.api.model_stub import cut_after, streamed_turn
from tests.failures_said import NOTHING_CHANGED, UNCHANGED, assert_told

stub = model_stub.stub  # the failing model endpoint, each test's own
client = model_stub.quick_retry_client

TITLE, BODY = "公交", "公交车今天又晚了。\n\n我们在雨里等了二十分钟。"
EDITED = "公交\n\n公交车今天又晚了！真是的。\n\n我们在雨里等了二十分钟。"
OTHER = "公交\n\n今天的公交车又晚了！\n\n我们在雨里等了二十分钟。"


def _made(client: TestClient) -> str:
    made = client.post("/api/contents", json={"title": TITLE, "body": BODY})
    assert made.status_code == 201
    return str(made.json()["id"])


def test_a_reset_mid_reply_is_asked_again_and_the_writer_sees_one_reply(
    client: TestClient, stub: OpenAIStub
) -> None:
    content_id = _made(client)
    stub.enqueue(raw_stream=cut_after(EDITED, 9), drop=True)
    stub.enqueue(reply=EDITED)
    events = streamed_turn(client, content_id, "第一段加点情绪")
    names = [name for name, _ in events]
    assert names[0] == "user_message" and names[-1] == "done", names
    shown = "".join(data["text"] for name, data in events if name == "delta")
    assert shown == EDITED  # the start once, then the rest: no text shown twice
    done = events[-1][1]
    assert done["assistant_message"]["status"] == "ok"
    assert done["content"]["version"] == 2 and "真是的" in done["content"]["body"]
    assert len(stub.requests) == 2


@pytest.mark.parametrize("second", ["different", "fails", "fails at the same point"])
def test_a_reset_mid_reply_that_cannot_be_resumed_ends_in_a_plain_sentence(
    client: TestClient, stub: OpenAIStub, second: str
) -> None:
    content_id = _made(client)
    stub.enqueue(raw_stream=cut_after(EDITED, 9), drop=True)
    if second == "different":
        stub.enqueue(reply=OTHER)
    elif second == "fails":
        stub.enqueue(raw_stream=cut_after(EDITED, 3), drop=True)
    else:
        # The second stream repeats exactly what was shown, then drops too: a third
        # request's whole reply was added after the text already shown, and saved.
        stub.enqueue(raw_stream=cut_after(EDITED, 9), drop=True)
        stub.enqueue(reply=EDITED)
    events = streamed_turn(client, content_id, "第一段加点情绪")
    names = [name for name, _ in events]
    assert names[0] == "user_message" and names[-1] == "done", names
    done = events[-1][1]
    reply = done["assistant_message"]
    assert reply["status"] == "error"
    # A Chinese article: told in Chinese, whole.
    said = reply["content"]
    assert_told(said, BODY, "connection to the model dropped", "与模型的连接在回复中途断了")
    # Said once (86f17a7): "…and the article is unchanged", not also "so nothing was changed".
    assert said.count(UNCHANGED["zh"]) == 1, said
    assert NOTHING_CHANGED["zh"] not in said and "nothing was changed" not in said, said
    assert done["revision"] is None and done["content"]["version"] == 1
    # The writer's message and the reply are both kept, the article is as it was.
    session = client.get(f"/api/chat/sessions/{content_id}").json()
    kept = [(m["role"], m["content"]) for m in session["path"] if m["role"] != "system"]
    assert ("user", "第一段加点情绪") in kept
    assert kept[-1] == ("assistant", reply["content"])
    article = client.get(f"/api/contents/{content_id}").json()
    assert (article["version"], article["body"]) == (1, BODY)
    assert len(stub.requests) == 2  # asked once more, not again and again
