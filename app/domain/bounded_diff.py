"""difflib's SequenceMatcher with its worst case bounded: a long paragraph's words aligned.

Redline aligns texts word by word, character by character and paragraph by paragraph in some
fifty places, each with `autojunk=False` so a common word or character still counts as a
match. That makes `find_longest_match` cost up to len(a) × len(b) a call, and a call recurses
on every gap: one 10,000-word paragraph echoed with one "!" added cost 83 s of CPU to judge,
40,000 words over fifteen minutes — one writer's send held a core (and the interpreter's lock)
for every other writer (outside56 F15). Real edits change a part of a long text: its common
beginning and end are matched at once, as difflib would match them, and only the middle is
aligned; a middle still too large is aligned with difflib's own heuristic for large inputs
(popular elements are not matching anchors), a coarser but still exact diff.

Below `LARGE` (len(a) × len(b)) the matcher is difflib's, unchanged, so every judgement on
ordinary paragraphs reads exactly as before. This module is a drop-in: import
SequenceMatcher from here instead of difflib.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Sequence
from difflib import Match
from typing import Any, TypeVar

# 2,000 × 2,000 elements: a long paragraph's words, or a 2,000-character paragraph's
# characters, aligned as difflib aligns them (≈ a second at the very worst, repeated words).
LARGE = 4_000_000
_DIFFLIB = difflib.SequenceMatcher  # the unbounded original, for the middle part
T = TypeVar("T")


class SequenceMatcher(difflib.SequenceMatcher[T]):
    """difflib.SequenceMatcher whose matching blocks are found in bounded time (above)."""

    def __init__(
        self,
        isjunk: Callable[[T], bool] | None = None,
        a: Sequence[T] = "",  # type: ignore[assignment]  # difflib's own default
        b: Sequence[T] = "",  # type: ignore[assignment]
        autojunk: bool = True,
    ) -> None:
        super().__init__(isjunk, a, b, autojunk)
        self._isjunk, self._autojunk = isjunk, autojunk

    def get_matching_blocks(self) -> list[Match]:
        # difflib's own fields (typeshed does not declare them): the texts set last, and the
        # blocks found for them, None until asked
        done: list[Match] | None = getattr(self, "matching_blocks", None)
        if done is not None:
            return done
        a: Sequence[T] = getattr(self, "a")  # noqa: B009
        b: Sequence[T] = getattr(self, "b")  # noqa: B009
        if len(a) * len(b) <= LARGE:
            return super().get_matching_blocks()
        blocks = _bounded_blocks(a, b, self._isjunk, self._autojunk)
        self.matching_blocks = blocks
        return blocks


def _bounded_blocks(
    a: Sequence[Any], b: Sequence[Any], isjunk: Callable[[Any], bool] | None, autojunk: bool
) -> list[Match]:
    la, lb = len(a), len(b)
    head = 0
    while head < la and head < lb and a[head] == b[head]:
        head += 1
    tail = 0
    while tail < la - head and tail < lb - head and a[la - 1 - tail] == b[lb - 1 - tail]:
        tail += 1
    middle_a, middle_b = a[head : la - tail], b[head : lb - tail]
    large = len(middle_a) * len(middle_b) > LARGE
    inner = _DIFFLIB(isjunk, middle_a, middle_b, autojunk or large)
    found = [Match(0, 0, head)] if head else []
    found += [Match(i + head, j + head, n) for i, j, n in inner.get_matching_blocks() if n]
    if tail:
        found.append(Match(la - tail, lb - tail, tail))
    blocks: list[Match] = []
    for block in found:  # adjacent equal blocks are one block, as difflib guarantees
        if (
            blocks
            and blocks[-1].a + blocks[-1].size == block.a
            and (blocks[-1].b + blocks[-1].size == block.b)
        ):
            last = blocks.pop()
            block = Match(last.a, last.b, last.size + block.size)
        blocks.append(block)
    blocks.append(Match(la, lb, 0))
    return blocks
