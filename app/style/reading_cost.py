"""Sarcasm told by what reading the text cost: time, food, stops, sleep, words counted, or the
text mistaken for a genre of the wrong mood.

"only took me a whole coffee and half a sandwich to reach the bit about ice thickness. Real
page-turner.", "I started it at the bus stop and finished it two stops past my own", "i almost
fell asleep reading… 😴 lol", "64 words — I counted — our farmers will surely enjoy it",
"我泡了一壶茶才看到报名方式", "我還以為是區公所發的停水通知耶，笑死": the writer never names a
style; they tell the price of reading, and a mock marker (praise, a promised delight, a laugh,
an eye-roll emoji, "I counted") says it was too high. The price says what is wrong — too long to
get through (the part it was paid for: the title, a sentence, a paragraph, the piece), too dull
to stay awake, too official for the occasion — and its opposite is only ever put to the writer
(pending), never filed and never read at face value. English and Chinese (Cantonese folded to
Simplified first).
"""

import re
from functools import lru_cache

from app.style.prefilter import lazily_screened


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


_NUM_EN = (
    r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few|several|"
    r"half an?|a whole|an entire|a full|\d+)"
)
_NUM_ZH = r"(?:[一两二三四五六七八九十半几整]|\d+)"

# What a reader consumes, or does, while getting through the text.
_CONSUMED_EN = (
    r"(?:coffees?|cups? of (?:tea|coffee)|teas?|pots? of (?:tea|coffee)|mugs?(?: of \w+)?|"
    r"espressos?|lattes?|cappuccinos?|flat whites?|pints?|beers?|glass(?:es)? of \w+|"
    r"sandwich(?:es)?|biscuits?|cookies?|snacks?|meals?|lunch(?:es)?|breakfasts?|dinners?|"
    r"packets? of (?:crisps|chips)|bags? of (?:crisps|chips)|bananas?|donuts?|doughnuts?|"
    r"croissants?|muffins?|cigarettes?|(?:phone )?calls?|episodes? of [\w ]{1,20}|"
    r"podcasts?|playlists?|albums?|naps?|loads? of washing|bus rides?|train rides?)"
)
_CONSUMED_ZH = (
    r"(?:咖啡|茶|奶茶|可乐|啤酒|饭|面|粥|三明治|包子|饼干|零食|泡面|便当|烟|电话|集|首歌|觉|"
    r"站|趟|壶茶|杯茶|杯咖啡|根烟)"
)
# Reaching, finding or finishing something in the text.
_REACH_EN = (
    r"(?:reach|get to|got to|find|found|finish|finished|get through|got through|make it to|"
    r"made it (?:to|through)|wade through|waded through|locate|spot|see|dig out|arrive at)"
)
_REACH_ZH = r"(?:看到|读到|找到|翻到|划到|滑到|刷到|念到|看完|读完|念完|翻完|找着|睇到|睇完)"

_REACHED = _re(
    r"\b(?:reach|reached|get to|got to|find|found|spot|spotted|locate|arrive at|make it to|"
    r"found out|find out|worked out|figured out|discovered|came across)\b|"
    r"(?:看到|读到|找到|翻到|划到|滑到|刷到|念到|睇到)(?!底|尾|完)|从\S{1,10}到"
)
# What was reached in the text: a part of it or a fact in it ("the bit about parking", "when the
# seed swap is", "the date"), not a place ("before I got to work").
_CONTENT = (
    r"(?:(?:the|a|any|that|this) (?:\w+ )?(?:bit|part|point|paragraph|section|date|time|venue|"
    r"address|price|prices|fee|details?|info|information|link|end|bottom|news|answer|meat|"
    r"gist|actual|important|main|key|headline|dates|times|location|place|menu|schedule|"
    r"programme|program|deadline|instructions)\b|(?:where|when|what|how|who|whether|which)\b)"
)
_COST_OF_TIME = _re(
    # Reading outlasting what it reports: "a match report that takes longer to read than the
    # match took to play", "看完这篇通知比开完那个会还久".
    r"\b(?:takes?|took|taking|needs?|needed) (?:\w+ ){0,2}?(?:longer|more time) to (?:read|get "
    r"through|finish|scroll through|read out|read aloud) than\b|"
    r"\blonger to (?:read|get through|scroll through) than (?:it took|the \w+ (?:took|lasted)|"
    r"(?:it|they) (?:took|lasted))\b|"
    r"(?:看|读|念|睇)完?(?:它|这篇|这条|这份|一遍)?(?:花|用|要)?的?时间\S{0,2}比\S{1,14}?(?:还|更)?(?:久|长)|"
    r"(?:看|读|念|睇)完?(?:它|这篇|这条|这份|一遍)?比\S{1,12}?(?:还|更)(?:久|费时间|花时间)|"
    # "took me a whole coffee and half a sandwich to reach…", "two cups of tea and a phone call
    # before I found…"
    r"\b(?:took|takes|cost|costs|needed|need|required|used up|got through|went through|"
    r"finished|drank|ate|had|made it through|only took)\s+(?:me\s+|us\s+|you\s+)?(?:only\s+)?"
    + _NUM_EN
    + r"\s+(?:[\w-]+\s+){0,2}?"
    + _CONSUMED_EN
    + r"\b[^.!?]{0,80}?\b(?:to|before|until|till|by the time|just to)\b|"
    r"\b" + _NUM_EN + r"\s+(?:[\w-]+\s+)?" + _CONSUMED_EN + r"\b(?:\s+and\s+[^.!?]{1,40})?"
    r"\s+(?:before|until|till|by the time)\s+(?:I|we|you|anyone|they|readers|people)\b|"
    # "started it at the bus stop and finished it two stops past my own", "missed my stop".
    r"\bstarted (?:it|reading|this|the \w+) [^.!?]{1,40}? (?:and )?(?:finished|ended|got to the "
    r"end|was done)\b|\b(?:missed|went past|two stops past|\w+ stops past) (?:my|our) "
    r"(?:own )?(?:stop|station|exit)\b|\bstops? past my own\b|"
    r"\bby the time I (?:reached|got to|found|finished|hit)\b|"
    # "my tea went cold and my phone needed charging before I found out when…".
    r"\b(?:before|until|till) (?:I|we|anyone|readers|people|they) (?:finally |even |actually )?"
    r"(?:found out|find out|found|reached|got to|spotted|worked out|figured out|discovered|"
    r"learned|came across|got anywhere near|hit|came to|landed on|made it to|saw)\s+"
    + _CONTENT
    + r"|"
    # "we'd pulled into York before…", "the kettle had boiled twice before…": the world moved on.
    # "my coffee went cold", "my battery died", "grew a beard", "aged a decade".
    r"\b(?:my|our|the) (?:coffee|tea|latte|dinner|lunch|soup|toast|food|pizza|cuppa)\s+"
    r"(?:went|had gone|was|got|turned) (?:stone |completely )?cold\b|"
    r"\b(?:my|the) (?:phone|battery|laptop)\s+(?:died|went flat|ran out|needed charging|"
    r"was dead)\b|"
    r"\b(?:grew|grown) a (?:beard|moustache|mustache)\b|\baged (?:a|ten|five|\w+) "
    r"(?:years?|decades?)\b|\bthe seasons changed\b|\bneeded (?:a|an) (?:nap|snack|break|breather|"
    r"interval|sandwich|lie-down|holiday)\b|"
    r"\b(?:had|'d) (?:pulled into|arrived (?:in|at)|reached|boiled|cooled|gone cold|finished|"
    r"landed|changed|started|ended)\b[^.!?]{0,60}\bbefore (?:I|we|anyone|you) \w+ "
    + _CONTENT
    + r"|"
    r"\b(?:took|takes|took me|takes me) (?:ages|forever|an age|an eternity|all (?:morning|day|"
    r"afternoon|evening|night)|(?:a|an|one|two|three|ten|twenty|\d+) (?:whole |full )?"
    r"(?:minutes|hours|hour|days?|lunch ?breaks?|commutes?))\s+(?:just\s+)?to\s+"
    + _REACH_EN
    + r"\b|"
    # "我泡了一壶茶才看到", "喝完两杯咖啡才读到", "打了个电话回来还没看完", "坐过了站".
    r"(?:泡|喝|吃|抽|打|听|坐|煮|啃|嗑)(?:了|完|咗)?"
    + _NUM_ZH
    + r"?(?:个|杯|壶|根|碗|包|块|通|首|集|站)?"
    r"\S{0,4}?" + _CONSUMED_ZH + r"\S{0,6}?(?:才|先|都|还)(?:没)?\S{0,2}?" + _REACH_ZH + r"|"
    r"坐过(?:了|咗)?站|(?:过|坐过)了?" + _NUM_ZH + r"站|"
    # The world moved on while reading: 咖啡都凉了, 天都黑了, 手机都没电了, 花都谢了.
    r"(?:咖啡|茶|饭|面|汤|奶茶|菜)(?:都|也|早就?)(?:凉|冷|坨)(?:了|咗|透)|"
    r"(?:天|天色)(?:都|也|早就?)(?:黑|亮)(?:了|咗)|(?:手机|电话)(?:都|也)?(?:没电|关机|自动关机)(?:了|咗)|"
    r"(?:花|头发|胡子)(?:都|也)(?:谢|白|长出来)(?:了|咗)|老了(?:十|好几|几)岁|"
    # "从地铁上车刷到下车都没刷到报名方式", "看到天黑还没看到重点".
    r"从\S{1,10}(?:刷|看|读|翻|划|滑)到\S{1,10}(?:都|还|也)(?:没|没有)\S{0,2}?(?:刷|看|读|翻|找|划|滑)到|"
    r"(?:刷|看|读|翻|划|滑)(?:到|了)\S{1,8}(?:都|还)(?:没|没有)(?:刷|看|读|翻|找|划|滑)(?:到|完)|"
    r"(?:看|读|翻|划|滑|刷)到第" + _NUM_ZH + r"(?:屏|页|张)(?:才|都|还)|"
    r"(?:看|读|翻|划|滑|刷)了" + _NUM_ZH + r"(?:屏|页|分钟|个钟|小时)(?:才|都|还)"
)
# Given up before the end: "大爷大妈看到一半就放弃了", "gave up halfway", "nobody got past the
# second paragraph".
_GAVE_UP = _re(
    r"(?:看|读|念|听)(?:到)?一半(?:就)?(?:放弃|不看|划走|滑走|关了|走了|跑了|睡了)|"
    # "啲家長睇到第三段已經走晒": left by the third paragraph.
    r"(?:看|读|念|睇)到第[二三四五六七八九十\d]+(?:段|行|页|屏)\S{0,3}?(?:就|已经|都)?(?:走|跑|划走|滑走|"
    r"放弃|关|睡|不看)|"
    r"没(?:看|读|念)完就(?:划走|滑走|关了|放弃|走了)|"
    r"\b(?:gave up|give up|giving up|bailed|tapped out|stopped reading) (?:halfway|half-?way|"
    r"after|before|at|around|partway|part-?way)\b|"
    r"\b(?:didn'?t|did not|never|couldn'?t|won'?t) (?:make it|get|read) past (?:the )?(?:first|"
    r"second|third|opening|\w+) (?:paragraph|line|sentence|page|screen|bit)\b|"
    r"\bnobody (?:got|gets|will get|made it|makes it) past (?:the )?(?:first|second|third|"
    r"opening)\b"
)
# A part too big for where it is shown, or read aloud: "三行还没念完", "屏幕都不够放".
_COST_OF_SPACE = _re(
    r"" + _NUM_ZH + r"行了?(?:都|还)?(?:没|念不完|读不完|看不完|放不下)|"
    r"(?:屏幕|手机|一屏|整个屏)(?:都)?(?:不够(?:放|装|用)|放不下|装不下|塞不下)|"
    r"\b(?:didn'?t|doesn'?t|won'?t|couldn'?t) fit on (?:my|the|a|one) "
    r"(?:phone|screen|page|slide)\b|"
    r"\b(?:needed|need) (?:to )?(?:scroll|zoom|rotate)\b"
)
# Sleep, yawns and boredom while reading.
_COST_OF_SLEEP = _re(
    r"\b(?:fell|falling|fall|nearly fell|almost fell) asleep\b|\bdozed off\b|\bdozing off\b|"
    r"\bnodded off\b|\bnodding off\b|\bdrifted off\b|\bnapping\b|\bsnooz\w+|\byawn\w*|"
    r"\bput (?:me|us|everyone|the \w+) to sleep\b|\bcured my insomnia\b|\bsleeping pill\b|"
    r"\bkept me awake\b|\bbored (?:to tears|stiff|out of my mind)\b|\bsnor(?:ing|ed|e)\b|"
    r"\bcounting sheep\b|\bzzz+\b|\b(?:my )?eyes glazed(?: over)?\b|\blost the will to live\b|"
    r"\bwoke up (?:at|on|halfway)\b|眼皮(?:直)?打架|睡过去|看睡了|瞌睡虫|困得|"
    r"😴|💤|🥱|睡着|瞓着|瞓咗|瞓觉|打瞌睡|打盹|犯困|打哈欠|哈欠连天|催眠|助眠|安眠药|昏昏欲睡|看睡着|瞌睡"
)
# A count of words held up as counted: "64 words — I counted", "58 words long, i checked twice",
# "整整八十个字，我数过".
_COUNTED = _re(
    r"\b(?:\d{2,3}|[a-z]+ty(?:-[a-z]+)?) words?\b[^.!?]{0,40}?\b(?:I|i) (?:counted|checked|"
    r"did the maths?|tallied)\b|\bI counted\b[^.!?]{0,30}\b\d{2,3}\b|"
    r"\b(?:is|was|runs?|has|contains) (?:a full |fully |exactly )?"
    r"\d{2,3} words\b[^.!?]{0,60}?\b(?:I|i) (?:counted|checked)\b|"
    r"(?:\d{2,3}|[一二三四五六七八九]十[一二三四五六七八九]?|一百\S{0,3})(?:多)?个?字\S{0,10}?"
    r"(?:我|本人)(?:数|點|点)(?:过|了|过了)|"
    # "标题我数了一下，整整三十八个字": counted first, then the count.
    r"(?:数|數|點|点)(?:了一下|了一遍|了数|过了|了下|过|[了咗](?=[，,\s]))\S{0,12}?(?:整整|足足|一共|总共|共|成)?"
    r"(?:\d{2,3}|[二三四五六七八九]十[一二三四五六七八九]?|一百\S{0,3})(?:多)?个?字"
)
# A count of words told plainly ("58 words long", "has 64 words"): a price only beside a mock
# marker.
_WORD_COUNT = _re(
    r"\b(?:\d{2,3}|[a-z]+ty(?:-[a-z]+)?)[- ]words? long\b|\b(?:has|contains|is|runs to|clocks in "
    r"at) (?:a full |fully |exactly |precisely )?\d{2,3} words\b|\b\d{2,3}-word (?:sentence|"
    r"headline|title|paragraph|intro)\b|"
    r"(?:有|足足|整整|长达|写了)(?:[三四五六七八九]十[一二三四五六七八九]?|一百\S{0,3}|\d{2,3})(?:多)?个?字"
)
# The text mistaken for a genre: "我还以为是区公所发的停水通知", "好有公文感", "有判决书的味道",
# "I thought the council had written to me", "could pass for a tax demand".
_MISTAKEN = (
    r"(?:还以为|差点以为|我以为|以为|当成|当作|误以为|仲以为|好似收到)\S{0,12}?|"
    r"(?:好有|真有|有|满满的|一股|浓浓的)\S{0,8}?(?=\S{0,10}?(?:感|味道|味儿|味|既视感|的feel|腔))|"
    r"\b(?:thought|assumed|figured|was sure) (?:it was|this was|I was reading|I'?d got|I had|"
    r"we'?d (?:got|been sent)|the \w+ had (?:sent|written))\s+(?:a |an |the |some )?"
    r"(?:[\w'-]+ ){0,3}?|"
    r"\b(?:could|would) (?:pass for|be mistaken for)\s+(?:a |an |the )?(?:[\w'-]+ ){0,3}?|"
    r"\bmistook it for\s+(?:a |an |the )?(?:[\w'-]+ ){0,3}?|"
    r"\b(?:half )?expected (?:a |an |the )?(?:[\w'-]+ ){0,3}?(?=(?:stamp|seal|signature|reference "
    r"number))"
)
_OFFICIAL = (
    r"(?:公文|官方|官腔|红头文件|文件|通知|公告|通告|判决书|传票|起诉书|律师函|法院|税务局|税单|罚单|"
    r"合同|条款|区公所|公所|政府|居委会|街道办|派出所|衙门|机关|停水|停电|通报|说明书|论文|报告|"
    r"council|government|tax (?:office|demand|return|form)|court|solicitor|lawyer|bank|"
    r"(?:legal|official|formal) (?:letter|notice|document)|summons|subpoena|contract|"
    r"terms and conditions|insurance policy|parking (?:fine|ticket)|planning (?:notice|"
    r"application)|HMRC|IRS|DMV|tribunal|ministry|embassy|bailiffs?|HR|human resources|"
    r"personnel|disciplinary|redundanc(?:y|ies)|dismissal|(?:been |being |get )?(?:let go|fired|"
    r"sacked|laid off)|termination|P45|eviction|debt collectors?|final demand|"
    r"催缴|罚款|处分|辞退|解雇|裁员|人事部|人力资源)"
)
_OFFICIAL_MISTAKEN = _re(
    r"(?:" + _MISTAKEN + r")" + _OFFICIAL + r"|"
    # "for a second I thought the tax office had written to me", "还以为是税务局寄来的".
    r"(?:\bthought|\bassumed|\bfigured|\bmistook|还以为|差点以为|我以为|以为)[^.!?。！？]{0,30}?"
    + _OFFICIAL
)
_OFFICIAL_FEEL = _re(
    r"(?:公文|官方|官腔|红头文件|判决书|法院|政府|机关|说明书|论文|报告)(?:的)?(?:感|味道|味儿|味|"
    r"既视感|腔|风)"
)

# A mock marker: praise or delight that cannot be meant, a laugh, an eye-roll, "I counted".
_MOCK_MARK = _re(
    r"\b(?:real|a real|such a|what a|quite the) (?:page-?turner|thriller|treat|ride|joy|gem|"
    r"cliffhanger|nail-?biter|rollercoaster)\b|\bpage-?turner\b|"
    r"\b(?:gripping|riveting|thrilling|exciting|compelling|enthralling|spellbinding|"
    r"edge-of-(?:my|your)-seat|unputdownable|fascinating|captivating|scintillating|"
    r"breathtaking|electrifying|pulse-?pounding)\b|"
    r"\bcouldn'?t put it down\b|\bon the edge of my seat\b|\bwhat a (?:read|journey)\b|"
    r"\b(?:wow|omg|gosh|golly|oh boy|yay|woo+|whee)\b|\b(?:lol|lmao|lmfao|rofl|haha\w*|hehe\w*|"
    r"heh)\b|\bsurely\b|\bI'?m sure\b|\bno doubt\b|\bdefinitely\b|"
    r"\b(?:will|'ll) (?:just |really |absolutely |totally |surely )?(?:love|adore|enjoy|relish|"
    r"savour|savor|be thrilled|be delighted)\b|\bjust love\b|\bcan'?t wait\b|"
    r"\b(?:great|brilliant|fantastic|wonderful|amazing|lovely|superb|stellar|magnificent|"
    r"marvell?ous|splendid|terrific|stunning|glorious|excellent|impressive|bravo|kudos|"
    r"I'?d like to thank|gorgeous|beautiful|delightful|charming|stellar|sublime)\b|"
    # A quality praised in a sentence of its own: "Cosy.", "Gripping stuff.", "Very relaxing.".
    r"(?:^|[.!?]\s+)(?:cosy|cozy|relaxing|charming|lovely|delightful|inviting|breezy|fun|warm|"
    r"friendly|cute|sweet|snappy|light|chill|restful|soothing|heartwarming)(?: stuff| reading)?"
    r"\s*[.!]|"
    # A quality praised in an aside: "Very relaxing.", "So inviting!".
    r"\b(?:very|so|how|such|really|truly|most) (?:relaxing|soothing|inviting|welcoming|friendly|"
    r"warm|fun|cheerful|chill|light|breezy|readable|digestible|snappy|punchy|brief|concise|"
    r"accessible|approachable|lively|engaging|catchy|memorable|efficient)\b|"
    r"[😂🤣😅🙃🙄😴💤🥱👍👏🫠😑😐🤡]|"
    r"真是|真系|真够|可真|好一个|壮观|精彩|过瘾|刺激|引人入胜|爱不释手|欲罢不能|扣人心弦|考验|寻宝|"
    r"(?:肯定|一定|绝对|想必)(?:会|都)?(?:很|超|好)?(?:爱|喜欢|开心|高兴|感动|受用)|"
    r"笑死|哈哈|呵呵|嘻嘻|绝了|服了|佩服|厉害|哇|哗|好家伙|好有|真有|"
    # Curt praise opening the message: "可以的，…读完比活动本身还久".
    r"^\W*(?:可以的|可以啊|可以可以|行啊|真行|牛|棒|不错嘛|好嘢|正)[，,！!。 ]"
)
# A content fix or thanks beside it changes nothing; sincere praise reports a benefit.
_SINCERE = _re(
    r"\b(?:so much|much|far|way) (?:easier|clearer|better|quicker|shorter)\b|\bno sarcasm\b|"
    r"\bgenuinely\b|\bin a good way\b|不是反话|说真的|真心(?:话|的)|(?:清楚|好读|顺|舒服)多了"
)

# A size said beside the price: "so long", "寫到咁長", 这么长, 长篇大论.
_LONG = _re(
    r"\b(?:so|this|that|too) (?:long|wordy|long-winded)\b|\bgoes on and on\b|"
    r"(?:这么|那么|咁|太|好|超)长|长篇大论|又臭又长|(?:写|讲|说)(?:了|得|到)?(?:这么|那么|咁)?(?:多|长)"
)

# The part of the text the price was paid for.
_TITLE = _re(r"\b(?:titles?|headlines?|headings?|subject lines?)\b|标题|题目")
_SENTENCE = _re(r"\b(?:sentences?|lede|opening line|intro sentence)\b|句子|一句话?|这句|首句")
_PARAGRAPH = _re(r"\b(?:paragraphs?|paras?)\b|段落")


def _part_sized(text: str, whole_trip: bool) -> tuple[str, str]:
    """The size to ask for: the title, a sentence or a paragraph when one carries the price,
    else the piece. A price paid to REACH somewhere is the piece's ("才看到报名方式那一段")."""
    if _TITLE.search(text):
        return ("title_style", "short")
    if not whole_trip and _SENTENCE.search(text):
        return ("sentence_length", "shorter")
    if not whole_trip and _PARAGRAPH.search(text):
        return ("paragraph_length", "shorter")
    return ("length", "concise")


# A degree the reader must first earn ("读者得先去读个博士才看得懂吧", "you'd need a PhD to
# read it"): no sincere writer asks that of their readers — the words are too hard.
_DEGREE_FIRST = _re(
    r"(?:得|要|需要|必须)[^，,。！!？?]{0,4}?先?去?(?:读|念|考|拿|修)(?:个|一个)?(?:博士|研究生|硕士|学位|博士后)|"
    r"\bneeds? (?:a|an) (?:[\w-]+ )?(?:phd|doctorate|degree|master'?s)(?: in [\w ]{1,20}?)? "
    # ("…words in it I'd need a seminary degree for.": the stranded "for" is the words.)
    r"(?:for\s*(?:[.!?…]|$)|(?:just )?to (?:read|understand|follow|get through)\b)"
)


@lru_cache(maxsize=256)
def read_cost(text: str) -> tuple[str, str] | None:
    """What a message that tells the price of reading wants, as (dimension, value), when a mock
    marker says the price was too high; None when no price is told or nothing mocks it."""
    if _SINCERE.search(text):
        return None
    if _DEGREE_FIRST.search(text):
        return ("vocabulary", "plain")
    marked = bool(_MOCK_MARK.search(text))
    if _OFFICIAL_MISTAKEN.search(text) or _OFFICIAL_FEEL.search(text):
        return ("formality", "casual") if marked else None
    if _COUNTED.search(text):
        # Counting is its own marker: nobody counts the words of a sentence they like.
        return _part_sized(text, whole_trip=False)
    if not marked:
        return None
    if _COST_OF_SLEEP.search(text):
        # Asleep over a size ("寫到咁長，…睇到第二段已經瞓着咗", "so long I nodded off"): the size
        # was the price; over nothing told of size, the dullness was.
        if _LONG.search(text):
            return _part_sized(text, whole_trip=bool(_REACHED.search(text)))
        return ("tone", "lively")
    if _GAVE_UP.search(text):
        return _part_sized(text, whole_trip=True)  # the piece was not got through
    if _COST_OF_SPACE.search(text) or _WORD_COUNT.search(text):
        return _part_sized(text, whole_trip=False)
    if _COST_OF_TIME.search(text):
        # To REACH something ("to reach the bit about…", 才看到报名方式) the piece was crossed;
        # to get THROUGH a part named ("Each sentence takes a cup of tea to get through"): that
        # part.
        return _part_sized(text, whole_trip=bool(_REACHED.search(text)))
    return None
