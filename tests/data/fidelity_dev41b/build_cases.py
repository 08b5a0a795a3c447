# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 41's dev cases of the shapes fidelity_blind40 failed on, in forms that set did
not use, with near-misses that must keep working (run from the repository root): a selection
answered in quotes with a remark on what was kept; a fact put right with a verb other than
"is" ("…starts at 7:15, not 7:00") beside a second block that changes another figure; a
restyle that moves a cost the contract included onto a party; a paragraph given alone whose
last sentence tells readers to check something; a tool call of a look-up tool whose arguments
have from/to keys; a title ask answered with a labelled title and a remark on the body, its
suggestion naming "the closing date"; a title ask with a bare style clause after it answered
in bold; a whole reply that adds an unasked paragraph with a statistic beside the target; and
"38 of the 41" said as "all but 3 of the 41". Every expected article is the original paragraph
list with only the asked changes made."""

from __future__ import annotations

import json
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

POOL_TITLE = "Riverside Pool reopens after repairs"
POOL = [
    "Riverside Pool reopens on Monday 3 May after six weeks of repairs to the roof and the changing rooms.",
    "**Early swim:** The early lane swim starts at 7:00 am on weekdays. Lanes are split into slow, medium and fast, and the session lasts 90 minutes.",
    "**Prices:** An adult swim costs £5.20 and a child's swim £2.60. Under-fives swim free with a paying adult.",
    "**Lessons:** Our Saturday lessons restart on 8 May. Last term 52 of the 60 children in the beginners' group moved up a level.",
    "**Getting here:** The car park has 40 spaces and is free for two hours. Bus 22 stops outside the main door.",
    "Questions? Call the front desk on 01632 960 771 or email swim@riversidepool.org.",
]
LEASE_TITLE = "Addendum to the lease of Unit 4, Canal Works"
LEASE = [
    "This addendum is made between Harbour Estates Ltd (the Landlord) and Finch & Gale Design (the Tenant) and forms part of the lease dated 1 February 2027.",
    "Clause 1. Fit-out. The Tenant may paint the interior walls and put up shelving without asking the Landlord first. Any other alteration needs the Landlord's written consent.",
    "Clause 2. Rubbish. The Tenant shall sort its rubbish into the bins provided in the yard. The collection of the bins every Tuesday is included in the service charge.",
    "Clause 3. Keys. The Landlord will supply four sets of keys. A lost set will be replaced within five working days.",
    "Clause 4. Notice. Either party may end this addendum with three months' notice in writing.",
]
ZPOOL_TITLE = "滨江游泳馆暑期开放通知"
ZPOOL = [
    "滨江游泳馆将于7月1日起恢复全天开放，暑期开放至8月31日。",
    "**开放时间：**每天早上6点半开门，晚上9点闭馆，每周一上午清洁池水，暂停开放。",
    "**票价：**成人单次票30元，儿童单次票15元，身高1.2米以下儿童在成人陪同下免费。",
    "**训练班：**暑期少儿游泳班每期12次课，学费800元，已包含泳帽和教练费。报满即止，开课后不再退费。",
    "**注意事项：**入场前须冲淋，池边请勿奔跑，深水区仅限持深水证者进入。",
    "咨询电话：0571-8690 2236。",
]
ZLEASE_TITLE = "办公室租赁补充协议"
ZLEASE = [
    "出租方（甲方）：杭州滨盛物业管理有限公司\n承租方（乙方）：杭州青禾文化传播有限公司",
    "第一条 装修。乙方可自行粉刷墙面、安装置物架，其他改动须经甲方书面同意。",
    "第二条 门禁。甲方为乙方提供门禁卡6张，门禁卡制作费用已包含在首期租金内。遗失补办每张收取工本费20元。",
    "第三条 垃圾清运。乙方应将垃圾分类投放至指定垃圾桶，由甲方负责每日清运。",
    "第四条 解约。任何一方提前解约，须提前三个月书面通知对方。",
]

arts = ChangedArticles(
    {
        "pool": (POOL_TITLE, POOL),
        "lease": (LEASE_TITLE, LEASE),
        "zpool": (ZPOOL_TITLE, ZPOOL),
        "zlease": (ZLEASE_TITLE, ZLEASE),
    }
)
case = arts.case
whole = arts.whole


def tool_call(name: str, arguments: dict[str, object]) -> dict[str, object]:
    """An assistant message with one tool call and no content."""
    return {
        "content": None,
        "tool_calls": [
            {
                "id": f"call_{name}",
                "type": "function",
                "function": {"name": name, "arguments": json.dumps(arguments, ensure_ascii=False)},
            }
        ],
    }


SEL_POOL = "Last term 52 of the 60 children in the beginners' group moved up a level."
SEL_ZPOOL = "报满即止，开课后不再退费。"
POOL3_ALL_BUT = swap(
    POOL[3],
    SEL_POOL,
    "Last term all but 8 of the 60 children in the beginners' group moved up a level.",
)
POOL1_715 = swap(POOL[1], "7:00 am", "7:15 am")
ZPOOL1_7 = swap(ZPOOL[1], "早上6点半开门", "早上7点开门")
LEASE2_SHORT = "Clause 2. Rubbish. The Tenant shall sort its rubbish into the yard bins. Tuesday collection is included in the service charge."
ZLEASE2_SHORT = "第二条 门禁。甲方提供门禁卡6张，制作费已含在首期租金内，遗失补办每张20元。"
ZPOOL3_REMIND = "**训练班：**暑期少儿游泳班每期12次课，学费800元，已包含泳帽和教练费。报满即止，开课后不再退费，请家长确认孩子的时间后再报名。"
POOL2_REMIND = "**Prices:** An adult swim costs £5.20 and a child's swim £2.60. Under-fives swim free with a paying adult, so please check your child's age before you pay."

cases = [
    # 1. A selection answered in quotes, then a remark on what was kept.
    case(
        "d41b-pool-en-01",
        "pool",
        "selection_quoted_then_kept_remark",
        "blind40 selection_quoted_then_note, a remark that says the figures stayed",
        "Make this sound friendlier.",
        [
            '"Last term, 52 of our 60 beginners moved up a level — brilliant work, everyone!"\n\nThe numbers are unchanged.'
        ],
        {
            3: swap(
                POOL[3],
                SEL_POOL,
                "Last term, 52 of our 60 beginners moved up a level — brilliant work, everyone!",
            )
        },
        selected=SEL_POOL,
    ),
    case(
        "d41b-zpool-zh-01",
        "zpool",
        "selection_quoted_then_kept_remark",
        "blind40 selection_quoted_then_note in corner quotes, the remark 数字没动",
        "这句说得委婉一点。",
        [
            "「名额报满后停止报名；开课以后，学费就不能再退了，敬请谅解。」\n\n金额和规则都没动，只是语气更委婉。"
        ],
        {
            3: swap(
                ZPOOL[3], SEL_ZPOOL, "名额报满后停止报名；开课以后，学费就不能再退了，敬请谅解。"
            )
        },
        selected=SEL_ZPOOL,
    ),
    # near-miss: a real remark that quotes the selection as it is
    case(
        "d41b-zpool-zh-02",
        "zpool",
        "selection_remark_quoting_itself",
        "near-miss: the model quotes the writer's sentence and says it is fine",
        "这句要不要改得更清楚？",
        ["“报满即止，开课后不再退费。”这句已经很清楚了，保持原样就好。"],
        outcome="no_change",
        selected=SEL_ZPOOL,
    ),
    # 2. A fact put right with another verb, and an unannounced second block.
    case(
        "d41b-pool-en-02",
        "pool",
        "correction_other_verb_second_block",
        "blind40 second_block_changes_untouched_date: 'begins at …, not …' and a price changed elsewhere",
        "The early swim begins at 7:15 am, not 7:00. Can you fix that?",
        [
            alone(
                block(
                    "The early lane swim starts at 7:00 am on weekdays.",
                    "The early lane swim starts at 7:15 am on weekdays.",
                )
                + "\n\n"
                + block("An adult swim costs £5.20", "An adult swim costs £5.50"),
                "Done:",
            )
        ],
        {1: POOL1_715},
        withheld=1,
        edit_format="blocks",
    ),
    case(
        "d41b-zpool-zh-03",
        "zpool",
        "correction_other_verb_second_block",
        "blind40 second_block_changes_untouched_date: 改到…，不是… and a fee changed elsewhere",
        "开门时间改到早上7点，不是6点半，麻烦改一下。",
        [block("每天早上6点半开门", "每天早上7点开门") + "\n\n" + block("学费800元", "学费880元")],
        {1: ZPOOL1_7},
        withheld=1,
        edit_format="blocks",
    ),
    # near-miss: two facts the writer gives, two blocks, both applied
    case(
        "d41b-pool-en-03",
        "pool",
        "two_writer_facts_two_blocks",
        "near-miss: two writer facts, each in its own block",
        "The early swim now starts at 7:15 am, and the car park has 45 spaces, not 40.",
        [
            block(
                "The early lane swim starts at 7:00 am on weekdays.",
                "The early lane swim starts at 7:15 am on weekdays.",
            )
            + "\n\n"
            + block("The car park has 40 spaces", "The car park has 45 spaces")
        ],
        {1: POOL1_715, 4: swap(POOL[4], "40 spaces", "45 spaces")},
        edit_format="blocks",
    ),
    # near-miss: a correction answered with one block only
    case(
        "d41b-lease-en-01",
        "lease",
        "correction_other_verb_one_block",
        "near-miss: a key count put right with 'will supply …, not …', one block",
        "The Landlord will supply three sets of keys, not four. Please correct it.",
        [
            block(
                "The Landlord will supply four sets of keys.",
                "The Landlord will supply three sets of keys.",
            )
        ],
        {3: swap(LEASE[3], "four sets", "three sets")},
        edit_format="blocks",
    ),
    # 3. A restyle that moves a cost the contract included onto a party.
    case(
        "d41b-lease-en-02",
        "lease",
        "included_cost_moved_to_party",
        "blind40 obligation_shifted_in_target in English: 'included in the service charge' → 'the Tenant shall pay'",
        "Make clause 2 shorter.",
        [
            "Clause 2. Rubbish. The Tenant shall sort its rubbish into the yard bins, and the Tenant shall pay for the Tuesday collection."
        ],
        outcome="refused",
        because="the collection was included in the service charge; the reply makes the Tenant pay for it",
    ),
    case(
        "d41b-zlease-zh-01",
        "zlease",
        "included_cost_moved_to_party",
        "blind40 obligation_shifted_in_target: 已包含在首期租金内 → 由乙方承担",
        "第二条精简一下。",
        ["第二条 门禁。甲方提供门禁卡6张，制作费用由乙方承担，遗失补办每张20元。"],
        outcome="refused",
        because="门禁卡制作费原已包含在租金内，回复改成由乙方承担",
    ),
    # near-miss: the shorter clause keeps what is included
    case(
        "d41b-lease-en-03",
        "lease",
        "shorter_clause_keeps_inclusion",
        "near-miss: a shorter clause that still says the collection is included",
        "Make clause 2 shorter.",
        [LEASE2_SHORT],
        {2: LEASE2_SHORT},
    ),
    case(
        "d41b-zlease-zh-02",
        "zlease",
        "shorter_clause_keeps_inclusion",
        "near-miss: 精简后仍写明已含在首期租金内",
        "第二条精简一下。",
        ["好的：\n\n" + ZLEASE2_SHORT],
        {2: ZLEASE2_SHORT},
    ),
    # 4. A paragraph alone whose last sentence asks readers to check something.
    case(
        "d41b-zpool-zh-04",
        "zpool",
        "entry_alone_ends_with_reader_request",
        "blind40 raw_stream_reasoning_deltas_then_entry: 请家长确认… is the notice's own sentence",
        "训练班那段加一句，提醒家长先确认时间。",
        [{"reasoning_content": "在训练班那段末尾加提醒，金额不变。", "content": ZPOOL3_REMIND}],
        {3: ZPOOL3_REMIND},
    ),
    case(
        "d41b-pool-en-04",
        "pool",
        "entry_alone_ends_with_reader_request",
        "blind40 raw_stream_reasoning_deltas_then_entry in English: '…, so please check …'",
        "In the prices paragraph, remind parents to check their child's age.",
        [alone(POOL2_REMIND, "Here's the prices paragraph:")],
        {2: POOL2_REMIND},
        stream=True,
    ),
    # near-miss: the model's own request to the writer after the entry stays out
    case(
        "d41b-zpool-zh-05",
        "zpool",
        "entry_alone_then_model_asks_to_confirm",
        "near-miss: 请确认… on its own line after the entry is the model talking",
        "训练班那段加一句，提醒家长先确认时间。",
        [ZPOOL3_REMIND + "\n\n请确认学费金额是否需要调整。"],
        {3: ZPOOL3_REMIND},
    ),
    # 5. A look-up tool's call with from/to arguments.
    case(
        "d41b-pool-en-05",
        "pool",
        "lookup_tool_call_from_to",
        "blind40 tool_call_instead_of_edit: a route look-up whose arguments read like a replacement",
        "Add how long the walk from the bus stop takes to the Getting here paragraph.",
        [tool_call("walking_time", {"from": "Bus 22", "to": "the main door"})],
        outcome="refused",
        because="a tool call, no text to save",
    ),
    case(
        "d41b-zpool-zh-06",
        "zpool",
        "lookup_tool_call_from_to",
        "blind40 tool_call_instead_of_edit: 查询天气的调用带 from/to 参数",
        "开放时间那段补一句雨天是否开放。",
        [tool_call("lookup_weather", {"from": "7月1日", "to": "8月31日", "city": "杭州"})],
        outcome="refused",
        because="模型调用了工具，没有给出可保存的文字",
    ),
    # near-miss: an edit tool with from/to arguments is read as the edit
    case(
        "d41b-lease-en-04",
        "lease",
        "edit_tool_call_from_to",
        "near-miss: replace_text(from, to) is the edit",
        "Clause 4: make it two months' notice.",
        [tool_call("replace_text", {"from": "three months' notice", "to": "two months' notice"})],
        {4: swap(LEASE[4], "three months' notice", "two months' notice")},
    ),
    # 6. A title ask answered with a labelled title and a remark on the body.
    case(
        "d41b-pool-en-06",
        "pool",
        "title_label_then_body_remark",
        "blind40 title_after_label_line: 'the closing date' is no closing paragraph; the remark says the body is fine",
        "Give the notice a title that says the reopening and closing dates of the works.",
        [
            "Title: Riverside Pool: repairs done, open again from 3 May\n\nNo changes needed to the rest."
        ],
        {"title": "Riverside Pool: repairs done, open again from 3 May"},
    ),
    case(
        "d41b-zpool-zh-07",
        "zpool",
        "title_label_then_body_remark",
        "blind40 title_after_label_line: 标题：… then 正文保持不变",
        "标题里写上开放日期。",
        ["标题：滨江游泳馆7月1日起暑期开放\n\n正文保持不变。"],
        {"title": "滨江游泳馆7月1日起暑期开放"},
    ),
    # 7. A title ask with a bare style clause after it, answered in bold.
    case(
        "d41b-zlease-zh-03",
        "zlease",
        "title_bare_style_clause_bold",
        "blind40 title_in_bold_alone: 标题加上单位名，精炼一点 — the style clause is the title's",
        "标题加上承租方名称，精炼一点。",
        ["**青禾文化办公室租赁补充协议**"],
        {"title": "青禾文化办公室租赁补充协议"},
    ),
    case(
        "d41b-lease-en-05",
        "lease",
        "title_bare_style_clause_bold",
        "blind40 title_in_bold_alone in English: 'Put the unit in the title, short and plain.'",
        "Put the tenant's name in the title, short and plain.",
        ["**Finch & Gale: Unit 4 lease addendum**"],
        {"title": "Finch & Gale: Unit 4 lease addendum"},
    ),
    # 8. A whole reply that adds an unasked paragraph with a statistic beside the target.
    case(
        "d41b-pool-en-07",
        "pool",
        "whole_adds_statistic_paragraph",
        "blind40 whole_adds_unasked_paragraph: a made-up survey figure in a new paragraph after the target",
        "Make the lessons paragraph more upbeat.",
        [
            whole(
                "pool",
                {
                    3: "**Lessons:** Great news: our Saturday lessons are back from 8 May! Last term 52 of the 60 children in the beginners' group moved up a level.",
                    4: "Swimming lessons build confidence fast: 9 in 10 parents in our survey said their child was happier in the water after one term.\n\n"
                    + POOL[4],
                },
                lead="Here you go:",
            )
        ],
        {
            3: "**Lessons:** Great news: our Saturday lessons are back from 8 May! Last term 52 of the 60 children in the beginners' group moved up a level."
        },
        withheld=1,
    ),
    case(
        "d41b-zpool-zh-08",
        "zpool",
        "whole_adds_statistic_paragraph",
        "blind40 whole_adds_unasked_paragraph: 在目标段后面加了一段带统计数字的话",
        "训练班那段写得吸引人一些。",
        [
            whole(
                "zpool",
                {
                    3: "**训练班：**暑期少儿游泳班火热招生！每期12次课，学费800元，已包含泳帽和教练费。报满即止，开课后不再退费。",
                    4: "据统计，去年参加训练班的孩子中有95%学会了自由泳。\n\n" + ZPOOL[4],
                },
            )
        ],
        {
            3: "**训练班：**暑期少儿游泳班火热招生！每期12次课，学费800元，已包含泳帽和教练费。报满即止，开课后不再退费。"
        },
        withheld=1,
    ),
    # near-miss: the target split in two, no new figure: both parts saved
    case(
        "d41b-pool-en-08",
        "pool",
        "target_split_in_two_kept",
        "near-miss: the asked paragraph split in two, every figure its own",
        "Make the early swim paragraph easier to scan.",
        [
            whole(
                "pool",
                {
                    1: "**Early swim:** The early lane swim starts at 7:00 am on weekdays and lasts 90 minutes.\n\nLanes are split into slow, medium and fast."
                },
            )
        ],
        {
            1: "**Early swim:** The early lane swim starts at 7:00 am on weekdays and lasts 90 minutes.\n\nLanes are split into slow, medium and fast."
        },
    ),
    # 9. "N of M" said as "all but K of M".
    case(
        "d41b-pool-en-09",
        "pool",
        "count_as_all_but",
        "blind40 selection_answered_bare: 52 of 60 said as 'all but 8 of the 60'",
        "Say this more naturally.",
        ["Last term all but 8 of the 60 children in the beginners' group moved up a level."],
        {3: POOL3_ALL_BUT},
        selected=SEL_POOL,
    ),
    # near-miss: 'all but K of M' that does not add up is another figure
    case(
        "d41b-pool-en-10",
        "pool",
        "all_but_wrong_sum",
        "near-miss: all but 6 of the 60 is 54, not 52",
        "Say this more naturally.",
        ["Last term all but 6 of the 60 children in the beginners' group moved up a level."],
        outcome="refused",
        because="52 of 60 became 54 of 60",
        selected=SEL_POOL,
    ),
    # 10. A moment of the reader's asked in words by a livelier line: no made-up figure.
    case(
        "d41b-pool-en-11",
        "pool",
        "reading_time_idiom_in_restyle",
        "blind40 intro_alone_with_lead_in: 'Give it five minutes' in another idiom",
        "Make the first paragraph more upbeat.",
        [
            alone(
                "Riverside Pool reopens on Monday 3 May after six weeks of roof and changing-room repairs. Give this notice five minutes, then dive in!",
                "Here's a brighter opening:",
            )
        ],
        {
            0: "Riverside Pool reopens on Monday 3 May after six weeks of roof and changing-room repairs. Give this notice five minutes, then dive in!"
        },
    ),
    case(
        "d41b-zpool-zh-09",
        "zpool",
        "reading_time_idiom_in_restyle",
        "blind40 intro_alone_with_lead_in in Chinese: 花五分钟看一下",
        "第一段写得热情一点。",
        ["滨江游泳馆7月1日起全天开放，暑期开到8月31日，来前花五分钟看看须知！"],
        {0: "滨江游泳馆7月1日起全天开放，暑期开到8月31日，来前花五分钟看看须知！"},
    ),
    # near-miss: a walking time made up in a restyle is a figure the article never gave
    case(
        "d41b-pool-en-12",
        "pool",
        "made_up_walking_time",
        "near-miss: 'only five minutes' walk' invented in a friendlier Getting here paragraph",
        "Make the Getting here paragraph friendlier.",
        [
            "**Getting here:** Driving? Our car park has 40 spaces, free for two hours. Bus 22 stops right outside the main door, only five minutes' walk from the town centre."
        ],
        outcome="refused",
        because="the walk from the town centre is a figure the article never gave",
    ),
]

write_cases(cases, HERE / "shapes.jsonl")
