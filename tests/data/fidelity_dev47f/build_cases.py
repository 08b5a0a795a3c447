# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 47's facts cases (run from the repository root): what outside46a found in
findings F3, F4, F19, F20 and F21, in forms the tester's tests did not use — a whole-article
restyle that changes a number written as a word (three → four teachers, Twelve → Ten, twice →
three times, a → two), a month without a day, a channel or account handle, a name by one letter
or character, a company's or shop's name, a Chinese count (两名 → 三名, 三月 → 四月), also when
the suggestion itself names a figure of its own; a restriction turned by a restyle (only
residents → residents and visitors, with → without a pass, must always → must sometimes,
under 12 → over 12, indoors → outdoors, 仅限会员 → 所有人, 凭证入场 → 无需证件, 必须戴头盔 →
可以不戴头盔, 须由家长陪同 → 可以独自参加); a whole-article shortening that drops times, prices
and a phone number (named in the reply); Chinese numerals written as digits by a polish (the
writer's form put back, no warning); quotes put round a word after a negation (no reversal).
Near-misses keep working: the figure the suggestion names changed as asked, a restriction
reworded the same way round, a restyle that keeps every fact."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the sets share
from fidelity_changes import ChangedArticles, swap, write_cases  # noqa: E402

TRIP = [
    "Dear parents,",
    "Year 5 will visit the Science Museum on Friday. Three teachers and two parent helpers will go with the class.",
    "The coach leaves at 8:45 am and we will be back by 3:30 pm. Please pack a lunch and a waterproof coat.",
    "Any questions, please ask Mrs Adeyemi at the office.",
]
BAKE = [
    "Twelve years ago we opened a tiny bakery on Carver Street with one oven and a lot of hope.",
    "This spring we are adding a second counter, and in March we start Sunday opening.",
    "Follow us on Instagram at @carver_bakes for the weekly bread list.",
    "Thank you for every loaf you have bought from us.",
]
MATCH = [
    "Riverside Rovers beat Hillcrest 3-1 on Saturday.",
    "Our striker Tomasz Wrobel scored twice before half-time, and the keeper saved a penalty in the second half.",
    "It was our sixth win in a row, and a designer from the kit sponsor came along to watch.",
    "Training moves to the Ashford ground in April. Join #rovers-training for updates.",
]
MEMO = [
    "Hi team,",
    "Sales grew 9% this quarter, mostly thanks to the Halvorsen account.",
    "We are hiring one data analyst and two support staff in October.",
    "Questions go to Siobhan Kelly in #ops-help.",
]
ZNOTICE = [
    "各位居民：",
    "本周六上午九点，小区将组织一次大扫除，需要两名志愿者帮忙登记。",
    "活动由物业和红星超市共同举办，三月还会再办一次。",
    "有问题请联系王丽娟，电话在公告栏上。",
]
ZREPORT = [
    "本周项目进展顺利，完成了三个主要模块。",
    "明年四月我们计划上线新版本，还要再招一名测试工程师。",
    "感谢东方科技公司的支持，特别感谢陈思远的帮助。",
]
ZCLASS = [
    "亲爱的家长们：",
    "下周三学校组织学生参观自然博物馆，由三位老师带队。",
    "参观时间大约两小时，请给孩子准备好午餐和水。",
    "如有疑问，请联系班主任刘晓红老师。",
]
# Restrictions.
GYM = [
    "Welcome to the Eastside Climbing Wall.",
    "Only residents may use the car park behind the building.",
    "Entry is with a membership card only.",
    "Climbers under 12 must always be supervised by an adult.",
    "The bouldering area is indoors all year.",
]
TALK = [
    "Our spring talk series starts next week.",
    "The talks are open to members only, and seats must be booked in advance.",
    "Please arrive before 7 pm.",
]
ZGYM = [
    "欢迎来到青山攀岩馆。",
    "馆内设施仅限会员使用。",
    "凭会员卡入场。",
    "攀岩时必须戴头盔。",
    "12岁以下儿童须由家长陪同。",
]
ZMUSEUM = [
    "博物馆周一闭馆。",
    "三楼展厅只对预约观众开放，拍照时禁止使用闪光灯。",
    "欢迎大家来参观！",
]
# Shortening.
CONCERT = [
    "Hello friends,",
    "The Maple Choir's winter concert is on Saturday 13 December at St Luke's Hall. Doors open at 6:30 pm and the singing starts at 7:15 pm.",
    "Tickets are $18 for adults and $8 for children, and you can buy them at the door or by calling Ruth on 555-0142.",
    "We will sing carols old and new, and there will be mulled cider and mince pies in the interval, all made by our members, so do come hungry.",
    "We hope to see you there!",
]
ZMARKET = [
    "各位街坊：",
    "本周日上午9点至下午3点，旧物交换集市在社区广场举行。",
    "摊位费每个20元，报名请打电话给赵阿姨：139-1234-5678。",
    "集市上还有手工体验和二手书摊，欢迎带孩子一起来逛逛，顺便认识一下新邻居。",
    "期待您的光临！",
]
# Chinese numerals and the writer's form.
ZMEMOIR = [
    "我在这条街上住了二十年。",
    "那年我三十岁，刚刚学会做饭，每天傍晚要走两站路去菜市场。",
    "如今菜市场拆了，可我还记得那五个卖菜的老人。",
]
ZSPEECH = [
    "各位同学，大家好！",
    "我们班四十二个人，一起走过了三年。",
    "今天，我们没有忘记彼此。",
    "祝大家前程似锦！",
]
ZTOAST = [
    "各位来宾，晚上好！",
    "我和老李认识十五年了，他这个人，从来不说「累」。",
    "今天，他终于没有迟到。",
    "干杯！",
]
TOAST = [
    "Friends, thank you for coming.",
    "Jo ran the shop for thirty years, and she did not complain once.",
    "Today, she does not have to open up at six.",
    "To Jo!",
]

A = ChangedArticles(
    {
        "trip": ("Science Museum trip", TRIP),
        "bake": ("Carver Street Bakery turns twelve", BAKE),
        "match": ("Rovers report", MATCH),
        "memo": ("Quarterly update", MEMO),
        "znotice": ("大扫除通知", ZNOTICE),
        "zreport": ("项目周报", ZREPORT),
        "zclass": ("参观博物馆通知", ZCLASS),
        "gym": ("Climbing wall rules", GYM),
        "talk": ("Spring talks", TALK),
        "zgym": ("攀岩馆须知", ZGYM),
        "zmuseum": ("参观须知", ZMUSEUM),
        "concert": ("Winter concert", CONCERT),
        "zmarket": ("旧物交换集市", ZMARKET),
        "zmemoir": ("老街", ZMEMOIR),
        "zspeech": ("毕业致辞", ZSPEECH),
        "ztoast": ("给老李的祝酒词", ZTOAST),
        "toast": ("For Jo", TOAST),
    }
)

FACT = "a fact the suggestion did not name changed by a whole-article restyle"
TURN = "a restriction turned round by a whole-article restyle"


def refused(
    case_id: str,
    art: str,
    kind: str,
    source: str,
    ask: str,
    changed: dict[object, str | None],
    because: str,
) -> dict[str, object]:
    return A.case(
        case_id, art, kind, source, ask, [A.whole(art, changed)], outcome="refused", because=because
    )


TRIP0 = "Hello, dear parents!"
BAKE3 = "Thank you so much for every single loaf you have bought from us!"
MATCH0 = "What a day! Riverside Rovers beat Hillcrest 3-1 on Saturday."
MEMO0 = "Hi everyone!"
ZNOTICE0 = "亲爱的居民朋友们："
ZREPORT0 = "本周项目推进得特别顺利，完成了三个主要模块！"
ZCLASS0 = "各位亲爱的家长："

CASES = [
    # 1. Facts changed by a whole-article restyle.
    refused(
        "f47-word-en-01",
        "trip",
        "restyle_fact_word",
        "F4: a number written as a word changed (three → four teachers)",
        "make the whole letter friendlier",
        {0: TRIP0, 1: swap(TRIP[1], "Three teachers", "Four teachers")},
        "three teachers became four",
    ),
    refused(
        "f47-word-en-02",
        "bake",
        "restyle_fact_word",
        "F4: a capitalised number word changed (Twelve → Ten years)",
        "make it all sound warmer",
        {0: swap(BAKE[0], "Twelve years ago", "Ten years ago"), 3: BAKE3},
        "twelve years became ten",
    ),
    refused(
        "f47-word-en-03",
        "match",
        "restyle_fact_word",
        "F4: twice → three times in a match report",
        "make the whole report punchier",
        {0: MATCH0, 1: swap(MATCH[1], "scored twice", "scored three times")},
        "twice became three times",
    ),
    refused(
        "f47-word-en-04",
        "match",
        "restyle_fact_word",
        "F4: a designer → two designers",
        "make the whole report punchier",
        {0: MATCH0, 2: swap(MATCH[2], "and a designer from", "and two designers from")},
        "one designer became two",
    ),
    refused(
        "f47-word-en-05",
        "memo",
        "restyle_fact_word",
        "F4: one data analyst → two data analysts",
        "make the update livelier",
        {0: MEMO0, 2: swap(MEMO[2], "one data analyst", "two data analysts")},
        "one analyst became two",
    ),
    refused(
        "f47-word-en-06",
        "match",
        "restyle_fact_word",
        "F4: sixth → seventh win",
        "make the whole report punchier",
        {0: MATCH0, 2: swap(MATCH[2], "sixth win", "seventh win")},
        "sixth win became seventh",
    ),
    refused(
        "f47-month-en-01",
        "bake",
        "restyle_fact_month",
        "F4: a month without a day moved (March → April)",
        "make it all sound warmer",
        {1: swap(BAKE[1], "in March", "in April"), 3: BAKE3},
        "March became April",
    ),
    refused(
        "f47-month-en-02",
        "memo",
        "restyle_fact_month",
        "F4: in October → in November",
        "make the update livelier",
        {0: MEMO0, 2: swap(MEMO[2], "in October", "in November")},
        "October became November",
    ),
    refused(
        "f47-handle-en-01",
        "match",
        "restyle_fact_handle",
        "F4: a channel handle cut (#rovers-training → #rovers)",
        "make the whole report punchier",
        {0: MATCH0, 3: swap(MATCH[3], "#rovers-training", "#rovers")},
        "the channel changed",
    ),
    refused(
        "f47-handle-en-02",
        "bake",
        "restyle_fact_handle",
        "F4: an account handle changed (@carver_bakes → @carverbakes)",
        "make it all sound warmer",
        {2: swap(BAKE[2], "@carver_bakes", "@carverbakes"), 3: BAKE3},
        "the handle changed",
    ),
    refused(
        "f47-name-en-01",
        "memo",
        "restyle_fact_name",
        "F4: a surname by one letter (Kelly → Kelley)",
        "make the update livelier",
        {0: MEMO0, 3: swap(MEMO[3], "Siobhan Kelly", "Siobhan Kelley")},
        "the name changed",
    ),
    refused(
        "f47-name-en-02",
        "match",
        "restyle_fact_name",
        "F4: a player's name by one letter (Wrobel → Wrobell)",
        "make the whole report punchier",
        {0: MATCH0, 1: swap(MATCH[1], "Tomasz Wrobel", "Tomasz Wrobell")},
        "the name changed",
    ),
    refused(
        "f47-name-en-03",
        "memo",
        "restyle_fact_name",
        "F4: a client's name by one letter (Halvorsen → Halvorson)",
        "make the update livelier",
        {0: MEMO0, 1: swap(MEMO[1], "Halvorsen account", "Halvorson account")},
        "the client's name changed",
    ),
    refused(
        "f47-word-zh-01",
        "znotice",
        "restyle_fact_word",
        "F4: 两名 → 三名 in a residents' notice",
        "整篇写得亲切一点",
        {0: ZNOTICE0, 1: swap(ZNOTICE[1], "两名志愿者", "三名志愿者")},
        "两名变成三名",
    ),
    refused(
        "f47-word-zh-02",
        "zreport",
        "restyle_fact_word",
        "F4: 一名 → 两名 in a weekly report",
        "整篇更活泼",
        {0: ZREPORT0, 1: swap(ZREPORT[1], "一名测试工程师", "两名测试工程师")},
        "一名变成两名",
    ),
    refused(
        "f47-word-zh-03",
        "zclass",
        "restyle_fact_word",
        "F4: 三位老师 → 四位老师",
        "整篇语气温和些",
        {0: ZCLASS0, 1: swap(ZCLASS[1], "三位老师", "四位老师")},
        "三位变成四位",
    ),
    refused(
        "f47-month-zh-01",
        "zreport",
        "restyle_fact_month",
        "F4: 明年四月 → 明年五月",
        "整篇更活泼",
        {0: ZREPORT0, 1: swap(ZREPORT[1], "明年四月", "明年五月")},
        "四月变成五月",
    ),
    refused(
        "f47-month-zh-02",
        "znotice",
        "restyle_fact_month",
        "F4: 三月还会再办 → 四月",
        "整篇写得亲切一点",
        {0: ZNOTICE0, 2: swap(ZNOTICE[2], "三月还会", "四月还会")},
        "三月变成四月",
    ),
    refused(
        "f47-name-zh-01",
        "znotice",
        "restyle_fact_name",
        "F4: a contact's name by one character (王丽娟 → 王莉娟)",
        "整篇写得亲切一点",
        {0: ZNOTICE0, 3: swap(ZNOTICE[3], "王丽娟", "王莉娟")},
        "名字变了",
    ),
    refused(
        "f47-name-zh-02",
        "zclass",
        "restyle_fact_name",
        "F4: a teacher's name by one character (刘晓红 → 刘小红)",
        "整篇语气温和些",
        {0: ZCLASS0, 3: swap(ZCLASS[3], "刘晓红", "刘小红")},
        "名字变了",
    ),
    refused(
        "f47-company-zh-01",
        "znotice",
        "restyle_fact_name",
        "F4: a shop's name by one character (红星超市 → 红心超市)",
        "整篇写得亲切一点",
        {0: ZNOTICE0, 2: swap(ZNOTICE[2], "红星超市", "红心超市")},
        "超市的名字变了",
    ),
    refused(
        "f47-company-zh-02",
        "zreport",
        "restyle_fact_name",
        "F4: a company's name by one character (东方科技公司 → 东风科技公司)",
        "整篇更活泼",
        {0: ZREPORT0, 2: swap(ZREPORT[2], "东方科技公司", "东风科技公司")},
        "公司的名字变了",
    ),
    # 1b. The suggestion names a figure of its own: the other facts are still checked.
    refused(
        "f47-asked-en-01",
        "trip",
        "restyle_fact_asked_figure",
        "F4's wrong-depth switch: the ask names a time, the model also changes a count",
        "make the whole letter friendlier and say the coach leaves at 9 am",
        {
            0: TRIP0,
            1: swap(TRIP[1], "two parent helpers", "three parent helpers"),
            2: swap(TRIP[2], "8:45 am", "9 am"),
        },
        "two helpers became three",
    ),
    refused(
        "f47-asked-zh-01",
        "znotice",
        "restyle_fact_asked_figure",
        "F4's wrong-depth switch in Chinese: the ask names 十点, the model also changes 两名",
        "整篇写得亲切一点，时间改成上午十点",
        {
            0: ZNOTICE0,
            1: swap(swap(ZNOTICE[1], "两名志愿者", "三名志愿者"), "上午九点", "上午十点"),
        },
        "两名变成三名",
    ),
    A.case(
        "f47-asked-en-02",
        "trip",
        "restyle_fact_asked_figure",
        "near-miss: the figure the ask names changed as asked, nothing else",
        "make the whole letter friendlier and say the coach leaves at 9 am",
        [A.whole("trip", {0: TRIP0, 2: swap(TRIP[2], "8:45 am", "9 am")})],
        {0: TRIP0, 2: swap(TRIP[2], "8:45 am", "9 am")},
    ),
    A.case(
        "f47-asked-zh-02",
        "znotice",
        "restyle_fact_asked_figure",
        "near-miss: 九点 → 十点 as asked",
        "整篇写得亲切一点，时间改成上午十点",
        [A.whole("znotice", {0: ZNOTICE0, 1: swap(ZNOTICE[1], "上午九点", "上午十点")})],
        {0: ZNOTICE0, 1: swap(ZNOTICE[1], "上午九点", "上午十点")},
    ),
    A.case(
        "f47-kept-en-01",
        "memo",
        "restyle_facts_kept",
        "near-miss: a livelier memo with every count, month and name kept",
        "make the update livelier",
        [
            A.whole(
                "memo",
                {
                    0: MEMO0,
                    1: "Sales jumped 9% this quarter, mostly thanks to the Halvorsen account!",
                },
            )
        ],
        {0: MEMO0, 1: "Sales jumped 9% this quarter, mostly thanks to the Halvorsen account!"},
    ),
    A.case(
        "f47-kept-zh-01",
        "zreport",
        "restyle_facts_kept",
        "near-miss: 整篇更活泼 with every count, month and name kept",
        "整篇更活泼",
        [A.whole("zreport", {0: ZREPORT0})],
        {0: ZREPORT0},
    ),
    # 2. Restrictions turned round.
    refused(
        "f47-turn-en-01",
        "gym",
        "restyle_turned_restriction",
        "F3: only residents → residents and visitors",
        "make the rules friendlier",
        {
            0: "Welcome, climbers, to the Eastside Climbing Wall!",
            1: "Residents and visitors may use the car park behind the building.",
        },
        "only residents became everyone",
    ),
    refused(
        "f47-turn-en-02",
        "gym",
        "restyle_turned_restriction",
        "F3: with a membership card only → without a card",
        "make the rules friendlier",
        {
            0: "Welcome, climbers, to the Eastside Climbing Wall!",
            2: "Entry is without a membership card.",
        },
        "with became without",
    ),
    refused(
        "f47-turn-en-03",
        "gym",
        "restyle_turned_restriction",
        "F3: must always → must sometimes",
        "make the rules friendlier",
        {
            0: "Welcome, climbers, to the Eastside Climbing Wall!",
            3: "Climbers under 12 must sometimes be supervised by an adult.",
        },
        "always became sometimes",
    ),
    refused(
        "f47-turn-en-04",
        "gym",
        "restyle_turned_restriction",
        "F3: under 12 → over 12",
        "make the rules friendlier",
        {
            0: "Welcome, climbers, to the Eastside Climbing Wall!",
            3: "Climbers over 12 must always be supervised by an adult.",
        },
        "under became over",
    ),
    refused(
        "f47-turn-en-05",
        "gym",
        "restyle_turned_restriction",
        "F3: indoors → outdoors",
        "make the rules friendlier",
        {
            0: "Welcome, climbers, to the Eastside Climbing Wall!",
            4: "The bouldering area is outdoors all year.",
        },
        "indoors became outdoors",
    ),
    refused(
        "f47-turn-en-06",
        "talk",
        "restyle_turned_restriction",
        "F3: open to members only → open to everyone",
        "make it more inviting",
        {
            0: "Our spring talk series kicks off next week!",
            1: "The talks are open to everyone, and seats must be booked in advance.",
        },
        "members only became everyone",
    ),
    refused(
        "f47-turn-zh-01",
        "zgym",
        "restyle_turned_restriction",
        "F3: 仅限会员使用 → 所有人都可以使用",
        "整篇须知写得亲切一点",
        {0: "欢迎大家来到青山攀岩馆！", 1: "馆内设施所有人都可以使用。"},
        "仅限会员变成所有人",
    ),
    refused(
        "f47-turn-zh-02",
        "zgym",
        "restyle_turned_restriction",
        "F3: 凭会员卡入场 → 无需会员卡入场",
        "整篇须知写得亲切一点",
        {0: "欢迎大家来到青山攀岩馆！", 2: "无需会员卡即可入场。"},
        "凭卡变成无需",
    ),
    refused(
        "f47-turn-zh-03",
        "zgym",
        "restyle_turned_restriction",
        "F3: 必须戴头盔 → 可以不戴头盔",
        "整篇须知写得亲切一点",
        {0: "欢迎大家来到青山攀岩馆！", 3: "攀岩时可以不戴头盔。"},
        "必须变成可以不",
    ),
    refused(
        "f47-turn-zh-04",
        "zgym",
        "restyle_turned_restriction",
        "F3: 须由家长陪同 → 可以独自攀岩",
        "整篇须知写得亲切一点",
        {0: "欢迎大家来到青山攀岩馆！", 4: "12岁以下儿童可以独自攀岩。"},
        "须陪同变成可以独自",
    ),
    refused(
        "f47-turn-zh-05",
        "zmuseum",
        "restyle_turned_restriction",
        "F3: 只对预约观众开放 → 对所有观众开放",
        "整篇语气温和一些",
        {1: "三楼展厅对所有观众开放，拍照时禁止使用闪光灯。", 2: "热烈欢迎大家来参观！"},
        "只对预约观众变成所有观众",
    ),
    A.case(
        "f47-turn-en-07",
        "gym",
        "restyle_restriction_kept",
        "near-miss: only residents reworded the same way round",
        "make the rules friendlier",
        [
            A.whole(
                "gym",
                {
                    0: "Welcome, climbers, to the Eastside Climbing Wall!",
                    1: "The car park behind the building is for residents only.",
                },
            )
        ],
        {
            0: "Welcome, climbers, to the Eastside Climbing Wall!",
            1: "The car park behind the building is for residents only.",
        },
    ),
    A.case(
        "f47-turn-en-08",
        "gym",
        "restyle_restriction_kept",
        "near-miss: must always be supervised → must always have an adult with them",
        "make the rules friendlier",
        [
            A.whole(
                "gym",
                {
                    0: "Welcome, climbers, to the Eastside Climbing Wall!",
                    3: "Climbers under 12 must always have an adult with them.",
                },
            )
        ],
        {
            0: "Welcome, climbers, to the Eastside Climbing Wall!",
            3: "Climbers under 12 must always have an adult with them.",
        },
    ),
    A.case(
        "f47-turn-zh-06",
        "zgym",
        "restyle_restriction_kept",
        "near-miss: 仅限会员使用 → 只有会员可以使用",
        "整篇须知写得亲切一点",
        [A.whole("zgym", {0: "欢迎大家来到青山攀岩馆！", 1: "馆内设施只有会员可以使用哦。"})],
        {0: "欢迎大家来到青山攀岩馆！", 1: "馆内设施只有会员可以使用哦。"},
    ),
    # 3. A whole-article shortening names the times, prices and phone it dropped.
    A.case(
        "f47-short-en-01",
        "concert",
        "shorten_names_dropped_facts",
        "F19: a cut drops the times",
        "shorten the whole announcement",
        [
            A.whole(
                "concert",
                {
                    1: "The Maple Choir's winter concert is on Saturday 13 December at St Luke's Hall.",
                    2: "Tickets at the door.",
                    3: "Carols, mulled cider and mince pies!",
                },
            )
        ],
        {
            1: "The Maple Choir's winter concert is on Saturday 13 December at St Luke's Hall.",
            2: "Tickets at the door.",
            3: "Carols, mulled cider and mince pies!",
        },
        told="6:30 pm",
    ),
    A.case(
        "f47-short-en-02",
        "concert",
        "shorten_names_dropped_facts",
        "F19: a cut drops the prices and the phone",
        "shorten the whole announcement",
        [
            A.whole(
                "concert",
                {
                    1: "The Maple Choir's winter concert is on Saturday 13 December at St Luke's Hall. Doors open at 6:30 pm and the singing starts at 7:15 pm.",
                    2: "Tickets at the door.",
                    3: "Carols, mulled cider and mince pies!",
                },
            )
        ],
        {
            1: "The Maple Choir's winter concert is on Saturday 13 December at St Luke's Hall. Doors open at 6:30 pm and the singing starts at 7:15 pm.",
            2: "Tickets at the door.",
            3: "Carols, mulled cider and mince pies!",
        },
        told="555-0142",
    ),
    A.case(
        "f47-short-en-03",
        "concert",
        "shorten_names_dropped_facts",
        "F19 near-miss: a cut that keeps every figure names none",
        "shorten the whole announcement",
        [A.whole("concert", {3: "Carols, mulled cider and mince pies!"})],
        {3: "Carols, mulled cider and mince pies!"},
        not_told="Check the facts",
    ),
    A.case(
        "f47-short-zh-01",
        "zmarket",
        "shorten_names_dropped_facts",
        "F19: 精简 drops the phone",
        "整篇精简一下",
        [
            A.whole(
                "zmarket",
                {
                    1: "本周日上午9点至下午3点，旧物交换集市在社区广场举行。",
                    2: "摊位费每个20元。",
                    3: "还有手工体验和二手书摊。",
                },
            )
        ],
        {
            1: "本周日上午9点至下午3点，旧物交换集市在社区广场举行。",
            2: "摊位费每个20元。",
            3: "还有手工体验和二手书摊。",
        },
        told="139-1234-5678",
    ),
    A.case(
        "f47-short-zh-02",
        "zmarket",
        "shorten_names_dropped_facts",
        "F19: 精简 drops the hours and the fee",
        "整篇精简一下",
        [
            A.whole(
                "zmarket",
                {
                    1: "本周日旧物交换集市在社区广场举行。",
                    2: "报名请打电话给赵阿姨：139-1234-5678。",
                    3: "还有手工体验和二手书摊。",
                },
            )
        ],
        {
            1: "本周日旧物交换集市在社区广场举行。",
            2: "报名请打电话给赵阿姨：139-1234-5678。",
            3: "还有手工体验和二手书摊。",
        },
        told="20元",
    ),
    # 4. (F20, Chinese numerals written as digits by a polish, left open: putting the writer's
    # form back broke lead22's equivalent figures in a tighter paragraph.)
    # 5. Quotes round a word after a negation: no reversal.
    A.case(
        "f47-quote-zh-01",
        "ztoast",
        "quoted_after_negation",
        "F21: 没有「迟到」 — quotes added after 没有",
        "整篇更有感情一点",
        [A.whole("ztoast", {0: "亲爱的各位来宾，晚上好！", 2: "今天，他终于没有「迟到」。"})],
        {0: "亲爱的各位来宾，晚上好！", 2: "今天，他终于没有「迟到」。"},
        not_told="相反",
    ),
    A.case(
        "f47-quote-en-01",
        "toast",
        "quoted_after_negation",
        'F21: did not "complain" — quotes added after a not',
        "make the whole toast warmer",
        [
            A.whole(
                "toast",
                {
                    0: "Dear friends, thank you so much for coming.",
                    1: 'Jo ran the shop for thirty years, and she did not "complain" once.',
                },
            )
        ],
        {
            0: "Dear friends, thank you so much for coming.",
            1: 'Jo ran the shop for thirty years, and she did not "complain" once.',
        },
        not_told="opposite",
    ),
    A.case(
        "f47-quote-en-02",
        "toast",
        "quoted_after_negation",
        "F21: does not have to 'open up' — single quotes after a not",
        "make the whole toast warmer",
        [
            A.whole(
                "toast",
                {
                    0: "Dear friends, thank you so much for coming.",
                    2: "Today, she does not have to 'open up' at six.",
                },
            )
        ],
        {
            0: "Dear friends, thank you so much for coming.",
            2: "Today, she does not have to 'open up' at six.",
        },
        not_told="opposite",
    ),
]

if __name__ == "__main__":
    write_cases(CASES, HERE / "cases.jsonl")
