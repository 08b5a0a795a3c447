"""The ledgers of begun turns (app/editing/orphans.py): a live process's is never read as
left behind; a dead one's is, once, and is removed after its turns were answered."""

import os
from pathlib import Path

import pytest

from app.editing.orphans import TurnLedger


def _killed(data_dir: Path, *turns: tuple[str, str], torn: str = "") -> None:
    ledger = TurnLedger(data_dir)
    ledger.open()
    for message_id, content_id in turns:
        ledger.begun(message_id, content_id)
    if torn:
        os.write(ledger._fd or -1, torn.encode())
    os.close(ledger._fd or -1)  # the process is gone: its lock with it


def test_a_live_process_ledger_is_left_alone(tmp_path: Path) -> None:
    live, other = TurnLedger(tmp_path), TurnLedger(tmp_path)
    live.open()
    other.open()
    live.begun("c1-m1", "c1")
    with other.left_behind() as turns:
        assert turns == []
    live.close()
    other.close()
    assert list((tmp_path / "serving").iterdir()) == []


def test_a_dead_process_ledger_is_read_once_and_removed(tmp_path: Path) -> None:
    _killed(tmp_path, ("c1-m1", "c1"), ("c2-m9", "c2"), torn="c3-m")
    me = TurnLedger(tmp_path)
    me.open()
    with me.left_behind() as turns:
        assert turns == [("c1-m1", "c1"), ("c2-m9", "c2")]  # the torn line skipped
    with me.left_behind() as again:
        assert again == []
    assert [p.name for p in (tmp_path / "serving").iterdir()] == [me.path.name if me.path else ""]


def test_a_ledger_whose_turns_could_not_be_answered_is_kept(tmp_path: Path) -> None:
    _killed(tmp_path, ("c1-m1", "c1"))
    me = TurnLedger(tmp_path)
    me.open()
    with pytest.raises(RuntimeError), me.left_behind():
        raise RuntimeError("the data directory refused the reply")
    with me.left_behind() as turns:
        assert turns == [("c1-m1", "c1")]


def test_an_idle_process_forgets_its_turns_and_a_kept_ledger_survives_its_close(
    tmp_path: Path,
) -> None:
    ledger = TurnLedger(tmp_path)
    ledger.open()
    ledger.begun("c1-m1", "c1")
    ledger.idle()
    ledger.begun("c1-m2", "c1")
    ledger.close(keep=True)
    me = TurnLedger(tmp_path)
    me.open()
    with me.left_behind() as turns:
        assert turns == [("c1-m2", "c1")]
