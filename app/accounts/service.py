"""Accounts as the app and the command line use them: add users, sign in and out, make keys,
and turn a presented cookie or key into the Actor behind a request."""

from __future__ import annotations

import logging
import re
import threading
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Literal, get_args

from app.accounts import credentials
from app.accounts.lookalikes import skeleton
from app.accounts.models import ApiKey, ApiKeyView, LoginSession, NewApiKey, User
from app.accounts.store import NAME_INVISIBLE, AccountStore, name_key
from app.accounts.throttle import LoginAttempt, LoginThrottle
from app.domain.actors import Actor, Role, Scope
from app.domain.errors import Conflict, Damaged, InvalidInput, NotFound, StorageFailed

log = logging.getLogger(__name__)

SESSION_LIFETIME = timedelta(days=14)
# Writing the last-used time on every request would make each API call a write; once a
# minute is precise enough to tell a live key from a forgotten one.
LAST_USED_PRECISION = timedelta(minutes=1)
MIN_PASSWORD = 8
MAX_PASSWORD = 1024
MAX_NAME = 64
PASSWORD_CHECKS_AT_ONCE = 2
# A revoked key may have leaked, so it is never made to work again: its holder gets a new one.
KEY_STAYS = (
    "A revoked key stays revoked: ask an admin for a new one "
    "(`python -m app key create`, or POST /api/keys)."
)
ROLES: tuple[Role, ...] = get_args(Role)
SCOPES: tuple[Scope, ...] = get_args(Scope)


class LoginFailed(Exception):
    """The name or the password is wrong (one sentence for both, on purpose)."""

    def __str__(self) -> str:
        return "That name and password do not match an account."


@dataclass(frozen=True)
class Ended:
    """Why a credential stopped signing its actor in: a code for programs, a sentence for
    people."""

    # no_access: the credential holds, but the article the stream follows is no longer
    # the actor's to read (unshared) — app/web/auth.py's StreamWatch
    # unreadable: the accounts cannot be read (cut, damaged) — app/web/auth.py's StreamWatch
    reason: Literal["revoked", "signed_out", "disabled", "expired", "no_access", "unreadable"]
    detail: str


class TooManySignIns(Exception):
    """Too many failed sign-ins for this name or from this address, lately."""

    def __init__(self, wait: timedelta) -> None:
        super().__init__(f"Too many failed sign-ins; try again in {wait}.")
        self.wait = wait


# What a user name may not hold: control characters, line or paragraph separators, and the
# marks that reorder the text shown after them ("\u202eevil" shows as "live").
NAME_FORBIDDEN = r"\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069"
# The same rule for the API's schema: something visible, nothing forbidden.
NAME_PATTERN = (
    rf"^(?:[^\S{NAME_FORBIDDEN}]|[{NAME_INVISIBLE}])*[^\s{NAME_FORBIDDEN}{NAME_INVISIBLE}]"
    rf"[^{NAME_FORBIDDEN}]*$"
)
_NAME_FORBIDDEN = re.compile(f"[{NAME_FORBIDDEN}]")
_NAME_VISIBLE = re.compile(rf"[^\s{NAME_INVISIBLE}]")


def check_name(name: str) -> str:
    """A user name as stored: trimmed, in any script, 1–64 characters, no control characters."""
    name = name.strip()
    if not name:
        raise InvalidInput("A user name cannot be empty.", field="name")
    if len(name) > MAX_NAME:
        raise InvalidInput(f"A user name is at most {MAX_NAME} characters.")
    if _NAME_FORBIDDEN.search(name):
        raise InvalidInput(
            "A user name cannot contain control characters, line breaks or direction marks."
        )
    if not _NAME_VISIBLE.search(name):
        raise InvalidInput(
            "A user name needs a character that shows, not only invisible ones.", field="name"
        )
    return unicodedata.normalize("NFC", name)


def check_password(password: str) -> str:
    if len(password) < MIN_PASSWORD:
        raise InvalidInput(f"A password needs at least {MIN_PASSWORD} characters.")
    if len(password) > MAX_PASSWORD:
        raise InvalidInput(f"A password is at most {MAX_PASSWORD} characters.")
    return password


def check_roles(roles: Iterable[str]) -> list[Role]:
    chosen = set(roles)
    unknown = sorted(chosen - set(ROLES))
    if unknown:
        raise InvalidInput(f"Unknown role {unknown[0]!r}: use writer, editor or admin.")
    if not chosen:
        raise InvalidInput("A user needs at least one role: writer, editor or admin.")
    return [r for r in ROLES if r in chosen]


def check_scopes(scopes: Iterable[str]) -> list[Scope]:
    chosen = set(scopes)
    unknown = sorted(chosen - set(SCOPES))
    if unknown:
        raise InvalidInput(f"Unknown scope {unknown[0]!r}: use read, suggest or admin.")
    if not chosen:
        raise InvalidInput("A key needs at least one scope: read, suggest or admin.")
    return [s for s in SCOPES if s in chosen]


# The roles that let a key's scope do anything: a key acts within its user's roles.
_SCOPE_NEEDS: dict[Scope, tuple[tuple[Role, ...], str]] = {
    "read": (("writer", "editor"), "a writer or an editor"),
    "suggest": (("writer",), "a writer"),
    "admin": (("admin",), "an admin"),
}


def _scopes_for(user: User, scopes: list[Scope]) -> list[Scope]:
    """`scopes`, when the user's roles let each of them do something; else a sentence: a
    key made with a scope its user cannot use would be refused on every request."""
    if user.disabled:
        raise Conflict(
            f"{user.name} is disabled, so a key for them would not work: enable them first."
        )
    for scope in scopes:
        roles, who = _SCOPE_NEEDS[scope]
        if not set(roles) & set(user.roles):
            raise InvalidInput(
                f"{user.name} is not {who}, so a key for them cannot use the {scope} scope: "
                f"give them that role first, or choose another scope.",
                field="scopes",
            )
    return scopes


def user_actor(user: User, since: datetime | None = None) -> Actor:
    """A signed-in user; `since`: when accounts began (Actor.accounts_since)."""
    return Actor(
        kind="user",
        id=user.id,
        name=user.name,
        roles=frozenset(user.roles),
        accounts_since=since,
    )


def key_actor(key: ApiKey, user: User, since: datetime | None = None) -> Actor:
    """A key acts as its user would, narrowed to its scopes."""
    label = f"{key.label} ({user.name})" if key.label else f"key {key.id} ({user.name})"
    return Actor(
        kind="key",
        id=key.id,
        name=label,
        roles=frozenset(user.roles),
        scopes=frozenset(key.scopes),
        user_id=user.id,
        accounts_since=since,
    )


class Accounts:
    """Users, sessions and keys over an AccountStore; every method blocks (run off the loop)."""

    def __init__(self, store: AccountStore, clock: Callable[[], datetime]) -> None:
        self.store = store
        self._clock = clock
        self._seen_accounts = False
        # What the article store says of users, asked once while no user is found: see
        # `orphans_tell` (None: not asked, as from the command line).
        self._orphans: Callable[[], str | None] | None = None
        self._orphaned: str | None = None
        self._since: datetime | None = None
        # Each argon2 check takes 64 MiB and a good fraction of a second: a burst of sign-ins
        # waits its turn rather than filling the memory.
        self._password_checks = threading.BoundedSemaphore(PASSWORD_CHECKS_AT_ONCE)

    def close(self) -> None:
        self.store.close()

    def orphans_tell(self, owned: Callable[[], str | None]) -> None:
        """`owned` names an article or persona of the store that belongs to a user (or None).
        Such a record is made only by a signed-in user, so with no user in the accounts file
        the accounts were lost: then `in_use` refuses (Damaged), never falls back to the
        single-user mode, where everything would be everyone's without signing in."""
        self._orphans = owned

    def now(self) -> datetime:
        return self._clock()

    @property
    def known_in_use(self) -> bool:
        """Whether accounts are known to exist, without asking the store."""
        return self._seen_accounts

    def in_use(self) -> bool:
        """Whether any account exists (then login is required). Once true, stays true: users
        are disabled, never deleted."""
        if not self._seen_accounts:
            self._seen_accounts = self.store.count_users() > 0
            if self._seen_accounts:
                self.store.mark_made(self.since())  # a store of before the mark: mark it
            if not self._seen_accounts and self._orphans is not None:
                made = self.store.made_at()
                owned = self._orphans() if made is None else None
                self._orphaned = (
                    f"users were made here on {made:%Y-%m-%d}"
                    if made is not None
                    else owned and f"{owned} belongs to one"
                )
                self._orphans = None
            if not self._seen_accounts and self._orphaned:
                raise Damaged(
                    f"The accounts file holds no users, yet {self._orphaned}: "
                    "the accounts were lost (the file emptied, cut or removed), not never made. "
                    "Nobody can sign in and nothing is served until it is restored from a "
                    "backup (accounts/accounts.json in the data directory), or an admin is "
                    "added again with `python -m app user add NAME --role admin`."
                )
        return self._seen_accounts

    def since(self) -> datetime | None:
        """When accounts began: the oldest user's created_at, or the mark of when users were
        first made here if earlier — accounts lost and an admin added again must not move it
        later, or what writers made meanwhile, hand-edited to no owner, would be anyone's
        (None while there is no user). Users are disabled, never deleted: once known it
        stays."""
        if self._since is None:
            users = self.store.list_users()
            if users:
                made = self._made_before()
                self._since = min(users[0].created_at, made or users[0].created_at)
        return self._since

    def _made_before(self) -> datetime | None:
        """When users were first made here, as the mark kept apart from them says; None when
        never, or when the mark itself cannot be read (then no time is known)."""
        made = self.store.made_at()
        return made if made is not None and made > datetime.fromtimestamp(0, UTC) else None

    # -- users ---------------------------------------------------------------------------
    def add_user(self, name: str, password: str, roles: Iterable[str]) -> User:
        name = check_name(name)
        users = self.store.list_users()
        self._refuse_an_id_as_name(name, users)
        _refuse_a_lookalike(name, users)
        taken = {name_key(u.name) for u in users}
        user_id = credentials.new_id("u")
        while user_id in taken:  # an id nobody goes by as a name (odds of 1 in 36**11)
            user_id = credentials.new_id("u")
        now = self._clock()
        user = User(
            id=user_id,
            name=name,
            roles=check_roles(roles),
            password_hash=credentials.hash_password(check_password(password)),
            created_at=now,
            updated_at=now,
        )
        self.store.add_user(user)
        self._seen_accounts = True
        self.store.mark_made(self.since())
        return user

    def _refuse_an_id_as_name(self, name: str, users: list[User]) -> None:
        """Audit lines, ownership and `user list` name users by id and by name side by side:
        a name that is another user's (or key's) id would read as that user."""
        wanted = name_key(name)
        ids = {u.id for u in users} | {k.id for k in self.store.list_keys()}
        if wanted in ids:
            raise Conflict(
                f"{name!r} is the id of another user or API key, so as a name it would read "
                "as theirs in the records: pick another name."
            )

    def user_named(self, name: str) -> User:
        user = self.store.find_user(name)
        if user is None:
            raise NotFound(f"No user named {name!r}.")
        return user

    def get_user(self, user_id: str) -> User:
        user = self.store.get_user(user_id)
        if user is None:
            raise NotFound(f"No user with id {user_id[:80]!r}.")
        return user

    def set_password(self, user_id: str, password: str) -> User:
        """A new password; the user is signed out everywhere."""
        user = self.get_user(user_id).model_copy(
            update={
                "password_hash": credentials.hash_password(check_password(password)),
                "updated_at": self._clock(),
            }
        )
        self.store.save_user(user)
        self.store.delete_sessions_of(user.id)
        return user

    def set_roles(self, user_id: str, roles: Iterable[str]) -> User:
        user = self.get_user(user_id).model_copy(
            update={"roles": check_roles(roles), "updated_at": self._clock()}
        )
        self.store.save_user(user)
        return user

    def set_disabled(self, user_id: str, disabled: bool) -> User:
        """A disabled user cannot sign in, is signed out, and their keys stop working.

        Their sessions stay stored while they are disabled, signing nobody in, so a browser
        still holding one is told the account is disabled (`session_disabled`) rather than
        sent to a sign-in that cannot succeed; enabling them ends those sessions."""
        user = self.get_user(user_id).model_copy(
            update={"disabled": disabled, "updated_at": self._clock()}
        )
        self.store.save_user(user)
        if not disabled:
            self.store.delete_sessions_of(user.id)
        return user

    def list_users(self) -> list[User]:
        return self.store.list_users()

    # -- sessions ------------------------------------------------------------------------
    def login(
        self,
        name: str,
        password: str,
        previous_token: str | None = None,
        *,
        address: str = "unknown",
        throttle: LoginThrottle | None = None,
    ) -> str:
        """A fresh session token for this name and password; LoginFailed otherwise, and
        TooManySignIns (before any check) while the name or the client's address has failed
        too often lately — counted in the store, so across every process.

        The session the browser had before (if any) ends here, so a token planted before
        login is worth nothing after it. An unknown name is checked against a dummy hash, so
        it takes as long as a wrong password."""
        credentials.prepare()
        attempt = LoginAttempt(
            id=credentials.new_id("a"),
            name_key=name_key(name.strip()),
            address=address,
            at=self._clock(),
        )
        wait = self.store.take_login_attempt(attempt, throttle or LoginThrottle())
        if wait is not None:
            raise TooManySignIns(wait)
        user = self.store.find_user(name.strip()) if name.strip() else None
        if len(password) > MAX_PASSWORD:  # no stored password is longer: never a match
            user = None
        with self._password_checks:
            matches = credentials.password_matches(
                user.password_hash if user else None, password[:MAX_PASSWORD]
            )
        if user is None or not matches or user.disabled:
            raise LoginFailed()  # the attempt stays counted as a failure
        self.store.login_succeeded(attempt)
        if previous_token:
            self.store.delete_session(credentials.token_hash(previous_token))
        now = self._clock()
        self.store.delete_expired_sessions(now)
        token = credentials.new_token()
        self.store.add_session(
            LoginSession(
                id=credentials.token_hash(token),
                user_id=user.id,
                created_at=now,
                expires_at=now + SESSION_LIFETIME,
            )
        )
        self._seen_accounts = True
        return token

    def logout(self, token: str) -> None:
        self.store.delete_session(credentials.token_hash(token))

    def session_actor(self, token: str) -> Actor | None:
        """Who this session cookie signs in, or None (unknown, expired, user disabled)."""
        session = self.store.get_session(credentials.token_hash(token))
        if session is None or session.expires_at <= self._clock():
            return None
        user = self.store.get_user(session.user_id)
        if user is None or user.disabled:
            return None
        return user_actor(user, self.since())

    def session_disabled(self, token: str) -> bool:
        """Whether this session cookie, still unexpired, is a disabled user's."""
        session = self.store.get_session(credentials.token_hash(token))
        if session is None or session.expires_at <= self._clock():
            return False
        user = self.store.get_user(session.user_id)
        return user is not None and user.disabled

    def session_ended(self, token: str, user_id: str) -> Ended | None:
        """Why a session cookie no longer signs `user_id` in (for a stream it opened); None
        while it still does. The user is asked first: disabling also ends their sessions."""
        user = self.store.get_user(user_id)
        if user is None or user.disabled:
            return Ended("disabled", "Your account was disabled, so this stream has ended.")
        session = self.store.get_session(credentials.token_hash(token))
        if session is None or session.user_id != user_id:
            return Ended(
                "signed_out",
                "You were signed out (or your password changed), so this stream has ended: "
                "sign in again.",
            )
        if session.expires_at <= self._clock():
            return Ended("expired", "Your session has ended, so this stream has ended too.")
        return None

    def key_refused(self, presented: str) -> str:
        """Why this API key signs nobody in, for the one presenting it (who holds its secret
        when told it was revoked: nothing is said of a key to whoever merely guesses)."""
        key_id = credentials.key_id_of(presented)
        key = self.store.get_key(key_id) if key_id else None
        if key is None or not credentials.same_hash(key.secret_hash, presented):
            return "This API key is not valid: check it was copied whole (it starts with rk_)."
        if key.revoked_at is not None:
            return f"This API key was revoked on {key.revoked_at:%Y-%m-%d %H:%M} UTC. {KEY_STAYS}"
        return "This API key's user is disabled: an admin may enable them again."

    def key_ended(self, presented: str) -> Ended | None:
        """Why an API key no longer acts (for a stream it opened); None while it does. Unlike
        `key_actor`, asking does not count as using the key."""
        key_id = credentials.key_id_of(presented)
        key = self.store.get_key(key_id) if key_id else None
        if key is None or not credentials.same_hash(key.secret_hash, presented):
            return Ended("revoked", "This API key is no longer valid, so this stream has ended.")
        if key.revoked_at is not None:
            return Ended(
                "revoked", f"This API key was revoked, so this stream has ended. {KEY_STAYS}"
            )
        user = self.store.get_user(key.user_id)
        if user is None or user.disabled:
            return Ended("disabled", "This API key's user was disabled, so this stream has ended.")
        return None

    # -- API keys ------------------------------------------------------------------------
    def create_key(self, user_id: str, scopes: Iterable[str], label: str = "") -> NewApiKey:
        """A new key for a user; its secret is in the answer and nowhere else."""
        user = self.get_user(user_id)
        scopes = _scopes_for(user, check_scopes(scopes))
        label = " ".join(label.split())
        if len(label) > MAX_NAME:
            raise InvalidInput(f"A key's label is at most {MAX_NAME} characters.")
        key_id = credentials.new_id("k")
        secret = credentials.new_api_key(key_id)
        key = ApiKey(
            id=key_id,
            label=label,
            user_id=user.id,
            scopes=scopes,
            secret_hash=credentials.token_hash(secret),
            created_at=self._clock(),
        )
        self.store.save_key(key)
        return NewApiKey(**self._view(key, user).model_dump(), key=secret)

    def revoke_key(self, key_id: str) -> ApiKeyView:
        key = self.store.get_key(key_id)
        if key is None:
            raise NotFound(f"No API key with id {key_id[:80]!r}.")
        if key.revoked_at is None:
            key = key.model_copy(update={"revoked_at": self._clock()})
            self.store.save_key(key)
        return self._view(key, self.store.get_user(key.user_id))

    def list_keys(self) -> list[ApiKeyView]:
        users = {u.id: u for u in self.store.list_users()}
        return [self._view(k, users.get(k.user_id)) for k in self.store.list_keys()]

    def key_actor(self, presented: str) -> Actor | None:
        """Who this API key acts as, or None (unknown, wrong secret, revoked, user disabled)."""
        key_id = credentials.key_id_of(presented)
        key = self.store.get_key(key_id) if key_id else None
        if key is None or not credentials.same_hash(key.secret_hash, presented):
            return None
        user = self.store.get_user(key.user_id)
        if key.revoked_at is not None or user is None or user.disabled:
            return None
        now = self._clock()
        if key.last_used_at is None or now - key.last_used_at >= LAST_USED_PRECISION:
            try:
                self.store.mark_key_used(key.id, now)
            except StorageFailed as refused:  # a full or read-only disk: the key still acts
                log.warning("key %s used, but that could not be noted: %s", key.id, refused)
        return key_actor(key, user, self.since())

    @staticmethod
    def _view(key: ApiKey, user: User | None) -> ApiKeyView:
        return ApiKeyView(
            id=key.id,
            label=key.label,
            user_id=key.user_id,
            user_name=user.name if user else "(unknown user)",
            scopes=key.scopes,
            created_at=key.created_at,
            revoked_at=key.revoked_at,
            last_used_at=key.last_used_at,
        )


def _refuse_a_lookalike(name: str, users: list[User]) -> None:
    """Conflict when `name` reads the same as another user's (lookalikes.py: "аlice" with a
    Cyrillic а beside "alice") — in the Share box the two would be one name, one an
    impostor's."""
    wanted = name_key(name)
    looks = skeleton(wanted)
    for user in users:
        theirs = name_key(user.name)
        if theirs != wanted and skeleton(theirs) == looks:
            raise Conflict(
                f"There is already a user named {user.name!r}, and {name!r} reads the same "
                "(letters of another alphabet drawn alike): pick a name colleagues can tell apart."
            )
