# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 53's variants of the judging fidelity_blind52 failed on, one .jsonl per shape
(run from the repository root: `.venv/bin/python tests/data/fidelity_dev53j/build_cases.py`).
Every expected article is the original paragraph list with only the asked paragraphs replaced."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from fidelity_build import Articles, finish, refused  # noqa: E402

ORCHARD = (
    "Hollins Community Orchard: visiting and picking",
    [
        "The Hollins Orchard has been run by volunteers since 2019, and this year its 140 trees gave almost two tonnes of apples. It is a lovely place to spend a morning.",
        "## Visiting",
        "The orchard is open Sundays only, 10 am–3 pm, from 4 April to 26 September 2027. Only dogs on short leads may come into the orchard. Visitors must not climb the trees.",
        "## Picking",
        "Picking days are announced a week ahead. You must bring both your volunteer badge and a signed picking form; the gate team cannot let anyone pick without them. We never charge for windfalls.",
        "## What to bring",
        "1. Sturdy shoes.\n2. A bag or basket for your apples.\n3. Water and a hat.",
        "- Gloves are provided.\n- Ladders stay with the team.\n- Bins are by the gate.",
        "The hose team was set up in July 2026 by the orchard warden, Maggie Tull, who drew up the first watering rota [2]. The orchard’s two wells had run dry, and the young trees could not have lasted the summer without it.",
        "Questions? Email Maggie Tull at orchard@hollins.example or call 0113 496 0188 on Wednesdays, 9 am–noon.",
    ],
)
SHUWU = (
    "青石巷社区书屋借阅与捐书须知",
    [
        "青石巷社区书屋2020年开放，现有藏书8,600册，由12位志愿者轮流值守。",
        "## 开放与借阅",
        "书屋仅周六开放，时间为9:00—16:00。只有同时出示社区卡和身份证的居民才能办理借阅，每人每次最多借三本。",
        "书屋内不得饮食，也不得大声喧哗。我们从不收取押金，但逾期未还的读者暂停借阅一个月。",
        "## 捐书须知",
        "1. 只收七成新以上的图书。\n2. 捐书请在服务台登记。\n3. 教材和杂志暂不接收。",
        "- 每周六上午可现场捐书。\n- 大批捐书请提前预约。\n- 捐书不开具收据。",
        "去年夏天书屋的两台空调坏了，屋里闷热，很多老人不能来看书。今年社区出资换了新空调，还加装了一台除湿机。",
        "借阅问题请找服务台何丽娟，捐书问题请发邮件给程思远：shuwu@qingshi.example，电话021-6532 0418（书屋办公室林晓峰）。",
    ],
)
BANJI = (
    "三年级二班家长会通知",
    [
        "各位家长：本学期家长会定于2027年4月16日（星期五）晚上7点在三楼多媒体教师举行。",
        "班主任张伟老师将介绍期中考试情况，数学老师李芳会讲解暑假作业安排。",
        "请家长准时参加，如不能出席，请提前告诉班主任张伟。",
    ],
)
ARTS = {"orchard": ORCHARD, "zshuwu": SHUWU, "zbanji": BANJI}
A = Articles("d53j", ARTS)
oc, sw = ORCHARD[1], SHUWU[1]

# 1. A name one letter or character off inside the asked paragraph (refused); a rename asked
#    (applied).
N = "blind52 name_one_character_in_target (guahao-zh-14 方晓东 → 方小东, seedlibrary-zh-06 吴托马 → 吴托玛), other genres"
A.one(
    "names",
    "name_one_character_in_target",
    N,
    "zshuwu",
    "最后一段写得亲切一点。",
    [
        "借阅上有问题可以找服务台何丽娟；想捐书的话，欢迎发邮件给程思源：shuwu@qingshi.example，也可以打电话021-6532 0418（书屋办公室林晓峰）。"
    ],
    expect=refused("程思远写成了程思源"),
)
A.one(
    "names",
    "name_one_character_in_target",
    N,
    "zshuwu",
    "最后一段改成两句完整的话。",
    [
        "借阅问题请找服务台何丽娟。捐书问题请发邮件给程思远：shuwu@qingshi.example，或致电书屋办公室林晓锋：021-6532 0418。"
    ],
    expect=refused("林晓峰写成了林晓锋"),
)
A.one(
    "names",
    "name_one_character_in_target",
    N + ": a typo fix that respelt a name",
    "zshuwu",
    "检查一下最后一段有没有错别字。",
    [
        "借阅问题请找服务台何丽鹃，捐书问题请发邮件给程思远：shuwu@qingshi.example，电话021-6532 0418（书屋办公室林晓峰）。"
    ],
    expect=refused("何丽娟写成了何丽鹃"),
)
A.one(
    "names",
    "name_one_letter_in_target",
    N,
    "orchard",
    "Make the last paragraph friendlier.",
    [
        "Got a question? Drop Maggie Tul a line at orchard@hollins.example or give us a ring on 0113 496 0188 on Wednesdays, 9 am–noon."
    ],
    expect=refused("Maggie Tull became Maggie Tul"),
)
new = "借阅问题请找服务台何丽娟，捐书问题请发邮件给程思源：shuwu@qingshi.example，电话021-6532 0418（书屋办公室林晓峰）。"
A.one(
    "names",
    "name_changed_as_asked",
    N + ": the rename asked",
    "zshuwu",
    "最后一段的程思远改成程思源。",
    [new],
    {8: new},
)
new = "借阅上的问题可以找服务台何丽娟；捐书的事欢迎发邮件给程思远：shuwu@qingshi.example，或打电话021-6532 0418（书屋办公室林晓峰）。"
A.one(
    "names",
    "names_kept_in_restyle",
    N + ": every name kept",
    "zshuwu",
    "最后一段写得亲切一点。",
    [new],
    {8: new},
)

# The outside tester's 纠正错别字 ask: a name respelt beside the typo fixed (refused); the typo
# alone fixed (applied).
A.one(
    "names",
    "name_one_character_in_typo_fix",
    N + ": outside tester, 张伟 → 张玮 in a 纠正错别字",
    "zbanji",
    "纠正错别字。",
    [
        A.whole(
            "zbanji",
            changes={
                0: "各位家长：本学期家长会定于2027年4月16日（星期五）晚上7点在三楼多媒体教室举行。",
                1: "班主任张玮老师将介绍期中考试情况，数学老师李芳会讲解暑假作业安排。",
            },
        )
    ],
    expect=refused("张伟写成了张玮"),
)
new = "各位家长：本学期家长会定于2027年4月16日（星期五）晚上7点在三楼多媒体教室举行。"
A.one(
    "names",
    "typo_fixed_names_kept",
    N + ": the typo alone fixed",
    "zbanji",
    "纠正错别字。",
    [A.whole("zbanji", changes={0: new})],
    {0: new},
)

# 2. A restriction flipped inside a restyle (refused): a day limit made every day, only X made
#    all X, both needed made either; kept or asked (applied).
R = "blind52 restriction_flipped_in_target (millfire-en-13 Saturdays only → every day, kiteday-en-07 only kites without metal lines → all kites, kaowu-zh-13 同时…和 → 或), other genres"
A.one(
    "limits",
    "restriction_flipped_in_target",
    R,
    "orchard",
    "Make the Visiting paragraph friendlier.",
    [
        "We’re open every day, 10 am–3 pm, from 4 April to 26 September 2027! Only dogs on short leads may come into the orchard, and please don’t climb the trees."
    ],
    expect=refused("open Sundays only became open every day"),
)
A.one(
    "limits",
    "restriction_flipped_in_target",
    R,
    "orchard",
    "Make the Visiting paragraph more welcoming.",
    [
        "The orchard is open Sundays only, 10 am–3 pm, from 4 April to 26 September 2027, and all dogs are welcome in the orchard too! Visitors must not climb the trees."
    ],
    expect=refused("only dogs on short leads became all dogs"),
)
A.one(
    "limits",
    "restriction_flipped_in_target",
    R,
    "orchard",
    "Make the Picking paragraph warmer.",
    [
        "Picking days are announced a week ahead. Just bring your volunteer badge or a signed picking form, and the gate team will wave you in. We never charge for windfalls."
    ],
    expect=refused("both the badge and the form became either"),
)
A.one(
    "limits",
    "restriction_flipped_in_target",
    R,
    "zshuwu",
    "开放与借阅那段写得亲切一点。",
    [
        "书屋每天都开放，时间为9:00—16:00。只有同时出示社区卡和身份证的居民才能办理借阅，每人每次最多借三本哦。"
    ],
    expect=refused("仅周六开放变成了每天开放"),
)
A.one(
    "limits",
    "restriction_flipped_in_target",
    R,
    "zshuwu",
    "开放与借阅那段语气温和一点。",
    ["书屋仅周六开放，时间为9:00—16:00。居民出示社区卡或身份证即可办理借阅，每人每次最多借三本。"],
    expect=refused("同时出示社区卡和身份证变成了任一即可"),
)
new = "We’re open only on Sundays, 10 am–3 pm, from 4 April to 26 September 2027. Only dogs on short leads may come into the orchard, and please don’t climb the trees."
A.one(
    "limits",
    "restriction_kept",
    R + ": the limit said again",
    "orchard",
    "Make the Visiting paragraph friendlier.",
    [new],
    {2: new},
)
new = "The orchard is now open every day, 10 am–3 pm, from 4 April to 26 September 2027. Only dogs on short leads may come into the orchard. Visitors must not climb the trees."
A.one(
    "limits",
    "restriction_changed_as_asked",
    R + ": the ask opens every day",
    "orchard",
    "Update the Visiting paragraph: we are open every day now.",
    [new],
    {2: new},
)
new = "Picking days are announced a week ahead. You must bring both your volunteer badge and a signed picking form, as the gate team can’t let anyone pick without them. We never charge for windfalls."
A.one(
    "limits",
    "restriction_kept",
    R + ": both still needed",
    "orchard",
    "Make the Picking paragraph warmer.",
    [new],
    {4: new},
)
new = "书屋只在周六开放，时间是9:00—16:00。居民须同时出示社区卡和身份证才能办理借阅，每人每次最多借三本。"
A.one(
    "limits",
    "restriction_kept",
    R + ": the limit said again",
    "zshuwu",
    "开放与借阅那段写得亲切一点。",
    [new],
    {2: new},
)
new = "书屋每天开放，时间为9:00—16:00。只有同时出示社区卡和身份证的居民才能办理借阅，每人每次最多借三本。"
A.one(
    "limits",
    "restriction_changed_as_asked",
    R + ": the ask opens every day",
    "zshuwu",
    "开放与借阅那段改成每天开放。",
    [new],
    {2: new},
)

# 3. A negation turned inside a rewrite (refused); said again in other words (applied).
G = "blind52 negation_flipped_in_target (kaowu-zh-14 不得提前离场 → 如需提前离场请举手, seedlibrary-zh-07 从不收取 → 需支付), other genres"
A.one(
    "negations",
    "negation_flipped_in_target",
    G,
    "zshuwu",
    "第三段语气柔和一点。",
    [
        "书屋内如需饮食，请告知值班志愿者；也请不要大声喧哗。我们从不收取押金，但逾期未还的读者暂停借阅一个月。"
    ],
    expect=refused("不得饮食变成了如需饮食请告知"),
)
A.one(
    "negations",
    "negation_flipped_in_target",
    G,
    "zshuwu",
    "第三段精简一下。",
    ["书屋内请勿饮食喧哗。逾期未还的读者需支付押金。"],
    expect=refused("从不收取押金变成了需支付押金"),
)
A.one(
    "negations",
    "negation_flipped_in_target",
    G,
    "orchard",
    "Make the Visiting paragraph friendlier.",
    [
        "The orchard is open Sundays only, 10 am–3 pm, from 4 April to 26 September 2027. Only dogs on short leads may come into the orchard. If you’d like to climb a tree, just ask a volunteer first!"
    ],
    expect=refused("must not climb became ask a volunteer first"),
)
A.one(
    "negations",
    "negation_flipped_in_target",
    G,
    "orchard",
    "Tighten the Picking paragraph.",
    [
        "Picking days are announced a week ahead. Bring both your volunteer badge and a signed picking form, or the gate team cannot let you pick. Windfalls are charged by the bag."
    ],
    expect=refused("we never charge for windfalls became windfalls are charged"),
)
new = "书屋内请勿饮食，也请不要大声喧哗。我们从不收取押金，不过逾期未还的读者会暂停借阅一个月。"
A.one(
    "negations",
    "negation_kept",
    G + ": the rule said softer",
    "zshuwu",
    "第三段语气柔和一点。",
    [new],
    {3: new},
)
new = "Picking days are announced a week ahead. You must bring both your volunteer badge and a signed picking form; the gate team cannot let anyone pick without them. Windfalls are always free."
A.one(
    "negations",
    "negation_kept",
    G + ": never charge said as always free",
    "orchard",
    "Make the Picking paragraph warmer.",
    [new],
    {4: new},
)

# 4. An item edited in the wrong list (refused); the list asked (applied).
W = "blind52 item_edited_in_wrong_list (seedlibrary-en-08, zh-08: the bullet list asked, the numbered steps changed), other genres"
A.one(
    "lists",
    "item_edited_in_wrong_list",
    W,
    "orchard",
    "Change the second item of the bullet list so it says ladders are kept in the shed.",
    [
        A.whole(
            "orchard",
            changes={
                6: "1. Sturdy shoes.\n2. A bag or basket for your apples (ladders are kept in the shed).\n3. Water and a hat."
            },
        )
    ],
    expect=refused("the numbered list changed instead of the bullet list"),
)
A.one(
    "lists",
    "item_edited_in_wrong_list",
    W,
    "zshuwu",
    "项目符号列表第二条后面加上“（至少提前三天）”。",
    [
        A.whole(
            "zshuwu",
            changes={
                5: "1. 只收七成新以上的图书。\n2. 捐书请在服务台登记（至少提前三天）。\n3. 教材和杂志暂不接收。"
            },
        )
    ],
    expect=refused("改的是编号列表第2条"),
)
A.one(
    "lists",
    "item_edited_in_wrong_list",
    W,
    "zshuwu",
    "无序列表的第三条改得客气一点。",
    [
        A.whole(
            "zshuwu",
            changes={
                5: "1. 只收七成新以上的图书。\n2. 捐书请在服务台登记。\n3. 教材和杂志目前暂时不能接收，敬请谅解。"
            },
        )
    ],
    expect=refused("改的是编号列表第3条"),
)
new = "- Gloves are provided.\n- Ladders are kept in the shed.\n- Bins are by the gate."
A.one(
    "lists",
    "item_in_asked_list",
    W + ": the list asked",
    "orchard",
    "Change the second item of the bullet list so it says ladders are kept in the shed.",
    [A.whole("orchard", changes={7: new})],
    {7: new},
)
new = "- 每周六上午可现场捐书。\n- 大批捐书请提前预约（至少提前三天）。\n- 捐书不开具收据。"
A.one(
    "lists",
    "item_in_asked_list",
    W + ": the list asked",
    "zshuwu",
    "项目符号列表第二条后面加上“（至少提前三天）”。",
    [A.whole("zshuwu", changes={6: new})],
    {6: new},
)
new = "1. 只收七成新以上的图书。\n2. 捐书请在服务台登记（至少提前三天）。\n3. 教材和杂志暂不接收。"
A.one(
    "lists",
    "item_in_asked_list",
    W + ": the numbered list asked",
    "zshuwu",
    "编号列表第二条后面加上“（至少提前三天）”。",
    [A.whole("zshuwu", changes={5: new})],
    {5: new},
)
new = "1. Sturdy shoes.\n2. A bag or basket for your apples.\n3. Water, a hat and a snack."
A.one(
    "lists",
    "item_in_asked_list",
    W + ": the numbered list asked",
    "orchard",
    "Add a snack to the third item of the numbered list.",
    [A.whole("orchard", changes={6: new})],
    {6: new},
)

# 5. A sentence with a figure in words or a negation dropped from a restyled paragraph
#    (refused: the lead's decision of session 51); a sentence with no fact (applied).
D = "blind52 sentence_dropped_in_target (millfire-en-15: 'two engines … could not draw' dropped from a flow-better ask), other genres"
A.one(
    "dropped",
    "sentence_dropped_in_target",
    D,
    "orchard",
    "Make the hose-team paragraph flow better.",
    [
        "In July 2026 the orchard warden, Maggie Tull, set up the hose team and drew up the first watering rota [2]."
    ],
    expect=refused("the sentence about the two dry wells was dropped"),
)
A.one(
    "dropped",
    "sentence_dropped_in_target",
    D,
    "zshuwu",
    "空调那段读起来顺一点。",
    ["今年社区出资为书屋换了新空调，还加装了一台除湿机。"],
    expect=refused("两台空调坏了、老人不能来的那句被删了"),
)
new = "Run by volunteers since 2019, the Hollins Orchard’s 140 trees gave almost two tonnes of apples this year."
A.one(
    "dropped",
    "sentence_without_fact_dropped",
    D + ": a sentence with no fact may go",
    "orchard",
    "Make the opening flow better.",
    [new],
    {0: new},
)
new = "In July 2026 the orchard warden, Maggie Tull, set up the hose team and drew up the first watering rota [2], because the orchard’s two wells had run dry and the young trees could not have lasted the summer without it."
A.one(
    "dropped",
    "sentences_merged_facts_kept",
    D + ": the two sentences merged, every fact kept",
    "orchard",
    "Make the hose-team paragraph flow better.",
    [new],
    {8: new},
)

finish(HERE)
