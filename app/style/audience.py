"""Who reads the writing: a sentence that says who the readers are, and what that implies.

"My readers are teenagers", "我的客户都是开小饭馆的个体户", "our parents aren't educators":
the writer says who reads, not what they want. What such a readership usually needs (plain
words, technical terms, brevity, a register) is proposed to the writer as a question, never
filed on its own. In English and Chinese.
"""

import re
from functools import lru_cache

from app.style.dimensions import Observation
from app.style.expertise import implied_by_expertise
from app.style.filing import file_reading, heard_as
from app.style.hits import Context, Hit
from app.style.occasions import frames_an_occasion
from app.style.prefilter import lazily_screened
from app.style.reader_harm import names_harm
from app.style.reader_profile import (
    collapsed,
    insiders_by_role,
    names_a_kind,
    spaced,
    weighed_contrast,
)
from app.style.readers_told import (
    FIRST_TIME,
    HOW_READ,
    OUTSIDE_THE_FIELD,
    PROFESSIONS,
    as_readership,
    insiders,
)
from app.style.readerships import (
    ability_or_age,
    describes_a_readership,
    group_said,
    implied_by_readership,
)
from app.style.sarcasm import is_sarcastic


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


# Readers said not to follow the words: "they don't know what 'tertiary notes' means", "half of
# them still think a cassette is a music thing", "她们根本看不懂", "好多人连“发酵度”是啥都不知道".
_CANNOT_FOLLOW = (
    r"\b(?:they|them|most|many|half|some|people|folks|everyone|nobody|none|a lot|lots)\b"
    r"[^.!?]{0,40}?"
    r"\b(?:don'?t|do not|can'?t|cannot|won'?t|wouldn'?t|never|barely|hardly) (?:know|understand|"
    r"get|follow|recogni[sz]e)\b|\bstill think (?:a|an|the|that)\b|\bno idea what\b|"
    r"\b(?:second|third|fourth|other|another|foreign) (?:or (?:second|third|fourth|fifth) )?"
    r"language\b|\bstill learning "
    r"(?:English|the language)\b|\bjoined (?:(?:only |just )?(?:last|this) (?:week|month|year)|"
    r"recently)\b|\bjust joined\b|"
    r"(?:他们|她们|大家|好多人|很多人|不少人|一半|有人|老人家|人家|每个人)\S{0,12}?(?:看不懂|看不明白|"
    r"看不太懂|不懂|不知道|不明白|看得(?:很)?顺|看不顺)|"
    # Cantonese, folded: "中文唔係好識" → 中文不是好识.
    r"(?:中文|汉语|普通话|英文|英语|字)\S{0,3}(?:不是好识|不识|不太识|不大识|识得不多|麻麻)|(?:啥|什么|啥也|什么也)都?不懂|一窍不通|连\S{1,12}(?:是啥|是什么|啥意思|什么意思)?都?"
    r"(?:不知道|不懂|看不懂)|(?:中文|汉语|普通话)\S{0,4}(?:不太好|不好|一般|不熟|不利索|不流利|说不好)|"
    # Things of the field they cannot tell apart: "couldn't tell a jib from a mainsail", "wouldn't
    # know a starter from a sponge", 连正手和反手都分不清, 連濕蠅同乾蠅都分唔清, 认不出来.
    r"\b(?:can'?t|cannot|couldn'?t|could not|wouldn'?t|would not|don'?t|do not|doesn'?t) "
    # ("can't tell what the item is from the title": what it is, read off the title.)
    r"(?:even |always |really )?(?:tell|know) (?!(?:what|which|who|how|where|when|if|whether)\b)"
    r"(?:a |an |the )?[\w' -]{1,30}? from "
    r"(?:a |an |the )?\w|"
    r"连[^，。,；;]{1,16}?都?(?:分|搞|弄|认|看|听)(?:不|唔)(?:清|出|懂)|(?:分|搞|弄)(?:不|唔)清|认不出|"
    r"\bleft school (?:early|young|at (?:\d+|fourteen|fifteen|sixteen))\b|"
    r"\b(?:never|didn'?t) finish(?:ed)? (?:\w+ )?school\b|"
    # Readers still learning to read: "adults who are learning to read", "a Year 3 reading
    # level", 刚学认字, 识字不多.
    r"\b(?:learning|learn|learned|learnt) to read\b|\b(?:year|grade) \w+ reading level\b|"
    r"\b(?:low|basic|early) (?:literacy|reading level)\b|\breading level\b|"
    r"刚(?:学|开始学)认字|识字不多|认字不多|扫盲班"
)
# Readers said to know the field already: "no need to explain what an LMA is", "大家门儿清".
_KNOW_IT = (
    r"\bno need to (?:explain|spell out|define)\b|\b(?:they|everyone|all of them) (?:already )?"
    r"know (?:it|this|the \w+|what \w+)\b|\bknow (?:it|this|the \w+) (?:inside out|cold)\b|"
    r"\bknow (?:their|the|all the|every|each) [\w\s,-]{1,50}? (?:inside out|backwards|cold)\b|"
    r"门儿清|门清|心里有数|(?:不用|无需|不必|不需要)(?:再)?解释|都懂|本专业|同专业|同行"
)
_READING_ABILITY = (
    _CANNOT_FOLLOW
    + "|"
    + _KNOW_IT
    + r"|\b(?:ha(?:s|ve)|had) never (?:heard of|read|seen|used|opened)\b|\bnever heard of\b|"
    r"\bcan'?t read\b|\breading age\b|\bsecond language\b|\baren'?t (?:big |keen )?readers\b|"
    r"识字不多|认字不多|不识字|认不全|文化程度|没(?:有)?(?:一个|谁|人)?(?:读|看|学|听说|接触)过|"
    r"没(?:怎么)?上过学"
)
# What only a text is ("They're not formal enough", "they're way too long"): said of the
# pieces named before, not of the readers.
_TEXTLIKE = (
    r"(?:formal|informal|casual|long|short|wordy|dense|punchy|concise|detailed|stiff|stuffy|"
    r"chatty|flowery|dry|lively|snappy|plain|simple|readable|clear)"
)
_AUDIENCE = _re(
    "(?:"
    r"\breaders\b|\bmy reader\b|\breadership\b|\baudience\b|\bsubscribers?\b|\bfollowers?\b|"
    # "Our regulars are electricians…", "my usual crowd": who comes back to read.
    r"\b(?:our|my|the) (?:regulars|usual crowd|usual readers|core crowd)\b|"
    r"(?:我们|我|店里|群里)的?(?:常客|老顾客|老主顾|熟客)(?:都|大多|主要|基本)?(?:都)?是|"
    r"\b(?:people|kids|folks|everyone|those|\w+s) (?:reading|who read) (?:this|it|these|my|our)\b|"
    r"\bpeople (?:reading|who read|who open|who get|who receive)\b|\bread (?:\w+ ){0,2}by\b|"
    r"\b(?:go|goes|went|going|gets sent|is sent|are sent) (?:out )?to\b|"
    r"\b(?:aimed at|meant for|intended for|made for)\b|"
    r"\bwritten for\b|\bpeople on (?:this|the|my|our) (?:[\w-]+ )?list\b|"
    # "Just so you know who you're writing for: actuaries.", "你是写给谁看的：一群老会计".
    r"\bwho (?:you'?re|you are|we'?re|we are|I'?m|I am) (?:really )?writing (?:this |these |it )?"
    r"for\b|(?:写|是)给谁看的?\W{0,2}(?=\S)|"
    # Who judges or buys it: "Panel this round is mostly community reps", "who buys this paper".
    r"^\W*(?:the )?(?:[\w-]+ )?(?:panel|reviewers|committee|assessors|jury|judges)\b"
    r"(?: (?:this|next|for this) (?:round|year|time|call))? (?:is|are)\b|"
    r"\bwho (?:buys|reads|gets|subscribes to|picks up|pays for) (?:this|the|our|my)\b|"
    r"\b(?:most|half|all|many|some) of (?:the|my|our) (?:mailing |email )?list (?:is|are)\b|"
    r"\b(?:our|my|the) (?:[\w-]+ ){0,3}list (?:is|are)\b|"
    # Who a group is now: "the club now is mostly grandparents", "群里一大半是外卖骑手".
    r"\b(?:the|our|my) (?:club|group|class|congregation|community|membership|crowd|team|"
    r"circle|chat|parish)(?: now)? (?:is|are)(?: now)? (?:mostly|mainly|largely|basically|all|"
    r"just|almost all|nearly all|full of|a bunch of)\b|\blands? (?:mostly |mainly |largely )?"
    r"(?:with|on the desks? of|in the inbox(?:es)? of)\b|"
    r"\bpeople reading (?:these|this|it|them|my \w+|our \w+) (?:are|is)\b|"
    r"群里\S{0,4}(?:一大半|大半|大部分|大多|多半|基本|主要|都)(?:都)?是|"
    # Who a document goes to tonight: "three actuaries and a hospital CFO. They read audit
    # footnotes for fun."
    r"^\W*they (?:all |mostly |basically |literally |actually )?(?:live in|read [\w' -]{1,30} "
    r"for fun|spend (?:their )?(?:days|weekends|evenings|lives)|argue about)\b|"
    r"^\W*(?:看|读)的(?:人)?(?:都|基本|大多|主要|多半)|看的(?:人)?(?:大多|基本|主要|多半|都)是|"
    # "看这个公众号的是各个工地的安全员": who reads it, said with 是 alone.
    r"^\W*(?:看|读|关注|订阅)(?:这个|这|本|我们?的?)\S{0,6}?的(?:人)?(?:都|也)?是|"
    r"^\W*(?:看|读|关注|订阅|买)(?:这|本|我)\S{0,5}的(?:人)?(?:都|基本|大多|主要|多半|多|大半|一大半|"
    r"大部分|绝大多数)|"
    r"\b(?:everyone|everybody|all|most|half) (?:of (?:the )?(?:people )?)?on (?:this|the|my|our) "
    r"(?:[\w-]+ )?list\b|"
    # Who comes, visits or uses it: "来看展的多是退休老人", "用这个App的大多是学生".
    r"^\W*(?:来|用|听|逛|买)\S{0,6}的(?:人)?(?:基本上?|大多|大部分|主要|多半|多|都)(?:都)?是|"
    # What a piece is for: "the labels are for school groups", "this guide is aimed at…".
    r"\b(?:is|are) (?:mostly |mainly |all |largely )?for (?:school|(?:\w+ )?(?:groups|visitors|"
    r"kids|children|families|pupils|beginners|newcomers|tourists|seniors|patients|parents))\b|"
    r"^\W*(?:they'?re|they are)\b(?!\s+(?:still\s+|just\s+|all\s+)?(?:not (?:\w+ )?"
    + _TEXTLIKE
    + r" enough|(?:far |way |much |a bit |a little )?too (?:\w+ )?"
    + _TEXTLIKE
    + r")\b)|"
    r"(?<![对跟给和向让为])读者|受众|粉丝|关注我\S{0,3}的|"
    r"[看读]我\S{0,5}的|[看读](?:这个|我们的?)\S{0,4}的(?:人)?(?:主要|大多|大部分|基本|多|都)|"
    r"给\S{1,12}看的?|订阅|(?:发|推送|寄|写)给|(?:推送|发送|投放|派发|面向)(?:的)?(?:对象|人群)|"
    r"目标(?:读者|人群|用户|受众)|\b(?:our|my|the) (?:[\w-]+ )?(?:buyers|customers|"
    r"clients|users|members|patients|students|parents|families|donors|residents|guests|"
    r"listeners|viewers|tenants|volunteers|employees|fans|congregation)\b"
    r"(?!\s+(?:pieces?|posts?|articles?|notes?|pages?|newsletters?|updates?|letters?|sections?|"
    r"events?|emails?)|\s+(?:\w+ )?(?:write|wrote|writes|post|posts|text|texts|draft|drafts|send|"
    r"sends|use|uses|type|types)\b)|"
    r"\bthe (?:people|folks|ones) (?:reading|who read|getting|receiving)\b|"
    r"\b(?:picked up|opened|followed|watched|listened to|subscribed to|downloaded) (?:mostly |"
    r"mainly |largely |only )?by\b|\bthe people who (?:open|get|receive|download|pick up)\b|"
    r"^\W*收到\S{0,8}的(?:人)?(?:基本|大多|主要|都|多半|大部分)|"
    r"\b(?:our|my|the) (?:[\w-]+ )?(?:visitors|attendees|passengers|shoppers|diners|audiences)\b|"
    r"\b(?:I|we) (?:mostly |mainly |only )?write (?:mostly |mainly |only )?for\b|"
    # The answer to "Who reads this?": "Ten-year-olds, mostly", "Pensioners, mainly".
    r"^\W*(?:[\w-]+-year-olds|kids|children|teenagers|teens|pupils|students|seniors|pensioners|"
    r"parents|retirees|nurses|doctors|engineers|lawyers|academics)\b,? (?:mostly|mainly|largely|"
    r"for the most part)\b|"
    r"\b(?:newer|new|younger|junior|older|newest) (?:members|players|readers|subscribers|"
    r"students|staff|recruits|joiners)\b|"
    # Cantonese, folded: "我啲客主要係…" → 我些客主要系….
    r"我(?:们)?(?:些|的)?客(?:人|户|仔)?(?:主要|大多|大部分|基本|多数|多半|都)|"
    r"(?:我|我们)的?(?:客户|用户|学生|家长|会员|病人|患者|听众|观众|粉丝|顾客|街坊|居民|员工|"
    r"学员|租户)|" + _READING_ABILITY + r")"
    # What a group can read says who reads: "most of them have never heard of…", "识字不多".
)
# Who reads, said in Chinese around English words (read with each English run as one
# character): "给临床药师和 ICU 的 nurse 看的", "读者基本都是 HRBP", "订阅的多半是 engineers".
_WHO_READS_MIXED = _re(
    r"(?:写|发|推|做|专门)?给\S{1,12}(?:看|读|听)的?|"
    r"(?:读者|粉丝|受众|订阅者|关注者|用户|会员|听众|客户)\S{0,6}?(?:都|基本|大多|主要|多半|大部分|多数)|"
    r"(?:看|读|关注|订阅|收到)\S{0,8}的(?:人)?\S{0,3}?(?:都|基本|大多|主要|多半|大部分|多数)(?:都)?是"
)
# How a piece reaches every home: "goes through every door on the estate", "dropped in every
# letterbox", "发到每家每户", "塞进每个信箱", "贴在每栋楼下".
_HANDED_OUT = _re(
    r"\b(?:goes|go|went|gets? (?:posted|pushed|delivered|dropped)|is (?:posted|pushed|delivered|"
    r"dropped|handed out)|are (?:posted|pushed|delivered|dropped|handed out)) (?:through|into|to|"
    r"in|at) (?:every|each|all the|all) (?:single )?(?:door|letterbox|mailbox|household|home|house|"
    r"flat|family|resident|pigeonhole|seat)s?\b|"
    r"\b(?:every|each) (?:household|home|letterbox|door) (?:in|on|of) (?:the|our|this)\b|"
    r"(?:发|送|塞|投|派|贴)(?:到|进|给|在)?(?:每家每户|家家户户|每个?(?:信箱|楼道|单元|住户|家庭)|"
    r"每栋楼)"
)
# (who, implied dimension, value): what a readership usually needs, proposed, never filed.
_AUDIENCE_IMPLIES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (
        _re(
            r"\bon (?:their|the) phones?\b|\bmobile\b|\bcommut\w*|\bsubway\b|\btrain\b|"
            r"\bbusy\b|\bskim\w*|\bno time\b|\btime-poor\b|\bnight[- ]shifts?\b|"
            r"\bbetween (?:rounds|shifts|meetings|classes|calls)\b|\bon (?:their|a) break\b|"
            r"地铁|手机|几分钟|没时间|很忙|忙得|"
            r"碎片时间|刷|时间(?:金贵|宝贵|紧)|没空|赶时间|"
            r"\b(?:\d+|few|ten|twenty|thirty|forty) seconds\b|几秒|扫一眼|"
            # Read in the gaps of a working day: on the bus home, on a break, 休息时翻两下.
            r"\bon the (?:bus|tram|ferry|way home|way in|go)\b|\bshift workers\b|\bon shift\b|"
            r"\brest stops?\b|\b(?:lunch|coffee|tea|smoke) breaks?\b|\bat red lights\b|"
            r"\bbetween (?:jobs|deliveries|patients|customers|loads)\b|生意忙|忙得很|"
            r"翻两下|翻一翻|瞄一眼|看两眼|休息时|歇脚|午休|等车|排队时|公交上|车上"
        ),
        "length",
        "concise",
    ),
    (
        _re(
            r"\bkids?\b|\bchildren\b|\bteen\w*|\bstudents?\b|\bbeginners?\b|\bnewcomers?\b|"
            r"\bpupils\b|\bschool (?:groups|kids|children|trips|classes)\b|\btourists\b|"
            r"\bparents\b|\bretire\w*|\bseniors\b|\bsenior citizens\b|\bgrandparents\b|"
            r"\bsales\b|\bgrand(?:mas?|mothers?|pas?|parents)\b|\bgrann(?:y|ies)\b|"
            r"\b(?:moms|mums|soccer moms|housewives|aunties|boomers)\b|宝妈|妈妈们|大爷大妈|阿姨|"
            r"大妈|家庭主妇|中老年|广场舞|"
            r"\bnon-?technical\b|\blay ?(?:people|readers)\b|\bgeneral public\b|"
            r"\bleft school\b|\b(?:never|didn'?t) finish(?:ed)? (?:\w+ )?school\b|"
            r"\bno degree\b|\breading age\b|\bsecond language\b|"
            r"\bnon-native\b|文化程度|识字不多|认不全|不识字|小学毕业|初中毕业|老年|长辈|"
            r"小朋友|孩子|小学生|初中生|中学生|学生|新手|家长|老人|老同志|退休|大众|外行|"
            r"\bshop ?owners\b|\bshopkeepers\b|\bsmall business owners\b|\btradespeople\b|"
            r"\bfarmers\b|\bwarehouse\b|\bfactory\b|\bdrivers\b|\bcleaners\b|"
            r"\bnever (?:heard of|read|seen|used|touched|opened|studied|worked (?:in|with))\b|"
            r"个体户|摊主|摆摊|小商贩|农民|工人|"
            r"保洁|司机|外卖员|快递员|识字|拼音|(?:不怎么|很少|从没|从来没|没怎么|不太)(?:接触|碰|懂|了解)|"
            r"\b(?:rarely|seldom|never) (?:deal with|work with|touch|use)\b|\bno background in\b|"
            r"第一次接触|刚接触|初次接触|刚入门|\bnew to\b|\bjust starting out\b|"
            r"没(?:有)?(?:一个|谁|人)?(?:读|看|学|听说|接触)过|"
            r"普通人|新人|刚入职|实习生|小白|入门|零基础|门外汉|上了年纪|年纪大|岁数大|上班族|打工|"
            r"\b(?:are|is) (?:literally |only |just |like |mostly )?(?:seven|eight|nine|ten|eleven|"
            r"twelve|thirteen|\d)(?: years old\b|(?=\s*(?:[,.!;]|$)))|"
            r"刚入行|\b\d{1,2}\s*(?:-|–|to)?\s*\d{0,2}\s*(?:yr|year)s?[- ]?olds?\b|"
            r"\b(?:are|is) (?:like |mostly |about |around |only )?\d{1,2}\s*(?:-|–|to)\s*\d{1,2}\b|"
            r"\b(?:middle[- ]grade|middle[- ]school|primary[- ]school|elementary[- ]school|"
            r"grade[- ]school)\b|\b(?:five|six|seven|eight|nine|ten|eleven|twelve)-year-olds?\b|"
            r"\b(?:older|elderly|aged) (?:[\w-]+ )?(?:customers|people|patients|clients|members|"
            r"residents|visitors|neighbours|neighbors|shoppers|users)\b|"
            r"\b(?:don'?t|do not) (?:have|speak) English as (?:a|their) first language\b|"
            r"\bEnglish (?:isn'?t|is not) (?:their|a) first language\b|"
            r"\bnot native (?:English )?speakers\b|"
            r"骑手|快递小哥|外卖小哥|保安|环卫|刚养|刚开始养|刚买|刚学|"
            # Ages and lives told rather than named: pensioners, apprentices of sixteen, first
            # smartphones, cheques; 爷爷奶奶, 老头老太太, 种植户, 只上过小学.
            r"\bpensioners\b|\bOAPs\b|\bapprentices\b|\bfirst (?:smartphone|phone|computer|"
            r"email account)\b|\b(?:pay|paying|write|writing) (?:by )?cheques?\b|"
            r"\b(?:twelve|thirteen|fourteen|fifteen|sixteen|seventeen)(?: and| or| to|-)"
            r"(?: |-)?(?:\w+teen|\w+)\b|爷爷奶奶|姥姥姥爷|外公外婆|老头|老太|老大爷|老大娘|种植户|"
            r"养殖户|村里|乡亲|只上过\S{0,2}(?:小学|初中)|没上过几年学|没读过书|"
            r"\bskews? older\b|\bin their (?:sixties|seventies|eighties|nineties|[6-9]0s)\b|"
            r"\bolder (?:folks|readers|crowd|members|audience)\b|银发|眼睛不(?:太)?好|老花|"
            r"初中就(?:出来|不读|辍学)|没读完(?:初中|高中)|初中(?:都)?没毕业|"
            r"工地|建筑工人|农民工|干活的师傅|"
            r"\bpickers\b|\bpackers\b|\bbuilding sites?\b|\bconstruction (?:workers|crews?)\b|"
            r"\blabou?rers\b|\bbuilders\b|\bfarm ?hands\b|\bfarm ?workers\b|\bshop floor\b"
        ),
        "vocabulary",
        "plain",
    ),
    (
        _re(
            r"\b(?:sys)?admins?\b|\badministrators\b|\bdevops\b|\bSREs?\b|"
            r"\bIT (?:staff|admins?|folks|people|teams?|pros|departments?|support)\b|"
            r"\bconfig\w*|\bterminals?\b|\bcommand line\b|\bAPIs?\b|\bcodebases?\b|"
            r"\bstatisticians\b|\bactuaries\b|\bpharmacists\b|\battorneys\b|\bparalegals\b|"
            r"运维|开发者|开发人员|后端|前端|架构师|技术人员|码农|做技术|搞技术|服务器|数据分析|"
            r"写代码|编程|\bSQL\b|算法|医师|药师|"
            r"做\s*(?:trading|金融|投资|交易|基金|外汇|期货|量化|风控|审计)|\bBloomberg\b|彭博|"
            r"\bengineers?\b|\bmechanics\b|\btechnicians\b|\bdevelopers?\b|\bresearchers?\b|\bscientists?\b|\b\w+ologists?\b|"
            r"\bdoctors?\b|\bphysicians?\b|\bclinicians?\b|\bsurgeons?\b|\bspecialists?\b|"
            r"\bexperts?\b|\bacademics?\b|\bprogrammers?\b|\banalysts?\b|\bpractitioners?\b|"
            r"\bprofessionals in\b|\bfor a living\b|\bcounsel\b|工程师|程序员|研究员|专家|医生|"
            r"学者|同行|业内|内行|行家|教授|博士|研究生|硕士|搞实验|搞科研|做实验|实验室|课题组|"
            # Readers who know the subject better than most: enthusiasts, veterans, insiders.
            r"\b(?:hardcore|die-?hard|power users?|enthusiasts?|aficionados?|connoisseurs?|"
            r"veterans?|insiders?|geeks?|nerds?|buffs?|theorycrafters?|speedrunners?|datamin\w*|"
            r"min-?maxers?|seasoned|old hands?)\b|\bknow (?:it|this|the \w+|\w+) inside out\b|"
            r"\bpractis(?:ing|e)\b|\bpracticing\b|\ban(?:a)?esthet\w*|\bdentists?\b|"
            r"\bsurgeons?\b|\bvets?\b|\bveterinarians?\b|\bpharmacists?\b|考研|本专业|"
            r"硬核|资深|骨灰级|老玩家|发烧友|圈内|懂行|老手|老司机|科班|"
            # Trades and studies of numbers, code and the body: auditors, a CFO, CS majors, 金融圈,
            # 医学院, 芯片; and lives spent in them ("live in spreadsheets", 天天跟报表打交道).
            r"\beconomists?\b|\bstatisticians?\b|\bauditors?\b|\bCFOs?\b|\bCPAs?\b|\btreasury\b|\bquants?\b|"
            r"\bCS\b|\bEE\b|\bcomputer science\b|\bmed(?:ical)? students\b|\blive in "
            r"(?:spreadsheets|excel|the terminal|code|the lab|the data)\b|\bread [\w' -]{1,30} for "
            r"fun\b|\bargue about [\w' -]{1,30}(?:specs?|tolerances|ratios|footnotes|standards)\b|"
            r"计算机|写code|敲代码|码代码|金融圈|金融行业|券商|审计|精算|报表|医学院|医学生|"
            r"学医|临床|解剖|芯片|半导体|\S{0,2}专业的(?:学生|同学)|"
            r"\bPhDs?\b|\bchemists?\b|\bphysicists?\b|\bmathematicians?\b|\btax advis[eo]rs?\b|"
            r"\bfund managers?\b|\btraders\b|"
            r"量化|基金经理|交易员|分析师|投研|检验科|化验|药师|"
            # The trade done all day: "tax advisers who file returns all day long".
            r"\bwho (?:file|write|read|run|build|code|audit|analy[sz]e|review|design|trade|"
            r"prescribe|diagnose|draft|test) [\w' -]{1,30}? all day\b|"
            # The writer's peers and trades of words or medicine: "other literary translators and
            # linguists", "fellow archivists", 医护人员和药剂师.
            r"\b(?:other|fellow) (?:[\w-]+ )?(?:translators|linguists|editors|archivists|"
            r"curators|researchers|historians|economists|engineers|clinicians|nurses|physicists|"
            r"chemists|biologists|academics|practitioners|specialists|professionals)\b|"
            r"\btranslators\b|\blinguists\b|\binterpreters\b|"
            r"医护人员|医务人员|医务工作者|护士|做临床|药剂师|会计师|精算师|建筑师|结构工程|科研人员|研发人员"
        ),
        "vocabulary",
        "technical",
    ),
    (
        _re(
            r"\blawyers?\b|\blaw firms?\b|\bexecutives?\b|\bthe board\b|\binvestors?\b|"
            r"\bjudges?\b|\bregulators?\b|\bofficials?\b|\bpartners at\b|投资人|律师|法官|政府|"
            # (「订阅我们律所周刊的…」: the writer's own firm, not the readers.)
            r"高管|董事|股东|领导|合伙人|(?<!我们)(?<!咱们)(?<!本)(?:律所|银行)|体制内|公务员|机关|"
            r"事业单位|投行"
        ),
        "formality",
        "formal",
    ),
    (
        # How the readers talk themselves: "大家平时说话都很随便", "they talk in slang".
        _re(r"说话\S{0,4}(?:随便|随意|口语)|网络用语|\btalk (?:casually|informally)\b|\bslang\b"),
        "formality",
        "casual",
    ),
)
_NOT_THEM = _re(r"(?:\bnot (?:the |our |my )?|不是|而不是)(?:\w+\s){0,2}\w+|不是\S{1,6}")


# Posted to a group ("发到家长群的通知"): who reads it — unless what the text does to them is
# said ("…家长们老是问几点集合"), then the group is only where the writer's notice goes.
_POSTED_TO_GROUP = _re(r"(?:发|推送?|转)(?:到|进)?\S{0,6}群")


@lru_cache(maxsize=256)
def is_about_readers(sentence: str) -> bool:
    # (English inside Chinese read both ways: "给临床药师和 ICU 的 nurse 看的".)
    if _AUDIENCE.search(sentence) or _WHO_READS_MIXED.search(collapsed(sentence)):
        return True
    if _POSTED_TO_GROUP.search(sentence) and not names_harm(sentence):
        return True
    if _HANDED_OUT.search(sentence):
        return True
    sentence = spaced(sentence)
    # Told in everyday words: the writer's readers, not someone else's nor one reader.
    # ("…嘅多数系游客，…行内叫法佢哋唔识": a group said, and what they cannot follow.)
    return (
        (
            describes_a_readership(sentence)
            or (group_said(sentence) and bool(_CANNOT_FOLLOW_RE.search(sentence)))
            # "the mailing list for this one is almost entirely structural engineers…"
            or (group_said(sentence) and names_a_kind(sentence))
        )
        and not _THEIR_READERS.search(sentence)
        and not _ONE_READER.search(sentence)
    )


# Readers said not to be experts ("shop owners, not lawyers", "aren't educators", "不是什么专业
# 人士") want plain words, whatever the experts named would want.
_NOT_EXPERTS = _re(
    r"\b(?:not|aren'?t|never|no)\s+(?:(?:the|our|my|all|really|exactly|trained|professional)\s+)?"
    r"(?:\w+\s+)?(?:experts?|specialists?|professionals?|lawyers|attorneys|doctors|engineers|"
    r"scientists|educators|teachers|academics|techies|analysts|developers|programmers|insiders|"
    r"economists|accountants|clinicians|researchers|nerds|geeks)\b|"
    # "none of them history buffs", "not one of them a geologist".
    r"\b(?:none|not one|not a single one|neither) of (?:them|whom|those|these)(?: (?:is|are))?"
    r"\s+(?:an? )?(?:[\w-]+\s+){0,2}?(?:buffs?|experts?|specialists?|enthusiasts?|nerds?|geeks?|"
    r"insiders?|aficionados?|connoisseurs?|pros?|professionals?|\w+ologists?|\w+ists)\b|"
    r"(?:不是|并非|又不是)(?:什么)?\S{0,4}(?:专业人士|专家|内行|行家|业内人士|学者|律师|医生|工程师|"
    r"程序员|老师|研究员|科班)"
)


# The words themselves too hard for the readers already named: "很多专业词听不懂", "专业名词一多
# 就懵", "jargon goes over their heads". (Said alone, "看得头大" is the writer's own complaint.)
_WORDS_TOO_HARD = (
    r"(?:词|术语|名词|概念|行话|黑话)\S{0,6}?(?:听不懂|看不懂|搞不懂|弄不懂|不懂|就懵|发懵|犯迷糊|"
    r"一头雾水|头大|就晕|(?:都)?没听(?:说)?过)|"
    # Cantonese: "行内叫法佢哋唔识".
    r"(?:叫法|词|术语|说法|名词)[^，,。；;！!？?]{0,6}?(?:唔识|唔明|唔知|睇唔明|不认识)|"
    r"\b(?:jargon|terms?|acronyms?)\b[^.!?]{0,30}?\b(?:goes|go|went) "
    r"(?:right )?over (?:their|his|her) heads?\b|"
    r"\b(?:jargon|acronyms?) (?:loses?|lost|confuses?) (?:them|people)\b|"
    # "my readers keep asking what half the jargon means": asked what the words mean.
    r"\b(?:ask|asks|asking|asked|wonder|wondering|email(?:s|ing|ed)?) (?:me )?what "
    r"(?:half |all |most |some )?(?:of )?(?:the |these |those |our |my )?"
    r"(?:jargon|terms?|acronyms?|abbreviations?|buzzwords?|words?)\b[^.!?]{0,12}?"
    r"\b(?:means?|stands? for)\b"
)
_CANNOT_FOLLOW_RE = _re(_CANNOT_FOLLOW + "|" + _WORDS_TOO_HARD)
_KNOW_IT_RE = _re(_KNOW_IT)


_TECHNICAL = next(p for p, d, v in _AUDIENCE_IMPLIES if (d, v) == ("vocabulary", "technical"))
_RETIRED = _re(r"\bretired\b|\bformer\b|\bex-|退休(?:的)?|老(?=教授|专家|医生|工程师)")
# One reader told of ("有个退休的老读者打电话来", "one of the auditors sent a note"): a person, not
# the readership.
_ONE_READER = _re(
    r"^\W*(?:(?:上周|昨天|今天|前几天|刚才)\S{0,2})?(?:有个|有位|有一位|有一个|一位|一个)\S{0,8}(?:读者|粉丝|用户|客户)|"
    r"\bone of (?:my|our|the) [\w-]+s? (?:sent|wrote|called|emailed|said|asked|told)\b|"
    r"\b(?:a|one) (?:reader|subscriber|follower|listener) (?:sent|wrote|called|emailed|asked)\b"
)


# Someone else's readers ("我同事的公众号读者都是程序员", "My brother's podcast listeners are all
# software developers"): their readership, not the writer's.
_THEIR_READERS = _re(
    r"(?:他|她)(?:们)?的\S{0,8}(?:读者|粉丝|用户|听众|观众|订阅者|关注者)|"
    r"(?:同事|朋友|老板|同学|别人|隔壁|对手|竞争对手|领导|老公|老婆|姐姐|哥哥|弟弟|妹妹|"
    r"[表堂][姐哥弟妹]|[叔婶姨舅姑伯]{1,2}|我[妈爸]|妈妈|爸爸|阿[妈爸嫲公婆姨]|老[豆爸妈窦]|"
    r"师[父傅兄姐]|UP ?主|博主|主播|号主|作者)"
    r"(?:们|[^，,。；;！!？?]{0,8}?)的[^，,。；;！!？?]{0,8}?"
    r"(?:读者|粉丝|用户|听众|观众|订阅者|关注者)|"
    r"\b(?:his|her|their|(?:my|our) (?:[\w-]+ )?(?:brother|sister|friend|colleague|boss|wife|"
    r"husband|partner|mum|mom|dad|cousin|neighbou?r|rival|competitor|co-?author|editor)'s) "
    r"(?:[\w'-]+ ){0,3}?(?:readers|listeners|viewers|followers|subscribers|audience|fans)\b"
)


def cannot_follow(stretch: str) -> bool:
    """Are the readers said not to follow the words ("很多专业词听不懂")? What is named there
    is what they need less of: plain words."""
    return bool(_CANNOT_FOLLOW_RE.search(stretch))


def implied_by_readers(sentence: str) -> list[tuple[str, str]]:
    """What a statement of who the readers are implies, readers named after "not" excepted.
    What they are said to follow, or not, says more than who they are."""
    if _ONE_READER.search(sentence) or _THEIR_READERS.search(sentence) or is_sarcastic(sentence):
        # "Because what my teenage readers really crave is 'notwithstanding'": the readers are
        # the sarcasm's vehicle; what it mocks is read by `sarcasm`.
        return []
    # A group ruled out ("not shoppers"), a term never met — of readers named as the writer's.
    weighed = weighed_contrast(sentence) if _readers_named(sentence) else None
    if weighed is not None:
        return [weighed]
    sentence = spaced(sentence)  # ("CS的同学" → "CS 的同学": English words whole)
    at_home = insiders(sentence)
    outside = OUTSIDE_THE_FIELD.search(sentence) or at_home is False
    if _NOT_EXPERTS.search(sentence) or _CANNOT_FOLLOW_RE.search(sentence) or outside:
        return [("vocabulary", "plain")]
    if _KNOW_IT_RE.search(sentence) or at_home:
        # "have been restoring clocks for forty years", 做了十几年税务的老会计: years in the trade
        # say more than age or where they read.
        return [("vocabulary", "technical")]
    said = _NOT_THEM.sub(" ", sentence)
    if _PEERS.search(said) and _readers_named(sentence):
        return [("vocabulary", "technical")]  # "followed mostly by other tattoo artists"
    if _TECHNICAL.search(said) or PROFESSIONS.search(said):
        # "retired engineers", "退休的老教授": the trade is still theirs; their age says less.
        said = _RETIRED.sub(" ", said)
    found: list[tuple[str, str]] = []
    for pattern, dimension, value in _AUDIENCE_IMPLIES:
        if pattern.search(said) and all(d != dimension for d, _ in found):
            found.append((dimension, value))
    if not found and HOW_READ.search(said):
        # "in the dark, on a dimmed phone, with gloves on": how it is read asks for less.
        found.append(("length", "concise"))
    if found[:1] == [("length", "concise")] and ability_or_age(said):
        # "退休的老人，智能手机都用得不太熟": who they are says more than a phone named.
        return [("vocabulary", "plain")]
    if found:
        return found[:1]
    if FIRST_TIME.search(said):
        return [("vocabulary", "plain")]  # "never climbed before", 第一次申请, 刚入坑
    if PROFESSIONS.search(said):
        return [("vocabulary", "technical")]  # archivists, cellar managers, 天文台研究员
    if ability_or_age(said):
        return [("vocabulary", "plain")]  # "skews seventy-plus", "read it with a magnifier"
    if not _readers_named(sentence):
        return []
    # Who they are, told in words the classic shapes above miss: the broad lexicons — only
    # when the readers are named ("They're accountants at big firms" may be anyone).
    by_role = insiders_by_role(sentence)  # "…的 professionals", "HRBP 和 TA leader"
    return implied_by_readership(said) or ([by_role] if by_role else [])


# The writer's peers in the trade: "other tattoo artists", "fellow farriers", "别的花艺师".
# (Not fellow readers, members, parents or fans: those are no trade.)
_PEERS = _re(
    r"\b(?:other|fellow) (?:[\w-]+ )?(?!(?:members|readers|users|followers|customers|owners|"
    r"players|viewers|listeners|subscribers|volunteers|beginners|newcomers|learners|visitors|"
    r"mothers|fathers|brothers|sisters|teenagers|passengers|shoppers|supporters|fans|"
    r"parents|grandparents|patients|residents|neighbou?rs|locals|travell?ers|walkers|runners|"
    r"riders|swimmers|dog owners|people|folks|ones|others)\b)[\w-]+(?:ers|ists|ians|ors|"
    r"smiths|wrights|makers|artists|chefs|nurses|farmers)\b|"
    r"(?:同行|别的|其他|其它)(?:的)?\S{0,4}(?:师傅|技师|设计师|工程师|花艺师|纹身师|医生|律师|"
    r"会计|老师傅|从业者)"
)
_BARE_THEY = _re(r"^\W*(?:they'?re|they are)\b")


def _readers_named(sentence: str) -> bool:
    return (
        describes_a_readership(sentence)
        or bool(_AUDIENCE.search(_BARE_THEY.sub(" ", sentence)))
        or bool(_WHO_READS_MIXED.search(collapsed(sentence)))
    )


def file_readers(
    found: dict[tuple[str, str], Observation],
    told: str,
    sentence: str,
    suggestion: str,
    context: Context,
    text: str,
) -> None:
    """What the readers told of in `told` usually need, put to the writer (pending), in `found`
    — not the one body a single piece goes to ("This goes to the gas regulator about the leak")."""
    if frames_an_occasion(text):
        return
    for dimension, value in implied_by_readers(told) or implied_by_expertise(sentence):
        hit = Hit(0, dimension, value, False)
        readership = as_readership(context, told, text)  # "这期是给…看的"
        file_reading(found, heard_as(hit, suggestion, False, readership, True, "audience"))
