"""Accounts in PostgreSQL (tables of app/store/sql/003_accounts.sql, failed sign-ins in
006_sign_in_failures.sql), for several instances.

Opening it applies any schema migration the database lacks, as the main store does, so
`python -m app user add` works on a fresh database too."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta
from typing import Any, TypeVar

import psycopg
from psycopg.types.json import Jsonb
from pydantic import BaseModel

from app.accounts.models import ApiKey, LoginSession, User
from app.accounts.store import AccountStore, json_time, name_key
from app.accounts.throttle import LoginAttempt, LoginThrottle, name_counter
from app.domain.errors import Conflict, DatabaseAway
from app.store import schema
from app.store.pg_support import UNAVAILABLE, open_pool, reason, where

Record = TypeVar("Record", bound=BaseModel)
# Old failed sign-ins deleted at most per attempt: skipping rows another attempt holds, so
# two attempts never wait on each other's clean-up.
_FORGET_AT_ONCE = 500
Connection = psycopg.Connection[Any]
# The mark of account_marks saying when users were first made here (see AccountStore.made_at).
_MADE = "users_made"


class PostgresAccountStore(AccountStore):
    """Users, sessions and keys in the app's PostgreSQL database."""

    def __init__(self, url: str, *, pool_size: int = 4, connect_timeout: int = 10) -> None:
        self.where = where(url)
        try:
            with psycopg.connect(url, autocommit=True, connect_timeout=connect_timeout) as conn:
                schema.migrate(conn)
        except UNAVAILABLE as error:
            raise DatabaseAway(
                f"The database {self.where} could not be reached ({reason(error)})."
            ) from error
        self._pool = open_pool(url, "accounts", max_size=pool_size, connect_timeout=connect_timeout)

    def close(self) -> None:
        self._pool.close()

    @contextmanager
    def _conn(self) -> Iterator[Connection]:
        try:
            with self._pool.connection() as conn:
                yield conn
        except UNAVAILABLE as error:
            raise DatabaseAway(
                # Every request asks whether accounts exist, so this is the sentence a writer
                # meets with accounts or without: it names the database, not its address.
                f"The database could not be reached ({reason(error)}); nothing was changed."
            ) from error

    def _rows(self, sql: str, *args: Any) -> list[dict[str, Any]]:
        with self._conn() as conn:
            return [row[0] for row in conn.execute(sql, args).fetchall()]

    def _one(self, sql: str, *args: Any) -> dict[str, Any] | None:
        rows = self._rows(sql, *args)
        return rows[0] if rows else None

    def _run(self, sql: str, *args: Any) -> None:
        with self._conn() as conn:
            conn.execute(sql, args)

    def count_users(self) -> int:
        with self._conn() as conn:
            row = conn.execute("SELECT count(*) FROM account_users").fetchone()
        return int(row[0]) if row else 0

    def add_user(self, user: User) -> None:
        try:
            self._run(
                "INSERT INTO account_users (id, name_key, created_at, doc) VALUES (%s, %s, %s, %s)",
                user.id,
                name_key(user.name),
                user.created_at,
                Jsonb(user.model_dump(mode="json")),
            )
        except psycopg.errors.UniqueViolation as error:
            raise Conflict(f"There is already a user named {user.name!r}.") from error

    def save_user(self, user: User) -> None:
        self._run(
            "UPDATE account_users SET name_key = %s, doc = %s WHERE id = %s",
            name_key(user.name),
            Jsonb(user.model_dump(mode="json")),
            user.id,
        )

    def get_user(self, user_id: str) -> User | None:
        return _maybe(User, self._one("SELECT doc FROM account_users WHERE id = %s", user_id))

    def find_user(self, name: str) -> User | None:
        doc = self._one("SELECT doc FROM account_users WHERE name_key = %s", name_key(name))
        return _maybe(User, doc)

    def list_users(self) -> list[User]:
        rows = self._rows("SELECT doc FROM account_users ORDER BY created_at, id")
        return [User.read(doc) for doc in rows]

    def add_session(self, session: LoginSession) -> None:
        self._run(
            "INSERT INTO account_sessions (id, user_id, expires_at, doc) VALUES (%s, %s, %s, %s)",
            session.id,
            session.user_id,
            session.expires_at,
            Jsonb(session.model_dump(mode="json")),
        )

    def get_session(self, session_id: str) -> LoginSession | None:
        doc = self._one("SELECT doc FROM account_sessions WHERE id = %s", session_id)
        return _maybe(LoginSession, doc)

    def delete_session(self, session_id: str) -> None:
        self._run("DELETE FROM account_sessions WHERE id = %s", session_id)

    def delete_sessions_of(self, user_id: str) -> None:
        self._run("DELETE FROM account_sessions WHERE user_id = %s", user_id)

    def delete_expired_sessions(self, now: datetime) -> None:
        self._run("DELETE FROM account_sessions WHERE expires_at <= %s", now)

    def save_key(self, key: ApiKey) -> None:
        self._run(
            "INSERT INTO account_keys (id, user_id, created_at, doc) VALUES (%s, %s, %s, %s) "
            "ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc",
            key.id,
            key.user_id,
            key.created_at,
            Jsonb(key.model_dump(mode="json")),
        )

    def get_key(self, key_id: str) -> ApiKey | None:
        return _maybe(ApiKey, self._one("SELECT doc FROM account_keys WHERE id = %s", key_id))

    def mark_key_used(self, key_id: str, when: datetime) -> None:
        self._run(
            "UPDATE account_keys SET doc = jsonb_set(doc, '{last_used_at}', to_jsonb(%s::text)) "
            "WHERE id = %s",
            json_time(when),
            key_id,
        )

    def list_keys(self) -> list[ApiKey]:
        rows = self._rows("SELECT doc FROM account_keys ORDER BY created_at, id")
        return [ApiKey.read(doc) for doc in rows]

    def made_at(self) -> datetime | None:
        with self._conn() as conn:
            row = conn.execute("SELECT at FROM account_marks WHERE name = %s", (_MADE,)).fetchone()
        return row[0] if row else None

    def mark_made(self, when: datetime | None) -> None:
        if when is not None:
            self._run(
                "INSERT INTO account_marks (name, at) VALUES (%s, %s) ON CONFLICT DO NOTHING",
                _MADE,
                when,
            )

    def take_login_attempt(
        self, attempt: LoginAttempt, throttle: LoginThrottle
    ) -> timedelta | None:
        since = throttle.since(attempt.at)
        counters = sorted(attempt.counters)  # locks taken in one order: no deadlock
        with self._conn() as conn, conn.transaction():
            for counter in counters:
                conn.execute("SELECT pg_advisory_xact_lock(hashtextextended(%s, 0))", (counter,))
            conn.execute(
                "DELETE FROM account_sign_in_failures WHERE ctid IN (SELECT ctid FROM "
                "account_sign_in_failures WHERE at <= %s LIMIT %s FOR UPDATE SKIP LOCKED)",
                (since, _FORGET_AT_ONCE),
            )
            rows = conn.execute(
                "SELECT counter, at FROM account_sign_in_failures "
                "WHERE counter = ANY(%s) AND at > %s",
                (counters, since),
            ).fetchall()
            counted: dict[str, list[datetime]] = {}
            for counter, at in rows:
                counted.setdefault(counter, []).append(at)
            wait = throttle.wait(counted, attempt)
            if wait is None:
                for counter in counters:
                    conn.execute(
                        "INSERT INTO account_sign_in_failures (attempt_id, counter, at) "
                        "VALUES (%s, %s, %s) ON CONFLICT DO NOTHING",
                        (attempt.id, counter, attempt.at),
                    )
        return wait

    def login_succeeded(self, attempt: LoginAttempt) -> None:
        # The name's failures, from everywhere and from here, are forgotten.
        self._run(
            "DELETE FROM account_sign_in_failures "
            "WHERE attempt_id = %s OR counter = %s OR counter = %s",
            attempt.id,
            name_counter(attempt.name_key),
            attempt.counters[2],
        )


def _maybe(model: type[Record], doc: dict[str, Any] | None) -> Record | None:
    """A stored record; a user's or key's read safe side up (`User.read`, `ApiKey.read`)."""
    if doc is None:
        return None
    read = getattr(model, "read", None)
    return read(doc) if read is not None else model.model_validate(doc)
