"""Who the readers are, told over several sentences and in everyday words: the span of a message
that describes them, and broad lexicons of what such readers need.

"who reads this? commercial pilots, mostly. they fly the A320 every week.", "The walking group
skews seventy-plus. Half of them … read it with a magnifier.": the readers are named in one
sentence and described in the next, so the message is read as a whole. The lexicons cover the
KIND — years in a trade, readers outside the field ("not finance people", 不是搞技术的), the
first time at something ("never climbed before", 第一次申请), and how and where the piece is read
(in the dark, with gloves on, one hand on a pram, 等餐的时候刷一下, 喺地铁上面碌两下). What they
imply is proposed to the writer as a question by the caller, never filed on its own.
"""

import re
from dataclasses import replace

from app.style.hits import Context
from app.style.occasions import frames_an_occasion, frames_the_whole_message
from app.style.prefilter import lazily_screened
from app.style.reading import mood, sentences


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


_YEARS_EN = (
    r"(?:over |more than |nearly |almost |about |well over |at least )?(?:\d+|two|three|four|"
    r"five|six|seven|eight|nine|ten|a dozen|fifteen|twenty|thirty|forty|fifty|sixty|decades|"
    r"many|donkey'?s|umpteen|years and)(?: or so)?(?: years| decades)?"
)
_YEARS_ZH = (
    r"(?:几|十几|二十|三十|四十|五十|几十|好几十|好几|很多|好多|多|[一二三四五六七八九十两]{1,3}|"
    r"\d{1,2})(?:多)?年"
)

# Years in a trade, or the trade's words used every day: insiders — technical words.
SEASONED = _re(
    # "have been restoring clocks for forty years", "who've been doing this for thirty years".
    r"\b(?:been|spent (?:their|his|her) (?:lives|careers|working lives)) (?:[\w'-]+ ){0,5}?for "
    + _YEARS_EN
    + r"\b|"
    r"\b(?:with|after|have|having|got) " + _YEARS_EN + r" (?:of |in )(?:experience|the trade|"
    r"the business|the industry|the job|practice)\b|"
    r"\b(?:decades|years) (?:of experience|in the (?:trade|business|industry|job|field))\b|"
    r"\b(?:lifers|old hands|old-timers|time-served|journeymen|master (?:\w+ers|craftsmen))\b|"
    # "know an escapement from a fusee", "know what a firkin and finings are".
    r"\bknow (?:an? |the )?[\w'-]+ from (?:an? |the )?[\w'-]+\b|"
    r"\bknow (?:exactly |perfectly well |full well |fine well )?what (?:an? |the )?[\w' ,-]{1,40}? "
    r"(?:is|are|means?|does|do)\b|"
    r"\bfor a living\b|\bday in,? day out\b|\b(?:all day|every day|daily) (?:long )?(?:at|in|on) "
    r"the (?:job|bench|lab|ward|desk|terminal|coalface|counter)\b|"
    r"\blive (?:in|on) (?:[\w-]+ ){0,2}(?:and [\w-]+ )?all day\b|"
    # 做了十几年税务, 做咗几十年, 入行二十年, 干这行多年, 老师傅, 熟过我, 天天跟血常规打交道.
    r"(?:做|干|搞|跑|修|开|教|种|养|玩|写|带|研究|从事)(?:了|咗|过)?\S{0,6}?" + _YEARS_ZH + r"|"
    r"(?:入行|从业|执业|工龄|干这行|做这行)\S{0,2}" + _YEARS_ZH + r"|" + _YEARS_ZH + r"(?:以上)?的?"
    r"(?:老|资深|从业|经验|工龄|行医|执业)|老师傅|老行尊|行尊|老把式|熟过我|比我(?:还|更)?(?:熟|懂|清楚)|"
    r"(?:每天|天天|整天|成天|日日|日常)[^，,。；;！!？?\n]{0,16}?(?:打交道|泡在|对着|摸|"
    r"跟[^，,。；;！!？?\n]{1,14}?(?:打交道|混))|"
    # Licensed in the trade: 持证上岗, "chartered surveyors", "registered gas engineers".
    r"持证|执业资格|执业(?:律师|医师|医生|药师|会计师|护士|兽医|建筑师)|(?:有|拿了|考了)\S{0,4}(?:资格证|执照|上岗证)|"
    r"\b(?:chartered|certified|licensed|registered|accredited) (?:[\w-]+ )?(?:accountants|"
    r"engineers|surveyors|electricians|plumbers|architects|planners|inspectors|technicians|"
    r"practitioners|assessors|auditors|actuaries|dietitians|physiotherapists|valuers)\b|"
    r"泡在\S{0,6}(?:产线|实验室|工地|机房|车间|手术室|病房|库房|档案馆)|"
    # Grown up in the trade: 「在酒厂车间里泡大的酿酒师」, 在工地上摸爬滚打的老师傅.
    r"(?:里|中|上)泡大的|摸爬滚打"
)

# Readers outside the field the piece is about: plain words, whatever their own trade.
OUTSIDE_THE_FIELD = _re(
    r"\b(?:not|aren'?t|never|no|isn'?t|neither)\s+(?:\w+\s+){0,2}(?:people|folks|types|crowd|"
    r"person|persons|pros|insiders|nerds|wonks|specialists|professionals|minded)\b|"
    r"\bnon-?(?:tech|techies|technical|specialists?|experts?|finance|legal|medical|scientists?|"
    r"academics?|engineers?|gamers?|players?|natives?)\b|\boutside (?:the|our|this) "
    r"(?:field|industry|trade|business|sector)\b|\bcivilians\b|\bmuggles\b|"
    r"(?:不是|并非|又不是|也不是)(?:搞|做|学|干|懂|读)\S{0,6}的|(?:不是|并非)\S{0,6}(?:圈|行|界)(?:内|里)?的?(?:人)?|"
    r"非(?:专业|技术|本专业|业内)|圈外|行外|外行|不懂行|唔识行|"
    # "没什么医学知识", "no medical background", "don't know much about wine".
    r"(?:没|没有|缺乏|缺少|不具备)(?:什么|啥|多少|太多)?\S{0,4}(?:知识|背景|基础|常识)|"
    r"\b(?:no|little|limited|zero) (?:[\w-]+ )?(?:background|knowledge|training|expertise)\b|"
    r"\b(?:don'?t|do not|doesn'?t) know (?:much|a lot|anything|the first thing) about\b"
)

# The first time at it: new to the hobby, the country, the process — plain words.
FIRST_TIME = _re(
    r"\bnever (?:[\w'-]+ ){0,3}?(?:before|in (?:their|his|her|my|our) (?:lives|life))\b|"
    r"\bfor the (?:very )?first time\b|\bfirst[- ]time(?:rs)?\b|\b(?:brand[- ])?new to\b|"
    r"\bjust (?:got|joined|started|signed up|moved|arrived|bought|picked up|took up)\b|"
    r"\b(?:only|just) (?:got|joined|started|took up) (?:[\w'-]+ ){0,3}?(?:this|last) "
    r"(?:spring|summer|autumn|fall|winter|year|month|week|term|season)\b|"
    r"\b(?:complete|total|absolute) (?:beginners|novices|newbies|newcomers)\b|"
    r"\bbrand[- ]new (?:[\w-]+ )?(?:members|owners|keepers|parents|hobbyists|recruits|"
    r"starters|joiners|\w+ers|\w+ists)\b|\bfor (?:less than|under|only|just|barely) (?:a|one|"
    r"two|three|six|a few|\d+) (?:years?|months?|weeks?)\b|"
    r"\bgreen(?:horns)?\b(?= (?:as|at|to)\b)|"
    r"第一次|头一回|头一次|首次|刚入坑|新入坑|刚入门|刚上手|刚开始|刚接触|没接触过|从没\S{0,4}过|"
    r"从来没\S{0,4}过|没听(?:说)?过|搞不清|弄不清|分不清|摸不着头脑|一头雾水|唔知|唔识"
)

# How and where the piece is read: in a moment, with hands or eyes busy — concise.
HOW_READ = _re(
    r"\bin the dark\b|\bwith gloves on\b|\bgloved\b|\bwet hands\b|\bone[- ]handed\b|"
    r"\bwith (?:a|one) (?:hand|eye) on\b|\bon (?:one|their|her|his) hip\b|"
    r"\bstanding (?:up|at|in|on)\b|"
    r"\bon (?:a|the|their) (?:doorstep|ladder|platform|roof|boat|deck|ward round|forecourt|"
    r"shop floor|school run|late train|night bus|train|bus|tram|ferry|tube|metro)\b|"
    r"\bat (?:the|a) (?:bus stop|school gate|till|checkout|traffic lights?|red lights?|kerb)\b|"
    r"\bin (?:the|a) (?:queue|lift|cab|field|rain|wind|cold|car park|corridor|van)\b|"
    r"\b(?:half[- ]asleep|on the hoof|on the run|mid[- ]shift|in a hurry|in passing|"
    r"at a glance|with seconds to spare|\w+ seconds to spare|before the lights change)\b|"
    r"\b(?:skim|scroll|flick|glance|swipe)(?:s|ed|ing)? (?:through|past|over|at|down)\b|"
    r"\bsmall screens?\b|\b(?:dimmed|cracked|tiny) (?:[\w-]+ )?(?:phones?|screens?)\b|"
    r"\b(?:wind|spray|noise|rush hour|commute)\b|"
    r"(?:黑灯瞎火|天黑|戴着手套|单手|站着看|边走边|路上|通勤|上下班|赶时间|赶住|等餐|等车|排队|"
    r"刷一下|刷两下|刷一刷|碌两下|碌一碌|睇两眼|睇一眼|扫两眼|瞄两眼|看一眼就|看完就(?:划|滑|关)|"
    r"划走|滑走|几秒|抽空|接\S{0,4}(?:孩子|小朋友|放学)|地铁|公交|车上|手机上)"
)

# Trades and studies whose readers know the words, named in everyday words: technical.
PROFESSIONS = _re(
    r"\b(?:archivists|historians|curators|conservators|librarians|pharmacists|pilots|"
    r"navigators|surveyors|actuaries|radiographers|sonographers|physiotherapists|physios|"
    r"dieticians|dietitians|optometrists|pathologists|epidemiologists|toxicologists|"
    r"geologists|hydrologists|ecologists|botanists|entomologists|ornithologists|zoologists|"
    r"astronomers|astrophysicists|cartographers|horologists|luthiers|sommeliers|cellarmen|"
    r"cellar managers|publicans|landlords of|brewers|maltsters|vintners|winemakers|"
    r"beekeepers of|farriers|saddlers|stonemasons|joiners|cabinetmakers|toolmakers|machinists|"
    r"millwrights|shipwrights|riggers|linesmen|signallers|dispatchers|controllers|"
    r"paralegals|conveyancers|notaries|auditors|underwriters|brokers|traders|quants|"
    r"devs|coders|hackers|sysadmins|maintainers|contributors|committers|testers|"
    r"researchers|postdocs|lecturers|clinicians|registrars|consultants|anaesthetists|"
    r"anesthesiologists|midwives|radiologists|dentists|hygienists|vets|veterinarians|"
    r"engineers|technicians|chemists|physicists|mathematicians|statisticians|"
    r"analysts|economists|translators|interpreters|typographers|typesetters|printers)\b|"
    r"\b(?:engineering|dev|development|data|security|infra|platform|research|clinical|"
    r"lab|ops|devops|QA|finance|treasury|compliance|audit|actuarial) (?:team|department|"
    r"desk|group|folks|people|crowd)\b|"
    r"研究员|研究所|天文台|实验室|检验科|化验室|课题组|工程师|技术员|工艺|产线|芯片|半导体|"
    r"会计|审计|税务|精算|律师|法务|医生|医师|护士|药师|药剂|麻醉|放射科|影像科|飞行员|机长|"
    r"调度员|质检|程序员|开发者|架构师|运维|档案员|馆员|策展人|编辑部|同行|业内"
)

# Where the readers are introduced in words the classic shapes miss: "People read our alerts…",
# "These cards get read by deckhands", "ppl reading our zine r…", "who reads this?".
_INTRODUCED = _re(
    r"\b(?:people|folks|ppl|readers|members|subscribers|users|customers|clients|volunteers|"
    r"parents|families|staff|students|visitors|followers|viewers|listeners|guests|tenants|"
    r"residents|everyone|everybody|most|half|anyone|whoever|they)\s+(?:mostly |mainly |"
    r"usually |often |all |tend to |only )?(?:read|open|get|check|skim|scan|see|use|receive)s?"
    r"\s+(?:it|them|this|these|us|our|my|the)\b|"
    r"\b(?:gets?|are|is|will be) (?:mostly |mainly |usually |often )?(?:read|opened|checked|"
    r"skimmed|seen|used) by\b|"
    r"\b(?:people|folks|ppl|those|the ones|everyone|members|readers|subscribers|users)\s+"
    r"(?:who|that)\s+(?:\w+\s+){0,2}?(?:read|open|get|follow|receive|use|see|sign up)\b|"
    r"\bppl (?:reading|who read|on)\b|\b(?:r|are) mostly\b|"
    r"\b(?:folks?|people|ppl|ones|those|everyone|anyone|the ones) (?:reading|getting|opening|"
    r"receiving|following|subscribed to) (?:this|these|it|them|my|our)\b|"
    r"\bwho (?:reads|opens|gets|follows|uses) (?:this|these|it|them|the \w+|our \w+|my \w+)\b|"
    # "The walking group skews seventy-plus", "the list is heavy on first-timers".
    r"\b(?:the|our|my|this) (?:[\w-]+ ){0,2}(?:group|club|society|list|crowd|membership|"
    r"readership|audience|congregation|choir|team|class|cohort|circle|forum|server|network) "
    r"(?:skews|leans|tilts|runs|is (?:heavy on|full of|mostly|mainly|largely|packed with))\b|"
    r"(?:看|读|睇|讀|关注|订阅|用|收)\S{0,8}的(?:人)?(?:里|中)?\S{0,4}(?:多半|大多|大部分|多数|基本|"
    r"主要|一半|不少|好多|很多)|(?:我们|我哋|我的|本)[^，,。；;！!？?]{0,8}(?:会员|用户|读者|粉丝|"
    r"听众|观众|客人|顾客|客户|学员|\buser|\busers|\breaders|\bfollowers|\baudience|\bfans)"
    r"[^，,。；;！!？?]{0,3}(?:多半|大多|大部分|多数|基本|主要|一半|不少|好多|很多|都)"
)
# A sentence that goes on about the readers just named: "they…", "half of them…", "他们…".
_GOES_ON = _re(
    # ("For a lot of them English is a third language", "Among them…", "对他们来说…".)
    r"^\W*(?:(?:for|among|to|with|of) (?:(?:half|most|many|some|all|a lot|lots|a few|several|"
    r"plenty|quite a few|nearly all|almost all) of )?(?:them|those|these)\b|"
    r"(?:对|对于|跟|给)(?:他们|她们|佢哋)(?:来说|来讲|而言)?)|"
    r"^\W*(?:they|them|these|those|the ones|(?:half|most|many|some|all|a lot|lots|few|none|"
    r"plenty|a few|several|two-thirds|a third) of (?:them|those|these|us)|most|half|many|"
    r"some|everyone|everybody|he|she)\b|^\W*(?:他们|她们|佢哋|大家|好多人|很多人|不少人|"
    r"有的|有些人|一半|大部分|多数|他|她)"
)
# Idioms of emphasis shaped as a condition: "if it bit them", "if their life depended on it",
# "to save their lives", "就算拿刀架在脖子上".
_EMPHASIS = _re(
    r"\b(?:even )?if (?:it|one|a \w+) (?:bit|stung|hit|slapped|kicked|jumped (?:out at|up and "
    r"bit)|walked up to|came up and \w+) (?:them|him|her|me|you|us)(?: on the \w+| in the \w+)?\b|"
    r"\bif (?:their|his|her|my|your|our) li(?:fe|ves) depended on it\b|"
    r"\bto save (?:their|his|her|my|your|our) li(?:fe|ves)\b|"
    r"(?:就算|即使|哪怕)\S{0,6}(?:刀架在脖子上|打死)"
)
_ASKED_WHO = _re(r"\bwho (?:reads|opens|gets|reads|follows|uses|is)\b[^?]*\?|谁(?:在)?(?:看|读)")


def readers_span(text: str) -> str:
    """The sentences of `text` that tell who the readers are and how they read, joined: the
    one introducing them, the answer to "who reads this?", and those that go on about them.
    Not the one body a single piece goes to ("This goes to the gas regulator about the leak")."""
    from app.style.audience import is_about_readers  # audience reads one sentence; we join

    if frames_an_occasion(text):
        return ""

    told: list[str] = []
    on_readers = False
    previous = ""
    for sentence in sentences(text):
        goes_on = on_readers and bool(_GOES_ON.match(sentence))
        answers = bool(_ASKED_WHO.search(previous))
        # ("Would teenagers find this dull?", "If it were for engineers…": readers imagined.)
        # ("…wouldn't know what it means if it bit them": an idiom of emphasis, not a case.)
        imagined = mood(_EMPHASIS.sub(" ", sentence)) != "request" and not _ASKED_WHO.search(
            sentence
        )
        if imagined:
            on_readers = False
        elif is_about_readers(sentence) or _INTRODUCED.search(sentence) or goes_on or answers:
            told.append(sentence)
            on_readers = True
        else:
            on_readers = False
        previous = sentence
    return " ".join(told)


# A part of the piece named ("Just for this closing paragraph… it goes to the board"): then the
# readers are a reason for one place, not who reads the writer's work.
_PART = _re(
    r"\b(?:paragraphs?|sections?|intro(?:duction)?|opening|ending|closing|conclusion|sentences?|"
    r"lines?|captions?|headlines?|titles?|heading|bit|part|slide|page|footnote|sign-?off)\b|"
    r"段|句|开头|结尾|标题|部分|这里|那里|落款|脚注"
)
# Said to be once only, in so many words (a piece named, "this one", 这期, is not).
_ONCE = _re(
    r"\b(?:just|only) (?:this|the) once\b|\bone-?off\b|\bjust for (?:this|today|now)\b|"
    r"\b(?:only|just) (?:this|for this) (?:time|once|one)\b|\bthis time only\b|"
    r"就这一次|仅此一次|下不为例|只(?:是)?这(?:一)?次|就这次|临时|破例"
)


# This one piece given to its readers, and something asked of it beside ("这篇是给幼儿园小朋友
# 家长看的，词儿用简单点", "Today's post is for the Year 3 class, so keep the words tiny"): the wish
# is for this piece. (A newsletter or an issue — 这份简报, 这期 — goes to the same readers again.)
_THIS_PIECE_ASKED = _re(
    r"这[篇条回次](?:是|要)?(?:写|发|念|讲)?给[^，,。！？!?]{1,20}?(?:看|读|听)?的[，,]\s*"
    r"[^，,。！？!?]{0,12}?(?:[点些]儿?|别\S|不要|不用|去掉|删掉?)\s*[。！!]?\s*$|"
    r"\b(?:today|tonight|tomorrow|this (?:week|weekend|month))'?s (?:[\w-]+\s+){0,2}?(?:post|"
    r"piece|update|issue|email|newsletter|notice|letter|blurb|bulletin)\s+(?:is|'s|goes)\s+"
    r"(?:out\s+)?(?:for|to)\b[^.!?]{0,80}?\bso\s+(?:keep|make|use|write|cut|go|strip|take|put)\b"
)


def said_once(text: str) -> bool:
    """Is the text said to be once only, in so many words ("just this once", 就这一次)?"""
    return bool(_ONCE.search(text))


def as_readership(context: Context, sentence: str, text: str) -> Context:
    """The context a readership is heard in: who reads "this issue" or "这期" reads the writer's
    work, so the piece named does not make it one place — unless a part of it is named, the
    writer says it is a one-off, or the piece is one occasion (a death told to the parents)."""
    part = bool(_PART.search(sentence))
    once = part or bool(_ONCE.search(sentence)) or frames_the_whole_message(text)
    once = once or bool(_THIS_PIECE_ASKED.search(text))
    return replace(context, local=context.local and part, one_off=context.one_off and once)


_DENIED = _re(
    r"(?:\b(?:not|no|never|hardly|barely|nobody|none)\b|n'?t\b|不|没|唔|冇)[^.!?。！？；;]{0,12}$"
)


def insiders(told: str) -> bool | None:
    """Are the readers said to be at home in the trade ("have been restoring clocks for forty
    years", 做了十几年税务)? False when it is denied ("wouldn't know a crimp from a jug"): they
    are outsiders; None when nothing is said of it."""
    found = SEASONED.search(told)
    if found is None:
        return None
    return not _DENIED.search(told[max(0, found.start() - 30) : found.start()])
