"""Paragraphs separated by old Mac line endings ("\\r\\r") or U+2029 (app/editing/units.py,
app/editing/rules.py): split like blank lines, put back byte for byte."""

from __future__ import annotations

import pytest

from app.editing.rules import apply_all
from app.editing.units import split_paragraphs

FAIR = ["The fair opens on Saturday.", "Stalls sell jam and bread.", "Parking is free all day."]


@pytest.mark.parametrize("separator", ["\u2029", "\r\r", "\r\n\r\n", "\n\n", " \u2029 "])
def test_each_separator_splits_paragraphs_and_joins_back_exactly(separator: str) -> None:
    body = separator.join(FAIR)
    split = split_paragraphs(body)
    assert [t.strip() for t in split.texts] == FAIR
    assert split.join() == body


def test_a_single_line_ending_is_no_blank_line() -> None:
    assert split_paragraphs("a\r\nb\n\nc").texts == ["a\r\nb", "c"]
    assert split_paragraphs("a\rb").texts == ["a", "b"]  # one paragraph a line, old Mac


@pytest.mark.parametrize("separator", ["\u2029", "\r\r"])
def test_the_rules_delete_and_swap_keep_the_writers_separators(separator: str) -> None:
    body = separator.join(FAIR)
    deleted = apply_all("Fair", body, ["Delete paragraph 2."])
    assert deleted is not None and deleted.body == separator.join([FAIR[0], FAIR[2]])
    swapped = apply_all("Fair", body, ["把第1段和第3段交换一下"])
    assert swapped is not None and swapped.body == separator.join([FAIR[2], FAIR[1], FAIR[0]])
