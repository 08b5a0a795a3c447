"""A version file past the article's last version that cannot be read (half-written by a crash
before commits were journaled, or by a copy cut short): `python -m app check` named nothing and
said every file was consistent, and the next edit on the article, which takes that number,
answered 500 ("its version 3 cannot be read") however often `check` was run. Now both set the
file aside (renamed, nothing deleted) and say so; the edit is saved."""

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


def _article_with_a_stray_version(settings: Settings) -> tuple[str, Path]:
    """An article at V2 and a half-written versions/3.json beside it."""
    with TestClient(app=create_app(settings)) as client:
        made = client.post("/api/contents", json={"title": "周末", "body": "第一段。\n\n第二段。"})
        content_id = made.json()["id"]
        edited = client.put(
            f"/api/contents/{content_id}", json={"body": "第一段。\n\n第三段。", "base_version": 1}
        )
        assert edited.json()["version"] == 2
    versions = settings.data_dir / "contents" / content_id / "versions"
    whole = (versions / "2.json").read_bytes()
    (versions / "3.json").write_bytes(whole[: len(whole) // 2])
    return content_id, versions


def _put(settings: Settings, content_id: str, body: str, base: int) -> tuple[int, dict]:
    with TestClient(app=create_app(settings)) as client:
        answer = client.put(
            f"/api/contents/{content_id}", json={"body": body, "base_version": base}
        )
        return answer.status_code, answer.json()


def test_check_sets_the_half_written_version_aside_and_the_next_edit_is_saved(
    tinydb_settings: Settings, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    content_id, versions = _article_with_a_stray_version(tinydb_settings)
    half = (versions / "3.json").read_bytes()
    for name in [n for n in os.environ if n.startswith("REDLINE_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("REDLINE_DATA_DIR", str(tinydb_settings.data_dir))
    monkeypatch.chdir(tinydb_settings.data_dir.parent)

    assert main(["check"]) == 0
    said = capsys.readouterr().out
    assert f"article {content_id}: set aside version file 3.json" in said
    assert "past the article's last version V2" in said
    aside = [p for p in versions.iterdir() if p.name.startswith("3.json.unreadable-")]
    assert len(aside) == 1 and aside[0].read_bytes() == half  # kept, byte for byte
    assert not (versions / "3.json").exists()

    assert main(["check"]) == 0  # once set aside, nothing more to say about it
    assert "set aside" not in capsys.readouterr().out

    status, saved = _put(tinydb_settings, content_id, "第一段。\n\n第四段。", 2)
    assert status == 200 and saved["version"] == 3 and saved["body"] == "第一段。\n\n第四段。"


def test_an_edit_sets_the_half_written_version_aside_by_itself(
    tinydb_settings: Settings,
) -> None:
    content_id, versions = _article_with_a_stray_version(tinydb_settings)
    status, saved = _put(tinydb_settings, content_id, "第一段。\n\n第四段。", 2)
    assert status == 200, saved
    assert saved["version"] == 3
    assert [p.name.startswith("3.json.unreadable-") for p in versions.iterdir()].count(True) == 1
    with TestClient(app=create_app(tinydb_settings)) as client:
        history = client.get(f"/api/contents/{content_id}/history").json()
        assert [r["version"] for r in history] == [2, 3]
        v3 = client.get(f"/api/contents/{content_id}/versions/3").json()
        assert v3["body"] == "第一段。\n\n第四段。"


def test_an_unreadable_version_the_header_counts_is_still_damage(
    tinydb_settings: Settings, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Only a file past the last version is a stray: one the article counts is its history,
    never set aside. Its text is read from what keeps it (here the revision that made it,
    session 28), and `check` names the file as damaged."""
    content_id, versions = _article_with_a_stray_version(tinydb_settings)
    (versions / "3.json").unlink()
    whole = (versions / "2.json").read_bytes()
    (versions / "2.json").unlink()  # a second name of the revision's file: break this one
    (versions / "2.json").write_bytes(whole[:20])
    with TestClient(app=create_app(tinydb_settings)) as client:
        answer = client.get(f"/api/contents/{content_id}/versions/2")
        assert answer.status_code == 200, answer.text
        assert answer.json()["body"] == "第一段。\n\n第三段。"
    for name in [n for n in os.environ if n.startswith("REDLINE_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("REDLINE_DATA_DIR", str(tinydb_settings.data_dir))
    assert main(["check"]) == 1
    assert f"DAMAGED {content_id}: version 2:" in capsys.readouterr().out
    assert (versions / "2.json").read_bytes() == whole[:20]


def test_a_file_of_json_nested_past_the_reader_is_damage_not_a_failed_start(
    tinydb_settings: Settings,
) -> None:
    """A header (or a conversation line) of `[[[[…]]]]`: reading it raised RecursionError,
    which stopped the store from opening at all — no article could be served. Now it is one
    damaged article (repaired from its journals where they are there, else said as damaged),
    and the others are served."""
    content_id, versions = _article_with_a_stray_version(tinydb_settings)
    (versions / "3.json").unlink()
    with TestClient(app=create_app(tinydb_settings)) as client:
        other = client.post("/api/contents", json={"title": "B", "body": "一。\n\n二。"}).json()
        sent = client.post(
            "/api/chat/send", json={"content_id": other["id"], "message": "把“二”改成“三”"}
        )
        assert sent.json()["assistant_message"]["status"] == "ok"
    folder = tinydb_settings.data_dir / "contents"
    (folder / content_id / "header.json").write_bytes(b"[" * 5_000 + b"]" * 5_000)
    log = sorted((folder / other["id"] / "messages").glob("*.jsonl"))[-1]
    with log.open("ab") as file:  # a line no message can be: skipped, as a torn line is
        file.write(b'{"id": ' + b"[" * 5_000 + b"]" * 5_000 + b', "role": "user"}\n')
    with TestClient(app=create_app(tinydb_settings)) as client:
        damaged = client.get(f"/api/contents/{content_id}")
        if damaged.status_code == 200:  # its header written again from its commits' journals
            assert damaged.json()["body"] == "第一段。\n\n第三段。"
        else:
            assert damaged.status_code == 500
            assert (
                f"Article {content_id!r} is damaged: its header cannot be read"
                in (damaged.json()["detail"])
            )
        assert client.get(f"/api/contents/{other['id']}").json()["body"] == "一。\n\n三。"
        session = client.get(f"/api/chat/sessions/{other['id']}").json()
        assert [m["role"] for m in session["path"]][-2:] == ["user", "assistant"]
