"""The real server (`python -m app`) killed with SIGKILL while Regenerate writes a new reply:
after the restart the head is not left on the writer's message with nothing after it — the
writer is back at the earlier reply and its version, a reply beside it says in plain words
that the server stopped, and its Retry makes the edit."""

from pathlib import Path

import httpx
import pytest

from app.editing.lost_replies import LOST_REPLY
from app.testing.openai_stub import OpenAIStub
from app.testing.served import ServedApp
from tests.failures_said import said_to

ARTICLE = {"title": "周末", "body": "今天天气很好。\n\n我们去了公园。"}
# The lost reply as said to this Chinese article: in Chinese, whole (lost_replies.py).
LOST = said_to(ARTICLE["body"], LOST_REPLY)
AGAIN = "周末\n\n今天天气很好。\n\n我们去了植物园。"


def test_a_server_killed_during_regenerate_leaves_a_reply_to_retry(
    tmp_path: Path, stub: OpenAIStub
) -> None:
    env = stub.server_env()
    data_dir = tmp_path / "data"
    served = ServedApp(data_dir, env).start()
    try:
        content_id = httpx.post(f"{served.url}/api/contents", json=ARTICLE).json()["id"]
        first = httpx.post(
            f"{served.url}/api/chat/send",
            json={"content_id": content_id, "message": "把“公园”改成别的地方"},
            timeout=30,
        ).json()
        assert first["revision"]["version"] == 2
        stub.enqueue(reply=AGAIN, chunk_delay=0.5)  # slow: the kill lands mid-reply
        with (
            pytest.raises(httpx.HTTPError),  # the stream is cut, not ended
            httpx.stream(
                "POST",
                f"{served.url}/api/chat/messages/{first['assistant_message']['id']}/regenerate"
                "?stream=true",
                json={},
                timeout=30,
            ) as response,
        ):
            for line in response.iter_lines():
                if line.startswith("event: delta"):
                    served.kill()
    finally:
        served.stop()

    with ServedApp(data_dir, env) as restarted:
        assert "Traceback" not in restarted.log_tail()
        view = httpx.get(f"{restarted.url}/api/chat/sessions/{content_id}").json()
        # Back at the reply the writer had, and its V2, as a Stop would leave it.
        asked, earlier = view["path"][-2:]
        assert asked["id"] == first["user_message"]["id"]
        assert view["head_id"] == earlier["id"] == first["assistant_message"]["id"]
        assert httpx.get(f"{restarted.url}/api/contents/{content_id}").json()["version"] == 2
        # The lost reply stays beside it, a sibling with Retry; nothing is deleted.
        replies = [m for m in view["messages"] if m["parent_id"] == asked["id"]]
        assert [m["id"] for m in replies][0] == earlier["id"]
        reply = replies[1]
        assert (reply["status"], reply["content"], len(replies)) == ("error", LOST, 2)
        stub.enqueue(reply=AGAIN)
        retried = httpx.post(
            f"{restarted.url}/api/chat/messages/{reply['id']}/regenerate", json={}, timeout=30
        )
        assert retried.status_code == 200, retried.text
        assert "植物园" in retried.json()["content"]["body"]
    # Started again, nothing more is taken for lost: the retried reply is the head.
    with ServedApp(data_dir, env) as again:
        final = httpx.get(f"{again.url}/api/chat/sessions/{content_id}").json()
        assert final["head_id"] == retried.json()["assistant_message"]["id"]
        assert [m["content"] for m in final["messages"]].count(LOST) == 1
