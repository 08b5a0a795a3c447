"""A paragraph named by words of its own in brackets beside another pointer: 疏散要求下面那段
（演练期间……）, 做月饼报名那段（9月12日……）, "the booking paragraph (Bookings close…)". The
writer quotes the paragraph to say which one they mean, so the words in brackets — found in one
paragraph only — decide it, over a heading it sits under or a topic several share. Pure."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.units import normal

# Words in brackets that end on an ellipsis (……, …, ...): a paragraph's own words, cut short.
_BRACKETED = re.compile(r"[（(]\s*([^（）()\n]{2,60}?)\s*(?:……|…|\.\.\.)\s*[）)]")
_MARKUP = re.compile(r"[*_`>#]")


def bracketed_paragraph(pointer: str, texts: Sequence[str]) -> set[int] | None:
    """The one paragraph that holds the words the suggestion quotes in brackets, or None."""
    found: set[int] = set()
    for match in _BRACKETED.finditer(pointer):
        words = normal(_MARKUP.sub("", match[1])).rstrip("，,、;；:：")
        if len(words) < 2:
            continue
        holding = {i for i, text in enumerate(texts) if words in normal(_MARKUP.sub("", text))}
        if len(holding) != 1:
            return None
        found |= holding
    return found or None
