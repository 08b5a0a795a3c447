"""A store opened on a full disk whose list of articles must be rebuilt still opens.

Found by CI (session 45): the style learner, restarted while the disk was full, died with a
traceback in `recovery.recover` → `rebuild_index` (ENOSPC). The rebuild is a repair that the
next start makes again; a full disk postpones it, with one plain warning, instead of failing
every reader that opens the store.
"""

from __future__ import annotations

import errno
import logging
from datetime import UTC, datetime
from pathlib import Path

import pytest

from app.domain.models import Content
from app.store import atomic
from app.store.tinydb_store import TinyDBStore

T0 = datetime(2026, 11, 1, 9, 0, tzinfo=UTC)


def article(cid: str) -> Content:
    body = "第一段。\n\n第二段。"
    return Content(
        id=cid,
        title="标题",
        body=body,
        version=1,
        word_count=len(body),
        created_at=T0,
        updated_at=T0,
    )


def test_a_full_disk_postpones_rebuilding_the_index_and_the_store_opens(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    TinyDBStore(tmp_path).create_content(article("cfull"))
    (tmp_path / "index.json").unlink()  # the index must be rebuilt at the next open
    real = atomic.write_json_atomic

    def full(path: Path, data: object) -> object:
        if Path(path).name == "index.json":
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(path, data)

    monkeypatch.setattr(atomic, "write_json_atomic", full)
    with caplog.at_level(logging.WARNING):
        store = TinyDBStore(tmp_path)
    assert "could not rebuild the list of articles now" in caplog.text
    assert "No space left on device" in caplog.text
    assert not any("rebuilt the list" in line for line in store.recovered)
    assert store.get_content("cfull").title == "标题"  # its own files still read

    monkeypatch.setattr(atomic, "write_json_atomic", real)  # room again: the next open repairs
    again = TinyDBStore(tmp_path)
    assert any("rebuilt the list" in line for line in again.recovered)
    assert [c.id for c in again.list_contents()] == ["cfull"]
