"""A Markdown table only re-padded (session 53, outside53 F5): models often write a table back
with its cells padded to one width (`| Time        | Walkers |`, `|-------------|`) or the
padding taken out, every cell's words and every column's alignment as they were. A change
line called that "paragraph 9: rewritten — not applied", which sent the writer looking for a
change to their figures that was not there; describe.py names it as the table's spacing. A
re-padded table with a cell or a column's alignment changed too is named by those (“£12” →
“£15”, the table's column alignment changed), not as a table rewritten or as dashes and bars
added and removed (删了“|:-”，加了“:-------|-”). Pure: no I/O."""

from __future__ import annotations

import re
from dataclasses import dataclass

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


@dataclass(frozen=True)
class Retable:
    """How a table whose lines all stayed in place changed."""

    cells: tuple[tuple[str, str], ...]  # each cell whose words changed: (before, after)
    realigned: bool  # a column's alignment colons changed in the rule
    respaced: bool  # a row or the rule written with other padding or dashes


def retabled(before: str, after: str) -> Retable | None:
    """The change to a table that kept its lines, each row its cells (a row's padding, a
    cell's words, a column's alignment may differ); None for any other change — a row or a
    column added or gone, a line of prose around it changed, no table of two rows."""
    if before == after:
        return None
    old = [line for line in before.replace("\r\n", "\n").split("\n") if line.strip()]
    new = [line for line in after.replace("\r\n", "\n").split("\n") if line.strip()]
    if len(old) != len(new):
        return None
    rows = 0
    cells: list[tuple[str, str]] = []
    realigned = respaced = False
    for old_line, new_line in zip(old, new, strict=True):
        if old_line.strip() == new_line.strip():
            rows += bool(_ROW.match(old_line))
            continue
        if not (_ROW.match(old_line) and _ROW.match(new_line)):
            return None
        old_cells, new_cells = _cells(old_line), _cells(new_line)
        if len(old_cells) != len(new_cells):
            return None
        old_rule, new_rule = _rule(old_cells), _rule(new_cells)
        if (old_rule is None) != (new_rule is None):
            return None
        rows += 1
        if old_rule is not None:
            # the dashes' count is spacing, the colons are alignment
            realigned = realigned or old_rule != new_rule
            respaced = respaced or old_rule == new_rule
            continue
        changed = [(o, n) for o, n in zip(old_cells, new_cells, strict=True) if o != n]
        cells += changed
        respaced = respaced or not changed
    return Retable(tuple(cells), realigned, respaced) if rows >= 2 else None


def respaced(before: str, after: str) -> bool:
    """Whether `after` is `before` with only the spacing of its table rows changed: the same
    lines, each the same but for the spaces around its cells and the dashes of the rule."""
    change = retabled(before, after)
    return change is not None and not change.cells and not change.realigned
