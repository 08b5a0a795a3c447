"""The model client's waits before it asks again reach every tab of the article, not only the
stream of the turn that asked: the article's events stream carries each as a `waiting` event
(`content_id, message_id, seconds, attempt, reason`) — for a plain (not streamed) turn too —
and a stream opened during a wait is told it right after its `current` event."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from app.main import create_app
from app.settings import Settings
from app.testing import sse as sse_lines
from app.testing.live_server import LiveServer
from app.testing.openai_stub import OpenAIStub
from tests.api import model_stub
from tests.api.model_stub import model_on

stub = model_stub.stub  # the failing model endpoint, each test's own

TITLE, BODY = "公交", "公交车今天又晚了。\n\n我们在雨里等了二十分钟。"
EDITED = "公交\n\n公交车今天又晚了！真是的。\n\n我们在雨里等了二十分钟。"
TIMEOUT = 30.0


@pytest.fixture
def served(settings: Settings, stub: OpenAIStub) -> Iterator[LiveServer]:
    model = model_on(stub, timeout=10, max_retries=1)
    with LiveServer(create_app(settings, provider=model)) as server:
        yield server


def _send_plain(url: str, content_id: str, answers: list[Any]) -> threading.Thread:
    def send() -> None:
        with httpx.Client(base_url=url, timeout=TIMEOUT) as client:
            message = {"content_id": content_id, "message": "加点情绪"}
            answers.append(client.post("/api/chat/send", json=message))

    thread = threading.Thread(target=send)
    thread.start()
    return thread


def test_a_plain_turns_wait_is_told_on_the_articles_events_and_to_a_stream_opened_meanwhile(
    served: LiveServer, stub: OpenAIStub
) -> None:
    with httpx.Client(base_url=served.url, timeout=TIMEOUT) as client:
        made = client.post("/api/contents", json={"title": TITLE, "body": BODY}).json()
        path = f"/api/contents/{made['id']}/events"
        stub.enqueue(status=429, headers={"Retry-After": "4"})
        stub.enqueue(reply=EDITED)
        answers: list[Any] = []
        with client.stream("GET", path) as response:
            heard = sse_lines.events(response.iter_lines())
            assert next(heard)[0] == "article"  # current
            sending = _send_plain(served.url, made["id"], answers)
            name, data = next((n, d) for n, d in heard if n == "waiting")
            assert data["content_id"] == made["id"]
            assert data["message_id"].startswith(made["id"])
            assert (data["seconds"], data["attempt"], data["reason"]) == (4.0, 2, "busy")
            # A tab opened during the wait is told it at once, with the seconds left.
            with client.stream("GET", path) as later:
                told = sse_lines.events(later.iter_lines())
                assert next(told)[0] == "article"
                name, again = next(told)
                assert name == "waiting"
                assert again["message_id"] == data["message_id"]
                assert 0 < again["seconds"] <= 4.0
            sending.join(TIMEOUT)
        assert answers and answers[0].status_code == 200, answers
        assert answers[0].json()["content"]["version"] == 2
        # The wait is over: a stream opened now starts with no `waiting` event.
        with client.stream("GET", path) as after:
            events = sse_lines.events(after.iter_lines())
            assert next(events)[0] == "article"
            client.put(
                f"/api/contents/{made['id']}",
                json={"title": TITLE, "body": BODY + "\n\n完。", "base_version": 2},
            )
            assert next(events)[0] == "article"


def test_a_streamed_reply_tells_the_articles_events_how_far_it_has_got_never_its_text(
    served: LiveServer, stub: OpenAIStub
) -> None:
    with httpx.Client(base_url=served.url, timeout=TIMEOUT) as client:
        made = client.post("/api/contents", json={"title": TITLE, "body": BODY}).json()
        path = f"/api/contents/{made['id']}/events"
        stub.enqueue(reply=EDITED, chunk_delay=2.0)  # about 10 s, in 8-character chunks
        answers: list[Any] = []

        def send() -> None:
            with httpx.Client(base_url=served.url, timeout=TIMEOUT) as sender:
                message = {"content_id": made["id"], "message": "加点情绪"}
                answers.append(sender.post("/api/chat/send?stream=true", json=message))

        with client.stream("GET", path) as response:
            heard = sse_lines.events(response.iter_lines())
            assert next(heard)[0] == "article"
            sending = threading.Thread(target=send)
            sending.start()
            _, data = next((n, d) for n, d in heard if n == "writing")
            assert data["content_id"] == made["id"]
            assert data["message_id"].startswith(made["id"])
            assert 0 < data["characters"] <= len(EDITED)
            assert set(data["shape"]) <= {"x", "\n"}
            assert "公交" not in json.dumps(data, ensure_ascii=False)
            # A stream opened mid-reply is told at once.
            with client.stream("GET", path) as later:
                told = sse_lines.events(later.iter_lines())
                assert next(told)[0] == "article"
                name, again = next(told)
                assert name == "writing" and again["message_id"] == data["message_id"]
            sending.join(TIMEOUT)
        assert answers and answers[0].status_code == 200
