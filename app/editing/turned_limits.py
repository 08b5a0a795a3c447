"""A restriction a restyle lifted while rewording its sentence: who may ("Only residents may
park" → "Residents and visitors may park", 仅限会员使用 → 所有人都可以使用, 只对预约观众开放 →
对所有观众开放), with what ("Entry with a card only" → "no card needed", 凭会员卡入场 → 无需会员卡
即可入场) or with whom (须由家长陪同 → 可以独自攀岩): the writer's limiting word gone and a word
for anyone, nothing needed or alone come in its place — the notice now lets in whom the writer
kept out. For turned_words.py, which pairs the sentences.

Read narrowly: the limiting word must be gone from the reply's sentence and the widening word
new to it (a "just" of emphasis, 一只猫, 只是 and 只好 are no limits), and neither named by the
suggestion ("open it to everyone", 改成所有人都能用)."""

from __future__ import annotations

import re

# Who may: the limiting words, and those that let anyone in, that turned_paragraphs.py reads
# too (with more of its own, read over a whole paragraph).
EN_ONLY = r"solely|exclusively|reserved\s+for"
ZH_ONLY = "仅限|仅供|仅对|仅向|只限|只对|只有|只供|只向|只接待|只面向|限于"
ZH_ANYONE = "所有人|任何人|人人|大家都|都可以|均可|皆可|不限"


def _en(words: str) -> re.Pattern[str]:
    """English words of a kind of limit: whole words, in any case."""
    return re.compile(rf"\b(?:{words})\b", re.IGNORECASE)


# Each kind of limit with the words that lift it: who may (only, 仅限 → everyone, 所有人), what
# is needed (must, with …, 凭, 须 → no need, without, 无需, 可以不), and with whom (accompanied,
# 陪同 → alone, 独自).
KINDS = (
    (
        _en(rf"only|{EN_ONLY}"),
        _en(
            r"any\s+[a-z]+(?:\s+[a-z]+)?\s+(?:who|that)"
            r"|every(?:one|body)|any(?:one|body)|all\s+(?:are|ages|comers|visitors|welcome)"
            r"|any\s+[a-z]+\s+(?:may|can|is\s+welcome)"  # "Any child may sign up"
            r"|the\s+(?:general\s+)?public|open\s+to\s+all|non-members|and\s+(?:their\s+)?"
            r"(?:guests|visitors|friends|the\s+public)"
        ),
    ),
    (re.compile(ZH_ONLY), re.compile(f"{ZH_ANYONE}|所有|任何")),
    (
        _en(r"must|required|requires?|needs?\s+(?:a|an|to)|with"),
        _en(r"no\s+need|not\s+(?:needed|required|necessary)|optional|without|whether\s+or\s+not"),
    ),
    (re.compile(r"凭|务必|必须|须|需要|需"), re.compile(r"无需|无须|不用|不需要|不必|可以不|免")),
    (
        _en(r"accompanied|supervised"),
        _en(
            r"alone|unaccompanied|unsupervised|on\s+(?:their|your|his|her)\s+own"
            r"|by\s+(?:themselves|yourself|himself|herself)"
        ),
    ),
    (re.compile(r"陪同|监护|带领"), re.compile(r"独自|单独|自行")),
)


def lifted_limit(old: str, new: str, asked: str) -> bool:
    """Whether the reply's sentence `new` lifts a limit of the writer's sentence `old` it
    stands for: a limiting word of `old` gone from `new`, and a word of the same kind for
    anyone, nothing needed or alone new in `new` — neither named by `asked`."""
    said = asked.lower()
    for limit, wide in KINDS:
        if wide.search(old):
            continue  # 不需要 → 不用, "no need" → "without": the writer's words had none
        gone = _words(limit, old) - _words(limit, new)
        came = _words(wide, new)
        gone = {w for w in gone if w not in said and not _measure_or_idiom(old, w)}
        if gone and {w for w in came if w not in said}:
            return True
    return False


def _words(pattern: re.Pattern[str], text: str) -> set[str]:
    return {m[0].lower() for m in pattern.finditer(text)}


def _measure_or_idiom(text: str, word: str) -> bool:
    """一只猫, 只是, 只好, 需要 as "need" of a count: no limit of who may or with what."""
    if word == "只有":
        return bool(re.search(r"只有[一两二三四五六七八九十\d]", text))
    if word in ("需要", "需"):
        return bool(re.search(r"需要?[一两二三四五六七八九十\d]", text))
    return False
