"""Fixtures several API test files share: a model stub for the crash trials, the app's
settings on a fresh PostgreSQL database, the app with its accounts, and two real servers
sharing one store."""

from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path

import pytest
from litestar.testing import TestClient

from app.accounts.service import Accounts
from app.main import create_app
from app.settings import Settings
from app.testing.openai_stub import OpenAIStub
from app.testing.served import ServedApp, served


@pytest.fixture
def stub() -> Iterator[OpenAIStub]:
    """A local OpenAI-compatible server that answers every turn with the 周末 article edited."""
    with OpenAIStub(default_reply="周末\n\n今天天气很好。\n\n我们去了花园。") as running:
        yield running


@pytest.fixture
def pg_settings(tmp_path: Path, pg_url: str) -> Settings:
    """The app's settings on this test's own PostgreSQL database, style learning's model off."""
    return Settings(
        data_dir=tmp_path / "data",
        database_url=pg_url,
        style_llm_extraction=False,
        _env_file=None,
    )


@pytest.fixture
def app_and_accounts(settings: Settings) -> Iterator[tuple[TestClient, Accounts]]:
    """A client of the app on this test's settings, and the accounts behind it."""
    app = create_app(settings)
    with TestClient(app=app) as client:
        yield client, app.state["accounts"]


@pytest.fixture(params=["tinydb", "postgres"])
def two_processes(
    request: pytest.FixtureRequest, tmp_path: Path, stub: OpenAIStub
) -> Iterator[tuple[ServedApp, ServedApp]]:
    """Two `python -m app`: on one data dir, or each with its own on one database."""
    env = stub.server_env()
    if request.param == "postgres":
        env["REDLINE_DATABASE_URL"] = request.getfixturevalue("pg_url")
        dirs = [tmp_path / "a" / "data", tmp_path / "b" / "data"]
    else:
        dirs = [tmp_path / "data", tmp_path / "data"]
    with ExitStack() as stack:
        writing, other = (stack.enter_context(served(d, **env)) for d in dirs)
        yield writing, other
        for app in (writing, other):
            assert "Traceback" not in app.log_tail(100_000)
