# ruff: noqa: E501 — the cases are data: one article paragraph a line
"""Builds the long-article fidelity dev set 13 (tests/data/fidelity_dev13long/*.jsonl):
articles of 70–120 paragraphs with repetitive structure (a changelog, a recipe book, meeting
minutes, a trail log; 日记, 会议纪要, 连载, 菜谱, 更新日志), each with one writer suggestion and the
model's replies. Every expected article is built from the original paragraph list with only
the in-scope entries replaced, so untouched text is byte for byte the writer's.

    .venv/bin/python tests/data/fidelity_dev13long/build_cases.py
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import FILES, case, full, swap, write  # noqa: E402


def drop(paragraphs: list[str], index: int) -> list[str]:
    return [p for i, p in enumerate(paragraphs) if i != index]


def fenced(title: str, paragraphs: list[str], before: str, after: str) -> str:
    return f"{before}\n\n```markdown\n{full(title, paragraphs)}\n```\n\n{after}"


# English: a changelog (84 entries) ------------------------------------------------------------

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August"]
VERBS = ["Fixed", "Added", "Changed", "Fixed", "Improved", "Fixed", "Removed"]
THINGS = [
    "the export command no longer hangs on empty folders",
    "a --quiet flag for the sync command",
    "the default timeout is now 30 seconds",
    "dates in the report are shown in the local time zone",
    "the progress bar redraws less often on slow terminals",
    "a crash when the config file was empty",
    "the deprecated --legacy option",
    "the installer checks for free disk space first",
    "tab completion for profile names",
    "error messages name the file that failed",
    "the cache is cleared when the tool is upgraded",
    "a memory leak in long watch sessions",
]
TAILS = [
    "No migration needed.",
    "Thanks to @mira for the report.",
    "Windows only.",
    "See the updated docs.",
    "No migration needed.",
    "Thanks to @oskar for the patch.",
]
LOG_T = "Tallyho CLI — Release notes"
LOG = [
    f"v3.{n // 10}.{n % 10} ({1 + (n * 3) % 28} {MONTHS[n // 11]} 2025) — {VERBS[n % 7]}: {THINGS[n % 12]}. {TAILS[n % 6]}"
    for n in range(84)
]
assert len(set(LOG)) == len(LOG)
i_log = LOG.index(next(p for p in LOG if p.startswith("v3.6.0 ")))
log_new = LOG[i_log].replace("No migration needed.", "Run `tallyho migrate` once after upgrading.")
assert log_new != LOG[i_log]
case(
    "long_en",
    "d13l-en-01",
    "en",
    "long_full_fenced",
    "whole changelog back in a markdown fence with a note after it",
    LOG_T,
    LOG,
    "In v3.6.0, replace 'No migration needed.' with a line telling people to run `tallyho migrate` once after upgrading.",
    [
        fenced(
            LOG_T,
            swap(LOG, i_log, log_new),
            "Here is the updated changelog:",
            "I only changed the v3.6.0 entry.",
        )
    ],
    swap(LOG, i_log, log_new),
)
case(
    "long_en",
    "d13l-en-02",
    "en",
    "long_range_placeholders",
    "changelog: the target entry between two bracketed range placeholders",
    LOG_T,
    LOG,
    "In v3.6.0, replace 'No migration needed.' with a line telling people to run `tallyho migrate` once after upgrading.",
    [
        f"{LOG_T}\n\n[Entries 1–{i_log} unchanged]\n\n{log_new}\n\n[Entries {i_log + 2}–{len(LOG)} unchanged]"
    ],
    swap(LOG, i_log, log_new),
)
drop_at = 12
case(
    "long_en",
    "d13l-en-03",
    "en",
    "long_dropped_far",
    "changelog: whole reply, an early entry silently dropped far from the target",
    LOG_T,
    LOG,
    "In v3.6.0, replace 'No migration needed.' with a line telling people to run `tallyho migrate` once after upgrading.",
    [full(LOG_T, drop(swap(LOG, i_log, log_new), drop_at))],
    swap(LOG, i_log, log_new),
)
drift = list(swap(LOG, i_log, log_new))
for k in (5, 20, 71):
    drift[k] = drift[k].replace(" — ", " - ").replace("Thanks to", "Thanks go to")
case(
    "long_en",
    "d13l-en-04",
    "en",
    "long_reworded_far",
    "changelog: three entries far from the target quietly reworded (withheld)",
    LOG_T,
    LOG,
    "In v3.6.0, replace 'No migration needed.' with a line telling people to run `tallyho migrate` once after upgrading.",
    [full(LOG_T, drift)],
    swap(LOG, i_log, log_new),
    withheld_min=1,
)

# English: a recipe book whose steps repeat word for word across recipes (77 paragraphs) -------

COMMON_STEPS = [
    "Step 1: Weigh the flour, salt and yeast into a large bowl.",
    "Step 2: Add the water and mix to a shaggy dough.",
    "Step 3: Cover and leave for 20 minutes.",
    "Step 4: Knead for 10 minutes until smooth.",
    "Step 5: Leave to rise until doubled, about an hour.",
    "Step 6: Knock back and shape.",
    "Step 7: Prove on the tray for 45 minutes.",
    "Step 8: Bake at 220 °C for 25 minutes.",
    "Step 9: Cool on a rack before slicing.",
]
BREADS = [
    ("Recipe 1: Plain white loaf", {}),
    ("Recipe 2: Wholemeal tin", {7: "Step 8: Bake at 210 °C for 35 minutes."}),
    (
        "Recipe 3: Seeded rye",
        {
            1: "Step 2: Add the water and the soaked seeds and mix to a sticky dough.",
            6: "Step 7: Prove in a floured basket for 90 minutes.",
        },
    ),
    (
        "Recipe 4: Milk rolls",
        {
            5: "Step 6: Knock back and divide into twelve rolls.",
            7: "Step 8: Bake at 200 °C for 15 minutes.",
        },
    ),
    ("Recipe 5: Focaccia", {5: "Step 6: Stretch into an oiled tin and dimple with your fingers."}),
    ("Recipe 6: Fruit bread", {3: "Step 4: Knead for 10 minutes, then work in the fruit."}),
    ("Recipe 7: Cheese and onion bread", {8: "Step 9: Cool for ten minutes; best eaten warm."}),
]
BREAD_T = "Seven Everyday Breads"
BREAD: list[str] = []
for heading, changes in BREADS:
    BREAD.append(heading)
    BREAD.extend(changes.get(k, step) for k, step in enumerate(COMMON_STEPS))
    BREAD.append(f"Notes: {heading.split(': ')[1]} keeps for two days in a bag.")
assert len(BREAD) == 77
i_rye7 = BREAD.index("Step 7: Prove in a floured basket for 90 minutes.")
rye7_new = "Step 7: Prove in a floured basket for 90 minutes, or overnight in the fridge."
i_rolls3 = 3 * 11 + 3  # Recipe 4's step 3, word for word the other recipes' step 3
rolls3_new = "Step 3: Cover and leave for 30 minutes."
case(
    "long_en",
    "d13l-en-05",
    "en",
    "long_near_duplicate",
    "recipe book: steps repeat word for word across recipes; the target is one recipe's step 7",
    BREAD_T,
    BREAD,
    f"Paragraph {i_rye7 + 1}: add 'or overnight in the fridge' to the proving time.",
    [full(BREAD_T, swap(BREAD, i_rye7, rye7_new))],
    swap(BREAD, i_rye7, rye7_new),
)
case(
    "long_en",
    "d13l-en-06",
    "en",
    "long_duplicate_target",
    "recipe book: the target step is word for word the same as six others; whole reply",
    BREAD_T,
    BREAD,
    f"Paragraph {i_rolls3 + 1}: the rolls need 30 minutes, not 20.",
    [full(BREAD_T, swap(BREAD, i_rolls3, rolls3_new))],
    swap(BREAD, i_rolls3, rolls3_new),
)
dropped_dup = drop(swap(BREAD, i_rolls3, rolls3_new), 2 + 11 * 5)  # Recipe 6's step 2, a copy
case(
    "long_en",
    "d13l-en-07",
    "en",
    "long_duplicate_dropped",
    "recipe book: a repeated step dropped two recipes after the target (must be restored)",
    BREAD_T,
    BREAD,
    f"Paragraph {i_rolls3 + 1}: the rolls need 30 minutes, not 20.",
    [full(BREAD_T, dropped_dup)],
    swap(BREAD, i_rolls3, rolls3_new),
)
case(
    "long_en",
    "d13l-en-08",
    "en",
    "long_lone_dots",
    "recipe book: first paragraph, a lone '...', the target, '...', the last paragraph",
    BREAD_T,
    BREAD,
    f"Paragraph {i_rolls3 + 1}: the rolls need 30 minutes, not 20.",
    [f"{BREAD_T}\n\n{BREAD[0]}\n\n...\n\n{rolls3_new}\n\n...\n\n{BREAD[-1]}"],
    swap(BREAD, i_rolls3, rolls3_new),
)

# English: a trail log of short entries (100 paragraphs) --------------------------------------

WEATHER = [
    "Rain all afternoon.",
    "Dry and clear.",
    "Low cloud on the tops.",
    "Hot, no shade.",
    "Wind from the west.",
]
CAMPS = [
    "Camped by the river.",
    "Stayed at the hostel.",
    "Camped by the river.",
    "Bunkhouse, busy.",
    "Wild camp above the lake.",
]
TRAIL_T = "Ninety-Nine Days on the Long Path"
TRAIL = [
    f"Day {n}. {12 + (n * 7) % 15} km. {WEATHER[n % 5]} {CAMPS[(n // 5) % 5]}"
    for n in range(1, 100)
] + ["Afterword. I walked 1,780 km in all and would do it again."]
i_day57 = 56
day57_new = TRAIL[i_day57].replace(WEATHER[57 % 5], WEATHER[57 % 5] + " Met two walkers from Lyon.")
case(
    "long_en",
    "d13l-en-09",
    "en",
    "long_target_only",
    "trail log: only the target entry, after a preface and with a sign-off",
    TRAIL_T,
    TRAIL,
    "Day 57: add that I met two walkers from Lyon.",
    [
        f"Here's the updated entry:\n\n{day57_new}\n\nLet me know if you'd like any other days changed."
    ],
    swap(TRAIL, i_day57, day57_new),
)
moved = swap(TRAIL, i_day57, day57_new)
moved.insert(30, moved.pop(80))  # Day 81 moved up to after Day 30
case(
    "long_en",
    "d13l-en-10",
    "en",
    "long_moved_far",
    "trail log: whole reply with an entry far from the target moved fifty places",
    TRAIL_T,
    TRAIL,
    "Day 57: add that I met two walkers from Lyon.",
    [full(TRAIL_T, moved)],
    swap(TRAIL, i_day57, day57_new),
)
merged = swap(TRAIL, i_day57, day57_new)
merged[14:16] = [merged[14] + " " + merged[15]]
case(
    "long_en",
    "d13l-en-11",
    "en",
    "long_merged_far",
    "trail log: two early entries merged into one paragraph",
    TRAIL_T,
    TRAIL,
    "Day 57: add that I met two walkers from Lyon.",
    [full(TRAIL_T, merged)],
    swap(TRAIL, i_day57, day57_new),
)
case(
    "long_en",
    "d13l-en-12",
    "en",
    "long_rest_unchanged",
    "trail log: the article up to the target, then '[rest unchanged]'",
    TRAIL_T,
    TRAIL,
    "Day 57: add that I met two walkers from Lyon.",
    [full(TRAIL_T, swap(TRAIL, i_day57, day57_new)[: i_day57 + 1]) + "\n\n[rest unchanged]"],
    swap(TRAIL, i_day57, day57_new),
)
case(
    "long_en",
    "d13l-en-13",
    "en",
    "long_length_cut",
    "trail log: a global change cut off by the length limit",
    TRAIL_T,
    TRAIL,
    "Make every entry read more like a diary, in full sentences.",
    [
        full(TRAIL_T, [p.replace(" km. ", " km today. ", 1) for p in TRAIL[:61]])
        + "\n\nDay 62. 13 km today. Hot, and there was no"
    ],
    expect={"outcome": "refused", "because": "the reply was cut by the length limit"},
)
FILES["long_en"][-1]["finish_reason"] = "length"

# English: meeting minutes with repeated decision and action lines (90 paragraphs) -------------

TOPICS = [
    "the car park resurfacing",
    "the summer fête budget",
    "the allotment waiting list",
    "dog fouling on the green",
    "the bus shelter on Mill Road",
    "the defibrillator training",
    "the hall's heating bills",
    "the footpath to Stoke Lane",
    "the newsletter printing costs",
    "the speed survey on the B1040",
]
DECISIONS = [
    "Decision: agreed.",
    "Decision: deferred to the next meeting.",
    "Decision: agreed.",
    "Decision: not agreed.",
]
ACTIONS = [
    "Action: the clerk to write to the county council.",
    "Action: none.",
    "Action: Cllr Price to get three quotes.",
    "Action: none.",
    "Action: none.",
]
MIN_T = "Parish Council Minutes, January–June"
MINUTES: list[str] = []
for n in range(30):
    MINUTES.append(
        f"Item {n + 1} — {TOPICS[n % 10]}. Discussed by {3 + n % 5} members; the chair summarised the {['letters', 'costs', 'complaints'][n % 3]} received."
    )
    MINUTES.append(DECISIONS[n % 4])
    MINUTES.append(ACTIONS[n % 5])
i_item22 = 21 * 3
item22_new = MINUTES[i_item22].replace("Discussed by", "Discussed at length by")
i_action = i_item22 + 2
action_new = "Action: the clerk to ask the bus company for a timetable."
case(
    "long_en",
    "d13l-en-14",
    "en",
    "long_repeated_lines",
    "minutes: 'Action: none.' repeats dozens of times; the target is one of them",
    MIN_T,
    MINUTES,
    f"Paragraph {i_action + 1}: make the action 'the clerk to ask the bus company for a timetable'.",
    [full(MIN_T, swap(MINUTES, i_action, action_new))],
    swap(MINUTES, i_action, action_new),
)
drift_min = swap(MINUTES, i_item22, item22_new)
drift_min[i_item22 + 3] = drift_min[i_item22 + 3].replace(
    "the chair summarised", "the chair then summarised"
)
case(
    "long_en",
    "d13l-en-15",
    "en",
    "long_neighbour_reworded",
    "minutes: the next item's opening line reworded unasked (withheld)",
    MIN_T,
    MINUTES,
    "Item 22: say it was discussed at length.",
    [full(MIN_T, drift_min)],
    swap(MINUTES, i_item22, item22_new),
    withheld_min=1,
)
case(
    "long_en",
    "d13l-en-16",
    "en",
    "long_duplicates_dropped",
    "minutes: two repeated decision lines dropped far from the target",
    MIN_T,
    MINUTES,
    "Item 22: say it was discussed at length.",
    [
        full(
            MIN_T,
            [p for k, p in enumerate(swap(MINUTES, i_item22, item22_new)) if k not in (4, 10)],
        )
    ],
    swap(MINUTES, i_item22, item22_new),
)

# Chinese: a diary (96 entries) ------------------------------------------------------------------

SKY = ["晴", "多云", "阴", "小雨", "晴", "大风"]
DID = [
    "早上去菜场买了豆腐和青菜",
    "下午在阳台上晒被子",
    "给妈妈打了个电话",
    "整理了书架上的旧杂志",
    "去河边走了一圈",
    "把冰箱里的剩菜热了吃",
    "帮楼下的李阿姨取了快递",
    "写了两页读书笔记",
]
FEEL = [
    "心情不错。",
    "有点累。",
    "早早睡了。",
    "心情不错。",
    "晚上失眠了。",
    "有点累。",
    "想起了小时候。",
]
DIARY_T = "春夏日记"
DIARY = []
month, day = 3, 1
for n in range(96):
    DIARY.append(f"{month}月{day}日，{SKY[n % 6]}。{DID[n % 8]}，{FEEL[n % 7]}")
    day += 1
    if day > (31 if month in (3, 5) else 30):
        month, day = month + 1, 1
i_d = next(i for i, p in enumerate(DIARY) if p.startswith("5月14日"))
diary_new = DIARY[i_d].replace(FEEL[i_d % 7], "路上遇见了老同学。" + FEEL[i_d % 7])
assert diary_new != DIARY[i_d]
case(
    "long_zh",
    "d13l-zh-01",
    "zh",
    "long_full",
    "日记：整篇返回，只改了目标那条",
    DIARY_T,
    DIARY,
    "5月14日那条加一句：路上遇见了老同学。",
    [full(DIARY_T, swap(DIARY, i_d, diary_new))],
    swap(DIARY, i_d, diary_new),
)
case(
    "long_zh",
    "d13l-zh-02",
    "zh",
    "long_range_placeholders",
    "日记：（前N条不变）目标（后M条不变）",
    DIARY_T,
    DIARY,
    "5月14日那条加一句：路上遇见了老同学。",
    [f"{DIARY_T}\n\n（前{i_d}条不变）\n\n{diary_new}\n\n（后{len(DIARY) - i_d - 1}条不变）"],
    swap(DIARY, i_d, diary_new),
)
semi = swap(DIARY, i_d, diary_new)
for k in range(20, 80, 6):
    if k != i_d:
        semi[k] = semi[k].replace("，", "；", 1)
case(
    "long_zh",
    "d13l-zh-03",
    "zh",
    "long_punct_drift",
    "日记：整篇返回，十条的逗号被改成分号（应扣下）",
    DIARY_T,
    DIARY,
    "5月14日那条加一句：路上遇见了老同学。",
    [full(DIARY_T, semi)],
    swap(DIARY, i_d, diary_new),
    withheld_min=1,
)
case(
    "long_zh",
    "d13l-zh-04",
    "zh",
    "long_dropped_far",
    "日记：整篇返回，远处一条被悄悄删掉（应补回）",
    DIARY_T,
    DIARY,
    "5月14日那条加一句：路上遇见了老同学。",
    [full(DIARY_T, drop(swap(DIARY, i_d, diary_new), 88))],
    swap(DIARY, i_d, diary_new),
)
i_d2 = i_d + 1
diary_new2 = DIARY[i_d2].replace(FEEL[i_d2 % 7], "晚饭做了红烧鱼。" + FEEL[i_d2 % 7])
two = swap(swap(DIARY, i_d, diary_new), i_d2, diary_new2)
case(
    "long_zh",
    "d13l-zh-05",
    "zh",
    "long_two_adjacent",
    "日记：相邻两条都要改，前后用范围占位行",
    DIARY_T,
    DIARY,
    "5月14日那条加一句：路上遇见了老同学。5月15日那条加一句：晚饭做了红烧鱼。",
    [
        f"{DIARY_T}\n\n（第1—{i_d}条不变）\n\n{diary_new}\n\n{diary_new2}\n\n（第{i_d2 + 2}—{len(DIARY)}条不变）"
    ],
    two,
)
case(
    "long_zh",
    "d13l-zh-06",
    "zh",
    "long_target_only_label",
    "日记：只回目标那条，前面有「修改后的这一条如下：」",
    DIARY_T,
    DIARY,
    "5月14日那条加一句：路上遇见了老同学。",
    [f"修改后的这一条如下：\n\n{diary_new}"],
    swap(DIARY, i_d, diary_new),
)

# Chinese: meeting minutes with repeated lines (84 paragraphs) ---------------------------------

ZH_TOPICS = [
    "食堂价格调整",
    "停车位分配",
    "年终评优方案",
    "办公室空调维修",
    "新员工培训",
    "图书角建设",
    "消防演练安排",
]
ZH_DEC = ["决定：同意。", "决定：暂缓，下次会议再议。", "决定：同意。", "决定：不同意。"]
ZH_ACT = ["责任人：行政部。", "责任人：无。", "责任人：王磊。", "责任人：无。"]
NUMS = "一二三四五六七八九十"


def zh_ordinal(n: int) -> str:
    if n <= 10:
        return NUMS[n - 1]
    if n < 20:
        return "十" + NUMS[n - 11]
    return NUMS[n // 10 - 1] + "十" + (NUMS[n % 10 - 1] if n % 10 else "")


ZMIN_T = "职工代表大会会议纪要（2025年上半年）"
ZMIN: list[str] = []
for n in range(1, 29):
    ZMIN.append(
        f"议题{zh_ordinal(n)}：{ZH_TOPICS[n % 7]}。与会{5 + n % 4}人发言，{['意见基本一致', '分歧较大', '提出了三条建议'][n % 3]}。"
    )
    ZMIN.append(ZH_DEC[n % 4])
    ZMIN.append(ZH_ACT[n % 4])
assert len(ZMIN) == 84
i_zact = 17 * 3 - 1  # 议题十七 的责任人：无。
zact_new = "责任人：后勤处，月底前完成。"
case(
    "long_zh",
    "d13l-zh-07",
    "zh",
    "long_repeated_lines",
    "会议纪要：「责任人：无。」重复二十多次，目标是其中一条",
    ZMIN_T,
    ZMIN,
    f"第{i_zact + 1}段改成：责任人：后勤处，月底前完成。",
    [full(ZMIN_T, swap(ZMIN, i_zact, zact_new))],
    swap(ZMIN, i_zact, zact_new),
)
case(
    "long_zh",
    "d13l-zh-08",
    "zh",
    "long_target_only",
    "会议纪要：只回目标一段，后面一句客套话",
    ZMIN_T,
    ZMIN,
    f"第{i_zact + 1}段改成：责任人：后勤处，月底前完成。",
    [f"{zact_new}\n\n如需调整其他议题，请告诉我。"],
    swap(ZMIN, i_zact, zact_new),
)
zmerged = swap(ZMIN, i_zact, zact_new)
zmerged[70:72] = [zmerged[70] + zmerged[71]]
case(
    "long_zh",
    "d13l-zh-09",
    "zh",
    "long_merged_far",
    "会议纪要：远处的议题与其决定被并成一段（应恢复）",
    ZMIN_T,
    ZMIN,
    f"第{i_zact + 1}段改成：责任人：后勤处，月底前完成。",
    [full(ZMIN_T, zmerged)],
    swap(ZMIN, i_zact, zact_new),
)
i_ztopic = 9 * 3  # 议题十
ztopic_new = ZMIN[i_ztopic].replace("。与会", "，涉及三个部门。与会")
zre = swap(ZMIN, i_ztopic, ztopic_new)
for k in (40, 57, 75):
    zre[k] = zre[k].replace("发言", "作了发言")
case(
    "long_zh",
    "d13l-zh-10",
    "zh",
    "long_reworded_far",
    "会议纪要：另外三个议题被顺手改了措辞（应扣下）",
    ZMIN_T,
    ZMIN,
    "议题十补充一句：涉及三个部门。",
    [full(ZMIN_T, zre)],
    swap(ZMIN, i_ztopic, ztopic_new),
    withheld_min=1,
)

# Chinese: a serial chapter with short dialogue lines (110 paragraphs) --------------------------

LINES = ["“嗯。”", "他点点头。", "“你确定？”", "“确定。”", "窗外又下起了雨。", "她没有说话。"]
PLOT = [
    "老周把伞靠在门边，鞋底的泥在地板上留下一串印子。",
    "小林从柜台后面抬起头，看了他一眼，又低下头算账。",
    "街对面的面馆还亮着灯，老板在门口抽烟。",
    "他从口袋里摸出那张发黄的收据，摊在柜台上。",
    "收据上的日期是十二年前，字迹已经有些模糊。",
    "小林拿起收据，对着灯看了很久。",
    "墙上的挂钟走得很响，像是在催人。",
    "老周咳嗽了两声，把围巾往上拉了拉。",
    "她把收据折好，放进了抽屉最里面。",
    "雨越下越大，屋檐的水连成了线。",
    "远处传来一声汽笛，很快又被雨声盖住了。",
]
SERIAL_T = "旧当铺（连载第七章）"
SERIAL: list[str] = []
for n in range(110):
    SERIAL.append(PLOT[(n // 2) % 11] if n % 2 == 0 else LINES[(n // 2) % 6])
SERIAL = [
    p if k % 22 != 0 else p.replace("。", f"。那是第{k // 22 + 1}个雨夜。", 1)
    for k, p in enumerate(SERIAL)
]
i_s = 67  # a short dialogue line, repeated many times
assert SERIAL.count(SERIAL[i_s]) > 5
s_new = (
    SERIAL[i_s].rstrip("。”") + "，我记得很清楚。”"
    if SERIAL[i_s].startswith("“")
    else SERIAL[i_s].replace("。", "，手指在柜台上敲了敲。")
)
case(
    "long_zh",
    "d13l-zh-11",
    "zh",
    "long_duplicate_target",
    "连载：目标是一句重复十几次的短句，整篇返回",
    SERIAL_T,
    SERIAL,
    f"第{i_s + 1}段改成：{s_new}",
    [full(SERIAL_T, swap(SERIAL, i_s, s_new))],
    swap(SERIAL, i_s, s_new),
)
case(
    "long_zh",
    "d13l-zh-12",
    "zh",
    "long_ellipsis_lines",
    "连载：开头一段、单独的「……」、目标、「……」、结尾一段",
    SERIAL_T,
    SERIAL,
    f"第{i_s + 1}段改成：{s_new}",
    [f"{SERIAL_T}\n\n{SERIAL[0]}\n\n……\n\n{s_new}\n\n……\n\n{SERIAL[-1]}"],
    swap(SERIAL, i_s, s_new),
)
sdrop = [p for k, p in enumerate(swap(SERIAL, i_s, s_new)) if k != 101]
case(
    "long_zh",
    "d13l-zh-13",
    "zh",
    "long_duplicate_dropped",
    "连载：整篇返回，远处一句重复的短句被漏掉（应补回）",
    SERIAL_T,
    SERIAL,
    f"第{i_s + 1}段改成：{s_new}",
    [full(SERIAL_T, sdrop)],
    swap(SERIAL, i_s, s_new),
)
i_s2 = 58  # a plot paragraph whose text repeats elsewhere
assert SERIAL.count(SERIAL[i_s2]) > 1
s2_new = SERIAL[i_s2].replace("。", "，鬓角全白了。", 1)
case(
    "long_zh",
    "d13l-zh-14",
    "zh",
    "long_rest_unchanged",
    "连载：前面照抄到目标，然后（以下内容不变）",
    SERIAL_T,
    SERIAL,
    f"第{i_s2 + 1}段加一句：鬓角全白了。",
    [full(SERIAL_T, swap(SERIAL, i_s2, s2_new)[: i_s2 + 1]) + "\n\n（以下内容不变）"],
    swap(SERIAL, i_s2, s2_new),
)

# Chinese: a changelog (80 entries) ------------------------------------------------------------

ZH_KINDS = ["修复", "新增", "优化", "修复", "调整"]
ZH_THINGS = [
    "导出报表时偶尔卡住的问题",
    "夜间模式下按钮看不清的问题",
    "批量删除功能",
    "首页加载速度",
    "默认字体大小",
    "登录后偶尔闪退的问题",
    "消息提醒的声音",
    "搜索结果的排序",
]
ZH_TAILS = ["无需重新登录。", "感谢用户反馈。", "仅限安卓版。", "无需重新登录。", "详见帮助文档。"]
ZLOG_T = "记账助手更新日志"
ZLOG = [
    f"v2.{n // 10}.{n % 10}（2025年{1 + n // 8}月{1 + (n * 3) % 28}日）{ZH_KINDS[n % 5]}{ZH_THINGS[n % 8]}，{ZH_TAILS[n % 5]}"
    for n in range(80)
]
assert len(set(ZLOG)) == len(ZLOG)
i_z = next(i for i, p in enumerate(ZLOG) if p.startswith("v2.6.3（"))
z_new = ZLOG[i_z].replace(ZH_TAILS[i_z % 5], "升级后需重新登录一次。")
assert z_new != ZLOG[i_z]
case(
    "long_zh",
    "d13l-zh-15",
    "zh",
    "long_full_fenced",
    "更新日志：整篇放在代码块里返回，后面附修改说明",
    ZLOG_T,
    ZLOG,
    "v2.6.3 那条最后改成：升级后需重新登录一次。",
    [
        fenced(
            ZLOG_T,
            swap(ZLOG, i_z, z_new),
            "好的，以下是修改后的全文：",
            "修改说明：只改了 v2.6.3 那一条的最后一句。",
        )
    ],
    swap(ZLOG, i_z, z_new),
)
zmove = swap(ZLOG, i_z, z_new)
zmove.insert(5, zmove.pop(20))
case(
    "long_zh",
    "d13l-zh-16",
    "zh",
    "long_moved_far",
    "更新日志：整篇返回，远处一条被挪了位置（应按原顺序）",
    ZLOG_T,
    ZLOG,
    "v2.6.3 那条最后改成：升级后需重新登录一次。",
    [full(ZLOG_T, zmove)],
    swap(ZLOG, i_z, z_new),
)
zneigh = swap(ZLOG, i_z, z_new)
zneigh[i_z + 1] = zneigh[i_z + 1].replace("详见帮助文档。", "详情请见帮助文档。")
assert zneigh[i_z + 1] != ZLOG[i_z + 1]
case(
    "long_zh",
    "d13l-zh-17",
    "zh",
    "long_neighbour_reworded",
    "更新日志：整篇返回，上一条被顺手改了（应扣下）",
    ZLOG_T,
    ZLOG,
    "v2.6.3 那条最后改成：升级后需重新登录一次。",
    [full(ZLOG_T, zneigh)],
    swap(ZLOG, i_z, z_new),
    withheld_min=1,
)
case(
    "long_zh",
    "d13l-zh-18",
    "zh",
    "long_range_numbered",
    "更新日志：（第1—N段不变）目标（第M—80段不变）",
    ZLOG_T,
    ZLOG,
    "v2.6.3 那条最后改成：升级后需重新登录一次。",
    [f"{ZLOG_T}\n\n（第1—{i_z}段不变）\n\n{z_new}\n\n（第{i_z + 2}—{len(ZLOG)}段不变）"],
    swap(ZLOG, i_z, z_new),
)

# English: a library directory, entries of two lines (72 paragraphs) ---------------------------

PLACES = [
    "Ashby",
    "Barwell",
    "Coalville",
    "Desford",
    "Earl Shilton",
    "Fleckney",
    "Glenfield",
    "Hinckley",
    "Ibstock",
]
KINDS = ["Library", "Community Library", "Library and Museum", "Library"]
STREETS = ["Market Place", "High Street", "Station Road", "Church Lane", "The Green", "Mill Street"]
HOURS = [
    "Open Mon–Fri 9:00–17:00, Sat 9:00–12:00.",
    "Open Tue, Thu and Sat 10:00–16:00.",
    "Open Mon–Sat 9:00–17:00.",
    "Open Mon–Fri 9:00–17:00, Sat 9:00–12:00.",
    "Open Wed and Fri 14:00–18:00.",
]
OFFERS = [
    "Study rooms, printing, free Wi-Fi.",
    "Free Wi-Fi, children's corner.",
    "Printing, local history collection, free Wi-Fi.",
    "Study rooms, free Wi-Fi.",
]
DIR_T = "County Library Directory"
DIRECTORY = [
    f"{PLACES[n % 9]} {KINDS[n % 4]}{' (' + str(n // 9 + 1) + ')' if n >= 9 else ''}, {1 + (n * 7) % 90} {STREETS[n % 6]}.\n{HOURS[n % 5]} {OFFERS[n % 4]} Tel. 0116 305 {1000 + n * 37}."
    for n in range(72)
]
assert len(set(DIRECTORY)) == 72
i_lib = 50
lib_new = DIRECTORY[i_lib].replace(
    OFFERS[i_lib % 4], OFFERS[i_lib % 4] + " Step-free access from the car park."
)
lib_sugg = (
    f"Paragraph {i_lib + 1}: add 'Step-free access from the car park.' after the list of services."
)
case(
    "long_more",
    "d13l-en-21",
    "en",
    "long_full",
    "directory of two-line entries: whole reply, the target changed",
    DIR_T,
    DIRECTORY,
    lib_sugg,
    [full(DIR_T, swap(DIRECTORY, i_lib, lib_new))],
    swap(DIRECTORY, i_lib, lib_new),
)
lib_re = swap(DIRECTORY, i_lib, lib_new)
for k in (7, 33, 64):
    lib_re[k] = lib_re[k].replace("free Wi-Fi", "free wifi").replace("Tel. ", "Phone ")
case(
    "long_more",
    "d13l-en-22",
    "en",
    "long_reworded_far",
    "directory: three entries far from the target reworded unasked (withheld)",
    DIR_T,
    DIRECTORY,
    lib_sugg,
    [full(DIR_T, lib_re)],
    swap(DIRECTORY, i_lib, lib_new),
    withheld_min=1,
)
i_lib2 = i_lib + 1
lib_new2 = DIRECTORY[i_lib2].replace(
    OFFERS[i_lib2 % 4], OFFERS[i_lib2 % 4] + " Step-free access from the car park."
)
case(
    "long_more",
    "d13l-en-23",
    "en",
    "long_two_adjacent",
    "directory: two adjacent entries between range placeholders",
    DIR_T,
    DIRECTORY,
    f"Paragraphs {i_lib + 1} and {i_lib2 + 1}: add 'Step-free access from the car park.' after the list of services.",
    [
        f"{DIR_T}\n\n[Entries 1–{i_lib} unchanged]\n\n{lib_new}\n\n{lib_new2}\n\n[Entries {i_lib2 + 2}–72 unchanged]"
    ],
    swap(swap(DIRECTORY, i_lib, lib_new), i_lib2, lib_new2),
)
case(
    "long_more",
    "d13l-en-24",
    "en",
    "long_target_signoff",
    "directory: the target entry alone, then a sign-off",
    DIR_T,
    DIRECTORY,
    lib_sugg,
    [f"{lib_new}\n\nHope this helps — happy to update any other branches too."],
    swap(DIRECTORY, i_lib, lib_new),
)
lib_semi = swap(DIRECTORY, i_lib, lib_new)
for k in range(3, 70, 7):
    if k != i_lib:
        lib_semi[k] = lib_semi[k].replace(", ", "; ", 1)
case(
    "long_more",
    "d13l-en-25",
    "en",
    "long_punct_drift",
    "directory: a comma turned into a semicolon in ten entries (withheld)",
    DIR_T,
    DIRECTORY,
    lib_sugg,
    [full(DIR_T, lib_semi)],
    swap(DIRECTORY, i_lib, lib_new),
    withheld_min=1,
)
lib_moved = swap(DIRECTORY, i_lib, lib_new)
lib_moved.insert(60, lib_moved.pop(10))
case(
    "long_more",
    "d13l-en-26",
    "en",
    "long_moved_far",
    "directory: an entry moved fifty places down",
    DIR_T,
    DIRECTORY,
    lib_sugg,
    [full(DIR_T, lib_moved)],
    swap(DIRECTORY, i_lib, lib_new),
)
case(
    "long_more",
    "d13l-en-27",
    "en",
    "long_range_placeholders",
    "directory: (first 50 entries unchanged) target (last 21 unchanged)",
    DIR_T,
    DIRECTORY,
    lib_sugg,
    [
        f"{DIR_T}\n\n(First {i_lib} entries unchanged)\n\n{lib_new}\n\n(Last {71 - i_lib} entries unchanged)"
    ],
    swap(DIRECTORY, i_lib, lib_new),
)
case(
    "long_more",
    "d13l-en-28",
    "en",
    "long_stream_cut",
    "directory: a global change whose stream is cut",
    DIR_T,
    DIRECTORY,
    "Write the opening hours out in full words (Monday to Friday, and so on) in every entry.",
    [
        full(DIR_T, [p.replace("Mon–Fri", "Monday to Friday") for p in DIRECTORY[:40]])
        + "\n\nGlenfield Library (5), 5 Station Road.\nOpen Monday to"
    ],
    expect={"outcome": "refused", "because": "the stream was cut"},
)
FILES["long_more"][-1]["stream"] = True
FILES["long_more"][-1]["stream_cut"] = True

# Chinese: a waterbird count, short entries sharing most characters (80 paragraphs) ------------

SITES = ["东湖北岸", "东湖南岸", "西湾", "芦苇荡", "闸口"]
BIRDS = ["白鹭", "苍鹭", "小䴙䴘", "绿头鸭", "骨顶鸡", "夜鹭"]
ZSKY = ["晴", "多云", "阴", "小雨"]
BIRD_T = "东湖水鸟记录（2025年冬春）"
BIRDS_LOG = []
month, day = 11, 2
for n in range(80):
    a, b = BIRDS[n % 6], BIRDS[(n + 2) % 6]
    BIRDS_LOG.append(
        f"{month}月{day}日，{ZSKY[n % 4]}，{SITES[n % 5]}：{a}{3 + (n * 5) % 17}只，{b}{1 + (n * 3) % 9}只。"
    )
    day += 2
    if day > 30:
        month, day = (month % 12) + 1, day - 30
assert len(set(BIRDS_LOG)) == 80
i_b = 60
b_new = BIRDS_LOG[i_b].replace("只。", "只，另见普通鸬鹚2只。", 1)
assert b_new.count("鸬鹚") == 1
b_label = BIRDS_LOG[i_b].split("，")[0]
b_sugg = f"{b_label}那条补上：另见普通鸬鹚2只。"
case(
    "long_more",
    "d13l-zh-21",
    "zh",
    "long_full_fenced",
    "水鸟记录：整篇放在代码块里返回，后附说明",
    BIRD_T,
    BIRDS_LOG,
    b_sugg,
    [
        fenced(
            BIRD_T,
            swap(BIRDS_LOG, i_b, b_new),
            "好的，修改后的全文如下：",
            "说明：只在那一条补了鸬鹚的记录。",
        )
    ],
    swap(BIRDS_LOG, i_b, b_new),
)
case(
    "long_more",
    "d13l-zh-22",
    "zh",
    "long_range_placeholders",
    "水鸟记录：（前60条不变）目标（后19条不变）",
    BIRD_T,
    BIRDS_LOG,
    b_sugg,
    [f"{BIRD_T}\n\n（前{i_b}条不变）\n\n{b_new}\n\n（后{79 - i_b}条不变）"],
    swap(BIRDS_LOG, i_b, b_new),
)
b_semi = swap(BIRDS_LOG, i_b, b_new)
for k in range(2, 80, 8):
    if k != i_b:
        b_semi[k] = b_semi[k].replace("，", "；")
case(
    "long_more",
    "d13l-zh-23",
    "zh",
    "long_punct_drift",
    "水鸟记录：十条的逗号全换成分号（应扣下）",
    BIRD_T,
    BIRDS_LOG,
    b_sugg,
    [full(BIRD_T, b_semi)],
    swap(BIRDS_LOG, i_b, b_new),
    withheld_min=1,
)
b_move = swap(BIRDS_LOG, i_b, b_new)
b_move.insert(70, b_move.pop(12))
case(
    "long_more",
    "d13l-zh-24",
    "zh",
    "long_moved_far",
    "水鸟记录：一条被挪到了后面（应按原顺序）",
    BIRD_T,
    BIRDS_LOG,
    b_sugg,
    [full(BIRD_T, b_move)],
    swap(BIRDS_LOG, i_b, b_new),
)
b_re = swap(BIRDS_LOG, i_b, b_new)
for k in (9, 31, 77):
    b_re[k] = b_re[k].replace("只，", "只；另有", 1)
case(
    "long_more",
    "d13l-zh-25",
    "zh",
    "long_reworded_far",
    "水鸟记录：另外三条被顺手改写（应扣下）",
    BIRD_T,
    BIRDS_LOG,
    b_sugg,
    [full(BIRD_T, b_re)],
    swap(BIRDS_LOG, i_b, b_new),
    withheld_min=1,
)
case(
    "long_more",
    "d13l-zh-26",
    "zh",
    "long_target_signoff",
    "水鸟记录：只回目标那条，后面一句祝福",
    BIRD_T,
    BIRDS_LOG,
    b_sugg,
    [f"{b_new}\n\n祝观鸟愉快！如还需补充其他记录，随时告诉我。"],
    swap(BIRDS_LOG, i_b, b_new),
)
i_b2 = i_b + 1
b_new2 = BIRDS_LOG[i_b2].replace("只。", "只，另见普通鸬鹚2只。", 1)
case(
    "long_more",
    "d13l-zh-27",
    "zh",
    "long_two_adjacent",
    "水鸟记录：相邻两条都补，前后是（第1—60条不变）（第63—80条不变）",
    BIRD_T,
    BIRDS_LOG,
    f"{b_label}和{BIRDS_LOG[i_b2].split('，')[0]}两条都补上：另见普通鸬鹚2只。",
    [f"{BIRD_T}\n\n（第1—{i_b}条不变）\n\n{b_new}\n\n{b_new2}\n\n（第{i_b2 + 2}—80条不变）"],
    swap(swap(BIRDS_LOG, i_b, b_new), i_b2, b_new2),
)
case(
    "long_more",
    "d13l-zh-28",
    "zh",
    "long_length_cut",
    "水鸟记录：全篇改写被长度上限截断",
    BIRD_T,
    BIRDS_LOG,
    "把每条记录都改成完整的句子，读起来像日记。",
    [
        full(BIRD_T, [p.replace("：", "，在那里看到", 1) for p in BIRDS_LOG[:55]])
        + "\n\n1月21日，阴，西湾，在那里看到了"
    ],
    expect={"outcome": "refused", "because": "the reply was cut by the length limit"},
)
FILES["long_more"][-1]["finish_reason"] = "length"

# An entry moved next to the target: the moved entry, word for word its original, is the copy
# of that one, not the target's edit -------------------------------------------------------

b_near = swap(BIRDS_LOG, i_b, b_new)
b_near.insert(i_b + 1, b_near.pop(i_b - 5))  # an entry five up moved to just after the target
case(
    "long_more",
    "d13l-zh-29",
    "zh",
    "long_moved_next_to_target",
    "水鸟记录：前面一条被挪到了目标后面（应按原顺序，目标照改）",
    BIRD_T,
    BIRDS_LOG,
    b_sugg,
    [full(BIRD_T, b_near)],
    swap(BIRDS_LOG, i_b, b_new),
)
b_near2 = swap(BIRDS_LOG, i_b, b_new)
b_near2.insert(i_b, b_near2.pop(i_b + 10))  # an entry ten down moved to just before the target
case(
    "long_more",
    "d13l-zh-30",
    "zh",
    "long_moved_next_to_target",
    "水鸟记录：后面一条被挪到了目标前面（应按原顺序，目标照改）",
    BIRD_T,
    BIRDS_LOG,
    b_sugg,
    [full(BIRD_T, b_near2)],
    swap(BIRDS_LOG, i_b, b_new),
)
log_near = swap(LOG, i_log, log_new)
log_near.insert(i_log + 1, log_near.pop(i_log - 12))
case(
    "long_more",
    "d13l-en-29",
    "en",
    "long_moved_next_to_target",
    "changelog: an entry twelve up moved to just after the target",
    LOG_T,
    LOG,
    "In v3.6.0, replace 'No migration needed.' with a line telling people to run `tallyho migrate` once after upgrading.",
    [full(LOG_T, log_near)],
    swap(LOG, i_log, log_new),
)
trail_near = swap(TRAIL, i_day57, day57_new)
trail_near.insert(i_day57, trail_near.pop(i_day57 + 25))
case(
    "long_more",
    "d13l-en-30",
    "en",
    "long_moved_next_to_target",
    "trail log: an entry twenty-five down moved to just before the target",
    TRAIL_T,
    TRAIL,
    "Day 57: add that I met two walkers from Lyon.",
    [full(TRAIL_T, trail_near)],
    swap(TRAIL, i_day57, day57_new),
)

# A window of the serial around the target between two placeholders: its repeated short lines
# («“嗯。”», 「他点点头。」) are each the copy in that window, not the same line elsewhere -----

for number, (at, lo, hi) in enumerate([(101, 90, 108), (55, 44, 66)], start=31):
    window_new = (
        SERIAL[at].replace("。", "，手里还攥着那张收据。", 1)
        if not SERIAL[at].startswith("“")
        else SERIAL[at][:-2] + "，你再想想。”"
    )
    assert window_new != SERIAL[at]
    window = swap(SERIAL, at, window_new)
    case(
        "long_more",
        f"d13l-zh-{number}",
        "zh",
        "long_window_placeholders",
        "连载：（前N段不变）+ 目标前后十来段（含重复短句）+（后M段不变）",
        SERIAL_T,
        SERIAL,
        f"第{at + 1}段改成：{window_new}",
        [
            f"{SERIAL_T}\n\n（前{lo}段不变）\n\n"
            + "\n\n".join(window[lo:hi])
            + f"\n\n（后{len(SERIAL) - hi}段不变）"
        ],
        window,
    )

write(HERE)
