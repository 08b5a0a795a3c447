# ruff: noqa: E501 — the cases are data: one article paragraph a line
"""Builds the fidelity dev set 31 (tests/data/fidelity_dev31/*.jsonl): the kinds blind set 30
still failed at the start of session 31, and the lead's known misses, in other wordings and other
reply shapes, on articles of their own, written before session 31's fixes. Every expected article
is the original paragraph list with only the asked entries replaced, so untouched text is byte
for byte the writer's; the new text of every changed entry is checked to occur in the reply.

    .venv/bin/python tests/data/fidelity_dev31/build_cases.py
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import NO_CHANGE, Articles, finish, refused  # noqa: E402

# --- articles -------------------------------------------------------------------------------

MARKET_T = "Harbour Street Market Moves Indoors"
MARKET = [
    "Harbour Street Market will move into the old grain hall on Saturday 6 March, after two winters of cancelled stalls. The move cost £95,000, most of it raised by the traders themselves.",
    "Pitches in the hall cost £25 a day, or £80 for a month of Saturdays. Traders who sold outdoors last year pay half price for their first month.",
    "The hall has room for 48 stalls, twice as many as the street could hold, and bakers, growers and makers from the valley have already booked 41 of them.",
    "Parking is free in the Quay car park for the first three hours, which is what visitors asked for most. A shuttle bus runs from the station every twenty minutes.",
    "Visitors pay nothing to get in. A coffee at the hall's own kiosk costs £2.20, and a bacon roll £3.50.",
    "The market opens from 8 a.m. to 1 p.m. every Saturday, with a late evening market on the last Friday of each month.",
    "“We wanted somewhere dry that still feels like a street,” said organiser Priya Nandakumar. “The hall has the same noise and the same smells, just no puddles.”",
    "Stall bookings: harbourstreetmarket.org or 01632 960 771.",
]
ZMARKET_T = "港口街集市搬进室内"
ZMARKET = [
    "港口街集市将于3月6日（星期六）搬进老粮仓，此前两个冬天的摊位都因天气取消。搬迁花了9.5万元，大部分由摊主们自己筹集。",
    "粮仓里的摊位每天200元，整月的周六一起订是650元。去年在街上摆过摊的摊主，第一个月半价。",
    "粮仓能放48个摊位，是街上的两倍，山谷里的面包师、菜农和手艺人已经订走了其中41个。",
    "码头停车场前三小时免费停车，这是顾客提得最多的要求。火车站每二十分钟有一班接驳车。",
    "入场不收费。粮仓小卖部的咖啡每杯15元，肉夹馍每个12元。",
    "集市每周六早上8点到下午1点开市，每月最后一个星期五还有夜市。",
    "“我们想要一个不淋雨、又有街市味道的地方，”组织者林佩说。“粮仓里一样热闹，一样有香味，就是没有水坑。”",
    "摊位预订：harbourstreetmarket.cn，或致电 0571-8860 2771。",
]
BED_T = "How to Build a Raised Vegetable Bed"
BED = [
    "A raised bed is the quickest way to grow vegetables on poor soil. Ours cost about £70 to build and gave us salad all summer.",
    "## What you need",
    "- Four scaffold boards, 2.4 m long\n- Eight corner posts\n- A box of 60 mm screws\n- Enough compost to fill the bed",
    "We put ours together in a single weekend. The boards came from a builders' yard that was throwing them out, and a neighbour lent us his drill.",
    "## Steps",
    "1. Mark out the bed with string.\n2. Screw the boards to the corner posts.\n3. Set the frame level on the ground.\n4. Fill it with compost and water it well.",
    "## Care",
    "| Task | How often |\n|---|---|\n| Water | Every two days in summer |\n| Weed | Once a week |\n| Add compost | Each spring |",
    "Most weeds come up in the first month. Pull them while they are small, before their roots reach the bottom of the bed.",
    "Questions? Write to grow@elmrowgardens.org and we'll send you our planting plan.",
]
ZBED_T = "怎样做一个抬高的菜床"
ZBED = [
    "抬高的菜床是在贫瘠土地上种菜最快的办法。我们这个做下来大约花了400元，整个夏天都有生菜吃。",
    "## 需要准备什么",
    "- 四块脚手架木板，每块2.4米长\n- 八根角柱\n- 一盒60毫米的螺丝\n- 足够填满菜床的堆肥",
    "我们一个周末就搭好了。木板是从一家正要扔掉旧料的建材店拿的，电钻是邻居借给我们的。",
    "## 步骤",
    "1. 用绳子标出菜床的位置。\n2. 把木板拧到角柱上。\n3. 把框架在地上放平。\n4. 填满堆肥，浇透水。",
    "## 日常照料",
    "| 工作 | 多久一次 |\n|---|---|\n| 浇水 | 夏天每两天一次 |\n| 除草 | 每周一次 |\n| 加堆肥 | 每年春天 |",
    "大部分杂草都在第一个月冒出来。趁它们还小、根还没扎到底就拔掉。",
    "有问题？请写信到 grow@elmrowgardens.org，我们会把种植计划发给你。",
]

ARTICLES = {
    "market": (MARKET_T, MARKET),
    "zmarket": (ZMARKET_T, ZMARKET),
    "bed": (BED_T, BED),
    "zbed": (ZBED_T, ZBED),
}
SET = Articles("d31", ARTICLES)
whole, one = SET.whole, SET.one

M, ZM, B, ZB = "market", "zmarket", "bed", "zbed"
B30 = "blind30 failure kind, own article and wording"
LEAD = "lead's known miss (session 31 brief), own article and wording"

# --- notes.jsonl: a one-line note under the whole article; NO_CHANGE between a finding and a
# sign-off with an emoji ---------------------------------------------------------------------

F = "notes"
new = "Harbour Street Market will move into the old grain hall on Saturday 6 March 2027, after two winters of cancelled stalls. The move cost £95,000, most of it raised by the traders themselves."
one(
    F,
    "whole_then_one_line_note",
    B30,
    M,
    "Add the year to the date: the move is in 2027.",
    [whole(M, changes={0: new}) + "\n\nThe opening date now shows its year."],
    {0: new},
)
new = "港口街集市将于2027年3月6日（星期六）搬进老粮仓，此前两个冬天的摊位都因天气取消。搬迁花了9.5万元，大部分由摊主们自己筹集。"
one(
    F,
    "whole_then_one_line_note",
    B30,
    ZM,
    "日期加上年份，搬迁是在2027年。",
    [whole(ZM, changes={0: new}) + "\n\n开头的日期已补上年份。"],
    {0: new},
)
new = "- Four scaffold boards, 2.4 m long\n- Eight corner posts\n- A box of 50 mm screws\n- Enough compost to fill the bed"
one(
    F,
    "whole_then_one_line_note",
    B30,
    B,
    "The screws should be 50 mm, not 60 mm.",
    [whole(B, changes={2: new}) + "\n\nOnly the supplies list mentioned the screw size."],
    {2: new},
)
new = "- 四块脚手架木板，每块2.4米长\n- 八根角柱\n- 一盒50毫米的螺丝\n- 足够填满菜床的堆肥"
one(
    F,
    "whole_then_one_line_note",
    B30,
    ZB,
    "螺丝应该是50毫米的，不是60毫米。",
    [whole(ZB, changes={2: new}) + "\n\n螺丝尺寸只在材料清单里出现过一次。"],
    {2: new},
)
one(
    F,
    "no_change_between_finding_and_emoji_signoff",
    B30,
    M,
    "Fix any typos.",
    [
        "I read it through twice and found nothing misspelt.\n\nNO_CHANGE\n\nGood luck with the move! 🧺"
    ],
    expect=NO_CHANGE,
)
one(
    F,
    "no_change_between_finding_and_emoji_signoff",
    B30,
    ZM,
    "改一下错别字。",
    ["通读了两遍，没有发现错别字。\n\nNO_CHANGE\n\n祝集市开张顺利！🎉"],
    expect=NO_CHANGE,
)
one(
    F,
    "no_change_between_finding_and_emoji_signoff",
    B30,
    B,
    "Check the grammar.",
    ["The grammar holds up — every sentence reads correctly.\n\nNO_CHANGE\n\nHappy growing! 🌱"],
    expect=NO_CHANGE,
)
one(
    F,
    "no_change_between_finding_and_emoji_signoff",
    B30,
    ZB,
    "检查一下语法。",
    ["语法没有问题，每句都通顺。\n\nNO_CHANGE\n\n种菜愉快！🥬"],
    expect=NO_CHANGE,
)

# --- lists.jsonl: a list given alone under a label line; a list then a table, each after its
# own lead-in line ------------------------------------------------------------------------------

F = "lists"
new = "- Mark out the bed with string.\n- Screw the boards to the corner posts.\n- Set the frame level on the ground.\n- Fill it with compost and water it well."
one(
    F,
    "list_alone_under_label",
    B30,
    B,
    "Turn the steps into a bulleted list.",
    [f"Bulleted version:\n\n{new}"],
    {5: new},
)
new = "- 用绳子标出菜床的位置。\n- 把木板拧到角柱上。\n- 把框架在地上放平。\n- 填满堆肥，浇透水。"
one(
    F,
    "list_alone_under_label",
    B30,
    ZB,
    "把步骤改成项目符号列表。",
    [f"项目符号版本：\n\n{new}"],
    {5: new},
)
new = "1. Four scaffold boards, 2.4 m long\n2. Eight corner posts\n3. A box of 60 mm screws\n4. Enough compost to fill the bed"
one(
    F,
    "list_alone_under_label",
    B30,
    B,
    "Number the supplies list.",
    [f"Numbered list:\n\n{new}"],
    {2: new},
)
new = "1. 四块脚手架木板，每块2.4米长\n2. 八根角柱\n3. 一盒60毫米的螺丝\n4. 足够填满菜床的堆肥"
one(
    F,
    "list_alone_under_label",
    B30,
    ZB,
    "把材料清单改成编号列表。",
    [f"编号列表：\n\n{new}"],
    {2: new},
)
LIST = "- Four scaffold boards, 2.4 m long\n- Eight corner posts\n- A box of 60 mm screws\n- Enough compost to fill the bed\n- A spirit level"
TABLE = "| Task | How often |\n|---|---|\n| Water | Every two days in summer |\n| Weed | Once a week |\n| Add compost | Each spring |\n| Check for slugs | After rain |"
ZLIST = "- 四块脚手架木板，每块2.4米长\n- 八根角柱\n- 一盒60毫米的螺丝\n- 足够填满菜床的堆肥\n- 一个水平仪"
ZTABLE = "| 工作 | 多久一次 |\n|---|---|\n| 浇水 | 夏天每两天一次 |\n| 除草 | 每周一次 |\n| 加堆肥 | 每年春天 |\n| 查蛞蝓 | 雨后 |"
one(
    F,
    "list_then_table_each_after_lead_in",
    B30,
    B,
    "Add “A spirit level” to the supplies list, and a row “Check for slugs | After rain” to the care table.",
    [f"Updated supplies list:\n\n{LIST}\n\nUpdated care table:\n\n{TABLE}"],
    {2: LIST, 7: TABLE},
)
one(
    F,
    "list_then_table_each_after_lead_in",
    B30,
    ZB,
    "材料清单里加上“一个水平仪”，照料表里加一行“查蛞蝓，雨后”。",
    [f"更新后的材料清单：\n\n{ZLIST}\n\n更新后的照料表：\n\n{ZTABLE}"],
    {2: ZLIST, 7: ZTABLE},
)
one(
    F,
    "list_then_table_each_after_lead_in",
    B30,
    B,
    "Put a spirit level on the list of things you need and add slug checks after rain to the table.",
    [f"Here's the list with the new item:\n\n{LIST}\n\nAnd the table with the new row:\n\n{TABLE}"],
    {2: LIST, 7: TABLE},
)
one(
    F,
    "list_then_table_each_after_lead_in",
    B30,
    ZB,
    "清单加一个水平仪，表格加一行：查蛞蝓，雨后。",
    [f"加好的清单：\n\n{ZLIST}\n\n加好的表格：\n\n{ZTABLE}"],
    {2: ZLIST, 7: ZTABLE},
)

# --- places.jsonl: a paragraph named by its topic where the topic's words also sit in another
# paragraph (the model's pick among them); "the paragraph after the prices one" when two
# paragraphs speak of prices ------------------------------------------------------------------

F = "places"
new = "We put ours together in one weekend, with boards a builders' yard was throwing out and a neighbour's drill."
one(
    F,
    "topic_named_model_picks_among_candidates",
    B30,
    B,
    "Tighten the paragraph about building the bed.",
    [whole(B, changes={3: new})],
    {3: new},
)
new = "我们一个周末就搭好了：木板是建材店要扔的旧料，电钻是邻居借的。"
one(
    F,
    "topic_named_model_picks_among_candidates",
    B30,
    ZB,
    "把讲搭菜床的那段写紧凑一点。",
    [whole(ZB, changes={3: new})],
    {3: new},
)
new = "There's room for 48 stalls in the hall — twice what the street could take — and bakers, growers and makers from the valley have already snapped up 41 of them."
one(
    F,
    "topic_named_model_picks_among_candidates",
    B30,
    M,
    "Make the paragraph about the stalls livelier.",
    [whole(M, changes={2: new})],
    {2: new},
)
new = "粮仓能摆下48个摊位，足足是街上的两倍！山谷里的面包师、菜农和手艺人已经抢走了其中41个。"
one(
    F,
    "topic_named_model_picks_among_candidates",
    B30,
    ZM,
    "讲摊位的那段写得活泼一点。",
    [whole(ZM, changes={2: new})],
    {2: new},
)
new = "The hall holds 48 stalls, twice the street's, and valley bakers, growers and makers have booked 41."
one(
    F,
    "after_topic_paragraph_two_candidates",
    LEAD,
    M,
    "Shorten the paragraph after the prices one.",
    [new],
    {2: new},
)
new = "集市每周六早上8点到下午1点开，每月最后一个星期五有夜市。"
one(
    F,
    "after_topic_paragraph_two_candidates",
    LEAD,
    ZM,
    "把价格那段后面那段缩短一点。",
    [new],
    {5: new},
)
new = "Free parking for three hours at the Quay car park, as visitors asked; a shuttle runs from the station every twenty minutes."
one(
    F,
    "after_topic_paragraph_two_candidates",
    LEAD,
    M,
    "Shorten the paragraph after the prices one.",
    [new],
    expect=refused(
        "'the prices one' fits paragraphs 2 and 5; the model shortened paragraph 4, after neither"
    ),
)
new = "码头停车场前三小时免费，火车站每二十分钟一班接驳车。"
one(
    F,
    "after_topic_paragraph_two_candidates",
    LEAD,
    ZM,
    "把价格那段后面那段缩短一点。",
    [new],
    expect=refused(
        "'价格那段' fits paragraphs 2 and 5; the model shortened paragraph 4, after neither"
    ),
)

# --- facts.jsonl: a restyle of the whole that drops "most" / 大部分 with no word of whole (refused);
# the same amount in a colloquial word (块, quid) or "most" as an adverb dropped (applied) ---------

F = "facts"
lively = {
    0: "Harbour Street Market is moving into the old grain hall on Saturday 6 March — goodbye to two winters of cancelled stalls! The move cost £95,000, raised by the traders themselves.",
    6: "“We wanted somewhere dry that still feels like a street,” said organiser Priya Nandakumar. “Same noise, same smells — just no puddles.”",
}
one(
    F,
    "restyle_drops_most_no_word_of_whole",
    LEAD,
    M,
    "Make it livelier.",
    [whole(M, changes=lively)],
    expect=refused("'most of it raised by the traders' became 'raised by the traders'"),
)
lively = {
    0: "港口街集市3月6日（星期六）就要搬进老粮仓啦，告别两个冬天摊位被天气取消的日子！搬迁花了9.5万元，由摊主们自己筹集。",
    6: "“我们想要个不淋雨、又有街市味儿的地方，”组织者林佩说。“粮仓里照样热闹，照样香，就是没有水坑。”",
}
one(
    F,
    "restyle_drops_most_no_word_of_whole",
    LEAD,
    ZM,
    "写得更生动一点。",
    [whole(ZM, changes=lively)],
    expect=refused("大部分由摊主们自己筹集 became 由摊主们自己筹集"),
)
friendly = {
    0: "A raised bed is the quickest way we know to grow vegetables on poor soil. Ours cost about £70 to build, and it kept us in salad all summer.",
    8: "Weeds come up in the first month. Pull them while they're small, before their roots reach the bottom of the bed.",
}
one(
    F,
    "restyle_drops_most_no_word_of_whole",
    LEAD,
    B,
    "Make it friendlier.",
    [whole(B, changes=friendly)],
    expect=refused("'Most weeds come up' became 'Weeds come up'"),
)
friendly = {
    0: "想在贫瘠的地上种菜？做个抬高的菜床最快。我们这个做下来大约花了400元，整个夏天都有生菜吃。",
    8: "杂草在第一个月就冒出来了。趁它们还小、根还没扎到底，赶紧拔掉吧。",
}
one(
    F,
    "restyle_drops_most_no_word_of_whole",
    LEAD,
    ZB,
    "语气亲切一点。",
    [whole(ZB, changes=friendly)],
    expect=refused("大部分杂草都在第一个月冒出来 became 杂草在第一个月就冒出来了"),
)
lively = {
    0: "Harbour Street Market is moving into the old grain hall on Saturday 6 March — goodbye to two winters of cancelled stalls! The move cost £95,000, most of it raised by the traders themselves.",
    3: "Parking is free in the Quay car park for the first three hours — just what visitors kept asking for. A shuttle bus runs from the station every twenty minutes.",
}
one(
    F,
    "restyle_keeps_most_or_drops_adverb_most",
    LEAD,
    M,
    "Make it livelier.",
    [whole(M, changes=lively)],
    lively,
)
lively = {
    0: "港口街集市3月6日（星期六）就要搬进老粮仓啦，告别两个冬天摊位被天气取消的日子！搬迁花了9.5万元，大部分是摊主们自己凑的。",
    3: "码头停车场前三小时免费停车，顾客们一直这么盼着。火车站每二十分钟有一班接驳车。",
}
one(
    F,
    "restyle_keeps_most_or_drops_adverb_most",
    LEAD,
    ZM,
    "写得更生动一点。",
    [whole(ZM, changes=lively)],
    lively,
)
casual = {
    1: "摊位每天200块，整月的周六一起订是650块。去年在街上摆过摊的摊主，头一个月半价。",
    4: "进门不要钱。粮仓小卖部的咖啡15块一杯，肉夹馍12块一个。",
}
one(
    F,
    "same_amount_in_colloquial_word",
    B30,
    ZM,
    "更口语化一点。",
    [whole(ZM, changes=casual)],
    casual,
)
casual = {
    0: "想在贫瘠的地上种菜？做个抬高的菜床最快。我们这个做下来大概花了400块钱，一整个夏天都有生菜吃。",
    3: "我们一个周末就搭好了。木板是一家建材店正要扔的旧料，电钻是邻居借的。",
}
one(
    F,
    "same_amount_in_colloquial_word",
    B30,
    ZB,
    "更口语化一点。",
    [whole(ZB, changes=casual)],
    casual,
)
casual = {
    1: "A pitch in the hall is 25 quid a day, or 80 quid for a month of Saturdays. If you sold outdoors last year, your first month is half price.",
    4: "Getting in is free. A coffee at the hall's kiosk is £2.20, and a bacon roll £3.50.",
}
one(
    F,
    "same_amount_in_colloquial_word",
    B30,
    M,
    "Make it more casual.",
    [whole(M, changes=casual)],
    casual,
)

# --- ends.jsonl: "[Paragraphs 1–3 unchanged]" markers around the asked paragraph; a stream cut
# before its final chunk (no finish reason, no [DONE]) --------------------------------------

F = "ends"
new = "Parking in the Quay car park is free for three hours, as visitors asked. A shuttle bus runs from the station every twenty minutes."
one(
    F,
    "ranged_unchanged_markers",
    B30,
    M,
    "Shorten paragraph 4.",
    [f"{MARKET_T}\n\n[Paragraphs 1–3 unchanged]\n\n{new}\n\n[Paragraphs 5–8 unchanged]"],
    {3: new},
)
new = "Pitches cost £25 a day or £80 for a month of Saturdays; last year's outdoor traders pay half for their first month."
one(
    F,
    "ranged_unchanged_markers",
    B30,
    M,
    "Shorten paragraph 2.",
    [f"{MARKET_T}\n\n(Paragraph 1 unchanged)\n\n{new}\n\n(Paragraphs 3-8 unchanged)"],
    {1: new},
)
new = "码头停车场前三小时免费，这是顾客最常提的。火车站每二十分钟一班接驳车。"
one(
    F,
    "ranged_unchanged_markers",
    B30,
    ZM,
    "第四段缩短一点。",
    [f"{ZMARKET_T}\n\n（第1至3段不变）\n\n{new}\n\n（第5至8段不变）"],
    {3: new},
)
new = "摊位每天200元，整月周六650元；去年在街上摆过摊的，第一个月半价。"
one(
    F,
    "ranged_unchanged_markers",
    B30,
    ZM,
    "第二段精简一下。",
    [f"{ZMARKET_T}\n\n【第1段同原文】\n\n{new}\n\n【第3—8段同原文】"],
    {1: new},
)
new = "Visitors get in free. The hall's kiosk sells coffee at £2.20 and bacon rolls at £3.50."
one(
    F,
    "stream_cut_before_final_chunk",
    LEAD,
    M,
    "Make paragraph 5 friendlier.",
    [whole(M, changes={4: new})],
    expect=refused("the stream ended without its final chunk: the reply may be incomplete"),
    stream=True,
    stream_cut=True,
)
new = "入场免费！粮仓小卖部的咖啡15元一杯，肉夹馍12元一个。"
one(
    F,
    "stream_cut_before_final_chunk",
    LEAD,
    ZM,
    "第五段写得亲切一点。",
    [new],
    expect=refused("the stream ended without its final chunk: the reply may be incomplete"),
    stream=True,
    stream_cut=True,
)
new = "入场免费！粮仓小卖部的咖啡15元一杯，肉夹馍12元一个。"
one(
    F,
    "stream_cut_before_final_chunk",
    LEAD,
    ZM,
    "第五段写得亲切一点。",
    [whole(ZM, changes={4: new})],
    expect=refused("the stream ended without its final chunk: the reply may be incomplete"),
    stream=True,
    stream_cut=True,
)
one(
    F,
    "stream_cut_before_final_chunk",
    LEAD,
    M,
    "Make paragraph 5 friendlier.",
    [
        f"<<<<<<< SEARCH\n{MARKET[4]}\n=======\nVisitors get in free. The hall's kiosk sells coffee at £2.20 and bacon rolls at £3.50.\n>>>>>>> REPLACE"
    ],
    expect=refused("the stream ended without its final chunk: the reply may be incomplete"),
    edit_format="blocks",
    stream=True,
    stream_cut=True,
)

if __name__ == "__main__":
    finish(HERE)
