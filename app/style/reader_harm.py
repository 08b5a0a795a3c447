"""What a described fault does to the writer's readers: the harm that makes a complaint a wish.

"我写的活动通知一大段到底…阿姨们在手机上根本看不下去", "Our care cards read like a chemistry
textbook… Customers just want to know if the scarf can go in the wash": the readers named
beside the writer's own text are not who the readers are (an audience, asked) but what goes
wrong for them — the fault is plain and the writer wants it gone, so it is filed
(app/style/described.py). A clause that only says this harm is the readers' trouble, not
someone else's way of writing.

A reader's trouble is often passed on by whoever had it: "my mum couldn't get past the first
paragraph", "a couple of members told me they had to google half the words", 「我妈说看了三行就
看不下去了」. The one who tells it is a reader of the writer's piece, not another writer with
ways of their own — unless the text they had trouble with is named as someone else's ("my
sister's wedding invites", 「我表姐写的朋友圈文案」, 「隔壁小区物业发的通知」).
"""

import re

from app.style.prefilter import lazily_screened
from app.style.readerships import describes_a_readership


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


_READERS_EN = (
    r"(?:customers?|readers?|members?|residents?|tenants?|parents?|volunteers?|patients?|"
    r"students?|staff|colleagues?|people|folks?|guests?|subscribers?|followers?|drivers?|"
    r"users?|buyers?|shoppers?|families|locals|neighbours?|neighbors?|parishioners?|fans?|"
    r"regulars?|passengers?|visitors?|clients?|owners?|listeners?|viewers?|congregation|"
    r"audiences?|pupils?|kids|"
    r"pensioners?|the elderly|older (?:folk|people|readers|patients)|trustees?|governors?|"
    r"(?:the )?(?:board|committee)|"
    # Those who pass a reader's trouble on: family and friends who read the piece.
    r"(?:mum|mom|mam|dad|nan|nana|gran|granny|grandma|grandad|grandpa|wife|husband|partner|"
    r"sister|brother|aunt|auntie|uncle|son|daughter|friend|mate)s?|someone|somebody)"
)
_READERS_ZH = (
    r"(?:家长|居民|顾客|客人|客户|读者|会员|老人家|老人|阿姨|大爷|大妈|同事|实习生|员工|学生|评论区|"
    r"来面试的|应聘的|乘客|食客|听众|观众|"
    r"患者|病人|粉丝|用户|业主|街坊|新人|买家|群友|理事|村民|老年|大家|大伙儿?|组员|书友|"
    r"我妈|我爸|老妈|老爸|我奶奶|我外婆|我姥姥|我婆婆|我爷爷|我老公|我老婆|我媳妇|我女儿|我儿子|"
    r"朋友|邻居|网友|有人|好几个人|好多人|不少人|媽媽|阿媽|老豆|啲人|[\u4e00-\u9fff]{1,3}的人|"
    r"领导|上级|校长|理事会)"
)
# Who can be said to take a piece badly: the readers, and whoever else the writer names beside
# it ("the regulars", "passengers", "two fleet managers", "the owners down the park", "they").
_TAKERS_EN = (
    r"(?:" + _READERS_EN[3:-1] + r"|traders?|aunties|managers?|bosses|commenters?|they|"
    r"half of them)"
)
# What goes wrong for them: they cannot follow, read, find or tell apart; they give up, scroll
# past, keep asking, look the words up, or take the piece for something it is not.
_HARM = _re(
    _READERS_EN + r"\b[^.!?;]{0,40}?\b(?:can'?t|cannot|couldn'?t|can never|don'?t|never) "
    r"(?:\w+ )?(?:tell|follow|read|understand|make sense|find|work out|get through|get past|"
    r"get beyond|keep up|keep track|finish|see)\b|"
    + _READERS_EN
    + r"\b[^.!?;]{0,40}?\b(?:have|has|had) no (?:idea|clue)\b|"
    + _READERS_EN
    + r"\b[^.!?;]{0,40}?\b(?:gives? up|gave up|scroll(?:s|ed|ing)? (?:straight |right )?past|"
    r"keep (?:phoning|calling|ringing|emailing|asking|messaging)|(?:are|were|get|got) (?:baffled|"
    r"confused|lost)|(?:just|only|simply|literally just) want(?:s)? to know|think (?:it'?s|"
    r"they'?re|they are|it is) (?:a )?(?:scam|spam|a joke)|had to (?:google|look up|ask what)|"
    r"needed a dictionary|(?:are|were|is|was) (?:not|n'?t|far from) (?:impressed|amused)|"
    # "people asking what 'amortisation' means", "a customer called asking what … means".
    r"(?:called|rang|phoned|wrote in|emailed|messaged|came in)?\s*ask(?:ing|ed|s)? (?:me |us )?"
    r"what [^.!?;]{1,60}? mean(?:s|t)?|"
    # "the word … made them feel stupid": the words left them out.
    r"(?:made|makes|make|left|leaves) (?:them|him|her|people|everyone|us) (?:feel(?:ing)? )?"
    r"(?:stupid|dumb|thick|lost|confused|small|ignorant|left out))\b|"
    # How they took it: laughed at it, answered "tl;dr", rang to ask if we were angry, took it
    # for a scam or a hacked account ("the regulars just reply 'tl;dr what time'", "patients
    # keep ringing to ask if we're angry with them", "they just giggled at it").
    + _TAKERS_EN
    + r"\b[^.!?;]{0,60}?\b(?:(?:just |all |only )?(?:laugh(?:ed|ing|s)?|giggl(?:ed|ing|es?)|"
    r"snigger(?:ed|ing|s)?|smirk(?:ed|ing|s)?|chuckl(?:ed|ing|es?)) at (?:it|them|us|the \w+)|"
    r"(?:reply|replies|replied|respond(?:s|ed)?|comment(?:s|ed)?|answer(?:s|ed)?) (?:with )?"
    r"(?:just |only )?\W?(?:tl;? ?dr|too long)\b|"
    r"ask(?:ing|ed|s)? (?:me |us )?(?:if|whether) (?:we'?re|we are|we were|we'?d|we had|it'?s|"
    r"it is|it was|the \w+ (?:is|was)) (?:been )?(?:angry|cross|upset|annoyed|furious|hacked|"
    r"a scam|spam|serious|joking|ok|okay|alright|all right)|"
    r"(?:thought|think|assumed?) (?:it was|it'?s|we were|we'?re|we'?d been|we had been) "
    r"(?:a scam|spam|hacked|angry|cross|joking|a ransom note|a bot|a robot))|"
    + _READERS_ZH
    + r"[^。！？!?；;]{0,20}?(?:(?:都|就|直|全)?在?(?:笑我们|笑话我们|笑话|偷笑|笑掉大牙|笑出声|"
    r"取笑)|(?:都|还|全)?以为(?:我们是|我们在|我们|是|这是)?(?:在)?(?:搞传销|传销|诈骗|骗子|被盗号|"
    r"生气|发火|吵架|骂人|凶他们)|(?:喊|刷|回|留言|说)\S{0,4}(?:太长不看|直接说步骤|说重点|看不完)|"
    r"(?:打电话|跑来|发消息)\S{0,3}问(?:是不是|我们是不是|是否)(?:我们)?(?:生气|发火|出事|被盗))|"
    + _READERS_ZH
    + r"[^。！？!?；;]{0,16}?(?:看不懂|看不明白|看不清|看不下去|读不下去|看不进去|一头雾水|"
    r"摸不着头脑|搞不懂|分不清|找不到|划半天|眼睛都花|眼花|不知道(?:在)?(?:说|讲|卖|写)|"
    r"以为是(?:诈骗|骗子|广告|垃圾)|(?:就|只)(?:想|要)知道|说不严肃|都说不严肃|不像(?:个)?正经|"
    r"看不進去|睇唔明|睇唔落|睇到眼都花|要查字典|得查字典|去百度|百度了半天|就划走|直接划走|"
    # They scroll past, or keep asking what the text should have said.
    r"[划滑]走|[划滑]过去|(?:老是|总是|老|总|一直|还)(?:来)?问(?:几点|在哪|哪天|啥时候|什么时候|"
    r"怎么|是什么|啥意思|什么意思)|"
    # 「读者留言问“私域”是啥意思」: they write in to ask what the words mean; 「领导看了直皱眉」.
    r"(?:留言|私信|跑来|打电话|来)?问(?:我|我们|小编)?\S{0,20}?(?:是啥意思|是什么意思|啥意思|什么意思)|"
    r"(?:直|都|直接)?皱眉头?|直摇头)"
)
# The text that gave the trouble named as someone else's: "my sister's wedding invites", "the
# council next door sends out…", 「我表姐写的朋友圈文案」, 「隔壁小区物业发的通知」.
_ANOTHERS_TEXT = _re(
    r"\b(?!(?:today|yesterday|tonight|this week|last week|this month|last month|week|month|"
    r"year|it|that|one|everyone|nobody)'s\b)\w+'s (?:[\w-]+ ){0,2}(?:posts?|invites?|"
    r"invitations?|newsletters?|emails?|letters?|notices?|menus?|blurbs?|pages?|copy|captions?|"
    r"flyers?|leaflets?|reports?|press releases?|articles?|blogs?|updates?|writing|messages?)\b|"
    r"\bnext door\b|\b(?:sends?|sent) out\b|隔壁|"
    r"(?<![我们們])(?:写|寫|发|發|做|出)的(?:\S{0,6}?)(?:通知|文案|推文|帖子|公告|周报|週報|消息|"
    r"文章|菜单|菜單|请柬|請柬|朋友圈)"
)


def says_reader_harm(text: str) -> bool:
    """Whether the text says what a fault does to readers: they cannot follow it, give up,
    cannot tell the pieces apart or take it for something it is not — and not who the readers
    are ("关注我们号的基本都是退休的老人家，很多字眼他们都看不明白": an audience, asked)."""
    return bool(_HARM.search(text)) and not describes_a_readership(text)


def reports_reading_trouble(text: str) -> bool:
    """Whether the text passes on a reader's trouble with the writer's own piece ("my mum
    couldn't get past the first paragraph"), not with a text named as someone else's."""
    return says_reader_harm(text) and not _ANOTHERS_TEXT.search(text)


def names_harm(text: str) -> bool:
    """Whether the text says what something does to readers, whoever they are said to be."""
    return bool(_HARM.search(text))


def without_harm(text: str) -> str:
    """The text with what it says the fault does to readers taken out."""
    return _HARM.sub(" ", text)
