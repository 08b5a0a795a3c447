"""Minimums a writer sets as a rule — "at least two emoji in every post", "no sentence shorter
than fifteen words", 「每句话不少于二十个字」, 「每段至少写五句话」 — read as the larger size.

The mirror of `ceilings.py`: the floor's own words ("at least", 「至少」, "shorter than") point,
word by word, to less of the thing; read as a whole they ask for more of what they count. The
part counted is found as a ceiling's is, and its value turned to the other pole.
"""

import re

from app.style.dimensions import DIMENSIONS

_I = re.IGNORECASE
_NUMBER = (
    r"(?:(?<!\d)\d+|a couple|couple of|two|three|four|five|six|seven|eight|nine|ten|eleven|"
    r"twelve|fifteen|twenty|thirty|forty|fifty|a hundred|hundred|"
    r"(?<![一二两三四五六七八九十百千几])[一二两三四五六七八九十百千几]+)"
)
_FLOOR = re.compile(
    r"\b(?:at least|at the least|no fewer than|not fewer than|no less than|not less than|"
    r"a minimum of|minimum of|min\.? of)\s+(?:about\s+|around\s+)?" + _NUMBER + r"|"
    # "no sentence shorter than fifteen words", "never under twenty words".
    r"\b(?:no|never|nothing|not|don'?t|do not)\b[^.!?;:,]{0,40}?\b(?:shorter|fewer|less|smaller)"
    r"\s+than\s+(?:about\s+)?"
    + _NUMBER
    + r"|"
    + _NUMBER
    + r"[^.!?;,]{0,30}?\b(?:minimum|at (?:the )?least|or more)\b|"
    r"(?:至少|最少|起码|最低|不少于|不低于|不短于|别短于|别少于|不要少于|不能少于|不得少于|"
    r"不能短于|不要短于)(?:要|得|也要|也得)?(?:放|写|用|加|有|配)?"
    + _NUMBER
    + r"|"
    + _NUMBER
    + r"[^，,。！？!?；\s]{0,4}(?:以上|起步)",
    _I,
)
# What the number counts must be a size or a count of a thing, not people or hours.
_UNIT = re.compile(
    r"\s*(?:\w+\s+){0,2}?(?:words?|lines?|sentences?|characters?|chars|paragraphs?|paras?|"
    r"pages?|emojis?|emoticons?|bullets?)\b|[^，,。！？!?；]{0,3}(?:字|行|句|段|页|个|条|屏)",
    _I,
)
_SAID_AFTER = re.compile(r"minimum|at (?:the )?least|or more|以上|起步", _I)


def floor_set(clause: str, counted: tuple[str, str] | None) -> tuple[int, str, str] | None:
    """Where the clause sets a minimum on `counted` (the part it counts, at its smaller value),
    with that part's larger value; None when it sets none."""
    floor = _FLOOR.search(clause)
    if floor is None or counted is None:
        return None
    if not (_UNIT.match(clause, floor.end()) or _SAID_AFTER.search(floor.group())):
        return None
    dimension, smaller = counted
    degrees = DIMENSIONS[dimension]
    larger = [v for v, sign in degrees.items() if sign * degrees[smaller] < 0]
    return (floor.start(), dimension, larger[0]) if len(larger) == 1 else None


# 「至少放两个表情」: the 少 of 至少 / 最少 is no wish for fewer; said as 起码, only the floor.
_AT_LEAST_ZH = re.compile(
    r"(?:至少|最少)(?=(?:要|得|也要|也得)?(?:放|写|用|加|有|配)?" + _NUMBER + ")"
)


def floor_said_plainly(text: str) -> str:
    """`text` with a Chinese "at least" before a count said without the word for "few"."""
    return _AT_LEAST_ZH.sub("起码", text)
