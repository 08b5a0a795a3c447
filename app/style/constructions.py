"""The common constructions a preference is stated in, said back in the plain form the clause
reader understands: praise of a change ("段落短了好读多了", "shorter reads so much better"),
"越短越好" and "the shorter the better", "I'd love it if…", a pronoun for the writing ("I just
wish they were calmer"), words between a negation and its noun ("any of those little
praying-hands emojis"), double negation ("it's not that I don't want hype", 不是不喜欢表情)
and a concession (不是不能写细，是…).

Rewriting the construction, not adding words, is what lets every dimension and both directions
of the lexicon be heard through it: the clause reader already knows "段落短一点好".
"""

import re
from functools import lru_cache

from app.style.limits import without_limits
from app.style.refusals_said import COMPARATIVE, refusals_said_plainly

_BETTER = r"(?:so |much |a lot |way |far |heaps |loads )*better"
# "Shorter reads so much better", "The sentences work much better shorter",
# "The paragraphs are shorter now and it reads so much better".
_EN_PRAISED_CHANGE = (
    (
        re.compile(rf"\b({COMPARATIVE}) (?:reads?|works?|looks?|feels?|flows?) {_BETTER}\b", re.I),
        r"\1, please",
    ),
    (
        re.compile(
            rf"\b(?:reads?|works?|looks?|feels?|flows?) {_BETTER},? ({COMPARATIVE})\b", re.I
        ),
        r"should be \1",
    ),
    (
        # "Calmer suits the hospice newsletter better", "Shorter sentences suit our drivers
        # better": the comparative is what is wanted.
        re.compile(
            rf"\b({COMPARATIVE}(?: [a-z]+){{0,2}}?) (?:would )?(?:suits?|fits?) "
            rf"[^.,;!?]{{1,40}}? {_BETTER}\b",
            re.I,
        ),
        r"\1, please",
    ),
    (
        # "Much better now that the paragraphs are shorter."
        re.compile(
            rf"\b{_BETTER} now that ((?:the |my |our )?[a-z]+) (?:are|is|'re|'s) "
            rf"({COMPARATIVE})\b",
            re.I,
        ),
        r"\1 should be \2",
    ),
    (
        re.compile(
            rf"\b(?:are|is|'re|'s) ({COMPARATIVE}) now,? and (?:it|that|they|this) "
            rf"(?:reads?|works?|looks?|feels?|flows?) {_BETTER}\b",
            re.I,
        ),
        r"should be \1",
    ),
)
# "The shorter the headlines, the better", "the shorter the better".
_THE_MORE = re.compile(
    rf"\bthe ({COMPARATIVE})(?: the ([a-z][a-z ]{{0,30}}?))?,? the better\b", re.I
)
# "I'd love it if…", "it would be great if…": a wish, not a condition.
_WISHED_IF = re.compile(
    r"(?:\b(?:I'?d|I would|we'?d|we would) |^\W*(?:would |'d )?)(?:really |so |just )?"
    r"(?:love|like|prefer|adore|appreciate) it if\b|"
    r"\b(?:it'?d|it would|(?<!\bit )would) be (?:so |really |just |very |super |much )?"
    r"(?:great|nice|lovely|good|better|ideal|amazing|wonderful|brilliant|fantastic|awesome) if\b|"
    r"\b(?:I'?d|I would) be (?:so |really |very )?(?:thrilled|happy|glad|grateful|delighted) if\b",
    re.I,
)
# "What I actually want is short titles", "what I meant was prose": the wish, said plainly.
_WHAT_I_WANT = re.compile(
    r"\bwhat I(?:'d| would)? (?:actually |really |truly |originally )?(?:want(?:ed)?|need(?:ed)?|"
    r"meant|asked for|like|prefer|love) (?:is|are|was|were)(?: for)?\b",
    re.I,
)
# "I just wish they were calmer": "they" is the writing the clause is about, not someone else.
_WISHED_PRONOUN = re.compile(
    r"\b(wish|prefer|want|like|need|rather|love it if) (?:they|them|these|those)"
    r"(?= (?:were|was|would be|to be|could be)\b| " + COMPARATIVE + r"\b)",
    re.I,
)
# "I just wish it were calmer": a wish as firm as "I want it calmer", beside any complaint.
_WISH_WERE = re.compile(
    r"\bI (?:just |really |only |so )?wish (it|the [\w -]{1,30}?|(?:my|our) [\w -]{1,30}?) "
    r"(?:were|was|would be|could be) ",
    re.I,
)
# "It's not that I don't want hype": the double negation is a wish.
_NOT_THAT_NOT = re.compile(
    r"\b(?:it'?s|it is|it was) not that (I|we) (?:don'?t|do not|didn'?t) "
    r"(want|like|love|need|mind)\b|\bit isn'?t that (I|we) (?:don'?t|do not|didn'?t) "
    r"(want|like|love|need|mind)\b",
    re.I,
)
# "any of those little praying-hands emojis": what is said between the negation and its noun
# only describes it; "no CRINGE emojis" names one kind, not the whole.
_DESCRIBED_NOUN = re.compile(
    r"\b(any|none|no more|all)( of)? (?:those|these|the|that|your|such|them) "
    r"(?:[a-z-]+ ){1,3}?(?=(?:emoji|emojis|emoticons|smileys)\b)",
    re.I,
)
_A_KIND_ONLY = re.compile(
    r"\bno ((?:cringe|cringy|cringey|cheesy|tacky|cheap|random|childish|silly|cutesy|weird|"
    r"creepy|ugly|lame|dumb|corny|boomer|try-hard)) (?:emoji|emojis|emoticons|smileys)\b",
    re.I,
)
# 段落短了好读多了 / 句子短了确实舒服多了: the change is what is praised.
_ZH_PRAISED_CHANGE = re.compile(
    r"(?<=[\u4e00-\u9fff])了[，,]?\s*(?:以后|之后|确实|真的|明显|是|(?:读|看|念|听|用|瞧)(?:着|起来)|也){0,2}"
    r"(?:好读|好看|舒服|清楚|清爽|顺畅|顺眼|顺|易读|好懂|清晰|精神|有意思|好)(?:多了|很多|不少)"
)
# 改成列表以后清楚多了: what was done is praised; the doing is the wish.
_ZH_PRAISED_AFTER = re.compile(
    r"(?<=[\u4e00-\u9fff])(?:以后|之后)[，,]?\s*(?:确实|真的|明显|(?:读|看|念|听|用|瞧)(?:着|起来)|也){0,2}"
    r"(?:好读|好看|舒服|清楚|清爽|顺畅|顺眼|顺|易读|好懂|清晰|精神|有意思)(?:多了|很多|不少)"
)
# 这版短多了，好读: "much shorter", then praised.
_ZH_MUCH_MORE = re.compile(
    r"(短|长|简洁|简短|精炼|口语|活泼|平实|正式|通俗|轻松|详细|具体)多了(?=[，,]?\s*(?:好读|好看|舒服|清楚|"
    r"清爽|顺|易读|好懂|清晰|以后|保持|就这样|继续))"
)
# 越短越好: as far as it goes.
_ZH_THE_MORE = re.compile(r"越([\u4e00-\u9fff]{1,3}?)越好")
# 最好长一点: 最好 is "had better", not 好长 "so long".
_ZH_BEST = re.compile(r"最好(?=[\u4e00-\u9fff])(?![是的看听吃玩了])")
# 长长的段落: the doubled adjective is the adjective.
_ZH_DOUBLED = re.compile(r"([长短])\1的")
# 不是不能写细，是…: a concession, nothing asked; 不是不喜欢表情: a liking.
_ZH_CONCEDED = re.compile(r"不是不(?:能|可以|行|会)[^，,。；;！!？?]{1,12}[，,]\s*(?:而)?是")
_ZH_NOT_THAT_NOT = re.compile(r"不是不(喜欢|想要|想|要|爱)")


# "not sure where that came from": wondering about something else, not doubting the wish.
_WONDERING = re.compile(r"\bnot sure (?=(?:where|why|how|who|when|what) )", re.I)


# "reviewers get maybe 5 minutes": a rough number, not doubt.
_ROUGHLY = re.compile(
    r"\bmaybe (?=(?:\d+|a few|a couple of|one|two|three|five|ten) ?(?:minutes?|mins?|seconds?|"
    r"secs?|hours?|days?|weeks?|months?|years?|people|readers|percent|%))",
    re.I,
)
# "the summaries as a whole run too long": the whole piece.
_AS_A_WHOLE = re.compile(r"\bas a whole\b", re.I)
# "the words themselves should be plain": a quality said of the words is the words' quality.
_WORDS_SHOULD_BE = re.compile(
    r"\b(words|wording|language|vocabulary)(?: themselves| itself)? (?:should|must|need to|has to|"
    r"have to|ought to) be (?:kept )?(plain|simple|simpler|plainer|technical|precise)\b",
    re.I,
)
# "talk to the owner directly": the readers are addressed, whatever they are called.
_ADDRESSED = re.compile(
    r"\b(talk|speak) (?:directly )?to (?:the |our |your )?(?:owners?|customers?|clients?|parents?|"
    r"members?|fans?|followers?|users?|guests?|patients?|students?|people)\b(?: directly)?",
    re.I,
)
# 就那一期 / 之后照旧 / 过了节还是老样子: this one time, then as before.
_ZH_THAT_ONE = re.compile(r"就那一?([期篇次条封份])")
_ZH_AS_BEFORE = re.compile(
    r"(?:之后|过后|完了|过了[\u4e00-\u9fff]{0,3})(?:就|都)?(?:还是|恢复|回到)?(?:照旧|老样子|原样|照常|原来的样子)"
)
# "Headlines: punchy and brief", "keep the titles snappy": of a title, punch is its shortness.
_TITLE_PUNCHY = re.compile(
    r"\b(titles?|headlines?|headings?)(\s*:\s*|\s+(?:(?!(?:is|are|was|were|looks?|reads?|"
    r"sounds?|feels?)\b)[\w']+\s+){0,2}?)(?:punchy|snappy|crisp|brief)"
    r"(?:\s+(?:and|&)\s+(?:punchy|snappy|brief|crisp|short|sharp))?\b",
    re.I,
)
# 用词简单点, 以后都写简单的词: simple words are plain words.
_ZH_SIMPLE_WORDS = re.compile(
    r"(用词|用字|措辞|字眼)(再|更)?简单|(?:写|用)(?:些|点)?简单(?:点|些|一点)?的?(?:词儿?|字眼?)"
)


# "Never use any emojis again": "never" refuses like "don't" ("I never said…" is told).
_NEVER_DO = re.compile(
    r"(?<!\bI )(?<!\bwe )\bnever (?=(?:again )?(?:use|put|add|include|stick|throw|sprinkle)\b)",
    re.I,
)
# "hype-er", "chill-er": a comparative made on the spot.
_HYPHEN_ER = re.compile(r"\b([a-z]{3,})-er\b", re.I)
# Text speak: "can u make it", "ur posts".
_TEXT_SPEAK = (
    (re.compile(r"\bu\b"), "you"),
    (re.compile(r"\bur\b"), "your"),
    (re.compile(r"\b(can|could|would|will|do|did|are) (?:ye|yous|youse)\b", re.I), r"\1 you"),
    # Jamaican patois: "Mek di paragraph dem long" — make the paragraphs long.
    (re.compile(r"\bmek di (\w+) dem\b", re.I), r"make the \1s"),
)
# "Going forward, could the flyers be more casual?": the lasting opening holds for the question.
_LASTING_QUESTION = re.compile(
    r"(^|[.!?。！？]\s*)(?:going forward|from now on|in (?:the )?future|from here on(?: out)?),?\s+"
    r"((?:can|could|would|will)\b[^?.!]*)\?",
    re.I,
)
# "Make the wording plainer", "the language could be simpler": plain language.
_PLAIN_WORDING = re.compile(
    r"\b(wording|language|words|vocabulary)((?:(?!\b(?:too|not|no|never)\b|n't\b)[^.,;!?]){0,30}?)"
    r"\b(?:plainer|simpler|more plain|more simple)\b",
    re.I,
)
# "Nobody can find the opening hours, they're buried in one long paragraph", 「家长老说找不着报名
# 时间，全混在一大段话里」: the details wanted picked out of the block — a list asked for.
_BURIED = re.compile(
    r"\b(?:(?:customers|readers|people|parents|patients|members|folks|guests|visitors|users|"
    r"clients|families|students|diners|buyers)\s+)?(?:can'?t|cannot|couldn'?t|can never|never|"
    r"nobody can|no-?one can) find\b[^.!?]{0,80}?\b(?:lost|buried|hidden|drowned|swamped) "
    r"(?:in|inside) (?:the middle of )?(?:one|a|this) (?:big |long |huge |giant )?"
    r"(?:wall of (?:a )?(?:paragraph|text)|paragraph|block of text)\b|"
    r"(?:(?:顾客|客户|读者|家长|用户|大家|粉丝|游客|病人|患者|会员|居民|学生|街坊|网友|客人|食客)"
    r"[^，,。！!？?\s说]{0,3}?(?:老说|总说|都说|老是说|反映|反馈|抱怨)?[，,]?)?"
    r"(?:[^，,。！!？?说]{0,12}?)(?:找不着|找不到|看不到|翻不到)[^。！!？?]{0,24}?"
    r"(?:埋|淹|混|藏|挤)在一(?:大|长)段(?:话|文字|字)?里",
    re.I,
)
_NOT_OURS = re.compile(
    r"[她他]那|我(?:妹|姐|哥|弟|妈|爸)|朋友|同事|老板|\b(?:her|his|their|my (?:\w+ )?(?:sister|"
    r"brother|friend|colleague|boss|mum|mom|dad)'s)\b",
    re.I,
)
# "Keep the sentences long": kept at length, not named.
_KEEP_LONG = re.compile(
    r"\b(keep|leave|make) ((?:the |your |our |them |it )?(?:[a-z]+ )?)long\b(?![- ]\w)", re.I
)
# "Keep the long headlines going", "stick with long titles": the long ones kept, as a wish (at the
# end of the clause — "keep the long paragraph about the mill" keeps content).
_KEEP_LONG_ONES = re.compile(
    r"\b(keep|keep doing|stick with|stick to|carry on with|continue with|continue) "
    r"((?:the |your |our |those |these )?)long (headlines?|titles?|paragraphs?|sentences?)"
    r"(?: (?:going|coming|up))?(?=\s*(?:please|from now on|then|too|as well)?\s*(?:[.!,;]|$))",
    re.I,
)
_ZH_KEEP = re.compile(r"保持([长短])(?![一点些句段])")


# Quoted words are someone's words, not the writer's construction: left as they are.
_QUOTED = re.compile(r"“[^“”]*”|「[^「」]*」|\"[^\"]*\"|(?<!\w)'[^']*'(?!\w)")


@lru_cache(maxsize=256)
def canonical(text: str) -> str:
    """The text with each construction said in its plain form, quoted words left as they are."""
    if _CANNOT_TELL_APART.search(text):  # (read whole: the titles are often quoted between)
        text = _FEW_WORDS.sub(_few_words_said, text)
    kept = [m.span() for m in _QUOTED.finditer(text)]
    if not kept:
        return _canonical(text)
    pieces, at = [], 0
    for start, end in kept:
        pieces += [_canonical(text[at:start]), text[start:end]]
        at = end
    return "".join([*pieces, _canonical(text[at:])])


# "No more of those long paragraphs": the kind itself is refused.
_OF_THOSE = re.compile(
    r"\b(no more|none|any|not any|never again) of (?:those|these|the|that|your|such) ", re.I
)
# 别再写那种很长的段落: the demonstrative between a refusal and its noun only points at it.
_ZH_POINTED = re.compile(
    r"((?:别|不要|不想|不许|少)再?[\u4e00-\u9fff]{0,2}?)(?:那种|那些|这种|这些|这样的|那样的)(?:很|特别|超)?"
)


# "I'd rather you split them", "I prefer that you…": asked of the writer's helper.
_RATHER_YOU = re.compile(
    r"\bI(?:'d| would)? (?:much )?(?:rather|prefer(?: it)?)(?: that| if)? you(?:'d)?\b", re.I
)
_RATHER_YOU_NOT = re.compile(
    r"\bI(?:'d| would)? (?:much )?(?:rather|prefer)(?: it)?(?: that| if)? you(?:'d)? "
    r"(?:didn'?t|did not|wouldn'?t|would not|not)\b",
    re.I,
)
# 以后都要长句拆开写: what is to be split is the topic, not a wish for long sentences.
_ZH_TOPIC_ACTED_ON = re.compile(
    r"(?:都要|要|都得|得)(?=(?:长句子?|长段落?|大段|长标题)[^，。,.]{0,3}(?:拆|切|断|分|砍|缩|改短|删))"
)
# 长句都拆开写 / 长段落一律要拆开 / 长标题砍短: the long ones cut down are short ones wanted.
_ZH_LONG_ONES_SPLIT = re.compile(
    r"(长句子?|长的句子|长段落?|长的段落|大段|长标题|长的标题)(?:都|全|全都|一律|统统|通通|全部)?"
    r"(?:要|得|必须)?(?:给我)?(?:拆|切|断开|分成|分开|砍|缩|改短|剪)[\u4e00-\u9fff]{0,2}?(?:一点|一些|点|些)?(?=[写吧啊了，,。.!！]|$)"
)
_SHORT_ONES = {"句": "句子短一点", "段": "段落短一点", "标": "标题短一点"}


def _split_short(match: re.Match[str]) -> str:
    topic = match.group(1)
    return next(v for k, v in _SHORT_ONES.items() if k in topic)


# 以后都得拆开写: 得 here is "must", not the 得 of 写得长.
_ZH_MUST = re.compile(r"(?<=[都就还也必须])得(?=[\u4e00-\u9fff])(?![到了出])")


# "the people who actually read these": who reads them.
_WHO_READS = re.compile(
    r"\bwho (?:actually|really|even|mostly|mainly|usually|will) (read|open|get)\b", re.I
)


# "From the next issue onwards", "starting with the next newsletter": a start named for what
# follows is for good, as "from now on" is.
_FROM_NEXT = re.compile(
    r"\b(?:from|starting (?:with|from)|beginning (?:with|from)) (?:the |our |your )?next "
    r"(?:[\w-]+ ){0,2}?(?:issue|post|one|edition|newsletter|episode|letter|update|bulletin|"
    r"round-?up|week|month|term|season|batch|mailing|mail-?out)s?(?: on(?:wards)?| forward)?\b",
    re.I,
)
# "之后的须知都改成一条一条列出来，好吗？", "…, ok?": an order with a tag asking assent is still
# an order (what is before the tag asks nothing itself).
_ZH_TAGGED = re.compile(
    r"^(?P<order>[^。！？!?]*?)[，,]\s*(?:好吗|好吧|好不好|好唔好|可以吗|行吗|行不行|成吗|得不得|"
    r"得唔得|得吗|ok吗|OK吗|好嘛|好冇|好无|行不|成不|中不|好不|可以不|好伐|行伐)[?？]*\s*$"
)
_ZH_ASKING = re.compile(r"吗|呢|会不会|是不是|要不要|该不该|什么|怎么|哪|为什么|多少|几|还是|或者")


# "Hold off on the long sentences, yeah?": an order with a tag is no question — unless what
# comes before the tag asks ("Is it too long, right?").
_EN_TAGGED = re.compile(
    r"^(?P<order>[^.!?]*?[A-Za-z][^.!?]*?),\s*(?:yeah|yes|ok(?:ay)?|alright|all right|right|"
    r"please|pls|cheers|ta|deal|aye|eh|innit|got it|(?:will|won't|would|could|can) (?:you|ya|ye))"
    r"\s*\?+\s*$",
    re.I,
)
# (Only an order: "The titles are too long, right?" asks to be agreed with.)
_EN_ORDER = re.compile(
    r"^\W*(?:(?:and|also|so|but|ok|okay|hey|ey|eh|ay|oi|aye|right|look|listen|howay|ayup|la|"
    r"lad|mate|pet)\W+)*(?:please\s+|gonnae\s+|just\s+)?"
    r"(?:hold|keep|make|use|cut|drop|go|stop|"
    r"don'?t|do|let'?s|write|put|give|add|lose|ditch|skip|try|stick|leave|no|never|avoid|tone|"
    r"trim|shorten|lengthen|split|break|bring|change|switch|turn|swap|start|say|tell|talk|"
    r"address|spell|lay|set|be|ease|merge|join|stitch|rein|dial|scale|liven|lighten|loosen|"
    r"tighten|simplify|chop|quit|pull|calm|warm|cheer|pare|strip|bin)\b",
    re.I,
)


def _order_tagged(text: str) -> str:
    """ "X，好吗？" → "请X。", "X, yeah?" → "X.": the order under a tag asking assent, sentence by
    sentence."""
    out = []
    for piece in re.split(r"(?<=[。！？!?\n])", text):
        tagged = _ZH_TAGGED.match(piece)
        order = tagged.group("order") if tagged else ""
        if tagged and re.search(r"[\u4e00-\u9fff]", order) and not _ZH_ASKING.search(order):
            piece = f"请{order.strip()}。"
        told = _EN_TAGGED.match(piece)
        if told and _EN_ORDER.match(told.group("order")):
            piece = f"{told.group('order')}."
        out.append(piece)
    return "".join(out)


# "one line each looks like a WhatsApp chat", 「一行一段看着像聊天记录」: a chat likened for its
# one-line paragraphs is their layout, not the register — the likeness is said as the layout.
_LAYOUT_LIKENED = re.compile(
    r"(\bone (?:line|sentence) (?:each|apiece|per paragraph)|\b(?:every|each) (?:single )?"
    r"sentence (?:is )?on (?:its|a) own line|\ba new (?:line|paragraph) (?:for|after) "
    r"(?:every|each) (?:single )?sentence|\bone[- ](?:line|sentence) paragraphs)"
    r",?\s+(?:(?:just|kind of|kinda|sort of)\s+)?(?:looks?|reads?|feels?|is)\s+like\s+"
    r"(?:a |an |the |my |our |somebody's |someone's |\w+'s )?(?:[\w'-]+ ){0,2}?"
    r"(?:group ?chat|text(?: message| thread)?|whatsapp(?: chat| message| group)?|tweet|"
    r"instagram caption|dm|chat(?: thread)?)s?\b|"
    r"(一句话?一段|一行一段|一句话?一行|一行一句)[，,]?\s*(?:看着|看起来|读着|读起来|搞得)?"
    r"(?:像|跟|和)(?:在)?(?:发)?\S{0,6}?(?:聊天记录|朋友圈|微信群?|群聊|短信|弹幕)(?:似的|一样|一般)?",
    re.I,
)


def _layout_said(match: re.Match[str]) -> str:
    return match.group(1) or match.group(2)


# "Every headline is one word … nobody can tell them apart", 「标题都只有两个字…根本分不清」:
# titles too few words to tell apart are too short — the count describes them, it asks nothing.
_FEW_WORDS = re.compile(
    r"\b(headlines?|titles?|subject lines?)\b([^.!?]{0,40}?)\b(?:is|are|'re)\s+"
    r"(?:just |only |all |each )?(?:a single|one|two) words?(?: each| apiece| long)?|"
    r"(标题|题目)([^，,。！？!?]{0,10}?)(?:都|全)?(?:只有|就|才|仅)(?:一|两|二|几)个字",
    re.I,
)
_CANNOT_TELL_APART = re.compile(
    r"\btell (?:them|these|those|one from (?:the )?other|which is which)\b[^.!?]{0,12}?\bapart\b|"
    r"\btell (?:them|these|those) apart\b|\bindistinguishable\b|\ball look the same\b|"
    r"分不清|看不出(?:区别|差别)|一个样|都一样",
    re.I,
)


def _few_words_said(match: re.Match[str]) -> str:
    if match.group(1):
        return f"{match.group(1)}{match.group(2)} are too short"
    return f"{match.group(3)}{match.group(4)}太短"


# 「术语要不还是换成大白话吧？」: 还是 before a wish closing on 吧 is "better", not "or".
_ZH_RATHER = re.compile(r"(?<![好点些的对行])还是(?=[^。！？!?]{1,30}吧(?:[?？。！!\s]|$))")


def settled_choice(text: str) -> str:
    """The text with 还是 said as "better to…" (要不还是…吧) taken out, so no choice is read."""
    return _ZH_RATHER.sub("", text)


# "Correction on the bullets from last week — I meant…": what a correction is on was the wrong
# reading, not the wish; the wish is what follows.
_CORRECTION_ON = re.compile(
    r"\b((?:a |one |quick |small |little )*(?:correction|update|change of mind))\s+(?:on|about|to|"
    r"re:?|regarding)\s+(?:the |my |our |those |these |that |what I said about (?:the )?)?"
    r"(?:bullet(?:ed)?(?: points?)?s?|lists?|emojis?|smileys?|jargon|exclamation marks?|"
    r"technical terms|second person|third person)(?=\s+from\b|\s*[—–:;,.]|\s+-\s|$)",
    re.I,
)


# "Could be worth trying a more formal tone, I suppose.": a hedge, not "suppose we did…".
_I_SUPPOSE = re.compile(
    r"\bI suppose\b(?=\s*(?:[,.!?;]|$|(?:we|you|it|they) (?:could|might|should)\b|it'?s\b|"
    r"that'?s\b))",
    re.I,
)


# "Back to formal, permanently.": a return asked for, and for good.
_BACK_TO = re.compile(r"(^|[.!?;—–-]\s*|,\s*)back to\b", re.I)
_PERMANENTLY = re.compile(r"\bpermanently\b", re.I)


# "If only the sentences were shorter", 如果段落短一点就更好了: a wish, not a condition.
_IF_ONLY = re.compile(r"\bif only\b", re.I)
_ZH_IF_BETTER = re.compile(r"(?:如果|假如|假设|要是)([^，,。？?！!]{1,20}?)就(?:更|最|太)?好了")


def _canonical(text: str) -> str:
    text = refusals_said_plainly(text)
    text = _IF_ONLY.sub("I wish", text)
    text = _ZH_IF_BETTER.sub(r"要是\1就好了", text)
    text = _BACK_TO.sub(r"\1go back to", text)
    text = _PERMANENTLY.sub("from now on", text)
    text = _FROM_NEXT.sub("from now on", text)
    text = _CORRECTION_ON.sub(r"\1", text)
    text = _I_SUPPOSE.sub("I guess", text)
    text = _order_tagged(text)
    text = _LAYOUT_LIKENED.sub(_layout_said, text)
    text = _WHO_READS.sub(r"who \1", text)
    text = _RATHER_YOU_NOT.sub("please don't", text)
    text = _RATHER_YOU.sub("please", text)
    text = _ZH_MUST.sub("要", text)
    text = _ZH_TOPIC_ACTED_ON.sub("", text)
    text = _ZH_LONG_ONES_SPLIT.sub(_split_short, text)
    text = _ZH_POINTED.sub(r"\1", text)
    text = _NEVER_DO.sub("don't ", text)
    text = _HYPHEN_ER.sub(r"more \1", text)
    for speak, plain in _TEXT_SPEAK:
        text = speak.sub(plain, text)
    text = _LASTING_QUESTION.sub(_asked_for_good, text)
    text = _PLAIN_WORDING.sub(r"\1\2 plain language", text)
    if not _NOT_OURS.search(text):  # (not another's piece: 「我妹说她那篇…」)
        text = _BURIED.sub(
            lambda m: "I want bullet points" if m.group().isascii() else "要分点列", text
        )
    text = _KEEP_LONG.sub(r"\1 \2longer", text)
    text = _KEEP_LONG_ONES.sub(r"keep \2\3 longer", text)
    text = _ZH_KEEP.sub(r"保持\1一点", text)
    text = _WONDERING.sub("no idea ", text)
    text = _ROUGHLY.sub("about ", text)
    text = _AS_A_WHOLE.sub("overall", text)
    text = _WORDS_SHOULD_BE.sub(r"use \2 \1", text)
    text = _ADDRESSED.sub(r"\1 to the reader directly", text)
    text = _ZH_THAT_ONE.sub(r"就这一\1", text)
    text = _ZH_AS_BEFORE.sub("下次照旧", text)
    text = _ZH_SIMPLE_WORDS.sub(
        lambda m: f"{m.group(1)}{m.group(2) or ''}通俗" if m.group(1) else "用词通俗", text
    )
    text = _TITLE_PUNCHY.sub(r"\1\2short", text)
    for pattern, plain in _EN_PRAISED_CHANGE:
        text = pattern.sub(plain, text)
    text = _THE_MORE.sub(_the_more, text)
    text = _WISHED_IF.sub("I wish", text)
    text = _WHAT_I_WANT.sub("I want", text)
    text = _WISHED_PRONOUN.sub(r"\1 it", text)
    text = _WISH_WERE.sub(r"I want \1 to be ", text)
    text = _NOT_THAT_NOT.sub(
        lambda m: f"{m.group(1) or m.group(3)} {m.group(2) or m.group(4)}", text
    )
    text = _DESCRIBED_NOUN.sub(lambda m: f"{m.group(1)} ", text)
    text = _OF_THOSE.sub(r"\1 ", text)
    text = _A_KIND_ONLY.sub(r"no \1 ones", text)
    text = _ZH_PRAISED_CHANGE.sub("一点好", text)
    text = _ZH_PRAISED_AFTER.sub("", text)
    text = _ZH_MUCH_MORE.sub(r"\1一点好", text)
    text = _ZH_THE_MORE.sub(r"\1一点", text)
    text = _ZH_BEST.sub("最好是", text)
    text = _ZH_DOUBLED.sub(r"\1的", text)
    text = _ZH_CONCEDED.sub("是", text)
    return without_limits(_ZH_NOT_THAT_NOT.sub(r"\1", text))


def _the_more(match: re.Match[str]) -> str:
    degree, noun = match.group(1), match.group(2)
    return f"make the {noun} {degree}" if noun else f"{degree}, please"


# "I want hype", "we need more drama": a word that names what is wrong, asked for outright.
_ASKED_FOR = re.compile(
    r"\b(?:want|need|love|bring(?: on| back)?|give (?:me|us)|add)\s+"
    r"(?:more |some |the |a bit of |a little |a lot of |lots of |all the )?$|\bmore\s+$|"
    # 宁可啰嗦点，也要…: rather that than the other.
    r"(?:宁可|宁愿|哪怕|就算)(?:写得?|稍微|有点|多)?$|"
    # 多点煽情, 来点激情: asked for more of it.
    r"(?<![不别少])(?:多|多来|来|加|整)一?[点些]儿?$|"
    # 想要那种像脱口秀开场的劲头: the likeness is what is wanted.
    r"(?<![不别没])(?:想要|希望是?|要的(?:就)?是)(?:那种|这种|那样的?|这样的?)?$",
    re.I,
)
_REFUSING = re.compile(r"\b(?:no|not|don'?t|doesn'?t|never|less|without|stop)\b|n't\b", re.I)


def asks_for_the_complaint(before: str, after: str) -> bool:
    """Is the complaint word between `before` and `after` asked for ("I want hype"), not refused
    and not measured against something else ("more hype than substance")?"""
    compared = re.match(r"\s*than\b", after, re.I)
    return bool(_ASKED_FOR.search(before)) and not _REFUSING.search(before) and not compared


# What was taken down is put right, in words of the writer's own: "you've got hold of the wrong
# end of the stick", "that's not what I said", "I wasn't asking for more of them", "I need to
# walk something back", 少打了个“不”.
_PUT_RIGHT = re.compile(
    r"\bwrong end of the stick\b|\bthat'?s not what I (?:said|asked|wanted|meant)\b|"
    r"\bI (?:wasn'?t|was not|never) asking for\b|\bwalk (?:something|that|it|this) back\b|"
    r"\bnot what I (?:said|asked for)\b|\bthat came out (?:backwards|wrong)\b|"
    r"少打了?(?:一)?个|多打了?(?:一)?个|漏了(?:一)?个(?:字|“)|不是这个意思|我不是这个意思|"
    # A ban asked back to deny it: "When did I ever say I didn't want emoji?", 「我哪句话说过…」.
    r"\b(?:when|where) did I (?:ever |once )?(?:say|ask for|tell you)\b|"
    r"我?(?:什么时候|啥时候|几时|何时|哪句话?|哪里|哪儿|哪次)(?:跟你)?(?:说|讲|提)过",
    re.I,
)


def puts_right(text: str) -> bool:
    """Said to put right what was taken down, in phrasing other than the stock corrections."""
    return bool(_PUT_RIGHT.search(text))


_OF_THE_TEXT = re.compile(
    r"((?:can|could|would|will) (?:the|my|our|these|those|all|every|each|this)"
    r"(?:(?: [\w-]+){0,3}?(?= (?:be|get|have|use|stay|keep|go|read|sound|run|come|start|open|end|"
    r"talk|speak|follow|look|feel)\b)|(?: [\w-]+)?)) ",
    re.I,
)


def _asked_for_good(match: re.Match[str]) -> str:
    """ "Going forward, can the flyers talk to the owner directly?" → "can the flyers always talk
    to the owner directly?"; asked of the helper, "…from now on?"."""
    opening, question = match.group(1), match.group(2)
    of_the_text = _OF_THE_TEXT.match(question)
    if of_the_text:
        return f"{opening}{of_the_text.group(1)} always {question[of_the_text.end() :]}?"
    return f"{opening}{question} from now on?"
