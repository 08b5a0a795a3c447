"""Over a real connection: a writer who presses Stop gets no revision, and the partial
reply is kept as "stopped". Also: a selected span is the only text the model may change."""

import asyncio
import time
from collections.abc import AsyncIterator, Iterator

import httpx
import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.testing.fake_model import FakeModel
from app.testing.live_server import LiveServer


class SlowStreamModel(FakeModel):
    """Streams its reply a few characters at a time, slowly enough to be interrupted."""

    async def stream(self, messages) -> AsyncIterator[str]:
        self.history.append(list(messages))
        for word in ["T\n\n", "Alpha", " one,", " changed", ".\n\n", "Beta."] * 40:
            await asyncio.sleep(0.05)
            yield word


@pytest.fixture
def live(settings: Settings) -> Iterator[tuple[str, SlowStreamModel]]:
    model = SlowStreamModel()
    with LiveServer(create_app(settings, provider=model)) as server:
        yield server.url, model


def test_stop_mid_stream_keeps_the_partial_reply_and_makes_no_revision(live) -> None:
    url, model = live
    with httpx.Client(base_url=url, timeout=10) as client:
        content = client.post("/api/contents", json={"title": "T", "body": "Alpha one.\n\nBeta."})
        content_id = content.json()["id"]
        deltas = 0
        with client.stream(
            "POST",
            "/api/chat/send?stream=true",
            json={"content_id": content_id, "message": "change the first line"},
        ) as response:
            assert response.headers["content-type"].startswith("text/event-stream")
            for line in response.iter_lines():
                if line == "event: delta":
                    deltas += 1
                    if deltas == 3:
                        break  # the writer pressed Stop: the connection closes
        assert deltas == 3
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            path = client.get(f"/api/chat/sessions/{content_id}").json()["path"]
            if path[-1]["role"] == "assistant":
                break
            time.sleep(0.05)
        reply = path[-1]
        assert reply["role"] == "assistant" and reply["status"] == "stopped"
        assert "Alpha" in reply["content"]
        assert client.get(f"/api/chat/revisions/{content_id}").json() == []
        assert client.get(f"/api/contents/{content_id}").json()["version"] == 1
        call = client.get(f"/api/chat/messages/{reply['id']}/prompt").json()
        assert call["outcome"] == "stopped"
        # The stopped turn can be retried.
        assert client.get(f"/api/chat/sessions/{content_id}").json()["head_id"] == reply["id"]


def test_a_selection_limits_the_edit_to_that_span(
    llm_client: TestClient, fake_model: FakeModel
) -> None:
    body = "第一句保持不变。第二句要改。第三句也不变。"
    content = llm_client.post("/api/contents", json={"title": "T", "body": body}).json()
    start = body.index("第二句")
    end = start + len("第二句要改。")
    fake_model.enqueue("<replacement>第二句已经改好了。</replacement>")
    result = llm_client.post(
        "/api/chat/send",
        json={
            "content_id": content["id"],
            "message": "改一下",
            "selection": {"start": start, "end": end},
        },
    ).json()
    assert result["content"]["body"] == "第一句保持不变。第二句已经改好了。第三句也不变。"
    assert "<selection>第二句要改。</selection>" in fake_model.history[0][-1].content


def test_a_selection_outside_the_body_is_400(llm_client: TestClient) -> None:
    content = llm_client.post("/api/contents", json={"title": "T", "body": "short"}).json()
    response = llm_client.post(
        "/api/chat/send",
        json={"content_id": content["id"], "message": "x", "selection": {"start": 2, "end": 99}},
    )
    assert response.status_code == 400
    assert "selection" in response.json()["detail"]
