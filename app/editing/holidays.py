"""Days of the year a suggestion names by a fixed-date holiday: "the May Day entry", "the
Christmas Eve entry", "New Year's Day", 国庆那条, 元旦那天, 平安夜那篇 — as the "month-day"
keys app/editing/entries.py gives a dated log's entries ("5-1" for 1 May). Holidays whose
date moves from year to year (Easter, 春节, 中秋) name no day and are left out."""

from __future__ import annotations

import re

_EN = (
    (r"new year'?s eve|hogmanay", "12-31"),
    (r"new year'?s(?: day)?", "1-1"),
    (r"christmas eve", "12-24"),
    (r"christmas(?: day)?|xmas(?: day)?", "12-25"),
    (r"boxing day", "12-26"),
    (r"may ?day", "5-1"),
    (r"(?:st\.? )?valentine'?s(?: day)?", "2-14"),
    (r"(?:st\.? )?patrick'?s day", "3-17"),
    (r"april fools'?(?: day)?", "4-1"),
    (r"hallowe'?en", "10-31"),
    (r"bonfire night|guy fawkes(?: night| day)?", "11-5"),
    (r"armistice day|remembrance day", "11-11"),
)
_ZH = (
    (r"元旦", "1-1"),
    (r"情人节", "2-14"),
    (r"妇女节|三八节", "3-8"),
    (r"植树节", "3-12"),
    (r"愚人节", "4-1"),
    (r"劳动节|五一(?:节|那)", "5-1"),
    (r"青年节|五四(?:节|那)", "5-4"),
    (r"儿童节|六一(?:节|那)", "6-1"),
    (r"建党节", "7-1"),
    (r"建军节|八一(?:节|那)", "8-1"),
    (r"教师节", "9-10"),
    (r"国庆(?:节|日|当天|那)?", "10-1"),
    (r"万圣节", "10-31"),
    (r"平安夜", "12-24"),
    (r"圣诞(?:节|日)?", "12-25"),
)
_EN_PATTERN = re.compile(r"\b(?:" + "|".join(f"({p})" for p, _ in _EN) + r")(?!\w)", re.IGNORECASE)
_ZH_PATTERN = re.compile("|".join(f"({p})" for p, _ in _ZH))


def holiday_dates(text: str) -> list[str]:
    """The "month-day" keys of the fixed-date holidays a text names, in order."""
    keys: list[str] = []
    for pattern, table in ((_EN_PATTERN, _EN), (_ZH_PATTERN, _ZH)):
        for match in pattern.finditer(text.replace("’", "'")):
            group = next(i for i, value in enumerate(match.groups()) if value is not None)
            keys.append(table[group][1])
    return keys
