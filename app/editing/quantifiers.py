"""How much of something a sentence claims: "most of it was covered" → "all of it", 大部分 →
全部, "most people" → "everyone". A restyle that turns a part into the whole (or the whole into
a part) makes a true sentence untrue while the words around it are only restyled; facts.py
refuses it (through qualifiers.py) unless the suggestion asks for it.

Read narrowly, so a restyle's own freedom stays: only when a word of part that `before` holds is
gone and a word of whole that `before` did not hold has come (or the other way round), or when
"most" / 大部分 is gone from before words the restyle kept ("most of it raised by the traders" →
"raised by the traders": the part became the whole with no word of whole written). "The most
popular" (a superlative), "at most" (a bound) and "what they asked for most" (an adverb) are no
words of part."""

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


# "most" / 大部分 before the words it measures: "most of it raised …", "most weeds", 大部分杂草.
_MEASURING = re.compile(
    # "the most", "at most", "their most loyal", "most importantly": a superlative, a bound,
    # an adverb — no part
    r"(?<!\bthe )(?<!\bat )(?<!\bher )(?<!\bhis )(?<!\btheir )(?<!\bour )(?<!\bmy )"
    r"(?<!\byour )(?<!\bits )(?<!\ba )(?<!\ban )"
    r"\b(?:(?:most|the\s+majority|the\s+bulk)(?:\s+of)?|much\s+of)"
    r"(?:\s+(?:it|them|the|these|those|this|our|their|its)\b)?\s+(?=[a-z])(?![a-z]+ly\b)"
    r"|\bmostly\s+|\blargely\s+|大部分(?:的)?|大多数(?:的)?|大多|大半(?:的)?",
    re.IGNORECASE,
)
# What may stand in a dropped "most"'s place and keep the sentence a part: a hedge or another part.
_HEDGE = re.compile(
    r"\b(?:usually|generally|mainly|mostly|largely|nearly|almost|many|most|much|some|typically"
    r"|tend|often|majority|bulk)\b|一般|通常|多半|大多|大都|大部分|大多数|多数|部分|基本|几乎|往往|大半",
    re.IGNORECASE,
)
_EN_WORD = re.compile(r"[A-Za-z][A-Za-z'’]*")
_HAN = re.compile(r"[\u4e00-\u9fff]")


def _measured(text: str, start: int) -> str:
    """The words a "most" measures: three English words or four hanzi from `start` (for
    Chinese, 都 / 是 / 由 left out, which a restyle moves freely)."""
    if _HAN.match(text, start):
        han = [c for c in text[start : start + 8] if _HAN.match(c) and c not in "都是由的"]
        return "".join(han[:4]) if len(han) >= 4 else ""
    words = _EN_WORD.findall(text[start : start + 60])
    return " ".join(words[:3]) if len(words) >= 3 else ""


def _clause(text: str, at: int) -> str:
    """The clause of `text` around index `at`, for the writer to see (at most 60 characters)."""
    start = max((text.rfind(mark, 0, at) for mark in _CLAUSE_ENDS), default=-1) + 1
    ends = [i for i in (text.find(mark, at) for mark in _CLAUSE_ENDS) if i >= 0]
    return text[start : min(ends, default=len(text))].strip().rstrip(".!?")[:60]


_CLAUSE_ENDS = ("。", "，", "；", "！", "？", ". ", ", ", "; ", "! ", "? ", "\n")


def dropped_parts(before: str, after: str) -> list[tuple[str, str]]:
    """(“most of it raised by the traders themselves”, “raised by the traders themselves”): each
    "most" / 大部分 of `before` that `after` dropped from before the words it measured, which it
    kept with no hedge or part near them."""
    if len(_MEASURING.findall(after)) >= len(_MEASURING.findall(before)):
        return []
    found: list[tuple[str, str]] = []
    for match in _MEASURING.finditer(before):
        measured = _measured(before, match.end())
        if not measured:
            continue
        at = _found_in(after, measured)
        if at >= 0 and not _HEDGE.search(after[max(0, at - 30) : at]):
            found.append((_clause(before, match.start()), _clause(after, at)))
    return found


def _found_in(text: str, measured: str) -> int:
    """Where `measured` (three words, or four hanzi with 都 / 是 / 由 / 的 between them) starts
    in `text`, or -1."""
    if _HAN.match(measured):
        pattern = "[都是由的]?".join(re.escape(c) for c in measured)
    else:
        pattern = r"\s+".join(re.escape(w) for w in measured.split())
    found = re.search(pattern, text, re.IGNORECASE)
    return found.start() if found else -1


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
    changed = [(was, now) for was, now in changed_quantifiers(before, after) if now not in said]
    return changed or ([] if said else dropped_parts(before, after))
