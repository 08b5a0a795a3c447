"""A topic named by a count and what it counts: "the paragraph about the eleven hours", "the bit
about the 212 people", "the two engines paragraph", 讲三名消防员的那段 (blind52 millfire-en-09).

The word reader (topic_words.py) reads number words as naming nothing — "the two kites" of a
kite festival's report says no more than "the kites" — and "hours" alone then names the
paragraphs that give clock times. But a count written beside its thing, as the article writes
it ("burned for eleven hours"), is a locator: the one paragraph that says both, in any spelling
of the count (eleven / 11), is the one the writer means. Only that pair is read, never the count
alone, and only when one paragraph holds it.

The count found this way finds the paragraph; it does not license a change to it (the ask
"make the paragraph about the eleven hours less flat" answered "seven hours" is still a
changed figure, blind52 millfire-en-12): facts.py reads the ask without such a topic name
(without_locating_counts), so its count is not taken as a figure the writer asked for.
Pure: texts in, paragraph indexes or text out."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.editing.number_words import en_number

# (a lookahead, so that "about the eleven hours" is read from each word: "the eleven" is no pair
# but "eleven hours" is)
_EN_COUNTED = re.compile(r"\b(?=([a-z]+(?:-[a-z]+)?|\d[\d,]*)\s+([a-z]{3,})\b)", re.IGNORECASE)
_ZH_NUMERALS = "零〇一二两三四五六七八九十百千万"
_ZH_COUNTED = re.compile(
    rf"([0-9]+|[{_ZH_NUMERALS}]+)\s*(?:个|名|位|只|辆|台|次|天|小时|年|人|家|件|本|张|条|场|户)?"
    r"([\u4e00-\u9fff]{1,2})"
)
_ZH_VALUES = {c: i for i, c in enumerate("零一二三四五六七八九")} | {"〇": 0, "两": 2}


def counted_holders(phrase: str, paragraphs: Sequence[str]) -> set[int]:
    """The one paragraph that says a count of the phrase beside the thing it counts (any
    spelling of the count); none when no pair of the phrase is said, or more than one
    paragraph says it."""
    found: set[int] = set()
    for number, thing in _pairs(phrase):
        holders = {i for i, p in enumerate(paragraphs) if _says(p, number, thing)}
        if len(holders) == 1:
            found |= holders
    return found if len(found) == 1 else set()


def _pairs(phrase: str) -> list[tuple[int, str]]:
    """(the count, the word it counts) of each count-and-thing the phrase says."""
    out = []
    for match in _EN_COUNTED.finditer(phrase):
        number = en_number(match[1].replace(",", ""))
        if number is not None:
            out.append((number, match[2].lower()))
    for match in _ZH_COUNTED.finditer(phrase):
        number = zh_count(match[1])
        if number is not None:
            out.append((number, match[2]))
    return out


def _says(paragraph: str, number: int, thing: str) -> bool:
    """Whether the paragraph writes `number` (any spelling) just before `thing` (any ending)."""
    if re.search(r"[\u4e00-\u9fff]", thing):
        return any(
            zh_count(m[1]) == number and paragraph.startswith(thing, m.start(2))
            for m in _ZH_COUNTED.finditer(paragraph)
        )
    stem = thing[:-1] if thing.endswith("s") and not thing.endswith("ss") else thing
    for match in _EN_COUNTED.finditer(paragraph):
        said = match[2].lower()
        if en_number(match[1].replace(",", "")) == number and said.startswith(stem):
            return True
    return False


def zh_count(text: str) -> int | None:
    """The value of a count in digits or in Chinese numerals up to 99 (十一, 二十, 三)."""
    if text.isdigit():
        return int(text)
    if not text or any(c not in _ZH_VALUES and c != "十" for c in text):
        return None
    if "十" not in text:
        return _ZH_VALUES[text] if len(text) == 1 else None
    tens, _, ones = text.partition("十")
    if len(tens) > 1 or len(ones) > 1:
        return None
    return (_ZH_VALUES[tens] if tens else 1) * 10 + (_ZH_VALUES[ones] if ones else 0)


# A topic name that holds a count: "the paragraph about the eleven hours", "the eleven hours
# paragraph", 讲三名消防员的那段.
_EN_NAME = re.compile(
    r"\b(?:paragraph|section|part|bit)\s+(?:about|on|covering|with)\s+(?:the\s+)?"
    r"([a-z]+(?:-[a-z]+)?|\d[\d,]*)\s+([a-z]{3,})\b"
    r"|\bthe\s+([a-z]+(?:-[a-z]+)?|\d[\d,]*)\s+([a-z]{3,})\s+(?:paragraph|section|part|bit)\b",
    re.IGNORECASE,
)
_ZH_NAME = re.compile(r"(?:讲|关于|写|说)?([\u4e00-\u9fff0-9]{2,12}?)的?[那这]一?段")


def without_locating_counts(asked: str, article: str) -> str:
    """The suggestion without the topic names whose count finds its paragraph (the article
    writes that count beside its thing in one paragraph): such a count says where, it asks
    for no figure."""
    paragraphs = article.split("\n\n")

    def drop(match: re.Match[str]) -> str:
        return " " if counted_holders(match[0], paragraphs) else match[0]

    return _ZH_NAME.sub(drop, _EN_NAME.sub(drop, asked))
