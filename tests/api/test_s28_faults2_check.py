"""`check` names one damaged revision file in one line: the version it made shares the file
(linked at the commit), and was named a second time as 'version N' (session 28, faults 2)."""

from __future__ import annotations

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


def _check(settings: Settings, monkeypatch: pytest.MonkeyPatch, capsys) -> list[str]:
    for name in [n for n in os.environ if n.startswith("REDLINE_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("REDLINE_DATA_DIR", str(settings.data_dir))
    assert main(["check"]) == 1
    return [line for line in capsys.readouterr().out.splitlines() if "DAMAGED" in line]


def test_one_damaged_revision_file_is_one_line(
    tinydb_settings: Settings, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    with TestClient(app=create_app(tinydb_settings)) as client:
        made = client.post("/api/contents", json={"title": "周末", "body": "第一段。\n\n第二段。"})
        content_id = str(made.json()["id"])
        for ask in ["把“第二段”改成“第三段”", "把“第三段”改成“第四段”"]:
            sent = client.post("/api/chat/send", json={"content_id": content_id, "message": ask})
            assert sent.json()["assistant_message"]["status"] == "ok", sent.text
        history = client.get(f"/api/contents/{content_id}/history").json()
    revision = {entry["version"]: entry["id"] for entry in history}[2]
    folder = tinydb_settings.data_dir / "contents" / content_id
    damaged = folder / "revisions" / f"{revision}.json"
    damaged.write_bytes(damaged.read_bytes()[:100])

    lines = _check(tinydb_settings, monkeypatch, capsys)
    assert len(lines) == 1, lines
    assert str(damaged) in lines[0] and f"its revision {revision} cannot be read" in lines[0]


def test_a_version_file_of_its_own_damaged_is_still_named(
    tinydb_settings: Settings, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    with TestClient(app=create_app(tinydb_settings)) as client:
        made = client.post("/api/contents", json={"title": "T", "body": "One.\n\nTwo."})
        content_id = str(made.json()["id"])
    own = tinydb_settings.data_dir / "contents" / content_id / "versions" / "1.json"
    own.write_bytes(own.read_bytes()[:20])
    lines = _check(tinydb_settings, monkeypatch, capsys)
    assert [line for line in lines if f"DAMAGED {content_id}: version 1:" in line], lines
