# ruff: noqa: E501 — the cases are data: one article paragraph a line
"""Builds the fidelity dev set 8 (tests/data/fidelity_dev8/*.jsonl) from the cases below:
each expected article is the original with only the in-scope change applied, and each model
reply is that article dressed as a model would send it (chatter, drift, placeholders).

    .venv/bin/python tests/data/fidelity_dev8/build_cases.py
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import case_record  # noqa: E402

FILES: dict[str, list[dict[str, Any]]] = defaultdict(list)


def body(paragraphs: list[str]) -> str:
    return "\n\n".join(paragraphs)


def case(
    file: str,
    id: str,
    lang: str,
    kind: str,
    source: str,
    title: str,
    paragraphs: list[str],
    suggestion: str,
    change: dict[int, str] | None = None,
    *,
    drift: dict[int, str] | None = None,
    reply: Callable[[list[str]], list[str]] | None = None,
    before: str = "",
    after: str = "",
    withheld_min: int = 0,
    edit_format: str = "full",
    replies: list[str] | None = None,
    expect: dict[str, Any] | None = None,
) -> None:
    """One case: `change` (paragraph index → new text) is the in-scope edit; the reply is the
    changed article with `drift` (index → text the model restyled unasked) on top, reshaped by
    `reply` (placeholders), with `before`/`after` chatter."""
    expected = list(paragraphs)
    for index, text in sorted((change or {}).items()):
        expected[index] = text
    answer = list(expected)
    for index, text in (drift or {}).items():
        answer[index] = text
    if reply is not None:
        answer = reply(answer)
    text = title + "\n\n" + body(answer)
    if before:
        text = before + "\n\n" + text
    if after:
        text = text + "\n\n" + after
    outcome: dict[str, Any] = expect or {
        "outcome": "applied",
        "title": title,
        "body": body(expected),
    }
    if withheld_min:
        outcome["withheld_min"] = withheld_min
    FILES[file].append(
        case_record(
            id,
            lang,
            kind,
            source,
            title,
            body(paragraphs),
            suggestion,
            replies or [text],
            outcome,
            edit_format=edit_format,
        )
    )


def write() -> None:
    for name, cases in FILES.items():
        lines = [json.dumps(c, ensure_ascii=False) for c in cases]
        (HERE / f"{name}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")


# --- disclaimers and sign-offs in brackets: the writer's text, not a placeholder ----------

CLINIC = [
    "问：孩子发烧38.5度，需要马上去医院吗？",
    "答：如果孩子精神状态好、能正常喝水，可以先在家观察，用温水擦拭帮助降温。若持续高烧超过24小时，或出现抽搐、嗜睡，应立即就医。",
    "问：退烧药可以隔多久吃一次？",
    "答：常用的对乙酰氨基酚两次用药至少间隔4小时，一天不超过4次。具体剂量要按孩子体重计算，不能凭感觉加量。",
    "问：发烧时能洗澡吗？",
    "答：可以用温水快速冲洗，注意避免着凉，洗完及时擦干。",
    "（以上内容仅供参考，不能替代医生面诊。）",
]
case(
    "signoffs",
    "d8-sign-zh-01",
    "zh",
    "disclaimer_kept",
    "问答末尾的（以上内容仅供参考…）是原文",
    "儿童发烧家长问答",
    CLINIC,
    "第二个回答说得更通俗一点。",
    {
        3: "答：常用的退烧药对乙酰氨基酚，两次之间至少隔4个小时，一天最多吃4次。吃多少要看孩子体重，千万别自己随便加量。"
    },
    before="好的，已按要求修改：",
)
TAX = [
    "今年的个税汇算清缴从3月1日开始，到6月30日结束。大多数上班族只需要在个人所得税APP里核对收入和扣除项，确认无误后提交即可。",
    "如果全年收入不超过12万元，或者需要补税的金额不超过400元，可以免于办理汇算。",
    "子女教育、赡养老人、住房贷款利息等专项附加扣除，可以在汇算时补充填报。",
    "（以上信息截至2026年11月，其余政策以税务机关最新公告为准。）",
]
case(
    "signoffs",
    "d8-sign-zh-02",
    "zh",
    "disclaimer_kept",
    "（…其余政策以…为准）：其余 + 为准，不是占位",
    "个税汇算清缴小贴士",
    TAX,
    "第3段加一句：填报后记得在APP里确认提交状态。",
    {
        2: "子女教育、赡养老人、住房贷款利息等专项附加扣除，可以在汇算时补充填报。填报后记得在APP里确认提交状态。"
    },
    after="如需进一步调整，请告诉我。",
)
ESTATE = [
    "各位业主：",
    "本小区将于12月6日（周六）上午9点至11点进行二次供水水箱清洗，届时全区停水。",
    "请大家提前储水，停水期间请关闭家中水龙头，以免来水时跑水。",
    "（本通知未尽事宜另行通知，其他问题请致电物业服务中心。）",
    "幸福里物业服务中心\n12月3日",
]
case(
    "signoffs",
    "d8-sign-zh-03",
    "zh",
    "disclaimer_kept",
    "（…其他问题请致电…）在签名之前",
    "停水通知",
    ESTATE,
    "第三段说得客气一点。",
    {2: "麻烦大家提前储好水；停水期间请记得关好家里的水龙头，以免来水时跑水，谢谢配合！"},
)
LAWQ = [
    "问：公司拖欠工资两个月，我可以直接辞职吗？",
    "答：可以。用人单位未及时足额支付劳动报酬的，劳动者可以随时通知解除劳动合同，并有权要求经济补偿。",
    "问：需要准备哪些证据？",
    "答：劳动合同、工资条、银行流水、考勤记录以及与公司沟通欠薪的聊天记录，都可以作为证据。",
    "（以上解答仅供参考，不构成正式法律意见。）",
]
case(
    "signoffs",
    "d8-sign-zh-04",
    "zh",
    "disclaimer_edited",
    "免责声明本身是目标，改后仍是免责声明",
    "欠薪辞职律师答疑",
    LAWQ,
    "最后的免责声明补一句：各地仲裁口径可能不同。",
    {4: "（以上解答仅供参考，不构成正式法律意见。各地仲裁口径可能不同。）"},
)
LEASE = [
    "Q: My landlord kept my whole deposit for “cleaning”. Can they do that?",
    "A: Only for cleaning beyond normal wear and tear. They must itemise what they kept and why, usually within 14 days of the tenancy ending.",
    "Q: What if I never got an inventory when I moved in?",
    "A: Then the landlord will struggle to prove the flat was cleaner before you arrived. Photos, emails and the listing all count as evidence.",
    "(The answers above are general information and remain subject to the terms of your lease; they are not legal advice.)",
]
case(
    "signoffs",
    "d8-sign-en-01",
    "en",
    "disclaimer_kept",
    "a legal Q&A disclaimer with 'remain' after the last answer",
    "Deposit Disputes: Your Questions",
    LEASE,
    "Make the second answer warmer.",
    {
        3: "A: Then, honestly, the landlord will struggle to prove the flat was cleaner before you arrived. Your photos, emails and even the original listing all count as evidence, so keep them safe."
    },
    before="Sure! Here's the revised Q&A:",
)
COUNCIL = [
    "The council's budget for next year sets aside £2.4m for road repairs, up from £1.9m.",
    "Most of the money goes to the potholes on the ring road, which residents have complained about for three winters.",
    "Libraries keep their opening hours, but the mobile library van will stop serving the outer villages.",
    "[Editor's note: this story replaces the original text published on 3 May; the earlier figures were wrong.]",
]
case(
    "signoffs",
    "d8-sign-en-02",
    "en",
    "disclaimer_kept",
    "an editor's note naming 'the original text'",
    "Council Budget: Roads Win, Villages Lose",
    COUNCIL,
    "Make paragraph 2 punchier.",
    {
        1: "Most of it goes on the ring road's potholes, the ones residents have cursed for three winters running."
    },
)
SAFETY = [
    "Always unplug the grinder before cleaning the burrs.",
    "Use the brush supplied; never wash the burrs in water.",
    "(This guide remains general advice and is not a substitute for the manual that came with your model.)",
]
case(
    "signoffs",
    "d8-sign-en-03",
    "en",
    "disclaimer_edited",
    "the disclaimer is the target",
    "Cleaning Your Burr Grinder",
    SAFETY,
    "Add to the disclaimer that warranty terms vary by model.",
    {
        2: "(This guide remains general advice and is not a substitute for the manual that came with your model. Warranty terms vary by model.)"
    },
)

# --- the n-th answer of a Q&A named as 答复 / 回复 / reply / the last answer ---------------

case(
    "answers",
    "d8-ans-zh-01",
    "zh",
    "qa_answer_named",
    "最后一个答复 = 最后一个答：段；别处标点被改成半角",
    "欠薪辞职律师答疑",
    LAWQ,
    "最后一个答复里补充：微信聊天记录要截图并保存原始载体。",
    {
        3: "答：劳动合同、工资条、银行流水、考勤记录以及与公司沟通欠薪的聊天记录，都可以作为证据。微信聊天记录要截图并保存原始载体。"
    },
    drift={
        1: "答：可以。用人单位未及时足额支付劳动报酬的,劳动者可以随时通知解除劳动合同,并有权要求经济补偿。"
    },
)
case(
    "answers",
    "d8-ans-zh-02",
    "zh",
    "qa_answer_named",
    "第二个回复；第一个回答被顺手改写",
    "儿童发烧家长问答",
    CLINIC,
    "第二个回复写得更严谨一些。",
    {
        3: "答：对乙酰氨基酚两次用药间隔不少于4小时，24小时内不超过4次。剂量应按孩子体重计算，不可自行加量。"
    },
    drift={
        1: "答：孩子精神好、能喝水，就可以先在家观察，用温水擦拭降温。高烧超过24小时，或出现抽搐、嗜睡，应立即就医。"
    },
    withheld_min=1,
)
case(
    "answers",
    "d8-ans-en-01",
    "en",
    "qa_answer_named",
    "'the last answer'; the first answer tidied too",
    "Deposit Disputes: Your Questions",
    LEASE,
    "In the last answer, mention that dated photos are best.",
    {
        3: "A: Then the landlord will struggle to prove the flat was cleaner before you arrived. Photos (dated ones are best), emails and the listing all count as evidence."
    },
    drift={
        1: "A: Only for cleaning beyond normal wear and tear. They must itemise what they kept, and why, usually within 14 days of the tenancy ending."
    },
    withheld_min=1,
)
case(
    "answers",
    "d8-ans-en-02",
    "en",
    "qa_answer_named",
    "'the first reply'; the disclaimer retyped",
    "Deposit Disputes: Your Questions",
    LEASE,
    "Make the first reply less stiff.",
    {
        1: "A: Only if the cleaning goes beyond normal wear and tear. They have to list what they kept and why, usually within 14 days of the tenancy ending."
    },
    drift={
        4: "(The answers above are general information and remain subject to the terms of your lease - they are not legal advice.)"
    },
    withheld_min=1,
)

# --- a pause ("……", "...") written into a line: punctuation, not an elision ------------------

SKIT = [
    "甲：听说你要减肥？",
    "乙：对，从今天起，晚饭只吃一个苹果。",
    "甲：那昨晚的火锅呢？",
    "乙：我这就去跑步。",
    "甲：外面在下雨啊。",
    "乙：那……那明天再说吧。",
]
case(
    "pauses",
    "d8-pause-zh-01",
    "zh",
    "pause_in_line",
    "小品台词加口吃停顿“我……我”",
    "《减肥》（小品片段）",
    SKIT,
    "把“我这就去跑步”这句改得心虚一点。",
    {3: "乙：我……我这就去跑步。"},
)
POEM_ZH = [
    "窗外的雨\n下了一整夜\n像谁在数旧账",
    "天亮时风停了\n雨也停了\n屋檐还在滴",
    "我把伞收好\n放回门后\n等下一个雨天",
]
case(
    "pauses",
    "d8-pause-zh-02",
    "zh",
    "pause_in_verse",
    "诗的第二节行末加“……”",
    "雨夜",
    POEM_ZH,
    "第二节第一行后面加个停顿的感觉。",
    {1: "天亮时风停了……\n雨也停了\n屋檐还在滴"},
    before="好的：",
)
PLAY = [
    "MAYA: You said you'd fix the bike this weekend.",
    "DEV: I'll start tomorrow.",
    "MAYA: You said that last Saturday.",
    "DEV: And I meant it last Saturday.",
]
case(
    "pauses",
    "d8-pause-en-01",
    "en",
    "pause_in_line",
    "a hesitation added inside the quoted line",
    "The Bike (a short scene)",
    PLAY,
    'Make "I\'ll start tomorrow" sound less sure.',
    {1: "DEV: I'll start... tomorrow. Probably."},
)
POEM_EN = [
    "Morning, and the kettle clicks\nbefore the radio does,\nbefore either of us speaks.",
    "You hand me the blue cup,\nthe chipped one, always that one,\nas if it were a promise.",
    "Outside the bins go out,\nthe street begins its week,\nand we stay a little longer.",
]
case(
    "pauses",
    "d8-pause-en-02",
    "en",
    "pause_in_verse",
    "a pause in a stanza's line, another stanza untouched",
    "Monday",
    POEM_EN,
    "In the second stanza, add a pause after 'the chipped one'.",
    {1: "You hand me the blue cup,\nthe chipped one… always that one,\nas if it were a promise."},
)
NEWS = [
    "The riverside market reopens on Saturday after a six-week closure for drainage works.",
    "Traders say the new stalls are drier and brighter. The fish counter has moved to the north end, next to the bakery. Parking stays free before 10 a.m.",
    "The market runs every Saturday from 8 a.m. to 2 p.m.",
]
case(
    "pauses",
    "d8-pause-en-03",
    "en",
    "elision_refused",
    "a true elision inside the paragraph being rewritten",
    "Riverside Market Reopens",
    NEWS,
    "Make paragraph 2 livelier.",
    replies=[
        "Riverside Market Reopens\n\n"
        + NEWS[0]
        + "\n\nTraders are thrilled: the new stalls are drier and brighter than ever. [...] Parking stays free before 10 a.m.\n\n"
        + NEWS[2]
    ],
    expect={"outcome": "refused", "because": "the elided words may be ones to change"},
)
COMMUNITY = [
    "社区图书角下周一起恢复开放，开放时间为每天上午9点到晚上8点。",
    "新到的三百多本童书已经上架。借书需要登记姓名和门牌号，每人每次最多借三本，两周内归还。",
    "欢迎大家多提宝贵意见。",
]
case(
    "pauses",
    "d8-pause-zh-03",
    "zh",
    "elision_refused",
    "改写的段落中间用“……”省掉了原文",
    "图书角恢复开放",
    COMMUNITY,
    "第二段写得更热情一点。",
    replies=[
        "图书角恢复开放\n\n"
        + COMMUNITY[0]
        + "\n\n好消息！三百多本崭新的童书已经上架啦……两周内归还就好。\n\n"
        + COMMUNITY[2]
    ],
    expect={"outcome": "refused", "because": "省略号代替了要改写的原文"},
)

# --- figures restyled inside the paragraph being edited: the writer's form put back ---------

FERRY = [
    "The last ferry leaves Quay Street at 11:40 and reaches the island at 12:05.",
    "On Fridays an extra boat runs at 23:15 for the late shift at the cannery.",
    "Tickets cost £4.50 one way; children under 12 travel free.",
]
case(
    "figures",
    "d8-fig-en-01",
    "en",
    "time_restyled",
    "11:40 → 11.40pm and 12:05 → 12.05am in the edited paragraph",
    "Late Ferries This Winter",
    FERRY,
    "Make the first paragraph sound more inviting.",
    {
        0: "Night owls, rejoice: the last ferry still slips away from Quay Street at 11:40 and glides into the island at 12:05."
    },
    drift={
        0: "Night owls, rejoice: the last ferry still slips away from Quay Street at 11.40pm and glides into the island at 12.05am."
    },
)
FAIR = [
    "The book fair opens on June 1 in the old tram depot and runs until July 14, 2027.",
    "Around 60 publishers have signed up, and 40% of the stalls are run by small presses.",
    "Entry is free before noon.",
]
case(
    "figures",
    "d8-fig-en-02",
    "en",
    "date_restyled",
    "June 1 → 1 June, July 14, 2027 → 14 July 2027 in the edited paragraph",
    "Book Fair Returns",
    FAIR,
    "Make the opening paragraph livelier.",
    {
        0: "Good news for readers: the book fair throws open its doors on June 1 in the old tram depot, and the fun lasts until July 14, 2027."
    },
    drift={
        0: "Good news for readers: the book fair throws open its doors on 1 June in the old tram depot, and the fun lasts until 14 July 2027."
    },
)
case(
    "figures",
    "d8-fig-en-03",
    "en",
    "percent_restyled",
    "40% → forty percent in the edited paragraph",
    "Book Fair Returns",
    FAIR,
    "Make paragraph 2 warmer.",
    {
        1: "Around 60 publishers are joining us, and we're proud that 40% of the stalls belong to small presses."
    },
    drift={
        1: "Around 60 publishers are joining us, and we're proud that forty percent of the stalls belong to small presses."
    },
)
GYM = [
    "本月起，健身房会员续费可享受8.5折优惠，老会员再减30%的私教课费用。",
    "营业时间调整为每天06:30至22:00，周末不变。",
    "活动截止到2026年12月31日。",
]
case(
    "figures",
    "d8-fig-zh-01",
    "zh",
    "percent_restyled",
    "30% → 百分之三十（改写的段落里）",
    "会员续费优惠",
    GYM,
    "第一段写得更吸引人一点。",
    {0: "好消息！本月起续费会员直接享受8.5折，老会员的私教课费用还能再减30%，错过再等一年！"},
    drift={
        0: "好消息！本月起续费会员直接享受8.5折，老会员的私教课费用还能再减百分之三十，错过再等一年！"
    },
)
case(
    "figures",
    "d8-fig-zh-02",
    "zh",
    "time_restyled",
    "06:30 → 6:30（改写的段落里）",
    "会员续费优惠",
    GYM,
    "第二段写得更亲切些。",
    {1: "从现在起，我们每天06:30至22:00都在这里等你，周末也一样哦。"},
    drift={1: "从现在起，我们每天6:30至22:00都在这里等你，周末也一样哦。"},
)
case(
    "figures",
    "d8-fig-zh-03",
    "zh",
    "date_restyled",
    "2026年12月31日 → 2026-12-31（整篇改写）",
    "会员续费优惠",
    GYM,
    "整体语气更热情一点。",
    {
        0: "好消息来啦！本月起，健身房会员续费可享受8.5折优惠，老会员再减30%的私教课费用！",
        1: "营业时间调整为每天06:30至22:00，周末照常，随时欢迎！",
        2: "活动截止到2026年12月31日，抓紧时间哦！",
    },
    drift={2: "活动截止到2026-12-31，抓紧时间哦！"},
)

# --- chatter fenced by rules ("***", "---") and notes on the change after the article --------

BREAD = [
    "This loaf needs no kneading: mix, wait overnight, bake.",
    "1. Stir 500 g flour, 1 tsp salt and ¼ tsp yeast with 400 ml water.\n2. Cover and leave 12–18 hours.\n3. Shape, rest 1 hour, then bake at 240 °C in a lidded pot for 30 minutes, and 15 more uncovered.",
    "Let it cool for an hour before slicing.",
]
case(
    "notes",
    "d8-note-en-01",
    "en",
    "separator_rules",
    "a chatty preamble and sign-off each behind '***'",
    "No-Knead Bread",
    BREAD,
    "In the intro, say it is the easiest bread you will ever make.",
    {
        0: "This is the easiest bread you will ever make: no kneading, just mix, wait overnight, bake."
    },
    before="Certainly. Below is the full recipe with only the introduction modified.\n\n***",
    after="***\n\nHappy to tweak anything else.",
)
NOODLE = [
    "这碗葱油拌面只需要十五分钟。",
    "小葱切段，冷油下锅，小火慢慢熬到葱段焦黄，再加两勺生抽、一勺老抽和一小勺糖，关火。",
    "面条煮好后沥干，浇上葱油拌匀即可。",
]
case(
    "notes",
    "d8-note-zh-01",
    "zh",
    "separator_rules",
    "“***”前后各有一句客套话",
    "葱油拌面",
    NOODLE,
    "开头那句写得更馋人一点。",
    {0: "只要十五分钟，一碗香到邻居来敲门的葱油拌面就能上桌。"},
    before="好的，下面是修改后的完整版本，只调整了开头：\n\n***",
    after="***\n\n还需要调整的话随时告诉我。",
)
STANZAS = [
    "The tide goes out\nand takes the names\nwe wrote at noon.",
    "A dog runs wide\nacross the flats,\nits shadow late.",
    "We walk back slow,\nthe car park lights\ncome on one by one.",
]
case(
    "notes",
    "d8-note-en-02",
    "en",
    "trailing_notes",
    "an italic 'Changed:' note under a rule after the poem",
    "Low Tide",
    STANZAS,
    "Make the dog stanza more vivid.",
    {1: "A dog flings wide\nacross the shining flats,\nits shadow running late."},
    after="---\n\n*Changed:* the dog stanza only; the rest is as you wrote it.",
)
POEM_ZH2 = [
    "火车开过麦田\n把黄昏\n拉成一条长线",
    "母亲在站台上\n挥手\n像挥一把旧扇子",
    "我数着窗外的电线杆\n数到第一百根\n就到家了",
]
case(
    "notes",
    "d8-note-zh-02",
    "zh",
    "trailing_notes",
    "诗后“---”下一句加粗的“改动：”说明",
    "回家",
    POEM_ZH2,
    "第二节写得更有画面感。",
    {1: "母亲站在站台的风里\n一遍遍挥手\n像挥一把褪了色的旧扇子"},
    after="---\n\n**改动：** 只改了第二节，其余保持原样。",
)

# --- a changed fact whose words recur: the paragraph holding a value of that kind -----------

POOL = [
    "各位居民：\n社区游泳馆冬季开放时间为每天09:00至17:00，周一闭馆。",
    "开放期间请自觉佩戴泳帽，儿童须由家长陪同。",
    "冬季水温保持在28度左右，开放前半小时完成换水。",
    "社区服务中心\n2026年11月28日",
]
case(
    "facts",
    "d8-fact-zh-01",
    "zh",
    "fact_value_kind",
    "“开放时间”两段都有，时间值只在第一段；落款日期被顺手改了",
    "游泳馆冬季开放通知",
    POOL,
    "开放时间改为10:00至18:00。",
    {0: "各位居民：\n社区游泳馆冬季开放时间为每天10:00至18:00，周一闭馆。"},
    drift={3: "社区服务中心\n2026年11月29日"},
    withheld_min=1,
)
MUSEUM = [
    "博物馆门票为每人40元，学生凭证半价。",
    "周三下午门票免费，需提前在公众号预约。",
    "馆内禁止使用闪光灯。",
]
case(
    "facts",
    "d8-fact-zh-02",
    "zh",
    "fact_value_kind",
    "“门票”两段都有，价格只在第一段",
    "参观须知",
    MUSEUM,
    "门票改为每人50元。",
    {0: "博物馆门票为每人50元，学生凭证半价。"},
    drift={2: "馆内请勿使用闪光灯。"},
    withheld_min=1,
)
TALK = [
    "The library's winter talk is on 12 December, in the upstairs reading room.",
    "The talk starts at 7:00 pm and lasts about an hour, with questions after.",
    "Seats for the talk are free but limited; book at the front desk.",
]
case(
    "facts",
    "d8-fact-en-01",
    "en",
    "fact_value_kind",
    "'talk' in every paragraph, the time in one; the date restyled elsewhere",
    "Winter Talk at the Library",
    TALK,
    "The talk now starts at 7:30 pm.",
    {1: "The talk starts at 7:30 pm and lasts about an hour, with questions after."},
    drift={0: "The library's winter talk is on December 12, upstairs in the reading room."},
    withheld_min=1,
)

# --- a part named by its kind and a word of its own: "the heron haiku", 退款段, the disclaimer --

HAIKU = [
    "Three haiku from the canal path, written on the walk to work.",
    "grey heron, one leg\nthe whole canal holding still\nuntil it doesn't",
    "a coot's white forehead\nbobbing through the lock's shadow\nlate for something too",
    "cyclists' bells, then none\nthe towpath fills with fog\nand my own footsteps",
]
case(
    "kinds",
    "d8-kind-en-01",
    "en",
    "named_by_kind",
    "'the heron haiku'; the intro tidied too",
    "Canal Haiku",
    HAIKU,
    "Make the heron haiku quieter.",
    {1: "grey heron, one leg\nthe canal barely breathing\nuntil it doesn't"},
    drift={0: "Three haiku from the canal path, written on my walk to work."},
    withheld_min=1,
)
SHOP = [
    "感谢您在本店购物！以下是售后说明。",
    "退货：签收后7天内，商品未使用且包装完好，可申请无理由退货。",
    "退款：审核通过后原路退回。",
    "换货：尺码不合适可免费换一次，运费由本店承担。",
]
case(
    "kinds",
    "d8-kind-zh-01",
    "zh",
    "named_by_kind",
    "“退款段”：一个词加“段”；别处被顺手改",
    "售后说明",
    SHOP,
    "退款段加一句：一般7个工作日内到账。",
    {2: "退款：审核通过后原路退回，一般7个工作日内到账。"},
    drift={3: "换货：尺码不合适可以免费换一次，运费由本店承担。"},
    withheld_min=1,
)
FUND = [
    "本期基金周报回顾了上周的市场走势。",
    "上周沪深300指数上涨1.2%，科技板块领涨，消费板块小幅回调。",
    "本周我们将继续关注央行公开市场操作。",
    "（本报告仅供参考，不构成投资建议。）",
]
case(
    "kinds",
    "d8-kind-zh-02",
    "zh",
    "named_by_kind",
    "“免责声明”＝那段仅供参考的话；别处被顺手改",
    "基金周报",
    FUND,
    "免责声明里加上：市场有风险，投资需谨慎。",
    {3: "（本报告仅供参考，不构成投资建议。市场有风险，投资需谨慎。）"},
    drift={1: "上周沪深300指数上涨1.2%，科技板块领涨；消费板块小幅回调。"},
    withheld_min=1,
)
CLINIC_EN = [
    "Most colds clear up on their own within ten days.",
    "Rest, fluids and paracetamol for a fever are usually all you need.",
    "See a doctor if you struggle to breathe or the fever lasts more than three days.",
    "This leaflet is general information only and is not medical advice.",
]
case(
    "kinds",
    "d8-kind-en-02",
    "en",
    "named_by_kind",
    "'the disclaimer' = the not-medical-advice line; drift elsewhere",
    "Colds: What Helps",
    CLINIC_EN,
    "Add to the disclaimer that it was reviewed in 2026.",
    {
        3: "This leaflet is general information only and is not medical advice. It was reviewed in 2026."
    },
    drift={0: "Most colds clear up by themselves within ten days."},
    withheld_min=1,
)

# --- a number followed by a comma in the edited text: the comma is punctuation, not a figure ---

BUILD = [
    "Our nightly build took 40 minutes last spring. By June it was down to 9.",
    "Most of the win came from caching dependencies between runs.",
]
case(
    "commas",
    "d8-comma-en-01",
    "en",
    "number_then_comma",
    "'down to 9, and' — the writer wrote '9.'",
    "Faster Nightly Builds",
    BUILD,
    "Make the intro flow better.",
    {
        0: "Our nightly build took 40 minutes last spring; by June it was down to 9, and nobody missed the wait."
    },
)
case(
    "commas",
    "d8-comma-en-02",
    "en",
    "number_then_comma",
    "a block whose REPLACE writes '£24, and'",
    "Set Lunch",
    ["Two courses £24. Three courses £29.", "Please tell us about allergies."],
    "Make the first paragraph read more smoothly.",
    edit_format="blocks",
    replies=[
        "<<<<<<< SEARCH\nTwo courses £24. Three courses £29.\n=======\nTwo courses £24, and three courses £29.\n>>>>>>> REPLACE"
    ],
    expect={
        "outcome": "applied",
        "title": "Set Lunch",
        "body": "Two courses £24, and three courses £29.\n\nPlease tell us about allergies.",
    },
)

# --- an addition with no place named, the rest abbreviated: filled; a global rewrite: refused --

READING = [
    "Our book club's reading list for the spring term.",
    "Fiction:\n- The Remains of the Day, Kazuo Ishiguro\n- Small Things Like These, Claire Keegan",
    "Non-fiction:\n- The Hidden Life of Trees, Peter Wohlleben\n- Entangled Life, Merlin Sheldrake",
    "Poetry:\n- Selected Poems, Carol Ann Duffy",
]
case(
    "additions",
    "d8-add-en-01",
    "en",
    "addition_placeholder",
    "an added item, then '[...]' for the lists after it",
    "Spring Reading List",
    READING,
    "Add Piranesi by Susanna Clarke to the fiction.",
    {1: READING[1] + "\n- Piranesi, Susanna Clarke"},
    reply=lambda ps: ps[:2] + ["[...]"],
)
case(
    "additions",
    "d8-add-en-02",
    "en",
    "global_placeholder_refused",
    "a whole-article rewrite abbreviated: refused",
    "Spring Reading List",
    READING,
    "Make it livelier.",
    replies=["Spring Reading List\n\nHere's what we're devouring this spring!\n\n[rest unchanged]"],
    expect={"outcome": "refused", "because": "a global edit abbreviated with a placeholder"},
)
HALL = [
    "社区活动室开放时间：周一至周六 9:00—21:00。",
    "活动室可免费预约，每次最多使用3小时，请提前一天在群里登记。",
    "使用后请关灯、关空调，把桌椅恢复原位。",
    "如有损坏请及时告知物业。",
]
case(
    "additions",
    "d8-add-zh-01",
    "zh",
    "addition_placeholder",
    "补充一条，其余用（以下内容不变）代替",
    "活动室使用须知",
    HALL,
    "加上一句：周日闭馆。",
    {0: "社区活动室开放时间：周一至周六 9:00—21:00，周日闭馆。"},
    reply=lambda ps: ps[:1] + ["（以下内容不变）"],
)
case(
    "additions",
    "d8-add-zh-02",
    "zh",
    "global_placeholder_refused",
    "整体改写却用（其余不变）省掉：拒绝",
    "活动室使用须知",
    HALL,
    "整体语气更活泼一点。",
    replies=["活动室使用须知\n\n欢迎来活动室玩！周一到周六 9:00—21:00 都开着哦～\n\n（其余不变）"],
    expect={"outcome": "refused", "because": "全文修改却用占位符省略"},
)


if __name__ == "__main__":
    write()
