"""Session 35 (fid-fix): an entry named by its label in quotes, by "the … rule", or by a
compound word the entry writes as two ("setup": "To set up") is that entry, not the whole
article — read as the whole, a whole reply's rewording of another entry was saved."""

from __future__ import annotations

import pytest

from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

LEAFLET = "\n\n".join(
    [
        "Read all of this leaflet carefully before you start taking this medicine.",
        "**What it is for.** Ibuprofen relieves headache and brings down a fever.",
        "**Do not take it if** you are allergic to ibuprofen or aspirin.",
        "**Storing it.** Keep below 25 °C, out of the reach of children.",
    ]
)
RULES = "\n\n".join(
    [
        "In Harbour Lights, each player runs a fishing fleet from a small island.",
        "To set up, give each player 2 boats, 5 coins and a harbour board.",
        "A storm card moves the storm token. No boat may enter its space.",
        "The game ends after 12 rounds. The player with the most coins wins.",
    ]
)


@pytest.mark.parametrize(
    ("suggestion", "body", "paragraph"),
    [
        ("Make the 'do not take it if' paragraph easier to read.", LEAFLET, 2),
        ("Make the storm rule clearer.", RULES, 2),
        ("Make the setup paragraph easier to follow.", RULES, 1),
    ],
)
def test_an_entry_named_by_its_words_is_that_entry(
    suggestion: str, body: str, paragraph: int
) -> None:
    scope = scope_of([suggestion], "Title", split_paragraphs(body))
    assert not scope.whole
    assert scope.paragraphs == {paragraph}


def test_a_compound_word_no_entry_writes_names_nothing() -> None:
    scope = scope_of(["Make the sunset paragraph warmer."], "Title", split_paragraphs(RULES))
    assert scope.paragraphs == frozenset()
