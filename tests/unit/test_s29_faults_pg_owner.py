"""PostgreSQL reads a persona or article whose record names no owner as nobody's
(OWNER_UNREAD), as the TinyDB store does (session 29, faults 3); one naming null stays the
single-user mode's anyone's."""

from datetime import UTC, datetime

import psycopg

from app.domain.models import OWNER_UNREAD, Content, Persona
from app.store.postgres import PostgresStore


def test_a_record_naming_no_owner_is_nobodys(pg_url: str) -> None:
    store = PostgresStore(pg_url)
    try:
        now = datetime.now(UTC)
        for pid in ("pnamesnone01", "pnamesnull01"):
            store.save_persona(Persona(id=pid, name="V", created_at=now, updated_at=now))
        store.create_content(
            Content(id="cnamesnone1", title="T", body="B.", created_at=now, updated_at=now)
        )
        with psycopg.connect(pg_url) as conn:
            conn.execute("UPDATE personas SET doc = doc - 'owner_id' WHERE id = 'pnamesnone01'")
            conn.execute("UPDATE contents SET doc = doc - 'owner_id' WHERE id = 'cnamesnone1'")
        assert store.get_persona("pnamesnone01").owner_id == OWNER_UNREAD
        assert store.get_persona("pnamesnull01").owner_id is None
        owners = {p.id: p.owner_id for p in store.list_personas()}
        assert owners == {"pnamesnone01": OWNER_UNREAD, "pnamesnull01": None}
        assert store.get_content("cnamesnone1").owner_id == OWNER_UNREAD
        assert [c.owner_id for c in store.list_contents()] == [OWNER_UNREAD]
    finally:
        store.close()
