# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 37's lead fidelity cases (run from the repository root): six genres no earlier
set used, each answered in the shapes real models send — the whole article with one change, the
paragraph alone, search/replace blocks, a diff, prose-wrapped and fenced, streamed and cut — and
in the ways they go wrong: text dropped or a list item dropped unasked, a figure altered, the
paragraph translated, the title touched, paragraphs reordered, an answer instead of an edit.
Every expected article is the original paragraph list with only the asked paragraphs replaced,
so untouched text is byte for byte the writer's. One file per genre."""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).parent
# tests/data: the case builder the dev sets share
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from fidelity_build import block, case_record  # noqa: E402

sys.path.insert(0, str(HERE))

from articles import ANSWER, LAONIAN, OPERA, TUANGOU, XIANXUE, YOGA, Article  # noqa: E402

Case = dict[str, object]


@dataclass(frozen=True)
class Pack:
    name: str
    lang: str
    article: Article
    target: int  # the paragraph the writer asks about
    ask: str
    new: str  # the model's good rewrite of the target
    bad_figure: str  # the rewrite with a figure altered or made up
    translated: str  # the rewrite in the other language
    dropped: int  # an untouched paragraph a whole reply leaves out
    tidied: int  # an untouched paragraph a second block tidies
    tidy: str
    listed: int  # a list or table paragraph
    list_cut: str  # that list with an item (or row) dropped unasked
    order: list[int]  # the paragraphs reordered unasked
    selection: str
    selection_new: str
    global_ask: str
    new_title: str
    question_ask: str
    question: str
    question_phrase: str
    no_change_ask: str
    no_change: str
    drift: tuple[int, str]  # an untouched paragraph retypeset: (index, its retyped text)
    words: dict[str, str]
    extra: list[tuple[str, str, str, int, str]] = field(default_factory=list)
    # (kind, ask, reply paragraph text, index, expected paragraph text) — asks of the pack's own
    noted: str = ""  # bad_figure brings a new detail in (the paragraph grew by half): saved,
    # with this figure named for the writer to check, as facts.invented_figures documents


EN_WORDS = {
    "here": "Sure! Here's the revised version:",
    "later": "Let me know if you'd like any other changes.",
    "notes": "**What I changed:**\n- Rewrote the paragraph you asked about in a warmer tone.\n- Everything else is as you wrote it.",
    "will": "I'll update that paragraph:",
    "after": "The names and figures are unchanged.",
    "skip_before": "[…]",
    "skip_after": "[rest unchanged]",
}
ZH_WORDS = {
    "here": "好的，以下是修改后的全文：",
    "later": "如需进一步调整，请随时告诉我。",
    "notes": "**修改说明：**\n- 按您的要求改写了那一段，语气更亲切。\n- 其他内容保持原样。",
    "will": "我来修改这一段：",
    "after": "时间、数字都没有改动。",
    "skip_before": "（前面各段不变）",
    "skip_after": "（其余不变）",
}

PACKS = [
    Pack(
        "opera",
        "en",
        OPERA,
        6,
        "Make the paragraph about the conductor warmer.",
        "We are delighted to welcome back our conductor, Elena Marchetti, who first sang in the chorus of this company in 1998. Tonight she returns to lead an orchestra of 64 players.",
        "We are delighted to welcome back our conductor, Elena Marchetti, who first sang in the chorus of this company in 1989. Tonight she returns to lead an orchestra of 64 players.",
        "我们很高兴欢迎指挥埃琳娜·马尔凯蒂回来。她1998年第一次在本团合唱队演唱，今晚将带领64位乐手登台。",
        7,
        0,
        "Puccini's Tosca premiered in Rome on 14 January 1900 and has never left the stage since. Tonight's performance runs about two hours and forty minutes, with two 20-minute intervals.",
        5,
        "- Recondita armonia, Cavaradossi's aria in Act I\n- E lucevan le stelle, sung by Cavaradossi before dawn in Act III",
        [0, 1, 3, 2, 4, 5, 6, 7],
        "two intervals of 20 minutes each",
        "two 20-minute intervals",
        "Make the whole note warmer and more inviting.",
        "Tosca Tonight: Love, Politics and a Leap",
        "Add how long each act runs to the paragraph about the acts.",
        "The acts usually run about 45, 40 and 30 minutes, but timings vary by production, so I'd check with your stage manager before printing them. Would you like me to add them as approximate times?",
        "check with your stage manager",
        "Check the premiere date in the first paragraph.",
        "NO_CHANGE — 14 January 1900 is the date of the Rome premiere, so the first paragraph is right as it is.",
        (
            3,
            "Act I is set in the church of Sant’Andrea della Valle, Act II in Scarpia’s rooms at the Palazzo Farnese, and Act III on the roof of the Castel Sant’Angelo at dawn.",
        ),
        EN_WORDS,
    ),
    Pack(
        "answer",
        "en",
        ANSWER,
        2,
        "Make the paragraph with the route figures plainer for constituents.",
        "Last year (the year to 31 December 2025), councils in England reported that 143 rural routes were withdrawn and 61 were started or brought back, so there are 82 fewer routes overall.",
        "Last year (the year to 31 December 2025), councils in England reported that 143 rural routes were withdrawn and 16 were started or brought back, so there are 82 fewer routes overall.",
        "去年（截至2025年12月31日），英格兰各地方交通部门报告撤销了143条农村公交线路，新开或恢复了61条，净减少82条。",
        5,
        4,
        "The Bus Service Improvement Plan provides £1.1bn for 2026-27. Authorities may use up to 30% of their allocation to restore routes withdrawn since 2023.",
        3,
        "| Region | Withdrawn | Restored |\n|---|---|---|\n| North East | 18 | 9 |\n| East Midlands | 41 | 14 |\n| South West | 52 | 23 |",
        [0, 1, 2, 3, 5, 4],
        "up to 30 per cent of their allocation",
        "up to 30 per cent of the money they are given",
        "Rewrite the whole answer in plainer English.",
        "Written Answer: Rural Bus Routes Lost and Restored",
        "Add how many of the restored routes are in Ashby North to the figures paragraph.",
        "The published statistics do not break the figures down by constituency, so I can't add a number for Ashby North without making one up. The Department's statistics team could tell you.",
        "do not break the figures down by constituency",
        "Check that the table's totals match the figures paragraph.",
        "**NO_CHANGE**\n\nThe Withdrawn column adds up to 143 and the Restored column to 61, as the paragraph says.",
        (
            0,
            "**Question (HW 4127), tabled 3 March 2026 by Ms Joan Petrie (Ashby North):** To ask the Secretary of State for Transport how many rural bus routes in England were withdrawn in 2025 and what funding is available to restore them.",
        ),
        EN_WORDS,
    ),
    Pack(
        "yoga",
        "en",
        YOGA,
        2,
        "Make the getting-there paragraph friendlier.",
        "Hollin Barn is just 3 miles from Settle station. Our minibus will meet the 16:42 train from Leeds on Friday, and if you're arriving later, a taxi costs about £12.",
        "Hollin Barn is just 3 miles from Settle station. Our minibus will meet the 16:24 train from Leeds on Friday, and if you're arriving later, a taxi costs about £12.",
        "霍林谷仓离塞特尔站只有3英里。周五我们的小巴会去接从利兹开来的16:42那班火车；如果您晚到，打车大约12英镑。",
        7,
        0,
        "Welcome! We're so glad you're joining us at Hollin Barn from Friday 17 April to Sunday 19 April. This sheet tells you what to bring and how the weekend runs.",
        4,
        "1. Complete the health form we sent you and return it by 10 April.\n2. Pack a mat, a blanket and warm socks.\n3. Leave valuables at home; rooms do not lock.",
        [0, 1, 2, 3, 4, 5, 7, 6],
        "rooms do not lock",
        "the rooms have no locks",
        "Make the whole sheet friendlier.",
        "Your Spring Yoga Weekend at Hollin Barn",
        "Add the wifi password to the getting-there paragraph.",
        "I don't know the barn's wifi password — could you tell me what it is? Then I'll add it where you like.",
        "could you tell me what it is?",
        "Is the phone number in the last paragraph complete?",
        "NO_CHANGE\n\nYes — 07700 900512 is a full UK mobile number.",
        (7, "Questions? Ring Maya on 07700 900512 between 9am and 5pm."),
        EN_WORDS,
        [
            (
                "table_cell_asked",
                "Move Morning flow to 07:45 in the timetable.",
                "| Time | Session |\n|---|---|\n| 07:00 | Silent sitting |\n| 07:45 | Morning flow |\n| 09:00 | Breakfast |\n| 16:00 | Restorative practice |\n| 18:30 | Dinner |",
                6,
                "| Time | Session |\n|---|---|\n| 07:00 | Silent sitting |\n| 07:45 | Morning flow |\n| 09:00 | Breakfast |\n| 16:00 | Restorative practice |\n| 18:30 | Dinner |",
            ),
            (
                "numbered_step_asked",
                "In step 2, ask about injuries in the last two years.",
                "2. Tell us about any injuries from the last two years.",
                4,
                "1. Complete the health form we sent you and return it by 10 April.\n2. Tell us about any injuries from the last two years.\n3. Pack a mat, a blanket and warm socks.\n4. Leave valuables at home; rooms do not lock.",
            ),
        ],
    ),
    Pack(
        "tuangou",
        "zh",
        TUANGOU,
        6,
        "把自提那段写得亲切一点。",
        "到货当天上午10点到晚上7点，大家可以到2号楼一层快递驿站自提哦。家里老人行动不便的，提前跟团长小刘说一声，志愿者会帮忙送货上门。",
        "到货当天上午9点到晚上7点，大家可以到2号楼一层快递驿站自提哦。家里老人行动不便的，提前跟团长小刘说一声，志愿者会帮忙送货上门。",
        "On delivery day, from 10 am to 7 pm, please collect your order at the parcel station on the ground floor of Building 2. If an older neighbour finds it hard to get about, tell Xiao Liu in advance and a volunteer will bring it to the door.",
        7,
        0,
        "各位邻居，大家好！本周团购周二上午9点开团，周四晚上8点截单，周六上午统一到货。",
        2,
        "- 赣南脐橙：10斤装，39.9元\n- 五常大米：5公斤装，68元\n- 冷冻虾仁：500克，42元",
        [0, 1, 2, 5, 6, 3, 4, 7],
        "未付款的订单不予保留",
        "没付款的订单就不保留了",
        "把整篇通知改得更口语化一点。",
        "阳光里本周团购来啦",
        "在商品那段加上每样东西的产地。",
        "商品的产地要以供货商的信息为准，我这边不好随意补充。您能把供货单发给我吗？我再帮您加上。",
        "您能把供货单发给我吗",
        "检查一下截单时间写清楚了没有。",
        "NO_CHANGE\n\n截单时间（周四晚上8点）已经写得很清楚了。",
        (7, "如果收到的商品有破损或变质,请在到货后24小时内拍照发到群里,团长会安排退换."),
        ZH_WORDS,
    ),
    Pack(
        "laonian",
        "zh",
        LAONIAN,
        6,
        "把注意事项那段写得更温馨一些。",
        "上课期间请大家注意安全，如果身体不舒服，请及时告诉老师。参加智能手机班的学员，记得带上自己的手机和充电器。",
        "上课期间请大家注意安全，如果身体不舒服，请及时告诉老师。参加智能手机班的学员，记得带上自己的手机和充电器，每节课请提前10分钟到教室。",
        "During classes, please take care, and if you feel unwell, tell your teacher at once. If you are in the smartphone class, remember to bring your own phone and charger.",
        7,
        0,
        "枫桥街道老年大学春季班3月2日开学，本学期开设6门课程，欢迎年满55周岁的辖区居民报名参加。",
        4,
        "1. 2月16日至2月25日，每天上午8:30到11:30到街道文化站二楼报名。\n2. 带上身份证和一张一寸照片。\n3. 报名成功后领取听课证，凭证上课。",
        [0, 7, 1, 2, 3, 4, 5, 6],
        "凭证上课",
        "凭听课证进教室",
        "把整篇公告改得更亲切一些。",
        "老年大学春季班开始报名啦",
        "在课程表里加上每门课的老师。",
        "课程表里没有老师的信息，我不知道每门课由哪位老师来上。您把老师名单告诉我以后，我再帮您加上。",
        "您把老师名单告诉我以后",
        "看看咨询电话的格式对不对。",
        "NO_CHANGE：咨询电话“0571-8802 6613”的格式是正确的，不需要修改。",
        (
            0,
            "枫桥街道老年大学春季班将于3月2日开学,本学期共开设6门课程,欢迎年满55周岁的辖区居民报名.",
        ),
        ZH_WORDS,
        [
            (
                "table_cell_asked",
                "把太极拳的名额改成40人。",
                "| 课程 | 上课时间 | 名额 |\n|---|---|---|\n| 书法入门 | 周一上午 | 30人 |\n| 智能手机使用 | 周二下午 | 40人 |\n| 太极拳 | 周三上午 | 40人 |\n| 合唱 | 周四下午 | 50人 |\n| 国画花鸟 | 周五上午 | 25人 |\n| 中医养生 | 周五下午 | 60人 |",
                2,
                "| 课程 | 上课时间 | 名额 |\n|---|---|---|\n| 书法入门 | 周一上午 | 30人 |\n| 智能手机使用 | 周二下午 | 40人 |\n| 太极拳 | 周三上午 | 40人 |\n| 合唱 | 周四下午 | 50人 |\n| 国画花鸟 | 周五上午 | 25人 |\n| 中医养生 | 周五下午 | 60人 |",
            ),
            (
                "numbered_step_asked",
                "第3步写得更清楚：学费按门收。",
                "3. 每人最多可以选两门课，学费按门收取，每门每学期200元。",
                4,
                "1. 2月16日至2月25日，每天上午8:30到11:30到街道文化站二楼报名。\n2. 带上身份证和一张一寸照片。\n3. 每人最多可以选两门课，学费按门收取，每门每学期200元。\n4. 报名成功后领取听课证，凭证上课。",
            ),
        ],
        "“10”",
    ),
    Pack(
        "xianxue",
        "zh",
        XIANXUE,
        7,
        "把最后一段写得更有温度一些。",
        "去年冬天，两百多位市民冒着寒风来到滨江广场献血。谢谢每一位热心人，你们的热血温暖了整个冬天。",
        "去年冬天，三百多位市民冒着寒风来到滨江广场献血。谢谢每一位热心人，你们的热血温暖了整个冬天。",
        "Last winter, more than two hundred residents braved the cold to give blood on Binjiang Square. Thank you to every one of you: your blood warmed the whole winter.",
        6,
        0,
        "为缓解冬季临床用血紧张，市中心血站将于12月12日（周六）在滨江广场开展无偿献血活动，时间为上午9:00至下午4:00。",
        4,
        "1. 填写献血登记表并出示身份证。\n2. 检测合格后采血，一般献血量为200至400毫升。\n3. 献血后在休息区休息15分钟，领取纪念品。",
        [0, 1, 2, 5, 6, 3, 4, 7],
        "清淡饮食，保证睡眠",
        "吃得清淡些，睡个好觉",
        "把整篇通知改得更有温度。",
        "冬日献血，温暖你我",
        "在献血条件那段补充哪些药吃了以后不能献血。",
        "哪些药物会影响献血，要以血站的规定为准，我不建议凭印象补充。您可以向市中心血站要一份最新的献血须知，我再帮您整理进去。",
        "要以血站的规定为准",
        "检查一下献血时间有没有写清楚。",
        "**NO_CHANGE**\n\n时间（12月12日上午9点至下午4点）已经写清楚了。",
        (
            2,
            "年龄18至55周岁,男性体重不低于50公斤,女性不低于45公斤;献血前一天请勿饮酒,清淡饮食,保证睡眠.",
        ),
        ZH_WORDS,
    ),
]


def paragraphs(p: Pack, changes: dict[int, str] | None = None) -> list[str]:
    return [(changes or {}).get(i, text) for i, text in enumerate(p.article[1])]


def body(p: Pack, changes: dict[int, str] | None = None) -> str:
    return "\n\n".join(paragraphs(p, changes))


def whole(p: Pack, changes: dict[int, str] | None = None, title: str = "") -> str:
    return (title or p.article[0]) + "\n\n" + body(p, changes)


def cut_inside(text: str) -> str:
    """The text stopped mid-sentence, about two thirds in, after a word."""
    stop = int(len(text) * 0.66)
    while stop < len(text) and text[stop] in " ，,。.":
        stop += 1
    return text[:stop].rstrip()


def case(
    p: Pack,
    number: int,
    kind: str,
    ask: str,
    replies: list[object],
    expect: dict[str, object],
    **options: object,
) -> Case:
    record: Case = case_record(
        f"l37-{p.name}-{p.lang}-{number:02d}",
        p.lang,
        kind,
        "session 37 lead case: a new genre answered in a reply shape real models send",
        p.article[0],
        body(p),
        ask,
        replies,
        edit_format=options.pop("edit_format", "full"),
        selected_text=options.pop("selected_text", None),
    )
    record.update(options)
    record["expect"] = expect
    return record


def applied(p: Pack, changes: dict[int, str] | None = None, **extra: object) -> dict[str, object]:
    return {"outcome": "applied", "title": p.article[0], "body": body(p, changes), **extra}


def refused(because: str) -> dict[str, object]:
    return {"outcome": "refused", "because": because}


def cases_for(p: Pack) -> list[Case]:
    w = p.words
    t, old, new = p.target, p.article[1][p.target], p.new
    asked = {t: new}
    last = len(p.article[1]) - 1
    out: list[Case] = []

    def add(
        kind: str, ask: str, replies: list[object], expect: dict[str, object], **options: object
    ) -> None:
        out.append(case(p, len(out) + 1, kind, ask, replies, expect, **options))

    add(
        "whole_with_chatter",
        p.ask,
        [f"{w['here']}\n\n{whole(p, asked)}\n\n{w['later']}"],
        applied(p, asked),
    )
    add("paragraph_alone", p.ask, [new], applied(p, asked))
    add(
        "fenced_whole_then_notes",
        p.ask,
        [f"```markdown\n{whole(p, asked)}\n```\n\n{w['notes']}"],
        applied(p, asked),
    )
    add("streamed_whole", p.ask, [whole(p, asked)], applied(p, asked), stream=True)
    cut = whole(p, asked)
    cut = cut[: cut.index(new) + len(cut_inside(new))]
    add(
        "stream_cut_mid_paragraph",
        p.ask,
        [cut],
        refused("the stream stopped inside the asked paragraph"),
        stream=True,
        stream_cut=True,
    )
    add(
        "length_cut_paragraph",
        p.ask,
        [cut_inside(new)],
        refused("cut off by the length limit mid-sentence"),
        finish_reason="length",
    )
    add("block_one", p.ask, [block(old, new)], applied(p, asked), edit_format="blocks")
    add(
        "blocks_one_unasked",
        p.ask,
        [block(old, new) + "\n\n" + block(p.article[1][p.tidied], p.tidy)],
        applied(p, asked, withheld_min=1),
        edit_format="blocks",
    )
    add(
        "block_in_prose_and_fence",
        p.ask,
        [f"{w['will']}\n\n```\n{block(old, new)}\n```\n\n{w['after']}"],
        applied(p, asked),
        edit_format="blocks",
    )
    add("diff_fence", p.ask, [f"```diff\n-{old}\n+{new}\n```"], applied(p, asked))
    left_out = paragraphs(p, asked)
    del left_out[p.dropped]
    add(
        "whole_drops_untouched_paragraph",
        p.ask,
        [p.article[0] + "\n\n" + "\n\n".join(left_out)],
        applied(p, asked, withheld_min=1),
    )
    add(
        "whole_drops_list_item_unasked",
        p.ask,
        [whole(p, {**asked, p.listed: p.list_cut})],
        applied(p, asked, withheld_min=1),
    )
    if p.noted:
        brought = applied(p, {t: p.bad_figure}, note_contains=p.noted)
        add("whole_brings_in_new_detail", p.ask, [whole(p, {t: p.bad_figure})], brought)
    else:
        add(
            "whole_alters_figure",
            p.ask,
            [whole(p, {t: p.bad_figure})],
            refused("a figure of the writer's changed or made up"),
        )
    add(
        "paragraph_translated",
        p.ask,
        [p.translated],
        refused("the asked paragraph answered in another language"),
    )
    add("whole_touches_title", p.ask, [whole(p, asked, title=p.new_title)], applied(p, asked))
    reordered = paragraphs(p, asked)
    add(
        "whole_reorders_untouched",
        p.ask,
        [p.article[0] + "\n\n" + "\n\n".join(reordered[i] for i in p.order)],
        applied(p, asked),
    )
    add(
        "answers_instead_of_editing",
        p.question_ask,
        [p.question],
        {"outcome": "model_says", "contains": p.question_phrase},
    )
    add("no_change_dressed", p.no_change_ask, [p.no_change], {"outcome": "no_change"})
    holder = next(i for i, text in enumerate(p.article[1]) if p.selection in text)
    add(
        "selection_in_quotes",
        "Make this plainer." if p.lang == "en" else "这里说得口语一点。",
        [f"“{p.selection_new}”"],
        applied(p, {holder: p.article[1][holder].replace(p.selection, p.selection_new)}),
        selected_text=p.selection,
    )
    add(
        "global_answered_with_one_paragraph",
        p.global_ask,
        [new],
        refused("a whole-article edit answered with one paragraph"),
    )
    skipped = (
        ([w["skip_before"]] if t > 0 else []) + [new] + ([w["skip_after"]] if t < last else [])
    )
    add("placeholders_around_paragraph", p.ask, ["\n\n".join(skipped)], applied(p, asked))
    index, retyped = p.drift
    add(
        "whole_retypesets_untouched",
        p.ask,
        [whole(p, {**asked, index: retyped})],
        applied(p, asked),
    )
    for kind, ask, reply, place, expected in p.extra:
        add(kind, ask, [reply], applied(p, {place: expected}))
    return out


def probes() -> list[Case]:
    """Written after the first fixes, each a reply nobody wrote before for one fix's cause: a
    name kept in another paragraph, a paragraph named by what it holds answered with touch-ups
    elsewhere (whole and in blocks), talk in other words, a step beside a heading of its number,
    an assent before a label, 说得 with the rest left alone, years since a year the article gives."""
    opera, answer, yoga, tuangou, laonian, xianxue = PACKS
    out: list[Case] = []

    def add(
        p: Pack, kind: str, ask: str, reply: str, expect: dict[str, object], **options: object
    ) -> None:
        record = case(p, len(out) + 1, kind, ask, [reply], expect, **options)
        record["id"] = f"l37-probe-{p.lang}-{len(out) + 1:02d}"
        record["source"] = "session 37 lead probe, written after the fixes for a fix's cause"
        out.append(record)

    opening = "Puccini's Tosca opened in Rome on 14 January 1900, more than 120 years ago, and it has never left the stage since. Tonight's performance runs about two hours and forty minutes, with two intervals of 20 minutes each."
    add(
        opera,
        "years_since_a_given_year",
        "Make the opening paragraph more inviting.",
        whole(opera, {0: opening}),
        applied(opera, {0: opening}),
    )
    funding = "The Bus Service Improvement Plan gives councils £1.1 billion for 2026–27, and each may spend up to 30 per cent of its share on bringing back routes withdrawn since 2023."
    later = "The Department will publish route-level figures in its annual bus statistics on 25th June 2026."
    ask = "Make the paragraph with the improvement plan plainer."
    add(
        answer,
        "named_by_holding_touch_up_elsewhere",
        ask,
        whole(answer, {4: funding, 5: later}),
        applied(answer, {4: funding}, withheld_min=1),
    )
    tidy = answer.article[1][0].replace("in 2025, and", "in 2025 and")
    blocks = block(answer.article[1][4], funding) + "\n\n" + block(answer.article[1][0], tidy)
    add(
        answer,
        "named_by_holding_blocks_touch_up",
        ask,
        blocks,
        applied(answer, {4: funding}, withheld_min=1),
        edit_format="blocks",
    )
    injuries = "1. Complete the health form we sent you and return it by 10 April.\n2. Tell us about any injuries, old or new.\n3. Pack a mat, a blanket and warm socks.\n4. Leave valuables at home; rooms do not lock."
    add(
        yoga,
        "selection_assent_dash_label",
        "Make this plainer.",
        "Okay — try this: “Tell us about any injuries, old or new.”",
        applied(yoga, {4: injuries}),
        selected_text="Tell us about any injuries, even old ones.",
    )
    returns = (
        "如果收到的商品有破损或变质，麻烦您在到货后24小时内拍照发到群里，团长会尽快为您安排退换。"
    )
    add(
        tuangou,
        "said_more_politely_rest_untouched",
        "把退换那段说得更客气一些，其他段不用动。",
        returns,
        applied(tuangou, {7: returns}),
    )
    step2 = "1. 2月16日至2月25日，每天上午8:30到11:30到街道文化站二楼报名。\n2. 带上身份证和一寸照片一张。\n3. 每人最多选两门课，学费每门每学期200元。\n4. 报名成功后领取听课证，凭证上课。"
    add(
        laonian,
        "step_beside_heading_of_its_number",
        "第2步写得简单一点。",
        "2. 带上身份证和一寸照片一张。",
        applied(laonian, {4: step2}),
    )
    add(
        laonian,
        "talk_what_it_does_not_know",
        "在课程表里加上上课地点。",
        "我不知道这些课分别在哪里上。您把教室安排发给我，我再帮您补充进去。",
        {"outcome": "model_says", "contains": "您把教室安排发给我"},
    )
    add(
        xianxue,
        "talk_asks_to_be_told",
        "在献血条件那段加上最高体重。",
        "血站对最高体重有没有规定，我这边不确定，也不建议自己写一个数字。您问清楚以后告诉我，我再帮您加上。",
        {"outcome": "model_says", "contains": "您问清楚以后告诉我"},
    )
    return out


def main() -> None:
    ids: set[str] = set()
    extra = probes()
    (HERE / "probes.jsonl").write_text(
        "\n".join(json.dumps(c, ensure_ascii=False) for c in extra) + "\n", encoding="utf-8"
    )
    ids |= {str(c["id"]) for c in extra}
    for p in PACKS:
        cases = cases_for(p)
        for c in cases:
            assert c["id"] not in ids, c["id"]
            ids.add(str(c["id"]))
            expect = c["expect"]
            assert isinstance(expect, dict)
            if expect["outcome"] == "applied":
                assert expect["body"] != body(p), c["id"]
        for i, text in enumerate(p.article[1]):
            assert text.strip() == text and "\n\n" not in text, (p.name, i)
            assert p.article[1].count(text) == 1, (p.name, i)
        assert body(p).count(p.selection) == 1, p.name
        assert sorted(p.order) == list(range(len(p.article[1]))), p.name
        lines = [json.dumps(c, ensure_ascii=False) for c in cases]
        (HERE / f"{p.name}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(ids)} cases")


if __name__ == "__main__":
    main()
