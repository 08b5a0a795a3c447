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


BODY = "He is shy, wears a blue collar. 领养需要携带身份证原件。"


@pytest.mark.parametrize(
    ("text", "original", "head"),
    [
        (
            "He is a gentle boy. (This makes him sound more approachable.)",
            "He is shy.",
            "He is a gentle boy.",
        ),
        (
            "领养时请带上身份证原件。（这样语气更柔和。）",
            "领养需要携带身份证原件。",
            "领养时请带上身份证原件。",
        ),
    ],
)
def test_bracketed_reason_after_new_sentence_is_a_note(text, original, head):
    from app.editing.formats.selection_notes import without_dash_note

    kept, said = without_dash_note(text, original, BODY)
    assert kept == head and said


@pytest.mark.parametrize(
    ("text", "original"),
    [
        ("He is a gentle boy (aged three).", "He is shy."),
        ("领养时请带上身份证原件（复印件无效）。", "领养需要携带身份证原件。"),
        ("Open daily (this includes holidays)", "Open (see hours)"),  # the selection's own bracket
    ],
)
def test_article_brackets_after_new_text_are_kept(text, original):
    from app.editing.formats.selection_notes import without_dash_note

    assert without_dash_note(text, original, BODY) == (text, [])
