"""The style-learning queue's jobs as rows of the `style_queue` table, shared by every app
instance on one PostgreSQL database (app/store/sql/002_style_queue.sql).

Each instance has a number (random, positive) and holds the session advisory lock
(`_OWNER_LOCKS`, number) on a connection of its own for as long as it runs. Taking waiting
jobs is one UPDATE over `SELECT … FOR UPDATE SKIP LOCKED`, so racing instances take distinct
rows without waiting for each other. An instance whose lock is gone — it died, or its
connection did — is found in `pg_locks`, and its rows become waiting again, to be taken by
whoever looks next: no leases to renew, no clocks to trust.

A message's job (a writer's message that made no revision) is a row like a revision's, keyed by
the message's id in the `revision_id` column (ids of both start with their article's and never
collide); what it said is in `doc`, so it needed no migration.

Jobs an earlier run kept as files in the data dir (TinyDB, or what migrate-store left there)
are moved into the table the first time this instance takes jobs.
"""

from __future__ import annotations

import contextlib
import logging
import secrets
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
from psycopg.types.json import Jsonb
from psycopg_pool import ConnectionPool

from app.store.pg_support import open_pool
from app.style.queue_files import FileJobs
from app.style.queue_jobs import QueuedRevision

log = logging.getLogger(__name__)

_OWNER_LOCKS = 0x5251  # "RQ": advisory lock space of the instances' numbers
CONNECT_TIMEOUT = 10

_REAP = """
UPDATE style_queue SET taken_by = NULL
WHERE taken_by IS NOT NULL AND taken_by <> %(me)s AND NOT EXISTS (
    SELECT 1 FROM pg_locks AS l
    WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
      AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
      AND l.classid = %(space)s::oid AND l.objid = style_queue.taken_by::oid)
"""
_TAKE = """
UPDATE style_queue SET taken_by = %(me)s
WHERE revision_id IN (
    SELECT revision_id FROM style_queue
    WHERE state = 'pending' AND taken_by IS NULL
    ORDER BY queued, revision_id
    LIMIT %(limit)s
    FOR UPDATE SKIP LOCKED)
RETURNING doc
"""
_ADD = """
INSERT INTO style_queue (revision_id, persona_id, queued, state, taken_by, doc)
VALUES (%(revision_id)s, %(persona_id)s, %(queued)s, %(state)s, %(taken_by)s, %(doc)s)
ON CONFLICT (revision_id) DO NOTHING
"""


class PostgresJobs:
    """Jobs as rows; `owner` is this instance's number while it runs."""

    def __init__(self, url: str, *, files: Path | None = None) -> None:
        self.url = url
        self.owner = secrets.randbelow(2**31 - 2) + 1
        self.files = files
        self._files_moved = files is None
        self._owner_conn: psycopg.Connection[Any] | None = None
        self._owning = threading.Lock()
        # Opened at first use (building the app connects nothing), again after `close`.
        self._pool: ConnectionPool | None = None

    # -- the jobs -----------------------------------------------------------------------
    def add(self, entry: QueuedRevision, *, taken: bool) -> None:
        if taken:
            self._own()
        with self._connection() as conn:
            conn.execute(_ADD, self._row(entry, self.owner if taken else None))

    def take(self, limit: int) -> list[QueuedRevision]:
        self._own(check=True)
        if not self._files_moved:
            self._move_files_in()
        with self._connection() as conn:
            conn.execute(_REAP, {"me": self.owner, "space": _OWNER_LOCKS})
            rows = conn.execute(_TAKE, {"me": self.owner, "limit": limit}).fetchall()
        taken = [QueuedRevision.model_validate(doc) for (doc,) in rows]
        return sorted(taken, key=lambda entry: (entry.order, entry.revision_id))

    def still_ours(self, entry: QueuedRevision) -> bool:
        with self._connection() as conn:
            row = conn.execute(
                "SELECT 1 FROM style_queue WHERE revision_id = %s AND taken_by = %s "
                "AND state = 'pending'",
                (entry.revision_id, self.owner),
            ).fetchone()
        return row is not None

    def save(self, entry: QueuedRevision) -> None:
        with self._connection() as conn:
            conn.execute(
                "UPDATE style_queue SET doc = %s WHERE revision_id = %s AND taken_by = %s",
                (Jsonb(entry.model_dump(mode="json")), entry.revision_id, self.owner),
            )

    def done(self, entry: QueuedRevision) -> None:
        with self._connection() as conn:
            conn.execute(
                "DELETE FROM style_queue WHERE revision_id = %s AND taken_by = %s",
                (entry.revision_id, self.owner),
            )

    def fail(self, entry: QueuedRevision) -> None:
        with self._connection() as conn:
            conn.execute(
                "UPDATE style_queue SET state = 'failed', taken_by = NULL, doc = %s "
                "WHERE revision_id = %s",
                (Jsonb(entry.model_dump(mode="json")), entry.revision_id),
            )

    def known(self, revision_id: str) -> bool:
        with self._connection() as conn:
            found = conn.execute(
                "SELECT 1 FROM style_queue WHERE revision_id = %s", (revision_id,)
            ).fetchone()
        return found is not None

    def failures(self) -> list[QueuedRevision]:
        with self._connection() as conn:
            rows = conn.execute(
                "SELECT doc FROM style_queue WHERE state = 'failed' ORDER BY queued, revision_id"
            ).fetchall()
        return [QueuedRevision.model_validate(doc) for (doc,) in rows]

    def waiting(self) -> int:
        with self._connection() as conn:
            row = conn.execute(
                "SELECT count(*) FROM style_queue WHERE state = 'pending'"
            ).fetchone()
        return int(row[0]) if row else 0

    def release(self) -> None:
        """Hand back this instance's jobs, then let go of its number and connections."""
        try:
            if self._pool is not None:
                with self._connection() as conn:
                    conn.execute(
                        "UPDATE style_queue SET taken_by = NULL WHERE taken_by = %s", (self.owner,)
                    )
        finally:
            self.close()

    def close(self) -> None:
        """Let go of the number and the connections, as a crashed instance's server does:
        the other instances then take over this one's jobs."""
        with self._owning:
            if self._owner_conn is not None:
                with contextlib.suppress(psycopg.Error):
                    self._owner_conn.close()
                self._owner_conn = None
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.close()

    # -- the instance's number ----------------------------------------------------------
    def _own(self, *, check: bool = False) -> None:
        """Hold this instance's number on its own connection; after that connection was
        lost, take a new one (its jobs may meanwhile have been handed to others, which
        `still_ours` then says)."""
        with self._owning:
            conn = self._owner_conn
            if conn is not None and not conn.closed and not conn.broken:
                if not check:
                    return
                try:
                    conn.execute("SELECT 1")
                    return
                except psycopg.Error:
                    log.warning("the style queue's connection was lost; taking a new one")
            if conn is not None:
                with contextlib.suppress(psycopg.Error):
                    conn.close()
                self._owner_conn = None
            conn = psycopg.connect(self.url, autocommit=True, connect_timeout=CONNECT_TIMEOUT)
            try:
                conn.execute("SELECT pg_advisory_lock(%s, %s)", (_OWNER_LOCKS, self.owner))
            except BaseException:
                conn.close()
                raise
            self._owner_conn = conn

    @contextlib.contextmanager
    def _connection(self) -> Iterator[psycopg.Connection[Any]]:
        pool = self._pool
        if pool is None:
            with self._owning:
                if self._pool is None:
                    self._pool = open_pool(
                        self.url,
                        "style-queue",
                        min_size=1,
                        max_size=4,
                        connect_timeout=CONNECT_TIMEOUT,
                    )
                pool = self._pool
        with pool.connection() as conn:
            yield conn

    def _row(self, entry: QueuedRevision, taken_by: int | None) -> dict[str, Any]:
        return {
            "revision_id": entry.revision_id,
            "persona_id": entry.persona_id,
            "queued": entry.order,
            "state": entry.state,
            "taken_by": taken_by if entry.state == "pending" else None,
            "doc": Jsonb(entry.model_dump(mode="json")),
        }

    def _move_files_in(self) -> None:
        """Jobs kept as files in the data dir (an earlier TinyDB run, a migrate-store copy)
        become rows: waiting ones waiting, failed ones failed. Each file is removed once its
        row is saved, so a crash half-way moves the rest next time."""
        assert self.files is not None
        files = FileJobs(self.files)
        try:
            moving = [*files.take(1_000_000), *files.failures()]
            with self._connection() as conn:
                for entry in moving:
                    conn.execute(_ADD, self._row(entry, None))
            for entry in moving:
                files.done(entry)
                files.forget_failure(entry)
            files.release()
            if moving:
                log.info(
                    "moved %d style-learning jobs from %s into the database",
                    len(moving),
                    self.files,
                )
        except OSError:
            log.warning("could not read the style queue's files in %s", self.files, exc_info=True)
        self._files_moved = True
