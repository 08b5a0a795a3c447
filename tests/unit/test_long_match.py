"""long_match gives difflib's own blocks and ratio, and a long pair costs little."""

import random
import time
from difflib import SequenceMatcher

import pytest

from app.editing import align, long_match


def _texts(rng: random.Random, letters: str) -> tuple[str, str]:
    """A text and either an edit of it or another text of the same letters."""
    a = "".join(rng.choice(letters) for _ in range(rng.randint(0, 90)))
    if rng.random() < 0.5:
        return a, "".join(rng.choice(letters) for _ in range(rng.randint(0, 90)))
    b = list(a)
    for _ in range(rng.randint(0, 8)):
        at = rng.randint(0, len(b))
        if rng.random() < 0.5 or not b:
            b.insert(at, rng.choice(letters))
        else:
            del b[min(at, len(b) - 1)]
    return a, "".join(b)


@pytest.mark.parametrize("letters", ["ab", "abcdefgh", "的是了我不在人有", "the cat sat on a mat."])
@pytest.mark.parametrize("cost", [0, long_match.AUTOMATON_COST, 10**9])
def test_same_blocks_and_ratio_as_difflib(letters: str, cost: int) -> None:
    rng = random.Random(len(letters) * 31 + cost)
    for _ in range(300):
        a, b = _texts(rng, letters)
        matcher = SequenceMatcher(None, a, b, autojunk=False)
        expected = sum(block.size for block in matcher.get_matching_blocks())
        long_match.AUTOMATON_COST, kept = cost, long_match.AUTOMATON_COST
        try:
            assert long_match.matched(a, b) == expected, (a, b)
        finally:
            long_match.AUTOMATON_COST = kept
        assert long_match.ratio(a, b) == matcher.ratio()
        where: dict[str, list[int]] = {}
        for j, char in enumerate(b):
            where.setdefault(char, []).append(j)
        for alo, ahi, blo, bhi in ((0, len(a), 0, len(b)), (len(a) // 3, len(a), 2, len(b) - 3)):
            if blo > bhi:
                continue
            block = tuple(matcher.find_longest_match(alo, ahi, blo, bhi))
            if block[2]:
                assert long_match.longest_by_pairs(a, alo, ahi, where, blo, bhi) == block
                assert long_match.longest_by_automaton(a, alo, ahi, b, blo, bhi) == block
            else:
                assert long_match.longest_by_pairs(a, alo, ahi, where, blo, bhi)[2] == 0
                assert long_match.longest_by_automaton(a, alo, ahi, b, blo, bhi)[2] == 0


def test_a_floor_says_only_below_it() -> None:
    rng = random.Random(7)
    for _ in range(300):
        a, b = _texts(rng, "abcdefgh")
        exact = SequenceMatcher(None, a, b, autojunk=False).ratio()
        for floor in (0.3, 0.5, 0.8):
            got = long_match.ratio(a, b, floor)
            assert got == exact if exact >= floor else got < floor


def _paragraph(rng: random.Random, size: int) -> str:
    words = ("the", "council", "said", "its", "plan", "for", "public", "transport", "would")
    return " ".join(rng.choice(words) for _ in range(size // 5))


def test_long_paragraphs_compare_as_difflib_would_in_little_time() -> None:
    rng = random.Random(3)
    original = _paragraph(rng, 2000)
    edited = original[:900] + "a new clause, " + original[1100:]
    other = _paragraph(rng, 2000)
    for a, b in ((edited, original), (edited, other)):
        assert len(a) * len(b) > align.LONG_PAIR
        assert align._similarity(a, b) == SequenceMatcher(None, a, b, autojunk=False).ratio()
    # two paragraphs of 40,000 characters: difflib took minutes; a suffix automaton, a second
    big, other_big = _paragraph(rng, 40_000), _paragraph(rng, 40_000)
    started = time.process_time()
    assert long_match.ratio(big[:20_000] + big[20_200:], big) > 0.99
    assert long_match.ratio(big, other_big) < 0.5
    assert time.process_time() - started < 10
