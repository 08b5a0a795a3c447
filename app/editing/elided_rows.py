"""Table rows a reply elided: a row of only elision marks ("| … | … | … |", "| ... |") between
rows it gives stands for the writer's rows between them, when both neighbours are found in
the writer's table — the row before word for word, the row after by its first cell (it may be
the row the edit changed). Anything less clear is left for elided.py to refuse."""

from __future__ import annotations

import re

from app.editing.units import normal

_ROW = re.compile(r"^\s*\|.*\|\s*$")
_ELIDED_CELL = re.compile(r"…+|\.{3,}|⋯+|\[…\]|\[\.\.\.\]")


def rows_filled(text: str, before: str) -> str:
    """`text` with each row of elision marks replaced by the rows of `before` it stands for."""
    lines, own = text.split("\n"), before.split("\n")
    if not all(_ROW.match(line) for line in own) or not all(_ROW.match(line) for line in lines):
        return text
    plain, firsts = [normal(row) for row in own], [_first_cell(row) for row in own]
    result: list[str] = []
    for at, line in enumerate(lines):
        if not _elided(line) or at == 0 or at + 1 >= len(lines):
            result.append(line)
            continue
        start = _only(plain, normal(lines[at - 1]))
        end = _only(firsts, _first_cell(lines[at + 1]))
        if start is None or end is None or end <= start + 1:
            return text
        result.extend(own[start + 1 : end])
    return "\n".join(result)


def _elided(row: str) -> bool:
    cells = row.strip().strip("|").split("|")
    return all(_ELIDED_CELL.fullmatch(cell.strip()) for cell in cells)


def _first_cell(row: str) -> str:
    return normal(row.strip().strip("|").split("|")[0])


def _only(values: list[str], value: str) -> int | None:
    """Where `value` stands in `values`, or None when nowhere or in several places."""
    found = [index for index, other in enumerate(values) if other == value]
    return found[0] if len(found) == 1 else None
