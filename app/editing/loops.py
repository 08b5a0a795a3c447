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
# How much text the repeats must fill together: a short word said five times may be the
# article's ("ha ha ha ha ha"), forty characters of it said over and over are not.
_RUN_SIZE = 40

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


def looped(reply: str, article: str) -> str | None:
    """Why the reply is refused when it repeats a stretch of words (two letters or more) five
    times running, forty characters in all, that the article does not repeat so; else None."""
    if (block := _repeated_block(reply, article)) is not None:
        return LOOPED.format(stretch=block if len(block) <= 60 else block[:59] + "…")
    for match in [*_RUN.finditer(reply), *_ANY_RUN.finditer(reply[-_TAIL:])]:
        stretch = match[1].strip()
        if (
            len(_WORD.findall(stretch)) < 2
            or len(match[0]) < max(_RUN_SIZE, 5 * len(match[1]))
            or match[0] in article
        ):
            continue
        return LOOPED.format(stretch=stretch if len(stretch) <= 60 else stretch[:59] + "…")
    return None
