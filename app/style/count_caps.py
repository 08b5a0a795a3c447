"""A cap on how many emoji (or exclamation marks) a post may carry — "Cut them back from now on,
please - two tops", "three max", "one or two per post, no more", 「以后每条最多两个」 — asks for
fewer, not none.

A cap above zero allows some: read with "cut them back", the message was saved as no emoji at
all (v77), a wish the writer did not make and a prompt that strips every one. "Not a single
one", "zero", 「一个都不要」 are no cap: none stands. Pure: words and readings in, readings out.
"""

import re
from collections.abc import Sequence
from dataclasses import replace

from app.style.dimensions import Observation

_I = re.IGNORECASE
_COUNT_EN = r"(?:one|two|three|four|five|a couple|a few|[1-9])"
_CAP = re.compile(
    rf"\b{_COUNT_EN}\s+(?:tops|max(?:imum)?|at (?:the )?most|is (?:plenty|enough|the limit))\b|"
    r"\b(?:at most|max(?:imum)?(?: of)?|no more than|not more than|up to|capped at|"
    rf"limit (?:of|to))\s+"
    rf"{_COUNT_EN}\b|"
    rf"\b{_COUNT_EN}\s+(?:or\s+{_COUNT_EN}\s+)?(?:per|a|each)\s+(?:post|caption|update)\b[^.!?]{{0,12}}"
    r"\b(?:no more|max|tops)\b|"
    r"(?:最多|顶多|至多|不超过|不能超过|别超过|封顶)(?:只)?(?:放|用|加|来)?[一两二三四五1-9]个?|"
    r"[一两二三四五1-9]个(?:就够|足够|封顶|为限|就行)",
    _I,
)
_NONE_SAID = re.compile(
    r"\bnot (?:a single|one)\b|\bzero\b|\bnone at all\b|\bno emoji\w* at all\b|"
    r"一个(?:都|也)不|全(?:部)?(?:删|去)掉|一个不留",
    _I,
)
_COUNTED = ("emoji", "exclamation")


def capped_read(words: Sequence[str], said: list[Observation]) -> list[Observation]:
    """`said`, with "none" read as "fewer" where the message caps the count above zero."""
    text = " ".join(words)
    if not _CAP.search(text) or _NONE_SAID.search(text):
        return said
    return [
        replace(o, value="fewer") if o.dimension in _COUNTED and o.value == "none" else o
        for o in said
    ]
