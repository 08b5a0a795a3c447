"""Accounts' loose ends (session 31, faults).

1. A user could be named like another user's id ("u…" of 12 characters): `user list`, the
   audit's and the sharing's lines name users by id and by name side by side, so the name
   read as that other user. Now 409 with a sentence (any case), for key ids too.
2. A revoked key cannot be made to work again (it may have leaked), yet its holder was told
   only "not valid: mistyped, revoked, or its user is disabled", and revoking it again said
   nothing of it. Now the holder of the real secret is told when it was revoked and that a
   revoked key stays revoked: ask an admin for a new one; a guessed key is told none of it.
3. The null-owner rule ("owner_id null: the single-user mode's, anyone's — unless made after
   accounts began") took "accounts began" from the oldest user. Accounts lost and an admin
   added again (as the 'accounts were lost' sentence advises) moved it to that admin: an
   article made by a writer meanwhile, its file hand-edited to null or to no owner at all,
   became every writer's (and `user add` rewrote the no-owner one as anyone's). Now it
   begins when users were first made here (the mark kept apart), and `user add` settles
   files naming no owner only where users were never made.
4. A key could be made with a scope its user's roles cannot use (admin for a writer, read for
   an admin alone, suggest for an editor), or for a disabled user: 201, and then every
   request with it 403 (or 401). Now 400 / 409 with a sentence, and no key is made.
5. An article could be shared with an editor or an admin who is no writer: 200, and it gave
   them nothing (sharing lets a writer work on it). Now 400 with a sentence."""

import io
import json
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from app.accounts.service import Accounts
from app.main import create_app
from app.settings import Settings
from app.testing.accounts import (
    PASSWORD,
    cheap_passwords,  # noqa: F401 (fixture)
    sign_in,
    sign_in_afresh,
)

pytestmark = pytest.mark.usefixtures("cheap_passwords")


@pytest.fixture
def admin(app_and_accounts: tuple[TestClient[Any], Accounts]) -> dict[str, str]:
    _, accounts = app_and_accounts
    root = accounts.add_user("root", PASSWORD, ["admin", "writer"])
    return {"Authorization": f"Bearer {accounts.create_key(root.id, ['admin'], '脚本').key}"}


def _add(client: TestClient[Any], admin: dict[str, str], name: str) -> Any:
    return client.post(
        "/api/users", json={"name": name, "password": PASSWORD, "roles": ["writer"]}, headers=admin
    )


def test_a_name_that_is_another_users_or_keys_id_is_refused(
    app_and_accounts: tuple[TestClient[Any], Accounts], admin: dict[str, str]
) -> None:
    client, accounts = app_and_accounts
    alice = _add(client, admin, "alice").json()
    key_id = accounts.list_keys()[0].id
    for name in (alice["id"], alice["id"].upper(), f" {key_id} "):
        answer = _add(client, admin, name)
        assert answer.status_code == 409, answer.text
        assert "is the id of another user or API key" in answer.json()["detail"]
    names = [u["name"] for u in client.get("/api/users", headers=admin).json()]
    assert names == ["root", "alice"]
    assert _add(client, admin, "u" + alice["id"]).status_code == 201  # not an id: a name


def test_a_revoked_key_says_it_stays_revoked_and_what_to_do(
    app_and_accounts: tuple[TestClient[Any], Accounts],
    admin: dict[str, str],
    settings: Settings,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    client, accounts = app_and_accounts
    alice = _add(client, admin, "alice").json()
    made = client.post(
        "/api/keys", json={"user_id": alice["id"], "scopes": ["read"]}, headers=admin
    ).json()
    script = {"Authorization": f"Bearer {made['key']}"}
    assert client.get("/api/contents", headers=script).status_code == 200
    assert client.delete(f"/api/keys/{made['id']}", headers=admin).status_code == 200

    refused = client.get("/api/contents", headers=script)
    assert refused.status_code == 401
    detail = refused.json()["detail"]
    assert detail.startswith("This API key was revoked on 20"), detail
    assert "A revoked key stays revoked: ask an admin for a new one" in detail
    guessed = {"Authorization": f"Bearer rk_{made['id']}_guessed"}
    detail = client.get("/api/contents", headers=guessed).json()["detail"]
    assert "revoked" not in detail and "copied whole" in detail

    again = client.delete(f"/api/keys/{made['id']}", headers=admin)
    assert again.status_code == 200 and again.json()["revoked_at"] is not None
    from app.cli import main

    monkeypatch.setenv("REDLINE_DATA_DIR", str(Path(settings.data_dir)))
    if settings.database_url:
        monkeypatch.setenv("REDLINE_DATABASE_URL", settings.database_url)
    assert main(["key", "revoke", made["id"]]) == 0
    said = capsys.readouterr().out
    assert "was revoked already" in said and "A revoked key stays revoked" in said
    fresh = client.post(
        "/api/keys", json={"user_id": alice["id"], "scopes": ["read"]}, headers=admin
    ).json()
    assert client.get(
        "/api/contents", headers={"Authorization": f"Bearer {fresh['key']}"}
    ).is_success


def _edit_header(settings: Settings, content_id: str, change: Any) -> None:
    header = next((Path(settings.data_dir) / "contents").glob(f"**/{content_id}/header.json"))
    data = json.loads(header.read_text("utf-8"))
    change(data["content"])
    header.write_text(json.dumps(data), "utf-8")


def test_accounts_lost_and_made_again_do_not_open_what_was_made_meanwhile(
    app_and_accounts: tuple[TestClient[Any], Accounts],
    settings: Settings,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    if settings.database_url:
        pytest.skip("hand-edits the TinyDB files")
    client, accounts = app_and_accounts
    before = client.post("/api/contents", json={"title": "Old", "body": "Anyone's."}).json()
    accounts.add_user("alice", PASSWORD, ["writer"])
    sign_in_afresh(client, "alice")
    nulled = client.post("/api/contents", json={"title": "日记", "body": "不给别人看。"}).json()
    unnamed = client.post("/api/contents", json={"title": "账本", "body": "三月的开支。"}).json()
    _edit_header(settings, nulled["id"], lambda c: c.update(owner_id=None))
    _edit_header(settings, unnamed["id"], lambda c: c.pop("owner_id"))
    (Path(settings.data_dir) / "accounts" / "accounts.json").write_text("{}")

    from app.cli import main

    monkeypatch.setenv("REDLINE_DATA_DIR", str(settings.data_dir))
    for name, role in (("root", "admin"), ("carol", "writer")):
        monkeypatch.setattr("sys.stdin", io.StringIO(PASSWORD + "\n"))
        assert main(["user", "add", name, "--role", role, "--password-stdin"]) == 0

    with TestClient(app=create_app(settings)) as restarted:
        sign_in_afresh(restarted, "carol")
        assert restarted.get(f"/api/contents/{before['id']}").json()["body"] == "Anyone's."
        for made, secret in ((nulled, "不给别人看"), (unnamed, "三月")):
            answer = restarted.get(f"/api/contents/{made['id']}")
            assert answer.status_code == 403, answer.text
            assert secret not in answer.text


def test_a_key_with_a_scope_its_user_cannot_use_is_not_made(
    app_and_accounts: tuple[TestClient[Any], Accounts], admin: dict[str, str]
) -> None:
    client, accounts = app_and_accounts
    writer = accounts.add_user("王小明", PASSWORD, ["writer"])
    editor = accounts.add_user("ed", PASSWORD, ["editor"])
    gone = accounts.add_user("gone", PASSWORD, ["writer"])
    accounts.set_disabled(gone.id, True)
    ops = accounts.add_user("ops", PASSWORD, ["admin"])
    before = client.get("/api/keys", headers=admin).json()
    for user, scopes, said in (
        (writer, ["read", "admin"], "王小明 is not an admin, so a key for them cannot use"),
        (editor, ["suggest"], "ed is not a writer, so a key for them cannot use the suggest"),
        (ops, ["read"], "ops is not a writer or an editor"),
    ):
        made = client.post("/api/keys", json={"user_id": user.id, "scopes": scopes}, headers=admin)
        assert made.status_code == 400, made.text
        assert made.json()["detail"].startswith(said), made.json()["detail"]
    made = client.post("/api/keys", json={"user_id": gone.id, "scopes": ["read"]}, headers=admin)
    assert made.status_code == 409 and "gone is disabled" in made.json()["detail"]
    assert client.get("/api/keys", headers=admin).json() == before
    reader = client.post(
        "/api/keys", json={"user_id": editor.id, "scopes": ["read"]}, headers=admin
    )
    assert reader.status_code == 201


def test_sharing_with_someone_who_is_no_writer_says_it_gives_them_nothing(
    app_and_accounts: tuple[TestClient[Any], Accounts],
) -> None:
    client, accounts = app_and_accounts
    accounts.add_user("alice", PASSWORD, ["writer"])
    colleague = accounts.add_user("王小明", PASSWORD, ["writer"])
    editor = accounts.add_user("ed", PASSWORD, ["editor"])
    ops = accounts.add_user("ops", PASSWORD, ["admin"])
    sign_in(client, "alice")
    made = client.post("/api/contents", json={"title": "T", "body": "Mine."}).json()
    sharing = f"/api/contents/{made['id']}/sharing"
    for user in (editor, ops):
        answer = client.put(sharing, json={"user_ids": [colleague.id, user.id]})
        assert answer.status_code == 400, answer.text
        assert answer.json()["detail"].startswith(f"{user.name} is not a writer, so sharing")
    assert client.get(f"/api/contents/{made['id']}").json()["shared_with"] == []
    shared = client.put(sharing, json={"user_ids": [colleague.id]})
    assert [u["name"] for u in shared.json()["shared_with"]] == ["王小明"]
