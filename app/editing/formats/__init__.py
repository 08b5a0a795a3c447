"""The edit formats, looked up by name: each module holds what the model is told (its
instructions and reminder) beside the code that reads its answer, so they never drift apart.

- `full` — the whole revised article (app/editing/formats/full.py)
- `blocks` — search/replace blocks (app/editing/formats/blocks.py)
- `selection` — the new text of a selected span (app/editing/formats/selection.py)
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Literal, get_args

# The formats a writer can choose for whole-article edits (REDLINE_EDIT_FORMAT).
ArticleFormat = Literal["full", "blocks"]
FormatName = Literal["full", "blocks", "selection"]
ARTICLE_FORMATS: tuple[str, ...] = get_args(ArticleFormat)
_NAMES: tuple[str, ...] = get_args(FormatName)


def edit_format(name: FormatName) -> ModuleType:
    """The module of the named format (its INSTRUCTIONS, REMINDER and reader). Imported when
    first asked for, not with this package: app/settings.py names the formats, and every
    process reads its settings (the style learner, `python -m app check`) without a reader."""
    if name not in _NAMES:
        raise KeyError(name)
    return importlib.import_module(f"{__name__}.{name}")


__all__ = ["ARTICLE_FORMATS", "ArticleFormat", "FormatName", "edit_format"]
