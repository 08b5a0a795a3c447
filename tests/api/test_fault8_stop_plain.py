"""Stop pressed (in another tab, or by an API client) while a plain, non-streaming send
waits for its reply.

The waiting request answered 500 "Something went wrong on our side. Part of this change may
have been saved" (and logged a traceback), though the stopped reply was saved as it should
be. It now answers 200 with that stopped reply, as the stream's writer sees it."""

import asyncio
import threading
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from app.domain.models import PromptMessage
from app.llm.base import Completion
from app.main import create_app
from app.settings import Settings
from app.testing.fake_model import FakeModel
from app.testing.live_server import LiveServer


class QuietModel(FakeModel):
    """A model that never answers a plain call: it is stopped first."""

    async def complete(self, messages: list[PromptMessage]) -> Completion:
        self.history.append(list(messages))
        await asyncio.sleep(60)
        raise AssertionError("the turn should have been stopped")


@pytest.fixture
def url(settings: Settings) -> Iterator[str]:
    with LiveServer(create_app(settings, provider=QuietModel())) as server:
        yield server.url


def _user_message(client: httpx.Client, content_id: str) -> str:
    for _ in range(400):
        view = client.get(f"/api/chat/sessions/{content_id}")
        if view.status_code == 200 and view.json()["path"][-1]["role"] == "user":
            return str(view.json()["path"][-1]["id"])
        time.sleep(0.02)
    raise AssertionError("the writer's message was never saved")


@pytest.mark.parametrize("stops", [1, 2])
def test_stop_during_a_plain_send_answers_it_with_the_stopped_reply(url: str, stops: int) -> None:
    with httpx.Client(base_url=url, timeout=30) as client:
        content_id = client.post(
            "/api/contents",
            json={"title": "雨天", "body": "我们在雨里等了二十分钟。\n\nThe bus never came."},
        ).json()["id"]
        answer: dict[str, Any] = {}

        def send() -> None:
            with httpx.Client(base_url=url, timeout=30) as sender:
                answer["response"] = sender.post(
                    "/api/chat/send", json={"content_id": content_id, "message": "改得更生动"}
                )

        sending = threading.Thread(target=send)
        sending.start()
        user_id = _user_message(client, content_id)
        # Pressed once, or twice at once (two tabs): one stopped reply either way.
        pressed = [
            threading.Thread(
                target=lambda: client.post(f"/api/chat/messages/{user_id}/stop", json={})
            )
            for _ in range(stops)
        ]
        for press in pressed:
            press.start()
        for press in pressed:
            press.join()
        sending.join()
        response = answer["response"]
        assert response.status_code == 200, response.text
        result = response.json()
        assert result["user_message"]["id"] == user_id
        assert result["assistant_message"]["status"] == "stopped"
        assert result["revision"] is None
        assert result["content"]["version"] == 1
        view = client.get(f"/api/chat/sessions/{content_id}").json()
        replies = [m for m in view["messages"] if m["parent_id"] == user_id]
        assert [(m["id"], m["status"]) for m in replies] == [
            (result["assistant_message"]["id"], "stopped")
        ]
