"""Lost replies that a full disk kept from being written at start-up.

The start-up search found the message a crash left unanswered, could not write its reply
(the disk was full), logged it — and counted the search as done. The message then waited
for a restart, and for ever once the server stopped cleanly (the clean stop spares the next
start the search). Now it is answered while serving, once the disk has room; until then a
stop is not taken for clean."""

import errno
import time
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from app.editing import lost_replies
from app.editing.lost_replies import LOST_REPLY, STOPPED_CLEANLY
from app.main import create_app
from app.settings import Settings
from app.store.tinydb_store import TinyDBStore
from app.testing.crashes import leave_unanswered
from app.testing.fake_model import FakeModel
from tests.failures_said import said_to

TITLE, BODY = "周末", "今天天气很好。\n\n我们去了公园。"


@pytest.fixture(autouse=True)
def quick_sweeps(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lost_replies, "SWEEP_SECONDS", 0.05)


@pytest.fixture
def disk(monkeypatch: pytest.MonkeyPatch) -> dict[str, bool]:
    """`disk["full"]`: every commit fails as on a full disk."""
    state = {"full": False}
    commit = TinyDBStore.commit

    def committing(self: TinyDBStore, content_id: str, **parts: Any) -> None:
        if state["full"]:
            raise OSError(errno.ENOSPC, "No space left on device")
        commit(self, content_id, **parts)

    monkeypatch.setattr(TinyDBStore, "commit", committing)
    return state


def _settings(data_dir: Path) -> Settings:
    return Settings(data_dir=data_dir, style_llm_extraction=False, _env_file=None)  # type: ignore[call-arg]


def _article(settings: Settings) -> str:
    with TestClient(app=create_app(settings, provider=FakeModel())) as client:
        content_id: str = client.post("/api/contents", json={"title": TITLE, "body": BODY}).json()[
            "id"
        ]
        client.post(
            "/api/chat/send",
            json={"content_id": content_id, "message": "记下来", "regenerate": False},
        )
    return content_id


def _last(client: TestClient, content_id: str) -> dict[str, Any]:
    last: dict[str, Any] = client.get(f"/api/chat/sessions/{content_id}").json()["path"][-1]
    return last


def test_a_lost_reply_a_full_disk_kept_back_is_written_once_there_is_room(
    tmp_path: Path, disk: dict[str, bool]
) -> None:
    settings = _settings(tmp_path / "data")
    content_id = _article(settings)
    asked = leave_unanswered(settings.data_dir, content_id, "把“公园”改成“花园”", version=1)
    disk["full"] = True
    with TestClient(app=create_app(settings, provider=FakeModel())) as client:
        assert _last(client, content_id)["id"] == asked.id  # not answered yet: no room
        disk["full"] = False
        for _ in range(200):
            last = _last(client, content_id)
            if last["role"] == "assistant":
                break
            time.sleep(0.02)
        assert (last["parent_id"], last["content"]) == (asked.id, said_to(BODY, LOST_REPLY))


def test_a_stop_while_a_lost_reply_is_still_owed_is_not_clean(
    tmp_path: Path, disk: dict[str, bool]
) -> None:
    settings = _settings(tmp_path / "data")
    content_id = _article(settings)
    asked = leave_unanswered(settings.data_dir, content_id, "把“公园”改成“花园”", version=1)
    disk["full"] = True
    with TestClient(app=create_app(settings, provider=FakeModel())) as client:
        assert _last(client, content_id)["id"] == asked.id
    assert not (settings.data_dir / STOPPED_CLEANLY).exists()
    disk["full"] = False
    with TestClient(app=create_app(settings, provider=FakeModel())) as client:
        last = _last(client, content_id)
        assert (last["parent_id"], last["content"]) == (asked.id, said_to(BODY, LOST_REPLY))
