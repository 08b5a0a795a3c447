"""Requests while PostgreSQL is down answer 503 with `Retry-After` and a sentence.

Every request answered 500 ("The accounts in … could not be used; nothing was changed"),
which tells a client, a proxy or a load balancer that the request is broken — not that the
database is away for a moment and the same request is worth sending again."""

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.testing.fake_model import FakeModel
from app.testing.pgserver import PostgresServer, find_bin_dir


@pytest.fixture
def server() -> Iterator[PostgresServer]:
    """A server of this test's own, since the test stops it."""
    if find_bin_dir() is None:
        pytest.skip("PostgreSQL is not installed")
    started = PostgresServer().start()
    yield started
    started.stop()


def test_requests_while_the_database_is_down_answer_503_with_retry_after(
    settings: Settings, server: PostgresServer
) -> None:
    on_pg = settings.model_copy(update={"database_url": server.create_database()})
    model = FakeModel()
    with TestClient(app=create_app(on_pg, provider=model)) as client:
        content_id = client.post(
            "/api/contents", json={"title": "秋天", "body": "公园里的叶子黄了。"}
        ).json()["id"]
        server.stop()
        # Each request waits out the pool's 10 s for a connection before its 503: sent
        # together, the test waits once.
        with ThreadPoolExecutor(2) as requests:
            listed = requests.submit(client.get, "/api/contents")
            sent = requests.submit(
                client.post,
                "/api/chat/send",
                json={"content_id": content_id, "message": "更生动"},
            )
        for answer in (listed.result(), sent.result()):
            assert answer.status_code == 503, answer.text
            assert answer.headers["retry-after"].isdigit()
            detail = answer.json()["detail"]
            assert "Try again in a few seconds." in detail
            assert "Traceback" not in detail
            # No accounts are in use: the sentence names the database, not "the accounts",
            # and not its host and port.
            assert "accounts" not in detail and "127.0.0.1" not in detail, detail
        assert model.history == []  # nothing reached the model either
