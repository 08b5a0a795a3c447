# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 39's lead fidelity cases (run from the repository root): a paragraph named by
part of its bold label (福利二 for **本月福利二：**, "offer two" for **Open day offer two:**) with an
unasked figure changed elsewhere; a weekday moved, a count word changed (once → twice, a single
→ two), a unit's qualifier dropped (15个工作日 → 15天, 15 working days → 15 days) and a bound
dropped (至少, 不超过, 最多, at least, no more than) by a restyle of the asked paragraph; `**bold**`
the model put into an article with no Markdown; and the note naming a dropped weekday, in the
article's language. Every expected article is the original paragraph list with only the asked
changes made."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the sets share
from fidelity_changes import (  # noqa: E402
    ChangedArticles,
    alone,
    block,
    swap,
    write_cases,
)

# An open-day notice with bold run-in labels.
EA_TITLE = "Riverside Allotments Open Day"
EA = [
    "The Riverside Allotments open day is on Saturday 14 March, from 10am to 3pm. Everyone is welcome and entry is free.",
    "**Open day offer one:** Anyone who joins on the day gets a free bag of compost, one per household.",
    "**Open day offer two:** The first 50 visitors take home a tomato seedling from our greenhouse.",
    "**Plot lottery:** Twelve plots are free this year. Put your name down by the Wednesday before the open day; we draw the names once, at noon, and each household may enter a single time.",
    "**Seed swap:** Bring at least five packets of seeds and take home no more than ten. Tools borrowed from the shed must come back within 15 working days.",
    "Questions? Ring Margaret Hale on 01632 960114, or find her at plot 7 any Saturday morning.",
]
# A plain letter: no Markdown at all.
EB_TITLE = "Elm Row Street Party"
EB = [
    "Dear neighbours,",
    "The street party on Elm Row is back this summer. We will close the road on Sunday 6 July from noon until 6pm, and the council has agreed to lend us two trestle tables.",
    "We need volunteers to help set up in the morning. If you can spare an hour, please let Tom at number 12 know by Friday.",
    "Bring a dish to share if you like. There will be music, a tug of war for the children and a cake stall run by the school.",
    "Best wishes, the Elm Row committee",
]
# 读书会通知: bold run-in labels.
ZA_TITLE = "春风里社区读书会三月活动通知"
ZA = [
    "各位书友好！三月的读书会定于3月21日（星期六）下午2点在社区图书室举行，欢迎新老朋友参加。",
    "**本月福利一：**到场的书友每人可领一枚新书签，先到先得。",
    "**本月福利二：**前30名签到的书友，免费领取一杯手冲咖啡，每人限领一杯。",
    "**报名方式：**请在星期三之前到前台登记，每人只能报名一次。本次名额不超过40人，额满即止。",
    "**借书规则：**每人最多借3本书，借期为15个工作日，续借请至少提前一天预约。",
    "联系人：陈老师，电话 0571-8612 4409。期待与你在书页间相遇！",
]
# 街坊聚会: a plain letter, no Markdown.
ZB_TITLE = "榆树街街坊聚会"
ZB = [
    "各位邻居：",
    "今年夏天，榆树街的街坊聚会又要办了。7月6日（星期日）中午12点到下午6点，我们会封闭路段，居委会答应借给我们两张长桌。",
    "上午需要几位志愿者帮忙布置场地。如果您能抽出一个小时，请在星期五前告诉12号的老汤。",
    "欢迎带一道拿手菜来分享。现场有音乐、给孩子们的拔河比赛，还有学校办的蛋糕摊。",
    "榆树街居民小组",
]
# A club's notice of a move, added after the first run: "the shut-down paragraph" is the one
# that says when the old site stops, not the intro that says "is shut down" in passing.
EC_TITLE = "Moving the Club Website"
EC = [
    "Our club website is moving to a new host. This note explains what members need to do before the old site is shut down; it only takes a few minutes.",
    "## What to do",
    "Log in to the new site with your membership number and set a new password. Your bookings and match history have already been copied across.",
    "The old site stays online until 30 June. After that date its pages will show a notice pointing to the new address, and old bookmarks will stop working.",
    "Questions? Email webmaster@elmfieldtennis.org and we'll reply within two days.",
]
ARTICLES = {
    "ea": (EA_TITLE, EA),
    "eb": (EB_TITLE, EB),
    "ec": (EC_TITLE, EC),
    "za": (ZA_TITLE, ZA),
    "zb": (ZB_TITLE, ZB),
}
SET = ChangedArticles(ARTICLES)
whole, case = SET.whole, SET.case


# ---- what a model writes -------------------------------------------------------------------
EA_OFFER2 = {
    2: "**Open day offer two:** The first 50 visitors through the gate take home a sturdy tomato seedling, grown right here in our greenhouse!"
}
EA_OFFER1 = {
    1: "**Open day offer one:** Join on the day and get a free bag of compost (one per household)."
}
EA_LOTTERY = {
    3: "**Plot lottery:** Good news: twelve plots are free this year! Just put your name down by the Wednesday before the open day. We draw the names once, at noon, and each household may enter a single time."
}
EA_SWAP = {
    4: "**Seed swap:** Bring along at least five packets of seeds and take home no more than ten. Please return any tools you borrow from the shed within 15 working days."
}
EB_P3 = {
    3: "Bring a dish to share if you fancy it! We'll have live music, a tug of war for the children and a cake stall run by the school."
}
EB_P2 = {
    2: "We'd love a few volunteers to help set up in the morning. If you can spare an hour, just let Tom at number 12 know by Friday."
}
ZA_FULI2 = {
    2: "**本月福利二：**前30名签到的书友，都能免费领到一杯香喷喷的手冲咖啡，每人限领一杯，先到先得哦！"
}
ZA_FULI1 = {1: "**本月福利一：**到场书友每人一枚新书签，先到先得。"}
ZA_BAOMING = {
    3: "**报名方式：**请在星期三之前到前台登记，每位书友只能报名一次。本次名额不超过40人，报满为止，要报名的朋友抓紧啦！"
}
ZA_JIESHU = {
    4: "**借书规则：**每位书友最多可借3本书，借期为15个工作日；如需续借，请至少提前一天预约。"
}
ZB_P3 = {
    3: "欢迎大家带一道拿手菜来分享！现场有音乐，有孩子们最爱的拔河比赛，还有学校同学办的蛋糕摊。"
}
ZB_P2 = {
    2: "上午想请几位志愿者帮忙布置场地。如果您能抽出一个小时，麻烦在星期五前跟12号的老汤说一声。"
}

EN_CASES = [
    # 1. a paragraph named by part of its bold label, a figure changed elsewhere
    case(
        "l39-en-label-01",
        "ea",
        "label_part_named_unasked_figure_elsewhere",
        "a paragraph named by the end of its bold label; the whole reply changes a count in another",
        "Make offer two sound more exciting.",
        [whole("ea", EA_OFFER2 | {3: swap(EA[3], "Twelve plots", "Ten plots")})],
        EA_OFFER2,
        withheld=1,
    ),
    case(
        "l39-en-label-02",
        "ea",
        "label_part_named_unasked_figure_block",
        "blocks: the asked paragraph named by its label's end, a second block changes a count",
        "Tighten offer one.",
        [
            block(EA[1], EA_OFFER1[1])
            + "\n\n"
            + block("The first 50 visitors", "The first 60 visitors")
        ],
        EA_OFFER1,
        withheld=1,
        edit_format="blocks",
    ),
    case(
        "l39-en-label-03",
        "ea",
        "label_word_named_unasked_time_elsewhere",
        "a paragraph named by one word of its bold label; the whole reply moves a time elsewhere",
        "Make the lottery bit friendlier.",
        [whole("ea", EA_LOTTERY | {0: swap(EA[0], "3pm", "4pm")}, "Here you go:")],
        EA_LOTTERY,
        withheld=1,
    ),
    case(
        "l39-en-label-04",
        "ea",
        "label_part_named_alone",
        "the asked paragraph, named by its label's end, answered alone",
        "Could you make offer two a bit warmer?",
        [alone(EA_OFFER2[2])],
        EA_OFFER2,
    ),
    # 2. a weekday moved
    case(
        "l39-en-weekday-01",
        "ea",
        "weekday_moved_in_asked_paragraph",
        "a restyle of the asked paragraph moves 'by the Wednesday' to Thursday",
        "Make the lottery paragraph friendlier.",
        [whole("ea", {3: swap(EA_LOTTERY[3], "Wednesday", "Thursday")})],
        outcome="refused",
        because="a weekday is a fact: Wednesday → Thursday was not asked",
    ),
    case(
        "l39-en-weekday-02",
        "eb",
        "weekday_moved_in_asked_paragraph",
        "a restyle of paragraph 3 moves 'by Friday' to Thursday, answered alone",
        "Make paragraph 3 friendlier.",
        [alone(swap(EB_P2[2], "by Friday", "by Thursday"))],
        outcome="refused",
        because="a weekday is a fact: Friday → Thursday was not asked",
    ),
    case(
        "l39-en-weekday-03",
        "eb",
        "weekday_moved_in_whole_restyle",
        "a whole-article restyle moves Sunday to Saturday",
        "Make the whole letter warmer.",
        [whole("eb", EB_P2 | EB_P3 | {1: swap(EB[1], "Sunday 6 July", "Saturday 6 July")})],
        outcome="refused",
        because="a weekday is a fact: Sunday → Saturday was not asked",
    ),
    # 3. count words
    case(
        "l39-en-count-01",
        "ea",
        "count_word_changed_in_asked_paragraph",
        "a restyle writes 'twice' for 'once'",
        "Make the lottery paragraph friendlier.",
        [whole("ea", {3: swap(EA_LOTTERY[3], "the names once", "the names twice")})],
        outcome="refused",
        because="once → twice is a figure changed",
    ),
    case(
        "l39-en-count-02",
        "ea",
        "count_word_changed_in_asked_paragraph",
        "a restyle writes 'two times' for 'a single time'",
        "Make the lottery paragraph friendlier.",
        [alone(swap(EA_LOTTERY[3], "a single time", "up to two times"))],
        outcome="refused",
        because="a single → two is a figure changed",
    ),
    case(
        "l39-en-count-03",
        "ea",
        "count_word_changed_in_asked_paragraph",
        "a restyle writes 'two per household' for 'one per household'",
        "Tighten offer one.",
        [alone(swap(EA_OFFER1[1], "one per household", "two per household"))],
        outcome="refused",
        because="one → two is a figure changed",
    ),
    # 4. a unit's qualifier
    case(
        "l39-en-unit-01",
        "ea",
        "unit_qualifier_dropped",
        "a restyle writes '15 days' for '15 working days'",
        "Make the seed swap paragraph friendlier.",
        [alone(swap(EA_SWAP[4], "15 working days", "15 days"))],
        outcome="refused",
        because="working days → days changes the deadline",
    ),
    # 5. a bound dropped
    case(
        "l39-en-bound-01",
        "ea",
        "bound_dropped",
        "a restyle drops 'at least'",
        "Make the seed swap paragraph friendlier.",
        [alone(swap(EA_SWAP[4], "at least five", "five"))],
        outcome="refused",
        because="at least five → five changes the rule",
    ),
    case(
        "l39-en-bound-02",
        "ea",
        "bound_dropped",
        "a restyle drops 'no more than'",
        "Make the seed swap paragraph friendlier.",
        [whole("ea", {4: swap(EA_SWAP[4], "take home no more than ten", "take home ten")})],
        outcome="refused",
        because="no more than ten → ten changes the rule",
    ),
    # 6. bold the article never had
    case(
        "l39-en-bold-01",
        "eb",
        "bold_added_in_asked_paragraph",
        "the model bolds a phrase of the asked paragraph in an article with no Markdown",
        "Make paragraph 4 livelier.",
        [alone(swap(EB_P3[3], "a cake stall", "**a cake stall**"))],
        EB_P3,
    ),
    case(
        "l39-en-bold-02",
        "eb",
        "bold_added_in_asked_paragraph_whole",
        "the model bolds a phrase of the asked paragraph, whole reply",
        "Make paragraph 3 friendlier.",
        [
            whole(
                "eb", {2: swap(EB_P2[2], "by Friday", "**by Friday**")}, "Sure! Here's the letter:"
            )
        ],
        EB_P2,
    ),
    case(
        "l39-en-bold-03",
        "eb",
        "bold_added_in_whole_restyle",
        "a whole restyle bolds a phrase in an article with no Markdown",
        "Make the whole letter warmer.",
        [whole("eb", EB_P2 | {3: swap(EB_P3[3], "live music", "**live music**")})],
        EB_P2 | EB_P3,
    ),
    # kept as they were: a restyle that keeps every fact is saved
    case(
        "l39-en-kept-01",
        "ea",
        "restyle_keeps_every_fact",
        "a restyle that keeps weekday, counts, bounds and working days",
        "Make the seed swap paragraph friendlier.",
        [alone(EA_SWAP[4])],
        EA_SWAP,
    ),
    case(
        "l39-en-kept-02",
        "ea",
        "restyle_keeps_every_fact",
        "a restyle of the lottery that keeps once, a single time and the Wednesday",
        "Make the lottery paragraph friendlier.",
        [alone(EA_LOTTERY[3])],
        EA_LOTTERY,
    ),
]

ZH_CASES = [
    # 1. 福利二 for **本月福利二：**
    case(
        "l39-zh-label-01",
        "za",
        "label_part_named_unasked_figure_elsewhere",
        "标签后半（福利二）点名段落；整篇回复顺手改了另一段的名额",
        "福利二写得更热闹一点。",
        [whole("za", ZA_FULI2 | {3: swap(ZA[3], "不超过40人", "不超过50人")})],
        ZA_FULI2,
        withheld=1,
    ),
    case(
        "l39-zh-label-02",
        "za",
        "label_part_named_unasked_figure_block",
        "blocks：福利一点名；第二个块改了福利二的人数",
        "福利一写得简洁些。",
        [block(ZA[1], ZA_FULI1[1]) + "\n\n" + block("前30名签到的书友", "前50名签到的书友")],
        ZA_FULI1,
        withheld=1,
        edit_format="blocks",
    ),
    case(
        "l39-zh-label-03",
        "za",
        "label_part_named_unasked_time_elsewhere",
        "标签的一部分（规则）点名；整篇回复改了第一段的时间",
        "规则那段写得亲切一点",
        [whole("za", ZA_JIESHU | {0: swap(ZA[0], "下午2点", "下午3点")}, "好的，修改如下：")],
        ZA_JIESHU,
        withheld=1,
    ),
    case(
        "l39-zh-label-04",
        "za",
        "label_part_named_alone",
        "福利二只回了这一段",
        "把福利二改得热闹些",
        [alone(ZA_FULI2[2], "好的！")],
        ZA_FULI2,
    ),
    case(
        "l39-zh-label-05",
        "za",
        "label_part_named_unasked_figure_elsewhere",
        "标签后半（方式）点名；整篇回复改了借书规则的本数",
        "报名那段写得更亲切",
        [whole("za", ZA_BAOMING | {4: swap(ZA[4], "最多借3本书", "最多借5本书")})],
        ZA_BAOMING,
        withheld=1,
    ),
    # 2. 星期 moved
    case(
        "l39-zh-weekday-01",
        "za",
        "weekday_moved_in_asked_paragraph",
        "改写报名那段时把星期三改成星期四",
        "第四段写得亲切一点",
        [alone(swap(ZA_BAOMING[3], "星期三", "星期四"))],
        outcome="refused",
        because="星期三 → 星期四 是事实改动",
    ),
    case(
        "l39-zh-weekday-02",
        "zb",
        "weekday_moved_in_asked_paragraph",
        "改写第三段时把星期五改成星期四（整篇回复）",
        "第三段写得客气一点",
        [whole("zb", {2: swap(ZB_P2[2], "星期五", "星期四")})],
        outcome="refused",
        because="星期五 → 星期四 是事实改动",
    ),
    # 3/5. a bound dropped beside a numeral
    case(
        "l39-zh-bound-01",
        "za",
        "bound_dropped",
        "改写借书规则时丢了“最多”",
        "借书规则那段写得通顺一点",
        [alone(swap(ZA_JIESHU[4], "最多可借3本书", "可借3本书"))],
        outcome="refused",
        because="最多借3本 → 借3本 改了规则",
    ),
    case(
        "l39-zh-bound-02",
        "za",
        "bound_dropped",
        "改写报名方式时丢了“不超过”",
        "第四段写得亲切一点",
        [alone(swap(ZA_BAOMING[3], "名额不超过40人", "名额40人"))],
        outcome="refused",
        because="不超过40人 → 40人 改了规则",
    ),
    case(
        "l39-zh-bound-03",
        "za",
        "bound_dropped",
        "改写借书规则时丢了“至少”（数字是汉字）",
        "借书规则那段写得通顺一点",
        [whole("za", {4: swap(ZA_JIESHU[4], "请至少提前一天预约", "请提前一天预约")})],
        outcome="refused",
        because="至少提前一天 → 提前一天 改了规则",
    ),
    # 4. 工作日 → 天
    case(
        "l39-zh-unit-01",
        "za",
        "unit_qualifier_dropped",
        "改写借书规则时把15个工作日写成15天",
        "借书规则那段写得通顺一点",
        [alone(swap(ZA_JIESHU[4], "15个工作日", "15天"))],
        outcome="refused",
        because="15个工作日 → 15天 改了期限",
    ),
    # 6. bold in a plain article
    case(
        "l39-zh-bold-01",
        "zb",
        "bold_added_in_asked_paragraph",
        "模型在无 Markdown 的文章里给所改段落加粗",
        "第四段写得热闹一些",
        [alone(swap(ZB_P3[3], "拔河比赛", "**拔河比赛**"))],
        ZB_P3,
    ),
    case(
        "l39-zh-bold-02",
        "zb",
        "bold_added_in_asked_paragraph_whole",
        "整篇回复，所改段落里加了粗体",
        "第三段写得客气一点",
        [whole("zb", {2: swap(ZB_P2[2], "12号的老汤", "**12号的老汤**")})],
        ZB_P2,
    ),
    # 7. the note in the article's language
    case(
        "l39-zh-note-01",
        "zb",
        "weekday_dropped_note_language",
        "改写第二段时丢了（星期日）：保存，并用中文提醒核对",
        "第二段写得热闹一点",
        [
            alone(
                "今年夏天，榆树街的街坊聚会又回来啦！7月6日中午12点到下午6点，我们会封闭路段，居委会还答应借给我们两张长桌。"
            )
        ],
        {
            1: "今年夏天，榆树街的街坊聚会又回来啦！7月6日中午12点到下午6点，我们会封闭路段，居委会还答应借给我们两张长桌。"
        },
        told="星期日",
        not_told="Check the facts",
    ),
    case(
        "l39-en-note-01",
        "eb",
        "weekday_dropped_note_language",
        "a restyle of paragraph 2 drops 'Sunday': saved, and the writer asked to check",
        "Make paragraph 2 livelier.",
        [
            alone(
                "The Elm Row street party is back this summer! We'll close the road on 6 July from noon until 6pm, and the council has kindly agreed to lend us two trestle tables."
            )
        ],
        {
            1: "The Elm Row street party is back this summer! We'll close the road on 6 July from noon until 6pm, and the council has kindly agreed to lend us two trestle tables."
        },
        told="Sunday",
    ),
    case(
        "l39-zh-kept-01",
        "za",
        "restyle_keeps_every_fact",
        "改写借书规则，事实都保留",
        "借书规则那段写得通顺一点",
        [alone(ZA_JIESHU[4])],
        ZA_JIESHU,
    ),
    case(
        "l39-zh-kept-02",
        "zb",
        "restyle_keeps_every_fact",
        "改写第三段，星期五等都保留",
        "第三段写得客气一点",
        [alone(ZB_P2[2])],
        ZB_P2,
    ),
]


# Added after the first run, from probes of the same ground (not in the first-sight figure).
EB_P1 = {
    1: "Great news: the Elm Row street party is back this summer! We will close the road on Sunday 6 July from noon until 6pm, and the council has kindly agreed to lend us two trestle tables."
}
ZB_P1 = {
    1: "好消息！今年夏天，榆树街的街坊聚会又要热热闹闹地办起来啦。7月6日（星期日）中午12点到下午6点，我们会封闭路段，居委会还答应借给我们两张长桌。"
}
EC_P3 = {
    3: "The old site stays online until 30 June. From that date on, its pages will only show a notice with the new address, so old bookmarks will no longer work."
}
EC_P2 = {
    2: "Just log in to the new site with your membership number and choose a new password. We've already copied your bookings and match history across."
}
LATER_CASES = [
    case(
        "l39-en-greeting-01",
        "eb",
        "first_paragraph_past_greeting",
        "'the first paragraph' of a letter whose first line is the greeting: the reply rewrote the paragraph after it",
        "Make the first paragraph livelier.",
        [whole("eb", EB_P1)],
        EB_P1,
    ),
    case(
        "l39-en-greeting-02",
        "eb",
        "first_paragraph_past_greeting_wrong",
        "'the first paragraph' after a greeting, but the reply rewrote the third paragraph",
        "Make the first paragraph livelier.",
        [whole("eb", EB_P3)],
        outcome="refused",
        because="the wrong paragraph rewritten",
    ),
    case(
        "l39-zh-greeting-01",
        "zb",
        "first_paragraph_past_greeting",
        "第一段是称呼（各位邻居：）：回复改写了称呼后面那段，另一段的时长被顺手改了（撤回）",
        "第一段写得更热闹一点",
        [whole("zb", ZB_P1 | {2: swap(ZB[2], "一个小时", "两个小时")})],
        ZB_P1,
        withheld=1,
    ),
    case(
        "l39-en-phrasal-01",
        "ec",
        "phrasal_noun_paragraph_read_by_reply",
        "'the shut-down paragraph': the intro says 'is shut down' in passing; the reply rewrote the paragraph with the date",
        "Make the shut-down paragraph clearer.",
        [whole("ec", EC_P3 | {4: swap(EC[4], "we'll", "we will")})],
        EC_P3,
        withheld=1,
    ),
    case(
        "l39-en-phrasal-02",
        "ec",
        "phrasal_noun_paragraph_read_by_reply_blocks",
        "blocks: 'the shut-down paragraph' answered by a block of the dated paragraph",
        "Make the shut-down paragraph clearer.",
        [block(EC[3], EC_P3[3])],
        EC_P3,
        edit_format="blocks",
    ),
    case(
        "l39-en-phrasal-03",
        "ec",
        "phrasal_noun_paragraph_wrong",
        "'the shut-down paragraph' answered by a rewrite of the log-in paragraph, which says no date",
        "Make the shut-down paragraph clearer.",
        [whole("ec", EC_P2)],
        outcome="refused",
        because="the wrong paragraph rewritten",
    ),
    case(
        "l39-zh-label-06",
        "za",
        "label_common_part_names_none",
        "“福利”是两个标签共有的部分：不点名任何一段，整篇写热闹，保存",
        "福利写得更热闹一点",
        [whole("za", ZA_FULI1 | ZA_FULI2)],
        ZA_FULI1 | ZA_FULI2,
    ),
    case(
        "l39-en-bold-04",
        "ea",
        "bold_kept_where_article_has_bold",
        "an article with bold labels: the model's bold in the asked paragraph is kept",
        "Make offer two sound more exciting.",
        [alone(swap(EA_OFFER2[2], "tomato seedling", "**tomato seedling**"))],
        {2: swap(EA_OFFER2[2], "tomato seedling", "**tomato seedling**")},
    ),
    case(
        "l39-zh-bold-03",
        "zb",
        "bold_asked",
        "要求加粗：保留粗体",
        "第四段把“拔河比赛”加粗",
        [alone(swap(ZB[3], "拔河比赛", "**拔河比赛**"))],
        {3: swap(ZB[3], "拔河比赛", "**拔河比赛**")},
    ),
    # A weekday moved beside a figure or a line the suggestion asks for (facts.py reads no
    # other fact then): it was saved, named only in the change list.
    case(
        "l39-en-weekday-04",
        "ea",
        "weekday_moved_beside_asked_figure",
        "the draw asked at 1pm; the reply also moves 'by the Wednesday' to Thursday",
        "In the lottery paragraph, change the draw to 1pm.",
        [alone(swap(swap(EA[3], "at noon", "at 1pm"), "Wednesday", "Thursday"))],
        outcome="refused",
        because="a weekday is a fact: Wednesday → Thursday was not asked",
    ),
    case(
        "l39-en-weekday-05",
        "ea",
        "weekday_moved_beside_asked_line",
        "a restyle with a line added as asked moves 'by the Wednesday' to Thursday",
        "Make the lottery paragraph friendlier and mention that it's free to enter.",
        [alone(swap(EA_LOTTERY[3], "Wednesday", "Thursday") + " It's free to enter.")],
        outcome="refused",
        because="a weekday is a fact: Wednesday → Thursday was not asked",
    ),
    case(
        "l39-en-weekday-06",
        "ea",
        "weekday_moved_as_asked",
        "the deadline asked on the Thursday: saved",
        "Move the lottery deadline to the Thursday before the open day.",
        [alone(swap(EA[3], "Wednesday", "Thursday"))],
        {3: swap(EA[3], "Wednesday", "Thursday")},
    ),
    case(
        "l39-zh-weekday-03",
        "za",
        "weekday_moved_beside_asked_figure",
        "名额改成50人（要求的），回复又把星期三改成星期四",
        "把报名方式里的名额改成50人",
        [alone(swap(swap(ZA[3], "40人", "50人"), "星期三", "星期四"))],
        outcome="refused",
        because="星期三 → 星期四 没有要求",
    ),
    case(
        "l39-zh-weekday-04",
        "za",
        "weekday_moved_beside_asked_line",
        "改写并加一句（要求的），回复把星期三改成星期四",
        "第四段写得亲切一点，再加一句“欢迎带朋友来”",
        [alone(swap(ZA_BAOMING[3], "星期三", "星期四") + "欢迎带朋友来！")],
        outcome="refused",
        because="星期三 → 星期四 没有要求",
    ),
    case(
        "l39-zh-weekday-05",
        "za",
        "weekday_moved_as_asked",
        "报名截止改到星期四（要求的）：保存",
        "把报名截止改到星期四",
        [alone(swap(ZA[3], "星期三", "星期四"))],
        {3: swap(ZA[3], "星期三", "星期四")},
    ),
]


def main() -> None:
    write_cases(EN_CASES + ZH_CASES + LATER_CASES, HERE / "cases.jsonl")


if __name__ == "__main__":
    main()
