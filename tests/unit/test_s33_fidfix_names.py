"""A look-alike name written in place of the writer's — at a sentence's start, or before a word
of address (王敏阿姨 → 王梅阿姨) — is a changed name."""

from app.editing.fact_names import changed_names


def test_a_name_inside_a_sentence_respelt_at_a_sentences_start_is_changed() -> None:
    before = "Linda's husband, Marcus, and her daughter, Ade, are with us today."
    after = "Markus and Ade, Linda's husband and daughter, are here with us today."
    assert changed_names(before, after) == [("Marcus", "Markus")]


def test_the_name_kept_in_another_paragraph_does_not_hide_the_change() -> None:
    before = "Your engineer, Carys Lloyd, will visit.\n\nIf needed, Carys will quote first."
    after = "Your engineer, Carys Lloyd, will visit.\n\nCerys will quote before any work."
    assert changed_names(before, after) == [("Carys", "Cerys")]


def test_an_ordinary_word_opening_a_recast_sentence_is_no_name() -> None:
    before = "We met in Brighton at the quiz, and Linda sang."
    assert changed_names(before, "Bright and early, we met at the quiz. Linda sang.") == []
    assert changed_names(before, "Lindy sang when we met in Brighton.") == [("Linda", "Lindy")]


def test_a_chinese_name_before_a_word_of_address_is_changed() -> None:
    before = "感谢苏晴的父母苏建华叔叔和王敏阿姨。"
    after = "衷心感谢苏晴的父母苏建华叔叔和王梅阿姨。"
    assert changed_names(before, after) == [("王敏", "王梅")]


def test_a_day_written_as_a_plural_is_no_changed_name() -> None:
    before = "The market opens on Sunday mornings, and Linda runs the cake stall."
    after = "Sundays are market mornings, and Linda runs the cake stall."
    assert changed_names(before, after) == []
