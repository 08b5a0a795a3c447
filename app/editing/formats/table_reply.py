"""A model that answers in a markdown table ("| Paragraph 2 | before | after |") when the article
has none: the table is the model's way of showing its edit, never text for the article. Each
row is matched to the paragraph it rewrites — by a cell holding that paragraph's old text, or by
a cell that only numbers it ("2", "第二段", "Paragraph 2") — and the row's last cell is taken
as the paragraph's new text. A table whose rows cannot all be placed is refused: saved as it
stands it would put pipes and dashes in the article.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.align import similarity
from app.editing.elided import Refused
from app.editing.formats.changes_table import TABLE_REPLY, changes_article, without_postscript_leads
from app.editing.mentions import zh_number
from app.editing.not_articles import NEW_SIDE, OLD_SIDE
from app.editing.table_text import RULE, is_table, row_cells
from app.editing.units import same_text

_ROW_START = re.compile(r"^[ \t]*\|")
# A cell that only names a paragraph by its number: "2", "P2", "¶2", "Paragraph 2", "第二段".
_NUMBER_CELL = re.compile(
    r"^(?:\*\*|__)?\s*(?:(?:paragraph|para|p|¶)\s*(?P<n>\d{1,3})|(?P<m>\d{1,3})"
    r"|第\s*(?P<z>[一二三四五六七八九十百两\d]{1,4})\s*(?:段|段落|自然段))\s*(?:\*\*|__)?$",
    re.IGNORECASE,
)
# The writer asked for a table: the reply's table is text for the article.
_ASKS_TABLE = re.compile(r"\btables?\b|表格|列表|\bcolumns?\b|分栏|\|", re.I)


def table_article(
    text: str, title: str, body_paragraphs: Sequence[str], asked: Sequence[str] = ()
) -> str | None:
    """What to read of a reply holding a markdown table when the article has none and the
    writer asked for none: the reply without the table when the article's text is there
    beside it (the table sums up the changes); else the article the table's rows describe
    (the title line, a blank line, the paragraphs with each row's paragraph rewritten). None
    when there is no such table. Raises Refused for a table whose rows cannot be placed."""
    if any(_ASKS_TABLE.search(s) for s in asked):
        return None
    if any(is_table(p) or _ROW_START.match(p) for p in body_paragraphs):
        # The article's own tables: only a table about the edit, by its header, is the model's.
        return changes_article(text, title, body_paragraphs, refuse=True)
    blocks, rest = _table_blocks(text)
    if not blocks:
        return None
    article = "\n\n".join(body_paragraphs)
    if len(rest.strip()) >= 0.5 * len(article):
        return without_postscript_leads(rest, article)
    # Rows by the old text they quote (a sentence, or a paragraph) before rows by a number —
    # unless a paragraph is given beside the table: then the table sums it up (see below).
    spans = (
        None
        if _gives_a_paragraph(rest, body_paragraphs)
        else changes_article(text, title, body_paragraphs)
    )
    if spans is not None:
        return spans
    try:
        return _rows_placed(blocks, title, body_paragraphs)
    except Refused:
        # A paragraph given beside a table of what changed in it ("Before | After"): the
        # paragraph is the answer, the table the model's note on it.
        if _gives_a_paragraph(rest, body_paragraphs):
            return rest
        raise


def _gives_a_paragraph(rest: str, body_paragraphs: Sequence[str]) -> bool:
    """Whether the reply beside its table holds a rewrite of one of the article's paragraphs."""
    parts = [part for part in re.split(r"\n\s*\n", rest) if len(part.strip()) >= 12]
    return any(similarity(part, p) >= 0.5 for part in parts for p in body_paragraphs)


def _rows_placed(
    blocks: list[tuple[list[str], list[list[str]]]], title: str, body_paragraphs: Sequence[str]
) -> str:
    """The article the table's rows describe; Refused when they cannot all be placed."""
    if len(blocks) > 1:
        raise Refused(TABLE_REPLY)
    header, rows = blocks[0]
    # Header cells over the old and the new text ("Before" / "After", 原文 / 修改后): the words
    # a conflict's labels use (app/editing/not_articles.py).
    old_column = next((i for i, cell in enumerate(header) if OLD_SIDE.search(cell)), None)
    new_column = next(
        (i for i, cell in enumerate(header) if i != old_column and NEW_SIDE.search(cell)),
        len(header) - 1,
    )
    rewritten = list(body_paragraphs)
    placed: set[int] = set()
    for cells in rows:
        if new_column >= len(cells):
            raise Refused(TABLE_REPLY)
        others = [c for i, c in enumerate(cells) if i != new_column]
        index = _paragraph_of(
            others, cells[old_column] if old_column is not None else None, body_paragraphs
        )
        new = _cell_text(cells[new_column])
        if index is None or index in placed or not new:
            raise Refused(TABLE_REPLY)
        placed.add(index)
        rewritten[index] = new
    return "\n\n".join([title, *rewritten])


def _cell_text(cell: str) -> str:
    """A cell's text as a paragraph: its line breaks (<br>) back, its escaped pipes plain."""
    return re.sub(r"<br\s*/?>", "\n", cell, flags=re.I).replace("\\|", "|").strip()


def _table_blocks(text: str) -> tuple[list[tuple[list[str], list[list[str]]]], str]:
    """Each markdown table of the reply (its header cells and its rows' cells), and the reply
    without them."""
    found: list[tuple[list[str], list[list[str]]]] = []
    lines = text.split("\n")
    rest: list[str] = []
    index = 0
    while index < len(lines):
        line = lines[index]
        if _ROW_START.match(line) and index + 1 < len(lines) and RULE.match(lines[index + 1]):
            end = index + 2
            while end < len(lines) and _ROW_START.match(lines[end]):
                end += 1
            header = [c.strip() for c in _cells(line)]
            rows = [[c.strip() for c in _cells(row)] for row in lines[index + 2 : end]]
            found.append((header, [r for r in rows if any(r)]))
            index = end
        else:
            rest.append(line)
            index += 1
    return found, "\n".join(rest)


def _cells(line: str) -> list[str]:
    """A row's cells, whether or not the model closed the row with a bar."""
    line = line.rstrip()
    return row_cells(line if line.endswith("|") else line + "|")


def _paragraph_of(
    cells: Sequence[str], old: str | None, body_paragraphs: Sequence[str]
) -> int | None:
    """The paragraph a row rewrites: the one whose text a cell other than the new text holds
    (`old`, the cell under "Before", first), else the one a cell numbers."""
    before = [old, *cells] if old is not None else list(cells)
    for cell in before:
        for index, paragraph in enumerate(body_paragraphs):
            if same_text(cell, paragraph) or (len(cell) > 12 and similarity(cell, paragraph) > 0.9):
                return index
    for cell in before:
        match = _NUMBER_CELL.match(cell)
        if match is None:
            continue
        digits = match["n"] or match["m"]
        number = int(digits) if digits else _zh(match["z"])
        if number is not None and 1 <= number <= len(body_paragraphs):
            return number - 1
    return None


def _zh(text: str) -> int | None:
    return int(text) if text.isdigit() else zh_number(text)
