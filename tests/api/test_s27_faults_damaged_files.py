"""A folder where the store keeps a lock or a marker file (a restore gone wrong, a stray
`mkdir`): an article's `.lock` as a folder made every change to that article answer 500 and
`python -m app check` stop at it ("Is a directory"), repairing nothing; `stopped-cleanly` as a
folder kept the server from starting at all. Now each is moved aside at start-up (renamed,
nothing deleted), as a folder where a record belongs already was, and said in the report."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from litestar.testing import TestClient

from app.cli import main
from app.main import create_app
from app.settings import Settings
from app.store.tinydb_store import TinyDBStore


@pytest.fixture
def tinydb_settings(tmp_path: Path) -> Settings:
    return Settings(  # type: ignore[call-arg]
        data_dir=tmp_path / "data", style_llm_extraction=False, _env_file=None
    )


def _article(settings: Settings) -> str:
    with TestClient(app=create_app(settings)) as client:
        made = client.post("/api/contents", json={"title": "周末", "body": "第一段。\n\n第二段。"})
        return str(made.json()["id"])


def test_an_articles_lock_as_a_folder_is_moved_aside_and_the_article_is_written_again(
    tinydb_settings: Settings, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    content_id = _article(tinydb_settings)
    lock = tinydb_settings.data_dir / "contents" / content_id / ".lock"
    lock.unlink()
    lock.mkdir()
    (lock / "kept.txt").write_text("不要丢")
    for name in [n for n in os.environ if n.startswith("REDLINE_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("REDLINE_DATA_DIR", str(tinydb_settings.data_dir))
    monkeypatch.chdir(tinydb_settings.data_dir.parent)

    assert main(["check"]) == 0
    said = capsys.readouterr()
    assert f"moved aside the folder {lock}, where a file belongs" in said.out, said
    aside = [p for p in lock.parent.iterdir() if p.name.startswith(".lock.folder-set-aside-")]
    assert len(aside) == 1 and (aside[0] / "kept.txt").read_text() == "不要丢"

    with TestClient(app=create_app(tinydb_settings)) as client:
        saved = client.put(
            f"/api/contents/{content_id}", json={"body": "第一段。\n\n第三段。", "base_version": 1}
        )
        assert saved.status_code == 200, saved.text
        sent = client.post(
            "/api/chat/send", json={"content_id": content_id, "message": "把“第三段”改成“第四段”"}
        )
        assert sent.json()["assistant_message"]["status"] == "ok"
        assert client.get(f"/api/contents/{content_id}").json()["body"] == "第一段。\n\n第四段。"


def test_the_clean_stop_marker_as_a_folder_no_longer_keeps_the_server_from_starting(
    tinydb_settings: Settings,
) -> None:
    content_id = _article(tinydb_settings)
    marker = tinydb_settings.data_dir / "stopped-cleanly"
    if marker.exists():
        marker.unlink()
    marker.mkdir()
    with TestClient(app=create_app(tinydb_settings)) as client:
        assert client.get(f"/api/contents/{content_id}").status_code == 200
        saved = client.put(
            f"/api/contents/{content_id}", json={"body": "第一段。\n\n第三段。", "base_version": 1}
        )
        assert saved.status_code == 200, saved.text
    aside = [p.name for p in tinydb_settings.data_dir.iterdir() if "folder-set-aside" in p.name]
    assert len(aside) == 1 and aside[0].startswith("stopped-cleanly.folder-set-aside-")


def test_a_file_where_a_store_folder_belongs_is_moved_aside(tinydb_settings: Settings) -> None:
    """`index-pending` as a file kept the server from starting ("Not a directory"); an
    article's `messages` as a file made its conversation answer 500 and `check` stop at it."""
    content_id = _article(tinydb_settings)
    with TestClient(app=create_app(tinydb_settings)) as client:
        sent = client.post(
            "/api/chat/send", json={"content_id": content_id, "message": "把“第二段”改成“第三段”"}
        )
        assert sent.json()["assistant_message"]["status"] == "ok"
    pending = tinydb_settings.data_dir / "index-pending"
    if pending.exists():
        shutil.rmtree(pending)
    pending.write_text("不要丢")
    messages = tinydb_settings.data_dir / "contents" / content_id / "messages"
    shutil.rmtree(messages)
    messages.write_text("也不要丢")

    with TestClient(app=create_app(tinydb_settings)) as client:  # it starts again
        made = client.post("/api/contents", json={"title": "新", "body": "一。"})
        assert made.status_code == 201, made.text
        damaged = client.get(f"/api/chat/sessions/{content_id}")
        assert "`python -m app check` repairs what it can" in damaged.json()["detail"]
    report = TinyDBStore(tinydb_settings.data_dir).check()
    assert not [line for line in report if line.startswith("DAMAGED")], report
    with TestClient(app=create_app(tinydb_settings)) as client:
        session = client.get(f"/api/chat/sessions/{content_id}")
        assert session.status_code == 200, session.text  # written again from its journals
        said = [m["content"] for m in session.json()["path"]]
        assert "把“第二段”改成“第三段”" in said
    # The set-aside file and the folder made again share a name up to the suffix: look for each
    # by its own name (a dict keyed by the shared part kept whichever the directory listed last).
    set_aside = tinydb_settings.data_dir.glob("index-pending.file-set-aside-*")
    assert [p.read_text() for p in set_aside] == ["不要丢"]
    assert messages.is_dir()
    aside = [p for p in messages.parent.iterdir() if ".file-set-aside-" in p.name]
    assert [p.read_text() for p in aside] == ["也不要丢"]
