"""A damaged persona, with accounts: its audit trail (its own file, intact) is answered to its
writer — since session 29 (it was the persona's 500 damage sentence); another writer is
refused as from the persona itself, and a caller who is not signed in gets 401 and nothing
more. A folder where persona.json or assertions.json belongs answered 500 'The data directory
could not be used (Is a directory)' with a traceback at every read (session 28, faults 2)."""

import logging
from pathlib import Path

import pytest
from litestar.testing import TestClient

from app.accounts.service import Accounts
from app.settings import Settings
from app.testing.accounts import (
    PASSWORD,
    cheap_passwords,  # noqa: F401 (fixture)
    sign_in,
)

pytestmark = pytest.mark.usefixtures("cheap_passwords")


def test_a_damaged_personas_audit_is_a_sentence(
    app_and_accounts: tuple[TestClient, Accounts],
    settings: Settings,
    app_log: list[logging.LogRecord],
) -> None:
    client, accounts = app_and_accounts
    accounts.add_user("王小明", PASSWORD, ["writer"])
    accounts.add_user("carol", PASSWORD, ["writer"])
    sign_in(client, "王小明")
    made = client.post("/api/contents", json={"title": "早报", "body": "今天有雨。"}).json()
    persona_id = made["persona_id"]
    assert client.get(f"/api/personas/{persona_id}/audit").status_code == 200
    path = Path(settings.data_dir) / "personas" / persona_id / "persona.json"
    path.write_bytes(b"{cut sho")

    said = {}
    for who in ("王小明", "carol", None):
        client.cookies.clear()
        if who:
            sign_in(client, who)
        plain = client.get(f"/api/personas/{persona_id}")
        audit = client.get(f"/api/personas/{persona_id}/audit")
        said[who] = (plain, audit)
        if who != "王小明":
            assert audit.status_code == plain.status_code, (who, audit.text, plain.text)
            assert audit.json()["detail"] == plain.json()["detail"], who
    plain, audit = said["王小明"]
    assert plain.status_code == 500
    assert "persona.json" in plain.json()["detail"]
    assert audit.status_code == 200, audit.text
    assert isinstance(audit.json(), list)
    assert said["carol"][1].status_code == 403
    assert said[None][1].status_code in (401, 403, 404)
    assert "persona.json" not in said[None][1].text
    assert not [r.getMessage() for r in app_log if r.exc_info]


@pytest.mark.parametrize("name", ["persona.json", "assertions.json"])
def test_a_folder_where_a_personas_file_belongs_is_named(
    app_and_accounts: tuple[TestClient, Accounts],
    settings: Settings,
    app_log: list[logging.LogRecord],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    name: str,
) -> None:
    """persona.json a folder (a copy gone wrong): the persona, its audit and every list of
    personas answered 500 'The data directory could not be used (Is a directory)' with a
    traceback each time; now the persona's damage in a sentence, the lists working."""
    client, accounts = app_and_accounts
    accounts.add_user("王小明", PASSWORD, ["writer"])
    sign_in(client, "王小明")
    made = client.post("/api/contents", json={"title": "早报", "body": "今天有雨。"}).json()
    persona_id = made["persona_id"]
    other = client.post("/api/personas", json={"name": "正式"}).json()
    path = Path(settings.data_dir) / "personas" / persona_id / name
    path.unlink(missing_ok=True)
    path.mkdir()
    answer = client.get(f"/api/personas/{persona_id}")
    assert answer.status_code == 500, answer.text
    assert f"its file {name} cannot be read (it is a folder" in answer.json()["detail"]
    assert client.get(f"/api/personas/{persona_id}/audit").status_code == 200
    listed = client.get("/api/personas")
    assert listed.status_code == 200, listed.text
    assert other["id"] in [p["id"] for p in listed.json()]
    assert client.get(f"/articles/{made['id']}").status_code == 200
    sent = client.post(
        "/api/chat/send", json={"content_id": made["id"], "message": "把“雨”改成“雪”"}
    )
    assert sent.json()["content"]["body"] == "今天有雪。", sent.text
    assert not [r.getMessage() for r in app_log if r.exc_info]

    from app.cli import main

    monkeypatch.setenv("REDLINE_DATA_DIR", str(settings.data_dir))
    main(["check"])
    said = capsys.readouterr().out
    assert f"moved aside the folder {path}, where a file belongs" in said, said
