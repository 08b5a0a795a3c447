"""A suggestion asked of every paragraph but some ("fix the typos everywhere except the last
paragraph", "everything but the sign-off: …", 除了最后一段，其他段的错别字都改一下, 除了落款…):
the paragraphs named after "except" are outside what may change, not its target."""

from __future__ import annotations

import re

from app.editing.places import named_paragraphs
from app.editing.units import Paragraphs

# "except (for) …", "but the …", "other than …", "apart from …", 除了…(以外/之外), up to the end
# of the clause; "but" only before the place it leaves out ("Shorten it but keep…" is no such).
_EXCEPT = re.compile(
    r"\s*\b(?:except(?:\s+for)?|other\s+than|apart\s+from|save\s+for|excluding"
    r"|but(?=\s+(?:the|paragraphs?|paras?)\b))\s+(?P<en>[^,.;:!?\n]+)"
    r"|除了?(?P<zh>[^，,。；;：:！？\n]+?)(?:以外|之外)?(?=[，,。；;：:]|其他|其余|别的|都)",
    re.IGNORECASE,
)


def excepted(suggestion: str, paragraphs: Paragraphs) -> tuple[str, frozenset[int]]:
    """The suggestion without its "except …" words, and the paragraphs those words name (0-based);
    the suggestion as it is and none when they name no paragraph ("except the dates")."""
    texts = paragraphs.texts
    left_out: set[int] = set()
    kept = suggestion
    for match in _EXCEPT.finditer(suggestion):
        named = named_paragraphs(match["en"] or match["zh"], len(texts), texts)
        if named:
            left_out |= named
            kept = kept.replace(match[0], " ", 1)
    return (kept, frozenset(left_out)) if left_out else (suggestion, frozenset())
