"""Measures a mockery holds up, in shapes the older lexicons miss: a size told by what reading it
costs, a part shrunk to a word or two, the text likened to a genre of the wrong mood, a crowd
of items counted, and readers new to the subject given its terms.

`mockery` decides whether a message mocks the text; this module says what its incongruity
measures, and so which property is mocked and its opposite. English and Chinese (with
Cantonese, folded to Simplified first).
"""

import re
from functools import lru_cache

from app.style.prefilter import lazily_screened
from app.style.readers_told import FIRST_TIME
from app.style.steps_in_one import STEPS_IN_ONE


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


_COUNT = (
    r"(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
    r"sixteen|twenty|thirty|forty|fifty|a dozen|dozens of|\d+)"
)
_COUNT_ZH = r"[两三四五六七八九十几\d]+"

# A size told by what reading it costs: the lines it runs to, breath taken, a phone turned
# sideways, a sentence starting on one page and ending on the next, no full stop anywhere.
BLOWN_UP = _re(
    r"\bruns? (?:on )?(?:to|for|over|into|across) (?:a |an )?(?:" + _COUNT + r" )?(?:full |whole "
    r")?(?:lines|pages|paragraphs|screens|screenfuls|slides|minutes)\b|"
    r"\b(?:breathe|breath|breathing|gasp\w*|inhale\w*)\b(?: \w+){0,2} (?:twice|three times|"
    r"\w+ times|halfway|mid-?way|in the middle)\b|\b(?:catch|get|got|needed) (?:my|your|their|"
    r"a) (?:second )?breath\b|\boxygen (?:mask|tank)\b|\binhaler\b|"
    r"\b(?:turn(?:ed|ing)? (?:my|the|your|their) (?:phone|screen|tablet|laptop) (?:sideways|"
    r"landscape|round)|scroll(?:ed|ing)? (?:sideways|horizontally|right(?! past))|"
    r"zoom(?:ed|ing)? out|pinch(?:ed|ing)? (?:out|to zoom))\b|"
    r"\bstarts? (?:on|at) (?:page|line|screen|slide) \w+ and (?:ends?|finish\w*|stops?) "
    r"(?:on|at)\b|\bspans? (?:" + _COUNT + r") (?:pages|screens|slides|columns)\b|"
    r"\b(?:without|with no|not|never|no sign of) (?:a single |one |any |even one )?"
    r"(?:full stop|full-stop|period|pause)s?\b|"
    r"显示(?:了|成)?" + _COUNT_ZH + r"行|占了?" + _COUNT_ZH + r"行|折成" + _COUNT_ZH + r"行|"
    r"(?:一句话?|句子)\S{0,4}?(?:[三四五六七八九]十|一百|百|上百)多?个?字|"
    r"背过气|喘不过气|憋(?:死|坏|得慌)|换了?(?:两|三|几|好几)(?:次|口)气|(?:得|要|才)?(?:缓|歇)(?:一|两)?口气|"
    r"(?:一个|半个)句号都(?:没有|没|不见)|(?:没有|没|不带)(?:一个)?句号|跟不上|"
    r"横着(?:划|滑|拉|看|翻)|横屏|放大(?:了)?(?:才|都|好几)|"
    # Text packed solid: "one giant wall of text", 大段大段, 密密麻麻, 一整块.
    r"\b(?:one |a |single )?(?:giant|huge|massive|solid|unbroken|endless) (?:wall|block|slab|"
    r"brick|lump|sea|paragraph) (?:of (?:text|words|prose))?|"
    r"大段大段|一大段一大段|整段整段|密密麻麻|满满当当|一整块|一大坨|一大块|"
    r"(?:划|滑|拉|翻)(?:都)?(?:划|滑|拉|翻)?不到(?:头|底)|(?:划|滑|翻)了?(?:半天|好久|好几下)|"
    r"(?:吸氧|缺氧|氧气瓶)|\b(?:cut off|truncated|trails? off) (?:after|at|mid)\b|"
    # A part outgrowing what it heads: "it have more words than the recipe itself", "a
    # sixty-word headline".
    r"\bmore words than (?:the|a|an|my|our|its|your) (?:[\w-]+ ){0,2}?(?:itself|body|article|post|"
    r"recipe|story|text|piece|page|notice)\b|"
    r"\b(?:\d+|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)[- ]word (?:headline|"
    r"title|heading|subject line)s?\b"
)

# A part shrunk to a word or two: "就俩字“经验”", "Amazing title. 'Update.'", "one-word intro",
# "三百字就把整个申请流程讲完了，看完等于没看".
SHRUNK = _re(
    r"(?:就|只有|只|才|仅|一共)(?:俩|两|一|三|几|一两|两三)个?(?:字|词)|(?:就|只)一个[“「\"']|"
    # ("Forty-one words", "twenty-two words": a compound number is no one or two.)
    r"(?<![\w-])(?:one|two|a single|just one|only one)(?: single)? words?\b|"
    r"(?<![\w-])(?:one|two|single)-word\b|"
    r"\b(?:title|headline|heading|subject line|intro|bio|caption)\W{1,4}[\"'‘“]\s*[\w-]+"
    r"(?:\s[\w-]+)?[.!]?\s*[\"'’”]|"
    r"(?:就|才|只)(?:用了?)?[两三四五六七八九十几百\d]+(?:多)?字(?:就)?(?:把|讲|写|说|交代)|"
    r"[两三四五六七八九十几百\d]+(?:多)?(?:个)?字就(?:把|讲完|写完|说完|交代完|打发)|"
    # Counted in lines or sentences: 「三行字就把一场演出打发了」, 「三句话就教会人装空调了」 —
    # a whole event or skill in a few lines is too thin, whatever is praised beside it.
    r"[两三四五六七八九十几\d]+(?:行|句|句话)字?就(?:把|讲完|写完|说完|交代完|打发|教会|讲清|说清|概括)|"
    # "the whole festival in one sentence", "an entire season in two lines".
    r"\b(?:the|a|an) (?:whole|entire) (?:[\w-]+\s+){1,3}?in (?:one|a single|two|three) "
    r"(?:sentences?|lines?)\b|"
    r"(?:看完|读完)等于没(?:看|读)|说了等于没说|等于什么都没说|"
    r"\bsays? (?:nothing|next to nothing)\b|"
    # The whole piece is one quoted line: "The whole camp report is 'We went. It rained.'",
    # 通篇就一句「圆满结束」, 一共就一句.
    r"\b(?:the )?(?:whole|entire) (?:[\w-]+\s+){0,3}?(?:is|was|reads|says|amounts to)\s*:?\s*"
    r"[\"'‘“][^\"’”\n]{1,40}[\"'’”]|"
    r"(?:通篇|全篇|全文|整篇|一共|总共|从头到尾|统共)(?:就|只有|只|才|仅)(?:一|两|俩|三)句|"
    r"\b(?:in|into) (?:two|three|a couple of) (?:lines|sentences)(?: flat)?\b"
)
_SHRUNK_TO = {
    "title": ("title_style", "long"),
    "paragraph": ("paragraph_length", "longer"),
    "sentence": ("length", "detailed"),
    "piece": ("length", "detailed"),
}

# Paragraphs of one line each: "every paragraph … is exactly one sentence long".
ONE_LINE_PARAGRAPHS = _re(
    r"\bevery (?:single )?(?:paragraph|para)\b[^.!?]{0,40}?\b(?:is|are|has|runs) (?:exactly |just "
    r"|only |precisely )?(?:a single|one|1) (?:line|sentence)(?: long)?\b|"
    r"\b(?:single|one)[- ](?:line|sentence)[- ]paragraphs?\b|"
    r"\bparagraphs? (?:of|with) (?:a single|one|just one) (?:line|sentence)\b|"
    r"每(?:一)?段(?:都)?(?:只有|就|才|仅)?一(?:句|行)(?:话)?"
)

# The text likened to a genre of the wrong mood.
_LIKE = (
    r"(?:(?:reads?|sounds?|looks?|feels?|comes? across|written) (?:just )?like (?:a |an |the |some "
    r")?(?:[\w'-]+ ){0,2}?|(?:turned|made|written) into (?:a |an )?(?:[\w-]+ ){0,2}?|"
    r"(?:跟|像|好似|好像|似|如同|写成了?|写到|搞得像|弄得像|变成了?)(?:是|在)?\S{0,8}?)"
)
# Mourning: a livelier tone is missing ("寫到好似訃告咁", "reads like a eulogy").
SOMBRE = _re(
    _LIKE + r"(?:obituar(?:y|ies)|eulog(?:y|ies)|funeral|wake|condolence|sympathy card|death "
    r"notice|requiem|dirge|epitaph|tombstone|gravestone|last will|讣告|悼词|追悼词|祭文|墓志铭|"
    r"遗书|遗嘱|哀乐|吊唁|丧事)"
)
# Terse: sentences clipped like a telegram ("Short. Choppy. STOP."), notes in a ransom note.
TERSE = _re(
    _LIKE + r"(?:telegram|telegraph|morse code|ransom note|text-?speak|shopping note|"
    r"post-?it|sticky note|电报|发电报|密电|便条|电码)|\bSTOP\b\W+[^.!?]*\bSTOP\b"
)
# A party: the tone is too loud for what is said ("you'd think we were announcing a party").
PARTY = _re(
    r"\byou'?d think (?:we|it|they|this|someone|I) (?:was|were|'re|are|had) (?:\w+ing )?"
    r"(?:a |an |the |our )?(?:[\w-]+ )?(?:party|celebration|wedding|birthday|carnival|festival|"
    r"parade|launch|jackpot|lottery)\b|"
    # "the apology email sounds like we won the lottery", 写得像中了彩票一样.
    r"\b(?:sounds?|reads?|looks?|feels?) like (?:we|I|they|someone|somebody|the \w+) (?:just |have "
    r"just |'ve just )?(?:won|hit|scooped|got engaged|had a baby|are throwing|threw|are "
    r"celebrating)\b|(?:像|跟)(?:是)?(?:中了?(?:彩票|大奖|头奖)|办喜事|过年|娶媳妇)(?:一样|似的)|"
    r"(?:还以为|以为)\S{0,6}(?:过年|过节|办喜事|中奖|开派对|婚礼|庆功)"
)

# A cheerful voice for news nobody is glad of: "the apology email is so chirpy", 喜气洋洋的致歉信.
_GRAVE_NEWS = (
    r"(?:apolog(?:y|ies|ising|izing)|outage|recall|redundanc(?:y|ies)|layoffs?|closure|"
    r"condolences?|bereavement|funeral|obituary|eulogy|memorial|delay|cancell?ation|"
    r"price (?:rise|increase|hike)|breach|incident|complaint|refund|broken|out of order|"
    r"breakdown|faulty|fault|repairs|leak|flood(?:ing)?|strike|evacuation|shortage|"
    r"道歉|致歉|检讨|停电|停水|召回|裁员|倒闭|关店|闭店|讣告|悼念|追悼|事故|延误|取消|涨价|投诉|泄露|退款|"
    r"故障|坏了|维修|停运|漏水|停业|停课)"
)
_CHEERFUL = (
    r"(?:chirpy|bubbly|upbeat|cheery|cheerful|perky|jolly|peppy|giddy|bouncy|chipper|gleeful|"
    r"sunny|jaunty|festive|exclamation-?happy|喜气洋洋|欢天喜地|兴高采烈|欢快|嗨翻|蹦蹦跳跳|"
    r"乐呵呵|笑嘻嘻|喜庆|过年似的|开心得)"
)
# Party things on grave news: "the condolence card now has a party popper and two balloons",
# 讣告里配了个🎉.
_PARTY_THINGS = (
    r"(?:party poppers?|balloons?|confetti|streamers|party hats?|fireworks|emoji|emojis|smileys?|"
    r"disco ball|glitter|sparkles|unicorns?|rainbows?|🪩|🥂|🍾|✨|"
    r"🎉|🎈|🥳|🎊|😂|🤣|😜|😊|😄|彩带|气球|礼花|烟花|表情|小彩旗|笑脸|小花|小星星|爱心|"
    r"smiley faces?)"
)
CHEERFUL_FOR_GRAVE_NEWS = _re(
    _GRAVE_NEWS
    + r"[^.!?。！？]{0,40}?"
    + _CHEERFUL
    + r"|"
    + _CHEERFUL
    + r"[^.!?。！？]{0,20}?"
    + _GRAVE_NEWS
    # Over a full stop: "So cheerful. It's a redundancy notice."
    + r"|"
    + _CHEERFUL
    + r"\W{1,4}(?:it'?s|this is|this was|for) (?:a|an|the|our) (?:[\w-]+ )?"
    + _GRAVE_NEWS
)
PARTY_FOR_GRAVE_NEWS = _re(
    _GRAVE_NEWS
    + r"[^.!?。！？]{0,40}?(?:\b(?:has|have|had|with|got|gets|now|added|ends? (?:in|with)|"
    r"opens? with)\b|配了|加了|放了|带着|挂着|满是|全是)[^.!?。！？]{0,20}?" + _PARTY_THINGS
)
# Curt praise opening the message ("真好，…", "棒，…", "Cracking subject line."), and a reaction
# promised with a certainty the text cannot earn ("大家一定抢着点开", "一定很方便",
# "they'll be queuing"): the two halves of mock praise the older lexicons only partly know.
CURT_PRAISE = _re(
    # "How very casual, 'hey guys' in a letter to the bank": an exclamation of a quality.
    r"^\W*how (?:very|terribly|awfully|wonderfully|delightfully|frightfully|utterly) [\w-]+\W|"
    r"^\W*how (?:lovely|nice|sweet|charming|quaint|festive|romantic|professional|casual|formal|"
    r"original|creative|elegant|classy|subtle|thoughtful|modern|fun)\s*[,.!]|"
    r"^\W*(?:真好|太好了|好极了|棒|真棒|好棒|棒棒哒|漂亮|完美|绝|绝绝子|赞|优秀|不错|挺好|可以啊|"
    r"好样的|高|实在是高|牛|牛哇|真行|真有你的|服了|佩服|可以的|可以可以)(?:啊|呀|哇|了|呢|哦)?"
    r"[，,！!。 ]|"
    # Or closing it, after what cannot be praised: "…'高度重视''稳步推进'都出来了，牛。".
    r"[，,。！!～~\s](?:牛|牛啊|牛哇|牛逼|绝了|绝绝子|厉害|厉害了|服了|佩服|佩服佩服|6{2,}|"
    r"可以的|真行|优秀|妙啊|好家伙)(?:啊|呀|哇|了|呢|哦)?\W*$|"
    r"^\W*(?:cracking|stellar|sublime|glorious|inspired|top-?notch|first-?class|magnificent|"
    r"exquisite|peak|chef'?s kiss|ace|nailed it|bravo|kudos|hats off)\b"
)
PROMISED = _re(
    r"(?:肯定|一定|绝对|保证|准保|想必|估计|必定)(?:会|能|都|是)?(?:很|好|特别|超|非常|十分|更)"
    r"\S{1,4}|(?:肯定|一定|绝对|保证|准保)(?:会|能|都)?(?:抢着|争着|排队|马上|立刻|即刻|好想|"
    r"想|知道|明白|看懂|睇得|记得|秒懂)|"
    r"\b(?:will|'ll|are going to|gonna) (?:\w+ ){0,2}?(?:be )?(?:over the moon|in raptures|"
    r"on the edge of their seats|hanging on every word|fighting over|queuing|queueing|"
    r"lining up|rushing|flocking|dying to|desperate to|so grateful)\b|"
    r"\b(?:LOVE|love|adore|enjoy|relish) (?:decoding|deciphering|squinting|scrolling|wading|"
    r"guessing|hunting)\b"
)

# A quality praised in an aside of its own, whatever the word: "Very skimmable.", "Really
# immersive stuff.", "Very… airy."
PRAISE_ASIDE = _re(
    r"(?:^|[.!?。！？]\s*)(?:very|so|really|truly|super|ever so|how|most)\s*(?:…|\.\.\.)?\s*"
    r"[\w-]+(?: stuff| work| reading)?\s*[.!…]+(?=\s|$)"
)

# A crowd of items counted: "nine separate bullet lists", "十几个小标题" ("one or two emoji" is
# no crowd).
_MANY = (
    r"(?:four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
    r"twenty|thirty|forty|fifty|a dozen|dozens of|[4-9]|\d{2,})"
)
COUNTED_CROWD = _re(
    r"\b" + _MANY + r" (?:separate |different |whole |more |nested |stacked )?(?:bullet(?:ed)? "
    r"lists|bulleted lists|bullet points|bullets|lists|sub-?headings|headings|hashtags|"
    r"exclamation (?:marks|points)|emoji|emojis|acronyms)\b|"
    r"\b(?:lists|bullets) stacked\b|\b(?:after|on|in) every (?:single )?(?:line|sentence|"
    r"paragraph|heading)\b|\bjust a (?:stack|pile|heap|string) of (?:bullet points|bullets|"
    r"fragments)\b|"
    # "成段都系术语", "满篇都是感叹号", "每句后面都跟个表情".
    r"(?:成|整|满|通|全|每)(?:段|篇|页|屏|文|句|行)(?:话)?\S{0,4}?(?:都|全)?(?:是|系|係|跟|带|挂|加)"
    r"(?:着|了|个|一个|上)?\S{0,3}?(?:术语|感叹号|表情|要点|英文|缩写|行话|黑话|emoji)|"
    + r"(?:[四五六七八九十几]|\d{2,}|[4-9])(?:个|条|组)(?:列表|清单|小标题|要点|话题标签)"
)
_LISTS = _re(r"\bbullet(?:ed)? (?:points?|lists?)\b|\blists\b|\bbullets\b|列表|清单|要点")

# Terms of the trade reeled off to readers new to it: "crimps, dynos, heel hooks and smearing".
_REELED_OFF = _re(
    r"(?:[\w'-]+(?: [\w'-]+)?, ){2,}(?:[\w'-]+ )?(?:[\w'-]+ )?(?:and|&|or) [\w'-]+|"
    r"(?:[^\s、，,。]{1,8}、){2,}[^\s、，,。]{1,8}"
)
_NEW_READERS = _re(
    r"\bbeginners?'?\b|\bnewbies?\b|\bnovices?\b|\bfirst-?timers?\b|\bnewcomers?\b|\bkids\b|"
    r"\bchildren\b|新手|小白|零基础|初学者|小朋友|孩子|外行|门外汉"
)


# The piece sized by a count of its paragraphs or pages, more than any such piece needs: "a
# six-paragraph essay about a cob getting four new shoes", "the notice is now nine paragraphs
# long", 一条通知写了整整八段. (Not a count asked for: "into six paragraphs", "分成六段".) A count
# alone sizes the piece; it is held up as too much only when the text has just become it ("now
# nine paragraphs long"), when what it says is small ("an eight-paragraph post to say…"), or
# with 整整, 足足 (a sincere "a six-paragraph feature about our bakery, amazing!" is not).
_MANY_PARTS = (
    r"(?:six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a dozen|dozens of|[6-9]|\d{2,})"
)
_COUNTED_PARTS = (
    r"(?<!into )(?<!in )(?<!to )(?<!than )(?<!under )(?<!max )(?<!most )\b"
    + _MANY_PARTS
    + r"(?:-(?:paragraph|page)\b|\s+(?:whole |full |long )?(?:paragraphs|pages)"
    r"(?:\s+long\b|(?=\s+(?:about|on|for|of|to)\b)))"
)
_PARTS_ZH = (
    r"(?:整整|足足|洋洋洒洒|长达)(?:写了)?(?:[六七八九]|十[一二三四五六七八九]?|十几|二十|几十|\d{2,}|[6-9])"
    r"多?个?(?:段|页)"
)
PIECE_IN_PARTS = _re(_COUNTED_PARTS + "|" + _PARTS_ZH)
PIECE_BLOWN_UP = _re(
    r"\bnow (?:\w+ ){0,2}?"
    + _COUNTED_PARTS
    + r"|"
    + _COUNTED_PARTS
    + r"[^.!?]{0,30}?\b(?:(?:just |only )?to (?:say|tell|announce|let \w+ know|mention|"
    r"confirm)|about (?:a|an|one) (?:single |tiny |small |little )?\w+(?: \w+ing\b)?)|"
    + _PARTS_ZH
    # A count of words spent on a small message: "eleven hundred words to say the ice is closed",
    # 八百字就为了说周六停水.
    + r"|\b(?:\d[\d,]{2,}|(?:[a-z]+[ -])?(?:hundred|thousand)) words\b[^.!?]{0,20}?"
    r"\bto (?:say|tell|announce|let \w+ know|mention|explain)\b|"
    r"(?:[一二两三四五六七八九](?:千|百)|几百|上千|\d{3,})多?字\S{0,6}?"
    r"(?:就为了|只为了?|为了|就|来)(?:说|讲|告诉|通知)"
)
# A short form given the word count of a long one: "a 300-word caption on Instagram", "a
# ninety-word subject line", 一条朋友圈配文写了三百字.
_SHORT_FORM = (
    r"(?:caption|tweet|bio|tagline|slogan|subject line|headline|title|sms|text message|"
    r"notification|alt text|sign|label|button|banner|status|strapline|blurb)"
)
SHORT_FORM_BLOWN_UP = _re(
    r"\b(?:\d{3,}|\d{2}(?=-word (?:subject|headline|title|tagline|slogan|button|label|sign))|"
    r"(?:one|two|three|four|five) hundred)[- ]words? " + _SHORT_FORM + r"s?\b|"
    r"(?:配文|简介|标语|横幅|签名|弹窗|按钮|提示语)\S{0,4}?(?:[一二两三四五六七八九]百|几百|上百|"
    r"\d{3,})多?个?字"
)
# Padding with background nobody asked for: "a paragraph about the history of the till roll",
# "the whole backstory of the font", 从盘古开天地讲起, 祖宗十八代都写上了.
PADDED = _re(
    r"\b(?:a|an|one|two|three|four|five|six|several|\d+|whole|entire|full|another) (?:whole |"
    r"full |long )?(?:paragraphs?|sections?|pages?|essays?|chapters?|bits?|screens?) "
    r"(?:about|on|of|covering|explaining|going through) (?:the )?(?:history|origins?|backstory|"
    r"life story|evolution|etymology|invention|science|chemistry|physics|philosophy) of\b|"
    r"(?:[一二两三四五六七八九十几\d]+|大半|整)(?:段|页|屏)\S{0,10}?(?:历史|来历|由来|起源|发展史|前世今生)|"
    r"\bthe (?:whole|entire|full|complete) (?:history|backstory|life story|family tree) of\b|"
    r"从盘古开天地|从(?:古|头)(?:代)?(?:讲|说|写)起|祖宗十八代|(?:追溯|回顾)到\S{0,6}(?:年代|朝|世纪)"
)
# A long genre for what was only a line to say: "好一篇散文，我只是想通知大家周三停电",
# "A whole essay. I just wanted to tell people the bins moved." Both on one line: tried from
# each line's start only (searched from every character, the look-ahead read to the end of the
# line from each one — quadratic in a long line).
ONLY_A_LINE = _re(
    r"(?m)^(?=.*?(?:散文|小作文|作文|长文|论文|演讲稿|\bessay\b|\bnovel\b|\bsaga\b|\bspeech\b|"
    r"\bsermon\b|\blecture\b|\bted talk\b|\bthesis\b))"
    r".*?(?:我?(?:只是|就是|不过是|只)想(?:通知|告诉|提醒|跟)\S{0,2}(?:大家|各位|家长|业主|客人|顾客|"
    r"读者|会员|街坊|居民|同事|客户)|\bI (?:only|just) (?:wanted|needed|meant) to (?:tell|let|"
    r"remind|inform|announce to) (?:people|everyone|everybody|readers|customers|members|parents|"
    r"folks|residents|clients|the \w+)\b)"
)
# A piece likened to the longest writers there are: "Tolstoy would be proud", "Dickens, eat your
# heart out", 托尔斯泰看了都自愧不如.
PROLIX = _re(
    r"\b(?:tolstoy|dostoevsky|dostoyevsky|proust|dickens|tolkien|victor hugo|melville|"
    r"george r\.? ?r\.? martin)\b[^.!?]{0,30}?\b(?:proud|jealous|envious|blush|weep|approve|"
    r"take notes|eat (?:your|his|their) heart out|run for (?:his|their) money|nod)\w*|"
    r"\b(?:worthy of|rivals?|out-?does?|put) (?:tolstoy|dostoevsky|proust|dickens|tolkien)\b|"
    r"(?:托尔斯泰|陀思妥耶夫斯基|普鲁斯特|狄更斯|雨果|大仲马)\S{0,10}(?:自愧不如|甘拜下风|骄傲|佩服|"
    r"都要|也要|看了|点赞|流泪|汗颜)"
)


# A form of the wrong kind for the genre: "bullet points for a love letter", 悼词写成了列表.
_INTIMATE_GENRE = (
    r"(?:love letter|eulogy|obituary|condolence|sympathy (?:card|note)|wedding vows|vows|toast|"
    r"(?:wedding|best man'?s|maid of honou?r'?s|retirement|leaving|birthday) speech|valentine|"
    r"apology|thank-you (?:note|letter)|birthday card|poem|情书|悼词|讣告|唁电|慰问信|道歉信|"
    r"婚礼致辞|祝酒词|誓词|贺卡|感谢信|家书)"
)
LISTED_FOR_GENRE = _re(
    r"\b(?:bullet(?:ed)? points?|bullets|a (?:bulleted |numbered )?list|numbered lists?|a "
    r"checklist) (?:for|in|on) (?:a|an|the|my|our) (?:[\w-]+ )?"
    + _INTIMATE_GENRE
    + r"|"
    + _INTIMATE_GENRE
    + r"\S{0,6}(?:写成|改成|变成|弄成|拆成)了?\S{0,4}(?:列表|清单|要点|一条一条|分点)"
)


@lru_cache(maxsize=256)
def incongruous(text: str) -> bool:
    """Is one of these measures held up: a size told by its cost, a part shrunk, a genre of the
    wrong mood, a crowd counted, or terms reeled off to newcomers?"""
    return bool(
        BLOWN_UP.search(text)
        or SHRUNK.search(text)
        or ONE_LINE_PARAGRAPHS.search(text)
        or SOMBRE.search(text)
        or TERSE.search(text)
        or PARTY.search(text)
        or CHEERFUL_FOR_GRAVE_NEWS.search(text)
        or PARTY_FOR_GRAVE_NEWS.search(text)
        or COUNTED_CROWD.search(text)
        or PIECE_BLOWN_UP.search(text)
        or PROLIX.search(text)
        or SHORT_FORM_BLOWN_UP.search(text)
        or PADDED.search(text)
        or ONLY_A_LINE.search(text)
        or LISTED_FOR_GENRE.search(text)
        or _to_newcomers(text)
    )


def _to_newcomers(text: str) -> bool:
    return bool(_REELED_OFF.search(text)) and bool(
        _NEW_READERS.search(text) or FIRST_TIME.search(text)
    )


# Text packed solid, named by its shape: a wall, block or slab of it is a paragraph.
# (大段大段, 整段整段: the chunk named is a 段, a paragraph, whatever the message names after it.)
_SLAB = _re(
    r"\b(?:walls?|blocks?|slabs?|bricks?|lumps?)\b|一整块|一大坨|一大块|大段大段|一大段一大段|整段整段"
)


def measured(text: str, part: str | None) -> tuple[str, str] | None:
    """The opposite of what these measures say of the part named (`part`: title, sentence,
    paragraph, piece or None), as (dimension, value); None when none is held up."""
    if (COUNTED_CROWD.search(text) and _LISTS.search(text)) or LISTED_FOR_GENRE.search(text):
        return ("structure", "prose")
    if ONE_LINE_PARAGRAPHS.search(text):
        return ("paragraph_length", "longer")
    if STEPS_IN_ONE.search(text):
        return ("structure", "lists")
    if SHRUNK.search(text):
        return _SHRUNK_TO.get(part or "piece")
    if TERSE.search(text):
        clipped = "paragraph_length" if part == "paragraph" else "sentence_length"
        return (clipped, "longer")
    if PARTY_FOR_GRAVE_NEWS.search(text):
        return ("emoji", "fewer")  # party things on grave news are the pictures to drop
    if SOMBRE.search(text):
        return ("tone", "lively")
    if PARTY.search(text) or CHEERFUL_FOR_GRAVE_NEWS.search(text):
        return ("tone", "calm")
    if SHORT_FORM_BLOWN_UP.search(text):
        return ("title_style", "short") if part == "title" else ("length", "concise")
    if PIECE_IN_PARTS.search(text) or PROLIX.search(text) or PADDED.search(text):
        return ("length", "concise")
    if ONLY_A_LINE.search(text):
        return ("length", "concise")  # the whole piece counted, whatever part the count names
    if BLOWN_UP.search(text):
        if part in (None, "piece") and _SLAB.search(text):
            # "one giant block that fills my whole phone screen", "every post is one solid slab",
            # "通知老是大段大段的": a piece packed solid lacks paragraph breaks, whatever it is.
            part = "paragraph"
        return {
            "title": ("title_style", "short"),
            "paragraph": ("paragraph_length", "shorter"),
            "piece": ("length", "concise"),
        }.get(part or "sentence", ("sentence_length", "shorter"))
    if _to_newcomers(text):
        return ("vocabulary", "plain")
    return None


# Mock praise the stock words miss: a quality praised in scare quotes (这篇真“简洁”, so
# 'readable'), "So nice that…", and Cantonese praise opening the message (正喔, 好正, 犀利).
MOCK_PRAISE = _re(
    r"(?:真是|真|好|可真|多么|太|\b(?:so|such|really|very|how)\s+)[“\"'‘「『]\s*[^”\"'’」』]{1,14}?"
    r"\s*[”\"'’」』]|"
    r"\bso (?:nice|great|good|lovely|helpful|thoughtful|kind|considerate|clever|handy) "
    r"(?:that|of (?:you|them|whoever)|to see)\b|"
    r"^\W*(?:正喔|正呀|正啊|好正|好嘢|劲|好劲|犀利|巴闭|型|好型|赞呀|赞|讚|讚呀|不得了)"
    r"(?:喔|呀|啊|啦)?[，,！! ]"
)
