"""How a clause stands towards the text: a story told, a habit described, praise of the text in
front of the writer, or a quality praised in scare quotes.

A style word in such a clause is not a request: a story files nothing, a habit or praise is put
to the writer as a question, and scare-quoted praise ("真“简洁”啊") is sarcasm that wants the
quality it names. Shared by the offline rules, in English and Chinese.
"""

import re
from typing import Literal


def _re(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


# -- praise in scare quotes ------------------------------------------------------------------

# "真“简洁”啊", "so 'concise'", "好“活泼”的文风": a quality praised inside scare quotes is
# meant the other way round; the quoted word is kept, and the sentence read as sarcasm.
_SCARE_QUOTED = _re(
    r"(?:真|好|很|可真|多么|太|\b(?:so|such|really|very|nice and|how|oh so|super)\s+)"
    r"[“\"'‘「『]\s*(?P<word>[A-Za-z]{3,14}|[\u4e00-\u9fff]{1,4})\s*[”\"'’」』]"
)


def scare_quoted(text: str) -> list[str]:
    """The style words praised in scare quotes ("真“简洁”啊", "so 'concise'")."""
    return [m.group("word") for m in _SCARE_QUOTED.finditer(text)]


def unquote_scare_quoted(text: str) -> str:
    """The scare quotes dropped, so that the quoted word is read (and turned round)."""
    return _SCARE_QUOTED.sub(
        lambda m: (
            m.group(0)[: m.start("word") - m.start()].rstrip("“\"'‘「『 ")
            + " "
            + m.group("word")
            + " "
        ),
        text,
    )


# -- how a clause stands: narration, habit, praise -------------------------------------------

# Anything that makes a clause a wish about the text: a request, a want, a comparison, a
# complaint of degree. Without one, a style word in a clause that narrates or praises is not
# a request.
_WISH_MARK = _re(
    r"\b(?:please|pls|plz|should|shouldn'?t|need(?:s|ed)?|must|has to|have to|gotta|want|"
    r"wanted|prefer|rather|wish|hope|let'?s|too|overly|way|more|less|fewer|better|worse|"
    r"instead|again|not|never|no|don'?t|didn'?t|stop|keep|make|go|try|can|could|would|"
    r"from now on|going forward|hate|can'?t stand|tired of|sick of|enough|why|a bit|a little|"
    r"a touch|slightly|bit)\b|"
    r"请|麻烦|要|别|不|能|可以|希望|想|喜欢|讨厌|受不了|更|再|太|一点|点儿?$|些|改|换|保持|继续|以后"
)
# A past event told ("I wrote the last one in a formal tone", "The tone was formal at the
# conference") or a habit described ("We've always used bullet points"), not asked for.
_PAST = _re(
    r"\b(?:was|were|wrote|written|used|did|went|had|sounded|looked|seemed|felt|came out|"
    r"yesterday|last (?:week|time|year|month|one|post|issue|piece)|ago|back then|used to)\b"
)
_HABIT = _re(
    r"\b(?:usually|normally|typically|generally|tend to|mostly|often|'ve always|have always|"
    r"always (?:write|use|do|keep|go|have|had|used|wrote))\b"
)
_ADDRESSED = _re(r"\byou\b|\byour\b")
_PAST_ZH = re.compile(r"上周|上次|上回|之前|以前|去年|昨天|前几天|那时|当时|过去")
_HABIT_ZH = re.compile(r"一般|平时|通常|向来|一向|习惯")
_WISH_ZH = re.compile(
    r"请|麻烦|要|别|不|能|可以|希望|想|喜欢|讨厌|太|一点|[点些]吧|改|换|保持|继续|以后|今后|吧|"
    r"好|更|还是|应该|该|得|你"
)


def narrates(clause: str, sentence: str) -> Literal["past", "habit", ""]:
    """Does a clause tell what happened or what usually is, with no wish in the
    sentence? ("I wrote the last one in a formal tone", "My posts are usually casual".)
    What the model did ("you made it formal") is a complaint, not a story."""
    if re.search(r"[\u4e00-\u9fff]", clause):
        if _WISH_ZH.search(sentence):
            return ""
        return "habit" if _HABIT_ZH.search(clause) else "past" if _PAST_ZH.search(clause) else ""
    if _WISH_MARK.search(sentence) or _ADDRESSED.search(sentence):
        return ""
    if _HABIT.search(clause):
        return "habit"
    if _PAST.search(clause):
        return "past"
    return ""


# Praise of the text in front of the writer ("Love the short paragraphs!", "这版很口语，读着
# 舒服"): the writer likes this piece; that it is their lasting wish is a guess, put to them,
# unless they ask to keep it ("keep it", "以后都这样").
_PRAISE = _re(
    r"\b(?:love|loving|great|perfect|nice|lovely|excellent|spot on|exactly|chef'?s kiss|"
    r"beautiful|much better|so much better|good)\b|👍|👌|很好|真好|挺好|不错|"
    r"舒服|好看|刚好|正好|喜欢|漂亮|棒"
)
_THIS_TEXT = _re(
    r"\b(?:the|this|that|these|those|it'?s|it is|now|here)\b|这|那|现在|这版|这样|这次"
)
_KEEP = _re(
    r"\bkeep\b|\bstay\b|\bmore of (?:this|that|it)\b|\blike (?:this|that)\b|\bgoing forward\b|"
    r"\bfrom now on\b|\bdon'?t (?:change|touch|lose)\b|\bevery time\b|\balways\b|\bstick\b|"
    r"\bcontinue\b|\bthis is the (?:voice|tone|style)\b|\bexactly (?:how|what) I\b|保持|继续|"
    r"就这么|就这样|以后|照这个|都这样|别改|别动|就要|一直|今后|往后"
)
_ASKS = _re(
    r"\b(?:please|pls|should|make|go|use|need|want|can you|could you|more|less|even|still|too|"
    r"not|no)\b|n'?t\b|请|麻烦|再|还是|太|一点|些|要|不够|没"
)


def praises_this_text(sentence: str, text: str) -> bool:
    """Praise of the current text, with no wish to keep it and no request beside it."""
    return bool(
        _PRAISE.search(sentence)
        and _THIS_TEXT.search(sentence)
        and not _KEEP.search(text)
        and not _ASKS.search(sentence)
    )
