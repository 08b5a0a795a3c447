"""With REDLINE_WORKERS=2, the session says `pending: true` on a writer's message whose reply
is being written, whichever worker the read lands on (outside40, finding 6)."""

import threading
import time
from pathlib import Path

import httpx

from app.testing.openai_stub import OpenAIStub
from app.testing.served import served

ARTICLE = {"title": "周末", "body": "今天天气很好。\n\n我们去了公园。"}


def test_pending_is_seen_from_every_worker(tmp_path: Path, stub: OpenAIStub) -> None:
    with served(tmp_path / "data", REDLINE_WORKERS="2", **stub.server_env()) as app:
        content_id = httpx.post(f"{app.url}/api/contents", json=ARTICLE).json()["id"]
        stub.enqueue(reply="周末\n\n今天天气很好。\n\n我们去了花园。", hang=6)
        sent = threading.Thread(
            target=lambda: httpx.post(
                f"{app.url}/api/chat/send",
                json={"content_id": content_id, "message": "把“公园”改成别的地方"},
                timeout=60,
            )
        )
        sent.start()
        seen: list[bool] = []
        for _ in range(40):
            view = httpx.get(
                f"{app.url}/api/chat/sessions/{content_id}",
                headers={"connection": "close"},  # a fresh connection: any worker
                timeout=10,
            ).json()
            if "path" not in view:  # the send has not made the session yet
                time.sleep(0.1)
                continue
            last = view["path"][-1]
            if last["role"] == "user":
                seen.append(last["pending"])
            if len(seen) == 12:
                break
        sent.join(30)
        assert len(seen) == 12 and all(seen), f"pending as read from fresh connections: {seen}"
