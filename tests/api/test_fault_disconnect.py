"""Over a real connection: an API client that closes a plain (non-streaming) send while the
model is writing stops the turn, as docs/api.md says — the reply is saved as "stopped", no
revision is made, and no edit lands later behind the back of a client that gave up."""

import json
import socket
import threading
import time
from collections.abc import Iterator

import anyio
import httpx
import pytest

from app.domain.models import PromptMessage
from app.llm.base import Completion
from app.main import create_app
from app.settings import Settings
from app.testing.fake_model import FakeModel
from app.testing.live_server import LiveServer


class HeldCompletion(FakeModel):
    """A model that answers a plain call only once the test releases it."""

    def __init__(self) -> None:
        super().__init__()
        self.asked = threading.Event()
        self.release = threading.Event()

    async def complete(self, messages: list[PromptMessage]) -> Completion:
        self.asked.set()
        await anyio.to_thread.run_sync(self.release.wait, 20)
        return await super().complete(messages)


@pytest.fixture
def served(settings: Settings) -> Iterator[tuple[str, HeldCompletion]]:
    model = HeldCompletion()
    model.enqueue("T\n\nAlpha one, changed.\n\nBeta.")
    with LiveServer(create_app(settings, provider=model)) as server:
        yield server.url, model
        model.release.set()


def last_reply(client: httpx.Client, content_id: str) -> dict:
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        path = client.get(f"/api/chat/sessions/{content_id}").json()["path"]
        if path[-1]["role"] == "assistant":
            return dict(path[-1])
        time.sleep(0.05)
    raise AssertionError("no reply was saved")


def test_closing_a_plain_send_while_the_model_writes_stops_the_turn(served) -> None:
    url, model = served
    with httpx.Client(base_url=url, timeout=10) as client:
        content_id = client.post(
            "/api/contents", json={"title": "T", "body": "Alpha one.\n\nBeta."}
        ).json()["id"]
        body = json.dumps({"content_id": content_id, "message": "make the first line warmer"})
        host, port = url.removeprefix("http://").split(":")
        with socket.create_connection((host, int(port))) as sock:
            sock.sendall(
                (
                    "POST /api/chat/send HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                    "Content-Type: application/json\r\n"
                    f"Content-Length: {len(body.encode())}\r\n\r\n{body}"
                ).encode()
            )
            assert model.asked.wait(10)
        # The client is gone while the model writes.
        reply = last_reply(client, content_id)
        assert reply["status"] == "stopped" and reply["revision_id"] is None
        model.release.set()
        view = client.get(f"/api/chat/sessions/{content_id}").json()
        assert [m["role"] for m in view["messages"]] == ["system", "user", "assistant"]
        assert view["path"][-1]["pending"] is False
        assert client.get(f"/api/contents/{content_id}").json()["version"] == 1
