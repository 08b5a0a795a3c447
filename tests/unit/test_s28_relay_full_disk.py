"""A full disk under the article events' log: every event a turn published logged a traceback
("could not relay an article event to the other workers"); now one line in the disk's words."""

from __future__ import annotations

import errno
import logging
import os
from pathlib import Path

import pytest

from app.events import ArticleChanged
from app.events_relay import FileRelay


def test_a_full_disk_is_one_line_per_event_without_a_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    relay = FileRelay(tmp_path / "events")
    real_write = os.write

    def full(fd: int, data: bytes) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "write", full)
    with caplog.at_level(logging.WARNING, logger="app.events_relay"):
        relay.send(ArticleChanged("c1", 2, "current", "c1-m1"))
        relay.send(ArticleChanged("c1", 3, "current", "c1-m2"))
    monkeypatch.setattr(os, "write", real_write)
    said = [r for r in caplog.records if r.name == "app.events_relay"]
    assert [r.getMessage() for r in said] == [
        "could not relay an article event to the other workers: No space left on device"
    ] * 2
    assert not [r for r in said if r.exc_info]
    relay.send(ArticleChanged("c1", 4, "current", "c1-m3"))  # room again: relayed
    assert any(p.stat().st_size for p in (tmp_path / "events").iterdir())
