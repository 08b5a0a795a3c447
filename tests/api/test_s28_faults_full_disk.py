"""A full disk, said as a full disk. A writer's message whose reply the full disk refused, left
unanswered when the server stopped before there was room, was answered at the next start as
if the server had stopped while answering it ("the server stopped while answering this
message"); now that reply says the write was refused. The style queue, refused by the same
disk, logged a traceback for each revision; now one line says why."""

from __future__ import annotations

import errno
import logging
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from app.editing.lost_replies import FULL_DISK_REPLY, LOST_REPLY
from app.main import create_app
from app.settings import Settings
from app.store.journal import storage_failure
from app.store.personas import PersonaFiles
from app.store.tinydb_store import TinyDBStore
from app.style import queue_files
from app.testing.fake_model import FakeModel
from tests.failures_said import said_to


@pytest.fixture
def tinydb_settings(tmp_path: Path) -> Settings:
    return Settings(  # type: ignore[call-arg]
        data_dir=tmp_path / "data", style_llm_extraction=False, _env_file=None
    )


@pytest.fixture
def disk(monkeypatch: pytest.MonkeyPatch) -> dict[str, bool]:
    """`disk["full"]`: a commit holding a reply fails as the store fails on a full disk (the
    writer's message, committed before its reply, fits)."""
    state = {"full": False}
    commit = TinyDBStore.commit

    def committing(self: TinyDBStore, content_id: str, **parts: Any) -> None:
        replies = [m for m in parts.get("messages") or () if m.role == "assistant"]
        if state["full"] and replies:  # as the store says it (app/store/journal.py)
            full = OSError(errno.ENOSPC, "No space left on device")
            raise storage_failure(full, saved=False, what="the reply")
        commit(self, content_id, **parts)

    monkeypatch.setattr(TinyDBStore, "commit", committing)
    return state


def _path(client: TestClient, content_id: str) -> list[dict[str, Any]]:
    path: list[dict[str, Any]] = client.get(f"/api/chat/sessions/{content_id}").json()["path"]
    return path


def test_a_reply_the_full_disk_refused_is_said_as_such_after_a_restart(
    tinydb_settings: Settings, disk: dict[str, bool]
) -> None:
    model = FakeModel()
    model.enqueue("周末\n\n第一段。\n\n第三段。")
    with TestClient(app=create_app(tinydb_settings, provider=model)) as client:
        made = client.post("/api/contents", json={"title": "周末", "body": "第一段。\n\n第二段。"})
        content_id = made.json()["id"]
        disk["full"] = True
        sent = client.post(
            "/api/chat/send", json={"content_id": content_id, "message": "第二段写得更生动一点"}
        )
        assert sent.status_code == 507, sent.text
        assert _path(client, content_id)[-1]["content"] == "第二段写得更生动一点"
    # Stopped while the disk was still full: the reply is owed to the next start.
    disk["full"] = False
    with TestClient(app=create_app(tinydb_settings)) as client:
        asked, answer = _path(client, content_id)[-2:]
        assert asked["content"] == "第二段写得更生动一点"
        assert answer["parent_id"] == asked["id"] and answer["status"] == "error"
        # In Chinese, whole, to this Chinese article (lost_replies.py).
        assert answer["content"] == said_to("第一段。\n\n第二段。", FULL_DISK_REPLY)
        assert client.get(f"/api/contents/{content_id}").json()["version"] == 1


def test_a_reply_a_stop_cut_off_still_says_the_server_stopped(
    tinydb_settings: Settings,
) -> None:
    from app.testing.crashes import leave_unanswered

    with TestClient(app=create_app(tinydb_settings)) as client:
        made = client.post("/api/contents", json={"title": "周末", "body": "第一段。"})
        content_id = made.json()["id"]
        client.post("/api/chat/send", json={"content_id": content_id, "message": "把“一”改成“二”"})
    asked = leave_unanswered(tinydb_settings.data_dir, content_id, "把“二”改成“三”", version=2)
    with TestClient(app=create_app(tinydb_settings)) as client:
        answer = _path(client, content_id)[-1]
        lost = said_to("第一段。", LOST_REPLY)  # in Chinese, whole, to this Chinese article
        assert (answer["parent_id"], answer["content"]) == (asked.id, lost)


def test_the_style_queue_says_a_full_disk_in_a_line_not_a_traceback(
    tinydb_settings: Settings,
    monkeypatch: pytest.MonkeyPatch,
    app_log: list[logging.LogRecord],
) -> None:
    def full(*args: Any, **kwargs: Any) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(queue_files.FileJobs, "add", full)
    monkeypatch.setattr(PersonaFiles, "save_assertions", full)
    with TestClient(app=create_app(tinydb_settings)) as client:
        client.app.state["style_queue"].retry_delays = (0.0,)
        made = client.post("/api/contents", json={"title": "周末", "body": "第一段。\n\n第二段。"})
        sent = client.post(
            "/api/chat/send",
            json={"content_id": made.json()["id"], "message": "把“第二段”改成“第三段”"},
        )
        assert sent.json()["assistant_message"]["status"] == "ok"
        client.blocking_portal.call(client.app.state["style_queue"].drain)
    said = [r.getMessage() for r in app_log if r.name == "app.style.queue"]
    assert any("(No space left on device)" in line for line in said), said
    assert not [r.getMessage() for r in app_log if r.exc_info]
