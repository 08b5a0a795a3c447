"""Quoted words said to be everywhere, or asked about by the readers — an indirect complaint
about the wording, read as the wish it points to.

"这稿子里「亲」「宝子们」满天飞，客户看了还以为是微商", "The draft says 'hiya gang' and 'no worries'
all over, which is not how a funeral home should sound": a register's examples said to crowd
the text ask for the other register. "Parents keep ringing the clinic to ask what 'phonological
processes' means", 「好多老人打电话来问「骨密度T值」是啥意思」: terms the readers keep asking about
ask for plain words. Not when the writer likes them there ("love the 'hey folks' everywhere").
"""

import re

_I = re.IGNORECASE
# A quotation mark, not an apostrophe ("as if I'm texting a mate - 'hey folks'").
_QUOTED = re.compile(
    r"(?:[“「『]|(?<![A-Za-z])[\"'‘])([^”\"’」』\n]{1,60}?)(?:[”」』]|[\"'’](?![A-Za-z]))"
)
_CASUAL = re.compile(
    r"^(?:亲|亲们|宝子们?|家人们|姐妹们|集美们?|冲鸭|绝绝子|yyds|老铁们?|哈哈+|么么哒)$|"
    r"\b(?:hiya|hey (?:folks|gang|guys|all|y'?all)|gonna|wanna|no worries|no biggie|lol|omg|"
    r"awesome sauce|y'?all|besties?|cheers (?:mate|pal))\b",
    _I,
)
_FORMAL = re.compile(
    r"^(?:兹|特此|敬请|予以|鉴于|综上所述|由此可见|贵方|谨此)$|"
    r"\b(?:hereby|herein|heretofore|pursuant to|notwithstanding|henceforth|forthwith|kindly be "
    r"advised|please be advised|aforementioned|whereas)\b",
    _I,
)
# Said to crowd the text, or to make it sound like what it is not.
_CROWDING = re.compile(
    r"满天飞|满篇|满是|满屏|通篇都是|全是|到处都是|到处是|一堆|遍地|还以为是|搞得像|跟\S{0,6}似的|"
    r"每篇都是|篇篇都是|每次都是|回回都是|\bevery (?:single )?(?:post|headline|title) (?:is|has)\b|"
    r"\ball over\b|\beverywhere\b|\blittered with\b|\bpeppered with\b|\bfull of\b|"
    r"\b(?:isn'?t|is not|not) how (?:a |an |the |our |my )?[\w' -]{1,40}? (?:should|would|"
    r"ought to) (?:sound|come across|read|talk|write)\b",
    _I,
)
_LIKED = re.compile(
    r"\b(?:love|like|keep|more of)\b|喜欢|保持|继续|多用|挺好|不错|可爱",
    _I,
)
_ASKED_WHAT = re.compile(
    # ("Customer called asking what 'hydrophobic polymer sealant' means": the readers named.)
    r"\b(?:keep|kept|always|constantly|often|regularly|people|customers?|readers?|members?|"
    r"parents?|patients?|callers?|clients?|residents?|buyers?|subscribers?|folks)\b[^.!?]{0,50}?"
    r"\bask(?:ing|s|ed)?\b"
    r"[^.!?]{0,20}?\bwhat\s+(?:[“\"'‘][^”\"'’]{2,40}[”\"'’]\s*(?:,|and|or)?\s*)+"
    r"(?:(?:even|actually) )?(?:means?|meant|is|are|stands? for)\b|"
    r"(?:好多|很多|不少|总有|老有|经常有|天天有|一堆|好几个|几个|有些|有的)\S{0,8}?"
    r"(?:来|跑来|打电话来?|发消息|留言|私信)?问"
    r"\S{0,4}?(?:[「“『\"][^」”』\"]{1,20}[」”』\"]\s*[、,，和]?\s*)+\S{0,4}?(?:是啥|是什么|啥意思|什么意思|指什么|"
    r"到底是)",
    _I,
)


def crowded_register(text: str) -> str | None:
    """The formality wanted when quoted words of one register are said to crowd the text."""
    if not _CROWDING.search(text) or _LIKED.search(_QUOTED.sub(" ", text)):
        return None
    quoted = [m.group(1).strip() for m in _QUOTED.finditer(text)]
    if any(_CASUAL.search(q) for q in quoted):
        return "formal"
    if any(_FORMAL.search(q) for q in quoted):
        return "casual"
    return None


# A quoted term said to leave the readers out: "the word 'haemodiafiltration' in the last
# leaflet made them feel stupid".
_LEFT_OUT = re.compile(
    r"\b(?:word|term|phrase)s?\s+[“\"'‘][^”\"'’]{2,40}[”\"'’][^.!?]{0,40}?\b(?:made|makes|left|"
    r"leaves) (?:them|him|her|people|everyone|readers|patients|customers) (?:feel(?:ing)? )?"
    r"(?:stupid|dumb|thick|small|ignorant|left out|lost)\b",
    _I,
)


# Hype words: the tone is too loud, the words are no jargon.
HYPE_WORDS = re.compile(
    r"炸裂|绝了|绝绝子|震惊|重磅|速看|必看|爆款|封神|疯狂|吐血|史诗级|yyds|"
    r"\b(?:insane|epic|mind-?blowing|game-?changer|jaw-?dropping|unmissable|must-see|OMG)\b",
    _I,
)


def crowded_hype(text: str) -> bool:
    """Are quoted hype words said to crowd the text ("每篇都是「震惊」「重磅」「速看」")?"""
    if not _CROWDING.search(text) or _LIKED.search(_QUOTED.sub(" ", text)):
        return False
    return any(HYPE_WORDS.search(m.group(1)) for m in _QUOTED.finditer(text))


_SUPPOSED = re.compile(r"\b(?:if|suppose|imagine|hypothetically)\b|如果|要是|假如|万一|假设", _I)


def readers_ask_what_terms_mean(text: str) -> bool:
    """Do the readers keep asking what quoted terms of the text mean, or say the terms leave
    them out?"""
    asked = _ASKED_WHAT.search(text) or _LEFT_OUT.search(text)
    return bool(asked) and "?" not in text and "？" not in text and not _SUPPOSED.search(text)
