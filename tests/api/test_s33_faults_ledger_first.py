"""A writer's message is named in its process's ledger of turns before it is committed
(session 33, faults). Named only once its turn ran, a worker killed between the commit and
that moment left the message with no reply while the other workers served on — and for
ever once the last of them stopped cleanly (found by the two-worker crash sweep,
tests/api/test_s33_faults_worker_crash_sweep.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from app.editing.orphans import LEDGERS
from app.main import create_app
from app.settings import Settings
from app.store.tinydb_store import TinyDBStore
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
