"""Parts of a suggestion that ask to KEEP a kind of fact ("make it punchier but keep the
numbers", "don't change the price", "keep all figures exactly as they are", 开头更有力一些，数字
别动, 价格不要改): they name numbers, prices or dates only to protect them, so they are no ask to
change them. Read as one, a wish to keep the figures switched the figure guard off — the one
time the writer said the figures matter. The fact checks read the suggestion without them.

Every pattern starts at a keep word and reads a bounded stretch after it, so a long message
is read in linear time."""

from __future__ import annotations

import re

# The kinds of fact a writer asks to keep.
_EN_KINDS = (
    r"(?:numbers?|numerals?|figures?|digits?|prices?|costs?|amounts?|sums?|dates?|days?"
    r"|times?|hours?|years?|facts?|names?|places?|stats?|statistics|data|details?|counts?)"
)
# Up to a few words of the same clause (a "but"/"and" starts another ask: "keep the numbers
# but change the date" still asks a change); a word is read whole, so no run is read twice.
_NOT_JOIN = r"(?!(?:but|and|then|yet|while|so|though|instead|or|also)\b)"
_GAP = rf"(?:\s+{_NOT_JOIN}[^\s,;.!?]+){{0,5}}?"
_TAIL = rf"(?:\s+{_NOT_JOIN}[^\s,;.!?]+){{0,6}}"
# "keep the numbers", "don't change the price", "leave all figures as they are", "without
# touching the dates" — from the keep word to the fact kind, within the clause.
_EN_KEEP = re.compile(
    r"\b(?:keep(?:ing)?|leav(?:e|ing)|preserv(?:e|ing)|retain(?:ing)?|maintain(?:ing)?"
    r"|(?:do\s+not|don'?t|dont|never|not|without|no\s+need\s+to)\s+"
    r"(?:chang|touch|alter|edit|mess|modify|fiddl|tweak)\w*|no\s+changes?\s+to)"
    rf"{_GAP}\s+{_EN_KINDS}\b{_TAIL}",
    re.IGNORECASE,
)
# "the numbers stay the same", "figures unchanged", "prices must remain as they are".
_EN_STAY = re.compile(
    rf"\b(?:the\s+|all\s+|your\s+|my\s+)?{_EN_KINDS}\s+(?:(?:must|should|need\s+to|have\s+to"
    r"|can|will)\s+)?(?:stays?|remains?|unchanged|untouched|intact|as\s+(?:is|they\s+are)"
    r"|(?:be\s+)?(?:left\s+)?(?:alone|the\s+same))\b" + _TAIL,
    re.IGNORECASE,
)
_ZH_KINDS = (
    r"(?:数字|数据|数目|数额|金额|价格|价钱|票价|日期|时间|人名|名字|地名|事实|年份|钟点|人数)"
)
_ZH_KEEP_WORDS = (
    r"(?:别动|别改|别变|不要动|不要改|不要变|不用改|不用动|不动|不改|不变|勿改|勿动|保持|保留"
    r"|照旧|原样|不许改|不能改|不准改|一律不改|原封不动)"
)
# A clause (between Chinese or ASCII stops) that names a fact kind and a keep word, either
# order: 数字别动, 不要改价格, 保留原来的日期, 时间保持不变.
_ZH_CLAUSE = re.compile(r"[^，。；！？,;!?\n]+")
_ZH_KIND = re.compile(_ZH_KINDS)
_ZH_KEEP = re.compile(_ZH_KEEP_WORDS)


def without_kept(asked: str) -> str:
    """`asked` without its asks to keep a kind of fact (each replaced by a space)."""
    text = _EN_STAY.sub(" ", _EN_KEEP.sub(" ", asked))
    if not _ZH_KEEP.search(text):
        return text
    return _ZH_CLAUSE.sub(
        lambda m: " " if _ZH_KIND.search(m[0]) and _ZH_KEEP.search(m[0]) else m[0], text
    )


def asks_to_keep(asked: str) -> bool:
    """Whether a suggestion asks to keep a kind of fact as it is."""
    return without_kept(asked) != asked
