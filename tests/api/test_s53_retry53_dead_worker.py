"""A worker killed between saving a writer's message and its reply, while another serves on
(the "phantom reply" kind of outside52 F6): the message stays, and within a sweep it gets a
reply saying the server stopped (tests/api/test_crash_dead_worker.py). A plain send made in
that moment waited for nothing: it was saved under the unanswered message — the path read
writer, writer, and the model was sent both suggestions as one — and the lost reply then
landed off the path. Now it waits for that reply, as it waits for one being written, and goes
under it: the path alternates, and the model is sent the dead turn as it is shown (its
message, then the reply saying it was lost)."""

import os
from pathlib import Path

import pytest
from litestar.testing import TestClient

from app.editing import lost_replies
from app.editing.lost_replies import LOST_REPLY, ServingLock
from app.editing.orphans import TurnLedger
from app.main import create_app
from app.settings import Settings
from app.store.tinydb_store import TinyDBStore
from app.testing.crashes import commit_unanswered
from app.testing.fake_model import FakeModel
from tests.failures_said import said_to

TITLE, BODY = "周末", "今天天气很好。\n\n我们去了公园。"
DEAD_ASK = "把“公园”改成“花园”"
NEXT_ASK = "把“很好”改成“不错”"


@pytest.fixture(autouse=True)
def slow_sweeps(monkeypatch: pytest.MonkeyPatch) -> None:
    # Long enough that the send below comes before the sweep finds the dead worker's turn.
    monkeypatch.setattr(lost_replies, "SWEEP_SECONDS", 1.5)


def test_a_send_after_a_worker_died_mid_turn_goes_under_the_lost_reply(tmp_path: Path) -> None:
    settings = Settings(  # type: ignore[call-arg]
        data_dir=tmp_path / "data", style_llm_extraction=False, _env_file=None
    )
    first = ServingLock(settings.data_dir)  # the worker that started first serves on
    assert first.take()
    first.share()
    try:
        model = FakeModel()
        with TestClient(app=create_app(settings, provider=model)) as client:
            made = client.post("/api/contents", json={"title": TITLE, "body": BODY})
            content_id = made.json()["id"]
            client.post(
                "/api/chat/send",
                json={"content_id": content_id, "message": "记下来", "regenerate": False},
            )
            # Another worker saved the writer's message, noted its turn, and was killed.
            asked = commit_unanswered(TinyDBStore(settings.data_dir), content_id, DEAD_ASK)
            ledger = TurnLedger(settings.data_dir)
            ledger.open()
            ledger.begun(asked.id, content_id)
            os.close(ledger._fd or -1)  # killed: the lock goes with the process
            model.enqueue("周末\n\n今天天气不错。\n\n我们去了公园。")
            sent = client.post(
                "/api/chat/send", json={"content_id": content_id, "message": NEXT_ASK}
            )
            assert sent.status_code == 200, sent.text
            turn = sent.json()
            session = client.get(f"/api/chat/sessions/{content_id}").json()
            by_id = {m["id"]: m for m in session["messages"]}
            lost = by_id[turn["user_message"]["parent_id"]]
            assert (lost["role"], lost["parent_id"]) == ("assistant", asked.id)
            assert lost["content"] == said_to(BODY, LOST_REPLY)
            assert [m["role"] for m in session["path"]][-4:] == [
                "user",
                "assistant",
                "user",
                "assistant",
            ]
            assert turn["revision"]["version"] == 2
            prompt = "\n".join(m.content for m in model.history[-1])
            assert DEAD_ASK in prompt and NEXT_ASK in prompt
    finally:
        first.release()
