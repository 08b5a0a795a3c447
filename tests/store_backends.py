"""Both stores behind one fixture, so every contract test runs on TinyDB and on PostgreSQL.

`backend` is parametrized over `tinydb` and `postgres`; `backend.open()` opens another store
instance on the same data (a second process, or a second app instance), and
`backend.snapshot()` captures everything stored, to prove a refused call wrote nothing;
`backend.open_other()` opens a store of the same kind on separate, empty data.
tests/conftest.py makes the fixture available to every test.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest

from app.store.base import Repository
from app.store.postgres import PostgresStore
from app.store.tinydb_store import TinyDBStore
from app.testing.pgserver import PostgresServer


class Backend:
    """One kind of store under test, and the instances a test opened on it."""

    def __init__(
        self,
        name: str,
        opener: Callable[[], Repository],
        snapshot: Callable[[], Any],
        other: Callable[[], Repository],
    ) -> None:
        self.name = name
        self._opener = opener
        self._other = other
        self.snapshot = snapshot
        self.opened: list[Repository] = []

    def open(self) -> Repository:
        store = self._opener()
        self.opened.append(store)
        return store

    def open_other(self) -> Repository:
        store = self._other()
        self.opened.append(store)
        return store

    def close_all(self) -> None:
        for store in self.opened:
            store.close()


def files_snapshot(root: Path) -> dict[Path, bytes | None]:
    return {p: p.read_bytes() if p.is_file() else None for p in root.rglob("*")}


def database_snapshot(url: str) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table, in a stable order."""
    with psycopg.connect(url) as conn:
        names = [
            row[0]
            for row in conn.execute(
                "SELECT table_name FROM information_schema.tables"
                " WHERE table_schema = 'public' ORDER BY table_name"
            )
        ]
        return {
            name: conn.execute(f'SELECT * FROM "{name}" ORDER BY 1').fetchall()  # type: ignore[arg-type]
            for name in names
        }


@pytest.fixture(params=["tinydb", "postgres"])
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Backend]:
    others: list[str] = []  # the PostgreSQL databases `open_other` made, dropped afterwards
    if request.param == "tinydb":
        root = tmp_path / "data"
        chosen = Backend(
            "tinydb",
            lambda: TinyDBStore(root),
            lambda: files_snapshot(root),
            lambda: TinyDBStore(tmp_path / "other"),
        )
    else:
        url: str = request.getfixturevalue("pg_url")
        server: PostgresServer = request.getfixturevalue("pg_server")

        def other() -> Repository:
            others.append(server.create_database("other"))
            return PostgresStore(others[-1], pool_size=2)

        chosen = Backend(
            "postgres",
            lambda: PostgresStore(url, pool_size=4, lock_connections=8),
            lambda: database_snapshot(url),
            other,
        )
    yield chosen
    chosen.close_all()
    for other_url in others:
        server.drop_database(other_url)
