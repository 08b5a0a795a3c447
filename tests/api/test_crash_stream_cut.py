"""The real server (`python -m app`) killed with SIGKILL while a streamed reply arrives: the
stream is cut, and after the restart the writer finds their message, a reply saying in plain
words that the server stopped, and Retry makes the edit."""

from pathlib import Path

import httpx
import pytest

from app.editing.lost_replies import LOST_REPLY
from app.testing import sse
from app.testing.openai_stub import OpenAIStub
from app.testing.served import ServedApp
from tests.failures_said import said_to

ARTICLE = {"title": "周末", "body": "今天天气很好。\n\n我们去了公园。"}
# The lost reply as said to this Chinese article: in Chinese, whole (lost_replies.py).
LOST = said_to(ARTICLE["body"], LOST_REPLY)
EDITED = "周末\n\n今天天气很好。\n\n我们去了花园。"


def test_a_server_killed_mid_stream_leaves_the_message_and_a_reply_to_retry(
    tmp_path: Path, stub: OpenAIStub
) -> None:
    env = stub.server_env()
    data_dir = tmp_path / "data"
    served = ServedApp(data_dir, env).start()
    try:
        content_id = httpx.post(f"{served.url}/api/contents", json=ARTICLE).json()["id"]
        # Slow enough that the kill lands while the reply is arriving.
        stub.enqueue(reply=EDITED, chunk_delay=0.5)
        events: list[str] = []
        user_id = None
        with (
            pytest.raises(httpx.HTTPError),  # the stream is cut, not ended
            httpx.stream(
                "POST",
                f"{served.url}/api/chat/send?stream=true",
                json={"content_id": content_id, "message": "第二段写得更生动一些"},
                timeout=30,
            ) as response,
        ):
            for name, data in sse.events(response.iter_lines()):
                events.append(name)
                if name == "user_message":
                    user_id = data["id"]
                elif name == "delta":
                    served.kill()
        assert events[0] == "user_message" and "delta" in events and "done" not in events
        assert "Traceback" not in served.log_tail()
    finally:
        served.stop()

    with ServedApp(data_dir, env) as restarted:
        assert "Traceback" not in restarted.log_tail()
        view = httpx.get(f"{restarted.url}/api/chat/sessions/{content_id}").json()
        asked, reply = view["path"][-2:]
        assert asked["id"] == user_id and asked["pending"] is False
        assert (reply["status"], reply["content"], reply["revision_id"]) == (
            "error",
            LOST,
            None,
        )
        assert httpx.get(f"{restarted.url}/api/contents/{content_id}").json()["version"] == 1
        retried = httpx.post(
            f"{restarted.url}/api/chat/messages/{reply['id']}/regenerate", json={}, timeout=30
        )
        assert retried.status_code == 200, retried.text
        assert retried.json()["revision"]["version"] == 2
        assert "花园" in retried.json()["content"]["body"]
