"""Lost replies on PostgreSQL: the serving lock of app instances that share one database, and
the articles a crash may have left a writer's message unanswered in.

Instances on one database share no folder, so the lock is PostgreSQL's: every serving
process holds a session advisory lock (shared) on a connection of its own for its lifetime,
and the first to start holds it alone while it looks for lost replies; another starting
meanwhile waits (a second lock, held while deciding). A process that dies loses its
connection and with it its hold, so "nobody else serves" is known without clocks or leases.
There is no clean-stop marker: the search is one query over the messages instead of a read
of every conversation (see app/editing/lost_replies.py for what a lost reply is).
"""

from __future__ import annotations

import psycopg

_SERVING_LOCKS = 0x524C  # "RL": advisory lock space of the two keys below
_SERVING = 1  # held shared by every serving process, alone by the first
_STARTING = 2  # one process at a time decides whether it is the first
CONNECT_TIMEOUT = 10

# The articles with a writer's message no reply answers, or whose head sits on the message
# Regenerate was writing a new reply for (`answering`) — what app/editing/lost_replies.py's
# `unanswered` looks for, found by the database instead of by reading every conversation.
_SUSPECTS = """
SELECT DISTINCT asked.content_id
  FROM messages AS asked
 WHERE asked.doc->>'role' = 'user'
   AND NOT EXISTS (
       SELECT 1 FROM messages AS reply
        WHERE reply.content_id = asked.content_id
          AND reply.doc->>'parent_id' = asked.id
          AND reply.doc->>'role' = 'assistant')
UNION
SELECT id FROM contents
 WHERE session->>'answering' IS NOT NULL
   AND session->>'answering' = session->>'head_id'
"""


class PgServingLock:
    """This process's hold on the database's serving lock, from start-up to shutdown."""

    # What `take` may raise that only means it could not tell.
    failures: tuple[type[Exception], ...] = (OSError, psycopg.Error)

    def __init__(self, database_url: str) -> None:
        self.database_url = database_url
        self._conn: psycopg.Connection[tuple[object, ...]] | None = None
        self._alone = False
        self._starting = False

    @property
    def held(self) -> bool:
        return self._conn is not None

    def take(self) -> bool:
        """Start serving: True when no other process serves this database, the lock then
        held alone until `share` (blocks while another process is starting)."""
        try:
            self._conn = psycopg.connect(
                self.database_url, autocommit=True, connect_timeout=CONNECT_TIMEOUT
            )
            self._conn.execute("SELECT pg_advisory_lock(%s, %s)", (_SERVING_LOCKS, _STARTING))
            self._starting = True
            row = self._conn.execute(
                "SELECT pg_try_advisory_lock(%s, %s)", (_SERVING_LOCKS, _SERVING)
            ).fetchone()
            self._alone = bool(row and row[0])
            if not self._alone:
                self.share()
        except BaseException:
            self.release()  # never keep the next process from starting
            raise
        return self._alone

    def share(self) -> None:
        """Serve beside any others that start later; let the next one start."""
        if self._conn is None:
            return
        # Shared taken before the sole hold is let go (one session may hold both), so
        # there is no moment without a hold for a starting process to take for "alone".
        self._conn.execute("SELECT pg_advisory_lock_shared(%s, %s)", (_SERVING_LOCKS, _SERVING))
        if self._alone:
            self._conn.execute("SELECT pg_advisory_unlock(%s, %s)", (_SERVING_LOCKS, _SERVING))
            self._alone = False
        if self._starting:
            self._conn.execute("SELECT pg_advisory_unlock(%s, %s)", (_SERVING_LOCKS, _STARTING))
            self._starting = False

    def release(self, *, cleanly: bool = False) -> None:
        """Stop serving (closing the connection lets go of every hold)."""
        del cleanly  # no marker: the next start's search is one query
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        self._alone = self._starting = False

    def stopped_cleanly(self) -> bool:
        return False

    def suspects(self) -> list[str]:
        """The ids of the articles that may hold a lost reply (hold the lock alone)."""
        if self._conn is None:
            return []
        return [str(row[0]) for row in self._conn.execute(_SUSPECTS)]
