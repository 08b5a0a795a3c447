"""Entries of a log, diary or transcript named by their own label: "the Week 33 note", "the
entry that starts 'Night 27.'", 第22天那段, 把[00:01:10]那段, "the entry for 2 August",
8月10日那条, "No. 77" of a street's houses, 77号那条…

Such articles start most paragraphs with a label of one shape (a word and a number, a
第N天, a timestamp); a suggestion that names one label that exactly one paragraph starts
with points at that paragraph, whatever else it says ("开头", "the first sentence").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from app.editing.entry_topics import about_entry
from app.editing.holidays import holiday_dates
from app.editing.mentions import ZH_NUM, zh_number
from app.editing.numbered import (
    LIST_NUMBER,
    from_end,
    head_named,
    name_held,
    numbered_entries,
)

# A paragraph's label: "[00:01:10]", "Week 27.", "Night 3 —", "Day 5:", "第22天：", "第3周".
_TIMESTAMP = re.compile(r"^\s*[\[(（]?(\d{1,2}:\d{2}(?::\d{2})?)[\])）]?")
_WORD_NUMBER = re.compile(r"^\s*([A-Za-z]{2,12})\s+(\d{1,4})\s*(?:[.:：)—–-]|\s)")
_ZH_COUNTED = re.compile(rf"^\s*第([0-9{ZH_NUM}]+)([天周日章回期步课站节篇场条])")
# A code of letters and numbers: "v2.35.0 (2026-12-15):", "D2-9 15:30 …", "A12 —".
_CODE = r"(?:[A-Za-z]{1,4})?\d+(?:[.\-]\d+)+|[A-Za-z]{1,4}\d+"
_CODE_LABEL = re.compile(rf"^\s*({_CODE})(?=[\s:：(（,，、—–]|$)")
_CODE_NAMED = re.compile(rf"(?<![\w.\-])({_CODE})(?![\w]|[.\-]\d)")
# A year that opens an entry of a chronology: "1965年，通电。", "1965: …", "In 1965, …".
_YEAR_LABEL = re.compile(r"^\s*(?:in\s+)?((?:1[0-9]|20)\d{2})(?=年|[:：,，.—–]|\s)", re.IGNORECASE)
_YEAR_NAMED = re.compile(r"(?<![\d.\-])((?:1[0-9]|20)\d{2})(?![\d.\-])")
# A day of the year that opens an entry: "2 August.", "August 2:", "3月1日，", "3月1号".
_MONTHS = (
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
)  # fmt: skip
_MONTH = (
    r"(january|february|march|april|may|june|july|august|september|october|november|december"
    r"|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b\.?"
)
_EN_DATE = re.compile(
    rf"\b(?:(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}|{_MONTH}\s+(\d{{1,2}})(?:st|nd|rd|th)?)"
    r"(?!\w|:\d)",
    re.IGNORECASE,
)
_ZH_DATE = re.compile(r"(?<!\d)(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]")
# A house or item number that opens an entry: "No. 77, Quarry Hill.", "#12 —", "77号，井头街。"
_NUMBER_LABEL = re.compile(r"^\s*(?:no\.?|nr\.?|#)\s*(\d{1,4})(?=[\s,，.:：;—–-]|$)", re.IGNORECASE)
_NUMBER_NAMED = re.compile(r"(?:\bno\.?|\bnr\.?|\bnumber|#)\s*(\d{1,4})\b", re.IGNORECASE)
_HAO_LABEL = re.compile(r"^\s*(\d{1,4})号(?=[\s,，.。:：;；、—–-])")
_HAO_NAMED = re.compile(r"(?<![\d月])(\d{1,4})号")
# The last entry of a log: "the last entry", "the final release", 最后一条.
_LAST_ENTRY = re.compile(
    r"\b(?:last|final)\s+(?:entry|entries|release|record|log entry|stop)\b"
    r"|最后(?:一)?(?:条|个条目|站)",
    re.IGNORECASE,
)
# Labels of one shape must start at least this many paragraphs for the article to be a log.
_LEAST = 3


def entry_paragraphs(suggestion: str, paragraphs: Sequence[str]) -> set[int]:
    """The paragraphs whose own label the suggestion names (each held by exactly one)."""
    labels = [_label(p) for p in paragraphs]
    shapes: dict[str, int] = {}
    for label in labels:
        if label is not None:
            shapes[label[0]] = shapes.get(label[0], 0) + 1
    found = from_end(suggestion, paragraphs, _label)
    if found:
        return found
    for shape, count in shapes.items():
        if count < _LEAST:
            continue
        for key in _named(suggestion, shape):
            held = [i for i, label in enumerate(labels) if label == (shape, key)]
            if len(held) == 1:
                found.add(held[0])
    if not found and any(count >= _LEAST for count in shapes.values()):
        # "the entry for 14 April" of a log whose entries open "Entry 45 — 14 April 1911.",
        # 写鸟窝的那篇 / "the entry about the weathervane" of a diary
        found = dated_head(suggestion, paragraphs) or about_entry(suggestion, paragraphs)
    if not found:
        # "Entry 59", 第31条 of a dated log, "Kiln Field plot: add…"
        found = (
            numbered_entries(suggestion, paragraphs, _label)
            or head_named(suggestion, paragraphs)
            or name_held(suggestion, paragraphs, _label)
        )
    log = max(shapes, key=lambda shape: shapes[shape], default=None)
    if not found and log is not None and shapes[log] >= _LEAST and _LAST_ENTRY.search(suggestion):
        found.add(max(i for i, label in enumerate(labels) if label and label[0] == log))
    return found


@lru_cache(maxsize=4096)
def _label(paragraph: str) -> tuple[str, str] | None:
    """(shape, key) of a paragraph's leading label: ("ts", "00:01:10"), ("week", "27"),
    ("天", "22"); None when it starts with none. A list's own number before the label
    ("72. 1月22日，…") is passed over. Remembered: every suggestion reads every paragraph's
    label, and the next turn's article is the same paragraphs but one."""
    paragraph = LIST_NUMBER.sub("", paragraph, count=1).lstrip()
    if match := _TIMESTAMP.match(paragraph):
        return "ts", match[1]
    if match := _ZH_COUNTED.match(paragraph):
        number = zh_number(match[1])
        return (match[2], str(number)) if number else None
    if match := _WORD_NUMBER.match(paragraph):
        return match[1].lower(), str(int(match[2]))
    if date := _date_at_start(paragraph):
        return "date", date
    if match := _NUMBER_LABEL.match(paragraph):
        return "no", str(int(match[1]))
    if match := _HAO_LABEL.match(paragraph):
        return "号", str(int(match[1]))
    if match := _YEAR_LABEL.match(paragraph):
        return "year", match[1]
    if match := _CODE_LABEL.match(paragraph):
        return "code", match[1].lower()
    return None


def _named(suggestion: str, shape: str) -> list[str]:
    """The keys of labels of this shape that the suggestion names."""
    if shape == "ts":
        return re.findall(r"(?<![\d:])(\d{1,2}:\d{2}(?::\d{2})?)(?![\d:])", suggestion)
    if shape == "year":
        return _YEAR_NAMED.findall(suggestion)
    if shape == "code":
        return [code.lower() for code in _CODE_NAMED.findall(suggestion)]
    if shape == "date":
        return _dates(suggestion) + holiday_dates(suggestion)
    if shape == "no":
        return [str(int(n)) for n in _NUMBER_NAMED.findall(suggestion)]
    if shape == "号":
        return [str(int(n)) for n in _HAO_NAMED.findall(suggestion)]
    if re.fullmatch(r"[a-z]+", shape):
        found = re.findall(rf"\b{shape}\s+(\d{{1,4}})\b", suggestion, re.IGNORECASE)
        return [str(int(n)) for n in found]
    keys = []
    for number in re.findall(rf"第([0-9{ZH_NUM}]+){shape}", suggestion):
        value = zh_number(number)
        if value:
            keys.append(str(value))
    return keys


def _date_key(day: str, month: str) -> str | None:
    """ "8-2" for day 2 of August, when the day can be one."""
    number = int(day)
    return f"{month}-{number}" if 1 <= number <= 31 else None


def _en_month(word: str) -> int:
    stem = word.lower().rstrip(".")[:3]
    return next(i for i, name in enumerate(_MONTHS, 1) if name.startswith(stem))


def _dates(text: str) -> list[str]:
    """The days of the year a text names ("2 August", "Aug 2nd", "8月10日"), as "8-2" keys."""
    keys: list[str | None] = []
    for match in _EN_DATE.finditer(text):
        day, month = (match[1], match[2]) if match[1] else (match[4], match[3])
        keys.append(_date_key(day, str(_en_month(month))))
    for match in _ZH_DATE.finditer(text):
        if 1 <= int(match[1]) <= 12:
            keys.append(_date_key(match[2], str(int(match[1]))))
    return [key for key in keys if key]


def dated_head(suggestion: str, paragraphs: Sequence[str]) -> set[int]:
    """The entries whose opening words (after their own label: "Entry 45 — 14 April 1911.",
    "第45条　4月15日") hold a day the suggestion names, each held by exactly one entry."""
    keys = set(_dates(suggestion) + holiday_dates(suggestion))
    if not keys:
        return set()
    heads: dict[str, list[int]] = {}
    for index, paragraph in enumerate(paragraphs):
        named = _dates(paragraph[:_HEAD])
        if named:
            heads.setdefault(named[0], []).append(index)
    held = [heads.get(key, []) for key in keys]
    return {h[0] for h in held if len(h) == 1} if all(len(h) == 1 for h in held) else set()


# An entry's day stands within its first this many characters.
_HEAD = 40


# What may stand before an entry's day: "Monday 2 August", "Tue, Aug 3", "2026年8月2日".
_BEFORE_DATE = re.compile(
    r"^(?:(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|fri|sat|sun)\.?,?\s+"
    r"|(?:\d{4}\s*年\s*)?(?:(?:周|星期)[一二三四五六日天][，,\s]*)?"
    r"|(?:(?:周|星期)[一二三四五六日天][，,\s]*)?(?:\d{4}\s*年\s*)?)",
    re.IGNORECASE,
)


def _date_at_start(paragraph: str) -> str | None:
    """The day of the year a paragraph opens with ("2 August. High water…"), as a key."""
    head = _BEFORE_DATE.sub("", paragraph.lstrip(" \t*_#>"))
    for pattern in (_EN_DATE, _ZH_DATE):
        match = pattern.match(head)
        if match is not None:
            keys = _dates(match[0])
            return keys[0] if keys else None
    return None


def leading_label(paragraph: str) -> str | None:
    """The label a paragraph starts with, as written, with the space after it
    ("[00:01:10] ", "Week 27. ", "第22天："); None when it starts with none."""
    for pattern in (_TIMESTAMP, _ZH_COUNTED, _WORD_NUMBER):
        match = pattern.match(paragraph)
        if match is not None:
            end = match.end()
            while end < len(paragraph) and paragraph[end] in " \t:：.、—–-":
                end += 1
            return paragraph[:end]
    return None
