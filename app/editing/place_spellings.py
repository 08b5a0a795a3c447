"""The short ways writers spell a paragraph's place, written out before the place is read:
"P3", "§2", "Para. 3", "pp. 2-3", "第 4 段", "the last paragraph but one", "the middle
paragraph" — read as "paragraph 3", "paragraph 2" ("section 2" of an article in `##`
sections), "para 3", "paragraphs 2-3", 第4段, "the
last-but-one paragraph", "paragraph 3" (of five), so `places.py` and `missing_paragraph.py`
read them as they read the long forms. A spelling the article itself uses ("P3 form", "§2 of
the lease") is its own text, not a place, and is left as it is.

Said as writers say it in a chat about paragraphs (session 47): "the middle one", 中间那段 (of
an odd count), "the third one", 第二个写得… (when nothing else is counted and the article has no
list), "the start" / "the beginning" / "the end" (not "at the end", "the end of…", "the start
date"), "the one about X", "where I mention X", 关于X的部分 — read as "paragraph 3", 第3段,
"the opening", "the ending", "the paragraph about X", "where I talk about X", 关于X的那部分.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.domain.paragraph_places import numbered_paragraphs
from app.editing.mentions import ZH_NUM

# "P3", "P 3" (a capital P alone before a number; "P3 form" is a thing, "MP3" a word)
_P_NUMBER = re.compile(r"(?<![\w/.\-])P\s?(\d{1,3})\b(?!\s*(?:form|visa|code|[%.,]\d))")
# "§2", "§ 2", "§§2-3"
_SECTION_SIGN = re.compile(r"§§?\s*(\d{1,3})(?:\s*(?:-|–|to|and|&)\s*(\d{1,3}))?")
# "Para. 3", "para.3", "paras. 2 and 3": the stop after the short form
_PARA_STOP = re.compile(r"\b(paras?)\.\s*(?=\d)", re.I)
_HEADINGS = re.compile(r"^#{1,6}\s+\S", re.M)
# "pp. 2-3", "pp 2–4": an article has no pages, so its writer counts paragraphs
_PP = re.compile(r"\bpp\.?\s*(\d{1,3})\s*(-|–|to|and|&)\s*(\d{1,3})\b", re.I)
# "第 4 段", "第 四 自然段": the number spaced off from 第 and 段
_ZH_SPACED = re.compile(
    rf"第\s+([0-9{ZH_NUM}]+)\s*(?=(?:个)?(?:自然)?[段节句条])"
    rf"|第([0-9{ZH_NUM}]+)\s+(?=(?:个)?(?:自然)?[段节句条])"
)
# "the last paragraph but one", "the last para but one"
_LAST_BUT_ONE = re.compile(r"\bthe\s+last\s+(paragraph|para)\s+but\s+one\b", re.I)
# "the middle paragraph" (one: of an odd count, the one in the middle)
_MIDDLE = re.compile(r"\bthe\s+middle\s+(?:paragraph|para|one|bit|part)\b(?!s)", re.I)
# 中间那段, 中间一段, 中间的那一段, 中间部分 — not 中间一段时间 (a while)
_ZH_MIDDLE = re.compile(
    r"(?<![在的])中间(?:的)?(?:那|这)?(?:一)?(?:段|部分)(?!时间|日子|路|距离|落)"
)


def spelled_places(text: str, paragraphs: Sequence[str]) -> str:
    """`text` with the short spellings of a paragraph's place written out (see the module)."""
    article = "\n".join(paragraphs)
    if not _P_NUMBER.search(article):
        text = _P_NUMBER.sub(r"paragraph \1", text)
    if "§" not in article:
        # of an article in `##` sections, "§2" is its second section (sections_counted.py)
        word = "section" if len(_HEADINGS.findall(article)) >= 2 else "paragraph"
        text = _SECTION_SIGN.sub(lambda m: _sections(m, word), text)
    text = _PARA_STOP.sub(r"\1 ", text)
    if not _PP.search(article):
        text = _PP.sub(lambda m: f"paragraphs {m[1]}{_JOINS.get(m[2], f' {m[2]} ')}{m[3]}", text)
    text = _ZH_SPACED.sub(lambda m: f"第{m[1] or m[2]}", text)
    text = _LAST_BUT_ONE.sub(r"the last-but-one \1", text)
    count = len(numbered_paragraphs(paragraphs))  # as the writer counts: headings are none
    if count % 2 and count >= 3:
        text = _MIDDLE.sub(f"paragraph {count // 2 + 1}", text)
        text = _ZH_MIDDLE.sub(f"第{count // 2 + 1}段", text)
    if not _OTHER_KIND.search(text) and not any(_LISTED.search(p) for p in paragraphs):
        text = _NTH_ONE.sub(r"the \1 paragraph", text)  # "the fourth one"
        text = _ZH_NTH_ONE.sub(r"第\1段", text)  # 第二个写得轻松一点
    text = _EDGE.sub(_edge, text)
    text = _ONE_ABOUT.sub(r"\1 paragraph ", text)
    text = _WHERE_MENTION.sub(r"where \1 talk about", text)
    return _ZH_ABOUT_PART.sub(r"\1\2的那部分", text)


# "the fourth one", "the last one" — not "the second one of the tips"
_NTH_ONE = re.compile(
    r"\bthe\s+(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last"
    r"|\d{1,2}(?:st|nd|rd|th))\s+one\b(?!\s+(?:of|in|on|from)\b)",
    re.I,
)
# 第二个 before what is said of it (写得, 太长, 有点, 语气, ，) — not 第二个问题, 第二个小标题
_ZH_NTH_ONE = re.compile(
    rf"第([0-9{ZH_NUM}]+)个(?=[写改说讲读太有再要也得语，,。]|的(?:语气|写法|说法|结尾|开头))"
)
# Anything else a writer counts: then "the second one" may be that thing's.
_OTHER_KIND = re.compile(
    r"\b(?:items?|bullets?|points?|steps?|questions?|answers?|entr(?:y|ies)|rows?|columns?|lines?"
    r"|sentences?|headings?|titles?|headlines?|photos?|images?|pictures?|examples?|tips?|options?"
    r"|lists?|tables?|quotes?|stanzas?|verses?|sections?|words?|names?|links?|days?|weeks?"
    r"|offers?|stops?|dish(?:es)?|speakers?|versions?|drafts?|comments?|notes?|rules?|clauses?"
    r"|chapters?|reasons?|ideas?|suggestions?|events?|dates?|times?|prices?)\b"
    rf"|第[0-9{ZH_NUM}]+(?:条|项|点|步|站|句|行|天)|问题|回答|标题|图片|例子|表格|选项|版本"
    r"|建议|活动|日期",
    re.I,
)
# A list line of the article ("- ", "* ", "1. ", "1、"): "the second one" may be its item.
_LISTED = re.compile(r"^\s*(?:[-*+•]\s|\d{1,2}[.)、]\s?|[一二三四五六七八九十]、)", re.M)
# "the start", "the very beginning", "the end": the opening or the closing paragraph — not
# "at the end", "to the start", "the end of …", "the start date", "the end result".
_EDGE = re.compile(
    r"\b(?:(\w+)\s+)?the\s+(?:very\s+)?(start|beginning|end)\b"
    r"(?!\s+(?:of|date|dates|time|times|result|results|user|users|goal|point|line|product"
    r"|game|zone|season|term|month|week|year|day|heading|title|label|button|page|menu)s?\b)"
    r"(?![-‐]\w)",
    re.I,
)
_EDGE_AFTER = frozenset(
    re.findall(
        r"\w+",
        "at to from in by until till near towards toward since before after on of around"
        " through into onto for with",
    )
)


def _edge(match: re.Match[str]) -> str:
    if match[1] and match[1].lower() in _EDGE_AFTER or match[2][0].isupper():
        return match[0]  # "at the end"; "the Start heading" (a name)
    word = "the ending" if match[2].lower() == "end" else "the opening"
    return f"{match[1]} {word}" if match[1] else word


# "the one about the minutes", "that one with the map": a paragraph named by what it says
_ONE_ABOUT = re.compile(
    r"\b(the|that|this)\s+one\s+(?=(?:about|on|with|describing|mentioning|covering)\b)", re.I
)
# "the bit where I mention the crates": where the writer talks about them
_WHERE_MENTION = re.compile(
    r"\bwhere\s+(I|we)\s+(?:mention|describe|explain|cover|discuss|introduce|bring\s+up)\b", re.I
)
# 关于扫雪的部分, 讲停车的部分: the part about it (关于X的那部分)
_ZH_ABOUT_PART = re.compile(r"(关于|有关|讲|说|写|提到)([^，。！？、,.!?\s]{1,12}?)的部分")


_JOINS = {"-": "-", "–": "–"}


def _sections(match: re.Match[str], word: str) -> str:
    if match[2]:
        return f"{word}s {match[1]}-{match[2]}"
    return f"{word} {match[1]}"
