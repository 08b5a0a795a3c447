"""An addition with no place named ("add that entry is free", 加一句训练后有热姜茶) answered with
the one paragraph it went into: the paragraph is one of the article's with words put in — all
the writer's words kept in order, at most a stop or a comma changed at the seam — and what was
put in says what the suggestion asked to add. That shows where the addition goes, as a word of
the suggestion's matter in the paragraph does for lone_target.py."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.bounded_diff import SequenceMatcher
from app.domain.text import CJK_CHAR
from app.editing.scope import words_of

# A Latin word, a CJK character, or one mark of punctuation.
_TOKEN = re.compile(rf"[^\W\d_]+|\d+|{CJK_CHAR.pattern}|[^\w\s]")
_MARK = re.compile(r"[^\w\s]")


def adds_into(suggestions: Sequence[str], original: str, reply: str) -> bool:
    """Whether `reply` is `original` with only the asked words put in (see the module)."""
    old, new = _TOKEN.findall(original), _TOKEN.findall(reply)
    if not old or len(new) <= len(old):
        return False
    removed: list[str] = []
    put_in: list[str] = []
    for tag, i1, i2, j1, j2 in SequenceMatcher(None, old, new, autojunk=False).get_opcodes():
        if tag in ("replace", "delete"):
            removed += old[i1:i2]
        if tag in ("replace", "insert"):
            put_in += new[j1:j2]
    if not put_in or any(not _MARK.fullmatch(token) for token in removed) or len(removed) > 2:
        return False
    asked = set(words_of("\n".join(suggestions)))
    said = " ".join(put_in) if not CJK_CHAR.search("".join(put_in)) else "".join(put_in)
    return bool(asked & set(words_of(said)))
