"""Which paragraph of one version became which of another, step by step in the article's
order — edited, deleted, added or moved — and which change lines a short list keeps: the
pairing and order behind the change lines of a revision and of any two versions compared
(app/domain/describe.py). Pure."""

from collections.abc import Iterator
from typing import Literal

from app.domain.bounded_diff import SequenceMatcher
from app.domain.chains import heaviest_chain

Step = tuple[Literal["edited", "deleted", "added", "moved"], int, int]

# A paragraph less like any other than this was deleted or added.
_LIKE_ENOUGH = 0.5
# Characters of paragraph pairs weighed in one block at most (each pair a character diff,
# about 0.2 s per 100 000 characters of Chinese prose); a larger block is paired by position
# (a block of at most 64 pairs, as before, is always weighed).
_MOST_CHARACTERS_WEIGHED = 250_000
_ALWAYS_WEIGHED = 64
# How far past the block's own shift a pairing may stray: a paragraph deleted and another
# added in one block moves the rest by neither count alone.
_SLACK = 2


def paragraph_steps(before: list[str], after: list[str]) -> list[Step]:
    """(kind, original number, revised number), numbers from 0, in the article's order: a
    deletion where the paragraph stood, before the changes below it. "moved" is a paragraph
    deleted in one place and added word for word in another (said where it was taken out);
    "deleted" carries -1 as its revised number and "added" -1 as its original one."""
    steps = list(_steps(before, after))
    for k, (kind, old_number, _) in enumerate(steps):
        if kind != "deleted":
            continue
        match = next(
            (
                m
                for m, s in enumerate(steps)
                if s[0] == "added" and after[s[2]] == before[old_number]
            ),
            None,
        )
        if match is not None:
            steps[k] = ("moved", old_number, steps[match][2])
            steps[match] = ("moved", -1, -1)  # dropped below: said once, where it was taken out
    return [step for step in steps if step[1] >= 0 or step[0] == "added"]


def _steps(before: list[str], after: list[str]) -> Iterator[Step]:
    matcher = SequenceMatcher(a=before, b=after, autojunk=False)
    for op, a1, a2, b1, b2 in matcher.get_opcodes():
        if op == "equal":
            continue
        pairs = paired_paragraphs(before[a1:a2], after[b1:b2]) if op == "replace" else []
        i = j = 0
        for pi, pj in [*pairs, (a2 - a1, b2 - b1)]:
            yield from (("deleted", a1 + k, -1) for k in range(i, pi))
            yield from (("added", -1, b1 + k) for k in range(j, pj))
            if pi < a2 - a1:
                yield ("edited", a1 + pi, b1 + pj)
            i, j = pi + 1, pj + 1


def paired_paragraphs(old: list[str], new: list[str]) -> list[tuple[int, int]]:
    """Which old paragraph became which new one, in order. A block of equal length is
    paired by position (each paragraph edited); otherwise each pair is the likeliest, so
    "delete the first paragraph and the emoji in the second" is said as just that, and a
    paragraph deleted from paragraphs written to one pattern (a diary's "Day three: …") is
    found, not read as every later paragraph rewritten into the next one's. Only pairs near
    the block's shift are weighed (a pairing in order strays from it by no more than the
    paragraphs it leaves unpaired)."""
    if len(old) == len(new):
        return [(k, k) for k in range(len(old))]
    shift = len(new) - len(old)
    low, high = min(0, shift) - _SLACK, max(0, shift) + _SLACK
    cells = [
        (i, j) for i in range(len(old)) for j in range(max(0, i + low), min(len(new), i + high + 1))
    ]
    weighed = sum(len(old[i]) + len(new[j]) for i, j in cells)
    if len(cells) > _ALWAYS_WEIGHED and weighed > _MOST_CHARACTERS_WEIGHED:
        return [(k, k) for k in range(min(len(old), len(new)))]
    weight: dict[tuple[int, int], float] = {}
    for i, j in cells:
        matcher = SequenceMatcher(a=old[i], b=new[j], autojunk=False)
        if matcher.quick_ratio() >= _LIKE_ENOUGH and (like := matcher.ratio()) >= _LIKE_ENOUGH:
            weight[(i, j)] = like
    return heaviest_chain(len(old), len(new), weight)


def shown_lines(count: int, limit: int, foldable: set[int] | None = None) -> list[int]:
    """Which of `count` change lines a list of at most `limit` lines shows (the last one then
    says how many more there are), in their order: every line that is not `foldable` (a
    paragraph deleted, added or moved, the title) before any that is (a paragraph edited), so
    "and 2 more changes" never hides a deleted paragraph behind small rewrites; the earliest
    first of each. With `foldable` None every line may be folded."""
    if count <= limit:
        return list(range(count))
    room = limit - 1
    foldable = set(range(count)) if foldable is None else foldable
    kept = [k for k in range(count) if k not in foldable][:room]
    kept += [k for k in range(count) if k in foldable][: room - len(kept)]
    return sorted(kept)
