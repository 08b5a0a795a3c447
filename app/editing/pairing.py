"""Which units of a reply to pair with which paragraphs of the original, without comparing
every unit with every paragraph.

The pairs are the heaviest chain — rising on both sides, of the greatest total similarity
(a longest common subsequence weighted by similarity) — over the pairs worth comparing. A
small article compares every pair (all of them are worth it). A long one first pairs the
units found once on each side and identical there, in order (the anchors of diff's patience
mode); then compares every pair in a small gap between anchors, and in a large gap each unit
with the few paragraphs sharing the most of its rarer pieces; each unit that is no
paragraph's copy is also compared with its likeliest paragraphs anywhere, so that a
paragraph edited and moved past others still finds its original. The work grows with the
article's length, not its square: a 400-paragraph reply is a few thousand comparisons at
most, not 160,000.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterable, Sequence

# Weight of a pair: 0 when it cannot be a match, else at least MATCH (1.0 for copies).
Weigh = Callable[[int, int], float]

# A whole reply, or a gap between anchors, of at most this many pairs (units × paragraphs)
# compares every pair; a larger one, each unit with its likeliest few paragraphs.
ALL_PAIRS = 1600
# How many likeliest paragraphs each unit is compared with.
LIKELIEST = 4
# How many copies of a paragraph the article holds that one unit is offered (the nearest).
COPIES = 16


def pair(
    plain_reply: Sequence[str | None], plain_original: Sequence[str], weigh: Weigh, match: float
) -> list[tuple[int, int]]:
    """Pairs (reply index, original index) of weight at least `match`, in order on both
    sides, of the greatest total weight among the pairs compared. `plain_…`: the units as
    compared (None: never paired); `weigh(i, j)` the weight of a pair."""
    rows, cols = len(plain_reply), len(plain_original)
    if rows * cols <= ALL_PAIRS:
        return _dense(rows, cols, _weights(_every(0, rows, 0, cols), plain_reply, weigh, match))
    candidates = set(_copies(plain_reply, plain_original))
    copied = {i for i, _j in candidates}
    candidates.update(_in_gaps(plain_reply, plain_original))
    strays = [i for i in range(rows) if plain_reply[i] and i not in copied]
    candidates.update(_likeliest(plain_reply, plain_original, strays, (0, rows), (0, cols)))
    return _heaviest_chain(_weights(candidates, plain_reply, weigh, match))


def _weights(
    candidates: Iterable[tuple[int, int]],
    plain_reply: Sequence[str | None],
    weigh: Weigh,
    match: float,
) -> dict[tuple[int, int], float]:
    weights = {}
    for i, j in candidates:
        if plain_reply[i]:
            value = weigh(i, j)
            if value >= match:
                weights[i, j] = value
    return weights


def _every(top: int, bottom: int, left: int, right: int) -> Iterable[tuple[int, int]]:
    return ((i, j) for i in range(top, bottom) for j in range(left, right))


def _dense(rows: int, cols: int, weight: dict[tuple[int, int], float]) -> list[tuple[int, int]]:
    """The heaviest chain by dynamic programming over every cell (ties go to the earliest
    pairs, as the alignment always chose)."""
    if not weight:
        return []
    best = [[0.0] * (cols + 1) for _ in range(rows + 1)]
    for i in range(rows - 1, -1, -1):
        for j in range(cols - 1, -1, -1):
            value = weight.get((i, j), 0.0)
            take = best[i + 1][j + 1] + value if value else -1.0
            best[i][j] = max(best[i + 1][j], best[i][j + 1], take)
    pairs: list[tuple[int, int]] = []
    i = j = 0
    while i < rows and j < cols:
        value = weight.get((i, j), 0.0)
        if value and best[i][j] == best[i + 1][j + 1] + value:
            pairs.append((i, j))
            i, j = i + 1, j + 1
        elif best[i][j] == best[i + 1][j]:
            i += 1
        else:
            j += 1
    return pairs


def _copies(
    plain_reply: Sequence[str | None], plain_original: Sequence[str]
) -> Iterable[tuple[int, int]]:
    """Each unit with the paragraphs it is a copy of (the COPIES nearest to its place)."""
    where: dict[str, list[int]] = {}
    for j, text in enumerate(plain_original):
        where.setdefault(text, []).append(j)
    rows, cols = len(plain_reply), max(len(plain_original), 1)
    for i, unit in enumerate(plain_reply):
        found = where.get(unit, []) if unit else []
        if len(found) > COPIES:
            place = i * cols // max(rows, 1)
            found = sorted(found, key=lambda j: abs(j - place))[:COPIES]
        yield from ((i, j) for j in found)


def _in_gaps(
    plain_reply: Sequence[str | None], plain_original: Sequence[str]
) -> Iterable[tuple[int, int]]:
    """The anchors (patience diff's, found again inside each gap between them) and the
    pairs worth comparing in each gap left between them."""
    gaps = [(0, len(plain_reply), 0, len(plain_original))]
    while gaps:
        top, bottom, left, right = gaps.pop()
        # the same units at both ends of a gap pair as they are
        while top < bottom and left < right and plain_reply[top] == plain_original[left]:
            yield top, left
            top, left = top + 1, left + 1
        while (
            top < bottom and left < right and plain_reply[bottom - 1] == plain_original[right - 1]
        ):
            yield bottom - 1, right - 1
            bottom, right = bottom - 1, right - 1
        if top == bottom or left == right:
            continue
        found = anchors(plain_reply, plain_original, top, bottom, left, right)
        if not found:
            if (bottom - top) * (right - left) <= ALL_PAIRS:
                yield from _every(top, bottom, left, right)
            else:
                yield from _likeliest(
                    plain_reply, plain_original, range(top, bottom), (top, bottom), (left, right)
                )
            continue
        yield from found
        for (i, j), (next_i, next_j) in zip(
            [(top - 1, left - 1), *found], [*found, (bottom, right)], strict=True
        ):
            if i + 1 < next_i and j + 1 < next_j:
                gaps.append((i + 1, next_i, j + 1, next_j))


def anchors(
    plain_reply: Sequence[str | None],
    plain_original: Sequence[str],
    top: int,
    bottom: int,
    left: int,
    right: int,
) -> list[tuple[int, int]]:
    """The longest run, in order on both sides, of units found exactly once on each side of
    the gap [top, bottom) × [left, right) and identical there (patience diff's anchors)."""
    in_reply: dict[str, list[int]] = {}
    for i in range(top, bottom):
        text = plain_reply[i]
        if text:
            in_reply.setdefault(text, []).append(i)
    in_original: dict[str, list[int]] = {}
    for j in range(left, right):
        in_original.setdefault(plain_original[j], []).append(j)
    unique = sorted(
        (found[0], in_original[text][0])
        for text, found in in_reply.items()
        if len(found) == 1 and len(in_original.get(text, ())) == 1
    )
    # the longest rising run of original indices, in reply order (patience sorting)
    ends: list[int] = []  # per length of run, the smallest original index ending one
    piles: list[int] = []  # and the index in `unique` of the pair ending it
    back: list[int] = []
    for n, (_i, j) in enumerate(unique):
        length = bisect_left(ends, j)
        back.append(piles[length - 1] if length else -1)
        if length == len(ends):
            ends.append(j)
            piles.append(n)
        else:
            ends[length], piles[length] = j, n
    run: list[tuple[int, int]] = []
    at = piles[-1] if piles else -1
    while at >= 0:
        run.append(unique[at])
        at = back[at]
    return run[::-1]


def _likeliest(
    plain_reply: Sequence[str | None],
    plain_original: Sequence[str],
    units: Iterable[int],
    among: tuple[int, int],
    within: tuple[int, int],
) -> Iterable[tuple[int, int]]:
    """Each of `units` (of the reply's range `among`) with the LIKELIEST paragraphs of the
    original's range `within` sharing the most of its rarer three-character pieces (found
    through an index of pieces, not by comparing every pair), and with the paragraph at its
    own place along the range."""
    (top, bottom), (left, right) = among, within
    index: dict[str, list[int]] = {}
    for j in range(left, right):
        for piece in _pieces(plain_original[j]):
            index.setdefault(piece, []).append(j)
    common = max(8, (right - left) // 10)  # a piece most paragraphs hold tells none apart
    for i in units:
        plain = plain_reply[i]
        if not plain:
            continue
        shared: dict[int, int] = {}
        for piece in _pieces(plain):
            holders = index.get(piece, ())
            if len(holders) <= common:
                for j in holders:
                    shared[j] = shared.get(j, 0) + 1
        yield from ((i, j) for j in sorted(shared, key=lambda j: (-shared[j], j))[:LIKELIEST])
        yield i, min(right - 1, left + (right - left) * (i - top) // max(bottom - top, 1))


def _pieces(plain: str) -> set[str]:
    """The text's distinct three-character pieces, lower-cased, spaces left out."""
    flat = "".join(plain.lower().split())
    return {flat[k : k + 3] for k in range(max(1, len(flat) - 2))}


def _heaviest_chain(weight: dict[tuple[int, int], float]) -> list[tuple[int, int]]:
    """The pairs, rising on both sides, of the greatest total weight (a weighted longest
    increasing subsequence, with a tree of prefix maxima over the original's indices)."""
    if not weight:
        return []
    ordered = sorted(weight)
    size = max(j for _i, j in ordered) + 1
    tree: list[tuple[float, int]] = [(0.0, -1)] * (size + 1)  # (best total, its last pair)
    best: list[float] = []
    back: list[int] = []
    start = 0
    while start < len(ordered):
        row = ordered[start][0]
        stop = start
        while stop < len(ordered) and ordered[stop][0] == row:
            stop += 1
        for n in range(start, stop):  # a unit's pairs look only at the units before it
            total, last = 0.0, -1
            at = ordered[n][1]  # the best chain ending before this pair's paragraph
            while at > 0:
                if tree[at][0] > total:
                    total, last = tree[at]
                at -= at & -at
            best.append(total + weight[ordered[n]])
            back.append(last)
        for n in range(start, stop):
            at = ordered[n][1] + 1
            while at <= size:
                if best[n] > tree[at][0]:
                    tree[at] = (best[n], n)
                at += at & -at
        start = stop
    at = max(range(len(ordered)), key=lambda n: best[n])
    chain: list[tuple[int, int]] = []
    while at >= 0:
        chain.append(ordered[at])
        at = back[at]
    return chain[::-1]
