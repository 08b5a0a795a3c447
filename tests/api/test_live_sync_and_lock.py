"""Live sync and the lock: an article's changes reach every listener as `article` events, and
a manual edit lands while the model is still writing (the lock is not held across the call)."""

import asyncio
import threading
from collections.abc import Iterator

import httpx
import pytest
from litestar.testing import TestClient

from app.domain.models import PromptMessage
from app.llm.base import Completion
from app.main import create_app
from app.settings import Settings
from app.testing import sse
from app.testing.fake_model import FakeModel
from app.testing.live_server import LiveServer

BODY = "First paragraph here.\n\nSecond paragraph here."


class GatedModel(FakeModel):
    """Holds every call at a gate until the test opens it, and says when a call is waiting."""

    def __init__(self) -> None:
        super().__init__()
        self.called = threading.Event()
        self.gate = threading.Event()

    async def complete(self, messages: list[PromptMessage]) -> Completion:
        self.called.set()
        while not self.gate.is_set():
            await asyncio.sleep(0.01)
        return await super().complete(messages)


def test_a_manual_edit_during_a_slow_model_call_lands_and_the_lost_reply_can_be_retried(
    settings: Settings,
) -> None:
    """F-LLM-3: the reply that came too late is saved (status error, under the writer's
    message) without moving the head off the manual edit; Retry applies the suggestion to
    the new text."""
    model = GatedModel()
    with TestClient(app=create_app(settings, provider=model)) as client:
        content = client.post("/api/contents", json={"title": "T", "body": BODY}).json()
        model.enqueue("T\n\nFirst paragraph, livelier!\n\nSecond paragraph here.")
        turn: dict[str, httpx.Response] = {}
        worker = threading.Thread(
            target=lambda: turn.__setitem__(
                "send",
                client.post(
                    "/api/chat/send",
                    json={"content_id": content["id"], "message": "make the first livelier"},
                ),
            )
        )
        worker.start()
        try:
            assert model.called.wait(10), "the turn never reached the model"
            edited = client.put(
                f"/api/contents/{content['id']}",
                json={"body": BODY + "\n\n第三段，作者自己加的。", "base_version": 1},
            )
            # Answered while the model call is still held at its gate.
            assert not model.gate.is_set()
            assert edited.status_code == 200, edited.text
            assert edited.json()["version"] == 2
        finally:
            model.gate.set()
            worker.join(10)
        result = turn["send"].json()
        assert result["revision"] is None
        assert result["assistant_message"]["status"] == "error"
        assert (
            "first while this message was being answered" in result["assistant_message"]["content"]
        )
        assert result["content"]["version"] == 2
        now = client.get(f"/api/contents/{content['id']}").json()
        assert now["version"] == 2 and now["body"].endswith("第三段，作者自己加的。")
        assert [h["kind"] for h in client.get(f"/api/contents/{content['id']}/history").json()] == [
            "manual"
        ]
        session = client.get(f"/api/chat/sessions/{content['id']}").json()
        mine = [m for m in session["messages"] if m["content"] == "make the first livelier"]
        assert len(mine) == 1 and mine[0]["role"] == "user"  # the writer's message is kept
        # The head stays on the manual edit (the article shows V2); the lost reply is the
        # manual edit's sibling under the writer's message, in the tree, not on the path.
        head = session["path"][-1]
        assert (
            head["role"] == "event" and head["version"] == 2 and head["parent_id"] == mine[0]["id"]
        )
        lost = result["assistant_message"]
        stored = {m["id"]: m for m in session["messages"]}[lost["id"]]
        assert stored["parent_id"] == mine[0]["id"] and stored["status"] == "error"
        assert "Retry" in stored["content"]
        assert lost["id"] not in [m["id"] for m in session["path"]]
        assert (head["sibling_index"], head["sibling_count"]) == (0, 2)
        call = client.get(f"/api/chat/messages/{lost['id']}/prompt").json()
        assert call["outcome"] == "rejected: the article changed meanwhile"
        # The branch through the writer's message still leads to the manual edit.
        view = client.post(f"/api/chat/messages/{mine[0]['id']}/activate", json={}).json()
        assert view["head_id"] == head["id"]
        assert client.get(f"/api/contents/{content['id']}").json()["version"] == 2

        # Retry: the suggestion is sent again at the head, on V2 — the writer's paragraph stays.
        model.enqueue(
            "T\n\nFirst paragraph, livelier!\n\nSecond paragraph here.\n\n第三段，作者自己加的。"
        )
        retried = client.post(f"/api/chat/messages/{lost['id']}/regenerate", json={}).json()
        assert retried["user_message"]["content"] == "make the first livelier"
        assert retried["user_message"]["parent_id"] == head["id"]
        assert retried["assistant_message"]["status"] == "ok"
        assert (retried["revision"]["base_version"], retried["revision"]["version"]) == (2, 3)
        now = client.get(f"/api/contents/{content['id']}").json()
        assert now["body"].startswith("First paragraph, livelier!")
        assert now["body"].endswith("第三段，作者自己加的。")


@pytest.fixture
def live(settings: Settings) -> Iterator[str]:
    with LiveServer(create_app(settings)) as server:
        yield server.url


def test_every_change_to_an_article_reaches_its_listener_as_an_article_event(live: str) -> None:
    with httpx.Client(base_url=live, timeout=10) as api:
        content = api.post("/api/contents", json={"title": "标题", "body": "原文。"}).json()
        other = api.post("/api/contents", json={"title": "Other", "body": "Text."}).json()
        cid = content["id"]
        with api.stream("GET", f"/api/contents/{cid}/events") as stream:
            assert stream.headers["content-type"].startswith("text/event-stream")
            events = sse.events(stream.iter_lines())
            assert next(events) == (
                "article",
                {"content_id": cid, "version": 1, "kind": "current", "head_id": None},
            )
            # Another article's change is not this listener's business.
            api.put(f"/api/contents/{other['id']}", json={"body": "New.", "base_version": 1})
            api.put(f"/api/contents/{cid}", json={"body": "改过的原文。", "base_version": 1})
            name, manual = next(events)
            assert (name, manual["content_id"], manual["version"], manual["kind"]) == (
                "article",
                cid,
                2,
                "manual",
            )
            sent = api.post(
                "/api/chat/send", json={"content_id": cid, "message": "把原文改成译文"}
            ).json()
            assert next(events)[1]["kind"] == "message"
            turn = next(events)[1]
            assert (turn["kind"], turn["version"], turn["head_id"]) == (
                "turn",
                3,
                sent["assistant_message"]["id"],
            )
            api.post(f"/api/contents/{cid}/restore", json={"version": 1})
            assert next(events)[1]["kind"] == "restore"
            api.post(
                f"/api/chat/sessions/{sent['session_id']}/head",
                json={"message_id": sent["user_message"]["id"]},
            )
            head = next(events)[1]
            # A writer's message stands for the point before it: the head goes there.
            before_it = sent["user_message"]["parent_id"]
            assert (head["kind"], head["version"], head["head_id"]) == ("head", 2, before_it)
            # Moved to the trash in one tab and back: the others hear both, head unchanged.
            api.delete(f"/api/contents/{cid}")
            api.post(f"/api/contents/{cid}/untrash")
            trashed, untrashed = next(events)[1], next(events)[1]
            assert [(e["kind"], e["version"], e["head_id"]) for e in (trashed, untrashed)] == [
                ("trashed", 2, before_it),
                ("untrashed", 2, before_it),
            ]


def test_events_of_an_unknown_article_are_404(client: TestClient) -> None:
    assert client.get("/api/contents/cnothere/events").status_code == 404
    assert client.get("/api/contents/..%2Fx/events").status_code == 404


def test_diff_hunks_name_their_change_and_content_names_its_word_unit(client: TestClient) -> None:
    content = client.post(
        "/api/contents", json={"title": "标题", "body": "第一段有十五个字。\n\n第二段。"}
    ).json()
    assert content["word_unit"] == "字"
    english = client.post("/api/contents", json={"title": "T", "body": "Two words."}).json()
    assert english["word_unit"] == "words"
    result = client.post(
        "/api/chat/send", json={"content_id": content["id"], "message": "把十五改成五十"}
    ).json()
    diff = client.get(f"/api/revisions/{result['revision']['id']}/diff").json()
    changes = {c["id"] for c in diff["changes"]}
    assert changes
    for hunk in diff["hunks"]:
        if hunk["op"] == "equal":
            assert hunk["change_id"] is None
        else:
            assert hunk["change_id"] in changes
    assert {h["change_id"] for h in diff["hunks"]} - {None} == changes
