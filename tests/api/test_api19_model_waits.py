"""A streamed turn tells the writer each wait of the model client before it asks again, as a
`waiting` event (seconds, attempt, reason) between the turn's own, so the panel can say "the
model is busy; Redline tries again in 1 s" instead of a reply that seems stuck. A plain
(not streamed) turn answers as before."""

import json
from collections.abc import Iterator

import pytest
from litestar.testing import TestClient

from app.settings import Settings
from app.testing.openai_stub import OpenAIStub
from tests.api import model_stub
from tests.api.model_stub import app_on

stub = model_stub.stub  # the failing model endpoint, each test's own

TITLE, BODY = "公交", "公交车今天又晚了。\n\n我们在雨里等了二十分钟。"
EDITED = "公交\n\n公交车今天又晚了！真是的。\n\n我们在雨里等了二十分钟。"


@pytest.fixture
def client(settings: Settings, stub: OpenAIStub) -> Iterator[TestClient]:
    with app_on(settings, stub, timeout=5, max_retries=1) as test_client:
        yield test_client


def _events(text: str) -> list[tuple[str, str]]:
    events, name = [], None
    for line in text.splitlines():
        if line.startswith("event:"):
            name = line.split(":", 1)[1].strip()
        elif line.startswith("data:") and name:
            events.append((name, line.split(":", 1)[1].strip()))
            name = None
    return events


def test_a_streamed_turn_tells_the_wait_after_a_429(client: TestClient, stub: OpenAIStub) -> None:
    content_id = client.post("/api/contents", json={"title": TITLE, "body": BODY}).json()["id"]
    stub.enqueue(status=429, headers={"Retry-After": "1"})
    stub.enqueue(reply=EDITED)
    response = client.post(
        "/api/chat/send?stream=true", json={"content_id": content_id, "message": "第一段加点情绪"}
    )
    events = _events(response.text)
    names = [name for name, _ in events]
    assert names[0] == "user_message" and names[-1] == "done"
    assert names.count("waiting") == 1
    assert names.index("waiting") < names.index("delta")
    waiting = json.loads(dict(events)["waiting"])
    assert waiting == {"seconds": 1.0, "attempt": 2, "reason": "busy"}
    assert client.get(f"/api/contents/{content_id}").json()["version"] == 2


def test_a_plain_turn_answers_as_before_after_a_429(client: TestClient, stub: OpenAIStub) -> None:
    content_id = client.post("/api/contents", json={"title": TITLE, "body": BODY}).json()["id"]
    stub.enqueue(status=429, headers={"Retry-After": "1"})
    stub.enqueue(reply=EDITED)
    response = client.post(
        "/api/chat/send", json={"content_id": content_id, "message": "第一段加点情绪"}
    )
    assert response.status_code == 200
    assert response.json()["revision"]["version"] == 2
