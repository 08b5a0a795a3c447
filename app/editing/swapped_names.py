"""A person or a place a restyle swapped for another (outside41 finding 2): "…home to Leeds"
made "…home to York through puddles", "with Ruth Okafor" → "with Anna Smith", 王老师 →
李老师. fact_names.py catches a name respelt (Okafor → Okoro); a name replaced whole by
another is as untrue, so facts.py refuses it too.

Read narrowly: in a paragraph the reply rewrote, a capitalised word the writer wrote inside a
sentence that the new paragraph no longer holds, while the new one holds a capitalised word
inside a sentence that the whole article and the suggestion hold nowhere (a sentence's first
word, a weekday or month — moved days are read elsewhere — and "I" are no names); in Chinese,
a surname before a role (王老师) gone while another surname before the same role came."""

from __future__ import annotations

import re

from app.editing.fact_names import ROLES, SURNAMES

# A capitalised word inside a sentence: after a letter, digit or comma and a space.
_EN_INNER = re.compile(r"(?<=[\w,;:£$%)])[ \t]+([A-Z][a-z]+(?:[’'-][A-Za-z]+)*)\b")
_NOT_NAMES = frozenset(
    ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
    + ("January", "February", "March", "April", "May", "June", "July", "August")
    + ("September", "October", "November", "December", "Mum", "Dad", "Mom", "God")
    + ("Mr", "Mrs", "Ms", "Dr", "Miss", "Prof", "Sir", "Madam", "Street", "Road", "Lane")
)
_ZH_ROLE = re.compile(rf"([{SURNAMES}])({ROLES})")


def swapped_names(before: str, after: str, asked: str) -> list[tuple[str, str]]:
    """Pairs (the writer's name, the one written in its place) for each paragraph the reply
    rewrote, when paragraphs pair one to one."""
    olds, news = before.split("\n\n"), after.split("\n\n")
    if len(olds) != len(news):
        return []
    found: list[tuple[str, str]] = []
    for old, new in zip(olds, news, strict=True):
        if old == new:
            continue
        found += _en_swapped(old, new, before, asked) + _zh_swapped(old, new, before, asked)
    return list(dict.fromkeys(found))


def _inner(text: str) -> list[str]:
    return [m[1] for m in _EN_INNER.finditer(text) if m[1] not in _NOT_NAMES]


def _en_swapped(old: str, new: str, article: str, asked: str) -> list[tuple[str, str]]:
    gone = [w for w in dict.fromkeys(_inner(old)) if not re.search(rf"\b{re.escape(w)}\b", new)]
    came = [
        w
        for w in dict.fromkeys(_inner(new))
        if not re.search(rf"\b{re.escape(w)}\b", article) and w.lower() not in asked.lower()
    ]
    if not gone or not came:
        return []
    return [(" ".join(gone[:2]), " ".join(came[:2]))]


def _zh_swapped(old: str, new: str, article: str, asked: str) -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    for match in _ZH_ROLE.finditer(old):
        if match[0] in new:
            continue
        for other in _ZH_ROLE.finditer(new):
            if other[2] == match[2] and other[0] not in article and other[1] not in asked:
                found.append((match[0], other[0]))
                break
    return found
