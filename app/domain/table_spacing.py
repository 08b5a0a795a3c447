"""A Markdown table only re-padded (session 53, outside53 F5): models often write a table back
with its cells padded to one width (`| Time        | Walkers |`, `|-------------|`) or the
padding taken out, every cell's words and every column's alignment as they were. A change
line called that "paragraph 9: rewritten — not applied", which sent the writer looking for a
change to their figures that was not there; describe.py names it as the table's spacing.
Pure: no I/O."""

from __future__ import annotations

import re

_ROW = re.compile(r"^\s*\|.*\|\s*$")
_RULE_CELL = re.compile(r"^\s*(:?)-+(:?)\s*$")
# A bar between cells; `\|` is a bar written inside a cell.
_BAR = re.compile(r"(?<!\\)\|")


def _cells(row: str) -> list[str]:
    inner = row.strip()[1:-1]
    return [cell.strip() for cell in _BAR.split(inner)]


def _rule(cells: list[str]) -> list[tuple[str, str]] | None:
    """A rule row's alignment per column (its colons), or None for a row of words."""
    marks = [_RULE_CELL.match(cell) for cell in cells]
    if not all(marks):
        return None
    return [(mark[1], mark[2]) for mark in marks if mark]


def _same_row(old: str, new: str) -> bool:
    if not (_ROW.match(old) and _ROW.match(new)):
        return False
    old_cells, new_cells = _cells(old), _cells(new)
    if len(old_cells) != len(new_cells):
        return False
    old_rule, new_rule = _rule(old_cells), _rule(new_cells)
    if old_rule is not None or new_rule is not None:
        return old_rule == new_rule  # the dashes' count is spacing, the colons are alignment
    return old_cells == new_cells


def respaced(before: str, after: str) -> bool:
    """Whether `after` is `before` with only the spacing of its table rows changed: the same
    lines, each the same but for the spaces around its cells and the dashes of the rule."""
    if before == after:
        return False
    old = [line for line in before.replace("\r\n", "\n").split("\n") if line.strip()]
    new = [line for line in after.replace("\r\n", "\n").split("\n") if line.strip()]
    if len(old) != len(new):
        return False
    rows = 0
    for old_line, new_line in zip(old, new, strict=True):
        if old_line.strip() == new_line.strip():
            rows += bool(_ROW.match(old_line))
        elif _same_row(old_line, new_line):
            rows += 1
        else:
            return False
    return rows >= 2
