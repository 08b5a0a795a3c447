"""Where a number the writer asked to replace stands as a whole number: `Replace "10" with "12"`
is about the 10 of "10 people", 10点 or 第10届, never the 10 of a time (10:30), a decimal
(10.5, 3.10), a grouped number (10,000), a date (2026-10-05, 10/05) or a longer number (2010,
100). Digits joined to other digits by a colon, a point, a thousands comma, a slash or a date's
dash make one longer number; a unit, a counter or a word beside it leaves it whole.

Number words likewise: "twenty" is not the twenty of "twenty-five", "five" not the five of
"fifty-five", "one" not the one of "one-third" (`whole_number_word`); 第三 is not the 第三 of
第三十 (`whole_cn_numeral`). "five-year-old" still holds a five.
"""

import re

from app.domain.en_numbers import TENS, between

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


_UNITS = tuple(between(1, 9))
_TENS = tuple(TENS)
_NUMBER_WORDS = frozenset((*between(1, 19), *TENS, "hundred", "thousand"))
# what a hyphen joins to a number word to make another number: twenty-five, one-third, -first
_JOINED_WORD = (
    r"(?:one|two|three|four|five|six|seven|eight|nine|first|second|third|fourth|fifth|sixth"
    r"|seventh|eighth|ninth|half|halves|thirds|quarters?|fifths|sixths|sevenths|eighths"
    r"|ninths|tenths|hundredths?)(?![A-Za-z])"
)


def whole_number_word(pattern: str, old: str) -> str:
    """`pattern` (which finds `old`) narrowed to where an English number word at either end of
    `old` stands as its own number: not the end of "twenty-five" nor the start of "one-third"."""
    words = old.lower().split()
    if not words:
        return pattern
    if words[0] in _UNITS:
        pattern = "".join(f"(?<!{tens}-)(?<!{tens.title()}-)" for tens in _TENS) + pattern
    if words[-1] in _NUMBER_WORDS:
        pattern = f"{pattern}(?!-{_JOINED_WORD})"
    return pattern


def whole_cn_numeral(pattern: str, old: str, numerals: str) -> str:
    """`pattern` (which finds `old`) narrowed so that a Chinese numeral at either end of `old`
    is not part of a longer number (第三 in 第三十, 三月 in 十三月)."""
    if old[-1:] in numerals:
        pattern = f"{pattern}(?![{numerals}])"
    if old[:1] in numerals:
        pattern = f"(?<![{numerals}]){pattern}"
    return pattern
