"""The words that mark a sentence of a chat message as an aside to the writer's style: facts
fixed, things that are not the text, the writer's own day, someone else's taste set aside, and
names. Read by `quiet`; English, Chinese (simplified after `normalise`), Cantonese and both
mixed."""

import re

from app.style.prefilter import lazily_screened


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


# A fact fixed: a typo, a date, a price, a name, a link. ("The heading has a typo", "列表里第三项
# 的价格写错了", "图片帮我压缩一下".) A fact word alone ("scrolling past eleven bullets to find the
# date") is not enough: an error is named, or the fact is changed.
_ERROR = (
    r"\btypos?\b|\bmis-?spel\w*|\bspelling\b|\bspel(?:t|led)\b|\bmis-?typed\b|\btypo'?d\b|"
    r"\b(?:wrong|incorrect|outdated|missing)\s+(?:\w+\s+)?(?:dates?|times?|days?|years?|prices?|"
    r"numbers?|names?|address|links?|urls?|figures?|amounts?|totals?|emails?|phone|postcode|"
    r"digits?|spelling|surname|credit)\b|"
    r"\bmissing (?:a|an|the|one) (?:digit|word|letter|comma|full stop|number|link|date)\b|"
    r"\bmisused\b|\bmisquot\w*|\bwrong (?:word|idiom|term|phrase|quote|spelling)\b|"
    r"错别字|别字|错字|打错|写错|拼错|笔误|漏了|少了一个|多了一个|用错|错用|搞错|弄错|放错|写反|引错"
)
# Facts called "details": "the refund details", "add the booking details" (报名详情 reads
# as no size word already).
CONTENT_DETAILS = (
    r"\b(?:booking|contact|refund|bank|payment|delivery|event|login|account|shipping|travel|"
    r"joining|registration|order|ticket|venue|parking|course|product|tracking|flight|hotel|"
    r"pick-?up|drop-?off|collection|funeral|wedding|class|session|meeting|dial-in|zoom|billing|"
    r"invoice|transfer|application|visa|enrol(?:l)?ment|sign-?up|donation|postage) details\b"
)
_FACT = (
    CONTENT_DETAILS + r"|"
    r"\b(?:the|an?|their|his|her|our|my|postal|street|home|venue|web|e-?mail)\s+address\b|"
    r"\b(?:dates?|prices?|costs?|fees?|phone numbers?|telephone|postcode|zip code|"
    r"links?|urls?|e-?mail address|isbn|surnames?|first name|byline|photo credit|credits?|"
    r"page numbers?|footnotes?|citations?|references?|quantities|grams|figures?|stats|statistics|"
    r"percentages?|deadline|rsvp|venue|location|opening hours|schedule|timetable|map|logo|image|"
    r"photos?|pictures?|qr code|hashtag|handle|ticket price|attachment|pdf)\b|"
    r"\b\d{1,2}(?::\d\d|\s?(?:am|pm)|th|st|nd|rd)\b|[$£€¥]\s?\d|\b\d+(?:\.\d+)?\s?(?:%|km|kg|ml)|"
    r"\b\d{3,}\b(?!\s?-?\s?(?:words?|lines?|sentences?|paragraphs?|pages?|characters?|chars?|"
    r"bullets?|emojis?|points?|items?)\b)|"
    r"日期|价格|价钱|售价|电话|号码|地址|链接|网址|姓名|人名|作者名|署名|名字|数字|数据|二维码|图片|照片|"
    r"配图|封面图|插图|书号|邮箱|截止|地点|场地|营业时间|会议室|页码|脚注|出处|"
    r"\d+(?:元|块|号|日|月|点|%|％)(?![字行句段])"
)
_CHANGED = (
    r"\b(?:fix|fixed|correct|corrected|change|changed|update|updated|swap|replace|put|add|added|"
    r"compress|resize|crop|should be|should read|needs?|is actually|is now|are now|"
    r"it'?s actually)\b|"
    r"改成|换成|改为|改做|改返|改一下|改下|补上|更新|换一|换个|换张|换成|应该是|压缩|删掉|去掉|加上"
)
ERROR, FACT, CHANGED = _re(_ERROR), _re(_FACT), _re(_CHANGED)


# The text named right after a word of content or of elsewhere, which then only modifies it:
# "the schedule posts", "the concert page", "活动的推文" are texts, not a schedule or a concert.
MODIFIES_TEXT = _re(
    r"(?:\s+|的)?(?:posts?|pages?|articles?|newsletters?|emails?|notices?|updates|blurbs?|"
    r"captions?|announcements?|write-?ups?|copy)\b|(?:\s+|的)?(?:推文|文章|文案|公告|通知|帖子?)"
)


def _facts_named(clause: str) -> bool:
    """Is a fact named, other than as the modifier of a text ("the schedule posts")?"""
    return any(not MODIFIES_TEXT.match(clause, m.end()) for m in FACT.finditer(clause))


def fixes_a_fact(clause: str) -> bool:
    """Does the clause name an error, or change a fact ("the price should be $4.50")?"""
    return bool(ERROR.search(clause) or (CHANGED.search(clause) and _facts_named(clause)))


# A degree or a wish beside the fact makes the clause more than a fact ("fix the typo and make
# it shorter", "价格那段写得太长").
DEGREE = _re(
    r"\b(?:too|more|less|fewer|a (?:bit|little|touch|tad)|slightly|rather|overly|shorter|longer|"
    r"simpler|plainer|calmer|livelier|friendlier|stiffer|under|over|max|at most|no more than|"
    r"make|keep|write|sound|sounds|reads?)\b|"
    # A size of the text told: "the timetable change notice is now nine paragraphs long".
    r"\b(?:paragraphs?|pages?|lines?|words?|sentences?|screens?) long\b|"
    r"太|更|一点|一些|点儿|越|多用|少用|别|不要|不超过|以内|最多|写得|写成|读起来|看着"
)
# What a style word may describe that is not the text: the message, the chat, the writer's
# day, what they wear. (Times and meetings only right after the word: "long day", "short call".)
ELSEWHERE = _re(
    r"\b(?:(?:this|my|the|a|that|your)\s+(?:\w+\s+)?(?:message|msg|voice ?note|voicemail|dm)|"
    r"(?<=\w )(?<!last )(?<!next )(?<!this )(?<!every )(?<!each )(?<!per )(?<!that )(?<!a )"
    r"(?<!the )(?:update|note|message|call|day|week|weekend|morning|afternoon|evening|"
    r"night|meeting|trip|holiday)(?= from me|[\s,.!;:—-]*(?:here|from me|today|$|[,.!;:—]))|"
    r"(?:phone|video|zoom) call|chat(?:ting)? (?:with|to) you|weather|mood|dress code|black tie|"
    r"wearing|outfit|way of (?:putting|saying) things|sense of humou?r|"
    r"your (?:messages?|replies|reply|jokes?))\b|" + CONTENT_DETAILS + r"|"
    r"消息|语音|短信|电话|通话|跟你聊|和你聊|(?<!像)(?<!朋友)(?<!家人)(?<!邻居)(?<!闺蜜)(?<!街坊)(?<!平时)(?<!我们)(?<!老友)聊天(?!记录|体|风|式|腔|口吻|的语气)|心情|天气(?!预报)|"
    r"着装|西装|说一句|说两句|说几句|讲一句|讲两句|"
    r"你(?:也|真是|真|太|好|挺|很)(?=幽默|逗|有趣|搞笑|活泼|正经|严肃|客气)"
)
# A picture, not the prose: what a size word is about in "trim the group photo", "把封面图裁短一点".
IMAGE = _re(
    r"\b(?:photos?|photographs?|pictures?|pics?|images?|banners?|logos?|thumbnails?|graphics?|"
    r"posters?|videos?|clips?|screenshots?|headshots?|illustrations?|diagrams?|charts?)\b|"
    r"封面图|配图|头图|缩略图|图片|照片|相片|海报|视频|横幅|截图|插图|图表|相|(?<![意企试])图(?!文)"
)
# The text, or a part of it: what a style word names when it is about the writing.
TEXT = _re(
    r"\b(?:article|post|posts|piece|draft|text|copy|blog|newsletter|story|intro|opening|ending|"
    r"minutes|toast|speech|letter|notice|invite|invitation|menu|flyer|leaflet|guide|report|"
    r"announcement|email|essay|review|blurb|labels?|page|website|site|thread|"
    r"conclusion|paragraphs?|sentences?|headlines?|titles?|headings?|sections?|chapters?|captions?|"
    r"bio|descriptions?|writing|wording|prose|bullets?|lists?|emojis?|tone|voice|register|jargon|"
    r"words?|it|this|these|them)\b|"
    r"文章|稿|文案|这篇|篇|段|句|标题|正文|开头|结尾|内容|文字|写|读|表情|列表|语气|用词|推文"
)
# The writer's own state, with nothing about the text: "I'm feeling very formal today".
SELF_STATE = _re(
    r"\bI(?:'m| am| was|'ve been| have been)\s+(?:feeling|rambling|going on|waffling|babbling|"
    r"tired|exhausted|knackered|shattered|swamped|in a\b)|"
    r"我(?:今天|这两天|最近)?(?:有点|好|挺|很|太)?(?:累|困|忙)|心情"
)
# An order or a wish of the writer's own, beside the imperative and "from now on".
WISH = _re(
    r"\bI(?:'d| would)? (?:want|like|prefer|need)\b|\bI'd rather\b|\bplease\b|\bpls\b|\blet'?s\b|"
    r"\b(?:can|could|would) (?:you|we)\b|\bwe (?:need|should|want)\b|"
    r"我(?:想|要|希望|更喜欢)|希望|请|麻烦|能不能|可不可以|可以\S{0,12}吗"
)
# Someone else as the subject: what they said, want or do.
OTHER_SUBJECT = _re(
    # (A name, not a verb read as one: "the updates read like a catalogue" is nobody's taste.)
    r"\b(?:he|she|they|(?!(?:reads?|sounds?|looks?|feels?|seems?|smells?)\s)[A-Z][a-z]+|"
    r"the (?:client|council|brief|boss|editor|critic|competition|"
    r"guardian|times|bbc|template|guidelines?)|(?:my|our|his|her|their) [\w-]+(?: [\w-]+)?)"
    r"\s+(?:\w+ly\s+)?(?:said|says|keeps? saying|keeps? asking|thinks?|thought|reckons?|"
    r"told (?:me|us)|asks?(?: for)?|asked(?: for)?|wants?|wanted|wrote(?: back)?|emailed|"
    r"commented|runs|uses|writes|does|stuffs|puts|insists|loves?|likes?|prefers?|hates?|"
    r"loathes?|can't stand)\b|"
    r"\btheir own\b|"
    r"(?:老板|老细|上司|领导|主编|编辑|同事|朋友|客户|我妈|我爸|阿妈|老豆|老婆|老公|隔壁|别家|别人|人家|对面|"
    r"竞品|公众号|品牌|读者|他们|她们|他|她|佢)[^，。,]{0,12}?"
    r"(?:说|话|讲|觉得|认为|要求|规定|禁止|要|留言|吐槽|用了|用|写得|都写|喜欢|嫌|push)|"
    # Someone unnamed among many: "有个学员家长说…", "有个跑友在群里说…", "one listener emailed
    # saying…", "a customer wrote in to say…".
    r"(?:有(?:个|位|一个|一位|些|人)|某个|某位)[^，。,]{0,12}?(?:说|讲|话|觉得|嫌|吐槽|抱怨|留言|评论|"
    r"反映|反馈|投诉)|"
    r"\b(?:a|one|some|another|an) (?!of\b)[\w-]+(?: [\w-]+)? (?:emailed|wrote(?: in)?|said|says|"
    r"commented|complained|messaged|texted|told (?:me|us)|left a (?:comment|review))\b"
)
# Someone's taste set aside, or said not to apply here.
DISMISSAL = _re(
    r"\bignore (?:her|him|them)\b|\bignore (?:my|the|our|that) (?:editor|boss|manager|mum|mom|"
    r"mother|dad|father|client|partner|colleague|sister|brother|friend|aunt|uncle|husband|wife|"
    r"critic|commenter|reader|team)s?\b|"
    r"\bdon'?t (?:listen to|mind) (?:her|him|them)\b|"
    r"\bpay no attention\b|\bdoes(?:n'?t| not) apply\b|"
    r"\bnot (?:relevant|for us|us|ours|our (?:thing|style|house style)|who it'?s for|"
    r"what we do|mine)\b|\bwe(?:'re| are) not an? \w+|\beach to (?:their|his|her) own\b|"
    r"\btheir (?:business|call|thing|problem|lookout)\b|"
    r"\b(?:was|were|is|'s) (?:joking|kidding|teasing)\b|"
    r"\bbless (?:her|him|them)\b|\bsays? that about everything\b|\bover my dead body\b|"
    r"\bI like it (?:the way|as) it is\b|\bI(?:'m| am) ignoring\b|"
    r"\bit'?s my (?:blog|page|site|account)\b|"
    r"\bI (?:don'?t|do not) agree\b|\bI disagree\b|\bthe only one\b|"
    r"\bnot (?:about|for) (?:this|our|my)\b|"
    r"别理|不用理|不要理|不理(?:他|她|它)|不用管|不管(?:他|她)|别管|唔使理|唔好理|无关|(?:跟|和|与|同)[^，。,]{0,12}没(?:什么|啥)?关系|"
    r"唔关|不关(?:我们|我)|那是(?:他|她|人家)们?[^，。,]{0,8}的事|那是人家|不走那个路线|不走那种|学不来|不用学|不认同|"
    r"不同意|乱讲|乱说|随口一说|开玩笑|说笑|讲笑|不用当真|别当真|各有各|不适用|听听就好|"
    r"(?:幸好|幸亏|还好)[^，。,]{0,8}(?:走了|不在|离职|退休|没了|废了|取消了)|"
    r"\blong gone\b|\bthat'?s (?:all )?(?:gone|over|history)\b|\bno longer (?:applies|the rule)\b|"
    r"\bwith a pinch of salt\b|\btrolls?\b|"
    # "ignoring it", "one guy.", "she's not really our audience", 来抬杠的, 爱挑刺, 不用改,
    # 就他一个人这么说: a complaint of someone else's, waved off.
    r"\bignor(?:e|ing) (?:it|that|this|her|him|them)\b|"
    r"^\W*(?:just |only )?one(?: (?:guy|person|bloke|"
    r"lady|reader|listener|customer|complaint))?\W*$|\bnot (?:really |exactly )?(?:our|the|my) "
    r"(?:audience|readers?|target(?: \w+)?|crowd|market)\b|"
    # "…but he isn't one of our readers", 「不过他不是我们的读者」: the complainer no reader.
    r"n'?t (?:really |exactly )?(?:one of )?(?:our|the|my) (?:audience|readers?|target)\b|"
    r"不是我们的(?:读者|受众|目标)|不是(?:我们的)?目标(?:读者|受众)|"
    r"抬杠|挑刺|找茬|杠精|(?:不用|不必|唔使|无需)(?:改|理会|在意)|(?:就|只有)(?:他|她|佢)一个人(?:这么|咁)?(?:说|讲)"
)
# A name whose words are mentioned, not meant: "a café called Short & Sweet", "栏目叫短句子".
NAME_FRAME = re.compile(
    r"(?P<frame>\b(?:called|named|titled|entitled|dubbed|known as)\s+)"
    r"(?P<name>(?:(?:[A-Z0-9][\w'’-]*|&)\s*){1,6})|"
    r"(?P<frame2>(?:名字|名称|栏目|品牌|店名|书名|产品|公司|账号|节目)(?:就)?叫(?:做)?)"
    r"(?P<name2>[^，。,.!！?？\s]{1,12})"
)
# What a clause describes when its subject is a thing of the world, not the text: "Our café is
# loud and lively on Saturdays", "The new wing is very formal", "主题是轻松活泼的夏日派对".
COPULA = _re(r"\b(?:is|are|was|were|'s|'re|looks?|feels?|seems?|gets?)\b|是|係|(?<!关)系(?!统|列)")
# English subjects that are things of the world: a place, an event, a brand, the topic.
THING_EN = _re(
    r"\b(?:caf[eé]s?|bars?|pubs?|restaurants?|shops?|stores?|venues?|places?|hotels?|wing|"
    r"buildings?|museums?|galleries|gallery|halls?|rooms?|offices?|parties|party|events?|"
    r"festivals?|gala|weddings?|ceremony|ceremonies|dinners?|markets?|crowds?|atmosphere|"
    r"weather|hikes?|trails?|walks?|route|food|dishes|dish|wines?|beers?|coffee|theme|topic|"
    r"subject|brand|products?|company|band|music|match|game|show|exhibition|garden|park|town|"
    r"city|village|neighbourhood|neighborhood|school|club|gym|studio|kitchen|decor|d[eé]cor)\b"
)
# Chinese subjects that are things of the world (a topic, a brand, a party), said with 是/係.
THING_ZH = re.compile(
    r"主题|题目|调性|品牌|氛围|派对|活动|婚礼|店里|咖啡馆|餐厅|场地|展览|天气|主打|定位|菜品|装修"
)
# A style word inside an example asked for: "the example of a short sentence", "举例的“短标题”".
EXAMPLE_BEFORE = _re(
    r"\bexamples? of (?:an? |the )?(?:\w+ ){0,2}$|\bsuch as (?:an? )?$|"
    r"(?:举例|例子|例句|示例|样例)[^，。]{0,8}$"
)
