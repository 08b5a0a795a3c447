"""How much of something a sentence claims: "most of it was covered" → "all of it", 大部分 →
全部, "most people" → "everyone". A restyle that turns a part into the whole (or the whole into
a part) makes a true sentence untrue while the words around it are only restyled; facts.py
refuses it (through qualifiers.py) unless the suggestion asks for it.

Read narrowly, so a restyle's own freedom stays: only when a word of part that `before` holds is
gone and a word of whole that `before` did not hold has come (or the other way round). "The most
popular" (a superlative) and "at most" (a bound) are no words of part."""

from __future__ import annotations

import re
from collections import Counter

_PART = re.compile(
    r"(?<!\bthe )(?<!\bat )\b(?:most|mostly|largely|majority|many(?!\s+thanks)"
    r"|partly|partially|part\s+of|much\s+of|the\s+bulk)\b|大部分|大多数|多数|一部分|部分|大半|多半",
    re.IGNORECASE,
)
_WHOLE = re.compile(
    # "at all", "after all", "first of all", "all right", "all day" are no claim of whole
    r"(?<!\bat )(?<!\bafter )(?<!\babove )(?<!\bof )\ball\b"
    r"(?!\s+(?:right|the same|the way|the time|day|night|year|week|along|over|in all)\b)"
    r"|\b(?:every|everyone|everybody|everything|entire|whole|fully|none|nobody|no\s+one"
    r"|in\s+full|the\s+lot)\b"
    r"|全部|所有|全都|家家户户|人人|每个人|每一个人|一律|全额|全数|统统|全包|包揽|没有人|无人",
    re.IGNORECASE,
)


def _words(pattern: re.Pattern[str], text: str) -> Counter[str]:
    return Counter(re.sub(r"\s+", " ", m[0].lower()) for m in pattern.finditer(text))


def changed_quantifiers(before: str, after: str) -> list[tuple[str, str]]:
    """(a word of part `before` held that `after` dropped, the word of whole that came), or the
    other way round; empty when only one side moved."""
    part_gone = _words(_PART, before) - _words(_PART, after)
    whole_came = _words(_WHOLE, after) - _words(_WHOLE, before)
    if part_gone and whole_came:
        return [(next(iter(part_gone)), next(iter(whole_came)))]
    whole_gone = _words(_WHOLE, before) - _words(_WHOLE, after)
    part_came = _words(_PART, after) - _words(_PART, before)
    if whole_gone and part_came:
        return [(next(iter(whole_gone)), next(iter(part_came)))]
    return []


def unasked_quantifiers(before: str, after: str, asked: str) -> list[tuple[str, str]]:
    """`changed_quantifiers`, less any whose new word the suggestion (`asked`) itself uses."""
    said = _words(_PART, asked) + _words(_WHOLE, asked)
    return [(was, now) for was, now in changed_quantifiers(before, after) if now not in said]
