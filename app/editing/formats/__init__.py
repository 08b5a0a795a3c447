"""The edit formats, looked up by name: each module holds what the model is told (its
instructions and reminder) beside the code that reads its answer, so they never drift apart.

- `full` — the whole revised article (app/editing/formats/full.py)
- `blocks` — search/replace blocks (app/editing/formats/blocks.py)
- `selection` — the new text of a selected span (app/editing/formats/selection.py)
"""

from __future__ import annotations

from types import ModuleType
from typing import Literal, get_args

from app.editing.formats import blocks, full, selection

# The formats a writer can choose for whole-article edits (REDLINE_EDIT_FORMAT).
ArticleFormat = Literal["full", "blocks"]
FormatName = Literal["full", "blocks", "selection"]
ARTICLE_FORMATS: tuple[str, ...] = get_args(ArticleFormat)

_BY_NAME: dict[str, ModuleType] = {m.NAME: m for m in (full, blocks, selection)}


def edit_format(name: FormatName) -> ModuleType:
    """The module of the named format (its INSTRUCTIONS, REMINDER and reader)."""
    return _BY_NAME[name]


__all__ = ["ARTICLE_FORMATS", "ArticleFormat", "FormatName", "edit_format"]
