# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 48's variants of what fidelity_blind47 failed on, one .jsonl per shape (run
from the repository root: `.venv/bin/python tests/data/fidelity_dev48/build_cases.py`). Every
expected article is the original paragraph list with only the asked paragraphs replaced."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from fidelity_build import Articles, finish, refused, says  # noqa: E402

POOL = (
    "Hillside Pool: Summer Timetable",
    [
        "Hillside Pool reopens for the summer on **Monday 5 July 2027** after the retiling, with longer hours and two new lane sessions.",
        "## Sessions",
        "| Session | Days | Time |\n|---|---|---|\n| Early lanes | Mon–Fri | 6.30 am to 8.30 am |\n| Family swim | Sat–Sun | 10 am to 12 pm |\n| Adults only | Tue, Thu | 7 pm to 9 pm |",
        "Only members with a valid lane card may use the fast lane; everyone else swims in the general lanes.",
        "Children under eight must be accompanied in the water by an adult. We do not allow inflatables during lane sessions.",
        "## Prices",
        "A swim costs £4.50 for adults and £2.20 for juniors. We don't accept cash at the desk, so please pay by card or through the app.",
        '> "The best hour of my week, every week." — Gwen Talbot, early-lanes regular',
        "Questions? Ask our duty manager, Rhys Pemberton, at the desk or on 01632 960 245.",
    ],
)
ALLOT = (
    "Brook Lane Allotments: Plot Holders' Letter",
    [
        "Dear plot holders,",
        "The spring work day is on **Saturday 10 April 2027** from 9 am to 1 pm; tools and tea are provided.",
        "Bonfires are not permitted at any time of year. Please take green waste to the compost bays by the gate.",
        "Only plot holders and their registered guests may use the water troughs; the gate code must not be shared.",
        "Rent for the year is £38 for a full plot and £20 for a half plot, due by 31 March.",
        '> "A garden is a friend you can visit any time." — Agnes Whitlow, founder of the site',
        "With thanks,\nMalcolm Reid\nSite Secretary",
    ],
)
GYM = (
    "阳光社区健身房开放通知",
    [
        "各位居民：",
        "阳光社区健身房将于**2027年6月1日（星期二）**起对本社区居民开放，开放时间为每天6:00—22:00。",
        "## 使用须知",
        "健身房仅限持本社区居民卡的居民使用，外来人员不得入内。十四岁以下儿童须由家长陪同。",
        "器械区不提供私教服务，请勿在器械区大声喧哗。",
        "每次使用不超过两小时，高峰时段请主动让出器械。",
        "> “锻炼身体，从家门口开始。”——社区主任 梁海燕",
        "如有疑问，请联系社区服务中心徐志刚，电话 0571-8625 3310（工作日8:30—17:30）。",
        "阳光社区居委会\n2027年5月20日",
    ],
)
FLAT = (
    "青年公寓入住须知",
    [
        "各位新租户：",
        "欢迎入住滨湖青年公寓！入住办理时间为**2027年7月10日（星期六）9:00—18:00**，地点在一楼大堂。",
        "## 公寓规定",
        "公寓内禁止饲养宠物，楼道内不得堆放杂物。",
        "访客须在前台登记，晚上22:00后访客不得留宿。",
        "公共厨房只对本楼租户开放，使用后请自行清理。",
        "> “把这里当成自己的家。”——公寓经理 郑思远",
        "水电费按月结算，每月5日前在租户群里公布上月账单。",
        "滨湖青年公寓管理处\n2027年6月28日",
    ],
)
CAMP = (
    "Riverside Coding Camp for Teens",
    [
        "Our summer coding camp runs from **Monday 2 August to Friday 6 August 2027**, 9.30 am to 3 pm, in the library's learning lab.",
        "The camp is open only to young people aged 12 to 16; younger siblings cannot join the sessions.",
        "Laptops are provided, so there is no need to bring your own. Phones stay in bags during sessions.",
        "Places cost £60 for the week, and there are no refunds after 23 July.",
        '> "I came knowing nothing and left with my own game." — Priya Sandhu, camper in 2026',
        "Any questions? E-mail our camp lead, Tobias Grant, at camp@riversidelibrary.org.",
    ],
)
CLINIC = (
    "社区义诊活动通知",
    [
        "各位居民：",
        "社区卫生服务中心将于**2027年4月17日（星期六）8:30—11:30**在社区广场举办义诊活动。",
        "本次义诊只接待本社区六十岁以上的老人，现场不开药、不输液。",
        "请携带医保卡和近期的体检报告，空腹参加可免费测血糖。",
        "每位老人限领一份健康手册，数量有限，发完为止。",
        "> “小病早发现，大病早预防。”——中心主任 韩立新",
        "咨询电话 0571-8893 1200（工作日8:00—17:00）。",
    ],
)

SPORTS = (
    "滨湖小学2027年秋季运动会安排",
    [
        "亲爱的滨湖小学家长们：",
        "本校秋季运动会定于**2027年10月15日（星期五）8:00—16:00**在学校操场举行。",
        "## 比赛项目",
        "- 短跑（60米、100米）\n- 跳远\n- 拔河\n- 亲子接力",
        "## 家长须知",
        "请家长从南门凭家长证入校，观赛区在操场东侧看台。",
        "> “每个孩子都是运动场上的主角。”——体育组组长 丁雪松",
        "滨湖小学德育处\n2027年10月8日",
    ],
)
ROWING = (
    "Riverside Rowing Club: First Week Guide",
    [
        "Welcome, new members of Riverside Rowing Club!",
        "Your first outing is on **Sunday 12 September 2027** at 8 am from the boathouse.",
        "## Kit",
        "Wear close-fitting sports clothes and bring a water bottle; the club lends oars and boats.",
        "## Safety",
        "Every new rower must pass the capsize drill in the pool before going out on the river.",
        '> "Nobody is too old to learn to row." — Coach Marguerite Alston',
        "See you on the water,\nDerek Fairley\nMembership Secretary",
    ],
)
CHOIR = (
    "星河合唱团新会员须知",
    [
        "欢迎各位新会员加入星河合唱团！",
        "每周六14:00—16:00在文化馆三楼排练厅排练，请提前十分钟到场。",
        "## 排练要求",
        "排练时请将手机调至静音，每学期缺勤不超过三次。",
        "> “唱歌的人，心里都有光。”——指挥 蔡文澜",
        "星河合唱团团委会\n2027年3月1日",
    ],
)

A = Articles(
    "d48",
    {
        "pool": POOL,
        "allot": ALLOT,
        "camp": CAMP,
        "zgym": GYM,
        "zflat": FLAT,
        "zclinic": CLINIC,
        "zsports": SPORTS,
        "rowing": ROWING,
        "zchoir": CHOIR,
    },
)


# selections: the reply holds the selection's new text, not its whole paragraph
SEL = Articles("d48", A.articles, checked=False)

whole = A.whole


pp, ap, cp = POOL[1], ALLOT[1], CAMP[1]
gp, fp, kp = GYM[1], FLAT[1], CLINIC[1]

# 1. A limit lifted inside the asked paragraph (refused); near-misses keep the limit in other words.
LIM = "blind47 restriction_flipped_in_target (foodbank-en/zh-02, ruxue-zh-02), other genres"
A.one(
    "limits",
    "restriction_flipped_in_target",
    LIM,
    "pool",
    "Make the fast-lane paragraph sound more welcoming.",
    ["The fast lane is open to everyone — jump in wherever you feel comfortable!"],
    expect=refused("'Only members with a valid lane card' became 'open to everyone'"),
)
A.one(
    "limits",
    "restriction_flipped_in_target",
    LIM,
    "allot",
    "Make the paragraph about the water troughs friendlier.",
    [
        "Everyone is welcome to use the water troughs, and feel free to share the gate code with friends."
    ],
    expect=refused("the plot-holders-only troughs and the unshared gate code were turned around"),
)
A.one(
    "limits",
    "restriction_flipped_in_target",
    LIM,
    "camp",
    "Make the second paragraph warmer.",
    [
        "The camp welcomes young people of all ages, and younger brothers and sisters are welcome to join in too."
    ],
    expect=refused("'open only to 12 to 16' became 'all ages'"),
)
A.one(
    "limits",
    "restriction_flipped_in_target",
    LIM,
    "zgym",
    "使用须知下面那段写得亲切一点。",
    ["健身房欢迎所有朋友来锻炼，外来的朋友也可以进来坐坐。十四岁以下儿童须由家长陪同。"],
    expect=refused("仅限本社区居民 became 欢迎所有朋友"),
)
A.one(
    "limits",
    "restriction_flipped_in_target",
    LIM,
    "zflat",
    "公共厨房那句写得温馨一些。",
    ["公共厨房欢迎各位朋友随时来做饭，使用后请自行清理。"],
    expect=refused("只对本楼租户开放 became 欢迎各位朋友"),
)
A.one(
    "limits",
    "restriction_flipped_in_target",
    LIM,
    "zclinic",
    "第三段写得温和一点。",
    ["本次义诊欢迎社区里所有年龄的居民前来，现场不开药、不输液。"],
    expect=refused("只接待六十岁以上的老人 became 所有年龄的居民"),
)
# near-misses: the limit kept in other words — applied
new = "The fast lane is kept for members with a valid lane card; everyone else is very welcome in the general lanes."
A.one(
    "limits",
    "restriction_kept_in_target",
    LIM + " (near-miss)",
    "pool",
    "Make the fast-lane paragraph sound more welcoming.",
    [new],
    {3: new},
)
new = "公共厨房是专为本楼租户准备的，欢迎大家来做饭，用完记得收拾干净哦。"
A.one(
    "limits",
    "restriction_kept_in_target",
    LIM + " (near-miss)",
    "zflat",
    "公共厨房那句写得温馨一些。",
    [new],
    {5: new},
)

# 2. A negation turned inside the asked paragraph (refused); near-misses keep it.
NEG = "blind47 negation_flipped_in_target (citywalk-en-07), other genres"
A.one(
    "negations",
    "negation_flipped_in_target",
    NEG,
    "pool",
    "Make the prices paragraph shorter.",
    [
        "A swim is £4.50 for adults and £2.20 for juniors — pay by card, the app or cash at the desk."
    ],
    expect=refused("'We don't accept cash at the desk' became 'or cash at the desk'"),
)
A.one(
    "negations",
    "negation_flipped_in_target",
    NEG,
    "allot",
    "Shorten the bonfire paragraph.",
    ["Bonfires are fine in winter; otherwise take green waste to the compost bays by the gate."],
    expect=refused("'Bonfires are not permitted at any time' became 'fine in winter'"),
)
A.one(
    "negations",
    "negation_flipped_in_target",
    NEG,
    "camp",
    "Make the laptops paragraph more concise.",
    ["Laptops are provided, or bring your own. Phones may be used during sessions."],
    expect=refused("'Phones stay in bags' became 'Phones may be used'"),
)
A.one(
    "negations",
    "negation_flipped_in_target",
    NEG,
    "zgym",
    "器械区那段精简一下。",
    ["器械区可预约私教服务，请勿大声喧哗。"],
    expect=refused("不提供私教服务 became 可预约私教服务"),
)
A.one(
    "negations",
    "negation_flipped_in_target",
    NEG,
    "zflat",
    "公寓规定那段写得简短一些。",
    ["公寓内可以饲养宠物，楼道内不得堆放杂物。"],
    expect=refused("禁止饲养宠物 became 可以饲养宠物"),
)
new = "Prices: £4.50 for adults, £2.20 for juniors. Card or app only — no cash at the desk."
A.one(
    "negations",
    "negation_kept_in_target",
    NEG + " (near-miss)",
    "pool",
    "Make the prices paragraph shorter.",
    [new],
    {6: new},
)
new = "器械区没有私教服务，请保持安静。"
A.one(
    "negations",
    "negation_kept_in_target",
    NEG + " (near-miss)",
    "zgym",
    "器械区那段精简一下。",
    [new],
    {4: new},
)

# 3. A name changed inside the asked quote (refused); near-misses keep it.
QN = "blind47 quote_name_changed_in_target (ruxue-zh-20), other genres"
A.one(
    "quote_names",
    "quote_name_changed_in_target",
    QN,
    "zgym",
    "把社区主任那句话改得更有感染力。",
    ["> “锻炼身体，就从家门口的这一步开始！”——社区主任 梁海艳"],
    expect=refused("梁海燕 became 梁海艳"),
)
A.one(
    "quote_names",
    "quote_name_changed_in_target",
    QN,
    "zflat",
    "经理那句引言写得更温暖一点。",
    ["> “欢迎回家，把这里当成你自己的家。”——公寓经理 郑思源"],
    expect=refused("郑思远 became 郑思源"),
)
A.one(
    "quote_names",
    "quote_name_changed_in_target",
    QN,
    "allot",
    "Make the founder's quote more poetic.",
    [
        '> "A garden is an old friend whose gate is always open." — Agnes Whitlaw, founder of the site'
    ],
    expect=refused("Whitlow became Whitlaw"),
)
A.one(
    "quote_names",
    "quote_name_changed_in_target",
    QN,
    "camp",
    "Make the camper's quote punchier.",
    ['> "Zero to my own game in five days." — Priya Sandu, camper in 2026'],
    expect=refused("Sandhu became Sandu"),
)
new = "> “小病早发现，大病早预防，健康就在身边。”——中心主任 韩立新"
A.one(
    "quote_names",
    "quote_name_kept_in_target",
    QN + " (near-miss)",
    "zclinic",
    "把中心主任那句话改得更有感染力。",
    [new],
    {5: new},
)
new = '> "My favourite hour of the week, every single week." — Gwen Talbot, early-lanes regular'
A.one(
    "quote_names",
    "quote_name_kept_in_target",
    QN + " (near-miss)",
    "pool",
    "Make the regular's quote warmer.",
    [new],
    {7: new},
)

# 4. A selection answered as a JSON object of the old and new text, bare or fenced.
JS = "blind47 selection_answered_as_json_old_new / _in_fence (citywalk-en/zh-09, schoolplay-en-17)"


def sel(
    key: str, index: int, selected: str, new: str, suggestion: str, reply: str, kind: str
) -> None:
    paras = A.articles[key][1]
    SEL.one(
        "json_selection",
        kind,
        JS,
        key,
        suggestion,
        [reply],
        {index: paras[index].replace(selected, new, 1)},
        selected_text=selected,
    )


def js(old: str, new: str, keys: tuple[str, str] = ("original", "revised")) -> str:
    return json.dumps({keys[0]: old, keys[1]: new}, ensure_ascii=False)


s, n = "with longer hours", "with longer, later opening hours"
sel("pool", 0, s, n, "Make this clearer.", js(s, n), "selection_answered_as_json_old_new")
s, n = "tools and tea are provided", "we'll have the tools ready and the kettle on"
sel(
    "allot",
    1,
    s,
    n,
    "Make this livelier.",
    "```json\n" + js(s, n) + "\n```",
    "selection_answered_as_json_in_fence",
)
s, n = "外来人员不得入内", "非本社区人员请勿入内"
sel("zgym", 3, s, n, "这里说得客气些。", js(s, n), "selection_answered_as_json_old_new")
s, n = "使用后请自行清理", "用完请顺手收拾干净"
sel(
    "zflat",
    5,
    s,
    n,
    "这里口语化一点。",
    "```json\n" + js(s, n, ("original", "rewritten")) + "\n```",
    "selection_answered_as_json_in_fence",
)
s, n = "数量有限，发完为止", "数量有限，先到先得"
sel(
    "zclinic",
    4,
    s,
    n,
    "这句改得顺口些。",
    js(s, n, ("before", "after")),
    "selection_answered_as_json_old_new",
)
s, n = "in the library's learning lab", "in the bright learning lab upstairs in the library"
sel(
    "camp",
    0,
    s,
    n,
    "Make this more inviting.",
    "Here you go:\n\n" + js(s, n, ("old", "new")),
    "selection_answered_as_json_old_new",
)

# 5. A question answered in words, the writer having said only to answer.
QA = "blind47 writer_question_answered (lajifenlei-zh-07, schoolplay-en-09), other words"
A.one(
    "questions",
    "writer_question_answered",
    QA,
    "pool",
    "How many hours a week is the adults-only session? Just answer, don't edit.",
    ["Four hours a week: 7 pm to 9 pm on Tuesdays and on Thursdays."],
    expect=says("Four hours a week"),
)
A.one(
    "questions",
    "writer_question_answered",
    QA,
    "camp",
    "How long is each camp day? Only answer the question.",
    ["Each day runs 5½ hours, from 9.30 am to 3 pm."],
    expect=says("5½ hours"),
)
A.one(
    "questions",
    "writer_question_answered",
    QA,
    "allot",
    "What do a full plot and a half plot cost together? Just answer.",
    ["£58 altogether: £38 for the full plot and £20 for the half plot."],
    expect=says("£58 altogether"),
)
A.one(
    "questions",
    "writer_question_answered",
    QA,
    "zgym",
    "健身房每天开放几个小时？只回答。",
    ["每天6:00—22:00，共开放16个小时。"],
    expect=says("共开放16个小时"),
)
A.one(
    "questions",
    "writer_question_answered",
    QA,
    "zclinic",
    "义诊一共持续多长时间？回答就行。",
    ["义诊从8:30到11:30，一共3个小时。"],
    expect=says("一共3个小时"),
)
A.one(
    "questions",
    "writer_question_answered",
    QA,
    "zflat",
    "入住办理那天一共开放几个小时？只需回答，不要修改。",
    ["入住办理时间是9:00—18:00，一共9个小时。"],
    expect=says("一共9个小时"),
)

# 6. The title answered as a bold line that reads like the first paragraph.
BT = "blind47 title_answered_in_bold (ruxue-zh-19), other genres"


def bold_title(key: str, suggestion: str, title: str, source: str = BT) -> None:
    """The new title answered alone as a bold line: saved as the title."""
    A.one(
        "bold_title",
        "title_answered_in_bold",
        source,
        key,
        suggestion,
        [f"**{title}**"],
        title=title,
    )


bold_title("zflat", "标题改得更亲切一些。", "欢迎入住，各位新租户：青年公寓入住指南")
bold_title(
    "allot", "Make the title warmer.", "Dear Plot Holders: Your Brook Lane Allotments Letter"
)
bold_title("zgym", "把标题改得活泼点。", "各位居民看过来：阳光社区健身房开门啦")

# 7. A name in an untouched quote changed by a letter in a whole reply: withheld, the asked
#    edit kept.
UN = "blind47 unasked_name_one_letter_in_whole (schoolplay-en-06), other genres"


def name_slip(
    key: str,
    suggestion: str,
    index: int,
    added: str,
    quote: int,
    names: tuple[str, str],
    source: str = UN,
    kind: str = "unasked_name_one_letter_in_whole",
) -> None:
    """`added` put after paragraph `index` in a whole reply that also changes the name in the
    quote at `quote` (names: old, new): the slip withheld, the addition saved."""
    paras = A.articles[key][1]
    add = paras[index] + added
    slipped = paras[quote].replace(*names)
    reply = whole(key, changes={index: add, quote: slipped})
    A.one("quote_name_whole", kind, source, key, suggestion, [reply], {index: add}, withheld_min=1)


name_slip(
    "pool",
    "Add 'No booking needed.' to the end of the last paragraph.",
    8,
    " No booking needed.",
    7,
    ("Talbot", "Talbott"),
)
name_slip(
    "allot",
    "Add 'Receipts are sent by e-mail.' to the rent paragraph.",
    4,
    " Receipts are sent by e-mail.",
    5,
    ("Whitlow", "Whitlaw"),
)
name_slip(
    "zflat",
    "水电费那段末尾加一句：如有疑问可到前台咨询。",
    7,
    "如有疑问可到前台咨询。",
    6,
    ("郑思远", "郑思源"),
)

# 6b. (added after the first fixes, measured on unchanged code) The bold title liker the
#     first paragraph, a salutation, than the old title.
bold_title(
    "zsports",
    "标题改得亲切一点。",
    "亲爱的滨湖小学家长们：秋季运动会通知",
    BT + ", the salutation's words",
)
bold_title(
    "zchoir",
    "把标题改得热情些。",
    "欢迎各位新会员：星河合唱团入团须知",
    BT + ", the salutation's words",
)
bold_title(
    "rowing",
    "Make the title warmer.",
    "Welcome, new members of Riverside Rowing Club: your first week",
    BT + ", the salutation's words",
)

# 7b. (added after the first fixes, measured on unchanged code) The asked paragraph named by
#     its heading, the last section holding a quote and the sign-off after it: the quote's name
#     changed by a letter or character in a whole reply is withheld, the asked addition saved.
name_slip(
    "zsports",
    "家长须知那段末尾加一句：请勿携带宠物入校。",
    5,
    "请勿携带宠物入校。",
    6,
    ("丁雪松", "丁雪淞"),
    UN + ", the quote under the named heading",
    kind="unasked_name_in_section_quote_in_whole",
)
name_slip(
    "rowing",
    "Add 'Drills run on the first Saturday of each month.' to the Safety paragraph.",
    5,
    " Drills run on the first Saturday of each month.",
    6,
    ("Alston", "Allston"),
    UN + ", the quote under the named heading",
    kind="unasked_name_in_section_quote_in_whole",
)
name_slip(
    "zchoir",
    "排练要求那段加一句：请假请提前告知声部长。",
    3,
    "请假请提前告知声部长。",
    4,
    ("蔡文澜", "蔡文岚"),
    UN + ", the quote under the named heading",
    kind="unasked_name_in_section_quote_in_whole",
)

# 8. (dev47 swap-en-06, added with its fix, measured on unchanged code) Two figures of one
#    paragraph asked to be swapped, the paragraph answered alone: spliced in its place, no
#    paragraph moved.
SWP = "dev47 swap-en-06 ('Swap the two ticket prices' answered alone), other genres"
new = pp[6].replace("£4.50 for adults and £2.20", "£2.20 for adults and £4.50")
A.one(
    "swaps",
    "figures_swap_asked_alone",
    SWP,
    "pool",
    "Swap the two swim prices, I had them the wrong way round.",
    [new],
    {6: new},
)
new = ap[4].replace("£38 for a full plot and £20", "£20 for a full plot and £38")
A.one(
    "swaps",
    "figures_swap_asked_alone",
    SWP,
    "allot",
    "Switch the two rent amounts round, they're the wrong way round.",
    [new],
    {4: new},
)

finish(HERE)
