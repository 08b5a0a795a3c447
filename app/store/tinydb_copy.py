"""Whole articles and personas written into a TinyDB data directory at once (migrate-store).

An article copied from another store is written as one journaled commit, like any turn, so
a crash leaves the whole article or none of it. A persona's preferences and audit trail are
written before its `persona.json`, which is what makes the persona exist: a crash leaves at
most files nobody reads, and the next copy replaces them whole.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from tinydb import TinyDB

from app.domain.errors import Conflict, InvalidInput
from app.store import atomic
from app.store.base import ArticleRecords, PersonaRecords
from app.store.journal import JOURNAL, Journal, stored_message

if TYPE_CHECKING:
    from app.store.tinydb_store import TinyDBStore


class WholeCopies:
    """The TinyDB store's side of migrate-store (mixed into TinyDBStore)."""

    def idempotency_records(self, content_id: str) -> dict[str, dict[str, Any]]:
        requests = _store(self)._header(content_id).get("requests") or {}
        return {key: dict(result) for key, result in requests.items()}

    def write_article(self, records: ArticleRecords) -> None:
        from app.store.tinydb_store import _index_entry, _version_doc

        store = _store(self)
        content = records.content
        content_id = content.id
        header_path = store._header_path(content_id)  # NotFound for an invalid id
        if not records.versions:
            raise InvalidInput(f"Article {content_id!r} has no version to copy.")
        for message in records.messages:
            store._owned(message.id, content_id, "message")
        for revision in records.revisions:
            store._check_revision(content_id, revision)
        for call in records.llm_calls:
            store._owned(call.message_id, content_id, "message")
            if call.content_id != content_id:
                raise InvalidInput(f"LLM call {call.id!r} belongs to another content.")
        made_by = {revision.version: revision for revision in records.revisions}
        journal = Journal(
            versions=[
                _version_doc(v.version, v.title, v.body, made_by.get(v.version))
                for v in records.versions
            ],
            revisions=[r.model_dump(mode="json") for r in records.revisions],
            calls=[c.model_dump(mode="json") for c in records.llm_calls],
            messages=[stored_message(m) for m in records.messages],
            header={
                "content": content.model_dump(mode="json"),
                "session": None
                if records.session is None
                else records.session.model_dump(mode="json"),
                "max_version": max(v.version for v in records.versions),
                "requests": {key: dict(result) for key, result in records.requests.items()},
            },
            index=_index_entry(content),
        )
        with store._path_lock(header_path):
            if header_path.exists() or (header_path.parent / JOURNAL).exists():
                raise Conflict(f"Content {content_id!r} already exists.")
            store._forget_messages(content_id)
            store._run_journal(content_id, journal, "the article")

    def write_persona(self, records: PersonaRecords) -> None:
        store = _store(self)
        persona = records.persona
        directory = store._persona_dir(persona.id)  # NotFound for an invalid id
        for assertion in records.assertions:
            if assertion.persona_id != persona.id:
                raise InvalidInput(f"Assertion {assertion.id!r} belongs to another persona.")
        for entry in records.audit:
            if entry.persona_id != persona.id:
                raise InvalidInput(f"Audit entry for persona {entry.persona_id!r}.")
        persona_path = directory / "persona.json"
        with store._shared_file(persona_path):
            if persona_path.exists():
                raise Conflict(f"Persona {persona.id!r} already exists.")
            # Numbered from 1 in order, as TinyDB numbers the documents it inserts.
            table = {str(n): a.model_dump(mode="json") for n, a in enumerate(records.assertions, 1)}
            assertions_path = directory / "assertions.json"
            with store._shared_file(assertions_path):
                atomic.write_json_atomic(assertions_path, {TinyDB.default_table_name: table})
            audit_path = directory / "audit.jsonl"
            lines = b"".join(atomic.dumps(e.model_dump(mode="json")) + b"\n" for e in records.audit)
            with store._shared_file(audit_path):
                atomic.write_bytes_atomic(audit_path, lines)
            store._cache.write(persona_path, persona.model_dump(mode="json"))


def _store(mixin: WholeCopies) -> TinyDBStore:
    """The TinyDB store this half belongs to (its files, locks and journal)."""
    return cast("TinyDBStore", mixin)
