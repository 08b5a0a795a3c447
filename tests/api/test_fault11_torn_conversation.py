"""A conversation log whose last line a crash tore (`messages/NNNNNN.jsonl` cut mid-line).

Before, a torn reply the header counted made the whole conversation unreadable (500 "damaged
… `python -m app check` repairs what it can"), and `check` said the same again, for ever. Now
start-up and `check` set the torn bytes aside, write the message again from its commit's
journal when it is still there, and otherwise keep every complete message, the conversation
ending at the newest one; the next start answers a message that lost its reply."""

import os
import subprocess
import sys
from pathlib import Path

from litestar.testing import TestClient

from app.editing.lost_replies import LOST_REPLY
from app.main import create_app
from app.settings import Settings
from app.store.tinydb_store import TinyDBStore

ASKED = 'Replace "twenty" with "thirty"'


def _settings(data_dir: Path) -> Settings:
    return Settings(data_dir=data_dir, style_llm_extraction=False, _env_file=None)  # type: ignore[call-arg]


def _article_with_a_turn(settings: Settings) -> str:
    with TestClient(app=create_app(settings)) as client:
        made = client.post(
            "/api/contents", json={"title": "T", "body": "We waited twenty minutes."}
        )
        content_id = made.json()["id"]
        sent = client.post("/api/chat/send", json={"content_id": content_id, "message": ASKED})
        assert sent.json()["revision"]["version"] == 2
    return str(content_id)


def _tear_the_last_line(data_dir: Path, content_id: str) -> tuple[Path, bytes]:
    (log,) = (data_dir / "contents" / content_id / "messages").glob("*.jsonl")
    whole = log.read_bytes()
    last = whole[:-1].rfind(b"\n") + 1
    torn = whole[last : last + (len(whole) - last) // 2]
    log.write_bytes(whole[:last] + torn)
    return log, torn


def _check(data_dir: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("REDLINE_")}
    return subprocess.run(
        [sys.executable, "-m", "app", "check"],
        env={**env, "REDLINE_DATA_DIR": str(data_dir)},
        cwd=data_dir.parent,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_a_torn_reply_is_written_again_from_its_journal_at_start_up(tmp_path: Path) -> None:
    settings = _settings(tmp_path / "data")
    content_id = _article_with_a_turn(settings)
    log, torn = _tear_the_last_line(settings.data_dir, content_id)
    with TestClient(app=create_app(settings)) as client:
        view = client.get(f"/api/chat/sessions/{content_id}")
        assert view.status_code == 200, view.text
        path = view.json()["path"]
        assert [m["role"] for m in path] == ["system", "user", "assistant"]
        assert path[-1]["status"] == "ok" and path[-1]["version"] == 2
        assert client.get(f"/api/contents/{content_id}").json()["version"] == 2
    (aside,) = log.parent.glob("*.torn-*")
    assert aside.read_bytes() == torn  # set aside, not deleted
    assert log.read_bytes().endswith(b"\n")
    checked = _check(settings.data_dir)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "readable and consistent" in checked.stdout


def test_check_keeps_every_complete_message_when_no_journal_is_left(tmp_path: Path) -> None:
    settings = _settings(tmp_path / "data")
    content_id = _article_with_a_turn(settings)
    for journal in (settings.data_dir / "contents" / content_id).glob("journal-*.json"):
        journal.unlink()  # checkpointed long ago: the torn reply cannot be written again
    _tear_the_last_line(settings.data_dir, content_id)
    checked = _check(settings.data_dir)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "set aside a line a crash tore" in checked.stdout
    assert "1 message(s) of its conversation were lost" in checked.stdout
    assert "with the article at V1" in checked.stdout
    again = _check(settings.data_dir)  # repaired: said once, not for ever
    assert again.returncode == 0 and "readable and consistent" in again.stdout, again.stdout
    store = TinyDBStore(settings.data_dir)
    try:
        messages = store.list_messages(content_id)
        assert [m.role for m in messages] == ["system", "user"]
        assert [r.version for r in store.list_revisions(content_id)] == [2]  # kept in history
    finally:
        store.close()
    with TestClient(app=create_app(settings)) as client:
        view = client.get(f"/api/chat/sessions/{content_id}").json()
        assert [m["role"] for m in view["path"]] == ["system", "user", "assistant"]
        assert view["path"][1]["content"] == ASKED  # the writer's message, kept
        assert view["path"][-1]["content"] == LOST_REPLY  # answered: Retry asks again
        article = client.get(f"/api/contents/{content_id}").json()
        assert (article["version"], article["body"]) == (1, "We waited twenty minutes.")


def test_check_sets_aside_a_torn_line_past_the_last_commit(tmp_path: Path) -> None:
    settings = _settings(tmp_path / "data")
    content_id = _article_with_a_turn(settings)
    (log,) = (settings.data_dir / "contents" / content_id / "messages").glob("*.jsonl")
    whole = log.read_bytes()
    log.write_bytes(whole + b'{"id":"half a line')  # an append its commit never reached
    checked = _check(settings.data_dir)
    assert checked.returncode == 0, checked.stdout
    assert "set aside a line a crash tore" in checked.stdout
    assert log.read_bytes() == whole
    store = TinyDBStore(settings.data_dir)
    try:
        assert [m.role for m in store.list_messages(content_id)] == ["system", "user", "assistant"]
    finally:
        store.close()
