"""The short ways writers spell a paragraph's place (P3, §2, Para. 3, pp. 2-3, 第 4 段, "the
last paragraph but one", "the middle paragraph"), read as its number — unless the article
uses the spelling itself."""

from __future__ import annotations

from app.editing.missing_paragraph import missing_paragraph
from app.editing.place_spellings import spelled_places
from tests.unit.fair_notice import FAIR, scope_in


def test_short_spellings_of_a_paragraph_are_its_number() -> None:
    assert scope_in("P3 is too long").paragraphs == {2}
    assert scope_in("§2: shorter").paragraphs == {1}
    assert scope_in("Para. 4 could be funnier").paragraphs == {3}
    assert scope_in("pp. 2-3 are wordy").paragraphs == {1, 2}
    assert scope_in("第 4 段改短").paragraphs == {3}
    assert scope_in("the last paragraph but one is flat").paragraphs == {3}
    assert scope_in("the middle paragraph is dull").paragraphs == {2}


def test_a_spelling_the_article_uses_is_its_own_text() -> None:
    texts = ["Fill in form P3 by Friday.", "Send it to the office."]
    assert spelled_places("Explain P3 better", texts) == "Explain P3 better"
    assert spelled_places("§2 is unclear", ["Under §2 of the lease…", "x"]) == "§2 is unclear"
    assert spelled_places("Explain P3 better", ["a", "b", "c"]) == "Explain paragraph 3 better"


def test_a_short_spelling_past_the_end_is_missing() -> None:
    assert missing_paragraph("P9 is too long", FAIR) is not None
    assert missing_paragraph("§ 4 is too long", FAIR) is None


def test_a_section_sign_counts_the_sections_of_an_article_in_sections() -> None:
    body = "\n\n".join(["Intro.", "## Getting there", "Bus 42.", "## Prices", "£8.", "Bye."])
    assert scope_in("§2 is unclear", body).paragraphs == {3, 4, 5}
    assert scope_in("§2 is unclear").paragraphs == {1}
