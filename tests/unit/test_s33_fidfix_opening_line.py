""" "The opening line" of an article whose first paragraph is one line is that paragraph — not
the title over it, nor the whole article."""

from app.editing.places import named_paragraphs

TOAST = ["Good evening, everyone. I'm Daniel.", "Sam and I shared a room.", "Cheers!"]


def test_the_opening_line_names_a_one_line_first_paragraph() -> None:
    assert named_paragraphs("Make the opening line sound less nervous.", 3, TOAST) == {0}
    assert named_paragraphs("Make the first line warmer.", 3, TOAST) == {0}


def test_the_first_line_of_a_paragraph_of_several_lines_names_no_paragraph() -> None:
    poem = ["Roses are red,\nviolets are blue.", "The end."]
    assert named_paragraphs("Make the first line rhyme better.", 2, poem) == set()
