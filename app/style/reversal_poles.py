"""The words a writer uses for each pole of a style dimension when the dimension's own words
are not said — "whittle it down", "three lines tops", "the way we talk", 瘦身, 唠嗑, 大白话 — and
the words that turn a held value round: go back to, revert, bring back, 改回, 恢复, 换返.

Read by `reversals`; English and Chinese (simplified after `normalise`, so 繁體 and much of
粤语 arrive folded: 啲→些, 睇→看, 咁→这么).
"""

import re

from app.style.flat import FLAT
from app.style.prefilter import lazily_screened


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


# -- size: which part of the text a size word is about ---------------------------------------

# The part named decides the dimension of a size word ("snappy headlines", "短句", "每段").
PART: dict[str, re.Pattern[str]] = {
    "title_style": _re(
        r"\b(?:head(?:line|ing)s?|titles?|subject lines?|titling)\b|标题|题目|大标题"
    ),
    "sentence_length": _re(r"\bsenten[cs]es?\b|句子|句话|(?<![段文])句(?!号)"),
    "paragraph_length": _re(
        r"\bparagraphs?\b|\bparas?\b|\bblocks? of text\b|段落|每段|一段|(?<!手)段(?!时间|日子)"
    ),
}

# Smaller: new verbs and images for cutting down ("whittle", "slim down", 瘦身, 砍掉).
SMALLER = _re(
    r"\b(?:whittle|whittled|pare|pared|prune|pruned|trim|trimmed|slim|slimmed|slimmer|"
    # A separable verb, its object between ("boil every update down", "strip them back").
    r"(?:boil|strip|pare|scale|whittle|cut|slim|thin|trim)(?:s|ed|ped|med|ned)? (?:[\w'-]+ ){0,4}?"
    r"(?:down|back)\b(?! on\b)(?! (?:to|on) (?:size|earth)\b)|"
    r"chop (?:it |them |each one )?(?:up|down)|rein(?:ed)? (?:it |them )?in|"
    r"tighten(?:ed)?(?: (?:it|them|things))? up|tighter|leaner|lean|crisper|crisp|"
    r"condense[ds]?|compress(?:ed)?|shorten(?:ed)?|shorter|brief|briefer|bite-?sized|snappy|"
    r"snappier|punchy|punchier|short and (?:sweet|punchy)|to the point|in a nutshell|"
    r"(?:bare|the) (?:bare )?(?:essentials|bones|minimum)|bare-bones|just the (?:essentials|facts|"
    r"basics|gist)|one breath|single (?:idea|thought|point)|one (?:idea|thought|point) (?:each|per|"
    r"at a time|apiece))\b|"
    r"瘦身|瘦瘦身|精简|简短|简洁|删减|砍掉|砍一砍|砍砍|能砍|压缩|缩短|压一压|收一收|收着写|挑重点|"
    r"说重点|挑最要紧的|挑要紧的|捡重点|长话短说|言简意赅|干脆利落|一口气(?:能|就能|可以)?(?:读|念|看)完|一句话说完|一句(?:话)?只?(?:讲|说|写)一(?:件事|个意思|样(?:嘢|东西))|直奔主题|"
    r"短一点|短点|短些|短小|精炼|精练|短平快"
)
# Larger: fleshing out ("flesh out", "let it breathe", 展开, 铺开写, 一大段一大段).
LARGER = _re(
    r"\b(?:(?:flesh|fill|fatten)(?:ed|s)? (?:[\w'-]+ ){0,4}?out\b|"
    r"(?:beef|bulk)(?:ed|s)? (?:[\w'-]+ ){0,4}?up\b|expand(?:ed)?|"
    r"elaborate|breathe|room to breathe|more depth|in depth|go deeper|backstory|in full|"
    r"(?:more|extra|plenty of|lots of) (?:background|context)|"
    r"spell (?:it |them |everything )?out|unpack|lay out every|every (?:step|turn|detail)|"
    r"fuller|richer|longer|run on|the whole story|the full story|properly explained|"
    r"(?:carry|hold|give) (?:a|the) whole (?:idea|thought|point|story))\b|"
    r"展开(?:讲|写|说)?|铺开|写细|讲细|写丰满|丰满|充实|多写点|多讲讲|多讲点|来龙去脉|讲透|"
    r"掰开揉碎|写足|一大段一大段|长一点|长点|长些|详细|完整(?:一点|些)"
)

# Pejoratives: the bad form of one pole names the other as wanted, negated or not
# ("enough waffle", "术语满天飞" is jargon's; "skimpy", 干巴巴 is brevity's).
PEJORATIVE: dict[tuple[str, str], re.Pattern[str]] = {
    ("length", "concise"): _re(
        r"\b(?:waffle|waffling|waffly|padding|padded|rambl(?:e|ing|es)|fluff|filler|bloated|"
        r"long-?winded|wordy|verbose|windbag|droning|meander(?:s|ing)?|"
        r"(?:go|goes|going|went) on and on)\b|"
        r"啰嗦|啰里啰嗦|罗嗦|废话|注水|水文|车轱辘话|绕弯|绕了\S{0,4}弯|流水账"
    ),
    ("length", "detailed"): _re(
        r"\b(?:skimpy|threadbare|thin on|sketchy|shortchang\w*|short-?chang\w*|"
        r"half the story|skates? over|glosses? over|not (?:detailed|thorough) enough|"
        r"not enough detail)\b|干巴巴|太简略|一笔带过|蜻蜓点水|没头没尾|(?:还)?不够(?:细|详细|具体)"
    ),
    ("formality", "casual"): _re(
        r"\b(?:starched(?:-collar)?|stiff|stuffy|stuffiness|officialese|legalese|bureaucratic|"
        r"pompous|buttoned-?up|corporate-?speak|corporate|jobsworth|po-?faced|"
        r"(?:a |the )?(?:legal notice|legal disclaimer|council notice|court summons|"
        r"terms and conditions|memo from hr|press release|annual report|board minutes|"
        r"financial times|broadsheet|boardroom|committee of (?:barristers|lawyers|accountants)|"
        r"barristers|solicitors))\b|"
        r"端着|打官腔|官腔|八股|公文腔|衙门|文绉绉|板着脸|像发文件|红头文件|一本正经"
    ),
    ("formality", "formal"): _re(
        r"\b(?:too chummy|matey|slangy|flippant|sloppy|like a group chat|like a text message)\b|"
        r"太随便|吊儿郎当|油腔滑调|像聊天记录"
    ),
    ("tone", "lively"): _re(
        r"\b(?:dull|lifeless|dreary|drab|deadpan|monotone|bland|sombre|somber|"
        r"funeral|obituary|tax notice|no life in)\b|"
        + FLAT
        + r"|死气沉沉|没生气|没有生气|没有晒生气|冇晒生气|"
        r"干瘪|像讣闻|讣闻|像念经|念经|没精神|没劲|平淡|"
        # 「别再那么平了」: flat, said of the text by degree (not 平时, 平台, 平均).
        r"(?:那么|这么|太|好|很|有点|有些)平(?=了|[，,。！!]|$)"
    ),
    ("tone", "calm"): _re(
        r"\b(?:shouty|shouting|shouts|hype|hyped|loud|louder|over-the-top|ott|breathless|gushing|gushy|"
        r"cheerleading|cheerleaders?|rah-rah|pep rally|whooping|exclamation marks galore|"
        r"salesy|screaming|hysterical|circus)\b|咋呼|浮夸|吵吵|吵死|大呼小叫|跟过年似的|像过年|"
        r"喊口号|打鸡血|鸡血"
    ),
    ("vocabulary", "plain"): _re(
        r"\b(?:jargon|gobbledygook|buzzwords?|technobabble|acronym soup|alphabet soup|"
        r"need a dictionary|reach for a dictionary)\b|"
        r"\b(?:nobody|no one|no-one) (?:knows|understands|gets) what (?:they|it|those) means?\b|"
        r"术语满天飞|行话|黑话|天书|看不懂|看唔明|听不懂|(?:哪|谁)(?:里|儿)?(?:看|读|听)得懂"
    ),
    ("vocabulary", "technical"): _re(
        r"\b(?:dumbed[- ]down|dumbing down|patronis\w+|patroniz\w+)\b|太白了|过于通俗"
    ),
    ("structure", "prose"): _re(
        r"\b(?:slide ?decks?|powerpoint|to-?do lists?|shopping lists?|bullet soup|dots and dashes|"
        r"checklist soup)\b"
    ),
}

# Plain names of a pole, never pejorative ("the way we talk", 大白话, "as a story").
POLE: dict[tuple[str, str], re.Pattern[str]] = {
    ("formality", "casual"): _re(
        r"\b(?:the way|how) (?:we|people|you|they|folks|the \w+|our \w+)(?: \w+){0,2} "
        r"(?:talk|speak|chat)(?:ted)?\b|"
        r"\blike (?:a|your|an old|the) (?:neighbour|neighbor|friend|mate|pal)\b|"
        # "like you're texting a mate", "as if chatting to friends": how one writes to a friend.
        r"\b(?:like|as if|as though) (?:you'?re|you are|we'?re|I'?m|I was|you were )?\s?"
        r"(?:texting|messaging|chatting (?:to|with)|talking to|writing to|whatsapping) "
        r"(?:a |your |my |our |an old |some )?(?:mates?|friends?|pals?|buddy|buddies|mum|mom)\b|"
        r"\b(?:conversational|chatty|down[- ]to[- ]earth|laid-?back|informal|relaxed|loosen up|"
        r"plain-?spoken|friendly chat|over the fence|across the (?:table|fence))\b|"
        r"唠嗑|拉家常|聊天(?:那样|一样|似的)|跟朋友|像朋友|发微信|说话(?:那样|一样)|口语|接地气|"
        r"(?<![客主病家老个工夫女男大友)])人话|平易近人|亲切"
    ),
    ("formality", "formal"): _re(
        r"\b(?:letter to (?:the|a|your) (?:bank|board|manager|bank manager|council|trustees)|"
        r"businesslike|buttoned-?up tone|formally|dignified|"
        r"polished|by the book|letter to the bank manager)\b|正式|书面|规范|严谨|官方|正经|体面"
    ),
    ("tone", "lively"): _re(
        r"\b(?:spark|sparkle|fizz|fizzy|zing|pep|peppy|bouncy|energetic|"
        r"upbeat|cheerful|fun|playful|lively|livelier)\b|热闹|活泼|有生气|生动|有趣|带劲|欢快|俏皮|"
        r"有活力|轻快|(?:燥|嗨|high|热闹|炸|燃)起来|(?<![太好很])(?:燥|嗨|燃)(?:一点|一些|点|些)"
    ),
    ("tone", "calm"): _re(
        r"\b(?:level|even voice|even tone|steady|measured|quiet|sober|understated|"
        r"matter-of-fact|low-?key|calm|calmer|restrained)\b|平静|平平静静|平和|平实|克制|稳重|淡定|"
        r"心平气和|四平八稳"
    ),
    ("vocabulary", "plain"): _re(
        r"\b(?:everyday (?:words|wording|language|english)|"
        r"plain (?:english|words|language|wording)|"
        r"layman'?s terms|simple words|words (?:anyone|everyone) (?:knows|understands))\b|"
        r"大白话|白话|通俗|(?<![客主病家老个工夫女男大友)])人话|(?<![哪谁里儿])听得懂|(?<![哪谁里儿])看得懂|家常话"
    ),
    ("vocabulary", "technical"): _re(
        r"\b(?:terms of the trade|proper terminology|precise terms|technical terms|the right "
        r"terms|trade terms)\b|专业名词|专业词|专业术语|术语照用|行业术语"
    ),
    ("structure", "prose"): _re(
        r"\b(?:as a story|telling it as a story|in (?:proper )?paragraphs|written out|"
        r"(?:normal|ordinary|regular|plain|proper|full|running) (?:written )?(?:paragraphs|prose)|"
        r"written paragraphs|"
        r"write (?:\w+ ){0,3}out|(?:full|proper|complete) sentences|flowing text|joined-?up)\b|"
        r"一段一段|成段|连起来写|讲故事|"
        r"写成段|段落形式"
    ),
    ("structure", "lists"): _re(
        # ("use exclamation points" names a punctuation mark, not a list's points.)
        r"\b(?:into|as|in|use|with|make (?:it|them)) (?:(?!exclamation\b)\w+ ){0,2}"
        r"(?:points|bullet(?:ed)? points?|"
        r"bullets|checklists?|(?:numbered )?steps|point form|lists?)\b|"
        r"\bpoints they can\b|\btick off\b|"
        r"分点|一条一条|一条条|列出来|列成(?:清单|列表)"
    ),
    ("person", "second"): _re(
        r"\b(?:talk|speak|write) (?:to|at) (?:the reader|readers|them|people|our \w+) directly\b|"
        r"\baddress (?:the reader|readers|them|people) directly\b|'you'|\"you\"|“you”|"
        r"直接(?:用|对着?|跟)\S{0,4}(?:说|讲|「你」|你)|用「你」|对读者说"
    ),
    ("person", "third"): _re(
        r"\b(?:third person|impersonal|describe what (?:\w+ ){1,3}did|"
        r"like a (?:proper )?record)\b|"
        r"第三人称|客观叙述|别用「你」|不要用「你」"
    ),
    ("title_style", "long"): _re(
        r"\b(?:descriptive|says? what|tells? (?:you|the reader|people|them) what)\b|看标题就知道|"
        r"一看(?:标题)?就知道"
    ),
}

# -- turning round -----------------------------------------------------------------------------

# Said against what the pole word names: "no more", "drop the", "stop", 别再, 别整得.
AGAINST = _re(
    r"\b(?:no more|stop(?:ped)?|quit|drop|lose|ditch|scrap|enough (?:of|with)|done with|"
    r"rein in|tone down|dial (?:it )?(?:down|back)|cut back on|go easy on|ease off|leave out|"
    r"take out|get rid of|remove|watering down|water down|"
    r"tired of|sick of|fed up with|weary of|without|avoid|never|don'?t|do not|not|less|"
    r"away from|instead of|rather than|ban)\b|"
    r"收敛|收一收|少点|少些|别再|不要再|不再|(?<![特区分告级识])别|不要|不用|不必|甭|去掉|受不了|够了|唔好|唔使|不想|(?<!多)(?<!至)少(?!于)"
)
# A way back to an earlier state: the new wish is the state gone back to.
CHANGE = _re(
    r"\b(?:go(?:ing)? back to|back to|revert(?:ed|ing)? to|return(?:ing)? to|bring back|"
    r"restore|like (?:we|it|they) (?:used to|had|did)|as (?:we had|it was)|"
    r"the way it was)\b|"
    r"改回|换回|换返|恢复|回到|回归|变回|写回|写返|还原|像以前|照以前|以前(?:那|嗰)|返以前"
)
# A number that is a ceiling ("three lines tops", 最多两三行, 不超过八个字) or a floor.
# (A run of digits is read from its first one, as in app/style/ceilings.py: from each digit of
# a run of 4,000, \d+ read to its end, 3 s of a message. A match never ends on a digit, so the
# next one found never starts inside a run either.)
_NUMBER = (
    r"(?:(?<!\d)\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|"
    r"[一二两三四五六七八九十几]{1,3})"
)
_UNIT = (
    r"(?:\s*-?\s*(?:or \w+ )?(?:lines?|words?|sentences?|characters?|chars?|(?:full )?pages?|"
    r"(?:full )?screens?|行|(?:个|只)?字|句|段|屏|页))"
)
CEILING = _re(
    rf"{_NUMBER}{_UNIT}\s*(?:tops|max(?:imum)?|at most|or (?:less|fewer|under)|or so)\b|"
    rf"\b(?:no more than|not more than|at most|max(?:imum)?|up to|under|fewer than|less than)\s+"
    rf"{_NUMBER}{_UNIT}|(?:最多|至多|顶多|不超过|别超过|不要超过|控制在){_NUMBER}{_UNIT}|"
    rf"{_NUMBER}{_UNIT}(?:以内|之内|就好|就够|就行|足够)"
)
FLOOR = _re(
    rf"\b(?:at least|no fewer than|no less than|a minimum of)\s+{_NUMBER}{_UNIT}|"
    rf"(?:至少|起码|不少于){_NUMBER}{_UNIT}"
)
# A complaint said of the text: likened, judged ("reads like a legal notice", 跟衙门发告示似的).
JUDGED = _re(
    r"\b(?:reads?|reading|sounds?|sounding|feels?|looks?|comes? across|smells?) (?:\w+ ){0,3}"
    r"(?:like|as if|as though)\b|\b(?:it'?s|this is|these are|they'?re|they are|too|so|getting|"
    r"turned into|turning into|become|became)\b|"
    r"\b(?:is|are|was|were)\b(?! (?:about|on|called|titled|named|for|from|by)\b)|"
    r"\b(?:tired|sick|weary) of\b|\bfed up with\b|受不了|看腻了|"
    r"\b(?:is|are|was|were|feels?|seems?) (?:\w+ ){0,2}(?:a (?:bit|touch|shade|tad)|rather|quite|"
    r"very|far|way|getting)\b|写得|写到|读着|读起来|看着|看起来|像|似的|一样|"
    r"好似|成了|变成"
)
# A word of a clause that only turns down a pole before it ("别再写成…裹脚布", "no more waffle").
TURNED_DOWN = _re(
    r"\b(?:no more|stop|quit|drop|lose|ditch|scrap|enough (?:of|with)|cut (?:out|the)|rein in|"
    r"tone down|dial (?:it )?(?:down|back)|leave out|get rid of)\b|"
    r"别再|不要再|别写成|不要写成|别整得|别搞得|别弄得|少来|唔好再"
)
# Too small or too big, said by an image of a part ("like a telegram", "stop-start", 一大坨):
# the size wanted is the other one, for the part named.
CHOPPED = _re(
    r"\b(?:telegrams?|telegraphic|choppy|stop-?start|staccato|fragmented|chopped up|bitty|"
    r"hiccup\w*)\b|电报|碎片|零零碎碎|碎碎|太碎|切到碎"
)
SWOLLEN = _re(
    r"\b(?:walls? of text|solid blocks?|one long block|long block|slabs? of text|doorstops?|"
    r"on the (?:generous|lengthy|long|wordy|heavy|hefty|chunky|meaty|big|epic) side|"
    # What it costs the reader: breath, the thread, a thumb, patience.
    r"(?:ran|run|running|runs) out of (?:breath|puff|steam)|out of breath|"
    r"los(?:e|ing|t) the thread|give up (?:halfway|half-way|partway)|gave up halfway|"
    r"(?:my|their|your) thumbs? (?:aches?|hurts?)|scrolling (?:forever|for ages)|"
    r"nod(?:ded)? off)\b|"
    r"一大坨|一大嚿|大坨|一整坨|密密麻麻|裹脚布|又臭又长|又长又臭|冗长|拖沓|喘不上气|喘不过气|"
    r"读到一半要?(?:唞气|歇口气|换气)|唞气|看到眼花|看得眼花|划半天|划不完|滑不完|头皮发麻|看得好累|"
    r"读得好累|读着累"
)
# A size said not to work any more ("under 150 words clearly isn't working", 一屏以内不行).
NOT_WORKING = _re(
    r"^\W*(?:\w+\W+){0,2}(?:isn'?t|is not|aren'?t|doesn'?t|does not|hasn'?t) (?:been )?"
    r"(?:work|working|enough|cutting it)\b|^.{0,6}(?:不管用|行不通|不够用|不行)"
)
# Pejoratives that are a verdict by themselves, with no "reads like" needed (又臭又长, 打官腔).
VERDICT = _re(
    r"又臭又长|又长又臭|裹脚布|啰里啰嗦|车轱辘话|注水|拖沓|冗长|干巴巴|死气沉沉|打官腔|文绉绉|"
    r"咋呼|浮夸|天书|流水账|不够细|不够详细|不够具体|\blong-?winded\b|\bwaffly\b|\bwaffles on\b|"
    r"\bstuffy\b|\bnot (?:detailed|thorough) enough\b|\bnot enough detail\b|"
    r"\b(?:nobody|no one|no-one) (?:knows|understands|gets) what\b|"
    r"(?:哪|谁)(?:里|儿)?(?:看|读|听)得懂"
)
# A size given per part with a small number ("two or three lines each", 每段两三句): the smaller
# pole, as a ceiling is.
SMALL_SPEC = _re(
    r"\b(?:one|two|three|four|five|a couple of|1|2|3|4|5)(?:\s*(?:or|-|to)\s*(?:two|three|four|"
    r"five|six|2|3|4|5|6))?\s+(?:short\s+)?(?:lines?|sentences?|words?)\s+"
    r"(?:each|apiece|a piece|per (?:paragraph|para|post|item|heading|title|sentence))\b"
)
