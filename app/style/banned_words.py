"""A list of words banned from now on — "Banned words from now on: leverage, synergy,
stakeholder", "Words we don't use any more: utilise, paradigm", 「以后禁用词：赋能、抓手、闭环」 —
read as the vocabulary it asks for.

A writer who bans several words by name bans a kind of word: buzzwords and jargon (the
common case) ask for plain words; internet slang and chat words ("lol", "gonna", 「绝绝子」,
「yyds」) ask for a formal register. One word banned is a content edit, not a kind, and is
left to the rules. Pure: text and the offline reading in, the wish said plainly and read.
"""

import re
from collections.abc import Callable

from app.style.dimensions import Observation

_I = re.IGNORECASE
_HEADING = re.compile(
    r"\b(?:banned|forbidden|blacklisted|outlawed) (?:words|terms|phrases)\b|"
    r"\b(?:words|terms|phrases) (?:we|I) (?:don'?t|do not|never|won'?t) (?:use|say|want)\b|"
    r"\b(?:never|don'?t|do not|stop) (?:use|using|say|saying) (?:these|the following|any of these)"
    r"(?: words| terms| phrases)?\b|\b(?:no more|ban(?:ned)?|banning|drop|lose)\b[^.!?:]{0,30}?"
    r"\b(?:words|terms|buzzwords|phrases|jargon)\b|\bbanned(?: from now on)?\s*[:：]|"
    r"禁用词|禁用语|违禁词|(?:这些|下面这些|以下)(?:词|字眼|说法)(?:都|一律)?(?:别|不要|不许|不准|禁止|不能)|"
    r"(?:不许|不准|不能|别|不要|禁止)(?:再)?(?:出现|用|写)(?:的)?(?:这些)?(?:词|字眼|说法)",
    _I,
)
# The list itself: at least three items, or two joined by "and" / 和.
_LIST = re.compile(
    r"[:：]\s*[^.。!！?？\n]*?(?:[,，、;；/]\s*[^,，、;；/.。!！?？\n]+){2,}|"
    r"[:：]\s*[^.。!！?？\n,，、]+(?:[,，、]\s*|\s+(?:and|or)\s+|和|或)[^.。!！?？\n]+"
)
_SLANG = re.compile(
    r"\b(?:lol|lmao|omg|gonna|wanna|gotta|kinda|sorta|super excited|awesome|dude|guys|y'all|"
    r"vibes?|bestie|slay|no cap|lit|fam)\b|绝绝子|yyds|家人们|宝子|集美|冲鸭|破防|栓Q|芭比Q|"
    r"绝了|太顶了|无语子",
    _I,
)


def banned_words_read(text: str, read: Callable[[str], list[Observation]]) -> list[Observation]:
    """The vocabulary or register a list of banned words asks for; [] otherwise."""
    heading = _HEADING.search(text)
    if heading is None:
        return []
    listed = _LIST.search(text, heading.start())
    if listed is None:
        return []
    zh = re.search(r"[\u4e00-\u9fff]", heading.group()) is not None
    if _SLANG.search(listed.group()):  # "lol, gonna", 「绝绝子、yyds」: chat words out
        dimension = "formality"
        asked = "以后语气正式一点" if zh else "Formal register from now on"
    else:
        dimension = "vocabulary"
        asked = "以后用词通俗一点" if zh else "Plain words from now on"
    return [o for o in read(asked) if o.dimension == dimension]
