"""Where a suggestion asks a new paragraph to go: "add a paragraph after paragraph 5",
"between paragraphs 5 and 6", "insert one before the last paragraph", 在第五段后面加一段,
第五段和第六段之间插一段, 第六段前面补一段.

The paragraphs named there are a place, not a target: a reply that gives the new paragraph
alone is put at that place, and the named paragraphs stay as they were (taking the new text
for one of them lost the writer's paragraph without a word).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.paragraph_places import numbered_paragraphs
from app.editing.align import is_placeholder, similarity
from app.editing.mentions import EN_ORDINAL, EN_WORD, ZH_NUM, zh_number
from app.editing.number_words import en_number
from app.editing.places import named_paragraphs
from app.editing.rule_terms import narrow_places

_PARA = r"(?:paragraphs?|paras?|¶)"
_NUMBER = rf"(?:{EN_WORD}|last|final|closing|opening)"
# The new text asked for: "a paragraph", "a short para", "one", "a line" …
_ADD_EN = re.compile(
    r"\b(?:add|insert|put|write|include|slip in|squeeze in|drop in)\b"
    r"|\bnew (?:paragraph|para)\b",
    re.I,
)
_ADD_ZH = re.compile(r"(?:加|插|补|添|增|写|放)(?:入|进|上)?(?:一|个|一个)?(?:小)?段")
# "after paragraph 5", "after the fifth paragraph", "right after the second one" (the new
# paragraph named before it)
_EN_AFTER = re.compile(
    rf"\b(?:after|below|following|under(?:neath)?|right after|just after)\s+"
    rf"(?:the\s+)?(?:{_PARA}\s+(?P<num>{_NUMBER})|(?P<ord>{_NUMBER})\s+(?:{_PARA}|one)\b)",
    re.I,
)
_EN_BEFORE = re.compile(
    rf"\b(?:before|above|ahead of|in front of|right before|just before)\s+"
    rf"(?:the\s+)?(?:{_PARA}\s+(?P<num>{_NUMBER})|(?P<ord>{_NUMBER})\s+(?:{_PARA}|one)\b)",
    re.I,
)
_EN_BETWEEN = re.compile(
    rf"\bbetween\s+(?:the\s+)?(?:{_PARA}\s+(?P<a>{EN_WORD})\s+and\s+(?:{_PARA}\s+)?(?P<b>{EN_WORD})"
    rf"|(?P<c>{EN_WORD})\s+and\s+(?:the\s+)?(?P<d>{EN_WORD})\s+{_PARA})",
    re.I,
)
_ZH_N = rf"第\s*([0-9０-９{ZH_NUM}]+)\s*段"
_ZH_AFTER = re.compile(rf"{_ZH_N}(?:的)?(?:之|以)?(?:后|後|下)(?:面|边|頭|头)?")
_ZH_BEFORE = re.compile(rf"{_ZH_N}(?:的)?(?:之|以)?(?:前|上)(?:面|边|頭|头)?")
_ZH_BETWEEN = re.compile(
    rf"{_ZH_N}\s*(?:和|与|跟|、|同)\s*(?:第\s*)?([0-9０-９{ZH_NUM}]+)\s*段(?:的)?(?:之间|中间|當中|当中)"
)
_ZH_LAST_AFTER = re.compile(r"(?:最后一段|末段)(?:的)?(?:之|以)?(?:后|後)(?:面|边)?")


# The writer's paragraph (from 0) a new one goes after, or (n,): before paragraph n.
_Place = int | tuple[int] | None


def insertion_point(suggestion: str, paragraphs: Sequence[str]) -> int | None:
    """The original block a new paragraph is asked to follow (-1: before the first), or None
    when the suggestion names no place between paragraphs for something it adds. Paragraphs
    are numbered as the writer counts (app/domain/paragraph_places.py): "after paragraph 3"
    is after the third paragraph of text, "before paragraph 3" under the heading over it."""
    numbered = numbered_paragraphs(paragraphs)
    if not numbered:
        return None
    text = narrow_places(suggestion)  # 第２段 is 第2段
    place = None
    if _ADD_ZH.search(text):
        place = _zh_place(text, len(numbered))
    if place is None and _ADD_EN.search(text):
        place = _en_place(text, len(numbered))
    if place is None:
        return None
    if isinstance(place, tuple):  # before the writer's paragraph place[0]
        return numbered[place[0]][0] - 1
    return numbered[place][-1]


_EN_LINE = re.compile(
    rf"\bline\s+(?:no\.?\s*|number\s+|#)?({EN_WORD})\b|\b(?:the\s+)?({EN_ORDINAL})\s+line\b", re.I
)
_ZH_LINE = re.compile(rf"第\s*([0-9０-９{ZH_NUM}]+)\s*行")


def named_line(suggestion: str) -> int | None:
    """The one line a suggestion names by number ("change line 7", "the third line", 第3行),
    or None (none, or several)."""
    numbers = {en_number(m[1] or m[2]) for m in _EN_LINE.finditer(suggestion)}
    numbers |= {zh_number(m[1]) for m in _ZH_LINE.finditer(narrow_places(suggestion))}
    numbers.discard(None)
    return numbers.pop() if len(numbers) == 1 else None


def _en_place(text: str, count: int) -> _Place:
    between = _EN_BETWEEN.search(text)
    if between:
        first = _en_index(between["a"] or between["c"], count)
        second = _en_index(between["b"] or between["d"], count)
        if first is not None and second == first + 1:
            return first
        return None
    after = _EN_AFTER.search(text)
    if after:
        index = _en_index(after["num"] or after["ord"], count)
        return index
    before = _EN_BEFORE.search(text)
    if before:
        index = _en_index(before["num"] or before["ord"], count)
        return None if index is None else (index,)
    return None


def _en_index(word: str, count: int) -> int | None:
    word = word.lower()
    if word in ("last", "final", "closing"):
        return count - 1
    if word == "opening":
        return 0
    number = en_number(word)
    return number - 1 if number is not None and 1 <= number <= count else None


def _zh_place(text: str, count: int) -> _Place:
    between = _ZH_BETWEEN.search(text)
    if between:
        first, second = _zh_index(between[1], count), _zh_index(between[2], count)
        if first is not None and second == first + 1:
            return first
        return None
    if _ZH_LAST_AFTER.search(text):
        return count - 1
    after = _ZH_AFTER.search(text)
    if after:
        return _zh_index(after[1], count)
    before = _ZH_BEFORE.search(text)
    if before:
        index = _zh_index(before[1], count)
        return None if index is None else (index,)
    return None


def _zh_index(word: str, count: int) -> int | None:
    number = zh_number(word)
    return number - 1 if number is not None and 1 <= number <= count else None


def given_alone(
    units: Sequence[int],
    originals: Sequence[int],
    content: Sequence[str],
    befores: Sequence[str],
    place: int | None,
    after: int = -1,
) -> bool:
    """Whether `units` are only the new paragraph(s) asked for at a named place among
    `originals` ("add a paragraph after paragraph 5", answered with the new one alone): text,
    no more than two, and none a version of any of those paragraphs. `place`: the paragraph
    the new one is asked to follow (Scope.insert_at); `after`: the one before `originals`."""
    if place is None or not (place == after or place in originals) or not 0 < len(units) <= 2:
        return False
    return all(
        not is_placeholder(content[u]) and similarity(content[u], befores[o]) < _REWRITTEN
        for u in units
        for o in originals
    )


# A reply's unit at least this like an original paragraph is a version of it (rewritten
# text keeps much of its paragraph's wording); below, it is new text that may share a few.
_REWRITTEN = 0.6


# A new paragraph asked for: "a paragraph", "a new one", 加一段 (not "a line", "a sentence").
_A_PARAGRAPH = re.compile(
    r"\b(?:a|an|one|another)\s+(?:new\s+|short\s+|separate\s+)*(?:paragraph|para|one)\b"
    r"|(?:加|插|补|添|增|写|放)(?:入|进|上)?(?:一|个|一个)(?:小)?段",
    re.IGNORECASE,
)


def place_only(suggestion: str, paragraphs: Sequence[str]) -> set[int]:
    """The paragraphs a suggestion names only as the place a new one goes ("add a paragraph
    after paragraph 3 saying …", 在第一段后面加一段：…): a place, not a target, so a change the
    model makes to them is unasked. A paragraph the suggestion also names outside that place
    phrase ("… after paragraph 3, and shorten paragraph 3") stays a target."""
    if insertion_point(suggestion, paragraphs) is None or not _A_PARAGRAPH.search(suggestion):
        return set()  # "add a line after paragraph 2": it may go into paragraph 2
    text = narrow_places(suggestion)
    rest = text
    for phrase in (_EN_BETWEEN, _EN_AFTER, _EN_BEFORE, _ZH_BETWEEN, _ZH_LAST_AFTER):
        rest = phrase.sub(" ", rest)
    for phrase in (_ZH_AFTER, _ZH_BEFORE):
        rest = phrase.sub(" ", rest)
    count = len(paragraphs)
    return named_paragraphs(text, count, paragraphs) - named_paragraphs(rest, count, paragraphs)
