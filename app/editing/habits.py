"""The writer's typographic habits kept inside a paragraph the edit rewrote (outside46a F17):
the model's rewrite of a sentence also curled the writer's straight quotes (or straightened
curly ones, or wrote “” for the writer's 「」), ran two spaces after a full stop into one,
swapped the writer's 🎉 for 🥳, or put a "- " before a prose paragraph. In paragraphs the edit did
not otherwise change the same drift is already put back (`drift.py`, `emoji_kept.py`); here the
changed paragraph's new words are written in the writer's form — unless the suggestion asks
about that form (quotes, punctuation, spacing, emoji, bullets or lists), recasts the text or
translates it. Pure: text in, text out.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from app.domain.bounded_diff import SequenceMatcher
from app.domain.text import shared_ends
from app.editing.emoji_kept import EMOJI
from app.editing.units import Paragraphs, split_paragraphs

# What a suggestion says when it is about quotes, spacing or punctuation.
_ABOUT_QUOTES = re.compile(
    r"\b(?:quot\w*|apostroph\w*|punctuat\w*|typograph\w*|spac\w*|curly|straight|smart)\b"
    r"|引号|引號|标点|標點|空格|全角|半角|直角|弯引号|「|“",
    re.IGNORECASE,
)
_ABOUT_EMOJI = re.compile(
    r"emoji|emoticon|smiley|\bicons?\b|表情|图标|颜文字"
    r"|[\U0001f000-\U0001faff\u2600-\u27bf\u2b50\u2b55\u2300-\u23ff]",
    re.IGNORECASE,
)
_ABOUT_LISTS = re.compile(
    r"\b(?:bullet\w*|\w*lists?|listed|itemi[sz]\w*|points?|dash\w*|format\w*|markdown|markup|to-?dos?|tick\w*"
    r"|layout|outline)\b|列表|清单|要点|分点|条目|符号|格式|排版|短横",
    re.IGNORECASE,
)

_CJK = re.compile(r"[\u4e00-\u9fff]")
_CODE = re.compile(r"`|^\s*(?:```|~~~)", re.MULTILINE)


def habits_kept(before: str, after: str, suggestions: Sequence[str]) -> str:
    """`after` with each paragraph it rewrote written in the writer's typographic habits
    (quote marks, spacing after a full stop, emoji, no list mark on prose)."""
    if before == after:
        return after
    asked = "\n".join(suggestions)
    old = split_paragraphs(before)
    new = split_paragraphs(after)
    quotes = None if _ABOUT_QUOTES.search(asked) else _quote_habit(before)
    emoji = not _ABOUT_EMOJI.search(asked)
    bullets = not _ABOUT_LISTS.search(asked)
    spacing = not _ABOUT_QUOTES.search(asked)
    changed = False
    texts = list(new.texts)
    for i, j in _pairs(old.texts, new.texts):
        mine, theirs = old.texts[i], texts[j]
        if mine == theirs or _CODE.search(mine) or _CODE.search(theirs):
            continue
        kept = theirs
        if quotes is not None:
            kept = quotes_kept(kept, quotes)
        if spacing:
            kept = double_spaces_kept(mine, kept)
        if emoji:
            kept = emoji_swaps_kept(mine, kept)
        if bullets:
            kept = prose_unbulleted(mine, kept)
        if kept != theirs:
            texts[j] = kept
            changed = True
    if not changed:
        return after
    return Paragraphs(texts, new.separators, new.lead, new.tail).join()


def _pairs(old: Sequence[str], new: Sequence[str]) -> list[tuple[int, int]]:
    """Which paragraph of the reply stands for which of the writer's: by place when the
    counts agree, else the runs a diff of the paragraphs pairs one for one."""
    if len(old) == len(new):
        return list(zip(range(len(old)), range(len(new)), strict=True))
    # The shared head and tail pair by place (unchanged there: nothing to keep); only the
    # middle is diffed — a diff of thousands of like paragraphs took minutes (test_growth_*).
    head, tail = shared_ends(old, new)
    middle_old, middle_new = old[head : len(old) - tail], new[head : len(new) - tail]
    if len(middle_old) * len(middle_new) > _MOST_PAIRED:
        return []  # too long a stretch rewritten to pair: the model's form stands there
    pairs: list[tuple[int, int]] = []
    matcher = SequenceMatcher(a=list(middle_old), b=list(middle_new), autojunk=False)
    for op, a1, a2, b1, b2 in matcher.get_opcodes():
        if op in ("equal", "replace") and a2 - a1 == b2 - b1:
            pairs.extend(zip(range(head + a1, head + a2), range(head + b1, head + b2), strict=True))
    return pairs


_MOST_PAIRED = 4_000_000  # paragraphs × paragraphs of the rewritten stretch


# ---- quote marks -----------------------------------------------------------------------


def _quote_habit(article: str) -> dict[str, str] | None:
    """The writer's quote style, when the whole article keeps to one: "straight" or "curly"
    for double quotes, and "corner" (「」) or "curly" (“”) for Chinese quotations. Apostrophes
    are left as the model typed them (a curled "let’s" in a rewritten sentence is accepted)."""
    habit: dict[str, str] = {}
    straight, curly = article.count('"'), sum(article.count(c) for c in "“”")
    corner = sum(article.count(c) for c in "「」")
    if _CJK.search(article) and corner and not curly and not straight:
        habit["zh"] = "corner"
    elif _CJK.search(article) and curly and not corner:
        habit["zh"] = "curly"
    elif straight and not curly:
        habit["double"] = "straight"
    elif curly and not straight and not _CJK.search(article):
        habit["double"] = "curly"
    return habit or None


def quotes_kept(text: str, habit: dict[str, str]) -> str:
    """`text` with its quote marks written in the writer's habit."""
    zh = habit.get("zh")
    if zh == "corner" and _CJK.search(text):
        text = text.replace("“", "「").replace("”", "」")
    elif zh == "curly" and _CJK.search(text):
        text = text.replace("「", "“").replace("」", "”")
    double = habit.get("double")
    if double == "straight":
        text = text.replace("“", '"').replace("”", '"')
    elif double == "curly" and '"' in text and text.count('"') % 2 == 0:
        text = _curled(text, '"', "“", "”")
    return text


def _curled(text: str, mark: str, opening: str, closing: str) -> str:
    """Straight marks made curly: an opening one at the start or after a space or bracket,
    a closing one (and an apostrophe) everywhere else."""
    out: list[str] = []
    for index, char in enumerate(text):
        if char != mark:
            out.append(char)
            continue
        before = text[index - 1] if index else " "
        out.append(opening if before.isspace() or before in "([{—–-" else closing)
    return "".join(out)


# ---- two spaces after a full stop --------------------------------------------------------

_DOUBLE_GAP = re.compile(r"[.!?][\"'”’)]?  (?=\S)")
_SINGLE_GAP = re.compile(r"[.!?][\"'”’)]? (?=[\"'“‘(]?[A-Z0-9])")
_GAP = re.compile(r"(?<=[.!?])([\"'”’)]?) (?=[\"'“‘(]?[A-Z0-9])")
# A full stop that ends an abbreviation, not a sentence: "Mr. Lee", "e.g. This".
_ABBREVIATION = re.compile(
    r"(?:\b(?:Mr|Mrs|Ms|Dr|St|Prof|Sr|Jr|vs|etc|approx|No|Nos|e\.g|i\.e|a\.m|p\.m)|\b[A-Za-z])"
    r"\.$"
)


def double_spaces_kept(before: str, after: str) -> str:
    """`after` with two spaces between its sentences when the writer's paragraph puts two
    between every pair of its sentences — a habit: two pairs at least (one double space may
    be a slip a rewrite rightly tidies)."""
    if len(_DOUBLE_GAP.findall(before)) < 2 or _SINGLE_GAP.search(before):
        return after

    def spaced(match: re.Match[str]) -> str:
        head = after[max(0, match.start() - 8) : match.start()]
        if _ABBREVIATION.search(head):
            return match[0]
        return match[1] + "  "

    return _GAP.sub(spaced, after)


# ---- emoji ---------------------------------------------------------------------------------


def emoji_swaps_kept(before: str, after: str) -> str:
    """`after` with each emoji the model put in place of one of the writer's (🎉 → 🥳) given
    back the writer's: as many of the writer's emoji gone as new ones came, in order. Emoji
    only added or only taken away are the edit's (emoji_kept.py reads those)."""
    mine = [m[0] for m in EMOJI.finditer(before)]
    theirs = [m[0] for m in EMOJI.finditer(after)]
    gone = list((Counter(mine) - Counter(theirs)).elements())
    came = Counter(theirs) - Counter(mine)
    if not gone or sum(came.values()) != len(gone):
        return after
    gone = [e for e in mine if e in gone]  # in the writer's order
    out: list[str] = []
    cursor = 0
    for match in EMOJI.finditer(after):
        if came[match[0]] > 0 and gone:
            came[match[0]] -= 1
            out.append(after[cursor : match.start()])
            out.append(gone.pop(0))
            cursor = match.end()
    out.append(after[cursor:])
    return "".join(out)


# ---- a list mark put before prose ---------------------------------------------------------

# (A number is no such mark: "1. Bank Top." for "Stop 1 — Bank Top." may be the edit asked.)
_MARK = re.compile(r"^[ \t]*[-*+•·][ \t]+(?=\S)")


def prose_unbulleted(before: str, after: str) -> str:
    """`after` without the list marks the model put before the lines of a prose paragraph:
    the writer's paragraph has no line that is a list item, and each of the reply's lines
    is one — the writer's lines, as many as there were."""
    old = [line for line in before.split("\n") if line.strip()]
    new = after.split("\n")
    filled = [line for line in new if line.strip()]
    if any(_MARK.match(line) for line in old) or before.lstrip().startswith("#"):
        return after
    if len(filled) != len(old) or not all(_MARK.match(line) for line in filled):
        return after
    return "\n".join(_MARK.sub("", line, count=1) for line in new)
