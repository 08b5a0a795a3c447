"""Session 30: a paragraph given back as it was after "I didn't find any typos", "No typos
there" or "found nothing to fix" is no change (dev29's same_paragraph_back_said_unchanged)."""

from __future__ import annotations

import pytest

from app.editing.unchanged_said import says_left_unchanged


@pytest.mark.parametrize(
    "note",
    [
        "I didn't find any typos — here it is unchanged:",
        "No typos there — it reads fine as it is:",
        "I checked it and found nothing to fix. Here it is, unchanged:",
    ],
)
def test_no_typos_found_says_it_was_left(note: str) -> None:
    assert says_left_unchanged(note)


@pytest.mark.parametrize("note", ["Here's the tighter version:", "I fixed two typos:"])
def test_a_note_on_an_edit_says_nothing_of_the_kind(note: str) -> None:
    assert not says_left_unchanged(note)
