"""Lone lines of a reply. A line of the model's between the paragraphs it gives back, naming
the next one: "And paragraph 4, livelier:", "**Revised paragraph 3:**", 生动一些的第四段： —
after an unchanged paragraph shown "for context", say. It labels what follows; it is no
paragraph of the article, so it goes to the model's note. And a `## …` line given alone, at
the level of the article's own headings: the heading the writer asked to rename, not a title."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.align import similarity

_ZH_NUMBER = "0-9一二三四五六七八九十两"
_NAMES_PARAGRAPH = re.compile(
    rf"\bparagraphs?\s+\d+|\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth"
    rf"|tenth|last|final|opening|closing|next|revised|new|edited|updated)\s+paragraph\b"
    rf"|第[{_ZH_NUMBER}]+段|(?:最后|末|首|开头)一?段",
    re.IGNORECASE,
)
_ENDS_LABEL = re.compile(r"[:：][\s*_]*$")


def is_label_line(unit: str, body_paragraphs: Sequence[str]) -> bool:
    """Whether a unit is one short line ending in a colon that names a paragraph, and no line
    of the article."""
    line = unit.strip()
    if "\n" in line or len(line) > 80 or not _ENDS_LABEL.search(line):
        return False
    if not _NAMES_PARAGRAPH.search(line):
        return False
    return not any(similarity(line, row) >= 0.8 for p in body_paragraphs for row in p.split("\n"))


def without_label_lines(
    paragraphs: list[str], body_paragraphs: Sequence[str]
) -> tuple[list[str], list[str]]:
    """The paragraphs without the model's label lines that stand over another paragraph, and
    those lines."""
    kept: list[str] = []
    labels: list[str] = []
    for index, unit in enumerate(paragraphs):
        if index + 1 < len(paragraphs) and is_label_line(unit, body_paragraphs):
            labels.append(unit)
        else:
            kept.append(unit)
    return kept, labels


def lone_heading(line: str, body_paragraphs: Sequence[str]) -> bool:
    """Whether a `#` line given alone (nothing of the article after it) is a heading of the
    body's level, not a new title."""
    marks = line.strip().split(" ", 1)[0]
    return any(p.startswith(marks + " ") and "\n" not in p.strip() for p in body_paragraphs)
