"""Schema migrations for the PostgreSQL store: versioned plain SQL files applied at start-up.

`app/store/sql/NNN_name.sql` files are applied in the order of their number, each once, and
recorded in `schema_migrations`. Every app instance runs `migrate` when it opens the store:
all pending files are applied in one transaction under an advisory lock, so two instances
starting together neither race nor apply a file twice, and a failing file leaves the schema
as it was. A file must therefore hold statements that can run in a transaction (no
`CREATE INDEX CONCURRENTLY`), and it is never edited once released: a change is a new file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import psycopg

MIGRATIONS = Path(__file__).resolve().parent / "sql"

# pg_advisory_xact_lock's key for "the schema is being migrated" ('Redline' in ASCII).
_MIGRATION_LOCK = 0x5265646C696E65

_NAME = re.compile(r"^(\d{3,})_[a-z0-9_]+\.sql$")


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    sql: str


def migrations(directory: Path = MIGRATIONS) -> list[Migration]:
    """Every migration file in `directory`, by number; a misnamed or doubled one is an error."""
    found: dict[int, Migration] = {}
    for path in sorted(directory.glob("*.sql")):
        match = _NAME.fullmatch(path.name)
        if match is None:
            raise ValueError(
                f"Migration file {path.name!r} is not named NNN_name.sql (lower case)."
            )
        version = int(match.group(1))
        if version in found:
            raise ValueError(
                f"Migrations {found[version].name!r} and {path.name!r} share number {version}."
            )
        found[version] = Migration(version, path.name, path.read_text(encoding="utf-8"))
    return [found[version] for version in sorted(found)]


def migrate(conn: psycopg.Connection, directory: Path = MIGRATIONS) -> list[str]:
    """Apply the migrations this database lacks, in order; the names of those applied.

    One transaction under an advisory lock: an instance that starts while another migrates
    waits for it, then finds nothing left to do."""
    pending = migrations(directory)
    applied: list[str] = []
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (_MIGRATION_LOCK,))
        conn.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations ("
            " version integer PRIMARY KEY,"
            " name text NOT NULL,"
            " applied_at timestamptz NOT NULL DEFAULT now())"
        )
        done = {row[0] for row in conn.execute("SELECT version FROM schema_migrations")}
        for migration in pending:
            if migration.version in done:
                continue
            # bytes: a file's statements run as one simple query (several statements allowed).
            conn.execute(migration.sql.encode("utf-8"))
            conn.execute(
                "INSERT INTO schema_migrations (version, name) VALUES (%s, %s)",
                (migration.version, migration.name),
            )
            applied.append(migration.name)
    return applied
