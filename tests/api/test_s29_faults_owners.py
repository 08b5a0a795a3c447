"""With accounts, an article or persona whose owner cannot be read is nobody's but an admin's
(and an editor's, for an article), never every writer's (session 29, faults 3).

A hand-edited persona.json or article header without `owner_id` was read as the single-user
mode's "anyone's" (None) and opened to every writer; a persona whose persona.json could not be
read let any writer through the permission guard (its owner unknown was read as no owner).
What the single-user mode made before owners existed (no `owner_id` in its files) is said
outright to be anyone's as the first user is added, so it stays every writer's."""

import io
import json
import logging
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from app.accounts.service import Accounts
from app.settings import Settings
from app.testing.accounts import (
    PASSWORD,
    assert_article_shut_to,
    cheap_passwords,  # noqa: F401 (fixture)
    sign_in,
)
from app.testing.accounts import add_team as _people
from app.testing.accounts import sign_in_afresh as _as

pytestmark = pytest.mark.usefixtures("cheap_passwords")


def _drop_owner(path: Path, *inside: str) -> None:
    data = json.loads(path.read_text("utf-8"))
    record = data
    for key in inside:
        record = record[key]
    del record["owner_id"]
    path.write_text(json.dumps(data), "utf-8")


def test_a_persona_file_naming_no_owner_is_no_writers(
    app_and_accounts: tuple[TestClient[Any], Accounts],
    settings: Settings,
    app_log: list[logging.LogRecord],
) -> None:
    client, accounts = app_and_accounts
    _people(accounts)
    _as(client, "alice")
    persona = client.post("/api/personas", json={"name": "私人笔记"}).json()
    assert persona["owner_id"]
    _drop_owner(Path(settings.data_dir) / "personas" / persona["id"] / "persona.json")

    for who in ("carol", "alice"):
        _as(client, who)
        for url in (f"/api/personas/{persona['id']}", f"/api/personas/{persona['id']}/audit"):
            answer = client.get(url)
            assert answer.status_code == 403, (who, url, answer.text)
            assert "names no owner" in answer.json()["detail"]
            assert "私人笔记" not in answer.text
        assert persona["id"] not in [p["id"] for p in client.get("/api/personas").json()]
        page = client.get(f"/personas/{persona['id']}")
        assert page.status_code == 403 and "私人笔记" not in page.text
        renamed = client.patch(f"/api/personas/{persona['id']}", json={"name": "mine now"})
        assert renamed.status_code == 403, renamed.text
        made = client.post(
            "/api/contents", json={"title": "T", "body": "B.", "persona_id": persona["id"]}
        )
        assert made.status_code == 403, made.text
    _as(client, "root")
    assert client.get(f"/api/personas/{persona['id']}").json()["name"] == "私人笔记"
    assert client.get(f"/api/personas/{persona['id']}/audit").status_code == 200
    assert not [r.getMessage() for r in app_log if r.exc_info]


def test_an_article_header_naming_no_owner_is_no_writers(
    app_and_accounts: tuple[TestClient[Any], Accounts], settings: Settings
) -> None:
    client, accounts = app_and_accounts
    _people(accounts)
    _as(client, "alice")
    made = client.post("/api/contents", json={"title": "账本", "body": "三月的开支。"}).json()
    header = next((Path(settings.data_dir) / "contents").glob(f"**/{made['id']}/header.json"))
    _drop_owner(header, "content")

    for who in ("carol", "alice"):
        assert_article_shut_to(client, who, made["id"], "names no owner", "三月")
    _as(client, "ed")  # an editor reads every article, this one too
    assert client.get(f"/api/contents/{made['id']}").json()["body"] == "三月的开支。"
    assert json.loads(header.read_text("utf-8"))["content"].get("owner_id", "gone") == "gone"


def test_a_damaged_personas_owner_is_not_read_as_nobody(
    app_and_accounts: tuple[TestClient[Any], Accounts], settings: Settings
) -> None:
    """persona.json cut short: whose it is cannot be read. Any writer was let through to its
    audit trail once that trail was answered for a damaged persona; now only an admin."""
    client, accounts = app_and_accounts
    _people(accounts)
    _as(client, "alice")
    persona = client.post("/api/personas", json={"name": "Formal"}).json()
    (Path(settings.data_dir) / "personas" / persona["id"] / "persona.json").write_text('{"id')
    for who in ("carol", "alice"):
        _as(client, who)
        audit = client.get(f"/api/personas/{persona['id']}/audit")
        assert audit.status_code == 403, (who, audit.text)
        assert "persona.json cannot be read" in audit.json()["detail"]
        assert "only an admin may open this persona" in audit.json()["detail"]
    _as(client, "root")
    assert client.get(f"/api/personas/{persona['id']}/audit").json() == []
    answer = client.get(f"/api/personas/{persona['id']}")
    assert answer.status_code == 500 and "persona.json" in answer.json()["detail"]


def test_a_damaged_header_keeps_its_owner_from_the_list(
    app_and_accounts: tuple[TestClient[Any], Accounts], settings: Settings
) -> None:
    """An article whose header cannot be read: its writer still hears what is damaged (the
    list last read says whose it is), another writer is refused, not told."""
    client, accounts = app_and_accounts
    _people(accounts)
    _as(client, "alice")
    made = client.post("/api/contents", json={"title": "Plan", "body": "Alpha."}).json()
    assert client.get("/api/contents").status_code == 200  # the index holds it
    header = next((Path(settings.data_dir) / "contents").glob(f"**/{made['id']}/header.json"))
    header.write_text("{cut")
    answer = client.get(f"/api/contents/{made['id']}")
    assert answer.status_code == 500 and "damaged" in answer.json()["detail"]
    _as(client, "carol")
    refused = client.get(f"/api/contents/{made['id']}")
    assert refused.status_code == 403, refused.text
    assert made["id"] not in [c["id"] for c in client.get("/api/contents").json()]


def test_the_single_user_modes_records_stay_anyones_when_accounts_begin(
    client: TestClient[Any], settings: Settings
) -> None:
    """Files written before owners existed name none: adding the first user says outright
    that they are anyone's, so every writer keeps them (and nothing else is changed)."""
    made = client.post("/api/contents", json={"title": "Old", "body": "From before."}).json()
    persona = client.post("/api/personas", json={"name": "Old voice"}).json()
    header = next((Path(settings.data_dir) / "contents").glob(f"**/{made['id']}/header.json"))
    persona_file = Path(settings.data_dir) / "personas" / persona["id"] / "persona.json"
    _drop_owner(header, "content")
    _drop_owner(persona_file)

    added = client.post(
        "/api/users", json={"name": "root", "password": PASSWORD, "roles": ["admin"]}
    )
    assert added.status_code == 201, added.text
    assert json.loads(persona_file.read_text("utf-8"))["owner_id"] is None
    assert json.loads(header.read_text("utf-8"))["content"]["owner_id"] is None
    sign_in(client, "root")
    assert client.post(
        "/api/users", json={"name": "carol", "password": PASSWORD, "roles": ["writer"]}
    ).is_success
    _as(client, "carol")
    article = client.get(f"/api/contents/{made['id']}")
    assert article.status_code == 200 and article.json()["body"] == "From before."
    assert client.get(f"/api/personas/{persona['id']}").json()["name"] == "Old voice"


def test_check_names_a_record_naming_no_owner(
    app_and_accounts: tuple[TestClient[Any], Accounts],
    settings: Settings,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    client, accounts = app_and_accounts
    _people(accounts)
    _as(client, "alice")
    persona = client.post("/api/personas", json={"name": "Mine"}).json()
    persona_file = Path(settings.data_dir) / "personas" / persona["id"] / "persona.json"
    _drop_owner(persona_file)

    from app.cli import main

    monkeypatch.setenv("REDLINE_DATA_DIR", str(settings.data_dir))
    assert main(["check"]) == 1
    said = capsys.readouterr().out
    assert f"DAMAGED persona {persona['id']}: its file {persona_file} names no owner" in said
    assert "owner_id" not in json.loads(persona_file.read_text("utf-8"))  # named, not changed


def test_the_first_user_added_from_the_command_line_settles_them_too(
    client: TestClient[Any],
    settings: Settings,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    persona = client.post("/api/personas", json={"name": "旧的声音"}).json()
    persona_file = Path(settings.data_dir) / "personas" / persona["id"] / "persona.json"
    _drop_owner(persona_file)

    from app.cli import main

    monkeypatch.setenv("REDLINE_DATA_DIR", str(settings.data_dir))
    monkeypatch.setattr("sys.stdin", io.StringIO(PASSWORD + "\n"))
    assert main(["user", "add", "root", "--role", "admin", "--password-stdin"]) == 0
    said = capsys.readouterr().out
    assert "1 article(s) and persona(s) of the single-user mode named no owner" in said
    assert json.loads(persona_file.read_text("utf-8"))["owner_id"] is None
