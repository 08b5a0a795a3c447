"""Where a suggestion points by what it says rather than by number: "the next meeting moved to
the 16th — update that bullet", "Willow Lane 的营业时间改了，改一下那条".

The writer states a fact and points at "that bullet"; the paragraph meant is the one that
holds the words of the statement. Read only when the suggestion points like that, and only
when one paragraph clearly holds more of those words than any other.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

# "update that bullet", "fix this line", "correct the entry", 改一下那条 / 更新这一项.
_POINTING = re.compile(
    r"\b(?:update|fix|change|correct|edit|adjust|amend|revise)\s+(?:that|this)\s+"
    r"(?:bullet|line|item|entry|sentence|bit|part|detail|date|row|point|one)\b"
    r"|(?:改|更新|修改|修正|调整)(?:一下)?(?:那|这)(?:一)?(?:条|行|项|句|处|点)",
    re.IGNORECASE,
)
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]{2,}|\d+|[\u4e00-\u9fff]{2,}")
_COMMON = frozenset(
    [
        "the",
        "and",
        "that",
        "this",
        "for",
        "with",
        "from",
        "into",
        "now",
        "has",
        "have",
        "had",
        "was",
        "were",
        "will",
        "its",
        "their",
        "our",
        "your",
        "update",
        "fix",
        "change",
        "correct",
        "edit",
        "adjust",
        "amend",
        "revise",
        "bullet",
        "line",
        "item",
        "entry",
        "sentence",
        "part",
        "detail",
        "date",
        "row",
        "point",
        "one",
        "moved",
        "changed",
        "instead",
        "should",
        "please",
        "also",
    ]
)


def pointed_paragraphs(suggestion: str, paragraphs: Sequence[str]) -> set[int]:
    """The paragraph a suggestion points at with "that bullet" after stating what it holds;
    none when it does not point so, or no paragraph clearly holds the stated words."""
    if not _POINTING.search(suggestion):
        return set()
    said = _POINTING.sub(" ", suggestion)
    words = {w for w in _words(said) if w not in _COMMON}
    lowered = [p.lower() for p in paragraphs]
    present = [w for w in words if any(_holds(p, w) for p in lowered)]
    if len(present) < 2:
        return set()
    hits = [sum(1 for w in present if _holds(p, w)) for p in lowered]
    best = max(hits)
    if hits.count(best) > 1 or best < 2 or best < 0.6 * len(present):
        return set()
    return {hits.index(best)}


def _words(text: str) -> list[str]:
    """Latin words and numbers, lower-cased, and each run of CJK characters as its pairs."""
    found: list[str] = []
    for word in _WORD.findall(text):
        if re.match(r"[\u4e00-\u9fff]", word):
            found.extend(word[i : i + 2] for i in range(len(word) - 1))
        else:
            found.append(word.lower())
    return found


def _holds(paragraph: str, word: str) -> bool:
    if re.match(r"[\u4e00-\u9fff]", word):
        return word in paragraph
    return re.search(rf"(?<![\w]){re.escape(word)}(?![\w])", paragraph) is not None
