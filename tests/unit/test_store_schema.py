"""The PostgreSQL schema migrations: applied in order, once, atomically, by racing instances."""

from __future__ import annotations

import threading
from pathlib import Path

import psycopg
import pytest

from app.store import schema


def tables(url: str) -> set[str]:
    with psycopg.connect(url) as conn:
        rows = conn.execute(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'"
        ).fetchall()
    return {row[0] for row in rows}


def recorded(url: str) -> list[tuple[int, str]]:
    with psycopg.connect(url) as conn:
        return [tuple(r) for r in conn.execute("SELECT version, name FROM schema_migrations")]


def test_the_shipped_migrations_apply_once_and_again_are_a_no_op(pg_url: str) -> None:
    files = schema.migrations()
    assert files[0].name == "001_core.sql"
    assert [m.version for m in files] == sorted(m.version for m in files)
    with psycopg.connect(pg_url, autocommit=True) as conn:
        assert schema.migrate(conn) == [m.name for m in files]
        assert schema.migrate(conn) == []
    assert {"contents", "messages", "versions", "revisions", "schema_migrations"} <= tables(pg_url)
    assert recorded(pg_url) == [(m.version, m.name) for m in files]


def test_only_the_new_files_are_applied_in_number_order(pg_url: str, tmp_path: Path) -> None:
    (tmp_path / "001_first.sql").write_text("CREATE TABLE first (x text);\n")
    with psycopg.connect(pg_url, autocommit=True) as conn:
        assert schema.migrate(conn, tmp_path) == ["001_first.sql"]
        (tmp_path / "010_tenth.sql").write_text(
            "CREATE TABLE tenth (x text REFERENCES second (x));\n"
        )
        (tmp_path / "002_second.sql").write_text(
            "-- two statements in one file\n"
            "CREATE TABLE second (x text PRIMARY KEY);\n"
            "INSERT INTO second VALUES ('第二');\n"
        )
        assert schema.migrate(conn, tmp_path) == ["002_second.sql", "010_tenth.sql"]
        assert conn.execute("SELECT x FROM second").fetchall() == [("第二",)]
    assert recorded(pg_url) == [(1, "001_first.sql"), (2, "002_second.sql"), (10, "010_tenth.sql")]


def test_a_failing_migration_leaves_the_schema_as_it_was(pg_url: str, tmp_path: Path) -> None:
    (tmp_path / "001_good.sql").write_text("CREATE TABLE good (x text);\n")
    (tmp_path / "002_bad.sql").write_text("CREATE TABLE bad (x text);\nSELECT * FROM missing;\n")
    with psycopg.connect(pg_url, autocommit=True) as conn, pytest.raises(psycopg.Error):
        schema.migrate(conn, tmp_path)
    assert tables(pg_url) == set()  # not even schema_migrations: one transaction


def test_misnamed_or_doubled_files_are_refused_before_anything_runs(tmp_path: Path) -> None:
    (tmp_path / "001_a.sql").write_text("SELECT 1;")
    (tmp_path / "1_b.sql").write_text("SELECT 1;")
    with pytest.raises(ValueError, match="not named NNN_name.sql"):
        schema.migrations(tmp_path)
    (tmp_path / "1_b.sql").rename(tmp_path / "001_b.sql")
    with pytest.raises(ValueError, match="share number 1"):
        schema.migrations(tmp_path)


def test_instances_starting_together_apply_each_migration_once(pg_url: str) -> None:
    start = threading.Barrier(6)
    results: list[list[str]] = []
    errors: list[BaseException] = []

    def instance() -> None:
        try:
            with psycopg.connect(pg_url, autocommit=True) as conn:
                start.wait()
                results.append(schema.migrate(conn))
        except BaseException as error:  # reported below, with the thread's own traceback
            errors.append(error)

    threads = [threading.Thread(target=instance) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    names = [m.name for m in schema.migrations()]
    assert sorted(results, key=len) == [[]] * 5 + [names]
    assert recorded(pg_url) == [(m.version, m.name) for m in schema.migrations()]
