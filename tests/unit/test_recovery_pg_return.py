"""PostgreSQL restarted while writers keep working: once it is back, the next request is
served, instead of failing for another 10–17 seconds while the connection pool waits out a
doubling pause between its attempts to reconnect (1, 2, 4, 8, 16 s)."""

import time
from collections.abc import Iterator

import psycopg
import pytest
from psycopg_pool import PoolTimeout

from app.store.pg_support import RECONNECT_DELAY_CAP, open_pool
from app.testing.pgserver import _SERVER_OPTIONS, PostgresServer, find_bin_dir


@pytest.fixture
def server() -> Iterator[PostgresServer]:
    """A server of this test's own, since the test stops it."""
    if find_bin_dir() is None:
        pytest.skip("PostgreSQL is not installed")
    started = PostgresServer().start()
    yield started
    started.stop()


def _pg_ctl(server: PostgresServer, *action: str) -> None:
    options = (
        f"-p {server.port} -c listen_addresses=127.0.0.1 "
        f"-k {server.root / 'socket'} {_SERVER_OPTIONS}"
    )
    data = str(server.root / "data")
    server._run("pg_ctl", "-D", data, "-l", str(server.root / "server.log"), "-o", options, *action)


def test_the_first_request_after_the_database_returns_is_served(server: PostgresServer) -> None:
    url = server.create_database()
    pool = open_pool(url, "test", max_size=2, connect_timeout=2)
    try:
        with pool.connection() as conn:
            assert conn.execute("select 1").fetchone() == (1,)
        _pg_ctl(server, "-m", "fast", "-w", "stop")
        # Writers keep asking while it is down, long enough for the pool's pauses between
        # reconnection attempts to have doubled past the request timeout.
        down_until = time.monotonic() + 9
        while time.monotonic() < down_until:
            with (
                pytest.raises((PoolTimeout, psycopg.OperationalError)),
                pool.connection(timeout=1) as conn,
            ):
                conn.execute("select 1")
        _pg_ctl(server, "-w", "-t", "60", "start")
        with pool.connection(timeout=RECONNECT_DELAY_CAP + 1.5) as conn:
            assert conn.execute("select 1").fetchone() == (1,)
    finally:
        pool.close()
