"""What the PostgreSQL store needs besides its queries: honest failure sentences, safe URLs.

A database that cannot be reached, a full disk on the server, or a connection lost in the
middle of a commit become StorageFailed / StorageFull with a sentence saying what was saved:
a transaction that failed saved nothing; one whose COMMIT was cut off may or may not have.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, TypeVar

import psycopg
from psycopg import errors as pg_errors
from psycopg.conninfo import conninfo_to_dict
from psycopg_pool import ConnectionPool, PoolTimeout
from psycopg_pool.base import AttemptWithBackoff

from app.domain.errors import DatabaseAway, InvalidInput, StorageFailed, StorageFull
from app.domain.models import ChatMessage
from app.store.crash_points import write_point

T = TypeVar("T")
Connection = psycopg.Connection[Any]

# What a broken connection, an unreachable server or a starved pool raise.
UNAVAILABLE: tuple[type[Exception], ...] = (
    psycopg.OperationalError,
    psycopg.InterfaceError,
    PoolTimeout,
)


# Longest pause between two attempts to reconnect to a database that went away.
RECONNECT_DELAY_CAP = 1.0

# Longest a statement may run (or wait for a lock: a table locked by a migration, a
# transaction left open in psql). Without it a request waited for ever, holding a pooled
# connection, and a few such requests left the whole app waiting. No statement of Redline's
# comes near it.
STATEMENT_TIMEOUT_SECONDS = 30.0

# Longest the app waits for the server to answer at all. The statement limit is the server's
# own, so a server that stopped running (frozen, suspended, its host unplugged without a word)
# never enforces it, and every request that touched it waited for ever. A few seconds beyond the
# statement limit, so a slow statement still ends in the server's own words.
ANSWER_TIMEOUT_SECONDS = STATEMENT_TIMEOUT_SECONDS + 5


# psycopg's own pause between two looks at a connection that has nothing to read yet.
_INTERVAL: float = inspect.signature(psycopg.Connection.wait).parameters["interval"].default


class AnsweringConnection(psycopg.Connection[Any]):
    """A connection that gives up on a server that stopped answering: after
    `ANSWER_TIMEOUT_SECONDS` it is closed (so the pool drops it) and the wait fails as the
    database being unreachable. A wait given its own timeout (none of Redline's) keeps it."""

    def wait(self, gen: Any, interval: float = _INTERVAL, timeout: float | None = None) -> Any:
        if timeout is not None:
            return super().wait(gen, interval, timeout)
        limit = ANSWER_TIMEOUT_SECONDS
        try:
            return super().wait(gen, interval, limit)
        except pg_errors._WaitTimeout as error:
            self.pgconn.finish()
            raise psycopg.OperationalError(
                f"the database did not answer within {limit:g} seconds"
            ) from error


class _Reconnecting(AttemptWithBackoff):
    """psycopg_pool's backoff between attempts to reconnect, capped. Uncapped it doubles
    (1, 2, 4, 8, 16 s…), so a database back after a restart of half a minute was not tried
    again for up to 16 s more, and every request meanwhile waited out its timeout and
    failed."""

    def update_delay(self, now: float) -> None:
        super().update_delay(now)
        self.delay = min(self.delay, RECONNECT_DELAY_CAP)


class _Pool(ConnectionPool):
    def _add_connection(self, attempt: AttemptWithBackoff | None, growing: bool = False) -> None:
        attempt = attempt or _Reconnecting(timeout=self.reconnect_timeout)
        super()._add_connection(attempt, growing=growing)


def open_pool(
    url: str, name: str, *, max_size: int, min_size: int = 0, connect_timeout: int = 10
) -> ConnectionPool:
    """A pool of autocommit connections. Each is checked as it is handed out, so after the
    server restarts no request fails on a connection that died idle; a request waits at most
    `connect_timeout` for a connection, then fails in words, and at most
    `ANSWER_TIMEOUT_SECONDS` for a server that stopped answering. A database that went away
    is tried again at least every `RECONNECT_DELAY_CAP` seconds."""
    return _Pool(
        url,
        connection_class=AnsweringConnection,
        min_size=min_size,
        max_size=max_size,
        kwargs={"autocommit": True, "connect_timeout": connect_timeout},
        configure=_limit_statements,
        check=ConnectionPool.check_connection,
        timeout=connect_timeout,
        open=True,
        name=name,
    )


def _limit_statements(conn: Connection) -> None:
    """Each new connection's limit on a statement (the session keeps it: autocommit)."""
    milliseconds = int(STATEMENT_TIMEOUT_SECONDS * 1000)
    conn.execute(f"SET statement_timeout = {milliseconds}")


class PooledDatabase:
    """Reads and one-transaction writes on `self._pool`, failing in sentences."""

    _pool: ConnectionPool

    @contextmanager
    def _reading(self) -> Iterator[Connection]:
        try:
            with self._pool.connection() as conn:
                yield conn
        except UNAVAILABLE as error:
            raise read_failure(error) from error

    def _write(self, what: str, work: Callable[[Connection], T]) -> T:
        """Run `work` in one transaction; a lost connection says whether it was saved."""
        committing = False
        try:
            with self._pool.connection() as conn:
                with conn.transaction():
                    result = work(conn)
                    write_point()  # all sent, COMMIT not yet: the server undoes it all
                    committing = True  # leaving the block sends COMMIT
                write_point()  # committed
                return result
        except UNAVAILABLE as error:
            raise write_failure(error, what, committing=committing) from error
        except psycopg.DataError as error:
            # Text PostgreSQL cannot hold, such as a NUL character: the transaction is undone.
            detail = error.diag.message_detail or reason(error)
            raise InvalidInput(
                f"{what[:1].upper()}{what[1:]} holds text PostgreSQL cannot store ({detail}); "
                "nothing was saved."
            ) from error


def where(url: str) -> str:
    """The database a URL names, for messages: host, port and name, never the password."""
    try:
        parts = conninfo_to_dict(url)
    except psycopg.ProgrammingError:
        return "(an unreadable database URL)"
    host = parts.get("host") or "localhost"
    port = f":{parts['port']}" if parts.get("port") else ""
    return f"{parts.get('dbname') or parts.get('user') or 'postgres'} on {host}{port}"


def reason(error: BaseException) -> str:
    """The first line of a driver error, short enough for a writer's eyes."""
    if isinstance(error, pg_errors.QueryCanceled):
        return (
            f"it did not answer within {STATEMENT_TIMEOUT_SECONDS:g} seconds: a table may be "
            "locked, or the server overloaded"
        )
    text = str(error).strip().splitlines()
    first = text[0] if text else type(error).__name__
    return first[:200]


def read_failure(error: BaseException) -> StorageFailed:
    kind = DatabaseAway if isinstance(error, UNAVAILABLE) else StorageFailed
    return kind(f"The database could not be read ({reason(error)}); nothing was changed.")


def write_failure(error: BaseException, what: str, *, committing: bool) -> StorageFailed:
    """The error for a commit that did not go through.

    `committing`: the connection failed while the COMMIT itself was on its way, so the
    server may have saved it; the sentence says so rather than guess."""
    full = isinstance(error, pg_errors.DiskFull)
    cause = (
        "The database's disk is full"
        if full
        else f"The database could not be written ({reason(error)})"
    )
    if committing and not full:
        sentence = (
            f"The connection to the database was lost while {what} was being saved "
            f"({reason(error)}): it may or may not have been saved; reload to see."
        )
    elif what == "the reply":
        sentence = f"{cause}: your message was saved, but the reply could not be."
    else:
        sentence = f"{cause}; nothing was saved."
    away = isinstance(error, UNAVAILABLE)
    kind = StorageFull if full else DatabaseAway if away else StorageFailed
    return kind(sentence, saved=False)


def what_is_saved(messages: Sequence[ChatMessage]) -> str:
    """The writer's words for what a commit saves, for failure sentences."""
    roles = {m.role for m in messages}
    if "assistant" in roles:
        return "the reply"
    if "user" in roles:
        return "your message"
    return "the change"
