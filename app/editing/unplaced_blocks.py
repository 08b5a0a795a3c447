"""Blocks answering a suggestion that names its part by words the judge could not place
(欢迎词的中文改得更热情一些, "make the welcome warmer"): whole-article in scope (scope.py's
`unplaced`), so every block would be saved. The blocks show which paragraphs the model read
as the asked part; of several, those holding a word of the suggestion's matter (欢迎) are it,
and one holding none (蓝色制服 → 白色制服 in the closing lines) is a change nobody asked for,
withheld and offered apart. Blocks that all hold the matter, or none, leave the scope as it
was. A block that puts in what the writer asked for by name (第三节课的茶换成滇红 → "滇红" in
the row; 费用改成150元 → "150") holds the matter too, whatever words its paragraph has (session
51: fidelity_blind50 blocks_two_exact_blocks, a table row and a list item for two asks)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from os.path import commonprefix

from app.domain.bounded_diff import SequenceMatcher
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
    matter = [
        i
        for i in changed
        if shares_matter(suggestions, originals[i])
        or brings_asked(suggestions, originals[i], revised[i])
    ]
    if len(changed) < 2 or not matter or len(matter) == len(changed):
        # every changed paragraph holds the matter: the one the model rewrote may be the part
        return placed_by_rewrite(scope, revised, originals, suggestions)
    return replace(scope, whole=False, title=False, paragraphs=frozenset(matter), unplaced=False)


# A run a new piece is widened to: a number, a Latin word.
_RUN = re.compile(r"\d+(?:[.,:]\d+)*|[A-Za-z][A-Za-z'-]*")


def brings_asked(suggestions: Sequence[str], old: str, new: str) -> bool:
    """Whether `new` puts in, where `old` had other text, a piece the suggestions name: a
    figure (widened to its whole number: 160 → 150 puts in "150"), a Latin word of three
    letters or more, or two Chinese characters or more. The pieces tried: what lies between
    the text the two share at either end, and each stretch a character diff puts in."""
    asked = "\n".join(suggestions)
    head = len(commonprefix([old, new]))
    tail = len(commonprefix([old[head:][::-1], new[head:][::-1]]))
    spans = [(head, len(new) - tail)]
    for tag, _, _, start, end in SequenceMatcher(None, old, new, autojunk=False).get_opcodes():
        if tag in ("replace", "insert"):
            spans.append((start, end))
    for start, end in spans:
        for run in _RUN.finditer(new):  # the number or word the new characters stand in
            if run.start() < end and run.end() > start:
                start, end = min(start, run.start()), max(end, run.end())
        piece = new[start:end].strip(" \t,，。.;；、|")
        wide = bool(re.search(r"[\u4e00-\u9fff]{2}", piece))
        if (wide or piece.isdigit() or len(piece) >= 3) and piece in asked:
            return True
    return False
