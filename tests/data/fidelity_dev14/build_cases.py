# ruff: noqa: E501 — the cases are data: one article paragraph a line
"""Builds the fidelity dev set 14 (tests/data/fidelity_dev14/*.jsonl): variants, in new words,
of the kinds behind blind set 13's released held failures (long logs whose entries are named
"Entry 47", "Entries 20 and 21", "No. 33", 第40条, a date after the list number, or a name
before a colon; a footnote edited while its marker is restyled; a list split into paragraphs
while another paragraph is edited; a sign-off paragraph appended to a named one) and the
leftover of a global "tighten" reply that drops one paragraph and repeats another.

    .venv/bin/python tests/data/fidelity_dev14/build_cases.py
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import case, full, swap, write  # noqa: E402


def drop(paragraphs: list[str], index: int) -> list[str]:
    return [p for i, p in enumerate(paragraphs) if i != index]


# English: a numbered list of allotment plots (74 entries) ---------------------------------------

SITES = [
    "Ashby",
    "Brook",
    "Cedar",
    "Dale",
    "Elm",
    "Ford",
    "Glebe",
    "Heath",
    "Ivy",
    "Jubilee",
    "Kiln",
    "Lark",
    "Mill",
]
SIDES = ["Lane", "Field", "Corner", "Bank", "Row", "Green"]
FEATURES = [
    "south-facing, with a standpipe nearby",
    "heavy clay soil, good for brassicas",
    "raised beds left by the last tenant",
    "fruit cage and two old apple trees",
    "partly shaded by the hedge",
    "new tenant this spring",
    "greenhouse in need of repair",
]
PLOTS_T = "Wexcombe Allotments: Plot Register"
PLOTS = [
    f"{n}. {SITES[(n - 1) % 13]} {SIDES[(n - 1) // 13]} plot: {100 + (n * 37) % 150} square metres, {FEATURES[n % 7]}; rent £{30 + n % 9 * 5} a year."
    for n in range(1, 75)
]
assert len(set(PLOTS)) == len(PLOTS)


def plot_drift(paragraphs: list[str], indices: tuple[int, ...]) -> list[str]:
    out = list(paragraphs)
    for k in indices:
        out[k] = out[k].replace(" a year.", " per year.")
    return out


p47 = PLOTS[46].replace("; rent", ", now with a water butt; rent")
case(
    "long",
    "d14-long-en-01",
    "en",
    "long_entry_number_drift",
    "plot register (numbered): 'Entry 47' named; entries 9 and 10 reworded unasked",
    PLOTS_T,
    PLOTS,
    "Entry 47 has a water butt now — please add it.",
    [full(PLOTS_T, plot_drift(swap(PLOTS, 46, p47), (8, 9)))],
    swap(PLOTS, 46, p47),
    withheld_min=1,
)
p20 = PLOTS[19].replace("; rent", ", shares a shed with the next plot; rent")
p21 = PLOTS[20].replace("; rent", ", shares a shed with the plot before; rent")
case(
    "long",
    "d14-long-en-02",
    "en",
    "long_entries_pair_placeholders",
    "plot register: 'Entries 20 and 21' named; the reply gives them between two range placeholders",
    PLOTS_T,
    PLOTS,
    "Entries 20 and 21 share a shed, so mention that in both.",
    [f"{PLOTS_T}\n\n[Entries 1–19 unchanged]\n\n{p20}\n\n{p21}\n\n[Entries 22–74 unchanged]"],
    swap(swap(PLOTS, 19, p20), 20, p21),
)
p33 = PLOTS[32].replace(f"{PLOTS[32].split(': ')[0]}: ", f"{PLOTS[32].split(': ')[0]}: VACANT — ")
case(
    "long",
    "d14-long-en-03",
    "en",
    "long_number_sign_only_target",
    "plot register: 'No. 33' named; the reply is that entry alone and a sign-off",
    PLOTS_T,
    PLOTS,
    "Mark No. 33 as vacant at the start of its line.",
    [f"{p33}\n\nLet me know if any other plots have changed hands!"],
    swap(PLOTS, 32, p33),
)
name58 = PLOTS[57].split(". ", 1)[1].split(":")[0]
p58 = PLOTS[57].replace("; rent", "; floods most winters; rent")
case(
    "long",
    "d14-long-en-04",
    "en",
    "long_name_colon",
    "plot register: the suggestion opens with the entry's name and a colon; three far entries reworded",
    PLOTS_T,
    PLOTS,
    f"{name58}: add that it floods most winters.",
    [full(PLOTS_T, plot_drift(swap(PLOTS, 57, p58), (2, 30, 70)))],
    swap(PLOTS, 57, p58),
    withheld_min=1,
)

i_glebe = next(i for i, p in enumerate(PLOTS) if " Glebe Bank plot:" in p)
p_glebe = PLOTS[i_glebe].replace("; rent", ", water trough leaks; rent")
case(
    "long",
    "d14-long-en-06",
    "en",
    "long_name_in_sentence",
    "plot register: the entry named by its name inside the sentence; two far entries reworded",
    PLOTS_T,
    PLOTS,
    "The water trough by Glebe Bank plot leaks — put that in.",
    [full(PLOTS_T, plot_drift(swap(PLOTS, i_glebe, p_glebe), (0, 71)))],
    swap(PLOTS, i_glebe, p_glebe),
    withheld_min=1,
)
i_lark = next(i for i, p in enumerate(PLOTS) if " Lark Field plot:" in p)
p_lark = PLOTS[i_lark].replace("; rent", ", gates open late on Sundays (until 9 p.m.); rent")
case(
    "long",
    "d14-long-en-07",
    "en",
    "long_name_in_sentence",
    "plot register: 'Sunday late opening' is no opening paragraph; the entry is named by its name",
    PLOTS_T,
    PLOTS,
    "Add the Sunday late opening (gates until 9 p.m.) to Lark Field plot.",
    [full(PLOTS_T, plot_drift(swap(PLOTS, i_lark, p_lark), (1, 2)))],
    swap(PLOTS, i_lark, p_lark),
    withheld_min=1,
)

# English: a keeper's log of dated entries, no numbers (70 entries) ------------------------------

DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WEATHER = [
    "Wind north-east, fresh.",
    "Calm, sea mist till noon.",
    "Gale from the west.",
    "Light airs, clear night.",
    "Rain squalls.",
]
TASKS = [
    "Lamp cleaned and trimmed.",
    "Paint store checked.",
    "Fog signal tested.",
    "Logbook sent ashore.",
    "Relief boat turned back.",
]
KEEP_T = "Skerry Light: Keeper's Log, Spring 1931"
KEEP = [
    f"{DAYS[n % 7]} {1 + n % 28} {['March', 'April', 'May'][n // 28]}. {WEATHER[n % 5]} {TASKS[(n * 3) % 5]} Oil used: {20 + n % 11} pints."
    for n in range(70)
]
assert len(set(KEEP)) == len(KEEP)
k40 = KEEP[39].replace(" Oil used", " Seals on the north rocks. Oil used")
keep_drift = swap(KEEP, 39, k40)
for k in (5, 6, 7):
    keep_drift[k] = keep_drift[k].replace(" pints.", " pt.")
case(
    "long",
    "d14-long-en-05",
    "en",
    "long_entry_number_dated_log",
    "keeper's log (dated, unnumbered): 'entry 40' is the fortieth entry; three entries restyled unasked",
    KEEP_T,
    KEEP,
    "In entry 40, note that seals were seen on the north rocks.",
    [full(KEEP_T, keep_drift)],
    swap(KEEP, 39, k40),
    withheld_min=1,
)

# Chinese: a running log of dated entries, no numbers (78 entries) -------------------------------

SKY = ["晴", "多云", "小雨", "阴", "大风"]
FEEL = [
    "膝盖没有不适。",
    "最后两公里有点吃力。",
    "状态不错，心率平稳。",
    "小腿有点紧，跑后拉伸了十分钟。",
]
RUN_T = "2026年春季跑步日志"
RUN = [
    f"{3 + n // 31}月{1 + n % 31}日，{SKY[n % 5]}。跑了{4 + n % 7}公里，配速{5 + n % 3}分{10 + n % 5 * 10}秒。{FEEL[n % 4]}"
    for n in range(78)
]
assert len(set(RUN)) == len(RUN)
r40 = RUN[39].replace("。跑了", "。在江边跑了")
run_drift = swap(RUN, 39, r40)
for k in range(50, 59):
    run_drift[k] = run_drift[k].replace("公里，配速", "公里；配速")
case(
    "long",
    "d14-long-zh-01",
    "zh",
    "long_entry_number_dated_log",
    "跑步日志（日期开头、无编号）：第40条；第51—59条的逗号被改成分号",
    RUN_T,
    RUN,
    "第40条写明是在江边跑的。",
    [full(RUN_T, run_drift)],
    swap(RUN, 39, r40),
)
r12 = RUN[11].replace(FEEL[11 % 4], "和跑团一起跑的。" + FEEL[11 % 4])
r13 = RUN[12].replace(FEEL[12 % 4], "和跑团一起跑的。" + FEEL[12 % 4])
case(
    "long",
    "d14-long-zh-02",
    "zh",
    "long_entries_pair_placeholders",
    "跑步日志：第12、13条；回复是（前11条不变）+ 两条 +（后面各条不变）",
    RUN_T,
    RUN,
    "第12、13条都补一句“和跑团一起跑的。”，放在感受前面。",
    [f"{RUN_T}\n\n（前11条不变）\n\n{r12}\n\n{r13}\n\n（后面各条不变）"],
    swap(swap(RUN, 11, r12), 12, r13),
)
r65 = RUN[64] + "这是本月最长的一次。"
case(
    "long",
    "d14-long-zh-03",
    "zh",
    "long_placeholder_before_only",
    "跑步日志：第65条末尾加一句；回复是（前64条不变）+ 目标 +（其余不变）",
    RUN_T,
    RUN,
    "第65条最后加上「这是本月最长的一次。」",
    [f"{RUN_T}\n\n（前64条不变）\n\n{r65}\n\n（其余不变）"],
    swap(RUN, 64, r65),
)

# Chinese: a numbered reading log with the day after the number (72 entries) ---------------------

BOOKS = [
    "《边城》",
    "《呼兰河传》",
    "《城南旧事》",
    "《围城》",
    "《活着》",
    "《平凡的世界》",
    "《额尔古纳河右岸》",
    "《长恨歌》",
    "《繁花》",
]
NOTE = ["读得很慢。", "摘抄了两段。", "睡前读的。", "在地铁上读完的。", "和书友讨论了结尾。"]
READ_T = "读书打卡记录"
READ = [
    f"{n}. {1 + (n - 1) // 31}月{1 + (n - 1) % 31}日，读{BOOKS[n % 9]}{10 + n % 6 * 5}页。{NOTE[n % 5]}"
    for n in range(1, 73)
]
assert len(set(READ)) == len(READ)
day_i = next(i for i, p in enumerate(READ) if "2月14日" in p)
rd = READ[day_i] + "借给了小林。"
read_drift = swap(READ, day_i, rd)
for k in (3, 4, 60):
    read_drift[k] = read_drift[k].replace("页。", "页；")
case(
    "long",
    "d14-long-zh-04",
    "zh",
    "long_date_after_number",
    "读书打卡（“N. 月日，…”）：按日期点名“2月14号的打卡”；另有三条标点被改",
    READ_T,
    READ,
    "2月14号的打卡最后加上「借给了小林。」",
    [full(READ_T, read_drift)],
    swap(READ, day_i, rd),
    withheld_min=1,
)

r15 = READ[14] + "书是从图书馆借的。"
read_drift2 = swap(READ, 14, r15)
for k in (40, 41):
    read_drift2[k] = read_drift2[k].replace("页。", "页；")
case(
    "long",
    "d14-long-zh-05",
    "zh",
    "long_entry_number_word",
    "读书打卡：用“编号15的那条”点名；另有两条标点被改",
    READ_T,
    READ,
    "编号15的那条最后加一句：书是从图书馆借的。",
    [full(READ_T, read_drift2)],
    swap(READ, 14, r15),
    withheld_min=1,
)

# A footnote edited while its marker in the text is restyled --------------------------------------

WELL_T = "The Drinking Fountain on Market Square"
WELL = [
    "The cast-iron fountain on Market Square has not run since the winter of 1962, when a frost split its pipe.",
    "It was paid for by a collection among the square's traders in 1887, to mark the Queen's jubilee.[^1]",
    "The parish council has now agreed to restore it, with a grant of £6,500 and a matching sum from local businesses.",
    "Work starts in March. The fountain should run again by midsummer.",
    "[^1]: The subscription list survives in the minute book of the Market Traders' Association.",
]
well_note = WELL[4] + " It names forty-one traders."
case(
    "structure",
    "d14-structure-en-01",
    "en",
    "footnote_edited_marker_restyled",
    "fountain: the footnote extended as asked; the [^1] marker in the text turned into ¹ unasked",
    WELL_T,
    WELL,
    "In the footnote, add that the list names forty-one traders.",
    [full(WELL_T, swap(swap(WELL, 4, well_note), 1, WELL[1].replace("[^1]", "¹")))],
    swap(WELL, 4, well_note),
)
BRIDGE_T = "老桥"
BRIDGE = [
    "村口那座石拱桥，比村里最老的人还要老。",
    "据县志记载，这座桥建于清道光年间，由村里三户人家出资修建。[^1]",
    "桥面的石板已经被磨得发亮，下雨天走上去要格外小心。",
    "去年，镇里请人把桥身的裂缝补上了，桥还能再用很多年。",
    "[^1]: 见《临安县志》卷十二，1987年重印本。",
]
bridge_note = BRIDGE[4] + "原书藏于县档案馆。"
case(
    "structure",
    "d14-structure-zh-01",
    "zh",
    "footnote_edited_marker_restyled",
    "老桥：脚注按要求补充；正文里的[^1]被改成上标¹",
    BRIDGE_T,
    BRIDGE,
    "给脚注加一句：原书藏于县档案馆。",
    [full(BRIDGE_T, swap(swap(BRIDGE, 4, bridge_note), 1, BRIDGE[1].replace("[^1]", "¹")))],
    swap(BRIDGE, 4, bridge_note),
)

TEA_T = "老茶馆"
TEA = [
    "镇上的老茶馆开了快一百年，现在还是每天早上六点开门。",
    "据老板说，茶馆最早是他曾祖父在民国初年开的。①",
    "来喝茶的大多是附近的老人，一坐就是一上午。",
    "注①：见镇志第三卷《商号》一节。",
]
tea_note = TEA[3] + "镇志现存镇文化站。"
case(
    "structure",
    "d14-structure-zh-03",
    "zh",
    "footnote_edited_marker_restyled",
    "老茶馆：“注①”式注释按要求补充；正文里的①被改成[1]",
    TEA_T,
    TEA,
    "注释里补充：镇志现存镇文化站。",
    [full(TEA_T, swap(swap(TEA, 3, tea_note), 1, TEA[1].replace("①", "[1]")))],
    swap(TEA, 3, tea_note),
)

# A list split into paragraphs while another paragraph is edited ----------------------------------

JAM_T = "Quick Strawberry Jam"
JAM = [
    "This jam sets without added pectin and keeps for a month in the fridge.",
    "You need 500 g of strawberries, 350 g of sugar and the juice of one lemon.",
    "1. Hull and halve the strawberries.\n2. Warm them with the sugar until it dissolves.\n3. Add the lemon juice and boil hard for eight minutes.\n4. Pour into warm, clean jars.",
    "A cold saucer tells you when it is ready: the jam should wrinkle when pushed.",
]
jam_new = JAM[1].replace("one lemon.", "one lemon (about 2 tablespoons).")
case(
    "structure",
    "d14-structure-en-02",
    "en",
    "list_split_into_paragraphs",
    "jam: the ingredients line edited as asked; the method list split into four paragraphs unasked",
    JAM_T,
    JAM,
    "In the ingredients, say the lemon juice is about 2 tablespoons.",
    [full(JAM_T, [JAM[0], jam_new, *JAM[2].split("\n"), JAM[3]])],
    swap(JAM, 1, jam_new),
)
EGG_T = "番茄炒蛋"
EGG = [
    "番茄炒蛋是最常见的家常菜，十分钟就能做好。",
    "用料：番茄两个，鸡蛋三个，白糖半勺，盐适量。",
    "1. 番茄切块，鸡蛋打散。\n2. 热锅下油，先把鸡蛋炒熟盛出。\n3. 再下番茄炒出汁，加糖和盐。\n4. 倒回鸡蛋，翻匀出锅。",
    "番茄要选熟透的，炒出来汤汁才多。",
]
egg_new = EGG[1].replace("鸡蛋三个", "鸡蛋三个（土鸡蛋更香）")
case(
    "structure",
    "d14-structure-zh-02",
    "zh",
    "list_split_into_paragraphs",
    "番茄炒蛋：用料按要求修改；步骤列表被拆成四段",
    EGG_T,
    EGG,
    "用料里的鸡蛋注明土鸡蛋更香。",
    [full(EGG_T, [EGG[0], egg_new, *EGG[2].split("\n"), EGG[3]])],
    swap(EGG, 1, egg_new),
)

# A named last paragraph edited, and a sign-off paragraph appended --------------------------------

FAIR_T = "Apple Day at Orchard Farm"
FAIR = [
    "Orchard Farm holds its Apple Day on Sunday 12 October, from 10 a.m. to 4 p.m.",
    "Visitors can press their own juice, taste forty kinds of apple and buy young trees grafted on the farm.",
    "Children under twelve go free. Adults pay £6 at the gate.",
    "Parking is in the lower field, signposted from the main road.",
]
fair_new = FAIR[3] + " It fills up by noon, so come early or take the 41 bus."
case(
    "mixed",
    "d14-mixed-en-01",
    "en",
    "closing_paragraph_appended",
    "apple day: the parking paragraph edited as asked, plus a cheerful closing line appended",
    FAIR_T,
    FAIR,
    "Add to the parking paragraph that it fills up by noon, so people should come early or take the 41 bus.",
    [full(FAIR_T, [*FAIR[:3], fair_new, "We look forward to seeing you there!"])],
    swap(FAIR, 3, fair_new),
    withheld_min=1,
)
BOOK_T = "社区旧书交换日"
BOOK = [
    "本周六上午九点到十二点，社区活动室举办旧书交换日。",
    "每人最多可以带十本书来交换，教材和杂志除外。",
    "现场还有志愿者帮忙修补破损的书。",
    "报名请在周五前联系社区办公室，电话6283 1150。",
]
book_new = BOOK[3] + "名额有限，报满即止。"
case(
    "mixed",
    "d14-mixed-zh-01",
    "zh",
    "closing_paragraph_appended",
    "旧书交换日：报名那段按要求补充，回复又在最后加了一段“欢迎大家踊跃参加！”",
    BOOK_T,
    BOOK,
    "报名那段补充：名额有限，报满即止。",
    [full(BOOK_T, [*BOOK[:3], book_new, "欢迎大家踊跃参加！"])],
    swap(BOOK, 3, book_new),
    withheld_min=1,
)

# A global "tighten" reply that drops one paragraph and repeats another ---------------------------

POND_T = "Clearing the Village Pond"
POND = [
    "Twenty volunteers spent Saturday clearing the village pond, which had been choked with weed since the summer drought.",
    "They pulled out three skips of blanket weed, two shopping trolleys and a road sign nobody could place.",
    "The newts that live in the pond were moved to buckets first and put back once the work was done.",
    "The parish council thanked everyone and promised tea and cake at the next clear-up in the spring.",
]
pond_short = [
    "Twenty volunteers cleared the weed-choked village pond on Saturday.",
    "They pulled out three skips of weed, two trolleys and a mystery road sign.",
    "They pulled out three skips of weed, two trolleys and a mystery road sign.",
    "The council promised tea and cake at the spring clear-up.",
]
case(
    "tighten",
    "d14-tighten-en-01",
    "en",
    "tighten_dropped_and_repeated",
    "pond: 'tighten it up' — the reply drops the newts paragraph and gives the weed paragraph twice",
    POND_T,
    POND,
    "Tighten it up a bit.",
    [full(POND_T, pond_short)],
    expect={"outcome": "refused", "because": "a paragraph dropped and another given twice"},
)
MARKET_T = "早市"
MARKET = [
    "小区门口的早市每天清晨五点半开张，七点多就散了。",
    "卖菜的大多是附近村里的农户，菜是前一天傍晚刚从地里摘的。",
    "最受欢迎的是卖豆腐的老陈，他的豆腐每天不到六点半就卖光了。",
    "街道办说，明年会给早市搭一个遮雨棚。",
]
market_short = [
    "小区门口的早市清晨五点半开张，七点多就散。",
    "卖菜的多是附近农户，菜是头天傍晚刚摘的。",
    "卖菜的多是附近农户，菜是头天傍晚刚摘的。",
    "街道办说明年会给早市搭遮雨棚。",
]
case(
    "tighten",
    "d14-tighten-zh-01",
    "zh",
    "tighten_dropped_and_repeated",
    "早市：“精简一下”——回复删掉了老陈那段，又把农户那段写了两遍",
    MARKET_T,
    MARKET,
    "精简一下。",
    [full(MARKET_T, market_short)],
    expect={"outcome": "refused", "because": "a paragraph dropped and another given twice"},
)

pond_lively = [
    "Twenty volunteers waded into the weed-choked village pond on Saturday!",
    "Out came three skips of blanket weed, two shopping trolleys and a road sign nobody could place.",
    "The newts got a bucket holiday first, then went straight back home once the work was done.",
    "Out came three skips of blanket weed, two shopping trolleys and a road sign nobody could place.",
]
case(
    "tighten",
    "d14-tighten-en-02",
    "en",
    "paragraph_given_again_elsewhere",
    "pond: 'make it livelier' — the reply gives the weed paragraph again where the last one was",
    POND_T,
    POND,
    "Make it livelier.",
    [full(POND_T, pond_lively)],
    expect={"outcome": "refused", "because": "a paragraph given again in another's place"},
)
market_tight = [
    "小区门口的早市清晨五点半开张，七点多就散。",
    "卖菜的多是附近农户，菜是头天傍晚刚摘的。",
    "老陈的豆腐最抢手，不到六点半就卖光。",
    "卖菜的多是附近农户，菜是头天傍晚刚摘的。",
]
case(
    "tighten",
    "d14-tighten-zh-02",
    "zh",
    "paragraph_given_again_elsewhere",
    "早市：“全文紧凑一点”——回复把农户那段又写在了最后一段的位置",
    MARKET_T,
    MARKET,
    "全文紧凑一点。",
    [full(MARKET_T, market_tight)],
    expect={"outcome": "refused", "because": "a paragraph given again in another's place"},
)

write(HERE)
