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
from collections.abc import Callable, Collection, Iterable, Sequence

from app.domain.chains import heaviest_chain
from app.editing.bounded_pairs import Ceiling, bounded_weights

# Weight of a pair: 0 when it cannot be a match, else at least MATCH (1.0 for copies).
Weigh = Callable[[int, int], float]

# A whole reply, or a gap between anchors, of at most this many pairs (units × paragraphs)
# compares every pair; a larger one, each unit with its likeliest few paragraphs.
ALL_PAIRS = 1600
# How many likeliest paragraphs each unit is compared with.
LIKELIEST = 4
# How many copies of a paragraph the article holds that one unit is offered (the nearest).
COPIES = 16
# What a pair with a paragraph the suggestion targets weighs more: a unit as like (or nearly)
# one of the many alike entries of a log ("Action: none.", 「责任人：无。」) as the targeted one
# is the targeted one's edit — the writer named it — not the first look-alike's.
PREFERRED = 0.1
# What a pair weighs more for each neighbour that is a copy of its paragraph's neighbour: of
# the many places a repeated line (「“嗯。”」, "Step 3: Cover and leave for 20 minutes.") could
# pair, the one among the same neighbours — a window of the article quoted between two
# placeholders pairs where it stands, not with the first look-alikes. Small enough to settle
# only ties: the bonuses of a chain differ by at most twice this for each pair that differs.
IN_CONTEXT = 0.001


def pair(
    plain_reply: Sequence[str | None],
    plain_original: Sequence[str],
    weigh: Weigh,
    match: float,
    prefer: Collection[int] = (),
    ceiling: Ceiling | None = None,
) -> list[tuple[int, int]]:
    """Pairs (reply index, original index) of weight at least `match`, in order on both
    sides, of the greatest total weight among the pairs compared. `plain_…`: the units as
    compared (None: never paired); `weigh(i, j)` the weight of a pair; `prefer`: the
    paragraphs the suggestion targets, which a unit about as like another paragraph pairs
    with instead (see PREFERRED); `ceiling(i, j)`: a cheap bound on a pair's weight, with
    which a small article weighs in full only the pairs that may be chained (bounded_pairs)."""
    rows, cols = len(plain_reply), len(plain_original)
    prefer = frozenset(j for j in prefer if 0 <= j < cols)
    dense = rows * cols <= ALL_PAIRS
    copies = set(_copies(plain_reply, plain_original, None if dense else COPIES, prefer))
    copied = {i for i, _j in copies}
    if dense:
        candidates: Iterable[tuple[int, int]] = _every(0, rows, 0, cols)
        if ceiling is not None:
            weights = _bounded(
                candidates, plain_reply, plain_original, weigh, ceiling, match, copies, prefer
            )
        else:
            weights = _weights(
                candidates, plain_reply, plain_original, weigh, match, copies, prefer
            )
        return heaviest_chain(rows, cols, weights)
    found = copies | set(_in_gaps(plain_reply, plain_original))
    strays = [i for i in range(rows) if plain_reply[i] and i not in copied]
    found.update(_likeliest(plain_reply, plain_original, strays, (0, rows), (0, cols)))
    found.update((i, j) for i in strays for j in prefer)
    weights = _weights(found, plain_reply, plain_original, weigh, match, copies, prefer)
    chain = _heaviest_chain(weights)
    # Between two pairs of the chain, a unit left over is likeliest the edit of a paragraph
    # left over there ("“你确定？”" rewritten among many alike lines): a small such gap is
    # compared pair by pair, and the chain found again.
    around = _around(chain, plain_reply, rows, cols) - found
    if not around:
        return chain
    weights.update(_weights(around, plain_reply, plain_original, weigh, match, copies, prefer))
    return _heaviest_chain(weights)


def _around(
    chain: Sequence[tuple[int, int]], plain_reply: Sequence[str | None], rows: int, cols: int
) -> set[tuple[int, int]]:
    """Every pair of each gap between consecutive pairs of `chain` (and its ends) that has
    units of text and paragraphs on both sides and at most ALL_PAIRS pairs."""
    found: set[tuple[int, int]] = set()
    for (top, left), (bottom, right) in zip(
        [(-1, -1), *chain], [*chain, (rows, cols)], strict=True
    ):
        units = [i for i in range(top + 1, bottom) if plain_reply[i]]
        if units and right - left > 1 and len(units) * (right - left - 1) <= ALL_PAIRS:
            found.update((i, j) for i in units for j in range(left + 1, right))
    return found


def _weights(
    candidates: Iterable[tuple[int, int]],
    plain_reply: Sequence[str | None],
    plain_original: Sequence[str],
    weigh: Weigh,
    match: float,
    copies: set[tuple[int, int]],
    prefer: frozenset[int],
) -> dict[tuple[int, int], float]:
    """The weights of the candidates that can be matches. A unit word for word a paragraph
    of the original is that paragraph (moved or kept), never another one edited: it pairs
    only with its copies, so an entry moved next to a similar edited one does not take that
    one's place (and the edited one is not left over). A pair with a preferred paragraph
    weighs PREFERRED more, and one whose neighbours are copies of its paragraph's neighbours
    IN_CONTEXT more for each."""
    copied = {i for i, _j in copies}
    bonused = _bonuses(plain_reply, plain_original, prefer)
    weights = {}
    for i, j in candidates:
        if plain_reply[i] and (i not in copied or (i, j) in copies):
            value = weigh(i, j)
            if value >= match:
                weights[i, j] = bonused(i, j, value)
    return weights


def _bonuses(
    plain_reply: Sequence[str | None], plain_original: Sequence[str], prefer: frozenset[int]
) -> Callable[[int, int, float], float]:
    """A pair's weight with its bonuses added (PREFERRED, IN_CONTEXT for each neighbour)."""
    rows, cols = len(plain_reply), len(plain_original)

    def bonused(i: int, j: int, value: float) -> float:
        if j in prefer:
            value += PREFERRED
        if i and j and plain_reply[i - 1] == plain_original[j - 1]:
            value += IN_CONTEXT
        if i + 1 < rows and j + 1 < cols and plain_reply[i + 1] == plain_original[j + 1]:
            value += IN_CONTEXT
        return value

    return bonused


def _bounded(
    candidates: Iterable[tuple[int, int]],
    plain_reply: Sequence[str | None],
    plain_original: Sequence[str],
    weigh: Weigh,
    ceiling: Ceiling,
    match: float,
    copies: set[tuple[int, int]],
    prefer: frozenset[int],
) -> dict[tuple[int, int], float]:
    """`_weights`' answer as far as the heaviest chain can tell, each pair weighed in full
    only while it may be chained (app/editing/bounded_pairs.py)."""
    copied = {i for i, _j in copies}
    bonused = _bonuses(plain_reply, plain_original, prefer)
    eligible = (
        (i, j) for i, j in candidates if plain_reply[i] and (i not in copied or (i, j) in copies)
    )
    return bounded_weights(eligible, weigh, ceiling, bonused, match)


def _every(top: int, bottom: int, left: int, right: int) -> Iterable[tuple[int, int]]:
    return ((i, j) for i in range(top, bottom) for j in range(left, right))


def _copies(
    plain_reply: Sequence[str | None],
    plain_original: Sequence[str],
    nearest: int | None,
    prefer: frozenset[int],
) -> Iterable[tuple[int, int]]:
    """Each unit with the paragraphs it is a copy of (only the `nearest` to its place, when
    given, and the preferred ones)."""
    where: dict[str, list[int]] = {}
    for j, text in enumerate(plain_original):
        where.setdefault(text, []).append(j)
    rows, cols = len(plain_reply), max(len(plain_original), 1)
    for i, unit in enumerate(plain_reply):
        found = where.get(unit, []) if unit else []
        if nearest is not None and len(found) > nearest:
            near = _nearest(found, i * cols // max(rows, 1), nearest)
            preferred = (j for j in prefer if j < len(plain_original) and plain_original[j] == unit)
            found = sorted({*near, *preferred})
        yield from ((i, j) for j in found)


def _nearest(places: Sequence[int], place: int, count: int) -> list[int]:
    """The `count` of the ascending `places` nearest to `place`, the lower one first on a tie —
    found from where `place` falls among them, not by sorting them all for every unit (2,500
    copies of one short paragraph took 1.9 s of a turn)."""
    left = bisect_left(places, place) - 1
    right = left + 1
    chosen: list[int] = []
    while len(chosen) < count and (left >= 0 or right < len(places)):
        if right >= len(places) or (left >= 0 and place - places[left] <= places[right] - place):
            chosen.append(places[left])
            left -= 1
        else:
            chosen.append(places[right])
            right += 1
    return chosen


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
