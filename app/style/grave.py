"""A piece written for a grave or urgent event — a death, a recall, an accident, a storm
closure — told beside a wish for how this piece should read: the wish is for that piece.

"This post tells members our founder died on Sunday. Keep it serious and brief — not the usual
bubbly style", "这批奶粉要召回，公告要正式", "呢篇係講地盤發生意外…": nobody changes their voice
for good because of one death or one recall. Read by two parts anywhere in the message: an
event from broad lexicons of bereavement, recalls, accidents, disasters and closures, and the
piece it is written in (this one, the notice, 公告, 这条) or the usual voice set aside (not our
usual…, 不要平时那种). A lasting marker ("from now on", "every incident notice", 以后) keeps
the wish lasting. The text is already folded to Simplified Chinese.
"""

import re
from functools import lru_cache

_EVENT_EN = (
    r"died|dies|passed away|passed on|passing|death|deaths|dead|funeral|memorial|obituary|"
    r"condolences?|rest in peace|(?-i:RIP)|vigil|lost (?:our|my|his|her|their) (?:\w+ )?"
    r"(?:father|mother|dad|mum|mom|wife|husband|friend|founder|colleague|coach|teacher|member)|"
    r"laid to rest|cremation|burial|interment|in memoriam|sad news|tragic news|"
    r"bereave\w*|mourn\w*|killed|fatal\w*|recall(?:ed|ing|s)?|pull(?:ed|ing) (?:\w+ ){0,3}off "
    r"(?:the )?shelves|contaminat\w*|allergen|salmonella|listeria|e\. ?coli|unsafe|"
    r"drown(?:ed|ing)(?!\s+(?:in|under)\s+(?!(?:the |a )?(?:lake|sea|river|canal|pool|reservoir|"
    r"quarry|harbou?r|surf|flood|bath)))|bitten|mauled|stabbed|overdosed?|poisoned|"
    r"accidents?|crash(?:ed|es)?|collision|injur\w+|hurt|wounded|scald(?:ed|s|ing)?|casualt\w+|fell|fall|"
    r"fires?|blaze|explosion|flood\w*|storms?|hurricane|typhoon|cyclone|tornado|blizzard|"
    r"snowstorm|heatwave|wildfire|earthquake|landslide|gas leak|chemical spill|spill|"
    r"evacuat\w*|lockdown|shooting|attack|emergency|outage|power cut|breach|hacked|"
    r"clos(?:ed|ure|ing) (?:today|tomorrow|until|for)|shut (?:down|today)|trees? down|"
    # Supplies cut or unsafe: "the boil-water notice", "a burst main", "no water until 6pm".
    r"boil[- ]water|burst (?:pipes?|mains?|water mains?)|water (?:mains?|outage|cut|shortage|"
    r"contamination|supply)|no (?:water|power|gas|heating) (?:until|till|from|today|tonight)|"
    r"sewage|blackout|road closures?|bridge closures?|evacuation"
)
_EVENT_ZH = (
    r"去世|逝世|过世|过身|离世|病逝|身故|辞世|走了|走咗|过咗身|仙游|仙逝|往生|归西|驾鹤|安息|"
    r"离开了我们|不在了|出殡|送殡|白事|丧事|守灵|头七|告别帖|告别会|追思|治丧|灵堂|节哀|噩耗|"
    r"遇难|罹难|丧生|死亡|身亡|追悼|悼念|哀悼|葬礼|丧礼|"
    r"讣|告别式|召回|下架|污染|过敏原|沙门氏菌|食品安全|事故|意外|溺水|淹死|溺亡|咬伤|被狗咬|中毒|坠楼|受伤|伤亡|摔伤|烫伤|烧伤|工伤|车祸|"
    r"火灾|失火|着火|爆炸|台风|风球|暴雨|暴雪|洪水|水浸|地震|山泥|寒潮|泄漏|泄露|燃气|煤气|"
    r"疏散|撤离|紧急|停业|暂停营业|停运|停课|封路|封闭|闭园|关闭|抢修|数据泄露|被黑|"
    r"停水|停电|停气|爆管|水管爆裂|水质|断水|断电|煮沸"
)
# The piece this is: "this one", "the notice", "这条", "公告"; or the usual voice set aside.
_PIECE = (
    r"\b(?:this|that|the|today'?s|tonight'?s|this week'?s)\s+(?:[\w'-]+\s+){0,3}?(?:one|post|"
    r"notice|update|announcement|message|email|note|letter|statement|bulletin|memo|piece|alert|"
    r"item|leaflet|flyer|newsletter)\b|\bfor (?:this|now)\b|"
    # "Normal service next week", "back to our usual voice after this": this piece only.
    r"\bnormal service\b|\bback to (?:normal|usual|our usual|the usual)\b|"
    r"\bnot (?:the|our|my) (?:usual|normal|regular|everyday|typical)\b|"
    r"\b(?:none of|no|not|instead of|rather than)\s+(?:the |our |my )?(?:usual|normal|regular|"
    r"typical)\b|"
    r"[这呢那此该本][条篇则份封个段次]|公告|通知|通报|声明|告示|启事|"
    r"(?:不要|别|唔好|不用|不像|不是)\S{0,4}(?:平时|平常|平日|往常|一贯|以往|平时)"
)
# "From now on every incident notice…", "以后这类通知都…": the wish is lasting after all.
_LASTING = (
    r"\bfrom now on\b|\bgoing forward\b|\bin future\b|\bin the future\b|\bfuture\b|"
    r"\balways\b|\bevery\b|\ball (?:our|my|the) \w+s\b|\bwhenever\b|\bas a rule\b|"
    r"以后|今后|往后|从今|每次|每[条篇份]|一律|凡是|这类|这种(?:通知|公告)都"
)
_EVENT = re.compile(r"\b(?:" + _EVENT_EN + r")\b|" + _EVENT_ZH, re.IGNORECASE)
_PIECE_RE = re.compile(_PIECE, re.IGNORECASE)
_LASTING_RE = re.compile(_LASTING, re.IGNORECASE)


@lru_cache(maxsize=256)
def tells_a_grave_occasion(text: str) -> bool:
    """Is the message about one piece written for a grave or urgent event, with nothing said
    to last beyond it?"""
    return (
        bool(_EVENT.search(text)) and bool(_PIECE_RE.search(text)) and not _LASTING_RE.search(text)
    )


def names_a_grave_event(text: str) -> bool:
    """Does the text name a grave or urgent event, with nothing said to last beyond it (a hand
    edit's note: the piece it is about is the edit's)?"""
    return bool(_EVENT.search(text)) and not _LASTING_RE.search(text)
