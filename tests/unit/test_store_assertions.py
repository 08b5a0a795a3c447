"""A persona's assertions are validated once per version of their file, yet every reader
sees the newest file and changing what it was given changes nothing stored."""

from __future__ import annotations

from pathlib import Path

from app.domain.models import AuditEntry, Persona
from app.store.tinydb_store import TinyDBStore
from tests.unit.test_store import T0
from tests.unit.test_store import make_assertion as assertion


def audit(aid: str) -> list[AuditEntry]:
    return [AuditEntry(persona_id="pme", assertion_id=aid, action="learn", at=T0)]


def opened(tmp_path: Path) -> TinyDBStore:
    store = TinyDBStore(tmp_path)
    store.save_persona(Persona(id="pme", name="我", created_at=T0, updated_at=T0))
    return store


def test_changing_a_listed_assertion_does_not_change_the_next_listing(tmp_path: Path) -> None:
    store = opened(tmp_path)
    store.save_assertions("pme", [assertion("pme-a1", "lively")], audit("pme-a1"))
    first = store.list_assertions("pme")
    first[0].value = "formal"
    first[0].confidence = 0.9
    first[0].evidence = []
    again = store.list_assertions("pme")
    assert again == [assertion("pme-a1", "lively")]
    assert again[0] is not first[0]


def test_a_save_by_another_process_is_listed_at_once_in_saved_order(tmp_path: Path) -> None:
    reader = opened(tmp_path)
    writer = TinyDBStore(tmp_path)  # another worker process, with caches of its own
    assert reader.list_assertions("pme") == []
    writer.save_assertions("pme", [assertion("pme-a1", "活泼")], audit("pme-a1"))
    assert reader.list_assertions("pme") == [assertion("pme-a1", "活泼")]
    writer.save_assertions(
        "pme",
        [assertion("pme-a2", "brief"), assertion("pme-a1", "活泼", 0.8)],
        audit("pme-a2"),
    )
    assert reader.list_assertions("pme") == [
        assertion("pme-a1", "活泼", 0.8),
        assertion("pme-a2", "brief"),
    ]
    assert TinyDBStore(tmp_path).list_assertions("pme") == reader.list_assertions("pme")
