"""Words the suggestion quotes to insert or to put in place of others — 在“浙里办”App后面加上
“或支付宝小程序”, add "or by phone" after the address, Add 'so book early' after the places
limit, “由从事茶艺教学”改成“特别邀请从事茶艺教学”, change 'upstairs' to 'first-floor'. The
quoted words are the whole edit: a figure of the paragraph written otherwise beside them
(下午1:30 → 2:00, 十二年 → 十年, 25 → 30) is no part of it, though the suggestion "adds" or
"changes" something (facts.py). Words quoted only to say where (在“每班限招25人”后面, after
'the 25 people', “每场限30人”那段) name a place, not a figure to write.

Since session 51 (fid50judge: blind50 tidepool-en-15, chahui-zh-11, yanglao-zh-13) straight
and curly single quotes count as quotes, and a quoted replacement is read beside an insertion.
"""

from __future__ import annotations

import re

# An opening quote, the words, the closing quote of the same family. A straight single quote
# closes only before a space, a stop or the end: "Add 'don't forget'" keeps its apostrophe.
_QUOTED = (
    r"(?:[“\"]([^”\"\n]+)[”\"]|[「『]([^」』\n]+)[」』]|‘([^’\n]+)’"
    r"|'((?:[^'\n]|'(?=[a-z]))+?)'(?=[\s.,;:!?，。；：！？)）]|$))"
)
_INSERT = re.compile(
    r"(?:加上|加入|添上|添加|补上|补充|插入|写上|注明|标明|写明|加)\s*"
    + _QUOTED
    + r"|\b(?:add|insert|append|put\s+in)\s+(?:the\s+(?:words?|phrase|sentence)\s+)?"
    + _QUOTED
    # 报名那段补充：也可以电话报名。 — the words after the colon, to the line's end
    + r"|(?:补充|加上|加一句|补一句|添一句|写上)\s*[:：]\s*([^\n“”\"「」]{2,}?)[。.]?\s*$",
    re.IGNORECASE | re.MULTILINE,
)
_REPLACE = re.compile(
    r"(?:把|将)?\s*"
    + _QUOTED
    + r"\s*(?:改成|改为|换成|替换成|替换为|变成|改写成)\s*"
    + _QUOTED
    + r"|\b(?:change|replace|turn|swap|reword)\s+"
    + _QUOTED
    + r"\s+(?:to|with|into|for)\s+"
    + _QUOTED,
    re.IGNORECASE,
)
# Quoted words that only say where: 在“…”后面, “…”那段, after 'the 25 people'.
_ANCHOR = re.compile(
    r"在?\s*"
    + _QUOTED
    + r"\s*(?:的)?(?:后面|前面|之后|之前|后边|前边|后|前|[那这]一?[段句条行])"
    + r"|\b(?:after|before|following|next\s+to)\s+(?:the\s+words?\s+)?"
    + _QUOTED,
    re.IGNORECASE,
)


def _words(match: re.Match[str], first: int, last: int) -> str:
    return next((g for g in match.groups()[first:last] if g), "")


def insertions(asked: str) -> list[str]:
    """The quoted words the suggestion asks to insert, in order."""
    return [_words(m, 0, 9) for m in _INSERT.finditer(asked)]


def replacements(asked: str) -> list[tuple[str, str]]:
    """The quoted words the suggestion asks to put in place of other quoted words, as (old,
    new) pairs in order."""
    out = []
    for m in _REPLACE.finditer(asked):
        pair = (
            (_words(m, 0, 4), _words(m, 4, 8))
            if _words(m, 0, 8)
            else (_words(m, 8, 12), _words(m, 12, 16))
        )
        out.append(pair)
    return out


def without_insertions(asked: str) -> str:
    """The suggestion with each quoted insertion and replacement (its verb and words) and each
    quoted place taken out: what else it asks."""
    return _ANCHOR.sub(" ", _INSERT.sub(" ", _REPLACE.sub(" ", asked)))


def without_quoted(asked: str) -> str:
    """The suggestion with every quoted stretch taken out (what it says in its own words)."""
    return re.sub(_QUOTED, " ", asked)


def without_quoted_places(asked: str) -> str:
    """The suggestion without the quoted words that only say where (在“…”后面, “…”那段)."""
    return _ANCHOR.sub(" ", asked)


def without_inserted(text: str, asked: str) -> str:
    """`text` with the words the suggestion quotes to insert, or to write in place of others,
    taken out."""
    for words in [*insertions(asked), *(new for _old, new in replacements(asked))]:
        text = _whole(words).sub(" ", text)
    return text


def without_replaced(text: str, asked: str) -> str:
    """`text` (the writer's) with the words the suggestion quotes to replace taken out."""
    for old, _new in replacements(asked):
        text = _whole(old).sub(" ", text)
    return text


def _whole(words: str) -> re.Pattern[str]:
    """`words` where they stand whole: a figure not inside a longer one ("£1" is not the start of
    "£1,200"; d41-en-skip-replace-01 read 1,200 as ",200")."""
    before = r"(?<![\d.,])" if words[:1].isdigit() else ""
    after = r"(?![\d]|[.,]\d)" if words[-1:].isdigit() else ""
    return re.compile(before + re.escape(words) + after)
