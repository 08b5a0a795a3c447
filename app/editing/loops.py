"""Replies caught in a loop: the model wrote one stretch of text again and again ("The bread
keeps for three days. The bread keeps for three days. …", 面包可以放三天。面包可以放三天。…,
"very very very very …") until it stopped. Such a reply is refused, not saved and not
trimmed: what the model meant to write is not in it.
"""

from __future__ import annotations

import re

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
# running once everything else is taken out: eight-letter pieces that each meet themselves
# again one stretch later, at enough starts in a row to fill the four copies after the first.
_PIECE = 8
_LONGEST = 200

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
    five times running. Every loop `looped` refuses does; a reply without one needs none of
    the patterns, which try every start of the reply (most of a turn's CPU when they ran on
    every reply)."""
    letters = _NOT_WORD.sub("", reply)
    starts: dict[str, list[int]] = {}
    # For each distance, the last start whose piece was met that far back, and how many starts
    # in a row were: n in a row at distance d make 7 + n letters that a copy d later repeats.
    in_a_row: dict[int, tuple[int, int]] = {}
    for start in range(len(letters) - _PIECE + 1):
        earlier = starts.setdefault(letters[start : start + _PIECE], [])
        for before in reversed(earlier):
            period = start - before
            if period > _LONGEST:
                break
            last, count = in_a_row.get(period, (-1, 0))
            count = count + 1 if last == start - 1 else 1
            if count >= 4 * period - _PIECE + 1:
                return True
            in_a_row[period] = (start, count)
        earlier.append(start)
    return False


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
        ):
            continue
        return LOOPED.format(stretch=stretch if len(stretch) <= 60 else stretch[:59] + "…")
    return None


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
