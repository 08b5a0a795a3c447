"""Rows of a markdown table the reply added or removed. A table is one paragraph, so a
suggestion about one cell opens all of it to the model, which may drop a row ("| Garden Room
| 24 | no |" gone) or make one up. A row goes only when the suggestion asks to remove one
(that one, when it names rows) or to shorten; a row comes only when it asks to add one.
Otherwise the writer's rows stay as they were and the reply's row change is withheld —
offered apart, never saved silently.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.bounded_diff import SequenceMatcher
from app.domain.models import WithheldChange
from app.editing.table_text import ROW, is_table, names_cell, row_cells
from app.editing.units import normal

_REMOVE = re.compile(
    r"\b(?:remov\w*|delet\w*|drop\w*|take out|taking out|get rid of|cut|strike|no longer"
    r"|(?:has|have|is|are) (?:closed|gone)|closed)\b"
    r"|删(?![短减])|去掉|拿掉|撤掉|撤下|取消|不再|没有了|关闭|停用",
    re.IGNORECASE,
)
_ADD = re.compile(
    r"\b(?:add\w*|insert\w*|include\w*|append\w*|new rows?|another row|extra rows?|list|put"
    r"|(?:one|two|a few) more rows?|an? (?:\w+ )?row for)\b"
    # 补一行, 补个…: 补 asks for more, but 补偿/补贴 (compensation, subsidy) are things
    r"|加|添|增|补(?![偿贴助习课考救])|列上|写上",
    re.IGNORECASE,
)


def keep_rows(
    before: str, after: str, suggestions: Sequence[str], index: int, rows_may_go: bool
) -> tuple[str, list[WithheldChange]]:
    """The table `after` with the rows it removed or added unasked put back as the writer had
    them, and those changes withheld. Rows are told apart by their first cell; a reply that is
    no table of as many columns, or a table whose first cells repeat, is left as it is."""
    old_lines, new_lines = before.split("\n"), after.split("\n")
    if not is_table(after) or len(old_lines) < 3 or len(new_lines) < 3:
        return after, []
    width = len(row_cells(old_lines[0]))
    if any(ROW.match(line) is None or len(row_cells(line)) != width for line in new_lines):
        return after, []
    old_keys = [_key(line) for line in old_lines[2:]]
    new_keys = [_key(line) for line in new_lines[2:]]
    if len(set(old_keys)) != len(old_keys) or len(set(new_keys)) != len(new_keys):
        return after, []
    asked = normal(" ".join(suggestions)).lower()
    named = {k for k, line in zip(old_keys, old_lines[2:], strict=True) if _names_row(line, asked)}
    may_go = rows_may_go or bool(_REMOVE.search(asked))
    may_come = bool(_ADD.search(asked))
    lines = new_lines[:2]
    gone: list[str] = []
    came: list[str] = []
    matcher = SequenceMatcher(None, old_keys, new_keys, autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        old_rows, new_rows = old_lines[2 + i1 : 2 + i2], new_lines[2 + j1 : 2 + j2]
        if op == "equal" or (op == "replace" and i2 - i1 == j2 - j1):
            lines += new_rows  # the same rows (a first cell renamed counts as the same row)
            continue
        for key, row in zip(old_keys[i1:i2], old_rows, strict=True):
            if may_go and (not named or key in named):
                continue
            lines.append(row)
            gone.append(row)
        for row in new_rows:
            if may_come:
                lines.append(row)
            else:
                came.append(row)
    if not gone and not came:
        return after, []
    number = index + 1
    withheld = [
        WithheldChange(
            paragraph=number,
            before=before,
            after=_without(before, row),
            description=f"a table row removed in paragraph {number} — {row.strip()[:50]}",
        )
        for row in gone
    ] + [
        WithheldChange(
            paragraph=number,
            before=before,
            after=before + "\n" + row,
            description=f"a table row added in paragraph {number} — {row.strip()[:50]}",
        )
        for row in came
    ]
    return "\n".join(lines), withheld


def _key(line: str) -> str:
    """A row's first cell with text, as the row's name."""
    cells = [normal(cell).strip().strip("*_`").lower() for cell in row_cells(line)]
    return next((cell for cell in cells if cell), "")


def _names_row(line: str, asked: str) -> bool:
    return any(re.search(r"[^\W\d_]", cell) and names_cell(cell, asked) for cell in row_cells(line))


def _without(table: str, row: str) -> str:
    lines = table.split("\n")
    lines.remove(row)
    return "\n".join(lines)
