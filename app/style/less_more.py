"""A "less X, more Y" pair of things the writing should be like: "Less lecture, more chat. Stick
with that going forward.", "Less stiffness, more chat - that's how we do it now" (v72
`less_more`).

Said of bare nouns, the pair names what the text should sound like, not what it should hold:
read as "less like a lecture, more like a chat", a likeness the rules know, when the words as
they are told the rules nothing of their own (only the classifier's guess). A pair of things the
text holds ("less jargon, more plain talk", "fewer emoji, more words") is read as ever. Pure:
text in, readings out (`hear` reads the likeness).
"""

import re
from collections.abc import Callable, Sequence

from app.style.dimensions import Observation

_I = re.IGNORECASE
_PAIR = re.compile(
    r"\b(?P<first>less|more) (?P<x>[a-z]+)\s*(?:,|;|and|but|[-–—])\s*(?P<second>more|less) "
    r"(?P<y>[a-z]+)\b",
    _I,
)


def _likened(m: re.Match[str]) -> str:
    if m.group("first").lower() == m.group("second").lower():
        return m.group()
    return f"{m.group('first')} like a {m.group('x')}, {m.group('second')} like a {m.group('y')}"


def less_more_read(
    words: Sequence[str], said: list[Observation], hear: Callable[[str], list[Observation]]
) -> list[Observation]:
    """`said`, or what a "less X, more Y" pair says read as a likeness, when the rules heard
    nothing of their own in it."""
    if not words or any(not o.tentative for o in said):
        return said
    if not all(_PAIR.search(text) for text in words):
        return said
    heard = [o for text in words for o in hear(_PAIR.sub(_likened, text)) if not o.tentative]
    return heard or said
