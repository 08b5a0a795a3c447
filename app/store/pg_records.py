"""The PostgreSQL store's writes, each run inside the caller's transaction, and its id checks.

Revisions, version texts and model calls are only ever inserted; messages, assertions and
idempotency results are upserted by id; the audit trail is appended to.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import psycopg
from psycopg import errors as pg_errors
from psycopg.types.json import Jsonb

from app.domain.errors import Conflict, InvalidInput, NotFound
from app.domain.ids import is_valid_id, owner_of
from app.domain.models import (
    AuditEntry,
    ChatMessage,
    ChatSession,
    Content,
    RevisionRecord,
    StyleAssertion,
)
from app.store.base import ArticleRecords, PersonaRecords

Connection = psycopg.Connection[Any]

# The most recent Idempotency-Keys kept per article: enough for any client's retries.
KEPT_REQUESTS = 64


def doc(record: Any) -> Jsonb:
    return Jsonb(record.model_dump(mode="json"))


def stale(revision: RevisionRecord) -> Conflict:
    return Conflict(
        f"Version {revision.version} of content {revision.content_id!r} already exists; "
        "the edit was based on a stale version."
    )


def insert_content(
    conn: Connection, content: Content, *, session: ChatSession | None, max_version: int
) -> None:
    inserted = conn.execute(
        "INSERT INTO contents (id, doc, session, max_version, created_at, updated_at)"
        " VALUES (%s, %s, %s, %s, %s, %s) ON CONFLICT (id) DO NOTHING RETURNING id",
        (
            content.id,
            doc(content),
            None if session is None else doc(session),
            max_version,
            content.created_at,
            content.updated_at,
        ),
    ).fetchone()
    if inserted is None:
        raise Conflict(f"Content {content.id!r} already exists.")


def insert_version(
    conn: Connection,
    content_id: str,
    version: int,
    title: str,
    body: str,
    revision: RevisionRecord | None,
) -> None:
    conn.execute(
        "INSERT INTO versions (content_id, version, revision_id, title, body)"
        " VALUES (%s, %s, %s, %s, %s)",
        (content_id, version, None if revision is None else revision.id, title, body),
    )


def insert_revision(conn: Connection, revision: RevisionRecord) -> None:
    conn.execute(
        "INSERT INTO revisions (id, content_id, version, created_at, doc)"
        " VALUES (%s, %s, %s, %s, %s)",
        (revision.id, revision.content_id, revision.version, revision.created_at, doc(revision)),
    )


def add_revision(conn: Connection, revision: RevisionRecord, max_version: int) -> int:
    """Insert a revision and its version text once; the article's new highest version.

    The number must be free: held by another revision, or not above the article's newest
    version, it is a Conflict. Should a racer slip past that check, the database's unique
    keys refuse the second V5 all the same, with the same sentence."""
    holder = conn.execute(
        "SELECT revision_id FROM versions WHERE content_id = %s AND version = %s",
        (revision.content_id, revision.version),
    ).fetchone()
    if holder is not None and holder[0] == revision.id:
        return max(max_version, revision.version)  # committed before: written once only
    if holder is not None or revision.version <= max_version:
        raise stale(revision)
    try:
        with conn.transaction():  # a savepoint, so the refusal is a sentence, not an abort
            insert_version(
                conn,
                revision.content_id,
                revision.version,
                revision.revised_title,
                revision.revised_body,
                revision,
            )
            insert_revision(conn, revision)
    except pg_errors.UniqueViolation as error:
        if error.diag.constraint_name == "revisions_pkey":
            raise Conflict(f"Revision {revision.id!r} is already saved.") from error
        raise stale(revision) from error
    return revision.version


def upsert_messages(conn: Connection, content_id: str, messages: Sequence[ChatMessage]) -> None:
    """New messages are appended (in order); a known id is replaced where it stands."""
    with conn.cursor() as cursor:
        cursor.executemany(
            "INSERT INTO messages (id, content_id, doc) VALUES (%s, %s, %s)"
            " ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc, written = EXCLUDED.written",
            [(m.id, content_id, doc(m)) for m in messages],
        )


def record_request(conn: Connection, content_id: str, key: str, result: dict[str, Any]) -> None:
    """Record an Idempotency-Key's result as the newest; keep only the newest few."""
    conn.execute(
        "INSERT INTO idempotency (content_id, key, result) VALUES (%s, %s, %s)"
        " ON CONFLICT (content_id, key) DO UPDATE SET result = EXCLUDED.result,"
        " seq = EXCLUDED.seq",
        (content_id, key, Jsonb(result)),
    )
    conn.execute(
        "DELETE FROM idempotency WHERE content_id = %s AND seq NOT IN"
        " (SELECT seq FROM idempotency WHERE content_id = %s ORDER BY seq DESC LIMIT %s)",
        (content_id, content_id, KEPT_REQUESTS),
    )


def insert_persona_records(
    conn: Connection,
    persona_id: str,
    assertions: Sequence[StyleAssertion],
    audit: Sequence[AuditEntry],
) -> None:
    """Append the audit entries and upsert the assertions (new ones after the others)."""
    with conn.cursor() as cursor:
        cursor.executemany(
            "INSERT INTO audit (persona_id, doc) VALUES (%s, %s)",
            [(persona_id, doc(entry)) for entry in audit],
        )
        cursor.executemany(
            "INSERT INTO assertions (persona_id, id, doc) VALUES (%s, %s, %s)"
            " ON CONFLICT (persona_id, id) DO UPDATE SET doc = EXCLUDED.doc",
            [(persona_id, a.id, doc(a)) for a in assertions],
        )


# -- id checks (the same as the TinyDB store's: a refused commit sends nothing) -------------


def owned(child_id: str, content_id: str, what: str) -> str:
    if owner_of(child_id) != content_id:
        raise NotFound(f"No {what} with id {child_id[:80]!r} in content {content_id!r}.")
    return child_id


def check_revision(content_id: str, revision: RevisionRecord) -> None:
    owned(revision.id, content_id, "revision")
    if revision.content_id != content_id:
        raise InvalidInput(f"Revision {revision.id!r} belongs to another content.")
    if revision.version < 1:
        raise InvalidInput(f"Revision {revision.id!r} has no valid version number.")
    if revision.message_id is not None:
        owned(revision.message_id, content_id, "message")


# -- whole records copied from another store (migrate-store) ---------------------------------


def check_article(records: ArticleRecords) -> None:
    """Every id of a copied article checked before anything is sent."""
    content_id = records.content.id
    if not is_valid_id(content_id):
        raise NotFound(f"No content with id {content_id[:80]!r}.")
    if not records.versions:
        raise InvalidInput(f"Article {content_id!r} has no version to copy.")
    for message in records.messages:
        owned(message.id, content_id, "message")
    for revision in records.revisions:
        check_revision(content_id, revision)
    for call in records.llm_calls:
        owned(call.message_id, content_id, "message")
        if call.content_id != content_id:
            raise InvalidInput(f"LLM call {call.id!r} belongs to another content.")


def copy_article(conn: Connection, records: ArticleRecords) -> None:
    """Insert a whole article (an existing one: Conflict)."""
    content = records.content
    made_by = {revision.version: revision for revision in records.revisions}
    top = max(v.version for v in records.versions)
    insert_content(conn, content, session=records.session, max_version=top)
    for v in records.versions:
        insert_version(conn, content.id, v.version, v.title, v.body, made_by.get(v.version))
    for revision in records.revisions:
        insert_revision(conn, revision)
    upsert_messages(conn, content.id, records.messages)
    with conn.cursor() as cursor:
        cursor.executemany(
            "INSERT INTO llm_calls (message_id, content_id, doc) VALUES (%s, %s, %s)",
            [(c.message_id, content.id, doc(c)) for c in records.llm_calls],
        )
        cursor.executemany(
            "INSERT INTO idempotency (content_id, key, result) VALUES (%s, %s, %s)",
            [(content.id, k, Jsonb(r)) for k, r in records.requests.items()],
        )


def check_persona(records: PersonaRecords) -> None:
    persona = records.persona
    if not is_valid_id(persona.id):
        raise NotFound(f"No persona with id {persona.id[:80]!r}.")
    for assertion in records.assertions:
        if assertion.persona_id != persona.id:
            raise InvalidInput(f"Assertion {assertion.id!r} belongs to another persona.")
    for entry in records.audit:
        if entry.persona_id != persona.id:
            raise InvalidInput(f"Audit entry for persona {entry.persona_id!r}.")


def copy_persona(conn: Connection, records: PersonaRecords) -> None:
    """Insert a persona with its preferences and audit trail (an existing one: Conflict)."""
    persona = records.persona
    inserted = conn.execute(
        "INSERT INTO personas (id, created_at, doc) VALUES (%s, %s, %s)"
        " ON CONFLICT (id) DO NOTHING RETURNING id",
        (persona.id, persona.created_at, doc(persona)),
    ).fetchone()
    if inserted is None:
        raise Conflict(f"Persona {persona.id!r} already exists.")
    insert_persona_records(conn, persona.id, records.assertions, records.audit)
