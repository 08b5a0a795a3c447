"""A markdown table paragraph's lines and cells, shared by app/editing/cells.py (the cells a
suggestion names) and app/editing/rows.py (rows the reply added or removed)."""

from __future__ import annotations

import re

from app.editing.units import normal

ROW = re.compile(r"^\s*\|.*\|\s*$")
RULE = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$")
_PIPE = re.compile(r"(?<!\\)\|")


def is_table(paragraph: str) -> bool:
    """Whether a paragraph is a markdown table: a heading row, a rule and rows, every line
    between bars."""
    lines = [line for line in paragraph.split("\n") if line.strip()]
    return (
        len(lines) >= 3
        and all(ROW.match(line) for line in lines)
        and RULE.match(lines[1]) is not None
    )


def row_cells(line: str) -> list[str]:
    """The line's cells with their own spacing, between the outer pipes."""
    inner = line.strip()
    return _PIPE.split(inner[1:-1])


def names_cell(cell: str, asked: str) -> bool:
    """Whether the suggestion (lower-cased) names this cell's text (a word of it, not a
    letter)."""
    text = normal(cell).strip().strip("*_`").strip().lower()
    if len(text) < 2:
        return False
    if re.fullmatch(r"[\w\s'’.-]+", text) and text.isascii():
        return re.search(rf"(?<![\w]){re.escape(text)}(?:s|es)?(?![\w])", asked) is not None
    return text in asked


def names_keyed_row(header: str, cell: str, asked: str) -> bool:
    """Whether the suggestion (lower-cased) names a row by a short key cell after its column's
    heading: "Shelf B" (the row whose Shelf is B), "table 3", 书架B, 桌号3 — a key too short to
    be named alone ("B" is a letter of every sentence)."""
    key = normal(cell).strip().strip("*_`").strip().lower()
    name = normal(header).strip().strip("*_`").strip().lower()
    if not key or len(key) > 3 or len(name) < 2 or not re.fullmatch(r"[a-z0-9]+", key):
        return False
    pattern = rf"(?<![a-z0-9]){re.escape(name)}\s*{re.escape(key)}(?![a-z0-9])"
    return re.search(pattern, asked) is not None
