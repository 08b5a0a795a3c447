"""F22 (outside46a): a word selected and answered with a lead-in or with several words — the
lead-in peeled, the options never taken as the new word."""

import pytest

from app.editing.formats.selection_word import is_word, word_options, word_taken

OPTIONS = [
    ("Try “timid” or “bashful”.", "shy"),
    ("Some options: timid, bashful, reserved.", "shy"),
    ("timid (or bashful, if you prefer)", "shy"),
    ("A few synonyms: cheerful / sunny", "happy"),
    ("可以换成：朋友们、街坊们、小伙伴们", "爱心人士"),
    ("“朋友们”或者“街坊们”", "爱心人士"),
]
TAKEN = [
    ("Here's a better word: timid", "shy", "timid"),
    ("I'd suggest “timid”.", "shy", "timid"),
    ("A warmer word: “gentle”", "shy", "gentle"),
    ("建议改为“朋友们”", "爱心人士", "朋友们"),
    ("可以换成：街坊们", "爱心人士", "街坊们"),
    ("不妨用“亲爱的朋友”", "爱心人士", "亲爱的朋友"),
]
KEPT = [
    ("timid", "shy"),
    ("rock and roll", "jazz"),
    ("bread, butter", "food, drink"),  # the selection is a list itself
    ("Try harder", "Do better"),  # no quoted word after the verb: the text's own
    ("用心", "爱心"),
    ("朋友们", "爱心人士"),
]


@pytest.mark.parametrize(("reply", "original"), OPTIONS)
def test_several_words_offered_are_options(reply, original):
    assert word_options(reply, original)


@pytest.mark.parametrize(("reply", "original", "word"), TAKEN)
def test_lead_in_before_one_word_is_peeled(reply, original, word):
    assert not word_options(reply, original)
    assert word_taken(reply, original) == word


@pytest.mark.parametrize(("reply", "original"), KEPT)
def test_plain_answers_kept_as_they_are(reply, original):
    assert not word_options(reply, original)
    assert word_taken(reply, original) == reply


def test_sentence_selected_is_no_word():
    assert not is_word("He is shy, wears a blue collar.")
    assert not word_options("Try this: he is timid, bashful.", "He is shy.")
    assert is_word("爱心人士") and is_word("shy")
