"""A musing — "I wonder whether the alumni letters sound too stiff", "wondering if the headlines
are too long for phones", 「不知道校友通讯读起来会不会太板正了」 — wishes nothing.

The writer wonders aloud how the text comes across and proposes nothing: no "maybe shorter",
no "could it be…", no 要不要. A wish put hesitantly ("I wonder if the posts could be a little
chattier? Not sure") is a proposal and stays one (asked); a musing only judges, so nothing is
filed or asked and what the writer holds is left as it is.

So is a "why" asked out of curiosity about a change the tool made: "Why did you change 'you' to
'members'? Just curious, not complaining.", "why is it so formal now? genuinely asking",
「为什么把“你”改成“会员”了？就是好奇问问」 (v72 `why_curious`) — when every sentence is a
question or the curiosity said; "Why is it so formal now?? Stop it." is a complaint.
"""

import re

from app.style.wondered import wonders_how_readers_take_it

_I = re.IGNORECASE
_WONDER_EN = re.compile(
    r"^\W*(?:(?:hmm+|so|ok(?:ay)?|honestly|just)\W+)*(?:I(?:'m| am|'ve been| have been)?\s+)?"
    r"(?:just\s+|half\s+|kind of\s+|starting to\s+)?wonder(?:ing)?\s+(?:whether|if)\s+"
    r"(?P<what>[^?.!]*)",
    _I,
)
# How the text comes across, judged by a degree ("sound too stiff", "are a touch long").
_JUDGED_EN = re.compile(
    r"\b(?:is|are|'s|'re|sounds?|comes? across(?: as)?|looks?|reads?|feels?|seems?|gets?|got|"
    r"has|have)\b[^?.!]{0,40}?\b(?:too|a touch|a bit|a little|overly|rather|kind of|slightly)\s+"
    r"[a-z-]+",
    _I,
)
_WONDER_ZH = re.compile(
    r"^\W*(?:我)?(?:在想|在琢磨|琢磨着?|寻思着?|有点好奇|不知道)(?P<what>[^？?。！!]*)"
)
_JUDGED_ZH = re.compile(r"(?:是不是|会不会|是否|有没有)(?:有点|有些|稍微)?(?:太|过于|偏|有点|有些)")
# A proposal or a wish beside the musing makes it one put hesitantly.
_PROPOSES = re.compile(
    r"\b(?:maybe|perhaps|could|might|should|would|ought|how about|what about|let'?s|please|"
    r"from now on|going forward|instead|rather than|try)\b|要不要|可不可以|可以|能不能|不如|换成|"
    r"改成|改为|以后|还是|你(?:给|说|看)",
    _I,
)


# The writer says they only ask, and mean no complaint.
_CURIOUS = re.compile(
    r"\b(?:just|only|genuinely|purely|honestly) (?:wondering|curious|asking)\b|"
    r"\bout of (?:interest|curiosity)\b|\bhonest question\b|\bno complaints?\b|"
    r"\bnot (?:complaining|a complaint|criticis|criticiz|moaning|annoyed|upset)|"
    r"(?:纯|纯粹|单纯|就是|只是|我就)(?:好奇|问问)|好奇问问|随便问问|问问而已|没意见|不是(?:抱怨|说不好|挑刺)",
    _I,
)
# A request put as a question ("Just curious - could you make it shorter from now on?").
_REQUESTED = re.compile(
    r"\b(?:could|can|would|will) (?:you|we|u)\b|\bplease\b|\bfrom now on\b|\bgoing forward\b|"
    r"\bhow about\b|\bmaybe\b|能不能|可不可以|能否|要不要|要不|以后|今后|麻烦|请",
    _I,
)
_SENTENCE = re.compile(r"[^.!?。！？]+[.!?。！？]*")
_ASKED = re.compile(r"[?？]\W*$")


def asks_out_of_curiosity(text: str) -> bool:
    """Whether the message asks about a change only out of curiosity: the curiosity said, and
    every other sentence a question."""
    if not _CURIOUS.search(text):
        return False
    said = [s.strip() for s in _SENTENCE.findall(text) if s.strip()]
    told = [_CURIOUS.sub(" ", s) for s in said if not _ASKED.search(s)]
    return (
        any(_ASKED.search(s) for s in said)
        and all(_ASKED.search(s) or _CURIOUS.search(s) for s in said)
        and not any(_PROPOSES.search(s) for s in told)
        and not _REQUESTED.search(text)
    )


def is_musing(text: str) -> bool:
    """Whether the message only wonders how the text comes across, proposing nothing."""
    if asks_out_of_curiosity(text) or wonders_how_readers_take_it(text):
        return True
    if _PROPOSES.search(text):
        return False
    en = _WONDER_EN.search(text)
    if en is not None:
        return _JUDGED_EN.search(en.group("what")) is not None
    zh = _WONDER_ZH.search(text)
    return zh is not None and _JUDGED_ZH.search(zh.group("what")) is not None
