"""The real server killed with SIGKILL while a Regenerate or a "Save and resend" writes its
reply (outside40, finding 4): after the restart the writer is back where they were — the
earlier reply at the head, the article at the version it made — and the interrupted reply
stays beside it, saying it was not written, with Retry. Never an article moved back under a
reply that says nothing was changed."""

import threading
from pathlib import Path

import httpx
import pytest

from app.editing.lost_replies import LOST_REPLY
from app.testing.openai_stub import OpenAIStub
from app.testing.served import ServedApp
from tests.failures_said import said_to

ARTICLE = {"title": "Crash", "body": "First para here.\n\nSecond para is dull and flat.\n\nThird."}
FIRST = "Crash\n\nFirst para here.\n\nSecond para is bright.\n\nThird."
AGAIN = "Crash\n\nFirst para here.\n\nSecond para is glowing and warm.\n\nThird."
ZH = {"title": "周末", "body": "今天天气很好。\n\n我们去了公园。"}
ZH_FIRST = "周末\n\n今天天气很好。\n\n我们去了花园。"
ZH_AGAIN = "周末\n\n今天天气很好。\n\n我们去了植物园。"


def _killed_mid_reply(served: ServedApp, url: str, payload: dict[str, str]) -> None:
    """Stream `url`; SIGKILL the server once the model's words arrive."""
    seen = threading.Event()

    def listen() -> None:
        try:
            with httpx.stream("POST", served.url + url, json=payload, timeout=30) as response:
                for line in response.iter_lines():
                    if line.startswith("event: delta"):
                        seen.set()
        except httpx.HTTPError:
            pass

    listener = threading.Thread(target=listen)
    listener.start()
    assert seen.wait(20), "no model text arrived"
    served.kill()
    listener.join(10)


@pytest.mark.parametrize(
    ("how", "article", "first_reply", "again"),
    [
        ("regenerate", ARTICLE, FIRST, AGAIN),
        ("edit", ZH, ZH_FIRST, ZH_AGAIN),
    ],
)
def test_a_crash_mid_regenerate_or_edit_leaves_the_writer_where_they_were(
    tmp_path: Path,
    stub: OpenAIStub,
    how: str,
    article: dict[str, str],
    first_reply: str,
    again: str,
) -> None:
    env = stub.server_env()
    data_dir = tmp_path / "data"
    served = ServedApp(data_dir, env).start()
    try:
        content_id = httpx.post(f"{served.url}/api/contents", json=article).json()["id"]
        stub.enqueue(reply=first_reply)
        first = httpx.post(
            f"{served.url}/api/chat/send",
            json={"content_id": content_id, "message": "make paragraph 2 livelier"},
            timeout=30,
        ).json()
        assert first["revision"]["version"] == 2
        v2 = httpx.get(f"{served.url}/api/contents/{content_id}").json()
        stub.enqueue(reply=again, chunk_delay=0.4)  # slow: the kill lands mid-reply
        answered = first["assistant_message"]["id"]
        if how == "regenerate":
            url = f"/api/chat/messages/{answered}/regenerate?stream=true"
            payload = {"head_id": answered}
        else:
            url = f"/api/chat/messages/{first['user_message']['id']}/edit?stream=true"
            payload = {"message": "make paragraph 2 warmer", "head_id": answered}
        _killed_mid_reply(served, url, payload)
    finally:
        served.stop()

    with ServedApp(data_dir, env) as restarted:
        assert "Traceback" not in restarted.log_tail()
        content = httpx.get(f"{restarted.url}/api/contents/{content_id}").json()
        view = httpx.get(f"{restarted.url}/api/chat/sessions/{content_id}").json()
        # Back where the writer was: the earlier reply, and the V2 it made.
        assert view["head_id"] == answered
        assert (content["version"], content["body"]) == (2, v2["body"])
        # The interrupted reply stays beside it, marked, with Retry; nothing is deleted.
        # Said in the article's language (a Chinese article's in Chinese).
        said = said_to(article["body"], LOST_REPLY)
        lost = [m for m in view["messages"] if m["content"] == said]
        assert len(lost) == 1 and lost[0]["status"] == "error"
        assert lost[0]["version"] == 1  # nothing was changed from where it was asked
        asked = next(m for m in view["messages"] if m["id"] == lost[0]["parent_id"])
        if how == "regenerate":
            assert asked["id"] == first["user_message"]["id"]
        else:
            assert asked["content"] == "make paragraph 2 warmer"
        # Retry of the interrupted reply makes the edit it was asked for.
        stub.enqueue(reply=again)
        retried = httpx.post(
            f"{restarted.url}/api/chat/messages/{lost[0]['id']}/regenerate", json={}, timeout=30
        )
        assert retried.status_code == 200, retried.text
        assert retried.json()["content"]["body"] == again.split("\n\n", 1)[1]
        assert retried.json()["revision"]["base_version"] == 1
    # Started again, nothing more is taken for lost.
    with ServedApp(data_dir, env) as once_more:
        final = httpx.get(f"{once_more.url}/api/chat/sessions/{content_id}").json()
        assert final["head_id"] == retried.json()["assistant_message"]["id"]
        assert [m["content"] for m in final["messages"]].count(said) == 1
