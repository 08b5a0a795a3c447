# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 52's variants of the judging fidelity_blind51 failed on, one .jsonl per shape
(run from the repository root: `.venv/bin/python tests/data/fidelity_dev52j/build_cases.py`).
Every expected article is the original paragraph list with only the asked paragraphs replaced."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from fidelity_build import Articles, finish, refused  # noqa: E402

FRIDGE = (
    "Eastgate Community Fridge",
    [
        "The Eastgate Community Fridge opened in March 2025 in the porch of St Anne's Hall, and since then 48 volunteers have handed out more than 15,000 meals' worth of food.",
        "## Opening times",
        "The fridge is open Monday to Saturday from 8 am to 8 pm. Food must be dropped off no later than 6 pm so that a volunteer can check it. Only volunteers with a food-safety card may stock the fridge.",
        "## Taking food",
        "Everyone is welcome and no one is asked why they need food. Each household may take one bag of fresh food a day, and tinned food is limited to two items per visit. Please do not take food for neighbours who can come themselves.",
        "## Giving food",
        "We accept sealed, in-date food and fresh fruit and vegetables. We cannot accept alcohol, raw meat or anything home-cooked. Donations over £50 in value get a receipt from our treasurer, Colin Mbeki.",
        "Parking is tight on Hale Street, so walk your bike through the gate and keep dogs on a lead in the porch. We look forward to seeing you.",
        "Questions: Ruth Okafor, 07700 900412, or fridge@eastgate.example.",
    ],
)
CYCLE = (
    "Millpond Cycle Repair Café",
    [
        "The Millpond Cycle Repair Café runs on the first Saturday of each month at the Old Station Yard, where six volunteer mechanics help you fix your own bike.",
        "## How it works",
        "Repairs are free; parts cost what we paid for them. Each visitor may book at most two repairs per visit, and bookings close at noon on the Friday before. We do not charge for advice.",
        "Helmets must be worn on the test track, and children under 14 need an adult with them. Ride slowly in the yard and give way to people on foot.",
        "Tea and cake are on sale for £1.50, and all the money goes to the spare-parts fund. It is a friendly, noisy morning.",
        "Book with Dev Pillai at repairs@millpond.example by Friday 12 noon.",
    ],
)
CAILAN = (
    "“邻里菜篮”公益点领取与捐赠须知",
    [
        "“邻里菜篮”公益点设在幸福里社区服务中心一楼，2025年4月开放以来，36位志愿者已经送出了两万多份蔬菜和粮油。",
        "## 领取须知",
        "每周二、周五上午9:00—11:00发放。每户限领一袋，凭社区卡领取，无需预约。请不要替他人代领。",
        "领取时请靠右排队，进门须佩戴口罩。禁止携带宠物进入服务中心。",
        "## 捐赠",
        "我们接收未开封、在保质期内的食品，不接收自制食品和酒类。单笔捐赠满500元可开具收据，由财务志愿者杜海燕负责。活动现场气氛温馨，大家都很热心。",
        "联系人：龚晓梅，电话 021-6158 3390。",
    ],
)
YOUYONG = (
    "夏季游泳馆开放通知",
    [
        "区全民健身中心游泳馆将于2027年7月1日起开放夏季场次，每天两场，每场限入场120人。",
        "## 开放时间与票价",
        "早场6:30—8:30，晚场18:00—21:00。单次票25元，学生凭证半价。每人每次限购两张票，售完即止。",
        "## 入场规定",
        "进场须佩戴泳帽，入水前须淋浴。1.4米以下儿童须由家长陪同，不得单独入水。馆内请靠右行走，严禁跑跳。",
        "救生员队长庞志远提醒大家：量力而行，安全第一。",
        "售票处电话：0571-8765 2201，工作日9:00前不接受电话预约。",
    ],
)
ARTS = {"fridge": FRIDGE, "cycle": CYCLE, "zcailan": CAILAN, "zyouyong": YOUYONG}
A = Articles("d52j", ARTS)
fr, cy, cl, yy = FRIDGE[1], CYCLE[1], CAILAN[1], YOUYONG[1]

# 1. A limit said per person, household or visit dropped by a restyle (refused); the same
#    limit said in other words (applied); a flip of who may under a shorten (refused).
L = "blind51 sentence_dropped_in_target (fanzha-zh-15 每人限领一份 dropped), restriction_flipped_in_target (codeclub-en-07), other genres"
A.one(
    "limits",
    "per_person_limit_dropped",
    L,
    "fridge",
    "Make the Taking food paragraph friendlier.",
    [
        A.whole(
            "fridge",
            changes={
                4: "Everyone is welcome here, and no one will ever ask why you need food. Tinned food is limited to two items per visit, and please don't take food for neighbours who can come themselves."
            },
        )
    ],
    expect=refused("the one-bag-per-household limit was dropped"),
)
A.one(
    "limits",
    "per_person_limit_dropped",
    L,
    "cycle",
    "Make the How it works paragraph livelier.",
    [
        "Repairs are completely free, and you only pay what we paid for the parts! Bookings close at noon on the Friday before, and we never charge a penny for advice."
    ],
    expect=refused("at most two repairs per visit was dropped"),
)
A.one(
    "limits",
    "per_person_limit_dropped",
    L,
    "zcailan",
    "领取须知那段写得亲切一些。",
    ["每周二、周五上午9:00—11:00发放，凭社区卡就能领，无需预约哦。请不要替他人代领。"],
    expect=refused("每户限领一袋被删掉了"),
)
A.one(
    "limits",
    "per_person_limit_dropped",
    L,
    "zyouyong",
    "开放时间与票价那段写得更吸引人。",
    [
        A.whole(
            "zyouyong",
            changes={
                2: "早场6:30—8:30，晚场18:00—21:00，单次票只要25元，学生凭证还能享半价，售完即止，快来抢票吧！"
            },
        )
    ],
    expect=refused("每人每次限购两张票被删掉了"),
)
A.one(
    "limits",
    "restriction_flipped_in_target",
    L + ": a shorten that lets anyone in",
    "fridge",
    "Shorten the Opening times paragraph.",
    [
        "Open Monday to Saturday, 8 am–8 pm. Drop food off by 6 pm so a volunteer can check it. Any volunteer may stock the fridge."
    ],
    expect=refused("only volunteers with a food-safety card became any volunteer"),
)
A.one(
    "limits",
    "restriction_flipped_in_target",
    L + ": a shorten that lifts the card",
    "zcailan",
    "领取须知那段精简一下。",
    ["周二、周五9:00—11:00发放，每户一袋，无需社区卡，无需预约，勿代领。"],
    expect=refused("凭社区卡领取变成了无需社区卡"),
)
new = "Everyone is welcome, and nobody will ask why you need food. There is one bag of fresh food per household each day, and up to two tinned items per visit. Please don't take food for neighbours who can come themselves."
A.one(
    "limits",
    "limit_said_otherwise",
    L + ": the limit said in other words",
    "fridge",
    "Make the Taking food paragraph warmer.",
    [new],
    {4: new},
)
new = (
    "早场6:30—8:30，晚场18:00—21:00。单次票25元，学生凭证可享半价。每人每次最多买两张，售完即止哦。"
)
A.one(
    "limits",
    "limit_said_otherwise",
    L + ": the limit said in other words",
    "zyouyong",
    "票价那段写得亲切点。",
    [A.whole("zyouyong", changes={2: new})],
    {2: new},
)
new = "早场6:30—8:30，晚场18:00—21:00。单次票25元，学生凭证半价。不再限购，售完即止。"
A.one(
    "limits",
    "limit_changed_as_asked",
    L + ": the ask lifts the limit",
    "zyouyong",
    "票价那段改成不再限购。",
    [new],
    {2: new},
)

# 2. A rule of conduct said as an instruction (keep left, walk your bike, 请靠右, 须佩戴)
#    dropped by a restyle (refused); said in other words (applied).
C = "blind51 sentence_dropped_in_target (parkrun-en-17 'let faster runners pass on the right' dropped), other genres"
A.one(
    "conduct",
    "conduct_rule_dropped",
    C,
    "fridge",
    "Make the parking paragraph warmer.",
    [
        "Parking is tight on Hale Street, so please keep dogs on a lead in the porch. We can't wait to see you!"
    ],
    expect=refused("walk your bike through the gate was dropped"),
)
A.one(
    "conduct",
    "conduct_rule_dropped",
    C,
    "fridge",
    "Make the parking paragraph more upbeat.",
    [
        A.whole(
            "fridge",
            changes={
                7: "Parking is tight on Hale Street, so walk your bike through the gate. We look forward to seeing you!"
            },
        )
    ],
    expect=refused("keep dogs on a lead was dropped"),
)
A.one(
    "conduct",
    "conduct_rule_dropped",
    C,
    "cycle",
    "Make paragraph 3 sound more relaxed.",
    [
        "Helmets must be worn on the test track, and children under 14 need an adult with them. Otherwise, enjoy the yard!"
    ],
    expect=refused("ride slowly and give way to people on foot was dropped"),
)
A.one(
    "conduct",
    "conduct_rule_dropped",
    C,
    "zcailan",
    "排队那段语气柔和一点。",
    ["进门请记得佩戴口罩，也请不要携带宠物进入服务中心，谢谢配合。"],
    expect=refused("领取时请靠右排队被删掉了"),
)
A.one(
    "conduct",
    "conduct_rule_dropped",
    C,
    "zyouyong",
    "入场规定那段写得活泼一点。",
    [
        A.whole(
            "zyouyong",
            changes={
                4: "进场请戴好泳帽，入水前先冲个澡。1.4米以下的小朋友要有家长陪着，不能单独下水哦。严禁跑跳！"
            },
        )
    ],
    expect=refused("馆内请靠右行走被删掉了"),
)
new = "领取时请靠右排队，进门请佩戴口罩。宠物请勿带入服务中心。"
A.one(
    "conduct",
    "rule_said_otherwise",
    C + ": 禁止携带宠物 → 宠物请勿带入",
    "zcailan",
    "排队那段写得客气一点。",
    [new],
    {3: new},
)
new = "Parking is tight on Hale Street, so please wheel your bike through the gate and keep your dog on its lead in the porch. We look forward to seeing you!"
A.one(
    "conduct",
    "rule_said_otherwise",
    C + ": the instructions said another way",
    "fridge",
    "Make the parking paragraph friendlier.",
    [A.whole("fridge", changes={7: new})],
    {7: new},
)
new = "Helmets must be worn on the test track, and children under 14 no longer need an adult with them. Ride slowly in the yard and give way to people on foot."
A.one(
    "conduct",
    "rule_changed_as_asked",
    C + ": the ask changes the rule",
    "cycle",
    "In paragraph 3, say that children under 14 no longer need an adult with them.",
    [new],
    {3: new},
)

# 3. A negation turned by a tidy-up or a restyle (refused); a restyle that keeps it (applied).
N = "blind51 negation_flipped_in_target (toollibrary-en-06 'we never charge for normal wear' → charged), other genres"
A.one(
    "negations",
    "negation_flipped_in_target",
    N,
    "fridge",
    "Polish the Opening times paragraph.",
    [
        "The fridge is open Monday to Saturday from 8 am to 8 pm. Food can be dropped off after 6 pm so that a volunteer can check it. Only volunteers with a food-safety card may stock the fridge."
    ],
    expect=refused("no later than 6 pm became after 6 pm"),
)
A.one(
    "negations",
    "negation_flipped_in_target",
    N,
    "cycle",
    "Tidy up the How it works paragraph.",
    [
        A.whole(
            "cycle",
            changes={
                2: "Repairs are free, and parts cost what we paid for them. Each visitor may book at most two repairs per visit; bookings close at noon on the Friday before. Advice is charged separately."
            },
        )
    ],
    expect=refused("we do not charge for advice became a charge"),
)
A.one(
    "negations",
    "negation_flipped_in_target",
    N,
    "cycle",
    "Smooth out paragraph 3.",
    [
        "Helmets must be worn on the test track, and children under 14 don't need an adult with them. Ride slowly in the yard and give way to people on foot."
    ],
    expect=refused("children under 14 need an adult became don't need"),
)
A.one(
    "negations",
    "negation_flipped_in_target",
    N,
    "fridge",
    "Make the Giving food paragraph more welcoming.",
    [
        "We gladly accept sealed, in-date food and fresh fruit and vegetables. We are happy to take alcohol, raw meat and home-cooked dishes too. Donations over £50 in value get a receipt from our treasurer, Colin Mbeki."
    ],
    expect=refused("we cannot accept alcohol became happy to take it"),
)
A.one(
    "negations",
    "negation_flipped_in_target",
    N,
    "zcailan",
    "领取须知那段改得通顺些。",
    [
        A.whole(
            "zcailan",
            changes={
                2: "每周二、周五上午9:00—11:00发放。每户限领一袋，凭社区卡领取，需要提前预约。请不要替他人代领。"
            },
        )
    ],
    expect=refused("无需预约变成了需要提前预约"),
)
A.one(
    "negations",
    "negation_flipped_in_target",
    N,
    "zyouyong",
    "最后一段润色一下。",
    ["售票处电话：0571-8765 2201，工作日9:00前即可接受电话预约。"],
    expect=refused("9:00前不接受电话预约变成了接受"),
)
new = "The fridge is open Monday to Saturday, 8 am to 8 pm. Please drop food off by 6 pm at the latest so a volunteer can check it. Only volunteers with a food-safety card may stock the fridge."
A.one(
    "negations",
    "negation_kept_in_other_words",
    N + ": 'no later than' said as 'by … at the latest'",
    "fridge",
    "Make the Opening times paragraph friendlier.",
    [new],
    {2: new},
)
new = "售票处电话：0571-8765 2201。请注意，工作日9:00前暂不接受电话预约。"
A.one(
    "negations",
    "negation_kept_in_other_words",
    N + ": 不接受 kept as 暂不接受",
    "zyouyong",
    "最后一段写得客气一点。",
    [new],
    {6: new},
)

# 4. A clause with a figure, a price, a date or time, or a name dropped by a restyle
#    (refused: the lead's decision of session 52); a shorten may cut it, a clause with no
#    fact may go, a figure moved within the paragraph is kept (applied).
F = "blind51 restriction_flipped_in_target (fanzha-zh-12 年满60岁 dropped in a 润色), the lead's decision of session 52, other genres"
A.one(
    "facts",
    "fact_sentence_dropped_by_restyle",
    F,
    "fridge",
    "Make the Giving food paragraph friendlier.",
    [
        "We'd love sealed, in-date food and fresh fruit and vegetables! Sadly we can't take alcohol, raw meat or anything home-cooked."
    ],
    expect=refused("the receipt for donations over £50 from Colin Mbeki was dropped"),
)
A.one(
    "facts",
    "fact_sentence_dropped_by_restyle",
    F,
    "cycle",
    "Make the tea paragraph livelier.",
    [
        A.whole(
            "cycle",
            changes={
                4: "Come for the repairs, stay for the tea and cake: every penny goes to the spare-parts fund! It is a friendly, noisy morning."
            },
        )
    ],
    expect=refused("the £1.50 price was dropped"),
)
A.one(
    "facts",
    "fact_sentence_dropped_by_restyle",
    F,
    "cycle",
    "Make the opening sentence more formal.",
    [
        "The Millpond Cycle Repair Café is held at the Old Station Yard, where six volunteer mechanics assist visitors in repairing their own bicycles."
    ],
    expect=refused("the first Saturday of each month was dropped"),
)
A.one(
    "facts",
    "fact_sentence_dropped_by_restyle",
    F,
    "zcailan",
    "捐赠那段写得温暖一点。",
    [
        "我们欢迎未开封、在保质期内的食品，暂不接收自制食品和酒类。活动现场气氛温馨，大家都很热心，感谢每一份爱心！"
    ],
    expect=refused("单笔捐赠满500元可开具收据、杜海燕被删掉了"),
)
A.one(
    "facts",
    "fact_sentence_dropped_by_restyle",
    F,
    "zyouyong",
    "救生员那段写得生动些。",
    [A.whole("zyouyong", changes={5: "救生员们提醒大家：量力而行，安全第一！"})],
    expect=refused("救生员队长庞志远被删掉了"),
)
A.one(
    "facts",
    "fact_sentence_dropped_by_restyle",
    F,
    "zyouyong",
    "第一段写得热情一点。",
    ["好消息！区全民健身中心游泳馆夏季场次就要开放啦，每天两场，每场限入场120人。"],
    expect=refused("2027年7月1日起被删掉了"),
)
new = "We accept sealed, in-date food and fresh produce, but not alcohol, raw meat or anything home-cooked."
A.one(
    "facts",
    "fact_sentence_cut_as_asked",
    F + ": the ask shortens",
    "fridge",
    "Shorten the Giving food paragraph.",
    [new],
    {6: new},
)
new = "早场6:30—8:30，晚场18:00—21:00。单次票25元，学生半价。"
A.one(
    "facts",
    "fact_sentence_cut_as_asked",
    F + ": the ask shortens",
    "zyouyong",
    "开放时间与票价那段精简一下。",
    [new],
    {2: new},
)
new = "Tea and cake are on sale for £1.50, and all the money goes to the spare-parts fund."
A.one(
    "facts",
    "no_fact_sentence_dropped_by_restyle",
    F + ": a sentence with no fact",
    "cycle",
    "Make the tea paragraph more businesslike.",
    [new],
    {4: new},
)
new = "本点接收未开封、在保质期内的食品，不接收自制食品和酒类。单笔捐赠满500元可开具收据，由财务志愿者杜海燕负责。"
A.one(
    "facts",
    "no_fact_sentence_dropped_by_restyle",
    F + ": a sentence with no fact",
    "zcailan",
    "捐赠那段写得正式一些。",
    [A.whole("zcailan", changes={5: new})],
    {5: new},
)
new = "Repairs are free, and we do not charge for advice. Parts cost what we paid for them. Bookings close at noon on the Friday before, and each visitor may book at most two repairs per visit."
A.one(
    "facts",
    "figure_moved_in_paragraph",
    F + ": the facts moved to other sentences of the paragraph",
    "cycle",
    "Make the How it works paragraph clearer.",
    [new],
    {2: new},
)
new = "从2027年7月1日起，区全民健身中心游泳馆开放夏季场次。每场限入场120人，每天两场。"
A.one(
    "facts",
    "figure_moved_in_paragraph",
    F + ": the facts moved to other sentences of the paragraph",
    "zyouyong",
    "第一段读起来顺一点。",
    [new],
    {0: new},
)
new = "Since March 2025, 48 brilliant volunteers at the Eastgate Community Fridge have handed out more than 15,000 meals' worth of food from the porch of St Anne's Hall."
A.one(
    "facts",
    "figure_moved_in_paragraph",
    F + ": the facts moved to other sentences of the paragraph",
    "fridge",
    "Make the opening livelier.",
    [new],
    {0: new},
)

finish(HERE)
