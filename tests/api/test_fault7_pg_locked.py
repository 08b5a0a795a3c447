"""A table locked outside Redline (a migration run by hand, a transaction left open in psql)
no longer makes requests wait for ever: each gives up after the statement limit and answers
with a sentence; once the lock is gone everything works as before."""

from __future__ import annotations

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


@pytest.fixture
def client(tmp_path: Path, pg_url: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[TestClient]:
    monkeypatch.setattr(pg_support, "STATEMENT_TIMEOUT_SECONDS", 2.0)
    settings = Settings(  # type: ignore[call-arg]
        data_dir=tmp_path / "data", database_url=pg_url, _env_file=None
    )
    with TestClient(app=create_app(settings), timeout=60) as test_client:
        yield test_client


def test_a_locked_table_is_answered_with_a_sentence_not_a_wait_for_ever(
    client: TestClient, pg_url: str
) -> None:
    content_id = client.post(
        "/api/contents", json={"title": "周末", "body": "我们等了二十分钟。"}
    ).json()["id"]
    answers: list[Response] = []

    def ask() -> None:
        answers.append(client.get(f"/api/contents/{content_id}"))
        answers.append(
            client.put(
                f"/api/contents/{content_id}",
                json={"body": "我们等了三十分钟。", "base_version": 1},
            )
        )

    with psycopg.connect(pg_url) as outside:
        outside.execute("LOCK TABLE contents IN ACCESS EXCLUSIVE MODE")  # held until rollback
        asking = threading.Thread(target=ask)
        asking.start()
        asking.join(60)
        answered = not asking.is_alive()
        outside.rollback()  # lets a request still waiting go
    asking.join()
    assert answered, "the requests were still waiting for the locked table"
    for answer in answers:
        # The database is there but cannot answer now: worth sending again (session 8).
        assert answer.status_code == 503, answer.text
        assert answer.headers["retry-after"].isdigit()
        detail = answer.json()["detail"]
        assert "did not answer within 2 seconds: a table may be locked" in detail, detail
        assert "nothing was" in detail
    # The lock gone, the same requests work; the refused edit saved nothing.
    assert client.get(f"/api/contents/{content_id}").json()["version"] == 1
    again = client.put(
        f"/api/contents/{content_id}", json={"body": "我们等了三十分钟。", "base_version": 1}
    )
    assert again.json()["version"] == 2
