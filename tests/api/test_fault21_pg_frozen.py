"""A PostgreSQL server that stops running without closing anything (suspended, frozen, its
host hung) never enforces its own statement limit: reads waited for ever (session 20's fault
tester, SIGSTOP). Now every wait has a limit of the app's own: the request answers 503 with a
sentence, and once the server runs again everything works as before."""

from __future__ import annotations

import os
import signal
import threading
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from httpx import Response
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.store import pg_support
from app.testing.pgserver import PostgresServer


@pytest.fixture
def client(tmp_path: Path, pg_url: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[TestClient]:
    monkeypatch.setattr(pg_support, "ANSWER_TIMEOUT_SECONDS", 1.5)
    settings = Settings(  # type: ignore[call-arg]
        data_dir=tmp_path / "data", database_url=pg_url, _env_file=None
    )
    with TestClient(app=create_app(settings), timeout=60) as test_client:
        yield test_client


def _server_processes(pg_server: PostgresServer, pg_url: str) -> list[int]:
    """The postmaster (no new connection is answered) and every backend of this database."""
    postmaster = int((pg_server.root / "data" / "postmaster.pid").read_text().split()[0])
    with psycopg.connect(pg_url, autocommit=True) as conn:
        rows = conn.execute(
            "SELECT pid FROM pg_stat_activity"
            " WHERE datname = current_database() AND pid <> pg_backend_pid()"
        ).fetchall()
    return [postmaster, *(pid for (pid,) in rows)]


def test_a_frozen_database_is_answered_with_a_sentence_not_a_wait_for_ever(
    client: TestClient, pg_server: PostgresServer, pg_url: str
) -> None:
    content_id = client.post(
        "/api/contents", json={"title": "Frozen", "body": "We waited twenty minutes."}
    ).json()["id"]
    answers: list[Response] = []
    frozen = _server_processes(pg_server, pg_url)
    assert len(frozen) > 1, "the app holds no connection to freeze"
    try:
        for pid in frozen:
            os.kill(pid, signal.SIGSTOP)
        asking = threading.Thread(
            target=lambda: answers.append(client.get(f"/api/contents/{content_id}"))
        )
        asking.start()
        asking.join(45)
        answered = not asking.is_alive()
    finally:
        for pid in frozen:
            os.kill(pid, signal.SIGCONT)
    asking.join()
    assert answered, "the read was still waiting for the frozen database"
    (answer,) = answers
    assert answer.status_code == 503, answer.text
    assert answer.headers["retry-after"].isdigit()
    detail = answer.json()["detail"]
    assert detail.startswith("The database could not be"), detail
    assert "nothing was changed" in detail
    # Running again: the connections it dropped are replaced, nothing was lost.
    again = client.get(f"/api/contents/{content_id}")
    assert again.status_code == 200, again.text
    assert again.json()["body"] == "We waited twenty minutes."
