"""Placeholders that say which paragraphs they stand for: "[Paragraphs 1–2 unchanged]",
"(Paragraph 1 unchanged)", （第4—8段不变）, 【第3至8段同原文】. Around a rewritten paragraph that
reads too unlike its original to pair with it, two such markers still place it exactly: each
marker covers the paragraphs it names, and the text between them takes the one left over."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.mentions import zh_number
from app.editing.slots import Slot

_NAMED = re.compile(
    r"\bparagraphs?\s+(\d+)(?:\s*(?:-|–|—|to|through)\s*(\d+))?\b"
    r"|第\s*([\d一二三四五六七八九十]+)\s*(?:段)?(?:\s*(?:-|–|—|－|～|~|至|到)\s*第?\s*"
    r"([\d一二三四五六七八九十]+))?\s*段",
    re.IGNORECASE,
)


def named_paragraphs(placeholder: str) -> range | None:
    """The paragraphs (0-based) a placeholder names as one number or one range, else None."""
    found = list(_NAMED.finditer(placeholder))
    if len(found) != 1:
        return None
    match = found[0]
    first, last = (match[1], match[2]) if match[1] else (match[3], match[4])
    low = zh_number(first)
    high = low if last is None else zh_number(last)
    if low is None or high is None or not 1 <= low <= high:
        return None
    return range(low - 1, high)


def placed_by_names(
    units: Sequence[int], originals: Sequence[int], placeholders: dict[int, str]
) -> dict[int, int | range] | None:
    """Each unit of a gap (by index) → the original paragraph it gives, or, for a placeholder,
    the range it stands for — when every placeholder names its paragraphs and, taken in order
    with one paragraph for each text between them, they cover the gap's originals exactly;
    else None."""
    placed: dict[int, int | range] = {}
    at = 0
    for unit in units:
        if unit in placeholders:
            named = named_paragraphs(placeholders[unit])
            if named is None or list(named) != list(originals[at : at + len(named)]):
                return None
            placed[unit], at = named, at + len(named)
        elif at < len(originals):
            placed[unit], at = originals[at], at + 1
        else:
            return None
    return placed if at == len(originals) else None


def filled_by_names(
    content: Sequence[str],
    units: Sequence[int],
    originals: Sequence[int],
    holes: Sequence[int],
    slots: Sequence[Slot],
) -> dict[int, int] | None:
    """The gap's slots filled as `placed_by_names` places its units (a placeholder's paragraphs
    covered, each text given to its paragraph); which original each text unit gave, or None
    when the placeholders do not name their paragraphs so."""
    placed = placed_by_names(units, originals, {hole: content[hole] for hole in holes})
    if placed is None:
        return None
    given: dict[int, int] = {}
    for unit, place in placed.items():
        if isinstance(place, range):
            for paragraph in place:
                slots[paragraph].covered = True
        else:
            slots[place].text, given[unit] = content[unit], place
    return given
