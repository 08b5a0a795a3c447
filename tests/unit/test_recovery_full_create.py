"""A new article whose first commit point (journal.json) was written but whose files could
not be (the disk filled up, inodes ran out): the writer was told "the article was saved … reload
to see it", yet no list showed it until a restart, and its id was never answered. Nobody had
been told of it, so it is taken back whole: 507 "nothing was saved", no folder left, and a
restart brings no article the writer was told was not saved."""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.store.commits import CommitLog
from app.store.tinydb_store import TinyDBStore

ARTICLE = {"title": "秋天的公园", "body": "十五个人去了公园。\n\n天气很好。"}


def test_a_create_the_disk_cannot_finish_is_taken_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = Settings(data_dir=tmp_path, _env_file=None)  # type: ignore[call-arg]
    real = CommitLog._apply_durably

    def full(self: CommitLog, content_id: str, journal: Any) -> None:
        real(self, content_id, journal)  # some files written, then the disk is full
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    with TestClient(app=create_app(settings)) as client:
        kept = client.post("/api/contents", json={"title": "Bus", "body": "It came."})
        monkeypatch.setattr(CommitLog, "_apply_durably", full)
        refused = client.post("/api/contents", json=ARTICLE)
        monkeypatch.undo()
        assert refused.status_code == 507
        assert refused.json()["detail"] == "The disk is full; nothing was saved."
        assert [a["title"] for a in client.get("/api/contents").json()] == ["Bus"]
        again = client.post("/api/contents", json=ARTICLE)
        assert again.status_code == 201
    folders = sorted(p.name for p in (tmp_path / "contents").iterdir())
    assert folders == sorted([kept.json()["id"], again.json()["id"]])
    titles = sorted(c.title for c in TinyDBStore(tmp_path).list_contents())
    assert titles == ["Bus", "秋天的公园"]
