"""A paragraph's last sentence deleted as asked leaves no trailing space behind it (the space
belonged between it and the sentence before); a paragraph that ended in a space keeps it."""

from app.editing.splice import sentences_spliced


def test_the_last_sentence_deleted_leaves_no_trailing_space() -> None:
    old = ["Twelve joined in March. ", "See the notice board."]
    joined, drift = sentences_spliced(old, ["Twelve joined in March."], {1})
    assert (joined, drift) == ("Twelve joined in March.", [])


def test_a_middle_sentence_deleted_keeps_the_spaces_between_the_others() -> None:
    old = ["One. ", "Two. ", "Three."]
    joined, _ = sentences_spliced(old, ["One. ", "Three."], {1})
    assert joined == "One. Three."


def test_a_paragraph_that_ended_in_a_space_keeps_it() -> None:
    old = ["One. ", "Two. "]
    joined, _ = sentences_spliced(old, ["One. ", "Two, edited. "], {1})
    assert joined == "One. Two, edited. "
