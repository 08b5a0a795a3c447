"""An English count a restyle changed in place: "we draw the names once" made "twice", "each
household may enter a single time" made "up to two times", "one per household" made "two per
household". facts.py reads figures and number words from two up; "once", "one" and "a single"
are counts too when the rewrite kept the words on both sides and wrote another count between
them — no rewording does that, only a change of what the article says (swapped_numerals.py
reads the same of a Chinese numeral)."""

from __future__ import annotations

import re

from app.domain.bounded_diff import SequenceMatcher
from app.editing.elided import Refused
from app.editing.left_out import rewritten

_COUNTS = {
    "once": 1, "one": 1, "single": 1, "twice": 2, "thrice": 3, "two": 2, "three": 3, "four": 4,
    "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11,
    "twelve": 12, "dozen": 12, "both": 2, "double": 2, "triple": 3,
}  # fmt: skip
_ONES = frozenset({"once", "one", "single"})
# Counts that are idiom, not a number of things: "one by one", "one another", "twice as".
_IDIOM = re.compile(r"\bone\s+(?:by|another|after|or)\b|\btwice\s+as\b", re.IGNORECASE)
_TOKEN = re.compile(r"\w+(?:'\w+)?|[^\w\s]")
_LONGEST = 600  # words of a stretch compared (the other checks read longer ones)


def _value(word: str) -> float | None:
    lower = word.lower()
    if lower in _COUNTS:
        return float(_COUNTS[lower])
    if word.isdigit():
        return float(word)
    return None


def swapped_counts(before: str, after: str) -> list[tuple[str, str]]:
    """The English counts the rewritten stretches of `after` wrote in place of a count word of
    `before` ("once", "one", "a single"), with the words on both sides kept, as (old, new)."""
    pairs: list[tuple[str, str]] = []
    for old, new in rewritten(before, after):
        olds, news = _TOKEN.findall(old), _TOKEN.findall(new)
        if len(olds) > _LONGEST or len(news) > _LONGEST:
            continue
        lowered = [w.lower() for w in olds], [w.lower() for w in news]
        codes = SequenceMatcher(None, *lowered, autojunk=False).get_opcodes()
        for at, (tag, i1, i2, j1, j2) in enumerate(codes):
            if tag != "replace" or at == 0 or at == len(codes) - 1 or i2 - i1 > 3 or j2 - j1 > 4:
                continue
            # the words before the count kept (three at least: "want to learn once" → "nobody
            # wants to learn twice" is an idiom reworded), and the word after it
            kept_before = codes[at - 1][2] - codes[at - 1][1]
            if codes[at - 1][0] != "equal" or codes[at + 1][0] != "equal" or kept_before < 3:
                continue
            ones = [w for w in olds[i1:i2] if w.lower() in _ONES]
            came = {v for w in news[j1:j2] if (v := _value(w)) is not None}
            if ones and came and came != {1.0} and not _IDIOM.search(" ".join(news[j1 : j2 + 2])):
                pairs.append((_words(olds[i1:i2]), _words(news[j1:j2])))
    return pairs


def _words(tokens: list[str]) -> str:
    return " ".join(t for t in tokens if t[0].isalnum())


def check_swapped_counts(before: str, after: str) -> None:
    """Raises Refused when a restyle wrote another count in place of the writer's "once",
    "one" or "a single"."""
    pairs = swapped_counts(before, after)
    if pairs:
        raise Refused(
            "The model wrote other figures than yours, which the suggestion did not ask to "
            "change ("
            + ", ".join(f"“{old}”" for old, _ in pairs[:3])
            + " → "
            + ", ".join(f"“{new}”" for _, new in pairs[:3])
            + "), so the article would say "
            "something else. Nothing was saved — press Retry."
        )
