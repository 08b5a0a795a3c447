"""A paragraph moved whole is no fact changed in place: swapped_facts pairs paragraphs by
position, and a move ("Move the first paragraph to the end") put "First para one." beside
"Second para two." — read as the ordinal First → Second and refused (test_s25_diff)."""

from app.editing.swapped_facts import swapped_facts


def test_paragraphs_moved_whole_change_no_ordinal() -> None:
    before = "First para one.\n\nSecond para two.\n\nThird para three."
    after = "Second para two.\n\nThird para three.\n\nFirst para one."
    assert swapped_facts(before, after) == []


def test_an_ordinal_changed_in_place_is_still_read() -> None:
    before = "Our sixth season starts in May.\n\nTickets are on sale."
    after = "Our seventh season starts in May!\n\nTickets are on sale."
    assert swapped_facts(before, after) == [("sixth", "seventh")]
