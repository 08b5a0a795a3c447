"""Blocks answering a suggestion that names its part by words the judge could not place
(欢迎词的中文改得更热情一些, "make the welcome warmer"): whole-article in scope (scope.py's
`unplaced`), so every block would be saved. The blocks show which paragraphs the model read
as the asked part; of several, those holding a word of the suggestion's matter (欢迎) are it,
and one holding none (蓝色制服 → 白色制服 in the closing lines) is a change nobody asked for,
withheld and offered apart. Blocks that all hold the matter, or none, leave the scope as it
was."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from app.editing.lone_target import shares_matter
from app.editing.one_part import placed_by_rewrite
from app.editing.reply_places import read_by_reply
from app.editing.scope import Scope


def placed_by_blocks(
    scope: Scope, originals: Sequence[str], revised: Sequence[str], suggestions: Sequence[str]
) -> Scope | None:
    """The scope narrowed to the changed paragraphs that hold the suggestion's matter, or None."""
    if len(originals) != len(revised):
        return None
    if not scope.unplaced:  # a greeting or a phrasal verb the blocks read another way
        return read_by_reply(scope, revised, originals, suggestions)
    changed = [i for i, (old, new) in enumerate(zip(originals, revised, strict=True)) if old != new]
    matter = [i for i in changed if shares_matter(suggestions, originals[i])]
    if len(changed) < 2 or not matter or len(matter) == len(changed):
        # every changed paragraph holds the matter: the one the model rewrote may be the part
        return placed_by_rewrite(scope, revised, originals, suggestions)
    return replace(scope, whole=False, title=False, paragraphs=frozenset(matter), unplaced=False)
