"""What the writer's own words say about their style: offline keyword rules and LLM extraction.

Offline rules read a suggestion clause by clause, in Chinese and English: style terms
("正式", "lively", "表情"), the modifiers around them ("太", "too", "不要", "more"), and the
nouns that say what a length judgement is about (句子, 段落, 标题, article).

Attribution: a clause whose subject is someone else ("读者喜欢…", "my editor wants…",
"老板说…") is not the writer's own style and is not filed at all — not even with a low
confidence, because a preference nobody in the room holds should never reach a prompt.
A request about one place or one time ("这一段", "the intro", "这次", "this time") is
marked `scoped`: it may weaken or support a preference, never create or flip one.
"""

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace

from app.style.dimensions import DIMENSIONS, Observation
from app.style.reading import (
    CONCEDED,
    IMPERATIVE,
    LASTING,
    PRAISE_VEHICLE,
    RETRACTED,
    implied_by_readers,
    is_about_readers,
    is_hesitant,
    is_polite_request,
    is_sarcastic,
    mask_quoted,
    says_one_off,
    speaks_for_self,
    is_someone_else,
    mood,
    normalise,
    sentences,
)

WRITER_STRENGTH = 0.6
CORRECTION_STRENGTH = 0.75
SCOPED_STRENGTH = 0.3
TENTATIVE_STRENGTH = 0.4

_CORRECTION = re.compile(
    r"其实|实际上|改主意|算了|不要再|别再|不再|之前说的不对|之前说错|我说错|说错了|收回|撤回|"
    r"以后不要|"
    r"以后别|说反了|(?:刚才|前面|上面).{0,6}(?:不对|错了)|纠正|更正|口误|搞错|理解错|不对不对|"
    r"弄反了|我没说|说了多少遍|说过多少次|"
    r"跟你说过|以后|今后|从今以后|一律|"
    r"\bactually\b|changed my mind|on second thought|scratch (?:that|what I said)|\bno longer\b|"
    r"\binstead\b|\bgo back to\b|\bnever ?mind\b|\bi was wrong\b|\bmisspoke\b|"
    r"\byou'?ve got me wrong\b|\byou misunderstood\b|\bthat'?s not what I meant\b|"
    r"\bmisread\b|\bbackwards\b|\bundo (?:what I said|that)\b|不是让你.{1,15}是让你|"
    r"不是要.{1,12}是要|\bI meant\b|我的意思是|\bmixed (?:that|it|them) up\b|搞混|弄混|"
    r"\bmisunderstood\b|"
    r"\bgot (?:me|it|that) wrong\b|\bmy mistake\b|弄错|误会|"
    r"\bopposite of what I meant\b|\bwrong way round\b|\bwrong way around\b|\btake that back\b|"
    r"\bignore (?:my|what I said)\b|\bforget (?:my|what I said)\b|\bcorrection\b|"
    r"\bI never said\b|\bit wasn'?t me\b|\banymore\b|\bany more\b|\bfrom now on\b|"
    r"\bgoing forward\b|\bI mean it\b|\bcame out wrong\b|搞反|弄反|反了|打错|\bnew direction\b|"
    r"\bfrom here on\b|从现在(?:起|开始)|\bno more\b(?! than)|\bsaid (?:this|that|it)\b[\w ]{0,20}\btimes\b|"
    r"\bagain with\b|\bnot again\b|我(?:之前|刚才|上次)?是说.{1,20}不是|\bI said\b.{1,30}, not\b",
    re.IGNORECASE,
)
_LOCAL = re.compile(
    r"[这那]一?[段句节](?!是我|话)|第[一二三四五六七八九十\d]+[段句节部]|开头|结尾|首段|末段|"
    r"最后一段|"
    r"标题[里中]|"
    r"\b(?:this|that)(?: one)? (?:paragraph|sentence|line|section|part)\b|\bthat one\b|"
    r"\b(?:first|second|third|last|final|opening|closing) (?:paragraph|sentence|line)\b|"
    # One part named by what it is or holds: "the signature line only", "那部分", "落款".
    r"[这那]一?(?:部分|块|处)|签名|落款|\bthe (?:part|bit|section) (?:where|with|about|that)\b|"
    r"\b(?:from|in|on|out of) (?:the|my|this|that) (?:[\w-]+ ){0,2}(?:line|section|part|bit|caption|"
    r"footer|header|signature|sign-?off|byline|bio|heading|subheading|table|quote)s?\b|"
    r"\bthe (?:intro|opening|ending|conclusion|closing)\b|\bsection \d+\b|\bin the title\b",
    re.IGNORECASE,
)
_THIRD_PARTY_ZH = re.compile(
    r"(?<![对跟给和向让为])"
    r"(?:读者|观众|用户|客户|老板|领导|上司|编辑|主编|同事|朋友|我妈|妈妈|母亲|我爸|爸爸|父亲|"
    r"女儿|儿子|"
    r"孩子|老师|家人|老婆|老公|他们|她们|别人|大家|粉丝)"
    r"(?:.{0,4}?(?:喜欢|觉得|说|希望|想要|要求|认为|偏好|讨厌|爱看|爱用|习惯|嫌)|的(?:文章|风格|"
    r"稿子|写法))"
)
_THIRD_PARTY_EN = re.compile(
    r"\b(?:my|our|his|her|their)\s+(?:[\w-]+\s+)?[\w-]+\s+(?:likes|loves|hates|wants|prefers|"
    r"thinks|says|said|keeps asking|writes|uses|insists|expects|swears by)\b|"
    r"\b(?:mother|mom|mum|dad|father|parents?|wife|husband|partner|kids?|children|son|daughter|"
    r"co-?authors?|co-?workers?|"
    r"editors?|boss|manager|clients?|customers?|readers?|audience|teacher|professor|colleagues?|"
    r"friends?|team|users?|people|everyone|they|he|she)(?:'s)?"
    r"(?:\s+[\w']+){0,3}?\s+(?:likes?|loves?|hates?|wants?|prefers?|thinks?|says?|said|feels?|"
    r"finds?|asked|asks|enjoys?|dislikes?|tends? to|expects?|insists?|would like|wish(?:es)?|"
    r"keeps? asking|writes?|uses?)\b",
    re.IGNORECASE,
)
_CLAUSE_SPLIT = re.compile(
    r"[。！？；;!?\n:：]+|[，、]|(?<=[\u4e00-\u9fff]),|,(?=[\u4e00-\u9fff])|"
    r",?\s+(?=but\s)|\s+[—–]+\s+|\s*[—–]{1,2}\s*(?=[\u4e00-\u9fff])|\.(?:\s+|$)|…+|\.{3,}"
)
_OWN_WISH = re.compile(r"^\W*(?:(?:I|I'?d|I'?m|me|please)\b|我|请)", re.IGNORECASE)
# "my editor says my paragraphs are walls of text and honestly she's right", "想想也是".
_AGREES = re.compile(
    r"\b(?:she|he|they)(?:'s|'re| is| are) (?:right|not wrong|got a point)\b|\bfair point\b|"
    r"\bI agree\b|\bhas a point\b|说得(?:对|有道理)|说的(?:对|有道理)|想想也是|有道理|确实如此",
    re.IGNORECASE,
)
_CONTRAST = re.compile(r"^(?:但是|但|不过|可是|\bbut\b)", re.IGNORECASE)
_TOO = re.compile(r"太|过于|过分|过度|\btoo\b|\boverly\b|\bway too\b", re.IGNORECASE)
_NEGATION = re.compile(
    r"不要|别|不用|不必|去掉|少用|少点|少[来放加写搞弄整]|避免|无需|不想|取消|不是|\bno\b|\bnot\b|"
    r"\bdon'?t\b|"
    r"\bavoid\b|"
    r"\bremov(?:e|ed|ing)\b|\bwithout\b|\bdrop(?:s|ped|ping)?\b|\bstop\b|\bless\b|\bfewer\b|"
    r"rather than|instead of|\bnever\b|\bditch(?:ing)?\b|\bcut(?:ting)?\b|\bget rid of\b|"
    r"\bno more\b|\benough (?:with|of)\b|\bagain with\b|\blose\b|\bscrap\b|\bkill\b|\bstrip\b|"
    r"\bskip\b|\bnix\b|\bgo easy on\b|\bease up on\b|\bcut back on\b|\bdial back\b|"
    r"\brein in\b|\bnot a (?:big )?fan of\b|\bless of\b|\bhold back on\b|"
    r"\btake out\b|\bwhy (?:so many|so much|all (?:the|these|those)|is (?:everything|it all))\b|"
    r"\bwhat'?s with\b|为什么|怎么(?:这么多|又|全是|都是|老是)|\bhate\b|\bcan'?t stand\b|受不了|"
    r"讨厌",
    re.IGNORECASE,
)
_EMOJI_NONE = re.compile(
    r"不要|别|不用|去掉|删掉|删除|删了|取消|无需|不需要|不加|完全不|全删|都删|讨厌|\bno\b|"
    r"\bremove\b|"
    r"\bwithout\b|\bdrop(?:ping)?\b|\bstop\b|\bavoid\b|\bzero\b|\bditch\b|\bdon'?t\b|\bcut\b|"
    r"\btake\b|\blose\b|get rid of|\bstrip\b|\bhate\b|can'?t stand|again with|enough with|"
    r"\bskip\b|\bnix\b|\bscrap\b|\bkill\b",
    re.IGNORECASE,
)
_EMOJI_FEWER = re.compile(
    r"少用|少点|少一点|少些|减少|太多|多了|看不惯|不喜欢|这么多|\bfewer\b|\bless\b|\breduce\b|"
    r"too many|"
    r"\bwhy so many\b|"
    r"\bdon'?t like\b|\bdislike\b",
    re.IGNORECASE,
)
_EMOJI_FEWER_AFTER = re.compile(
    r"^.{0,6}?少[放加来写搞弄整]?一?[点些]|^.{0,4}?(?:太多|多了|少用|少一点|少点|少些|有点多|偏多|多了点|别太多|不要太多)|"
    r"^.{0,24}?(?:\bnot (?:so|too) many\b|\bin moderation\b|\bsparingly\b|\bjust fewer\b)",
    re.IGNORECASE,
)
_EMOJI_NOT_ONE = re.compile(
    r"\bnot (?:a single|one|any)\b|\bzero\b|\bno(?! more than)\b|一个都|一个也", re.I
)
# "No more than two emoji", "go easy on the emoji": fewer, not none.
_EMOJI_MODERATE = re.compile(
    r"\bno more than\b|\bat most\b|\bmax(?:imum)?\b|\bgo easy on\b|\bease up on\b|"
    r"\bcut back on\b|\bdial (?:it )?back\b|\brein in\b|\bnot a (?:big )?fan\b|\bnot\b|"
    r"\bless\b|\bfewer\b",
    re.IGNORECASE,
)
_EMOJI_MORE_AFTER = re.compile(r"^.{0,4}?(?:多一点|多点|多些|太少)")
_EMOJI_NONE_AFTER = re.compile(
    r"^.{0,12}?(?:\bout\b|全删|都删|全部删|删光|去掉|删掉|全去|(?:都|全)?(?:别|不要|不)(?:留|要|"
    r"用|放|加)|"
    r"都不要|一个都不要)",
    re.IGNORECASE,
)
# An elliptical clause after one about emoji ("None. Ever.", "别太多就行").
_EMOJI_ELLIPSIS = (
    (
        re.compile(
            r"^(?:[\w']+\s){0,2}(?:none|zero)\b|^(?:no|nope)\b|^一个都不要|^都不要|^全删|^全部删|"
            r"^删|"
            r"^去掉",
            re.I,
        ),
        "none",
    ),
    (
        re.compile(r"^(?:以后|今后|往后|从今以后)?都?(?:(?:别|不要)太多|少[放加用来写]?一?[点些用])"),
        "fewer",
    ),
    (re.compile(r"\b(?:put|bring|add) (?:some|them|a few|it|one or two) back\b", re.I), "more"),
    (
        re.compile(r"^(?:remove|delete|drop|lose|cut|ditch|kill) (?:them|those|it|all)", re.I),
        "none",
    ),
)


@dataclass(frozen=True)
class _Term:
    pattern: re.Pattern[str]
    dimension: str
    value: str
    complaint: bool = False  # names what is wrong: the value is wanted whatever modifies it
    bare: bool = False  # names the dimension, not a pole: heard only with a direction


def _t(
    pattern: str, dimension: str, value: str, complaint: bool = False, bare: bool = False
) -> _Term:
    return _Term(re.compile(pattern, re.IGNORECASE), dimension, value, complaint, bare)


# "more formality", "更正式": a bare dimension word with a direction up.
_MORE_BEFORE = re.compile(r"\b(?:more|up|raise|increase|add)\b|更|多|加", re.I)


_TERMS: tuple[_Term, ...] = (
    _t(
        r"正式|书面|严谨|规范|官方|一本正经|\bformal(?:ly)?\b|\bprofess?ional\b|\bacademic\b|"
        r"\bpolished\b",
        "formality",
        "formal",
    ),
    # A dimension named without its pole ("the formality"): heard only with a direction.
    _t(r"\bformality\b|\bformal(?:ity)? level\b", "formality", "formal", bare=True),
    _t(
        r"口语|随意|轻松|接地气|亲切|随和|聊天|\bcasual\b|\bconversational\b|\binformal\b|"
        r"\bchatty\b|"
        r"\bloosen\b|\brelaxed\b|\bfriendl(?:y|ier)\b|\bchill\b|说人话",
        "formality",
        "casual",
    ),
    _t(
        r"\bstiff\b|呆板|死板|生硬|官腔|公文|合同|说明书|端着|\bstuffy\b|\blegalese\b|\bbureaucratic\b|"
        r"\b(?:rental |legal |a )?contract\b|\b(?:reads|sounds) like (?:a |an )?(?:[\w-]+ )?"
        r"(?:form|manual|textbook|report|filing|memo|legal document|terms and conditions|"
        r"disclaimer|press release|policy|brochure|user guide|insurance \w+)\b",
        "formality",
        "casual",
        complaint=True,
    ),
    _t(
        r"活泼|生动|有趣|俏皮|轻快|活力|热情|激情|幽默|感叹|\blively\b|\blivelier\b|\benergetic\b|"
        r"\benergy\b|\bpersonality\b|\bspark\b|\bflair\b|\bfun\b|\bplayful\b|\bupbeat\b|"
        r"\bpunch(?:y|ier)?\b|\bsnappier\b|\bpeppier\b|有劲|带劲|整点活|"
        r"\bexciting\b|\benthusiastic\b|"
        r"\bvivid\b|\bexclamation",
        "tone",
        "lively",
    ),
    _t(
        r"稳(?:一点|点|重|当|些)|平静|冷静|克制|沉稳|平实|低调|庄重|严肃|朴素|平和|收一收|收敛|收着|\bcalm(?:er)?\b|"
        r"\brestrained\b|\bmeasured\b|\bunderstated\b|\bsober\b|\bsubdued\b|\bserious\b|"
        r"\bneutral\b|"
        r"\btone (?:it )?down\b",
        "tone",
        "calm",
    ),
    _t(
        r"咋咋呼呼|浮夸|夸张|吵|\bexcitable\b|\bover the top\b|\bover-?hyped\b|一惊一乍|\bshouty\b|\bnoisy\b",
        "tone",
        "calm",
        complaint=True,
    ),
    _t(
        r"枯燥|无聊|干巴巴|沉闷|平淡|太平了|想睡觉|催眠|\bdull\b|\bboring\b|\bflat\b|\bbland\b", "tone", "lively", True
    ),
    _t(
        r"第二人称|\bsecond person\b|直接[对跟]读者|跟读者对话|对话感|称呼为?[“\"'‘「]?[你您]|"
        r"[“\"'‘「][你您][”\"'’」]|\baddress(?:ing)? the reader|\bspeak(?:ing)? directly to\b|"
        r"['\"“‘]you['\"”’]|\bas you\b",
        "person",
        "second",
    ),
    _t(r"第三人称|\bthird person\b", "person", "third"),
    _t(
        r"大白话|白话|通俗|浅显|易懂|\bplain (?:words|language|english|wording)\b|"
        r"\bsimple(?:r)? words\b|\bjargon-free\b",
        "vocabulary",
        "plain",
    ),
    _t(r"术语|专业|行话|\btechnical\b|\bjargon\b|\bterminology\b", "vocabulary", "technical"),
    _t(
        r"列表|分点|分(?:那么|这么|太)多(?:个)?点|要点|清单|\bbullet(?:s| points?|ed| lists?)?\b|"
        r"\bnumbered list\b|\blists?\b|一条一条|一条条",
        "structure",
        "lists",
    ),
    _t(
        r"段落叙述|叙述|连贯的段落|整段|大段文字|写成段落|成段|段落形式|\bprose\b|\bnarrative\b|"
        r"\bfull paragraphs\b|"
        r"\b(?:normal|regular|proper) paragraphs\b",
        "structure",
        "prose",
    ),
    _t(
        r"简洁|简练|删减|凝练|\btight(?:er)?\b|\bconcise\b|\bsuccinct\b|\bbrief\b|\bcut it down\b",
        "length",
        "concise",
    ),
    _t(
        r"啰嗦|啰唆|冗长|废话|水分|\bwordy\b|\bverbose\b|\brambling\b|\bpadded\b|\bfluff\b|"
        r"\bfewer words\b|\bpadding\b",
        "length",
        "concise",
        complaint=True,
    ),
    _t(
        r"详细|展开|多写|充实|\bdetail(?:ed|s)?\b|\bexpand\b|\belaborate\b|\bflesh (?:it )?out\b|"
        r"\bin depth\b|\bin full\b|\bdeep[- ]dives?\b",
        "length",
        "detailed",
    ),
    _t(r"单薄|空洞|\bthin\b|\bshallow\b|\bsketchy\b", "length", "detailed", complaint=True),
)
# "X多了" is "too many X" after a thing one counts, "much more X" after a quality (平和多了).
_COUNTABLE = re.compile(r"术语|行话|列表|要点|清单|感叹|\bjargon\b|\bbullet|\blists?\b", re.I)
_TOO_MUCH_AFTER = re.compile(
    r".{0,3}?(?:太多|过多|多到|多得|一堆|有点多|偏多)|.{0,8}?(?:少用|少点|少一点|少些|少放|少来)"
)
# "把列表改成段落", "turn the bullets into prose": what is replaced is not wanted.
_REPLACING_BEFORE = re.compile(r"把|将|\b(?:replace|swap|turn|change|convert)\b", re.I)
_REPLACED_AFTER = re.compile(r"^.{0,8}?(?:改成|换成|变成|改为|替换成|\s+(?:into|with|for)\b)", re.I)
_TOO_MANY_AFTER = re.compile(r".{0,3}?多了")
# "Take the exclamation marks out", "leave the jargon out": the verb's particle comes after.
_REMOVING_BEFORE = re.compile(
    r"\b(?:take|taking|took|leave|leaving|cut|cutting|strip|get|knock|pull|rip|edit|cross|dial|"
    r"turn|scale|weed|trim|tone)\b",
    re.I,
)
# "术语全部拿掉", "the exclamation marks have got to go": the removal follows what it removes.
_REMOVED_AFTER = re.compile(
    r"^.{0,6}?(?:删|去掉|拿掉|去了|砍掉|干掉|拿走|去除|不要了|都不要|能省就省|能不用就不用|能少就少)|"
    r"^.{0,2}?(?:别|不要|甭)(?!太|变|改|动|丢|忘)|"
    r"^.{0,24}?\b(?:ha(?:ve|s) (?:got )?to go|must go|gotta go|can go|need to go)\b",
    re.I,
)
# A clause that only removes what the one before named ("bullet points — ditch them", "删掉").
_BARE_REMOVAL = re.compile(
    r"^\W*(?:(?:just|please|pls|so)\s+)?(?:ditch|drop|lose|remove|delete|cut|kill|scrap|nix|"
    r"get rid of|take out|strip)\s+(?:them|it|those|these|that|all of (?:them|it))\b|"
    r"^\W*(?:(?:they|it|those|these) (?:have|has|gotta|must|need to) (?:got )?(?:to )?go)\b|"
    r"^\W*(?:都|全)?(?:删掉|删了|去掉|拿掉|砍掉|不要了|都不要)",
    re.I,
)
_OUT_AFTER = re.compile(r"^\W*(?:[\w-]+\s+){0,2}?(?:out|away|off|down)\b", re.I)
_EMOJI_TERM = re.compile(
    r"表情符号|表情|颜文字|\bemojis?\b|\bemoticons?\b|\bsmil(?:ey|ies|eys)\b", re.IGNORECASE
)

# Length judgements, most specific first: "too long" before "long", "长句拆" before "长句".
_LENGTH = re.compile(
    r"(?P<too_long>(?:太|过于|过|有点|够|好|老)长|(?:那么|这么|太|好|别)绕|绕来绕去|"
    r"\bwalls? of text\b|长了|长得|长到|[那这]么长|那样长|\btoo long\b|"
    r"\bso long\b|"
    r"\b(?:\d{2,}|thirty|forty|fifty|sixty)[- ]word\b|[一二三四五六七八九十百\d]{2,}个字)|"
    r"(?P<too_short>(?:太|过于|过|有点)短|短了|[那这]么短|零碎|碎|"
    r"\btoo short\b|\bchoppy\b|\bfragmented\b)|"
    r"(?P<shorter>长句[拆切断]|短一?[点些]|更短|简短|缩短|[改写弄]短|精简|精炼|简练|拆开|拆短|"
    r"拆分|切短|"
    r"短句|多分段|"
    r"分段|要短|得短|再短|\bshorter\b|\bshort\b|\btiny\b|\bsplit(?:ting)?\b|"
    r"\bcut\b(?:\s+[\w']+){0,3}?\s+down\b|\bbreak\b(?:\s+[\w']+){0,3}?\s+up\b|"
    r"\btrim\b|\btighten\b)|"
    r"(?P<longer>长一?[点些]|更长|长句|合并|[改写弄]长|要长|得长|再长|\blonger\b|\bmerge\b|"
    r"\bflowing\b|"
    r"\bcombine\b)|"
    r"(?P<bare_long>\blong\b(?=\s+(?:titles?|headlines?|sentences?|paragraphs?|articles?|"
    r"posts?)\b))",
    re.IGNORECASE,
)
_NOUNS = re.compile(
    r"(?P<sentence>句子|句|\bsentences?\b)|(?P<paragraph>段落|段(?!时间)|"
    r"\bparagraphs?\b)|"
    r"(?P<title>标题|题目|\btitles?\b|\bheadlines?\b)|"
    r"(?P<article>文章|全文|正文|篇幅|稿子|长文|\barticle\b|\bpiece\b|\bpost\b|\bdraft\b|"
    r"\bintro\b)",
    re.IGNORECASE,
)
_HARD_GOING = re.compile(
    r"\bhard to (?:follow|read)\b|\bdifficult\b|\btiring\b|\bexhausting\b|\bannoying\b|"
    r"\ba slog\b|\bdrag\b|累|难读|受不了|看不下去",
    re.IGNORECASE,
)
_LIKING = re.compile(r"\b(?:like|love|prefer|want|enjoy)s?\b|喜欢|想要", re.IGNORECASE)
_NOUN_DIMENSION = {
    "sentence": ("sentence_length", "shorter", "longer"),
    "paragraph": ("paragraph_length", "shorter", "longer"),
    "title": ("title_style", "short", "long"),
    "article": ("length", "concise", "detailed"),
}
_COMPARED_TO = re.compile(r"像(?:是)?\S{0,6}|\b(?:reads|sounds|looks) like an? [\w ]{0,30}", re.I)
# "no longer" is a correction marker, not a length; keep its negation, drop the length.
_NO_LONGER = re.compile(r"\bno longer\b", re.IGNORECASE)


def is_explicit_correction(text: str) -> bool:
    return bool(_CORRECTION.search(text))


def _others_first(clause: str) -> bool:
    """Does the clause open on someone else's taste ("读者喜欢…", "My editor wants…")?"""
    match = _THIRD_PARTY_ZH.search(clause) or _THIRD_PARTY_EN.search(clause)
    return match is not None and match.start() <= 6


def is_third_party(segment: str) -> bool:
    """True when the segment states someone else's taste or ways ("读者喜欢…", "my boss
    writes…", "我们主编特别爱用…")."""
    return bool(
        _THIRD_PARTY_ZH.search(segment)
        or _THIRD_PARTY_EN.search(segment)
        or is_someone_else(segment)
    )


def is_local(text: str) -> bool:
    """About one place of the article ("这一段", "the intro"), not the writer's style."""
    return bool(_LOCAL.search(text))


def is_one_off(text: str) -> bool:
    """Said about this piece or this time only, with no lasting wish beside it ("以后段落都短
    一点" is one; "以后不用这样" only repeats that this was a one-off)."""
    if not says_one_off(text):
        return False
    return not any(
        LASTING.search(clause) and _clause_hits(clause, _Context(), False)
        for clause in _clauses(normalise(text))
    )


def _clauses(text: str) -> list[str]:
    return [c.strip() for c in _CLAUSE_SPLIT.split(text) if c and c.strip()]


def _stretch_at(clause: str, position: int) -> str:
    """The comma-delimited stretch of `clause` around `position`."""
    start = max(clause.rfind(",", 0, position), clause.rfind("，", 0, position)) + 1
    ends = [i for i in (clause.find(",", position), clause.find("，", position)) if i >= 0]
    return clause[start : min(ends) if ends else len(clause)]


def _flip(dimension: str, value: str) -> str:
    degrees = DIMENSIONS[dimension]
    sign = degrees[value] > 0
    return next(v for v, d in degrees.items() if (d > 0) != sign and abs(d) == 1)


def _prefix(clause: str, start: int, floor: int) -> str:
    """The words just before a term, not reaching back past the previous term or a comma."""
    prefix = clause[max(floor, start - 30) : start]
    return re.split(r"[,，]", prefix)[-1]


@dataclass(frozen=True)
class _Hit:
    """One style judgement found in a clause. `literal`: the term taken at face value (not
    negated, not a complaint), the reading sarcasm turns round."""

    position: int
    dimension: str
    value: str
    literal: bool
    term: str = ""


def _pole_values(clause: str) -> Iterable[_Hit]:
    hits = sorted(
        ((m.start(), m.end(), term) for term in _TERMS for m in term.pattern.finditer(clause)),
        key=lambda hit: hit[0],
    )
    previous_end = 0
    seen: set[str] = set()
    for start, end, term in hits:
        prefix = _prefix(clause, start, previous_end)
        previous_end = max(previous_end, end)
        if term.dimension in seen:
            continue  # "stop addressing the reader as 'you'": one clause, one judgement
        seen.add(term.dimension)
        word = clause[start:end]
        replaced = _REPLACED_AFTER.match(clause[end:]) and _REPLACING_BEFORE.search(prefix)
        removed = _REMOVING_BEFORE.search(prefix) and _OUT_AFTER.match(clause[end:])
        too_much = (
            replaced
            or removed
            or _REMOVED_AFTER.match(clause[end:])
            or _TOO_MUCH_AFTER.match(clause[end:])
            or (_COUNTABLE.search(word) and _TOO_MANY_AFTER.match(clause[end:]))
        )
        if term.complaint:
            yield _Hit(start, term.dimension, term.value, False, word)
        elif _TOO.search(prefix) or _NEGATION.search(prefix) or too_much:
            yield _Hit(start, term.dimension, _flip(term.dimension, term.value), False, word)
        elif term.bare and not _MORE_BEFORE.search(prefix):
            continue  # "the formality of the invitation": named, not judged
        else:
            yield _Hit(start, term.dimension, term.value, True, word)


def _emoji_values(clause: str) -> Iterable[_Hit]:
    previous_end = 0
    for m in _EMOJI_TERM.finditer(clause):
        prefix = _prefix(clause, m.start(), previous_end)
        after = clause[m.end() :]
        previous_end = m.end()
        if _EMOJI_NOT_ONE.search(prefix):
            yield _Hit(m.start(), "emoji", "none", False)
        elif _EMOJI_MODERATE.search(prefix) and not _EMOJI_NONE_AFTER.search(after):
            yield _Hit(m.start(), "emoji", "fewer", False)
        elif _EMOJI_NONE_AFTER.search(after) or _EMOJI_NONE.search(prefix):
            yield _Hit(m.start(), "emoji", "none", False)
        elif _EMOJI_FEWER_AFTER.search(after) or _EMOJI_FEWER.search(prefix):
            yield _Hit(m.start(), "emoji", "fewer", False)
        else:
            yield _Hit(m.start(), "emoji", "more", not _EMOJI_MORE_AFTER.search(after))


def _length_values(clause: str, inherited: str | None) -> tuple[list[_Hit], str | None]:
    """Length judgements tied to the nearest noun; an elliptical clause inherits the last noun
    (or, opening the message, the first noun said after it: "Still too long — cut the
    sentences down")."""
    text = _NO_LONGER.sub("no", clause)
    # What something is compared to ("长得像一段话", "like a legal document") is not its subject.
    compared = [m.span() for m in _COMPARED_TO.finditer(text)]
    nouns = [
        (m.start(), m.end(), m.lastgroup or "article")
        for m in _NOUNS.finditer(text)
        if not any(a <= m.start() < b for a, b in compared)
    ]
    found: list[_Hit] = []
    for m in _LENGTH.finditer(text):
        kind = m.lastgroup or ""
        if nouns:

            def distance(noun: tuple[int, int, str], m: re.Match[str] = m) -> tuple[int, int]:
                start, end, _ = noun
                gap = max(0, start - m.end(), m.start() - end)
                return gap, 0 if end <= m.start() else 1

            noun = min(nouns, key=distance)[2]
        else:
            noun = inherited or "article"
        dimension, short, long = _NOUN_DIMENSION[noun]
        if kind == "bare_long":
            # "long titles" says nothing alone; "I don't want long titles" and "the long
            # sentences are hard to follow" both want them short.
            said_before = re.split(r"[,，]", text[: m.start()])[-1]
            if _NEGATION.search(said_before) or _HARD_GOING.search(text[m.end() :]):
                kind = "too_long"
            elif _LIKING.search(said_before):
                kind = "longer"
            else:
                continue
        wants_short = kind in ("too_long", "shorter")
        literal = kind in ("shorter", "longer")
        if literal and _NEGATION.search(re.split(r"[,，]", text[: m.start()])[-1]):
            wants_short, literal = not wants_short, False
        if any(hit.dimension == dimension for hit in found):
            continue  # "Stop splitting everything into tiny paragraphs": one judgement
        found.append(_Hit(m.start(), dimension, short if wants_short else long, literal))
    last_noun = nouns[-1][2] if nouns else inherited
    return found, last_noun


def _is_praise_only(clause: str) -> bool:
    words = re.findall(r"[A-Za-z']+|[\u4e00-\u9fff]", clause)
    return len(words) <= 3 and not _NOUNS.search(clause) and not _EMOJI_TERM.search(clause)


def _read_sarcasm(hits: list[_Hit]) -> list[_Hit]:
    """Sarcastic praise means the opposite of its literal words; complaints mean what they say."""
    meant = []
    for hit in hits:
        if hit.literal and PRAISE_VEHICLE.search(hit.term):
            continue
        value = _flip(hit.dimension, hit.value) if hit.literal else hit.value
        meant.append(replace(hit, value=value, literal=False))
    return meant


@dataclass
class _Context:
    """What carries from one clause to the next within one message."""

    noun: str | None = None
    local: bool = False
    emoji: bool = False
    one_off: bool = False


def _clause_hits(clause: str, context: _Context, correction: bool) -> list[_Hit]:
    lengths, noun = _length_values(clause, context.noun)
    local = (
        bool(_LOCAL.search(clause))
        and not correction
        or (noun == context.noun and context.local and not _NOUNS.search(clause))
    )
    hits = [*_pole_values(clause), *lengths]
    emoji_hits = list(_emoji_values(clause))
    if not emoji_hits and not hits and context.emoji:
        emoji_hits = [
            _Hit(0, "emoji", value, False)
            for pattern, value in _EMOJI_ELLIPSIS
            if pattern.search(clause)
        ][:1]
    context.emoji = bool(emoji_hits) or (context.emoji and not hits)
    context.noun, context.local = noun, local
    hits += emoji_hits
    if RETRACTED.search(clause):
        # What is taken back means its opposite; a degree taken back ("I didn't mean fewer
        # emoji — I meant none") says nothing by itself.
        hits = [
            replace(h, value=_flip(h.dimension, h.value), literal=False)
            for h in hits
            if abs(DIMENSIONS[h.dimension][h.value]) == 1 and h.value != "fewer"
        ]
    elif CONCEDED.search(clause):
        hits = []
    return hits


def offline_observations(suggestion: str) -> list[Observation]:
    """Observations from the writer's words by keyword rules; one per (dimension, value)."""
    text = mask_quoted(normalise(suggestion))
    explicit = is_explicit_correction(text) or is_explicit_correction(suggestion)
    sarcastic = is_sarcastic(text)
    # Doubt said on its own ("Not sure.", "也不一定，你看着办") hangs over the whole message.
    doubt = any(
        is_hesitant(clause) and not _clause_hits(clause, _Context(), False)
        for clause in _clauses(text)
    )
    found: dict[tuple[str, str], Observation] = {}
    first_noun = next((m.lastgroup for m in _NOUNS.finditer(text)), None)
    context = _Context(noun=first_noun)
    named: list[_Hit] = []  # what the last clause named at face value, for "ditch them"
    for sentence in sentences(text):
        polite = is_polite_request(sentence)
        if mood(sentence, not polite and (doubt or is_hesitant(sentence))) != "request":
            continue
        readers = is_about_readers(sentence)
        said_to_readers = False
        # "My co-founder loves long, rambling paragraphs": the subject carries through the
        # sentence until the writer turns to their own wish ("but I…", "我想…").
        others = False
        for clause in _clauses(sentence):
            if is_someone_else(clause) or _others_first(clause):
                others = True
            elif (
                _CONTRAST.match(clause)
                or _OWN_WISH.match(clause)
                or _AGREES.search(clause)
                or LASTING.search(clause)
            ):
                others = False
            if says_one_off(clause):
                context.one_off = True
            elif LASTING.search(clause) or _CONTRAST.match(clause):
                context.one_off = False
            correction = bool(_CORRECTION.search(clause) or RETRACTED.search(clause))
            hits = _clause_hits(clause, context, correction)
            if not hits and _BARE_REMOVAL.search(clause):
                hits = [replace(h, value=_flip(h.dimension, h.value), literal=False) for h in named]
            named = [h for h in hits if h.literal]
            hesitant = not polite and (doubt or is_hesitant(clause))
            if sarcastic:
                # "Very professional." after the complaint is the sarcasm itself, not a wish.
                hits = [] if _is_praise_only(clause) else _read_sarcasm(hits)
            agreed = _AGREES.search(clause)
            for hit in hits:
                stretch = _stretch_at(clause, hit.position)
                adopted = agreed is not None and hit.position > agreed.start()
                about_others = (others and not adopted) or (
                    is_third_party(stretch) and not adopted
                )
                if about_others and not readers:
                    continue
                # Who the readers are, or what they like, is put to the writer, not filed.
                # ("Too much jargon — my readers get lost": the complaint is the writer's.)
                for_readers = (
                    readers
                    and not polite
                    and not IMPERATIVE.search(stretch)
                    and not _TOO.search(stretch)
                    and not speaks_for_self(stretch)
                )
                tentative = sarcastic or hesitant or for_readers
                reading = (
                    "sarcasm"
                    if sarcastic
                    else ("audience_taste" if about_others else "audience")
                    if for_readers
                    else "hesitant"
                    if hesitant
                    else ""
                )
                said_to_readers = said_to_readers or for_readers
                _file(found, _heard(hit, suggestion, explicit, context, tentative, reading))
        if readers and not found and not said_to_readers:
            for dimension, value in implied_by_readers(sentence):
                hit = _Hit(0, dimension, value, False)
                _file(found, _heard(hit, suggestion, False, context, True, "audience"))
    return list(found.values())


def _heard(
    hit: _Hit, quote: str, explicit: bool, context: _Context, tentative: bool, reading: str
) -> Observation:
    scoped = context.one_off or context.local
    return Observation(
        dimension=hit.dimension,
        value=hit.value,
        source="writer",
        strength=SCOPED_STRENGTH
        if scoped
        else (
            TENTATIVE_STRENGTH
            if tentative
            else CORRECTION_STRENGTH
            if explicit
            else WRITER_STRENGTH
        ),
        by_writer=True,
        quote=quote.strip(),
        explicit=explicit and not scoped and not tentative,
        scoped=scoped,
        tentative=tentative and not scoped,
        reading=reading,
    )


def _file(found: dict[tuple[str, str], Observation], observation: Observation) -> None:
    """A later clause on the same dimension refines an earlier one ("太多，全删了")."""
    for key in [k for k in found if k[0] == observation.dimension]:
        del found[key]
    found[(observation.dimension, observation.value)] = observation
