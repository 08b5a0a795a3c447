"""Accounts without HTTP: who may do what (pure), the login throttle (pure), credentials, and
the account store's contract on TinyDB and on a real PostgreSQL."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from app.accounts import credentials
from app.accounts.models import ApiKey, LoginSession, User
from app.accounts.permissions import Action, Target, refusal, visible
from app.accounts.service import Accounts, LoginFailed, check_name
from app.accounts.store import AccountStore, TinyDBAccountStore
from app.accounts.throttle import LoginAttempt, LoginThrottle
from app.domain.actors import LOCAL, Actor
from app.domain.errors import Conflict, Damaged, InvalidInput, NotFound
from app.domain.models import Content

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)

WRITER = Actor(kind="user", id="uwanda", name="Wanda", roles=frozenset({"writer"}))
EDITOR = Actor(kind="user", id="ueddie", name="Eddie", roles=frozenset({"editor"}))
ADMIN = Actor(kind="user", id="uada", name="Ada", roles=frozenset({"admin"}))
BOTH = Actor(kind="user", id="uboth", name="Bo", roles=frozenset({"writer", "editor"}))


def key(scopes: set[str], roles: set[str] = {"writer"}) -> Actor:  # noqa: B006 - read only
    return Actor(
        kind="key",
        id="kpub",
        name="publisher (Wanda)",
        roles=frozenset(roles),  # type: ignore[arg-type]
        scopes=frozenset(scopes),  # type: ignore[arg-type]
        user_id="uwanda",
    )


OWN = Target("article", "uwanda")
OTHERS = Target("article", "uwalt")
SHARED = Target("article", "uwalt", ("uwanda",))
NOBODYS = Target("article", None)
OTHERS_PERSONA = Target("persona", "uwalt")


@pytest.mark.parametrize(
    ("actor", "action", "target", "allowed"),
    [
        (WRITER, "suggest", OWN, True),
        (WRITER, "write", OWN, True),
        (WRITER, "restore", OWN, True),
        (WRITER, "share", OWN, True),
        (WRITER, "read", OTHERS, False),
        (WRITER, "suggest", OTHERS, False),
        (WRITER, "suggest", SHARED, True),
        (WRITER, "share", SHARED, False),  # only the owner chooses whom it is shared with
        (WRITER, "write", NOBODYS, True),  # made in the single-user mode: anyone's
        (WRITER, "write", None, True),  # a new article
        (WRITER, "read", OTHERS_PERSONA, False),
        (WRITER, "admin", None, False),
        (EDITOR, "read", OTHERS, True),
        (EDITOR, "restore", OTHERS, True),
        (EDITOR, "comment", OTHERS, True),
        (EDITOR, "suggest", OTHERS, False),
        (EDITOR, "write", None, False),
        (EDITOR, "read", OTHERS_PERSONA, True),
        (EDITOR, "write", OTHERS_PERSONA, False),
        (EDITOR, "restore", OTHERS_PERSONA, False),
        (BOTH, "suggest", Target("article", "uboth"), True),
        (BOTH, "suggest", OTHERS, False),  # an editor who writes still writes only their own
        (BOTH, "restore", OTHERS, True),
        (ADMIN, "admin", None, True),
        (ADMIN, "read", None, False),
        (ADMIN, "read", OWN, False),
        (key({"read"}), "read", OWN, True),
        (key({"read"}), "read", OTHERS, False),
        (key({"read"}), "suggest", OWN, False),
        (key({"suggest"}), "read", OWN, True),
        (key({"suggest"}), "suggest", OWN, True),
        (key({"suggest"}), "write", OWN, False),
        (key({"suggest"}), "restore", OWN, False),
        (key({"admin"}), "read", OWN, False),
        (key({"admin"}), "admin", None, False),  # its user is no admin
        (key({"admin"}, {"admin"}), "admin", None, True),
        (key({"read"}, {"editor"}), "read", OTHERS, True),
        (LOCAL, "admin", None, True),
        (LOCAL, "suggest", OTHERS, True),
    ],
)
def test_who_may_do_what(
    actor: Actor, action: Action, target: Target | None, allowed: bool
) -> None:
    reason = refusal(actor, action, target)
    assert (reason is None) == allowed, reason
    if reason is not None:
        assert reason.endswith(".") and len(reason) > 20


def test_a_refusal_says_what_is_missing() -> None:
    assert refusal(WRITER, "suggest", OTHERS) == (
        "This article belongs to another writer and is not shared with you."
    )
    assert "needs the suggest scope" in (refusal(key({"read"}), "suggest", OWN) or "")
    assert "Editors read and restore" in (refusal(EDITOR, "suggest", OWN) or "")
    assert "persona" in (refusal(WRITER, "write", OTHERS_PERSONA) or "")


def _content(cid: str, owner: str | None, shared: list[str] | None = None) -> Content:
    return Content(
        id=cid,
        title="标题",
        body="正文",
        created_at=T0,
        updated_at=T0,
        owner_id=owner,
        shared_with=shared or [],
    )


def test_lists_hold_what_the_reader_may_read() -> None:
    items = [
        _content("cown", "uwanda"),
        _content("cother", "uwalt"),
        _content("cshared", "uwalt", ["uwanda"]),
        _content("cold", None),
    ]
    assert [c.id for c in visible(WRITER, "article", items)] == ["cown", "cshared", "cold"]
    assert [c.id for c in visible(EDITOR, "article", items)] == [c.id for c in items]
    assert visible(ADMIN, "article", items) == []
    assert [c.id for c in visible(key({"read"}), "article", items)] == ["cown", "cshared", "cold"]


def _attempt(name: str, address: str, at: datetime) -> LoginAttempt:
    return LoginAttempt(id="a1", name_key=name, address=address, at=at)


def test_the_throttle_counts_failures_per_name_and_per_address() -> None:
    throttle = LoginThrottle(window=timedelta(minutes=15), per_name=3, per_address=5)
    wanda = [T0 + timedelta(minutes=m) for m in range(3)]
    now = T0 + timedelta(minutes=3)
    failures = {"name:wanda": wanda, "addr:10.0.0.1": [*wanda, now, now]}
    assert throttle.wait({"name:wanda": wanda[:2]}, _attempt("wanda", "10.0.0.1", now)) is None
    # The name: its third failure holds it until the first leaves the window.
    assert throttle.wait(failures, _attempt("wanda", "10.0.0.9", now)) == timedelta(minutes=12)
    # The address: five failures there hold any name tried from it.
    assert throttle.wait(failures, _attempt("someone", "10.0.0.1", now)) == timedelta(minutes=12)
    assert throttle.wait(failures, _attempt("someone", "10.0.0.2", now)) is None
    # The oldest failure leaves the window: one more try for the name.
    later = _attempt("wanda", "10.0.0.9", T0 + timedelta(minutes=15))
    assert throttle.wait(failures, later) is None
    # Times come in any order (several processes wrote them): the longest wait is told.
    shuffled = {"name:wanda": [wanda[2], wanda[0], wanda[1]]}
    assert throttle.wait(shuffled, _attempt("wanda", "x", now)) == timedelta(minutes=12)


def test_failed_sign_ins_are_shared_by_two_stores_on_the_same_data(
    account_store: AccountStore, request: pytest.FixtureRequest, tmp_path: Path
) -> None:
    """What one worker process counted holds the name in another; a success forgets it."""
    other = _second_store(account_store, request, tmp_path)
    throttle = LoginThrottle(per_name=3, per_address=100)
    attempts = [_attempt("wanda", "10.0.0.1", T0) for _ in range(4)]
    attempts = [LoginAttempt(f"a{n}", a.name_key, a.address, a.at) for n, a in enumerate(attempts)]
    assert account_store.take_login_attempt(attempts[0], throttle) is None
    assert other.take_login_attempt(attempts[1], throttle) is None
    # A right password in the other process forgets the name's failures.
    other.login_succeeded(attempts[1])
    for store, attempt in ((account_store, attempts[2]), (other, attempts[3])):
        assert store.take_login_attempt(attempt, throttle) is None
    third = LoginAttempt("a9", "wanda", "10.0.0.2", T0 + timedelta(minutes=1))
    assert account_store.take_login_attempt(third, throttle) is None
    held = LoginAttempt("a10", "wanda", "10.0.0.3", T0 + timedelta(minutes=2))
    assert other.take_login_attempt(held, throttle) == timedelta(minutes=13)
    assert account_store.take_login_attempt(held, throttle) == timedelta(minutes=13)
    free = LoginAttempt("a11", "walt", "10.0.0.3", T0 + timedelta(minutes=2))
    assert other.take_login_attempt(free, throttle) is None


def test_a_burst_of_simultaneous_guesses_gets_only_the_allowed_number_through(
    account_store: AccountStore, request: pytest.FixtureRequest, tmp_path: Path
) -> None:
    """Each attempt is counted before its password is checked, in one step across stores."""
    other = _second_store(account_store, request, tmp_path)
    throttle = LoginThrottle(per_name=5, per_address=1000)
    attempts = [LoginAttempt(f"b{n}", "王小明", f"10.0.1.{n}", T0) for n in range(24)]

    def take(n: int) -> timedelta | None:
        store = account_store if n % 2 else other
        return store.take_login_attempt(attempts[n], throttle)

    with ThreadPoolExecutor(max_workers=8) as pool:
        waits = list(pool.map(take, range(len(attempts))))
    assert sum(w is None for w in waits) == 5
    assert {w for w in waits if w is not None} == {timedelta(minutes=15)}


def _second_store(
    store: AccountStore, request: pytest.FixtureRequest, tmp_path: Path
) -> AccountStore:
    """Another store on the same data, as another worker process or instance opens it."""
    if isinstance(store, TinyDBAccountStore):
        return TinyDBAccountStore(tmp_path)
    from app.accounts.pg_store import PostgresAccountStore

    other = PostgresAccountStore(request.getfixturevalue("pg_url"))
    request.addfinalizer(other.close)
    return other


def test_api_keys_name_their_record_and_only_their_hash_is_kept() -> None:
    text = credentials.new_api_key("kabc")
    assert credentials.key_id_of(text) == "kabc"
    assert credentials.key_id_of("rk_") is None
    assert credentials.key_id_of("Bearer nonsense") is None
    assert credentials.same_hash(credentials.token_hash(text), text)
    assert not credentials.same_hash(credentials.token_hash(text), text + "x")
    assert text not in credentials.token_hash(text)


def test_an_unknown_name_is_checked_against_a_hash_like_a_wrong_password(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    checked: list[str] = []
    real = credentials._hasher

    class Spy:
        def hash(self, password: str) -> str:
            return real.hash(password)

        def verify(self, hash_: str, password: str) -> bool:
            checked.append(hash_)
            return real.verify(hash_, password)

    stored = credentials.hash_password("right one")
    monkeypatch.setattr(credentials, "_hasher", Spy())
    assert not credentials.password_matches(None, "whatever")
    assert not credentials.password_matches(stored, "wrong one")
    assert credentials.password_matches(stored, "right one")
    assert len(checked) == 3 and checked[0].startswith("$argon2id$")


@pytest.mark.parametrize(
    ("raw", "kept"),
    [(" 王小明 ", "王小明"), ("Ada Lovelace", "Ada Lovelace"), ("e\u0301", "é")],
)
def test_user_names_are_trimmed_and_any_script(raw: str, kept: str) -> None:
    assert check_name(raw) == kept


@pytest.mark.parametrize("bad", ["", "   ", "a\nb", "tab\there", "x" * 65, "\u2028"])
def test_bad_user_names_are_refused_with_a_sentence(bad: str) -> None:
    with pytest.raises(InvalidInput) as refused:
        check_name(bad)
    assert str(refused.value).endswith(".")


# -- the store contract, on both backends ------------------------------------------------


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


def _user(uid: str, name: str) -> User:
    return User(
        id=uid, name=name, roles=["writer"], password_hash="$x", created_at=T0, updated_at=T0
    )


def test_users_are_unique_by_name_ignoring_case_and_width(account_store: AccountStore) -> None:
    assert account_store.count_users() == 0
    account_store.add_user(_user("u1", "Wanda"))
    account_store.add_user(_user("u2", "王小明"))
    with pytest.raises(Conflict):
        account_store.add_user(_user("u3", "WANDA"))
    with pytest.raises(Conflict):
        account_store.add_user(_user("u4", "Ｗａｎｄａ"))  # full-width
    found = account_store.find_user("wanda")
    assert found is not None and found.id == "u1"
    assert account_store.find_user("王小明") == account_store.get_user("u2")
    assert account_store.find_user("nobody") is None and account_store.get_user("nope") is None
    account_store.save_user(_user("u1", "Wanda").model_copy(update={"disabled": True}))
    assert [(u.id, u.disabled) for u in account_store.list_users()] == [
        ("u1", True),
        ("u2", False),
    ]
    assert account_store.count_users() == 2


def test_sessions_end_one_by_one_per_user_and_when_expired(account_store: AccountStore) -> None:
    account_store.add_user(_user("u1", "Wanda"))
    account_store.add_user(_user("u2", "Walt"))

    def session(sid: str, uid: str, hours: int) -> LoginSession:
        return LoginSession(
            id=sid, user_id=uid, created_at=T0, expires_at=T0 + timedelta(hours=hours)
        )

    for s in (session("s1", "u1", 1), session("s2", "u1", 3), session("s3", "u2", 1)):
        account_store.add_session(s)
    account_store.delete_session("s1")
    assert account_store.get_session("s1") is None
    account_store.delete_expired_sessions(T0 + timedelta(hours=2))
    assert account_store.get_session("s3") is None  # ended
    assert account_store.get_session("s2") == session("s2", "u1", 3)
    account_store.delete_sessions_of("u1")
    assert account_store.get_session("s2") is None


def test_a_keys_use_never_undoes_its_revocation(account_store: AccountStore) -> None:
    account_store.add_user(_user("u1", "Wanda"))
    made = ApiKey(id="k1", user_id="u1", scopes=["read"], secret_hash="h", created_at=T0)
    account_store.save_key(made)
    account_store.save_key(made.model_copy(update={"revoked_at": T0 + timedelta(hours=1)}))
    account_store.mark_key_used("k1", T0 + timedelta(hours=2))
    stored = account_store.get_key("k1")
    assert stored is not None
    assert stored.revoked_at == T0 + timedelta(hours=1)
    assert stored.last_used_at == T0 + timedelta(hours=2)
    assert [k.id for k in account_store.list_keys()] == ["k1"]
    assert account_store.get_key("k2") is None


def test_accounts_over_either_store(account_store: AccountStore) -> None:
    now = [T0]
    accounts = Accounts(account_store, lambda: now[0])
    assert not accounts.in_use()
    wanda = accounts.add_user("Wanda", "a long password", ["writer"])
    assert accounts.in_use()
    token = accounts.login("wanda", "a long password")
    assert accounts.session_actor(token) == Actor(
        kind="user",
        id=wanda.id,
        name="Wanda",
        roles=frozenset({"writer"}),
        accounts_since=wanda.created_at,  # the first user's: when accounts began
    )
    with pytest.raises(LoginFailed):
        accounts.login("Wanda", "a wrong password")
    made = accounts.create_key(wanda.id, ["suggest"], "publisher")
    actor = accounts.key_actor(made.key)
    assert actor is not None and actor.user_id == wanda.id and actor.scopes == {"suggest"}
    assert accounts.list_keys()[0].last_used_at == T0
    accounts.set_disabled(wanda.id, True)
    assert accounts.session_actor(token) is None
    assert accounts.key_actor(made.key) is None
    with pytest.raises(NotFound):
        accounts.revoke_key("knotakey")


def test_a_damaged_accounts_file_refuses_everyone_with_a_sentence(tmp_path: Path) -> None:
    store = TinyDBAccountStore(tmp_path)
    store.add_user(_user("u1", "Wanda"))
    (tmp_path / "accounts" / "accounts.json").write_text('{"users": {"1": ', encoding="utf-8")
    with pytest.raises(Damaged) as refused:
        store.count_users()
    assert "accounts.json (in the data directory) cannot be read" in str(refused.value)
    assert "Nobody can sign in" in str(refused.value)
    assert str(tmp_path) not in str(refused.value)  # a client reads it: no server paths


def _lose_the_users(store: AccountStore, request: pytest.FixtureRequest, tmp_path: Path) -> None:
    """Every user gone at once: the accounts file emptied, or the users' rows deleted."""
    if isinstance(store, TinyDBAccountStore):
        (tmp_path / "accounts" / "accounts.json").write_text("{}", encoding="utf-8")
        return
    import psycopg

    with psycopg.connect(request.getfixturevalue("pg_url")) as conn:
        for table in ("account_sessions", "account_keys", "account_users"):
            conn.execute(f"DELETE FROM {table}")  # type: ignore[arg-type]


def test_users_lost_whole_are_told_from_users_never_made(
    account_store: AccountStore, request: pytest.FixtureRequest, tmp_path: Path
) -> None:
    assert account_store.made_at() is None
    Accounts(account_store, lambda: T0).add_user("Wanda", "a long password", ["writer"])
    account_store.mark_made(T0 + timedelta(days=1))  # kept once: the first time stands
    assert account_store.made_at() == T0
    _lose_the_users(account_store, request, tmp_path)

    restarted = Accounts(account_store, lambda: T0 + timedelta(days=2))
    restarted.orphans_tell(lambda: None)  # no article or persona names a user
    with pytest.raises(Damaged) as refused:
        restarted.in_use()
    assert "users were made here on 2026-03-01" in str(refused.value)
