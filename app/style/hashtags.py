"""A wish typed as hashtags ("#PlainEnglish #EveryPost", "#NoEmoji from today. #ForGood",
「#零表情# #从现在起#」) said in words, for the rules and the classifier alike.

Writers who post all day tag their rules the way they tag their posts: one run of capitalised
words, no spaces. The rules read words, so each English tag is split into its words and each
Chinese tag's "zero …" (零表情, 零感叹号) said as "no …". Tags the writer asks to put in the
piece ("Add #MorpethGathering at the bottom", 「文末带上 #徽州# 话题」) are its content, and a
Chinese tag that only starts with 零 as part of a name (#零元购#) is left as typed.
"""

import re

# A tag: '#' then letters and digits, English camel case or Chinese (Weibo's closing '#'
# optional).
_TAG = re.compile(r"(?<![\w#&])#(?P<tag>[A-Za-z][A-Za-z0-9]*|[\u4e00-\u9fff]{1,12})#?")
# Asking for tags in the piece: the tags are its words, not a rule about them.
_TAGS_ASKED = re.compile(
    r"\b(?:add|put|tag|include|insert|append|stick|use)\b|\bhashtags?\b|"
    r"加上|加个|加一个|带上|带个|放上|打上|添上|补上|话题|标签|删掉|去掉",
    re.IGNORECASE,
)
_WORD = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")
# 零 before what a post can hold none of: "zero emoji", "zero exclamation marks".
_ZERO_OF = re.compile(r"^零(?=表情|感叹号|术语|行话|废话|列表|缩写|英文|emoji)")


def _spelt(tag: str) -> str:
    if tag[0].isascii():
        return " ".join(_WORD.findall(tag))
    return "#" + _ZERO_OF.sub("不要", tag) + "#"


def hashtags_said_plainly(text: str) -> str:
    """`text` with its hashtags read as the words they run together; unchanged when it asks
    for tags in the piece or has none."""
    if "#" not in text or _TAGS_ASKED.search(_TAG.sub(" ", text)):
        return text
    tags = list(_TAG.finditer(text))
    if not tags:
        return text
    out, at = [], 0
    for i, m in enumerate(tags):
        out.append(text[at : m.start()])
        out.append(_spelt(m.group("tag")))
        at = m.end()
        following = tags[i + 1] if i + 1 < len(tags) else None
        if following is not None and not text[at : following.start()].strip():
            # Two tags side by side are two phrases: "#PlainEnglish #EveryPost".
            out.append("," if m.group("tag")[0].isascii() else "")
    out.append(text[at:])
    return "".join(out)
