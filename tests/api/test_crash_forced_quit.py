"""The real server (`python -m app`) quit with Ctrl-C twice (the second one forces uvicorn to
stop waiting) while a reply is being written: the first saves the reply as stopped; if the
second cuts that short, the stop is not taken for a clean one, so the next start gives the
writer's message its plain-words reply with Retry instead of leaving it with nothing after
it."""

import os
import signal
import threading
import time
from pathlib import Path

import httpx

from app.editing.lost_replies import LOST_REPLY, STOPPED_CLEANLY
from app.testing.openai_stub import OpenAIStub
from app.testing.served import ServedApp

ARTICLE = {"title": "周末", "body": "今天天气很好。\n\n我们去了公园。"}


def _wait_until(check: object, what: str) -> None:
    deadline = time.monotonic() + 30
    while not callable(check) or not check():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.05)


def _listening(url: str) -> bool:
    try:
        httpx.get(f"{url}/healthz", timeout=1)
    except httpx.TransportError:
        return False
    return True


def test_ctrl_c_twice_during_a_reply_leaves_a_reply_to_retry_at_the_next_start(
    tmp_path: Path, stub: OpenAIStub
) -> None:
    data_dir = tmp_path / "data"
    served = ServedApp(data_dir, stub.server_env()).start()
    try:
        content_id = httpx.post(f"{served.url}/api/contents", json=ARTICLE).json()["id"]
        stub.enqueue(hang=60)  # the model is slow: the quit lands while it writes
        answers: list[object] = []

        def send() -> None:
            try:
                answers.append(
                    httpx.post(
                        f"{served.url}/api/chat/send",
                        json={"content_id": content_id, "message": "让第二段更生动一点"},
                        timeout=60,
                    )
                )
            except httpx.HTTPError as error:
                answers.append(error)

        sender = threading.Thread(target=send)
        sender.start()
        _wait_until(lambda: len(stub.requests) == 1, "the model call")
        assert served.process is not None
        os.kill(served.process.pid, signal.SIGINT)
        # Shutting down (no longer listening) and waiting for the open send: Ctrl-C again.
        _wait_until(lambda: not _listening(served.url), "the server to stop listening")
        os.kill(served.process.pid, signal.SIGINT)
        served.process.wait(30)
        sender.join(60)
    finally:
        served.stop()
    # The first Ctrl-C saves the reply being written as stopped at once (its stream ends
    # whole); when the second one cut that save short, the stop is not taken for clean.
    cleanly = (data_dir / STOPPED_CLEANLY).exists()

    with ServedApp(data_dir, stub.server_env()) as again:
        view = httpx.get(f"{again.url}/api/chat/sessions/{content_id}").json()
    asked = [m for m in view["messages"] if m["role"] == "user"]
    assert [m["content"] for m in asked] == ["让第二段更生动一点"]
    replies = [m for m in view["messages"] if m["parent_id"] == asked[0]["id"]]
    assert len(replies) == 1  # never nothing after the writer's message, never two replies
    if cleanly:
        assert replies[0]["status"] == "stopped"
    else:
        assert (replies[0]["status"], replies[0]["content"]) == ("error", LOST_REPLY)
    assert view["head_id"] == replies[0]["id"]
