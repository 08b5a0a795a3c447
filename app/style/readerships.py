"""Who a readership is, read from broad lexicons, and what the writing usually needs for them.

`audience` recognises the classic shapes ("my readers are…", "我的粉丝…"); this module covers
the rest of the KIND: a group described as living, coming or reading somewhere ("我们小区住的
大多是…", "the folks on this mailing list are…", "the server's mostly…"), and descriptions
drawn from ages and life stages, reading ability and language, lay readers and beginners,
trades and expertise, and where the piece is read. Each maps to the value it implies, which
the caller proposes to the writer as a question — never files on its own. English and Chinese.
"""

import re
from functools import lru_cache

from app.style.prefilter import lazily_screened


def _re(pattern: str) -> re.Pattern[str]:
    return lazily_screened(pattern, re.IGNORECASE)


def _words(*items: str) -> str:
    return "|".join(items)


# How many of a group: "mostly", "overwhelmingly", 大多, 清一色.
_MOSTLY_EN = (
    r"(?:mostly|mainly|largely|basically|all|almost all|nearly all|overwhelmingly|predominantly|"
    r"primarily|chiefly|entirely|almost entirely|pretty much all|full of|a bunch of|heavy on)"
)
_MOSTLY_ZH = (
    r"(?:大多|多半|多|基本上?|主要|大部分|绝大多数|绝大部分|一大半|大半|全|都|几乎都|清一色|"
    r"差不多都|九成|八成|七成|一半以上|多数|全部)"
)
# A group said to read, live, come or gather somewhere, described by who they are.
_GROUP_SAID = _re(
    # "the folks on this mailing list are", "people in our group are".
    r"\b(?:folks|people|everyone|everybody|those|members|most|half|the crowd|the ones) "
    r"(?:on|in|at|from) (?:this|the|my|our) (?:[\w-]+ ){0,2}(?:list|server|channel|forum|"
    r"group|page|chat|club|class|estate|block|building|village|ward|parish|street|community|"
    r"newsletter|mailing list)\b|"
    # "the server's mostly 13-15 yr olds", "the membership is overwhelmingly dairy farmers".
    r"\b(?:the|our|my|this) (?:[\w-]+ )?(?:server|channel|forum|group|club|class|community|"
    r"membership|list|mailing list|readership|audience|crowd|estate|neighbou?rhood|village|"
    r"ward|parish|congregation|cohort|intake|userbase|user base|fanbase|fan base)"
    r"(?: (?:for|of|on|at|behind|in) [^.,;:!?—–]{1,25}?)?(?:'s| is| are)(?: now)? "
    + _MOSTLY_EN
    + r"\b|"
    r"\b(?:I|we) (?:mostly |mainly |only |usually )?(?:write|blog|post|publish|make [\w-]+) "
    r"(?:mostly |mainly |only )?for\b|"
    # "The folk reading this", "whoever gets these".
    r"\b(?:folks?|people|ones|those|everyone|anyone|whoever) (?:reading|who(?:'ll| will)? read|"
    r"getting|receiving|opening) (?:this|these|it|them|my|our)\b|"
    # "我们公众号是小朋友和家长一起看的", "这本小册子是给…": who a publication is read by.
    r"(?:公众号|号|栏目|专栏|简报|报纸|杂志|网站|页面|账号|频道|节目|小册子|手册|读物|绘本|材料)"
    r"是[^，,。；;！!？?]{1,16}(?:看|读|听|用)的|"
    # Cantonese: "睇我哋餐牌介绍嘅多数系游客".
    r"(?:睇|读|用|嚟|住)[^，,。；;！!？?]{0,10}嘅(?:人)?(?:多数|大部分|大多|基本上?|都|全部)(?:都)?[系係是]|"
    # How it reaches them: "these notices get read aloud at the briefing", "在大喇叭上广播".
    r"\b(?:these|this|it|they|the|our|my)(?: [\w-]+)? (?:gets?|are|is|will be) "
    r"(?:usually |always |often )?"
    r"(?:read (?:aloud|out)|broadcast|announced|played)\b|(?:在|用|上)\S{0,8}(?:广播|播报|朗读)|"
    # "I'm writing these for night-shift porters", "people who'll open this", 面向零基础用户.
    r"\b(?:I'?m|we'?re|I am|we are) (?:mostly |mainly |only )?writing (?:these |this |it |them |"
    r"(?:the|my|our) [\w-]+ )?(?:mostly |mainly |only )?for\b|"
    r"\bI write (?:these|this|them|it) for\b|"
    # "The handbook is for new arrivals…", "goes home with children aged five to eight".
    r"\b(?:this|the|it|these|our|my) (?:[\w-]+ ){0,2}(?:is|are) (?:mostly |mainly |all |largely |"
    r"meant |written |made |aimed )?(?:for|at)\b"
    # ("This is for the kids' party on Saturday": an occasion, not who reads.)
    r"(?![^.!?;]{0,30}\b(?:party|event|meeting|trip|outing|day|night|weekend|launch|wedding|"
    r"funeral|service|fair|sale|open day|assembly|ceremony|dinner|match|show)\b)|"
    r"\b(?:go|goes|went|sent) home with\b|"
    r"\bpeople who(?:'ll| will| would|'d)? (?:open|get|read|receive|see|use|download|pick up|"
    r"sign up|subscribe|follow|listen|watch)\b|"
    r"\b(?:target|intended|core|main|typical|usual) (?:readers?|readership|audience|users?|"
    r"customers?|demographic)\b|面向(?:的是)?|目标(?:读者|用户|人群|受众)|"
    r"\b(?:these|they|it|this|the [\w-]+) (?:all )?(?:go(?:es)?|gets? sent|(?:is|are) sent) "
    r"(?:out )?to\b|"
    # "来我们店里买东西的多是…", "我们小区住的大多是…", "关注号的全是…".
    r"(?:住|来|用|看|读|听|买|逛|关注|订阅|收到|加|进|搜|刷|睇|嚟)[^，,。；;！!？?]{0,10}的"
    r"(?:人|朋友|用户|客人|顾客|居民|家庭|住户|读者|粉丝)?(?:里|中|当中)?(?:面)?"
    + _MOSTLY_ZH
    + r"(?:都)?[是系係]|"
    # "社群里的人全是…", "我们村的人多半…": the people of a place or group the piece goes to.
    r"(?:群|社群|圈子?|班|小区|村|厂|单位|学校|社区|街道|楼|院)里?(?:的)?(?:人|家长|住户|居民|成员|会员)?"
    + _MOSTLY_ZH
    + r"|"
    # "给…看的", "是给海外华人看的", "发给…".
    # "公众号的关注者大多是…", "订户里多半是…".
    r"(?:读者|粉丝|受众|用户|听众|观众|关注者|订阅者|订户|住户|居民|学员|会员|客户|顾客)(?:群)?"
    r"(?:里|中|当中)?(?:的人)?" + _MOSTLY_ZH + r"|"
    r"(?:是|主要|专门)?(?:写|发|推|做)?给[^，,。；;！!？?]{1,14}(?:看|读|听)的?|"
    r"(?:我们|我的|本|这个)\S{0,6}(?:读者|粉丝|受众|用户|听众|观众|住户|居民|学员|会员|客户|顾客)"
)

# Life stages that want plain words: children and the old.
_AGES = _words(
    r"\bkids?\b",
    r"\bchildren\b",
    r"\btoddlers\b",
    r"\bpre-?schoolers\b",
    r"\bkindergart(?:e|)ners\b",
    r"\b(?:first|second|third|fourth|fifth|sixth|1st|2nd|3rd|4th|5th|6th)[- ]graders?\b",
    r"\byear (?:one|two|three|four|five|six|[1-6]) (?:pupils|kids|children|students|classes)\b",
    r"\b(?:primary|elementary|grade|junior|middle)[- ]school(?:ers)?\b",
    r"\bschool ?(?:kids|children|pupils)\b",
    r"\btweens?\b",
    r"\bteen(?:s|agers?)\b",
    r"\badolescents\b",
    r"\byoung (?:people|readers|learners|children|ones|kids|teens)\b",
    r"\bunder-?\d{1,2}s\b",
    r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
    r"fifteen|sixteen|seventeen|\d|1[0-7])(?:\s*(?:-|–|to|or|and)\s*(?:two|three|four|five|six|"
    r"seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|\d|1[0-7]))?"
    r"[- ]?(?:years?|yrs?)[- ]?olds?\b",
    r"\belderly\b",
    r"\b(?:sixty|seventy|eighty|ninety|[6-9]0)(?:-| )?(?:plus|\+)|\b[6-9]0\+",
    r"\b(?:over|past|above|aged) (?:sixty|seventy|eighty|ninety|6\d|7\d|8\d|9\d)\b",
    r"\baged (?:\d|1[0-7]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b",
    r"\bmagnif(?:ier|ying glass)\b|\blarge print\b|\bpoor (?:eye)?sight\b",
    r"\bseniors\b(?! (?:staff|management|leaders|executives|engineers|partners))",
    r"\bsenior citizens\b",
    r"\bpensioners\b",
    r"\bretirees\b",
    r"\bOAPs\b",
    r"\bolder (?:adults|people|readers|folks|residents|members)\b",
    r"\bin their (?:sixties|seventies|eighties|nineties|[6-9]0s)\b",
    r"\bcare[- ]home\b",
    r"\bnursing[- ]home\b",
    r"\bgrand(?:parents|mas?|pas?|mothers|fathers)\b",
    "老人",
    "老年",
    "长者",
    "退休",
    "离退休",
    "老干部",
    "大爷",
    "大妈",
    "阿公",
    "阿婆",
    "爷爷奶奶",
    "孩子",
    "小孩",
    "儿童",
    "小朋友",
    "幼儿",
    "学龄前",
    "幼儿园",
    "小学",
    "初中",
    "中学生",
    r"初[一二三]",
    r"[一二三四五六]年级",
    "低年级",
    "青少年",
    "未成年",
    r"(?:十|[一二三四五六七八九两])(?:几|[一二三四五六七八九])?岁(?:左右|上下|出头)?的?"
    r"(?:孩子|小孩|学生|娃|宝宝|小朋友|儿童)",
    r"宝宝|娃娃|婴幼儿",
)
# Reading ability and language: learners of the language, low literacy, little schooling.
_LITERACY = _words(
    r"\brefugees\b",
    r"\basylum seekers\b",
    r"\bimmigrants\b",
    r"\bmigrants?\b",
    r"\bnew(?:ly)? arri(?:vals|ved)\b",
    r"\brecently arrived\b",
    r"\bnewcomers to (?:the |this )?(?:country|UK|US|city)\b",
    r"\b(?:learning|getting to grips with|getting used to|picking up|new to|still mastering) "
    r"(?:English|the language|Dutch|German|French|Spanish|Welsh)\b",
    r"\b(?:ESL|EAL|ELL|ESOL)\b",
    r"\b(?:English|language) learners\b",
    r"\bnon-?native\b",
    r"\bnot native\b",
    r"\b(?:second|third|other|another) (?:or (?:second|third) )?language\b",
    r"\b(?:limited|little|basic|broken|some) English\b",
    r"\bspeak (?:\w+ )?(?:at home|as (?:a|their) first language)\b",
    r"\b(?:first|home|native|mother) (?:language|tongue) (?:is|isn'?t)\b",
    r"\b(?:don'?t|do not|can'?t|cannot) read (?:English |well|much|very well)\b",
    r"\b(?:low|limited|basic) literacy\b",
    r"\bliteracy (?:program(?:me)?s?|class(?:es)?|course|students|learners|group)\b",
    r"\badult learners\b",
    r"\bread(?:s|ing)? at (?:about |around |roughly )?an? [\w-]+[- ]grade level\b",
    r"\breading age\b",
    r"\bstruggle (?:to|with) read",
    r"\bdyslexi\w*",
    r"\b(?:learning|intellectual) disabilit\w*",
    r"\beasy[- ]read\b",
    r"\bleft school (?:early|young|at)\b",
    r"\b(?:never|didn'?t) finish(?:ed)? (?:\w+ )?school\b",
    # Reading through a translation: "靠翻译软件在看", "run it through Google Translate".
    r"不(?:太|怎么|大)?会(?:看|读|说|写)?(?:中文|汉语|汉字|英文|英语)|(?:靠|用|借助)\S{0,4}翻译|机翻|"
    r"翻译软件|\b(?:via|through|with|using|in) (?:Google |DeepL |a )?(?:Translate|translation "
    r"(?:apps?|software|tools?)|machine translation)\b",
    "外来务工",
    r"外佣|外劳|菲佣|印佣|外籍家政|外籍帮佣|移工|\b(?:domestic|migrant) (?:helpers|workers)\b",
    r"外籍|留学生|海外|刚来中国|刚到中国",
    r"(?:汉字|中文|字)(?:认得|认识|会的|会写的|会读的)?(?:很少|不多|有限)",
    r"不会看字|看不了字|只(?:会|能)?(?:听|看)语音",
    "务工人员",
    "进城务工",
    "农民工",
    "外地人",
    "外省",
    "移民",
    "华侨",
    "华裔",
    "第二代",
    "老外",
    "外国人",
    r"(?:刚|正在|在)学(?:中文|汉语|普通话)",
    r"(?:中文|汉语|普通话)[^，,。；;]{0,4}(?:不太|不怎么|不)(?:顺|好|利索|流利|溜|熟)",
    r"(?:中文|汉语)(?:一般|有限|水平不高|只认得)",
    r"只认得\S{0,4}(?:简单|几个)",
    r"认不(?:了|得|全)\S{0,3}字",
    r"(?:认得|认识|识)的?字不多",
    r"字(?:也)?认(?:得|不)(?:不多|全)",
    "识字",
    "不识字",
    "文盲",
    r"文化(?:水平|程度)\S{0,2}(?:不高|低|有限|一般)",
    r"没(?:念|读|上)过(?:几年|多少|什么)?书",
    r"只(?:念|读|上)过\S{0,3}(?:书|小学|初中)",
    r"(?:念|读)过几年书",
    # Phones and screens beyond them: 智能手机都用不利索, "still getting used to a smartphone".
    r"(?:智能手机|手机|电脑|微信)\S{0,3}(?:都|也|还)?(?:用不|不会用|玩不转|不太会|用得不\S{0,2}熟|"
    r"刚学会|才学会)",
    r"\b(?:still )?(?:getting used to|learning to use|new to|can'?t (?:really )?use) (?:a |their |"
    r"the )?(?:smartphone|smart ?phone|tablet|email|computer)s?\b",
)
# Readers said to be outside the field or new to it.
_LAY = _words(
    r"\blay ?(?:people|persons?|readers|audience|public|folk)\b",
    r"\blaypeople\b",
    r"\bgeneral public\b",
    r"\btourists\b|\bday[- ]trippers\b|\bholiday ?makers\b|游客|游人|旅客|观光客",
    r"\bmembers of the public\b",
    r"\b(?:ordinary|regular|everyday|average|normal) (?:people|folks|readers|punters|citizens|"
    r"households|families)\b",
    r"\bfirst[- ]time (?:buyers|home ?buyers|owners|parents|users|visitors|investors|"
    r"voters|renters|patients|gardeners|\w+ers)\b",
    r"\bbeginners?\b",
    r"第一次(?:了解|接触|看|用|买|做|养|学)|刚开始(?:了解|接触|学)|"
    r"\bapprentices?\b|\btrainees?\b|\brookies?\b|\bin their first (?:year|month|week)s?\b|"
    r"\bfirst[- ]years?\b",
    r"\bnovices?\b",
    r"\bnewbies?\b",
    r"\bnon-?(?:specialists?|experts?|technical)\b",
    r"\boutsiders\b",
    r"\bno (?:background|training|experience) (?:in|with)\b",
    r"\bnew to (?:the |this )?(?:hobby|sport|field|subject|topic|game|craft|area|industry|"
    r"job|role|work)\b",
    r"\bjust (?:started|starting|began) (?:out|learning|to learn)\b",
    r"\bnever (?:dealt with|done|used|heard of|touched|worked with|had|owned|seen)\b",
    "街坊",
    "老百姓",
    "群众",
    "居民",
    "住户",
    "普通人",
    "一般人",
    "大众",
    "外行",
    "门外汉",
    "小白",
    "新手",
    "零基础",
    "刚入门",
    "初学者",
    r"没(?:怎么)?接触过",
    "宝妈",
    "家庭主妇",
    r"车间|一线(?:工人|员工|师傅)|工地|保洁|保安|骑手|快递员|村民|乡亲|老乡|农户|果农|菜农|渔民",
)
# Trades and studies whose readers know the words: technical.
_TRADES = _words(
    r"\b(?:network|system|systems|database|IT) (?:admin(?:istrator)?s|engineers|managers|"
    r"teams?|staff|teachers)\b",
    r"\bDBAs\b",
    r"\bdata (?:scientists|engineers|analysts)\b",
    r"\b(?:ML|machine learning|security|platform|infra(?:structure)?|site reliability|"
    r"backend|back-end|frontend|front-end|full-?stack|embedded|firmware|kernel|cloud|iOS|"
    r"Android|web|game|software|hardware) (?:devs|developers|engineers|folks|people|"
    r"researchers|programmers|teams)\b",
    r"\bpen(?:etration)? ?testers\b",
    r"\b(?:computing|computer science|CS|ICT) teachers\b",
    r"\bKubernetes\b|\bLinux\b|\bkernel\b",
    r"\belectricians\b",
    r"\bplumbers\b",
    r"\bHVAC\b",
    r"\bmachinists\b",
    r"\bwelders\b",
    r"\bpilots\b",
    r"\bair traffic controllers\b",
    r"\bradiologists\b",
    r"\ban(?:a)?esthe(?:tists|siologists)\b",
    r"\bmidwives\b",
    r"\bparamedics\b",
    r"\baccountants\b",
    r"\bbookkeepers\b",
    r"\bunderwriters\b",
    r"\bsolicitors\b",
    r"\bsommeliers?\b|\bwinemakers?\b|\bbrewers?\b|\bdistillers?\b",
    r"\b(?:diploma|degree|certificate|licen[cs]e|qualification)[- ]holders?\b",
    r"\bmostly (?:the )?trade\b|\bin the trade\b",
    # Buyers for a trade, and the writer's own trade: "restaurant buyers and other cheesemakers",
    # "wine buyers", "stockists", 经销商, 采购.
    r"\b(?:trade|wholesale|restaurant|retail|wine|store|shop|food|procurement|industry|"
    r"professional|hotel|catering|farm|grain|livestock|timber|fabric|yarn) buyers\b",
    r"\b(?:stockists|wholesalers|distributors|importers|exporters|merchants)\b",
    r"\b(?:other|fellow) [\w-]+(?:makers|smiths|wrights|mongers|growers|brewers|bakers|roasters|"
    r"producers|breeders|farmers|weavers|potters|carpenters|joiners|builders|cutters)\b",
    r"经销商|批发商|采购商|代理商|进货的|同业|行内人",
    r"\bbarristers\b",
    r"\barchitects\b",
    r"\bsurveyors\b",
    r"\b(?:building|safety|health and safety) inspectors\b",
    # A qualification said: "professional potters", "certified arborists", "chartered …".
    r"\b(?:professional|certified|licensed|chartered|registered|qualified|accredited|"
    r"board-certified|practising|practicing|working|trained) (?:[\w-]+ )?[\w-]+(?:ers|ors|ists|"
    r"ians|ants|ents|ects|ics|eers|ives)\b",
    "网管",
    r"网络管理员|系统管理员|管理员",
    r"信息技术老师|信息老师|计算机老师|信息科技老师|IT老师",
    "运维",
    r"做\S{0,6}(?:开发|研发|设计|编程|测试)的",
    "嵌入式",
    "硬件",
    "固件",
    "电工",
    "电气",
    "机械师",
    "工程师",
    "医生",
    "医师",
    "麻醉",
    "药剂",
    "检验科",
    "会计",
    "审计",
    "税务师",
    "研究员",
    "科研",
    "博士",
    "教授",
    "专业人士",
    "从业者",
    "从业人员",
    "业内",
    "同行",
    "持证",
    r"注册\S{0,2}师",
    "技术人员",
    "技术专栏",
    r"老(?:考生|玩家|用户|读者|粉丝|司机|手|会计|师傅)",
)
# Readers who use the words every day already: "they know cone 6 from cone 10",
# "申论、行测这些词天天挂嘴边", "寄存器、中断这些天天打交道".
_KNOW_THE_WORDS = _re(
    r"\bknow (?:[\w'-]+ ){1,4}from (?:[\w'-]+ ){0,3}[\w'-]+\b|"
    r"\bknow (?:fine |full |perfectly |very )?well what\b|"
    r"\b(?:use|say|read|hear) (?:these|those|the) (?:terms|words|acronyms) (?:every|all)\b|"
    r"这些\S{0,3}(?:天天|每天|整天|经常|时时)(?:都)?(?:挂(?:在)?嘴(?:边|上)|打交道|在用|接触|用)|"
    r"(?:天天|每天|整天)\S{0,4}(?:挂(?:在)?嘴(?:边|上)|打交道)|张口就来|都(?:很)?熟|门儿?清|"
    # Knowing the subject better than the writer, or bored by the basics: "they know their stuff
    # better than I do", "they'll roll their eyes if we explain what X is", 比我还懂.
    r"\bknow (?:their|the|this|all this) (?:stuff|subject|field|trade|craft|business|onions)\b|"
    r"\bknow (?:it|this|more|the \w+) better than (?:I do|me|us|we do)\b|"
    r"\b(?:roll (?:their|his|her) eyes|groan|switch off|tune out|be (?:bored|insulted))\b"
    r"[^.!?]{0,30}\b(?:explain\w*|spell\w* (?:it )?out|define|the basics)\b|"
    r"\bdon'?t need (?:\w+ ){0,3}(?:explained|spelled out|spelt out|defined)\b|"
    r"比我(?:还|更)?(?:懂|专业|内行|在行|清楚|熟)|不用(?:跟他们|给他们)?(?:解释|科普)|"
    r"(?:说法|词|术语|名词|概念|叫法)[^，,。；;！!？?]{0,8}(?:比我还|比谁都|早就|都|很|特别)(?:熟|懂|清楚)"
)
# Read in the gaps of a day: shorter.
_SITUATION = _words(
    r"\bon (?:their|the|a|his|her) phones?\b",
    r"\bbetween (?:call-?outs|calls|jobs|meetings|shifts|rounds|classes|lessons|patients|"
    r"deliveries|sets|stops)\b",
    r"\bon (?:the|their) (?:bus|train|tube|subway|commute|way (?:home|in|to work))\b",
    r"\bskim\w*",
    r"\bglance at\b",
    r"\bin (?:a|the) (?:few|couple of) (?:seconds|minutes)\b",
    r"\b(?:lunch|coffee|tea|smoke|loo|toilet|bathroom|short|quick) breaks?\b",
    r"\bnight[- ]shifts?\b|\bon shift\b|\bshift workers\b|\bon the go\b|\bon the move\b",
    r"等单|等车|排队|地铁上|公交上|车上|手机上|瞄(?:几|一)眼|扫一眼|看两眼|翻两下|碎片时间|午休|歇脚",
)

# Heard rather than read: read aloud, broadcast, announced over a tannoy — short sentences.
_SPOKEN = _words(
    r"\bread (?:it |them |this |these )?(?:aloud|out)\b",
    r"\b(?:broadcast|announced|played) (?:over|on) (?:the )?(?:radio|tannoy|PA|speakers?|"
    r"loudspeakers?)\b",
    r"\blisten(?:s|ing)? (?:to it|rather than read)\b",
    r"念给\S{1,8}听|读给\S{1,8}听|朗读|广播|播报|念出来|大喇叭|听(?:着|的)(?:多|人)",
)

_IMPLIED: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (_re(_LITERACY), "vocabulary", "plain"),
    (_re(_AGES), "vocabulary", "plain"),
    (_re(_SPOKEN), "sentence_length", "shorter"),
    (_re(_SITUATION), "length", "concise"),
    (_re(_LAY), "vocabulary", "plain"),
    (_re(_TRADES), "vocabulary", "technical"),
)
_DESCRIBED = _re("|".join(p.pattern for p, _, _ in _IMPLIED))


_ABILITY_OR_AGE = _re(_LITERACY + "|" + _AGES)


def ability_or_age(sentence: str) -> bool:
    """Are the readers described by their reading ability, language or age? That says more
    than where they read ("老人，智能手机都用得不太熟" is not about reading on phones)."""
    return bool(_ABILITY_OR_AGE.search(sentence))


@lru_cache(maxsize=256)
def group_said(sentence: str) -> bool:
    """Is a group said to read, live or come somewhere ("我们小区住的…", "people who'll open
    this"), whoever they turn out to be?"""
    return bool(_GROUP_SAID.search(sentence))


def describes_a_readership(sentence: str) -> bool:
    """Is a group that reads, lives or comes somewhere described by who they are ("我们小区住的
    大多是外来务工人员", "the folks on this mailing list are mostly grandparents")?"""
    return bool(_GROUP_SAID.search(sentence)) and bool(
        _DESCRIBED.search(sentence) or _KNOW_THE_WORDS.search(sentence)
    )


def implied_by_readership(sentence: str) -> list[tuple[str, str]]:
    """What the readers described in `sentence` usually need, by the broad lexicons: reading
    ability first (it says the most), then age, where it is read, lay readers, trades.
    Readers said to use the words every day want them, whatever else they are."""
    if _KNOW_THE_WORDS.search(sentence) and not _re(_LITERACY).search(sentence):
        return [("vocabulary", "technical")]
    for pattern, dimension, value in _IMPLIED:
        if pattern.search(sentence):
            return [(dimension, value)]
    return []
