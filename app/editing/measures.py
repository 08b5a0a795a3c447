"""The unit of a writer's measurement, which a restyle must keep: "2 km from the centre" made
livelier as "just 2 miles from the centre", 距市中心2公里 as 离市中心只有2英里. The figure is the
writer's, the unit is not, and the article now says something else — as a price written in
another currency does (currencies.py).

Read narrowly: only a figure kept with another unit of the same kind (length, weight, volume,
area, temperature, speed) counts — "2 km" → "1.2 miles" is a conversion, "2 km" → "two
kilometres" or 2公里 → 2千米 the same unit spelt another way — and not when the suggestion
names a unit or asks to convert ("in miles too", 换算成英里)."""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

# Each spelling of a unit → (kind, unit).
_UNITS: dict[str, tuple[str, str]] = {}
for _kind, _unit, _spellings in (
    ("length", "km", "km|kms|kilometres|kilometers|kilometre|kilometer|公里|千米"),
    ("length", "m", "metres|meters|metre|meter|米"),
    ("length", "cm", "cm|centimetres|centimeters|centimetre|centimeter|厘米|公分"),
    ("length", "mm", "mm|millimetres|millimeters|millimetre|millimeter|毫米"),
    ("length", "mi", "mi|miles|mile|英里"),
    ("length", "ft", "ft|feet|foot|英尺"),
    ("length", "in", "inches|inch|英寸"),
    ("length", "yd", "yards|yard|yds|yd"),
    ("weight", "kg", "kg|kgs|kilos|kilo|kilograms|kilogrammes|kilogram|公斤|千克"),
    ("weight", "g", "grams|grammes|gram|克"),
    ("weight", "lb", "lb|lbs|磅"),
    ("weight", "oz", "oz|ounces|ounce|盎司"),
    ("weight", "jin", "斤"),
    ("volume", "l", "litres|liters|litre|liter|升"),
    ("volume", "ml", "ml|millilitres|milliliters|millilitre|milliliter|毫升"),
    ("volume", "gal", "gallons|gallon|加仑"),
    ("volume", "pt", "pints|pint|品脱"),
    ("area", "ha", "hectares|hectare|公顷"),
    ("area", "acre", "acres|acre|英亩"),
    ("area", "mu", "亩"),
    ("temperature", "C", "°C|℃|degrees Celsius|摄氏度"),
    ("temperature", "F", "°F|℉|degrees Fahrenheit|华氏度"),
    ("speed", "kmh", "km/h|kph|公里/小时|公里每小时"),
    ("speed", "mph", "mph|miles per hour|英里/小时|英里每小时"),
):
    for _spelling in _spellings.split("|"):
        _UNITS[_spelling.lower()] = (_kind, _unit)

_SPELLINGS = sorted(_UNITS, key=len, reverse=True)  # "km/h" before "km", "公里/小时" before "公里"
# (A Chinese figure is read from the first numeral of a run, or from the second when a letter,
# digit or stop before the first keeps it from starting there: from a later one it reads to the
# same end, with fewer places to end, so it fails where the first did — tried from each, a run
# of 20,000 一 took 170 s of a turn.)
_ZH_NUMERAL = "零〇一二两三四五六七八九十百千万半"
_NUMBER = (
    rf"\d+(?:[.,]\d+)*|(?:(?<![{_ZH_NUMERAL}])|(?<=[0-9A-Za-z.,][{_ZH_NUMERAL}]))[{_ZH_NUMERAL}]+"
)
_MEASURE = re.compile(
    rf"(?<![0-9A-Za-z.,])({_NUMBER})(?:[ \u00a0-]?)("
    + "|".join(re.escape(s) for s in _SPELLINGS)
    + r")(?![A-Za-z])",
    re.IGNORECASE,
)
# A suggestion about units: converting or naming one is asked, not drift.
_ASKS_UNIT = re.compile(
    r"\b(?:convert\w*|conversion|metric|imperial|units?)\b|换算|单位|公制|英制",
    re.IGNORECASE,
)


def measures_of(text: str) -> Counter[tuple[str, str, str]]:
    """The measurements `text` writes, as (figure, kind, unit), counted."""
    return _measures(text).copy()  # the caller's own


# A turn reads the article before and after the edit, and the next turn's article is this
# one's "after": a pure function of the text, so remembered.
@lru_cache(maxsize=32)
def _measures(text: str) -> Counter[tuple[str, str, str]]:
    found: Counter[tuple[str, str, str]] = Counter()
    for match in _MEASURE.finditer(text):
        kind, unit = _UNITS[match[2].lower()]
        found[(match[1].replace(",", ""), kind, unit)] += 1
    return found


def switched_units(before: str, after: str) -> list[tuple[str, str]]:
    """The measurements of `before` that `after` writes with the same figure in another unit
    of the same kind, as ("2 km", "2 mi") pairs: empty when every figure kept its unit."""
    old, new = measures_of(before), measures_of(after)
    gone, came = old - new, new - old
    pairs = []
    for figure, kind, unit in gone:
        for other_figure, other_kind, other_unit in came:
            if (figure, kind) == (other_figure, other_kind) and unit != other_unit:
                pairs.append((f"{figure} {unit}", f"{figure} {other_unit}"))
    return pairs + _plain_days(before, after)


# A count of working days written as plain days: 15个工作日 → 15天, "15 working days" → "15
# days" — a deadline over two weekends moved three days closer.
_WORKING = re.compile(
    # a figure read from the start of its run only (from each digit of a run of 20,000, \d+
    # read to its end again: 18 s of a turn)
    r"(?<![\d一二两三四五六七八九十])(\d+|[一二两三四五六七八九十]+)\s*(?:个)?工作日"
    r"|(?<!\d)(\d+|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen"
    r"|fifteen|twenty|thirty))\s+(?:working|business)\s+days?\b",
    re.IGNORECASE,
)


def _plain_days(before: str, after: str) -> list[tuple[str, str]]:
    old = Counter((m[1] or m[2]).lower() for m in _WORKING.finditer(before))
    new = Counter((m[1] or m[2]).lower() for m in _WORKING.finditer(after))
    pairs = []
    for figure in old - new:
        plain = re.search(
            rf"(?<![\d.]){re.escape(figure)}\s*(?:个)?(?:天|日(?!期))|\b{re.escape(figure)}\s+(?:calendar\s+)?days?\b",
            after,
            re.IGNORECASE,
        )
        if plain and not re.search(rf"(?<![\d.]){re.escape(figure)}\s*(?:个)?(?:天|日)", before):
            pairs.append(
                (
                    next(
                        m[0] for m in _WORKING.finditer(before) if (m[1] or m[2]).lower() == figure
                    ),
                    plain[0],
                )
            )
    return pairs


def asks_units(asked: str, pairs: list[tuple[str, str]]) -> bool:
    """Whether the suggestion asks for units: converting, or naming one the reply brought in."""
    if _ASKS_UNIT.search(asked):
        return True
    if any(_WORKING.search(old) for old, _ in pairs) and _ASKS_DAYS.search(asked):
        return True  # "say 15 days, not working days", 改成15天
    asked_units = {_UNITS[m[0].lower()][1] for m in _UNIT_WORD.finditer(asked)}
    return any(new.partition(" ")[2] in asked_units for _, new in pairs)


_ASKS_DAYS = re.compile(r"\b(?:days?|calendar|working|business)\b|天|工作日|自然日", re.IGNORECASE)


_UNIT_WORD = re.compile(
    "|".join(
        rf"(?<![A-Za-z]){re.escape(s)}(?![A-Za-z])" if s.isascii() else re.escape(s)
        for s in _SPELLINGS
        if len(s) > 2 or not s.isascii()
    ),
    re.IGNORECASE,
)
