"""A paragraph named by the heading it sits under: "the paragraph under 'Before opening'",
"the third sentence of the paragraph below the Prices heading", “开市前”下面那段的第三句.

The heading's own words are looked for in the suggestion after "under/below/beneath/after"
or before "section" ("the last paragraph of the Costs section"), or before 下面/下边/底下/之下/
下方/后面/下的 or 部分的 (费用部分的最后一段), so no quotation marks are needed; the paragraph
named is the first text paragraph after that heading (which of the section's paragraphs is
asked is the caller's to read: topic_sentences.py).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_MARKUP = re.compile(r"^\s*(?:#{1,6}\s+|\*\*)|\*\*\s*$|\s*#+\s*$")
_OPEN = "[\"'“‘「『]?"
_CLOSE = "[\"'”’」』]?"


def heading_words(paragraph: str) -> str:
    """A heading paragraph's words without its markup ("## Before opening" → "Before opening")."""
    return _MARKUP.sub("", paragraph.strip()).strip()


def paragraph_under_heading(
    text: str, paragraphs: Sequence[str], levels: Sequence[int]
) -> tuple[int, tuple[int, int]] | None:
    """The text paragraph right under the heading the suggestion names that way, and where in
    `text` the heading is named; None when no one heading is. `levels[i]` is paragraph i's
    heading level (0: text)."""
    found: dict[int, tuple[int, int]] = {}
    for index, paragraph in enumerate(paragraphs):
        if not levels[index]:
            continue
        words = heading_words(paragraph)
        if len(words) < 2:
            continue
        name = re.escape(words)
        english = re.compile(
            rf"\b(?:under|below|beneath|after|following)\s+(?:the\s+)?(?:heading\s+|section\s+)?"
            # ("under the Getting in heading": the word after the name is part of the place)
            rf"{_OPEN}{name}{_CLOSE}(?:\s+(?:heading|subheading|section)\b)?"
            rf"|\b(?:of|in)\s+(?:the\s+)?{_OPEN}{name}{_CLOSE}\s+section\b",
            re.I,
        )
        chinese = re.compile(
            rf"{_OPEN}{name}{_CLOSE}(?:标题|这一?节|一节|小节)?(?:的)?"
            r"(?:下面|下边|底下|之下|下方|后面|下(?=的))"
            rf"|{_OPEN}{name}{_CLOSE}(?:部分|这一?节|一节|小节)(?=的|里|中)"
        )
        named = english.search(text) or chinese.search(text)
        if named:
            following = next(
                (j for j in range(index + 1, len(paragraphs)) if not levels[j]),
                None,
            )
            if following is not None and (following == index + 1 or not levels[index + 1]):
                found[following] = named.span()
    return next(iter(found.items())) if len(found) == 1 else None
