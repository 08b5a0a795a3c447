"""A large style pattern searched on only the branches that could match a text
(app/style/branch_screen.py): its search answers as the whole pattern's does — the same
leftmost match, from the first branch matching there — on hand-made patterns and on every
split pattern of the style rules over the released style sets' messages and fuzzed copies."""

from __future__ import annotations

import random
import re

from app.style.branch_screen import top_branches
from app.style.prefilter import Screened, screened
from tests.unit.test_style_prefilter import _fuzzed, _messages, _screened_patterns


def test_a_source_splits_at_its_top_level_bars_only() -> None:
    assert top_branches(r"a|b(c|d)|[|]|\|x|(?P<n>y)|[]|]|[^]|]") == [
        "a",
        "b(c|d)",
        "[|]",
        r"\|x",
        "(?P<n>y)",
        "[]|]",
        "[^]|]",
    ]
    assert top_branches(r"(?:a|b)|(?=c)d|(?<!e)f") == ["(?:a|b)", "(?=c)d", "(?<!e)f"]
    assert top_branches("a(b|c") is None
    assert top_branches("a)|b") is None
    assert top_branches("[ab|c") is None


def _spans(pattern: re.Pattern[str], text: str, *at: int) -> tuple[int, int] | None:
    found = pattern.search(text, *at)
    return None if found is None else found.span()


def test_a_large_alternation_finds_the_leftmost_match_and_the_first_branch_at_it() -> None:
    words = [f"{a}{b}{c}" for a in "bcdfg" for b in "aeiou" for c in "klmnp"]  # 125 words
    # "bake" and "bak\w*" both match "bakery" at its start: the first branch in the pattern wins
    # (the last branch without "\b": branches sharing a start are parsed as one, not split)
    source = "|".join([r"\bbake", *(rf"\b{w}\w*" for w in words), r"with\s+\w+"])
    plain = re.compile(source, re.IGNORECASE)
    pattern = screened(plain)
    assert isinstance(pattern, Screened)
    texts = [
        "the bakeryman with bread",
        "BAKERY",
        "dim with fog, then bakeries",
        "gum and dip and cap",
        "nothing to see",
        "",
        "with\nkel",
    ]
    for text in texts:
        assert _spans(pattern, text) == _spans(plain, text), text
        assert _spans(pattern, text, 4) == _spans(plain, text, 4), text
        assert pattern.findall(text) == plain.findall(text)
    assert pattern._branches is not None  # it was split
    grouped = screened(re.compile(source + r"|(\bzz\w+)"))
    grouped.search("zzz")
    assert isinstance(grouped, Screened) and grouped._branches is None  # groups: never split


def test_every_split_style_pattern_searches_as_the_whole_pattern() -> None:
    patterns = _screened_patterns()
    rnd = random.Random(38)
    messages = _messages()
    texts = messages + [_fuzzed(text, rnd) for text in messages] + [m.upper() for m in messages]
    split = 0
    for pattern in patterns:
        pattern.search("")  # the split is made at first use
        if pattern._branches is None:
            continue
        split += 1
        plain = pattern._pattern
        for text in texts:
            assert _spans(pattern, text) == _spans(plain, text), (plain.pattern[:80], text)
    assert split >= 40  # the largest style patterns are split
