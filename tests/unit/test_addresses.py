"""E-mail and web addresses a rewrite must copy exactly (app/editing/addresses.py), and a cut
that writes other figures than the writer's (app/editing/facts.py)."""

from __future__ import annotations

import pytest

from app.editing.addresses import addresses, changed_addresses, check_addresses
from app.editing.elided import Refused
from app.editing.facts import restyle_facts
from app.editing.scope import Scope

BOOK = "To book, email walks@harbourtrust.org or see https://harbourtrust.org/walks/visit."
BOOK_ZH = "报名请发邮件到walks@laogang.cn，详情见https://laogang.cn/walks/visit方便提前计划。"


def test_addresses_are_read_as_written_without_the_sentence_around_them():
    assert list(addresses(BOOK).values()) == [
        "https://harbourtrust.org/walks/visit",
        "walks@harbourtrust.org",
    ]
    # Chinese written straight after an address is not its path; 。，are not part of it.
    assert list(addresses(BOOK_ZH).values()) == [
        "https://laogang.cn/walks/visit",
        "walks@laogang.cn",
    ]


def test_the_same_address_written_another_way_is_not_a_change():
    before = "See www.harbourtrust.org/walks or http://example.org/a/."
    after = "Look at https://www.harbourtrust.org/walks, or [this page](https://example.org/a)!"
    assert changed_addresses(before, after) == ([], [])


@pytest.mark.parametrize(
    ("after", "gone", "came"),
    [
        (BOOK.replace("harbourtrust.org or", "harbortrust.org or"), ["walks@harbourtrust.org"],
         ["walks@harbortrust.org"]),
        (BOOK.replace("/walks/visit", ""), ["https://harbourtrust.org/walks/visit"],
         ["https://harbourtrust.org"]),
        ("To book, email walks@harbourtrust.org.", ["https://harbourtrust.org/walks/visit"], []),
    ],
)  # fmt: skip
def test_a_changed_or_dropped_address_is_named(after: str, gone: list[str], came: list[str]):
    assert changed_addresses(BOOK, after) == (gone, came)


def test_a_restyle_that_changes_an_address_is_refused_in_plain_words():
    after = "Booking? Just email walks@harbortrust.org or see https://harbourtrust.org/walks/visit!"
    with pytest.raises(Refused, match="walks@harbourtrust.org” → “walks@harbortrust.org"):
        check_addresses(BOOK, after, ["Make it livelier."], Scope(whole=True))


def test_a_restyle_that_drops_an_address_is_refused_but_a_cut_may():
    after = "Booking? Just email walks@harbourtrust.org!"
    with pytest.raises(Refused, match="left out “https://harbourtrust.org/walks/visit”"):
        check_addresses(BOOK, after, ["Make it livelier."], Scope(whole=True))
    check_addresses(BOOK, after, ["Shorter, please."], Scope(whole=True, shorten=True))


@pytest.mark.parametrize(
    "asked",
    ["Update the booking email to bookings@harbourtrust.org.", "把报名邮箱改一下", "Fix the link."],
)
def test_an_address_the_writer_asked_about_may_change(asked: str):
    after = BOOK.replace("walks@", "bookings@").replace("/walks/visit", "/book")
    check_addresses(BOOK, after, [asked], Scope(whole=True))


def test_a_cut_that_writes_another_time_is_refused():
    before = "Call between 9:00 and 16:00. Walks last about ninety minutes."
    after = "Call between 9:00 and 18:00. Walks last ninety minutes."
    with pytest.raises(Refused, match="other figures than yours"):
        restyle_facts(before, after, ["Tighten it up."], Scope(whole=True, shorten=True))
    # A cut that only leaves a figure out is what was asked; an item's label "(1)" is no fact.
    assert restyle_facts("Alpha one (1).", "Alpha (2).", ["Tighten it."], Scope(shorten=True)) == ""
    cut = "Call between 9:00 and 16:00."
    assert restyle_facts(before, cut, ["Tighten it up."], Scope(whole=True, shorten=True)) == ""


def test_a_cut_of_the_writers_own_selection_is_not_refused_for_its_figures():
    # The whole change is the span the writer selected and sees (our browser journey's stub
    # shortens "Monday … thirty pages" to "Tuesday. They wrote forty pages").
    before = "We met on Monday, after lunch. They wrote thirty pages"
    after = "Tuesday. They wrote forty pages"
    cut = Scope(whole=True, shorten=True)
    assert restyle_facts(before, after, ["Shorten this"], cut, selected=True) == ""
    with pytest.raises(Refused, match="other figures than yours"):
        restyle_facts(before, after, ["Shorten this"], cut)


@pytest.mark.parametrize(
    "selected", ["walks@harbourtrust.org", "walks", "email walks@harbourtrust.org or"]
)
def test_an_address_in_the_writers_selection_is_theirs_to_change(selected: str):
    after = BOOK.replace("walks@", "bookings@")
    check_addresses(BOOK, after, ["change it to bookings"], Scope(), selected=selected)
    with pytest.raises(Refused):  # selected elsewhere, the address is still guarded
        check_addresses(BOOK, after, ["change it to bookings"], Scope(), selected="To book")
