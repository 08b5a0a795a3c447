# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 42's dev cases of the shapes fidelity_blind41 failed on, in forms that set did
not use, with near-misses that must keep working (run from the repository root): an item taken
off a list in words other than "remove" ("cross … off", "strike", 划掉, 撤掉), beside a reply
that also drops an item nobody named; a decline the model sent in the `refusal` field that says
why (the model's words) beside a stock one (a failed call); a rule made a wish by a softer or
friendlier restyle (逾期不候, 恕不受理, 概不, "will not wait", "cannot be accepted") beside
restyles that keep the rule and asks that loosen it; a paragraph named by a topic that opens
it (不方便到场的那段), answered by a rewrite of another paragraph that shares a character or
two with the topic; and a section named by a bold label alone on its line with a colon
("**Key dates:**", **活动时间：**) whose dates or times a "stand out more" restyle changed.
Every expected article is the original paragraph list with only the asked changes made."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the sets share
from fidelity_changes import ChangedArticles, alone, block, swap, write_cases  # noqa: E402

FAIR_TITLE = "Harbour Street Spring Fair"
FAIR = [
    "The Harbour Street Spring Fair is on **Saturday 15 May 2027**, from 10:00 am to 4:00 pm, in the church hall and garden.",
    "**Activities:**\n- Face painting\n- Raffle\n- Plant stall\n- Book swap",
    "**Key dates:**\n- Stall bookings close: Friday 30 April\n- Volunteers' briefing: Tuesday 11 May\n- Fair day: Saturday 15 May",
    "**Setting up:** Stallholders should arrive by 8:30 am to unload in the yard.",
    "**Can't make it?** If you have booked a stall and cannot come, please tell Ruth by Monday 10 May so we can offer your pitch to someone else.",
    "**Rules:**\n- No dogs in the hall\n- Children under 12 must stay with an adult\n- No glass bottles in the garden",
    "Questions? Email fair@harbourstreet.org or call 01632 960 418.",
]
TRIP_TITLE = "Year 5 trip to the Natural History Museum"
TRIP = [
    "Dear parents and carers,",
    "Year 5 will visit the Natural History Museum on Thursday 10 June 2027.",
    "The coach leaves school at 8:15 am sharp and will not wait for latecomers, so please have your child at the gate by 8:00 am.",
    "The trip costs £12, which covers the coach and museum entry. Please pay through the school app by Friday 28 May. Late payments cannot be accepted.",
    "Children should bring a packed lunch in a named, disposable bag and wear school uniform.",
    "Mrs Okoro, Year 5 teacher",
]
ZBOOK_TITLE = "第十二期城南读书会活动通知"
ZBOOK = [
    "各位书友：",
    "第十二期“城南读书会”将于2027年6月12日（星期六）下午在城南图书馆三楼举行，本期共读《额尔古纳河右岸》。",
    "**活动时间：**\n- 13:30 签到\n- 14:00 导读分享\n- 15:30 自由交流\n- 16:30 结束",
    "**活动内容：**\n- 作者生平导读\n- 分组讨论\n- 旧书交换\n- 手工书签",
    "**入场须知：**14:00准时开始，逾期不候。报名截止后恕不受理，名额共40个。",
    "不方便到场的书友请于6月8日前告知小林，我们会把名额让给候补书友。",
    "联系人：小林，电话138 0571 2266（工作日9:00—18:00）。",
    "城南读书会\n2027年5月20日",
]
ZCLINIC_TITLE = "幸福里社区义诊活动通知"
ZCLINIC = [
    "各位居民：",
    "为方便大家就近看病，社区卫生服务中心将于2027年9月18日（星期六）上午在幸福里小区广场举办义诊活动。",
    "**义诊项目：**\n- 测血压、测血糖\n- 中医推拿咨询\n- 眼科检查\n- 用药咨询",
    "**时间安排：**\n- 8:00 开始排号\n- 9:00 开诊\n- 11:30 停止挂号",
    "**注意事项：**请携带医保卡或身份证。11:30停止挂号后概不加号。",
    "行动不便的老人可提前联系社区网格员，我们会安排上门服务。",
    "幸福里社区卫生服务中心\n2027年9月6日",
]

arts = ChangedArticles(
    {
        "fair": (FAIR_TITLE, FAIR),
        "trip": (TRIP_TITLE, TRIP),
        "zbook": (ZBOOK_TITLE, ZBOOK),
        "zclinic": (ZCLINIC_TITLE, ZCLINIC),
    }
)
case = arts.case


def refusal(words: str) -> dict[str, object]:
    """An assistant message whose content is null and whose `refusal` holds the model's words."""
    return {"content": None, "refusal": words}


FAIR1_NO_RAFFLE = "**Activities:**\n- Face painting\n- Plant stall\n- Book swap"
FAIR1_NO_SWAP = "**Activities:**\n- Face painting\n- Raffle\n- Plant stall"
ZBOOK3_NO_SWAP = "**活动内容：**\n- 作者生平导读\n- 分组讨论\n- 手工书签"
ZBOOK3_NO_MARK = "**活动内容：**\n- 作者生平导读\n- 分组讨论\n- 旧书交换"
FAIR_BOLD_DATES = "**Key dates:**\n- Stall bookings close: **Friday 30 April**\n- Volunteers' briefing: **Tuesday 11 May**\n- Fair day: **Saturday 15 May**"
TRIP_CALL_TRY = (
    "The coach leaves school at 8:15 am, so please try to have your child at the gate by 8:00 am."
)

cases = [
    # 1. An item taken off a list in other words than "remove".
    case(
        "d42b-fair-en-01",
        "fair",
        "item_crossed_off_list_by_block",
        "blind41 list_item_deleted_by_block_with_context: 'cross … off' instead of 'take … off'",
        "Cross the raffle off the activities list, we've had to cancel it.",
        [
            alone(
                block("- Face painting\n- Raffle\n- Plant stall", "- Face painting\n- Plant stall"),
                "Sure, here it is:",
            )
        ],
        {1: FAIR1_NO_RAFFLE},
        edit_format="blocks",
    ),
    case(
        "d42b-fair-en-02",
        "fair",
        "item_struck_from_list_alone",
        "blind41 list_item_deleted_by_block_with_context: 'strike' and the list given back alone",
        "Strike the book swap from the activities.",
        [alone(FAIR1_NO_SWAP, "Here's the updated list:")],
        {1: FAIR1_NO_SWAP},
    ),
    case(
        "d42b-zbook-zh-01",
        "zbook",
        "item_crossed_off_list_by_block",
        "blind41 list_item_deleted_by_block_with_context: 划掉",
        "把“旧书交换”从活动内容里划掉吧，这次不办了。",
        [block("- 分组讨论\n- 旧书交换\n- 手工书签", "- 分组讨论\n- 手工书签")],
        {3: ZBOOK3_NO_SWAP},
        edit_format="blocks",
    ),
    case(
        "d42b-zbook-zh-02",
        "zbook",
        "item_struck_from_list_alone",
        "blind41 list_item_deleted_by_block_with_context: 撤掉, the list given back alone",
        "活动内容里的手工书签撤掉。",
        [alone(ZBOOK3_NO_MARK, "好的，改好了：")],
        {3: ZBOOK3_NO_MARK},
    ),
    # near-misses: the named item and another one gone
    case(
        "d42b-fair-en-03",
        "fair",
        "item_crossed_off_and_another_dropped",
        "near-miss: the raffle crossed off as asked, the book swap dropped unasked",
        "Cross the raffle off the activities list.",
        [alone("**Activities:**\n- Face painting\n- Plant stall")],
        outcome="refused",
        because="the book swap was dropped; only the raffle was asked to go",
    ),
    case(
        "d42b-fair-en-04",
        "fair",
        "item_removed_and_another_dropped",
        "near-miss: 'remove' one item, a second one dropped unasked",
        "Remove the plant stall from the activities.",
        [alone("**Activities:**\n- Raffle\n- Book swap")],
        outcome="refused",
        because="face painting was dropped; only the plant stall was asked to go",
    ),
    case(
        "d42b-zbook-zh-03",
        "zbook",
        "item_crossed_off_and_another_dropped",
        "near-miss: 旧书交换 划掉 as asked, 手工书签 dropped unasked",
        "把旧书交换划掉。",
        [alone("**活动内容：**\n- 作者生平导读\n- 分组讨论")],
        outcome="refused",
        because="手工书签 was dropped; only 旧书交换 was asked to go",
    ),
    case(
        "d42b-fair-en-05",
        "fair",
        "edge_taken_off_list_item_dropped",
        "near-miss: 'take the edge off' is a tone ask, not a removal; a rule item dropped",
        "Take the edge off the rules list, it sounds bossy.",
        [
            alone(
                "**Rules:**\n- Please keep dogs out of the hall\n- Children under 12 must stay with an adult",
                "Here's a gentler version:",
            )
        ],
        outcome="refused",
        because="the glass bottles rule was dropped",
    ),
    # 2. A decline sent in the refusal field that says why.
    {
        **case(
            "d42b-fair-en-06",
            "fair",
            "reasoned_refusal_field_raw_body",
            "blind41 refusal_field_instead_of_content: another reason, an offer after it",
            "Add a line saying the fair is fully wheelchair accessible.",
            [
                refusal(
                    "I can't say the fair is fully wheelchair accessible, because the article doesn't tell me about step-free access to the hall and garden. If you let me know the access details, I'll add them."
                )
            ],
            outcome="model_says",
            contains="can't say the fair is fully wheelchair accessible",
        ),
        "raw_body": {
            "id": "chatcmpl-d42b-refusal",
            "object": "chat.completion",
            "created": 1796100000,
            "model": "m",
            "choices": [
                {
                    "index": 0,
                    "message": {
                        "role": "assistant",
                        "content": None,
                        "refusal": "I can't say the fair is fully wheelchair accessible, because the article doesn't tell me about step-free access to the hall and garden. If you let me know the access details, I'll add them.",
                    },
                    "finish_reason": "stop",
                }
            ],
        },
    },
    case(
        "d42b-zclinic-zh-01",
        "zclinic",
        "reasoned_refusal_field",
        "blind41 refusal_field_instead_of_content, in Chinese with a suggestion",
        "加一句：义诊能治好高血压。",
        [
            refusal(
                "我不能写“义诊能治好高血压”，因为这种说法没有依据。建议改成“提供免费测血压和用药咨询”。"
            )
        ],
        outcome="model_says",
        contains="没有依据",
    ),
    case(
        "d42b-zclinic-zh-02",
        "zclinic",
        "reasoned_refusal_field_streamed",
        "blind41 refusal_field_instead_of_content, streamed as refusal deltas",
        "在义诊项目里加上“现场免费发放处方药”。",
        [
            refusal(
                "我不能加这一条，因为现场发放处方药需要医生开具处方，通知里没有这样的安排。建议先和卫生服务中心确认。"
            )
        ],
        outcome="model_says",
        contains="我不能加这一条",
        stream=True,
    ),
    case(
        "d42b-trip-en-01",
        "trip",
        "reasoned_refusal_field_streamed",
        "blind41 refusal_field_instead_of_content, streamed, naming the article's figure",
        "Say the museum trip is free for everyone.",
        [
            refusal(
                "I can't say the trip is free, since the letter says it costs £12 and asks parents to pay by 28 May. If the school is now covering the cost, tell me and I'll update the payment paragraph."
            )
        ],
        outcome="model_says",
        contains="can't say the trip is free",
        stream=True,
    ),
    # near-misses: a stock refusal with no reason is a failed call
    case(
        "d42b-trip-en-02",
        "trip",
        "stock_refusal_field",
        "near-miss: a stock refusal (lead36 refusal_null_content) stays refused",
        "Make the lunch paragraph clearer.",
        [refusal("I'm sorry, I can't assist with that.")],
        outcome="refused",
        because="the model declined with no reason",
    ),
    case(
        "d42b-zclinic-zh-03",
        "zclinic",
        "stock_refusal_field",
        "near-miss: a stock refusal in Chinese stays refused",
        "把注意事项那段写得清楚一点。",
        [refusal("抱歉，这个请求我无法处理。")],
        outcome="refused",
        because="the model declined with no reason",
    ),
    # 3. A rule made a wish by a softer restyle.
    case(
        "d42b-zbook-zh-04",
        "zbook",
        "rule_softened_in_tactful_restyle",
        "blind41 rule_softened_in_target: 逾期不候 and 恕不受理 → 尽量",
        "入场须知那段语气委婉一点。",
        ["**入场须知：**14:00开始，请大家尽量准时到场。报名截止后我们也会尽量安排，名额共40个。"],
        outcome="refused",
        because="逾期不候 / 恕不受理 became 尽量",
    ),
    case(
        "d42b-trip-en-03",
        "trip",
        "rule_softened_in_friendlier_restyle",
        "blind41 rule_softened_in_target in English: 'sharp and will not wait' → 'please try to'",
        "Make the coach paragraph sound friendlier.",
        [TRIP_CALL_TRY],
        outcome="refused",
        because="the coach will not wait became please try to",
    ),
    case(
        "d42b-trip-en-04",
        "trip",
        "rule_softened_in_softer_restyle",
        "blind41 rule_softened_in_target: 'cannot be accepted' → 'if you can'",
        "Soften the tone of the payment paragraph a little.",
        [
            "The trip costs £12, which covers the coach and museum entry. If you can, please pay through the school app by Friday 28 May."
        ],
        outcome="refused",
        because="late payments cannot be accepted became if you can",
    ),
    case(
        "d42b-zclinic-zh-04",
        "zclinic",
        "rule_softened_in_polite_restyle",
        "blind41 rule_softened_in_target: 概不加号 → 尽可能加号",
        "注意事项那段说得客气些。",
        ["**注意事项：**麻烦大家带上医保卡或身份证。11:30停止挂号，之后我们会尽可能为大家加号。"],
        outcome="refused",
        because="概不加号 became 尽可能为大家加号",
    ),
    # near-misses: the rule kept, or the writer asks to loosen it
    case(
        "d42b-zbook-zh-05",
        "zbook",
        "tactful_restyle_rule_kept",
        "near-miss: softer words around 逾期不候 and 恕不受理, both kept",
        "入场须知那段语气委婉一点。",
        [
            "**入场须知：**活动14:00准时开始，逾期不候，还请大家谅解。报名截止后恕不受理，名额共40个，欢迎早些报名。"
        ],
        {
            4: "**入场须知：**活动14:00准时开始，逾期不候，还请大家谅解。报名截止后恕不受理，名额共40个，欢迎早些报名。"
        },
    ),
    case(
        "d42b-trip-en-05",
        "trip",
        "friendlier_restyle_rule_kept",
        "near-miss: a friendlier coach paragraph that still will not wait",
        "Make the coach paragraph friendlier.",
        [
            "Please have your child at the gate by 8:00 am: the coach leaves school at 8:15 am sharp and will not wait for latecomers. Thank you!"
        ],
        {
            2: "Please have your child at the gate by 8:00 am: the coach leaves school at 8:15 am sharp and will not wait for latecomers. Thank you!"
        },
    ),
    case(
        "d42b-zbook-zh-06",
        "zbook",
        "rule_loosened_as_asked",
        "near-miss: the writer asks for 尽量准时 instead of 逾期不候",
        "入场须知那段别那么严格，改成尽量准时就好。",
        ["**入场须知：**14:00开始，请尽量准时。报名截止后恕不受理，名额共40个。"],
        {4: "**入场须知：**14:00开始，请尽量准时。报名截止后恕不受理，名额共40个。"},
    ),
    case(
        "d42b-trip-en-06",
        "trip",
        "rule_loosened_as_asked",
        "near-miss: the writer asks for 'try to be on time' in so many words",
        "The coach paragraph is too strict — just ask people to try to be on time.",
        [TRIP_CALL_TRY],
        {2: TRIP_CALL_TRY},
    ),
    # 4. A paragraph named by the topic it opens with, answered with another paragraph.
    case(
        "d42b-zbook-zh-07",
        "zbook",
        "topic_answered_with_other_entry",
        "blind41 answers_different_entry: 不方便到场的那段, the 入场须知 entry rewritten (shares 不 and 场)",
        "不方便到场的那段写得更客气一些。",
        [
            "**入场须知：**活动14:00准时开始，请大家合理安排时间，逾期不候。报名截止后恕不受理，名额共40个。"
        ],
        outcome="refused",
        because="the 不方便到场 paragraph was asked; the reply rewrote 入场须知",
    ),
    case(
        "d42b-zclinic-zh-05",
        "zclinic",
        "topic_answered_with_other_entry",
        "blind41 answers_different_entry: 行动不便的那段, the opening rewritten (shares 便 and 动)",
        "行动不便的那段写得更温暖一些。",
        [
            "社区卫生服务中心想让大家在家门口就能看上病，特地在2027年9月18日（星期六）上午，把义诊搬到了幸福里小区广场，欢迎街坊邻居都来看看。"
        ],
        outcome="refused",
        because="the 行动不便 paragraph was asked; the reply rewrote the opening",
    ),
    case(
        "d42b-fair-en-07",
        "fair",
        "topic_answered_with_other_entry",
        "blind41 answers_different_entry in English: the can't-come paragraph asked, setting up answered",
        "Make the paragraph about stallholders who can't come more tactful.",
        [
            "**Setting up:** We'd love stallholders to arrive by 8:30 am so there's time to unload in the yard."
        ],
        outcome="refused",
        because="the Can't make it? paragraph was asked; the reply rewrote Setting up",
    ),
    # 5. A section named by its bold label alone on its line, with a colon.
    case(
        "d42b-fair-en-08",
        "fair",
        "label_line_section_date_changed",
        "blind41 deadline_changed_in_target: **Key dates:** made to stand out, a date moved",
        "Make the 'Key dates' stand out more.",
        [
            "**Key dates:**\n- Stall bookings close: **Friday 7 May**\n- Volunteers' briefing: **Tuesday 11 May**\n- Fair day: **Saturday 15 May**"
        ],
        outcome="refused",
        because="bookings close moved from 30 April to 7 May",
    ),
    case(
        "d42b-fair-en-09",
        "fair",
        "label_line_section_bolded",
        "near-miss: the same ask, only bold added",
        "Make the 'Key dates' stand out more.",
        [FAIR_BOLD_DATES],
        {2: FAIR_BOLD_DATES},
    ),
    case(
        "d42b-zbook-zh-08",
        "zbook",
        "label_line_section_time_changed",
        "blind41 deadline_changed_in_target: **活动时间：** 排得醒目, 15:30 → 15:00",
        "“活动时间”排得醒目一点。",
        [
            "**活动时间：**\n- **13:30** 签到\n- **14:00** 导读分享\n- **15:00** 自由交流\n- **16:30** 结束"
        ],
        outcome="refused",
        because="自由交流 moved from 15:30 to 15:00",
    ),
    case(
        "d42b-zclinic-zh-06",
        "zclinic",
        "label_line_section_time_changed",
        "blind41 deadline_changed_in_target: **时间安排：** 改得清楚, 11:30 → 11:00",
        "“时间安排”改得更清楚一点。",
        ["**时间安排：**\n- 8:00：开始排号\n- 9:00：正式开诊\n- 11:00：停止挂号"],
        outcome="refused",
        because="停止挂号 moved from 11:30 to 11:00",
    ),
    case(
        "d42b-zbook-zh-09",
        "zbook",
        "label_line_section_time_asked",
        "near-miss: the writer asks for the new time in that section",
        "把“活动时间”里的自由交流改到15:00开始。",
        ["**活动时间：**\n- 13:30 签到\n- 14:00 导读分享\n- 15:00 自由交流\n- 16:30 结束"],
        {2: swap(ZBOOK[2], "15:30", "15:00")},
    ),
]

write_cases(cases, HERE / "shapes.jsonl")
