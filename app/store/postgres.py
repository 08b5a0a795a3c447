"""The PostgreSQL store: the repository on one database shared by every app instance.

Chosen by `REDLINE_DATABASE_URL=postgresql://…` (app/store/factory.py). Each record is kept
whole as a JSONB document (pydantic's JSON form) in the tables of app/store/sql/, beside the
columns that find, order, lock and keep it unique, so a new optional field needs no migration.

- A commit is one transaction: all of it is saved or none of it.
- `lock(content_id)` serializes the writers of one article: an asyncio lock in-process (so one
  process spends at most one database connection per article it waits for), then a
  PostgreSQL advisory lock held on a connection of its own for the whole block, which
  serializes every process of every app instance using the database.
- Whatever the locks, a commit locks its article's row (`FOR UPDATE`) and the database holds
  each (article, version) once, so two racers can never both save a V5: the second gets a
  Conflict saying its edit was based on a stale version.
- Revisions, version texts and model calls are inserted once and never updated.
"""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import AsyncIterator, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Any

import anyio
import anyio.to_thread
import psycopg

from app.domain.errors import DatabaseAway, InvalidInput, NotFound, StorageFailed
from app.domain.ids import is_valid_id, owner_of
from app.domain.models import (
    AuditEntry,
    ChatMessage,
    ChatSession,
    Content,
    LLMCall,
    Persona,
    RevisionRecord,
    StyleAssertion,
    VersionText,
)
from app.store import pg_records as rec
from app.store import schema
from app.store.base import (
    ArticleRecords,
    ArticleState,
    PersonaRecords,
    Repository,
    check_preferences,
    owned,
)
from app.store.pg_messages import Conversations
from app.store.pg_support import (
    UNAVAILABLE,
    Connection,
    PooledDatabase,
    open_pool,
    reason,
    what_is_saved,
    where,
)

# pg_advisory_lock's first key: which kind of record the second key (hashtext(id)) names.
_ARTICLE_LOCKS = 0x5244  # "RD"
_PERSONA_LOCKS = 0x5250  # "RP"


class PostgresStore(PooledDatabase, Repository):
    """The repository on a PostgreSQL database; safe across threads, processes and instances.

    Opening it applies the schema migrations the database lacks. `close()` releases its
    connections (the app does at shutdown)."""

    def __init__(
        self,
        url: str,
        *,
        pool_size: int = 10,
        lock_connections: int = 20,
        connect_timeout: int = 10,
    ) -> None:
        self.where = where(url)
        try:
            with psycopg.connect(url, autocommit=True, connect_timeout=connect_timeout) as conn:
                self.migrations_applied = schema.migrate(conn)
        except UNAVAILABLE as error:
            raise DatabaseAway(
                f"The database {self.where} could not be reached ({reason(error)})."
            ) from error
        except psycopg.ProgrammingError as error:  # the URL itself (a space, a bad option)
            raise StorageFailed(
                f"REDLINE_DATABASE_URL cannot be read as a PostgreSQL URL ({reason(error)})."
            ) from error
        # Work (reads and commits) and held article locks draw on separate pools, so locks
        # held by many articles at once can never starve the commits made under them.
        self._pool = open_pool(
            url, "redline", min_size=1, max_size=pool_size, connect_timeout=connect_timeout
        )
        self._lock_pool = open_pool(
            url, "locks", max_size=lock_connections, connect_timeout=connect_timeout
        )
        self._conversations = Conversations()
        # asyncio locks belong to one event loop; a loop that is gone takes its locks along.
        self._async_locks: weakref.WeakKeyDictionary[Any, dict[str, asyncio.Lock]] = (
            weakref.WeakKeyDictionary()
        )

    def close(self) -> None:
        self._lock_pool.close()
        self._pool.close()

    # -- locking ---------------------------------------------------------------------------
    def lock(self, content_id: str) -> AbstractAsyncContextManager[None]:
        """Serialize writers of one article: an asyncio lock, then an advisory lock.

        Locking an article that does not exist is NotFound."""
        missing = NotFound(f"No content with id {content_id[:80]!r}.")
        if not is_valid_id(content_id):
            raise missing
        return self._lock(f"content:{content_id}", _ARTICLE_LOCKS, content_id, missing)

    def lock_persona(self, persona_id: str) -> AbstractAsyncContextManager[None]:
        """Like `lock`, for one persona's preferences (which may not be saved yet)."""
        if not is_valid_id(persona_id):
            raise NotFound(f"No persona with id {persona_id[:80]!r}.")
        return self._lock(f"persona:{persona_id}", _PERSONA_LOCKS, persona_id, None)

    @asynccontextmanager
    async def _lock(
        self, key: str, space: int, ident: str, missing: NotFound | None
    ) -> AsyncIterator[None]:
        loop = asyncio.get_running_loop()
        task_lock = self._async_locks.setdefault(loop, {}).setdefault(key, asyncio.Lock())
        async with task_lock:
            # The worker thread puts its connection here before it waits for the lock, so
            # a cancellation while it waits still releases both below.
            held: list[Connection] = []
            try:
                await anyio.to_thread.run_sync(self._acquire, space, ident, missing, held)
                yield
            finally:
                if held:
                    with anyio.CancelScope(shield=True):
                        await anyio.to_thread.run_sync(self._release, held[0])

    def _acquire(
        self, space: int, ident: str, missing: NotFound | None, held: list[Connection]
    ) -> None:
        try:
            conn = self._lock_pool.getconn()
            held.append(conn)
            exists = "SELECT 1 FROM contents WHERE id = %s"
            if missing is not None and conn.execute(exists, (ident,)).fetchone() is None:
                raise missing
            conn.execute("SELECT pg_advisory_lock(%s::int, hashtext(%s))", (space, ident))
        except UNAVAILABLE as error:
            raise DatabaseAway(
                f"The database could not be reached ({reason(error)}); nothing was changed."
            ) from error

    def _release(self, conn: Connection) -> None:
        try:
            conn.execute("SELECT pg_advisory_unlock_all()")
        except psycopg.Error:
            conn.close()  # a closed session holds no locks
        finally:
            self._lock_pool.putconn(conn)

    # -- contents --------------------------------------------------------------------------
    def create_content(
        self,
        content: Content,
        first: RevisionRecord | None = None,
        *,
        idempotency_key: str | None = None,
        idempotency_result: dict[str, Any] | None = None,
    ) -> None:
        if not is_valid_id(content.id):
            raise NotFound(f"No content with id {content.id[:80]!r}.")
        if first is not None:
            rec.check_revision(content.id, first)
            if first.version != content.version:
                raise InvalidInput(
                    f"Revision {first.id!r} makes version {first.version}, "
                    f"not version {content.version}."
                )

        def work(conn: Connection) -> None:
            rec.insert_content(conn, content, session=None, max_version=content.version)
            rec.insert_version(
                conn, content.id, content.version, content.title, content.body, first
            )
            if first is not None:
                rec.insert_revision(conn, first)
            if idempotency_key is not None:
                rec.record_request(conn, content.id, idempotency_key, idempotency_result or {})

        self._write("the article", work)

    def get_content(self, content_id: str) -> Content:
        return Content.model_validate(owned(self._content_row(content_id, "doc")))

    def list_contents(self) -> list[Content]:
        """Newest first (by updated_at). Like the TinyDB index, without bodies."""
        with self._reading() as conn:
            rows = conn.execute(
                "SELECT doc - 'body' FROM contents"
                ' ORDER BY updated_at DESC, created_at DESC, id COLLATE "C" DESC'
            ).fetchall()
        return [Content.model_validate(owned({**row[0], "body": ""})) for row in rows]

    def get_version(self, content_id: str, version: int) -> VersionText:
        with self._reading() as conn:
            row = conn.execute(
                "SELECT v.version, v.title, v.body FROM contents c LEFT JOIN versions v"
                " ON v.content_id = c.id AND v.version = %s WHERE c.id = %s",
                (version, content_id),
            ).fetchone()
        if row is None:
            raise NotFound(f"No content with id {content_id!r}.")
        if row[0] is None:
            raise NotFound(f"Content {content_id!r} has no version {version}.")
        return VersionText(version=row[0], title=row[1], body=row[2])

    def list_versions(self, content_id: str) -> list[VersionText]:
        rows = self._children(
            content_id,
            "SELECT v.version, v.title, v.body FROM contents c LEFT JOIN versions v"
            " ON v.content_id = c.id WHERE c.id = %s ORDER BY v.version",
        )
        return [VersionText(version=r[0], title=r[1], body=r[2]) for r in rows]

    def next_version(self, content_id: str) -> int:
        return int(self._content_row(content_id, "max_version")) + 1

    # -- sessions --------------------------------------------------------------------------
    def get_session(self, content_id: str) -> ChatSession | None:
        session = self._content_row(content_id, "session")
        return None if session is None else ChatSession.model_validate(session)

    def list_messages(self, content_id: str) -> list[ChatMessage]:
        """Every node of the content's conversation tree, in creation order."""
        # Only what was written since this store last looked (app/store/pg_messages.py).
        rows = self._children(
            content_id,
            "SELECT m.written, m.doc FROM contents c LEFT JOIN messages m"
            " ON m.content_id = c.id AND m.written > %s WHERE c.id = %s ORDER BY m.seq",
            self._conversations.written(content_id),
        )
        merged = self._conversations.merge(content_id, [(row[0], row[1]) for row in rows])
        assert merged is not None  # asked with no snapshot's limit
        return merged

    def read_article(self, content_id: str, *, messages: bool = True) -> ArticleState:
        """The article's row and its messages in one REPEATABLE READ snapshot: a commit (one
        transaction) is seen whole or not at all, whichever thread merged what meanwhile."""
        if not is_valid_id(content_id):
            raise NotFound(f"No content with id {content_id[:80]!r}.")
        with self._reading() as conn, conn.transaction():
            conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
            rows = conn.execute(
                "SELECT c.doc, c.session, c.max_version,"
                " (SELECT coalesce(max(written), 0) FROM messages WHERE content_id = c.id),"
                " m.written, m.doc FROM contents c LEFT JOIN messages m"
                " ON m.content_id = c.id AND m.written > %s WHERE c.id = %s ORDER BY m.seq",
                (self._conversations.written(content_id), content_id),
            ).fetchall()
            if not rows:
                raise NotFound(f"No content with id {content_id[:80]!r}.")
            doc, session, max_version, upto = rows[0][:4]
            listed: list[ChatMessage] | None = []
            if messages and session is not None:
                fresh = [(row[4], row[5]) for row in rows if row[4] is not None]
                listed = self._conversations.merge(content_id, fresh, upto=upto)
            if listed is None:  # kept newer than this snapshot: read it whole, unkept
                every = conn.execute(
                    "SELECT doc FROM messages WHERE content_id = %s ORDER BY seq", (content_id,)
                ).fetchall()
                listed = [ChatMessage.model_validate(row[0]) for row in every]
        return ArticleState(
            content=Content.model_validate(owned(doc)),
            session=None if session is None else ChatSession.model_validate(session),
            messages=listed,
            next_version=int(max_version) + 1,
        )

    def get_message(self, message_id: str) -> ChatMessage:
        owner = owner_of(message_id)  # None: not an id of any article's message
        row = None
        if owner is not None:
            with self._reading() as conn:
                row = conn.execute(
                    "SELECT doc FROM messages WHERE id = %s AND content_id = %s",
                    (message_id, owner),
                ).fetchone()
        if row is None:
            raise NotFound(f"No message with id {message_id[:80]!r}.")
        return ChatMessage.model_validate(row[0])

    def idempotent_result(self, content_id: str, key: str) -> dict[str, Any] | None:
        rows = self._children(
            content_id,
            "SELECT i.result FROM contents c LEFT JOIN idempotency i"
            " ON i.content_id = c.id AND i.key = %s WHERE c.id = %s",
            key,
        )
        return dict(rows[0][0]) if rows else None

    def idempotency_records(self, content_id: str) -> dict[str, dict[str, Any]]:
        rows = self._children(
            content_id,
            "SELECT i.key, i.result FROM contents c LEFT JOIN idempotency i"
            " ON i.content_id = c.id WHERE c.id = %s ORDER BY i.seq",
        )
        return {row[0]: dict(row[1]) for row in rows}

    def commit(
        self,
        content_id: str,
        *,
        messages: Sequence[ChatMessage] = (),
        revision: RevisionRecord | None = None,
        llm_call: LLMCall | None = None,
        content: Content | None = None,
        session: ChatSession | None = None,
        idempotency_key: str | None = None,
        idempotency_result: dict[str, Any] | None = None,
    ) -> None:
        """Write one step of a turn in one transaction: all of it is saved, or none.

        Every id is checked before anything is sent. A revision must take a new version
        number (`next_version`): a number another revision holds is a Conflict, also when
        another app instance took it a moment ago. Committing the same revision again
        changes nothing."""
        if not is_valid_id(content_id):
            raise NotFound(f"No content with id {content_id[:80]!r}.")
        for message in messages:
            rec.owned(message.id, content_id, "message")
        if revision is not None:
            rec.check_revision(content_id, revision)
        if llm_call is not None:
            rec.owned(llm_call.message_id, content_id, "message")
            if llm_call.content_id != content_id:
                raise InvalidInput(f"LLM call {llm_call.id!r} belongs to another content.")
        if content is not None and content.id != content_id:
            raise InvalidInput(f"Content {content.id!r} cannot be saved as {content_id!r}.")
        if session is not None and session.content_id != content_id:
            raise InvalidInput(f"Session {session.id!r} belongs to another content.")

        def work(conn: Connection) -> None:
            row = conn.execute(
                "SELECT max_version FROM contents WHERE id = %s FOR UPDATE", (content_id,)
            ).fetchone()
            if row is None:
                raise NotFound(f"No content with id {content_id!r}.")
            max_version: int = row[0]
            if revision is not None:
                max_version = rec.add_revision(conn, revision, max_version)
            if llm_call is not None:
                conn.execute(
                    "INSERT INTO llm_calls (message_id, content_id, doc) VALUES (%s, %s, %s)"
                    " ON CONFLICT (message_id) DO NOTHING",
                    (llm_call.message_id, content_id, rec.doc(llm_call)),
                )
            if messages:
                rec.upsert_messages(conn, content_id, messages)
            if content is not None or session is not None or revision is not None:
                conn.execute(
                    "UPDATE contents SET doc = COALESCE(%s, doc), session = COALESCE(%s, session),"
                    " max_version = %s, created_at = COALESCE(%s, created_at),"
                    " updated_at = COALESCE(%s, updated_at) WHERE id = %s",
                    (
                        None if content is None else rec.doc(content),
                        None if session is None else rec.doc(session),
                        max_version,
                        None if content is None else content.created_at,
                        None if content is None else content.updated_at,
                        content_id,
                    ),
                )
            if idempotency_key is not None:
                rec.record_request(conn, content_id, idempotency_key, idempotency_result or {})

        self._write(what_is_saved(messages), work)

    # -- revisions and LLM calls -------------------------------------------------------------
    def get_revision(self, revision_id: str) -> RevisionRecord:
        owner = owner_of(revision_id)  # None: not an id of any article's revision
        row = None
        if owner is not None:
            with self._reading() as conn:
                row = conn.execute(
                    "SELECT doc FROM revisions WHERE id = %s AND content_id = %s",
                    (revision_id, owner),
                ).fetchone()
        if row is None:
            raise NotFound(f"No revision with id {revision_id[:80]!r}.")
        return RevisionRecord.model_validate(row[0])

    def list_revisions(self, content_id: str) -> list[RevisionRecord]:
        """All branches, oldest first (by version number, which is creation order)."""
        rows = self._children(
            content_id,
            "SELECT r.doc FROM contents c LEFT JOIN revisions r ON r.content_id = c.id"
            " WHERE c.id = %s ORDER BY r.version, r.created_at",
        )
        return [RevisionRecord.model_validate(row[0]) for row in rows]

    def get_llm_call(self, message_id: str) -> LLMCall | None:
        owner = owner_of(message_id)
        missing = NotFound(f"No message with id {message_id[:80]!r}.")
        if owner is None:
            raise missing
        rows = self._children(
            owner,
            "SELECT l.doc FROM contents c LEFT JOIN llm_calls l"
            " ON l.content_id = c.id AND l.message_id = %s WHERE c.id = %s",
            message_id,
            missing=missing,
        )
        return LLMCall.model_validate(rows[0][0]) if rows else None

    def list_llm_calls(self, content_id: str) -> list[LLMCall]:
        """The model calls behind the content's messages, in the messages' order."""
        rows = self._children(
            content_id,
            # The inner join is parenthesised so an article without calls still has its row.
            "SELECT l.doc FROM contents c LEFT JOIN (messages m JOIN llm_calls l"
            " ON l.message_id = m.id) ON m.content_id = c.id WHERE c.id = %s ORDER BY m.seq",
        )
        return [LLMCall.model_validate(row[0]) for row in rows]

    # -- personas and style memory --------------------------------------------------------
    def save_persona(self, persona: Persona) -> None:
        if not is_valid_id(persona.id):
            raise NotFound(f"No persona with id {persona.id[:80]!r}.")
        self._write(
            "the persona",
            lambda conn: conn.execute(
                "INSERT INTO personas (id, created_at, doc) VALUES (%s, %s, %s)"
                " ON CONFLICT (id) DO UPDATE SET created_at = EXCLUDED.created_at,"
                " doc = EXCLUDED.doc",
                (persona.id, persona.created_at, rec.doc(persona)),
            ),
        )

    def get_persona(self, persona_id: str) -> Persona:
        with self._reading() as conn:
            row = conn.execute("SELECT doc FROM personas WHERE id = %s", (persona_id,)).fetchone()
        if row is None:
            raise NotFound(f"No persona with id {persona_id[:80]!r}.")
        return Persona.model_validate(owned(row[0]))

    def list_personas(self) -> list[Persona]:
        """Oldest first (by created_at)."""
        with self._reading() as conn:
            rows = conn.execute(
                'SELECT doc FROM personas ORDER BY created_at, id COLLATE "C"'
            ).fetchall()
        return [Persona.model_validate(owned(row[0])) for row in rows]

    def list_assertions(self, persona_id: str) -> list[StyleAssertion]:
        """In the order they were first saved."""
        rows = self._of_persona(
            persona_id,
            "SELECT a.doc FROM personas p LEFT JOIN assertions a ON a.persona_id = p.id"
            " WHERE p.id = %s ORDER BY a.seq",
        )
        return [StyleAssertion.model_validate(row[0]) for row in rows]

    def save_assertions(
        self, persona_id: str, assertions: Sequence[StyleAssertion], audit: Sequence[AuditEntry]
    ) -> None:
        """Upsert assertions by id and append the audit entries, in one transaction."""
        check_preferences(persona_id, assertions, audit)

        def work(conn: Connection) -> None:
            found = conn.execute("SELECT 1 FROM personas WHERE id = %s", (persona_id,))
            if found.fetchone() is None:
                raise NotFound(f"No persona with id {persona_id[:80]!r}.")
            rec.insert_persona_records(conn, persona_id, assertions, audit)

        self._write("the preferences", work)

    def list_audit(self, persona_id: str) -> list[AuditEntry]:
        """Oldest first."""
        rows = self._of_persona(
            persona_id,
            "SELECT a.doc FROM personas p LEFT JOIN audit a ON a.persona_id = p.id"
            " WHERE p.id = %s ORDER BY a.seq",
        )
        return [AuditEntry.model_validate(row[0]) for row in rows]

    # -- whole records, for migrate-store ---------------------------------------------------
    def write_article(self, records: ArticleRecords) -> None:
        """A whole article copied from another store, in one transaction."""
        rec.check_article(records)
        self._write("the article", lambda conn: rec.copy_article(conn, records))

    def write_persona(self, records: PersonaRecords) -> None:
        """A persona with its preferences and audit trail, in one transaction."""
        rec.check_persona(records)
        self._write("the persona", lambda conn: rec.copy_persona(conn, records))

    # -- reading helpers ------------------------------------------------------------------
    def _content_row(self, content_id: str, column: str) -> Any:
        """One column of an article's row (`column` is a fixed name, never input)."""
        with self._reading() as conn:
            row = conn.execute(
                f"SELECT {column} FROM contents WHERE id = %s",
                (content_id,),
            ).fetchone()
        if row is None:
            raise NotFound(f"No content with id {content_id[:80]!r}.")
        return row[0]

    def _children(
        self, content_id: str, query: str, *first: Any, missing: NotFound | None = None
    ) -> list[tuple[Any, ...]]:
        """Rows of an article's records from `contents c LEFT JOIN …` filtered on `c.id`.

        No row at all: the article does not exist. One row of NULLs: it has none."""
        with self._reading() as conn:
            rows = conn.execute(query, (*first, content_id)).fetchall()
        if not rows:
            raise missing or NotFound(f"No content with id {content_id[:80]!r}.")
        return [tuple(row) for row in rows if row[0] is not None]

    def _of_persona(self, persona_id: str, query: str) -> list[tuple[Any, ...]]:
        with self._reading() as conn:
            rows = conn.execute(query, (persona_id,)).fetchall()
        if not rows:
            raise NotFound(f"No persona with id {persona_id[:80]!r}.")
        return [tuple(row) for row in rows if row[0] is not None]
