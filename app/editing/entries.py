"""Entries of a log, diary or transcript named by their own label: "the Week 33 note", "the
entry that starts 'Night 27.'", 第22天那段, 把[00:01:10]那段…

Such articles start most paragraphs with a label of one shape (a word and a number, a
第N天, a timestamp); a suggestion that names one label that exactly one paragraph starts
with points at that paragraph, whatever else it says ("开头", "the first sentence").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.mentions import ZH_NUM, zh_number

# A paragraph's label: "[00:01:10]", "Week 27.", "Night 3 —", "Day 5:", "第22天：", "第3周".
_TIMESTAMP = re.compile(r"^\s*[\[(（]?(\d{1,2}:\d{2}(?::\d{2})?)[\])）]?")
_WORD_NUMBER = re.compile(r"^\s*([A-Za-z]{2,12})\s+(\d{1,4})\s*(?:[.:：)—–-]|\s)")
_ZH_COUNTED = re.compile(rf"^\s*第([0-9{ZH_NUM}]+)([天周日章回期步课站节篇场])")
# Labels of one shape must start at least this many paragraphs for the article to be a log.
_LEAST = 3


def entry_paragraphs(suggestion: str, paragraphs: Sequence[str]) -> set[int]:
    """The paragraphs whose own label the suggestion names (each held by exactly one)."""
    labels = [_label(p) for p in paragraphs]
    shapes: dict[str, int] = {}
    for label in labels:
        if label is not None:
            shapes[label[0]] = shapes.get(label[0], 0) + 1
    found: set[int] = set()
    for shape, count in shapes.items():
        if count < _LEAST:
            continue
        for key in _named(suggestion, shape):
            held = [i for i, label in enumerate(labels) if label == (shape, key)]
            if len(held) == 1:
                found.add(held[0])
    return found


def _label(paragraph: str) -> tuple[str, str] | None:
    """(shape, key) of a paragraph's leading label: ("ts", "00:01:10"), ("week", "27"),
    ("天", "22"); None when it starts with none."""
    if match := _TIMESTAMP.match(paragraph):
        return "ts", match[1]
    if match := _ZH_COUNTED.match(paragraph):
        number = zh_number(match[1])
        return (match[2], str(number)) if number else None
    if match := _WORD_NUMBER.match(paragraph):
        return match[1].lower(), str(int(match[2]))
    return None


def _named(suggestion: str, shape: str) -> list[str]:
    """The keys of labels of this shape that the suggestion names."""
    if shape == "ts":
        return re.findall(r"(?<![\d:])(\d{1,2}:\d{2}(?::\d{2})?)(?![\d:])", suggestion)
    if re.fullmatch(r"[a-z]+", shape):
        found = re.findall(rf"\b{shape}\s+(\d{{1,4}})\b", suggestion, re.IGNORECASE)
        return [str(int(n)) for n in found]
    keys = []
    for number in re.findall(rf"第([0-9{ZH_NUM}]+){shape}", suggestion):
        value = zh_number(number)
        if value:
            keys.append(str(value))
    return keys


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
