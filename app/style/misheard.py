"""Chinese style keywords mistyped by pinyin input or misheard by voice typing — 「段洛」 for 段落,
「以后局子写短一点」 for 句子 — read as the keyword meant, before the rules read the message.

Split from `normalising.py` at 600 lines (session 50), nothing changed in what it reads.
"""

import re

# Chinese keywords mistyped by pinyin input: same sound, wrong character.
_ZH_TYPOS = {"标提": "标题", "段洛": "段落", "表清": "表情", "术与": "术语", "句字": "句子"}
_ZH_TYPO = re.compile("|".join(_ZH_TYPOS))
# A pinyin-IME slip for a keyword that is a word of its own (「以后局子写短一点」: 局子 for 句子),
# read as the keyword only where a size, a count or a ban is said of it.
_ZH_SOUNDALIKES = {
    **dict.fromkeys(("局子", "具子", "巨子", "剧子", "锯子"), "句子"),
    **dict.fromkeys(("表请", "表晴", "婊情"), "表情"),
    "断落": "段落",
    "表题": "标题",
}
_SOUNDALIKE = "|".join(_ZH_SOUNDALIKES)
_ZH_SOUNDALIKE = re.compile(
    rf"(?:{_SOUNDALIKE})(?=[都也就要得再还]?(?:写|太|短|长|多|少|放|加|用|简|精|别|不要|一点|些))|"
    rf"(?<=[多少别加放用])(?:{_SOUNDALIKE})"
)


def keywords_respelt(text: str) -> str:
    """`text` with the keywords mistyped or misheard written as meant."""
    text = _ZH_TYPO.sub(lambda m: _ZH_TYPOS[m.group(0)], text)
    return _ZH_SOUNDALIKE.sub(lambda m: _ZH_SOUNDALIKES[m.group(0)], text)
