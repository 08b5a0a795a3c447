"""A markdown table paragraph's lines and cells, shared by app/editing/cells.py (the cells a
suggestion names) and app/editing/rows.py (rows the reply added or removed)."""

from __future__ import annotations

import re
from functools import lru_cache

from app.editing.units import normal

ROW = re.compile(r"^\s*\|.*\|\s*$")
RULE = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$")
PIPE = re.compile(r"(?<!\\)\|")  # a cell's bar: not an escaped one


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
    return PIPE.split(inner[1:-1])


def names_cell(cell: str, asked: str) -> bool:
    """Whether the suggestion (lower-cased) names this cell's text (a word of it, not a
    letter)."""
    text = normal(cell).strip().strip("*_`").strip().lower()
    if len(text) < 2:
        return False
    if any(_holds(text, phrase) for phrase in _row_phrases(asked)):
        return True  # "针头那行" names the row of 针头、针管, "the pillows row" Pillows, duvets
    if re.fullmatch(r"[\w\s'’.-]+", text) and text.isascii():
        return re.search(rf"(?<![\w]){re.escape(text)}(?:s|es)?(?![\w])", asked) is not None
    return text in asked


# What the writer calls a row by: the words before 那行 / 这一行 / 那栏, "the pillows row", "the
# row for pillows". Ordinals and "the next row" are a row's place (cells.py numbered_rows).
_ZH_ROW_NAME = re.compile(r"([^\W\d_a-z]{2,8})(?:那一?行|这一?行|那一?栏|这一?栏|所在的?行)")
# "Add a row for Court 4", "a new Kestrel row": a row to come, not one of the writer's.
_EN_ROW_NAMES = (
    re.compile(r"\b([a-z][a-z'’-]+(?: [a-z][a-z'’-]+)?) row\b"),
    re.compile(r"\brow (?:for|of|with) (?:the )?([a-z][a-z'’-]+)"),
)
_NEW_ROW = frozenset(["a", "an", "another", "new", "extra", "one"])
_NOT_NAMES = frozenset(
    ("the", "this", "that", "a", "an", "next", "last", "first", "second", "third", "final", "top",
     "bottom", "header", "heading", "new", "same", "each", "every", "one", "other", "another",
     "whole", "table")
)  # fmt: skip


@lru_cache(maxsize=64)
def _row_phrases(asked: str) -> tuple[str, ...]:
    """The names the suggestion (lower-cased) gives rows by: each tail of two or more
    characters of the words before 那行 (表格里开场那行: 开场, 里开场…), or the word or two
    before "row"."""
    found: list[str] = []
    for match in _ZH_ROW_NAME.finditer(asked):
        words = match[1]
        found += [words[i:] for i in range(len(words) - 1)]
    for match in (m for pattern in _EN_ROW_NAMES for m in pattern.finditer(asked)):
        words = match[1].split()
        before = asked[max(0, match.start() - 9) : match.start()].split()
        if not words or words[0] in _NEW_ROW or (before and before[-1] in _NEW_ROW):
            continue
        while words and words[0] in _NOT_NAMES:
            words = words[1:]
        if words and words[-1] not in _NOT_NAMES:
            found.append(" ".join(words))
    return tuple(found)


def _holds(text: str, phrase: str) -> bool:
    """Whether a cell's text holds the phrase (a word of it, for English: "pillows")."""
    if phrase.isascii():
        stem = phrase[:-1] if phrase.endswith("s") and len(phrase) > 3 else phrase
        return re.search(rf"(?<![\w]){re.escape(stem)}(?:s|es)?(?![\w])", text) is not None
    return phrase in text


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
