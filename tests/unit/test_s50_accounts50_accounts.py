"""A disabled writer's session (told as disabled, ended when enabled again) over either account
store, and which personas a page labels as shared (pure) — outside49 F2's second half, F3."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from app.accounts.service import Accounts
from app.accounts.store import AccountStore, TinyDBAccountStore
from app.domain.actors import LOCAL, Actor
from app.domain.models import Persona
from app.testing.accounts import cheap_passwords  # noqa: F401 (fixture)
from app.web.pages import shared_before_accounts

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)
PASSWORD = "a long password 密码"
WRITER = Actor(kind="user", id="ubob", name="bob", roles=frozenset({"writer"}))
KEY = Actor(
    kind="key",
    id="kpub",
    name="publisher (bob)",
    roles=frozenset({"writer"}),
    scopes=frozenset({"suggest"}),
    user_id="ubob",
)


@pytest.fixture(params=["tinydb", "postgres"])
def account_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[AccountStore]:
    if request.param == "tinydb":
        yield TinyDBAccountStore(tmp_path)
        return
    from app.accounts.pg_store import PostgresAccountStore

    store = PostgresAccountStore(request.getfixturevalue("pg_url"))
    try:
        yield store
    finally:
        store.close()


@pytest.mark.usefixtures("cheap_passwords")
def test_a_disabled_users_session_is_known_as_such_until_they_are_enabled(
    account_store: AccountStore,
) -> None:
    now = [T0]
    accounts = Accounts(account_store, lambda: now[0])
    bob = accounts.add_user("bob", PASSWORD, ["writer"])
    wang = accounts.add_user("王小明", PASSWORD, ["writer"])
    token = accounts.login("bob", PASSWORD)
    other = accounts.login("王小明", PASSWORD)
    assert not accounts.session_disabled(token)
    accounts.set_disabled(bob.id, True)
    assert accounts.session_actor(token) is None  # signs nobody in
    assert accounts.session_disabled(token)
    assert not accounts.session_disabled(other) and accounts.session_actor(other) is not None
    assert not accounts.session_disabled("no such token")
    ended = accounts.session_ended(token, bob.id)
    assert ended is not None and ended.reason == "disabled"
    # Enabled again: the old session stays ended, a new sign-in works.
    accounts.set_disabled(bob.id, False)
    assert accounts.session_actor(token) is None and not accounts.session_disabled(token)
    assert accounts.session_actor(accounts.login("bob", PASSWORD)) is not None
    # A disabled user's session past its two weeks is an ended one, not told as disabled.
    later = accounts.login("王小明", PASSWORD)
    accounts.set_disabled(wang.id, True)
    now[0] = T0 + timedelta(days=15)
    assert not accounts.session_disabled(later)


def _persona(pid: str, owner: str | None) -> Persona:
    return Persona(id=pid, name="My voice", created_at=T0, updated_at=T0, owner_id=owner)


@pytest.mark.parametrize("reader", [WRITER, KEY], ids=["writer", "key"])
def test_a_persona_nobody_owns_is_shared_to_a_signed_in_reader(reader: Actor) -> None:
    shared = shared_before_accounts(reader)
    assert shared(_persona("pdefault", None))
    assert shared(_persona("pcolumn", None))
    assert not shared(_persona("pdefault_ubob", "ubob"))
    assert not shared(_persona("pdefault_uwang", "uwang"))


def test_the_single_user_mode_labels_no_persona_shared() -> None:
    shared = shared_before_accounts(LOCAL)
    assert not shared(_persona("pdefault", None))
