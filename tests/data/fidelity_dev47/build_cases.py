# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes cases.jsonl: session 47's variants of what fidelity_blind46 failed on (run from the
repository root: `.venv/bin/python tests/data/fidelity_dev47/build_cases.py`). Every expected
article is the original paragraph list with only the asked paragraphs replaced."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from fidelity_build import Articles, finish, refused  # noqa: E402

FETE = (
    "Ashgrove Primary Summer Fete",
    [
        "Our summer fete is back on **Saturday 19 June 2027**, and this year every penny raised goes to the new reading garden.",
        "## Timetable",
        "| Time | What happens |\n|---|---|\n| 11.00 am | Gates open |\n| 11.30 am | Dog show |\n| 1.15 pm | Tug of war |\n| 3.00 pm | Raffle draw |",
        "Entry is £3 for adults and £1 for children. Each family gets one raffle ticket with every paid entry.",
        "## What to bring",
        "- Cash for the stalls.\n- A bag for your cakes.\n- Sun cream.",
        "Last year 420 of the 510 cakes sold before 2 pm, and we raised £2,380.",
        "> One parent wrote: “Best afternoon of the whole summer!”",
        "Stalls are run by the Friends of Ashgrove. Questions go to our chair, Kofi Mensah, at friends@ashgrove.sch.uk.",
    ],
)
CHOIR = (
    "Northfield Choir: Winter Concert",
    [
        "Northfield Community Choir sings its winter concert at St Anne's Church on **Friday 10 December**, doors at 7 pm.",
        "## Programme",
        "1. In the Bleak Midwinter\n2. Carol of the Bells\n3. A medley of folk songs\n4. Audience carols",
        "Tickets cost £12 for adults and £6 for students, on sale at the door or online.",
        "Please do not film the choir during the performance.",
        "Last winter we welcomed 186 listeners and raised £940 for the night shelter.",
        "## Rehearsals",
        "Rehearsals run every Tuesday at 7.30 pm in the church hall. Every singer gets one folder of music to keep.",
        "Our director, Helen Marsh, will lead the final run-through on 8 December.",
    ],
)
MARKET = (
    "滨江社区跳蚤市场报名通知",
    [
        "各位邻居：",
        "滨江社区第三届跳蚤市场将于**2027年6月12日（星期六）9:00—12:00**在社区广场举行，欢迎大家把闲置物品拿出来交换或出售。",
        "## 摊位安排",
        "| 区域 | 摊位数 | 开放时间 |\n|---|---|---|\n| 东区 | 24个 | 9:00—12:00 |\n| 西区 | 18个 | 9:30—11:30 |\n| 儿童区 | 12个 | 9:00—11:00 |",
        "每户限报一个摊位，报名时领一个号码牌。摊位费10元，全部用于社区图书角。",
        "## 不能摆卖的物品",
        "- 食品和药品。\n- 仿冒商品。\n- 易燃易爆物品。",
        "去年共有86户报名，到场73户，成交物品超过600件。",
        "> 一位老邻居说：“这比逛商场还热闹！”",
        "报名请联系社区工作人员周德明，电话0571-8611-2045（工作日9:00—17:00）。",
        "滨江社区居委会\n2027年5月20日",
    ],
)
READING = (
    "城西图书馆暑期阅读挑战",
    [
        "暑假到了！城西图书馆“暑期阅读挑战”7月1日正式开始，欢迎6—12岁的小读者参加。",
        "## 挑战规则",
        "1. 每读完一本书，在阅读卡上盖一个章。\n2. 集满10个章，可换一份小奖品。\n3. 集满20个章，可参加8月底的颁奖会。",
        "报名时每人领一张阅读卡，遗失可补办一次。",
        "## 温馨提示",
        "- 借书请带读者证。\n- 每次最多借5本。\n- 图书请按时归还。",
        "去年共有312名小读者报名，其中208名集满了10个章。",
        "> 有位家长说：“孩子整个暑假都抢着去图书馆。”",
        "活动由少儿部刘海波老师负责，咨询电话：0571-8723-5566。",
    ],
)

GARDEN = (
    "Open Gardens Day on Linden Road",
    [
        "Six gardens on Linden Road open their gates on **Sunday 6 June 2027**, from 11 am to 5 pm.",
        "## How it works",
        "1. Buy a £5 wristband at number 14.\n2. Visit the gardens in any order.\n3. Vote for your favourite at the tea tent.",
        "## Please don't",
        "- Pick flowers or take cuttings.\n- Bring dogs into the gardens.\n- Smoke anywhere on the road.",
        "Last year 230 visitors came and we raised £1,150 for the hospice.",
        "With thanks to our hosts and to Ruth Okafor, who runs the tea tent.",
    ],
)
FAIR = (
    "社区旧书交换日",
    [
        "本月最后一个周六，社区活动中心举办旧书交换日，欢迎带上家里读过的书来换。",
        "## 交换步骤",
        "1. 在门口登记要换的书。\n2. 每本书领一张换书券。\n3. 凭券到书架挑书。",
        "## 不收的书",
        "- 缺页或破损的书。\n- 过期的教辅资料。\n- 盗版书。",
        "上次活动共收到书1240本，换出去980本。",
        "> 一位读者说：“在这里淘到了找了很久的‘老版本’。”",
        "活动由社区志愿者曹文华负责，咨询电话：0571-8890-1122。",
    ],
)
KITCHEN = (
    "邻里厨房烹饪课招生",
    [
        "邻里厨房的烹饪课开课啦！零基础也能学，欢迎街坊们报名。",
        "## 课程安排",
        "每周六上午9:30—11:30，共4次课，每次学两道家常菜。",
        "## 主讲老师",
        "主讲老师是退休厨师韩立平，做了三十年淮扬菜。",
        "> 一位老学员说：“韩师傅的‘刀工课’真是太实用了！”",
        "报名电话：0571-8801-3344（每天9:00—18:00）。",
    ],
)

A = Articles(
    "d47",
    {
        "fete": FETE,
        "choir": CHOIR,
        "zmarket": MARKET,
        "zreading": READING,
        "garden": GARDEN,
        "zfair": FAIR,
        "zkitchen": KITCHEN,
    },
)

whole = A.whole


fp, cp, mp, rp, gp, bp = FETE[1], CHOIR[1], MARKET[1], READING[1], GARDEN[1], FAIR[1]

# 1. Figures swapped between their places inside the asked paragraph (refused), near-misses saved.
SW = "blind46 wave_times_swapped / numbers_swapped / household_counts_swapped, other genres"
A.one(
    "swap",
    "figures_swapped_in_target",
    SW,
    "fete",
    "Put the dog show and the tug of war in bold in the timetable.",
    [
        fp[2]
        .replace("| Dog show |", "| **Tug of war** |", 1)
        .replace("| Tug of war |", "| **Dog show** |", 1)
    ],
    expect=refused("11.30 am and 1.15 pm swapped between the dog show and the tug of war"),
)
A.one(
    "swap",
    "figures_swapped_in_target",
    SW,
    "fete",
    "Make the sentence about last year sound prouder.",
    ["We're thrilled that last year 510 of the 420 cakes sold before 2 pm — and we raised £2,380!"],
    expect=refused("420 and 510 swapped"),
)
A.one(
    "swap",
    "figures_swapped_in_target",
    SW,
    "choir",
    "Make the ticket sentence friendlier.",
    ["Tickets are just £6 for adults and £12 for students — grab yours at the door or online!"],
    expect=refused("£12 and £6 swapped between adults and students"),
)
A.one(
    "swap",
    "figures_swapped_in_target",
    SW,
    "zmarket",
    "摊位安排表格里的“东区”改成“东区（靠大门）”。",
    [
        mp[3]
        .replace("| 东区 | 24个 |", "| 东区（靠大门） | 18个 |")
        .replace("| 西区 | 18个 |", "| 西区 | 24个 |")
    ],
    expect=refused("24个 and 18个 swapped between the two rows"),
)
A.one(
    "swap",
    "figures_swapped_in_target",
    SW,
    "zmarket",
    "去年那句写得更热闹一点。",
    ["去年共有73户报名，到场86户，成交物品超过600件，热闹极了！"],
    expect=refused("86户 and 73户 swapped"),
)
A.one(
    "swap",
    "figures_swapped_in_target",
    SW,
    "zreading",
    "去年那句改得更有鼓励性。",
    ["去年共有208名小读者报名，其中312名集满了10个章，真了不起！"],
    expect=refused("312 and 208 swapped"),
)
# near-misses: the pairing kept in other words, or the swap asked
new = "Last year we sold 420 cakes (out of 510) before 2 pm, and raised £2,380."
A.one(
    "swap",
    "figures_reordered_pairing_kept",
    SW,
    "fete",
    "Make the sentence about last year punchier.",
    [new],
    {6: new},
)
new = "去年到场73户（共86户报名），成交物品超过600件，热闹极了！"
A.one(
    "swap",
    "figures_reordered_pairing_kept",
    SW,
    "zmarket",
    "去年那句写得更热闹一点。",
    [new],
    {7: new},
)
new = (
    fp[2]
    .replace("| 11.30 am | Dog show |", "| 11.30 am | Tug of war |")
    .replace("| 1.15 pm | Tug of war |", "| 1.15 pm | Dog show |")
)
A.one(
    "swap",
    "figures_swap_asked",
    SW,
    "fete",
    "Swap the times of the dog show and the tug of war.",
    [new],
    {2: new},
)
new = "Tickets cost £6 for adults and £12 for students, on sale at the door or online."
A.one(
    "swap",
    "figures_swap_asked",
    SW,
    "choir",
    "Swap the two ticket prices, I had them the wrong way round.",
    [new],
    {3: new},
)

# 2. A count changed inside the asked paragraph ("one … per" → "two"), refused; near-misses saved.
CT = "blind46 token_count_changed_in_target, other genres"
A.one(
    "count",
    "count_word_changed_in_target",
    CT,
    "fete",
    "Make the entry paragraph clearer.",
    [
        "Entry is £3 for adults and £1 for children. With every paid entry, each family gets two raffle tickets."
    ],
    expect=refused("one raffle ticket became two"),
)
A.one(
    "count",
    "count_word_changed_in_target",
    CT,
    "choir",
    "Make the rehearsal paragraph friendlier.",
    [
        "We rehearse every Tuesday at 7.30 pm in the church hall — and every singer gets three folders of music to keep!"
    ],
    expect=refused("one folder became three"),
)
A.one(
    "count",
    "count_word_changed_in_target",
    CT,
    "zmarket",
    "报名那段说得清楚一点。",
    ["每户限报一个摊位，报名时可领两个号码牌。摊位费10元，全部用于社区图书角。"],
    expect=refused("一个号码牌 became 两个"),
)
A.one(
    "count",
    "count_word_changed_in_target",
    CT,
    "zreading",
    "阅读卡那句说得亲切些。",
    ["报名时每位小朋友都能领到三张阅读卡哦，万一丢了还可以补办一次。"],
    expect=refused("一张 became 三张"),
)
new = "Entry is £3 for adults and £1 for children, and every paid entry comes with a raffle ticket for the family."
A.one(
    "count",
    "count_kept_in_other_words",
    CT,
    "fete",
    "Make the entry paragraph clearer.",
    [new],
    {3: new},
)
new = "报名时每位小朋友都能领到一张阅读卡哦，万一丢了还可以补办一次。"
A.one(
    "count", "count_kept_in_other_words", CT, "zreading", "阅读卡那句说得亲切些。", [new], {3: new}
)

# 3. A person's name changed by one character or letter inside the asked paragraph (refused).
NM = "blind46 name_changed_in_target, other genres"
A.one(
    "name",
    "name_changed_in_target",
    NM,
    "zmarket",
    "报名联系那段语气热情一点。",
    ["想报名的邻居，欢迎联系社区工作人员周德民，电话0571-8611-2045（工作日9:00—17:00）。"],
    expect=refused("周德明 became 周德民"),
)
A.one(
    "name",
    "name_changed_in_target",
    NM,
    "zreading",
    "负责老师那句说得亲切些。",
    ["活动由少儿部的刘海涛老师负责，有任何问题都欢迎打电话：0571-8723-5566。"],
    expect=refused("刘海波 became 刘海涛"),
)
A.one(
    "name",
    "name_changed_in_target",
    NM,
    "fete",
    "Make the last paragraph warmer.",
    [
        "Our lovely stalls are run by the Friends of Ashgrove. Any questions? Just ask our chair, Kofi Mensa, at friends@ashgrove.sch.uk."
    ],
    expect=refused("Kofi Mensah became Kofi Mensa"),
)
new = "想报名的邻居，欢迎联系社区工作人员周德明，电话0571-8611-2045（工作日9:00—17:00）。"
A.one("name", "name_kept_in_target", NM, "zmarket", "报名联系那段语气热情一点。", [new], {9: new})
new = "活动由少儿部王小燕老师负责，咨询电话：0571-8723-5566。"
A.one(
    "name",
    "name_change_asked",
    NM,
    "zreading",
    "负责老师由刘海波换成王小燕了，改一下。",
    [new],
    {8: new},
)

# 4. Quote marks of untouched paragraphs changed in a whole reply (the writer's marks kept).
QM = "blind46 untouched_quote_marks_made_corner_in_whole, other genres"
add = mp[4] + "现场备有零钱兑换。"
A.one(
    "quotes",
    "untouched_quote_marks_changed_in_whole",
    QM,
    "zmarket",
    "报名那段加一句：现场备有零钱兑换。",
    [whole("zmarket", changes={4: add, 8: mp[8].replace("“", "「").replace("”", "」")})],
    {4: add},
)
add = rp[3] + "阅读卡请妥善保管。"
A.one(
    "quotes",
    "untouched_quote_marks_changed_in_whole",
    QM,
    "zreading",
    "阅读卡那句后面加上：阅读卡请妥善保管。",
    [
        whole(
            "zreading",
            changes={
                3: add,
                0: rp[0].replace("“", "『").replace("”", "』"),
                7: rp[7].replace("“", "「").replace("”", "」"),
            },
        )
    ],
    {3: add},
)
add = fp[8] + " We reply within two days."
A.one(
    "quotes",
    "untouched_quote_marks_changed_in_whole",
    QM,
    "fete",
    "Add 'We reply within two days.' to the last paragraph.",
    [whole("fete", changes={8: add, 7: fp[7].replace("“", "\u00ab").replace("”", "\u00bb")})],
    {8: add},
)

# 5. An unasked summary section added to a whole reply (withheld; the asked edit kept).
SU = "blind46 unasked_summary_section_added_in_whole, other genres"


def summary(kind: str, key: str, suggestion: str, changes: dict[int, str], tail: str) -> None:
    """The asked `changes` answered in a whole reply with an unasked summary `tail` after it."""
    reply = whole(key, changes=changes) + tail
    A.one("summary", kind, SU, key, suggestion, [reply], changes, withheld_min=1)


AFTER_HEADING, AFTER_EDIT = (
    "summary_section_after_heading_rename",
    "summary_section_after_paragraph_edit",
)
summary(
    AFTER_HEADING,
    "fete",
    "Rename the heading 'What to bring' to 'Things to bring'.",
    {4: "## Things to bring"},
    "\n\n## Summary\n\nFete on 19 June: £3 adults, £1 children, raffle at 3 pm.",
)
summary(
    AFTER_HEADING,
    "zmarket",
    "把小标题“不能摆卖的物品”改成“摆摊须知”。",
    {5: "## 摆摊须知"},
    "\n\n## 小结\n\n6月12日上午在社区广场，每户一个摊位，摊位费10元。",
)
summary(
    AFTER_EDIT,
    "choir",
    "Make the filming paragraph friendlier.",
    {4: "Please don't film the choir while we sing — just enjoy the music!"},
    "\n\n## In short\n\nConcert 10 December, £12 / £6, no filming.",
)
new = "报名时每人领一张阅读卡，万一遗失，可以补办一次。"
for tail in ("\n\n## 总结\n\n", "\n\n**总结：** "):
    summary(
        AFTER_EDIT,
        "zreading",
        "阅读卡那句说清楚一点。",
        {3: new},
        tail + "7月1日开始，集章换奖品，8月底颁奖。",
    )

# 6. The asked paragraph answered under 【修改前】 / 【修改后】 labels (the new text saved).
LB = "blind46 before_after_in_lenticular_labels, other genres"
new = "每户限报一个摊位，报名时领一个号码牌。摊位费只要10元，而且全部用于社区图书角，一举两得！"
A.one(
    "labels",
    "before_after_lenticular_labels",
    LB,
    "zmarket",
    "摊位费那段写得更有吸引力。",
    [f"【修改前】{mp[4]}\n【修改后】{new}"],
    {4: new},
)
new = "去年共有312名小读者报名，其中208名集满了10个章——今年轮到你啦！"
A.one(
    "labels",
    "before_after_lenticular_labels",
    LB,
    "zreading",
    "去年那句写得更有号召力。",
    [f"【原文】\n{rp[6]}\n\n【修改后】\n{new}"],
    {6: new},
)
new = "有位家长说：“孩子整个暑假都抢着去图书馆！”"
A.one(
    "labels",
    "before_after_lenticular_labels",
    LB,
    "zreading",
    "“温馨提示”前面那段第一句改短。",
    [f"【修改前】{rp[3]}\n【修改后】报名时每人领一张阅读卡，丢了可补办一次。"],
    {3: "报名时每人领一张阅读卡，丢了可补办一次。"},
)
new = "Last winter 186 listeners joined us and together we raised £940 for the night shelter."
A.one(
    "labels",
    "before_after_bracket_labels",
    LB,
    "choir",
    "Make the last-winter paragraph warmer.",
    [f"[Before] {cp[5]}\n[After] {new}"],
    {5: new},
)

# 7. The paragraph after a list (or a table) answered alone (spliced into its place).
AL = "blind46 paragraph_after_list_answered_alone, other genres"
new = "Last year 420 of our 510 cakes sold before 2 pm; we raised £2,380."
A.one(
    "after",
    "paragraph_after_list_answered_alone",
    AL,
    "fete",
    "Shorten the paragraph after the what-to-bring list.",
    [new],
    {6: new},
)
new = "Tickets: £12 adults, £6 students, at the door or online."
A.one(
    "after",
    "paragraph_after_list_answered_alone",
    AL,
    "choir",
    "Shorten the paragraph after the programme list.",
    [new],
    {3: new},
)
new = "去年86户报名，73户到场，成交600多件。"
A.one(
    "after",
    "paragraph_after_list_answered_alone",
    AL,
    "zmarket",
    "不能摆卖的物品清单后面那段缩短一点。",
    [new],
    {7: new},
)
new = "每户限报一个摊位，领一个号码牌；摊位费10元，全部捐给社区图书角。"
A.one(
    "after",
    "paragraph_after_table_answered_alone",
    AL,
    "zmarket",
    "表格下面那段改得简洁些。",
    [new],
    {4: new},
)

# ...in an article with two lists, the list named by its heading's words
new = "Last year 230 visitors came and raised £1,150 for the hospice."
A.one(
    "after",
    "paragraph_after_named_list_of_two",
    AL,
    "garden",
    "Shorten the paragraph after the please-don't list.",
    [new],
    {5: new},
)
new = "Last year 230 visitors raised £1,150 for the hospice!"
A.one(
    "after",
    "paragraph_after_named_list_of_two",
    AL,
    "garden",
    "Make the paragraph after the don't list punchier.",
    [new],
    {5: new},
)
new = "上次活动收到旧书1240本，换出980本。"
A.one(
    "after",
    "paragraph_after_named_list_of_two",
    AL,
    "zfair",
    "“不收的书”清单后面那段改简洁些。",
    [new],
    {5: new},
)

# 8. The quote (a blockquote line) answered alone for an ask naming it as the quote.
QU = (
    "blind46 translation_appended_in_quote_as_asked / blockquote_entry_answered_alone, other genres"
)
new = "> 一位老邻居说：“这比逛商场还热闹！”（“It's livelier than a shopping mall!”）"
A.one(
    "quote",
    "quote_translation_appended_as_asked",
    QU,
    "zmarket",
    "那句邻居的话后面加上英文翻译，放在括号里。",
    [new],
    {8: new},
)
new = "> 有位三年级学生的家长说：“孩子整个暑假都抢着去图书馆。”"
A.one(
    "quote",
    "quote_speaker_named_as_asked",
    QU,
    "zreading",
    "引用那句前面说明是“三年级学生的家长”说的。",
    [new],
    {7: new},
)
new = "> One parent, Sarah Lowe, wrote: “Best afternoon of the whole summer!”"
A.one(
    "quote",
    "quote_speaker_named_as_asked",
    QU,
    "fete",
    "In the quote, say the parent was Sarah Lowe.",
    [new],
    {7: new},
)
new = "> 去年一位摆摊的老邻居说：“这比逛商场还热闹！”"
A.one(
    "quote",
    "quote_speaker_named_as_asked",
    QU,
    "zmarket",
    "引用的那句话，说明是去年一位摆摊的老邻居说的。",
    [new],
    {8: new},
)

new = "> 一位读者说：“在这里淘到了找了很久的‘老版本’。”（“I found the ‘old edition’ I had been looking for.”）"
A.one(
    "quote",
    "quote_translation_appended_as_asked",
    QU,
    "zfair",
    "那句读者的话后面加上英文翻译，放在括号里。",
    [new],
    {6: new},
)
new = "> 一位退休老师说：“在这里淘到了找了很久的‘老版本’。”"
A.one(
    "quote",
    "quote_speaker_named_as_asked",
    QU,
    "zfair",
    "引用那句改成是“一位退休老师”说的。",
    [new],
    {6: new},
)

# 4b. Nested quote marks made corner marks in an untouched quote, the section named.
add = bp[7] + "周末也可以打电话。"
A.one(
    "quotes",
    "nested_quote_marks_changed_in_section",
    QM,
    "zfair",
    "负责人那段加一句：周末也可以打电话。",
    [
        whole(
            "zfair",
            changes={
                7: add,
                6: bp[6]
                .replace("“", "「")
                .replace("”", "」")
                .replace("‘", "『")
                .replace("’", "』"),
            },
        )
    ],
    {7: add},
)
add = gp[6] + " Tea is free for hosts."
A.one(
    "quotes",
    "nested_quote_marks_changed_in_section",
    QM,
    "garden",
    "Add 'Tea is free for hosts.' to the thank-you paragraph.",
    [whole("garden", changes={6: add, 5: gp[5].replace("Last year", "Last year,")})],
    {6: add},
    withheld_min=1,
)
kp = KITCHEN[1]
add = kp[4] + "每节课都会准备好围裙。"
A.one(
    "quotes",
    "nested_quote_marks_changed_in_section",
    QM,
    "zkitchen",
    "主讲老师那段加一句：每节课都会准备好围裙。",
    [
        whole(
            "zkitchen",
            changes={
                4: add,
                5: kp[5]
                .replace("“", "「")
                .replace("”", "」")
                .replace("‘", "『")
                .replace("’", "』"),
            },
        )
    ],
    {4: add},
)
add = kp[2] + "材料费另收。"
A.one(
    "quotes",
    "nested_quote_marks_changed_in_section",
    QM,
    "zkitchen",
    "课程安排那段加一句：材料费另收。",
    [whole("zkitchen", changes={2: add, 5: kp[5].replace("‘", "『").replace("’", "』")})],
    {2: add},
)

finish(HERE)
