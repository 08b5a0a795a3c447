"""The throwaway PostgreSQL server the tests run on: started, reachable, and never left behind."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import psycopg
import pytest

from app.testing.pgserver import INSTALL_HINT, find_bin_dir, running_postgres

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(find_bin_dir() is None, reason=INSTALL_HINT)


def refused(port: int) -> bool:
    try:
        psycopg.connect(f"postgresql://postgres@127.0.0.1:{port}/postgres", connect_timeout=5)
    except psycopg.OperationalError:
        return True
    return False


def test_a_server_serves_utf8_databases_and_is_gone_after_the_block() -> None:
    with running_postgres() as server:
        root, port = server.root, server.port
        url = server.create_database()
        with psycopg.connect(url) as conn:
            assert conn.execute("SELECT '第三段' || '😀'").fetchone() == ("第三段😀",)
        server.drop_database(url)
    assert not root.exists()
    assert refused(port)


def test_a_server_whose_test_run_is_killed_is_stopped_and_removed() -> None:
    starter = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys; from app.testing.pgserver import PostgresServer\n"
            "server = PostgresServer().start()\n"
            "print(server.root, server.port, flush=True)\n"
            "sys.stdin.read()\n",
        ],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert starter.stdout is not None
    root_text, port_text = starter.stdout.readline().split()
    root, port = Path(root_text), int(port_text)
    assert (root / "data" / "postmaster.pid").exists() and not refused(port)
    starter.kill()  # no atexit, no finally: only the watchdog is left to clean up
    starter.wait()
    deadline = time.monotonic() + 60
    while root.exists():
        assert time.monotonic() < deadline, "the server outlived its killed starter"
        time.sleep(0.05)
    assert refused(port)
