# ruff: noqa: E501 — the cases are data: one article paragraph a line
"""Builds the fidelity dev set 11 (tests/data/fidelity_dev11/*.jsonl): each case is an article
(a list of paragraphs), the writer's suggestion, the model's reply and the paragraphs expected
saved, so the expected article holds only the in-scope change and the writer's own bytes
everywhere else.

    .venv/bin/python tests/data/fidelity_dev11/build_cases.py
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import case, full, swap, write  # noqa: E402

# Articles ---------------------------------------------------------------------------------

GARDEN_T = "Allotment jobs for March"
GARDEN = [
    "Jobs for the plot this month:",
    "- [ ] Turn the compost\n- [ ] Sow broad beans\n- [ ] Mend the water butt\n- [ ] Net the brassicas",
    "Ask Pat for the key to the tool shed.",
]
ZGARDEN_T = "三月菜园待办"
ZGARDEN = [
    "这个月菜园要做的事：",
    "- [ ] 翻堆肥\n- [ ] 播蚕豆\n- [ ] 修好储水桶\n- [ ] 给甘蓝盖网",
    "工具房钥匙找老周拿。",
]
BUS_T = "Route 12 diversion"
BUS = [
    "From Tuesday 3 February until Friday 27 February, route 12 will not serve Mill Lane because of water-main works. Buses will use the bypass instead and stop at the temporary stop outside the leisure centre."
]
RELEASE_T = "Deploy freeze, week 7"
RELEASE = [
    "## Summary",
    "Deploys were frozen for two days while the payment provider migrated.",
    "## Timeline (UTC)",
    "- 08:00 Freeze announced\n- 11:30 Provider migration starts\n- 16:45 Freeze lifted",
    "## Follow-up",
    "Announce freezes a week ahead in the release channel.",
]
ZRELEASE_T = "第七周发布冻结"
ZRELEASE = [
    "## 概述",
    "支付服务商迁移期间，发布冻结了两天。",
    "## 时间线（北京时间）",
    "- 08:00 宣布冻结\n- 11:30 服务商开始迁移\n- 16:45 解除冻结",
    "## 后续",
    "以后提前一周在发布频道通知冻结。",
]
TOUR_T = "Canal walk: 12 locks"
TOUR = ["Allow three hours; the towpath is flat and mostly dry."] + [
    f"Lock {n} — {name}. Built in 17{90 + n % 10}, it still has its original {thing}."
    for n, name, thing in [
        (1, "Bank Top", "paddle gear"),
        (2, "Mill Bridge", "balance beams"),
        (3, "Wharf Lane", "stone coping"),
        (4, "Tannery", "bywash"),
        (5, "Church Lock", "lock cottage"),
        (6, "Aqueduct", "iron trough"),
        (7, "Ropewalk", "ground paddles"),
        (8, "Coal Staithe", "mooring rings"),
        (9, "Top Basin", "toll office"),
    ]
]
ZTOUR_T = "老街变迁记"
ZTOUR = ["这份记录按年份整理，供编写街志参考。"] + [
    f"19{y}年，{e}。"
    for y, e in [
        (61, "老街铺上了青石板"),
        (62, "街口开了第一家供销社"),
        (63, "修了一座小石桥"),
        (64, "街上装了路灯"),
        (65, "理发店从东头搬到西头"),
        (66, "老街通了自来水"),
        (67, "街尾建起了粮站"),
    ]
]
WEATHER_T = "Coast forecast"
WEATHER = [
    "Friday is calm and grey, with a little drizzle on Friday night.",
    "Saturday brings sunshine and a fresh breeze, ideal for the beach.",
    "Monday looks wet again; Saturday's sunshine will not last.",
]
DOCS_T = "Using tidelog"
DOCS = [
    "tidelog is a tiny tool that records tide times from your harbour's feed. It needs no setup.",
    "## Install",
    "Run `pip install tidelog`.",
    "## Use",
    "Run `tidelog today` to see the next two high tides.",
]
SHOW_T = "Episode 9: Bread and patience"
SHOW = [
    "This week Ana and Joe talk about sourdough and why it's mostly about waiting.",
    "Timestamps: 00:00 intro, 06:10 Ana's starter, 22:40 listener questions.",
    "Thanks to Northmill Flour for supporting the show. Use code RISE for 10% off.",
]
ZSTORY_T = "爷爷的那句话"
ZSTORY = [
    "爷爷常说「慢慢来，比较快」。",
    "我学骑车摔了三次，他扶起车子，只说：「慢慢来，比较快。」",
    "现在我也这样对学生说。",
]
BOAT_T = "Harbour day"
BOAT = [
    "The harbour wakes slowly at dawn, when the first boats come in.",
    "Gulls argue over scraps on the quay while fishermen mend their nets.",
    "By nine the market opens and the smell of coffee drifts over the stalls.",
    "Tourists arrive at noon, cameras ready, looking for the famous lighthouse.",
    "In the evening the harbour empties and the lamps come on one by one.",
]
ZHILL_T = "山里的一天"
ZHILL = [
    "清晨的山谷还在雾里，第一声鸡叫从坡下传来。",
    "老人们坐在祠堂门口晒太阳，孩子们追着狗跑。",
    "九点钟集市开张，米酒的香味飘过一个个摊位。",
    "中午游客来了，举着相机寻找那棵有名的古树。",
    "傍晚山里静了，灯火一盏接一盏亮起来。",
]

# Cases ------------------------------------------------------------------------------------

ticked = GARDEN[1].replace("- [ ]", "- [x]", 2)
case(
    "lists",
    "d11-lists-en-01",
    "en",
    "checklist_ticked",
    "two boxes ticked, read as markup drift",
    GARDEN_T,
    GARDEN,
    "I've done the first two jobs — tick them.",
    [full(GARDEN_T, swap(GARDEN, 1, ticked))],
    swap(GARDEN, 1, ticked),
)
zticked = ZGARDEN[1].replace("- [ ]", "- [x]", 1)
case(
    "lists",
    "d11-lists-zh-01",
    "zh",
    "checklist_ticked",
    "勾掉一项，被当成标记漂移",
    ZGARDEN_T,
    ZGARDEN,
    "堆肥翻好了，勾上第一项。",
    [full(ZGARDEN_T, swap(ZGARDEN, 1, zticked))],
    swap(ZGARDEN, 1, zticked),
)
entry = RELEASE[3].replace("- 16:45", "- 14:10 Payments verified on the new provider\n- 16:45")
case(
    "lists",
    "d11-lists-en-02",
    "en",
    "entry_added_names_other_section",
    "the added line names another heading (Follow-up)",
    RELEASE_T,
    RELEASE,
    "Add a timeline entry: 14:10 Payments verified on the new provider before the follow-up.",
    [full(RELEASE_T, swap(RELEASE, 3, entry))],
    swap(RELEASE, 3, entry),
)
zentry = ZRELEASE[3].replace("- 16:45", "- 14:10 新服务商支付验证通过，后续再复盘\n- 16:45")
case(
    "lists",
    "d11-lists-zh-02",
    "zh",
    "entry_added_names_other_section",
    "补充的内容里提到另一个小标题（后续）",
    ZRELEASE_T,
    ZRELEASE,
    "时间线补充一条：14:10 新服务商支付验证通过，后续再复盘",
    [full(ZRELEASE_T, swap(ZRELEASE, 3, zentry))],
    swap(ZRELEASE, 3, zentry),
)

short = [
    "From Tue 3 Feb to Fri 27 Feb route 12 skips Mill Lane (water-main works); use the temporary stop at the leisure centre."
]
case(
    "short",
    "d11-short-en-01",
    "en",
    "shortened_dates",
    "dates abbreviated while shortening, put back as drift",
    BUS_T,
    BUS,
    "Make it short enough for a tweet.",
    [full(BUS_T, short)],
    short,
)

stops = [TOUR[0]] + [t.replace("Lock ", "", 1).replace(" —", ".", 1) for t in TOUR[1:]]
case(
    "global",
    "d11-global-en-01",
    "en",
    "example_quoted",
    "an example of the new form (like “7.”) read as a target",
    TOUR_T,
    TOUR,
    "Change each “Lock N —” opening to just the number and a full stop, e.g. “7.”",
    [full(TOUR_T, stops)],
    stops,
)
years = [ZTOUR[0]] + [t.replace("年，", "年：", 1) for t in ZTOUR[1:]]
case(
    "global",
    "d11-global-zh-01",
    "zh",
    "each_entry_start",
    "“每一条开头”读成了文章开头",
    ZTOUR_T,
    ZTOUR,
    "把每一条开头的“19XX年，”都改成“19XX年：”",
    [full(ZTOUR_T, years)],
    years,
)

sat = WEATHER[1].replace("a fresh breeze", "a fresh westerly breeze of 15 mph")
case(
    "targets",
    "d11-targets-en-01",
    "en",
    "named_by_opening_word",
    "the Saturday paragraph, with Saturday in two others; the rest as lone …",
    WEATHER_T,
    WEATHER,
    "Make the Saturday paragraph say how windy it will be.",
    [f"{WEATHER_T}\n\n…\n\n{sat}\n\n…"],
    swap(WEATHER, 1, sat),
)
first = DOCS[0].replace("a tiny tool", "a friendly little tool")
case(
    "targets",
    "d11-targets-en-02",
    "en",
    "code_comment_placeholder",
    "`// ... existing sections ...` after the first sentence edited",
    DOCS_T,
    DOCS,
    "Make the first sentence warmer.",
    [f"Sure:\n\n{DOCS_T}\n\n{first}\n\n// ... existing sections ..."],
    swap(DOCS, 0, first),
)
punchy = "Thanks to Northmill Flour! Code RISE gets you 10% off your next bag."
drift = [SHOW[0].replace("it's", "it’s"), SHOW[1] + ".", punchy]
case(
    "targets",
    "d11-targets-en-03",
    "en",
    "at_the_end",
    "“the sponsor line at the end” read as global; curly apostrophes elsewhere",
    SHOW_T,
    SHOW,
    "Make the sponsor line at the end punchier.",
    [full(SHOW_T, drift)],
    swap(SHOW, 2, punchy),
    withheld_min=1,
)
zend = "如今我也常对学生说这句话，说着说着，就好像听见了爷爷的声音。"
zdrift = [p.replace("「", "“").replace("」", "”") for p in ZSTORY[:2]] + [zend]
case(
    "targets",
    "d11-targets-zh-01",
    "zh",
    "saying_repeated",
    "结尾“说这句话”被当成模型的话删掉；其他段「」换成“”",
    ZSTORY_T,
    ZSTORY,
    "结尾一段写得更动情一些",
    [full(ZSTORY_T, zdrift)],
    swap(ZSTORY, 2, zend),
)

tips = "To make the gull paragraph livelier, you could:\n\n1. Give the gulls a voice.\n2. Say what the scraps are.\n\nWould you like me to rewrite it along these lines?"
case(
    "talk",
    "d11-talk-en-01",
    "en",
    "tips_and_offer",
    "tips, then an offer to rewrite; nothing rewritten",
    BOAT_T,
    BOAT,
    "Make paragraph 2 livelier.",
    [tips],
    expect={"outcome": "model_says", "contains": "Would you like me to rewrite it"},
)
ztips = "第二段可以这样改得更生动：\n\n1. 写写老人们在聊什么；\n2. 加一点狗叫声。\n\n需要我按这个思路直接改写吗？"
case(
    "talk",
    "d11-talk-zh-01",
    "zh",
    "tips_and_offer",
    "只给建议并问要不要改写",
    ZHILL_T,
    ZHILL,
    "第二段写生动一点",
    [ztips],
    expect={"outcome": "model_says", "contains": "需要我按这个思路直接改写吗"},
)

lively = [
    "Dawn! The harbour stirs as the very first boats chug home.",
    "Nine o'clock: the market stalls fling open, and the smell of coffee is everywhere.",
    "Noon brings tourists, cameras up, hunting that famous lighthouse.",
    "Evening falls, the harbour empties, lamps flicker on one by one.",
]
case(
    "talk",
    "d11-dropped-en-01",
    "en",
    "paragraph_dropped_global",
    "a global rewrite drops paragraph 2; the refusal must name it",
    BOAT_T,
    BOAT,
    "Make it livelier.",
    [full(BOAT_T, lively)],
    expect={
        "outcome": "refused",
        "because": "paragraph 2 (the gulls) left out of a global rewrite",
    },
)
zlively = [
    "天刚亮，山谷还裹在雾里，坡下传来头一声鸡叫。",
    "九点一到，集市哗啦一下全开了，满街都是米酒香。",
    "中午游客涌来，相机举得老高，都在找那棵有名的古树。",
    "傍晚人散了，山里静悄悄的，灯火一盏盏亮起来。",
]
case(
    "talk",
    "d11-dropped-zh-01",
    "zh",
    "paragraph_dropped_global",
    "全文改写漏掉第二段，拒绝时要说对是哪一段",
    ZHILL_T,
    ZHILL,
    "写得更生动一点。",
    [full(ZHILL_T, zlively)],
    expect={"outcome": "refused", "because": "第二段在全文改写中被漏掉"},
)

write(HERE)
