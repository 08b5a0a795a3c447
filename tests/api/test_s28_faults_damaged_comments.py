"""An article's comments file cut short (or not JSON): its comments, its JSON export and the
whole desk feed (`GET /api/revisions`, every article's) answered 500 "Something went wrong"
with a traceback in the log. Now the feed lists every revision, the comments and the export
name the damaged file in a sentence, a new comment is refused without writing over the file,
and `check` names it."""

from __future__ import annotations

import logging
import os
from pathlib import Path

import pytest
from litestar.testing import TestClient

from app.cli import main
from app.main import create_app
from app.settings import Settings


@pytest.fixture
def tinydb_settings(tmp_path: Path) -> Settings:
    return Settings(  # type: ignore[call-arg]
        data_dir=tmp_path / "data", style_llm_extraction=False, _env_file=None
    )


@pytest.mark.parametrize("bad", [b'[{"_default": {"1": {"id": "c', b"\xff\xfe\x00"])
def test_a_damaged_comments_file_is_named_and_the_desk_still_lists(
    tinydb_settings: Settings,
    bad: bytes,
    app_log: list[logging.LogRecord],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    with TestClient(app=create_app(tinydb_settings)) as client:
        made = client.post("/api/contents", json={"title": "周末", "body": "第一段。\n\n第二段。"})
        content_id = made.json()["id"]
        sent = client.post(
            "/api/chat/send", json={"content_id": content_id, "message": "把“第二段”改成“第三段”"}
        )
        revision_id = sent.json()["revision"]["id"]
        said = client.post(f"/api/revisions/{revision_id}/comments", json={"text": "好"})
        assert said.status_code == 201, said.text
        path = tinydb_settings.data_dir / "comments" / f"{content_id}.json"
        path.write_bytes(bad)

        feed = client.get("/api/revisions")
        assert feed.status_code == 200, feed.text
        assert [e["id"] for e in feed.json()["entries"]] == [revision_id]
        for answer in (
            client.get(f"/api/revisions/{revision_id}/comments"),
            client.get(f"/api/contents/{content_id}/export?format=json"),
            client.post(f"/api/revisions/{revision_id}/comments", json={"text": "再看看"}),
        ):
            assert answer.status_code == 500
            detail = answer.json()["detail"]
            assert f"The comments on article {content_id!r} are damaged" in detail, detail
            assert f"comments/{content_id}.json" in detail
        assert path.read_bytes() == bad  # never written over
        assert client.get(f"/api/contents/{content_id}/history").status_code == 200
    assert not [r.getMessage() for r in app_log if r.exc_info]

    for name in [n for n in os.environ if n.startswith("REDLINE_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("REDLINE_DATA_DIR", str(tinydb_settings.data_dir))
    capsys.readouterr()
    assert main(["check"]) == 1
    assert f"DAMAGED comments of {content_id}: {path}" in capsys.readouterr().out
