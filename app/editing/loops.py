"""Replies caught in a loop: the model wrote one stretch of text again and again ("The bread
keeps for three days. The bread keeps for three days. …", 面包可以放三天。面包可以放三天。…,
"very very very very …") until it stopped. Such a reply is refused, not saved and not
trimmed: what the model meant to write is not in it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from app.editing.align import is_placeholder

# A stretch of two characters or more written five times or more back to back: one that
# starts after a space or a stop anywhere in the reply, and any in its last characters (where
# a loop runs on until the model is stopped) — trying every start of a long reply is slow.
_RUN = re.compile(r"(?:(?<=[\s。，！？.,!?；;：:、])|^)(\S.{1,199}?)(?:\s*\1){4,}", re.S | re.M)
_ANY_RUN = re.compile(r"(.{2,200}?)(?:\s*\1){4,}", re.S)
_TAIL = 600
_WORD = re.compile(r"[^\W\d_]")
_NOT_WORD = re.compile(r"[\W\d_]+")
# How much text the repeats must fill together: a short word said five times may be the
# article's ("ha ha ha ha ha"), forty characters of it said over and over are not.
_RUN_SIZE = 40

# A loop the patterns refuse leaves its stretch's letters (two or more, at most 200) five times
# running once everything else is taken out. A stretch of one to three letters is looked for
# with a pattern; a longer one leaves an eight-letter piece, at a start that is a multiple of
# eight, that meets itself again one stretch later (its five copies make 4 × 4 + 1 starts at
# least where a piece meets its copy).
_PIECE = 8
_LONGEST = 200
_SHORT_RUN = re.compile(r"(.)\1{8}|(.{2,3})\2{4}", re.S)

LOOPED = (
    "The model's reply went round in a loop, writing “{stretch}” over and over, so nothing was "
    "saved — press Retry."
)


def _repeated_block(reply: str, article: str) -> str | None:
    """A paragraph or line (too long for the stretches above) written three times or more
    running, that the article does not repeat so."""
    blocks = [b.strip() for b in re.split(r"\n+", reply) if b.strip()]
    for index in range(len(blocks) - 2):
        block = blocks[index]
        if (
            len(block) >= 20
            and blocks[index + 1] == block == blocks[index + 2]
            and article.count(block) < 3
        ):
            return block
    return None


def may_loop(reply: str) -> bool:
    """Whether the reply's letters, all else taken out, hold a stretch of up to 200 letters
    five times running (one letter: nine times). Every loop `looped` refuses does; a reply
    without one needs none of the patterns, which try every start of the reply (most of a
    turn's CPU when they ran on every reply)."""
    letters = _NOT_WORD.sub("", reply)
    if _SHORT_RUN.search(letters):
        return True
    checked: dict[int, int] = {}  # stretch length → where the copies last compared end
    for start in range(0, len(letters) - _PIECE + 1, _PIECE):
        piece = letters[start : start + _PIECE]
        again = letters.find(piece, start + 1, start + _LONGEST + _PIECE)
        while again != -1:
            period = again - start
            if start >= checked.get(period, 0):
                before, after = _same_around(letters, start, period)
                if before + after >= max(4 * period, _PIECE):
                    return True
                checked[period] = start + after
            again = letters.find(piece, again + 1, start + _LONGEST + _PIECE)
    return False


def _same_around(letters: str, start: int, period: int) -> tuple[int, int]:
    """How many letters before `start`, and from it on, equal the letters `period` later."""
    return (
        _longest(
            lambda n: letters[start - n : start] == letters[start + period - n : start + period],
            start,
        ),
        _longest(
            lambda n: letters[start : start + n] == letters[start + period : start + period + n],
            len(letters) - start - period,
        ),
    )


def _longest(same: Callable[[int], bool], most: int) -> int:
    """The largest n ≤ `most` for which `same(n)` holds (it holds for every smaller n)."""
    low, high = 0, most
    while low < high:
        middle = (low + high + 1) // 2
        if same(middle):
            low = middle
        else:
            high = middle - 1
    return low


def looped(reply: str, article: str) -> str | None:
    """Why the reply is refused when it repeats a stretch of words (two letters or more) five
    times running, forty characters in all, that the article does not repeat so; else None."""
    if (block := _repeated_block(reply, article)) is not None:
        return LOOPED.format(stretch=block if len(block) <= 60 else block[:59] + "…")
    if not may_loop(reply):
        return None
    for match in [*_RUN.finditer(reply), *_ANY_RUN.finditer(reply[-_TAIL:])]:
        stretch = match[1].strip()
        if (
            len(_WORD.findall(stretch)) < 2
            or len(match[0]) < max(_RUN_SIZE, 5 * len(match[1]))
            or match[0] in article
            or _articles_own(_run_size(match[1], reply), article)
            or _marks_entries(stretch, reply, article)
        ):
            continue
        return LOOPED.format(stretch=stretch if len(stretch) <= 60 else stretch[:59] + "…")
    return None


def _marks_entries(stretch: str, reply: str, article: str) -> bool:
    """Whether a repeated stretch is a placeholder on lines of its own ("[unchanged]" once
    for each paragraph the model left alone), no more times than the article has paragraphs:
    markers that stand for the writer's entries, filled from them later — not a loop."""
    if not is_placeholder(stretch):
        return False
    lines = [line.strip() for line in reply.split("\n")]
    return (
        lines.count(stretch)
        == sum(stretch in line for line in lines)
        <= len([p for p in article.split("\n\n") if p.strip()])
    )


def _run_size(stretch: str, reply: str) -> int:
    """How long the longest run of `stretch` in the whole reply is (a run found in the reply's
    tail may start before it)."""
    runs = re.finditer(rf"(?:{re.escape(stretch)}\s*)+", reply)
    return max((len(run[0]) for run in runs), default=0)


def _articles_own(size: int, article: str) -> bool:
    """Whether the article holds a run of its own about as long as the reply's (`size`
    characters): a word renamed inside it ("城市"×200 → "乡村"×200) is the article's run
    rewritten, not a loop; a run far longer than any of the article's still is."""
    return any(
        size / 2 <= len(own[0]) <= size * 2
        for own in _RUN.finditer(article)
        if len(own[0]) >= max(_RUN_SIZE, 5 * len(own[1]))
    )
