"""Wishes said through two negatives, said as the one positive they make: "Not one post that
isn't calm" is every post calm, "I don't want anything but calm" is calm only, 「没有哪一篇可以
不平和」 is 每篇都要平和; and "I wouldn't say I don't want energy - it's that …" is a preface
the writer sets aside before the wish itself.

Read word by word, each negative turned the wish round once and the double one came out as
the opposite of what was asked (calm saved as lively), with nothing to warn anyone.
"""

import re

_PIECE = r"(?:posts?|pieces?|updates?|newsletters?|captions?|emails?|articles?|stories|one)"
# "Not one post that isn't calm", "There shouldn't be a single post that isn't formal",
# "No post that isn't plain", "Never a newsletter that doesn't sound friendly".
_NONE_THAT_ISNT = re.compile(
    r"\b(?:not (?:one|a single)|no|never (?:a|one)|there (?:shouldn't|should not|mustn't|must not|"
    rf"can't|cannot|won't|will not) be (?:a single|one|any|a)|(?:I|we) want no)\s+{_PIECE}\s+"
    r"(?:that|which)\s+(?:isn't|is not|aren't|are not|doesn't sound|does not sound|doesn't feel|"
    r"does not feel|doesn't read|does not read)\s+(?:as\s+)?",
    re.IGNORECASE,
)
# "I don't want anything but calm", "we want nothing but plain words": only that.
_NOTHING_BUT = re.compile(
    r"\b(?:(?:don't|do not|won't|will not)\s+want\s+anything|want\s+nothing)\s+"
    r"(?:but|except|other than|apart from)\s+",
    re.IGNORECASE,
)
# "I wouldn't say I don't want energy - it's that …": the preface waved away, the wish after.
_WAVED_AWAY = re.compile(
    r"\b(?:I wouldn't say|I would not say|I won't say|I'm not saying)\s+[^.;!?—–]{3,80}?"
    r"\s*(?:\s-\s|[—–;,])\s*(?:it's|it is|just|rather)\s+(?:that\s+|more that\s+)?",
    re.IGNORECASE,
)
# 「没有哪一篇可以不平和」, 「不能有一篇不是口语化的」, 「没有一条不活泼」: every one so.
_NONE_THAT_ISNT_ZH = re.compile(
    r"(?:没有|不能有|不许有|不准有|别有|不要有)(?:哪|任何)?一?(?:篇|条|期|句)(?:可以|能|能够|应该|允许)?"
    r"(?:不是|不够|不)(?P<wish>[\u4e00-\u9fff]{1,6}?)(?:的)?(?=[。！!，,；;]|$)"
)

# "Never not address the reader as 'you'", "Don't ever stop calling the reader 'you'": always.
_NEVER_NOT = re.compile(r"\bnever\s+not\s+", re.IGNORECASE)
_NEVER_STOP = re.compile(
    r"\b(?:don'?t|do not|never)\s+(?:ever\s+)?stop\s+(?=[a-z]+ing\b)", re.IGNORECASE
)


def double_negatives_said(text: str) -> str:
    """Two negatives said as the positive they make."""
    text = _NEVER_STOP.sub("keep ", _NEVER_NOT.sub("always ", text))
    text = _WAVED_AWAY.sub("", text)
    text = _NONE_THAT_ISNT.sub("keep every post ", text)
    text = _NOTHING_BUT.sub("want only ", text)
    return _NONE_THAT_ISNT_ZH.sub(lambda m: f"每篇都要{m.group('wish')}", text)
