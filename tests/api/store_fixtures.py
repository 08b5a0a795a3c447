"""A store with every kind of record in it, built through the HTTP API, and everything the API
serves about it — for the tests of `python -m app migrate-store`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.testing.fake_model import FakeModel
from tests.conftest import settle

PARK = "今天天气很好！😀😀\n\n我们去了公园 🌳，玩得很开心！\n\n晚上回家吃饭 🍜。"
PARK_PLAIN = "今天天气很好！\n\n我们去了公园，玩得很开心！\n\n晚上回家吃饭。"
BUS = "We waited twenty minutes.\n\nThe bus never came.\n\nWe walked home in the rain."


def settings_for(data_dir: Path, database_url: str | None = None) -> Settings:
    """An app on this data dir, or on this database; never the environment's."""
    return Settings(  # type: ignore[call-arg]
        data_dir=data_dir, database_url=database_url, style_llm_extraction=False, _env_file=None
    )


def ok(response: Any) -> Any:
    assert response.status_code in (200, 201), response.text
    return response.json()


def build_rich_store(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Articles in Chinese and English with branches from edits and regenerates, a restore,
    rejected changes, a rename, a noted suggestion, an Idempotency-Key, model calls; personas
    with learned, rejected and edited preferences and their audit; an article and a persona in
    the trash; and a revision whose learning failed, kept in the learning queue."""
    fake = FakeModel()
    app = create_app(settings_for(data_dir), provider=fake)
    with TestClient(app=app) as client:
        voice = ok(client.post("/api/personas", json={"name": "王记者", "description": "晚报"}))
        park = ok(
            client.post(
                "/api/contents", json={"title": "周末", "body": PARK, "persona_id": voice["id"]}
            )
        )
        # A manual edit teaches "no emoji"; the writer's words teach a livelier tone.
        ok(client.put(f"/api/contents/{park['id']}", json={"body": PARK_PLAIN, "base_version": 1}))
        fake.enqueue("周末\n\n今天天气很好呀！\n\n我们去了公园，玩得超开心！\n\n晚上回家吃饭。")
        lively = ok(
            client.post(
                "/api/chat/send",
                json={"content_id": park["id"], "message": "太正式了，活泼点"},
                headers={"Idempotency-Key": "park-1"},
            )
        )
        fake.enqueue("周末\n\n今天天气很好呀！\n\n我们去了公园，玩得特别开心！\n\n晚上回家吃饭。")
        ok(client.post(f"/api/chat/messages/{lively['assistant_message']['id']}/regenerate"))
        fake.enqueue("周末\n\n今天天气不错。\n\n我们去了公园，玩得很开心！\n\n晚上回家吃饭。")
        ok(
            client.post(
                f"/api/chat/messages/{lively['user_message']['id']}/edit",
                json={"message": "第一段改得平实一点"},
            )
        )
        ok(
            client.post(
                "/api/chat/send",
                json={"content_id": park["id"], "message": "结尾再加一句", "regenerate": False},
            )
        )
        fake.enqueue(
            "周末\n\n今天天气不错。\n\n我们去了公园，玩得很开心！\n\n晚上回家吃饭，早早睡了。"
        )
        ok(client.post("/api/chat/send", json={"content_id": park["id"], "message": "应用"}))
        ok(client.post(f"/api/contents/{park['id']}/restore", json={"version": 2}))
        settle(client)
        # Comments on revisions, one of them deleted again.
        first = ok(client.get(f"/api/chat/revisions/{park['id']}"))[0]["id"]
        ok(client.post(f"/api/revisions/{first}/comments", json={"text": "这一版好多了。"}))
        gone = ok(client.post(f"/api/revisions/{first}/comments", json={"text": "typo"}))
        assert client.delete(f"/api/comments/{gone['id']}").status_code == 204
        ok(
            client.post(
                f"/api/revisions/{lively['revision']['id']}/comments", json={"text": "Good"}
            )
        )

        bus = ok(client.post("/api/contents", json={"title": "The bus", "body": BUS}))
        turn = ok(
            client.post(
                "/api/chat/send",
                json={"content_id": bus["id"], "message": 'Replace "twenty" with "thirty"'},
            )
        )
        revision_id = turn["revision"]["id"]
        rejected = ok(client.get(f"/api/revisions/{revision_id}/diff"))
        ok(
            client.post(
                f"/api/revisions/{revision_id}/reject",
                json={"change_ids": [rejected["changes"][0]["id"]], "base_version": 2},
            )
        )
        ok(client.patch(f"/api/contents/{bus['id']}", json={"title": "The last bus"}))
        session = ok(client.get(f"/api/chat/sessions/{bus['id']}"))
        ok(
            client.post(
                f"/api/chat/sessions/{session['id']}/head",
                json={"message_id": turn["user_message"]["id"]},
            )
        )
        settle(client)

        # The lively wish was edited away above (set aside with its message, outside51 F2):
        # said again, noted in the park's conversation, it is live, to be edited below.
        ok(
            client.post(
                "/api/chat/send",
                json={
                    "content_id": park["id"],
                    "message": "以后语气都活泼一点",
                    "regenerate": False,
                },
            )
        )
        settle(client)
        # A preference rejected and one edited by the writer: decisions in the audit trail.
        learned = ok(client.get(f"/api/personas/{voice['id']}"))["preferences"]
        live = ("active", "pending_confirmation")
        by_dimension = {p["dimension"]: p for p in learned if p["state"] in live}
        ok(
            client.patch(
                f"/api/personas/{voice['id']}/preferences/{by_dimension['emoji']['id']}",
                json={"action": "reject"},
            )
        )
        tone = by_dimension["tone"]
        ok(
            client.patch(
                f"/api/personas/{voice['id']}/preferences/{tone['id']}",
                json={"action": "edit", "value": "calm"},
            )
        )

        old = ok(
            client.post("/api/contents", json={"title": "旧稿", "body": "没用了。\n\n删掉吧。"})
        )
        ok(client.delete(f"/api/contents/{old['id']}"))
        spare = ok(client.post("/api/personas", json={"name": "Spare"}))
        ok(client.delete(f"/api/personas/{spare['id']}"))

        # A revision whose learning fails is kept in the queue, failed, with its error.
        import app.style.learner as learner

        async def broken(*args: Any, **kwargs: Any) -> None:
            raise RuntimeError("the learner is broken")

        real = learner.learn_revision
        monkeypatch.setattr(learner, "learn_revision", broken)
        client.app.state["style_queue"].retry_delays = ()
        now = ok(client.get(f"/api/contents/{park['id']}"))["version"]
        ok(client.put(f"/api/contents/{park['id']}", json={"body": PARK, "base_version": now}))
        settle(client)
        monkeypatch.setattr(learner, "learn_revision", real)


def served(client: TestClient) -> dict[str, Any]:
    """Everything the API and the pages serve about every article and persona."""
    seen: dict[str, Any] = {}

    def read(path: str, page: bool = False) -> Any:
        response = client.get(path)
        body = response.text if page else response.json()
        seen[path] = (response.status_code, body)
        return body

    listed = read("/api/contents") + read("/api/contents?trashed=true")
    read("/api/contents?q=公园")
    for content in listed:
        cid = content["id"]
        read(f"/api/contents/{cid}")
        read(f"/articles/{cid}", page=True)
        session = read(f"/api/chat/sessions/{cid}")
        history = read(f"/api/contents/{cid}/history")
        for entry in history:
            read(f"/api/contents/{cid}/versions/{entry['version']}")
            read(f"/api/contents/{cid}/diff?from=1&to={entry['version']}")
        for revision in read(f"/api/chat/revisions/{cid}"):
            read(f"/api/revisions/{revision['id']}")
            read(f"/api/revisions/{revision['id']}/diff")
        for message in session.get("messages", []):
            if message["role"] == "assistant":
                read(f"/api/chat/messages/{message['id']}/prompt")
        read(f"/api/contents/{cid}/export?format=json")
        read(f"/api/contents/{cid}/comments")
    personas = read("/api/personas") + read("/api/personas?trashed=true")
    for persona in personas:
        read(f"/api/personas/{persona['id']}")
        read(f"/personas/{persona['id']}", page=True)
        for preference in persona["preferences"]:
            read(f"/api/personas/{persona['id']}/preferences/{preference['id']}")
    read("/", page=True)
    read("/api/revisions?limit=50")  # the editor's desk
    # A client retrying the first send with its Idempotency-Key gets the first answer again.
    park = next(c for c in listed if c["title"] == "周末")
    retry = client.post(
        "/api/chat/send",
        json={"content_id": park["id"], "message": "太正式了，活泼点"},
        headers={"Idempotency-Key": "park-1"},
    )
    answer = retry.json()
    # Its `content` is the article at the reply's version as of now (updated_at: the clock).
    seen["the retried send"] = (retry.status_code, {**answer, "content": answer["content"]["id"]})
    return seen


def serve_snapshot(settings: Settings) -> dict[str, Any]:
    """Everything an app with these settings serves about its articles and personas."""
    with TestClient(app=create_app(settings, provider=FakeModel())) as client:
        return served(client)
