# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 54's variants of the judging fidelity_blind53 (and blind52's leftovers) failed
on, one .jsonl per shape (run from the repository root:
`.venv/bin/python tests/data/fidelity_dev54j/build_cases.py`). Every expected article is the
original paragraph list with only the asked paragraphs replaced."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from fidelity_build import Articles, finish, refused  # noqa: E402

PLOTS = (
    "Marsh Lane Allotments: open day",
    [
        "Marsh Lane Allotments open their gates on Saturday 17 June 2028, for the first time since the flood of 2024. There are 64 plots on the site.",
        "## Getting in",
        "Entry is £3 for adults and free for under-16s, and tickets must be bought in advance; there are no tickets at the gate. Each car may bring four visitors at most.",
        "Parking is limited to 25 cars. There is no parking on the verge, and the lane is closed to coaches.",
        "## The flood",
        "The water stood for nine days in March 2024. No sheds were lost, although two greenhouses were smashed when the bank gave way. The repairs cost £7,400.",
        "Only plot holders may use the water troughs. Visitors can buy seedlings at the hut.",
        "For questions, email the site secretary at secretary@marshlane.example or call Priya Nair on 0161 496 0732 on weekday evenings.",
    ],
)
HALL = (
    "青枫社区羽毛球馆重新开放通知",
    [
        "青枫社区羽毛球馆将于2028年5月6日（星期六）重新开放，馆内共有6片场地。",
        "## 预约规则",
        "场地按小时收费，每小时40元，只能通过“青枫社区”小程序预约，现场不接受临时订场。每片场地最多四人同时使用。",
        "只有本社区登记居民才能预约晚上的场地，请携带居民卡入场。",
        "## 馆内须知",
        "场馆去年因屋顶漏水停用了二十三天，没有人员受伤，但地板全部换新，花费4.6万元。",
        "如有问题，请联系社区服务中心的郑雅琴，电话0571-8823-4410。",
    ],
)
ARTS = {"plots": PLOTS, "zhall": HALL}
A = Articles("d54j", ARTS)

# 1. A limit of how much each may have, dropped by a restyle of its paragraph (refused); the
#    limit lifted as asked, or said again in other words (applied).
L = "blind53 limit_dropped_in_target (carboot-en-07 'Each car may take one pitch only', carboot-zh-07 每辆车限租一个摊位), other genres"
A.one(
    "limits",
    "limit_dropped_in_target",
    L,
    "plots",
    "Make the Getting in paragraph sound less strict.",
    [
        A.whole(
            "plots",
            changes={
                2: "Entry is £3 for adults and free for under-16s. Do grab your tickets in advance, as we don't sell any at the gate."
            },
        )
    ],
    expect=refused("the four-visitors-per-car limit was dropped"),
)
A.one(
    "limits",
    "limit_dropped_in_target",
    L,
    "zhall",
    "把预约规则那段写得温和一点。",
    [
        A.whole(
            "zhall",
            changes={
                2: "场地按小时收费，每小时40元，欢迎通过“青枫社区”小程序预约，现场暂不接受临时订场哦。"
            },
        )
    ],
    expect=refused("“每片场地最多四人同时使用”被删掉了"),
)
new = "Entry is £3 for adults and free for under-16s. Do grab your tickets in advance, as we don't sell any at the gate."
A.one(
    "limits",
    "limit_dropped_as_asked",
    L + ": the limit dropped as asked",
    "plots",
    "Make the Getting in paragraph friendlier and drop the limit on visitors per car.",
    [A.whole("plots", changes={2: new})],
    {2: new},
)
new = "Entry is £3 for adults and free for under-16s. Please buy tickets in advance, as there are no tickets at the gate, and bring no more than four visitors in each car."
A.one(
    "limits",
    "limit_said_again",
    L + ": the limit said again in other words",
    "plots",
    "Make the Getting in paragraph friendlier.",
    [A.whole("plots", changes={2: new})],
    {2: new},
)
new = "场地按小时收费，每小时40元，欢迎通过“青枫社区”小程序预约，现场暂不接受临时订场哦。"
A.one(
    "limits",
    "limit_dropped_as_asked",
    L + ": 不再限制 asked",
    "zhall",
    "把预约规则那段写得温和一点，不再限制每片场地的人数。",
    [A.whole("zhall", changes={2: new})],
    {2: new},
)

# 2. A negation turned inside the asked paragraph (refused); kept in other words or asked (applied).
G = "blind53 negation_flipped_in_target (lighthouse-en-11 'no tickets on the door' → 'buy them on the door'), blind52 millfire-en-14 ('No lives were lost' → 'lost their lives'), other genres"
A.one(
    "negations",
    "negation_flipped_in_target",
    G,
    "plots",
    "Make the Getting in paragraph friendlier.",
    [
        A.whole(
            "plots",
            changes={
                2: "Entry is £3 for adults and free for under-16s — book ahead or just pick one up at the gate. Each car may bring four visitors at most."
            },
        )
    ],
    expect=refused("'no tickets at the gate' became tickets at the gate"),
)
A.one(
    "negations",
    "negation_flipped_in_target",
    G,
    "plots",
    "Put the parking paragraph in plainer words.",
    [
        A.whole(
            "plots",
            changes={
                3: "There is room for 25 cars. Feel free to use the parking on the verge, but coaches cannot use the lane."
            },
        )
    ],
    expect=refused("'no parking on the verge' became parking on the verge"),
)
A.one(
    "negations",
    "negation_flipped_in_target",
    G,
    "plots",
    "Make the paragraph about the flood less flat.",
    [
        "The water stood for nine days in March 2024. The flood took two of our sheds, and two greenhouses were smashed when the bank gave way. The repairs cost £7,400."
    ],
    expect=refused("'No sheds were lost' became two sheds lost"),
)
new = "Entry is £3 for adults and free for under-16s. Please book your tickets in advance, as we can't sell any at the gate. Each car may bring four visitors at most."
A.one(
    "negations",
    "negation_kept_other_words",
    G + ": the negation said another way",
    "plots",
    "Make the Getting in paragraph friendlier.",
    [A.whole("plots", changes={2: new})],
    {2: new},
)
new = "The water stood for nine days in March 2024. Not one shed was lost, though two greenhouses were smashed when the bank gave way. The repairs cost £7,400."
A.one(
    "negations",
    "negation_kept_other_words",
    G + ": 'No sheds were lost' said another way",
    "plots",
    "Make the paragraph about the flood less flat.",
    [new],
    {5: new},
)
A.one(
    "negations",
    "negation_flipped_in_target",
    G,
    "zhall",
    "把预约规则那段写得亲切一点。",
    [
        A.whole(
            "zhall",
            changes={
                2: "场地按小时收费，每小时40元，可以通过“青枫社区”小程序预约，现场也可以临时订场。每片场地最多四人同时使用。"
            },
        )
    ],
    expect=refused("现场不接受临时订场变成了可以临时订场"),
)
A.one(
    "negations",
    "negation_flipped_in_target",
    G + ": 没有人员受伤 → 两人受伤",
    "zhall",
    "把讲漏水的那段写得生动一些。",
    [
        A.whole(
            "zhall",
            changes={
                5: "去年屋顶漏水，场馆足足停用了二十三天，还有两人滑倒受伤，地板只好全部换新，花费4.6万元。"
            },
        )
    ],
    expect=refused("没有人员受伤变成了两人受伤"),
)
new = "场地按小时收费，每小时40元，请通过“青枫社区”小程序预约，现场暂不办理临时订场。每片场地最多四人同时使用。"
A.one(
    "negations",
    "negation_kept_other_words",
    G + ": 不接受 said 暂不办理",
    "zhall",
    "把预约规则那段写得亲切一点。",
    [A.whole("zhall", changes={2: new})],
    {2: new},
)

# 3. A contact's name one character off after an office and 的 (refused); a rename asked or every
#    name kept (applied).
N = "blind53 name_one_character_in_target (tiaozao-zh-13 联系校学生会生活部的谢嘉言 → 谢家言), other genres"
A.one(
    "names",
    "name_one_character_in_target",
    N,
    "zhall",
    "最后一段改得更亲切。",
    ["有任何问题，欢迎联系社区服务中心的郑雅芹，电话0571-8823-4410。"],
    expect=refused("郑雅琴写成了郑雅芹"),
)
A.one(
    "names",
    "name_one_character_in_target",
    N + ": in a typo check",
    "zhall",
    "检查最后一段有没有错别字。",
    [A.whole("zhall", changes={6: "如有问题，请联系社区服务中心的郑亚琴，电话0571-8823-4410。"})],
    expect=refused("郑雅琴写成了郑亚琴"),
)
new = "如有问题，请联系社区服务中心的郑雅芹，电话0571-8823-4410。"
A.one(
    "names",
    "name_changed_as_asked",
    N + ": the rename asked",
    "zhall",
    "最后一段的联系人改成郑雅芹。",
    [new],
    {6: new},
)
new = "有任何问题，欢迎联系社区服务中心的郑雅琴，电话0571-8823-4410。"
A.one(
    "names",
    "names_kept_in_restyle",
    N + ": the name kept",
    "zhall",
    "最后一段改得更亲切。",
    [new],
    {6: new},
)

# 4. A limit on who may, made "others too" (refused); asked, or said again (applied).
OTHERS = "blind53 restriction_flipped_in_target (yaopin-zh-11 只有本社区居民才能参加兑换 → 周边社区居民也可以参加兑换), other genres"
A.one(
    "also",
    "restriction_flipped_in_target",
    OTHERS,
    "zhall",
    "把讲晚上场地的那段改得通顺一些。",
    [A.whole("zhall", changes={3: "其他社区的居民也可以预约晚上的场地，请携带身份证入场。"})],
    expect=refused("只有本社区登记居民才能预约变成了其他社区居民也可以"),
)
A.one(
    "also",
    "restriction_flipped_in_target",
    OTHERS,
    "plots",
    "Make the water troughs paragraph friendlier.",
    [
        A.whole(
            "plots",
            changes={
                6: "Visitors can use the water troughs too, and seedlings are on sale at the hut."
            },
        )
    ],
    expect=refused("only plot holders became visitors too"),
)
new = "周边社区的居民也可以预约晚上的场地，请携带居民卡或身份证入场。"
A.one(
    "also",
    "limit_opened_as_asked",
    OTHERS + ": opened as asked",
    "zhall",
    "把讲晚上场地的那段改成周边社区居民也可以预约，带身份证也行。",
    [A.whole("zhall", changes={3: new})],
    {3: new},
)
new = "The water troughs are for plot holders only, but visitors are welcome to buy seedlings at the hut."
A.one(
    "also",
    "limit_said_again",
    OTHERS + ": the limit said again",
    "plots",
    "Make the water troughs paragraph friendlier.",
    [A.whole("plots", changes={6: new})],
    {6: new},
)

# 5. A paragraph named by a count and its thing (a locator, not a figure asked for).
T = "blind52 millfire-en-09 / en-12 ('the paragraph about the eleven hours'), other genres"
new = "The water stood for nine days in March 2024. No sheds were lost, although two greenhouses were smashed when the bank gave way. The repairs cost £7,400. The council paid for half of them."
A.one(
    "topics",
    "count_names_the_paragraph",
    T,
    "plots",
    "Add to the paragraph about the nine days that the council paid for half of the repairs.",
    [A.whole("plots", changes={5: new})],
    {5: new},
)
A.one(
    "topics",
    "count_changed_in_located_paragraph",
    T + ": the locating count changed by a restyle",
    "plots",
    "Make the paragraph about the 25 cars friendlier.",
    [
        A.whole(
            "plots",
            changes={
                3: "There's room for 30 cars. Please don't park on the verge, and remember the lane is closed to coaches."
            },
        )
    ],
    expect=refused("25 cars became 30"),
)
new = "The water stood for ten days in March 2024. No sheds were lost, although two greenhouses were smashed when the bank gave way. The repairs cost £7,400."
A.one(
    "topics",
    "count_changed_as_asked",
    T + ": the count changed as asked",
    "plots",
    "In the paragraph about the nine days, it was ten days, not nine.",
    [A.whole("plots", changes={5: new})],
    {5: new},
)
new = (
    "场馆去年因屋顶漏水停用了二十三天，没有人员受伤，但地板全部换新，花费4.6万元。新地板是防滑的。"
)
A.one(
    "topics",
    "count_names_the_paragraph",
    T,
    "zhall",
    "在讲二十三天的那段末尾加一句：新地板是防滑的。",
    [A.whole("zhall", changes={5: new})],
    {5: new},
)
A.one(
    "topics",
    "count_changed_in_located_paragraph",
    T,
    "zhall",
    "把讲6片场地的那段写得生动些。",
    [
        A.whole(
            "zhall",
            changes={
                0: "好消息！青枫社区羽毛球馆将于2028年5月6日（星期六）重新开放，馆内共有8片场地。"
            },
        )
    ],
    expect=refused("6片变成了8片"),
)

# 6. The paragraph under a heading (a place), the addition put into the section's next one
#    (refused); put where asked (applied).
U = "blind53 wrong_paragraph_edited (yaopin-zh-15 兑换规则下面那段 → added to the pharmacist paragraph), other genres"
A.one(
    "under",
    "wrong_paragraph_edited",
    U,
    "zhall",
    "在预约规则下面那段末尾补一句：订场后不能退款。",
    [
        A.whole(
            "zhall",
            changes={3: "只有本社区登记居民才能预约晚上的场地，请携带居民卡入场。订场后不能退款。"},
        )
    ],
    expect=refused("句子加到了晚上场地那段，而不是预约规则下面那段"),
)
A.one(
    "under",
    "wrong_paragraph_edited",
    U,
    "plots",
    "Add to the paragraph under the Getting in heading: children must be with an adult.",
    [
        A.whole(
            "plots",
            changes={
                3: "Parking is limited to 25 cars. There is no parking on the verge, and the lane is closed to coaches. Children must be with an adult."
            },
        )
    ],
    expect=refused("added to the parking paragraph, not the one under Getting in"),
)
new = "场地按小时收费，每小时40元，只能通过“青枫社区”小程序预约，现场不接受临时订场。每片场地最多四人同时使用。订场后不能退款。"
A.one(
    "under",
    "addition_under_heading",
    U + ": put where asked",
    "zhall",
    "在预约规则下面那段末尾补一句：订场后不能退款。",
    [A.whole("zhall", changes={2: new})],
    {2: new},
)
new = "Entry is £3 for adults and free for under-16s, and tickets must be bought in advance; there are no tickets at the gate. Each car may bring four visitors at most. Children must be with an adult."
A.one(
    "under",
    "addition_under_heading",
    U + ": put where asked",
    "plots",
    "Add to the paragraph under the Getting in heading: children must be with an adult.",
    [A.whole("plots", changes={2: new})],
    {2: new},
)

finish(HERE)
