"""A revision file cut short (a copy stopped half-way, a disk error): the article's history,
its page, its JSON export and every diff through that version answered 500, though the
article's other files keep almost all of it. Now the history lists the revision as damaged
with a sentence naming the file (and what the conversation says of it), the rest of the
history, the page, the diff, restore and the next turn work, and `check` names the file."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from litestar.testing import TestClient

from app.cli import main
from app.main import create_app
from app.settings import Settings

ASKS = ["把“第二段”改成“第三段”", "把“第三段”改成“第四段”", "把“第四段”改成“第五段”"]


@pytest.fixture
def tinydb_settings(tmp_path: Path) -> Settings:
    return Settings(  # type: ignore[call-arg]
        data_dir=tmp_path / "data", style_llm_extraction=False, _env_file=None
    )


def _edited(settings: Settings) -> tuple[str, dict[int, str]]:
    """An article taken to V4 by three turns; the id of the revision that made each version."""
    with TestClient(app=create_app(settings)) as client:
        made = client.post("/api/contents", json={"title": "周末", "body": "第一段。\n\n第二段。"})
        content_id = str(made.json()["id"])
        for ask in ASKS:
            sent = client.post("/api/chat/send", json={"content_id": content_id, "message": ask})
            assert sent.json()["assistant_message"]["status"] == "ok", sent.text
        history = client.get(f"/api/contents/{content_id}/history").json()
    return content_id, {entry["version"]: entry["id"] for entry in history}


@pytest.mark.parametrize("made", [3, 4], ids=["an-earlier-version", "the-current-version"])
def test_a_damaged_revision_file_is_named_and_the_rest_of_the_article_works(
    tinydb_settings: Settings,
    made: int,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    content_id, revisions = _edited(tinydb_settings)
    folder = tinydb_settings.data_dir / "contents" / content_id
    damaged = folder / "revisions" / f"{revisions[made]}.json"
    damaged.write_bytes(damaged.read_bytes()[:100])  # cut short (its version file with it)

    with TestClient(app=create_app(tinydb_settings)) as client:
        history = client.get(f"/api/contents/{content_id}/history")
        assert history.status_code == 200, history.text
        entries = history.json()
        assert [e["version"] for e in entries] == [2, 3, 4]
        named = entries[made - 2]
        assert named["kind"] == "damaged" and named["id"] == revisions[made]
        assert named["base_version"] == made - 1 and named["suggestion"] == ASKS[made - 2]
        assert f"its revision {revisions[made]} cannot be read" in named["damage"]
        assert "python -m app check" in named["damage"]
        assert [e["damage"] for e in entries if e is not named] == [None, None]

        assert client.get(f"/articles/{content_id}").status_code == 200
        assert client.get(f"/api/chat/revisions/{content_id}").status_code == 200
        export = client.get(f"/api/contents/{content_id}/export?format=json").json()
        assert [d["id"] for d in export["damaged_revisions"]] == [revisions[made]]
        # Its version's text is the current one's, or the original of the revision after it.
        text = client.get(f"/api/contents/{content_id}/versions/{made}")
        assert text.json()["body"] == f"第一段。\n\n第{'三四五'[made - 2]}段。", text.text
        diff = client.get(f"/api/contents/{content_id}/diff?from=1&to={made}")
        assert diff.status_code == 200, diff.text
        restored = client.post(
            f"/api/contents/{content_id}/restore", json={"version": made, "base_version": 4}
        )
        assert restored.status_code == 200, restored.text
        sent = client.post(
            "/api/chat/send", json={"content_id": content_id, "message": "把“第一段”改成“开头”"}
        )
        assert sent.json()["assistant_message"]["status"] == "ok", sent.text
        assert client.get(f"/api/contents/{content_id}").json()["body"].startswith("开头。")

    for name in [n for n in os.environ if n.startswith("REDLINE_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("REDLINE_DATA_DIR", str(tinydb_settings.data_dir))
    assert main(["check"]) == 1
    said = capsys.readouterr().out
    assert f"DAMAGED {content_id}:" in said and str(damaged) in said, said
    assert f"its revision {revisions[made]} cannot be read" in said
    assert damaged.exists()  # left as it is: nothing deleted


def test_a_version_file_gone_is_read_from_the_revision_made_on_it(
    tinydb_settings: Settings, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """V1's own file moved away (or a folder where it belongs, set aside at start-up): it
    answered 404 "has no version 1", as if the article never had one."""
    content_id, _ = _edited(tinydb_settings)
    (tinydb_settings.data_dir / "contents" / content_id / "versions" / "1.json").unlink()
    with TestClient(app=create_app(tinydb_settings)) as client:
        first = client.get(f"/api/contents/{content_id}/versions/1")
        assert first.status_code == 200, first.text
        assert first.json() == {"version": 1, "title": "周末", "body": "第一段。\n\n第二段。"}
    for name in [n for n in os.environ if n.startswith("REDLINE_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("REDLINE_DATA_DIR", str(tinydb_settings.data_dir))
    assert main(["check"]) == 1
    said = capsys.readouterr().out
    assert f"DAMAGED {content_id}: version 1:" in said and "its file is missing" in said, said
