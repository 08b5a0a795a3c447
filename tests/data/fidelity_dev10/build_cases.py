# ruff: noqa: E501 — the cases are data: one article paragraph a line
"""Builds the fidelity dev set 10 (tests/data/fidelity_dev10/*.jsonl): each case is an article
(a list of paragraphs), the writer's suggestion, the model's reply and the paragraphs expected
saved, so the expected article holds only the in-scope change and the writer's own bytes
everywhere else.

    .venv/bin/python tests/data/fidelity_dev10/build_cases.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import case, full, swap, write  # noqa: E402

# Articles ---------------------------------------------------------------------------------

LIB_T = "Riverside Library: new opening hours"
LIB = [
    "From Monday 5 January, Riverside Library will open at 9:30 instead of 9:00 on weekdays.",
    "Saturday hours stay the same: 10:00 to 16:00. The library remains closed on Sundays and bank holidays.",
    "The change lets our staff sort the returns trolley before the doors open, so books are back on the shelves sooner.",
    "Questions? Ask at the front desk or call 01632 960 411.",
]
POOL_T = "Hillcrest Pool closure"
POOL = [
    "Hillcrest Pool will stay closed until Friday 14 March while the filter pump is replaced.",
    "Swimming lessons booked for the closure will move to Oakfield Leisure Centre, at the same times.",
    "We apologise for any inconvenience this causes to our members.",
    "Annual members will get one extra week added to their membership.",
]
LOG_T = "Tide Tables App — Changelog"
LOG = ["Changes since the first public release. Newest last."] + [
    f"R{major}.{minor}.0 ({2025 + (major * 4 + minor) // 12}-{(major * 4 + minor) % 12 + 1:02d}-01): {what}"
    for major, minor, what in [
        (1, 0, "First public release."),
        (1, 1, "Added offline tide tables."),
        (1, 2, "Fixed moon phase icons."),
        (1, 3, "Added Welsh language."),
        (2, 0, "New chart screen."),
        (2, 1, "Fixed the widget on small phones."),
        (2, 2, "Added harbour webcams."),
        (2, 3, "Faster start-up."),
    ]
]
TRIP_T = "Year 4 trip to the Science Museum"
TRIP = [
    "Dear parents and carers,",
    "On Thursday 12 February, Year 4 will visit the Science Museum in London as part of our topic on forces and magnets.",
    "The coach leaves school at 8:15 sharp and returns at about 16:30. Please make sure your child arrives by 8:00.",
    "According to last year's parent survey, most families preferred a packed lunch to buying food at the museum, so please send one in a named bag.",
    "The trip costs £12 per child. Please pay through the school app by Friday 6 February.",
    "Kind regards,\nMrs Okafor\nYear 4 team",
]

ZLIB_T = "社区图书馆开放时间调整通知"
ZLIB = [
    "自1月5日（周一）起，社区图书馆工作日开馆时间由9:00调整为9:30。",
    "周六开放时间不变，仍为10:00至16:00；周日及法定节假日闭馆。",
    "调整后，工作人员可以在开馆前整理归还的图书，让大家更快借到想看的书。",
    "如有疑问，请到服务台咨询，或拨打电话 6258 3301。",
]
ZWATER_T = "关于12月3日停水的致歉说明"
ZWATER = [
    "12月3日上午，因主供水管突发破裂，小区1至6号楼停水约五个小时。",
    "维修人员于当天中午十二点前更换了破损管段，下午一点恢复供水。",
    "对于这次停水给各位业主带来的不便，物业服务中心深表歉意。",
    "今后如需计划停水，我们将至少提前两天在业主群和单元门口张贴通知。",
]
ZTRIP_T = "四年级春游通知"
ZTRIP = [
    "各位家长：",
    "本周四（3月12日），四年级将组织学生到植物园春游，结合科学课观察春季植物。",
    "早上七点五十分在学校门口集合，八点准时出发，预计下午三点半返校。",
    "请为孩子准备午餐、饮用水和一件薄外套，不要携带贵重物品。",
    "春游费用每人30元，请于周二前通过班级群缴纳。",
    "四年级组\n2026年3月9日",
]
ZLOG_T = "滇西自驾行程表"
ZLOG = ["全程按日期编号，住宿均已预订。"] + [
    f"S{day}-0{stop} {time} {place}：{what}"
    for day, stop, time, place, what in [
        (1, 1, "8:00", "大理出发", "沿大丽高速北上。"),
        (1, 2, "11:30", "鹤庆新华村", "参观银器作坊，午餐。"),
        (1, 3, "16:00", "丽江古城", "入住客栈，晚上自由活动。"),
        (2, 1, "7:30", "玉龙雪山", "乘索道上山，注意防寒。"),
        (2, 2, "14:00", "蓝月谷", "拍照休息约一小时。"),
        (2, 3, "18:00", "束河古镇", "晚餐后返回丽江。"),
        (3, 1, "9:00", "虎跳峡", "徒步上虎跳，约两小时。"),
        (3, 2, "15:00", "香格里拉", "入住酒店，适应海拔。"),
    ]
]


# Reasoning before the article ---------------------------------------------------------------

new = swap(
    LIB,
    2,
    "The later start gives our staff time to put returned books back on the shelves before the doors open.",
)
case(
    "reasoning",
    "d10-reasoning-en-01",
    "en",
    "close_only_thinking",
    "a template that put <thinking> in the prompt: only the closing tag comes back",
    LIB_T,
    LIB,
    "Make the paragraph about the returns trolley simpler.",
    [
        "The reader wants plain words. 'Returns trolley' is jargon, so I'll say 'returned books'.\n</thinking>\n"
        + full(LIB_T, new)
    ],
    new,
)
new = swap(
    ZLIB, 2, "开馆时间推后半小时，是为了让工作人员先把归还的图书上架，大家来借书时就能更快找到。"
)
case(
    "reasoning",
    "d10-reasoning-zh-01",
    "zh",
    "close_only_thinking",
    "only </think> left of a Chinese reasoning block",
    ZLIB_T,
    ZLIB,
    "第三段写得更口语化一些。",
    ["用户想让第三段更口语。其他段落保持不变，标题也不改。\n\n</think>\n\n" + full(ZLIB_T, new)],
    new,
)
new = swap(
    POOL, 3, "Annual members will have one extra week added to their membership, free of charge."
)
case(
    "reasoning",
    "d10-reasoning-en-02",
    "en",
    "harmony_bare",
    "gpt-oss through a server that drops the harmony special tokens: 'analysis…assistantfinal'",
    POOL_T,
    POOL,
    "In the last paragraph, say the extra week is free of charge.",
    [
        "analysisThe writer wants 'free of charge' in the last paragraph. Keep everything else.assistantfinal"
        + full(POOL_T, new)
    ],
    new,
)
new = swap(ZWATER, 3, "今后如需计划停水，我们将至少提前三天在业主群和单元门口张贴通知。")
case(
    "reasoning",
    "d10-reasoning-zh-02",
    "zh",
    "harmony_leak",
    "gpt-oss harmony channels with <|return|> at the end",
    ZWATER_T,
    ZWATER,
    "把最后一段的提前两天改为提前三天。",
    [
        "<|channel|>analysis<|message|>只改最后一段的天数。<|end|><|start|>assistant<|channel|>final<|message|>"
        + full(ZWATER_T, new)
        + "<|return|>"
    ],
    new,
)
new = swap(ZTRIP, 3, "请为孩子准备午餐、饮用水和一件薄外套，并戴好遮阳帽；不要携带贵重物品。")
case(
    "reasoning",
    "d10-reasoning-zh-03",
    "zh",
    "ollama_thinking",
    "Ollama's Thinking... / ...done thinking. around a Chinese reasoning",
    ZTRIP_T,
    ZTRIP,
    "第四段提醒家长给孩子戴遮阳帽。",
    ["Thinking...\n需要在第四段加上遮阳帽，别的不动。\n...done thinking.\n\n" + full(ZTRIP_T, new)],
    new,
)
case(
    "reasoning",
    "d10-reasoning-en-03",
    "en",
    "harmony_unfinished",
    "gpt-oss stopped inside its analysis channel: no final answer at all",
    POOL_T,
    POOL,
    "Make the first paragraph shorter.",
    [
        "<|channel|>analysis<|message|>Need to shorten paragraph one. Maybe drop 'while the filter pump is replaced'? But that explains why."
    ],
    expect={"outcome": "refused", "because": "no final channel: the model never answered"},
)

# Tokens and escapes -----------------------------------------------------------------------------

new = swap(LIB, 3, "Questions? Just ask at the front desk, or give us a ring on 01632 960 411.")
case(
    "tokens",
    "d10-tokens-en-01",
    "en",
    "eot_then_user_turn",
    "Llama 3 <|eot_id|> after the targeted last paragraph, then a made-up next user turn",
    LIB_T,
    LIB,
    "Make the last paragraph friendlier.",
    [
        full(LIB_T, new)
        + "<|eot_id|><|start_header_id|>user<|end_header_id|>\n\nThanks! Now make it shorter."
    ],
    new,
)
new = swap(ZTRIP, 4, "春游费用每人30元，请在本周二前通过班级群缴纳，谢谢配合。")
case(
    "tokens",
    "d10-tokens-zh-01",
    "zh",
    "end_of_turn_in_target",
    "Gemma <end_of_turn> glued to the targeted paragraph",
    ZTRIP_T,
    ZTRIP,
    "倒数第二段语气客气一点。",
    [full(ZTRIP_T, new).replace("谢谢配合。", "谢谢配合。<end_of_turn>")],
    new,
)
new = swap(ZLIB, 1, "周六照常开放，时间为10:00至16:00；周日和法定节假日闭馆。")
case(
    "tokens",
    "d10-tokens-zh-02",
    "zh",
    "literal_backslash_n",
    "a Chinese reply whose line breaks came as the two characters \\n",
    ZLIB_T,
    ZLIB,
    "第二段换个说法。",
    [full(ZLIB_T, new).replace("\n", "\\n")],
    new,
)
new = swap(
    TRIP,
    4,
    "The trip costs £12 per child. Please pay through the school app by Friday 6 February at the latest.",
)
case(
    "tokens",
    "d10-tokens-en-02",
    "en",
    "json_double_escaped",
    "JSON mode with the body's newlines escaped twice",
    TRIP_T,
    TRIP,
    "In the payment paragraph, add 'at the latest' after the date.",
    [json.dumps({"title": TRIP_T, "body": "\n\n".join(new).replace("\n", "\\n")})],
    new,
)
one = [
    "Riverside Library opens at 9:30 on weekdays from Monday 5 January. Saturdays are unchanged."
]
case(
    "tokens",
    "d10-tokens-en-03",
    "en",
    "hashtag_after_sentence",
    "a one-paragraph post with hashtags after its last full stop",
    "Library hours",
    one,
    "Add the hashtags #RiversideLibrary and #NewHours at the end.",
    ["Library hours\n\n" + one[0] + " #RiversideLibrary #NewHours"],
    [one[0] + " #RiversideLibrary #NewHours"],
)
zone = ["自1月5日起，社区图书馆工作日改为9:30开馆，周六开放时间不变。"]
case(
    "tokens",
    "d10-tokens-zh-03",
    "zh",
    "hashtag_after_sentence",
    "朋友圈文案末尾加话题标签",
    "开馆时间调整",
    zone,
    "末尾加上话题 #社区图书馆",
    ["开馆时间调整\n\n" + zone[0] + "#社区图书馆"],
    [zone[0] + "#社区图书馆"],
)

# The article dressed up ------------------------------------------------------------------------

new = swap(ZWATER, 1, "维修人员在当天中午十二点前换好了破损管段，下午一点全部恢复供水。")
case(
    "dress",
    "d10-dress-zh-01",
    "zh",
    "numbered_paragraphs",
    "每段前加了“1、”“2、”编号",
    ZWATER_T,
    ZWATER,
    "第二段说得更通顺一些。",
    [ZWATER_T + "\n\n" + "\n\n".join(f"{i}、{p}" for i, p in enumerate(new, 1))],
    new,
)
new = swap(
    LIB,
    1,
    "Saturday hours are unchanged: 10:00 to 16:00. We stay closed on Sundays and bank holidays.",
)
case(
    "dress",
    "d10-dress-en-01",
    "en",
    "numbered_paragraphs",
    "every paragraph numbered '1)' '2)'",
    LIB_T,
    LIB,
    "Reword the Saturday paragraph.",
    [LIB_T + "\n\n" + "\n\n".join(f"{i}) {p}" for i, p in enumerate(new, 1))],
    new,
)
new = swap(ZTRIP, 2, "早上七点五十分在学校门口集合，八点整出发，大约下午三点半回到学校。")
case(
    "dress",
    "d10-dress-zh-02",
    "zh",
    "blockquoted",
    "整篇放进 > 引用块，前面一句开场白",
    ZTRIP_T,
    ZTRIP,
    "第三段的时间安排写得更清楚。",
    [
        "修改后的通知如下：\n\n"
        + "\n".join(("> " + line) if line else ">" for line in full(ZTRIP_T, new).split("\n"))
    ],
    new,
)
new = swap(
    POOL,
    1,
    "Swimming lessons booked during the closure will take place at Oakfield Leisure Centre instead, at their usual times.",
)
case(
    "dress",
    "d10-dress-en-02",
    "en",
    "paragraph_label_lines",
    "each paragraph under its own '[Paragraph N]' line",
    POOL_T,
    POOL,
    "Make the paragraph about swimming lessons clearer.",
    [POOL_T + "\n\n" + "\n\n".join(f"[Paragraph {i}]\n{p}" for i, p in enumerate(new, 1))],
    new,
)
new = swap(ZLIB, 3, "有任何疑问，欢迎到服务台咨询，也可以拨打电话 6258 3301。")
case(
    "dress",
    "d10-dress-zh-03",
    "zh",
    "own_headings",
    "模型自己加的“### 第四段（已修改）”小标题",
    ZLIB_T,
    ZLIB,
    "最后一段改得亲切一点。",
    [
        "## 修改结果\n\n"
        + ZLIB_T
        + "\n\n"
        + "\n\n".join(new[:3])
        + "\n\n### 第四段（已修改）\n\n"
        + new[3]
    ],
    new,
)
new = swap(
    TRIP,
    2,
    "The coach leaves school at 8:15 sharp and gets back at about 16:30, so please have your child at school by 8:00.",
)
case(
    "dress",
    "d10-dress-en-03",
    "en",
    "own_headings",
    "a '**Paragraph 3 (revised):**' line of its own above the edited paragraph",
    TRIP_T,
    TRIP,
    "Join the two sentences of the coach paragraph into one.",
    [
        TRIP_T
        + "\n\n"
        + "\n\n".join(new[:2])
        + "\n\n**Paragraph 3 (revised):**\n\n"
        + "\n\n".join(new[2:])
    ],
    new,
)

# Title marked as revised ------------------------------------------------------------------------

new = swap(
    TRIP,
    3,
    "According to last year's parent survey, most families preferred a packed lunch to buying food at the museum, so please send one in a named bag. Please avoid nuts.",
)
case(
    "drift",
    "d10-drift-en-01",
    "en",
    "title_revised_suffix",
    "the paragraph named by what it cites; the title comes back with ' (Revised)'",
    TRIP_T,
    TRIP,
    "Add to the paragraph citing the parent survey that lunches must be nut-free: 'Please avoid nuts.'",
    [full(TRIP_T + " (Revised)", new)],
    new,
)
new = swap(ZWATER, 2, "这次停水给各位业主添了麻烦，物业服务中心在此郑重致歉。")
case(
    "drift",
    "d10-drift-zh-01",
    "zh",
    "title_revised_suffix",
    "标题后面多了“（修改版）”",
    ZWATER_T,
    ZWATER,
    "第三段改得更正式。",
    [full(ZWATER_T + "（修改版）", new)],
    new,
)
glob_new = [
    "Good news for early risers, well, almost! From Monday 5 January, Riverside Library will open at 9:30 instead of 9:00 on weekdays.",
    "Saturdays don't change: we're open 10:00 to 16:00. We're still closed on Sundays and bank holidays.",
    "Why? The extra half hour lets our team get returned books back on the shelves before you arrive.",
    "Any questions? Pop over to the front desk or call us on 01632 960 411.",
]
case(
    "drift",
    "d10-drift-en-02",
    "en",
    "title_revised_suffix_global",
    "a whole-article edit where the title only gains '(Edited)'",
    LIB_T,
    LIB,
    "Make the whole notice chattier.",
    [full(LIB_T + " (Edited)", glob_new)],
    glob_new,
)

# Apologies the article makes itself ----------------------------------------------------------

new = swap(
    POOL,
    2,
    "We're really sorry for the disruption this causes, and we thank our members for bearing with us.",
)
case(
    "apology",
    "d10-apology-en-01",
    "en",
    "apology_rewritten",
    "an apology paragraph rewritten with 'sorry': the article's words, not the model's",
    POOL_T,
    POOL,
    "Make the apology warmer.",
    [full(POOL_T, new) + "\n\nLet me know if you'd like it warmer still."],
    new,
)
new = swap(ZWATER, 2, "非常抱歉这次停水给各位业主的生活带来了不便，物业服务中心向大家诚恳致歉。")
case(
    "apology",
    "d10-apology-zh-01",
    "zh",
    "apology_rewritten",
    "致歉段改写后用了“抱歉”",
    ZWATER_T,
    ZWATER,
    "把致歉那段写得更诚恳。",
    [full(ZWATER_T, new)],
    new,
)
case(
    "apology",
    "d10-apology-en-02",
    "en",
    "apology_selection",
    "a selection in an apology answered in quotes with 'sorry'",
    POOL_T,
    POOL,
    "Less stiff, please.",
    ['"We\'re sorry for the trouble this causes"'],
    swap(POOL, 2, "We're sorry for the trouble this causes to our members."),
    selected_text="We apologise for any inconvenience this causes",
)
case(
    "apology",
    "d10-apology-en-03",
    "en",
    "model_apologises",
    "control: on an apology notice the model itself says sorry and declines",
    POOL_T,
    POOL,
    "Add the exact date the pump broke.",
    [
        "Sorry, I can't add that: the notice doesn't say when the pump broke. Could you tell me the date?"
    ],
    expect={"outcome": "model_says", "contains": "doesn't say when the pump broke"},
)
case(
    "apology",
    "d10-apology-zh-02",
    "zh",
    "model_apologises",
    "对照：致歉说明里模型自己道歉并提问",
    ZWATER_T,
    ZWATER,
    "加上维修公司的名字。",
    ["抱歉，原文没有提到维修公司的名字，我无法确定。请告诉我公司名称，我再帮你加上。"],
    expect={"outcome": "model_says", "contains": "没有提到维修公司"},
)

# Blocks ----------------------------------------------------------------------------------------

case(
    "blocks",
    "d10-blocks-en-01",
    "en",
    "blocks_indented",
    "a block indented under a '- ' list item the model wrote",
    TRIP_T,
    TRIP,
    "In the paragraph starting “The coach leaves”, change 8:15 to 8:20.",
    [
        "- Coach paragraph:\n\n  <<<<<<< SEARCH\n  The coach leaves school at 8:15 sharp\n  =======\n  The coach leaves school at 8:20 sharp\n  >>>>>>> REPLACE"
    ],
    swap(TRIP, 2, TRIP[2].replace("8:15", "8:20")),
    edit_format="blocks",
)
case(
    "blocks",
    "d10-blocks-zh-01",
    "zh",
    "blocks_indented",
    "编号条目下缩进四格的块",
    ZTRIP_T,
    ZTRIP,
    "把集合时间改成七点四十分。",
    [
        "1. 集合时间：\n\n    <<<<<<< SEARCH\n    早上七点五十分在学校门口集合\n    =======\n    早上七点四十分在学校门口集合\n    >>>>>>> REPLACE"
    ],
    swap(ZTRIP, 2, ZTRIP[2].replace("七点五十分", "七点四十分")),
    edit_format="blocks",
)
case(
    "blocks",
    "d10-blocks-en-02",
    "en",
    "blocks_draft_in_think",
    "a draft block inside <thinking>, then the real one",
    POOL_T,
    POOL,
    "Change the reopening date to Monday 17 March.",
    [
        "<thinking>\n<<<<<<< SEARCH\nFriday 14 March\n=======\nMon 17 Mar\n>>>>>>> REPLACE\nBetter to spell it out in the full sentence.\n</thinking>\n\n<<<<<<< SEARCH\nwill stay closed until Friday 14 March while\n=======\nwill stay closed until Monday 17 March while\n>>>>>>> REPLACE"
    ],
    swap(POOL, 0, POOL[0].replace("Friday 14 March", "Monday 17 March")),
    edit_format="blocks",
)
case(
    "blocks",
    "d10-blocks-zh-02",
    "zh",
    "blocks_end_token",
    "块后紧跟 <|im_end|>，替换内容在最后一段",
    ZWATER_T,
    ZWATER,
    "最后一段的“两天”改成“三天”。",
    ["<<<<<<< SEARCH\n至少提前两天\n=======\n至少提前三天\n>>>>>>> REPLACE<|im_end|>"],
    swap(ZWATER, 3, ZWATER[3].replace("两天", "三天")),
    edit_format="blocks",
)

# Entries named by a code label, and the last entry ------------------------------------------

new_log = swap(LOG, 6, LOG[6][:-1] + ", thanks to a report from a sailing club in Oban.")
case(
    "entries",
    "d10-entries-en-01",
    "en",
    "code_label_placeholders",
    "an entry named by its version code; the rest elided with placeholders",
    LOG_T,
    LOG,
    "Add to R2.1.0 that it was reported by a sailing club in Oban.",
    [
        LOG_T
        + "\n\n[… earlier entries unchanged …]\n\n"
        + new_log[6]
        + "\n\n[… later entries unchanged …]"
    ],
    new_log,
)
new_log = swap(LOG, 8, LOG[8][:-1] + " on older tablets.")
case(
    "entries",
    "d10-entries-en-02",
    "en",
    "last_entry_placeholder",
    "'the final release' of a changelog; everything before it elided",
    LOG_T,
    LOG,
    "In the final release, say the faster start-up is on older tablets.",
    [LOG_T + "\n\n[... intro and releases R1.0.0 to R2.2.0 unchanged ...]\n\n" + new_log[8]],
    new_log,
)
new_z = swap(ZLOG, 5, ZLOG[5][:-1] + "，旺季建议提前一天预约。")
case(
    "entries",
    "d10-entries-zh-01",
    "zh",
    "code_label_placeholders",
    "用编号点名一条，其余用“同原文，略”代替",
    ZLOG_T,
    ZLOG,
    "S2-02 那条加一句：旺季建议提前一天预约。",
    [ZLOG_T + "\n\n（前面各条同原文，略）\n\n" + new_z[5] + "\n\n（后面各条同原文，略）"],
    new_z,
)
new_z = swap(ZLOG, 8, ZLOG[8][:-1] + "，当晚早点休息。")
case(
    "entries",
    "d10-entries-zh-02",
    "zh",
    "last_entry_placeholder",
    "“最后一条”，前面省略",
    ZLOG_T,
    ZLOG,
    "最后一条加上“当晚早点休息”。",
    [ZLOG_T + "\n\n（此前各条同原文，略）\n\n" + new_z[8]],
    new_z,
)

# Replies in quotes, selections with labels and notes --------------------------------------

ONE_T = "Library hours"
ONE = [
    "From Monday 5 January Riverside Library opens at 9:30 on weekdays instead of 9:00, Saturday hours stay the same, and we are still closed on Sundays and bank holidays."
]
SHORT = "From 5 January: weekdays 9:30, Saturdays unchanged, closed Sundays and bank holidays."
case(
    "quoted",
    "d10-quoted-en-01",
    "en",
    "short_quoted",
    "a one-paragraph post shortened, a preface with a word count, the reply in straight quotes",
    ONE_T,
    ONE,
    "Shorten it.",
    [f'Here is a tighter version (14 words):\n\n"{SHORT}"'],
    [SHORT],
)
ZONE_T = "停水通知"
ZONE = [
    "因小区主供水管检修，12月10日（周三）上午九点至下午三点，1至6号楼将暂停供水，请各位业主提前储水，给大家带来不便，敬请谅解。"
]
ZSHORT = "12月10日（周三）9:00—15:00，1至6号楼停水检修，请提前储水。"
case(
    "quoted",
    "d10-quoted-zh-01",
    "zh",
    "short_quoted",
    "一段式通知精简后整段放在“”里",
    ZONE_T,
    ZONE,
    "精简成一句话。",
    [f"“{ZSHORT}”"],
    [ZSHORT],
)
case(
    "quoted",
    "d10-quoted-en-02",
    "en",
    "selection_replace_label",
    "a selection answered 'Replace with: …'",
    LIB_T,
    LIB,
    "Friendlier.",
    ["Replace with: Got a question? Ask us at the front desk"],
    swap(LIB, 3, "Got a question? Ask us at the front desk or call 01632 960 411."),
    selected_text="Questions? Ask at the front desk",
)
case(
    "quoted",
    "d10-quoted-zh-02",
    "zh",
    "selection_quoted_explained",
    "选中句的新写法放在“”里，后面一行“说明：”",
    ZLIB_T,
    ZLIB,
    "更亲切一点。",
    ["“有任何疑问，欢迎到服务台找我们”\n\n说明：用“欢迎”“找我们”拉近距离。"],
    swap(ZLIB, 3, "有任何疑问，欢迎到服务台找我们，或拨打电话 6258 3301。"),
    selected_text="如有疑问，请到服务台咨询",
)

# Versions offered to choose from ------------------------------------------------------------

case(
    "choices",
    "d10-choices-en-01",
    "en",
    "two_options",
    "two numbered versions of the paragraph and a question: neither is saved",
    POOL_T,
    POOL,
    "Make the apology warmer.",
    [
        "Here are two options:\n\n1. We're truly sorry for the disruption, and thank you for your patience.\n2. We know this is a nuisance, and we're sorry. Thank you for bearing with us.\n\nWhich do you prefer?"
    ],
    expect={"outcome": "model_says", "contains": "Which do you prefer?"},
)
case(
    "choices",
    "d10-choices-zh-01",
    "zh",
    "two_options",
    "方案一/方案二 加一句“你更喜欢哪个？”",
    ZTRIP_T,
    ZTRIP,
    "把集合那段写得更醒目。",
    [
        "方案一：**早上七点五十分**在学校门口集合，八点准时出发，预计下午三点半返校。\n\n方案二：集合时间：早上七点五十分，地点：学校门口；八点出发，约下午三点半返校。\n\n你更喜欢哪个？"
    ],
    expect={"outcome": "model_says", "contains": "你更喜欢哪个"},
)
new = swap(LIB, 3, "Questions? Just ask at the front desk, or ring us on 01632 960 411.")
case(
    "choices",
    "d10-choices-en-02",
    "en",
    "edit_then_question",
    "control: the whole article edited, then a question naming two versions — the edit is saved",
    LIB_T,
    LIB,
    "Make the last paragraph friendlier.",
    [
        full(LIB_T, new)
        + "\n\nI also had two versions of the opening in mind — which do you prefer, formal or chatty?"
    ],
    new,
)

# A chronology named by its years ------------------------------------------------------------

ZYEARS_T = "村史大事记"
ZYEARS = ["本村大事，按年份记录。"] + [
    f"{y}年，{w}"
    for y, w in [
        (1952, "成立互助组。"),
        (1958, "修建村小学。"),
        (1965, "通电。"),
        (1978, "分田到户。"),
        (1983, "修通公路。"),
        (1990, "建起第一座砖厂。"),
        (2005, "自来水入户。"),
    ]
]
new_z = swap(ZYEARS, 3, "1965年，通电。全村第一台电视机在大队部亮起。")
case(
    "entries",
    "d10-entries-zh-03",
    "zh",
    "year_label_ellipsis",
    "大事记按年份点名一条，前后用单独的“……”行代替",
    ZYEARS_T,
    ZYEARS,
    "1965年那条加一句：全村第一台电视机在大队部亮起。",
    [ZYEARS_T + "\n\n……\n\n" + new_z[3] + "\n\n……"],
    new_z,
)

# Search/replace pairs without markers ---------------------------------------------------------

case(
    "blocks",
    "d10-blocks-en-03",
    "en",
    "blocks_labelled",
    "'Find: … / Replace with: …' lines instead of block markers, with a remark after them",
    LIB_T,
    LIB,
    "Change the phone number to 01632 960 412.",
    ["Find: call 01632 960 411.\nReplace with: call 01632 960 412.\n\nThat's the only change."],
    swap(LIB, 3, LIB[3].replace("960 411", "960 412")),
    edit_format="blocks",
)
case(
    "blocks",
    "d10-blocks-zh-03",
    "zh",
    "blocks_tagged",
    "<old_text>/<new_text> 标签代替块标记",
    ZLIB_T,
    ZLIB,
    "电话改成 6258 3302。",
    [
        "<old_text>\n拨打电话 6258 3301。\n</old_text>\n<new_text>\n拨打电话 6258 3302。\n</new_text>"
    ],
    swap(ZLIB, 3, ZLIB[3].replace("3301", "3302")),
    edit_format="blocks",
)

write(HERE)
