# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 47's scope cases (run from the repository root): where the writer pointed,
and asks for an answer — outside46a's F2, F5, F7, F8 and F14 in forms the tester's tests did
not use. A Chinese topic target in words no paragraph holds, with another line turned into
English (F2); one paragraph named as writers say it ("the third one", "the one about X", "the
bit where I talk about X", "the start", 中间那段, 关于X的部分) with the model's change elsewhere
(F5); a section named by its heading then the ask ("Highlights: mention …", 遇到的困难：补充…)
(F7); an addition with no place named answered with its one paragraph (F8); title options, a
tweet, 朋友圈文案 asked for — an answer, not an edit (F14). Near-misses keep working: "the
paragraph about X", a topic in its own words, "give it a better title", 换个标题."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the sets share
from fidelity_changes import ChangedArticles, alone, write_cases  # noqa: E402

CLUB = [
    "Our January meeting is on Thursday the 15th at 7 pm in the back room of the Crown.",
    "We are reading Claire Keegan's Small Things Like These, which is short enough to finish in a weekend.",
    "Parking behind the pub is free after six, but the spaces fill up quickly.",
    "Please bring a dish to share; last time we had far too many desserts and nothing savoury.",
    "Thanks to Helen for hosting December's meeting and for the mulled wine.",
]
MOVE = [
    "We are moving to the new office on Harbour Street on Monday 2 March.",
    "Pack your desk into the crates provided by Friday afternoon and label every crate with your name.",
    "The kitchen on the third floor will be shared with the design agency next door.",
    "IT will set up the laptops over the weekend, so expect to log in fresh on Monday.",
    "Questions go to Marcus on the facilities channel.",
]
ZCLUB = [
    "一月读书会定在15号（周四）晚上7点，地点在社区图书室。",
    "这次读的是《额尔古纳河右岸》，篇幅不长，一个周末就能读完。",
    "图书室门口只能停自行车，开车来的朋友请把车停在小区东门外的停车场。",
    "请每人带一样小吃来分享，上次甜点太多，咸的几乎没有。",
    "感谢张老师上个月提供场地，还给大家煮了姜茶。",
]
ZCLINIC = [
    "各位居民：",
    "本周六（3月8日）上午9点到12点，市第一医院的医生会来社区活动室义诊。",
    "义诊项目包括量血压、测血糖和眼科检查，全部免费。",
    "请带上医保卡和以前的病历本，六十岁以上的老人可以优先就诊。",
    "联系人：王建华 139-0021-7788",
]
ZTRIP = [
    "各位家长：",
    "四月十二日（周六）我们组织孩子们去西山森林公园春游，早上八点在学校正门集合。",
    "每人交80元，含往返车费、门票和午饭，请在周三前交给班主任。",
    "请给孩子穿运动鞋，带上水壶和一件外套。",
    "地址：西山森林公园南门停车场",
]
REPORT = [
    "## Summary",
    "The Meals on Wheels pilot delivered 2,140 hot lunches across the Eastfield estate between April and September.",
    "## Highlights",
    "Forty-two volunteers took part, and every route ran on time for the last eight weeks.",
    "## Problems",
    "The kitchen's fridge failed twice in August, and two routes had to be cancelled.",
    "## Plans",
    "We will add a Saturday route and train four new drivers before winter.",
]
ZREPORT = [
    "## 项目概况",
    "社区食堂助老送餐项目从四月到九月共送出两千一百多份午餐，覆盖东苑小区六栋楼。",
    "## 活动亮点",
    "共有四十二位志愿者参与，最近八周每条线路都准时送达。",
    "## 遇到的困难",
    "八月份食堂冷柜坏了两次，有两条线路只好临时取消。",
    "## 下一步计划",
    "冬天之前我们打算增加一条周六线路，并培训四名新司机。",
]
FAIR = [
    "Hillside Primary's summer fair is on Saturday 21 June, from 11 am to 3 pm on the school field.",
    "There will be a tombola, a cake stall and a bouncy castle for the little ones. Tickets for the raffle are £1 each, and the prizes include a hamper from Dean's Deli.",
    "All money raised goes towards new books for the library.",
]
DOG = [
    "The Riverside dog walk returns this Sunday, starting from the boathouse at 10 am.",
    "The route is about four miles along the towpath and back through Mill Woods. It is flat all the way, so it suits older dogs too.",
    "We finish at the Swan, where the garden has water bowls.",
    "Sign up with Priya so we know how many to expect.",
]
ZSALE = [
    "各位邻居：",
    "本周日上午九点到十二点，小区中心花园举办二手市集，衣服、玩具、图书都可以拿来交换或出售。",
    "摆摊请提前在业主群里接龙登记，每户限一个摊位。",
    "如遇下雨，市集改到会所一楼大厅。",
]
ZBAKE = [
    "周末烘焙课报名开始啦！",
    "这次教做戚风蛋糕和蔓越莓饼干，每人都能带一份作品回家。课程时间是周六下午两点到五点。",
    "名额只有十二个，报满为止。",
]

ARTS = ChangedArticles(
    {
        "club": ("Crown Book Club — January", CLUB),
        "move": ("Office move: what you need to know", MOVE),
        "zclub": ("小区读书会一月通知", ZCLUB),
        "zclinic": ("社区义诊通知", ZCLINIC),
        "ztrip": ("春游通知", ZTRIP),
        "report": ("Meals on Wheels pilot — final report", REPORT),
        "zreport": ("助老送餐项目总结", ZREPORT),
        "fair": ("Summer fair", FAIR),
        "dog": ("Riverside dog walk", DOG),
        "zsale": ("二手市集通知", ZSALE),
        "zbake": ("烘焙课报名", ZBAKE),
    }
)
whole, case = ARTS.whole, ARTS.case


def _thanks(text: str, zh: bool) -> str:
    """The model's unasked thank-you tacked onto another paragraph."""
    return text.rstrip("。.") + ("，谢谢大家！" if zh else " — thank you!")


def _named_one(
    cid: str, art: str, suggestion: str, target: int, new: str, other: int, source: str
) -> dict[str, object]:
    """One paragraph named as writers say it; the model edits it and thanks everyone in
    another: the target saved, the thank-you withheld."""
    paragraphs = ARTS.articles[art][1]
    zh = art.startswith("z")
    reply = whole(art, {target: new, other: _thanks(paragraphs[other], zh)})
    return case(
        cid, art, "one_paragraph_named", source, suggestion, [reply], {target: new}, withheld=1
    )


CLUB2 = (
    "Parking behind the pub is free after six — just come a little early, as the spaces go quickly!"
)
CLUB3 = "It would be lovely if you could bring a dish to share; last time we had far too many desserts and nothing savoury!"
CLUB0 = "We can't wait to see you at our January meeting on Thursday the 15th at 7 pm in the back room of the Crown!"
MOVE2 = "Good news: we'll be sharing the third-floor kitchen with our friendly neighbours at the design agency."
MOVE1 = "Please pack your desk into the crates provided by Friday afternoon, and don't forget to label each crate with your name."
MOVE4 = "Any questions at all? Marcus is happy to help on the facilities channel."
ZCLUB2 = "图书室门口只能停自行车，开车来的朋友麻烦把车停在小区东门外的停车场，辛苦大家啦。"
ZCLUB3 = "欢迎每人带一样小吃来分享！上次甜点太多，咸的几乎没有，这次多带点咸的就更好啦。"
ZCLUB1 = "这次我们一起读《额尔古纳河右岸》，篇幅不长，一个周末就能轻松读完。"

CASES = [
    _named_one(
        "s47-one-en-01",
        "club",
        "make the third one a bit friendlier",
        2,
        CLUB2,
        4,
        "outside46a F5: 'the fourth one' in other words",
    ),
    _named_one(
        "s47-one-en-02",
        "club",
        "The one about the dishes — can you make it warmer?",
        3,
        CLUB3,
        0,
        "outside46a F5: 'the one about the minutes'",
    ),
    _named_one(
        "s47-one-en-03",
        "club",
        "make the bit where I talk about parking a little friendlier",
        2,
        CLUB2,
        0,
        "outside46a F5: 'the bit where I talk about the choir'",
    ),
    _named_one(
        "s47-one-en-04",
        "club",
        "make the start more inviting",
        0,
        CLUB0,
        3,
        "outside46a F5: 'the start'",
    ),
    _named_one(
        "s47-one-en-05",
        "club",
        "The beginning feels flat, make it more inviting",
        0,
        CLUB0,
        2,
        "outside46a F5: 'the start' as 'the beginning'",
    ),
    _named_one(
        "s47-one-en-06",
        "move",
        "the one about the kitchen — make it sound more positive",
        2,
        MOVE2,
        4,
        "outside46a F5: 'the one about X', another genre",
    ),
    _named_one(
        "s47-one-en-07",
        "move",
        "make the second one less bossy",
        1,
        MOVE1,
        3,
        "outside46a F5: 'the Nth one', another genre",
    ),
    _named_one(
        "s47-one-en-08",
        "move",
        "the bit where I mention the crates sounds bossy, soften it",
        1,
        MOVE1,
        4,
        "outside46a F5: 'the bit where I mention X'",
    ),
    _named_one(
        "s47-one-en-09",
        "move",
        "make the middle one sound more positive",
        2,
        MOVE2,
        0,
        "outside46a F5: 'the middle one'",
    ),
    _named_one(
        "s47-one-en-10",
        "move",
        "Could you make the end a bit friendlier?",
        4,
        MOVE4,
        2,
        "outside46a F5: 'the end'",
    ),
    _named_one(
        "s47-one-zh-01", "zclub", "中间那段写得客气一点", 2, ZCLUB2, 0, "outside46a F5: 中间那段"
    ),
    _named_one(
        "s47-one-zh-02",
        "zclub",
        "中间的那一段语气软一些",
        2,
        ZCLUB2,
        4,
        "outside46a F5: 中间一段, other words",
    ),
    _named_one(
        "s47-one-zh-03",
        "zclub",
        "关于小吃的部分写得热情一点",
        3,
        ZCLUB3,
        0,
        "outside46a F5: 关于扫雪的部分",
    ),
    _named_one(
        "s47-one-zh-04",
        "zclub",
        "讲停车的那部分说得客气一些",
        2,
        ZCLUB2,
        4,
        "outside46a F5: 关于X的部分, 讲X的那部分",
    ),
    _named_one(
        "s47-one-zh-05",
        "zclub",
        "第二个写得轻松一点",
        1,
        ZCLUB1,
        3,
        "outside46a F5: 'the fourth one' in Chinese (第N个 of paragraphs)",
    ),
    # near-misses: the forms read right today
    _named_one(
        "s47-one-en-11",
        "club",
        "make the paragraph about parking a little friendlier",
        2,
        CLUB2,
        0,
        "near-miss of F5: 'the paragraph about X' (read today)",
    ),
    _named_one(
        "s47-one-zh-06",
        "zclub",
        "停车那段说得客气一些",
        2,
        ZCLUB2,
        4,
        "near-miss of F5: X那段 (read today)",
    ),
]

# F2: a Chinese topic target in words the paragraph does not hold; another line in English.
ZCLINIC3 = "麻烦大家带上医保卡和以前的病历本；六十岁以上的老人可以优先就诊。"
ZCLINIC4_EN = "Contact: Wang Jianhua 139-0021-7788"
ZTRIP2 = "每人交80元，包括往返车费、门票和午饭，请在周三前交给班主任。"
ZTRIP4_EN = "Address: South Gate car park, Xishan Forest Park"
ZTRIP3 = "请给孩子穿上运动鞋，记得带水壶和一件外套哦。"
CASES += [
    case(
        "s47-trans-zh-01",
        "zclinic",
        "translated_outside_topic",
        "outside46a F2: 领养手续那段 in other words",
        "就诊材料那段说得客气一些",
        [whole("zclinic", {3: ZCLINIC3, 4: ZCLINIC4_EN})],
        {3: ZCLINIC3},
        withheld=1,
    ),
    case(
        "s47-trans-zh-02",
        "zclinic",
        "translated_outside_topic",
        "outside46a F2: 把关于X的那段",
        "把关于看病要带的东西那段写得客气一些",
        [whole("zclinic", {3: ZCLINIC3, 4: ZCLINIC4_EN})],
        {3: ZCLINIC3},
        withheld=1,
    ),
    case(
        "s47-trans-zh-03",
        "ztrip",
        "translated_outside_topic",
        "outside46a F2: another genre",
        "费用那部分说得清楚一点",
        [whole("ztrip", {2: ZTRIP2, 4: ZTRIP4_EN})],
        {2: ZTRIP2},
        withheld=1,
    ),
    case(
        "s47-trans-zh-04",
        "ztrip",
        "translated_outside_topic",
        "outside46a F2: 装备 not in the paragraph",
        "装备那段语气温柔一点",
        [whole("ztrip", {3: ZTRIP3, 4: ZTRIP4_EN})],
        {3: ZTRIP3},
        withheld=1,
    ),
    case(
        "s47-trans-zh-05",
        "ztrip",
        "translated_outside_topic",
        "near-miss of F2: 第N段 (withheld today)",
        "第三段说得清楚一点",
        [whole("ztrip", {2: ZTRIP2, 4: ZTRIP4_EN})],
        {2: ZTRIP2},
        withheld=1,
    ),
    case(
        "s47-trans-en-01",
        "dog",
        "translated_outside_topic",
        "near-miss of F2: the English analogue (withheld today)",
        "the part about the walking route — make it friendlier",
        [
            whole(
                "dog",
                {
                    1: "The route is about four miles along the towpath and back through Mill Woods. It's flat all the way, so older dogs will love it too.",
                    3: "Inscríbete con Priya para saber cuántos seremos.",
                },
            )
        ],
        {
            1: "The route is about four miles along the towpath and back through Mill Woods. It's flat all the way, so older dogs will love it too."
        },
        withheld=1,
    ),
]

# F7: a section named by its heading, then the ask.
REPORT3 = "Forty-two volunteers took part, and every route ran on time for the last eight weeks. The mayor visited a route in June."
REPORT5 = "The kitchen's fridge failed twice in August, and two routes had to be cancelled. The van also broke down twice."
REPORT7 = "We will add a Saturday route and train four new drivers before winter, and we will recruit two more cooks."
ZREPORT3 = "共有四十二位志愿者参与，最近八周每条线路都准时送达。六月份区长还亲自来跟了一趟线路。"
ZREPORT5 = "八月份食堂冷柜坏了两次，有两条线路只好临时取消。现在冷柜已经修好了。"
ZREPORT7 = "冬天之前我们打算增加一条周六线路，并培训四名新司机，三月份还会招募一批新志愿者。"
CASES += [
    case(
        "s47-head-en-01",
        "report",
        "heading_then_ask",
        "outside46a F7: 'What went well: mention that …'",
        "Highlights: mention that the mayor visited a route in June",
        [whole("report", {3: REPORT3})],
        {3: REPORT3},
    ),
    case(
        "s47-head-en-02",
        "report",
        "heading_then_ask",
        "outside46a F7: 'What was hard — add that …'",
        "Problems — add that the van also broke down twice",
        [whole("report", {5: REPORT5})],
        {5: REPORT5},
    ),
    case(
        "s47-head-en-03",
        "report",
        "heading_then_ask",
        "outside46a F7: 'Next steps: mention …'",
        "Plans: say we will recruit two more cooks",
        [whole("report", {7: REPORT7})],
        {7: REPORT7},
    ),
    case(
        "s47-head-en-04",
        "report",
        "heading_then_ask",
        "outside46a F7 with the model's change elsewhere",
        "Highlights: mention that the mayor visited a route in June",
        [
            whole(
                "report",
                {
                    3: REPORT3,
                    1: "The Meals on Wheels pilot delivered more than 2,140 hot lunches across the Eastfield estate between April and September.",
                },
            )
        ],
        {3: REPORT3},
        withheld=1,
    ),
    case(
        "s47-head-zh-01",
        "zreport",
        "heading_then_ask",
        "outside46a F7 in Chinese: 小标题：要求",
        "活动亮点：提一下六月份区长亲自来跟了一趟线路",
        [whole("zreport", {3: ZREPORT3})],
        {3: ZREPORT3},
    ),
    case(
        "s47-head-zh-02",
        "zreport",
        "heading_then_ask",
        "outside46a F7 in Chinese: 小标题——要求",
        "遇到的困难——补充一句冷柜已经修好了",
        [whole("zreport", {5: ZREPORT5})],
        {5: ZREPORT5},
    ),
    case(
        "s47-head-zh-03",
        "zreport",
        "heading_then_ask",
        "outside46a F7 in Chinese, the change elsewhere withheld",
        "下一步计划：加上三月份招募新志愿者",
        [
            whole(
                "zreport",
                {
                    7: ZREPORT7,
                    1: "社区食堂助老送餐项目从四月到九月共送出两千一百多份午餐，覆盖东苑小区全部六栋楼。",
                },
            )
        ],
        {7: ZREPORT7},
        withheld=1,
    ),
]

# F8: an addition with no place named, answered with its one paragraph.
FAIR1 = "There will be a tombola, a cake stall and a bouncy castle for the little ones. Entry is free. Tickets for the raffle are £1 each, and the prizes include a hamper from Dean's Deli."
DOG1 = "The route is about four miles along the towpath and back through Mill Woods. It is flat all the way, so it suits older dogs too, and dogs must stay on leads in the woods."
ZSALE2 = "摆摊请提前在业主群里接龙登记，每户限一个摊位，摊位免费。"
ZBAKE1 = "这次教做戚风蛋糕和蔓越莓饼干，每人都能带一份作品回家。课程时间是周六下午两点到五点，材料和围裙都由我们准备。"
CASES += [
    case(
        "s47-add-en-01",
        "fair",
        "unplaced_addition_one_paragraph",
        "outside46a F8: bare paragraph",
        "add that entry is free",
        [FAIR1],
        {1: FAIR1},
    ),
    case(
        "s47-add-en-02",
        "fair",
        "unplaced_addition_one_paragraph",
        "outside46a F8: lead-in and closing remark",
        "Please mention that entry is free.",
        [
            alone(
                FAIR1,
                "Sure — here's the revised paragraph:",
                "I put it right after the list of stalls so it's easy to spot.",
            )
        ],
        {1: FAIR1},
    ),
    case(
        "s47-add-en-03",
        "dog",
        "unplaced_addition_one_paragraph",
        "outside46a F8: another genre",
        "add that dogs must stay on leads in the woods",
        [alone(DOG1, "Here's the updated paragraph:")],
        {1: DOG1},
    ),
    case(
        "s47-add-en-04",
        "dog",
        "unplaced_addition_one_paragraph",
        "outside46a F8: 'include' with a closing remark",
        "include that dogs must stay on leads in the woods",
        [alone(DOG1, "", "Let me know if you'd like this somewhere else.")],
        {1: DOG1},
    ),
    case(
        "s47-add-zh-01",
        "zsale",
        "unplaced_addition_one_paragraph",
        "outside46a F8 in Chinese: bare",
        "加一句摊位免费",
        [ZSALE2],
        {2: ZSALE2},
    ),
    case(
        "s47-add-zh-02",
        "zsale",
        "unplaced_addition_one_paragraph",
        "outside46a F8 in Chinese: lead-in and remark",
        "补充一下摊位是免费的",
        [
            alone(
                ZSALE2, "好的，修改后的段落如下：", "我把“摊位免费”放在了登记要求后面，读起来更顺。"
            )
        ],
        {2: ZSALE2},
    ),
    case(
        "s47-add-zh-03",
        "zbake",
        "unplaced_addition_one_paragraph",
        "outside46a F8 in Chinese: another genre",
        "加上材料和围裙都由我们准备",
        [alone(ZBAKE1, "修改后的这一段：")],
        {1: ZBAKE1},
    ),
]

# F14: an answer asked for, not an edit.
TITLES_EN = "1. Small Things, Big Talk: Crown Book Club in January\n2. Keegan, Curry and Conversation\n3. Your January Read: Small Things Like These"
TWEET_EN = "📦 We're moving! From Monday 2 March you'll find us on Harbour Street. Crates packed by Friday, laptops ready Monday. #NewOffice"
CAPTION_EN = "Sunday means dog walk! 🐕 Four flat miles along the towpath and through Mill Woods, finishing at the Swan. Sign up with Priya!"
TITLES_ZH = "1. 一个周末，读完一条河\n2. 一月读书会：《额尔古纳河右岸》\n3. 带上小吃，来聊一本好书"
MOMENTS_ZH = "周日上午九点，小区中心花园二手市集开张啦！衣服玩具图书都能换，摆摊请在群里接龙～🌼"
WEIBO_ZH = "【社区义诊】3月8日周六上午9点到12点，市一医院医生来社区活动室义诊，量血压、测血糖、眼科检查全免费！"
CASES += [
    case(
        "s47-ans-en-01",
        "club",
        "answer_not_edit",
        "outside46a F14: title options",
        "give me three title options",
        [TITLES_EN],
        outcome="model_says",
        contains="Keegan, Curry and Conversation",
    ),
    case(
        "s47-ans-en-02",
        "club",
        "answer_not_edit",
        "outside46a F14: headlines in other words",
        "Could you suggest a few alternative headlines for this?",
        [TITLES_EN],
        outcome="model_says",
        contains="Your January Read",
    ),
    case(
        "s47-ans-en-03",
        "move",
        "answer_not_edit",
        "outside46a F14: a tweet",
        "write me a tweet announcing this",
        [TWEET_EN],
        outcome="model_says",
        contains="#NewOffice",
    ),
    case(
        "s47-ans-en-04",
        "dog",
        "answer_not_edit",
        "outside46a F14: a caption",
        "Draft an Instagram caption for this walk",
        [CAPTION_EN],
        outcome="model_says",
        contains="Sunday means dog walk",
    ),
    case(
        "s47-ans-en-05",
        "move",
        "answer_not_edit",
        "outside46a F14: a tweet, the model's lead-in",
        "Can you write a short tweet about the move?",
        [alone(TWEET_EN, "Here's a tweet you could use:")],
        outcome="model_says",
        contains="#NewOffice",
    ),
    case(
        "s47-ans-zh-01",
        "zclub",
        "answer_not_edit",
        "outside46a F14: 给我几个标题备选",
        "给我几个标题备选",
        [TITLES_ZH],
        outcome="model_says",
        contains="一个周末，读完一条河",
    ),
    case(
        "s47-ans-zh-02",
        "zclub",
        "answer_not_edit",
        "outside46a F14: 想三个标题",
        "帮我想三个标题",
        [TITLES_ZH],
        outcome="model_says",
        contains="带上小吃",
    ),
    case(
        "s47-ans-zh-03",
        "zsale",
        "answer_not_edit",
        "outside46a F14: 朋友圈文案",
        "写一条朋友圈文案宣传一下",
        [MOMENTS_ZH],
        outcome="model_says",
        contains="二手市集开张啦",
    ),
    case(
        "s47-ans-zh-04",
        "zclinic",
        "answer_not_edit",
        "outside46a F14: 微博",
        "帮我写一条微博宣传这次义诊",
        [alone(WEIBO_ZH, "好的，可以这样写：")],
        outcome="model_says",
        contains="全免费",
    ),
    # near-misses: a new title asked for is an edit
    case(
        "s47-ans-en-06",
        "club",
        "title_edit_near_miss",
        "near-miss of F14: a better title is an edit",
        "give it a better title",
        [whole("club", {"title": "Small Things Like These — Crown Book Club, January"})],
        {"title": "Small Things Like These — Crown Book Club, January"},
    ),
    case(
        "s47-ans-zh-05",
        "zclub",
        "title_edit_near_miss",
        "near-miss of F14: 换个标题 is an edit",
        "换个更吸引人的标题",
        [whole("zclub", {"title": "一个周末，读完一条河——一月读书会"})],
        {"title": "一个周末，读完一条河——一月读书会"},
    ),
]

if __name__ == "__main__":
    write_cases(CASES, HERE / "cases.jsonl")
