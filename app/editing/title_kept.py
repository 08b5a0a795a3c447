"""Whether a proofread's new title is still a proofread: "fix the typos" may put a title's
spelling right (Two Days on the Rigde → Ridge, 周末骑形记 → 骑行记) but a title reworded with
new words ("Two Wild Days on the Ridge!", 疯狂的周末骑行！) is a restyle nobody asked for,
withheld as any paragraph rewritten beyond a proofread would be."""

from __future__ import annotations

import re
from collections import Counter

from app.domain.bounded_diff import SequenceMatcher
from app.domain.text import CJK_CHAR

_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")
# Words a grammar fix may put in or take out of a title.
_SMALL = frozenset(("a", "an", "the", "of", "to", "in", "on", "at", "for", "and", "is", "are"))
_SPELLING = 0.75  # how alike a misspelt word and its fix are, at least
_LIGHT = 0.6


def _alike(one: str, other: str) -> float:
    return SequenceMatcher(None, one, other, autojunk=False).ratio()


def proofread_title(old: str, new: str) -> bool:
    """Whether `new` differs from `old` only as a proofread would change it: spelling, case,
    punctuation, a small word of grammar."""
    if len(old) + len(new) > 600:  # a title that long is no title a proofread put right
        return old.split() == new.split()
    if CJK_CHAR.search(old + new):
        bare_old, bare_new = "".join(CJK_CHAR.findall(old)), "".join(CJK_CHAR.findall(new))
        return len(bare_new) - len(bare_old) <= 1 and _alike(bare_old, bare_new) >= _LIGHT
    olds = Counter(w.lower() for w in _WORD.findall(old))
    news = Counter(w.lower() for w in _WORD.findall(new))
    gone, came = list((olds - news).elements()), list((news - olds).elements())
    for word in came:
        if word in _SMALL:
            continue
        match = next((g for g in gone if _alike(g, word) >= _SPELLING), None)
        if match is None:
            return False
        gone.remove(match)
    return True
