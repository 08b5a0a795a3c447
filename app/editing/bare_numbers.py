"""Where a number the writer asked to replace stands as a whole number: `Replace "10" with "12"`
is about the 10 of "10 people", 10点 or 第10届, never the 10 of a time (10:30), a decimal
(10.5, 3.10), a grouped number (10,000), a date (2026-10-05, 10/05) or a longer number (2010,
100). Digits joined to other digits by a colon, a point, a thousands comma, a slash or a date's
dash make one longer number; a unit, a counter or a word beside it leaves it whole.
"""

import re

# A digit, then what joins it to the number asked for: 10:30, 3.10, 5/10.
_JOINED_BEFORE = r"(?<!\d[.:：/．])"
# What joins the number asked for to the next digit: 10:30, 10.5, 10/05.
_JOINED_AFTER = r"(?![.:：/．]\d)"
# A date's dashes: 2026-10(-05) (a year before it), 10-05-2026 and 05-10-2026 (a year after).
_DATE_BEFORE = r"(?<!\d{4}-)"
_DATE_AFTER = r"(?!-\d{1,2}-\d{2,4}(?!\d))(?!-\d{4}(?!\d))"
# A thousands group: 10,000 (a group of three after it), 1,100 (a three-digit group after 1,).
_GROUP_AFTER = r"(?!,\d{3}(?!\d))"
_GROUP_BEFORE = r"(?<!\d,)"
# The longer numbers holding one, for saying where it was found: digits and what joins them.
_JOINS = r"[.:：/．,-]"


def is_number(text: str) -> bool:
    """Whether `text` starts or ends with a digit (10, 10.5, 10 km, No. 10)."""
    return bool(text) and (text[0].isdigit() or text[-1].isdigit())


def whole_number(pattern: str, old: str) -> str:
    """`pattern` (which finds `old`) narrowed to where `old`'s digits at either end stand as a
    whole number: not joined to other digits at that end."""
    if old[:1].isdigit():
        three = re.match(r"\d{3}(?!\d)", old) is not None
        pattern = _JOINED_BEFORE + _DATE_BEFORE + (_GROUP_BEFORE if three else "") + pattern
    if old[-1:].isdigit():
        pattern = pattern + _JOINED_AFTER + _DATE_AFTER + _GROUP_AFTER
    return pattern


def longer_numbers(old: str, text: str) -> list[str]:
    """The longer numbers of `text` that hold the number `old` (10:30, 2010, 10.5), once each,
    at most three."""
    joined = rf"(?:\d+{_JOINS})*\d*"
    tail = rf"\d*(?:{_JOINS}\d+)*"
    found = re.findall(rf"{joined}{re.escape(old)}{tail}", text)
    return list(dict.fromkeys(n for n in found if len(n) > len(old)))[:3]
