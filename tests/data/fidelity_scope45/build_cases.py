# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 45's scope cases (out45scope: outside45a findings 1–5, 12) in forms the
tester's tests did not use (run from the repository root): a kind of block named for every one
of it ("every heading", 所有小标题, "every question"), a block named by its place among its kind or
by its content ("the last table", "the third question's answer", "the late fees answer",
讲每一天的那几段), several places asked and only some done (第一段和最后一段, "every heading"),
and "the paragraph after the second quote" / 第二个引文后面那段 — with near-misses that must keep
behaving as now: "every paragraph" and a restyle of the whole are the whole article, "the
heading" of a one-heading article is that heading. Every expected article is the original
paragraph list with only the asked changes made."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the sets share
from fidelity_changes import ChangedArticles, swap, write_cases  # noqa: E402

HIKE_TITLE = "Ridgeway Walkers: a guide for new members"
HIKE = [
    "Welcome to the Ridgeway Walkers. We have walked the downs every Saturday since 2011.",
    "## Where we meet on Saturday mornings",
    "We meet at 8:30 am in the car park behind the Red Lion in Wantage, and leave at 8:45 sharp.",
    "## What you should bring along with you",
    "- Boots with a good grip.\n- A waterproof jacket, whatever the forecast says.\n- Lunch and at least a litre of water.",
    "## How we choose the routes each season",
    "Routes are chosen by a rota of leaders, and each walk is between 8 and 14 miles.",
]
SHORT_HEADS = {1: "## Where we meet", 3: "## What to bring", 5: "## How we choose routes"}

LIB_TITLE = "Library FAQ"
LIB = [
    "Questions we are asked most often at the front desk",
    "How many books can I borrow?\nYou can borrow up to 12 books at a time on an adult card.",
    "How long can I keep them?\nLoans last three weeks and can be renewed twice online.",
    "Are there late fees?\nNo. We stopped charging late fees for all cards in 2023.",
    "Can I reserve a book?\nYes. Reservations cost 50p and you will get an email when it arrives.",
]

SHOP_TITLE = "Stall prices for the spring fair"
SHOP = [
    "Here are this year's prices for stallholders at the Hollins Green spring fair.",
    "| Stall | Size | Price |\n|---|---|---|\n| Small | 2 m | £20 |\n| Large | 4 m | £35 |",
    "Electricity is extra and must be booked in advance.",
    "| Extra | Price |\n|---|---|\n| Electric hook-up | £10 |\n| Table hire | £5 |",
    "Payment is due by 1 April.",
]

REVIEW_TITLE = "Notes on Middlemarch"
REVIEW = [
    "I finally finished Middlemarch this winter, and two passages stayed with me.",
    "> “What do we live for, if it is not to make life less difficult to each other?”",
    "This is the book's whole ethic in one line, and Eliot earns it.",
    "> “If we had a keen vision and feeling of all ordinary human life, it would be like hearing the grass grow.”",
    "This one is about how much we have to ignore just to get through a day.",
    "I would recommend it to anyone with a long winter ahead.",
]

ZGUIDE_TITLE = "杭州两日游"
ZGUIDE = [
    "去年秋天我们在杭州玩了两天，整理了一份简单的攻略。",
    "## 第一天：西湖一圈",
    "早上从断桥出发，沿白堤走到孤山，中午在楼外楼吃饭。",
    "## 第二天：灵隐寺和龙井村",
    "上午去灵隐寺，下午坐公交到龙井村喝茶。",
    "## 住在哪里比较方便",
    "建议住在湖滨一带，去哪里都方便。",
]

ZTABLE_TITLE = "社区运动会报名"
ZTABLE = [
    "今年社区运动会的项目和时间安排如下。",
    "| 项目 | 地点 | 时间 |\n|---|---|---|\n| 跳绳 | 东门广场 | 上午9点 |\n| 拔河 | 篮球场 | 上午10点 |",
    "报名请找各楼栋长。",
    "| 组别 | 年龄 | 名额 |\n|---|---|---|\n| 少年组 | 8到14岁 | 20人 |\n| 成人组 | 18到60岁 | 30人 |",
    "欢迎大家踊跃参加。",
]

ZDAYS_TITLE = "川西自驾五日"
ZDAYS = [
    "国庆假期我们开车去了川西，一共五天。",
    "第一天从成都出发，晚上住在康定。",
    "第二天翻过折多山，到了新都桥。",
    "第三天去了稻城，天气特别好。",
    "总的来说，这条线路风景很美，但是要注意高原反应。",
]

ZNOTES_TITLE = "《围城》摘抄"
ZNOTES = [
    "重读《围城》，摘了两段话。",
    "> “婚姻是一座围城，城外的人想进去，城里的人想出来。”",
    "这句话太有名了，但每次读都觉得准确。",
    "> “天下只有两种人。比如一串葡萄到手，一种人挑最好的先吃，另一种人把最好的留到最后吃。”",
    "钱锺书用葡萄讲人生态度，很俏皮。",
    "以后还会再读。",
]

ZONE_TITLE = "周末读书会通知"
ZONE = [
    "本周六下午两点，读书会在社区图书室举行。",
    "## 本期读什么",
    "这次读的是《人生海海》，请大家提前读完前五章。",
]

ARTICLES = ChangedArticles(
    {
        "hike": (HIKE_TITLE, HIKE),
        "lib": (LIB_TITLE, LIB),
        "shop": (SHOP_TITLE, SHOP),
        "review": (REVIEW_TITLE, REVIEW),
        "zguide": (ZGUIDE_TITLE, ZGUIDE),
        "ztable": (ZTABLE_TITLE, ZTABLE),
        "zdays": (ZDAYS_TITLE, ZDAYS),
        "znotes": (ZNOTES_TITLE, ZNOTES),
        "zone": (ZONE_TITLE, ZONE),
    }
)
case = ARTICLES.case
whole = ARTICLES.whole

HIKE_MEET_DRIFT = swap(HIKE[2], "leave at 8:45 sharp", "set off at 8:45 sharp")
HIKE_INTRO_DRIFT = swap(HIKE[0], "We have walked", "We've walked")
LIB_BOLD = {i: "**" + LIB[i].split("\n")[0] + "**\n" + LIB[i].split("\n")[1] for i in (1, 2, 3, 4)}
LIB_FEES_DRIFT = swap(LIB[3], "\nNo. We", "\nNo! We")
LIB_RENEW_FRIENDLY = "How long can I keep them?\nYou can keep them for three weeks, and you're welcome to renew twice online."
LIB_FEES_FRIENDLY = (
    "Are there late fees?\nGood news: no. We stopped charging late fees for all cards in 2023."
)
LIB_BORROW_DRIFT = swap(LIB[1], "You can borrow", "You're able to borrow")
LIB_RESERVE_DRIFT = swap(LIB[4], "Yes. Reservations", "Yes! Reservations")
SHOP_EXTRAS_ARROW = swap(
    SHOP[3], "| Electric hook-up | £10 |", "| Electric hook-up | £10 per day |"
)
SHOP_STALLS_DRIFT = swap(SHOP[1], "| 2 m |", "| 2 metres |")
REVIEW_SECOND_PUNCHY = (
    "This one says how much of ordinary life we must ignore just to survive a single day."
)
REVIEW_FIRST_DRIFT = swap(REVIEW[2], "Eliot earns it", "Eliot fully earns it")
ZGUIDE_NUMBERED = {
    1: "## 一、第一天：西湖一圈",
    3: "## 二、第二天：灵隐寺和龙井村",
    5: "## 三、住在哪里比较方便",
}
ZGUIDE_SHORT = {1: "## 第一天：西湖", 3: "## 第二天：灵隐和龙井", 5: "## 住哪里"}
ZGUIDE_BODY_DRIFT = swap(ZGUIDE[2], "中午在楼外楼吃饭", "中午去楼外楼吃饭")
ZTABLE_AGES = swap(ZTABLE[3], "8到14岁", "8～14岁").replace("18到60岁", "18～60岁")
ZTABLE_FIRST_DRIFT = swap(ZTABLE[1], "东门广场", "东门小广场")
ZDAYS_CASUAL = {
    1: "第一天从成都开出去，晚上在康定住下。",
    2: "第二天翻过折多山，就到新都桥了。",
    3: "第三天跑去稻城，天儿好得不行。",
}
ZDAYS_END_DRIFT = "总之这条线风景美爆了，不过高反得当心！"
ZNOTES_SECOND = "钱锺书拿一串葡萄讲透了人生态度，俏皮又一针见血。"
ZNOTES_FIRST = "这句话人人都知道，可每次读都觉得准得吓人。"
ZNOTES_QUOTE_DRIFT = swap(ZNOTES[3], "天下只有两种人。", "天下只有两种人：")
ZDAYS_FIRST_CASUAL = "国庆放假，我们开车跑了一趟川西，玩了整整五天。"
ZDAYS_LAST_CASUAL = "总之这条线风景是真美，就是得当心高反。"
ZGUIDE_FIRST_CASUAL = "去年秋天在杭州耍了两天，顺手整理了份攻略。"

cases = [
    # 1. A kind of block named for every one of it: only those blocks may change.
    case(
        "s45-hike-en-01",
        "hike",
        "every_heading_with_body_drift",
        "outside45a F1: 'every heading' licensed a reworded bullet",
        "Make every heading shorter.",
        [whole("hike", {**SHORT_HEADS, 2: HIKE_MEET_DRIFT})],
        SHORT_HEADS,
        withheld=1,
    ),
    case(
        "s45-hike-en-02",
        "hike",
        "all_headings_with_intro_drift",
        "outside45a F1 variant: 'all the headings', the intro reworded beside them",
        "Can you shorten all the headings?",
        [whole("hike", {**SHORT_HEADS, 0: HIKE_INTRO_DRIFT})],
        SHORT_HEADS,
        withheld=1,
    ),
    case(
        "s45-hike-en-03",
        "hike",
        "every_heading_done_for_one",
        "outside45a F5: 'every heading' answered with one of three",
        "Shorten each heading to three words or fewer.",
        [whole("hike", {1: SHORT_HEADS[1]})],
        {1: SHORT_HEADS[1]},
        told="Not done",
    ),
    case(
        "s45-hike-en-04",
        "hike",
        "every_heading_all_done_not_told",
        "near-miss: every heading shortened and nothing else: no 'Not done'",
        "Make every heading shorter.",
        [whole("hike", SHORT_HEADS)],
        SHORT_HEADS,
        not_told="Not done",
    ),
    case(
        "s45-hike-en-05",
        "hike",
        "every_paragraph_is_whole",
        "near-miss: 'make every paragraph shorter' is still the whole article",
        "Make every paragraph shorter.",
        [
            whole(
                "hike",
                {
                    0: "Welcome to the Ridgeway Walkers, on the downs every Saturday since 2011.",
                    2: "We meet at 8:30 am behind the Red Lion in Wantage and leave at 8:45.",
                    6: "A rota of leaders picks the routes; walks run 8 to 14 miles.",
                },
            )
        ],
        {
            0: "Welcome to the Ridgeway Walkers, on the downs every Saturday since 2011.",
            2: "We meet at 8:30 am behind the Red Lion in Wantage and leave at 8:45.",
            6: "A rota of leaders picks the routes; walks run 8 to 14 miles.",
        },
    ),
    case(
        "s45-hike-en-06",
        "hike",
        "whole_restyle_with_headings",
        "near-miss: a whole-article restyle is still the whole article",
        "Make it friendlier.",
        [
            whole(
                "hike",
                {
                    0: "Welcome aboard the Ridgeway Walkers! We've walked the downs every Saturday since 2011.",
                    2: "We meet at 8:30 am in the car park behind the Red Lion in Wantage, and we set off at 8:45 sharp.",
                },
            )
        ],
        {
            0: "Welcome aboard the Ridgeway Walkers! We've walked the downs every Saturday since 2011.",
            2: "We meet at 8:30 am in the car park behind the Red Lion in Wantage, and we set off at 8:45 sharp.",
        },
    ),
    case(
        "s45-lib-en-01",
        "lib",
        "every_question_bold_with_answer_drift",
        "outside45a F1b: 'make every question bold' licensed 'No.' → 'No!'",
        "Put every question in bold.",
        [whole("lib", {**LIB_BOLD, 3: LIB_BOLD[3].replace("\nNo. We", "\nNo! We")})],
        LIB_BOLD,
        withheld=1,
    ),
    case(
        "s45-lib-en-02",
        "lib",
        "all_questions_bold_with_intro_drift",
        "outside45a F1b variant: 'all the questions', the intro line reworded",
        "make all the questions bold",
        [whole("lib", {**LIB_BOLD, 0: "The questions we hear most often at the front desk"})],
        LIB_BOLD,
        withheld=1,
    ),
    case(
        "s45-lib-en-03",
        "lib",
        "nth_questions_answer_with_drift",
        "outside45a F12: 'the second question's answer' (here the second) licensed another answer",
        "Make the second question's answer friendlier.",
        [whole("lib", {2: LIB_RENEW_FRIENDLY, 4: LIB_RESERVE_DRIFT})],
        {2: LIB_RENEW_FRIENDLY},
        withheld=1,
    ),
    case(
        "s45-lib-en-04",
        "lib",
        "topic_answer_noun_adjective_with_drift",
        "outside45a F12b: 'the refund answer' (here 'the late fees answer') licensed another answer",
        "Make the late fees answer friendlier.",
        [whole("lib", {3: LIB_FEES_FRIENDLY, 1: LIB_BORROW_DRIFT})],
        {3: LIB_FEES_FRIENDLY},
        withheld=1,
    ),
    case(
        "s45-lib-en-05",
        "lib",
        "topic_answer_about_still_scoped",
        "near-miss: 'the answer about late fees' already scoped; must stay so",
        "Make the answer about late fees friendlier.",
        [whole("lib", {3: LIB_FEES_FRIENDLY, 1: LIB_BORROW_DRIFT})],
        {3: LIB_FEES_FRIENDLY},
        withheld=1,
    ),
    case(
        "s45-shop-en-01",
        "shop",
        "last_table_with_first_table_drift",
        "outside45a F2: 'the last table' licensed a change to the first table",
        "In the last table, say the hook-up price is per day.",
        [whole("shop", {3: SHOP_EXTRAS_ARROW, 1: SHOP_STALLS_DRIFT})],
        {3: SHOP_EXTRAS_ARROW},
        withheld=1,
    ),
    case(
        "s45-shop-en-02",
        "shop",
        "second_table_with_first_table_drift",
        "outside45a F2 variant: 'the second table'",
        "In the second table, say the hook-up price is per day.",
        [whole("shop", {3: SHOP_EXTRAS_ARROW, 1: SHOP_STALLS_DRIFT})],
        {3: SHOP_EXTRAS_ARROW},
        withheld=1,
    ),
    case(
        "s45-review-en-01",
        "review",
        "paragraph_after_second_quote",
        "outside45a F4 in English: 'the comment after the second quote' is the next block",
        "Make the comment after the second quote punchier.",
        [whole("review", {4: REVIEW_SECOND_PUNCHY})],
        {4: REVIEW_SECOND_PUNCHY},
    ),
    case(
        "s45-review-en-02",
        "review",
        "paragraph_after_second_quote_with_drift",
        "outside45a F4 in English, the first comment reworded too",
        "Make the paragraph after the second quote punchier.",
        [whole("review", {4: REVIEW_SECOND_PUNCHY, 2: REVIEW_FIRST_DRIFT})],
        {4: REVIEW_SECOND_PUNCHY},
        withheld=1,
    ),
    # Chinese
    case(
        "s45-zguide-zh-01",
        "zguide",
        "all_headings_zh_with_body_drift",
        "outside45a F1c: 所有小标题 licensed 去 in the body",
        "给所有小标题编上号",
        [whole("zguide", {**ZGUIDE_NUMBERED, 2: ZGUIDE_BODY_DRIFT})],
        ZGUIDE_NUMBERED,
        withheld=1,
    ),
    case(
        "s45-zguide-zh-02",
        "zguide",
        "each_heading_zh_with_body_drift",
        "outside45a F1c variant: 每个小标题都改短",
        "每个小标题都改短一点",
        [whole("zguide", {**ZGUIDE_SHORT, 0: ZGUIDE_FIRST_CASUAL})],
        ZGUIDE_SHORT,
        withheld=1,
    ),
    case(
        "s45-zguide-zh-03",
        "zguide",
        "all_headings_zh_done_for_one",
        "outside45a F5 in Chinese: 所有小标题 answered for one of three",
        "所有小标题都改短一点",
        [whole("zguide", {1: ZGUIDE_SHORT[1]})],
        {1: ZGUIDE_SHORT[1]},
        told="没有改",
    ),
    case(
        "s45-zguide-zh-04",
        "zguide",
        "whole_restyle_zh_is_whole",
        "near-miss: 整篇改得口语一点 is still the whole article",
        "整篇改得口语一点",
        [whole("zguide", {0: ZGUIDE_FIRST_CASUAL, 6: "住湖滨一带最方便，去哪儿都近。"})],
        {0: ZGUIDE_FIRST_CASUAL, 6: "住湖滨一带最方便，去哪儿都近。"},
    ),
    case(
        "s45-ztable-zh-01",
        "ztable",
        "last_table_zh_with_first_table_drift",
        "outside45a F2: 最后那个表格 licensed the first table's cell",
        "最后那个表格里的“到”都换成波浪号",
        [whole("ztable", {3: ZTABLE_AGES, 1: ZTABLE_FIRST_DRIFT})],
        {3: ZTABLE_AGES},
        withheld=1,
    ),
    case(
        "s45-ztable-zh-02",
        "ztable",
        "second_table_zh_with_first_table_drift",
        "outside45a F2 variant: 第二个表格",
        "第二个表格里的“到”都换成波浪号",
        [whole("ztable", {3: ZTABLE_AGES, 1: ZTABLE_FIRST_DRIFT})],
        {3: ZTABLE_AGES},
        withheld=1,
    ),
    case(
        "s45-zdays-zh-01",
        "zdays",
        "paragraphs_about_each_day_zh",
        "outside45a F12c: 讲每一站的那几段 (here 讲每一天的那几段) licensed the closing paragraph",
        "讲每一天的那几段都改得口语一点",
        [whole("zdays", {**ZDAYS_CASUAL, 4: ZDAYS_END_DRIFT})],
        ZDAYS_CASUAL,
        withheld=1,
    ),
    case(
        "s45-zdays-zh-02",
        "zdays",
        "first_and_last_zh_done_for_one",
        "outside45a F3: 第一段和最后一段 answered for the first only",
        "第一段和最后一段都改得口语一点",
        [whole("zdays", {0: ZDAYS_FIRST_CASUAL})],
        {0: ZDAYS_FIRST_CASUAL},
        told="没有改",
    ),
    case(
        "s45-zdays-zh-03",
        "zdays",
        "opening_and_last_zh_done_for_one",
        "outside45a F3 variant: 开头一段和最后一段, only the last done",
        "开头一段和最后一段都写得活泼一点",
        [whole("zdays", {4: ZDAYS_LAST_CASUAL})],
        {4: ZDAYS_LAST_CASUAL},
        told="没有改",
    ),
    case(
        "s45-zdays-zh-04",
        "zdays",
        "first_and_last_zh_both_done",
        "near-miss: 第一段和最后一段 both done: nothing said undone",
        "第一段和最后一段都改得口语一点",
        [whole("zdays", {0: ZDAYS_FIRST_CASUAL, 4: ZDAYS_LAST_CASUAL})],
        {0: ZDAYS_FIRST_CASUAL, 4: ZDAYS_LAST_CASUAL},
        not_told="没有改",
    ),
    case(
        "s45-zdays-zh-05",
        "zdays",
        "every_paragraph_zh_is_whole",
        "near-miss: 每段都改得口语一点 is the whole article",
        "每段都改得口语一点",
        [whole("zdays", {**ZDAYS_CASUAL, 4: ZDAYS_LAST_CASUAL})],
        {**ZDAYS_CASUAL, 4: ZDAYS_LAST_CASUAL},
    ),
    case(
        "s45-znotes-zh-01",
        "znotes",
        "paragraph_after_second_quote_zh",
        "outside45a F4: 第二个引文后面那段评论 refused as 'not the 5th paragraph you asked'",
        "第二个引文后面那段评论写得更有力一点",
        [whole("znotes", {4: ZNOTES_SECOND})],
        {4: ZNOTES_SECOND},
    ),
    case(
        "s45-znotes-zh-02",
        "znotes",
        "paragraph_after_first_quote_zh_with_drift",
        "outside45a F4 variant: 第一段引文下面那段, the second quote's punctuation changed too",
        "第一段引文下面那段写得更生动一点",
        [whole("znotes", {2: ZNOTES_FIRST, 3: ZNOTES_QUOTE_DRIFT})],
        {2: ZNOTES_FIRST},
        withheld=1,
    ),
    case(
        "s45-znotes-zh-03",
        "znotes",
        "second_quote_itself_zh",
        "near-miss: 第二个引文 alone is the quote (bolded)",
        "把第二个引文加粗",
        [
            whole(
                "znotes",
                {
                    3: "> **“天下只有两种人。比如一串葡萄到手，一种人挑最好的先吃，另一种人把最好的留到最后吃。”**"
                },
            )
        ],
        {
            3: "> **“天下只有两种人。比如一串葡萄到手，一种人挑最好的先吃，另一种人把最好的留到最后吃。”**"
        },
    ),
    case(
        "s45-zone-zh-01",
        "zone",
        "the_one_heading_zh",
        "near-miss: 小标题 of a one-heading article, only the heading changed: saved",
        "小标题改得吸引人一点",
        [whole("zone", {1: "## 这期一起读什么？"})],
        {1: "## 这期一起读什么？"},
    ),
]

if __name__ == "__main__":
    write_cases(cases, HERE / "shapes.jsonl")
