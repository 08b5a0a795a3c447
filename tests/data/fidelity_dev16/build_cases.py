# ruff: noqa: E501 — the cases are data: one article paragraph a line
"""Builds the fidelity dev set 16 (tests/data/fidelity_dev16/*.jsonl): session 16's variants,
in new words and on new articles, of the kinds blind set 15 failed on — a selection's new
text in a code fence between a label and notes, or after 原句：/修改为： (Old:/New:); a
selection answered with a question and an offer made on a condition (如果…我可以…); a notes
section under "Key changes:" / 主要改动：; an entry counted from the end (倒数第二条, "the
second-to-last entry"); an entry named by a fixed-date holiday ("the May Day entry", 国庆那条)
— and kinds no set had before (see README.md).

    .venv/bin/python tests/data/fidelity_dev16/build_cases.py
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import case, full, swap, write  # noqa: E402


def says(contains: str) -> dict[str, Any]:
    return {"outcome": "model_says", "contains": contains}


def refused(because: str) -> dict[str, Any]:
    return {"outcome": "refused", "because": because}


def blocks(search: str, replace: str) -> str:
    return f"<<<<<<< SEARCH\n{search}\n=======\n{replace}\n>>>>>>> REPLACE"


# Articles ---------------------------------------------------------------------------------

POND_T = "Restoring the Village Pond"
POND = [
    "The pond behind the chapel had silted up so badly by 2023 that the moorhens left and the reeds reached the middle.",
    "Twelve volunteers met on the first Saturday of every month. The work took about three hours each time, and the parish council lent us two wheelbarrows.",
    "We dug out forty tonnes of silt by hand. A farmer from Hollins Lane spread it on his fallow field, where it turned out to be excellent compost.",
    "By last spring the water was clear enough to see the bottom. The moorhens came back in April, and a heron now visits most mornings.",
    "Anyone can join us: bring boots and gloves, and we provide the tea.",
]
MARKET_T = "周末农夫市集开张"
MARKET = [
    "城西旧粮站改造的农夫市集将于本周六正式开张，每周六、周日上午七点到中午十二点营业。",
    "首批入驻的摊位共有三十二个，大多是周边二十公里内的种植户，蔬菜、鸡蛋和蜂蜜都是当天一早送来的。",
    "市集不收摊位费，但要求摊主只卖自己种、自己养、自己做的东西，不允许转卖批发货。",
    "停车位有限，建议骑车或乘坐12路公交在粮站路下车，步行两分钟即到。",
    "开张当天前一百位顾客可以领一个帆布购物袋。",
]
CLINIC_T = "社区诊所搬迁说明"
CLINIC = [
    "桂香路社区诊所将于6月3日搬到新址，新诊所位于文化中心一楼，原址同日停止接诊。",
    "新址面积是原来的两倍，增设了儿童候诊区和独立的采血室，每天可接待的病人大约增加一百人。",
    "搬迁当周只接急诊，常规复诊请提前改约，改约电话是0571-8802-3316。",
    "文化中心门口有无障碍坡道，行动不便的居民可以直接坐轮椅进入。",
]
BIKE_T = "Why I Sold the Car"
BIKE = [
    "Last March I sold our ten-year-old estate car and bought a cargo bike with a small electric motor.",
    "The school run is two miles each way. By car it took fifteen minutes in traffic; on the bike it takes twelve, and I never have to look for a space.",
    "The bike cost £3,400, which is roughly what we used to spend on fuel, insurance and repairs in a year and a half.",
    "Rain is the obvious problem. We bought a canopy for the box, and the children now argue over who gets to sit under it.",
    "I do miss the car on trips to the tip, but a neighbour lends me his van for those.",
]

# A selection's new text in a fence between a label and notes; old/new labels -------------

sel = "A farmer from Hollins Lane spread it on his fallow field, where it turned out to be excellent compost."
new = "A farmer from Hollins Lane spread it on his fallow field, and it made the best compost he had ever used."
case(
    "selection", "d16-sel-en-01", "en", "selection_fence_between_label_and_notes",
    "label line, the new sentence in a bare ``` fence, then a 'Why:' line (GPT habit)",
    POND_T, POND, "Make this warmer.",
    [f"Here's a warmer version of that sentence:\n\n```\n{new}\n```\n\nWhy: it gives the farmer a voice instead of a verdict."],
    swap(POND, 2, POND[2].replace(sel, new)), selected_text=sel,
)  # fmt: skip
sel = "停车位有限，建议骑车或乘坐12路公交在粮站路下车，步行两分钟即到。"
new = "停车位不多，最好骑车来，或者坐12路公交到粮站路站，下车走两分钟就到。"
case(
    "selection", "d16-sel-zh-01", "zh", "selection_fence_between_label_and_notes",
    "```text 围栏里的新句子，后面跟 说明：列表",
    MARKET_T, MARKET, "说得口语一点。",
    [f"```text\n{new}\n```\n\n说明：\n- “建议”改为“最好”；\n- 拆成了更短的分句。"],
    swap(MARKET, 3, new), selected_text=sel,
)  # fmt: skip
sel = "搬迁当周只接急诊，常规复诊请提前改约"
new = "搬迁当周仅接诊急症患者，常规复诊务必提前改约"
case(
    "selection", "d16-sel-zh-02", "zh", "selection_old_new_labels",
    "原句：… / 修改为：… 两行",
    CLINIC_T, CLINIC, "语气正式一些。",
    [f"原句：{sel}\n修改为：{new}"],
    swap(CLINIC, 2, CLINIC[2].replace(sel, new)), selected_text=sel,
)  # fmt: skip
sel = "市集不收摊位费，但要求摊主只卖自己种、自己养、自己做的东西"
new = "市集免收摊位费，但摊主只能出售自产自养自制的商品"
case(
    "selection", "d16-sel-zh-03", "zh", "selection_old_new_labels",
    "原文：… 空行 调整为：…",
    MARKET_T, MARKET, "精炼一点。",
    [f"原文：{sel}\n\n调整为：{new}"],
    swap(MARKET, 2, MARKET[2].replace(sel, new)), selected_text=sel,
)  # fmt: skip
sel = "Rain is the obvious problem."
new = "Rain is the one real drawback."
case(
    "selection", "d16-sel-en-02", "en", "selection_old_new_labels",
    "Old: / New: lines",
    BIKE_T, BIKE, "Less blunt.",
    [f"Old: {sel}\nNew: {new}"],
    swap(BIKE, 3, BIKE[3].replace(sel, new)), selected_text=sel,
)  # fmt: skip

# A selection answered by a question and an offer on a condition ---------------------------

sel = "首批入驻的摊位共有三十二个，大多是周边二十公里内的种植户"
case(
    "selection", "d16-ask-zh-01", "zh", "selection_question_conditional_offer",
    "好的。请问…需要保留吗？如果不需要…，我可以…",
    MARKET_T, MARKET, "写得更生动。",
    ["好的。请问“二十公里”这个范围需要保留吗？如果不需要具体距离，我可以写得更有画面感一些。"],
    expect=says("需要保留吗"), selected_text=sel,
)  # fmt: skip
sel = "新址面积是原来的两倍，增设了儿童候诊区和独立的采血室"
case(
    "selection", "d16-ask-zh-02", "zh", "selection_question_conditional_offer",
    "想确认一下：…是确切数字吗？要是…，我可以…",
    CLINIC_T, CLINIC, "更吸引人一点。",
    ["想先确认一下：“两倍”是确切的说法吗？要是只是大概估计，我可以换一种不那么绝对的写法。"],
    expect=says("确切的说法吗"), selected_text=sel,
)  # fmt: skip
sel = "The bike cost £3,400"
case(
    "selection", "d16-ask-en-01", "en", "selection_question_conditional_offer",
    "a question, then 'If not, I could…'",
    BIKE_T, BIKE, "Make this punchier.",
    ["Sure, quick check first: is £3,400 the exact figure? If it's only roughly right, I could round it and make the line snappier."],
    expect=says("the exact figure"), selected_text=sel,
)  # fmt: skip

# Notes under "Key changes:" and its kin ---------------------------------------------------

p4 = "Anyone can join us: bring boots and gloves, and we provide the tea, the biscuits and a dry change of socks for anyone who falls in."
case(
    "wrappers", "d16-notes-en-01", "en", "notes_key_changes",
    "Gemini: 'Okay, here's…', bold title, '**Key changes:**' and '*' bullets",
    POND_T, POND, "Add a friendly closing line to the last paragraph.",
    [f"Okay, here's the article with a friendlier ending:\n\n**{POND_T}**\n\n" + "\n\n".join(swap(POND, 4, p4)) + "\n\n**Key changes:**\n* Added biscuits and socks for a light touch.\n* Kept the practical details."],
    swap(POND, 4, p4),
)  # fmt: skip
b2 = "The school run is two miles each way. By car it took fifteen minutes in traffic; on the bike it takes twelve, I never have to look for a space, and the children wave at the same lollipop lady every morning."
case(
    "wrappers", "d16-notes-en-02", "en", "notes_key_changes",
    "whole reply then 'Main edits:' with '-' bullets",
    BIKE_T, BIKE, "Add a closing sentence about the lollipop lady to paragraph 2.",
    [full(BIKE_T, swap(BIKE, 1, b2)) + "\n\nMain edits:\n- Added the lollipop lady to paragraph 2.\n- Nothing else changed."],
    swap(BIKE, 1, b2),
)  # fmt: skip
m4 = "开张当天前一百位顾客可以领一个帆布购物袋，袋子上印着市集的手绘地图。"
case(
    "wrappers", "d16-notes-zh-01", "zh", "notes_key_changes",
    "全文后跟 **主要改动** 加粗无冒号 + 列表",
    MARKET_T, MARKET, "最后一段加个小细节。",
    [full(MARKET_T, swap(MARKET, 4, m4)) + "\n\n**主要改动**\n1. 最后一段补充了帆布袋上的手绘地图。\n2. 其余内容未动。"],
    swap(MARKET, 4, m4),
)  # fmt: skip
c4 = "文化中心门口设有无障碍坡道，行动不便的居民可以直接坐轮椅进入，也可以提前打电话请工作人员到门口接。"
case(
    "wrappers", "d16-notes-zh-02", "zh", "notes_key_changes",
    "全文后跟 改动要点：",
    CLINIC_T, CLINIC, "最后一段末尾补一句贴心的话。",
    [full(CLINIC_T, swap(CLINIC, 3, c4)) + "\n\n改动要点：\n- 增加了电话预约接送的说明。"],
    swap(CLINIC, 3, c4),
)  # fmt: skip

# Long logs: an entry counted from the end, an entry named by a holiday -------------------

_ZH_PLACES = ["东闸口", "柳树湾", "石桥下", "老码头", "芦苇滩", "排污口", "水文站", "南岸步道"]
_ZH_SEEN = [
    "水面有少量漂浮垃圾",
    "水位比昨天略涨",
    "岸边有人垂钓",
    "发现一处护栏松动",
    "水质清澈",
    "有白鹭在浅滩觅食",
    "河道畅通无异常",
    "岸坡有少量塌方",
]
RIVER_T = "城东河段巡河日志（秋季）"
RIVER = []
for i in range(48):
    month, day = (9, 10 + i) if i < 21 else (10, i - 20)
    RIVER.append(
        f"{month}月{day}日　巡查{_ZH_PLACES[i % 8]}至{_ZH_PLACES[(i + 3) % 8]}段，{_ZH_SEEN[(i * 5) % 8]}，巡河员{['周', '陈', '吴', '郑'][i % 4]}师傅，用时{40 + (i * 7) % 35}分钟。"
    )
assert len(set(RIVER)) == len(RIVER)
NATIONAL = next(i for i, p in enumerate(RIVER) if p.startswith("10月1日"))
r_nat = RIVER[NATIONAL].replace("巡查", "国庆当天游人很多，巡查", 1)
case(
    "long", "d16-long-zh-01", "zh", "long_holiday_entry",
    "48 条巡河日志，用节日（国庆）指称 10月1日 那条；全文返回",
    RIVER_T, RIVER, "国庆那条加一句游人很多。",
    [full(RIVER_T, swap(swap(RIVER, NATIONAL, r_nat), 5, RIVER[5].replace("巡查", "例行巡查", 1)))],
    swap(RIVER, NATIONAL, r_nat), withheld_min=1,
)  # fmt: skip
r_last2 = RIVER[-2].replace("用时", "傍晚起风，用时", 1)
case(
    "long", "d16-long-zh-02", "zh", "long_counted_from_end",
    "48 条巡河日志，倒数第二条（不是第2条）；全文返回",
    RIVER_T, RIVER, "倒数第二条加上“傍晚起风”。",
    [full(RIVER_T, swap(RIVER, 46, r_last2))], swap(RIVER, 46, r_last2),
)  # fmt: skip

PACT_T = "桂园小区停车管理规定"
_ZH_THINGS = [
    "访客车辆",
    "快递车辆",
    "外卖电动车",
    "搬家货车",
    "装修车辆",
    "出租车",
    "网约车",
    "校车",
]
_ZH_RULES = [
    "须在门岗登记",
    "停放不得超过两小时",
    "只能停在指定区域",
    "夜间不得进入",
    "须服从保安指挥",
    "不得占用消防通道",
    "进出须减速慢行",
    "不得鸣笛",
]
PACT = [f"第{i + 1}条　{_ZH_THINGS[i % 8]}{_ZH_RULES[(i * 3 + i // 8) % 8]}。" for i in range(40)]
assert len(set(PACT)) == len(PACT)
p_new = "第38条　本规定由业主委员会负责解释，如有争议提交业主大会讨论。"
case(
    "long", "d16-long-zh-03", "zh", "long_counted_from_end",
    "40 条规定（第N条　…），倒数第三条改写；另一条被顺手改动（不应用）",
    PACT_T, PACT, "倒数第三条改成：本规定由业主委员会负责解释，如有争议提交业主大会讨论。",
    [full(PACT_T, swap(swap(PACT, 37, p_new), 2, PACT[2].replace("。", "，违者劝离。")))],
    swap(PACT, 37, p_new), withheld_min=1,
)  # fmt: skip

_EN_ROUTES = [
    "the canal towpath",
    "Mill Lane",
    "the old railway line",
    "Beacon Hill",
    "the reservoir loop",
    "Kings Wood",
    "the river meadows",
    "Castle Street",
]
_EN_WEATHER = [
    "frost on the grass",
    "light drizzle",
    "a low winter sun",
    "thick fog until ten",
    "a sharp north wind",
    "clear skies",
    "sleet by noon",
    "mild and grey",
]
WALK_T = "Dog-Walking Diary, Winter 2025"
WALK = []
_DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
for i in range(44):
    day = 1 + i if i < 31 else i - 30
    month = "December" if i < 31 else "January"
    WALK.append(
        f"{_DAYS[i % 7]} {day} {month}: {['Walked', 'Jogged', 'Ambled', 'Trudged'][i % 4]} {_EN_ROUTES[(i * 3) % 8]} with Biscuit; {_EN_WEATHER[(i * 5 + i // 8) % 8]}, {2 + (i * 7) % 9} km."
    )
assert len(set(WALK)) == len(WALK)
EVE = next(i for i, p in enumerate(WALK) if " 24 December" in p)
w_eve = WALK[EVE].replace("; ", "; carol singers at every corner; ", 1)
case(
    "long", "d16-long-en-01", "en", "long_holiday_entry",
    "44-entry dog-walking diary; the Christmas Eve entry (24 December); whole reply",
    WALK_T, WALK, "Mention the carol singers in the Christmas Eve entry.",
    [full(WALK_T, swap(swap(WALK, EVE, w_eve), 3, WALK[3].replace(" km.", " km, give or take.")))],
    swap(WALK, EVE, w_eve), withheld_min=1,
)  # fmt: skip
NYD = next(i for i, p in enumerate(WALK) if " 1 January" in p)
w_nyd = WALK[NYD].replace(" with Biscuit", " with Biscuit and a sore head", 1)
case(
    "long", "d16-long-en-02", "en", "long_holiday_entry",
    "the same diary; the New Year's Day entry, between two placeholders",
    WALK_T, WALK, "Add a sore head to the New Year's Day entry.",
    ["[Entries for 1–31 December unchanged]\n\n" + w_nyd + "\n\n[Remaining January entries unchanged]"],
    swap(WALK, NYD, w_nyd),
)  # fmt: skip
w_pen = WALK[-3].replace(" with Biscuit", " with Biscuit, who found a tennis ball", 1)
case(
    "long", "d16-long-en-03", "en", "long_counted_from_end",
    "the same diary; 'the third-from-last entry' (not entry 3), whole reply",
    WALK_T, WALK, "In the third-from-last entry, say Biscuit found a tennis ball.",
    [full(WALK_T, swap(swap(WALK, 41, w_pen), 1, WALK[1].replace(" with Biscuit", " with Biscuit and his lead", 1)))],
    swap(WALK, 41, w_pen), withheld_min=1,
)  # fmt: skip
HOUSE_T = "Allotment Site Rules"
_EN_WHAT = [
    "Bonfires",
    "Hosepipes",
    "Sheds",
    "Dogs",
    "Ponds",
    "Beehives",
    "Greenhouses",
    "Compost bins",
]
_EN_RULE = [
    "need the committee's written approval",
    "are allowed only after 6 pm",
    "must be kept clear of the paths",
    "must not block a neighbour's light",
    "are checked at the spring inspection",
    "must be registered with the secretary",
    "are not permitted in August",
    "must be at least a metre from the boundary",
]
HOUSE = [f"{i + 1}. {_EN_WHAT[i % 8]} {_EN_RULE[(i * 3 + i // 8) % 8]}." for i in range(36)]
assert len(set(HOUSE)) == len(HOUSE)
h_new = "35. Any rule here may be changed by a two-thirds vote at the annual meeting."
case(
    "long", "d16-long-en-04", "en", "long_counted_from_end",
    "36 numbered rules; 'the penultimate rule' replaced, whole reply",
    HOUSE_T, HOUSE, "Replace the penultimate rule with: Any rule here may be changed by a two-thirds vote at the annual meeting.",
    [full(HOUSE_T, swap(swap(HOUSE, 34, h_new), 1, HOUSE[1][:-1] + " at any time."))],
    swap(HOUSE, 34, h_new), withheld_min=1,
)  # fmt: skip


# A selection turned into a heading: a long title-case line, or a heading's hashes ----------

sel = BIKE[0]
head = "How a Cargo Bike With a Small Motor Replaced Our Ten-Year-Old Estate Car"
case(
    "selection", "d16-head-en-01", "en", "selection_to_heading",
    "the opening sentence turned into a heading: a long Title Case line with no stop",
    BIKE_T, BIKE, "Turn this sentence into a heading.",
    [head], swap(BIKE, 0, head), selected_text=sel,
)  # fmt: skip
case(
    "selection", "d16-head-en-02", "en", "selection_to_heading",
    "the same, as a markdown heading with hashes",
    BIKE_T, BIKE, "Make this a section heading.",
    ["## " + head], swap(BIKE, 0, "## " + head), selected_text=sel,
)  # fmt: skip
sel = MARKET[2]
head_zh = "市集免收摊位费但摊主只能卖自己种自己养自己做的东西"
case(
    "selection", "d16-head-zh-01", "zh", "selection_to_heading",
    "一句话改成小标题：没有标点，长度与原句相近",
    MARKET_T, MARKET, "把这句改成一个小标题。",
    [head_zh], swap(MARKET, 2, head_zh), selected_text=sel,
)  # fmt: skip

# A model's title over the 500 characters a title may have ---------------------------------

LONG_TITLE = "Restoring the Village Pond " + " ".join(
    f"and the {w} who came to help on the first Saturday of every month"
    for w in [
        "volunteers",
        "neighbours",
        "children",
        "farmers",
        "councillors",
        "walkers",
        "birdwatchers",
        "anglers",
        "teachers",
    ]
)
case(
    "wrappers", "d16-title-en-01", "en", "title_over_limit",
    "asked for a catchier title, the model gives one of 600+ characters without a stop",
    POND_T, POND, "Give it a catchier title.",
    [full(LONG_TITLE, POND)], expect=refused("the title would be over 500 characters"),
)  # fmt: skip
LONG_TITLE_ZH = "周末农夫市集开张" + "".join(
    f"以及{w}的故事"
    for w in [
        "种菜的王阿姨",
        "养蜂的李师傅",
        "做豆腐的陈家兄弟",
        "卖鸡蛋的赵大爷",
        "骑车来的老顾客",
        "拿帆布袋的孩子们",
    ]
    * 12
)
case(
    "wrappers", "d16-title-zh-01", "zh", "title_over_limit",
    "整体改得活泼一点，模型给了一个超过 500 字的标题",
    MARKET_T, MARKET, "整体写得活泼一点。",
    [full(LONG_TITLE_ZH, [p.replace("。", "！", 1) if i == 4 else p for i, p in enumerate(MARKET)])],
    expect=refused("the title would be over 500 characters"),
)  # fmt: skip


# A paragraph named by a person's Chinese name alone, in a long roster or story ------------

_NAMES = [
    "王秀兰",
    "刘建国",
    "陈思远",
    "赵春梅",
    "孙立军",
    "周小燕",
    "吴国华",
    "郑海波",
    "冯玉珍",
    "钱德胜",
    "马丽娟",
    "胡志强",
    "林晓东",
    "何美玲",
    "高振宇",
    "罗春生",
    "梁文静",
    "宋家豪",
    "唐雪梅",
    "韩卫东",
    "曹永福",
    "彭佳怡",
    "曾国栋",
    "肖雨桐",
    "田守业",
    "董淑芬",
    "袁海燕",
    "潘立新",
    "蒋文博",
    "蔡小红",
    "杜明亮",
    "叶青青",
    "程大勇",
    "苏婉清",
    "魏长江",
    "吕静怡",
]
_JOBS = [
    "退休教师",
    "社区医生",
    "快递员",
    "面包师",
    "公交司机",
    "护士",
    "电工",
    "图书管理员",
    "出租车司机",
]
_SKILLS = [
    "修自行车",
    "教书法",
    "量血压",
    "做馒头",
    "剪头发",
    "讲故事",
    "修电脑",
    "缝补衣服",
    "种花",
    "下象棋",
    "拉二胡",
]
ROSTER_T = "枫林社区志愿者名单"
ROSTER = [
    f"{n}　{_JOBS[i % 9]}，住{3 + i % 7}号楼，每周{'一二三四五六日'[i % 7]}值班，擅长{_SKILLS[(i * 3) % 11]}。"
    for i, n in enumerate(_NAMES)
]
assert len(set(ROSTER)) == len(ROSTER)
r1 = ROSTER[1].replace("。", "，周末还在活动室教孩子下棋。")
case(
    "long", "d16-name-zh-01", "zh", "long_bare_cn_name",
    "36 人名单，只用人名（无“那条”）指称；全文返回，另一人被顺手改动（不应用）",
    ROSTER_T, ROSTER, "刘建国加一句：他周末在活动室教孩子下棋。",
    [full(ROSTER_T, swap(swap(ROSTER, 1, r1), 20, ROSTER[20].replace("值班", "轮流值班")))],
    swap(ROSTER, 1, r1), withheld_min=1,
)  # fmt: skip
r3 = ROSTER[3].replace("。", "，联系电话尾号6621。")
case(
    "long", "d16-name-zh-02", "zh", "long_bare_cn_name",
    "同一名单，“给赵春梅补充…”，模型只回了这一条",
    ROSTER_T, ROSTER, "给赵春梅补充一句联系方式，尾号6621。",
    [r3], swap(ROSTER, 3, r3),
)  # fmt: skip
STORY_T = "一年的周六"
STORY = [
    f"第{i + 1}个周六，{['天刚亮', '快中午时', '下午两点', '傍晚'][i % 4]}，{n}{['带着工具箱来了', '拎着一袋水果来了', '骑车来了', '和女儿一起来了'][i % 4]}，帮大家{_SKILLS[i % 11]}，走的时候{['谁也没告诉', '把椅子都摆好了', '还扫了地', '说下周再来'][(i * 3) % 4]}。"
    for i, n in enumerate(_NAMES[:30])
]
assert len(set(STORY)) == len(STORY)
s4 = STORY[4].replace("，走的时候", "，他修车时总爱哼几句老歌，手上的油泥擦也擦不掉，走的时候")
case(
    "long", "d16-name-zh-03", "zh", "long_bare_cn_name",
    "30 段叙事，人名在段中；“把孙立军写得更详细一点”，全文返回，另一段被顺手润色（不应用）",
    STORY_T, STORY, "把孙立军写得更详细一点。",
    [full(STORY_T, swap(swap(STORY, 4, s4), 12, STORY[12].replace("帮大家", "热心地帮大家")))],
    swap(STORY, 4, s4), withheld_min=1,
)  # fmt: skip


# New kinds: SEARCH blocks with diff markers or line numbers; <article><title> tags ---------------

b3 = "The bike cost £3,400, which is roughly what we used to spend on fuel, insurance and repairs in eighteen months."
case(
    "blocks", "d16-blk-en-01", "en", "search_diff_markers",
    "SEARCH/REPLACE whose lines carry unified-diff '-' / '+' markers",
    BIKE_T, BIKE, "Say eighteen months instead of a year and a half.",
    [f"<<<<<<< SEARCH\n- {BIKE[2]}\n=======\n+ {b3}\n>>>>>>> REPLACE"],
    swap(BIKE, 2, b3), edit_format="blocks",
)  # fmt: skip
case(
    "blocks", "d16-blk-en-02", "en", "search_line_numbers",
    "SEARCH/REPLACE whose lines carry line-number prefixes ('5: …')",
    BIKE_T, BIKE, "Say eighteen months instead of a year and a half.",
    [f"<<<<<<< SEARCH\n5: {BIKE[2]}\n=======\n5: {b3}\n>>>>>>> REPLACE"],
    swap(BIKE, 2, b3), edit_format="blocks",
)  # fmt: skip
c2 = (
    "搬迁当周只接急诊，常规复诊请提前改约，改约电话是0571-8802-3316，工作日早八点到晚五点有人接听。"
)
case(
    "blocks", "d16-blk-zh-01", "zh", "search_diff_markers",
    "SEARCH/REPLACE 行首带 diff 的 -/+ 标记",
    CLINIC_T, CLINIC, "第三段补充改约电话的接听时间。",
    [f"<<<<<<< SEARCH\n-{CLINIC[2]}\n=======\n+{c2}\n>>>>>>> REPLACE"],
    swap(CLINIC, 2, c2), edit_format="blocks",
)  # fmt: skip
case(
    "wrappers", "d16-tag-en-01", "en", "article_tags",
    "<article><title>…</title> … </article> with the body as bare paragraphs",
    BIKE_T, BIKE, "Say eighteen months instead of a year and a half.",
    [f"<article>\n<title>{BIKE_T}</title>\n\n" + "\n\n".join(swap(BIKE, 2, b3)) + "\n</article>"],
    swap(BIKE, 2, b3),
)  # fmt: skip
case(
    "long", "d16-rest-en-01", "en", "rest_unchanged_long",
    "44-entry diary: the asked entry, then '…(rest unchanged)' for the entries after it",
    WALK_T, WALK, "Add a sore head to the New Year's Day entry.",
    [full(WALK_T, WALK[:NYD] + [w_nyd, "…(rest unchanged)"])], swap(WALK, NYD, w_nyd),
)  # fmt: skip
case(
    "long", "d16-rest-zh-01", "zh", "rest_unchanged_long",
    "48 条巡河日志：全文写到目标条后，用“……（以下不变）”代替其余",
    RIVER_T, RIVER, "国庆那条加一句游人很多。",
    [full(RIVER_T, RIVER[:NATIONAL] + [r_nat, "……（以下不变）"])], swap(RIVER, NATIONAL, r_nat),
)  # fmt: skip


# New kinds: a title underlined setext-style; every line of the reply numbered -------------

case(
    "flavours", "d16-setext-en-01", "en", "title_setext_underline",
    "whole reply with the title underlined by a row of '=' (markdown setext heading)",
    BIKE_T, BIKE, "Say eighteen months instead of a year and a half.",
    [f"{BIKE_T}\n{'=' * len(BIKE_T)}\n\n" + "\n\n".join(swap(BIKE, 2, b3))],
    swap(BIKE, 2, b3),
)  # fmt: skip
case(
    "flavours", "d16-setext-zh-01", "zh", "title_setext_underline",
    "通篇润色的请求，全文返回，标题下面一行“------”（setext 二级标题写法）",
    CLINIC_T, CLINIC, "通篇检查一下，顺便补充改约电话的接听时间。",
    [f"{CLINIC_T}\n{'-' * 12}\n\n" + "\n\n".join(swap(CLINIC, 2, c2))],
    swap(CLINIC, 2, c2),
)  # fmt: skip
_numbered = [BIKE_T, "", *"\n\n".join(swap(BIKE, 2, b3)).split("\n")]
case(
    "flavours", "d16-lines-en-01", "en", "reply_line_numbers",
    "whole reply with every line numbered '1: …' (a local model echoing a numbered prompt)",
    BIKE_T, BIKE, "Say eighteen months instead of a year and a half.",
    ["\n".join(f"{k + 1}: {line}".rstrip() for k, line in enumerate(_numbered))],
    swap(BIKE, 2, b3),
)  # fmt: skip
_numbered_zh = [CLINIC_T, "", *"\n\n".join(swap(CLINIC, 2, c2)).split("\n")]
case(
    "flavours", "d16-lines-zh-01", "zh", "reply_line_numbers",
    "全文每行带行号“1| …”",
    CLINIC_T, CLINIC, "第三段补充改约电话的接听时间。",
    ["\n".join(f"{k + 1}| {line}".rstrip() for k, line in enumerate(_numbered_zh))],
    swap(CLINIC, 2, c2),
)  # fmt: skip


if __name__ == "__main__":
    write(HERE)
