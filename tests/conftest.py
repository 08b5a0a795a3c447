"""Shared fixtures: an app on a temp data dir with a fake model that records what it was sent."""

import logging
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from litestar.testing import TestClient

from app import regex_cache
from app.main import create_app
from app.settings import Settings
from app.testing.fake_model import FakeModel
from app.testing.pgserver import pg_server, pg_url  # noqa: F401  (PostgreSQL fixtures)
from tests import litestar_once, tls_once
from tests.store_backends import backend  # noqa: F401  (each store kind, for contract tests)

# httpx clients share one TLS context, not one read from the CA bundle each (tests/tls_once.py).
tls_once.install()
# Each route handler's signature read once in this process, not once per app
# (tests/litestar_once.py): ≈35 ms of CPU of the ≈90 every `create_app` cost.
litestar_once.install()


def pytest_sessionstart(session: pytest.Session) -> None:
    """The app's compiled patterns saved now, not when this process ends: every `python -m
    app` a test starts (and its style learner) reads them instead of compiling ~1,700
    patterns again (app/regex_cache.py; nothing is written where Python writes no bytecode)."""
    regex_cache.save()


def _flushed_nowhere(fd: int) -> None:
    """`os.fsync` for the test run: the descriptor is checked (a closed or bad one raises as
    fsync would) but nothing waits for the disk."""
    os.fstat(fd)


@pytest.fixture(autouse=True, scope="session")
def _no_disk_flush() -> Iterator[None]:
    """The app's fsyncs reach no disk during the tests, as the test PostgreSQL runs with
    fsync=off (app/testing/pgserver.py): they only matter if the machine loses power, which no
    test does; a kill (the crash tests) leaves the page cache, and what was written, intact.
    The app still calls `os.fsync` at each point, in its order (tests that count or fail the
    calls replace it themselves); waiting for the disk cost 4-10 ms a call here, about ten a
    turn. Child processes (`python -m app` in app/testing/served.py) still flush."""
    real = os.fsync
    os.fsync = _flushed_nowhere
    try:
        yield
    finally:
        os.fsync = real


@pytest.fixture
def settings(tmp_path: Path, request: pytest.FixtureRequest) -> Settings:
    # Style learning's own model call is off so queued replies go to the turns under test;
    # tests/test_style_learning_flow.py turns it on where that call is the subject.
    # REDLINE_TEST_STORE=postgres runs every app these settings build on a fresh PostgreSQL
    # database instead of TinyDB: the API suite on the other backend (tests that open the
    # TinyDB files themselves — damaged files, a full disk, `check` — are TinyDB's alone).
    on_postgres = os.environ.get("REDLINE_TEST_STORE") == "postgres"
    return Settings(  # type: ignore[call-arg]
        data_dir=tmp_path / "data",
        database_url=request.getfixturevalue("pg_url") if on_postgres else None,
        style_llm_extraction=False,
        _env_file=None,
    )


@pytest.fixture
def fake_model() -> FakeModel:
    return FakeModel()


@pytest.fixture
def client(settings: Settings) -> Iterator[TestClient]:
    """The offline app: rules editor only, as after `make run`."""
    with TestClient(app=create_app(settings)) as test_client:
        yield test_client


@pytest.fixture
def llm_client(settings: Settings, fake_model: FakeModel) -> Iterator[TestClient]:
    """The app with a (fake) LLM configured."""
    with TestClient(app=create_app(settings, provider=fake_model)) as test_client:
        yield test_client


def article(title: str, *paragraphs: str) -> str:
    """A model reply in the full-rewrite format."""
    return title + "\n\n" + "\n\n".join(paragraphs)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Browser tests last: Playwright's sync API keeps an event loop on the main thread for
    the rest of the session, which `asyncio.run` in the other tests cannot share."""
    items.sort(key=lambda item: item.get_closest_marker("browser") is not None)


def settle(client: TestClient) -> None:
    """Wait for the app's background work (style learning runs after each reply)."""
    client.blocking_portal.call(client.app.state["style_queue"].drain)


@pytest.fixture
def app_log() -> Iterator[list[logging.LogRecord]]:
    """Every record the app's and httpx's loggers emit during the test. pytest's `caplog`
    hears nothing once an app has started: its logging configuration replaces the root
    logger's handlers. These loggers' own handlers stay."""
    records: list[logging.LogRecord] = []
    handler = logging.Handler(logging.DEBUG)
    handler.emit = records.append  # type: ignore[method-assign]
    loggers = [logging.getLogger(name) for name in ("app", "httpx")]
    for logger in loggers:
        logger.addHandler(handler)
    try:
        yield records
    finally:
        for logger in loggers:
            logger.removeHandler(handler)


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> object:
    """Under `--dist loadfile`, the long sweeps' tests go to whichever worker is free
    (tests/xdist_spread.py); every other file stays one worker's."""
    if config.getoption("dist") != "loadfile":
        return None
    from tests.xdist_spread import SpreadFileScheduling

    return SpreadFileScheduling(config, log)  # type: ignore[arg-type]
