"""A line under the whole article giving its word count or reading time is the model's note,
never saved into the article; so is the assistant signing its answer."""

import pytest

from app.editing.notes import drop_trailing_notes

ORIGINALS = ["Hi all! Rides start again on 6 April.", "## Kit order", "Jerseys are £45."]


@pytest.mark.parametrize(
    "footer",
    [
        "---\n_Words: 118 (unchanged)_",
        "*Word count: 164 (unchanged)*",
        "(Roughly 1 min 30 s read aloud.)",
        "Estimated reading time: 1 minute",
        "---\n*全文共212字*",
        "（朗读约1分30秒。）",
        "（字数：约190字，阅读时间约1分钟）",
    ],
)
def test_a_size_or_reading_time_line_goes_to_the_note(footer: str) -> None:
    units = ["Hi all! Rides start again on 13 April.", *ORIGINALS[1:], footer]
    article = units[:-1]
    notes: list[str] = []
    assert drop_trailing_notes(units, ORIGINALS, notes) == article
    assert notes


def test_the_articles_own_closing_line_with_words_in_it_stays() -> None:
    originals = ["Our story begins here.", "The winning essay ran to 2,000 words."]
    units = ["Our story begins right here.", "The winning essay ran to 2,000 words."]
    assert drop_trailing_notes(list(units), originals, []) == units


@pytest.mark.parametrize(
    "signature",
    [
        "Cheers,\nYour writing assistant",
        "Warm regards,\n— Your AI writing helper",
        "祝好，\n你的写作小助手",
        "祝一切顺利！\n写作助手 敬上",
    ],
)
def test_the_assistants_signature_under_the_paragraph_goes_to_the_note(signature: str) -> None:
    units = ["Jerseys are £45 — grab one!", signature]
    notes: list[str] = []
    assert drop_trailing_notes(units, ORIGINALS, notes) == ["Jerseys are £45 — grab one!"]
    assert notes == [signature]


def test_the_articles_own_sign_off_stays() -> None:
    originals = ["We are hiring.", "Best wishes,\nJo Barnes, Club Secretary"]
    units = ["We are hiring — join us!", "Best wishes,\nJo Barnes, Club Secretary"]
    assert drop_trailing_notes(list(units), originals, []) == units
