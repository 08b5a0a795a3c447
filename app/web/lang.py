"""The `lang` a page gives a piece of Chinese text (a title, a message), so the browser picks
Chinese fonts and line breaking and a screen reader a Chinese voice; static/js/api.js `langOf`
reads text drawn in the page the same way.

Mostly Han characters (each counts as a word, against the other words) is Chinese: zh-Hant
when the common characters only Traditional writing has outnumber the Simplified-only ones,
zh-Hans the other way round, plain zh when the text shows neither. Kana make it Japanese and
Hangul Korean. None: not CJK, the page's own language (English) stands."""

import re

_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002ffff]")
_KANA = re.compile(r"[\u3040-\u30ff]")
_HANGUL = re.compile(r"[\uac00-\ud7af]")
_OTHER_WORD = re.compile(
    r"[^\W\d_\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\U00020000-\U0002ffff]+"
)
# Frequent characters written differently in the two scripts, pair by pair.
TRADITIONAL = (
    "這個們來時為說國會對學過還後發當與讓從總點麼愛經開關體見"
    "現實長門問間聽電車東話邊無風頭題應書業樣義區歲鐘園葉黃"
)
SIMPLIFIED = (
    "这个们来时为说国会对学过还后发当与让从总点么爱经开关体见"
    "现实长门问间听电车东话边无风头题应书业样义区岁钟园叶黄"
)


def lang_of(text: str) -> str | None:
    """zh-Hans, zh-Hant, zh, ja or ko for text mostly in that script; None otherwise."""
    sample = text[:2000]
    cjk = len(_HAN.findall(sample)) + len(_KANA.findall(sample)) + len(_HANGUL.findall(sample))
    if not cjk or cjk < len(_OTHER_WORD.findall(sample)):
        return None
    if _KANA.search(sample):
        return "ja"
    if len(_HANGUL.findall(sample)) * 2 > cjk:
        return "ko"
    traditional = sum(sample.count(c) for c in TRADITIONAL)
    simplified = sum(sample.count(c) for c in SIMPLIFIED)
    if traditional > simplified:
        return "zh-Hant"
    return "zh-Hans" if simplified else "zh"
