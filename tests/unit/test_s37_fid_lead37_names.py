"""Session 37 (fid-lead37): a surname joined by an apostrophe or a hyphen is one name."""

from app.editing.fact_names import changed_names


def test_a_name_with_an_apostrophe_or_hyphen_kept_as_it_was_is_no_rename() -> None:
    text = "Our guest, Mary O'Brien, sings with Anna Smith-Jones at the Castel Sant'Angelo."
    assert changed_names(text, text) == []
    curly = "Act I is set in the church of Sant’Andrea della Valle."
    assert changed_names(curly, curly) == []


def test_a_joined_surname_respelt_is_still_a_rename() -> None:
    before = "Our guest, Mary O'Brien, sings tonight."
    after = "Our guest, Mary O'Brian, sings tonight."
    assert changed_names(before, after) == [("Mary O'Brien", "Mary O'Brian")]
