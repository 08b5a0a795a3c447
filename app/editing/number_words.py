"""Number words above ten, as a writer names an entry of a long list or log with them: "entry
fifty-nine", "the twenty-first entry", "the thirty-third visit", "item seventeen". Shared by
app/editing/mentions.py (EN_WORD, EN_ORDINAL, en_number)."""

from __future__ import annotations

import re

_UNITS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_UNIT_ORDINALS = (
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
)  # fmt: skip
_TEENS = (
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen",
)  # fmt: skip
_TEEN_ORDINALS = (
    "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
    "eighteenth", "nineteenth",
)  # fmt: skip
_TENS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_TENS_ORDINALS = (
    "twentieth", "thirtieth", "fortieth", "fiftieth", "sixtieth", "seventieth", "eightieth",
    "ninetieth",
)  # fmt: skip

_T = "|".join(_TENS)
# Listed before the words up to ten, so "seventeen" is not read as "seven", nor
# "thirty-third" as "third".
COMPOUND_WORD = rf"(?:(?:{_T})(?:[- ](?:{'|'.join(_UNITS)})\b)?|{'|'.join(_TEENS)})"
COMPOUND_ORDINAL = (
    rf"(?:(?:{_T})[- ](?:{'|'.join(_UNIT_ORDINALS)})|{'|'.join(_TENS_ORDINALS)}"
    rf"|{'|'.join(_TEEN_ORDINALS)})"
)


def compound_number(word: str) -> int | None:
    """The number a word above ten names ("fifty-nine" → 59, "thirty-third" → 33)."""
    parts = re.split(r"[- ]+", word.strip().lower())
    if len(parts) == 1:
        for teens in (_TEENS, _TEEN_ORDINALS):
            if parts[0] in teens:
                return 11 + teens.index(parts[0])
        for tens in (_TENS, _TENS_ORDINALS):
            if parts[0] in tens:
                return 20 + 10 * tens.index(parts[0])
        return None
    if len(parts) == 2 and parts[0] in _TENS:
        for names in (_UNITS, _UNIT_ORDINALS):
            if parts[1] in names:
                return 20 + 10 * _TENS.index(parts[0]) + names.index(parts[1]) + 1
    return None


# The number words up to ten, cardinal and ordinal, and as figures: "item 3", "the third".
EN_NUMBER = {
    "first": 1, "one": 1, "1st": 1, "second": 2, "two": 2, "2nd": 2, "third": 3, "three": 3,
    "3rd": 3, "fourth": 4, "four": 4, "4th": 4, "fifth": 5, "five": 5, "5th": 5, "sixth": 6,
    "six": 6, "6th": 6, "seventh": 7, "seven": 7, "7th": 7, "eighth": 8, "eight": 8, "8th": 8,
    "ninth": 9, "nine": 9, "9th": 9, "tenth": 10, "ten": 10, "10th": 10,
}  # fmt: skip


def en_number(word: str) -> int | None:
    word = word.strip().lower()
    if word in EN_NUMBER:
        return EN_NUMBER[word]
    digits = re.match(r"\d+", word)
    if digits is None:
        return compound_number(word)  # "fifty-nine", "thirty-third"
    return int(digits[0]) if len(digits[0]) <= 9 else None  # int() refuses 4,300
