"""Doubt a writer says about their own wish — "Not decided, mind", "still chewing on it",
「我还没想清楚」, 「未諗好」 — in the many words people use for it, so a wish beside it is put to
them (pending) rather than filed.

Read by `reading.is_hesitant` and `poles.DOUBT`. Only words that say the writer has not made up
their mind are listed: a softener ("maybe", 「或者」) is manners, weighed elsewhere.
"""

import re

_I = re.IGNORECASE
# Doubt denied is a mind made up: 「不再犹豫」, 「别纠结了」, 「毫不犹豫」, 「不用再犹豫」.
SETTLED_NOT = r"(?<![再不别甭莫用必])"

UNDECIDED = re.compile(
    # English: the mind not made up, said plainly or in idiom.
    r"\bnot (?:yet |quite |fully |entirely |totally |really )?(?:decided|settled|sure yet)\b|"
    r"\b(?:haven'?t|have not|hasn'?t|not) (?:yet |quite |fully |really )?(?:decided|"
    r"made up my mind|settled on|got my head round|thought it through)\b|"
    r"\b(?:undecided|unsure|ambivalent)\b|\bnot (?:set|fixed) on\b|"
    r"\b(?:I )?(?:can'?t|cannot|can not|couldn'?t) (?:decide|make up my mind|make my mind up)\b|"
    r"\b(?:still|just|only) (?:thinking|mulling|chewing|turning|weighing|pondering|"
    r"deciding|figuring|toying|wavering|dithering|musing)\b|"
    r"\b(?:mulling|chewing|turning) (?:it|this|that) over\b|\bchewing on (?:it|this|that)\b|"
    r"\btoying with\b|\b(?:half|kind of|sort of|kinda|sorta) (?:wondering|thinking|tempted)\b|"
    r"\bon the fence\b|\bin two minds\b|\btorn (?:on|about|between)\b|\bwavering\b|"
    r"\bjust a thought\b|\bjust thinking aloud\b|\bthinking out loud\b|\bfood for thought\b|"
    # ("…so no rush" alone is about the deadline, not the wish.)
    r"\bdon'?t hold me to (?:it|that)\b|\bno rush (?:to (?:decide|change)|on (?:this|that) one)\b|"
    r"\bnot (?:ready|prepared) to commit\b|"
    r"\blet me (?:think (?:about it|it over|on it)|mull it over)\b|"
    r"\bI'?ll (?:have a )?think (?:about it|it over)\b|让我想想|容我想想|等我想想|"
    r"\b(?:I'?m|am|still) going back and forth\b|\bI (?:keep )?go back and forth\b|"
    r"\bsleep on it\b|\bhaven'?t a clue\b|\b(?:it'?s )?your (?:call|choice)\b|"
    # Chinese (read after 繁體 is folded) and 粤语.
    r"(?:还|仲)?没(?:有)?(?:完全|太)?(?:想清楚|想好|想明白|决定|定下来|拿定主意)|"
    r"未(?:想清楚|想好|决定|定|谂好|谂清楚|谂掂)|(?:还|仲)在(?:想|考虑|犹豫|纠结|琢磨|谂)|"
    r"拿不定|拿唔定|定不下来|" + SETTLED_NOT + r"(?:犹豫|纠结)|"
    r"举棋不定|不太确定|唔肯定|唔太肯定|说不准|讲唔准|"
    r"我再想想|再考虑一下|再琢磨|先(?:跟|同|和)你(?:说|讲)一(?:下|声)|"
    r"只是(?:个)?想法|随口一说|随便说说|说不太(?:准|好)|拿不太准|你(?:来)?决定吧|你拿主意",
    _I,
)


def is_undecided(text: str) -> bool:
    """Does the writer say they have not made up their mind?"""
    return bool(UNDECIDED.search(settled(text)))


# The writer says they are done doubting: "no more dithering", "stop second-guessing it",
# "without any hesitation". Masked before doubt is looked for, so the wish beside it is filed.
SETTLED = re.compile(
    r"\b(?:no (?:more|further)|stop|quit|done|finished|enough(?: of the)?|without (?:any )?)"
    r" ?(?:dithering|wavering|hesitating|hesitation|second-guessing|going back and forth|"
    r"umming and ah+ing|fence-sitting)\b",
    _I,
)


def settled(text: str) -> str:
    """`text` with the words that say the writer's mind is made up blanked out."""
    return SETTLED.sub(" ", text)
