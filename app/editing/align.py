"""Lining a model's reply up with the original, unit by unit, and naming what is not article.

Similar units are paired in order (a weighted longest-common-subsequence over similarity);
what is left between two pairs is compared by position. Placeholders ("[rest unchanged]",
其余不变, a lone "…", an HTML comment) and chatter ("Sure! Here is…", "Let me know…") are
recognised here so the judge can fill the first from the original and show the second to the
writer — never save either as article text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from difflib import SequenceMatcher

from app.editing.units import normal

# Two units at least this similar are taken for the same unit, edited.
MATCH = 0.5

_PLACEHOLDER_WORDS = (
    r"unchanged|remains?|remaining|rest of|same as (?:before|above|the original)|as before|"
    r"omitted|existing|continues?|(?:no|without) changes?|not shown|kept as is|as is|"
    r"original (?:text|paragraphs?|content)|paragraphs? \d+\s*(?:-|–|to|through)\s*\d+|"
    r"不变|未变|省略|同上|略|其余|其他|其它|原文|保持|照旧|以下|以上|后文|前文|未改动|无改动|同原文"
)
_PLACEHOLDER = re.compile(
    r"^\s*(?:"
    r"(?:\.\s*){3,}|…+|⋯+|\[\s*(?:\.\.\.|…)\s*\]|\(\s*(?:\.\.\.|…)\s*\)|（\s*(?:\.\.\.|…+)\s*）"
    r"|<!--.*?-->"
    rf"|[\[(（【<{{*_\"“「]+[^\n]{{0,120}}?(?:{_PLACEHOLDER_WORDS})[^\n]{{0,120}}?[\])）】>}}*_\"”」]+[.。]?"
    r"|(?:\.\.\.|…+)?\s*(?:the )?rest(?: of (?:the )?(?:article|text|piece|post|essay|story|"
    r"paragraphs?|body|content))? (?:remains?|is|stays?|unchanged|as (?:is|before))[^\n]{0,80}"
    r"|(?:\.\.\.|…+)?\s*(?:all |the )?(?:other|remaining|following|subsequent|earlier|previous)"
    r" (?:paragraphs?|sections?|text|content)[^\n]{0,20} (?:remain|are|stay|unchanged|as)[^\n]{0,80}"
    r"|(?:\.\.\.|…+)?\s*(?:everything|all) else (?:is|remains?|stays?|was|unchanged)[^\n]{0,80}"
    r"|(?:……|…|\.\.\.)?\s*(?:其余|其他|其它|剩余|剩下|以下|以上|后面|前面|后文|前文|后续|下文|原文)"
    r"(?:的)?(?:部分|内容|段落|各段|文字|正文)?[^\n]{0,12}(?:不变|同上|省略|略|保持|照旧|未改|相同|一致)[^\n]{0,30}"
    r")\s*$",
    re.IGNORECASE | re.DOTALL,
)
_INLINE_ELISION = re.compile(
    r"\[\s*(?:\.\.\.|…)\s*\]|\(\s*(?:\.\.\.|…)\s*\)|（\s*(?:\.\.\.|…+)\s*）|<!--.*?-->"
    rf"|[\[(（【][^\])）】\n]{{0,80}}(?:{_PLACEHOLDER_WORDS})[^\])）】\n]{{0,80}}[\])）】]"
    r"|(?<![.…])(?:\.\.\.|…)(?![.…])|……",
    re.IGNORECASE,
)
_CHATTER_START = re.compile(
    r"^[\s>*_#]*(?:"
    r"sure|certainly|of course|absolutely|okay|ok|alright|all right|great|got it|done|gladly"
    r"|here(?:'s| is| are)|below is|this is the|the (?:revised|edited|updated|rewritten|new)"
    r"|i(?:'ve| have)? (?:made|added|kept|changed|updated|revised|rewrote|rewritten|tightened|"
    r"left|only|shortened|expanded|adjusted|edited|fixed|corrected|removed|replaced|translated|"
    r"trimmed|cut|condensed|polished|tweaked|focused|preserved|retained|also|did|didn't|did not|"
    r"hope|can|will|would|'ll|'d|think|believe)"
    r"|i'm (?:happy|glad|sorry|not)|let me know|hope (?:this|that|it|these)|feel free|would you like"
    r"|if you(?:'d| would)? (?:like|want|need|prefer)|happy to|is there anything|note:|notes:"
    r"|changes(?: made)?:|summary of changes|what i changed|explanation|everything else|"
    r"all other|no other changes|the rest|as requested|per your request|revised (?:article|version|text)"
    r"|好的|好吧|当然|没问题|明白|收到|以下是|下面是|这是(?:修改|改写|调整|润色)|我(?:已|已经|把|将|对|在|只|保留|修改|调整|增加|删除|为)"
    r"|已(?:将|经|按)|修改说明|修改要点|主要修改|改动说明|修改如下|其余|其他部分|希望|如需|如果(?:您|你)|注[:：]|说明[:：]|备注"
    r")",
    re.IGNORECASE,
)
_ACK = re.compile(
    r"^(?:sure|certainly|of course|absolutely|okay|ok|alright|all right|great|got it|done|gladly"
    r"|好的|好吧|当然|没问题|明白|收到|可以)\b[^\n]{0,30}$",
    re.IGNORECASE,
)
# Chatter talks about the edit; an article sentence that merely starts "I made…" does not.
_META = re.compile(
    r"article|paragraph|version|chang|edit|revis|rewr|tone|sentence|wording|text|draft|suggest"
    r"|request|unchanged|as you wrote|original|let me know|hope|help|feel free|adjust|tweak"
    r"|段|文章|修改|版本|调整|句|原文|改动|润色|改写|不变|希望|帮助|需要",
    re.IGNORECASE,
)
_SEPARATOR = re.compile(r"^\s*(?:-{3,}|\*{3,}|_{3,}|={3,}|—{2,}|#{1,6})\s*$")


def similarity(a: str, b: str) -> float:
    """0..1: how much of the two texts is shared, compared as the writer would read them."""
    na, nb = normal(a), normal(b)
    if na == nb:
        return 1.0
    if not na or not nb:
        return 0.0
    matcher = SequenceMatcher(None, na, nb, autojunk=False)
    if matcher.real_quick_ratio() < MATCH * 0.8 or matcher.quick_ratio() < MATCH * 0.8:
        return matcher.quick_ratio() * 0.5
    return matcher.ratio()


def align(reply: Sequence[str], original: Sequence[str]) -> list[tuple[int, int]]:
    """Pairs (reply index, original index) of similar units, in order on both sides, chosen
    to share as much as possible. Units marked None in `reply` never pair."""
    rows, cols = len(reply), len(original)
    weight = [[similarity(r, o) if r else 0.0 for o in original] for r in reply]
    best = [[0.0] * (cols + 1) for _ in range(rows + 1)]
    for i in range(rows - 1, -1, -1):
        for j in range(cols - 1, -1, -1):
            take = best[i + 1][j + 1] + weight[i][j] if weight[i][j] >= MATCH else -1.0
            best[i][j] = max(best[i + 1][j], best[i][j + 1], take)
    pairs: list[tuple[int, int]] = []
    i = j = 0
    while i < rows and j < cols:
        if weight[i][j] >= MATCH and best[i][j] == best[i + 1][j + 1] + weight[i][j]:
            pairs.append((i, j))
            i, j = i + 1, j + 1
        elif best[i][j] == best[i + 1][j]:
            i += 1
        else:
            j += 1
    return pairs


def is_placeholder(text: str) -> bool:
    """A unit that stands for original text instead of repeating it."""
    flat = text.strip().strip("*_").strip()
    return bool(flat) and len(flat) <= 200 and bool(_PLACEHOLDER.match(flat))


def elisions(text: str) -> list[re.Match[str]]:
    """Elision marks inside a unit ("I slept better, […] since January.")."""
    return list(_INLINE_ELISION.finditer(text))


def is_chatter(text: str) -> bool:
    """The model talking to the writer (or a separator), not article text."""
    flat = text.strip()
    if not flat:
        return True
    if _SEPARATOR.match(flat):
        return True
    first = flat.split("\n", 1)[0].strip()
    if _CHATTER_START.match(first) and len(flat) <= 600 and _META.search(flat):
        return True
    if _ACK.match(flat):
        return True
    return len(flat) <= 160 and "\n" not in flat and flat.rstrip("*_ ").endswith((":", "："))
