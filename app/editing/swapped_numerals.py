"""A Chinese count changed in place by a restyle: 七短一长的汽笛声 made 六短一长 while the
paragraph was made more concise. facts.py reads a Chinese numeral as a figure
only before a measure word (三个, 十五元); a numeral before any other word (七短一长,
三室一厅, 五菜一汤) is a count too when the rewrite kept the words on both sides of it
and wrote another numeral between them — no rewording does that, only a change
of what the article says. A lone 一 or 半 is left alone (一下 → 两下 is mostly
style) unless a measure word follows it (一楼 → 二楼, 两次 → 一次). A count of things
before its measure word is changed too when the rewrite moved the words around
it (两本换一本 → 一本换一本: the 本 counts lost 两 and gained 一)."""

from __future__ import annotations

import re

from app.domain.bounded_diff import SequenceMatcher
from app.editing.elided import Refused
from app.editing.fact_reading import zh_large
from app.editing.left_out import rewritten

_NUMERALS = re.compile(r"[零〇一二两三四五六七八九十百千万]+")
# What a lone 一 or 半 counts when it is a fact, not a turn of phrase (一下, 一点, 一起): a floor,
# times, a number, a period, people and things.
_MEASURED = frozenset(
    "楼层次号期届等年月日天周岁名位个件本张份台辆条块只双套盒袋瓶棵盆间座所家遍回趟场班组队轮章节课元角分秒"
)
# Stretches longer than this are compared by the other checks only (a character diff of two
# long stretches is quadratic).
_LONGEST = 4000


def swapped_numerals(before: str, after: str) -> list[tuple[str, str]]:
    """The Chinese numerals the rewritten stretches of `after` wrote in place of another, with
    the characters on both sides kept, as (old, new) pairs."""
    pairs: list[tuple[str, str]] = []
    for old, new in rewritten(before, after):
        if len(old) > _LONGEST or len(new) > _LONGEST:
            continue
        if not (_NUMERALS.search(old) and _NUMERALS.search(new)):
            continue  # no numeral on one side, none written in place of another (no diff)
        codes = SequenceMatcher(None, old, new, autojunk=False).get_opcodes()
        for at, (tag, i1, i2, j1, j2) in enumerate(codes):
            if tag != "replace" or at == 0 or at == len(codes) - 1:
                continue
            gone, came = old[i1:i2], new[j1:j2]
            if not (_NUMERALS.fullmatch(gone) and _NUMERALS.fullmatch(came)):
                continue
            if (
                (gone in ("一", "半") or came in ("一", "半"))
                and (
                    new[j2 : j2 + 1] not in _MEASURED
                    # (items reordered: 两个… and 一扇… both still there, only moved)
                    or (gone + old[i2 : i2 + 1] in new and came + new[j2 : j2 + 1] in old)
                )
            ):
                continue  # 一下 → 两下 (style), but 一楼 → 二楼, 两次 → 一次 (facts)
            if codes[at - 1][0] == "equal" and codes[at + 1][0] == "equal":
                was, now = _run(old, i1, i2), _run(new, j1, j2)
                if zh_large(was) is None or zh_large(was) != zh_large(now):
                    pairs.append((was, now))  # 两百 written 二百 is the same count
    return pairs


# A count of things, its numeral before a measure word: 两本, 三件, 四个.
_COUNTED = re.compile(
    r"([零〇一二两三四五六七八九十百千万]+)(本|件|个|张|份|位|名|台|辆|把|杯|碗|条|块|只|双|套|盒|袋|瓶|棵|盆)"
)


def recounted(before: str, after: str) -> list[tuple[str, str]]:
    """The counts of things a rewritten stretch of `after` says another number of, its words
    moved around (两本换一本 → 一本换一本, 三件可换一件 → 一件就能换一件): a measure word whose
    counts lost one of two or more and gained another, as (old, new) pairs."""
    pairs: list[tuple[str, str]] = []
    for old, new in rewritten(before, after):
        for word in dict.fromkeys(m[2] for m in _COUNTED.finditer(old)):
            was, now = _counts(old, word), _counts(new, word)
            values = [zh_large(n) for n in was], [zh_large(n) for n in now]
            gone = [n for n in was if _more(zh_large(n), *values) and zh_large(n) != 1]
            came = [n for n in now if _more(zh_large(n), *reversed(values))]
            if gone and came:
                pairs.append((gone[0] + word, came[0] + word))
    return pairs


def _more(value: float | None, these: list[float | None], those: list[float | None]) -> bool:
    return value is not None and these.count(value) > those.count(value)


def _counts(text: str, word: str) -> list[str]:
    """The numerals counting `word` in `text`."""
    return [m[1] for m in _COUNTED.finditer(text) if m[2] == word]


def _run(text: str, start: int, end: int) -> str:
    """The whole numeral around text[start:end] (一九六三 around its 三)."""
    while start and _NUMERALS.match(text[start - 1]):
        start -= 1
    while end < len(text) and _NUMERALS.match(text[end]):
        end += 1
    return text[start:end]


def _names_count(asked: str, count: str) -> bool:
    """Whether the suggestion writes `count` as a count: 五十棵, 五十, 一次 — not the 一 of 一点."""
    for match in re.finditer(re.escape(count), asked):
        before, after = asked[match.start() - 1 : match.start()], asked[match.end() :][:1]
        if _NUMERALS.match(before) or _NUMERALS.match(after):
            continue  # inside a longer number
        if len(_NUMERALS.sub("", count)) < len(count) - 1 or after in _MEASURED or not after:
            return True  # a count of two or more numerals, or one before its measure word
        if not _NUMERALS.fullmatch(count):
            return True  # 五十棵: the measure word is in the count
    return False


_PLACE = re.compile(r"(?:倒数)?第[零〇一二两三四五六七八九十百\d]+个?[段句条行节章项点部页篇]")


def check_swapped_numerals(before: str, after: str, asked: str = "") -> None:
    """Raises Refused when a restyle wrote another Chinese count in place of the writer's —
    not one the suggestion names (银杏树写成五十棵: 十五棵 → 五十棵 is the edit)."""
    named = _PLACE.sub(" ", asked)  # 第二段 names a place, not a count of two
    pairs = [
        (old, new)
        for old, new in swapped_numerals(before, after) or recounted(before, after)
        if not _names_count(named, new)
    ]
    if pairs:
        shown = "，".join(f"“{old}” → “{new}”" for old, new in pairs[:3])
        raise Refused(
            f"模型把文中的数目改成了别的（{shown}），您并没有要求改，保存的话文章说的就不一样了。"
            "没有保存，请按“重试”。"
        )
