"""Replies caught in a loop: the model wrote one stretch of text again and again ("The bread
keeps for three days. The bread keeps for three days. …", 面包可以放三天。面包可以放三天。…)
until it stopped. Such a reply is refused, not saved and not trimmed: what the model meant to
write is not in it.
"""

from __future__ import annotations

import re

# A stretch of at least eight characters written five times or more back to back.
_RUN = re.compile(r"(.{8,200}?)(?:\s*\1){4,}", re.S)
_WORD = re.compile(r"[^\W\d_]")

LOOPED = (
    "The model's reply went round in a loop, writing “{stretch}” over and over, so nothing was "
    "saved — press Retry."
)


def looped(reply: str, article: str) -> str | None:
    """Why the reply is refused when it repeats a stretch of words (eight characters, four of
    them letters, or more) five times running that the article does not repeat so; else None."""
    for match in _RUN.finditer(reply):
        stretch = match[1].strip()
        if len(_WORD.findall(stretch)) < 4 or match[0] in article:
            continue
        return LOOPED.format(stretch=stretch if len(stretch) <= 60 else stretch[:59] + "…")
    return None
