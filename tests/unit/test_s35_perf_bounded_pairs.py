"""The alignment weighs in full (difflib's ratio) only the pairs a heaviest chain may use
(app/editing/bounded_pairs.py): it must pair exactly as weighing every pair did. No timing
here (bench/judge_cpu.py --real measures)."""

import itertools
import random

import pytest

import app.editing.align as align_module
from app.editing import pairing
from app.editing.align import align
from app.editing.bounded_pairs import _through, bounded_weights

ARTICLE = [
    "We left the harbour at dawn, when the boats came in and the gulls argued over the night.",
    "The market opened at seven; the fish were laid on ice and sold by the kilo.",
    "By noon the square was full of tourists, and the cafés put out their chairs.",
    "In the afternoon we walked the old wall, which rings the town in a little under an hour.",
    "Dinner was grilled sardines, bread, and a salad of tomatoes and onions.",
    "We slept with the windows open and woke to church bells at eight.",
]
EDITED = "The market opened at seven sharp; fish lay on ice, sold by the kilo to the cooks."


def _weighing_every_pair(reply: list[str | None], original: list[str], prefer=()):
    """align as it was: every pair weighed in full."""
    real_pair = pairing.pair

    def without_ceiling(*args, **kwargs):
        kwargs.pop("ceiling", None)
        return real_pair(*args[:5], **kwargs)

    align_module.pair = without_ceiling
    try:
        return align(reply, original, prefer)
    finally:
        align_module.pair = real_pair


REPLIES = [
    [ARTICLE[0], EDITED, *ARTICLE[2:]],  # one paragraph edited
    [EDITED, *ARTICLE],  # an edited copy added before the original
    [ARTICLE[2], ARTICLE[0], EDITED, *ARTICLE[3:]],  # moved and edited
    [ARTICLE[0], None, EDITED, *ARTICLE[3:]],  # a placeholder
    [ARTICLE[1], ARTICLE[1], ARTICLE[1]],  # copies only
    [EDITED, EDITED, ARTICLE[5]],
    list(reversed(ARTICLE)),
    [a + " More." for a in ARTICLE],  # every paragraph edited
]


@pytest.mark.parametrize("prefer", [(), (1,), (0, 4)])
@pytest.mark.parametrize("reply", REPLIES)
def test_the_pairs_are_those_weighing_every_pair_chose(reply, prefer) -> None:
    assert align(reply, ARTICLE, prefer) == _weighing_every_pair(reply, ARTICLE, prefer)


def test_random_replies_pair_as_before() -> None:
    rng = random.Random(35)
    words = [
        "dawn",
        "boats",
        "gulls",
        "market",
        "fish",
        "ice",
        "kilo",
        "square",
        "cafés",
        "wall",
        "hour",
        "bread",
        "bells",
    ]
    for _ in range(300):
        original = [" ".join(rng.choices(words, k=rng.randint(4, 14))) for _ in range(6)]
        reply: list[str | None] = []
        for text in original:
            roll = rng.random()
            if roll < 0.5:
                reply.append(text)
            elif roll < 0.8:
                reply.append(text + " " + rng.choice(words))
            elif roll < 0.9:
                reply.append(None)
        if rng.random() < 0.2:
            rng.shuffle(reply)
        prefer = tuple(rng.sample(range(6), rng.randint(0, 2)))
        assert align(reply, original, prefer) == _weighing_every_pair(reply, original, prefer)


def test_an_edited_paragraph_among_copies_is_weighed_once() -> None:
    weighed: list[tuple[int, int]] = []
    candidates = [(0, j) for j in range(6)] + [(i, i) for i in range(1, 6)]

    def weigh(i: int, j: int) -> float:
        weighed.append((i, j))
        return 0.9

    def ceiling(i: int, j: int) -> tuple[float, bool]:
        return (1.0, True) if i else (0.95, False)  # copies are weighed by their ceiling

    weights = bounded_weights(candidates, weigh, ceiling, lambda i, j, w: w, 0.5)
    assert weighed == [(0, 0)]
    assert weights == {(0, 0): 0.9, **{(i, i): 1.0 for i in range(1, 6)}}


def test_the_heaviest_chain_through_each_pair_is_counted_as_by_trying_every_chain() -> None:
    rng = random.Random(13)
    for _ in range(60):
        cells = rng.sample([(i, j) for i in range(5) for j in range(5)], rng.randint(1, 9))
        weights = {cell: rng.choice([0.5, 0.75, 1.0, 1.1]) for cell in cells}
        chains = [
            chain
            for size in range(1, len(cells) + 1)
            for chain in itertools.combinations(sorted(cells), size)
            if all(a[0] < b[0] and a[1] < b[1] for a, b in itertools.pairwise(chain))
        ]
        for cell, through in _through(weights).items():
            heaviest = max(sum(weights[c] for c in chain) for chain in chains if cell in chain)
            assert through == pytest.approx(heaviest)
