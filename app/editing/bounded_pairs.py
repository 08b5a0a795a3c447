"""The weights the heaviest chain needs, without weighing every pair in full.

Weighing a pair (difflib's ratio of two paragraphs) is most of a judgement's CPU on a real
article: an edited paragraph is weighed against every paragraph of like length, though the
copies around it settle where it goes. Each pair here first gets a cheap ceiling (difflib's
character-count bound, a ratio can only be lower); a pair is weighed in full only while a
chain through it, at its ceiling, could still weigh as much as the heaviest chain of the
pairs weighed so far. A pair left unweighed is lighter on every chain through it than that
chain by more than any sum's rounding, so it is on no heaviest chain and decides no tie:
`heaviest_chain` over the weighed pairs picks what it picked over all of them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

Pair = tuple[int, int]
# A ceiling and whether it is the pair's weight itself (a copy, a pair ruled out by length).
Ceiling = Callable[[int, int], tuple[float, bool]]

# Far above the rounding of a sum of a few thousand weights, far below any weight's step.
_MARGIN = 1e-9


def bounded_weights(
    candidates: Iterable[Pair],
    weigh: Callable[[int, int], float],
    ceiling: Ceiling,
    bonused: Callable[[int, int, float], float],
    match: float,
) -> dict[Pair, float]:
    """The weights (each at least `match`, then `bonused`) of the candidates a heaviest
    chain may use; `weigh(i, j)` is the full weight, `ceiling(i, j)` a bound on it, and
    `bonused(i, j, weight)` the weight with the pair's bonuses added."""
    weighed: dict[Pair, float] = {}
    guessed: dict[Pair, float] = {}
    for i, j in candidates:
        top, exact = ceiling(i, j)
        if top < match:
            continue
        (weighed if exact else guessed)[i, j] = bonused(i, j, top)
    while guessed:
        known = _heaviest_total(weighed)
        through = _through(weighed | guessed)
        needed = [p for p in guessed if through[p] >= known - _MARGIN]
        if not needed:
            break
        for i, j in needed:
            del guessed[i, j]
            value = weigh(i, j)
            if value >= match:
                weighed[i, j] = bonused(i, j, value)
    return weighed


def _heaviest_total(weights: dict[Pair, float]) -> float:
    return max(_ending(weights).values(), default=0.0)


def _through(weights: dict[Pair, float]) -> dict[Pair, float]:
    """For each pair, the weight of the heaviest chain through it."""
    last = max(j for _i, j in weights) if weights else 0
    ending = _ending(weights)
    # the chains starting with each pair: those ending with it, both sides read backwards
    starting = _ending({(-i, last - j): w for (i, j), w in weights.items()})
    return {(i, j): ending[i, j] + starting[-i, last - j] - w for (i, j), w in weights.items()}


def _ending(weights: dict[Pair, float]) -> dict[Pair, float]:
    """For each pair (columns from 0), the weight of the heaviest chain rising on both sides
    that ends with it — the best of the rows above, by column, kept in a Fenwick tree.

    The tree's two walks are written out here rather than called: they run a few hundred
    times for each pair (most of this module's CPU in a judgement)."""
    size = max((j for _i, j in weights), default=0) + 1
    tree = [0.0] * (size + 1)
    ending: dict[Pair, float] = {}
    row: list[tuple[int, float]] = []
    last_row: int | None = None
    for (i, j), w in sorted(weights.items()):
        if i != last_row:
            for column, value in row:  # a row's pairs count only for the rows below it
                position = column + 1
                while position <= size:
                    if value > tree[position]:
                        tree[position] = value
                    position += position & -position
            row, last_row = [], i
        best = 0.0  # the heaviest chain ending in a column before j
        column = j
        while column > 0:
            if tree[column] > best:
                best = tree[column]
            column -= column & -column
        ending[i, j] = total = best + w
        row.append((j, total))
    return ending
