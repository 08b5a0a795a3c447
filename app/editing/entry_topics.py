"""An entry of a log or diary named by what it tells: 写鸟窝的那篇, 讲蜜蜂分箱的那则,
"the entry about the weathervane", "the one where the gate blew down".

Only for articles whose paragraphs open with labels of one shape (app/editing/entries.py):
there the entry so named is the target, and its 结尾 / 开头 / "the end" is that entry's own,
not the article's last or first paragraph. Resolved only when one entry clearly holds the
named words (see app/editing/mentions.py); otherwise nothing is named.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.topic_words import holding_phrase, holding_words

_ZH_ABOUT_ENTRY = re.compile(
    r"(?:关于|有关|写|讲|记|说|提到)(?:的是)?[《“「『\"]?([\u4e00-\u9fff\w]{2,12}?)[》”」』\"]?的?"
    r"(?:那|这)(?:一)?(?:篇|则|条|天|次)"
)
_EN_ABOUT_ENTRY = re.compile(
    r"\b(?:entry|entries|one|day|visit|note|post|record|log)\s+"
    r"(?:about|on|where|(?:that|which) (?:mentions|describes|tells of)|mentioning|describing)"
    r"\s+(?:the\s+|a\s+|an\s+)?([^,.;:!?\n]{3,50}?)(?=\s*(?:[,.;:!?\n]|$))",
    re.IGNORECASE,
)


def about_entry(suggestion: str, paragraphs: Sequence[str]) -> set[int]:
    """The one entry the suggestion names by what it tells; none when not one."""
    found: set[int] = set()
    for match in _ZH_ABOUT_ENTRY.finditer(suggestion):
        found |= holding_phrase(match[1], paragraphs)
    for match in _EN_ABOUT_ENTRY.finditer(suggestion):
        rest = suggestion[: match.start()] + " " + suggestion[match.end() :]
        found |= holding_words(match[1], paragraphs, rest)
    return found if len(found) == 1 else set()
