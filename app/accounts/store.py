"""Where accounts are kept: the interface, and its TinyDB implementation in the data dir.

The TinyDB store is one file, `accounts/accounts.json`, written atomically (app/store/atomic.py)
under a thread lock and a file lock, so `python -m app user add` in another process while the
server runs is safe. The PostgreSQL implementation is app/accounts/pg_store.py."""

from __future__ import annotations

import fcntl
import os
import threading
import unicodedata
from abc import ABC, abstractmethod
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter
from tinydb import TinyDB, where

from app.accounts.models import ApiKey, LoginSession, User
from app.domain.errors import Conflict, Damaged
from app.store import atomic

ACCOUNTS_FILE = Path("accounts") / "accounts.json"


def json_time(when: datetime) -> str:
    """A time written as pydantic writes the records' other times."""
    return str(TypeAdapter(datetime).dump_python(when, mode="json"))


def name_key(name: str) -> str:
    """What makes two user names the same name: case and width do not count."""
    return unicodedata.normalize("NFKC", name).casefold()


class AccountStore(ABC):
    """Users, login sessions and API keys. Blocking; the web layer calls it off the loop."""

    def close(self) -> None:  # noqa: B027 - most stores hold nothing open
        """Release what the store holds open (a database's connections)."""

    @abstractmethod
    def count_users(self) -> int: ...

    @abstractmethod
    def add_user(self, user: User) -> None:
        """Save a new user; Conflict if the name (ignoring case) is taken."""

    @abstractmethod
    def save_user(self, user: User) -> None:
        """Replace an existing user's record."""

    @abstractmethod
    def get_user(self, user_id: str) -> User | None: ...

    @abstractmethod
    def find_user(self, name: str) -> User | None:
        """The user with this name, ignoring case and width."""

    @abstractmethod
    def list_users(self) -> list[User]:
        """Oldest first."""

    @abstractmethod
    def add_session(self, session: LoginSession) -> None: ...

    @abstractmethod
    def get_session(self, session_id: str) -> LoginSession | None: ...

    @abstractmethod
    def delete_session(self, session_id: str) -> None: ...

    @abstractmethod
    def delete_sessions_of(self, user_id: str) -> None:
        """Sign a user out everywhere (password changed, account disabled)."""

    @abstractmethod
    def delete_expired_sessions(self, now: datetime) -> None:
        """Forget sessions that ended before `now` (done at each login)."""

    @abstractmethod
    def save_key(self, key: ApiKey) -> None:
        """Add or replace an API key."""

    @abstractmethod
    def get_key(self, key_id: str) -> ApiKey | None: ...

    @abstractmethod
    def mark_key_used(self, key_id: str, when: datetime) -> None:
        """Set only the last-used time (a revocation saved meanwhile stays)."""

    @abstractmethod
    def list_keys(self) -> list[ApiKey]:
        """Oldest first."""


class TinyDBAccountStore(AccountStore):
    """Accounts in `<data_dir>/accounts/accounts.json` (tables users, sessions, keys)."""

    def __init__(self, data_dir: Path) -> None:
        self._path = Path(data_dir) / ACCOUNTS_FILE
        self._cache = atomic.JSONCache(max_files=1)
        self._lock = threading.Lock()

    @contextmanager
    def _db(self) -> Iterator[TinyDB]:
        """The file held exclusively (thread and process) for a change."""
        with self._lock:
            self._path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self._path.parent / ".accounts.lock", os.O_RDWR | os.O_CREAT, 0o600)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX)
                yield TinyDB(self._path, storage=atomic.AtomicJSONStorage, cache=self._cache)
            finally:
                os.close(fd)  # releases the flock

    def _all(self, table: str) -> list[dict[str, Any]]:
        # Read straight from the parsed file (shared, read only: each record is validated
        # into a new model), as every request's sign-in check does; TinyDB would copy it all.
        try:
            data = self._cache.load(self._path) or {}
            return list(data.get(table, {}).values())
        except (ValueError, AttributeError) as error:  # not JSON, or not TinyDB's shape
            raise Damaged(
                f"The accounts file {self._path} cannot be read ({error}); restore it from a "
                "backup. Nobody can sign in until it is repaired."
            ) from error

    def _one(self, table: str, record_id: str) -> dict[str, Any] | None:
        return next((doc for doc in self._all(table) if doc.get("id") == record_id), None)

    def _put(self, table: str, record: dict[str, Any]) -> None:
        with self._db() as db:
            db.table(table).upsert(record, where("id") == record["id"])

    def count_users(self) -> int:
        return len(self._all("users"))

    def add_user(self, user: User) -> None:
        record = {**user.model_dump(mode="json"), "name_key": name_key(user.name)}
        with self._db() as db:
            users = db.table("users")
            if users.get(where("name_key") == record["name_key"]) is not None:
                raise Conflict(f"There is already a user named {user.name!r}.")
            users.insert(record)

    def save_user(self, user: User) -> None:
        self._put("users", {**user.model_dump(mode="json"), "name_key": name_key(user.name)})

    def get_user(self, user_id: str) -> User | None:
        doc = self._one("users", user_id)
        return User.model_validate(doc) if doc else None

    def find_user(self, name: str) -> User | None:
        wanted = name_key(name)
        for doc in self._all("users"):
            if doc.get("name_key") == wanted:
                return User.model_validate(doc)
        return None

    def list_users(self) -> list[User]:
        users = [User.model_validate(doc) for doc in self._all("users")]
        return sorted(users, key=lambda u: (u.created_at, u.id))

    def add_session(self, session: LoginSession) -> None:
        self._put("sessions", session.model_dump(mode="json"))

    def get_session(self, session_id: str) -> LoginSession | None:
        doc = self._one("sessions", session_id)
        return LoginSession.model_validate(doc) if doc else None

    def delete_session(self, session_id: str) -> None:
        with self._db() as db:
            db.table("sessions").remove(where("id") == session_id)

    def delete_sessions_of(self, user_id: str) -> None:
        with self._db() as db:
            db.table("sessions").remove(where("user_id") == user_id)

    def delete_expired_sessions(self, now: datetime) -> None:
        def ended(value: Any) -> bool:
            return datetime.fromisoformat(value) <= now

        with self._db() as db:
            db.table("sessions").remove(where("expires_at").test(ended))

    def save_key(self, key: ApiKey) -> None:
        self._put("keys", key.model_dump(mode="json"))

    def get_key(self, key_id: str) -> ApiKey | None:
        doc = self._one("keys", key_id)
        return ApiKey.model_validate(doc) if doc else None

    def mark_key_used(self, key_id: str, when: datetime) -> None:
        with self._db() as db:
            db.table("keys").update({"last_used_at": json_time(when)}, where("id") == key_id)

    def list_keys(self) -> list[ApiKey]:
        keys = [ApiKey.model_validate(doc) for doc in self._all("keys")]
        return sorted(keys, key=lambda k: (k.created_at, k.id))
