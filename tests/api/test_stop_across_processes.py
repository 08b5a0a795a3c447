"""The real server (`python -m app`) twice, as separate processes: on one data directory (as
REDLINE_WORKERS=2 runs its workers) and on one PostgreSQL database (two instances). A model on
127.0.0.1 streams the start of its reply and then dawdles; Stop sent to the process that is
not writing the reply stops it there: saved as stopped, no revision."""

from __future__ import annotations

import httpx

from app.testing import sse
from app.testing.openai_stub import OpenAIStub
from app.testing.served import ServedApp

ARTICLE = {"title": "周末", "body": "今天天气很好。\n\n我们去了公园。"}
EDITED = "周末\n\n今天天气很好。\n\n我们去了花园。"
# The reply's start, then a long trickle of spaces: it is still being written when Stop comes.
HELD = [EDITED[:6], EDITED[6:12], EDITED[12:]] + [" "] * 240
HELD_PAUSE = 0.25  # between chunks: a minute in all


def test_stop_sent_to_the_other_process_stops_the_reply(
    two_processes: tuple[ServedApp, ServedApp], stub: OpenAIStub
) -> None:
    writing, other = two_processes
    content_id = httpx.post(f"{writing.url}/api/contents", json=ARTICLE).json()["id"]
    stub.enqueue(stream_chunks=HELD, chunk_delay=HELD_PAUSE)
    events: list[str] = []
    stopped: dict = {}
    with httpx.stream(
        "POST",
        f"{writing.url}/api/chat/send?stream=true",
        json={"content_id": content_id, "message": "第二段写得更生动一些"},
        timeout=90,
    ) as response:
        for name, data in sse.events(response.iter_lines()):
            events.append(name)
            if name == "user_message":
                user_id = data["id"]
            elif name == "delta" and not stopped:
                answer = httpx.post(f"{other.url}/api/chat/messages/{user_id}/stop", timeout=30)
                assert answer.status_code == 200, answer.text
                stopped = answer.json()
    assert stopped == {"message_id": user_id, "stopped": True, "detail": "Stopped."}
    # The writing process's stream ended when the stopped reply was saved: no edit.
    assert "delta" in events and "done" not in events and "revision" not in events
    for app in (writing, other):
        view = httpx.get(f"{app.url}/api/chat/sessions/{content_id}").json()
        asked, reply = view["path"][-2:]
        assert asked["id"] == user_id and asked["pending"] is False
        assert reply["status"] == "stopped" and reply["revision_id"] is None
        assert reply["content"].startswith("已停止。已收到的部分回复：周末")
        assert httpx.get(f"{app.url}/api/chat/revisions/{content_id}").json() == []
        assert httpx.get(f"{app.url}/api/contents/{content_id}").json()["version"] == 1
    again = httpx.post(f"{other.url}/api/chat/messages/{user_id}/stop").json()
    assert again["stopped"] is False
