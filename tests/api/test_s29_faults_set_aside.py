"""A persona `python -m app check` set aside is named as lost, and where it went (session 29,
faults 3): the persona answered a bare "No persona with id …" once its folder-turned-file or
its unreadable persona.json was renamed, as if it had never been; the audit of a damaged
persona answers its trail (its own file) instead of the persona's 500."""

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from app.cli import main
from app.settings import Settings


@pytest.fixture
def checked(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setenv("REDLINE_DATA_DIR", str(settings.data_dir))
    return lambda: main(["check"])


def test_a_persona_whose_folder_was_a_file_is_named_as_lost(
    client: TestClient[Any], settings: Settings, checked: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    persona = client.post("/api/personas", json={"name": "旅行随笔"}).json()
    folder = Path(settings.data_dir) / "personas" / persona["id"]
    shutil.rmtree(folder)
    folder.write_text("not a folder")
    assert checked() == 1
    said = capsys.readouterr().out
    assert f"DAMAGED persona {persona['id']}: its folder {folder} is a file" in said
    assert "The persona is gone from the app" in said
    aside = next(folder.parent.glob(f"{persona['id']}.file-set-aside-*"))

    answer = client.get(f"/api/personas/{persona['id']}")
    assert answer.status_code == 404
    detail = answer.json()["detail"]
    assert "is no longer here" in detail and f"personas/{aside.name}" in detail
    page = client.get(f"/personas/{persona['id']}", headers={"Accept": "text/html"})
    assert page.status_code == 404 and aside.name in page.text
    assert checked() == 0  # set aside once: the next check is clean


def test_a_persona_whose_file_was_set_aside_says_where(
    client: TestClient[Any], settings: Settings, checked: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    persona = client.post("/api/personas", json={"name": "Letters"}).json()
    path = Path(settings.data_dir) / "personas" / persona["id"] / "persona.json"
    path.write_text('{"id": "cut')
    audit = client.get(f"/api/personas/{persona['id']}/audit")
    assert audit.status_code == 200 and audit.json() == []  # its trail, not the 500
    assert checked() == 1
    capsys.readouterr()
    aside = next(path.parent.glob("persona.json.unreadable-*"))
    answer = client.get(f"/api/personas/{persona['id']}")
    assert answer.status_code == 404
    assert f"personas/{persona['id']}/{aside.name}" in answer.json()["detail"]
    # Mended and moved back, it is there again as it was.
    aside.rename(path)
    path.write_text(json.dumps({k: v for k, v in persona.items() if k != "preferences"}))
    assert client.get(f"/api/personas/{persona['id']}").json()["name"] == "Letters"


def test_an_unknown_persona_is_still_plainly_unknown(client: TestClient[Any]) -> None:
    answer = client.get("/api/personas/pnosuchthing1")
    assert answer.status_code == 404
    assert answer.json()["detail"] == "No persona with id 'pnosuchthing1'."
