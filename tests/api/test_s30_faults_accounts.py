"""Accounts read on the safe side (session 30, faults).

1. With accounts, an article or persona whose file says `owner_id: null` — the single-user
   mode's "anyone's" — yet was made after accounts began was hand-edited: every writer could
   open it. Now it is nobody's but an admin's (an editor reads it as every article), as a
   file naming no owner is; what the single-user mode made stays every writer's.
2. A user record without `disabled`, or a key's without `revoked_at`, was read as allowed in.
   Now as disabled / revoked, and `check` names it.
3. A cut accounts file: the answer named the server's path and the parser's words. Now a
   sentence without them (the log and `check` name the file).
4. POST /api/users while the accounts are lost or cut answered 500. Now 409 with the
   sentence, and nothing is written."""

import json
import logging
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from litestar.testing import TestClient

from app.accounts.service import Accounts
from app.main import create_app
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


def _accounts_file(settings: Settings) -> Path:
    return Path(settings.data_dir) / "accounts" / "accounts.json"


def _edit(path: Path, change: Any) -> None:
    data = json.loads(path.read_text("utf-8"))
    change(data)
    path.write_text(json.dumps(data), "utf-8")


def test_a_null_owner_written_after_accounts_began_is_no_writers(
    app_and_accounts: tuple[TestClient[Any], Accounts], settings: Settings
) -> None:
    client, accounts = app_and_accounts
    _people(accounts)
    _as(client, "alice")
    made = client.post("/api/contents", json={"title": "账本", "body": "三月的开支。"}).json()
    persona = client.post("/api/personas", json={"name": "私人笔记"}).json()
    header = next((Path(settings.data_dir) / "contents").glob(f"**/{made['id']}/header.json"))
    persona_file = Path(settings.data_dir) / "personas" / persona["id"] / "persona.json"
    _edit(header, lambda d: d["content"].update(owner_id=None, shared_with=["ucarol"]))
    _edit(persona_file, lambda d: d.update(owner_id=None))

    for who in ("carol", "alice"):
        assert_article_shut_to(client, who, made["id"], "says owner_id null", "三月")
        got = client.get(f"/api/personas/{persona['id']}")
        assert got.status_code == 403 and "私人笔记" not in got.text
        assert persona["id"] not in [p["id"] for p in client.get("/api/personas").json()]
        page = client.get(f"/articles/{made['id']}")
        assert page.status_code == 403 and "三月" not in page.text
    _as(client, "ed")  # an editor reads every article
    assert client.get(f"/api/contents/{made['id']}").json()["body"] == "三月的开支。"
    _as(client, "root")
    assert client.get(f"/api/personas/{persona['id']}").json()["name"] == "私人笔记"


def test_what_the_single_user_mode_made_with_null_stays_every_writers(
    client: TestClient[Any], settings: Settings
) -> None:
    made = client.post("/api/contents", json={"title": "Old", "body": "From before."}).json()
    assert made["owner_id"] is None
    added = client.post(
        "/api/users", json={"name": "root", "password": PASSWORD, "roles": ["admin"]}
    )
    assert added.status_code == 201, added.text
    sign_in(client, "root")
    client.post("/api/users", json={"name": "carol", "password": PASSWORD, "roles": ["writer"]})
    _as(client, "carol")
    assert client.get(f"/api/contents/{made['id']}").json()["body"] == "From before."
    assert made["id"] in [c["id"] for c in client.get("/api/contents").json()]


def test_check_names_a_null_owner_written_after_accounts_began(
    app_and_accounts: tuple[TestClient[Any], Accounts],
    settings: Settings,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    client, accounts = app_and_accounts
    _people(accounts)
    _as(client, "alice")
    made = client.post("/api/contents", json={"title": "T", "body": "B."}).json()
    header = next((Path(settings.data_dir) / "contents").glob(f"**/{made['id']}/header.json"))
    _edit(header, lambda d: d["content"].update(owner_id=None))

    from app.cli import main

    monkeypatch.setenv("REDLINE_DATA_DIR", str(settings.data_dir))
    assert main(["check"]) == 1
    said = capsys.readouterr().out
    assert f"DAMAGED article {made['id']}: its file {header} says owner_id null" in said, said
    assert json.loads(header.read_text("utf-8"))["content"]["owner_id"] is None  # not changed


@pytest.mark.parametrize("missing", ["absent", "null"])
def test_a_user_record_not_saying_disabled_is_read_as_disabled(
    app_and_accounts: tuple[TestClient[Any], Accounts], settings: Settings, missing: str
) -> None:
    client, accounts = app_and_accounts
    _people(accounts)
    carol = accounts.user_named("carol")

    def strip(data: dict[str, Any]) -> None:
        for record in data["users"].values():
            if record["id"] == carol.id:
                if missing == "absent":
                    del record["disabled"]
                else:
                    record["disabled"] = None

    _edit(_accounts_file(settings), strip)
    with TestClient(app=create_app(settings)) as restarted:
        refused = restarted.post(
            "/login",
            data={"name": "carol", "password": PASSWORD, "next": "/"},
            follow_redirects=False,
        )
        assert refused.status_code == 401, refused.text
        sign_in(restarted, "root")
        listed = {u["name"]: u for u in restarted.get("/api/users").json()}
        assert listed["carol"]["disabled"] is True and listed["alice"]["disabled"] is False
        enabled = restarted.patch(f"/api/users/{carol.id}", json={"disabled": False})
        assert enabled.status_code == 200 and enabled.json()["disabled"] is False
        restarted.cookies.clear()
        sign_in(restarted, "carol")  # an admin let them in again: the record says so now


def test_a_key_record_not_saying_revoked_is_read_as_revoked(
    app_and_accounts: tuple[TestClient[Any], Accounts],
    settings: Settings,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    client, accounts = app_and_accounts
    _people(accounts)
    alice = accounts.user_named("alice")
    key = accounts.create_key(alice.id, ["read"])
    bearer = {"Authorization": f"Bearer {key.key}"}
    assert client.get("/api/contents", headers=bearer).status_code == 200

    def strip(data: dict[str, Any]) -> None:
        for record in data["keys"].values():
            del record["revoked_at"]
        for record in data["users"].values():
            if record["name"] == "ed":
                del record["disabled"]

    _edit(_accounts_file(settings), strip)
    with TestClient(app=create_app(settings)) as restarted:
        refused = restarted.get("/api/contents", headers=bearer)
        assert refused.status_code == 401, refused.text
        sign_in(restarted, "root")
        listed = restarted.get("/api/keys").json()
        assert listed[0]["revoked_at"] is not None

    from app.cli import main

    monkeypatch.setenv("REDLINE_DATA_DIR", str(settings.data_dir))
    assert main(["check"]) == 1
    said = capsys.readouterr().out
    assert f"the API key {key.id!r}" in said and "read as revoked" in said, said
    ed = accounts.user_named("ed")
    assert f"the user {ed.id!r}" in said and "read as disabled" in said, said


def test_a_cut_accounts_file_is_told_without_the_servers_paths(
    app_and_accounts: tuple[TestClient[Any], Accounts],
    settings: Settings,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    app_log: list[logging.LogRecord],
) -> None:
    client, accounts = app_and_accounts
    _people(accounts)
    path = _accounts_file(settings)
    path.write_text(path.read_text("utf-8")[:60], "utf-8")
    with TestClient(app=create_app(settings)) as restarted:
        for answer in (
            restarted.get("/api/contents"),
            restarted.get("/api/account"),
            restarted.get("/", headers={"Accept": "application/json"}),
        ):
            assert answer.status_code == 500, answer.text
            detail = answer.json()["detail"]
            assert "accounts file" in detail and "cannot be read" in detail
            assert str(settings.data_dir) not in answer.text and "/tmp" not in answer.text
            assert "char " not in detail  # the parser's words stay in the log
    assert any(str(path) in r.getMessage() for r in app_log)  # the log names the file

    from app.cli import main

    monkeypatch.setenv("REDLINE_DATA_DIR", str(settings.data_dir))
    assert main(["check"]) == 1
    assert f"The file: {path}" in capsys.readouterr().out


@pytest.mark.parametrize("loss", ["removed", "emptied", "cut"])
def test_adding_a_user_while_the_accounts_are_lost_is_409_and_writes_nothing(
    app_and_accounts: tuple[TestClient[Any], Accounts], settings: Settings, loss: str
) -> None:
    client, accounts = app_and_accounts
    accounts.add_user("alice", PASSWORD, ["writer"])
    sign_in(client, "alice")
    client.post("/api/contents", json={"title": "日记", "body": "不给别人看。"})
    path = _accounts_file(settings)
    if loss == "removed":
        path.unlink()
    elif loss == "emptied":
        path.write_text("{}")
    else:
        path.write_text(path.read_text("utf-8")[:60], "utf-8")
    before = sorted(p.name for p in path.parent.iterdir())
    held = path.read_bytes() if path.exists() else None

    with TestClient(app=create_app(settings)) as restarted:
        added = restarted.post(
            "/api/users", json={"name": "mallory", "password": PASSWORD, "roles": ["admin"]}
        )
        assert added.status_code == 409, added.text
        detail = added.json()["detail"]
        assert "no user or key can be added or changed here" in detail
        assert str(settings.data_dir) not in detail
        keyed = restarted.post("/api/keys", json={"user_id": "u1", "scopes": ["read"]})
        assert keyed.status_code == 409, keyed.text
        listed = restarted.get("/api/users")  # reading is not a change: still the 500
        assert listed.status_code == 500, listed.text
    assert sorted(p.name for p in path.parent.iterdir()) == before
    assert (path.read_bytes() if path.exists() else None) == held


@pytest.mark.parametrize(
    ("asked", "went"),
    [
        ("/?q=周末", "/?q=%E5%91%A8%E6%9C%AB"),
        ("/\u202e", "/%E2%80%AE"),
        ("/articles/c1?tab=history", "/articles/c1?tab=history"),
        ("/?q=%E5%91%A8", "/?q=%E5%91%A8"),  # already an address: kept as it is
        ("/?q=\ud800", "/"),
        ("/x\x7f", "/"),
    ],
)
def test_signing_in_goes_back_to_a_page_whose_address_is_not_ascii(
    app_and_accounts: tuple[TestClient[Any], Accounts], asked: str, went: str
) -> None:
    """A writer whose session ended on a search for 周末 signed in again and met a 500: the
    address went into the Location header as it was, and a header is ASCII."""
    client, accounts = app_and_accounts
    accounts.add_user("alice", PASSWORD, ["writer"])
    sent = quote(asked.encode("utf-8", "surrogatepass"), safe="")
    signed = client.post(
        "/login",
        content=f"name=alice&password={quote(PASSWORD, safe='')}&next={sent}",
        headers={
            "content-type": "application/x-www-form-urlencoded",
            "origin": "http://testserver.local",
        },
        follow_redirects=False,
    )
    assert signed.status_code == 303, signed.text
    location = signed.headers["location"]
    assert location == went or (went == "/" and location.isascii() and "%" in location)


@pytest.mark.parametrize(
    "damage",
    ["a record a string", "roles a string", "an unknown role", "created_at garbage", "no hash"],
)
def test_a_damaged_user_record_is_a_sentence_not_a_500_of_nothing(
    app_and_accounts: tuple[TestClient[Any], Accounts], settings: Settings, damage: str
) -> None:
    client, accounts = app_and_accounts
    _people(accounts)

    def spoil(data: dict[str, Any]) -> None:
        users = data["users"]
        first = next(iter(users.values()))
        if damage == "a record a string":
            users["99"] = "alice"
        elif damage == "roles a string":
            first["roles"] = "admin"
        elif damage == "an unknown role":
            first["roles"] = ["god"]
        elif damage == "created_at garbage":
            first["created_at"] = "yesterday"
        else:
            del first["password_hash"]

    _edit(_accounts_file(settings), spoil)
    with TestClient(app=create_app(settings)) as restarted:
        signed = restarted.post(
            "/login",
            data={"name": "alice", "password": PASSWORD, "next": "/"},
            follow_redirects=False,
        )
        assert signed.status_code == 500, signed.text
        detail = signed.json()["detail"]
        assert "accounts" in detail and "cannot be read" in detail, detail
        assert str(settings.data_dir) not in signed.text


@pytest.mark.parametrize("held", ["null", "[]", '"users"'])
def test_an_accounts_file_of_another_shape_is_not_read_as_no_users(
    app_and_accounts: tuple[TestClient[Any], Accounts], settings: Settings, held: str
) -> None:
    """`null` or `[]` was read as an empty file: the single-user mode, where anyone may add
    themselves as an admin."""
    client, accounts = app_and_accounts
    _people(accounts)
    _accounts_file(settings).write_text(held)
    with TestClient(app=create_app(settings)) as restarted:
        answer = restarted.get("/api/contents")
        assert answer.status_code == 500 and "cannot be read" in answer.json()["detail"]
        added = restarted.post(
            "/api/users", json={"name": "mallory", "password": PASSWORD, "roles": ["admin"]}
        )
        assert added.status_code == 409, added.text
    assert _accounts_file(settings).read_text() == held


@pytest.mark.parametrize("loss", ["emptied", "removed"])
def test_accounts_lost_before_anything_was_owned_are_still_lost(
    app_and_accounts: tuple[TestClient[Any], Accounts], settings: Settings, loss: str
) -> None:
    """Users made, nothing written by them yet (or only what the single-user mode made): the
    accounts emptied or removed fell back to the single-user mode — anyone could add
    themselves as an admin. A mark kept beside the users says they were made."""
    client, accounts = app_and_accounts
    made = client.post("/api/contents", json={"title": "Old", "body": "Before."}).json()
    _people(accounts)
    path = _accounts_file(settings)
    path.write_text("{}") if loss == "emptied" else path.unlink()
    with TestClient(app=create_app(settings)) as restarted:
        for url in ("/api/contents", f"/api/contents/{made['id']}", "/api/account"):
            answer = restarted.get(url)
            assert answer.status_code == 500, (url, answer.text)
            assert "the accounts were lost" in answer.json()["detail"]
        added = restarted.post(
            "/api/users", json={"name": "mallory", "password": PASSWORD, "roles": ["admin"]}
        )
        assert added.status_code == 409, added.text
        assert restarted.get("/healthz").status_code == 200


def test_a_store_of_accounts_made_before_the_mark_is_marked_as_it_is_read(
    app_and_accounts: tuple[TestClient[Any], Accounts], settings: Settings
) -> None:
    client, accounts = app_and_accounts
    _people(accounts)
    mark = Path(settings.data_dir) / "accounts" / "users-made-at"
    mark.unlink()  # as a store of an earlier version has none
    with TestClient(app=create_app(settings)) as restarted:
        assert restarted.get("/api/contents").status_code == 401  # accounts read: marked
    assert mark.exists()
    _accounts_file(settings).write_text("{}")
    with TestClient(app=create_app(settings)) as restarted:
        assert "the accounts were lost" in restarted.get("/api/contents").json()["detail"]
