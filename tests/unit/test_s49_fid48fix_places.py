""" "Mention in the opening that …" names the opening paragraph (blind48 pottery-en-10: read as
the -ing verb "opening that …", the ask became the whole article's and a phone number changed
in the contact paragraph was saved); "closing that gap" stays a verb with its object."""

from app.editing.places import named_paragraphs

PARAS = ["Our course starts in autumn.", "## Fees", "It costs £180.", "Ring 01632 960 417."]


def test_in_the_opening_that_names_the_opening() -> None:
    assert named_paragraphs("Mention in the opening that there is free parking.", 4, PARAS) == {0}
    assert named_paragraphs("Say in the closing that we reply within a day.", 4, PARAS) == {3}


def test_an_ing_verb_with_that_as_its_object_is_no_place() -> None:
    assert named_paragraphs("Explain why closing that gap matters.", 4, PARAS) == set()
