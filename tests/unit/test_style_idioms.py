"""Words that look like a style but name something else: "for fun" is why someone reads, and a
"report list" is the people a report is sent to, not a list layout."""

import pytest

from tests.unit.readings import heard, lasting


@pytest.mark.parametrize(
    "text",
    [
        "Just for fun, more emoji this time.",
        "The donor report list is now just our foundation board.",
        "Our press list is mostly trade journalists.",
    ],
)
def test_the_idiom_files_neither_lively_tone_nor_lists(text):
    found = heard(text)
    assert ("tone", "lively") not in found
    assert ("structure", "lists") not in found


def test_fun_asked_for_is_still_lively():
    assert lasting("More fun, please.") == {("tone", "lively")}
    assert lasting("Bullet lists please") == {("structure", "lists")}


def test_a_count_found_in_the_text_is_told_not_asked_for():
    # "Three exclamation marks in a handout about sepsis." never files more of them.
    assert ("tone", "lively") not in heard(
        "Three exclamation marks in a handout about sepsis. That's not how we talk on a ward."
    )
    assert lasting("Three bullets in the summary, please.") == {("structure", "lists")}
