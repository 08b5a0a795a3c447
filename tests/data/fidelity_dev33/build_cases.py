"""Writes session 33's fidelity probes (run from the repository root): every expected article is
the original paragraph list with only the asked entries replaced."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).parent
# tests/data: the case builder the dev sets share
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from fidelity_build import case_record  # noqa: E402

Article = tuple[str, list[str]]

EN_FAREWELL: Article = (
    "Farewell to Linda Okoye",
    [
        "Good afternoon, everyone. I'm Tom Reyes, deputy head, and I have the happy job of "
        "saying goodbye to Linda Okoye after 31 years at Ashgrove Primary.",
        "Linda joined us in 1994 as a reception teacher. She has taught more than 900 children "
        "to read, and at least three of them now teach here themselves.",
        "Most of us know her for the Friday assemblies. Every week for twenty years she ended "
        "them with a song, and not once did she let the piano win.",
        "Linda's husband, Marcus, and her daughter, Ade, are with us today. We are grateful to "
        "them for lending her to us for all those early mornings and late parents' evenings.",
        "Linda, we will miss your laugh in the staffroom. Please raise your cups: to Linda, and "
        "to a long and sunny retirement.",
    ],
)
ZH_FAREWELL: Article = (
    "欢送刘淑芬老师光荣退休",
    [
        "各位老师、同学们，下午好！我是副校长陈志远，今天很荣幸代表学校欢送刘淑芬老师光荣退休。",
        (
            "刘老师1994年来到实验小学，教了三十一年语文，带过的学生超过九百名，其中有三位如今就"
            "在我们学校任教。"
        ),
        (
            "大家最熟悉的，是她每周五的晨会。二十年来，她每次都用一首歌结束晨会，从来没有让钢琴"
            "抢过风头。"
        ),
        (
            "刘老师的爱人王建国先生和女儿王小雨今天也来到了现场。谢谢你们这些年把她让给了我们，"
            "让她陪我们度过无数个清晨和家长会的夜晚。"
        ),
        "刘老师，我们会想念您在办公室里的笑声。请大家举杯：祝刘老师退休生活健康快乐！",
    ],
)
EN_VISIT: Article = (
    "Your Boiler Service Visit",
    [
        "Dear Mr Hughes,",
        "Thank you for booking your annual boiler service with Brightwarm Heating. Your "
        "engineer, Carys Lloyd, will visit on Tuesday 11 March between 8:00 and 12:00.",
        "Your booking reference is BWH-40716. Please have it ready if you call us, and keep the "
        "area around the boiler clear.",
        "The service takes about an hour and costs £89, payable by card on the day. If a part "
        "needs replacing, Carys will give you a quote before doing any work.",
        "To change the time, call 0161 555 0193 at least 24 hours before the visit.",
        "Kind regards,\nBrightwarm Heating Customer Team",
    ],
)
ZH_VISIT: Article = (
    "燃气灶上门维修通知",
    [
        "张女士您好：",
        (
            "感谢您预约暖居家电的燃气灶上门维修。维修师傅赵立新将于3月11日（星期二）上午8:00至1"
            "2:00之间上门。"
        ),
        "您的工单号为NJ-40716，致电客服时请提供此号码，并请提前清理灶台周围的杂物。",
        (
            "上门检测费为80元，现场刷卡或扫码支付均可。如需更换配件，赵立新师傅会先报价，经您同"
            "意后再施工。"
        ),
        "如需改约，请至少提前24小时拨打客服电话400-820-5566。",
        "此致\n暖居家电客户服务部",
    ],
)
EN_CLUB: Article = (
    "Northfield Cycling Club — Spring Update",
    [
        "Hi all! The clocks have gone forward, the lanes are drying out, and our Sunday rides "
        "start again on 6 April.",
        "## Ride groups",
        "The Steady group rides 50 km at about 22 km/h and always stops for cake. The Brisk "
        "group rides 80 km at 28 km/h and stops only when someone punctures.",
        "## Kit order",
        "New jerseys are £45 and bib shorts £60. Orders close on 20 March; pay the treasurer, "
        "Ravi Shah, by bank transfer and quote order code NCC-2718.",
        "## Safety",
        "Lights front and back on every ride, please, even in daylight. Our ride leaders carry "
        "a first-aid kit and a spare tube.",
        "See you on the road,\nJo Barnes, Club Secretary\nsecretary@northfieldcc.example",
    ],
)
ZH_CLUB: Article = (
    "北郊骑行俱乐部春季通讯",
    [
        "各位车友好！天气转暖，路面也干了，周日骑行活动将于4月6日恢复。",
        "## 骑行分组",
        (
            "休闲组骑行50公里，均速约22公里/小时，途中一定会停下来吃点心。进阶组骑行80公里，均"
            "速28公里/小时，只有扎胎才停。"
        ),
        "## 队服订购",
        (
            "新骑行服每件280元，背带裤每条360元。订购截止到3月20日，请转账给财务吴海峰，并备注"
            "订单码NF-2718。"
        ),
        "## 安全提醒",
        "每次骑行请务必前后都开灯，白天也不例外。领骑员会随身携带急救包和备用内胎。",
        "路上见！\n俱乐部秘书 孙静\nsecretary@northfieldcc.example",
    ],
)

EN_PLAN: Article = (
    "Couch to 5K: Spring Plan",
    [
        "Welcome to the spring Couch to 5K group! We meet at the Larkfield Park gate at 18:30 "
        "every Tuesday and Thursday.",
        "## Week 1",
        "Alternate 60 seconds of jogging with 90 seconds of walking for 20 minutes. Nobody gets "
        "left behind: Coach Femi runs at the back.",
        "## Week 2",
        "Jog for 90 seconds, walk for 2 minutes, six times over. On Thursday, bring the club's "
        "guest barcode, A4471902, to collect your race number.",
        "## Week 3",
        "Two rounds of 3-minute jogs with 90-second walks in between. Rest days matter as much "
        "as run days.",
        "Questions? Email coach.femi@larkfieldrunners.example",
    ],
)
ZH_PLAN: Article = (
    "零基础跑5公里：春季训练计划",
    [
        "欢迎加入春季零基础5公里跑团！每周二、周四晚上18:30在百花公园南门集合。",
        "## 第一周",
        "慢跑60秒、步行90秒交替进行，共20分钟。教练周凯会跑在最后，保证没人掉队。",
        "## 第二周",
        "慢跑90秒、步行2分钟，重复六组。周四训练请带上报名码HR-44719，凭码领取号码布。",
        "## 第三周",
        "慢跑3分钟、步行90秒，做两轮。休息日和跑步日一样重要。",
        "有问题请发邮件至 coach.zhou@baihuarunners.example",
    ],
)
EN_LAB: Article = (
    "Chemistry Lab: Safety Induction",
    [
        "**Eye protection.** Goggles stay on from the moment you enter until the last bench is "
        "wiped, even when you are only writing up.",
        "**Spills.** Tell the technician, Mr Okafor, straight away. Small acid spills are "
        "neutralised with the sodium bicarbonate kept under each sink.",
        "**Waste.** Nothing goes down the sink unless the method says so. Solvent waste goes in "
        "the orange drum by the fume cupboard.",
        "**Emergencies.** The eyewash station is next to door B, and the fire assembly point is "
        "the staff car park.",
    ],
)
ZH_LAB: Article = (
    "化学实验室安全须知",
    [
        "**护目镜。**从进入实验室起就要佩戴，直到最后一张实验台擦完为止，即使只是在写记录。",
        "**洒漏。**立即告诉实验员郑老师。少量酸液洒漏，用每个水槽下面的小苏打中和。",
        "**废液。**除非实验步骤写明，任何东西都不能倒进水槽。有机溶剂废液倒进通风橱旁的橙色桶。",
        "**紧急情况。**洗眼器在B门旁边，火警集合点在教职工停车场。",
    ],
)


def whole(article: Article, changed: dict[int, str], title: str = "") -> str:
    paragraphs = [changed.get(i, p) for i, p in enumerate(article[1])]
    return (title or article[0]) + "\n\n" + "\n\n".join(paragraphs)


def swapped(article: Article, changed: dict[int, str], a: int, b: int, span: int = 1) -> str:
    """The whole article with entries a..a+span and b..b+span exchanged (an unasked move)."""
    paragraphs = [changed.get(i, p) for i, p in enumerate(article[1])]
    first, second = paragraphs[a : a + span], paragraphs[b : b + span]
    paragraphs[b : b + span] = first
    paragraphs[a : a + span] = second
    return article[0] + "\n\n" + "\n\n".join(paragraphs)


def marked(article: Article, index: int, new: str, marker: str) -> str:
    """One marker line per untouched entry, the new text in the asked entry's place."""
    return "\n\n".join(new if i == index else marker for i in range(len(article[1])))


def case(
    cid: str,
    lang: str,
    kind: str,
    article: Article,
    suggestion: str,
    replies: list[str],
    changed: dict[int, str] | None = None,
    outcome: str = "applied",
    **extra: object,
) -> dict[str, object]:
    record: dict[str, object] = case_record(
        cid,
        lang,
        kind,
        "session 33 variant of a fidelity_blind32 failure or a known miss",
        article[0],
        "\n\n".join(article[1]),
        suggestion,
        replies,
    )
    if outcome == "applied":
        body = "\n\n".join((changed or {}).get(i, p) for i, p in enumerate(article[1]))
        expect: dict[str, object] = {"outcome": "applied", "title": article[0], "body": body}
        expect.update(extra)
    elif outcome == "refused":
        expect = {"outcome": "refused", "because": str(extra["because"])}
    else:
        expect = {"outcome": outcome, **extra}
    record["expect"] = expect
    return record


def placeholders() -> list[dict[str, object]]:
    kind = "template_slot_in_target"
    en0 = (
        "Good afternoon, everyone. I'm Tom Reyes, deputy head, and I have the happy job of "
        "saying goodbye to Linda Okoye — and welcoming [husband's name] — after 31 years at "
        "Ashgrove Primary."
    )
    en4 = (
        "Need a different time? Just call us on 0161 555 0193 or email {support address} at "
        "least 24 hours before the visit."
    )
    zh0 = (
        "各位老师、同学们，下午好！我是副校长陈志远，今天很荣幸代表学校欢送刘淑芬老师光荣退休，"
        "也欢迎她的爱人[配偶姓名]先生。"
    )
    zh4 = (
        "如需改约，请至少提前24小时拨打客服电话400-820-5566，或添加客服微信（微信号：XXXXXX），"
        "我们随时为您调整。"
    )
    return [
        case(
            "d33-slot-en-01",
            "en",
            kind,
            EN_FAREWELL,
            "Make the opening welcome Linda's husband too.",
            [en0],
            outcome="refused",
            because="the reply holds a slot, [husband's name], the article does not have",
        ),
        case(
            "d33-slot-en-02",
            "en",
            kind,
            EN_VISIT,
            "Make the last paragraph friendlier.",
            [f"Here's a friendlier version:\n\n{en4}"],
            outcome="refused",
            because="the reply holds a slot, {support address}, to be filled in",
        ),
        case(
            "d33-slot-zh-01",
            "zh",
            kind,
            ZH_FAREWELL,
            "开头也欢迎一下刘老师的爱人。",
            [zh0],
            outcome="refused",
            because="回复里有原文没有的占位符[配偶姓名]",
        ),
        case(
            "d33-slot-zh-02",
            "zh",
            kind,
            ZH_VISIT,
            "改约那段写得客气一些。",
            [f"好的，改得客气一些：\n\n{zh4}"],
            outcome="refused",
            because="回复里有待填写的占位符XXXXXX",
        ),
    ]


def lookalike_names() -> list[dict[str, object]]:
    kind = "lookalike_name_at_sentence_start"
    en3 = (
        "Markus and Ade, Linda's husband and daughter, are here with us today. Thank you both "
        "for lending her to us for all those early mornings and late parents' evenings."
    )
    en_cost = (
        "The service takes about an hour and costs £89, paid by card on the day. Cerys will "
        "quote you before replacing any part."
    )
    zh3 = (
        "王建民先生和女儿王小雨今天也来到了现场。谢谢你们这些年把刘老师让给了我们，陪我们度过无"
        "数个清晨和家长会的夜晚。"
    )
    zh_cost = (
        "上门检测费80元，现场刷卡或扫码均可。赵力新师傅如发现配件需要更换，会先报价，经您同意再"
        "施工。"
    )
    return [
        case(
            "d33-name-en-01",
            "en",
            kind,
            EN_FAREWELL,
            "Make paragraph 4 warmer.",
            [en3],
            outcome="refused",
            because="Marcus became Markus",
        ),
        case(
            "d33-name-en-02",
            "en",
            kind,
            EN_VISIT,
            "Make the cost paragraph clearer.",
            [f"Sure:\n\n{en_cost}"],
            outcome="refused",
            because="Carys became Cerys",
        ),
        case(
            "d33-name-zh-01",
            "zh",
            kind,
            ZH_FAREWELL,
            "第四段写得更温暖些。",
            [zh3],
            outcome="refused",
            because="王建国被改成了王建民",
        ),
        case(
            "d33-name-zh-02",
            "zh",
            kind,
            ZH_VISIT,
            "检测费那段说得清楚一些。",
            [f"修改如下：\n\n{zh_cost}"],
            outcome="refused",
            because="赵立新被改成了赵力新",
        ),
    ]


def codes() -> list[dict[str, object]]:
    kind = "reference_code_digits_swapped_in_target"
    en2 = (
        "Booking reference: BWH-47016. Quote it when you call, and clear the area around the bo"
        "iler."
    )
    en4 = (
        "Jerseys £45, bib shorts £60. Orders close 20 March: pay Ravi Shah by bank transfer, "
        "quoting NCC-2178."
    )
    zh2 = "工单号NJ-47016，致电客服时请报此号，并提前清理灶台周围杂物。"
    zh4 = "骑行服280元/件，背带裤360元/条，3月20日截止订购。请转账给财务吴海峰，备注订单码NF-2178。"
    return [
        case(
            "d33-code-en-01",
            "en",
            kind,
            EN_VISIT,
            "Tighten the booking paragraph.",
            [en2],
            outcome="refused",
            because="BWH-40716 became BWH-47016",
        ),
        case(
            "d33-code-en-02",
            "en",
            kind,
            EN_CLUB,
            "Make the kit order paragraph shorter.",
            [f"Shorter version:\n\n{en4}"],
            outcome="refused",
            because="NCC-2718 became NCC-2178",
        ),
        case(
            "d33-code-zh-01",
            "zh",
            kind,
            ZH_VISIT,
            "工单号那段精简一下。",
            [zh2],
            outcome="refused",
            because="工单号NJ-40716被改成了NJ-47016",
        ),
        case(
            "d33-code-zh-02",
            "zh",
            kind,
            ZH_CLUB,
            "队服订购那段写得简洁些。",
            [f"简洁版：\n\n{zh4}"],
            outcome="refused",
            because="订单码NF-2718被改成了NF-2178",
        ),
    ]


def footers() -> list[dict[str, object]]:
    kind = "whole_reply_then_count_or_timing_footer"
    en_date = {0: EN_CLUB[1][0].replace("6 April", "13 April")}
    zh_date = {0: ZH_CLUB[1][0].replace("4月6日", "4月13日")}
    en_short = {
        0: "Good afternoon. I'm Tom Reyes, deputy head, here to say goodbye to Linda Okoye "
        "after 31 years at Ashgrove Primary.",
        1: "Linda joined us in 1994 and has taught more than 900 children to read — three of "
        "them now teach here.",
        2: "For twenty years she ended every Friday assembly with a song, and never let the "
        "piano win.",
        3: "We are grateful to Marcus and Ade for lending her to us all those early mornings.",
        4: "Please raise your cups: to Linda, and a long and sunny retirement.",
    }
    zh_short = {
        0: "各位下午好！我是副校长陈志远，今天代表学校欢送刘淑芬老师光荣退休。",
        1: "刘老师1994年来到实验小学，教了三十一年语文，学生超过九百名，三位如今就在本校任教。",
        2: "二十年来，她每周五都用一首歌结束晨会，从没让钢琴抢过风头。",
        3: "谢谢王建国先生和王小雨把她让给了我们这么多年。",
        4: "请大家举杯：祝刘老师退休生活健康快乐！",
    }
    en_cost = {
        3: "The service takes about an hour. It costs £89, and you pay by card on the day. If a "
        "part needs replacing, Carys will give you a quote first and do nothing without your "
        "say-so."
    }
    zh_cost = {
        3: (
            "上门检测费80元，现场可刷卡或扫码支付。如需更换配件，赵立新师傅会先报价，您同意后才"
            "施工。"
        )
    }
    return [
        case(
            "d33-foot-en-01",
            "en",
            kind,
            EN_CLUB,
            "Sunday rides now restart on 13 April, not 6 April. Please update that.",
            [whole(EN_CLUB, en_date) + "\n\n---\n_Words: 118 (unchanged)_"],
            en_date,
        ),
        case(
            "d33-foot-en-02",
            "en",
            kind,
            EN_FAREWELL,
            "Make the whole speech shorter — I have under a minute.",
            [whole(EN_FAREWELL, en_short) + "\n\n(About 50 seconds read aloud.)"],
            en_short,
        ),
        case(
            "d33-foot-en-03",
            "en",
            kind,
            EN_VISIT,
            "Make the cost paragraph clearer.",
            [whole(EN_VISIT, en_cost) + "\n\nEstimated reading time: 1 minute"],
            en_cost,
        ),
        case(
            "d33-foot-zh-01",
            "zh",
            kind,
            ZH_CLUB,
            "周日骑行改到4月13日恢复了，帮我改一下。",
            [whole(ZH_CLUB, zh_date) + "\n\n---\n*全文共212字*"],
            zh_date,
        ),
        case(
            "d33-foot-zh-02",
            "zh",
            kind,
            ZH_FAREWELL,
            "整篇讲话压缩一下，一分钟内讲完。",
            [whole(ZH_FAREWELL, zh_short) + "\n\n（念完大约50秒。）"],
            zh_short,
        ),
        case(
            "d33-foot-zh-03",
            "zh",
            kind,
            ZH_VISIT,
            "检测费那段说得清楚一些。",
            [whole(ZH_VISIT, zh_cost) + "\n\n（字数：约190字，阅读时间约1分钟）"],
            zh_cost,
        ),
    ]


def signatures() -> list[dict[str, object]]:
    kind = "target_then_assistant_signature"
    en6 = (
        "Please run lights front and back on every ride, even on bright days — it makes a real "
        "difference. Our ride leaders always carry a first-aid kit and a spare tube, so you're "
        "in good hands."
    )
    zh6 = "每次骑行都请前后开灯，白天也别忘了哦。领骑员随身带着急救包和备用内胎，大家放心骑！"
    en3 = (
        "The service takes about an hour and costs £89, which you can pay by card on the day. "
        "If a part needs replacing, Carys will happily give you a quote before doing any work."
    )
    zh3 = (
        "上门检测费是80元，现场刷卡、扫码都可以。如果需要更换配件，赵立新师傅会先跟您报价，您同"
        "意了再动手。"
    )
    return [
        case(
            "d33-sign-en-01",
            "en",
            kind,
            EN_CLUB,
            "Make the safety paragraph friendlier.",
            [f"Sure thing — here's a friendlier take:\n\n{en6}\n\nBest,\nYour editing assistant"],
            {6: en6},
        ),
        case(
            "d33-sign-en-02",
            "en",
            kind,
            EN_VISIT,
            "Make the cost paragraph warmer.",
            [f"{en3}\n\nWarm regards,\n— Your AI writing helper"],
            {3: en3},
        ),
        case(
            "d33-sign-zh-01",
            "zh",
            kind,
            ZH_CLUB,
            "安全提醒那段写得亲切些。",
            [f"没问题，亲切一点的版本：\n\n{zh6}\n\n祝好，\n你的写作小助手"],
            {6: zh6},
        ),
        case(
            "d33-sign-zh-02",
            "zh",
            kind,
            ZH_VISIT,
            "检测费那段写得温和些。",
            [f"{zh3}\n\n祝一切顺利！\n写作助手 敬上"],
            {3: zh3},
        ),
    ]


def markers() -> list[dict[str, object]]:
    kind = "one_marker_per_untouched_entry"
    en2 = (
        "The Steady group rolls 50 km at about 22 km/h and never, ever skips the cake stop. "
        "The Brisk group flies 80 km at 28 km/h and only pauses when someone punctures."
    )
    zh2 = (
        "休闲组骑50公里，均速约22公里/小时，点心站雷打不动。进阶组一口气骑80公里，均速28公里/小"
        "时，除非扎胎，绝不停车！"
    )
    return [
        case(
            "d33-mark-en-01",
            "en",
            kind,
            EN_CLUB,
            "Make the ride groups paragraph livelier.",
            [marked(EN_CLUB, 2, en2, "(unchanged)")],
            {2: en2},
        ),
        case(
            "d33-mark-zh-01",
            "zh",
            kind,
            ZH_CLUB,
            "骑行分组那段写得活泼些。",
            [marked(ZH_CLUB, 2, zh2, "（不变）")],
            {2: zh2},
        ),
    ]


def swaps() -> list[dict[str, object]]:
    kind = "whole_reply_moves_untouched_entries"
    en0 = (
        "Hi all! The clocks have sprung forward, the lanes are finally drying out, and our "
        "Sunday rides are back from 6 April — dust off those bikes!"
    )
    zh0 = "各位车友好！天气暖了，路面干了，周日骑行4月6日正式回归——快把车擦亮吧！"
    en3 = (
        "The service takes about an hour and costs £89, paid by card on the day. If a part "
        "needs replacing, Carys will quote first and only go ahead with your agreement."
    )
    zh0b = (
        "各位老师、同学们，下午好！我是副校长陈志远。今天，我怀着无比感激的心情，代表学校欢送刘"
        "淑芬老师光荣退休！"
    )
    return [
        case(
            "d33-move-en-01",
            "en",
            kind,
            EN_CLUB,
            "Make the opening livelier.",
            [swapped(EN_CLUB, {0: en0}, 3, 5, span=2)],
            {0: en0},
        ),
        case(
            "d33-move-en-02",
            "en",
            kind,
            EN_VISIT,
            "Make the cost paragraph clearer.",
            [swapped(EN_VISIT, {3: en3}, 1, 2)],
            {3: en3},
        ),
        case(
            "d33-move-zh-01",
            "zh",
            kind,
            ZH_CLUB,
            "开头那段写得更有活力。",
            [swapped(ZH_CLUB, {0: zh0}, 3, 5, span=2)],
            {0: zh0},
        ),
        case(
            "d33-move-zh-02",
            "zh",
            kind,
            ZH_FAREWELL,
            "开头那段更热情些。",
            [swapped(ZH_FAREWELL, {0: zh0b}, 1, 2)],
            {0: zh0b},
        ),
    ]


def titles() -> list[dict[str, object]]:
    kind = "unasked_title_in_whole_reply"
    en4 = (
        "Linda, the staffroom won't sound the same without your laugh. Cups up: to Linda — and "
        "to a long, sunny retirement!"
    )
    zh4 = "刘老师，办公室里少了您的笑声，可就不一样了！请大家举杯：敬刘老师，祝您退休生活健康快乐！"
    return [
        case(
            "d33-title-en-01",
            "en",
            kind,
            EN_FAREWELL,
            "Make the closing toast punchier.",
            [whole(EN_FAREWELL, {4: en4}, title="Goodbye, Linda!")],
            {4: en4},
            withheld_min=1,
        ),
        case(
            "d33-title-zh-01",
            "zh",
            kind,
            ZH_FAREWELL,
            "结尾的祝酒词更有力一些。",
            [whole(ZH_FAREWELL, {4: zh4}, title="再见，刘老师")],
            {4: zh4},
            withheld_min=1,
        ),
    ]


def wrong_paragraph() -> list[dict[str, object]]:
    kind = "other_paragraph_rewritten_alone"
    en_kit = (
        "Jerseys are priced at £45 and bib shorts at £60. Orders close on 20 March; payment "
        "should be made to the treasurer, Ravi Shah, by bank transfer, quoting order code NCC-2718."
    )
    en_ref = (
        "Your booking reference is BWH-40716. We would be grateful if you could have it to hand "
        "when you call, and kindly keep the area around the boiler clear."
    )
    zh_kit = (
        "新骑行服每件售价280元，背带裤每条360元。订购截止日期为3月20日，请将款项转账至财务吴海"
        "峰，并注明订单码NF-2718。"
    )
    zh_ref = (
        "您的工单号为NJ-40716。烦请您致电客服时提供此号码，并麻烦您提前清理灶台周围的杂物，谢谢"
        "配合。"
    )
    return [
        case(
            "d33-wrong-en-01",
            "en",
            kind,
            EN_CLUB,
            "Make the safety paragraph more formal.",
            [f"Here is a more formal version:\n\n{en_kit}"],
            outcome="refused",
            because="the reply rewrites the kit order paragraph, not the safety one",
        ),
        case(
            "d33-wrong-en-02",
            "en",
            kind,
            EN_VISIT,
            "Make the last paragraph more polite.",
            [en_ref],
            outcome="refused",
            because="the reply rewrites the booking paragraph, not the last one",
        ),
        case(
            "d33-wrong-zh-01",
            "zh",
            kind,
            ZH_CLUB,
            "安全提醒那段写得正式一些。",
            [f"正式一些的版本：\n\n{zh_kit}"],
            outcome="refused",
            because="回复改写的是队服订购那段，不是安全提醒",
        ),
        case(
            "d33-wrong-zh-02",
            "zh",
            kind,
            ZH_VISIT,
            "最后一段说得客气一点。",
            [zh_ref],
            outcome="refused",
            because="回复改写的是工单号那段，不是最后一段",
        ),
    ]


def synonyms() -> list[dict[str, object]]:
    kind = "paragraph_named_by_a_synonym_of_its_words"
    en3 = (
        "Linda's husband, Marcus, and her daughter, Ade, are with us today. From all of us: "
        "thank you, truly, for lending her to us for all those early mornings and late "
        "parents' evenings."
    )
    zh3 = (
        "刘老师的爱人王建国先生和女儿王小雨今天也来到了现场。真心谢谢你们，这些年把她让给了我们"
        "，让她陪我们度过无数个清晨和家长会的夜晚。"
    )
    return [
        case(
            "d33-syn-en-01",
            "en",
            kind,
            EN_FAREWELL,
            "Make the thank-you paragraph more heartfelt.",
            [en3],
            {3: en3},
        ),
        case(
            "d33-syn-en-02",
            "en",
            kind,
            EN_FAREWELL,
            "Make the bit thanking the family warmer.",
            [f"Here's a warmer version:\n\n{en3}"],
            {3: en3},
        ),
        case("d33-syn-zh-01", "zh", kind, ZH_FAREWELL, "致谢那段写得更真挚一些。", [zh3], {3: zh3}),
        case(
            "d33-syn-zh-02",
            "zh",
            kind,
            ZH_FAREWELL,
            "感谢家人的那段写得更动人些。",
            [f"好的：\n\n{zh3}"],
            {3: zh3},
        ),
    ]


def labels() -> list[dict[str, object]]:
    """The kinds above where the suggestion names its entry by a numbered label (Week 2,
    第二周) or a bold run-in label, or the opening line."""
    en4 = (
        "Jog 90 seconds, walk 2 minutes, six times. Thursday: bring guest barcode A4417902 for "
        "your race number."
    )
    zh4 = "慢跑90秒、步行2分钟，六组。周四带报名码HR-47419领号码布。"
    en2 = (
        "Alternate 60 seconds of jogging with 90 seconds of walking for 20 minutes — easy does "
        "it! Nobody gets left behind, because Coach Femi always brings up the rear."
    )
    zh2 = "慢跑60秒、步行90秒，交替着来，一共20分钟，轻轻松松！教练周凯压阵跑在最后，谁也不会掉队。"
    en0 = (
        "Welcome, welcome, welcome to the spring Couch to 5K group! We meet at the Larkfield "
        "Park gate at 18:30 every Tuesday and Thursday."
    )
    zh0 = "热烈欢迎你加入春季零基础5公里跑团！每周二、周四晚上18:30在百花公园南门集合。"
    en_spill = (
        "**Spills.** Any spill must be reported to the technician, Mr Okafor, immediately. "
        "Minor acid spills are to be neutralised using the sodium bicarbonate stored beneath "
        "each sink."
    )
    zh_spill = (
        "**洒漏。**如发生洒漏，须立即报告实验员郑老师。少量酸液洒漏，应使用各水槽下方存放的小苏"
        "打进行中和。"
    )
    return [
        case(
            "d33-label-en-01",
            "en",
            "reference_code_digits_swapped_in_target",
            EN_PLAN,
            "Tighten the Week 2 paragraph.",
            [en4],
            outcome="refused",
            because="A4471902 became A4417902",
        ),
        case(
            "d33-label-zh-01",
            "zh",
            "reference_code_digits_swapped_in_target",
            ZH_PLAN,
            "第二周那段精简一下。",
            [zh4],
            outcome="refused",
            because="HR-44719被改成了HR-47419",
        ),
        case(
            "d33-label-en-02",
            "en",
            "whole_reply_moves_untouched_entries",
            EN_PLAN,
            "Make the Week 1 paragraph livelier.",
            [swapped(EN_PLAN, {2: en2}, 3, 5, span=2)],
            {2: en2},
        ),
        case(
            "d33-label-zh-02",
            "zh",
            "whole_reply_moves_untouched_entries",
            ZH_PLAN,
            "第一周那段写得活泼些。",
            [swapped(ZH_PLAN, {2: zh2}, 3, 5, span=2)],
            {2: zh2},
        ),
        case(
            "d33-label-en-03",
            "en",
            "one_marker_per_untouched_entry",
            EN_PLAN,
            "Make the Week 1 paragraph livelier.",
            [marked(EN_PLAN, 2, en2, "[unchanged]")],
            {2: en2},
        ),
        case(
            "d33-label-zh-03",
            "zh",
            "one_marker_per_untouched_entry",
            ZH_PLAN,
            "第一周那段写得活泼些。",
            [marked(ZH_PLAN, 2, zh2, "[不变]")],
            {2: zh2},
        ),
        case(
            "d33-label-en-04",
            "en",
            "unasked_title_in_whole_reply",
            EN_PLAN,
            "Make the opening line sound more welcoming.",
            [whole(EN_PLAN, {0: en0}, title="Couch to 5K: You Can Do This!")],
            {0: en0},
            withheld_min=1,
        ),
        case(
            "d33-label-zh-04",
            "zh",
            "unasked_title_in_whole_reply",
            ZH_PLAN,
            "开头第一句写得更热情些。",
            [whole(ZH_PLAN, {0: zh0}, title="一起跑起来：春季5公里计划")],
            {0: zh0},
            withheld_min=1,
        ),
        case(
            "d33-label-en-05",
            "en",
            "other_paragraph_rewritten_alone",
            EN_LAB,
            "Make the Emergencies paragraph more formal.",
            [f"Here is a more formal version:\n\n{en_spill}"],
            outcome="refused",
            because="the reply rewrites the Spills paragraph, not the Emergencies one",
        ),
        case(
            "d33-label-zh-05",
            "zh",
            "other_paragraph_rewritten_alone",
            ZH_LAB,
            "紧急情况那段写得正式一些。",
            [zh_spill],
            outcome="refused",
            because="回复改写的是洒漏那段，不是紧急情况那段",
        ),
    ]


FILES = {
    "slots.jsonl": placeholders,
    "names.jsonl": lookalike_names,
    "codes.jsonl": codes,
    "footers.jsonl": footers,
    "signatures.jsonl": signatures,
    "markers.jsonl": markers,
    "moves.jsonl": swaps,
    "titles.jsonl": titles,
    "wrong.jsonl": wrong_paragraph,
    "synonyms.jsonl": synonyms,
    "labels.jsonl": labels,
}

if __name__ == "__main__":
    for name, build in FILES.items():
        lines = [json.dumps(c, ensure_ascii=False) for c in build()]
        (HERE / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
