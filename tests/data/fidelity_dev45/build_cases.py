# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 45's dev cases of the shapes fidelity_blind44 lost text on, in forms that set
did not use, with near-misses that must keep working (run from the repository root): the closing
line asked for above trailing footnote definitions, a footnote marker dropped by a shortening, a
written condition (书面) cut from an act the rewrite kept, a listed item dropped with its count, a
ratio's number changed, a prohibition dropped while softening, and a table scaled with one wrong
multiple (or a unit changed by a right one). Every expected article is the original paragraph
list with only the asked changes made."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the sets share
from fidelity_changes import ChangedArticles, alone, block, write_cases  # noqa: E402

BREAD_TITLE = "An Easy Sandwich Loaf"
BREAD = [
    "This loaf takes about 3 hours, most of it spent waiting while the dough rises.",
    "| Ingredient | Amount |\n| --- | --- |\n| Strong flour | 500 g |\n| Water | 350 ml |\n| Salt | 10 g |\n| Dried yeast | 7 g |",
    "Knead the dough for 10 minutes, then leave it to rise for 2 hours in a warm spot.[^1]",
    "Bake at 220 °C for 35 minutes, until the base sounds hollow when tapped.",
    "Happy baking, and send me a photo of your loaf!",
    "[^1]: In a cold kitchen it can take closer to 3 hours.",
]
CLUB_TITLE = "Riverside Rowing Club AGM"
CLUB = [
    "Dear members,",
    "The Riverside Rowing Club AGM is on **Tuesday 9 March 2027** at 7 pm in the boathouse.",
    "**Motions:** motions must be submitted in writing to the secretary by 23 February.",
    "**Boats:** three boats are ready for the spring season: Swift, Heron and Kestrel. No boat goes out after dark.",
    "Tea and cake will be served after the meeting.",
    "Best wishes,\nAnna Clarke, Secretary",
]
BING_TITLE = "葱油饼"
BING = [
    "周末在家做葱油饼，从和面到出锅大约60分钟。",
    "| 食材 | 用量 |\n| --- | --- |\n| 面粉 | 300克 |\n| 温水 | 180毫升 |\n| 小葱 | 4根 |\n| 盐 | 3克 |\n| 食用油 | 2汤匙 |",
    "面团要醒够20分钟，烙出来的饼才软。[^1]",
    "小火烙到两面金黄，每面大约3分钟。",
    "做好了欢迎在评论区晒图！",
    "[^1]: 冬天室温低，可以醒30分钟。",
]
SCHOOL_TITLE = "春季家长会通知"
SCHOOL = [
    "各位家长：",
    "我校将于**2027年3月6日（星期六）**举行春季家长会，时间为9:00—11:30。",
    "**请假：**不能到场的家长须提前两天向班主任书面请假。",
    "**停车：**校内停车位有限，请绿色出行，校门口不得停车。",
    "**课程展示：**当天开放语文、数学、英语三个学科的课堂展示。",
    "**校服换购：**旧校服三件可换新校服一件，每户限换两次。",
    "感谢各位家长的支持！",
    "星河实验学校\n2027年2月20日",
]
DEPLOY_TITLE = "Deploying the docs site"
DEPLOY = [
    "The docs site is built with Hugo and served from the `gh-pages` branch.",
    "To publish a new version, run the deploy script from the repository root:",
    "```bash\n./scripts/build.sh\n./scripts/publish.sh --branch gh-pages\n```",
    "The site updates within five minutes. If it does not, check the Actions tab.",
    "— The Docs Team",
]
GARDEN_TITLE = "社区花园认领通知"
GARDEN = [
    "各位邻居：",
    "社区花园第二批地块开放认领，每块2平方米，共24块，4月1日起在物业前台登记。",
    "春天来了\n泥土醒了\n我们把种子\n埋进小小的愿望",
    "认领后请在一周内开始种植，超过一个月无人打理的地块将收回。",
    "南苑物业服务中心\n2027年3月15日",
]
READ_TITLE = "南苑读书会五月活动"
READ = [
    "春天好，书友们！",
    "五月的读书会定在**2027年5月8日（星期六）**14:00开始，地点在社区图书室。",
    "想参加的朋友请在5月1日前联系小林报名。",
    "南苑读书会",
]
WALK_TITLE = "周末徒步"
WALK = [
    "本周徒步定在**2027年4月10日（星期六）**8:00出发，集合点是地铁站B口。",
    "路线全长12公里，请穿防滑的鞋。",
    "联系人：小陈",
]
ARTICLES = ChangedArticles(
    {
        "bread": (BREAD_TITLE, BREAD),
        "club": (CLUB_TITLE, CLUB),
        "zbing": (BING_TITLE, BING),
        "zschool": (SCHOOL_TITLE, SCHOOL),
        "deploy": (DEPLOY_TITLE, DEPLOY),
        "zgarden": (GARDEN_TITLE, GARDEN),
        "zread": (READ_TITLE, READ),
        "zwalk": (WALK_TITLE, WALK),
    }
)
case = ARTICLES.case

BREAD_CLOSING = (
    "Happy baking! Send me a photo of your loaf, I'd love to see it. Thanks for reading!"
)
BING_CLOSING = "做好了一定要在评论区晒图给我看看，谢谢你读到这里！"
SCHOOL_CLOSING = "衷心感谢各位家长一直以来的理解和支持！"
KNEAD_SHORT = "Knead for 10 minutes, then let it rise for 2 hours."
KNEAD_LIVELY = "Knead the dough for a good 10 minutes, then tuck it somewhere warm and let it puff up for 2 hours."
XING_SHORT = "面团醒够20分钟，饼才软。"
XING_SHORT_MARKED = "面团醒够20分钟，饼才软。[^1]"
LEAVE_NO_WRITTEN = "**请假：**不能到场的家长，请提前两天向班主任请假，谢谢理解。"
LEAVE_KEPT = "**请假：**不能到场的家长，请提前两天向班主任书面请假，谢谢理解。"
LEAVE_RECAST = "**请假：**如果不能到场，请提前两天向班主任说明，谢谢理解。"
SHOW_DROPPED = "**课程展示：**当天可以走进语文和数学课堂，看看孩子们的展示。"
SHOW_KEPT = "**课程展示：**当天语文、数学、英语三个学科都会开放课堂展示，欢迎来看看。"
BOATS_DROPPED = "**Boats:** Swift and Heron are polished and ready for the spring season. No boat goes out after dark."
UNIFORM_ONE = "**校服换购：**一件旧校服就能换一件新校服，每户限换两次。"
UNIFORM_KEPT = "**校服换购：**攒够三件旧校服，就能换一件新校服，每户限换两次。"
PARKING_DROPPED = "**停车：**校内停车位有限，欢迎大家绿色出行～"
PARKING_KEPT = "**停车：**校内停车位有限，欢迎大家绿色出行，校门口请勿停车哦。"
BOATS_SOFT_DROPPED = "**Boats:** three lovely boats are ready for the spring season: Swift, Heron and Kestrel. Enjoy them!"
BOATS_SOFT_KEPT = "**Boats:** three lovely boats are ready for the spring season: Swift, Heron and Kestrel. Please don't take one out after dark."
BING_HALF_WRONG = "| 食材 | 用量 |\n| --- | --- |\n| 面粉 | 150克 |\n| 温水 | 60毫升 |\n| 小葱 | 2根 |\n| 盐 | 1.5克 |\n| 食用油 | 1汤匙 |"
BING_HALF = "| 食材 | 用量 |\n| --- | --- |\n| 面粉 | 150克 |\n| 温水 | 90毫升 |\n| 小葱 | 2根 |\n| 盐 | 1.5克 |\n| 食用油 | 1汤匙 |"
BING_HALF_SHARED = "| 食材 | 用量 |\n| --- | --- |\n| 面粉 | 150克 |\n| 温水 | 150毫升 |\n| 小葱 | 2根 |\n| 盐 | 1.5克 |\n| 食用油 | 1汤匙 |"
BREAD_HALF_WRONG = "| Ingredient | Amount |\n| --- | --- |\n| Strong flour | 250 g |\n| Water | 175 ml |\n| Salt | 2.5 g |\n| Dried yeast | 3.5 g |"
BREAD_DOUBLE_KG = "| Ingredient | Amount |\n| --- | --- |\n| Strong flour | 1 kg |\n| Water | 700 ml |\n| Salt | 20 g |\n| Dried yeast | 14 g |"
BING_DOUBLE_L = "| 食材 | 用量 |\n| --- | --- |\n| 面粉 | 600克 |\n| 温水 | 360毫升 |\n| 小葱 | 8根 |\n| 盐 | 6克 |\n| 食用油 | 4汤匙 |"

DEPLOY_BACKUP = "```bash\n./scripts/build.sh\ncp -r public public.bak\n./scripts/publish.sh --branch gh-pages\n```"
POEM_LINE = "泥土伸了个懒腰"
POEM_NEW = "春天来了\n泥土伸了个懒腰\n我们把种子\n埋进小小的愿望"
cases = [
    case(
        "d45-bread-en-01",
        "bread",
        "closing_line_above_footnote_definitions",
        "blind44 asked_entry_ends_with_writer_thanks: the closing line sits above the footnote definitions",
        "Make the last line friendlier and thank the reader.",
        [BREAD_CLOSING],
        {4: BREAD_CLOSING},
    ),
    case(
        "d45-bread-en-02",
        "bread",
        "footnote_marker_dropped_in_shortened_target",
        "blind44 footnote_marker_dropped_in_target: a shortening drops the [^1] marker",
        "Shorten the kneading paragraph.",
        [KNEAD_SHORT],
        outcome="refused",
        because="the footnote marker [^1] went with the shortening",
    ),
    case(
        "d45-bread-en-03",
        "bread",
        "footnote_marker_dropped_in_livelier_target",
        "near-miss (fidelity_code44): a livelier rewrite drops the marker, which is put back",
        "Make the kneading paragraph livelier.",
        [KNEAD_LIVELY],
        {2: KNEAD_LIVELY + "[^1]"},
    ),
    case(
        "d45-bread-en-04",
        "bread",
        "table_halved_with_one_wrong_multiple",
        "blind44 table_halved_with_one_wrong_multiple: salt 10 g → 2.5 g while the rest are halved",
        "Halve every amount in the ingredient table.",
        [BREAD_HALF_WRONG],
        outcome="refused",
        because="the salt is a quarter, not half",
    ),
    case(
        "d45-bread-en-05",
        "bread",
        "table_doubled_with_unit_change",
        "blind44 table_doubled_as_asked: 500 g doubled written as 1 kg",
        "Double every amount in the ingredient table.",
        [BREAD_DOUBLE_KG],
        {1: BREAD_DOUBLE_KG},
    ),
    case(
        "d45-club-en-01",
        "club",
        "listed_item_dropped_with_its_count",
        "blind44 department_dropped_in_target: three boats named, one dropped with the count",
        "Make the boats paragraph livelier.",
        [BOATS_DROPPED],
        outcome="refused",
        because="Kestrel and the count of three were dropped",
    ),
    case(
        "d45-club-en-02",
        "club",
        "prohibition_dropped_while_softening",
        "blind44 rule_dropped_while_softening: 'No boat goes out after dark' gone",
        "Make the boats paragraph friendlier.",
        [BOATS_SOFT_DROPPED],
        outcome="refused",
        because="the after-dark rule was dropped",
    ),
    case(
        "d45-club-en-03",
        "club",
        "prohibition_kept_while_softening",
        "near-miss: the after-dark rule softened, kept",
        "Make the boats paragraph friendlier.",
        [BOATS_SOFT_KEPT],
        {3: BOATS_SOFT_KEPT},
    ),
    case(
        "d45-club-en-04",
        "club",
        "written_condition_recast_named",
        "near-miss (fidelity_scale44): 'submitted in writing' recast as 'let the secretary know', named",
        "Make the motions paragraph friendlier.",
        [
            "**Motions:** if you'd like to propose a motion, just let the secretary know by 23 February."
        ],
        {
            2: "**Motions:** if you'd like to propose a motion, just let the secretary know by 23 February."
        },
        told="in writing",
    ),
    case(
        "d45-zbing-zh-01",
        "zbing",
        "closing_line_above_footnote_definitions",
        "blind44 asked_entry_ends_with_writer_thanks (zh): 结尾那句 above the footnote definitions",
        "结尾那句改得热情一点，加一句谢谢。",
        [BING_CLOSING],
        {4: BING_CLOSING},
    ),
    case(
        "d45-zbing-zh-02",
        "zbing",
        "footnote_marker_dropped_in_shortened_target",
        "blind44 footnote_marker_dropped_in_target (zh): 精简 drops [^1]",
        "醒面那句精简一点。",
        [XING_SHORT],
        outcome="refused",
        because="脚注标记 [^1] 在精简时被删",
    ),
    case(
        "d45-zbing-zh-03",
        "zbing",
        "footnote_marker_kept_in_shortened_target",
        "near-miss: a shortening that keeps the marker",
        "醒面那句精简一点。",
        [XING_SHORT_MARKED],
        {2: XING_SHORT_MARKED},
    ),
    case(
        "d45-zbing-zh-04",
        "zbing",
        "table_halved_with_one_wrong_multiple",
        "blind44 table_halved_with_one_wrong_multiple (zh): 180毫升 → 60毫升",
        "食材表用量全部减半。",
        [BING_HALF_WRONG],
        outcome="refused",
        because="温水 180毫升 减半不是 60毫升",
    ),
    case(
        "d45-zbing-zh-07",
        "zbing",
        "table_halved_wrong_value_another_rows_half",
        "blind44 table_halved_with_one_wrong_multiple (zh): the wrong figure is another row's half (1.5升 → 0.5升 beside 1个 → 半个)",
        "食材表用量全部减半。",
        [BING_HALF_SHARED],
        outcome="refused",
        because="温水 180毫升 减半不是 150毫升",
    ),
    case(
        "d45-zbing-zh-05",
        "zbing",
        "table_halved_as_asked",
        "near-miss: every amount halved, 3克 → 1.5克",
        "食材表用量全部减半。",
        [BING_HALF],
        {1: BING_HALF},
    ),
    case(
        "d45-zbing-zh-06",
        "zbing",
        "table_doubled_as_asked",
        "near-miss: every amount doubled",
        "食材表用量全部加倍。",
        [alone(BING_DOUBLE_L, "加倍后的食材表：")],
        {1: BING_DOUBLE_L},
    ),
    case(
        "d45-zschool-zh-01",
        "zschool",
        "closing_thanks_before_signature",
        "near-miss: 最后一段 of a notice with a signature and no definitions",
        "感谢家长那句写得更诚恳一些。",
        [SCHOOL_CLOSING],
        {6: SCHOOL_CLOSING},
    ),
    case(
        "d45-zschool-zh-02",
        "zschool",
        "written_condition_cut_from_kept_act",
        "blind44 written_requirement_dropped_while_softening: 书面请假 → 请假, 须 → 请",
        "请假那段说得客气一点。",
        [LEAVE_NO_WRITTEN],
        outcome="refused",
        because="书面 was dropped from 书面请假",
    ),
    case(
        "d45-zschool-zh-03",
        "zschool",
        "written_condition_kept_while_softening",
        "near-miss: 须 → 请, 书面 kept",
        "请假那段说得客气一点。",
        [LEAVE_KEPT],
        {2: LEAVE_KEPT},
    ),
    case(
        "d45-zschool-zh-04",
        "zschool",
        "written_condition_recast_named",
        "near-miss (fidelity_scale44): the act recast (书面请假 → 告诉班主任), 书面 named",
        "请假那段说得客气一点。",
        [LEAVE_RECAST],
        {2: LEAVE_RECAST},
        told="书面",
    ),
    case(
        "d45-zschool-zh-05",
        "zschool",
        "listed_item_dropped_with_its_count",
        "blind44 department_dropped_in_target: 英语 and 三个学科 gone",
        "课程展示那段写得生动一些。",
        [SHOW_DROPPED],
        outcome="refused",
        because="英语 was dropped with its count",
    ),
    case(
        "d45-zschool-zh-06",
        "zschool",
        "listed_items_kept_in_livelier_target",
        "near-miss: all three subjects and the count kept",
        "课程展示那段写得生动一些。",
        [SHOW_KEPT],
        {4: SHOW_KEPT},
    ),
    case(
        "d45-zschool-zh-07",
        "zschool",
        "ratio_number_changed_in_target",
        "blind44 swap_ratio_changed_in_target: 三件换一件 → 一件换一件",
        "校服换购那段写得有趣一点。",
        [UNIFORM_ONE],
        outcome="refused",
        because="the trade-in ratio changed",
    ),
    case(
        "d45-zschool-zh-08",
        "zschool",
        "ratio_kept_in_target",
        "near-miss: 三件换一件 kept in other words",
        "校服换购那段写得有趣一点。",
        [UNIFORM_KEPT],
        {5: UNIFORM_KEPT},
    ),
    case(
        "d45-zschool-zh-09",
        "zschool",
        "prohibition_dropped_while_softening",
        "blind44 rule_dropped_while_softening: 校门口不得停车 gone",
        "停车那段说得友好一点。",
        [PARKING_DROPPED],
        outcome="refused",
        because="the no-parking rule was dropped",
    ),
    case(
        "d45-zschool-zh-10",
        "zschool",
        "prohibition_softened_kept",
        "near-miss: 不得停车 → 请勿停车",
        "停车那段说得友好一点。",
        [PARKING_KEPT],
        {3: PARKING_KEPT},
    ),
    case(
        "d45-deploy-en-01",
        "deploy",
        "code_block_named_by_language_alias_answered_in_fence",
        "blind44 code_block_entry_answered_alone_in_its_fence: 'the shell example' names the ```bash block",
        "In the shell example, keep a backup of the built site before publishing.",
        [DEPLOY_BACKUP],
        {2: DEPLOY_BACKUP},
    ),
    case(
        "d45-zgarden-zh-01",
        "zgarden",
        "poem_line_answered_alone_above_signature",
        "blind44 poem_line_answered_alone: 诗的第二行, the notice's two-line signature no stanza",
        "诗的第二行改得更生动一点，其他行别动。",
        [POEM_LINE],
        {2: POEM_NEW},
    ),
    case(
        "d45-zread-zh-01",
        "zread",
        "opening_date_named_when_opening_line_holds_none",
        "blind44 blocks_one_search_unmatched_then_retry (shushi): 开头的日期 of a notice whose greeting line holds no date",
        "读书会改到5月15日（星期六）：开头的日期和报名截止日期（改成5月8日）都改一下。",
        [
            block("**2027年5月8日（星期六）**", "**2027年5月15日（星期六）**")
            + "\n\n"
            + block("请在5月1日前联系", "请在5月8日前联系")
        ],
        {
            1: "五月的读书会定在**2027年5月15日（星期六）**14:00开始，地点在社区图书室。",
            2: "想参加的朋友请在5月8日前联系小林报名。",
        },
        edit_format="blocks",
    ),
    case(
        "d45-zwalk-zh-01",
        "zwalk",
        "opening_date_in_opening_paragraph",
        "near-miss: 开头的日期 where the opening paragraph gives it",
        "开头的日期改成4月17日（星期六）。",
        ["本周徒步定在**2027年4月17日（星期六）**8:00出发，集合点是地铁站B口。"],
        {0: "本周徒步定在**2027年4月17日（星期六）**8:00出发，集合点是地铁站B口。"},
    ),
]

write_cases(cases, HERE / "shapes.jsonl")
