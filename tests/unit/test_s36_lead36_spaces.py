"""A reply's spaces are read as the writer types them: no-break spaces as every word space, a
"blank" line holding a full-width space, a full-width indent before each paragraph and a space
after Chinese punctuation are a rendering's, not the writer's — unless the article holds them."""

from __future__ import annotations

from app.editing.controls import as_typed

ARTICLE = "Parking is limited.\n\nSee you there."
ZH_ARTICLE = "停车位有限，请骑车来。\n\n到时见。"


def test_no_break_spaces_as_the_word_spaces_become_spaces() -> None:
    reply = "Parking\u00a0is\u00a0tight,\u00a0so\u00a0bike\u00a0in.\n\nSee\u00a0you\u00a0there."
    assert as_typed(reply, ARTICLE) == "Parking is tight, so bike in.\n\nSee you there."


def test_a_few_no_break_spaces_among_spaces_are_kept() -> None:
    reply = "Doors open at 10\u00a0am sharp, so come early."
    assert as_typed(reply, ARTICLE) == reply


def test_the_writers_own_no_break_spaces_are_kept() -> None:
    article = "Doors\u00a0open\u00a0at\u00a010."
    assert as_typed(article, article) == article


def test_a_blank_line_of_a_full_width_space_parts_paragraphs() -> None:
    reply = "停车位不多，请骑车来。\n\u3000\n到时见。"
    assert as_typed(reply, ZH_ARTICLE) == "停车位不多，请骑车来。\n\n到时见。"


def test_a_full_width_indent_before_each_paragraph_is_dropped() -> None:
    reply = "\u3000\u3000停车位不多，请骑车来。\n\n\u3000\u3000到时见。"
    assert as_typed(reply, ZH_ARTICLE) == "停车位不多，请骑车来。\n\n到时见。"


def test_the_writers_own_indent_is_kept() -> None:
    article = "\u3000\u3000停车位有限。\n\n\u3000\u3000到时见。"
    assert as_typed(article, article) == article


def test_a_space_after_chinese_punctuation_is_dropped() -> None:
    assert (
        as_typed("停车位不多， 请骑车来。 到时见。", ZH_ARTICLE) == "停车位不多，请骑车来。到时见。"
    )
