"""The short ways writers spell a paragraph's place, written out before the place is read:
"P3", "§2", "Para. 3", "pp. 2-3", "第 4 段", "the last paragraph but one", "the middle
paragraph" — read as "paragraph 3", "paragraph 2" ("section 2" of an article in `##`
sections), "para 3", "paragraphs 2-3", 第4段, "the
last-but-one paragraph", "paragraph 3" (of five), so `places.py` and `missing_paragraph.py`
read them as they read the long forms. A spelling the article itself uses ("P3 form", "§2 of
the lease") is its own text, not a place, and is left as it is.
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
_MIDDLE = re.compile(r"\bthe\s+middle\s+(?:paragraph|para)\b(?!s)", re.I)


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
    return text


_JOINS = {"-": "-", "–": "–"}


def _sections(match: re.Match[str], word: str) -> str:
    if match[2]:
        return f"{word}s {match[1]}-{match[2]}"
    return f"{word} {match[1]}"
