"""Where accounts are kept: the interface, and its TinyDB implementation in the data dir.

The TinyDB store is one file, `accounts/accounts.json`, written atomically (app/store/atomic.py)
under a thread lock and a file lock, so `python -m app user add` in another process while the
server runs is safe. Failed sign-ins are kept beside it in `accounts/sign-in-failures.json`
under the same locks, so every worker process counts the same attempts; a file of their own
keeps a flood of guesses from rewriting the users' file. The PostgreSQL implementation is
app/accounts/pg_store.py."""

from __future__ import annotations

import fcntl
import json
import logging
import os
import re
import threading
import unicodedata
from abc import ABC, abstractmethod
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter
from tinydb import TinyDB, where

from app.accounts.models import INCOMPLETE, ApiKey, LoginSession, User
from app.accounts.throttle import LoginAttempt, LoginThrottle, name_counter
from app.domain.errors import Conflict, Damaged
from app.store import atomic
from app.store.journal import storage_failure

log = logging.getLogger(__name__)

ACCOUNTS_FILE = Path("accounts") / "accounts.json"
FAILURES_FILE = Path("accounts") / "sign-in-failures.json"
# When users were first made here (app/accounts/service.py, Accounts.in_use): kept apart from
# the users, so an accounts file emptied or removed is told from one never made.
MADE_FILE = Path("accounts") / "users-made-at"
# Failed sign-ins remembered at most (the oldest go first), so a flood of guesses from many
# addresses cannot make every attempt rewrite an ever larger file.
MAX_FAILURES_KEPT = 20_000


# Characters that show nothing (zero-width spaces and joiners, marks, Hangul fillers, the
# blank Braille pattern, combining marks with nothing to sit on): allowed in a name (a
# Persian name needs its zero-width non-joiner) but not as its only content.
NAME_INVISIBLE = (
    r"\u00ad\u0300-\u036f\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f"
    r"\u2060-\u2064\u20d0-\u20ff\u2800\u3164\ufe00-\ufe0f\ufe20-\ufe2f\ufeff\uffa0"
)
_SHOWS_NOTHING = re.compile(f"[{NAME_INVISIBLE}]")


def json_time(when: datetime) -> str:
    """A time written as pydantic writes the records' other times."""
    return str(TypeAdapter(datetime).dump_python(when, mode="json"))


def name_key(name: str) -> str:
    """What makes two user names the same name: case, width and characters that show nothing
    (a zero-width space, a joiner, a Hangul filler) do not count, so "ada\u200b" and
    "ada\u3164" are Ada's name."""
    shown = _SHOWS_NOTHING.sub("", unicodedata.normalize("NFKC", name).casefold())
    return "".join(c for c in shown if unicodedata.category(c) != "Cf")


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

    def made_at(self) -> datetime | None:
        """When users were first made here, as a mark kept apart from the users says (None:
        no mark): the users gone while it stays means the accounts were lost."""
        return None

    def mark_made(self, when: datetime | None) -> None:  # noqa: B027 - a store may keep none
        """Keep that mark, once: later calls leave the first time standing."""

    def incomplete(self) -> list[str]:
        """One line per stored user or key missing a field that says whether it may act
        (read as it may not: see `User.read`, `ApiKey.read`), for `python -m app check`."""
        return []

    @abstractmethod
    def take_login_attempt(
        self, attempt: LoginAttempt, throttle: LoginThrottle
    ) -> timedelta | None:
        """In one step for every process: how long `attempt` must wait given the failures
        recorded under its counters (`throttle.wait`); when None, the attempt is recorded as a
        failure under each counter until `login_succeeded` forgets it. Failures older than the
        window are forgotten on the way."""

    @abstractmethod
    def login_succeeded(self, attempt: LoginAttempt) -> None:
        """A right password: forget the name's failures and this attempt (the address keeps
        its other failures)."""


class TinyDBAccountStore(AccountStore):
    """Accounts in `<data_dir>/accounts/accounts.json` (tables users, sessions, keys)."""

    def __init__(self, data_dir: Path) -> None:
        self._path = Path(data_dir) / ACCOUNTS_FILE
        self._failures_path = Path(data_dir) / FAILURES_FILE
        self._made_path = Path(data_dir) / MADE_FILE
        self._cache = atomic.JSONCache(max_files=1)
        self._failures_cache = atomic.JSONCache(max_files=1)
        self._lock = threading.Lock()

    @contextmanager
    def _locked(self) -> Iterator[None]:
        """The accounts held exclusively (thread and process) for a change. The data
        directory refusing it (full, read-only) is said in words: the file is replaced whole,
        so nothing of the change was written."""
        with self._lock:
            try:
                self._path.parent.mkdir(parents=True, exist_ok=True)
                fd = os.open(self._path.parent / ".accounts.lock", os.O_RDWR | os.O_CREAT, 0o600)
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX)
                    yield
                finally:
                    os.close(fd)  # releases the flock
            except OSError as error:
                log.warning("the accounts could not be written: %s", error)
                raise storage_failure(error, saved=False, what="the accounts") from error

    @contextmanager
    def _db(self) -> Iterator[TinyDB]:
        with self._locked():
            yield TinyDB(self._path, storage=atomic.AtomicJSONStorage, cache=self._cache)

    def _all(self, table: str) -> list[dict[str, Any]]:
        # Read straight from the parsed file (shared, read only: each record is validated
        # into a new model), as every request's sign-in check does; TinyDB would copy it all.
        try:
            data = self._cache.load(self._path)
            if data is None and not self._path.exists():
                return []  # no file: no accounts made (or lost: see Accounts.in_use)
            if not isinstance(data, dict):  # `null`, `[]`: not what an empty file holds
                raise ValueError(f"it holds {json.dumps(data)[:20]}, not TinyDB's tables")
            docs = list(data.get(table, {}).values())
            if not all(isinstance(doc, dict) for doc in docs):
                raise ValueError(f"a record of its {table} table is not a JSON object")
            return docs
        except (ValueError, AttributeError, OSError) as error:  # not JSON, or not TinyDB's shape
            # The log (and `check`) name the server's file and the parser's words; a client
            # is told what is wrong without the server's paths.
            log.error("the accounts file %s cannot be read: %s", self._path, error)
            raise Damaged(
                "The accounts file accounts/accounts.json (in the data directory) cannot be "
                "read: it is cut short or is not an accounts file. Nobody can sign in until it "
                "is restored from a backup."
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
        return User.read(doc) if doc else None

    def find_user(self, name: str) -> User | None:
        wanted = name_key(name)
        for doc in self._all("users"):
            if doc.get("name_key") == wanted:
                return User.read(doc)
        return None

    def list_users(self) -> list[User]:
        users = [User.read(doc) for doc in self._all("users")]
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
        return ApiKey.read(doc) if doc else None

    def mark_key_used(self, key_id: str, when: datetime) -> None:
        with self._db() as db:
            db.table("keys").update({"last_used_at": json_time(when)}, where("id") == key_id)

    def list_keys(self) -> list[ApiKey]:
        keys = [ApiKey.read(doc) for doc in self._all("keys")]
        return sorted(keys, key=lambda k: (k.created_at, k.id))

    def made_at(self) -> datetime | None:
        try:
            return datetime.fromisoformat(self._made_path.read_text("utf-8").strip())
        except FileNotFoundError:
            return None
        except (OSError, ValueError):  # the mark itself damaged: it still says users were made
            return datetime.fromtimestamp(0, UTC)

    def mark_made(self, when: datetime | None) -> None:
        if when is None or self._made_path.exists():
            return
        try:
            atomic.write_bytes_atomic(self._made_path, json_time(when).encode())
        except OSError as error:  # a read-only data dir: the users themselves still say it
            log.warning("could not keep the accounts' mark %s: %s", self._made_path, error)

    def incomplete(self) -> list[str]:
        lines = []
        for table, (field, reading) in INCOMPLETE.items():
            for doc in self._all(table):
                missing = field not in doc or (field == "disabled" and doc[field] is None)
                if missing:
                    what = "user" if table == "users" else "API key"
                    lines.append(
                        f"DAMAGED accounts: the {what} {doc.get('id')!r} in {self._path} "
                        f"{reading}: set its {field} (false, or null for a live key) to let it "
                        "act again."
                    )
        return lines

    # -- failed sign-ins: one TinyDB table, rewritten whole under the accounts' locks --------
    def _failures(self) -> list[dict[str, Any]]:
        try:
            data = self._failures_cache.load(self._failures_path) or {}
            return list(data.get("failures", {}).values())
        except (ValueError, AttributeError):
            # Only counts of guesses: a damaged file is started afresh rather than locking
            # everybody out.
            return []

    def _save_failures(self, rows: list[dict[str, Any]]) -> None:
        storage = atomic.AtomicJSONStorage(self._failures_path, cache=self._failures_cache)
        storage.write({"failures": {str(n): row for n, row in enumerate(rows, 1)}})

    def take_login_attempt(
        self, attempt: LoginAttempt, throttle: LoginThrottle
    ) -> timedelta | None:
        since = throttle.since(attempt.at)
        with self._locked():
            rows = self._failures()
            kept = [r for r in rows if datetime.fromisoformat(r["at"]) > since]
            counted: dict[str, list[datetime]] = {}
            for row in kept:
                if row["counter"] in attempt.counters:
                    counted.setdefault(row["counter"], []).append(datetime.fromisoformat(row["at"]))
            wait = throttle.wait(counted, attempt)
            if wait is None:
                at = json_time(attempt.at)
                kept += [{"attempt": attempt.id, "counter": c, "at": at} for c in attempt.counters]
            kept = kept[-MAX_FAILURES_KEPT:]
            if wait is None or len(kept) != len(rows):
                self._save_failures(kept)
        return wait

    def login_succeeded(self, attempt: LoginAttempt) -> None:
        # The name's failures, from everywhere and from here, are forgotten.
        forgotten = {name_counter(attempt.name_key), attempt.counters[2]}
        with self._locked():
            rows = self._failures()
            kept = [r for r in rows if r["attempt"] != attempt.id and r["counter"] not in forgotten]
            if len(kept) != len(rows):
                self._save_failures(kept)
