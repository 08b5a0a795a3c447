"""The turn's checks remember what they read of a text (session 31, for speed): the article
before an edit is the last turn's article after it, so its addresses, prices, measures and
dialogue lines are read once. A check answers the same whatever was read before it, each
caller gets results of its own to change, and the memory stays bounded."""

from __future__ import annotations

import functools

from app.editing import addresses, align, currencies, dialogue_turns, measures
from app.editing.addresses import changed_addresses
from app.editing.align import is_chatter, is_talk
from app.editing.choices import offers_choice
from app.editing.currencies import changed_currency, currencies_of
from app.editing.dialogue_turns import given_lines, swapped_turns
from app.editing.measures import measures_of, switched_units
from app.editing.new_quotes import invented_quotes
from app.style import signals

CACHED = [
    addresses._written,
    align._plain_original,
    align._is_chatter,  # is_chatter is it, less the words the writer dictated (dictated.py)
    currencies._currencies,
    dialogue_turns._runs,
    dialogue_turns._tagged_lines,
    dialogue_turns._words_of,
    measures._measures,
    signals.measure,
]

BEFORE = (
    "Tickets are $12 at harbourtrust.org/walks/ or from walks@harbourtrust.org.\n\n"
    "The loop is 5 km long, and the café opens at 9.\n\n"
    "“Are you coming?” Tom asked.\n“Only if it’s dry,” Priya Natarajan said.\n\n"
    "副区长陈明说，改造省了 3 万元。"
)
AFTERS = [
    BEFORE,
    BEFORE.replace("$12", "£12").replace("walks@", "hello@"),
    BEFORE.replace("5 km", "5 mi").replace("Tom asked", "Priya asked"),
    BEFORE.replace(
        "The loop", "“We built it for everyone,” said Priya Natarajan. The loop"
    ).replace("Priya Natarajan said.", "Tom said."),
    BEFORE.replace("\n\n", "\n\nSorry, here are two versions: which do you prefer?\n\n", 1),
    "Here are two versions of the opening:\n\nVersion 1: Tickets cost $12.\n\n"
    "Version 2: Tickets are twelve dollars.\n\nWhich do you prefer?",
]


def _forget() -> None:
    for cached in CACHED:
        cached.cache_clear()


def _checks(after: str) -> list[object]:
    return [
        changed_addresses(BEFORE, after),
        changed_currency(BEFORE, after),
        switched_units(BEFORE, after),
        swapped_turns(BEFORE, after),
        given_lines(BEFORE, after),
        invented_quotes(BEFORE, after),
        offers_choice(after, BEFORE),
        [is_talk(p, BEFORE) for p in after.split("\n\n")],
        [is_chatter(p) for p in after.split("\n\n")],
        signals.measure("Walks", after),
    ]


def test_each_check_reads_the_same_whatever_was_read_before() -> None:
    fresh = {}
    for after in AFTERS:
        _forget()
        fresh[after] = _checks(after)
    assert fresh[AFTERS[1]][0] == (["walks@harbourtrust.org"], ["hello@harbourtrust.org"])
    assert fresh[AFTERS[1]][1] == (["USD"], ["GBP"])
    assert fresh[AFTERS[2]][2] == [("5 km", "5 mi")]
    assert fresh[AFTERS[3]][3:6] == [["Only if it’s dry,"]] * 2 + [["We built it for everyone,"]]
    assert fresh[AFTERS[4]][6:8] == [False, [False, True, False, False, False]]
    assert fresh[AFTERS[5]][6] is True
    for order in (AFTERS, AFTERS[::-1], AFTERS + AFTERS):
        for after in order:
            assert _checks(after) == fresh[after], after


def test_a_caller_changes_only_its_own_counts() -> None:
    prices, lengths = currencies_of(BEFORE), measures_of(BEFORE)
    prices["USD"] += 5
    lengths.clear()
    assert currencies_of(BEFORE)["USD"] == 1
    assert sum(measures_of(BEFORE).values()) == 1


def test_the_memory_is_bounded() -> None:
    for cached in CACHED:
        assert isinstance(cached, functools._lru_cache_wrapper)
        maxsize = cached.cache_info().maxsize
        assert maxsize is not None and maxsize <= 4096, cached
