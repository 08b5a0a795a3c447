"""A length of time and a half written in words where the writer wrote a decimal: 约1.5小时 →
约一个半小时, "2.5 hours" → "two and a half hours", "1.5 hours" → "an hour and a half". The same
duration (as 半小时 is 三十分钟), so the writer's form is put back, not read as another figure."""

from __future__ import annotations

import re

from app.editing.mentions import ZH_NUM, zh_number
from app.editing.number_words import en_number

_ZH_UNITS = {"小时": "h", "钟头": "h", "个小时": "h", "天": "d", "周": "w", "星期": "w",
             "个星期": "w", "个月": "m", "月": "m", "年": "y"}  # fmt: skip
_ZH_WORDS = re.compile(rf"([{ZH_NUM}]+)个半(个?小时|钟头|天|周|个?星期|个?月|年)")
_ZH_DECIMAL = re.compile(r"(?<![\d.])(\d+\.5)\s*(个?小时|钟头|天|周|个?星期|个?月|年)")
_EN_UNIT = r"(hour|day|week|month|year)s?"
_EN_WORDS = re.compile(
    rf"\b(an?|one|two|three|four|five|six|seven|eight|nine|ten)\s+{_EN_UNIT}\s+and\s+a\s+half\b"
    rf"|\b(one|two|three|four|five|six|seven|eight|nine|ten)\s+and\s+a\s+half\s+{_EN_UNIT}\b",
    re.IGNORECASE,
)
_EN_DECIMAL = re.compile(r"(?<![\d.])(\d+\.5)\s*(hour|hr|day|week|month|year)s?\b", re.IGNORECASE)


def _unit(word: str) -> str:
    return _ZH_UNITS.get(word, word.lower()[:1])


def restore_half_durations(before: str, after: str) -> str:
    """`after` with each "N and a half" length of time the writer wrote as a decimal of the
    same value written the writer's way again."""
    if "半" not in after and "half" not in after.lower():
        return after
    own: dict[tuple[float, str], str] = {}
    for match in _ZH_DECIMAL.finditer(before):
        own.setdefault((float(match[1]), _unit(match[2])), match[0])
    for match in _EN_DECIMAL.finditer(before):
        own.setdefault((float(match[1]), _unit(match[2])), match[0])
    if not own:
        return after

    def zh(match: re.Match[str]) -> str:
        whole = zh_number(match[1])
        key = (whole + 0.5, _unit(match[2])) if whole is not None else None
        return own.get(key, match[0]) if key else match[0]

    def en(match: re.Match[str]) -> str:
        word, unit = (match[1], match[2]) if match[1] else (match[3], match[4])
        whole = 1 if word.lower() in ("a", "an") else en_number(word)
        key = (whole + 0.5, _unit(unit)) if whole is not None else None
        return own.get(key, match[0]) if key else match[0]

    return _EN_WORDS.sub(en, _ZH_WORDS.sub(zh, after))
