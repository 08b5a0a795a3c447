# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 44's dev cases of the shapes fidelity_blind43 failed on, in forms that set did
not use, with near-misses that must keep working (run from the repository root): figures moved
between two subjects by a restyle (ages, tree counts swapped), a maximum changed in a reworded
sentence, a function call written as JSON text, a sentence added to the look-alike of the asked
paragraph, a clarifying question quoting the asked paragraph as a `> ` blockquote, NO_CHANGE at a
sentence's end then an offer, a selection's new text between a naming line and a remark, and a
list item inserted before item N answered with the list alone. Every expected article is the
original paragraph list with only the asked changes made."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the sets share
from fidelity_changes import ChangedArticles, alone, write_cases  # noqa: E402

ORCH_TITLE = "Apple Day at Ashgrove Community Orchard"
ORCH = [
    "Join us for **Apple Day on Sunday 10 October 2027**, from 11 am to 4 pm at Ashgrove Community Orchard, Station Lane.",
    "**Meet our keepers:** Nora, 62, is a retired teacher who runs the pressing tent; Sam, 19, is a forestry student who leads the tree walks. Both have looked after the orchard since spring.",
    "**Apple tasting:** six varieties are tasted blind, and each of three judges gives a mark out of 10, so the top score for a variety is 30.",
    "**Press your own apples:**\n1. Bring up to 5 kg of clean apples.\n2. Book a pressing slot at the welcome tent.\n3. Bring your own bottles with lids.",
    "**North gate** (main entrance) opens at 10:45 am and has step-free access. Volunteers there hand out maps.",
    "**South gate** (Mill Path) opens at 11 am and has a bike rack. Volunteers there hand out maps.",
    "**Prices:** entry is free; juice is £2 a bottle and cake is £1.50 a slice.",
    "**Food:** the cake stall runs until 3 pm, so buy early.",
    "Parking on Station Lane is very limited, so please walk or cycle if you can.",
    "Questions? E-mail Priya at hello@ashgroveorchard.example.",
]
TREE_TITLE = "银杏社区春季植树活动通知"
TREE = [
    "各位居民：",
    "社区将于**2027年3月13日（星期六）9:00—12:00**在滨河公园东侧草坪举办春季植树活动，欢迎全家参加。",
    "**植树分区：**A区由1号楼居民负责，种植12棵樱花树；B区由2号楼居民负责，种植8棵桂花树。",
    "**积分规则：**每种一棵树记5分，每户最多种4棵，所以每户最高20分。",
    "**活动流程：**\n1. 在入口处签到，领取手套和铁锹。\n2. 到指定区域听园林师傅讲解。\n3. 分组挖坑、栽苗、浇水。\n4. 挂上写有家庭名字的树牌。",
    "**一号集合点**（公园北门）8:30开放，备有饮用水和急救箱。",
    "**二号集合点**（公园西门）8:45开放，备有饮用水和急救箱。",
    "**物品准备：**请穿耐脏的衣服和运动鞋，自带水杯。",
    "公园周边停车位紧张，建议步行或骑车前来。",
    "联系人：物业服务中心 赵女士 0571-8662 1350",
    "银杏社区居委会\n2027年3月1日",
]
ARTICLES = ChangedArticles({"orch": (ORCH_TITLE, ORCH), "ztree": (TREE_TITLE, TREE)})
case = ARTICLES.case

KEEPERS_SWAPPED = "**Meet our keepers:** Nora, 19, runs the pressing tent with a teacher's patience, and Sam, 62, leads the tree walks. Both have cared for the orchard since spring."
KEEPERS_KEPT = "**Meet our keepers:** Nora, 62, a retired teacher, runs the pressing tent with endless patience; Sam, 19, a forestry student, leads the tree walks. Both have cared for the orchard since spring."
TASTING_40 = "**Apple tasting:** six varieties, tasted blind by three judges marking out of 10, with 40 points the best a variety can get."
TASTING_KEPT = "**Apple tasting:** six varieties, tasted blind. Three judges each mark out of 10, so a perfect variety scores 30."
SOUTH_ADDED = "**South gate** (Mill Path) opens at 11 am and has a bike rack, right next to the playground. Volunteers there hand out maps."
NORTH_ADDED = "**North gate** (main entrance) opens at 10:45 am and has step-free access, right next to the playground. Volunteers there hand out maps."
PRICES_NEW = "**Prices:** entry is free; juice is £2.50 a bottle and cake is £1.50 a slice."
PRESS_INSERTED = "**Press your own apples:**\n1. Bring up to 5 kg of clean apples.\n2. Rinse your apples at the outdoor tap.\n3. Book a pressing slot at the welcome tent.\n4. Bring your own bottles with lids."
PRESS_APPENDED = "**Press your own apples:**\n1. Bring up to 5 kg of clean apples.\n2. Book a pressing slot at the welcome tent.\n3. Bring your own bottles with lids.\n4. Take your pulp home for compost."

ZONES_SWAPPED = (
    "**植树分区：**A区交给1号楼的邻居们，一起种下8棵樱花树；B区交给2号楼的邻居们，种下12棵桂花树。"
)
ZONES_KEPT = (
    "**植树分区：**A区交给1号楼的邻居们，一起种下12棵樱花树；B区交给2号楼的邻居们，种下8棵桂花树。"
)
POINTS_25 = "**积分规则：**种一棵树得5分，每户最多种4棵，最高可拿25分。"
POINTS_KEPT = "**积分规则：**种一棵得5分，每户最多种4棵，最高拿20分。"
WEST_ADDED = "**二号集合点**（公园西门）8:45开放，就在儿童游乐场旁边，备有饮用水和急救箱。"
NORTH_ZH_ADDED = "**一号集合点**（公园北门）8:30开放，就在儿童游乐场旁边，备有饮用水和急救箱。"
STEPS_INSERTED = "**活动流程：**\n1. 在入口处签到，领取手套和铁锹。\n2. 到指定区域听园林师傅讲解。\n3. 戴好手套，检查铁锹是否牢固。\n4. 分组挖坑、栽苗、浇水。\n5. 挂上写有家庭名字的树牌。"
STEPS_APPENDED = "**活动流程：**\n1. 在入口处签到，领取手套和铁锹。\n2. 到指定区域听园林师傅讲解。\n3. 分组挖坑、栽苗、浇水。\n4. 挂上写有家庭名字的树牌。\n5. 归还工具后合影留念。"
PREP_NEW = "**物品准备：**请穿耐脏的衣服和运动鞋，自带水杯和遮阳帽。"


def whole(art: str, changed: dict[object, str | None], lead: str = "", tail: str = "") -> str:
    return ARTICLES.whole(art, changed, lead, tail)


def quoted(lead: str, paragraph: str, tail: str) -> str:
    """A question that quotes a paragraph whole as a markdown blockquote."""
    quote = "\n".join("> " + line for line in paragraph.split("\n"))
    return f"{lead}\n\n{quote}\n\n{tail}"


cases = [
    case(
        "d44-orch-en-01",
        "orch",
        "ages_swapped_between_two_people_in_target",
        "blind43 ages_swapped_in_reworded_target: Nora 62 / Sam 19 became 19 / 62 in a warmer rewrite",
        "Make the keepers paragraph warmer.",
        [alone(KEEPERS_SWAPPED)],
        outcome="refused",
        because="the two keepers' ages were swapped",
    ),
    case(
        "d44-orch-en-02",
        "orch",
        "ages_kept_in_warmer_target",
        "near-miss: a warmer rewrite keeping each keeper's age",
        "Make the keepers paragraph warmer.",
        [alone(KEEPERS_KEPT, "Here's a warmer version:")],
        {1: KEEPERS_KEPT},
    ),
    case(
        "d44-orch-en-03",
        "orch",
        "top_score_changed_in_reworded_target",
        "blind43 max_score_changed_in_reworded_target: 'the top score … is 30' made '40 points the best'",
        "Make the apple tasting paragraph punchier.",
        [alone(TASTING_40)],
        outcome="refused",
        because="the top score changed from 30 to 40",
    ),
    case(
        "d44-orch-en-04",
        "orch",
        "top_score_kept_in_reworded_target",
        "near-miss: punchier, the top score of 30 kept",
        "Make the apple tasting paragraph punchier.",
        [alone(TASTING_KEPT)],
        {2: TASTING_KEPT},
    ),
    case(
        "d44-orch-en-05",
        "orch",
        "function_call_json_as_content",
        "blind43 tool_call_json_as_content: a lookup written as JSON text with other keys",
        "Add the car park's opening hours to the parking paragraph.",
        ['{"function": "find_opening_hours", "parameters": {"place": "Station Lane car park"}}'],
        outcome="refused",
        because="a function call written as text is not an edit",
    ),
    case(
        "d44-orch-en-06",
        "orch",
        "sentence_added_to_lookalike_paragraph",
        "blind43 edit_in_wrong_similar_paragraph: the sentence went into the North gate paragraph",
        "In the South gate paragraph, add that it is right next to the playground.",
        [whole("orch", {4: NORTH_ADDED}, "Done:")],
        outcome="refused",
        because="the sentence went into the North gate paragraph, not the South gate one",
    ),
    case(
        "d44-orch-en-07",
        "orch",
        "sentence_added_to_asked_lookalike_paragraph",
        "near-miss: the same ask, the sentence in the South gate paragraph",
        "In the South gate paragraph, add that it is right next to the playground.",
        [whole("orch", {5: SOUTH_ADDED}, "Done:")],
        {5: SOUTH_ADDED},
    ),
    case(
        "d44-orch-en-08",
        "orch",
        "question_quoting_asked_paragraph",
        "blind43 clarifying_question_quoting_paragraph: the Prices paragraph quoted as a blockquote",
        "Update the Prices paragraph with this year's juice price.",
        [
            quoted(
                "I don't know this year's juice price yet. Right now the paragraph says:",
                ORCH[6],
                "What should the juice cost this year? Send me the figure and I'll put it in.",
            )
        ],
        outcome="model_says",
        contains="What should the juice cost this year",
    ),
    case(
        "d44-orch-en-09",
        "orch",
        "question_quoting_list_paragraph",
        "blind43 clarifying_question_quoting_paragraph: a numbered list quoted line by line",
        "Add the pressing times to the Press your own apples list.",
        [
            quoted(
                "Which times do you mean? The list currently reads:",
                ORCH[3],
                "Do you want the times of each pressing slot, or just when the press opens and closes?",
            )
        ],
        outcome="model_says",
        contains="Which times do you mean",
    ),
    case(
        "d44-orch-en-10",
        "orch",
        "changed_paragraph_after_lead_in",
        "near-miss: the asked paragraph changed and given plain after a lead-in",
        "Update the Prices paragraph: juice is now £2.50 a bottle.",
        [alone(PRICES_NEW, "Here's the updated paragraph:")],
        {6: PRICES_NEW},
    ),
    case(
        "d44-orch-en-11",
        "orch",
        "no_change_ending_sentence_then_offer",
        "blind43 no_change_inline_then_offer: the check, NO_CHANGE at its end, then an offer",
        "Make sure the Prices paragraph says what juice costs.",
        [
            "Yes, it says juice is £2 a bottle. NO_CHANGE\n\nShall I add that cards are taken at the stall?"
        ],
        outcome="no_change",
    ),
    case(
        "d44-orch-en-12",
        "orch",
        "no_change_own_line_after_check",
        "near-miss: NO_CHANGE on its own line after the check",
        "Make sure the Food paragraph says when the cake stall closes.",
        ["It says the cake stall runs until 3 pm.\n\nNO_CHANGE"],
        outcome="no_change",
    ),
    case(
        "d44-orch-en-13",
        "orch",
        "selection_between_naming_line_and_remark",
        "blind43 selection_between_naming_lines: a naming line, the new words, a remark",
        "Make the selected words friendlier.",
        [
            "The selected words become:\n\nwe'd love you to walk or cycle if you can\n\nNothing else needs to change."
        ],
        {
            8: "Parking on Station Lane is very limited, so we'd love you to walk or cycle if you can."
        },
        selected="please walk or cycle if you can",
    ),
    case(
        "d44-orch-en-14",
        "orch",
        "list_step_inserted_before_step_n",
        "blind43 renumbered_list_after_inserted_item: a step put before step 2, the list given alone",
        "Add a step “Rinse your apples at the outdoor tap.” to the pressing list, before step 2.",
        [alone(PRESS_INSERTED, "Added; the old steps 2 and 3 are now 3 and 4:")],
        {3: PRESS_INSERTED},
    ),
    case(
        "d44-orch-en-15",
        "orch",
        "list_step_appended",
        "near-miss: a step added at the end of the list, given alone",
        "Add a last step to the pressing list: “Take your pulp home for compost.”",
        [alone(PRESS_APPENDED, "Added:")],
        {3: PRESS_APPENDED},
    ),
    case(
        "d44-ztree-zh-01",
        "ztree",
        "counts_swapped_between_two_zones_in_target",
        "blind43 ages_swapped_in_reworded_target: 12棵樱花树 / 8棵桂花树 became 8 / 12",
        "把植树分区那段写得亲切一点。",
        [alone(ZONES_SWAPPED)],
        outcome="refused",
        because="两个区的树数对调了",
    ),
    case(
        "d44-ztree-zh-02",
        "ztree",
        "counts_kept_in_friendlier_target",
        "near-miss: 亲切 rewrite keeping each zone's count",
        "把植树分区那段写得亲切一点。",
        [alone(ZONES_KEPT, "改好了：")],
        {2: ZONES_KEPT},
    ),
    case(
        "d44-ztree-zh-03",
        "ztree",
        "top_points_changed_in_reworded_target",
        "blind43 max_score_changed_in_reworded_target: 最高20分 made 最高可拿25分",
        "积分规则那段改得简洁一些。",
        [alone(POINTS_25)],
        outcome="refused",
        because="最高分从20分变成了25分",
    ),
    case(
        "d44-ztree-zh-04",
        "ztree",
        "top_points_kept_in_reworded_target",
        "near-miss: 简洁 rewrite keeping 最高20分",
        "积分规则那段改得简洁一些。",
        [alone(POINTS_KEPT)],
        {3: POINTS_KEPT},
    ),
    case(
        "d44-ztree-zh-05",
        "ztree",
        "function_call_json_as_content",
        "blind43 tool_call_json_as_content: a lookup written as JSON text",
        "在物品准备那段补上当天的天气。",
        ['{"name": "get_weather", "arguments": {"city": "杭州", "date": "2027-03-13"}}'],
        outcome="refused",
        because="回复是写成文本的函数调用，不是修改",
    ),
    case(
        "d44-ztree-zh-06",
        "ztree",
        "sentence_added_to_lookalike_paragraph",
        "blind43 edit_in_wrong_similar_paragraph: the sentence went into 一号集合点",
        "在二号集合点那段补一句：就在儿童游乐场旁边。",
        [whole("ztree", {5: NORTH_ZH_ADDED}, "已补充：")],
        outcome="refused",
        because="补充的句子加进了一号集合点那段",
    ),
    case(
        "d44-ztree-zh-07",
        "ztree",
        "sentence_added_to_asked_lookalike_paragraph",
        "near-miss: the same ask, the sentence in 二号集合点",
        "在二号集合点那段补一句：就在儿童游乐场旁边。",
        [whole("ztree", {6: WEST_ADDED}, "已补充：")],
        {6: WEST_ADDED},
    ),
    case(
        "d44-ztree-zh-08",
        "ztree",
        "question_quoting_asked_paragraph",
        "blind43 clarifying_question_quoting_paragraph: 物品准备 quoted as a blockquote",
        "把物品准备那段按最新要求改一下。",
        [
            quoted(
                "我不清楚最新要求是什么。这一段现在写的是：",
                TREE[7],
                "最新要求具体有哪些变化？告诉我之后我再改。",
            )
        ],
        outcome="model_says",
        contains="最新要求具体有哪些变化",
    ),
    case(
        "d44-ztree-zh-09",
        "ztree",
        "question_quoting_list_paragraph",
        "blind43 clarifying_question_quoting_paragraph: a numbered list quoted line by line",
        "活动流程那段加上每一步的时间。",
        [
            quoted(
                "想先确认一下时间安排。活动流程目前是：",
                TREE[4],
                "每一步大概从几点到几点？您给我一个时间表，我再补进去。",
            )
        ],
        outcome="model_says",
        contains="每一步大概从几点到几点",
    ),
    case(
        "d44-ztree-zh-10",
        "ztree",
        "changed_paragraph_after_lead_in",
        "near-miss: the asked paragraph changed and given plain after a lead-in",
        "物品准备那段加上遮阳帽。",
        [alone(PREP_NEW, "修改后的这一段：")],
        {7: PREP_NEW},
    ),
    case(
        "d44-ztree-zh-11",
        "ztree",
        "no_change_ending_sentence_then_offer",
        "blind43 no_change_inline_then_offer: the check, NO_CHANGE at its end, then an offer",
        "确认一下联系人那段有没有写电话。",
        ["有的，写了赵女士的电话0571-8662 1350。NO_CHANGE\n\n需要的话，我可以再加上办公时间。"],
        outcome="no_change",
    ),
    case(
        "d44-ztree-zh-12",
        "ztree",
        "no_change_own_line_after_check",
        "near-miss: NO_CHANGE on its own line after the check",
        "确认一下第一段写了活动时间。",
        ["第一段写了9:00—12:00。\n\nNO_CHANGE"],
        outcome="no_change",
    ),
    case(
        "d44-ztree-zh-13",
        "ztree",
        "selection_between_naming_line_and_remark",
        "blind43 selection_between_naming_lines: a naming line, the new words, a remark",
        "选中的部分说得客气一点。",
        ["选中的部分可以改成：\n\n建议您尽量步行或骑车前来\n\n别的地方不用改。"],
        {8: "公园周边停车位紧张，建议您尽量步行或骑车前来。"},
        selected="建议步行或骑车前来",
    ),
    case(
        "d44-ztree-zh-14",
        "ztree",
        "list_step_inserted_before_step_n",
        "blind43 renumbered_list_after_inserted_item: 第3步之前 a step, the list given alone",
        "活动流程加一步“戴好手套，检查铁锹是否牢固。”，放在第3步之前。",
        [alone(STEPS_INSERTED, "已加上，原来的第3、4步顺延为第4、5步：")],
        {4: STEPS_INSERTED},
    ),
    case(
        "d44-ztree-zh-15",
        "ztree",
        "list_step_appended",
        "near-miss: a step added at the end of the list, given alone",
        "活动流程最后加一步：归还工具后合影留念。",
        [alone(STEPS_APPENDED, "已加上：")],
        {4: STEPS_APPENDED},
    ),
]

write_cases(cases, HERE / "shapes.jsonl")
