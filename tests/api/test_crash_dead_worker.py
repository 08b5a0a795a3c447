"""A worker killed while answering, while the other workers serve on.

The writer's message was left with no reply until every process had stopped — and for ever
when the last of them then stopped cleanly (its "stopped cleanly" mark spares the next start
the search). Now each process notes the turns it begins where the others see them
(app/editing/orphans.py), and a process serving on answers a dead one's in plain words."""

import os
import time
from pathlib import Path

import pytest
from litestar.testing import TestClient

from app.editing import lost_replies
from app.editing.lost_replies import LOST_REPLY, ServingLock
from app.editing.orphans import LEDGERS, TurnLedger
from app.main import create_app
from app.settings import Settings
from app.store.tinydb_store import TinyDBStore
from app.testing.crashes import commit_unanswered
from app.testing.fake_model import FakeModel
from tests.failures_said import said_to

TITLE, BODY = "周末", "今天天气很好。\n\n我们去了公园。"


def _settings(data_dir: Path) -> Settings:
    return Settings(data_dir=data_dir, style_llm_extraction=False, _env_file=None)  # type: ignore[call-arg]


def _path(client: TestClient, content_id: str) -> list[dict[str, object]]:
    path: list[dict[str, object]] = client.get(f"/api/chat/sessions/{content_id}").json()["path"]
    return path


def _dead_worker_began(data_dir: Path, content_id: str, text: str) -> str:
    """Another worker committed the writer's message, noted its turn, and was killed."""
    user = commit_unanswered(TinyDBStore(data_dir), content_id, text)
    ledger = TurnLedger(data_dir)
    ledger.open()
    ledger.begun(user.id, content_id)
    os.close(ledger._fd or -1)  # killed: the lock goes with the process, the ledger stays
    return user.id


@pytest.fixture(autouse=True)
def quick_sweeps(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lost_replies, "SWEEP_SECONDS", 0.05)


def test_a_worker_killed_mid_turn_has_its_message_answered_by_one_serving_on(
    tmp_path: Path,
) -> None:
    settings = _settings(tmp_path / "data")
    first = ServingLock(settings.data_dir)  # the worker that started first serves on
    assert first.take()
    first.share()
    try:
        model = FakeModel()
        with TestClient(app=create_app(settings, provider=model)) as client:
            content_id = client.post("/api/contents", json={"title": TITLE, "body": BODY}).json()[
                "id"
            ]
            client.post(
                "/api/chat/send",
                json={"content_id": content_id, "message": "记下来", "regenerate": False},
            )
            asked = _dead_worker_began(settings.data_dir, content_id, "把“公园”改成“花园”")
            for _ in range(200):  # the sweep runs every 0.05 s here (5 s when served)
                path = _path(client, content_id)
                if path[-1]["role"] == "assistant" and path[-1]["parent_id"] == asked:
                    break
                time.sleep(0.02)
            reply = path[-1]
            assert (reply["parent_id"], reply["status"]) == (asked, "error")
            assert reply["content"] == said_to(BODY, LOST_REPLY)  # in Chinese, whole
            assert client.get(f"/api/contents/{content_id}").json()["version"] == 1
            # Retry makes the edit, and the dead worker's ledger is gone.
            model.enqueue("周末\n\n今天天气很好。\n\n我们去了花园。")
            retried = client.post(f"/api/chat/messages/{reply['id']}/regenerate", json={})
            assert retried.json()["revision"]["version"] == 2
            ledgers = list((settings.data_dir / LEDGERS).iterdir())
            assert len(ledgers) == 1  # this process's own
    finally:
        first.release()


def test_a_process_notes_its_turns_while_they_run_and_forgets_them_after(tmp_path: Path) -> None:
    settings = _settings(tmp_path / "data")
    model = FakeModel()
    with TestClient(app=create_app(settings, provider=model)) as client:
        content_id = client.post("/api/contents", json={"title": TITLE, "body": BODY}).json()["id"]
        (own,) = (settings.data_dir / LEDGERS).iterdir()
        model.enqueue("周末\n\n今天天气很好。\n\n我们去了花园。")
        sent = client.post(
            "/api/chat/send", json={"content_id": content_id, "message": "把“公园”改成“花园”"}
        ).json()
        assert sent["revision"]["version"] == 2
        assert own.read_text() == ""  # no turn runs: nothing to answer if this process dies
    assert not own.exists()  # a clean stop removes it
