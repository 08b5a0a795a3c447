"""A replace said for one paragraph (app/editing/rule_places.py) is read in time linear in a
run of space in the message: the patterns it searches for at a message's end started a match at
every space of the run and read each to the run's end — the offline rules took 20 s of CPU on
20,000 spaces (tests/api/test_hostile_input.py's "spaces" and "spaced lines" messages, 30 s
each of the whole suite's time). They now start only where a run starts, which finds the same
leftmost match; and 把 followed by 20,000 spaces (8 s: the run split between two runs of space
in every way) reads each run once. The old patterns are rebuilt here to compare with."""

from __future__ import annotations

import re

import pytest

from app.editing import rule_places
from app.editing.rule_places import read_place
from app.editing.rules import OFFLINE_RULES, apply_rules
from tests.unit.cpu import timed_cpu

SEARCHED = ["_AFTER_EN", "_BRACKETED_EN", "_AFTER_ZH", "_BRACKETED_ZH", "_BEFORE_ZH"]
SPACES = [" ", "\t", "\u3000", "\u00a0", " \n", "\n "]

MESSAGES = [
    'Change "90 km" to "95 km" in the second paragraph',
    'Change "90 km" to "95 km"   ,  in the second paragraph.',
    'Change "90" to "95"\t\t(paragraph 2)',
    'Change "90" to "95" ( paragraph 2 )',
    "Replace 90 with 95 in the last paragraph  ",
    'replace "90" with "95" only in para 3',
    'replace "90" with "95", just in paragraph 1!',
    "   in paragraph 2",
    " , in paragraph 2 ",
    "把“90”改成“95”，只改第二段",
    "把“90”改成“95”  ，  只改第二段。",
    "把“90”改成“95”（第一段）",
    "把“90”改成“95”　（第一段）",
    "把“90”改成“95” ,在第二段里",
    "把 第二段里的“90”改成“95”",
    "  将  只在　第2段中，把90改成95",
    "在第二段把90改成95",
    "，第二段",
    "第二段太长了",
    "Make it livelier in paragraph",
    "x" + " " * 50 + "x",
]


def _old(name: str) -> re.Pattern[str]:
    """The pattern as it was before session 49: without the look behind at its start, and
    its runs of space read greedily, not possessively."""
    pattern = getattr(rule_places, name)
    old = pattern.pattern.removeprefix("(?<!\\s)").replace("\\s*+", "\\s*")
    assert old != pattern.pattern, name
    return re.compile(old, pattern.flags)


@pytest.mark.parametrize("name", SEARCHED)
def test_each_pattern_finds_what_it_found_before(name: str) -> None:
    new, old = getattr(rule_places, name), _old(name)
    for message in MESSAGES:
        for space in SPACES[:5]:
            for said in (message, message.replace(" ", space), space * 3 + message):
                found, before = new.search(said), old.search(said)
                assert (found and found.span()) == (before and before.span()), (name, said)
                assert (found and found.groupdict()) == (before and before.groupdict())


@pytest.mark.parametrize("space", SPACES)
def test_a_message_with_a_long_run_of_space_is_placed_quickly(space: str) -> None:
    run = space * (20_000 // len(space))
    for message in (f"x{run}x", f"把{run}改成b", f"Change 90 to 95{run}paragraph 2"):
        placed, seconds = timed_cpu(lambda said=message: read_place(said, zh=said[0] == "把"))
        assert placed is None
        assert seconds < 1  # about 0.01 s; 20 s before
    # A place after the run is still read, and the replace made in that paragraph alone.
    body = "We walked 90 km.\n\nThen we walked 90 km more."
    said = f'Replace "90" with "95"{run}in paragraph 2'
    result, seconds = timed_cpu(lambda: apply_rules("T", body, said, OFFLINE_RULES))
    assert result is not None
    assert result.body == "We walked 90 km.\n\nThen we walked 95 km more."
    assert seconds < 2
