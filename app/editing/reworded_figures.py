"""A Chinese figure changed by a restyle that also reworded the sentence around it: 请大家提前读完
前三章 made 大家抽空先把前五章看完哈. facts.py reads a Chinese numeral as a figure only before a
measure word (三个, 十五元), and swapped_numerals.py only where the characters on both sides were
kept; a reworded sentence keeps neither, yet the count still says what it counts: the word
right after it (章, 回, 道, 晚). So each rewritten stretch's figures are read with the character
they count — Chinese numerals, digits (full- or half-width alike) and 半 — and a figure of the
writer's gone from before a counted word that now has another figure before it is a change of
what the article says ("十五” → “二十" before 回), however the words around it were put.

Left alone: a lone 一 or 半 except before a length of time (一起, 一下, 一些, 一点, 一遍 are words,
not counts; 半小时 → 一小时 is a count), idioms (十分, 万一, 千万, 百分之), the item numbers
leading a list's lines, titles in 《》, and the same value written another way (两百 / 二百 /
200, 三十 / 30, 晚上九点 / 21点)."""

from __future__ import annotations

import re
from collections import defaultdict

from app.domain.text import counts_characters
from app.editing.elided import Refused
from app.editing.fact_reading import zh_large
from app.editing.left_out import rewritten

_DIGITS = "零〇一二两三四五六七八九"
# A numeral run (read from its start), or digits in either width, or a lone 半.
_FIGURE = re.compile(
    # a decimal written in numerals (三点五公里 is 3.5, not 三点 and 五), not a clock time
    rf"(?<![{_DIGITS}十百千万])[{_DIGITS}十百千万]+点[{_DIGITS}]+(?![{_DIGITS}十刻分钟])"
    rf"|(?<![{_DIGITS}十百千万])[{_DIGITS}十百千万]+|(?<![\d.,])\d+(?:[.,]\d+)*|半"
)
# A lone 一 or 半 counts only before a length of time or a part of a book.
_LONE_UNIT = re.compile(r"个?(?:小时|钟头|星期|礼拜|月)|[天晚夜年周章回节课]")
# Rough markers between a figure and what it counts (三十来块, 六十多元).
_ROUGH = re.compile(r"[来多余几]")
# What makes a word of a 一 before it (一起, 一下, 一早, 一直): no digit of a numeral run.
_ONE_WORDS = frozenset("起下些点早直定样般边同共切向旦致齐")
_IDIOMS = frozenset({"万一", "一一", "千万", "万万", "十分", "万分", "百分", "千分"})
# Titles of works, days of the week (周六一早 is no 六一), and a list's item numbers at the
# start of its lines (一、 1. （三） ②).
_SET_ASIDE = re.compile(
    r"《[^《》\n]*》|(?:周|星期|礼拜)[一二三四五六七日天]"
    r"|(?m:^[ \t]*(?:[(（][^()（）\n]{1,3}[)）]|[\d一二三四五六七八九十]{1,3}[.、．)）]))"
)
# Stretches longer than this are left to the other checks (as in swapped_numerals.py).
_LONGEST = 4000


def _value(word: str) -> float | None:
    if word == "半":
        return 0.5
    if "点" in word:
        whole, _, part = word.partition("点")
        number, decimals = _value(whole), "".join(_DIGIT_OF[c] for c in part)
        return None if number is None else float(f"{int(number)}.{decimals}")
    if word[:1].isdigit():
        try:
            return float(word.replace(",", ""))
        except ValueError:
            return None
    if not any(c in "十百千万" for c in word) and len(word) > 1:
        # 一九六三 is a year written digit by digit; 两三 a range, read as written
        return _digit_run(word)
    return zh_large(word)


_DIGIT_OF = dict(zip(_DIGITS, "001223456789", strict=True))


def _digit_run(word: str) -> float | None:
    return float("".join(_DIGIT_OF[c] for c in word))


def figures(text: str) -> dict[str, list[tuple[str, float]]]:
    """The figures of `text`, grouped by the character they count: {counted: [(as written,
    value)]}."""
    text = _SET_ASIDE.sub(" ", text)
    found: dict[str, list[tuple[str, float]]] = defaultdict(list)
    for match in _FIGURE.finditer(text):
        word, rest = match[0], text[match.end() : match.end() + 6]
        digits_only = not any(c in "十百千万" for c in word)
        if digits_only and len(word) > 1 and word[-1] == "一" and rest[:1] in _ONE_WORDS:
            word, rest = word[:-1], "一" + rest  # 三 then 一起: no 三一
        before = text[max(match.start() - 1, 0) : match.start()]
        if word + rest[:1] in _IDIOMS or word in _IDIOMS or word + rest[:1] in ("一半",):
            continue
        if before in (":", "：") or rest[:1] in (":", "："):
            continue  # a clock time (14:00) is read by facts.py
        if set(word) <= set("百千万"):
            continue  # 百年老店, 千家万户
        if word in ("一", "半") and not _LONE_UNIT.match(rest):
            continue
        if before == "一" and word == "半":
            continue
        rest = _ROUGH.sub("", rest[:1]) + rest[1:] if _ROUGH.match(rest) else rest
        counted = rest.lstrip(" \u3000")[:1]
        if counted == "个":
            counted = rest.lstrip(" \u3000")[:2]  # 个人, 个月, 个小时 count different things
        value = _value(word)
        if value is None or not counted or not counts_characters(counted[:1]):
            continue
        if counted[:1] in "点时":
            value %= 12  # 21点 is 晚上九点, 零点 is 24点
        found[counted].append((word, value))
    return found


def reworded_figures(before: str, after: str) -> list[tuple[str, str]]:
    """(old, new) figures the rewritten stretches of `after` wrote before the same counted word
    in place of the writer's."""
    return list(dict.fromkeys((old, new) for old, new, _ in _reworded(before, after)))


def _reworded(before: str, after: str) -> list[tuple[str, str, str]]:
    """(old, new, the word they count) for `reworded_figures`."""
    pairs: list[tuple[str, str, str]] = []
    for old, new in rewritten(before, after):
        if len(old) > _LONGEST or len(new) > _LONGEST:
            continue
        had, has = figures(old), figures(new)
        for counted, olds in had.items():
            news = list(has.get(counted, []))
            gone = []
            for word, value in olds:
                same = next((n for n in news if n[1] == value), None)
                if same is None:
                    gone.append(word)
                else:
                    news.remove(same)
            if gone and news:
                new_words = [word for word, _ in news]
                pairs.extend((o, n, counted) for o, n in zip(gone, new_words, strict=False))
    return pairs


def check_reworded_figures(before: str, after: str, asked: str = "") -> None:
    """Raises Refused when a restyle of a Chinese text wrote another figure before what the
    writer's figure counted — one the suggestion gives (鸭子写成二十只) was asked for."""
    if not counts_characters(before):
        return
    wanted = figures(asked)
    pairs = list(
        dict.fromkeys(
            (old, new)
            for old, new, counted in _reworded(before, after)
            if all(word != new for word, _ in wanted.get(counted, []))
        )
    )
    if pairs:
        shown = "，".join(f"“{old}” → “{new}”" for old, new in pairs[:3])
        raise Refused(
            f"模型把文中的数目改成了别的（{shown}），您并没有要求改，保存的话文章说的就不一样了。"
            "没有保存，请按“重试”。"
        )
