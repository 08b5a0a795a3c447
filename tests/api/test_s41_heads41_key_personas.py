"""An API key lists the personas its writer's browser lists. A client with a key got `[]` from
`GET /api/personas` for a writer whose browser lists "My voice" (an outside tester's finding,
session 40): a cookie's first list makes the writer's default persona, a key's never did — so a
writer whose first call is a script had no persona to name. A key acts for its user, so its
list follows the same rules: the writer's own personas and the single-user mode's, never
another writer's; an editor (no writer) has none of their own, whichever credential asks."""

from __future__ import annotations

from typing import Any

import pytest
from litestar.testing import TestClient

from app.accounts.service import Accounts
from app.testing.accounts import PASSWORD, cheap_passwords, sign_in  # noqa: F401 (fixture)


def _listed(client: TestClient, key: str | None = None, **params: Any) -> list[tuple[str, str]]:
    """The personas listed — with the key, or the session cookie — as (name, owner_id)."""
    headers = {"Authorization": f"Bearer {key}"} if key else {}
    answer = client.get("/api/personas", headers=headers, params=params)
    assert answer.status_code == 200, answer.text
    return [(p["name"], p["owner_id"]) for p in answer.json()]


@pytest.mark.usefixtures("cheap_passwords")
@pytest.mark.parametrize("scopes", [["read"], ["suggest"]])
def test_a_writers_key_lists_what_their_browser_lists_from_the_first_call(
    client: TestClient, scopes: list[str]
) -> None:
    accounts: Accounts = client.app.state["accounts"]
    writer = accounts.add_user("王小明", PASSWORD, ["writer"])
    other = accounts.add_user("carol", PASSWORD, ["writer"])
    key = accounts.create_key(writer.id, scopes, "script").key
    # The writer's first call is the script's: their own "My voice" is there, as in a browser.
    by_key = _listed(client, key)
    assert by_key == [("My voice", writer.id)]
    sign_in(client, "carol")  # another writer's personas are never listed for this key
    client.post("/api/personas", json={"name": "Carol's blog"})
    client.post("/logout")
    client.cookies.clear()
    sign_in(client, "王小明")
    made = client.post("/api/personas", json={"name": "周报"})
    assert made.status_code == 201, made.text
    by_cookie = _listed(client)
    client.post("/logout")
    client.cookies.clear()
    assert by_cookie == [("My voice", writer.id), ("周报", writer.id)]
    assert _listed(client, key) == by_cookie
    assert _listed(client, key, trashed="true") == []
    assert other.id not in {owner for _, owner in _listed(client, key)}


@pytest.mark.usefixtures("cheap_passwords")
def test_a_key_lists_the_single_user_modes_personas_as_the_browser_does(
    client: TestClient,
) -> None:
    made = client.post("/api/personas", json={"name": "Newsletter"})  # before any account
    assert made.status_code == 201, made.text
    accounts: Accounts = client.app.state["accounts"]
    writer = accounts.add_user("alice", PASSWORD, ["writer"])
    key = accounts.create_key(writer.id, ["suggest"], "script").key
    by_key = _listed(client, key)
    sign_in(client, "alice")
    assert _listed(client) == by_key
    assert ("Newsletter", None) in by_key and ("My voice", writer.id) in by_key


@pytest.mark.usefixtures("cheap_passwords")
def test_an_editors_key_makes_no_persona_as_their_browser_makes_none(client: TestClient) -> None:
    accounts: Accounts = client.app.state["accounts"]
    editor = accounts.add_user("编辑", PASSWORD, ["editor"])
    key = accounts.create_key(editor.id, ["read"], "reader").key
    assert _listed(client, key) == []
    sign_in(client, "编辑")
    assert _listed(client) == []
