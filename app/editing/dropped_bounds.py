"""A limit on a figure that a restyle dropped while keeping the figure: "bring at least five
packets" → "bring five packets", "take home no more than ten" → "take home ten", 最多借3本书 →
借3本书, 名额不超过40人 → 名额40人, 至少提前一天 → 提前一天. The figure stays, but a floor or a
ceiling became an exact amount — a rule of the writer's now says something else, as when the
bound turns into another one (qualifiers.changed_bounds).

Read narrowly: only the words of a floor or a ceiling (not "about", "nearly", 大约, 多, 来 — a
rough figure made exact in a livelier retelling is the restyle's freedom), right before the
figure (in Chinese with up to four characters between, 最多可借3本, 至少提前一天), and only when
`after` still writes the figure with the word after it and writes fewer such limits of that
kind: a cut that left the whole sentence out dropped no bound."""

from __future__ import annotations

import re
from collections import Counter

from app.editing.elided import Refused

_EN_LIMITS = {
    "at least": "floor", "no fewer than": "floor", "no less than": "floor",
    "not less than": "floor",
    "a minimum of": "floor", "minimum of": "floor", "more than": "floor",
    "no more than": "ceiling", "not more than": "ceiling", "at most": "ceiling",
    "up to": "ceiling", "a maximum of": "ceiling", "maximum of": "ceiling", "fewer than": "ceiling",
    "less than": "ceiling",
}  # fmt: skip
_ZH_LIMITS = {
    "至少": "floor", "不少于": "floor", "不低于": "floor", "最少": "floor", "超过": "floor",
    "不超过": "ceiling", "最多": "ceiling", "至多": "ceiling", "不多于": "ceiling",
    "不高于": "ceiling", "不到": "ceiling", "不足": "ceiling", "最长": "ceiling",
}  # fmt: skip
_EN_NUMBER = (
    r"\d[\d,.]*|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen"
    r"|twenty|thirty|forty|fifty|sixty|hundred|a\s+(?:dozen|week|day|month|year|single))\b"
)
_EN = re.compile(
    r"\b(?P<bound>"
    + "|".join(sorted(map(re.escape, _EN_LIMITS), key=len, reverse=True))
    + rf")\s+(?P<figure>(?:{_EN_NUMBER})(?:\s+[A-Za-z]+)?)",
    re.IGNORECASE,
)
_ZH_NUMERAL = "零〇一二两三四五六七八九十百千万半"
# 至少提前一天, 最多可借3本 — up to four characters between; a bound that is also a verb's
# ending (赶不到下午5点: "cannot make it by") only right before the figure (不到两秒), and 最多的
# ("the most") is no bound.
_ZH_WORDS = "|".join(sorted(_ZH_LIMITS.keys() - {"不到", "不足", "超过"}, key=len, reverse=True))
_ZH_STOPS = f"\\d{_ZH_NUMERAL}，。；！？、,.;!?\\s"
_ZH = re.compile(
    rf"(?:(?P<bound>{_ZH_WORDS})(?!的)[^{_ZH_STOPS}的]{{0,4}}?"
    r"|(?<![\u4e00-\u9fff])(?P<verb>不到|不足|超过))"
    rf"(?P<figure>(?:\d+(?:\.\d+)?|[{_ZH_NUMERAL}]+)[^{_ZH_STOPS}])"
)


def _limits(text: str) -> list[tuple[str, str, str]]:
    """(kind, the bound and figure as written, the figure with its next word) of each limit."""
    found = []
    for match in _EN.finditer(text):
        found.append((_EN_LIMITS[match["bound"].lower()], match[0], match["figure"]))
    for match in _ZH.finditer(text):
        found.append((_ZH_LIMITS[match["bound"] or match["verb"]], match[0], match["figure"]))
    return found


def dropped_bounds(before: str, after: str) -> list[tuple[str, str]]:
    """The limits of `before` that `after` dropped while still writing their figure, as
    (bound and figure, figure) pairs: "at least five packets" → "five packets"."""
    old, new = _limits(before), _limits(after)
    kept = Counter(kind for kind, _, _ in new)
    short = Counter(kind for kind, _, _ in old) - kept
    if not short:
        return []
    pairs = []
    for kind, written, figure in old:
        if short[kind] <= 0 or _holds(after, written):
            continue
        if _holds(after, figure) and not _still_bounded(after, figure):
            pairs.append((written, figure))
            short[kind] -= 1
    return pairs


def _holds(text: str, words: str) -> bool:
    """Whether `text` writes `words` (as whole words in English: "ten" is not in "often")."""
    edge = r"(?<![A-Za-z0-9])" if words[:1].isascii() and words[:1].isalnum() else ""
    end = r"(?![A-Za-z0-9])" if words[-1:].isascii() and words[-1:].isalnum() else ""
    return re.search(edge + re.escape(words) + end, text, re.IGNORECASE) is not None


# Any word of bound, of the kinds qualifiers.py reads too: "More than 600" → "Over 600" keeps a
# floor, 不超过40人 → 40人以内 a ceiling (another kind is qualifiers.changed_bounds' to judge).
_EN_ANY = (
    r"\b(?:over|above|under|below|upwards of|in excess of|nearly|almost|about|around|roughly"
    r"|approximately|close to|some|just under|just over|within|(?:no|not)\s+[a-z]+er\s+than"
    r"|[a-z]+er\s+than|" + "|".join(map(re.escape, _EN_LIMITS)) + r")\s+"
)
_ZH_ANY = "超过|逾|近|将近|接近|大约|约|差不多|大概|" + "|".join(_ZH_LIMITS)
_ZH_AFTER = r"(?:以上|以下|以内|之内|内|左右|上下|多|余)"
# After the figure in English: "10 m at most", "ten or fewer", "five minimum".
_EN_AFTER = (
    r"\s*(?:[a-z]+\s+){0,3}?(?:at most|at least|or less|or fewer|or more|or under|or over"
    r"|max(?:imum)?|min(?:imum)?|tops)\b"
)


def _still_bounded(after: str, figure: str) -> bool:
    """Whether `after` writes the figure with some bound still on it."""
    if re.search(_EN_ANY + re.escape(figure), after, re.IGNORECASE):
        return True
    if figure.isascii() and re.search(re.escape(figure) + _EN_AFTER, after, re.IGNORECASE):
        return True
    number = re.match(rf"\d+(?:\.\d+)?|[{_ZH_NUMERAL}]+", figure)
    if number is None or figure.isascii():
        return False
    at = re.escape(number[0])
    return bool(
        re.search(rf"(?:{_ZH_ANY})[^\d，。；！？、,.;!?\s]{{0,4}}?{at}", after)
        or re.search(
            rf"(?<![\d{_ZH_NUMERAL}]){at}[^\d，。；！？、,.;!?\s]{{0,2}}?{_ZH_AFTER}", after
        )
    )


# Asking about bounds or rounding: "make it exact", "drop the 'at least'", 去掉“至少”.
_ASKS = re.compile(
    r"\b(?:round\w*|approximat\w*|rough\w*|exact\w*|precise\w*|hedg\w*|vague\w*|limit\w*"
    r"|bound\w*|maximum|minimum|at least|at most|no more than|up to)\b"
    r"|大约|大概|约数|精确|准确|模糊|上限|下限|至少|最多|不超过",
    re.IGNORECASE,
)


def check_dropped_bounds(before: str, after: str, asked: str) -> None:
    """Raises Refused when a restyle dropped a floor or a ceiling beside a figure it kept and
    the suggestion (`asked`) neither asks about bounds nor gives the figure."""
    if _ASKS.search(asked):
        return
    pairs = [
        (bound, figure)
        for bound, figure in dropped_bounds(before, after)
        if not re.search(re.escape(re.split(r"\s", figure)[0]), asked)
    ]
    if pairs:
        shown = ", ".join(f"“{old}” → “{new}”" for old, new in pairs[:3])
        raise Refused(
            f"The model changed what a figure of yours says ({shown}), which the suggestion did "
            "not ask for, so the article would say something else. Nothing was saved — press "
            "Retry."
        )
