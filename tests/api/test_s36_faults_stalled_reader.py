"""A streamed turn whose client stops reading — a frozen tab, a suspended laptop — while the
model sends a long reply, seen from outside `python -m app`: the socket's buffers fill and the
server cannot send. The turn must not wait for that reader: the reply is saved, and other
clients can read and edit the article meanwhile.

Written before reading any of app/: from docs/api.md ("A turn runs on the server on its own:
closing a streamed connection does not stop it — the reply is still written and saved";
the writer's lock is released while the model works) and the harness in
tests/api/s36_faults_harness.py.
"""

import socket
import time
from pathlib import Path
from typing import Any

from tests.api.s36_faults_harness import ModelServer, answer, new_article, served

FILLER = ["这是一段很长的文字，用来把文章写得很长很长。" * 360 for _ in range(50)]
BODY = "\n\n".join(["我们等了二十分钟。", "公交车一直没来。", *FILLER])
EDITED_BODY = BODY.replace("公交车一直没来。", "那辆旧公交车一直没来。")


def test_a_reader_that_stops_reading_does_not_hold_the_turn(tmp_path: Path) -> None:
    model = ModelServer(answer("等车\n\n" + EDITED_BODY, pieces=40))
    with served(tmp_path / "data", model) as app:
        content_id = new_article(app.client, "等车", BODY)["id"]
        payload = (
            '{"content_id": "' + content_id + '", "message": "第二段写得更生动一些。"}'
        ).encode()
        stalled = socket.socket()
        stalled.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        stalled.connect(("127.0.0.1", app.port))
        stalled.sendall(
            b"POST /api/chat/send?stream=true HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            b"Content-Type: application/json\r\n"
            + f"Content-Length: {len(payload)}\r\n\r\n".encode()
            + payload
        )
        try:
            deadline = time.monotonic() + 120
            replies: list[dict[str, Any]] = []
            while not replies and time.monotonic() < deadline:
                time.sleep(0.5)
                answered = app.client.get(f"/api/chat/sessions/{content_id}")
                if answered.status_code == 200:
                    messages = answered.json()["messages"]
                    replies = [m for m in messages if m["role"] == "assistant"]
            assert replies, "the turn waited for a reader that stopped reading"
            assert replies[0]["revision_id"] is not None, replies[0]["content"]
            content = app.client.get(f"/api/contents/{content_id}").json()
            assert content["body"] == EDITED_BODY
            by_hand = app.client.put(
                f"/api/contents/{content_id}",
                json={"body": EDITED_BODY + "\n\n完。", "base_version": content["version"]},
                timeout=60,
            )
            assert by_hand.status_code == 200, by_hand.text
        finally:
            stalled.close()
        assert app.client.get("/healthz").status_code == 200
    model.close()
    assert "Traceback" not in app.log()
