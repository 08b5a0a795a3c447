"""The words of a suggestion that name an entry by its label — "the Day 3 paragraph", 第三天那段,
"rule 3", "the weekday times" under "**Weekday times** …", 工作日时刻那段 — a place in the
article, not a figure or a fact the suggestion asks to write."""

from __future__ import annotations

import re

from app.editing.headings import without_labels_named


def without_labels(asked: str, before: str) -> str:
    """The suggestion less the labels it names an entry by: numbered ones ("the Day 3
    paragraph", 第三天那段, "rule 3" of a numbered list) where a line of the article starts
    with that label or number, and any label of the article's paragraphs said word for word."""
    return _without_numbered_labels(without_labels_named(asked, before.split("\n\n")), before)


# A numbered label: "Week 2", "Day 3", 第三天, 第2周 — the name of an entry when the article's
# own headings or run-in labels start with it.
_NUMBERED_LABEL = re.compile(
    r"\b[A-Za-z]{2,12}[ \t]+\d{1,3}\b|第[\d一二三四五六七八九十]{1,3}[\u4e00-\u9fff]"
)


def _without_numbered_labels(asked: str, before: str) -> str:
    """The suggestion less the numbered labels it names an entry by ("the Day 3 paragraph",
    第三天那段, "rule 3" of a numbered list), where a line of the article starts with that
    label or number: a place, not a figure to write."""
    labels = set(_NUMBERED_LABEL.findall(asked))
    # A pattern compiled for each label was most of what reading the suggestion's facts cost
    # a turn, and most labels a suggestion names ("message 17") are nowhere in the article:
    # a label's number, with the space before it, has no case, so it must be there as written.
    numbers = set(_SPACED_NUMBER.findall(before)) if labels else set()
    # "rule 3" where a line of the article starts "3." or "3)": the item's number
    items = set(_ITEM_START.findall(before)) if labels else set()
    for label in labels:
        number = re.search(r"\d+$", label)
        numbered = number is not None and number[0] in items and bool(_ITEM_WORD.match(label))
        cut = max(label.rfind(" "), label.rfind("\t"))  # 第三天 has none: it is all caseless
        present = label[cut:] in numbers if cut >= 0 else label in before
        if not (present or numbered):
            continue
        starts = re.compile(rf"^[#* \t]*{re.escape(label)}(?!\d)", re.IGNORECASE | re.MULTILINE)
        if numbered or starts.search(before):
            asked = asked.replace(label, " ")
    return asked


# A whole number with the space or tab before it: " 3" in "Day 3", not in "Day 30".
_SPACED_NUMBER = re.compile(r"[ \t]\d+")
# The number a line of a numbered list starts with: "3" of "3. Acids are…".
_ITEM_START = re.compile(r"^[ \t]*(\d+)[.)]", re.MULTILINE)
# What names a numbered list's item ("rule 3", "tip 2") — not "use 3" or "not 2" of a sentence.
_ITEM_WORD = re.compile(
    r"(?:rule|step|item|point|tip|question|clause|entry|note|reminder|instruction|no)s?[ \t]",
    re.IGNORECASE,
)
