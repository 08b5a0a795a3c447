"""A section named by its place among the article's sections: "the second section", "section
3", 第二节, 第三部分, 最后一节 — counted over the `#` headings of the article's top section level
(the opening before the first heading is no section), not over its paragraphs. Its heading and
what follows it is the target; only the heading when the suggestion asks about the heading
("Rename the second section's heading", 把第二节的标题改成…).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.headings import heading_level, section_of
from app.editing.mentions import EN_ORDINAL, ZH_NUM, zh_number
from app.editing.number_words import en_number

_EN = re.compile(
    rf"\b(?:the\s+)?({EN_ORDINAL}|last|final)\s+section\b|\bsection\s+(\d+)\b", re.IGNORECASE
)
_ZH = re.compile(
    rf"第([0-9{ZH_NUM}]+)(?:个)?(?:小节|节(?![课日气目])|部分|章节)|(最后一(?:节|部分))"
)
# The heading of that section, not its text: "the second section's heading", "the heading of
# section 2", 第二节的标题, 第二部分的小标题.
_HEADING_ASKED = re.compile(
    r"\bsection(?:'s|’s)?\s+(?:heading|title|header)\b|\b(?:heading|title|header)\s+of\b"
    r"|\bsection\s+\d+(?:'s|’s)\s+(?:heading|title)\b|(?:节|部分)的?(?:小)?标题",
    re.IGNORECASE,
)


def counted_section(text: str, paragraphs: Sequence[str]) -> set[int]:
    """The paragraphs of the section `text` names by its place (see the module docstring), or
    an empty set when it names none or the article has fewer than two sections."""
    levels = [heading_level(p) if "\n" not in p.strip() else 0 for p in paragraphs]
    marked = [level for level in levels if 0 < level <= 6]
    if len(marked) < 2:
        return set()
    top = min(marked)
    headings = [i for i, level in enumerate(levels) if level == top]
    if len(headings) < 2:
        return set()
    number = _number(text, len(headings))
    if number is None or not 1 <= number <= len(headings):
        return set()
    index = headings[number - 1]
    return {index} if _HEADING_ASKED.search(text) else section_of(index, paragraphs)


def _number(text: str, count: int) -> int | None:
    if match := _EN.search(text):
        word = (match[1] or match[2]).lower()
        return count if word in ("last", "final") else en_number(word)
    if match := _ZH.search(text):
        return count if match[2] else zh_number(match[1])
    return None
