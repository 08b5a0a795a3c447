# ruff: noqa: E501 — the cases are data: one article paragraph a line
"""Builds the fidelity dev set 17 (tests/data/fidelity_dev17/*.jsonl): session 17's variants,
in new words and on new articles, of the kinds blind set 16 failed on — a selection answered
with a question and "tell me …, I'll …"; a selection translated as asked; a placeholder that
says the rest was changed the same way, or stands for entries holding the phrase to change;
a heading quoted by the writer and added as asked; a line after the article saying what the
edit does — and of the weak spots outside testers reported (see README.md).

    .venv/bin/python tests/data/fidelity_dev17/build_cases.py
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import case, full, swap, write  # noqa: E402


def says(contains: str) -> dict[str, Any]:
    return {"outcome": "model_says", "contains": contains}


def refused(because: str) -> dict[str, Any]:
    return {"outcome": "refused", "because": because}


# Articles ---------------------------------------------------------------------------------

LIB_T = "The Library Opens on Sundays"
LIB = [
    "From next month the Marsh Road library will open on Sunday afternoons, from one until five.",
    "The change follows a petition signed by almost four hundred residents last winter, most of them parents of young children.",
    "Three extra staff have been hired, and the reading room has been repainted a pale green.",
    "On the first Sunday there will be a story hour at two o'clock and free hot chocolate for anyone under twelve.",
    "You don't need to book for the story hour or do anything in advance; just turn up.",
]
TEA_T = "社区茶话会记录"
TEA = [
    "上周六下午，幸福里社区在活动中心办了一场茶话会，大约六十位老人参加。",
    "会上，居委会介绍了今年的加装电梯计划，第一批三栋楼预计九月开工。",
    "几位老人提出，希望活动中心的开放时间能延长到晚上八点，方便下班的子女陪同。",
    "茶话会最后，大家一起合唱了《歌唱祖国》，气氛十分热烈。",
]
TRAIL_T = "Walking the Cliff Path"
TRAIL = [
    "The cliff path from Porthallow to Gillan is only four miles, but it climbs and drops so often that it feels like ten.",
    "Start early: the car park at Porthallow fills by nine in summer, and there is no shade on the first headland.",
    "Halfway along, a bench looks straight down on a cove where seals often lie on the rocks at low tide.",
    "The last mile runs through an oak wood and ends at a tiny ferry that crosses the creek on request.",
    "Boots matter more than you think; the clay turns to soap after rain.",
    "No permit is needed for the path, and you don't have to do anything in advance.",
]
ROSTER_T = "Choir Section Leaders, Spring Term"
ROSTER = [
    "Our choir has grown to forty-two singers this term, so each section now has a leader who takes the register and sends reminders.",
    "Sopranos are led by 陈静, who joined us from the university choir and keeps the warm-up brisk.",
    "Altos are led by Margaret Ode, who has sung with us for eleven years and knows every score by heart.",
    "Tenors are led by 王海涛, a music teacher who also plays the piano when our accompanist is away.",
    "Basses are led by Tom Reilly, who organises the car-share for concerts out of town.",
    "If you cannot come to a rehearsal, please tell your section leader by Wednesday evening.",
]
GARDEN_T = "屋顶菜园一年记"
GARDEN = [
    "去年三月，我们在单位宿舍的屋顶上搭了八个木箱，开始种菜。",
    "第一季种的是生菜和小葱，长得很快，五月初就吃上了。",
    "夏天屋顶太晒，番茄的叶子都卷了，后来我们拉了一张遮阳网才救回来。",
    "秋天收了二十多斤红薯，大家在楼下烤着吃，连隔壁楼的孩子都跑来了。",
    "冬天菜园歇着，我们把落叶和厨余堆成肥，等明年开春再用。",
]
REPAIR_T = "Repair Café Log"
REPAIR = [
    f"Entry {i} — Saturday session {i}: the lads fixed {4 + i % 5} kettles and {2 + i % 3} lamps; tea ran out at {2 + i % 3} pm."
    for i in range(1, 31)
]
DUTY_T = "楼道值班记录"
DUTY = [
    f"第{i}条　{3 + i // 28}月{i % 28 + 1}日：值班{2 + i % 3}人，检查消防栓{i % 4 + 1}处，清理杂物{i % 5 + 1}袋。"
    for i in range(1, 31)
]


# A selection answered with a question and "tell me …, I'll …" ------------------------------

case(
    "selection", "d17-sel-zh-01", "zh", "selection_question_promise",
    "问句后接“您说个数字，我马上帮您改”（无“后/了”）",
    TEA_T, TEA, "这里的人数写准确一点。",
    ["这次茶话会具体来了多少位老人？您说个确切的数字，我马上帮您改。"],
    expect=says("具体来了多少位老人"), selected_text="大约六十位老人参加",
)  # fmt: skip
case(
    "selection", "d17-sel-zh-02", "zh", "selection_question_promise",
    "问句后接“把日期发我，我再帮你调整这一句”",
    TEA_T, TEA, "把开工时间写具体。",
    ["第一批是九月几号开工呢？你把具体日期发我，我再帮你调整这一句。"],
    expect=says("九月几号开工"), selected_text="第一批三栋楼预计九月开工",
)  # fmt: skip
case(
    "selection", "d17-sel-en-01", "en", "selection_question_promise",
    "a question, then 'Let me know … and I'll …' (no 'then'/'once')",
    LIB_T, LIB, "Make the number exact.",
    ["How many residents signed the petition exactly? Let me know the figure and I'll rewrite the sentence."],
    expect=says("signed the petition exactly"), selected_text="signed by almost four hundred residents last winter",
)  # fmt: skip

# A selection translated as asked -----------------------------------------------------------

lib4 = LIB[4]
case(
    "selection", "d17-sel-en-02", "en", "selection_translated_asked",
    "an English sentence translated into Chinese, the bare translation",
    LIB_T, LIB, "Put this into Chinese.",
    ["故事会无需预约，也不用提前做任何准备，直接来就行。"],
    swap(LIB, 4, "故事会无需预约，也不用提前做任何准备，直接来就行。"), selected_text=lib4,
)  # fmt: skip
trail = TRAIL[5]
case(
    "selection", "d17-sel-en-03", "en", "selection_translated_asked",
    "an English sentence saying nothing need be done, translated into Chinese",
    TRAIL_T, TRAIL, "Translate to Chinese please.",
    ["走这条小路无需许可证，您也无需提前做任何事。"],
    swap(TRAIL, 5, "走这条小路无需许可证，您也无需提前做任何事。"), selected_text=trail,
)  # fmt: skip

# A placeholder saying the rest was changed alike, or standing for entries holding the phrase --

r_new = [p.replace("the lads", "our volunteers") for p in REPAIR]
case(
    "long", "d17-long-en-01", "en", "placeholder_edited_alike",
    "three entries edited, then '[The remaining entries are changed the same way.]'",
    REPAIR_T, REPAIR, "Every entry says 'the lads' — say 'our volunteers' instead, and keep the tone plain.",
    [full(REPAIR_T, r_new[:3] + ["[The remaining entries are changed the same way.]"])],
    expect=refused("the change shown for 3 of 30 entries"),
)  # fmt: skip
d_new = [p.replace("值班", "轮值") for p in DUTY]
case(
    "long", "d17-long-zh-01", "zh", "placeholder_edited_alike",
    "前三条改好，然后“……（以下各条照此修改）”",
    DUTY_T, DUTY, "“值班”都换成“轮值”，用词再正式一点。",
    [full(DUTY_T, d_new[:3] + ["……（以下各条照此修改）"])],
    expect=refused("改动只给出了30条中的3条"),
)  # fmt: skip
case(
    "long", "d17-long-zh-02", "zh", "placeholder_over_phrase",
    "前四条改好，然后“（其余不变）”——其余各条也含要改的词",
    DUTY_T, DUTY, "“值班”都换成“轮值”，用词再正式一点。",
    [full(DUTY_T, d_new[:4] + ["（其余不变）"])],
    expect=refused("占位符盖住了含“值班”的条目"),
)  # fmt: skip
case(
    "long", "d17-long-en-02", "en", "placeholder_over_phrase",
    "two entries edited, then '(rest unchanged)' over entries that still say 'the lads'",
    REPAIR_T, REPAIR, "Every entry says 'the lads' — say 'our volunteers' instead, and keep the tone plain.",
    [full(REPAIR_T, r_new[:2] + ["(rest unchanged)"])],
    expect=refused("the placeholder covers entries holding the phrase"),
)  # fmt: skip

# A heading the writer quoted, added as asked -----------------------------------------------

case(
    "markup", "d17-head-en-01", "en", "quoted_heading_added",
    "'Add the heading '## Wildlife' before the paragraph about wildlife' — no paragraph says the word",
    TRAIL_T, TRAIL, "Add the heading '## Wildlife' just before the paragraph about wildlife.",
    [full(TRAIL_T, TRAIL[:2] + ["## Wildlife"] + TRAIL[2:])],
    TRAIL[:2] + ["## Wildlife"] + TRAIL[2:],
)  # fmt: skip
case(
    "markup", "d17-head-zh-01", "zh", "quoted_heading_added",
    "在“讲屋顶的那段”前加小标题“## 度夏”（屋顶出现在两段里）",
    GARDEN_T, GARDEN, "在讲屋顶的那段前面加一个小标题“## 度夏”。",
    [full(GARDEN_T, GARDEN[:2] + ["## 度夏"] + GARDEN[2:])],
    GARDEN[:2] + ["## 度夏"] + GARDEN[2:],
)  # fmt: skip

# A line after the article saying what the edit does ------------------------------------------

lib1 = "From next month the Marsh Road library will open on Sunday afternoons, from one until six."
case(
    "wrappers", "d17-effect-en-01", "en", "effect_line_after_article",
    "whole article, then 'That way …' on a line of its own",
    LIB_T, LIB, "Sunday opening now runs until six, not five — update that.",
    [full(LIB_T, swap(LIB, 0, lib1)) + "\n\nThat way readers won't turn up after the doors have closed."],
    swap(LIB, 0, lib1),
)  # fmt: skip
g2 = "第一季种的是生菜和小葱，长得很快，四月底就吃上了。"
case(
    "wrappers", "d17-effect-zh-01", "zh", "effect_line_after_article",
    "全文之后单独一行“这样一来……”说明改动的效果",
    GARDEN_T, GARDEN, "生菜其实四月底就吃上了，改一下时间。",
    [full(GARDEN_T, swap(GARDEN, 1, g2)) + "\n\n这样一来，时间线就和实际情况一致了。"],
    swap(GARDEN, 1, g2),
)  # fmt: skip

# Control characters from the model ----------------------------------------------------------

t3 = "Halfway along, a bench looks straight down on a cove where grey seals often sprawl on the rocks at low tide."
case(
    "controls", "d17-ctrl-en-01", "en", "control_characters",
    "ANSI colour codes around the edit and a zero-width space inside a word",
    TRAIL_T, TRAIL, "Make the seals paragraph more vivid.",
    [full(TRAIL_T, swap(TRAIL, 2, "Halfway along, a bench looks straight down on a cove where \x1b[1mgrey seals\x1b[0m often spr\u200bawl on the rocks at low tide."))],
    swap(TRAIL, 2, t3),
)  # fmt: skip
tea3 = "茶话会最后，大家一起合唱了《歌唱祖国》，歌声响彻整个活动中心。"
case(
    "controls", "d17-ctrl-zh-01", "zh", "control_characters",
    "改写的段落里夹着零宽空格、BEL 和 ANSI 转义码",
    TEA_T, TEA, "最后一段写得生动一点。",
    [full(TEA_T, swap(TEA, 3, "茶话会最后，大家一起合唱了\u200b《歌唱祖国》，\x07歌声响彻\x1b[32m整个活动中心\x1b[0m。"))],
    swap(TEA, 3, tea3),
)  # fmt: skip

# A half-width comma and its space after hanzi, re-widened --------------------------------------

g3 = "夏天屋顶太晒，番茄叶子全卷了起来，后来我们拉了一张遮阳网，才把它们救了回来。"
case(
    "typography", "d17-width-zh-01", "zh", "halfwidth_comma_space",
    "改写的段落用了“, ”（半角逗号加空格）",
    GARDEN_T, GARDEN, "第三段改得更有画面感。",
    [full(GARDEN_T, swap(GARDEN, 2, g3.replace("，", ", ")))],
    swap(GARDEN, 2, g3),
)  # fmt: skip
tea2 = "会上，居委会介绍了今年的加装电梯计划：第一批三栋楼预计九月开工。"
case(
    "typography", "d17-width-zh-02", "zh", "halfwidth_comma_space",
    "改写的段落用了“, ”和“: ”",
    TEA_T, TEA, "第二段改得简洁些。",
    [full(TEA_T, swap(TEA, 1, tea2.replace("，", ", ").replace("：", ": ")))],
    swap(TEA, 1, tea2),
)  # fmt: skip

# A lone ** left of invented bold ------------------------------------------------------------

lib3 = "Three extra staff have been hired, and the reading room has been freshly repainted in a calm pale green."
case(
    "markup", "d17-bold-en-01", "en", "lone_bold_mark",
    "the rewritten paragraph opens with '**' that never closes",
    LIB_T, LIB, "Make the third paragraph a little warmer.",
    [full(LIB_T, swap(LIB, 2, "**" + lib3))],
    swap(LIB, 2, lib3),
)  # fmt: skip
g4 = "秋天收了二十多斤红薯，大家在楼下支起炉子烤着吃，连隔壁楼的孩子都闻着香味跑来了。"
case(
    "markup", "d17-bold-zh-01", "zh", "lone_bold_mark",
    "改写的段落末尾多了一个落单的“**”",
    GARDEN_T, GARDEN, "第四段再热闹一点。",
    [full(GARDEN_T, swap(GARDEN, 3, g4 + "**"))],
    swap(GARDEN, 3, g4),
)  # fmt: skip

# An apology and the paragraph on one line ------------------------------------------------------

lib2 = "The change follows a petition signed by almost four hundred residents last winter, many of them parents of toddlers."
case(
    "wrappers", "d17-apology-en-01", "en", "apology_same_line",
    "'Sorry, I changed too much before; here is only that paragraph: …' on one line",
    LIB_T, LIB, "In the petition paragraph, say 'toddlers' rather than 'young children'.",
    ["Sorry, I changed too much before; here is only that paragraph: " + lib2],
    swap(LIB, 1, lib2),
)  # fmt: skip
g1 = "去年三月，我们在单位宿舍的屋顶上搭起了八个木箱，菜园就这样开张了。"
case(
    "wrappers", "d17-apology-zh-01", "zh", "apology_same_line",
    "“非常抱歉，刚才改多了，这次只改第一段：……”与段落同一行",
    GARDEN_T, GARDEN, "第一段的结尾改得更有意思一点。",
    ["非常抱歉，刚才改多了，这次只改第一段：" + g1],
    swap(GARDEN, 0, g1),
)  # fmt: skip

# A Chinese name in an English suggestion --------------------------------------------------------

r1 = "Sopranos are led by 陈静, who joined us from the university choir and whose brisk, cheerful warm-ups get everyone smiling."
r5 = "If you can't make a rehearsal, please let your section leader know by Wednesday evening."
case(
    "names", "d17-name-en-01", "en", "chinese_name_in_english_suggestion",
    "'Make the bit about 陈静 warmer.' — the model also rewords the last paragraph (withheld)",
    ROSTER_T, ROSTER, "Make the bit about 陈静 warmer.",
    [full(ROSTER_T, swap(swap(ROSTER, 1, r1), 5, r5))],
    swap(ROSTER, 1, r1), withheld_min=1,
)  # fmt: skip
r3 = "Tenors are led by 王海涛, a music teacher who also steps in at the piano whenever our accompanist is away."
case(
    "names", "d17-name-en-02", "en", "chinese_name_in_english_suggestion",
    "'Say a bit more about 王海涛's piano playing.' — the model also tweaks the opening (withheld)",
    ROSTER_T, ROSTER, "Say a bit more about 王海涛's piano playing.",
    [full(ROSTER_T, swap(swap(ROSTER, 3, r3), 0, ROSTER[0].replace("has grown to", "now has")))],
    swap(ROSTER, 3, r3), withheld_min=1,
)  # fmt: skip


if __name__ == "__main__":
    write(HERE)
