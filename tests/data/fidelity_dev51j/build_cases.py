# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 51's variants of the judging fidelity_blind50 failed on, one .jsonl per shape
(run from the repository root: `.venv/bin/python tests/data/fidelity_dev51j/build_cases.py`).
Every expected article is the original paragraph list with only the asked paragraphs replaced."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from fidelity_build import Articles, finish, refused  # noqa: E402

SWAP = (
    "The Riverside Book Swap",
    [
        "The Riverside Book Swap meets on the second Sunday of every month in the upstairs room of Millbrook Library. Since it began in 2018, twelve volunteers have kept more than 9,000 books moving between readers.",
        "## How it works",
        "Bring up to five books in good condition and take home the same number. Only members of the library may borrow the rare editions in the glass cabinet. Children under 10 must come with an adult.",
        "| Month | Theme | Host |\n|---|---|---|\n| March | Crime | Petra Lindgren |\n| April | Poetry | Osman Farah |\n| May | Travel | Petra Lindgren |",
        "## Prices",
        "Entry is free for members and £3 for everyone else, which covers coffee. Only members may reserve a table for a reading group.",
        "Places are limited to 40 people, and three volunteers run the desk at the door. We are in our sixth year, and the swap has never once been cancelled.",
        '> "I brought two thrillers and left with a shelf of poetry." — Marguerite Olsen, regular since 2019',
        "We meet from 2 pm to 5 pm, and the doors close at 4.30 pm. We hope you enjoy the afternoon. Contact: Osman Farah, swap@millbrook.example.",
    ],
)
MARKET = (
    "Harbour Night Market",
    [
        "The Harbour Night Market returns to Quay Street on Friday 4 June 2027, with 35 stalls selling street food, crafts and plants from 5 pm to 10 pm.",
        "## Stallholders",
        "Pitches cost £25 a night, and twelve pitches are kept for first-time traders. Only traders with a food hygiene certificate may sell hot food. Generators are not allowed on the quay.",
        '> "The market is the best night of the month on Quay Street." — Councillor Dafydd Rhys',
        "To book a pitch, email Ines Carvalho at market@harbour.example by 21 May.",
    ],
)
PIAOLIU = (
    "社区图书漂流角",
    [
        "社区图书漂流角每月第二个星期日在文化站二楼开放。从2018年开办至今，十二位志愿者已经让九千多册图书在居民之间流转起来。",
        "## 参加方式",
        "每人每次最多带五本书来交换。仅限持卡读者借阅玻璃柜里的珍本，12岁以下儿童须由家长陪同。",
        "| 月份 | 主题 | 主持人 |\n|---|---|---|\n| 3月 | 推理小说 | 邹文澜 |\n| 4月 | 诗歌 | 秦晓楠 |\n| 5月 | 旅行 | 邹文澜 |",
        "## 费用",
        "会员免费，其他人每次5元，含茶水。只有会员才能为读书会预订整桌。欢迎大家踊跃参加。",
        "每场限30人，门口有两位志愿者负责登记。这是漂流角举办的第五个年头，活动从没有取消过。",
        "> “我带来两本推理小说，换回了一整排诗集。”——常客 秦晓楠，2019年起参加",
        "活动时间为14:00—17:00，16:30后不再入场。联系人：邹文澜，电话 0571-8823 4410。",
    ],
)
SHUFA = (
    "老年大学书法班招生",
    [
        "街道老年大学书法班今年秋季招收新学员，由执教二十年的书法家韩墨林老师授课，共开设两个班。",
        "## 报名须知",
        "每班限招25人，学费每学期300元。只招收本街道55岁以上的居民，报名时须带身份证。开课后不办理退费。",
        "> “写字就是练心。”——老学员 傅兰英",
        "报名时间为9月1日至9月10日（工作日8:30—17:00），地点在街道文化站一楼。",
    ],
)
ARTS = {"swap": SWAP, "market": MARKET, "zpiaoliu": PIAOLIU, "zshufa": SHUFA}
A = Articles("d51j", ARTS)
sw, mk, pl, sf = SWAP[1], MARKET[1], PIAOLIU[1], SHUFA[1]

# 1. A count written in words (Chinese numerals, English number words) changed inside the
#    asked paragraph by an ask about something else (refused); the asked change (applied).
N = "blind50 chinese_numeral_changed_in_target (chahui-zh-11 十二年 → 十年, yanglao-zh-13 第五次 → 第六次), other genres and English number words"
A.one(
    "numerals",
    "chinese_numeral_changed_in_target",
    N,
    "zpiaoliu",
    "开头那段“已经让”改成“已经帮”。",
    [
        A.whole(
            "zpiaoliu",
            changes={
                0: "社区图书漂流角每月第二个星期日在文化站二楼开放。从2018年开办至今，十位志愿者已经帮九千多册图书在居民之间流转起来。"
            },
        )
    ],
    expect=refused("十二位志愿者被改成了十位"),
)
A.one(
    "numerals",
    "chinese_numeral_changed_in_target",
    N,
    "zpiaoliu",
    "“每场限30人”那段写得亲切一点",
    [
        "每场限30人，门口有三位热心的志愿者帮大家登记。这是漂流角举办的第五个年头，活动从没有取消过哦。"
    ],
    expect=refused("两位志愿者被改成了三位"),
)
A.one(
    "numerals",
    "chinese_numeral_changed_in_target",
    N,
    "zpiaoliu",
    "“每场限30人”那段最后加上“感谢大家的支持”。",
    [
        A.whole(
            "zpiaoliu",
            changes={
                6: "每场限30人，门口有两位志愿者负责登记。这是漂流角举办的第六个年头，活动从没有取消过，感谢大家的支持。"
            },
        )
    ],
    expect=refused("第五个年头被改成了第六个"),
)
A.one(
    "numerals",
    "chinese_numeral_changed_in_target",
    N,
    "zshufa",
    "第一段“招收新学员”改成“面向社会招收新学员”。",
    [
        A.whole(
            "zshufa",
            changes={
                0: "街道老年大学书法班今年秋季面向社会招收新学员，由执教三十年的书法家韩墨林老师授课，共开设两个班。"
            },
        )
    ],
    expect=refused("执教二十年被改成了三十年"),
)
A.one(
    "numerals",
    "chinese_numeral_changed_in_target",
    N,
    "zshufa",
    "第一段读起来顺一点",
    [
        "街道老年大学书法班今年秋季招收新学员，共开设三个班，由执教二十年的书法家韩墨林老师亲自授课。"
    ],
    expect=refused("两个班被改成了三个班"),
)
A.one(
    "numerals",
    "number_word_changed_in_target",
    N,
    "swap",
    "In the first paragraph, change 'upstairs room' to 'first-floor room'.",
    [
        A.whole(
            "swap",
            changes={
                0: "The Riverside Book Swap meets on the second Sunday of every month in the first-floor room of Millbrook Library. Since it began in 2018, ten volunteers have kept more than 9,000 books moving between readers."
            },
        )
    ],
    expect=refused("twelve volunteers became ten"),
)
A.one(
    "numerals",
    "number_word_changed_in_target",
    N,
    "swap",
    "Make the paragraph about places (Places are limited…) friendlier.",
    [
        "Places are limited to 40 people, and four friendly volunteers run the desk at the door. We're in our sixth year, and the swap has never once been cancelled!"
    ],
    expect=refused("three volunteers became four"),
)
A.one(
    "numerals",
    "number_word_changed_in_target",
    N,
    "market",
    "Add 'Cash and cards are accepted.' to the Stallholders paragraph.",
    [
        "Pitches cost £25 a night, and fifteen pitches are kept for first-time traders. Only traders with a food hygiene certificate may sell hot food. Generators are not allowed on the quay. Cash and cards are accepted."
    ],
    expect=refused("twelve pitches became fifteen"),
)
new = "社区图书漂流角每月第二个星期日在文化站二楼开放。从2018年开办至今，十五位志愿者已经让九千多册图书在居民之间流转起来。"
A.one(
    "numerals",
    "numeral_changed_as_asked",
    N + ": the ask changes it",
    "zpiaoliu",
    "开头那段把“十二位”改成“十五位”。",
    [A.whole("zpiaoliu", changes={0: new})],
    {0: new},
)
new = "街道老年大学书法班今年秋季招收新学员，由执教二十年的书法家韩墨林老师授课，共开设三个班。"
A.one(
    "numerals",
    "numeral_changed_as_asked",
    N + ": the ask changes it",
    "zshufa",
    "第一段：今年改成开设三个班。",
    [new],
    {0: new},
)
new = "Pitches cost £25 a night, and fifteen pitches are kept for first-time traders. Only traders with a food hygiene certificate may sell hot food. Generators are not allowed on the quay."
A.one(
    "numerals",
    "numeral_changed_as_asked",
    N + ": the ask changes it",
    "market",
    "Change 'twelve pitches' to 'fifteen pitches'.",
    [A.whole("market", changes={2: new})],
    {2: new},
)

# 2. A digit figure changed inside the asked paragraph by an ask to add words (refused).
F = "blind50 figure_changed_in_target (tidepool-en-15: 25 → 30 while adding 'so book early'), other genres"
A.one(
    "figures",
    "figure_changed_in_target",
    F,
    "swap",
    "Add 'so come early' after the places limit.",
    [
        "Places are limited to 50 people, so come early, and three volunteers run the desk at the door. We are in our sixth year, and the swap has never once been cancelled."
    ],
    expect=refused("the limit of 40 became 50"),
)
A.one(
    "figures",
    "figure_changed_in_target",
    F,
    "zshufa",
    "在“每班限招25人”后面加上“额满即止”。",
    [
        A.whole(
            "zshufa",
            changes={
                2: "每班限招30人，额满即止，学费每学期300元。只招收本街道55岁以上的居民，报名时须带身份证。开课后不办理退费。"
            },
        )
    ],
    expect=refused("25人被改成了30人"),
)
A.one(
    "figures",
    "figure_changed_in_target",
    F,
    "market",
    "After the pitch price, add 'paid on the night'.",
    [
        A.whole(
            "market",
            changes={
                2: "Pitches cost £20 a night, paid on the night, and twelve pitches are kept for first-time traders. Only traders with a food hygiene certificate may sell hot food. Generators are not allowed on the quay."
            },
        )
    ],
    expect=refused("£25 became £20"),
)
new = "Places are limited to 50 people, so come early, and three volunteers run the desk at the door. We are in our sixth year, and the swap has never once been cancelled."
A.one(
    "figures",
    "figure_changed_as_asked",
    F + ": the ask changes it",
    "swap",
    "Raise the places limit to 50 and add 'so come early' after it.",
    [new],
    {6: new},
)

# 3. A fact-bearing sentence or clause dropped by an ask that restyles (refused, by the lead's
#    decision of session 51); a shorten or cut may drop it (applied); a sentence with no fact
#    dropped by a restyle is saved (and named).
D = "blind50 sentence_dropped_in_target / restriction_flipped_in_target (langcafe-en-06, langcafe-zh-06, tidepool-en-14), other genres"
A.one(
    "dropped",
    "sentence_dropped_in_target",
    D,
    "swap",
    "Make the prices paragraph sound less formal.",
    ["Entry is free for members and just £3 for everyone else, which gets you a coffee too."],
    expect=refused("the members-only table booking was dropped"),
)
A.one(
    "dropped",
    "sentence_dropped_in_target",
    D,
    "zpiaoliu",
    "费用那段写得随意一点。",
    ["会员免费，其他人每次5块钱，茶水管够。欢迎大家踊跃参加！"],
    expect=refused("只有会员才能预订整桌被删掉了"),
)
A.one(
    "dropped",
    "sentence_dropped_in_target",
    D,
    "swap",
    "Make the last paragraph friendlier.",
    [
        A.whole(
            "swap",
            changes={
                8: "Come along any time from 2 pm to 5 pm, and we hope you have a lovely afternoon. Questions? Just ask Osman Farah at swap@millbrook.example."
            },
        )
    ],
    expect=refused("the doors-close time was dropped"),
)
A.one(
    "dropped",
    "sentence_dropped_in_target",
    D,
    "zshufa",
    "报名须知那段写得正式一些。",
    [
        A.whole(
            "zshufa",
            changes={
                2: "每班限招25人，学费每学期300元。报名对象为本街道55岁以上居民，报名时须携带身份证。"
            },
        )
    ],
    expect=refused("开课后不办理退费被删掉了"),
)
A.one(
    "dropped",
    "sentence_dropped_in_target",
    D,
    "market",
    "Fix the typos in the Stallholders paragraph and make it read more smoothly.",
    [
        "Pitches cost £25 a night, and twelve pitches are kept for first-time traders. Only traders with a food hygiene certificate may sell hot food."
    ],
    expect=refused("the ban on generators was dropped"),
)
A.one(
    "dropped",
    "restriction_flipped_in_target",
    D,
    "swap",
    "Reword the children sentence so it sounds less strict.",
    [
        A.whole(
            "swap",
            changes={
                2: "Bring up to five books in good condition and take home the same number. Only members of the library may borrow the rare editions in the glass cabinet. Children are very welcome too."
            },
        )
    ],
    expect=refused("under-10s must come with an adult was dropped"),
)
A.one(
    "dropped",
    "restriction_flipped_in_target",
    D,
    "zpiaoliu",
    "把珍本那句改得不那么生硬。",
    [
        A.whole(
            "zpiaoliu",
            changes={
                2: "每人每次最多带五本书来交换。玻璃柜里的珍本也欢迎大家来借阅，12岁以下儿童须由家长陪同。"
            },
        )
    ],
    expect=refused("仅限持卡读者借阅被删掉了"),
)
A.one(
    "dropped",
    "sentence_dropped_in_target",
    D,
    "zshufa",
    "最后一段写得亲切一点。",
    ["欢迎在9月1日至9月10日来报名哦（工作日8:30—17:00）！"],
    expect=refused("地点在街道文化站一楼被删掉了"),
)
new = "Entry is free for members and £3 for everyone else, coffee included."
A.one(
    "dropped",
    "sentence_cut_as_asked",
    D + ": the ask shortens",
    "swap",
    "Shorten the prices paragraph.",
    [new],
    {5: new},
)
new = "会员免费，其他人每次5元，含茶水。"
A.one(
    "dropped",
    "sentence_cut_as_asked",
    D + ": the ask shortens",
    "zpiaoliu",
    "费用那段精简一下。",
    [new],
    {5: new},
)
new = "Pitches cost £25 a night, and twelve are kept for first-time traders. Only traders with a food hygiene certificate may sell hot food."
A.one(
    "dropped",
    "sentence_cut_as_asked",
    D + ": the ask cuts",
    "market",
    "Cut the Stallholders paragraph down to two sentences.",
    [new],
    {2: new},
)
new = "We meet from 2 pm to 5 pm, and the doors close at 4.30 pm. Contact: Osman Farah, swap@millbrook.example."
A.one(
    "dropped",
    "no_fact_sentence_dropped_by_restyle",
    D + ": a sentence with no fact",
    "swap",
    "Make the last paragraph a bit more businesslike.",
    [A.whole("swap", changes={8: new})],
    {8: new},
)
new = "会员免费，其他人每次5元，含茶水。只有会员才能为读书会预订整桌哦。"
A.one(
    "dropped",
    "no_fact_sentence_dropped_by_restyle",
    D + ": a sentence with no fact",
    "zpiaoliu",
    "费用那段语气亲切一点。",
    [new],
    {5: new},
)

# 4. A name one letter or character off in a quote's attribution (refused); an asked fix (applied).
M = "blind50 name_one_letter_in_target_quote (langcafe-en-10 Hannah → Hanna, zh-10 蒋语桐 → 蒋雨桐), other genres"
A.one(
    "names",
    "name_one_letter_in_target_quote",
    M,
    "swap",
    "Reword the quote's attribution so it reads more naturally.",
    [
        A.whole(
            "swap",
            changes={
                7: '> "I brought two thrillers and left with a shelf of poetry." — Margarite Olsen, a regular since 2019'
            },
        )
    ],
    expect=refused("Marguerite became Margarite"),
)
A.one(
    "names",
    "name_one_letter_in_target_quote",
    M,
    "market",
    "Make the quote's attribution less stiff.",
    [
        A.whole(
            "market",
            changes={
                3: '> "The market is the best night of the month on Quay Street." — Dafyd Rhys, our local councillor'
            },
        )
    ],
    expect=refused("Dafydd became Dafyd"),
)
A.one(
    "names",
    "name_one_letter_in_target_quote",
    M,
    "zpiaoliu",
    "把引言的署名改得自然一点。",
    [
        A.whole(
            "zpiaoliu",
            changes={7: "> “我带来两本推理小说，换回了一整排诗集。”——秦小楠，2019年起的常客"},
        )
    ],
    expect=refused("秦晓楠被改成了秦小楠"),
)
A.one(
    "names",
    "name_one_letter_in_target_quote",
    M,
    "zshufa",
    "引言的署名写得顺一点。",
    [A.whole("zshufa", changes={3: "> “写字就是练心。”——傅兰瑛（老学员）"})],
    expect=refused("傅兰英被改成了傅兰瑛"),
)
new = '> "I brought two thrillers and left with a shelf of poetry." — Marguerite Olsson, regular since 2019'
A.one(
    "names",
    "name_fixed_as_asked",
    M + ": the ask fixes the name",
    "swap",
    "The quote's surname is misspelt: it should be Olsson.",
    [A.whole("swap", changes={7: new})],
    {7: new},
)
new = "> “写字就是练心。”——老学员 傅兰瑛"
A.one(
    "names",
    "name_fixed_as_asked",
    M + ": the ask fixes the name",
    "zshufa",
    "引言署名里的“傅兰英”改成“傅兰瑛”。",
    [A.whole("zshufa", changes={3: new})],
    {3: new},
)

# 5. An unasked change in a whole reply outside the asked place: withheld, the asked edit saved.
W = "blind50 unasked_fee_changed_in_whole / unasked_table_date_changed_in_whole (tiyuguan-zh-16, chahui-zh-15), other genres"
new = "活动时间为14:00—17:00，16:30后不再入场。联系人：邹文澜（前台），电话 0571-8823 4410。"
A.one(
    "withheld",
    "unasked_table_changed_in_whole",
    W,
    "zpiaoliu",
    "联系人后面注明“（前台）”。",
    [A.whole("zpiaoliu", changes={3: pl[3].replace("5月", "6月"), 8: new})],
    {8: new},
    withheld_min=1,
)
new = "We meet from 2 pm to 5 pm, and the doors close at 4.30 pm. We hope you enjoy the afternoon. Contact: Osman Farah (front desk), swap@millbrook.example."
A.one(
    "withheld",
    "unasked_table_changed_in_whole",
    W,
    "swap",
    "After the contact's name, add '(front desk)'.",
    [A.whole("swap", changes={3: sw[3].replace("| Travel |", "| Travel writing |"), 8: new})],
    {8: new},
    withheld_min=1,
)
new = "报名时间为9月1日至9月10日（工作日8:30—17:00），地点在街道文化站一楼，也可以电话报名。"
A.one(
    "withheld",
    "unasked_fee_changed_in_whole",
    W,
    "zshufa",
    "报名时间那段补充：也可以电话报名。",
    [A.whole("zshufa", changes={2: sf[2].replace("300元", "350元"), 4: new})],
    {4: new},
    withheld_min=1,
)
new = "To book a pitch, email Ines Carvalho at market@harbour.example by 21 May, or phone the harbour office."
A.one(
    "withheld",
    "unasked_fee_changed_in_whole",
    W,
    "market",
    "In the booking paragraph, add 'or phone the harbour office'.",
    [A.whole("market", changes={2: mk[2].replace("£25", "£30"), 4: new})],
    {4: new},
    withheld_min=1,
)

# 6. The asked addition put into the wrong paragraph (refused).
R = "blind50 wrong_paragraph_edited (chahui-zh-13), other genres"
A.one(
    "wrong",
    "wrong_paragraph_edited",
    R,
    "zpiaoliu",
    "联系人那段加一句“欢迎来电咨询”。",
    [
        A.whole(
            "zpiaoliu",
            changes={
                6: "每场限30人，门口有两位志愿者负责登记。欢迎来电咨询。这是漂流角举办的第五个年头，活动从没有取消过。"
            },
        )
    ],
    expect=refused("加在了错误的段落"),
)
A.one(
    "wrong",
    "wrong_paragraph_edited",
    R,
    "swap",
    "Add 'Parking is free after 1 pm.' to the paragraph with the meeting times.",
    [A.whole("swap", changes={6: sw[6] + " Parking is free after 1 pm."})],
    expect=refused("the sentence went into the places paragraph"),
)

# Added after the first fixes, measured on unchanged code too (README): another sentence than
# the quoted one put into another paragraph (chahui-zh-13), and a topic word two paragraphs say.
A.one(
    "wrong",
    "wrong_paragraph_edited",
    R,
    "zpiaoliu",
    "联系人那段加一句“欢迎来电咨询”。",
    [
        A.whole(
            "zpiaoliu",
            changes={
                6: "每场限30人，门口有两位志愿者负责登记。有问题可以打电话。这是漂流角举办的第五个年头，活动从没有取消过。"
            },
        )
    ],
    expect=refused("加在了错误的段落，而且不是要加的那句"),
)
A.one(
    "wrong",
    "wrong_paragraph_edited",
    R,
    "market",
    "Add 'Card payments are welcome.' to the booking paragraph.",
    [A.whole("market", changes={2: mk[2] + " Payment by card is fine."})],
    expect=refused("another sentence went into the Stallholders paragraph"),
)
new = "报名时间为9月1日至9月10日（工作日8:30—17:00），地点在街道文化站一楼，也可以请子女代为报名。"
A.one(
    "withheld",
    "unasked_fee_changed_in_whole",
    W + "; 报名那段: the section's rules and the paragraph opening 报名 both say it",
    "zshufa",
    "报名那段补充：也可以请子女代为报名。",
    [A.whole("zshufa", changes={2: sf[2].replace("25人", "20人"), 4: new})],
    {4: new},
    withheld_min=1,
)

# 7. Two asks answered in one whole reply with a list of changes after it (applied).
T = "blind50 two_asks_whole_with_changes_postscript (langcafe-zh-07), other genres"
n0 = "社区图书漂流角每月第二个星期日在文化站二楼开放，本月起还新增了绘本区。从2018年开办至今，十二位志愿者已经让九千多册图书在居民之间流转起来。"
n8 = "活动时间为14:00—17:00，16:00后不再入场。联系人：邹文澜，电话 0571-8823 4410。"
A.one(
    "two_asks",
    "two_asks_whole_with_changes_postscript",
    T,
    "zpiaoliu",
    "开头加一句本月起新增绘本区；另外最后一段的入场截止时间改成16:00。",
    [
        A.whole("zpiaoliu", changes={0: n0, 8: n8})
        + "\n\n---\n\n**修改说明：**\n- 开头：新增绘本区\n- 最后一段：入场截止改为16:00"
    ],
    {0: n0, 8: n8},
)
n0 = "The Riverside Book Swap meets on the second Sunday of every month in the upstairs room of Millbrook Library, and this month we add a children's corner. Since it began in 2018, twelve volunteers have kept more than 9,000 books moving between readers."
n8 = "We meet from 2 pm to 5 pm, and the doors close at 4 pm. We hope you enjoy the afternoon. Contact: Osman Farah, swap@millbrook.example."
A.one(
    "two_asks",
    "two_asks_whole_with_changes_postscript",
    T,
    "swap",
    "Mention the new children's corner in the opening; also change the doors-close time in the last paragraph to 4 pm.",
    [
        A.whole("swap", changes={0: n0, 8: n8})
        + "\n\n---\n\n**Changes made:**\n- Opening: added the children's corner\n- Last paragraph: doors close at 4 pm"
    ],
    {0: n0, 8: n8},
)

finish(HERE)
