"""A paragraph named by what it says, answered alone: "The adult ticket price is wrong — it
should be £6.50", "Remove the sentence about the vending machine", "Change the flour to 120 g",
选 Google Calendar 那段更口语一点. The suggestion names no place the judge can read before the
reply (scope.py calls it `unplaced`), so it is whole-article in scope — and the one rewritten
paragraph that comes back would replace the article, or leave out every other paragraph.

Such a reply is the asked paragraph when it plainly stands for one paragraph of the article
(as like it as a rewrite is, and clearly more than like any other) and that paragraph holds a
word of the suggestion's own (ticket, vending, flour, 票价, 季卡) — or the suggestion names one
part by a topic the article words otherwise ("the paragraph about lost property" for "items
left behind", 讲失物的那段). "Make it more casual" or
"fix the typos" answered with one paragraph shares no such word with it: still refused, as
a whole-article ask answered in part."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from app.editing.align import MATCH, is_chatter, similarity
from app.editing.scope import Scope, words_of

# How much more like its paragraph the reply must read than like the next likeliest one.
_MARGIN = 0.15
# Words of asking, not of the article's matter: "make", "please", "paragraph", "about".
_ASKING = frozenset(
    re.findall(
        r"\S+",
        """make made more less much very please could would should change changed rewrite write
    paragraph paragraphs sentence sentences article text piece post whole part bit section line
    about with that this these those there their them they into from what which where when it's
    just also some little sound sounds read reads feel feels look looks seem better clearer
    fix fixed remove delete wrong right correct instead keep kept same again thanks thank""",
    )
)
# Characters of asking in Chinese (一点, 写得, 改一下, 那段, 把, 讲): a pair holding one is no
# word of the article's matter.
_ZH_ASKING = re.compile(r"[一点下些得地的了段句话把讲写改吧呢吗请麻烦帮这那个更再些里中将让]")
_WORD = re.compile(r"[^\W\d_]{4,}")
# One part named by its topic in words the article may not use: "the paragraph about lost
# property" (the paragraph says "items left behind"), 讲失物的那段, 关于停车的那一段.
_ONE_PART = re.compile(
    r"\b(?:the|that|this)\s+(?:paragraph|bit|part|passage|sentence)\s+(?:about|on|describing"
    r"|that\s+(?:talks|deals)\s+(?:about|with))\b"
    r"|(?:讲|说|写|关于|有关|介绍)[^，。！？,.!?\n]{1,12}的那一?(?:段|句)",
    re.IGNORECASE,
)


def lone_target(
    scope: Scope, units: Sequence[str], originals: Sequence[str], suggestions: Sequence[str]
) -> Scope | None:
    """The scope narrowed to the one paragraph a lone reply stands for, or None."""
    if not scope.unplaced or len(originals) < 3:
        return None
    texts = [unit for unit in units if unit.strip() and not is_chatter(unit)]
    if len(texts) != 1:
        return None
    scores = [similarity(texts[0], original) for original in originals]
    best = max(range(len(originals)), key=scores.__getitem__)
    runner = max((s for i, s in enumerate(scores) if i != best), default=0.0)
    if scores[best] < MATCH or scores[best] - runner < _MARGIN:
        return None
    one_part = any(_ONE_PART.search(s) for s in suggestions)
    if not one_part and not _shares_matter(suggestions, originals[best]):
        return None
    return replace(scope, whole=False, title=False, paragraphs=frozenset({best}), unplaced=False)


def _shares_matter(suggestions: Sequence[str], paragraph: str) -> bool:
    """Whether the paragraph holds a word of the suggestions' matter (a word's first five
    letters: "ticket" in "tickets"; a CJK pair with no character of asking)."""
    held = words_of(paragraph)
    stems = {w[:5] for w in held if _WORD.fullmatch(w)}
    pairs = {w for w in held if not _WORD.fullmatch(w)}
    for word in words_of("\n".join(suggestions)):
        if _WORD.fullmatch(word):
            if word not in _ASKING and word[:5] in stems:
                return True
        elif not word.isdigit() and not _ZH_ASKING.search(word) and word in pairs:
            return True
    return False
