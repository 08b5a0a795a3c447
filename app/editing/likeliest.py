"""Which reply units stand for which original paragraphs in a gap where one side has more
(a paragraph inserted or left out among paragraphs all rewritten): for reconcile.py."""

from __future__ import annotations

from collections.abc import Sequence

from app.editing.align import similarity

# Below this a unit is no likelier one original paragraph's than another's; a pairing other
# than by position must be likelier by this much to be taken.
_LIKE = 0.35
_LIKELIER = 0.15


def likeliest(
    units: Sequence[int], originals: Sequence[int], content: Sequence[str], befores: Sequence[str]
) -> list[tuple[int, int]]:
    """Units paired in order with as many originals, where one side has more (a paragraph
    inserted or left out among paragraphs all rewritten): by position, unless another pairing
    in order is clearly likelier — the rewritten paragraphs then keep their own originals, and
    the one inserted or left out is the one that is (not the last of the gap)."""
    flipped = len(units) > len(originals)
    short, long = (originals, units) if flipped else (units, originals)

    def like(i: int, j: int) -> float:
        u, o = (long[j], short[i]) if flipped else (short[i], long[j])
        value = similarity(content[u], befores[o])
        return value if value >= _LIKE else 0.0

    k, n = len(short), len(long)
    best = [[0.0] * (n + 1) for _ in range(k + 1)]
    for i in range(1, k + 1):
        best[i][i - 1] = float("-inf")
        for j in range(i, n + 1):
            best[i][j] = max(best[i][j - 1], best[i - 1][j - 1] + like(i - 1, j - 1))
    chosen: list[int] = []
    i, j = k, n
    while i > 0:
        if best[i][j] == best[i][j - 1] and j - 1 >= i:
            j -= 1
        else:
            chosen.append(j - 1)
            i, j = i - 1, j - 1
    chosen.reverse()
    by_position = sum(like(i, i) for i in range(k))
    picks = chosen if best[k][n] >= by_position + _LIKELIER else list(range(k))
    pairs = [(long[j], short[i]) if flipped else (short[i], long[j]) for i, j in enumerate(picks)]
    return sorted(pairs)
