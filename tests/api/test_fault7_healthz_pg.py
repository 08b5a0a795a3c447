"""The liveness probe answers while PostgreSQL is down: it says the process is up and reads
nothing. Before, the sign-in middleware asked the accounts' store first, so /healthz became a
500 ("The accounts in … could not be used") after the pool's ten-second wait."""

from collections.abc import Iterator

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.testing.pgserver import PostgresServer, find_bin_dir


@pytest.fixture
def server() -> Iterator[PostgresServer]:
    """A server of this test's own, since the test stops it."""
    if find_bin_dir() is None:
        pytest.skip("PostgreSQL is not installed")
    started = PostgresServer().start()
    yield started
    started.stop()


def test_healthz_answers_while_the_database_is_down(
    settings: Settings, server: PostgresServer
) -> None:
    on_pg = settings.model_copy(update={"database_url": server.create_database()})
    with TestClient(app=create_app(on_pg)) as client:
        assert client.get("/healthz").json()["status"] == "ok"
        server.stop()
        answer = client.get("/healthz")
        assert (answer.status_code, answer.json()["status"]) == (200, "ok")
