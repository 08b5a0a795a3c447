"""Over a real connection: a reply goes on being written when the client goes away (a reload,
a closed tab) and is shown as pending meanwhile; Stop is its own request, which keeps the
partial reply as "stopped" and makes no revision. Also: a selected span is the only text the
model may change."""

import time
from collections.abc import Iterator

import httpx
import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.testing import sse
from app.testing.crashes import leave_unanswered
from app.testing.fake_model import FakeModel, HeldModel
from app.testing.live_server import LiveServer


def held_stream_model() -> HeldModel:
    """Streams "T / Alpha one, changed." word by word, then holds until the test releases the
    rest ("Beta.")."""
    return HeldModel(["T\n\n", "Alpha", " one,", " changed", "."], "\n\nBeta.", pause=0.01)


@pytest.fixture
def live(settings: Settings) -> Iterator[tuple[str, HeldModel]]:
    model = held_stream_model()
    with LiveServer(create_app(settings, provider=model)) as server:
        yield server.url, model
        model.release.set()


def start_turn(client: httpx.Client, content_id: str) -> Iterator[tuple[str, dict]]:
    """Send a streamed suggestion; yields (event, data) as they arrive."""
    with client.stream(
        "POST",
        "/api/chat/send?stream=true",
        json={"content_id": content_id, "message": "change the first line"},
    ) as response:
        assert response.headers["content-type"].startswith("text/event-stream")
        yield from sse.events(response.iter_lines())


def wait_for_reply(client: httpx.Client, content_id: str) -> dict:
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        path = client.get(f"/api/chat/sessions/{content_id}").json()["path"]
        if path[-1]["role"] == "assistant":
            return path[-1]
        time.sleep(0.05)
    raise AssertionError("no reply was saved")


def test_leaving_the_stream_does_not_stop_the_reply(live) -> None:
    url, model = live
    with httpx.Client(base_url=url, timeout=10) as client:
        content_id = client.post(
            "/api/contents", json={"title": "T", "body": "Alpha one.\n\nBeta."}
        ).json()["id"]
        events = start_turn(client, content_id)
        deltas = 0
        for name, _ in events:
            deltas += name == "delta"
            if deltas == 3:
                break
        events.close()  # the browser reloaded: the connection is gone
        # The writer's message is pending: its reply is still being written.
        view = client.get(f"/api/chat/sessions/{content_id}").json()
        head = view["path"][-1]
        assert head["role"] == "user" and head["pending"] is True
        assert all(not m["pending"] for m in view["messages"] if m["id"] != head["id"])
        model.release.set()
        reply = wait_for_reply(client, content_id)
        assert reply["status"] == "ok" and reply["version"] == 2
        assert client.get(f"/api/contents/{content_id}").json()["body"] == (
            "Alpha one, changed.\n\nBeta."
        )
        view = client.get(f"/api/chat/sessions/{content_id}").json()
        assert not any(m["pending"] for m in view["messages"])


def test_stop_keeps_the_partial_reply_and_makes_no_revision(live) -> None:
    url, model = live
    with httpx.Client(base_url=url, timeout=10) as client:
        content_id = client.post(
            "/api/contents", json={"title": "T", "body": "Alpha one.\n\nBeta."}
        ).json()["id"]
        seen: list[str] = []
        user_id = None
        for name, data in start_turn(client, content_id):
            seen.append(name)
            if name == "user_message":
                user_id = data["id"]
            if seen.count("delta") == 3:
                stop = client.post(f"/api/chat/messages/{user_id}/stop", json={})
                assert stop.status_code == 200, stop.text
                assert stop.json()["stopped"] is True
        # The stream ended once the stopped reply was saved: no revision, no done.
        assert "revision" not in seen and "done" not in seen
        reply = wait_for_reply(client, content_id)
        assert reply["status"] == "stopped" and "Alpha" in reply["content"]
        assert client.get(f"/api/chat/revisions/{content_id}").json() == []
        assert client.get(f"/api/contents/{content_id}").json()["version"] == 1
        call = client.get(f"/api/chat/messages/{reply['id']}/prompt").json()
        assert call["outcome"] == "stopped"
        view = client.get(f"/api/chat/sessions/{content_id}").json()
        assert view["head_id"] == reply["id"]  # the stopped turn can be retried
        assert not any(m["pending"] for m in view["messages"])
        # Nothing left to stop: said so, not an error.
        again = client.post(f"/api/chat/messages/{user_id}/stop")
        assert again.status_code == 200 and again.json()["stopped"] is False
        assert client.post(f"/api/chat/messages/{reply['id']}/stop").status_code == 400
        assert client.post(f"/api/chat/messages/{content_id}-mnope/stop").status_code == 404


def test_a_restarted_server_leaves_no_message_pending(settings: Settings) -> None:
    """Pending is only ever what this process is writing: a message left unanswered by a
    crash mid-reply is not pending for a fresh app, so the writer is offered Retry."""
    with TestClient(app=create_app(settings, provider=FakeModel())) as client:
        content_id = client.post(
            "/api/contents", json={"title": "T", "body": "Alpha one.\n\nBeta."}
        ).json()["id"]
        client.post(
            "/api/chat/send",
            json={"content_id": content_id, "message": "noted", "regenerate": False},
        )
    # The crash: the writer's message was committed, its reply never was.
    user = leave_unanswered(settings.data_dir, content_id, "left without a reply", version=1)
    with TestClient(app=create_app(settings, provider=FakeModel())) as client:
        view = client.get(f"/api/chat/sessions/{content_id}").json()
        assert view["path"][-2]["id"] == user.id
        assert view["path"][-2]["pending"] is False
        # Start-up says the reply was lost (app/editing/lost_replies.py), with Retry.
        assert view["path"][-1]["status"] == "error"


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
