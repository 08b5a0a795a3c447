"""A count said as the rest of a whole: "38 of the 41" written "all but 3 of the 41", 41人中
除了3人都… — the same figure, 41 − 3, not another one. Read only where the whole is written
beside the part left out, so the difference is in the text itself."""

from __future__ import annotations

import re

from app.editing.fact_reading import fact_value

_EN = re.compile(
    r"\b(?:all|every\w*)\s+(?:but|except(?:\s+for)?)\s+(?P<part>\d{1,9}|[a-z]{3,9})\s+"
    r"(?:of|out\s+of)\s+(?:the\s+|our\s+|those\s+|these\s+)?(?P<whole>\d[\d,]{0,12})\b",
    re.IGNORECASE,
)
_ZH = re.compile(
    r"(?<!\d)(?P<whole>\d{1,9})[^\d，。；！？\n]{0,12}?中[，,]?\s*除了?(?P<part>\d{1,9})[^\d，。；！？\n]{0,6}?"
    r"(?:以外|之外|外)?[，,]?\s*(?:其余|其他|别的)?[^\d，。；！？\n]{0,6}?(?:都|全|均)"
)


def complements(text: str) -> tuple[set[float], set[str]]:
    """The counts `text` gives as a whole less a part (41 − 3 = 38), and the parts' words."""
    values: set[float] = set()
    parts: set[str] = set()
    for match in (*_EN.finditer(text), *_ZH.finditer(text)):
        part, whole = fact_value(match["part"]), fact_value(match["whole"])
        if isinstance(part, float) and isinstance(whole, float) and 0 < part < whole:
            values.add(whole - part)
            parts.add(match["part"])
    return values, parts
