"""Crashes around a turn, seen from outside `python -m app`: a retry under the same
`Idempotency-Key` after the process was killed mid-turn, one of two processes on a data
directory killed while it held a turn, kills during the start-up that recovers from a crash,
and a plain request abandoned while the model is still writing.

Written before reading any of app/: from README.md (workers share a data directory; `python
-m app check`), docs/api.md (a retry with the same `Idempotency-Key` answers the first result,
and one whose reply a crash cut off is answered anew; after a restart a message whose reply a
crash cut short gets a reply saying so; closing a plain request stops its turn) and the
harness in tests/api/s36_faults_harness.py. The promise: no acknowledged or retried message
is lost or doubled, no reply stands without its revision, and no turn is left hanging.
"""

import contextlib
import threading
import time
from pathlib import Path
from typing import Any

import httpx

from tests.api.s36_faults_harness import (
    ASK,
    EDITED,
    EDITED_BODY,
    ModelServer,
    ServedApp,
    answer,
    every_json_file_parses,
    new_article,
    served,
    session,
)
from tests.api.test_s36_faults_process import assert_consistent, wait_answered


class Gate:
    """A model that holds every request until opened, then answers the edit."""

    def __init__(self) -> None:
        self.open = threading.Event()

    def __call__(self, conn: Any, request: dict[str, Any]) -> None:
        self.open.wait(120)
        answer(EDITED)(conn, request)


def wait_for_request(model: ModelServer, count: int) -> None:
    deadline = time.monotonic() + 60
    while len(model.requests) < count and time.monotonic() < deadline:
        time.sleep(0.05)
    assert len(model.requests) >= count, "the model was never asked"


def post_in_background(
    app: ServedApp, path: str, payload: dict[str, Any], headers: dict[str, str] | None = None
) -> threading.Thread:
    def post() -> None:
        with contextlib.suppress(httpx.HTTPError):
            app.client.post(path, json=payload, headers=headers or {})

    thread = threading.Thread(target=post)
    thread.start()
    return thread


def test_retry_with_the_same_key_after_a_kill_mid_turn(tmp_path: Path) -> None:
    gate = Gate()
    model = ModelServer(gate)
    with served(tmp_path / "data", model) as app:
        content_id = new_article(app.client)["id"]
        payload = {"content_id": content_id, "message": ASK}
        key = {"Idempotency-Key": "s36-retry-after-kill"}
        sending = post_in_background(app, "/api/chat/send", payload, key)
        wait_for_request(model, 1)
        app.kill()
        sending.join()
        gate.open.set()
        app.start()
        retried = app.client.post("/api/chat/send", json=payload, headers=key)
        assert retried.status_code == 200, retried.text
        again = app.client.post("/api/chat/send", json=payload, headers=key)
        assert again.json() == retried.json(), "the same key answered two different turns"
        wait_answered(app.client, content_id)
        asked = [m for m in session(app.client, content_id)["messages"] if m["role"] == "user"]
        assert [m["content"] for m in asked] == [ASK], "the retried message was doubled or lost"
        assert retried.json()["user_message"]["id"] == asked[0]["id"]
        assert retried.json()["assistant_message"]["status"] == "ok", retried.json()
        assert app.client.get(f"/api/contents/{content_id}").json()["body"] == EDITED_BODY
        assert_consistent(app.client, content_id, [asked[0]["id"]])
    model.close()
    assert "Traceback" not in app.log()


def test_one_of_two_processes_killed_while_it_holds_a_turn(tmp_path: Path) -> None:
    gate = Gate()
    model = ModelServer(gate)
    data_dir = tmp_path / "data"
    with served(data_dir, model) as one, served(data_dir, model) as other:
        content_id = new_article(one.client)["id"]
        sending = post_in_background(
            one, "/api/chat/send", {"content_id": content_id, "message": ASK}
        )
        wait_for_request(model, 1)
        one.kill()
        sending.join()
        gate.open.set()
        started = time.monotonic()
        response = other.client.post(
            "/api/chat/send",
            json={"content_id": content_id, "message": "And the first paragraph, vivid too."},
        )
        assert time.monotonic() - started < 90, "the dead process's turn held the article"
        assert response.status_code in (200, 409), response.text
        one.start()
        for app in (one, other):
            wait_answered(app.client, content_id)
            acknowledged = [response.json()["user_message"]["id"]] if response.is_success else []
            assert_consistent(app.client, content_id, acknowledged)
        assert session(one.client, content_id) == session(other.client, content_id)
        assert ASK in [m["content"] for m in session(other.client, content_id)["messages"]]
    model.close()
    every_json_file_parses(data_dir)
    assert "Traceback" not in one.log() + other.log()


def test_kills_during_the_start_up_that_recovers_a_crash(tmp_path: Path) -> None:
    gate = Gate()
    model = ModelServer(gate)
    data_dir = tmp_path / "data"
    with served(data_dir, model) as app:
        content_id = new_article(app.client)["id"]
        sending = post_in_background(
            app, "/api/chat/send", {"content_id": content_id, "message": ASK}
        )
        wait_for_request(model, 1)
        app.kill()
        sending.join()
        gate.open.set()
        began = time.monotonic()
        app.start()
        start_up = time.monotonic() - began
        app.kill()
        for share in (0.3, 0.6, 0.8, 0.9, 1.0):
            app.start(wait=False)
            time.sleep(start_up * share)
            app.kill()
        app.start()
        wait_answered(app.client, content_id)
        assert_consistent(app.client, content_id, [])
        asked = [m for m in session(app.client, content_id)["messages"] if m["role"] == "user"]
        assert [m["content"] for m in asked] == [ASK]
    model.close()
    every_json_file_parses(data_dir)
    check = app.run("check")
    assert check.returncode == 0, check.stdout + check.stderr
    assert "Traceback" not in app.log() + check.stdout + check.stderr


def test_plain_request_abandoned_while_the_model_writes(tmp_path: Path) -> None:
    gate = Gate()
    model = ModelServer(gate)
    with served(tmp_path / "data", model, REDLINE_LLM_TIMEOUT="30") as app:
        content_id = new_article(app.client)["id"]
        with contextlib.suppress(httpx.TimeoutException):
            app.client.post(
                "/api/chat/send", json={"content_id": content_id, "message": ASK}, timeout=3
            )
        wait_for_request(model, 1)
        gate.open.set()
        wait_answered(app.client, content_id)
        time.sleep(1)
        view = session(app.client, content_id)
        replies = [m for m in view["messages"] if m["role"] == "assistant"]
        assert len(replies) <= 1, replies
        assert all(not m.get("pending") for m in view["messages"])
        assert_consistent(app.client, content_id, [])
        body = app.client.get(f"/api/contents/{content_id}").json()["body"]
        if replies and replies[0]["revision_id"]:
            assert body == EDITED_BODY
        else:
            assert body != EDITED_BODY, "the article changed with no reply saying so"
        follow = app.client.post(
            "/api/chat/send", json={"content_id": content_id, "message": "One more time."}
        )
        assert follow.status_code == 200, follow.text
    model.close()
    assert "Traceback" not in app.log()
