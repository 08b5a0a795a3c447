"""'Add a rule to the list about closing the gate': the article's one list, not its closing
paragraph (app/editing/places.py, app/editing/beside.py)."""

from app.editing.beside import block_named
from app.editing.places import named_paragraphs

PARAGRAPHS = [
    "Welcome to the cottage.",
    "| Item | Note |\n|---|---|\n| Logs | 12 a night |",
    "- No smoking inside.\n- Dogs are welcome.",
    "Diolch! — Gwen",
]


def test_an_ing_verb_with_its_object_names_no_place() -> None:
    assert named_paragraphs("Add a rule about closing the gate.", 4, PARAGRAPHS) == set()
    assert named_paragraphs("Add a line about opening your windows.", 4, PARAGRAPHS) == set()


def test_the_closing_and_the_opening_still_name_places() -> None:
    assert named_paragraphs("Make the closing paragraph warmer.", 4, PARAGRAPHS) == {3}
    assert named_paragraphs("Make the closing warmer.", 4, PARAGRAPHS) == {3}
    assert named_paragraphs("Make the opening a bit warmer.", 4, PARAGRAPHS) == {0}


def test_an_item_added_to_the_list_about_something_names_the_list() -> None:
    assert block_named("Add a rule to the list about closing the gate.", PARAGRAPHS) == {2}
    assert block_named("Add an item to the list saying dogs must be on a lead.", PARAGRAPHS) == {2}


def test_another_ask_beside_the_list_names_no_one_place() -> None:
    asked = "Add a rule to the list, and make the welcome warmer about the view."
    assert block_named(asked, PARAGRAPHS) is None
