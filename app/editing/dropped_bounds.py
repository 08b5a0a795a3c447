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
_ZH = re.compile(
    r"(?P<bound>"
    + "|".join(sorted(_ZH_LIMITS, key=len, reverse=True))
    + rf")[^\d{_ZH_NUMERAL}，。；！？、,.;!?\s]{{0,4}}?"
    rf"(?P<figure>(?:\d+(?:\.\d+)?|[{_ZH_NUMERAL}]+)[^\d{_ZH_NUMERAL}，。；！？、,.;!?\s])"
)


def _limits(text: str) -> list[tuple[str, str, str]]:
    """(kind, the bound and figure as written, the figure with its next word) of each limit."""
    found = []
    for match in _EN.finditer(text):
        found.append((_EN_LIMITS[match["bound"].lower()], match[0], match["figure"]))
    for match in _ZH.finditer(text):
        found.append((_ZH_LIMITS[match["bound"]], match[0], match["figure"]))
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
        if _holds(after, figure):
            pairs.append((written, figure))
            short[kind] -= 1
    return pairs


def _holds(text: str, words: str) -> bool:
    """Whether `text` writes `words` (as whole words in English: "ten" is not in "often")."""
    edge = r"(?<![A-Za-z0-9])" if words[:1].isascii() and words[:1].isalnum() else ""
    end = r"(?![A-Za-z0-9])" if words[-1:].isascii() and words[-1:].isalnum() else ""
    return re.search(edge + re.escape(words) + end, text, re.IGNORECASE) is not None
