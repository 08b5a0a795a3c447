# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 43's dev cases of the shapes fidelity_blind42 failed on, in forms that set did
not use, with near-misses that must keep working (run from the repository root): an exclusion a
friendlier restyle made its opposite ("cannot … unless" → "can … too", 不予外借 → 也可以外借); a
limit on readers lifted (up to eight → as many as want to come, 限15名 → 不限人数); a "free"
dropped from a clearer price line, or made paid by a shorter one; a figure a cut made vague
(£1 off → discounts, 多借3本 → 有优惠) or rough (12000册 → 上万册); and one paragraph named by
what it does ("the paragraph that welcomes people back", 通知重新开放的那段) answered alone
inside XML-style tags. Every expected article is the original paragraph list with only the
asked changes made."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the sets share
from fidelity_changes import ChangedArticles, alone, write_cases  # noqa: E402

POOL_TITLE = "Millbrook Community Pool Reopens"
POOL = [
    "Millbrook Community Pool reopens on Saturday 3 April 2027 after its winter refit. Our swim club now has 212 members.",
    "**Opening hours:** Monday to Friday 7 am to 9 pm, weekends 8 am to 6 pm.",
    "**Prices:** A swim costs £4.50 for adults and £2 for children; members swim free.",
    "**Family ticket:** Two adults and two children swim for £11. Each extra child gets £1 off.",
    "**Lessons:** Group lessons run on Tuesday evenings. Each class takes up to eight children, so book early.",
    "**What you can bring:** Goggles, floats and towels are fine. Glass bottles and food cannot be taken onto the poolside unless they are for medical needs.",
    "**Lockers:** Lockers take a £1 coin, which you get back. The first hour of parking is free.",
    "Questions? Call reception on 01632 960 555.",
]
LIB_TITLE = "阳光社区图书馆借阅须知"
LIB = [
    "阳光社区图书馆将于2027年4月6日（星期二）重新开放，现有藏书12000册，欢迎居民前来借阅。",
    "**开放时间：**周二至周日9:00—20:00，周一闭馆。",
    "**办证费用：**借书证工本费10元；本社区居民免费办理。",
    "**借阅规则：**每人每次最多借5本，借期30天，可续借一次。",
    "**外借范围：**期刊和工具书除馆长批准外不予外借，请在馆内阅读。",
    "**读者日：**每月第一个周六为读者日，当天借书可多借3本。",
    "**活动：**每周六上午10点有儿童绘本故事会，每场限15名小朋友。",
    "咨询电话：0571-8123 4567，联系人：王老师。",
]
ARTICLES = ChangedArticles({"pool": (POOL_TITLE, POOL), "zlib": (LIB_TITLE, LIB)})
case = ARTICLES.case

POOL5_OPEN = "**What you can bring:** Goggles, floats and towels are all welcome. Glass bottles and food can be taken onto the poolside too."
POOL5_KEPT = "**What you can bring:** Bring your goggles, floats and towels! Glass bottles and food cannot be taken onto the poolside, unless you need them for medical reasons."
POOL4_LIFTED = "**Lessons:** Join our friendly group lessons on Tuesday evenings — each class welcomes as many children as want to come!"
POOL4_KEPT = "**Lessons:** Join our friendly group lessons on Tuesday evenings! Each class takes up to eight children, so book early to get a place."
POOL2_NO_FREE = "**Prices:** Adults pay £4.50 a swim and children pay £2."
POOL2_KEPT = "**Prices:** Adults pay £4.50 a swim and children pay £2. Members swim free of charge."
POOL6_PAID = (
    "**Lockers:** Lockers take a refundable £1 coin; parking is charged from the first hour."
)
POOL3_VAGUE = (
    "**Family ticket:** £11 for two adults and two children, with discounts for extra children."
)
POOL3_CUT = "**Family ticket:** Two adults and two children swim for £11."
POOL0_ROUGH = "Millbrook Community Pool reopens on Saturday 3 April 2027 after its winter refit, and our swim club has over 200 members."
POOL0_SHORT = "After its winter refit, Millbrook Community Pool reopens on Saturday 3 April 2027. The swim club has 212 members."
POOL2_SHORT = "**Prices:** £4.50 for adults, £2 for children, free for members."

ZLIB4_OPEN = "**外借范围：**期刊和工具书也都可以外借，欢迎带回家慢慢看。"
ZLIB4_KEPT = "**外借范围：**期刊和工具书暂不外借（馆长批准的除外），欢迎您在馆内慢慢阅读。"
ZLIB6_LIFTED = "**活动：**每周六上午10点有儿童绘本故事会，不限人数，欢迎小朋友们都来参加！"
ZLIB6_KEPT = "**活动：**每周六上午10点，儿童绘本故事会等你来！每场限15名小朋友，欢迎早点报名哦。"
ZLIB2_NO_FREE = "**办证费用：**办理借书证需缴纳工本费10元。"
ZLIB2_KEPT = "**办证费用：**借书证工本费为10元，本社区居民可免费办理。"
ZLIB2_PAID = "**办证费用：**借书证工本费10元，居民自费办理。"
ZLIB0_ROUGH = "阳光社区图书馆2027年4月6日（星期二）重新开放，藏书上万册，欢迎借阅。"
ZLIB0_CUT = "阳光社区图书馆2027年4月6日（星期二）重新开放，欢迎借阅。"
ZLIB5_VAGUE = "**读者日：**每月第一个周六为读者日，借书数量有优惠。"
ZLIB5_KEPT = "**读者日：**每月第一个周六是读者日，可多借3本。"
ZLIB0_SHORT = "阳光社区图书馆于2027年4月6日（星期二）重新开放，藏书12000册，欢迎借阅。"
POOL2_NOTHING = "**Prices:** Adults pay £4.50 a swim and children £2. Members pay nothing."
ZLIB2_NO_CHARGE = "**办证费用：**借书证工本费10元，本社区居民办证不收取任何费用。"
ZLIB3_SPOKEN = "**借阅规则：**每人每次最多能借5本，能借30天，还可以续借一次。"

cases = [
    case(
        "d43-pool-en-01",
        "pool",
        "exclusion_made_opposite_in_target",
        "blind42 exception_dropped_in_target: 'cannot … unless' made 'can … too' by a friendlier restyle",
        "Make the paragraph about what you can bring friendlier.",
        [alone(POOL5_OPEN)],
        outcome="refused",
        because="glass bottles and food were made allowed on the poolside",
    ),
    case(
        "d43-pool-en-02",
        "pool",
        "exclusion_kept_in_friendlier_target",
        "near-miss: a friendlier restyle that keeps the exclusion and its exception",
        "Make the paragraph about what you can bring friendlier.",
        [alone(POOL5_KEPT, "Here you go:")],
        {5: POOL5_KEPT},
    ),
    case(
        "d43-pool-en-03",
        "pool",
        "limit_lifted_in_target",
        "blind42 item_limit_dropped_in_target: 'up to eight children' made 'as many as want to come'",
        "Make the lessons paragraph more welcoming.",
        [alone(POOL4_LIFTED)],
        outcome="refused",
        because="the limit of eight children per class was lifted",
    ),
    case(
        "d43-pool-en-04",
        "pool",
        "limit_kept_in_welcoming_target",
        "near-miss: a more welcoming restyle that keeps 'up to eight children'",
        "Make the lessons paragraph more welcoming.",
        [alone(POOL4_KEPT)],
        {4: POOL4_KEPT},
    ),
    case(
        "d43-pool-en-05",
        "pool",
        "free_dropped_in_clearer_target",
        "blind42 member_exemption_dropped_in_target: 'members swim free' dropped by a clearer restyle",
        "Make the prices paragraph clearer.",
        [alone(POOL2_NO_FREE)],
        outcome="refused",
        because="members swim free was dropped",
    ),
    case(
        "d43-pool-en-06",
        "pool",
        "free_kept_in_clearer_target",
        "near-miss: a clearer restyle that says members swim free of charge",
        "Make the prices paragraph clearer.",
        [alone(POOL2_KEPT)],
        {2: POOL2_KEPT},
    ),
    case(
        "d43-pool-en-07",
        "pool",
        "free_made_paid_in_shorter_target",
        "blind42 free_outing_made_paid_in_target: free parking made charged by a shorter restyle",
        "Make the lockers paragraph shorter.",
        [alone(POOL6_PAID)],
        outcome="refused",
        because="the free first hour of parking was made charged",
    ),
    case(
        "d43-pool-en-08",
        "pool",
        "figure_made_vague_in_shorter_target",
        "blind42 sibling_discount_vagued_in_target: '£1 off' made 'discounts' by a cut",
        "Make the family ticket paragraph shorter.",
        [alone(POOL3_VAGUE)],
        outcome="refused",
        because="£1 off each extra child became discounts",
    ),
    case(
        "d43-pool-en-09",
        "pool",
        "sentence_cut_in_shorter_target",
        "near-miss: a cut that leaves the discount sentence out whole",
        "Make the family ticket paragraph shorter.",
        [alone(POOL3_CUT)],
        {3: POOL3_CUT},
    ),
    case(
        "d43-pool-en-10",
        "pool",
        "count_made_rough_in_shorter_target",
        "blind42 member_count_rounded_in_target: 212 members made over 200",
        "Tighten the opening paragraph.",
        [alone(POOL0_ROUGH)],
        outcome="refused",
        because="212 members became over 200",
    ),
    case(
        "d43-pool-en-11",
        "pool",
        "entry_in_xml_tags_named_by_what_it_does",
        "blind42 entry_in_xml_tags: the paragraph named by what it does, answered in tags",
        "Tighten the paragraph that welcomes people back.",
        ["<revised_paragraph>\n" + POOL0_SHORT + "\n</revised_paragraph>"],
        {0: POOL0_SHORT},
    ),
    case(
        "d43-pool-en-12",
        "pool",
        "entry_in_xml_tags_named_by_what_it_does",
        "blind42 entry_in_xml_tags: another tag, the paragraph named by what it says",
        "Shorten the paragraph which says what a swim costs.",
        ["<paragraph>\n" + POOL2_SHORT + "\n</paragraph>"],
        {2: POOL2_SHORT},
    ),
    case(
        "d43-pool-en-13",
        "pool",
        "whole_ask_answered_by_one_tagged_paragraph",
        "near-miss: a whole-article ask answered with one paragraph in tags stays refused",
        "Make it livelier.",
        ["<revised_paragraph>\n" + POOL0_SHORT + "\n</revised_paragraph>"],
        outcome="refused",
        because="a whole-article ask answered with one paragraph",
    ),
    case(
        "d43-pool-en-14",
        "pool",
        "free_said_another_way_in_clearer_target",
        "near-miss (added after the fix): 'members swim free' said as 'members pay nothing'",
        "Make the prices paragraph clearer.",
        [alone(POOL2_NOTHING)],
        {2: POOL2_NOTHING},
    ),
    case(
        "d43-zlib-zh-01",
        "zlib",
        "exclusion_made_opposite_in_target",
        "blind42 exception_dropped_in_target: 不予外借 made 也都可以外借 by a friendlier restyle",
        "“外借范围”这段写得友好一点。",
        [alone(ZLIB4_OPEN)],
        outcome="refused",
        because="期刊和工具书 were made lendable",
    ),
    case(
        "d43-zlib-zh-02",
        "zlib",
        "exclusion_kept_in_friendlier_target",
        "near-miss: a friendlier restyle that keeps 暂不外借 and its exception",
        "“外借范围”这段写得友好一点。",
        [alone(ZLIB4_KEPT, "好的：")],
        {4: ZLIB4_KEPT},
    ),
    case(
        "d43-zlib-zh-03",
        "zlib",
        "limit_lifted_in_target",
        "blind42 item_limit_dropped_in_target: 每场限15名 made 不限人数",
        "“活动”这段写得热情一点。",
        [alone(ZLIB6_LIFTED)],
        outcome="refused",
        because="每场限15名 was lifted",
    ),
    case(
        "d43-zlib-zh-04",
        "zlib",
        "limit_kept_in_welcoming_target",
        "near-miss: a warmer restyle that keeps 每场限15名",
        "“活动”这段写得热情一点。",
        [alone(ZLIB6_KEPT)],
        {6: ZLIB6_KEPT},
    ),
    case(
        "d43-zlib-zh-05",
        "zlib",
        "free_dropped_in_clearer_target",
        "blind42 member_exemption_dropped_in_target: 本社区居民免费办理 dropped by a clearer restyle",
        "“办证费用”这段写得清楚一点。",
        [alone(ZLIB2_NO_FREE)],
        outcome="refused",
        because="本社区居民免费办理 was dropped",
    ),
    case(
        "d43-zlib-zh-06",
        "zlib",
        "free_kept_in_clearer_target",
        "near-miss: a clearer restyle that keeps 免费办理",
        "“办证费用”这段写得清楚一点。",
        [alone(ZLIB2_KEPT)],
        {2: ZLIB2_KEPT},
    ),
    case(
        "d43-zlib-zh-07",
        "zlib",
        "free_made_paid_in_shorter_target",
        "blind42 free_outing_made_paid_in_target: 免费办理 made 自费办理",
        "“办证费用”这段改得简短些。",
        [alone(ZLIB2_PAID)],
        outcome="refused",
        because="免费办理 became 自费办理",
    ),
    case(
        "d43-zlib-zh-15",
        "zlib",
        "free_said_another_way_in_clearer_target",
        "near-miss (added after the fix): 免费办理 said as 不收取任何费用",
        "“办证费用”这段写得清楚一点。",
        [alone(ZLIB2_NO_CHARGE)],
        {2: ZLIB2_NO_CHARGE},
    ),
    case(
        "d43-zlib-zh-08",
        "zlib",
        "count_made_rough_in_shorter_target",
        "blind42 member_count_rounded_in_target: 12000册 made 上万册",
        "开头那段精简一下。",
        [alone(ZLIB0_ROUGH)],
        outcome="refused",
        because="12000册 became 上万册",
    ),
    case(
        "d43-zlib-zh-09",
        "zlib",
        "count_cut_in_shorter_target",
        "near-miss: a cut that leaves the count out altogether",
        "开头那段精简一下。",
        [alone(ZLIB0_CUT)],
        {0: ZLIB0_CUT},
    ),
    case(
        "d43-zlib-zh-10",
        "zlib",
        "figure_made_vague_in_shorter_target",
        "blind42 sibling_discount_vagued_in_target: 可多借3本 made 借书数量有优惠",
        "“读者日”这段写得更简洁。",
        [alone(ZLIB5_VAGUE)],
        outcome="refused",
        because="可多借3本 became 有优惠",
    ),
    case(
        "d43-zlib-zh-11",
        "zlib",
        "figure_kept_in_shorter_target",
        "near-miss: a cut that keeps 多借3本",
        "“读者日”这段写得更简洁。",
        [alone(ZLIB5_KEPT)],
        {5: ZLIB5_KEPT},
    ),
    case(
        "d43-zlib-zh-12",
        "zlib",
        "entry_in_xml_tags_named_by_what_it_does",
        "blind42 entry_in_xml_tags: 通知重新开放的那段, answered in <revised> tags",
        "把通知重新开放的那段写得简短一些。",
        ["<revised>\n" + ZLIB0_SHORT + "\n</revised>"],
        {0: ZLIB0_SHORT},
    ),
    case(
        "d43-zlib-zh-13",
        "zlib",
        "entry_in_xml_tags_named_by_what_it_does",
        "blind42 entry_in_xml_tags: 规定借几本的那段, answered in <answer> tags",
        "把规定能借几本的那段改得口语一点。",
        ["<answer>\n" + ZLIB3_SPOKEN + "\n</answer>"],
        {3: ZLIB3_SPOKEN},
    ),
    case(
        "d43-zlib-zh-14",
        "zlib",
        "whole_ask_answered_by_one_tagged_paragraph",
        "near-miss: 整篇 asked, one paragraph in tags stays refused",
        "整篇改得口语化一点。",
        ["<revised>\n" + ZLIB0_SHORT + "\n</revised>"],
        outcome="refused",
        because="a whole-article ask answered with one paragraph",
    ),
]

write_cases(cases, HERE / "shapes.jsonl")
