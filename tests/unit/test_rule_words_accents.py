"""The offline rules find words whose accent is written the other way: "Café" typed composed
finds "Cafe" + U+0301 (as pasted from a Mac or a PDF) and the reverse — the article search
found it and the rules said "Could not find" (session 25 faults). Text around it is kept."""

import unicodedata

import pytest

from app.editing.rules import apply_rules


@pytest.mark.parametrize("article_form", ["NFC", "NFD"])
@pytest.mark.parametrize("typed_form", ["NFC", "NFD"])
def test_an_accent_written_either_way_is_found(article_form: str, typed_form: str) -> None:
    body = unicodedata.normalize(article_form, "Meet me at the Café au lait at noon.")
    typed = unicodedata.normalize(typed_form, "Café")
    edit = apply_rules("Notes", body, f'Replace "{typed}" with "Bistro"')
    assert edit is not None and edit.changed
    assert edit.body == "Meet me at the Bistro au lait at noon."


def test_a_word_not_there_in_either_form_is_still_not_found() -> None:
    edit = apply_rules("Notes", "Meet me at the Cafe at noon.", 'Replace "Café" with "Bistro"')
    assert edit is not None and not edit.changed
    assert "Could not find" in edit.summary
