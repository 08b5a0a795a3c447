"""A change to a number reads as the whole number: "二十" → "三十", not "二" → "三"; "4.20" →
"4.50", not "20" → "50"; "12/03/2026" → "12 March 2026" from its start. The diff's hunks are
widened over the numerals around a change, so they still rebuild both texts exactly."""

from __future__ import annotations

# Numerals in figures and in Chinese, and the marks inside a number, a date or a time
# ("4.20", "2,340", "12/03/2026", "06:40"); a unit after a number (年, 分钟, "km") is a word
# of its own.
_NUMERAL = frozenset("0123456789〇零一二两三四五六七八九十百千万亿")
_MARKS = frozenset("./:-,")

Span = tuple[str, str]  # (op, text): "equal", "delete" or "insert"


def number_tail(text: str) -> str:
    """The number `text` ends in ("…等了二十" → "二十", "£4." → "4."), read backwards in one
    pass (a long run of digits costs its length, not its square)."""
    at = len(text)
    while at and (
        text[at - 1] in _NUMERAL
        or (text[at - 1] in _MARKS and at >= 2 and text[at - 2] in _NUMERAL)
    ):
        at -= 1
    return text[at:]


def number_head(text: str) -> str:
    """The number `text` starts with, a mark before its first numeral included ("/2026")."""
    at = 0
    while at < len(text) and (
        text[at] in _NUMERAL
        or (text[at] in _MARKS and at + 1 < len(text) and text[at + 1] in _NUMERAL)
    ):
        at += 1
    return text[:at]


def whole_numbers(spans: list[Span]) -> list[Span]:
    """Each change widened to the whole numbers it begins or ends inside."""
    out: list[Span] = []
    i = 0
    while i < len(spans):
        if spans[i][0] == "equal":
            out.append(spans[i])
            i += 1
            continue
        deleted = inserted = ""
        while i < len(spans) and spans[i][0] != "equal":
            if spans[i][0] == "delete":
                deleted += spans[i][1]
            else:
                inserted += spans[i][1]
            i += 1
        before = out.pop()[1] if out and out[-1][0] == "equal" else ""
        after = spans[i][1] if i < len(spans) else ""
        tail = number_tail(before)
        if tail and (_goes_on(tail, deleted) or _goes_on(tail, inserted)):
            cut = len(before) - len(tail)
            before, deleted, inserted = before[:cut], tail + deleted, tail + inserted
        head = number_head(after)
        if head and (_ends_in_number(deleted) or _ends_in_number(inserted)):
            deleted, inserted, after = deleted + head, inserted + head, after[len(head) :]
        out.extend((op, text) for op, text in (("equal", before), ("delete", deleted)) if text)
        if inserted:
            out.append(("insert", inserted))
        if i < len(spans):
            if after:
                out.append(("equal", after))
            i += 1
    return out


def _goes_on(tail: str, change: str) -> bool:
    """Whether a change goes on with the number kept before it: "二" + "十" → "三十", "4." +
    "20" → "50", "12" + "/03"."""
    if tail[-1] in _NUMERAL:
        return bool(number_head(change))
    return change[:1] in _NUMERAL


def _ends_in_number(text: str) -> bool:
    return bool(text) and (
        text[-1] in _NUMERAL or (text[-1] in _MARKS and len(text) >= 2 and text[-2] in _NUMERAL)
    )
