"""The turns another serving process is answering now are seen from this one (a second
worker): named in its ledger while it holds it, forgotten once it is gone."""

from pathlib import Path

from app.editing.orphans import TurnLedger


def test_a_turn_another_live_process_began_is_seen_until_it_is_gone(tmp_path: Path) -> None:
    mine, other = TurnLedger(tmp_path), TurnLedger(tmp_path)
    mine.open()
    other.open()
    try:
        other.begun("c1-m1", "c1")
        mine.begun("c1-m2", "c1")  # this process's own turns are known without the ledger
        assert mine.live_among(["c1-m1", "c1-m2", "c1-m3"]) == {"c1-m1"}
        assert mine.names_live("c1-m1") and not mine.names_live("c1-m3")
        other.idle()  # its turn ended
        assert mine.live_among(["c1-m1"]) == set()
        other.begun("c1-m4", "c1")
        other.close(keep=True)  # the process died: its ledger is left, no longer held
        assert mine.live_among(["c1-m4"]) == set()
    finally:
        mine.close()
        other.close()
