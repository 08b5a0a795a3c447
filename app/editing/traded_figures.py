"""Two figures a restyle traded between the things they describe: "Biscuit is a three-year-old
terrier …; Pepper is a seven-year-old greyhound" made "Biscuit, our seven-year-old terrier, …
while Pepper, a three-year-old greyhound", 豆包3岁、芝麻7岁 made 豆包7岁、芝麻3岁. Every figure
is still written, so the checks that read which figures were lost or brought in see nothing;
yet the article now says another thing of each subject. So each figure the rewrite kept once
is read with the words near it (in its clause: up to a full stop or semicolon), and two whose
neighbourhoods changed places — each now beside the words that only the other had — are a
change of what the article says, however the sentence around them was put.

Left alone: a figure written more than once (no one place to read it by), and a pair whose
words were reworded away (neither side's own words are left to tell)."""

from __future__ import annotations

import re
from itertools import combinations

from app.domain.en_numbers import between
from app.domain.text import counts_characters
from app.editing.elided import Refused
from app.editing.left_out import rewritten
from app.editing.swapped_places import figure_pairs

_EN_NUMBERS = between(1, 20)
_ZH_DIGITS = {c: i for i, c in enumerate("零一二三四五六七八九")} | {"两": 2, "〇": 0}
# A figure: digits (a decimal, a clock time whole), an English number word, a Chinese numeral
# run before what it counts (三岁, 十二名).
_FIGURE = re.compile(
    r"(?<![A-Za-z0-9_.:])\d+(?:[.:]\d+)?(?![A-Za-z0-9_]|[.:]\d)"
    r"|\b(?:" + "|".join(_EN_NUMBERS) + r")\b"
    r"|[零〇一二两三四五六七八九十]+(?=[岁个名位棵只人天年元本次条张间场块])",
    re.IGNORECASE,
)
# A clause's end: what lies past it speaks of another thing.
_CLAUSE_END = re.compile(r"[.;!?。；！？\n]|\bwhile\b|\bwhereas\b|而")
_EN_WORD = re.compile(r"[a-z]{3,}")
_HAN = re.compile(r"[\u4e00-\u9fff]+")
# The words near a figure read: English words or Chinese characters on each side.
_EN_REACH = 7
_ZH_REACH = 8
_COMMON = frozenset(
    {"the", "and", "who", "which", "that", "with", "for", "are", "was", "has", "have", "our"}
    | {"their", "its", "his", "her", "they", "them", "this", "from", "into", "than", "then"}
    | {"year", "years", "old"}
)
_LONGEST = 4000
# How near the other's words two traded figures must be, together (two nearest words).
_ENOUGH = 2.0


def _value(word: str) -> float | None:
    lower = word.lower()
    if lower in _EN_NUMBERS:
        return float(_EN_NUMBERS[lower])
    if word[0].isdigit():
        return float(word.replace(":", ".")) if word.count(":") < 2 else None
    if "十" in word and len(word) <= 3:
        tens, _, ones = word.partition("十")
        return float(_ZH_DIGITS.get(tens, 1) * 10 + _ZH_DIGITS.get(ones, 0))
    if len(word) == 1:
        return float(_ZH_DIGITS[word])
    return None


def _clause(text: str, start: int, end: int) -> tuple[str, str]:
    """The text of the figure's clause before and after it."""
    left = text[:start]
    cut = [m.end() for m in _CLAUSE_END.finditer(left)]
    left = left[cut[-1] :] if cut else left
    right = text[end:]
    stop = _CLAUSE_END.search(right)
    return left, right[: stop.start()] if stop else right


def _near(text: str, start: int, end: int, chinese: bool) -> dict[str, float]:
    """The words near a figure, in its clause (English words, or Chinese character pairs),
    each weighed by how near: the nearest word on each side weighs 1, the next 1/2, …"""
    left, right = _clause(text, start, end)
    if chinese:
        han_left = "".join(_HAN.findall(left))[-_ZH_REACH:]
        han_right = "".join(_HAN.findall(right))[:_ZH_REACH]
        sides = (
            [han_left[i - 2 : i] for i in range(len(han_left), 1, -1)],
            [han_right[i : i + 2] for i in range(len(han_right) - 1)],
        )
    else:
        sides = (
            [w for w in _EN_WORD.findall(left.lower()) if w not in _COMMON][::-1][:_EN_REACH],
            [w for w in _EN_WORD.findall(right.lower()) if w not in _COMMON][:_EN_REACH],
        )
    near: dict[str, float] = {}
    for side in sides:
        for rank, word in enumerate(side):
            near[word] = max(near.get(word, 0.0), 1 / (1 + rank))
    return near


def _weight(near: dict[str, float], words: set[str]) -> float:
    return sum(weight for word, weight in near.items() if word in words)


def _placed(text: str, chinese: bool) -> dict[float, dict[str, float]]:
    """Each figure written once in `text`, with the words near it."""
    found: dict[float, list[dict[str, float]]] = {}
    for match in _FIGURE.finditer(text):
        value = _value(match[0])
        if value is not None:
            found.setdefault(value, []).append(_near(text, match.start(), match.end(), chinese))
    return {value: near[0] for value, near in found.items() if len(near) == 1}


def traded_figures(before: str, after: str) -> list[tuple[float, float]]:
    """The pairs of figures the rewritten stretches of `after` traded between the things
    they describe, each now beside the words only the other had."""
    pairs: list[tuple[float, float]] = []
    for old, new in rewritten(before, after):
        if len(old) > _LONGEST or len(new) > _LONGEST:
            continue
        chinese = bool(counts_characters(old))
        was, now = _placed(old, chinese), _placed(new, chinese)
        kept = sorted(set(was) & set(now))
        for one, other in combinations(kept, 2):
            own_one, own_other = set(was[one]) - set(was[other]), set(was[other]) - set(was[one])
            # each figure far nearer the other's own words than its own
            cross_one, cross_other = _weight(now[one], own_other), _weight(now[other], own_one)
            if (
                cross_one > 2 * _weight(now[one], own_one)
                and cross_other > 2 * _weight(now[other], own_other)
                and cross_one + cross_other >= _ENOUGH
            ):
                pairs.append((one, other))
    return pairs


def _shown(value: float) -> str:
    return str(int(value)) if value == int(value) else str(value)


def check_traded_figures(before: str, after: str) -> None:
    """Raises Refused when a restyle traded two figures between the things they describe."""
    pairs = traded_figures(before, after)
    if not pairs:
        return
    chinese = counts_characters(before)
    shown = figure_pairs([(_shown(a), _shown(b)) for a, b in pairs], chinese=chinese)
    if chinese:
        raise Refused(
            f"模型把文中的数字对调了（{shown}换了位置），您并没有要求改，保存的话文章说的就不一样了。"
            "没有保存，请按“重试”。"
        )
    raise Refused(
        f"The model swapped your figures between the things they describe ({shown} changed "
        "places), which the suggestion did not ask for, so the article would say something "
        "else. Nothing was saved — press Retry."
    )
