"""Terms of a trade banned by a list of them, unquoted: "什么肌酐、尿素氮、肾小球滤过率这些词，稿子
里一律别出现", "Never - not in the brochure, not on the shop signs - use terms like torque spec or
camber", "Don't, and I mean never, not on the website nor on the vans, chuck in words like RCBO".
The ban reaches back over the list's commas and forward over the places it names; what it asks
for is plain words. Not a ban on explaining them ("no need to explain terms like LMA": the
readers know them), nor a question, nor one doubted ("not saying don't use words like…").
"""

import re

_I = re.IGNORECASE
# A list of terms named as a kind of word: "什么A、B、C这些词", "散光轴位、角膜曲率这种词".
_LISTED_ZH = re.compile(
    r"(?:什么|像|比如|例如|诸如)?[^，,。；;！!？?]{1,40}?(?:这种|那种|这类|那类|这些|那些|之类的?)"
    r"(?:专业)?(?:词|术语|名词|字眼|说法|行话)"
)
_BAN_ZH = re.compile(
    r"(?:一律|一概|统统|全都|都|千万|再也|可)?(?:别|不要|不准|不许|不能|禁止|甭)(?:再)?"
    r"(?:用|出现|写|提|放|往里\S?塞|塞)"
)
_USE_EN = (
    r"(?:use|using|chuck(?:ing)? in|put(?:ting)? in|throw(?:ing)? in|drop(?:ping)? in|"
    r"sprinkl(?:e|ing)(?: in)?|pepper(?:ing)?|stick(?:ing)? in|write|writing)"
)
_BAN_EN = re.compile(
    r"\b(?:never|(?<!\bwhy )don'?t|do not|(?<!\bwhy )dont|no more|avoid|stop|quit)\b"
    r"[^.!?]{0,110}?\b"
    + _USE_EN
    + r"\b[^.!?]{0,20}?\b(?:words|terms|jargon|acronyms|phrases|abbreviations)"
    r"(?: such as| like)\s+\w",
    _I,
)
_NOT_BANNED = re.compile(
    r"\bnot saying\b|\bnot that\b|\bno need to\b|\bexplain\w*\b|\bdefine\b|\bspell (?:out|them)\b|"
    r"不是说|并不是|倒也不是|不用解释|不必解释|别解释|[?？]",
    _I,
)


def bans_listed_terms(text: str) -> bool:
    """Are trade terms, listed unquoted, banned from the writing?"""
    if _NOT_BANNED.search(text):
        return False
    for sentence in re.split(r"(?<=[。！!？?.;；])\s*", text):
        listed = _LISTED_ZH.search(sentence)
        if listed and _BAN_ZH.search(sentence, listed.end()):
            return True
        if _BAN_EN.search(sentence):
            return True
    return False
