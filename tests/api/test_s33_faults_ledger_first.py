"""A writer's message is named in its process's ledger of turns before it is committed
(session 33, faults). Named only once its turn ran, a worker killed between the commit and
that moment left the message with no reply while the other workers served on — and for
ever once the last of them stopped cleanly (found by the two-worker crash sweep,
tests/api/test_s33_faults_worker_crash_sweep.py)."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from app.editing import lost_replies
from app.editing.orphans import LEDGERS, TurnLedger
from app.main import create_app
from app.settings import Settings
from app.store.tinydb_store import TinyDBStore
from app.testing.crashes import commit_unanswered
from app.testing.fake_model import FakeModel

ARTICLE = {"title": "周末", "body": "今天天气很好。\n\n我们去了公园。"}


def _ledgers_text(data_dir: Path) -> str:
    return "".join(p.read_text() for p in (data_dir / LEDGERS).glob("*.turns"))


def test_a_message_is_in_the_ledger_before_its_commit_for_a_send_and_a_regenerate(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = Settings(data_dir=tmp_path / "data", style_llm_extraction=False, _env_file=None)  # type: ignore[call-arg]
    named_when_committed: list[tuple[str, bool]] = []
    commit = TinyDBStore.commit

    def watched(self: TinyDBStore, content_id: str, **parts: Any) -> None:
        session = parts.get("session")
        asked = [m.id for m in parts.get("messages", ()) if m.role == "user"]
        if session is not None and session.answering:
            asked.append(session.answering)  # Regenerate moved the head onto the message
        for message_id in asked:
            named_when_committed.append(
                (message_id, message_id in _ledgers_text(settings.data_dir))
            )
        commit(self, content_id, **parts)

    monkeypatch.setattr(TinyDBStore, "commit", watched)
    model = FakeModel()
    with TestClient(app=create_app(settings, provider=model)) as client:
        content_id = client.post("/api/contents", json=ARTICLE).json()["id"]
        model.enqueue("周末\n\n今天天气很好。\n\n我们去了花园。")
        sent = client.post(
            "/api/chat/send", json={"content_id": content_id, "message": "把“公园”改成“花园”"}
        ).json()
        model.enqueue("周末\n\n今天天气很好。\n\n我们去了植物园。")
        again = client.post(f"/api/chat/messages/{sent['assistant_message']['id']}/regenerate")
        assert again.status_code == 200, again.text
        asked = sent["user_message"]["id"]
        assert named_when_committed[:2] == [(asked, True), (asked, True)]
        assert _ledgers_text(settings.data_dir) == ""  # no turn runs: nothing left named


def test_a_dead_process_s_message_another_one_answers_now_gets_no_lost_reply(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A dead worker's message that a retry answers in another serving worker (its ledger
    names it) is left to that turn: a lost reply as well would be the message's second."""
    monkeypatch.setattr(lost_replies, "SWEEP_SECONDS", 0.05)
    settings = Settings(data_dir=tmp_path / "data", style_llm_extraction=False, _env_file=None)  # type: ignore[call-arg]
    with TestClient(app=create_app(settings, provider=FakeModel())) as client:
        content_id = client.post("/api/contents", json=ARTICLE).json()["id"]
        client.post(
            "/api/chat/send",
            json={"content_id": content_id, "message": "记下来", "regenerate": False},
        )
        asked = commit_unanswered(TinyDBStore(settings.data_dir), content_id, "把“公园”改成“花园”")
        retrying = TurnLedger(settings.data_dir)  # a worker serving on, answering it again
        retrying.open()
        retrying.begun(asked.id, content_id)
        dead = TurnLedger(settings.data_dir)
        dead.open()
        dead.begun(asked.id, content_id)
        os.close(dead._fd or -1)  # killed: the lock goes with the process, the ledger stays
        assert dead.path is not None
        try:
            for _ in range(200):  # until a sweep has read the dead worker's ledger
                if not dead.path.exists():
                    break
                time.sleep(0.02)
            assert not dead.path.exists()
            messages = client.get(f"/api/chat/sessions/{content_id}").json()["messages"]
        finally:
            retrying.close()
        assert [m for m in messages if m["parent_id"] == asked.id] == []
