"""The turns being answered, seen by every instance on one PostgreSQL database.

The ledger of begun turns (app/editing/orphans.py) is a file in the data directory: processes
sharing one directory (the workers of one instance) see each other's turns in it, but two
instances on one database share no folder. A send without `head_id` made through one
instance while the other wrote the reply to the head found nobody answering it, was saved
under the writer's message, and the reply then said the conversation had moved on
(app/editing/queued_send.py). So each begun turn also holds a shared session advisory lock,
keyed by its message, on a connection of this process's own; another process sees it in
`pg_locks`. A process that dies loses its connection, and with it its locks. Like the file
ledger, the locks are let go when no turn of this process runs (`idle`).
"""

from __future__ import annotations

import hashlib
import logging
import threading
from collections.abc import Collection
from pathlib import Path

import psycopg

from app.editing.orphans import TurnLedger

log = logging.getLogger(__name__)

_TURN_LOCKS = 0x524D  # advisory lock space of begun turns (0x524C: the serving lock's)
CONNECT_TIMEOUT = 10

_LIVE = """
SELECT DISTINCT objid::bigint FROM pg_locks
 WHERE locktype = 'advisory' AND classid = %s AND objsubid = 2 AND granted
   AND pid <> pg_backend_pid() AND objid::bigint = ANY(%s)
"""


def turn_key(message_id: str) -> int:
    """The lock's second key for a writer's message: 31 bits of its hash (a clash only makes
    a send wait for another turn's reply as well)."""
    digest = hashlib.blake2b(message_id.encode(), digest_size=4).digest()
    return int.from_bytes(digest, "big") & 0x7FFFFFFF


class PgTurnLedger(TurnLedger):
    """The file ledger, and an advisory lock per begun turn that the other instances see."""

    def __init__(self, data_dir: Path, database_url: str) -> None:
        super().__init__(data_dir)
        self.database_url = database_url
        self._conn: psycopg.Connection[tuple[object, ...]] | None = None
        self._held: set[int] = set()
        self._guard = threading.Lock()

    def open(self) -> None:
        super().open()
        try:
            self._conn = psycopg.connect(
                self.database_url, autocommit=True, connect_timeout=CONNECT_TIMEOUT
            )
        except (OSError, psycopg.Error) as error:
            log.warning("other instances will not see this one's turns: %s", error)

    def begun(self, message_id: str, content_id: str) -> None:
        super().begun(message_id, content_id)
        key = turn_key(message_id)
        with self._guard:
            if self._conn is None or key in self._held:
                return
            try:
                self._conn.execute("SELECT pg_try_advisory_lock_shared(%s, %s)", (_TURN_LOCKS, key))
            except (OSError, psycopg.Error) as error:
                log.warning("could not show the turn answering %s: %s", message_id, error)
            else:
                self._held.add(key)

    def idle(self) -> None:
        super().idle()
        with self._guard:
            if self._conn is None or not self._held:
                return
            try:
                self._conn.execute("SELECT pg_advisory_unlock_all()")
            except (OSError, psycopg.Error) as error:
                log.warning("could not let go of this process's turns: %s", error)
            else:
                self._held.clear()

    def close(self, *, keep: bool = False) -> None:
        try:
            super().close(keep=keep)
        finally:
            with self._guard:
                if self._conn is not None:
                    self._conn.close()  # its locks go with it
                    self._conn = None
                    self._held.clear()

    def live_among(self, message_ids: Collection[str]) -> set[str]:
        """Those of `message_ids` another process has begun answering: one sharing this data
        directory (its ledger), or any serving the database (its lock)."""
        found = super().live_among(message_ids)
        keys: dict[int, list[str]] = {}
        for message_id in message_ids:
            if message_id not in found:
                keys.setdefault(turn_key(message_id), []).append(message_id)
        with self._guard:
            if self._conn is None or not keys:
                return found
            try:
                rows = self._conn.execute(_LIVE, (_TURN_LOCKS, list(keys))).fetchall()
            except (OSError, psycopg.Error) as error:
                log.warning("could not see the other instances' turns: %s", error)
                return found
        for (key,) in rows:
            found.update(keys.get(int(str(key)), ()))
        return found
