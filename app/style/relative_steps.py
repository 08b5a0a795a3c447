"""A relative step said as a share — "cut the emoji by half", "halve the jargon", 「表情砍掉一半」,
「正式程度降个一半」 — said plainly as less of the thing before the rules read the message.

The share names no target: "cut by half" keeps half, so it asks for fewer, never none (the
rules read "cut the emoji" alone as none); a quality's degree lowered by a share (正式程度降一半)
asks for less of that quality, which the rules read as its other pole.
"""

import re

_I = re.IGNORECASE
_SHARE_EN = (
    r"(?:about |around |roughly |some |maybe )?(?:half|a half|a third|a quarter|two thirds|"
    r"\d{1,2}\s?(?:%|per ?cent))"
)
_THING_EN = (
    r"emojis?|emoticons?|smileys?|exclamation (?:marks?|points?)|jargon|technical terms|"
    r"buzzwords|bullet points|bullets|lists"
)
_CUT_EN = re.compile(
    rf"\b(?:cut|reduce|trim|drop|scale back|pare back|dial back|tone down|lower)\s+"
    rf"(?:the |our |your |all the )?(?P<thing>{_THING_EN})\s+(?:down\s+)?by\s+{_SHARE_EN}|"
    rf"\bhalve\s+(?:the |our |your |all the )?(?P<halved>{_THING_EN})",
    _I,
)
_SHARE_ZH = r"(?:个)?(?:一半|一大半|三分之一|三分之二|百分之[\d一二三四五六七八九十]+|\d{1,2}\s?%)"
_THING_ZH = r"表情(?:符号|包)?|emoji|感叹号|专业术语|术语|专业词|行话|列表|分点"
_CUT_ZH = re.compile(
    rf"(?P<thing>{_THING_ZH})(?:的)?(?:数量|用量)?(?:要|得|再)?(?:砍掉|砍|减掉|减少|减|降低|降|"
    rf"压缩|缩减|削减|去掉|少)(?:个|掉|到|了)?{_SHARE_ZH}"
)
_QUALITY_ZH = r"正式|书面|口语|随意|活泼|热闹|专业|严肃|煽情"
_DEGREE_ZH = re.compile(
    rf"(?P<quality>{_QUALITY_ZH})(?:化)?(?:的)?(?:程度|感|味儿?|度|劲儿?)(?:要|得|再)?(?:砍掉|砍|"
    rf"减掉|减少|减|降低|降|压|调低|收)(?:个|掉|低|到|了)?{_SHARE_ZH}"
)


def steps_said_plainly(text: str) -> str:
    """`text` with a share cut from a thing or a quality said as less of it."""
    text = _CUT_EN.sub(lambda m: f"use fewer {m.group('thing') or m.group('halved')}", text)
    text = _CUT_ZH.sub(lambda m: f"{m.group('thing')}少一点", text)
    return _DEGREE_ZH.sub(lambda m: f"不要那么{m.group('quality')}", text)
