"""Putting a reply's partial answer for a paragraph in its place: a one-line answer for one
line of a list ("2. Bring the water to the boil…" for step 2), and telling a paragraph
outside the target that changed only to carry a stated fact's new values.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher

from app.domain.text import CJK_CHAR
from app.editing.align import similarity

_ITEM_MARK = re.compile(
    r"^[ \t\u3000]*(?:[-*+•]|\d+[.)、]|第[一二三四五六七八九十\d]+步[，,：:]?|step \d+:?)", re.I
)


def line_spliced(before: str, text: str) -> str:
    """A one-line answer for one line of a paragraph of lines ("2. Bring the water to the
    boil…" for step 2 of the method) put in that line's place, the other lines kept."""
    lines = before.split("\n")
    answer = text.strip("\n")
    if len(lines) < 2 or "\n" in answer:
        return text
    mark = _ITEM_MARK.match(answer)
    if mark is not None:
        same = [i for i, line in enumerate(lines) if line.strip().startswith(mark[0].strip())]
        if len(same) == 1 and mark[0].strip() not in ("-", "*", "+", "•"):
            return "\n".join([*lines[: same[0]], answer, *lines[same[0] + 1 :]])
    alike = [similarity(answer, line) for line in lines]
    best = max(alike)
    if best >= MATCH_LINE and best > similarity(answer, before) + 0.1 and alike.count(best) == 1:
        at = alike.index(best)
        own = _ITEM_MARK.match(lines[at])
        if own is not None and mark is None:
            answer = own[0].rstrip() + " " + answer.lstrip()  # the item keeps its number
        return "\n".join([*lines[:at], answer, *lines[at + 1 :]])
    return text


# How alike a one-line answer and a line of the paragraph must be to stand for it.
MATCH_LINE = 0.5
_TOKEN = re.compile(r"[^\W\d_]+|\d+|\S", re.UNICODE)


def same_fact(before: str, after: str, facts: frozenset[str]) -> bool:
    """Whether a paragraph outside the target changed only to carry the stated fact's new
    values ("Friday 3 May" → "Saturday 4 May" in the closing line as well)."""
    new_tokens = _tokens(after)
    matcher = SequenceMatcher(None, _tokens(before), new_tokens, autojunk=False)
    inserted = [
        token
        for tag, _i1, _i2, j1, j2 in matcher.get_opcodes()
        if tag in ("replace", "insert")
        for token in new_tokens[j1:j2]
    ]
    return bool(inserted) and all(_a_fact(token, facts) for token in inserted)


def _tokens(text: str) -> list[str]:
    """Words, numbers, single CJK characters and single marks, lower-cased."""
    found: list[str] = []
    for token in _TOKEN.findall(text.lower()):
        found.extend(list(token) if CJK_CHAR.match(token) else [token])
    return found


def _a_fact(token: str, facts: frozenset[str]) -> bool:
    if CJK_CHAR.match(token):
        return any(token in fact for fact in facts if CJK_CHAR.match(fact))
    return token in facts
