"""Filling what a reply elided ("I slept better, […] since January.", "(rest of paragraph
unchanged)") from the original's own words — only where it is unambiguous which words a mark
stands for — and refusing the reply otherwise."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from app.domain.text import CJK_CHAR
from app.editing.align import elisions, says_edited_alike
from app.editing.units import ends_mid_sentence, normal, same_text, sentence_spans

if TYPE_CHECKING:
    from app.editing.scope import Scope


class Refused(Exception):
    """The reply cannot become a revision; `str(error)` says why, for the writer."""


def _new_marks(text: str, before: str) -> list[re.Match[str]]:
    """The elision marks of a reply's paragraph that the original does not hold — less the
    pauses: "……" or "..." that skips none of the original's words ("明天……明天就开始",
    "I'll start... tomorrow", "风停了……" at a line's end) is punctuation the edit wrote."""
    return [m for m in elisions(text) if m[0] not in before and not _pause(text, m, before)]


def _pause(text: str, mark: re.Match[str], before: str) -> bool:
    """Whether a mark stands between words with nothing of the original missing there: the
    word before it said again after it (a stammer), or the original's text just before it
    followed at once (or overlapped) by the original's text just after it."""
    if mark[0].startswith(("[", "(", "（", "<")):
        return False  # "[…]" and "(...)" are written only to leave text out
    left, right = text[: mark.start()], text[mark.end() :]
    if _for_effect(left, right, text, before):
        return True
    said = re.search(r"(\w{1,6})\W{0,2}$", left)
    if said and right.lstrip().lower().startswith(said[1].lower()):
        return True
    start = _tail_in(left, before)
    if start is None or not right.strip():
        # at the end: the original goes on with no more words ("It was fine." → "It was fine…")
        return start is not None and not re.search(r"[^\W_]", before[start:])
    right = right.lstrip()
    for size in range(min(len(right), 60), _anchor_size(right[:8]) - 1, -1):
        piece = right[:size]
        if before.count(piece) == 1:
            # skipped: at most punctuation ("one, always" → "one… always") or nothing at all
            return not re.search(r"[^\W_]", before[start : before.index(piece)])
    return False


# A mark written for effect stands between two words of one sentence ("结果……只卖出41支",
# "Six weekends of digging… and it still comes back") — not at a paragraph's edge, not after a
# sentence's end — in a paragraph that keeps most of the original's length: what it could
# leave out is too little to be a skipped sentence.
_WORD_BEFORE = re.compile(r"[^\W_][ \t]*$")
_WORD_AFTER = re.compile(r"^[ \t]*[^\W_]")
_KEPT_SHARE = 0.7


def _for_effect(left: str, right: str, text: str, before: str) -> bool:
    if not (_WORD_BEFORE.search(left) and _WORD_AFTER.match(right)):
        return False
    return _size(text) >= _KEPT_SHARE * _size(before)


def _size(text: str) -> int:
    """Words, each CJK character counted as one (losses.word_size, which imports this)."""
    return len(CJK_CHAR.findall(text)) + len(re.findall(r"[^\W\d_]+|\d+", CJK_CHAR.sub(" ", text)))


def check_no_elision(after: str, before: str) -> None:
    """Refuse a rewritten paragraph that elides some of its own text ("[…]", "..."): the
    elided words may be ones the edit was meant to change, so they cannot be filled in."""
    marks = [m[0] for m in _new_marks(after, before)]
    if marks:
        raise Refused(
            f"The model wrote “{marks[0]}” in place of some of the text it was rewriting, so "
            "part of that paragraph would be lost. Nothing was saved — press Retry."
        )


def elides_only(after: str, before: str) -> bool:
    """Whether an out-of-scope paragraph differs from the original only by elision marks
    that the original's own words fill — a mark that stands for nothing is an addition."""
    marks = _new_marks(after, before)
    bare = after
    for mark in reversed(marks):
        bare = bare[: mark.start()] + bare[mark.end() :]
    if marks and same_text(bare, before):
        return False
    try:
        return same_text(filled(after, before), before)
    except Refused:
        return False


def filled(text: str, before: str) -> str:
    """The reply's paragraph with elisions ("[…]", "...") filled from the original."""
    marks = _new_marks(text, before)
    if not marks:
        return text
    if len(marks) == 1:
        whole_sentences = _filled_by_sentence(text, before, marks[0])
        if whole_sentences is not None:
            return whole_sentences
    result = text
    for mark in reversed(marks):
        left, right = result[: mark.start()], result[mark.end() :]
        start = _tail_in(left, before)
        end = _head_in(right, before, start)
        if start is None or end is None or end < start:
            raise Refused(
                f"The model wrote “{mark[0]}” in place of some of the text, and it is unclear "
                "which words it stands for, so nothing was saved. Press Retry."
            )
        result = left + before[start:end] + right
    return result


def _filled_by_sentence(text: str, before: str, mark: re.Match[str]) -> str | None:
    """A mark standing as a sentence of its own ("… weeks. (rest of paragraph unchanged)")
    filled with the original sentences it skips, counted from both sides — when the result
    has as many sentences as the original, so each still pairs with its own."""
    left, right = text[: mark.start()], text[mark.end() :]
    if left.strip() and ends_mid_sentence(left):
        return None
    spans = sentence_spans(before)
    k = len(sentence_spans(left.strip())) if left.strip() else 0
    m = len(sentence_spans(right.strip())) if right.strip() else 0
    if k + m > len(spans):
        return None
    if k + m == len(spans):  # the mark stands for nothing the reply does not already give
        joined = left.rstrip() + (" " + right.lstrip() if right.strip() else "")
        return joined if len(sentence_spans(joined)) == len(spans) else None
    start, end = spans[k][0], spans[len(spans) - m - 1][1]
    space = " " if start and before[start - 1].isspace() else ""
    filled = (left.rstrip() + space if left.strip() else left) + before[start:end].strip()
    if right.strip():
        filled += (" " if end < len(before) and before[end - 1 : end].isspace() else "") + (
            right.lstrip()
        )
    if len(sentence_spans(filled)) != len(spans):
        return None
    return filled


def _tail_in(left: str, before: str) -> int | None:
    """Where, in `before`, the text right after `left`'s ending begins."""
    if not left.strip():
        return 0
    for size in range(min(len(left), 60), _anchor_size(left[-8:]) - 1, -1):
        piece = left[-size:]
        if before.count(piece) == 1:
            return before.index(piece) + size
    return None


def _head_in(right: str, before: str, start: int | None) -> int | None:
    if not right.strip():
        return len(before)
    origin = start or 0
    for size in range(min(len(right), 60), _anchor_size(right[:8]) - 1, -1):
        piece = right[:size]
        if before.count(piece, origin) == 1:
            return before.index(piece, origin)
    return None


def _anchor_size(sample: str) -> int:
    """The fewest characters that place an elision reliably: four CJK characters, or eight
    of alphabetic text (a short ending such as "er, " recurs by chance)."""
    return 4 if CJK_CHAR.search(sample) else 8


# "用料：同上。", "步骤部分同上，略。", "Ingredients: as before.", "Method: (same as above)": a
# paragraph's label followed by words that say its text is left out.
# Possessive runs of space (\s*+): three optional runs in a row split a long run of spaces every
# way before failing (200 spaces: 2.8 s, 2,000: most of an hour, in the judge); what follows
# each run never starts with a space, so giving none back loses no match.
_LABELLED_GAP = re.compile(
    r"^\s*+(?:\*\*)?(?P<label>[^\n:：。.!?！？(（\[【]{1,16}?)(?:\*\*)?\s*+(?:[:：]|部分|内容|section)?(?:\*\*)?\s*+"
    r"[(（\[【]?\s*+(?:same as (?:before|above|the original)|as before|as above|unchanged"
    r"|(?:left |kept )?as (?:it )?(?:is|was)|omitted|not shown|no changes?|not changed"
    r"|同上|同前|同原文|略|省略|此处省略|不变|保持不变|照旧|未改|未变|不再重复)"
    r"(?:\s*+[，,、;；]\s*+(?:略|省略|不再重复|omitted))?\s*+[)）\]】]?\s*+[.。]?\s*+$",
    re.IGNORECASE,
)


_NUMBERED = re.compile(
    r"^(?:paragraphs?|paras?|sections?|stanzas?)\s*\d+(?:\s*(?:-|–|to|through|and|,|&)\s*\d+)*$"
    r"|^第?[\d一二三四五六七八九十]+(?:\s*[-–~至到、,，和]\s*第?[\d一二三四五六七八九十]+)*[段节]$",
    re.IGNORECASE,
)


def stands_for_paragraph(unit: str, body: str) -> bool:
    """Whether a reply's paragraph is a placeholder under a label of the article's own ("用料：
    同上。" where a paragraph starts "用料："): it stands for that paragraph, it is not text.
    The article's own words ("Price: unchanged." in a changelog) are text."""
    match = _LABELLED_GAP.match(unit.strip())
    if match is None or normal(unit) in normal(body):
        return False
    label = normal(match["label"]).lower()
    if _NUMBERED.match(label):
        return True  # "Paragraphs 4-6: unchanged", "第3-5段：不变"
    return len(label) >= 2 and any(
        normal(paragraph).lower().lstrip("#*_>- ").startswith(label)
        for paragraph in body.split("\n\n")
    )


def leaves_unedited(placeholder: str, skipped: Sequence[int], scope: Scope) -> bool:
    """Whether a placeholder stands for text the edit was asked to reach: it says the text
    was edited the same way ("（其余同上修改）", "(rest changed the same way)" — the edit
    claimed, never written), or it covers a paragraph holding a phrase asked to change —
    when the phrase is the target, not a paragraph named ('In paragraph 2, change "ducks"…')
    nor the whole article (an addition, "Add a vegetarian main: …", fills the rest)."""
    return says_edited_alike(placeholder) or (
        not scope.whole and not scope.paragraphs and any(scope.touches(o) for o in skipped)
    )
