"""The writer saying a wish was said or heard wrong, in descriptive words rather than a stock
"correction": "I think wires got crossed", "I explained wrong before", "let me put that better",
"we talked past each other", "that came across wrong", 「我之前講得唔清楚」, 「你搞錯咗啊」,
「我表达得不清楚」, 「你理解岔了」, 「会错意了」.

What follows it is the wish put right: read by the arbiter (app/style/arbiter.py) and by
extract's test for an explicit correction, so the value said after it replaces the held one.
"""

import re
from functools import lru_cache

from app.style.hedges import UNDECIDED
from app.style.prefilter import screened

_I = re.IGNORECASE

# An earlier remark said to have been a joke ("When I said they're 'nice' I was joking",
# 我那是开玩笑的): the joke is reported and put right now; the message itself mocks nothing.
JOKED = re.compile(
    r"\bI was (?:only |just )?(?:joking|kidding|being (?:sarcastic|ironic|facetious))\b|"
    r"(?:那是|是在|只是|是)开玩笑(?:的|而已)?|说笑(?:的|而已)|讲笑(?:咋|啫|而已)",
    _I,
)

# The writer owning that they sent the helper the wrong way, or saying the helper read them
# the wrong way round, in any of the words for it: "I gave you the wrong steer", "I muddled
# you", "I sent you down the wrong path", "you understood me upside down", "you read me back to
# front", "that one's on me"; 误导你了, 害你理解偏了, 你理解成反的了, 是我的锅, 怪我.
_MISLED = (
    r"\bI(?:'ve| have)? (?:gave|given|sent|told|pointed|steered|led|set) you (?:on |down |off "
    r"(?:on )?)?(?:the |a |some )?(?:wrong|bad|duff|bum|misleading|confusing|mixed|garbled|"
    r"backwards)\b|"
    r"\b(?:sent|steered|led|pointed|set) you (?:\w+ )?(?:wrong|astray|the wrong way|off course)\b|"
    r"\bI(?:'ve| have)? (?:muddled|confused|misled|misdirected|misinformed|wrong-footed|"
    r"mixed) you\b(?! up with)|\bI (?:muddled|confused|mixed|garbled) (?:things|it|that|this|"
    r"everything|it all|the two) up\b|\bI (?:muddled|garbled|fluffed|botched) (?:that|it|this)\b|"
    # "Reckon I done told you wrong", "my English was bad before": the same, plainer.
    r"\bI (?:done |have |'ve )?told you (?:\w+ )?wrong\b|"
    r"\bmy (?:English|Chinese|wording|words|phrasing|message) (?:was|were) (?:a bit |really |so )?"
    r"(?:bad|poor|off|wrong|confusing|unclear|muddled)\b|"
    r"\b(?:you|u) (?:\w+ )?(?:understood|read|heard|took|got|interpreted|have|'ve got) "
    r"(?:me|it|that|this|what I (?:said|meant|asked|wanted)) (?:completely |totally |all )?"
    r"(?:upside[- ]down|back[- ]to[- ]front|inside[- ]out|the other way (?:round|around)|"
    r"in reverse|reversed|the opposite way)\b|"
    r"\b(?:that(?:'s| is| one'?s| one is) on me|my fault|mea culpa)\b|"
    r"误导(?:了|咗)?你|害你\S{0,4}(?:理解|听|看|记|写|弄|搞)|让你(?:误会|误解|理解错)|"
    r"(?:理解|听|看|记|弄|搞|写)成(?:了)?(?:反|相反)(?:的|嘅)?(?:了|咗)?|"
    r"(?:是我的锅|怪我|赖我|系我唔啱|我的错|我的问题|是我不对|是我不好)|"
    # "I went the other way on that by mistake".
    r"\b(?:I|we) (?:went|said|asked|put|had it|got it) [^.!?;]{0,30}?\bby mistake\b|"
    r"\b(?:I|we) (?:went|had it|got it) the (?:other|wrong|opposite) way\b"
)
# An earlier wish of the writer's, named and then judged wrong or void: "my earlier note on
# titles was misleading", "that steer I gave you about emoji was off", "what I asked for on
# Friday was a mistake"; 之前提的那个要求不对, 上回讲的那个要求有问题, 前面那条就当我没讲过,
# 上次讲嗰样嘢唔作数, 是我脑子一热, 是我没想清楚, 别当真, 捞乱咗.
_EARLIER_WISH_WRONG = (
    r"\b(?:my|that|the) (?:earlier |last |previous |first |original |old |other )?(?:note|request|"
    r"ask|instruction|steer|brief|direction|comment|remark|message|wish|feedback)s?\b"
    r"[^.!?;]{0,40}?\b(?:was|is|were) (?:a bit |slightly |totally |completely )?(?:off|wrong|"
    r"misleading|mistaken|a mistake|confusing|unclear|not right|backwards|wide of the mark|"
    r"nonsense|rubbish|void|bad)\b|"
    r"\bwhat I (?:said|asked for|told(?: you)?|wrote)\b[^.!?;]{0,30}?\b(?:was|is) (?:off|wrong|"
    r"misleading|mistaken|a mistake|backwards)\b|"
    r"(?:之前|上次|上回|前面|刚才|刚刚|啱啱|啱先|昨天|前天|上周|上礼拜|上个礼拜|那天|头先|早前)"
    r"[^。！？!?；;]{0,14}?"
    r"(?:要求|说法|意见|建议|那条|那句|嗰句|嗰条|那个|嗰个|样嘢|规矩)[^。！？!?；;]{0,4}?"
    r"(?:不对|有问题|有毛病|错了|不算|唔算|不作数|唔作数|作废|有歧义|欠考虑|不成立)|"
    r"唔算数|唔作数|当我没(?:有)?(?:说|讲)(?:过)?|就当没(?:说|讲)|(?:别|不要|唔好|不用)当真|"
    r"(?:是我|我)(?:当时)?(?:脑子一热|一时糊涂|拍脑袋)|"
    # (我刚才没想清楚, 之前没考虑周全: the earlier wish, not one being weighed now.)
    r"(?:是我|(?:刚才|刚刚|之前|先前|上次|当时|那会)(?:是)?(?:我)?)没(?:有)?(?:想|谂|考虑)"
    r"(?:清楚|好|明白|周全)|"
    r"(?:捞|搞|弄)乱(?:了|咗)|"
    # Classical: 前言谬矣, 前说有误 — the earlier words were wrong.
    r"(?:前言|前说|前议|前番所言|之前所言)\S{0,2}?(?:谬|误|差矣|不妥|有失)"
)

MISSPOKEN = re.compile(
    # Said wrong, or badly.
    # (Non-native present tense too: "yesterday I explain bad".)
    r"\b(?:I|we) (?:explained|explain|said|put|worded|phrased|described|wrote|framed) "
    r"(?:it |that |this |things |myself )?(?:wrong(?:ly)?|badly|bad|poorly|clumsily|the wrong way|"
    r"back to front|unclearly|too loosely)\b|"
    r"\b(?:badly|poorly|clumsily) (?:worded|phrased|put|explained)\b|"
    r"\blet me (?:put (?:that|it) (?:better|another way|differently|more clearly)|rephrase|"
    r"re-?explain|clarify|be clearer|try (?:that|again)|"
    r"say (?:that|it) (?:better|again|properly))\b|"
    r"\b(?:to clarify|to be clear|what I (?:actually |really )?meant (?:was|is)|"
    r"I should have said)\b|"
    r"\b(?:I )?(?:wasn'?t|was not|didn'?t make (?:myself|it|that)) (?:very |entirely )?clear\b|"
    r"\b(?:that|it) (?:came out|came across|sounded) wrong\b|\bnot what I (?:meant|was after)\b|"
    r"\btypo\b|\bmis-?typed\b|\bfat[- ]fingered\b|"
    # "You took me too literally": what was said, taken further than meant.
    r"\b(?:you|u) took (?:me|it|that|what I said|my \w+) (?:a bit |a little |way |far )?too "
    r"literally\b|"
    # Plainer or non-native words for the same: "I said it not right", "I had that wrong",
    # "my words came out muddled", "I did not mean write 'you'", "you flipped what I said".
    # Said wrong in the present or with a contraction: "I say wrong just now", "I'd got it
    # backwards", "brain fart"; 我自己讲颠倒了, 我头先讲调转咗, 说倒了.
    r"\b(?:I|we) (?:say|tell|type|write|typed) (?:it |that |you )?wrong\b|\bbrain ?fart\b|"
    # "I was mistaken there", Singlish "just now I talk nonsense", "I anyhow say".
    r"\bI was (?:quite |totally |completely )?mistaken\b|"
    r"\bI (?:talk|talked|was talking|spoke|speak) (?:nonsense|rubbish|cock)\b|"
    r"\bI anyhow (?:say|said|talk|talked)\b|\bI take (?:it|that|this) (?:all )?back\b|"
    r"\b(?:I'?d|we'?d|I'?ve|we'?ve) (?:had|got|gotten) (?:it|that|this|them) (?:all )?(?:wrong|"
    r"backwards|mixed up|muddled|the wrong way)\b|"
    r"(?:说|讲|写|打)(?:颠倒|倒转|调转|掉转|倒)(?:了|咗)|"
    r"\b(?:I|we) (?:said|put|wrote|explained) (?:it |that |this )?not (?:good|well|right|"
    r"correct(?:ly)?|clear(?:ly)?)\b|\b(?:I|we) (?:had|got) (?:it|that|this|them) (?:wrong|"
    r"backwards|mixed up|muddled)\b|\bmy (?:words|wording|note|message) (?:came out|was|were|"
    r"got) (?:muddled|garbled|jumbled|wrong|mixed up|confusing|back to front)\b|"
    r"\bI (?:didn'?t|did not) mean\b(?! (?:to |it )?(?:be |sound|offend|upset|hurt|rush|nag))|"
    r"\b(?:you|u) (?:\w+ )?(?:flipped|reversed|inverted|swapped|twisted) (?:around |round )?"
    r"what (?:I|i) (?:meant|said|asked|wanted)\b|"
    # Heard wrong.
    r"\b(?:wires|lines) (?:got |have got |were |are )?crossed\b|\bcrossed wires\b|"
    r"\btalk(?:ed|ing)? (?:past|at cross[- ]purposes (?:with)?) each other\b|"
    r"\bat cross[- ]purposes\b|\blost in translation\b|\bmix-?up (?:on|at) my end\b|"
    r"\b(?:you|u) (?:got|took|read|heard|understood) (?:it|that|me|this) (?:wrong|the wrong way|"
    r"too literally|backwards)\b|\b(?:you|u) misheard\b|\bgot the wrong end of the stick\b|"
    # "you've got me all wrong", "ye've took me completely wrong": the same with a perfect and
    # a degree word between ("ye" is the North's and Ireland's "you").
    r"\b(?:you|u|ye|yous?)(?:'ve| have|'d| had)? (?:got|gotten|took|taken|read|heard|understood) "
    r"(?:it|that|me|this) (?:all |completely |totally |so |clean |dead )?(?:wrong|backwards|"
    r"the wrong way)\b|"
    # "I got mixed up", "I was muddled": the writer owning the muddle.
    r"\bI (?:got|get|was|'m|am) (?:a bit |all |so |totally |completely )?(?:mixed up|muddled|"
    r"confused|jumbled)\b|"
    r"\b(?:you|u) got it wrong\b|"
    # A misunderstanding named, or cleared up: "I think there was misunderstanding", "let me set
    # the record straight", "to clear that up".
    r"\b(?:a |some |the )?misunderstanding\b|\bset (?:the record|things|that|it) straight\b|"
    r"\bclear (?:that|this|things) up\b|\bstraighten (?:that|this|things) out\b|"
    + JOKED.pattern
    + r"|"
    # Chinese (read after 繁體 is folded) and 粤语.
    # (Of the writer's own words: 「写得不清楚」 alone is a complaint about the text.)
    r"我\S{0,4}?(?:说|讲|表达|解释)得?(?:不|唔|冇)(?:太)?(?:清楚|明白|对)|"
    r"我\S{0,4}?(?:没|冇|没有)(?:说|讲|表达|解释)(?:清楚|明白)|"
    r"表达(?:有误|错了|不当)|我(?:之前|上次|上回|刚才|头先)?(?:说|讲)(?:错|反)(?:了|咗)?|"
    r"(?:理解|听|看|记|想)(?:岔|偏|歪|错|反)(?:了|咗)?|会错意|误会(?:了|咗)?|搞错(?:了|咗)?|"
    r"搞(?:反|混)(?:了|咗)?|弄(?:错|反|混|拧)(?:了|咗)?|不是这个意思|唔系(?:呢|这)个意思|"
    # 「唔係咁嘅意思」 folds to 不是这么的意思; 「我唔係噉講」, 「不是那样的意思」.
    r"不是(?:这么|这样|那样|那么|噉)(?:的|嘅)?意思|"
    # A slip of the tongue or the keys: 嘴瓢, 说岔了, 讲岔了, 手滑打错, 漏了一个「不」; an earlier
    # message struck out: 上一条作废, 前面那句不算.
    r"嘴瓢|(?:说|讲|打)(?:岔|拐)(?:了|咗)?|手滑|打错字|漏(?:打)?了一个|"
    # Said crooked or off the mark: 说拧巴了, 讲差了, 说偏了 (never 说差不多).
    r"(?:说|讲)得?(?:拧巴|拧|差(?!不多|点)|偏)(?:了|咗)|"
    # 收返嗰句 (Cantonese: "I take that back"), 收回刚才那句.
    r"收(?:返|回)(?:嗰|那|这|头先|刚才|前面)(?:句|条)|"
    # What was meant, set against what was heard: 我上回的意思不是用你，是…; 我不是说要随意，是要….
    r"意思不是|我(?:上回|上次|之前|刚才)?不是说[^。！？!?]{1,15}?[，,\s]\s*(?:而)?是|"
    r"(?:上一条|上条|前面那条|前面那句|之前那条|之前那句|刚才那条|刚才那句|上一句|刚那句)\S{0,4}(?:作废|不算)|"
    + _MISLED
    + r"|"
    + _EARLIER_WISH_WRONG,
    _I,
)
MISSPOKEN = screened(MISSPOKEN)


def says_misspoken(text: str) -> bool:
    """Does the writer say a wish was said or heard wrong?"""
    return bool(MISSPOKEN.search(text))


# A hedge inside the clause saying the wish was said or heard wrong ("之前可能我没讲清楚", "I
# think there was a misunderstanding") is manners about the past, not doubt about the wish.
_HEDGE = re.compile(
    r"\b(?:maybe|perhaps|possibly|probably|I think|I guess|I suppose)\b\s*|"
    r"可能|也许|或许|大概|好像|应该",
    _I,
)
_CLAUSE_END = re.compile(r"(?<=[,，.。;；!！?？:：—])")


# What was meant, quoted after the slip ("我打错字了，是「不要太正式」", "typo - I meant 'less
# formal'"): the quotation is the wish said again, read as said, not as a name.
_MEANT_QUOTED = re.compile(
    r"((?:^|[，,。:：\s])(?:我的意思)?(?:应该)?是|\bI meant\b|\bit should (?:be|read|say)\b|"
    r"\bmeant to (?:say|write|type)\b)\s*[「“\"']([^」”\"']{2,40})[」”\"']",
    _I,
)


def _undecided_dropped(clause: str) -> str:
    """ "之前那个要求是我没想好", "I hadn't thought it through": doubt about the wish put right,
    not about the one said now; the wish said after it is not asked again, and the doubt owned
    reads as the thought owned wrong (想错了: still a correction)."""
    return UNDECIDED.sub(lambda m: "想错了" if _CJK.search(m.group()) else "", clause)


_CJK = re.compile(r"[\u4e00-\u9fff]")


@lru_cache(maxsize=256)
def plainly_misspoken(text: str) -> str:
    """The text with the hedges of a misspoken clause taken out, and what was meant, quoted
    after the slip, unquoted; the rest as it was."""
    if not MISSPOKEN.search(text):
        return text
    text = _MEANT_QUOTED.sub(lambda m: f"{m.group(1)} {m.group(2)}，", text)
    return "".join(
        _undecided_dropped(_HEDGE.sub("", clause)) if MISSPOKEN.search(clause) else clause
        for clause in _CLAUSE_END.split(text)
    )
