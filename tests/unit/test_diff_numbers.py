"""A changed number reads whole in the diff (app/domain/diff_numbers.py)."""

from __future__ import annotations

import time

import pytest

from app.domain.diff import Hunk, diff_text


def rebuild(hunks: list[Hunk]) -> tuple[str, str]:
    old = "".join(h.text for h in hunks if h.op != "insert")
    new = "".join(h.text for h in hunks if h.op != "delete")
    return old, new


@pytest.mark.parametrize(
    ("old", "new", "changed"),
    [
        ("我们等了二十分钟。", "我们等了三十分钟。", [("二十", "三十")]),
        ("It cost £4.20 then.", "It cost £4.50 then.", [("4.20", "4.50")]),
        ("We sold 2,340 copies.", "We sold 2,430 copies.", [("2,340", "2,430")]),
        ("Buses leave at 6.45 a.m.", "Buses leave at 6.15 a.m.", [("6.45", "6.15")]),
        ("On 12/03/2026 we met.", "On 12 March 2026 we met.", [("12/03/2026", "12 March 2026")]),
    ],
)
def test_a_changed_number_reads_whole(old: str, new: str, changed: list[tuple[str, str]]) -> None:
    hunks = diff_text(old, new)
    assert rebuild(hunks) == (old, new)
    deleted = [h.text for h in hunks if h.op == "delete"]
    inserted = [h.text for h in hunks if h.op == "insert"]
    assert list(zip(deleted, inserted, strict=True)) == changed


def test_numbers_apart_and_numerals_inside_words_stay_as_they_are() -> None:
    # "1, 2 and 3": the comma and space part numbers; 第二段 is a word, not a number
    hunks = diff_text("We have 1, 2 and 3.", "We have 1, 5 and 3.")
    assert [h.text for h in hunks if h.op != "equal"] == ["2", "5"]
    assert [h.text for h in diff_text("第二段", "第三段") if h.op != "equal"] == ["二", "三"]


def test_a_long_run_of_digits_is_read_in_linear_time() -> None:
    old, new = "x" + "1" * 50_000 + ". y", "x" + "1" * 50_000 + ". z"
    started = time.process_time()
    hunks = diff_text(old, new)
    assert rebuild(hunks) == (old, new)
    assert time.process_time() - started < 2.0
