"""Asks parted as writers type them (clauses.separate_asks), session 36."""

from app.editing.clauses import separate_asks


def test_a_comma_before_an_asking_verb_parts_two_asks() -> None:
    assert separate_asks("Shorten paragraph 2, change the date to 25 October") == [
        "Shorten paragraph 2",
        "change the date to 25 October",
    ]


def test_and_before_a_restyling_verb_parts_two_asks() -> None:
    assert separate_asks("Make the title punchier and shorten paragraph 2.") == [
        "Make the title punchier",
        "shorten paragraph 2.",
    ]


def test_a_comma_inside_quoted_words_parts_nothing() -> None:
    suggestion = 'Make "We sing, change keys and smile" livelier'
    assert separate_asks(suggestion) == [suggestion]
