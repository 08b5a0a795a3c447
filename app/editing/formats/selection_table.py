"""A selection's new text sent as a two-column table of the old and the new (fidelity_blind48:
"| Original | Revised |", "| 原文 | 修改后 |"): the table is dress, the revised cell is the
answer. Read only when the table has one row under its header, two cells a row, and either its
header names the columns old and new (Original / Revised, Before / After, 原文 / 修改后, 原句 /
改写) or its first cell is the writer's selection — so a selection that is itself a table, or
a table offering two versions side by side, is left to the other readers. Pure."""

from __future__ import annotations

import re

from app.editing.units import normal

_RULE = re.compile(r"^\|?\s*:?-{2,}:?\s*\|\s*:?-{2,}:?\s*\|?$")
_OLD = re.compile(
    r"^(?:the\s+)?(?:original(?:\s+(?:text|sentence|wording|line))?|before|old|current|was"
    r"|原文|原句|原来|原稿|修改前|改前|原始)$",
    re.IGNORECASE,
)
_NEW = re.compile(
    r"^(?:the\s+)?(?:revised|rewritten|rewrite|after|new|edited|suggested|improved|updated"
    r"|proposed|now|revision)(?:\s+(?:text|sentence|wording|line|version))?$"
    r"|^(?:修改后|改后|改写|改写后|修改|修订后|建议|润色后|新句|新文)$",
    re.IGNORECASE,
)


def from_table(reply: str, original: str) -> str | None:
    """The revised cell of a reply that answers the selection `original` as a table of its old
    and new text, or None when the reply is no such table."""
    if original.lstrip().startswith("|"):
        return None  # the selection is a table's text: a table back is its new rows
    lines = [line.strip() for line in reply.strip().split("\n")]
    rows = [i for i, line in enumerate(lines) if line.startswith("|")]
    if len(rows) != 3 or rows[2] - rows[0] != 2:
        return None
    header, rule, row = (lines[i] for i in rows)
    if not _RULE.match(rule):
        return None
    head, cells = _cells(header), _cells(row)
    if len(head) != 2 or len(cells) != 2 or not cells[1]:
        return None
    named = bool(_OLD.match(_bare(head[0])) and _NEW.match(_bare(head[1])))
    if not named and normal(_bare(cells[0])) != normal(original.strip()):
        return None
    return cells[1]


def _cells(line: str) -> list[str]:
    inner = line.strip()
    inner = inner[1:] if inner.startswith("|") else inner
    inner = inner[:-1] if inner.endswith("|") else inner
    return [cell.strip() for cell in re.split(r"(?<!\\)\|", inner)]


def _bare(cell: str) -> str:
    """A cell without the emphasis a header is often dressed in (**Original**)."""
    return cell.strip().strip("*_`").strip()
