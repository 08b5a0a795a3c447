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

# Voice typing's homophones of a style word, read as it only where a degree follows
# (「以后语气正事一点」: 正事 for 正式; 「说正事」 is left alone).
_VOICE_SLIPS = {
    "正事": "正式",
    "口语花": "口语化",
    "口语话": "口语化",
    "书面话": "书面化",
    "活婆": "活泼",
    "活破": "活泼",
    "写断": "写短",
    "简介": "简洁",
    "严素": "严肃",
}
_VOICE_SLIP = re.compile(rf"(?:{'|'.join(_VOICE_SLIPS)})(?=[了的]?\s*(?:一点|一些|点|些|得多))")


def keywords_respelt(text: str) -> str:
    """`text` with the keywords mistyped or misheard written as meant."""
    text = _ZH_TYPO.sub(lambda m: _ZH_TYPOS[m.group(0)], text)
    text = _ZH_SOUNDALIKE.sub(lambda m: _ZH_SOUNDALIKES[m.group(0)], text)
    return _VOICE_SLIP.sub(lambda m: _VOICE_SLIPS[m.group(0)], text)
