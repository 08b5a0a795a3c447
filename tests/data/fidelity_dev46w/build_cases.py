# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes cases.jsonl: session 46's variants of what fidelity_wild46 failed on (run from the
repository root: `.venv/bin/python tests/data/fidelity_dev46w/build_cases.py`). Every expected
article is the original paragraph list with only the asked paragraphs replaced."""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the sets share
from fidelity_build import applied_changes as applied  # noqa: E402
from fidelity_build import filed_case, finish, refused  # noqa: E402
from fidelity_build import full as whole  # noqa: E402
from fidelity_build import swapped as swap  # noqa: E402

TRIP = (
    "Year 5 trip to Harwick Castle",
    [
        "Dear parents and carers,",
        "Year 5 will visit Harwick Castle on **Wednesday 14 April 2027**. The coach leaves school"
        " at 8.45 am and returns by 3.30 pm.",
        "## What to bring",
        "1. A packed lunch in a named bag.\n2. A waterproof coat, whatever the forecast.\n"
        "3. Comfortable shoes for the castle steps.",
        "The trip costs £18 per child, which covers the coach and the guided tour. Please pay"
        " through the school app by Friday 2 April.",
        "## Questions",
        "If you have any questions, please speak to Mrs Helen Marsh, our trip leader, or email"
        " office@harwickprimary.sch.uk.",
        "Thank you for your support.\nMr David Okafor, Headteacher",
    ],
)
PLOTS = (
    "Elm Lane Allotments: spring news",
    [
        "Spring has arrived at Elm Lane Allotments, and the waiting list is shorter than it has"
        " been for years.",
        "## Work party",
        "Our first work party is on **Saturday 20 March** from 10 am to 1 pm. We will clear the"
        " brambles along the north fence and mend the water butts.",
        "- Bring gloves and a flask.\n- Tools are in the green shed.\n"
        "- Children must be supervised near the pond.",
        "Plot rents of £42 a year are due by 31 March. Half plots are £24, and the key deposit"
        " stays at £10.",
        "Questions about plots go to our secretary, Gareth Pryce, on 01632 960 415.",
        "Happy growing!\nThe Elm Lane committee",
    ],
)
SERIAL_EN = (
    "The Lighthouse Keeper, Part 3",
    [
        "Mara climbed the last of the hundred and twelve steps and found the lamp room dark.",
        "The logbook lay open on the desk. The final entry, in her grandfather's narrow hand,"
        " was dated the night of the storm.",
        "She read it twice, then a third time, and still it made no sense.",
        "(To be continued)",
    ],
)
CLINIC = (
    "枫林社区义诊通知",
    [
        "各位居民：",
        "为方便大家就近看病，枫林社区卫生服务站将于**2027年4月10日（星期六）上午8:30—11:30**在社区广场"
        "举办免费义诊。",
        "## 义诊项目",
        "1. 测量血压、血糖。\n2. 中医把脉与养生建议。\n3. 老年人用药指导。",
        "参加义诊请带好身份证和医保卡，65岁以上老人可优先就诊。现场发放号码牌，共200个，发完为止。",
        "如有疑问，请找社区医生陈思远，电话0571-8765 4321。",
        "枫林社区居委会\n2027年4月1日",
    ],
)
BOOKS = (
    "三月读书会活动通知",
    [
        "各位书友：",
        "本月读书会定于**3月27日（星期六）下午2:00**在城西图书馆三楼举行，共读书目是《额尔古纳河右岸》。"
        "这是我们第一次读迟子建的作品，希望大家都能读完再来。",
        "## 活动安排",
        "- 14:00—14:30 签到、自由交流\n- 14:30—16:00 分组讨论\n- 16:00—16:30 朗读分享",
        "活动名额30人，请在3月24日前到 https://shuxiang.example.cn/signup 报名。报名后不能参加的，请提前告知，把名额让给其他书友。",
        "本期领读人是刘海波老师，他研究这部小说已有十年。",
        "书香同行读书会\n2027年3月15日",
    ],
)
SERIAL_ZH = (
    "石榴树（第三章）",
    [
        "雨下了整整一夜，林默推开窗，院子里的石榴树倒了一半。",
        "他想起父亲临走前说的话：那棵树底下埋着一样东西。",
        "天刚亮，他就扛着铁锹下了楼。",
        "（未完待续）",
    ],
)
POOL = (
    "城东游泳馆恢复开放通知",
    [
        "各位会员：",
        "城东游泳馆将于**6月1日（星期二）**起恢复开放，开放时间为每天6:30—21:30。",
        "## 入场须知",
        "1. 入场须出示会员卡。\n2. 必须佩戴泳帽。\n3. 饭后一小时内不要下水。",
        "深水区水深2.2米，不会游泳的会员请不要进入深水区，儿童须由家长陪同。",
        "更衣柜共120个，请自带锁具，离馆时取走个人物品。",
        "城东游泳馆\n2027年5月20日",
    ],
)
REPAIR = (
    "Server room maintenance this weekend",
    [
        "Hi all,",
        "The server room will be closed from **Saturday 6 March, 8 am** until Sunday 7 March,"
        " 6 pm, while we replace the cooling units.",
        "During the work, the shared drive and the print server will be offline. E-mail and"
        " the intranet stay up, and updates will be posted at https://it.example.org/status.",
        "1. Save your work to your laptop before you leave on Friday.\n2. Log out of the shared"
        " drive.\n3. Do not switch off your desk phone.",
        "If something is urgent over the weekend, call Ravi Menon on 07700 900 213.",
        "Thanks for your patience,\nIT Services",
    ],
)

LIB = (
    "Volunteering at Ashby Library",
    [
        "Thank you for joining the Ashby Library volunteers. Joanna Field will meet you on your"
        " first day.",
        "## Shelving",
        "Put each book back by its spine label, left to right, top shelf first. If a label is"
        " missing or torn, leave the book on the returns trolley for staff.",
        "## Your first shift",
        "1. Sign in at the front desk.\n2. Collect a lanyard from the drawer.\n3. Put the books"
        " back in the right place.\n4. Sign out before you leave.",
        "Any problems, ask Joanna Field, our volunteer lead.",
    ],
)
VOL = (
    "城南图书馆志愿者须知",
    [
        "欢迎加入城南图书馆志愿者团队！第一次值班时，志愿者负责人周敏会带你熟悉环境。",
        "## 上架规则",
        "按书脊标签从左到右、从上到下放回原位。标签缺失或破损的书，请放在还书车上交给馆员。",
        "## 第一次值班",
        "1. 在服务台签到。\n2. 从抽屉里领取工作牌。\n3. 把书放回去。\n4. 离开前签退。",
        "值班时请锁好储物柜，不要让读者进入后面的书库。",
        "有问题请找周敏。",
    ],
)


case = partial(filed_case, "cases", "d46w-")


# 1. A whole reply that stops with a promise to go on (wild46 whole_stops_with_continued_marker).
CUT = "wild46 whole_stops_with_continued_marker, other words"
t, p = TRIP
case(
    "en-01",
    "en",
    "continued_marker_before_target",
    CUT,
    TRIP,
    "Make the thank-you at the end warmer.",
    whole(t, p[:5]) + "\n\nTo be continued…",
    refused("stops before the sign-off, promising more"),
)
case(
    "en-02",
    "en",
    "continued_marker_before_target",
    CUT,
    TRIP,
    "In the Questions paragraph, add that the office opens at 8 am.",
    whole(t, p[:4]) + "\n\n[cont'd]",
    refused("cont'd before the asked paragraph"),
)
t, p = PLOTS
case(
    "en-03",
    "en",
    "continued_marker_replaces_signoff",
    CUT,
    PLOTS,
    "Make the secretary paragraph friendlier.",
    whole(t, p[:6]) + "\n\n(Part 1 of 2: I'll send the rest in my next message.)",
    refused("the sign-off was replaced by a part-1-of-2 line"),
)
case(
    "en-04",
    "en",
    "continued_marker_before_target",
    CUT,
    PLOTS,
    "Shorten the rent paragraph.",
    whole(t, p[:3]) + "\n\n— continued below —",
    refused("continued below"),
)
t, p = REPAIR
case(
    "en-05",
    "en",
    "continued_marker_at_target",
    CUT,
    REPAIR,
    "Make the urgent-contact line clearer.",
    whole(t, p[:4]) + "\n\n[Continued in next reply]",
    refused("continued in next reply"),
)
t, p = CLINIC
case(
    "zh-01",
    "zh",
    "continued_marker_before_target",
    CUT,
    CLINIC,
    "落款日期改成4月2日。",
    whole(t, p[:4]) + "\n\n（待续）",
    refused("待续"),
)
case(
    "zh-02",
    "zh",
    "continued_marker_replaces_signoff",
    CUT,
    CLINIC,
    "联系陈医生那句说得客气些。",
    whole(t, p[:6]) + "\n\n（下接下一条消息）",
    refused("下接"),
)
t, p = BOOKS
case(
    "zh-03",
    "zh",
    "continued_marker_before_target",
    CUT,
    BOOKS,
    "领读人那段加一句：欢迎带着问题来。",
    whole(t, p[:3]) + "\n\n【未完，见下条】",
    refused("未完，见下条"),
)
case(
    "zh-04",
    "zh",
    "continued_marker_at_target",
    CUT,
    BOOKS,
    "报名那段缩短一点。",
    whole(t, p[:4]) + "\n\n内容较长，剩余部分我下一条发给你。",
    refused("剩余部分下条发"),
)
t, p = POOL
case(
    "zh-05",
    "zh",
    "continued_marker_before_target",
    CUT,
    POOL,
    "更衣柜那段改得简短些。",
    whole(t, p[:3]) + "\n\n未完待续……",
    refused("未完待续……"),
)
# Near-misses: a serial's own "to be continued" line is the writer's, kept.
t, p = SERIAL_EN
new = (
    "The logbook lay open on the desk, its last entry in her grandfather's narrow hand, dated"
    " the night of the storm."
)
case(
    "en-06",
    "en",
    "serial_keeps_own_continued_line",
    CUT + " (near-miss)",
    SERIAL_EN,
    "Tighten the second paragraph.",
    whole(t, swap(p, {1: new})),
    applied(SERIAL_EN, {1: new}),
)
t, p = SERIAL_ZH
new = "天刚蒙蒙亮，他就扛起铁锹下了楼。"
case(
    "zh-06",
    "zh",
    "serial_keeps_own_continued_line",
    CUT + "（近似的反例）",
    SERIAL_ZH,
    "第三段写得更有画面感一些。",
    whole(t, swap(p, {2: new})),
    applied(SERIAL_ZH, {2: new}),
)

# 2. A person's name changed by one character or letter in the asked paragraph.
NAME = "wild46 staff_name_changed_in_target, other names and genres"
case(
    "en-07",
    "en",
    "name_changed_one_letter_in_target",
    NAME,
    TRIP,
    "Make the questions paragraph a bit warmer.",
    "If you have any questions at all, do have a word with Mrs Helen March, our trip leader, or"
    " drop us a line at office@harwickprimary.sch.uk.",
    refused("Marsh → March"),
)
case(
    "en-08",
    "en",
    "name_changed_one_letter_in_target",
    NAME,
    PLOTS,
    "Rewrite the secretary line so it sounds less stiff.",
    "Got a question about plots? Our secretary, Gareth Price, is happy to help on 01632 960 415.",
    refused("Pryce → Price"),
)
case(
    "zh-07",
    "zh",
    "name_changed_one_char_in_target",
    NAME,
    CLINIC,
    "联系医生那句读起来顺一点。",
    "如有疑问，可联系社区医生陈思源，电话0571-8765 4321。",
    refused("陈思远 → 陈思源"),
)
case(
    "zh-08",
    "zh",
    "name_changed_one_char_in_target",
    NAME,
    BOOKS,
    "领读人那段写得生动些。",
    "本期的领读人是刘海博老师——这部小说他已经研究了整整十年。",
    refused("刘海波 → 刘海博"),
)
case(
    "en-09",
    "en",
    "name_changed_one_letter_in_target",
    NAME,
    REPAIR,
    "Make the urgent line more direct.",
    "Urgent problem this weekend? Call Ravi Menen on 07700 900 213.",
    refused("Menon → Menen"),
)
t, p = LIB
case(
    "en-21",
    "en",
    "name_changed_one_letter_named_twice",
    NAME,
    LIB,
    "Make the last paragraph friendlier.",
    "If anything goes wrong, just ask Joanna Fields, our volunteer lead.",
    refused("Field → Fields (the name stays elsewhere)"),
)
t, p = VOL
case(
    "zh-23",
    "zh",
    "name_changed_one_char_named_twice",
    NAME,
    VOL,
    "最后一句说得亲切些。",
    "有什么问题，随时找周明就好。",
    refused("周敏 → 周明（名字在第一段还在）"),
)
case(
    "zh-24",
    "zh",
    "name_changed_one_char_named_twice",
    NAME,
    VOL,
    "开头那段写得热情一点。",
    "欢迎你加入城南图书馆志愿者团队！第一次值班，志愿者负责人周民会带你到处转转、熟悉环境。",
    refused("周敏 → 周民"),
)
t, p = REPAIR
new = "Something urgent over the weekend? Ring Ravi Menon on 07700 900 213."
case(
    "en-22",
    "en",
    "name_kept_restyled_near_miss",
    NAME + " (near-miss)",
    REPAIR,
    "Make the urgent line more direct.",
    new,
    applied(REPAIR, {4: new}),
)

# Near-misses: the writer asks for the spelling.
new = "Questions about plots go to our secretary, Gareth Price, on 01632 960 415."
case(
    "en-10",
    "en",
    "name_spelling_asked",
    NAME + " (near-miss)",
    PLOTS,
    "Our secretary spells his name Price, not Pryce — fix that.",
    new,
    applied(PLOTS, {5: new}),
)
new = "如有疑问，请找社区医生陈思源，电话0571-8765 4321。"
case(
    "zh-09",
    "zh",
    "name_spelling_asked",
    NAME + "（近似的反例）",
    CLINIC,
    "医生的名字写错了，应该是陈思源。",
    new,
    applied(CLINIC, {5: new}),
)

# 3. One list step answered as its line alone, the suggestion naming another paragraph as a model.
STEP = "wild46 list_step_answered_alone with a paragraph named for comparison"
t, p = TRIP
step = "3. Sturdy shoes for the castle steps."
case(
    "en-11",
    "en",
    "list_step_alone_other_paragraph_named",
    STEP,
    TRIP,
    "Reword item 3 so it matches the tone of the 'What to bring' heading.",
    step,
    applied(TRIP, {3: p[3].replace("3. Comfortable shoes for the castle steps.", step)}),
)
t, p = REPAIR
step = "2. Sign out of the shared drive before you go home."
case(
    "en-12",
    "en",
    "list_step_alone_other_paragraph_named",
    STEP,
    REPAIR,
    "Reword step 2 so it sounds like the 'Save your work' step, and keep it short.",
    step,
    applied(REPAIR, {3: p[3].replace("2. Log out of the shared drive.", step)}),
)
t, p = CLINIC
step = "2. 中医把脉，并给出养生建议。"
case(
    "zh-10",
    "zh",
    "list_step_alone_other_paragraph_named",
    STEP,
    CLINIC,
    "第2条照着“参加义诊”那段的口气改一下。",
    step,
    applied(CLINIC, {3: p[3].replace("2. 中医把脉与养生建议。", step)}),
)
t, p = POOL
step = "2. 入场须佩戴泳帽。"
case(
    "zh-11",
    "zh",
    "list_step_alone_other_paragraph_named",
    STEP,
    POOL,
    "第2条的说法和“入场须出示会员卡”那条保持一致。",
    step,
    applied(POOL, {3: p[3].replace("2. 必须佩戴泳帽。", step)}),
)

t, p = LIB
step = "3. Shelve each book by its spine label, left to right."
case(
    "en-19",
    "en",
    "list_step_alone_section_named",
    STEP,
    LIB,
    "Reword step 3 so it matches the wording in the 'Shelving' paragraph.",
    step,
    applied(LIB, {4: p[4].replace("3. Put the books back in the right place.", step)}),
)
case(
    "en-20",
    "en",
    "list_step_alone_section_named",
    STEP,
    LIB,
    "Make item 3 use the words of the Shelving section.",
    "Revised step:\n\n" + step,
    applied(LIB, {4: p[4].replace("3. Put the books back in the right place.", step)}),
)
t, p = VOL
step = "3. 按书脊标签把书放回原位。"
case(
    "zh-21",
    "zh",
    "list_step_alone_section_named",
    STEP,
    VOL,
    "第3步按照“上架规则”那段的说法改一下。",
    step,
    applied(VOL, {4: p[4].replace("3. 把书放回去。", step)}),
)
case(
    "zh-22",
    "zh",
    "list_step_alone_section_named",
    STEP,
    VOL,
    "第3条用上“上架规则”里的说法。",
    "修改后：\n\n" + step,
    applied(VOL, {4: p[4].replace("3. 把书放回去。", step)}),
)

# 4. A whole reply that drops a sentence of a paragraph nobody asked about, while the asked
# paragraph is named by a topic the article words otherwise (咨询 ↔ 如有疑问).
DROP = "wild46 untouched_sentence_dropped_in_whole, the target named by its topic"
t, p = CLINIC
add = p[5] + "也可以在工作日到服务站咨询。"
case(
    "zh-12",
    "zh",
    "sentence_dropped_topic_named_target",
    DROP,
    CLINIC,
    "在咨询那段加上：也可以在工作日到服务站咨询。",
    whole(t, swap(p, {4: "参加义诊请带好身份证和医保卡，65岁以上老人可优先就诊。", 5: add})),
    applied(CLINIC, {5: add}, withheld_min=1),
)
t, p = BOOKS
add = p[5] + "欢迎带着问题来。"
case(
    "zh-13",
    "zh",
    "sentence_dropped_topic_named_target",
    DROP,
    BOOKS,
    "介绍老师那段末尾加一句：欢迎带着问题来。",
    whole(t, swap(p, {1: p[1].split("。")[0] + "。", 5: add})),
    applied(BOOKS, {5: add}, withheld_min=1),
)
t, p = PLOTS
add = p[5] + " He answers texts too."
case(
    "en-13",
    "en",
    "sentence_dropped_topic_named_target",
    DROP,
    PLOTS,
    "Add 'He answers texts too.' to the enquiries paragraph.",
    whole(t, swap(p, {4: "Plot rents of £42 a year are due by 31 March.", 5: add})),
    applied(PLOTS, {5: add}, withheld_min=1),
)
t, p = PLOTS
add = p[5] + " Texts are fine too."
case(
    "en-14",
    "en",
    "sentence_dropped_topic_named_target",
    DROP,
    PLOTS,
    "Add 'Texts are fine too.' to the contact paragraph.",
    whole(t, swap(p, {2: p[2].split(". ")[0] + ".", 5: add})),
    applied(PLOTS, {5: add}, withheld_min=1),
)

# 5. An unasked summary section appended to a whole reply (withheld; the asked edit kept).
SUM = "wild46 unasked_summary_section_appended_in_whole, other headings"
t, p = TRIP
new = p[1].replace("The coach leaves", "Our coach leaves")
case(
    "en-15",
    "en",
    "summary_section_appended",
    SUM,
    TRIP,
    "In the opening paragraph, say 'Our coach' instead of 'The coach'.",
    whole(t, swap(p, {1: new})) + "\n\n## At a glance\n\nCastle trip on 14 April, £18, pay by"
    " 2 April.",
    applied(TRIP, {1: new}, withheld_min=1),
)
t, p = PLOTS
new = p[2].replace("We will clear", "Together we will clear")
case(
    "en-16",
    "en",
    "summary_section_appended",
    SUM,
    PLOTS,
    "Start the second sentence of paragraph 2 with 'Together'.",
    whole(t, swap(p, {2: new})) + "\n\n**TL;DR:** work party 20 March, rents due 31 March.",
    applied(PLOTS, {2: new}, withheld_min=1),
)
t, p = POOL
new = p[1].replace("恢复开放，", "恢复开放，欢迎回来，")
case(
    "zh-15",
    "zh",
    "summary_section_appended",
    SUM,
    POOL,
    "开头那段加上“欢迎回来”。",
    whole(t, swap(p, {1: new})) + "\n\n## 要点速览\n\n6月1日起开放，每天6:30—21:30，须戴泳帽。",
    applied(POOL, {1: new}, withheld_min=1),
)
t, p = BOOKS
new = p[4].replace("请在3月24日前", "请务必在3月24日前")
case(
    "zh-16",
    "zh",
    "summary_section_appended",
    SUM,
    BOOKS,
    "报名那段的“请在3月24日前”改成“请务必在3月24日前”。",
    whole(t, swap(p, {4: new})) + "\n\n## 小结\n\n3月27日下午两点，城西图书馆，名额30人。",
    applied(BOOKS, {4: new}, withheld_min=1),
)

# 6. A softened rule whose "不要" became "别" (the same negation, no reversal).
NEG = "wild46 entry_then_rule_then_note: 不要 → 别 read as a reversal"
t, p = POOL
new = "深水区水深2.2米，不会游泳的朋友千万别进深水区，小朋友也请由家长陪着。"
case(
    "zh-17",
    "zh",
    "negation_reworded_bie",
    NEG,
    POOL,
    "深水区那段说得亲切些。",
    new + "\n\n---\n\n说明：只改了语气，规定没有变。",
    applied(POOL, {4: new}),
)
t, p = POOL
step = "3. 吃完饭一小时内，先别急着下水。"
case(
    "zh-18",
    "zh",
    "negation_reworded_bie",
    NEG,
    POOL,
    "第3条说得亲切些。",
    step + "\n\n---\n\n说明：意思没有变。",
    applied(POOL, {3: p[3].replace("3. 饭后一小时内不要下水。", step)}),
)
t, p = VOL
new = "值班时请锁好储物柜，别让读者进到后面的书库里。"
case(
    "zh-20",
    "zh",
    "negation_reworded_bie",
    NEG,
    VOL,
    "储物柜那段说得客气些。",
    new + "\n\n---\n\n说明：只调整了语气。",
    applied(VOL, {5: new}),
)

t, p = POOL
new = "深水区水深2.2米，不会游泳的朋友千万别让自己进入深水区，儿童须由家长陪同。"
case(
    "zh-25",
    "zh",
    "negation_reworded_bie_rang",
    NEG,
    POOL,
    "深水区那段说得委婉些。",
    new + "\n\n---\n\n说明：只调整了语气，规定不变。",
    applied(POOL, {4: new}),
)
case(
    "zh-26",
    "zh",
    "negation_flipped_with_rang",
    NEG + "（近似的反例：真的反了）",
    POOL,
    "深水区那段说得亲切些。",
    "深水区水深2.2米，不会游泳的朋友也可以让救生员陪着进入深水区，儿童须由家长陪同。",
    refused("请不要进入 → 可以让救生员陪着进入"),
)

# 8. "Add a rule to the list about closing the gate": the list, not the closing paragraph.
LIST = "wild46 unasked_table_cell_changed_in_whole: 'about closing the gate' read as the closing"
t, p = PLOTS
new = p[3] + "\n- Lock the shed when you leave."
case(
    "en-23",
    "en",
    "add_to_list_about_an_ing_verb",
    LIST,
    PLOTS,
    "Add a rule to the list about locking the shed.",
    whole(t, swap(p, {3: new, 4: p[4].replace("£42", "£45")})),
    applied(PLOTS, {3: new}, withheld_min=1),
)
t, p = TRIP
new = p[3] + "\n4. A water bottle, and a hat if it is sunny."
case(
    "en-24",
    "en",
    "add_to_list_about_an_ing_verb",
    LIST,
    TRIP,
    "Add an item to the list about bringing a water bottle.",
    whole(t, swap(p, {3: new, 7: "Thank you for your support!\nMr David Okafor, Headteacher"})),
    applied(TRIP, {3: new}, withheld_min=1),
)

# 7. Blocks that change an address the suggestion names.
URL = "wild46 two_blocks_exact_deadline_and_url: the address the ask names"
t, p = TRIP
blocks = (
    "<<<<<<< SEARCH\nemail office@harwickprimary.sch.uk.\n=======\nemail trips@harwickprimary.sch.uk."
    "\n>>>>>>> REPLACE"
)
case(
    "en-17",
    "en",
    "blocks_address_the_ask_names",
    URL,
    TRIP,
    "Questions should now go to trips@harwickprimary.sch.uk.",
    blocks,
    applied(TRIP, {6: p[6].replace("office@", "trips@")}),
    edit_format="blocks",
)
t, p = REPAIR
new = p[2].replace("https://it.example.org/status", "https://it.example.org/status-2027")
case(
    "en-18",
    "en",
    "address_the_ask_names_in_path",
    URL,
    REPAIR,
    "The status page has moved to /status-2027; make the offline paragraph say so.",
    whole(t, swap(p, {2: new})),
    applied(REPAIR, {2: new}),
)
t, p = BOOKS
new = p[4].replace("/signup", "/signup2027")
case(
    "zh-19",
    "zh",
    "address_the_ask_names_in_path",
    URL,
    BOOKS,
    "报名网址换成了 /signup2027，报名那段改一下。",
    whole(t, swap(p, {4: new})),
    applied(BOOKS, {4: new}),
)


finish(HERE)
