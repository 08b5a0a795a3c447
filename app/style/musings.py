"""A musing — "I wonder whether the alumni letters sound too stiff", "wondering if the headlines
are too long for phones", 「不知道校友通讯读起来会不会太板正了」 — wishes nothing.

The writer wonders aloud how the text comes across and proposes nothing: no "maybe shorter",
no "could it be…", no 要不要. A wish put hesitantly ("I wonder if the posts could be a little
chattier? Not sure") is a proposal and stays one (asked); a musing only judges, so nothing is
filed or asked and what the writer holds is left as it is.
"""

import re

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


def is_musing(text: str) -> bool:
    """Whether the message only wonders how the text comes across, proposing nothing."""
    if _PROPOSES.search(text):
        return False
    en = _WONDER_EN.search(text)
    if en is not None:
        return _JUDGED_EN.search(en.group("what")) is not None
    zh = _WONDER_ZH.search(text)
    return zh is not None and _JUDGED_ZH.search(zh.group("what")) is not None
