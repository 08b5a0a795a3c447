"""A list the writer counted, cut short by a rewrite: "内科、外科、儿科三个科室" made "内科和外科",
"three boats: Swift, Heron and Kestrel" made "Swift and Heron". The count says the list is whole,
so an item gone from it is a fact changed (a department no longer open, a boat no longer
there), not a rewording — refused unless the suggestion asks to remove or names the item."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.text import counts_characters
from app.editing.elided import Refused
from app.editing.fact_reading import zh_large
from app.editing.number_words import en_number

# 内科、外科、儿科三个科室; 语文、数学和英语三门: the items, then their count.
_ZH_COUNTED = re.compile(
    r"((?:[\u4e00-\u9fff]{1,8}、)+[\u4e00-\u9fff]{1,8}(?:(?:和|与|及)[\u4e00-\u9fff]{1,8})?)"
    r"([两二三四五六七八九十])(?=[个门种类项家所位名])"
)
# "three boats are ready: Swift, Heron and Kestrel": the count, then its items after a colon.
_EN_COUNTED = re.compile(
    r"\b(two|three|four|five|six|seven|eight|nine|ten|\d)\s[^.:;!?\n]{1,60}?:\s*"
    r"([^.;:!?\n]+?(?:,\s*|\s+)(?:and|or)\s+[^.;:!?\n,]+?)(?=[.;!?\n]|$)",
    re.IGNORECASE,
)


# “滨河路北”“文二路口”2个站点; “少儿阅览室”和“自习室”两个区域: quoted items, then their count.
_ZH_QUOTED_COUNTED = re.compile(
    r"((?:[“「][^“”「」\n]{1,12}[”」](?:、|和|与|及|以及)?){2,})"
    r"(\d{1,2}|[两二三四五六七八九十])(?=[个门种类项家所位名处座条])"
)
_ZH_QUOTED_ITEM = re.compile(r"[“「]([^“”「」\n]{1,12})[”」]")
# "two changing rooms, the family room and the accessible room, stay closed"; "two stops (Mill
# Lane and Park Road)": the count and its noun, then its items set beside them.
_EN_APPOSED = re.compile(
    r"\b(two|three|four|five|six|seven|eight|nine|ten|\d)\s[A-Za-z][A-Za-z -]{0,30}?"
    r"(?:,\s*|\s+\(|\s+[—–]\s+)"
    r"([^.;:!?\n(),—–]+?(?:,\s*|\s+)(?:and|or)\s+[^.;:!?\n,()—–]+?)(?=[,)]|\s+[—–]|[.;!?\n]|$)",
    re.IGNORECASE,
)
# Words an English item is named by, beside its own: "the family room" is "family room".
_FILLER = frozenset({"the", "a", "an", "our", "your", "its", "their"})


def counted_lists(text: str) -> list[list[str]]:
    """The lists of `text` whose count the text gives, as their items."""
    lists: list[list[str]] = []
    for match in _ZH_COUNTED.finditer(text):
        items = re.split(r"、|和|与|及", match[1])
        # the first item's start is unmarked (开放内科、外科): as long as the longest other one
        items[0] = items[0][-max(len(i) for i in items[1:]) :]
        if len(items) == zh_large(match[2]) and all(items):
            lists.append(items)
    for match in _ZH_QUOTED_COUNTED.finditer(text):
        items = _ZH_QUOTED_ITEM.findall(match[1])
        count = int(match[2]) if match[2].isdigit() else zh_large(match[2])
        if len(items) == count:
            lists.append(items)
    for match in [*_EN_COUNTED.finditer(text), *_EN_APPOSED.finditer(text)]:
        items = [i.strip() for i in re.split(r",\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", match[2])]
        if len(items) == en_number(match[1]) and all(0 < len(i.split()) <= 4 for i in items):
            lists.append(items)
    return lists


def check_counted_lists(before: str, after: str, suggestions: Sequence[str]) -> None:
    """Raises Refused when `after` leaves out an item of a list `before` counts, unasked."""
    asked = " ".join(suggestions).lower()
    for items in counted_lists(before):
        gone = [i for i in items if not _still_named(i, after) and i.lower() not in asked]
        if not gone or len(gone) == len(items):
            continue  # every item gone: the list was cut or recast whole, read elsewhere
        listed = ", ".join(f"“{i}”" for i in gone[:3])
        if counts_characters(before):
            raise Refused(
                f"原文列出了{len(items)}项并写明了数目，模型却漏掉了 {listed}，建议并没有要求删，"
                "保存的话文章说的就不一样了。什么都没保存，请按“重试”。"
            )
        raise Refused(
            f"Your text counts {len(items)} items and names each, but the model left out "
            f"{listed}, which the suggestion did not ask to remove. Nothing was saved — press "
            "Retry."
        )


def _still_named(item: str, after: str) -> bool:
    """Whether `after` still names the item: as written, or, in English, by each of its own
    words ("the family room" in "the family changing room")."""
    if item in after:
        return True
    if counts_characters(item):
        return False
    words = [w for w in re.findall(r"[A-Za-z0-9'’-]+", item.lower()) if w not in _FILLER]
    said = set(re.findall(r"[A-Za-z0-9'’-]+", after.lower()))
    return bool(words) and all(w in said for w in words)
