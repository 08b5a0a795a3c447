"""Figures in a table's other rows, changed while a row was added as asked.

"Add a row for Kestrel – Rossan" answered with the new row and "| Kestrel – Inishmore | 6 |"
made "| … | 5 |": the asked addition lets the reply decide the table's rows (rows.py), and
an asked add makes the restyle's figure checks stand aside (facts.py) — so the other row's
changed figure would be saved with no word. A row the suggestion does not name (by its first
cell) keeps its figures; otherwise the turn is refused, as a restyle that writes other figures
is.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.elided import Refused
from app.editing.table_text import ROW, RULE, is_table, names_cell, row_cells
from app.editing.units import normal, split_paragraphs

_FIGURE = re.compile(r"\d+(?:[.,:]\d+)*")


def check_table_figures(before: str, after: str, suggestions: Sequence[str]) -> None:
    """Raises Refused when a table of `after` has more rows than the writer's and a row the
    suggestion does not name by its first cell states other figures than it did."""
    if "|" not in before:
        return
    old = [p for p in split_paragraphs(before).texts if is_table(p)]
    new = [p for p in split_paragraphs(after).texts if is_table(p)]
    if not old or len(old) != len(new):
        return
    asked = normal(" ".join(suggestions)).lower()
    changed: list[tuple[str, str, str]] = []
    for table, reply in zip(old, new, strict=True):
        old_rows, new_rows = _rows(table), _rows(reply)
        if len(new_rows) <= len(old_rows):
            continue  # no row added: cells.py gives unasked cell changes back
        by_key = {_key(cells): cells for cells in new_rows}
        for cells in old_rows:
            key = _key(cells)
            other = by_key.get(key)
            if other is None or names_cell(cells[0], asked) or len(other) != len(cells):
                continue
            for mine, theirs in zip(cells, other, strict=True):
                if _FIGURE.findall(mine) != _FIGURE.findall(theirs):
                    changed.append((normal(cells[0]).strip(), mine.strip(), theirs.strip()))
    if changed:
        shown = ", ".join(f"“{a}” → “{b}” in the “{row}” row" for row, a, b in changed[:3])
        raise Refused(
            f"The model changed a figure in another row of your table ({shown}), which the "
            "suggestion did not ask to change. Nothing was saved — press Retry."
        )


def _rows(table: str) -> list[list[str]]:
    """The body rows' cells (the heading row and the rule aside)."""
    lines = [line for line in table.split("\n") if line.strip()]
    return [row_cells(line) for line in lines[2:] if ROW.match(line) and not RULE.match(line)]


def _key(cells: list[str]) -> str:
    return normal(cells[0]).strip().strip("*_`").lower() if cells else ""
