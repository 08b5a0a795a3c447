"""A dialogue line quoting one word thousands of times is compared with the original's lines
in time linear in the line. The words of two lines were matched by difflib, which looks at
every pair of equal words: a line of 4,000 "no"s took 1.1 s a comparison, 20,000 half a minute
(session 28, growth). Each word is now spelt as one character for long_match, which finds
difflib's blocks without the pairs."""

from app.editing.dialogue_turns import given_lines, swapped_turns
from tests.unit.cpu import timed_cpu

_LINE = "no " * 20_000


def test_a_line_given_to_someone_else_is_found_quickly() -> None:
    before = f'"{_LINE}" Tom said.\n\nMara laughed.'
    after = f'"{_LINE}yes" Mara said.\n\nMara laughed.'
    found, seconds = timed_cpu(lambda: given_lines(before, after))
    assert found == [_LINE.strip()]
    assert seconds < 5  # about 0.05 s; difflib: half a minute


def test_swapped_lines_of_a_long_exchange_are_found_quickly() -> None:
    before = f'Quay.\n\n"{_LINE}" asked Nan.\n"Sing it again," said Tom.\n\nEnd.'
    after = f'Quay.\n\n"Sing it again," asked Nan.\n"{_LINE}" said Tom.\n\nEnd.'
    found, seconds = timed_cpu(lambda: swapped_turns(before, after))
    assert found == ["Sing it again,", _LINE.strip()]
    assert seconds < 5  # about 0.05 s; difflib: a minute
