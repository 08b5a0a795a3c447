"""Qwen3's "/no_think" switch echoed into a reply is no part of the article, and "the paragraph
with the contact details" / 联系方式那段 is the one giving an e-mail address or a phone number."""

from __future__ import annotations

from app.editing.formats.leaks import without_leaks
from app.editing.topic_words import holding_figures

PARAGRAPHS = [
    "Spring is here and the beds are waking up.",
    "We meet on the first Saturday of every month, from 9 a.m. to noon.",
    "Questions? Write to garden_team@elmstreet.org or follow #ElmStreetGrows.",
    "See you in the beds,\nPriya",
]


def test_a_no_think_switch_before_or_after_the_answer_is_taken_away() -> None:
    assert (
        without_leaks("/no_think\n好的，修改如下：\n\n新的一段。").strip()
        == "好的，修改如下：\n\n新的一段。"
    )
    assert without_leaks("The new paragraph.\n\n/no_think").strip() == "The new paragraph."
    assert without_leaks("The new paragraph. /no_think").strip() == "The new paragraph."


def test_an_article_that_writes_the_switch_keeps_it() -> None:
    article = "Add /no_think to a Qwen3 prompt to skip its reasoning."
    assert without_leaks(article, article) == article


def test_the_contact_details_are_in_the_paragraph_with_the_address() -> None:
    assert holding_figures("contact details", PARAGRAPHS) == {2}
    assert holding_figures("联系方式", PARAGRAPHS) == {2}
    assert holding_figures("contact", ["Call 020 7946 0958 any time.", "We open at noon."]) == {0}
