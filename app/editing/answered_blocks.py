"""A reply made only of the article's lists and tables, each given back alone ("Numbered
list:" over the supplies list, "Updated list:" … "Updated table:" for two asks): the lists and
tables the suggestion names ("the supplies list", 材料清单, 照料表) are the asked paragraphs,
though the suggestion named them in words the judge could not place (an article with two lists
names neither by "the list" alone) — each block of the reply is the one list or table of the
article it plainly stands for (as like it as a rewrite is, and clearly more than like any
other block of that kind).

Without this the reply reads as a whole-article edit answered in part (refused), or as one
named table with an unasked change to the list beside it (the list withheld)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from app.editing.align import MATCH, similarity
from app.editing.scope import Scope

_ITEM = re.compile(r"^[ \t]*(?:[-*+•]|\d{1,3}[.)、])[ \t]+\S")
_ROW = re.compile(r"^[ \t]*\|")
_NAMES = {
    "list": re.compile(
        r"\b(?:list|checklist|bullets?|bullet points|steps)\b|清单|列表|单子|步骤", re.I
    ),
    "table": re.compile(
        r"\btables?\b|表格|[这那]张表|(?<=[\u4e00-\u9fff])表(?=里|中|内|上|的|末|加)", re.I
    ),
}
# How much more like its block the reply's block must read than like the next likeliest one.
_MARGIN = 0.15


def block_kind(text: str) -> str | None:
    """ "list" when every line of `text` is a list item, "table" when every line is a table
    row (two lines at least), else None."""
    lines = [line for line in text.strip().split("\n") if line.strip()]
    if len(lines) < 2:
        return None
    if all(_ITEM.match(line) for line in lines):
        return "list"
    if all(_ROW.match(line) for line in lines):
        return "table"
    return None


def answered_blocks(
    scope: Scope, units: Sequence[str], originals: Sequence[str], suggestions: Sequence[str]
) -> Scope | None:
    """The scope widened (or, for a whole-article reading, narrowed) to the article's lists and
    tables a reply of blocks alone stands for, when the suggestion names each one's kind;
    None when the reply holds anything else, or a block stands for no one block."""
    if scope.translate or len(originals) < 3:
        return None
    asked = "\n".join(suggestions)
    texts = [unit for unit in units if unit.strip()]
    if not texts:
        return None
    found: set[int] = set()
    for text in texts:
        kind = block_kind(text)
        if kind is None or not _NAMES[kind].search(asked):
            return None
        same = [i for i, o in enumerate(originals) if block_kind(o) == kind]
        scores = {i: similarity(text, originals[i]) for i in same}
        if not scores:
            return None
        best = max(scores, key=scores.__getitem__)
        runner = max((s for i, s in scores.items() if i != best), default=0.0)
        if scores[best] < MATCH or scores[best] - runner < _MARGIN or best in found:
            return None
        found.add(best)
    placed = not (scope.whole or scope.unplaced)
    if placed and (found <= scope.paragraphs or not found & scope.paragraphs):
        return None  # nothing to add, or another list than the one named: the wrong paragraph
    paragraphs = scope.paragraphs | found if placed else found
    # each block given back alone moves none: "number the list" reshapes it in its place
    return replace(
        scope,
        whole=False,
        title=False,
        unplaced=False,
        reshape=False,
        moves=False,
        reorders=False,
        paragraphs=frozenset(paragraphs),
    )
