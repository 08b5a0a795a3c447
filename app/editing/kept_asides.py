"""What a whole-article ask says to keep is no place to edit: "Make the whole piece warmer,
but keep every fact and the references", "整篇写得亲切些，但事实和参考文献都要保留". Read as
naming the references, the ask became an edit of that section alone, and the warmer rewrite of
the rest was refused as "rewrote paragraphs 2, 3, 5, 7 instead of paragraph 8" (fidelity_blind52
millfire-en-19). The clause is read out before the places are named; what it keeps is still
held to the writer's text by the checks on facts, quotes and references.
"""

from __future__ import annotations

import re

# ", but keep every fact and the references", "— keeping the quotes", "; retain all dates"
_EN_KEEP = re.compile(
    r"(?:[,;—–]\s*|\s+)(?:but\s+|and\s+|while\s+)?(?:please\s+)?(?:make\s+sure\s+(?:you\s+)?)?"
    r"(?:keep|keeping|preserve|preserving|retain|retaining)\s+(?:every|all|each|the|any)\b"
    r"[^.;!?\n]*",
    re.IGNORECASE,
)
# "，但事实和参考文献都要保留", "，保留所有数据", "，参考文献不要动"
_ZH_KEEP = re.compile(
    r"[，,；;]\s*(?:但|但是|不过)?(?:请)?(?:保留|留着)[^，,。；;！？\n]*"
    r"|[，,；;]\s*(?:但|但是|不过)?[^，,。；;！？\n]{1,16}?(?:都|也)?(?:要|得|需要)?(?:保留|留着|不要动|别动)"
    r"(?=[，,。；;！？\n]|$)"
)


def without_kept(suggestion: str) -> str:
    """The suggestion without its clauses saying what to keep."""
    return _ZH_KEEP.sub(" ", _EN_KEEP.sub(" ", suggestion))
