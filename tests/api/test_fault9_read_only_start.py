"""A data directory that cannot be written when the server starts (mounted read-only): the
style queue cannot take its waiting jobs. That is one warning line, not a traceback at every
sweep (faults8 F6: four tracebacks in the first ten seconds, and on for ever); articles are
still read."""

import errno
import logging
import os

import pytest
from litestar.testing import TestClient

from app.main import create_app
from app.settings import Settings
from app.style.queue import StyleQueue
from app.testing.fake_model import FakeModel


class Kept(logging.Handler):
    """Keeps the records of one logger (the app's logging set-up replaces the root's
    handlers, pytest's capture among them)."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


def test_a_read_only_queue_is_a_warning_line_not_a_traceback(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    def read_only(self: StyleQueue, limit: int) -> object:
        taken = settings.data_dir / "style-queue" / "taken"
        raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(taken))

    monkeypatch.setattr(StyleQueue, "_take_waiting", read_only)
    kept = Kept()
    logging.getLogger("app.style.queue").addHandler(kept)
    try:
        with TestClient(app=create_app(settings, provider=FakeModel())) as client:
            assert client.get("/api/contents").status_code == 200
    finally:
        logging.getLogger("app.style.queue").removeHandler(kept)
    said = [r for r in kept.records if r.levelno >= logging.WARNING]
    assert said, "the queue said nothing about the directory it could not use"
    assert all(r.exc_info is None for r in said)
    assert any("Read-only file system" in r.getMessage() for r in said)
