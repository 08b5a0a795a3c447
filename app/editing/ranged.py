"""Placeholders that say which paragraphs they stand for: "[Paragraphs 1–2 unchanged]",
"(Paragraph 1 unchanged)", （第4—8段不变）, 【第3至8段同原文】. Around a rewritten paragraph that
reads too unlike its original to pair with it, two such markers still place it exactly: each
marker covers the paragraphs it names, and the text between them takes the one left over.
Their numbers are the writer's (a `## ` heading is no paragraph), or a model's that counted
the blocks when only that reading fits."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.paragraph_places import counts_differ, heading_words, numbered_paragraphs
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


def filled_by_names(
    content: Sequence[str],
    units: Sequence[int],
    originals: Sequence[int],
    holes: Sequence[int],
    slots: Sequence[Slot],
) -> dict[int, int] | None:
    """The gap's slots filled as its placeholders say: each covers the paragraphs it names,
    and each text between them gives the one paragraph left over — when, taken in order, they
    cover the gap's originals exactly; which original each text unit gave, or None when the
    placeholders do not name their paragraphs so. The numbers are read as the writer counts
    (app/domain/paragraph_places.py: a `## ` heading is none, and a heading the reply did not
    give between them is kept), then, for a model that counted blocks, as blocks."""
    placeholders = {hole: content[hole] for hole in holes}
    texts = [slot.before for slot in slots]
    readings = [numbered_paragraphs(texts)] if counts_differ(texts) else []
    for groups in [*readings, None]:
        placed = _placed(units, originals, placeholders, groups, texts)
        if placed is not None:
            given, covered = placed
            for paragraph in covered:
                slots[paragraph].covered = True
            for unit, paragraph in given.items():
                slots[paragraph].text = content[unit]
            return given
    return None


def _placed(
    units: Sequence[int],
    originals: Sequence[int],
    placeholders: dict[int, str],
    groups: list[list[int]] | None,
    texts: Sequence[str],
) -> tuple[dict[int, int], list[int]] | None:
    """Each text unit of a gap → the original paragraph it gives, and the originals the
    placeholders cover: the placeholders' numbers read by `groups` (paragraph N is the blocks
    of `groups[N - 1]`, the headings between them kept), or as blocks when None."""
    given: dict[int, int] = {}
    covered: list[int] = []
    at = 0

    def kept_headings(before: int) -> None:
        nonlocal at
        while groups is not None and at < len(originals) and originals[at] < before:
            if heading_words(texts[originals[at]]) is None:
                return
            covered.append(originals[at])
            at += 1

    for unit in units:
        if unit in placeholders:
            named = _blocks(named_paragraphs(placeholders[unit]), groups)
            if not named:
                return None
            kept_headings(named[0])
            if named != list(originals[at : at + len(named)]):
                return None
            covered += named
            at += len(named)
            continue
        kept_headings(len(texts))
        if at >= len(originals):
            return None
        given[unit], at = originals[at], at + 1
    kept_headings(len(texts))
    return (given, covered) if at == len(originals) else None


def _blocks(named: range | None, groups: list[list[int]] | None) -> list[int]:
    """The blocks paragraphs `named` (0-based) are, read by `groups` (from the first one's
    first block to the last one's last, the headings between them with them)."""
    if named is None:
        return []
    if groups is None:
        return list(named)
    if named.stop > len(groups):
        return []
    return list(range(groups[named.start][0], groups[named.stop - 1][-1] + 1))
