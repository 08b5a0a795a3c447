"""Accounts' loose ends (session 31, faults).

1. A user could be named like another user's id ("u…" of 12 characters): `user list`, the
   audit's and the sharing's lines name users by id and by name side by side, so the name
   read as that other user. Now 409 with a sentence (any case), for key ids too.
2. A revoked key cannot be made to work again (it may have leaked), yet its holder was told
   only "not valid: mistyped, revoked, or its user is disabled", and revoking it again said
   nothing of it. Now the holder of the real secret is told when it was revoked and that a
   revoked key stays revoked: ask an admin for a new one; a guessed key is told none of it."""

from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from app.accounts.service import Accounts
from app.settings import Settings
from app.testing.accounts import PASSWORD, cheap_passwords  # noqa: F401 (fixture)

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
