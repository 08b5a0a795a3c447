"""A power cut that loses a conversation file but keeps a later one: the later file's
messages were all appended since the last checkpoint, so the journals write them again, and
no message is listed twice — however the store that recovers splits its files."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.domain.models import Content
from app.store import journal
from app.store.tinydb_store import TinyDBStore
from tests.unit.test_store_logs import CID, T0, message, session


def _written(root: Path) -> list[Path]:
    """Ten messages in logs of three (m1 replaced), every journal kept (no checkpoint)."""
    store = TinyDBStore(root, segment_size=3, checkpoint_every=1000)
    store.create_content(Content(id=CID, title="标题", body="正文。", created_at=T0, updated_at=T0))
    store.commit(CID, messages=[message(0), message(1)], session=session(f"{CID}-m1"))
    for n in range(2, 9):
        store.commit(CID, messages=[message(n)], session=session(f"{CID}-m{n}"))
    store.commit(CID, messages=[message(1, "改过了 / edited")], session=session(f"{CID}-m8"))
    logs = sorted((root / "contents" / CID / "messages").glob("*.jsonl"))
    assert len(logs) == 3
    return logs


def _cut(logs: list[Path], lost: tuple[int, ...]) -> None:
    """The power cut: the `lost` logs never reached the disk; the last kept its first line
    whole and a few bytes of the next."""
    for number in lost:
        logs[number].unlink()
    first, second, *_ = logs[-1].read_bytes().split(b"\n")
    logs[-1].write_bytes(first + b"\n" + second[:7])


def _each_once(store: TinyDBStore) -> list[str]:
    ids = [m.id for m in store.list_messages(CID)]
    assert len(ids) == len(set(ids)), ids
    return ids


@pytest.mark.parametrize("lost", [(0, 1), (1,)], ids=["first two lost", "middle lost"])
@pytest.mark.parametrize("recovering_size", [64, 3], ids=["other split", "same split"])
def test_a_log_kept_past_a_lost_one_lists_no_message_twice(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    lost: tuple[int, ...],
    recovering_size: int,
) -> None:
    _cut(_written(tmp_path), lost)
    monkeypatch.setitem(journal._BOOT, "id", "the boot after the power cut")
    # Recovered by a store that splits its files otherwise (`check`, another release)...
    recovered = TinyDBStore(tmp_path, segment_size=recovering_size)
    expected = [f"{CID}-m{n}" for n in range(9)]
    assert _each_once(recovered) == expected
    assert recovered.get_message(f"{CID}-m1").content == "改过了 / edited"
    # ...then written on by one that splits them in threes: the lost numbers are made again.
    store = TinyDBStore(tmp_path, segment_size=3)
    assert _each_once(store) == expected
    store.commit(CID, messages=[message(9)], session=session(f"{CID}-m9"))
    assert _each_once(store) == [*expected, f"{CID}-m9"]
    assert _each_once(TinyDBStore(tmp_path)) == [*expected, f"{CID}-m9"]
    assert _each_once(TinyDBStore(tmp_path, segment_size=3)) == [*expected, f"{CID}-m9"]
    # Nothing is deleted: what the lost file's successor held is kept beside the logs.
    aside = [p.name for p in (tmp_path / "contents" / CID / "messages").iterdir()]
    assert any(".past-lost-" in name for name in aside), aside
