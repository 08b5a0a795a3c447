"""A heading's level (and its letter case) that an edit changed unasked (outside46a F9): a
section reworded, or the whole article restyled, and the model also wrote "## What was hard" as
"### What Was Hard". The outline is the writer's: the writer's level is given back (and the
writer's words when the model only re-cased them) and the change withheld, offered apart —
unless the suggestion is about the headings, their level or their case. Words the model
changed otherwise stay its own (`kept._headings_kept` reads a restyle's reworded headings),
at the writer's level. Pure: text in, text out.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.models import WithheldChange
from app.editing.units import normal

_HEADING = re.compile(r"^(#{1,6})([ \t]+)(\S.*)$")
_FENCE = re.compile(r"^[ \t]*(?:`{3,}|~{3,})")
# Asking about headings, their level, size or case.
_ABOUT = re.compile(
    r"\b(?:headings?|subheadings?|headers?|titles?|structure|outline|levels?|rename\w*"
    r"|title[- ]?case|sentence[- ]?case|capitali[sz]\w*|upper[- ]?case|lower[- ]?case"
    r"|caps|promot\w*|demot\w*|markdown|format\w*)\b|#"
    r"|标题|章节|小节|结构|层级|级别|大纲|大写|小写|格式",
    re.IGNORECASE,
)


def heading_lines(text: str) -> list[tuple[int, str]]:
    """Each `#` heading line outside fenced blocks: its line number and the line."""
    found: list[tuple[int, str]] = []
    fenced = False
    for number, line in enumerate(text.split("\n")):
        if _FENCE.match(line):
            fenced = not fenced
        elif not fenced and _HEADING.match(line):
            found.append((number, line))
    return found


def paired_headings(before: str, after: str) -> list[tuple[str, int, str]]:
    """The writer's heading lines paired in order with the reply's, when the reply has as many
    (none otherwise): the writer's line, the reply's line number and the reply's line."""
    old, new = heading_lines(before), heading_lines(after)
    if len(old) != len(new):
        return []
    return [(mine, at, theirs) for (_, mine), (at, theirs) in zip(old, new, strict=True)]


def heading_parts(line: str) -> tuple[str, str, str]:
    """A heading line's `#` marks, the space after them and its words."""
    level, space, words = _HEADING.match(line).groups()  # type: ignore[union-attr]
    return level, space, words


def heading_levels_kept(
    before: str, after: str, suggestions: Sequence[str]
) -> tuple[str, list[WithheldChange]]:
    """`after` with each `#` heading at the level the writer gave it (and in the writer's
    letter case when the words are the writer's), paired in order when the reply has as many
    headings; a heading given back whole is withheld."""
    if before == after or _ABOUT.search("\n".join(suggestions)):
        return after, []
    lines = after.split("\n")
    withheld: list[WithheldChange] = []
    for mine, at, theirs in paired_headings(before, after):
        if mine == theirs:
            continue
        level, space, words = heading_parts(mine)
        their_level, _, their_words = heading_parts(theirs)
        same_words = normal(words).lower() == normal(their_words).lower()
        if level == their_level and not same_words:
            continue  # reworded at its level: the restyle's to judge
        if level == their_level and normal(words) == normal(their_words):
            continue  # spacing only
        if not same_words:
            # reworded too: at the writer's level, the words judged as a restyle's words are
            # (`kept._headings_kept` gives a restyle's back and withholds them; else named)
            lines[at] = level + space + their_words
            continue
        withheld.append(given_back(after, lines, at, mine, "a heading's level or case changed"))
    return "\n".join(lines), withheld


def given_back(after: str, lines: list[str], at: int, mine: str, what: str) -> WithheldChange:
    """The writer's heading `mine` put back at line `at` of the reply's `lines` (`after` as the
    reply wrote it), the reply's line withheld as `what` in its paragraph."""
    number = after.count("\n\n", 0, sum(len(line) + 1 for line in lines[:at])) + 1
    theirs, lines[at] = lines[at], mine
    return WithheldChange(
        paragraph=number,
        before=mine,
        after=theirs,
        description=f"{what} in paragraph {number} — {theirs.strip()}",
    )
