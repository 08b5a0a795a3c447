"""A suggestion that names one paragraph by words the judge could not place ("make the
paragraph with the route figures plainer", 把讲自提的那段写亲切些) is whole-article in scope
(scope.py's `unplaced`), so every change of a whole reply would be saved: the paragraph it
rewrote, and the commas, figures' forms and title it touched up elsewhere. The reply shows which
paragraph the model read as the asked one: when it rewrote one paragraph that holds a word of
the suggestion's matter and only touched up the rest, that paragraph is the part, and the
touch-ups (and a new title) are changes nobody asked for — withheld and offered apart. A reply
that rewrote two paragraphs, or none, leaves the scope as it was. Since session 51 (fid50judge:
blind50 tiyuguan-zh-16) words the suggestion quotes to add, placed nowhere, place it too: the
one paragraph that newly writes them is the part."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from app.editing.align import similarity
from app.editing.lone_target import shares_matter
from app.editing.quoted_inserts import insertions
from app.editing.reply_places import read_by_reply
from app.editing.scope import Scope
from app.editing.units import normal

# One part, named in the singular: "the paragraph with …", "this bit", "the sentence
# introducing the example", 那段, 这一段, 那句.
_ONE_PART = re.compile(
    r"\b(?:the|that|this)\s+(?:[\w'-]+\s+){0,3}?(?:paragraph|passage|bit|part|sentence)\b(?!s)"
    r"|[那这]一?[段句](?!落)",
    re.IGNORECASE,
)
# Words that ask for more than one part, or for the whole: "paragraphs", "every", 各段, 全文.
_MANY_PARTS = re.compile(
    r"\b(?:paragraphs|passages|parts|sections|every|everywhere|each|all|whole|throughout)\b"
    r"|各段|每段|几段|全文|整篇|通篇|所有|全部",
    re.IGNORECASE,
)
# A paragraph this like its original was touched up (a comma, a figure's form), not rewritten.
_TOUCHED_UP = 0.9


def placed_by_rewrite(
    scope: Scope, revised: Sequence[str], originals: Sequence[str], suggestions: Sequence[str]
) -> Scope | None:
    """The scope narrowed to the one paragraph the reply rewrote, or None."""
    if not scope.unplaced:
        return read_by_reply(scope, revised, originals, suggestions)
    if len(revised) != len(originals):
        return None
    if (gained := _gained_quoted(suggestions, revised, originals)) is not None:
        return replace(
            scope, whole=False, title=False, paragraphs=frozenset({gained}), unplaced=False
        )
    asked = "\n".join(suggestions)
    if not _ONE_PART.search(asked) or _MANY_PARTS.search(asked):
        return None
    rewritten = [
        i
        for i, (old, new) in enumerate(zip(originals, revised, strict=True))
        if old != new and similarity(old, new) < _TOUCHED_UP
    ]
    if len(rewritten) != 1 or not shares_matter(suggestions, originals[rewritten[0]]):
        return None
    return replace(scope, whole=False, title=False, paragraphs=frozenset(rewritten), unplaced=False)


def _gained_quoted(
    suggestions: Sequence[str], revised: Sequence[str], originals: Sequence[str]
) -> int | None:
    """The one paragraph that newly writes words the suggestion quotes to add, when it names no
    place for them (联系人后面注明“（前台）”, "After the contact's name, add '(front desk)'"):
    that paragraph is where the model put the asked words, and a change elsewhere (a table's
    fee, 60元 → 80元) is one nobody asked for — withheld, not the whole reply refused. Words
    quoted as a pattern to follow (把所有日期都写成“2026年11月28日”这种格式) are no addition."""
    added = [normal(words) for words in insertions("\n".join(suggestions))]
    holding = [
        i
        for i, (old, new) in enumerate(zip(originals, revised, strict=True))
        if old != new
        and any(len(q) >= 2 and q in normal(new) and q not in normal(old) for q in added)
    ]
    return holding[0] if len(holding) == 1 else None
