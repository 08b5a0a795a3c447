"""A count of things changed in the asked paragraph while the things counted were kept: "get one
token per pot" made "you get two tokens", "one raffle ticket" → "two raffle tickets", 领一个号码牌
→ 领两个号码牌, 一张阅读卡 → 三张阅读卡. facts.py reads figures from two up and count_words.py a
count whose words on both sides were kept; a rewrite that rewords around the count keeps
neither, yet the count still says how many of the same thing.

So each count of the writer's (a number word or digits before a noun, a Chinese numeral before
its measure word and the noun after it) is read with the thing it counts, singular or plural
alike; a count the rewrite no longer writes before that thing, while it writes another count
before it that the writer's paragraph never did, is a change of what the article says.

Left alone: "a" / "an" (no count), a thing the writer's paragraph counts twice, a count the
suggestion names ("make it two tokens", 改成两个), a translation, and asks about the figures."""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.text import counts_characters
from app.editing.elided import Refused
from app.editing.left_out import paired
from app.editing.scope import Scope

_EN_COUNTS = {
    "one": 1, "single": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
}  # fmt: skip
_EN = re.compile(
    r"(?<![\w-])(?:(?:a\s+)?(single)|(" + "|".join(_EN_COUNTS) + r"))\s+"
    r"([a-z][a-z-]{2,})\b",
    re.IGNORECASE,
)
# Words after a count that are no thing counted: "one of", "one another", "two more".
_EN_NOT_THING = frozenset(
    re.findall(
        r"\S+",
        "of another more less or and by to in at on for per with from than each every other "
        "the a an am pm hours hour minutes minute days day weeks week months month years year "
        "times",
    )
)
_ZH_DIGITS = {c: i for i, c in enumerate("零一二三四五六七八九")} | {"两": 2, "〇": 0}
_MEASURES = "个张件名位本份条块只支把台辆间袋瓶盒杯双套枚颗"
_ZH = re.compile(rf"([一二两三四五六七八九十\d]{{1,3}})([{_MEASURES}])([\u4e00-\u9fff]{{2}})")
_LONGEST = 4000
# A whole number (not part of a time, a decimal or a grouped figure), and a list item's number.
_WHOLE = re.compile(r"(?<![\d.:,])\d+(?![\d]|[.:,]\d)")
_ITEM = re.compile(r"^[ \t]*\d{1,3}[.、)）](?=[ \t]*\S)", re.MULTILINE)
# Asks about counts, or that change them by design: an item added (加上眼科: 三个科室 → 四个),
# one taken out, amounts scaled (做两份 → 八个人吃).
_ASKS_COUNT = re.compile(
    r"\b(?:counts?|numbers?|figures?|how\s+many|quantit\w*|double|halve|triple|twice|serves?"
    r"|add\w*|insert\w*|include|append\w*|remov\w*|delet\w*|drop|scal\w*)\b"
    r"|数量|数字|几个|多少|加倍|翻倍|减半|份|加上|加一|添|补上|补充|增加|删|去掉|去除|减少",
    re.IGNORECASE,
)


def _en_value(match: re.Match[str]) -> int:
    if match[1]:
        return 1
    return _EN_COUNTS[match[2].lower()]


def _zh_value(word: str) -> int | None:
    if word.isdigit():
        return int(word)
    if word == "十":
        return 10
    if "十" in word:
        tens, _, ones = word.partition("十")
        return _ZH_DIGITS.get(tens, 1) * 10 + _ZH_DIGITS.get(ones, 0)
    return _ZH_DIGITS.get(word) if len(word) == 1 else None


def _thing(word: str) -> str:
    """The word after a count, singular ("tokens" → "token", "boxes" → "box"), the thing
    counted or the first word naming it ("raffle" of "one raffle ticket")."""
    for end in ("ies", "es", "s"):
        if word.endswith(end) and len(word) > len(end) + 2:
            return (word[: -len(end)] + ("y" if end == "ies" else "")).removesuffix("e")
    return word.removesuffix("e")


def _counts(text: str) -> dict[str, list[tuple[int, str, str]]]:
    """Each thing counted in `text`, with the counts written before it (value, as written,
    the thing as written)."""
    found: dict[str, list[tuple[int, str, str]]] = {}
    if counts_characters(text):
        for match in _ZH.finditer(text):
            value = _zh_value(match[1])
            if value is not None:
                found.setdefault(match[2] + match[3], []).append(
                    (value, match[1], match[2] + match[3])
                )
        return found
    for match in _EN.finditer(text):
        thing = match[3].lower()
        if thing not in _EN_NOT_THING:
            count = (_en_value(match), match[1] or match[2], match[3])
            found.setdefault(_thing(thing), []).append(count)
    return found


def _still_written(count: str, old: str, new: str) -> bool:
    """Whether the writer's count is written as often in the new paragraph as in the old one
    ("for three seconds" → "for a count of three … for ten seconds": the three is still
    there, counting something the rewrite put another way)."""
    if counts_characters(old):
        pattern = rf"(?<![一二两三四五六七八九十\d]){re.escape(count)}[{_MEASURES}]"
    else:
        pattern = rf"(?<![\w-]){re.escape(count)}(?![\w-])"
    return len(re.findall(pattern, new, re.IGNORECASE)) >= len(
        re.findall(pattern, old, re.IGNORECASE)
    )


def changed_counts(before: str, after: str) -> list[tuple[str, str, str]]:
    """The things the rewritten paragraphs of `after` count otherwise than `before` did, as
    (thing, the writer's count, the new count), each as written."""
    out: list[tuple[str, str, str]] = []
    for old, new in paired(before, after):
        if len(old) > _LONGEST or len(new) > _LONGEST:
            continue
        was, now = _counts(old), _counts(new)
        # a figure the writer's paragraph gives elsewhere ("420 of the 510 cakes" → "420 cakes
        # (out of 510)") is the sentence put another way, not another count
        given = {v for counts in was.values() for v, _, _ in counts}
        given |= {int(d) for d in _WHOLE.findall(_ITEM.sub(" ", old)) if len(d) <= 6}
        for thing, counts in was.items():
            if len(counts) != 1 or thing not in now:
                continue
            (value, written, word), values = counts[0], {v for v, _, _ in now[thing]}
            others = [w for v, w, _ in now[thing] if v != value and v not in given]
            if value not in values and others and not _still_written(written, old, new):
                out.append((word, written, others[0]))
    return out


def check_counted_things(before: str, after: str, suggestions: Sequence[str], scope: Scope) -> None:
    """Raises Refused when the rewrite counts one of the writer's things otherwise, unasked."""
    asked = "\n".join(suggestions)
    if scope.translate or scope.adds or scope.reshape or scope.figures or scope.facts:
        return
    if _ASKS_COUNT.search(asked):
        return
    changed = [c for c in changed_counts(before, after) if c[2].lower() not in asked.lower()]
    if not changed:
        return
    thing, old, new = changed[0]
    if counts_characters(before):
        raise Refused(
            f"模型把“{old}{thing}”改成了“{new}{thing}”，数量变了，您并没有要求改，"
            "保存的话文章说的就不一样了。没有保存，请按“重试”。"
        )
    raise Refused(
        f"The model changed a count in the paragraph (“{old} {thing}” made “{new} {thing}”), "
        "which the suggestion did not ask for, so the article would say something else. "
        "Nothing was saved — press Retry."
    )
