"""difflib's ratio of two long texts — the same number — without difflib's square cost.

`SequenceMatcher(None, a, b, autojunk=False).ratio()` finds the longest block the two texts
share, then again on each side of it, and so on, and counts the characters of the blocks.
Its search for a block looks at every pair of equal characters of the two parts, which for
two paragraphs of 9,000 characters (a few dozen letters, each found hundreds of times) is
tens of millions of steps: a turn on an article of long paragraphs took minutes. Here a
large part is searched with a suffix automaton of one side (steps in proportion to the
part's length), a small one as difflib searches it, and both find the block difflib finds
(the longest; of those the earliest in `a`, then in `b`), so the blocks and the ratio are
difflib's own.

The alignment needs a pair's ratio only when it reaches a match: `ratio(a, b, floor)`
searches the largest parts first and stops once the blocks found and the parts left (each
at most its shorter side) cannot reach `floor`, saying only that the ratio is below it.
"""

from __future__ import annotations

import heapq
from bisect import bisect_left
from collections.abc import Sequence

# A part is searched difflib's way when its pairs of equal characters are fewer than this
# many times its length: an automaton step costs about as much as that many pairs.
AUTOMATON_COST = 6

Block = tuple[int, int, int]


def ratio(a: str, b: str, floor: float = 0.0) -> float:
    """difflib's ratio of `a` and `b` (no junk, no popular characters left out); when
    `floor` is given and the ratio is certainly below it, some value below `floor`."""
    size = len(a) + len(b)
    if not size:
        return 1.0
    found = matched(a, b, floor * size / 2.0)
    if found is None:
        return 0.0
    return 2.0 * found / size


def matched(a: str, b: str, enough: float = 0.0) -> int | None:
    """How many characters difflib's matching blocks of `a` and `b` hold, or None once they
    certainly hold fewer than `enough`."""
    where: dict[str, list[int]] = {}
    for j, char in enumerate(b):
        where.setdefault(char, []).append(j)
    pairs = sum(len(where.get(char, ())) for char in a)
    # the share of a part's pairs of characters that are equal, as in the whole texts
    alike = pairs / max(len(a) * len(b), 1)
    total = 0
    room = min(len(a), len(b))  # what the parts not yet searched can add at most
    parts = [(-(len(a) + len(b)), 0, len(a), 0, len(b))]
    while parts:
        _size, alo, ahi, blo, bhi = heapq.heappop(parts)
        room -= min(ahi - alo, bhi - blo)
        long_a, long_b = ahi - alo, bhi - blo
        if long_a * long_b * alike <= AUTOMATON_COST * (long_a + long_b):
            i, j, k = longest_by_pairs(a, alo, ahi, where, blo, bhi)
        else:
            i, j, k = longest_by_automaton(a, alo, ahi, b, blo, bhi)
        if k:
            total += k
            for part in ((alo, i, blo, j), (i + k, ahi, j + k, bhi)):
                if part[0] < part[1] and part[2] < part[3]:
                    room += min(part[1] - part[0], part[3] - part[2])
                    heapq.heappush(parts, (part[0] - part[1] + part[2] - part[3], *part))
        if total + room < enough:
            return None
    return total


def longest_by_pairs(
    a: str, alo: int, ahi: int, where: dict[str, list[int]], blo: int, bhi: int
) -> Block:
    """difflib's find_longest_match without junk: the longest block of a[alo:ahi] and
    b[blo:bhi], the earliest in `a`, then in `b` (`where`: each character's places in b)."""
    best_i, best_j, best = alo, blo, 0
    ending: dict[int, int] = {}  # block sizes ending at each place of b, at the last i
    for i in range(alo, ahi):
        places: Sequence[int] = where.get(a[i], ())
        now: dict[int, int] = {}
        if places:
            before = ending.get
            start = bisect_left(places, blo)
            for j in places[start : bisect_left(places, bhi, start)]:
                k = now[j] = before(j - 1, 0) + 1
                if k > best:
                    best_i, best_j, best = i - k + 1, j - k + 1, k
        ending = now
    return best_i, best_j, best


def longest_by_automaton(a: str, alo: int, ahi: int, b: str, blo: int, bhi: int) -> Block:
    """The same block as `longest_by_pairs`, through a suffix automaton of b[blo:bhi]: the
    first place in `a` where the longest run found in b ends, and the first place in b
    where that run ends."""
    moves: list[dict[str, int]] = [{}]
    link = [-1]
    length = [0]
    first_end = [-1]  # where in b the texts of each state first end
    last = 0
    for at in range(blo, bhi):
        char = b[at]
        new = len(length)
        moves.append({})
        length.append(length[last] + 1)
        link.append(0)
        first_end.append(at)
        state = last
        while state != -1 and char not in moves[state]:
            moves[state][char] = new
            state = link[state]
        if state != -1:
            after = moves[state][char]
            if length[state] + 1 == length[after]:
                link[new] = after
            else:
                clone = len(length)
                moves.append(dict(moves[after]))
                length.append(length[state] + 1)
                link.append(link[after])
                first_end.append(first_end[after])
                while state != -1 and moves[state].get(char) == after:
                    moves[state][char] = clone
                    state = link[state]
                link[after] = clone
                link[new] = clone
        last = new
    state = run = best = 0
    best_end = best_state = 0
    for i in range(alo, ahi):
        char = a[i]
        while state and char not in moves[state]:
            state = link[state]
            run = length[state]
        step = moves[state].get(char)
        if step is None:
            continue  # at the root: no run ends here
        state, run = step, run + 1
        if run > best:
            best, best_end, best_state = run, i, state
    if not best:
        return alo, blo, 0
    return best_end - best + 1, first_end[best_state] - best + 1, best
