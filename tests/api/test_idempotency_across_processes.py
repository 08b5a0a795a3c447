"""A client's retry under the same Idempotency-Key that lands on another worker process or app
instance while the first reply is still being written there waits for that reply, as a retry
on the same process does (session 21's fault tester: REDLINE_WORKERS=2 answered 409 "its reply
is not ready" to 1 or 2 retries in 6). Real servers, as separate processes, on one data
directory and on one PostgreSQL database."""

from __future__ import annotations

import threading
import time

import httpx

from app.testing.openai_stub import OpenAIStub
from app.testing.served import ServedApp
from tests.api.test_stop_across_processes import ARTICLE, EDITED


def test_a_retry_on_the_other_process_waits_for_the_reply_being_written(
    two_processes: tuple[ServedApp, ServedApp], stub: OpenAIStub
) -> None:
    writing, other = two_processes
    content_id = httpx.post(f"{writing.url}/api/contents", json=ARTICLE).json()["id"]
    stub.enqueue(reply=EDITED, hang=3.0)  # the model takes its time
    send = {"content_id": content_id, "message": "第二段写得更生动一些"}
    key = {"Idempotency-Key": "retry-1"}
    first: list[httpx.Response] = []
    sending = threading.Thread(
        target=lambda: first.append(
            httpx.post(f"{writing.url}/api/chat/send", json=send, headers=key, timeout=60)
        )
    )
    sending.start()
    deadline = time.monotonic() + 30
    while not stub.requests and time.monotonic() < deadline:
        time.sleep(0.05)
    assert stub.requests, "the first request never reached the model"
    retry = httpx.post(f"{other.url}/api/chat/send", json=send, headers=key, timeout=60)
    sending.join(60)
    assert retry.status_code == 200, retry.text
    (answer,) = first
    assert answer.status_code == 200, answer.text
    assert retry.json()["assistant_message"]["id"] == answer.json()["assistant_message"]["id"]
    assert retry.json()["content"]["version"] == 2
    assert len(stub.requests) == 1  # one turn, one call to the model
