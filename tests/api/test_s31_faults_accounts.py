"""Accounts' loose ends (session 31, faults).

1. A user could be named like another user's id ("u…" of 12 characters): `user list`, the
   audit's and the sharing's lines name users by id and by name side by side, so the name
   read as that other user. Now 409 with a sentence (any case), for key ids too."""

from typing import Any

import pytest
from litestar.testing import TestClient

from app.accounts.service import Accounts
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
