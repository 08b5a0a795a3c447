"""A markdown table is one paragraph, so a suggestion about one cell or row opens all of it to
the model: a renamed column heading or another cell reworded would be saved with the asked
change. Here a table the reply keeps the shape of (same rows, same columns) takes only the
changes to the cells the suggestion names — by row (a cell of the row: "the Standard plan",
"上海那一行"), by column (its heading: "the price", 票价), or by the old value ("£10") — and
every other changed cell keeps the writer's text; that drift is withheld, never saved. Another
cell's figure changed beside the asked one is refused: the table is the asked entry, and it
would state a figure the writer never gave.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.bounded_diff import SequenceMatcher
from app.domain.models import WithheldChange
from app.editing.elided import Refused
from app.editing.mentions import EN_ORDINAL, EN_WORD, ZH_NUM, zh_number
from app.editing.number_words import en_number
from app.editing.one_off_names import ASKS_NAMES as _ASKS_NAMES
from app.editing.one_off_names import respelt_cell
from app.editing.respelt_names import refuse_other_names
from app.editing.rows import keep_rows
from app.editing.scaling import asked_multiple
from app.editing.table_text import ROW as _ROW
from app.editing.table_text import is_table
from app.editing.table_text import names_cell as _named
from app.editing.table_text import names_keyed_row as keyed
from app.editing.table_text import row_cells as _cells
from app.editing.units import Paragraphs, normal, split_paragraphs

# A suggestion about the headings themselves: "rename the column", 改表头, 列名
_HEADINGS = re.compile(
    r"\b(?:head(?:ing|er)s?|column names?|rename\w*|column titles?)\b|表头|列名|标题行|栏目名",
    re.IGNORECASE,
)
_WORDY = re.compile(r"[^\W\d_]", re.UNICODE)
# A row named by its place among the table's rows (the heading row not counted): "row 2",
# "the second row", "the last row", 第二行, 最后一行.
_EN_ROW = re.compile(
    rf"\brow\s+(?:no\.?\s*|number\s+|#)?({EN_WORD})\b|\b(?:the\s+)?({EN_ORDINAL}|last|final)\s+row\b",
    re.I,
)
_ZH_ROW = re.compile(rf"第([0-9{ZH_NUM}]+)行|(最后一行|末行)")


def numbered_rows(asked: str, count: int) -> set[int]:
    """The rows (1-based, among `count` rows under the heading row) the suggestion names by
    their place."""
    found: set[int] = set()
    for match in _EN_ROW.finditer(asked):
        word = (match[1] or match[2]).lower()
        number = count if word in ("last", "final") else en_number(word)
        if number is not None and 1 <= number <= count:
            found.add(number)
    for match in _ZH_ROW.finditer(asked):
        number = count if match[2] else zh_number(match[1])
        if number is not None and 1 <= number <= count:
            found.add(number)
    return found


def keep_cells(
    before: str,
    after: str,
    suggestions: Sequence[str],
    index: int,
    *,
    rows_may_go: bool = False,
    cells: bool = True,
) -> tuple[str, list[WithheldChange]]:
    """The table `after` with the cells the suggestion does not name given back the
    writer's own, and rows it added or removed unasked put back as they were (see
    app/editing/rows.py); a table of another shape, or a suggestion that names no cell, is
    left as the reply wrote it."""
    if before == after or not is_table(before):
        return after, []
    old_lines, new_lines = before.split("\n"), after.split("\n")
    withheld_rows: list[WithheldChange] = []
    if len(old_lines) != len(new_lines):
        after, withheld_rows = keep_rows(before, after, suggestions, index, rows_may_go)
        new_lines = after.split("\n")
        if len(old_lines) != len(new_lines):
            return after, withheld_rows  # rows added or removed as asked: the reply decides
    if not cells:
        return after, withheld_rows
    text, withheld = _keep_cells(before, after, old_lines, new_lines, suggestions, index)
    return text, [*withheld_rows, *withheld]


def _keep_cells(
    before: str,
    after: str,
    old_lines: list[str],
    new_lines: list[str],
    suggestions: Sequence[str],
    index: int,
) -> tuple[str, list[WithheldChange]]:
    if before == after:
        return after, []
    old_cells = [_cells(line) if _ROW.match(line) else [] for line in old_lines]
    new_cells = [_cells(line) if _ROW.match(line) else [] for line in new_lines]
    if any(len(o) != len(n) for o, n in zip(old_cells, new_cells, strict=True)):
        return after, []
    body_rows = [normal(line) for line in old_lines[2:]]
    if any(
        normal(n) != normal(o) and normal(n) in body_rows
        for o, n in zip(old_lines[2:], new_lines[2:], strict=True)
    ):
        return after, []  # rows sorted or moved: not cell drift
    asked = normal(" ".join(suggestions)).lower()
    header = next(i for i, cells in enumerate(old_cells) if cells)
    rule = header + 1
    rows = {
        r
        for r, cells in enumerate(old_cells)
        if r > rule and any(_WORDY.search(c) and _named(c, asked) for c in cells)
    }
    rows |= {rule + n for n in numbered_rows(asked, len(old_lines) - rule - 1)}
    rows |= {  # "Shelf B": the row whose Shelf cell is B
        r
        for r, cells in enumerate(old_cells)
        if r > rule
        and any(keyed(h, c, asked) for h, c in zip(old_cells[header], cells, strict=False))
    }
    columns = {c for c, cell in enumerate(old_cells[header]) if _named(cell, asked)}
    values = {
        (r, c)
        for r, cells in enumerate(old_cells)
        if r > rule
        for c, cell in enumerate(cells)
        if _named(cell, asked)
    }
    if not rows and not columns and not values:
        return after, []  # nothing in the suggestion says which cell: the reply decides
    # "Halve everything in the table", 材料全部翻倍: every amount scaled, whatever column is named
    scaled = not rows and asked_multiple(asked) is not None

    def allowed(r: int, c: int, new: str = "") -> bool:
        if scaled and r > rule and _FIGURE.sub("#", old_cells[r][c]) == _FIGURE.sub("#", new):
            return True
        if r == header:
            # a heading the suggestion renames ("change 'Aero 2' everywhere" to Aero Slim)
            renamed = c in columns and _new_words_asked(old_cells[r][c], new, asked)
            return renamed or _HEADINGS.search(asked) is not None
        if (r, c) in values:
            return True
        return r in rows if rows else c in columns

    lines: list[str] = []
    withheld: list[WithheldChange] = []
    asked_changed = False
    refigured: list[tuple[str, str]] = []
    renamed: list[tuple[str, str]] = []  # 蒋德胜 → 蒋德盛 in the asked row's other cell
    for r, (old, new) in enumerate(zip(old_lines, new_lines, strict=True)):
        if not old_cells[r] or r == rule or old == new:
            lines.append(new if r != rule else old)
            continue
        pairs = list(enumerate(zip(old_cells[r], new_cells[r], strict=True)))
        changed = [(c, o, n) for c, (o, n) in pairs if normal(n) != normal(o)]
        asked_changed |= any(allowed(r, c, n) for c, _, n in changed)
        refigured += [
            (o.strip(), n.strip())
            for c, o, n in changed
            if not allowed(r, c, n) and _other_figures(o, n)
        ]
        renamed += [(o.strip(), n.strip()) for c, o, n in changed if respelt_cell(o, n)]
        kept = [
            n if normal(n) == normal(o) or allowed(r, c, n) else o
            for c, (o, n) in enumerate(zip(old_cells[r], new_cells[r], strict=True))
        ]
        if kept == new_cells[r]:
            lines.append(new)
            continue
        line = old if kept == old_cells[r] else _line(new, kept)
        withheld.append(
            WithheldChange(
                paragraph=index + 1,
                before=old,
                after=new,
                description=f"a table cell changed in paragraph {index + 1} — {new.strip()[:50]}",
            )
        )
        lines.append(line)
    if asked_changed and renamed and not _ASKS_NAMES.search(asked):
        refuse_other_names(before, renamed)
    if asked_changed and refigured:
        old_figure, new_figure = refigured[0]
        raise Refused(
            f"The model changed another figure in the table as well (“{old_figure}” → "
            f"“{new_figure}”), which the suggestion did not ask to change, so the table would "
            "say something you did not write. Nothing was saved — press Retry."
        )
    return "\n".join(lines), withheld


# A figure in a cell: "4.5", "22–48" gives 22 and 48.
_FIGURE = re.compile(r"\d+(?:[.,]\d+)?")


def _new_words_asked(old: str, new: str, asked: str) -> bool:
    """Whether what a cell's new text adds to its old words is written in the suggestion
    ("Aero 2" → "Aero Slim" for "We're renaming it Aero Slim")."""
    old_text, new_text = normal(old).lower(), normal(new).lower()
    matcher = SequenceMatcher(None, old_text, new_text, autojunk=False)
    added = [
        new_text[j1:j2].strip()
        for tag, _, _, j1, j2 in matcher.get_opcodes()
        if tag in ("replace", "insert") and new_text[j1:j2].strip()
    ]
    return bool(added) and all(piece in asked for piece in added)


def _other_figures(old: str, new: str) -> bool:
    """Whether a cell states other figures than the writer's ("22–48 dB" → "20–48 dB"), not
    a figure put in words ("1" → "Ground")."""
    mine, theirs = _FIGURE.findall(old), _FIGURE.findall(new)
    return bool(mine and theirs) and mine != theirs


def _line(new: str, cells: list[str]) -> str:
    start = new.index("|")
    end = new.rindex("|")
    return new[: start + 1] + "|".join(cells) + new[end:]


def tables_kept(
    before: str,
    after: str,
    suggestions: Sequence[str],
    *,
    rows_may_go: bool = False,
    cells: bool = True,
) -> tuple[str, list[WithheldChange]]:
    """The body `after` with each table paragraph's unasked cell changes given back (only its
    unasked row changes, when not `cells`: a proofread may touch any cell)."""
    if "|" not in before or before == after:
        return after, []
    old, new = split_paragraphs(before), split_paragraphs(after)
    if len(old.texts) != len(new.texts):
        return after, []
    withheld: list[WithheldChange] = []
    texts: list[str] = []
    for index, (o, n) in enumerate(zip(old.texts, new.texts, strict=True)):
        text, drift = keep_cells(o, n, suggestions, index, rows_may_go=rows_may_go, cells=cells)
        texts.append(text)
        withheld.extend(drift)
    if not withheld:
        return after, []
    return Paragraphs(texts, new.separators, new.lead, new.tail).join(), withheld
