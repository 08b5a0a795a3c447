# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 40's lead fidelity cases (run from the repository root): the shapes of
fidelity_blind39's misses in other genres and wordings — a selection's new text in quotes then
a remark; a title-only ask answered with a labelled title then a remark about the body; a
paragraph or sentence named by its content in other words or by a word it holds (a phrase whose
tail another paragraph holds, 联系方式 beside **付款方式：**, 写下雨那段 for 下起了小雨, "the
bonus", "the checklist", several labels at once); a restyle of the asked paragraph that drops a
condition (无故, "without good reason"), makes a duty negotiable, or drops a list item whose
words the others share; and restyles that keep the meaning but say a bound or a negation
another way (不超过 → 不能超过, "no more than" → "must not be more than", 不配合 → 拒绝配合).
Every expected article is the original paragraph list with only the asked changes made."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).parent
# tests/data: the case builder the dev sets share
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from fidelity_build import case_record  # noqa: E402

Case = dict[str, object]
Changes = dict[object, str | None]

# A swimming club's term notice: bold run-in labels, a list.
EA_TITLE = "Millbrook Swimming Club: Spring Term"
EA = [
    "Welcome to the Millbrook Swimming Club's spring term. Sessions start on Monday 12 April and run for ten weeks at the leisure centre pool.",
    "**Term fee:** £60 for adults and £35 for juniors under 16. Pay at the front desk or by bank transfer before the first session.",
    "**Joining bonus:** members who bring a friend to two sessions get a free swim cap and one session off next term's fee.",
    "**Kit checklist:**\n- a towel for the poolside\n- goggles for the pool\n- a padlock for the pool lockers",
    "**Lane rules:** swim anticlockwise, let faster swimmers pass at the wall, and no more than eight swimmers per lane.",
    "Any questions? Call Helen Osei on 01632 960772 or email swim@millbrookclub.org.uk.",
    "See you in the water,\nThe Millbrook committee",
]
# A tenancy agreement's clauses, no Markdown.
EB_TITLE = "Tenancy Agreement: 14 Orchard Lane"
EB = [
    "Landlord: Martin Crowe\nTenant: Aisha Begum",
    "Clause 1. Rent: the Tenant pays £950 on the first day of each month by standing order.",
    "Clause 2. Deposit: the Tenant pays a deposit of £1,100, held in a government-backed scheme.",
    "Clause 3. Early exit: if the Tenant leaves before the end of the fixed term without good reason, one month's rent is kept; if the Landlord ends the tenancy early without good reason, the Landlord shall refund two months' rent.",
    "Clause 4. Repairs: the Landlord shall repair the boiler within 3 working days of being told of a fault. If the Tenant does not allow access for a repair, the 3 days start again from the day access is given.",
    "Clause 5. Return of deposit: the Landlord shall return the deposit within 10 days of the end of the tenancy, less any agreed deductions.",
    "Signed by the Landlord:\nSigned by the Tenant:",
]
# 健身房会员须知: bold run-in labels, a list, a 付款方式 label beside the contact line.
ZA_TITLE = "星河健身房春季会员须知"
ZA = [
    "各位会员：新年健身季开始了！星河健身房2月1日起新开了一间瑜伽教室，配有20张垫子，春季会员可免费使用。",
    "**会员福利一：**办卡即送两节私教体验课，有效期30天。",
    "**会员福利二：**每月可带一位朋友免费体验一次。",
    "**会员福利三：**生日当月赠送一份蛋白粉小样。",
    "**付款方式：**支持微信、支付宝和银行卡，年卡可分三期付款。",
    "**入场须知：**\n- 进入器械区请穿运动鞋\n- 器械用后请放回原处\n- 进入泳池请戴泳帽",
    "**储物柜：**每次使用不超过4小时，储物柜在瑜伽室旁边，贵重物品请随身携带。",
    "咨询请找前台小林，电话0571-8823 1180（每天9:00—21:00）。",
    "星河健身房\n2027年1月10日",
]
# 租房协议: 第X条 as entries.
ZB_TITLE = "房屋租赁协议"
ZB = [
    "出租方（甲方）：赵海\n承租方（乙方）：林晓",
    "第一条 租金：月租金人民币3200元，乙方应于每月5日前支付。",
    "第二条 押金：乙方于签约当日支付押金人民币6400元。",
    "第三条 提前退租：乙方无故提前退租的，押金不予退还；甲方无故提前收房的，应向乙方双倍返还押金。",
    "第四条 维修：房屋设施非人为损坏的，由甲方负责维修；乙方不配合维修的，由此产生的损失自行承担。",
    "第五条 押金退还：租期届满、乙方结清费用后，甲方应于7日内退还押金。",
    "甲方签字：\n乙方签字：",
]
# 散文: a day in 苏州, the rain said as 下起了小雨.
ZC_TITLE = "平江路的一天"
ZC = [
    "那年春天，我第一次一个人去苏州。",
    "清晨的平江路还很安静，石板路上只有几个扫地的阿姨。我在一家小店里吃了一碗面，汤头很鲜。",
    "午后天色暗了下来，不一会儿就下起了小雨。我躲进一家书店，翻了一下午的旧书。",
    "傍晚雨停了，河面上飘着一层薄雾，远处传来评弹的声音。",
    "后来我又去过苏州很多次，却再也没有遇到那样的一天。",
]
ARTICLES = {
    "ea": (EA_TITLE, EA),
    "eb": (EB_TITLE, EB),
    "za": (ZA_TITLE, ZA),
    "zb": (ZB_TITLE, ZB),
    "zc": (ZC_TITLE, ZC),
}


def body(paragraphs: list[str], changed: Changes) -> str:
    texts = (changed.get(i, p) for i, p in enumerate(paragraphs))
    return "\n\n".join(t for t in texts if t is not None)


def whole(art: str, changed: Changes, lead: str = "", tail: str = "") -> str:
    title, paragraphs = ARTICLES[art]
    text = changed.get("title", title) + "\n\n" + body(paragraphs, changed)
    return "\n\n".join(part for part in (lead, text, tail) if part)


def alone(text: str, lead: str = "", tail: str = "") -> str:
    return "\n\n".join(part for part in (lead, text, tail) if part)


def swap(paragraph: str, old: str, new: str) -> str:
    assert paragraph.count(old) == 1, old
    return paragraph.replace(old, new)


def case(
    case_id: str,
    art: str,
    kind: str,
    source: str,
    suggestion: str,
    replies: list[object],
    saved: Changes | None = None,
    *,
    outcome: str = "applied",
    withheld: int = 0,
    because: str = "",
    selected: str | None = None,
) -> Case:
    title, paragraphs = ARTICLES[art]
    lang = "en" if art.startswith("e") else "zh"
    original = body(paragraphs, {})
    expect: dict[str, object] = {"outcome": outcome}
    if outcome == "applied":
        kept = saved or {}
        expect["title"] = kept.get("title", title)
        expect["body"] = body(paragraphs, kept)
        assert (expect["title"], expect["body"]) != (title, original), case_id
        if withheld:
            expect["withheld_min"] = withheld
    elif outcome == "refused":
        expect["because"] = because
    if selected is not None:
        assert original.count(selected) == 1, case_id
    return case_record(
        case_id,
        lang,
        kind,
        source,
        title,
        original,
        suggestion,
        replies,
        expect,
        selected_text=selected,
    )


def selection(case_id: str, art: str, selected: str, suggestion: str, new: str, reply: str) -> Case:
    _, paragraphs = ARTICLES[art]
    at = next(i for i, p in enumerate(paragraphs) if selected in p)
    return case(
        case_id,
        art,
        "selection_quoted_then_remark",
        "blind39: a selection's new text in quotes, then a remark after a blank line",
        suggestion,
        [reply],
        {at: swap(paragraphs[at], selected, new)},
        selected=selected,
    )


def titled(case_id: str, art: str, suggestion: str, new: str, reply: str) -> Case:
    return case(
        case_id,
        art,
        "title_label_then_body_remark",
        "blind39: a title-only ask answered with a labelled title, then a remark about the body",
        suggestion,
        [reply],
        {"title": new},
    )


# ---- what a model writes -------------------------------------------------------------------
EA_BONUS = {
    2: "**Joining bonus:** bring a friend along to two sessions and you'll get a free swim cap plus one session off next term's fee!"
}
EA_FEE = {
    1: "**Term fee:** it's £60 for adults and £35 for juniors under 16. You can pay at the front desk or by bank transfer, as long as it's before the first session."
}
EA_LANES = {
    4: "**Lane rules:** swim anticlockwise, let faster swimmers pass at the wall, and there must not be more than eight swimmers in any lane."
}
EA_CONTACT = {
    5: "Got a question? Just give Helen Osei a ring on 01632 960772, or drop us a line at swim@millbrookclub.org.uk. We're always happy to help!"
}
EA_KIT_SHORT = {3: "**Kit checklist:**\n- a towel\n- goggles\n- a padlock for the lockers"}
EA_KIT_DROPPED = "**Kit checklist:**\n- a towel for the poolside\n- goggles for the pool"
EB_C3_SHORT = "Clause 3. Early exit: if the Tenant leaves the fixed term early, one month's rent is kept; if the Landlord ends it early, the Landlord shall refund two months' rent."
EB_C5_SOFT = "Clause 5. Return of deposit: the Landlord and Tenant can negotiate when the deposit is returned, normally within 10 days of the end of the tenancy, less any agreed deductions."
EB_C4 = {
    4: "Clause 4. Repairs: the Landlord shall repair the boiler within 3 working days of being told of a fault. If the Tenant refuses to allow access for a repair, the 3 days start again from the day access is given."
}
ZA_FULI1 = {1: "**会员福利一：**现在办卡，立送两节私教体验课，30天内有效，快来体验吧！"}
ZA_FULI3 = {3: "**会员福利三：**生日当月，我们会为你送上一份蛋白粉小样作为生日礼物！"}
ZA_CONTACT = {
    7: "有任何问题，都可以找前台的小林聊聊，电话0571-8823 1180（每天9:00—21:00），她会耐心为你解答。"
}
ZA_LOCKER = {
    6: "**储物柜：**每次最多使用4小时，不能超过4小时；储物柜就在瑜伽室旁边，贵重物品请随身带好。"
}
ZA_LOCKER_PLAIN = {6: "**储物柜：**每次使用不能超过4小时。储物柜在瑜伽室旁边，贵重物品请随身带好。"}
ZA_YOGA = {
    0: "各位会员：新年健身季开始啦！好消息——星河健身房2月1日起新开了一间宽敞的瑜伽教室，配有20张垫子，春季会员都可以免费使用！"
}
ZA_RULES_SHORT = {5: "**入场须知：**\n- 器械区穿运动鞋\n- 器械用后放回原处\n- 泳池戴泳帽"}
ZA_RULES_DROPPED = "**入场须知：**\n- 进入器械区请穿运动鞋\n- 器械用完请放回原处"
ZB_C3_SHORT_KEPT = (
    "第三条 提前退租：乙方无故提前退租，押金不退；甲方无故提前收房，应向乙方双倍返还押金。"
)
ZB_C3_SHORT_DROPPED = (
    "第三条 提前退租：乙方提前退租的，押金不予退还；甲方提前收房的，应向乙方双倍返还押金。"
)
ZB_C3_SOFT = (
    "第三条 提前退租：乙方无故提前退租的，押金不予退还；甲方无故提前收房的，双方可协商退还押金。"
)
ZB_C4 = {
    4: "第四条 维修：房屋设施不是人为损坏的，由甲方负责维修；如乙方拒绝配合维修，由此产生的损失自行承担。"
}
ZC_RAIN = {
    2: "午后天色一点点暗下来，没过多久，细细的雨丝就落了下来。我躲进一家书店，伴着窗外的雨声，翻了一下午的旧书。"
}

CASES = [
    # -- a selection's new text in quotes, then a remark ----------------------------------------
    selection(
        "l40-en-sel-01",
        "ea",
        "get a free swim cap and one session off next term's fee",
        "Make this sound friendlier.",
        "receive a free swim cap plus one session off next term's fee",
        "“receive a free swim cap plus one session off next term's fee”\n\nSame offer, it just reads a little warmer.",
    ),
    selection(
        "l40-en-sel-02",
        "eb",
        "held in a government-backed scheme",
        "Reword this.",
        "kept safe in a government-backed deposit scheme",
        '"kept safe in a government-backed deposit scheme"\n\nThe meaning is unchanged; it just sounds less formal.',
    ),
    selection(
        "l40-zh-sel-01",
        "za",
        "贵重物品请随身携带",
        "这句客气一点",
        "贵重物品请您随身带好",
        "「贵重物品请您随身带好」\n\n意思没变，语气更客气一些。",
    ),
    selection(
        "l40-zh-sel-02",
        "zc",
        "汤头很鲜",
        "这里写得生动点",
        "汤头鲜得让人想把碗底都喝干",
        "“汤头鲜得让人想把碗底都喝干”\n\n意思还是一样，只是更有画面感。",
    ),
    # -- a title-only ask answered with a labelled title, then a remark --------------------------
    titled(
        "l40-en-title-01",
        "ea",
        "Make the title catchier.",
        "Dive Into Spring at Millbrook Swimming Club",
        "New title: Dive Into Spring at Millbrook Swimming Club\n\nNo changes needed to the body.",
    ),
    titled(
        "l40-en-title-02",
        "eb",
        "Give it a more formal title.",
        "Assured Shorthold Tenancy Agreement for 14 Orchard Lane",
        "**Title:**\nAssured Shorthold Tenancy Agreement for 14 Orchard Lane\n\nI've left the clauses exactly as they are.",
    ),
    titled(
        "l40-zh-title-01",
        "za",
        "标题改得更有吸引力",
        "新年练起来！星河健身房春季会员招募",
        "标题：新年练起来！星河健身房春季会员招募\n\n正文保持不变。",
    ),
    titled(
        "l40-zh-title-02",
        "zc",
        "换个更有意境的标题",
        "烟雨平江路",
        "新标题：\n烟雨平江路\n\n正文无需改动。",
    ),
    # -- a paragraph named by its content, a word it holds, or several labels at once ------------
    case(
        "l40-zh-name-01",
        "za",
        "two_labels_named_entries_alone",
        "known miss: several labels named at once (福利一和福利三), the two entries answered alone",
        "福利一和福利三写得更吸引人",
        [alone(ZA_FULI1[1] + "\n\n" + ZA_FULI3[3], lead="好的，改好了：")],
        ZA_FULI1 | ZA_FULI3,
    ),
    case(
        "l40-zh-name-02",
        "za",
        "two_labels_named_whole_unasked_change",
        "known miss: 改一下福利一和福利三, answered whole with 福利二's count changed",
        "改一下福利一和福利三，语气活泼点",
        [whole("za", ZA_FULI1 | ZA_FULI3 | {2: swap(ZA[2], "免费体验一次", "免费体验两次")})],
        ZA_FULI1 | ZA_FULI3,
        withheld=1,
    ),
    case(
        "l40-en-name-01",
        "ea",
        "paragraph_named_by_label_word_whole",
        "known miss: 'the bonus' names the paragraph whose label holds it; a lane count changed elsewhere",
        "Make the bonus more tempting.",
        [whole("ea", EA_BONUS | {4: swap(EA[4], "eight swimmers", "six swimmers")})],
        EA_BONUS,
        withheld=1,
    ),
    case(
        "l40-en-name-02",
        "ea",
        "paragraph_named_by_label_word_alone",
        "known miss: 'the checklist' names the kit list; answered alone",
        "Tidy up the checklist, it's a bit wordy.",
        [alone(EA_KIT_SHORT[3])],
        EA_KIT_SHORT,
    ),
    case(
        "l40-en-name-03",
        "ea",
        "paragraph_named_by_content_other_words",
        "'the contact details' for the paragraph with a phone and an e-mail, neither word in it; the fee changed elsewhere",
        "Make the contact details friendlier.",
        [whole("ea", EA_CONTACT | {1: swap(EA[1], "£60", "£65")})],
        EA_CONTACT,
        withheld=1,
    ),
    case(
        "l40-en-name-04",
        "ea",
        "two_labels_named_by_words_alone",
        "several labels at once by a word each ('the fee and the lane rules'), answered alone",
        "Make the fee and the lane rules easier to read.",
        [alone(EA_FEE[1] + "\n\n" + EA_LANES[4])],
        EA_FEE | EA_LANES,
    ),
    case(
        "l40-zh-name-03",
        "zc",
        "paragraph_named_by_content_other_words",
        "known miss: 写下雨那段 when the text says 下起了小雨; answered alone",
        "写下雨那段再细腻一点",
        [alone(ZC_RAIN[2])],
        ZC_RAIN,
    ),
    case(
        "l40-zh-name-04",
        "za",
        "phrase_tail_held_by_other_label",
        "blind39 shape: 联系方式那句 beside a **付款方式：** label; answered whole with the list reordered",
        "联系方式那句写得亲切一点",
        [
            whole(
                "za",
                ZA_CONTACT
                | {
                    5: "**入场须知：**\n- 器械用后请放回原处\n- 进入器械区请穿运动鞋\n- 进入泳池请戴泳帽"
                },
            )
        ],
        ZA_CONTACT,
    ),
    case(
        "l40-zh-name-05",
        "za",
        "phrase_tail_held_by_other_paragraph",
        "blind39 shape: 新开瑜伽室那段 — the paragraph says 新开了一间瑜伽教室, another 瑜伽室旁边; a fee-period change elsewhere",
        "新开瑜伽室那段写得热情一点",
        [whole("za", ZA_YOGA | {1: swap(ZA[1], "有效期30天", "有效期60天")})],
        ZA_YOGA,
        withheld=1,
    ),
    case(
        "l40-zh-name-06",
        "zc",
        "paragraph_named_by_content_other_words_whole",
        "写下雨那段 answered whole, nothing else changed",
        "把下雨那段写得更有画面感",
        [whole("zc", ZC_RAIN)],
        ZC_RAIN,
    ),
    # -- a restyle of the asked paragraph that drops what it commits to --------------------------
    case(
        "l40-zh-cond-01",
        "zb",
        "condition_dropped_in_target",
        "blind39 shape: 精简 drops both 无故, the two penalties now unconditional",
        "第三条精简一下",
        [alone(ZB_C3_SHORT_DROPPED)],
        outcome="refused",
        because="回复删掉了两处“无故”，违约的条件变了",
    ),
    case(
        "l40-en-cond-01",
        "eb",
        "condition_dropped_in_target",
        "blind39 shape: a tightening drops both 'without good reason'",
        "Tighten clause 3.",
        [alone(EB_C3_SHORT)],
        outcome="refused",
        because="the reply drops both 'without good reason', so every early exit is penalised",
    ),
    case(
        "l40-zh-cond-02",
        "zb",
        "condition_kept_in_short_target",
        "control: 精简 keeps both 无故",
        "第三条精简一下",
        [alone(ZB_C3_SHORT_KEPT)],
        {3: ZB_C3_SHORT_KEPT},
    ),
    case(
        "l40-zh-duty-01",
        "zb",
        "duty_made_negotiable_in_target",
        "blind39 shape: a softer tone makes 甲方应双倍返还 negotiable (双方可协商退还)",
        "第三条语气缓和一点",
        [alone(ZB_C3_SOFT)],
        outcome="refused",
        because="回复把“应向乙方双倍返还押金”改成了“双方可协商退还押金”，甲方的责任变了",
    ),
    case(
        "l40-en-duty-01",
        "eb",
        "duty_made_negotiable_in_target",
        "blind39 shape: 'shall return within 10 days' made 'can negotiate when … normally within 10 days'",
        "Soften the tone of clause 5.",
        [alone(EB_C5_SOFT)],
        outcome="refused",
        because="the Landlord's duty to return the deposit became something to negotiate",
    ),
    case(
        "l40-zh-item-01",
        "za",
        "list_item_dropped_in_target_shared_words",
        "blind39 shape: 写简单点 drops the 泳帽 item, whose 进入 another item keeps",
        "入场须知写简单点",
        [alone(ZA_RULES_DROPPED)],
        outcome="refused",
        because="回复删掉了“进入泳池请戴泳帽”这一条",
    ),
    case(
        "l40-en-item-01",
        "ea",
        "list_item_dropped_in_target_shared_words",
        "blind39 shape: a simpler checklist drops the padlock item, whose 'pool' the others keep",
        "Simplify the kit checklist.",
        [alone(EA_KIT_DROPPED)],
        outcome="refused",
        because="the reply drops the padlock item",
    ),
    case(
        "l40-zh-item-02",
        "za",
        "list_simpler_all_items_kept",
        "control: every item kept, shorter",
        "入场须知写简单点",
        [alone(ZA_RULES_SHORT[5])],
        ZA_RULES_SHORT,
    ),
    # -- restyles that say a bound or a negation another way -----------------------------------
    case(
        "l40-zh-neg-01",
        "za",
        "ceiling_said_with_modal_negation",
        "blind39 shape: 不超过4小时 said 不能超过4小时",
        "储物柜那段说得更清楚些",
        [alone(ZA_LOCKER_PLAIN[6])],
        ZA_LOCKER_PLAIN,
    ),
    case(
        "l40-en-neg-01",
        "ea",
        "ceiling_said_with_modal_negation",
        "'no more than eight' said 'must not be more than eight'",
        "Make the lane rules clearer.",
        [whole("ea", EA_LANES)],
        EA_LANES,
    ),
    case(
        "l40-zh-neg-02",
        "zb",
        "negation_said_with_refusal_verb_whole_drops_clause",
        "blind39 shape: 不配合 said 拒绝配合; the whole reply leaves 第五条 out (kept, withheld)",
        "第四条写得更清楚",
        [whole("zb", ZB_C4 | {5: None})],
        ZB_C4,
        withheld=1,
    ),
    case(
        "l40-en-neg-02",
        "eb",
        "negation_said_with_refusal_verb",
        "'does not allow access' said 'refuses to allow access'",
        "Make clause 4 clearer.",
        [alone(EB_C4[4])],
        EB_C4,
    ),
    case(
        "l40-zh-neg-03",
        "za",
        "ceiling_said_twice",
        "control: 不超过 said 最多 … 不能超过, the same ceiling",
        "储物柜那段写得更明白",
        [alone(ZA_LOCKER[6])],
        ZA_LOCKER,
    ),
]


def main() -> None:
    assert len({c["id"] for c in CASES}) == len(CASES)
    with (HERE / "cases.jsonl").open("w", encoding="utf-8") as out:
        for one in CASES:
            out.write(json.dumps(one, ensure_ascii=False) + "\n")
    print(sum(c["lang"] == "en" for c in CASES), "en", sum(c["lang"] == "zh" for c in CASES), "zh")


if __name__ == "__main__":
    main()
