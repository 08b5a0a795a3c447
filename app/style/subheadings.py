"""Subheadings are not the title: 「以后多用小标题和列表」, "more section headings from now on".

The section headings inside a piece are a matter of its layout; the size of its title is
another wish. Where a message names only subheadings, any reading of it on the title — a size,
or a doubt cast on the held title wish — is dropped. A message that names the title as well
("大标题写长一点，小标题照旧") is read as the rules read it. Pure.
"""

import re
from collections.abc import Sequence

from app.style.dimensions import Observation

_I = re.IGNORECASE
_SUBHEADINGS = re.compile(
    r"小标题|分标题|子标题|段落标题|章节标题|\bsub-?head(?:ing|er)?s?\b|"
    r"\bsection (?:head(?:ing|er)?s?|titles?)\b|\bcross-?heads?\b|\bsubtitles\b|"
    r"\bin-?text headings?\b",
    _I,
)
_TITLE = re.compile(r"标题|题目|\bhead ?lines?\b|\btitles?\b|\bheadings?\b|\bheaders?\b", _I)


# Their own size said ("小标题三四个字就行", "章节标题要短"): a wish on headings' size, which the
# rules read as the title's.
# ("长文章", "大段文字": the piece, not the headings' size.)
_SIZED = re.compile(
    r"短|长(?![文篇稿])|[一二两三四五六七八九十几\d]+个?字|简短|\bshort\w*|\blong(?!-form)\w*|"
    r"\b\d+ words?\b|\bwords? (?:max|or (?:less|fewer))\b|\bbrief\b|\bconcise\b",
    _I,
)


def names_subheadings_only(text: str) -> bool:
    """Whether the message names subheadings, not their size, and no title beside them."""
    if _SUBHEADINGS.search(text) is None or _SIZED.search(text) is not None:
        return False
    return _TITLE.search(_SUBHEADINGS.sub(" ", text)) is None


def subheadings_read(words: Sequence[str], said: list[Observation]) -> list[Observation]:
    """`said` without readings on the title where the words only name subheadings."""
    if words and all(names_subheadings_only(text) for text in words):
        return [o for o in said if o.dimension != "title_style"]
    return said
