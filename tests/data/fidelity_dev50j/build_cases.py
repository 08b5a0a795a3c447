# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 50's variants of the judging fidelity_blind49 failed on, one .jsonl per shape
(run from the repository root: `.venv/bin/python tests/data/fidelity_dev50j/build_cases.py`).
Every expected article is the original paragraph list with only the asked paragraphs replaced
(and, for an asked swap, in the asked order)."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from fidelity_build import Articles, finish, refused, says  # noqa: E402

POOL = (
    "Oakfield Lido: Early Swim Club",
    [
        "Oakfield Lido opens early for the Early Swim Club from 1 May to 30 September 2027. Lanes are roped off for steady lengths, and a lifeguard is on duty throughout.",
        "## Times",
        "The pool opens at 6.30 am on weekdays and 7 am at weekends. The last swimmers must leave the water by 8.45 am so the public session can start at 9.",
        "| Lane | Speed | Lead |\n|---|---|---|\n| 1 | Slow | Gwen Pritchard |\n| 2 | Medium | Rufus Okonjo |\n| 3 | Fast | Gwen Pritchard |",
        "## Who can join",
        "Only adults aged 18 or over may join the Early Swim Club. Swimmers must be able to swim 200 metres without stopping; a lifeguard will check this on your first morning.",
        "## Membership",
        "Membership costs £40 a month, and each member may bring one guest per month for £4. Towels are not provided, so please bring your own.",
        "## Changing rooms",
        "The changing rooms open at 6.15 am. Lockers take a £1 coin, which you get back.",
        '> "The first length in the cold water is the best part of my day." — Dilys Marchetti, member since 2019',
        "Questions? Email Colm Hadley at earlyswim@oakfieldlido.example or call 01632 960 771.",
        "See you in the water,\nThe Oakfield Lido team",
    ],
)
REPAIR = (
    "Hillcrest Repair Café",
    [
        "The Hillcrest Repair Café meets on the first Saturday of every month in the church hall on Vale Road, from 10 am to 1 pm. Volunteers fix lamps, toasters, clothes and bikes for free.",
        "## How it works",
        "Bring one broken item per visit and sign in at the front desk. Only items you can carry in by hand can be repaired; we cannot take fridges or washing machines.",
        "Every repair is done with you at the table, so you can learn how to fix it next time. Please stay with your item until it is finished.",
        "## Who fixes what",
        "| Table | Items | Fixer |\n|---|---|---|\n| A | Electricals | Anwen Falk |\n| B | Textiles | Marisol Teague |\n| C | Bikes | Anwen Falk |",
        "## Donations",
        "Repairs are free, but a donation of £3 helps us buy spare parts. Tea and cake cost 50p, and all the money goes to the hall fund.",
        "## Safety",
        "Our electricians test every repaired appliance before it goes home. Children under 12 must stay with an adult at all times.",
        '> "My grandmother\'s lamp works again, and now I know how to rewire a plug." — Tobias Lindqvist, visitor',
        "To volunteer as a fixer, write to Nell Brannigan at fix@hillcrestrepair.example.",
    ],
)
GARDEN = (
    "向阳社区菜园认领通知",
    [
        "各位居民：",
        "向阳社区菜园今年共开放40块菜地，认领期为**2027年3月1日至12月31日**，每块菜地约6平方米。",
        "## 认领办法",
        "认领仅限本小区业主，租户暂不能参加。每户限认领一块，认领费每年120元，请于2月20日（星期六）前到物业服务中心登记。",
        "浇水用的是雨水收集桶里的水，请不要接自来水。工具房每天7:00开门，19:00关门。",
        "| 区域 | 菜地编号 | 联系人 |\n|---|---|---|\n| 东区 | 1—15 | 邵秋菊 |\n| 西区 | 16—30 | 卢振华 |\n| 南区 | 31—40 | 邵秋菊 |",
        "## 种植要求",
        "菜地里不得使用化学农药，也不得种植高于1.5米的作物。连续两个月无人打理的菜地，将收回重新分配。",
        "> “自己种的青菜，吃起来就是不一样。”——菜园志愿者 闫桂兰",
        "如有疑问，请联系物业服务中心：0755-2631 8840（工作日9:00—18:00）。",
        "向阳社区居委会\n2027年1月15日",
    ],
)
BADMINTON = (
    "公司春季羽毛球比赛通知",
    [
        "为丰富职工业余生活，公司工会定于**2027年5月22日（星期六）9:00**在市体育馆举办春季羽毛球比赛，比赛设男单、女单和混双三个项目。",
        "## 报名须知",
        "比赛只接受在职员工报名，退休职工和家属可到场观赛。每人最多报两个项目，报名截止到5月10日（星期一）。",
        "球拍请自备，比赛用球由工会统一提供。参赛选手须穿运动鞋，穿皮鞋者不得上场。",
        "## 赛程安排",
        "| 时间 | 项目 | 裁判长 |\n|---|---|---|\n| 9:00 | 男单 | 钟立恒 |\n| 10:30 | 女单 | 谭慧敏 |\n| 13:30 | 混双 | 钟立恒 |",
        "## 奖项",
        "每个项目前三名颁发奖杯和奖金，冠军奖金800元。所有参赛选手都能领到一件纪念T恤。",
        "> “输赢不重要，出一身汗最痛快。”——去年混双冠军 罗晓岚",
        "报名联系：工会 冯佳琪，分机 6218，邮箱 union@hengda.example。",
        "公司工会\n2027年4月26日",
    ],
)
ARTS = {"pool": POOL, "repair": REPAIR, "zgarden": GARDEN, "zbadminton": BADMINTON}
A = Articles("d50j", ARTS)
pp, rp, gp, bp = POOL[1], REPAIR[1], GARDEN[1], BADMINTON[1]

# 1. A restriction flipped inside the asked paragraph (refused); the ask to open it (applied).
R = "blind49 restriction_flipped_in_target / restriction_softened (dinghy-en-12, youyuan-zh-15, zhaopin-zh-14), other genres"
A.one(
    "restrictions",
    "restriction_flipped_in_target",
    R,
    "pool",
    "Make the Who can join paragraph shorter.",
    [
        "Adults and under-18s alike can join. You must swim 200 metres non-stop; a lifeguard checks on your first morning."
    ],
    expect=refused("only adults became adults and under-18s alike"),
)
A.one(
    "restrictions",
    "restriction_flipped_in_target",
    R,
    "repair",
    "Make the first paragraph under How it works friendlier.",
    [
        "Bring along one broken item each visit and say hello at the front desk. Items of any size are welcome at the tables, big or small."
    ],
    expect=refused("only items you can carry in by hand became items of any size"),
)
A.one(
    "restrictions",
    "restriction_flipped_in_target",
    R,
    "zgarden",
    "认领办法第一段写得亲切一些",
    [
        "欢迎本小区业主和租户都来认领！每户限认领一块，认领费每年120元，请在2月20日（星期六）前到物业服务中心登记哦。"
    ],
    expect=refused("认领仅限本小区业主，租户暂不能参加 became 业主和租户都来认领"),
)
A.one(
    "restrictions",
    "restriction_flipped_in_target",
    R,
    "zbadminton",
    "报名须知第一段语气活泼一点",
    [
        "比赛欢迎在职员工、退休职工和家属一起报名！每人最多报两个项目，报名截止到5月10日（星期一），快来吧。"
    ],
    expect=refused("只接受在职员工报名 became 退休职工和家属也能报名"),
)
A.one(
    "restrictions",
    "restriction_flipped_in_target",
    R,
    "zbadminton",
    "报名须知第二段（球拍请自备……）写得更友好",
    [
        A.whole(
            "zbadminton",
            changes={
                3: "球拍请自备，比赛用球由工会统一提供。穿运动鞋或皮鞋都可以上场，大家随意就好。"
            },
        )
    ],
    expect=refused("穿皮鞋者不得上场 became 穿皮鞋也可以上场"),
)
A.one(
    "restrictions",
    "restriction_flipped_in_target",
    R,
    "zgarden",
    "种植要求那段写得简洁些",
    [
        A.whole(
            "zgarden",
            changes={7: "菜地不用化学农药，作物高度不限。连续两个月无人打理的菜地将被收回。"},
        )
    ],
    expect=refused("不得种植高于1.5米的作物 became 作物高度不限"),
)
new = "Anyone aged 16 or over may join the Early Swim Club. Swimmers must be able to swim 200 metres without stopping; a lifeguard will check this on your first morning."
A.one(
    "restrictions",
    "restriction_opened_as_asked",
    R + ": the ask opens it",
    "pool",
    "Open the Early Swim Club to everyone aged 16 or over, not only adults.",
    [new],
    {5: new},
)
new = "比赛接受在职员工和退休职工报名，家属可到场观赛。每人最多报两个项目，报名截止到5月10日（星期一）。"
A.one(
    "restrictions",
    "restriction_opened_as_asked",
    R + ": the ask opens it",
    "zbadminton",
    "报名须知第一段改一下：退休职工也可以报名。",
    [new],
    {2: new},
)

# 2. A sentence or clause (a limit, a deadline, a price) dropped from the asked paragraph by an
#    ask to add or restyle (refused); an asked cut (applied).
D = "blind49 sentence_dropped_in_target / clause_dropped_in_target (dinghy-en-16, xiaofang-zh-17, youyuan-zh-17), other genres"
A.one(
    "dropped",
    "sentence_dropped_in_target",
    D,
    "pool",
    "Membership paragraph: add 'Direct debit is available.'",
    [
        A.whole(
            "pool",
            changes={
                7: "Membership costs £40 a month. Direct debit is available. Towels are not provided, so please bring your own."
            },
        )
    ],
    expect=refused("the one-guest-per-month clause was dropped"),
)
A.one(
    "dropped",
    "sentence_dropped_in_target",
    D,
    "repair",
    "Add to the donations paragraph: 'We also accept card payments.'",
    [
        A.whole(
            "repair",
            changes={
                7: "Repairs are free, but a donation of £3 helps us buy spare parts. We also accept card payments."
            },
        )
    ],
    expect=refused("the tea-and-cake sentence was dropped"),
)
A.one(
    "dropped",
    "sentence_dropped_in_target",
    D,
    "zgarden",
    "浇水那段加一句：工具用完请放回原处。",
    ["浇水用的是雨水收集桶里的水，请不要接自来水。工具用完请放回原处。"],
    expect=refused("工具房开关门时间那句被删掉了"),
)
A.one(
    "dropped",
    "sentence_dropped_in_target",
    D,
    "zbadminton",
    "奖项那段加一句：颁奖仪式在16:00举行。",
    [
        A.whole(
            "zbadminton",
            changes={7: "每个项目前三名颁发奖杯和奖金，冠军奖金800元。颁奖仪式在16:00举行。"},
        )
    ],
    expect=refused("纪念T恤那句被删掉了"),
)
A.one(
    "dropped",
    "sentence_dropped_in_target",
    D,
    "pool",
    "Make the changing rooms paragraph friendlier.",
    ["The changing rooms open bright and early at 6.15 am, so come along and get settled!"],
    # The lead's decision of session 52: a restyle of a paragraph that drops a sentence carrying
    # a price (the £1 locker coin) is refused, naming what went (until then saved and named).
    expect=refused("the £1 locker sentence was dropped by a friendlier rewrite"),
)
A.one(
    "dropped",
    "clause_dropped_in_target",
    D,
    "zbadminton",
    "报名须知第二段（球拍请自备……）加一句“比赛当天请提前半小时到场。”",
    ["球拍请自备，比赛用球由工会统一提供。参赛选手须穿运动鞋。比赛当天请提前半小时到场。"],
    expect=refused("穿皮鞋者不得上场被删掉了"),
)
A.one(
    "dropped",
    "clause_dropped_in_target",
    D,
    "pool",
    "Add to the Times paragraph: 'The café opens at 7.30 am.'",
    [
        "The pool opens at 6.30 am on weekdays and 7 am at weekends. Swimmers must leave the water so the public session can start at 9. The café opens at 7.30 am."
    ],
    expect=refused("the 8.45 am deadline was dropped"),
)
new = "Our electricians test every repaired appliance before it goes home."
A.one(
    "dropped",
    "sentence_cut_as_asked",
    D + ": the ask cuts",
    "repair",
    "Shorten the safety paragraph to one sentence.",
    [new],
    {9: new},
)
new = "菜地里不得使用化学农药，也不得种植高于1.5米的作物。"
A.one(
    "dropped",
    "sentence_cut_as_asked",
    D + ": the ask cuts",
    "zgarden",
    "种植要求那段精简一下，删掉最后一句。",
    [new],
    {7: new},
)

# 3. A name changed by one letter or character inside the asked paragraph or row (refused); an
#    asked name fix (applied).
N = "blind49 name_one_letter_in_target / name_one_character_in_target_row (riverclean-zh-03, xiaofang-zh-15), other genres"
A.one(
    "names",
    "name_one_letter_in_target_row",
    N,
    "pool",
    "In the lane table, change lane 2's speed to 'Medium-fast'.",
    [
        "| Lane | Speed | Lead |\n|---|---|---|\n| 1 | Slow | Gwen Pritchard |\n| 2 | Medium-fast | Rufus Okonji |\n| 3 | Fast | Gwen Pritchard |"
    ],
    expect=refused("Rufus Okonjo became Rufus Okonji in the asked row"),
)
A.one(
    "names",
    "name_one_letter_in_target",
    N,
    "repair",
    "Make the volunteer paragraph friendlier.",
    ["Fancy volunteering as a fixer? Drop Nell Branigan a line at fix@hillcrestrepair.example."],
    expect=refused("Nell Brannigan became Nell Branigan"),
)
A.one(
    "names",
    "name_one_character_in_target_row",
    N,
    "zgarden",
    "菜地表里西区那一行的编号改成16—32",
    [
        "| 区域 | 菜地编号 | 联系人 |\n|---|---|---|\n| 东区 | 1—15 | 邵秋菊 |\n| 西区 | 16—32 | 卢振桦 |\n| 南区 | 31—40 | 邵秋菊 |"
    ],
    expect=refused("卢振华 became 卢振桦 in the asked row"),
)
A.one(
    "names",
    "name_one_character_in_target",
    N,
    "zbadminton",
    "把引言改得更生动",
    ["> “输赢不重要，痛痛快快出一身汗才最过瘾。”——去年混双冠军 罗小岚"],
    expect=refused("罗晓岚 became 罗小岚"),
)
new = "| Table | Items | Fixer |\n|---|---|---|\n| A | Electricals | Anwen Falck |\n| B | Textiles | Marisol Teague |\n| C | Bikes | Anwen Falck |"
A.one(
    "names",
    "name_fixed_as_asked",
    N + ": the ask fixes the name",
    "repair",
    "Fix the spelling of the fixer's name in the table: it's Anwen Falck, not Falk.",
    [new],
    {5: new},
)
new = "| 区域 | 菜地编号 | 联系人 |\n|---|---|---|\n| 东区 | 1—15 | 邵秋桔 |\n| 西区 | 16—30 | 卢振华 |\n| 南区 | 31—40 | 邵秋桔 |"
A.one(
    "names",
    "name_fixed_as_asked",
    N + ": the ask fixes the name",
    "zgarden",
    "表里联系人邵秋菊的名字写错了，应该是邵秋桔",
    [new],
    {5: new},
)

# 4. A whole reply with two untouched sections swapped: the asked edit saved in the writer's
#    order; an asked swap applied.
ORD = "blind49 untouched_sections_reordered_in_whole (chess-zh-04, xiaofang-zh-06), other genres"
new = "The changing rooms open at 6.15 am; lockers take a refundable £1 coin."
A.one(
    "reordered",
    "untouched_sections_reordered_in_whole",
    ORD,
    "pool",
    "Make the changing rooms paragraph shorter.",
    [A.whole("pool", changes={9: new}, order=[0, 1, 2, 3, 4, 5, 8, 9, 6, 7, 10, 11, 12])],
    {9: new},
)
new = "Repairs cost nothing, though a £3 donation really helps us buy spare parts. Tea and cake are 50p, and every penny goes to the hall fund."
A.one(
    "reordered",
    "untouched_sections_reordered_in_whole",
    ORD,
    "repair",
    "Make the donations paragraph friendlier.",
    [A.whole("repair", changes={7: new}, order=[0, 1, 2, 3, 8, 9, 6, 7, 4, 5, 10, 11])],
    {7: new},
)
new = "向阳社区菜园今年开放40块菜地啦！认领期为**2027年3月1日至12月31日**，每块菜地约6平方米，快来种下自己的菜吧。"
A.one(
    "reordered",
    "untouched_sections_reordered_in_whole",
    ORD,
    "zgarden",
    "开头介绍菜园的那段写得更吸引人",
    [A.whole("zgarden", changes={1: new}, order=[0, 1, 6, 7, 2, 3, 4, 5, 8, 9, 10])],
    {1: new},
)
new = "每个项目前三名都有奖杯和奖金，冠军奖金高达800元！所有参赛选手还能领到一件纪念T恤。"
A.one(
    "reordered",
    "untouched_sections_reordered_in_whole",
    ORD,
    "zbadminton",
    "奖项那段写得更有吸引力",
    [A.whole("zbadminton", changes={7: new}, order=[0, 4, 5, 1, 2, 3, 6, 7, 8, 9, 10])],
    {7: new},
)
A.one(
    "reordered",
    "sections_swapped_as_asked",
    ORD + ": the ask swaps them",
    "repair",
    "Swap the Donations and Safety sections.",
    [A.whole("repair", order=[0, 1, 2, 3, 4, 5, 8, 9, 6, 7, 10, 11])],
    order=[0, 1, 2, 3, 4, 5, 8, 9, 6, 7, 10, 11],
)
A.one(
    "reordered",
    "sections_swapped_as_asked",
    ORD + ": the ask swaps them",
    "zbadminton",
    "把赛程安排和奖项两节调换一下顺序",
    [A.whole("zbadminton", order=[0, 1, 2, 3, 6, 7, 4, 5, 8, 9, 10])],
    order=[0, 1, 2, 3, 6, 7, 4, 5, 8, 9, 10],
)

# 5. A whole reply with an untouched paragraph in Traditional characters: the asked edit saved,
#    the paragraph kept as the writer's.
T = "blind49 untouched_paragraph_in_traditional_whole (xiaofang-zh-08), other genres"
new = "> “自己种的青菜，一口下去全是阳光的味道。”——菜园志愿者 闫桂兰"
A.one(
    "traditional",
    "untouched_paragraph_in_traditional_whole",
    T,
    "zgarden",
    "把闫桂兰那句引言改得更生动，署名别动",
    [
        A.whole(
            "zgarden",
            changes={
                8: new,
                4: "澆水用的是雨水收集桶裡的水，請不要接自來水。工具房每天7:00開門，19:00關門。",
            },
        )
    ],
    {8: new},
)
new = "球拍请各自准备，比赛用球由工会统一提供。参赛选手须穿运动鞋，穿皮鞋者不得上场。"
A.one(
    "traditional",
    "untouched_paragraph_in_traditional_whole",
    T,
    "zbadminton",
    "报名须知第二段写得更清楚",
    [
        "修改如下：\n\n"
        + A.whole(
            "zbadminton",
            changes={
                3: new,
                7: "每個項目前三名頒發獎盃和獎金，冠軍獎金800元。所有參賽選手都能領到一件紀念T恤。",
            },
        )
    ],
    {3: new},
)

# 6. The asked addition put into another paragraph (refused: the asked one is unchanged).
W = "blind49 wrong_paragraph_edited (riverclean-zh-05, youyuan-zh-12), other genres"
A.one(
    "wrong_paragraph",
    "wrong_paragraph_edited",
    W,
    "zgarden",
    "浇水那段加一句“请节约用水。”",
    [A.whole("zgarden", changes={7: gp[7] + "请节约用水。"})],
    expect=refused("the sentence went into the planting paragraph; the asked one is unchanged"),
)
A.one(
    "wrong_paragraph",
    "wrong_paragraph_edited",
    W,
    "pool",
    "Add to the changing rooms paragraph: 'Hair dryers are free to use.'",
    [A.whole("pool", changes={7: pp[7] + " Hair dryers are free to use."})],
    expect=refused("the sentence went into the membership paragraph"),
)
A.one(
    "wrong_paragraph",
    "wrong_paragraph_edited",
    W,
    "zbadminton",
    "奖项那段（每个项目前三名……）加一句“奖金将在赛后一周内发放。”",
    [A.whole("zbadminton", changes={3: bp[3] + "奖金将在赛后一周内发放。"})],
    expect=refused("the sentence went into the rules paragraph"),
)
A.one(
    "wrong_paragraph",
    "wrong_paragraph_edited",
    W,
    "repair",
    "Add to the paragraph about staying at the table: 'Bring a bag to carry it home.'",
    [A.whole("repair", changes={2: rp[2] + " Bring a bag to carry it home."})],
    expect=refused("the sentence went into the sign-in paragraph"),
)

# 7. A question answered, no edit (the model's words shown, nothing saved).
Q = "blind49 writer_question_answered (dinghy-en-20, youyuan-zh-20), other genres"
A.one(
    "questions",
    "writer_question_answered",
    Q,
    "pool",
    "How much would a member pay in a whole year? Just tell me.",
    ["A member pays £480 a year: £40 a month for 12 months."],
    expect=says("£480 a year"),
)
A.one(
    "questions",
    "writer_question_answered",
    Q,
    "repair",
    "How many repair tables are there? Just the number, please.",
    ["Three tables: A, B and C."],
    expect=says("Three tables"),
)
A.one(
    "questions",
    "writer_question_answered",
    Q,
    "zgarden",
    "菜园一共有多少平方米？直接告诉我",
    ["40块菜地，每块约6平方米，一共约240平方米。"],
    expect=says("240平方米"),
)
A.one(
    "questions",
    "writer_question_answered",
    Q,
    "zbadminton",
    "比赛一共有几个项目？直接回答就行",
    ["一共有三个项目：男单、女单和混双。"],
    expect=says("三个项目"),
)

finish(HERE)
