"""A section the model appended unasked — a summary under its own heading — is no second
version of the asked paragraph, and no asked addition at the article's end when the addition
was asked inside a named paragraph (app/editing/losses.py, app/editing/inserts.py)."""

import pytest

from app.editing.elided import Refused
from app.editing.inserts import allowed_inserts
from app.editing.losses import check_two_versions
from app.editing.scope import Scope

ORIGINALS = [
    "**When:** any one hour between Friday 29 January and Sunday 31 January 2027.",
    "Paper forms are at the library.",
    "Questions? Email Priya.",
]
GIVEN = [
    "**When:** choose any one hour between Friday 29 January and Sunday 31 January 2027.",
    ORIGINALS[1],
    ORIGINALS[2],
]
SUMMARY = "Choose any one hour between Friday 29 January and Sunday 31 January 2027, then send."


def test_a_summary_under_its_own_heading_is_no_second_version() -> None:
    scope = Scope(paragraphs=frozenset({0}))
    check_two_versions({2: ["## Quick summary", SUMMARY]}, ORIGINALS, GIVEN, scope)


def test_a_second_version_without_a_heading_is_still_refused() -> None:
    scope = Scope(paragraphs=frozenset({0}))
    with pytest.raises(Refused):
        check_two_versions({2: [SUMMARY]}, ORIGINALS, GIVEN, scope)


def test_an_addition_asked_in_a_named_paragraph_keeps_no_section_at_the_end() -> None:
    scope = Scope(paragraphs=frozenset({0}), adds=True)
    withheld: list = []
    kept = allowed_inserts(
        2, ["## 温馨提示", "取件请带好取件码。"], scope, ORIGINALS, GIVEN, withheld
    )
    assert kept == [] and len(withheld) == 2


def test_an_addition_at_the_end_with_no_place_named_is_kept() -> None:
    scope = Scope(adds=True)
    kept = allowed_inserts(2, ["P.S. Bring a flask."], scope, ORIGINALS, ORIGINALS, [])
    assert kept == ["P.S. Bring a flask."]


def test_an_addition_beside_the_named_last_paragraph_is_kept() -> None:
    scope = Scope(paragraphs=frozenset({2}), adds=True)
    kept = allowed_inserts(2, ["Texts are fine too."], scope, ORIGINALS, ORIGINALS, [])
    assert kept == ["Texts are fine too."]
