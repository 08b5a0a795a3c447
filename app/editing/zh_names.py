"""A paragraph named by a person's Chinese name alone: "刘建国加一句：他周末教下棋。",
"把孙立军写得更详细一点", "给赵春梅补充联系方式" — no 那段 or 那条 after the name, in a roster
or a story whose people each stand in one paragraph. A name is a common surname and one or
two characters after it, leading the suggestion (after 给, 把, 关于… at most); it names a
paragraph when exactly one paragraph holds it. Read only when nothing else in the suggestion
names a place (a paragraph number, a quote, an entry)."""

from __future__ import annotations

import re
from collections.abc import Sequence

_SURNAMES = frozenset(
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程"
    "苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝"
    "龚邵万钱严覃武戴莫孔向汤柳温庞樊殷岳齐施乔"
)
_CJK = re.compile(r"[\u4e00-\u9fff]")
# Words that ask something of the whole text, or of every person in it.
_EVERYONE = re.compile(r"全文|整篇|通篇|全篇|每(?:个|位|一?段|一?条|人)|所有|大家|各位|整体")
# An article this long or longer is read for the people it names, one a paragraph.
_FEWEST_PARAGRAPHS = 6
# What may stand before the name that leads a suggestion: "给赵春梅补充…", "把孙立军写得…",
# "关于吴国华，…" — a name further on ("待办里加一条：王磊负责…") is what to write, no place.
_LEAD = re.compile(
    r"^[\s“”\"'「」]*(?:请|麻烦)?(?:给|把|将|关于|对于|对|在|替|帮|为)?[\s“”\"'「」]*"
)


def named_people(suggestion: str, paragraphs: Sequence[str]) -> set[int]:
    """The paragraphs the suggestion names by a person's name, each held by that one
    paragraph alone; none when the suggestion speaks of everyone or the whole text."""
    if _LATIN_WORDS.search(suggestion):
        return _named_in_english(suggestion, paragraphs)
    if len(paragraphs) < _FEWEST_PARAGRAPHS or _EVERYONE.search(suggestion):
        return set()
    found: set[int] = set()
    lead = _LEAD.match(suggestion)
    start = lead.end() if lead else 0
    if start < len(suggestion) and suggestion[start] in _SURNAMES:
        for size in (3, 2):
            name = suggestion[start : start + size]
            if len(name) != size or not all(_CJK.match(c) for c in name):
                continue
            held = [i for i, p in enumerate(paragraphs) if name in p]
            if len(held) == 1 and _standalone(name, paragraphs[held[0]]):
                found.add(held[0])
                break
            if held:
                break  # "王秀" of 王秀兰 in two paragraphs: no shorter name is surer
    return found


def _standalone(name: str, paragraph: str) -> bool:
    """Whether the name stands in the paragraph as a name: at its start, or after
    punctuation, a space or a word that goes before a person (和, 跟, 由, 是, 请)."""
    for match in re.finditer(re.escape(name), paragraph):
        before = paragraph[max(0, match.start() - 1) : match.start()]
        if not before or not _CJK.match(before) or before in "和跟与由是请叫给让被把对向的":
            return True
    return False


# An English suggestion: two Latin words or more. A Chinese name in it ("Make the sentence
# about 李娜 warmer.", "Say more about 王小明's playing.") stands out as a name wherever it is.
_LATIN_WORDS = re.compile(r"[A-Za-z]{2,}[^A-Za-z\u4e00-\u9fff]+[A-Za-z]{2,}")
_HANZI_RUN = re.compile(r"[\u4e00-\u9fff]+")
_EVERYONE_EN = re.compile(r"\b(?:every(?:one|body)?|all|each|throughout|whole|entire)\b", re.I)


def _named_in_english(suggestion: str, paragraphs: Sequence[str]) -> set[int]:
    """The paragraph an English suggestion names by a Chinese name (a common surname and one
    to three characters after it, alone in the suggestion's words) that one paragraph alone
    holds."""
    if len(paragraphs) < 2 or _EVERYONE_EN.search(suggestion):
        return set()
    found: set[int] = set()
    for run in _HANZI_RUN.findall(suggestion):
        if not 2 <= len(run) <= 4 or run[0] not in _SURNAMES:
            continue
        held = [i for i, p in enumerate(paragraphs) if run in p]
        if len(held) == 1:
            found.add(held[0])
    return found
