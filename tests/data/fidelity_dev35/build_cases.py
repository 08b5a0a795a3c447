"""Writes choir.jsonl and repair.jsonl of fidelity_dev35 (run from the repository root).

Every expected article is the original paragraph list with only the asked paragraphs replaced.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import block, case_record  # noqa: E402

CHOIR_EN = (
    "Harbour Voices Community Choir: Spring Term 2027",
    [
        "Welcome back, singers! Rehearsals restart on Tuesday 12 January in the Seamen's "
        "Mission hall. We have 58 members this term, and about 20 of them are new.",
        "## Rehearsals",
        "- 07:45 Tuesday 12 January: warm-ups and sight-reading\n"
        "- 09:30 Saturday 23 January: sectionals for tenors and basses\n"
        "- 18:15 Thursday 4 February: full run of the spring programme",
        "## House rules",
        "- Each folder holds roughly 30 scores; please return them to the box after "
        "rehearsal.\n- No phones on during rehearsal.\n"
        "- The side door code is 5823; close it behind you.",
        "Our director, Imogen Achterberg, has led the choir since 2018. She will conduct "
        "her last concert on 22 May, and the committee is looking for her successor.",
        "The music library is kept by Declan Moriarty in the vestry. Questions? Email "
        "sing@harbourvoices.org.uk or call 0117 496 0281.",
    ],
)

CHOIR_ZH = (
    "海港之声社区合唱团｜2027春季学期通知",
    [
        "各位团员，欢迎回来！排练将于1月12日（周二）在海员俱乐部礼堂恢复。"
        "本学期共有58位团员，其中大约20位是新加入的。",
        "## 排练安排",
        "- 07:45 1月12日（周二）：开声练习和视唱\n"
        "- 09:30 1月23日（周六）：男高音、男低音分声部排练\n"
        "- 18:15 2月4日（周四）：春季曲目完整连排",
        "## 团规",
        "- 每个谱夹约装30份乐谱，排练后请放回箱子。\n- 排练时请关闭手机。\n"
        "- 侧门密码是5823，进出请随手关门。",
        "我们的指挥欧阳慧敏从2018年起带领合唱团，她将在5月22日指挥最后一场音乐会，"
        "理事会正在寻找接任的人选。",
        "乐谱库由礼拜堂后间的沈志远负责保管。有问题请发邮件到 sing@haigangvoices.cn，"
        "或打电话 0532-8496-0281。",
    ],
)

REPAIR_EN = (
    "Bike Repair Café at St Aidan's Hall",
    [
        "Once a month, volunteer mechanics help you fix your own bike for free. Bring the "
        "bike, and bring some patience: most repairs take about 45 minutes.",
        "We meet on the first Saturday of the month, 10:00 to 13:00, in St Aidan's Hall on "
        "Pelham Road. The café serves tea and cake for a donation.",
        "Our lead mechanic is Rhiannon Pryce, who spent twelve years at a bike shop in "
        "Cardiff before she retired. She checks every brake job before the bike leaves.",
        "Pump tyres to the pressure printed on the sidewall, usually between 40 and 65 psi "
        "for a town bike. Never go above the maximum.",
        "We can't fix e-bike batteries or motors, and we don't sell parts, though we keep a "
        "box of second-hand inner tubes for 50p each.",
        "Bookings are not needed. If you'd like to volunteer, speak to Rhiannon on the day "
        "or email fix@staidans-bikes.org.",
    ],
)

REPAIR_ZH = (
    "和平街自行车互助维修日",
    [
        "每月一次，志愿者技师免费教你自己动手修车。带上车，也带上一点耐心："
        "大多数维修要45分钟左右。",
        "活动在每月第一个周六，10:00到13:00，地点是和平路的街道活动中心。茶水和点心随意捐。",
        "我们的首席技师是孟庆芳，她在自行车厂干了十二年才退休。每辆车离开前，刹车都由她亲自检查。",
        "轮胎按胎侧印的气压打气，城市车一般在40到65 psi之间，千万不要超过上限。",
        "我们修不了电动车的电池和电机，也不卖配件，不过备了一箱二手内胎，每条5角。",
        "不用预约。想当志愿者的话，活动当天找孟庆芳，或者发邮件到 fix@hepingbike.cn。",
    ],
)


def whole(article: tuple[str, list[str]], changes: dict[int, str]) -> str:
    """The article as a full reply: title, blank line, body, with `changes` (1-based)."""
    title, paragraphs = article
    return title + "\n\n" + "\n\n".join(changes.get(n, p) for n, p in enumerate(paragraphs, 1))


def applied(article: tuple[str, list[str]], changes: dict[int, str]) -> dict[str, Any]:
    title, paragraphs = article
    body = "\n\n".join(changes.get(n, p) for n, p in enumerate(paragraphs, 1))
    return {"outcome": "applied", "title": title, "body": body}


def refused(because: str) -> dict[str, Any]:
    return {"outcome": "refused", "because": because}


def case(
    file: str,
    lang: str,
    number: int,
    kind: str,
    article: tuple[str, list[str]],
    suggestion: str,
    replies: list[str],
    expect: dict[str, Any],
    *,
    edit_format: str = "full",
    selected: str | None = None,
    source: str = "blind33 failure kind, new article and wording",
) -> dict[str, Any]:
    title, paragraphs = article
    return case_record(
        f"d35-{file}-{lang}-{number:02d}",
        lang,
        kind,
        source,
        title,
        "\n\n".join(paragraphs),
        suggestion,
        replies,
        expect,
        edit_format=edit_format,
        selected_text=selected,
    )


def choir_en() -> list[dict[str, Any]]:
    a = CHOIR_EN
    p = a[1]
    rehearsals = p[2]
    rules = p[4]
    director_warm = (
        "Our director, Imogen Achterberg, has led the choir with great warmth since 2018. "
        "She will conduct her last concert on 22 May, and the committee is looking for "
        "someone to carry on her work."
    )
    library_friendly = (
        "Declan Moriarty looks after the music library in the vestry, so say hello if you "
        "need a score. Questions? Email sing@harbourvoices.org.uk or call 0117 496 0281."
    )
    return [
        case(
            "choir",
            "en",
            1,
            "time_changed_in_target",
            a,
            "Make the rehearsal descriptions more inviting.",
            [
                "Here's a livelier rehearsal list:\n\n"
                "- 07:45 Tuesday 12 January: wake up those voices and sight-read together\n"
                "- 09:45 Saturday 23 January: tenors and basses, this one's for you\n"
                "- 18:15 Thursday 4 February: the whole spring programme, start to finish"
            ],
            refused("a rehearsal time changed from 09:30 to 09:45"),
        ),
        case(
            "choir",
            "en",
            2,
            "name_altered_in_target",
            a,
            "Make the paragraph about our director warmer.",
            ["Sure, here it is:\n\n" + director_warm.replace("Achterberg", "Achterburg")],
            refused("the director's surname changed from Achterberg to Achterburg"),
        ),
        case(
            "choir",
            "en",
            3,
            "rough_count_made_exact_in_target",
            a,
            "Make the welcome paragraph more cheerful.",
            [
                "Welcome back, singers! We're thrilled to restart rehearsals on Tuesday 12 "
                "January in the Seamen's Mission hall. We have 58 members this term, and 20 of "
                "them are brand new."
            ],
            # fidelity_lead24 (大约四十分钟 → 四十分钟, applied) decided a rough count made exact
            # in a livelier retelling before this set was written: applied, not refused.
            applied(
                a,
                {
                    1: "Welcome back, singers! We're thrilled to restart rehearsals on Tuesday 12 "
                    "January in the Seamen's Mission hall. We have 58 members this term, and 20 of "
                    "them are brand new."
                },
            ),
        ),
        case(
            "choir",
            "en",
            4,
            "rough_count_made_exact_in_block",
            a,
            "Make the folder rule clearer.",
            [
                block(
                    "- Each folder holds roughly 30 scores; please return them to the box "
                    "after rehearsal.",
                    "- Each folder holds 30 scores. After rehearsal, put your folder back in "
                    "the box.",
                )
            ],
            applied(
                a,
                {
                    5: rules.replace(
                        "- Each folder holds roughly 30 scores; please return them to the box "
                        "after rehearsal.",
                        "- Each folder holds 30 scores. After rehearsal, put your folder back in "
                        "the box.",
                    )
                },
            ),
            edit_format="blocks",
        ),
        case(
            "choir",
            "en",
            5,
            "untouched_leading_zero_dropped",
            a,
            "Make the music library paragraph friendlier.",
            [
                "Here's the whole newsletter with a friendlier last paragraph:\n\n"
                + whole(
                    a,
                    {
                        3: rehearsals.replace("07:45", "7:45").replace("09:30", "9:30"),
                        7: library_friendly,
                    },
                )
            ],
            applied(a, {7: library_friendly}),
        ),
        case(
            "choir",
            "en",
            6,
            "second_ask_writer_correction",
            a,
            "Make the director paragraph warmer. Also the side door code is 5832, not 5823 "
            "— please fix that.",
            [
                whole(a, {5: rules.replace("5823", "5832"), 6: director_warm})
                + "\n\nI've warmed up the director paragraph and corrected the door code."
            ],
            applied(a, {5: rules.replace("5823", "5832"), 6: director_warm}),
        ),
        case(
            "choir",
            "en",
            7,
            "list_named_by_heading_then_follow_up",
            a,
            "In the House rules list, make the last item clearer.",
            [
                block(
                    "- The door code is 5823; shut it behind you.",
                    "- To get in by the side door, enter code 5823, and close the door behind you.",
                ),
                "Apologies, I misquoted the rule. Here is the corrected block:\n\n"
                + block(
                    "- The side door code is 5823; close it behind you.",
                    "- To get in by the side door, enter code 5823, and close the door behind you.",
                ),
            ],
            applied(
                a,
                {
                    5: rules.replace(
                        "- The side door code is 5823; close it behind you.",
                        "- To get in by the side door, enter code 5823, and close the door "
                        "behind you.",
                    )
                },
            ),
            edit_format="blocks",
        ),
        case(
            "choir",
            "en",
            8,
            "json_revised_paragraph_key",
            a,
            "Make the director paragraph warmer.",
            [
                "```json\n"
                + json.dumps(
                    {"revised_paragraph": director_warm, "notes": "Warmer wording; dates kept."},
                    indent=2,
                )
                + "\n```"
            ],
            applied(a, {6: director_warm}),
        ),
        case(
            "choir",
            "en",
            9,
            "whole_then_changes_list",
            a,
            "Add a fourth rehearsal, '19:00 Thursday 18 March: dress rehearsal', to the list.",
            [
                whole(a, {3: rehearsals + "\n- 19:00 Thursday 18 March: dress rehearsal"})
                + "\n\nChanges:\n- Added the dress rehearsal on 18 March"
            ],
            applied(a, {3: rehearsals + "\n- 19:00 Thursday 18 March: dress rehearsal"}),
        ),
        case(
            "choir",
            "en",
            10,
            "two_asks_list_and_paragraph",
            a,
            "Add '- Bring water, not fizzy drinks.' to the house rules, and say in the "
            "library paragraph that scores can be borrowed for a week.",
            [
                "Done, both are in:\n\n"
                + whole(
                    a,
                    {
                        5: rules + "\n- Bring water, not fizzy drinks.",
                        7: p[6].replace(
                            "in the vestry.", "in the vestry; scores can be borrowed for a week."
                        ),
                    },
                )
                + "\n\nSummary of edits:\n- new house rule\n- borrowing note"
            ],
            applied(
                a,
                {
                    5: rules + "\n- Bring water, not fizzy drinks.",
                    7: p[6].replace(
                        "in the vestry.", "in the vestry; scores can be borrowed for a week."
                    ),
                },
            ),
        ),
        case(
            "choir",
            "en",
            11,
            "paragraph_in_text_fence_then_note",
            a,
            "Make the music library paragraph friendlier.",
            ["```text\n" + library_friendly + "\n```\n\nThe email and phone number are unchanged."],
            applied(a, {7: library_friendly}),
        ),
        case(
            "choir",
            "en",
            12,
            "declines_unsourced_claim",
            a,
            "Add that the hall is going to be sold next year.",
            [
                "I'd rather not add that yet. The newsletter doesn't say where this comes from, "
                "and members may make plans around it. If it's confirmed, tell me who "
                "announced it and I'll add a careful line."
            ],
            {"outcome": "model_says", "contains": "tell me who announced it"},
        ),
    ]


def choir_zh() -> list[dict[str, Any]]:
    a = CHOIR_ZH
    p = a[1]
    rehearsals = p[2]
    rules = p[4]
    director_warm = (
        "我们的指挥欧阳慧敏从2018年起一直用心带着大家唱歌。5月22日，她将指挥最后一场音乐会，"
        "理事会正在寻找能接过她指挥棒的人。"
    )
    library_friendly = (
        "乐谱库由沈志远老师照看，就在礼拜堂后间，找谱子尽管去找他。有问题请发邮件到 "
        "sing@haigangvoices.cn，或打电话 0532-8496-0281。"
    )
    new_rule = "- 请带白开水，不要带碳酸饮料。"
    borrowed = p[6].replace("负责保管。", "负责保管，乐谱可以借回家一周。")
    door_fixed = rules.replace("5823", "5832")
    last_rule_new = "- 走侧门请输入密码5823，进出后记得把门带上。"
    return [
        case(
            "choir",
            "zh",
            1,
            "time_changed_in_target",
            a,
            "排练安排那几条写得更有吸引力一点。",
            [
                "改好的排练安排：\n\n"
                "- 07:45 1月12日（周二）：一起开嗓，一起视唱\n"
                "- 09:45 1月23日（周六）：男高音、男低音的专场\n"
                "- 18:15 2月4日（周四）：春季曲目从头唱到尾"
            ],
            refused("排练时间从09:30变成了09:45"),
        ),
        case(
            "choir",
            "zh",
            2,
            "name_altered_in_target",
            a,
            "介绍指挥的那段写得温暖一些。",
            ["好的：\n\n" + director_warm.replace("欧阳慧敏", "欧阳惠敏")],
            refused("指挥的名字从欧阳慧敏变成了欧阳惠敏"),
        ),
        case(
            "choir",
            "zh",
            3,
            "rough_count_made_exact_in_target",
            a,
            "欢迎那段写得更热闹一点。",
            [
                "各位团员，欢迎回来！1月12日（周二），我们在海员俱乐部礼堂重新开练啦！"
                "本学期共有58位团员，其中20位是新面孔。"
            ],
            applied(
                a,
                {
                    1: "各位团员，欢迎回来！1月12日（周二），我们在海员俱乐部礼堂重新开练啦！"
                    "本学期共有58位团员，其中20位是新面孔。"
                },
            ),
        ),
        case(
            "choir",
            "zh",
            4,
            "rough_count_made_exact_in_block",
            a,
            "谱夹那条团规写清楚一点。",
            [
                block(
                    "- 每个谱夹约装30份乐谱，排练后请放回箱子。",
                    "- 每个谱夹装30份乐谱。排练结束后，请把谱夹放回箱子里。",
                )
            ],
            applied(
                a,
                {
                    5: rules.replace(
                        "- 每个谱夹约装30份乐谱，排练后请放回箱子。",
                        "- 每个谱夹装30份乐谱。排练结束后，请把谱夹放回箱子里。",
                    )
                },
            ),
            edit_format="blocks",
        ),
        case(
            "choir",
            "zh",
            5,
            "untouched_leading_zero_dropped",
            a,
            "乐谱库那段写得亲切一点。",
            [
                "全文如下，最后一段改得亲切了些：\n\n"
                + whole(
                    a,
                    {
                        3: rehearsals.replace("07:45", "7:45").replace("09:30", "9:30"),
                        7: library_friendly,
                    },
                )
            ],
            applied(a, {7: library_friendly}),
        ),
        case(
            "choir",
            "zh",
            6,
            "second_ask_writer_correction",
            a,
            "指挥那段写得温暖一点；另外侧门密码是5832，不是5823，帮我改一下。",
            [
                whole(a, {5: door_fixed, 6: director_warm})
                + "\n\n指挥那段改得更温暖了，侧门密码已改为5832。"
            ],
            applied(a, {5: door_fixed, 6: director_warm}),
        ),
        case(
            "choir",
            "zh",
            7,
            "list_named_by_heading_then_follow_up",
            a,
            "团规列表里最后一条写清楚一点。",
            [
                block("- 侧门密码5823，请随手关门。", last_rule_new),
                "抱歉，原文引错了，更正如下：\n\n"
                + block("- 侧门密码是5823，进出请随手关门。", last_rule_new),
            ],
            applied(a, {5: rules.replace("- 侧门密码是5823，进出请随手关门。", last_rule_new)}),
            edit_format="blocks",
        ),
        case(
            "choir",
            "zh",
            8,
            "json_revised_paragraph_key",
            a,
            "指挥那段写得温暖一点。",
            [
                "```json\n"
                + json.dumps(
                    {"revised_paragraph": director_warm, "notes": "语气更温暖，日期未改。"},
                    ensure_ascii=False,
                    indent=2,
                )
                + "\n```"
            ],
            applied(a, {6: director_warm}),
        ),
        case(
            "choir",
            "zh",
            9,
            "whole_then_changes_list",
            a,
            "排练安排最后加一条“19:00 3月18日（周四）：彩排”。",
            [
                whole(a, {3: rehearsals + "\n- 19:00 3月18日（周四）：彩排"})
                + "\n\n修改：\n- 排练安排新增3月18日彩排"
            ],
            applied(a, {3: rehearsals + "\n- 19:00 3月18日（周四）：彩排"}),
        ),
        case(
            "choir",
            "zh",
            10,
            "two_asks_list_and_paragraph",
            a,
            "团规里加一条“- 请带白开水，不要带碳酸饮料。”，乐谱库那段再说一句乐谱可以借回家一周。",
            [
                "两处都加好了：\n\n"
                + whole(a, {5: rules + "\n" + new_rule, 7: borrowed})
                + "\n\n改动说明：\n- 新增一条团规\n- 补充借谱说明"
            ],
            applied(a, {5: rules + "\n" + new_rule, 7: borrowed}),
        ),
        case(
            "choir",
            "zh",
            11,
            "paragraph_in_text_fence_then_note",
            a,
            "乐谱库那段写得亲切一点。",
            ["```text\n" + library_friendly + "\n```\n\n邮箱和电话都没有动。"],
            applied(a, {7: library_friendly}),
        ),
        case(
            "choir",
            "zh",
            12,
            "declines_unsourced_claim",
            a,
            "加一句：礼堂明年要被卖掉了。",
            [
                "这句我先不加。通知里看不出这个消息的来源，团员可能会据此做安排。"
                "如果已经确认，告诉我是谁宣布的，我再加一句稳妥的说法。"
            ],
            {"outcome": "model_says", "contains": "告诉我是谁宣布的"},
        ),
    ]


def repair_en() -> list[dict[str, Any]]:
    a = REPAIR_EN
    p = a[1]
    tyres_clear = (
        "Check the sidewall for the right pressure. For a town bike it is usually between 40 "
        "and 65 psi. Never pump past the maximum."
    )
    mechanic_warm = (
        "Our lead mechanic is the wonderful Rhiannon Pryce, who spent twelve years at a bike "
        "shop in Cardiff before she retired. She checks every brake job herself before a bike "
        "goes home."
    )
    parts_friendly = (
        "E-bike batteries and motors are beyond us, I'm afraid, and we don't sell parts. We "
        "do keep a box of second-hand inner tubes, though, at 50p each."
    )
    opening_friendly = (
        "Once a month, our friendly volunteer mechanics help you fix your own bike, for free. "
        "Bring the bike and a little patience: most repairs take about 45 minutes."
    )
    children = p[5] + " Children are welcome with an adult."
    bookings = (
        "No need to book, just turn up. Fancy volunteering? Have a word with Rhiannon on the "
        "day or email fix@staidans-bikes.org."
    )
    parts_short = (
        "We can't fix e-bike batteries or motors and don't sell parts; spare inner tubes are 50p."
    )
    gentle = "Please stay below the maximum."
    tubes_fixed = p[4].replace("50p", "£1")
    return [
        case(
            "repair",
            "en",
            1,
            "measure_changed_in_block",
            a,
            "Make the tyre paragraph easier to follow.",
            [block(p[3], tyres_clear.replace("65 psi", "60 psi"))],
            refused("the upper tyre pressure changed from 65 psi to 60 psi"),
            edit_format="blocks",
        ),
        case(
            "repair",
            "en",
            2,
            "name_altered_in_target",
            a,
            "Make the paragraph about our mechanic warmer.",
            ["Here you go:\n\n" + mechanic_warm.replace("Pryce", "Price")],
            refused("the mechanic's surname changed from Pryce to Price"),
        ),
        case(
            "repair",
            "en",
            3,
            "time_changed_in_target",
            a,
            "Make the when-and-where paragraph friendlier.",
            [
                "Come and find us on the first Saturday of every month, 10:00 to 13:30, in St "
                "Aidan's Hall on Pelham Road. The café does tea and cake for a donation."
            ],
            refused("the closing time changed from 13:00 to 13:30"),
        ),
        case(
            "repair",
            "en",
            4,
            "rough_count_made_exact_in_target",
            a,
            "Make the opening paragraph punchier.",
            [
                "Free bike repairs, once a month, by volunteer mechanics who show you how. Bring "
                "your bike and some patience: most repairs take 45 minutes."
            ],
            applied(
                a,
                {
                    1: "Free bike repairs, once a month, by volunteer mechanics who show you how. "
                    "Bring your bike and some patience: most repairs take 45 minutes."
                },
            ),
        ),
        case(
            "repair",
            "en",
            5,
            "bold_label_then_why_bullets",
            a,
            "The parts paragraph sounds a bit blunt. Make it friendlier.",
            [
                "Here's a friendlier take:\n\n**Revised paragraph:**\n\n"
                + parts_friendly
                + '\n\n**Why this works:**\n\n* Softer opening with "I\'m afraid".\n'
                "* The price of the inner tubes is unchanged."
            ],
            applied(a, {5: parts_friendly}),
        ),
        case(
            "repair",
            "en",
            6,
            "selected_sentence_between_lead_in_and_note",
            a,
            "Make this gentler.",
            [
                "You could put it like this:\n\n"
                + gentle
                + "\n\nIt keeps the warning but sounds less stern."
            ],
            applied(a, {4: p[3].replace("Never go above the maximum.", gentle)}),
            selected="Never go above the maximum.",
        ),
        case(
            "repair",
            "en",
            7,
            "whole_between_greeting_and_wish",
            a,
            "Add to the last paragraph that children are welcome with an adult.",
            [
                "Happy to help! Here's the updated page:\n\n"
                + whole(a, {6: children})
                + "\n\nHope the café goes brilliantly!"
            ],
            applied(a, {6: children}),
        ),
        case(
            "repair",
            "en",
            8,
            "second_ask_writer_correction",
            a,
            "Make the opening friendlier. Also the inner tubes are £1 each now, not 50p, "
            "please fix it.",
            [
                whole(a, {1: opening_friendly, 5: tubes_fixed})
                + "\n\nI've made the opening friendlier and updated the inner tube price to £1."
            ],
            applied(a, {1: opening_friendly, 5: tubes_fixed}),
        ),
        case(
            "repair",
            "en",
            9,
            "asks_before_claiming_insurance",
            a,
            "Say that our mechanics are fully insured.",
            [
                "Before I add that: are the mechanics actually covered, and by whose policy? "
                "A claim like that should match the real insurance, so let me know and I'll "
                "word it accurately."
            ],
            {"outcome": "model_says", "contains": "by whose policy"},
        ),
        case(
            "repair",
            "en",
            10,
            "json_revised_text_key",
            a,
            "Make the bookings paragraph friendlier.",
            [
                '{"revised_text": '
                + json.dumps(bookings)
                + ', "explanation": "More conversational; the email is unchanged."}'
            ],
            applied(a, {6: bookings}),
        ),
        case(
            "repair",
            "en",
            11,
            "untouched_time_format_changed",
            a,
            "Make the parts paragraph shorter.",
            [whole(a, {2: p[1].replace("10:00 to 13:00", "10am to 1pm"), 5: parts_short})],
            applied(a, {5: parts_short}),
        ),
        case(
            "repair",
            "en",
            12,
            "measure_changed_in_whole_target",
            a,
            "Make the tyre paragraph clearer.",
            [
                "Here's the page with a clearer tyre paragraph:\n\n"
                + whole(a, {4: tyres_clear.replace("65 psi", "60 psi")})
            ],
            refused("the upper tyre pressure changed from 65 psi to 60 psi"),
        ),
    ]


def repair_zh() -> list[dict[str, Any]]:
    a = REPAIR_ZH
    p = a[1]
    tyres_clear = "先看胎侧印的气压。城市车一般在40到65 psi之间，打气千万别超过上限。"
    mechanic_warm = (
        "我们的首席技师是孟庆芳师傅，她在自行车厂干了十二年才退休。"
        "每辆车回家前，刹车都由她亲手检查一遍。"
    )
    parts_friendly = (
        "电动车的电池和电机我们实在修不了，也不卖配件，还请多包涵。"
        "不过我们备了一箱二手内胎，每条5角。"
    )
    opening_friendly = (
        "每月一次，热心的志愿者技师免费陪你自己动手修车。"
        "带上车，也带上一点耐心：大多数维修要45分钟左右。"
    )
    children = p[5] + "欢迎小朋友在大人陪同下一起来。"
    bookings = (
        "来之前不用预约，直接来就行。想当志愿者？活动当天找孟庆芳聊聊，"
        "或者发邮件到 fix@hepingbike.cn。"
    )
    parts_short = "电动车电池和电机修不了，也不卖配件；二手内胎每条5角。"
    gentle = "尽量别超过上限。"
    tubes_fixed = p[4].replace("每条5角", "每条1元")
    return [
        case(
            "repair",
            "zh",
            1,
            "measure_changed_in_block",
            a,
            "打气那段写得好懂一点。",
            [block(p[3], tyres_clear.replace("65 psi", "60 psi"))],
            refused("气压上限从65 psi变成了60 psi"),
            edit_format="blocks",
        ),
        case(
            "repair",
            "zh",
            2,
            "name_altered_in_target",
            a,
            "介绍技师的那段写得温暖一点。",
            ["好的：\n\n" + mechanic_warm.replace("孟庆芳", "孟庆方")],
            refused("技师的名字从孟庆芳变成了孟庆方"),
        ),
        case(
            "repair",
            "zh",
            3,
            "time_changed_in_target",
            a,
            "时间地点那段写得亲切一点。",
            ["每月第一个周六，10:00到13:30，我们在和平路的街道活动中心等你。茶水点心随意捐。"],
            refused("结束时间从13:00变成了13:30"),
        ),
        case(
            "repair",
            "zh",
            4,
            "rough_count_made_exact_in_target",
            a,
            "开头那段写得更有劲一点。",
            ["免费修车，每月一次，志愿者技师手把手教你。带上车和一点耐心：大多数维修只要45分钟。"],
            applied(
                a,
                {
                    1: "免费修车，每月一次，志愿者技师手把手教你。"
                    "带上车和一点耐心：大多数维修只要45分钟。"
                },
            ),
        ),
        case(
            "repair",
            "zh",
            5,
            "bold_label_then_why_bullets",
            a,
            "配件那段说得有点生硬，亲切一点。",
            [
                "好的，改得亲切一些：\n\n**修改后的段落：**\n\n"
                + parts_friendly
                + "\n\n**修改说明：**\n\n* 加了“还请多包涵”，语气更软。\n* 内胎价格没有改。"
            ],
            applied(a, {5: parts_friendly}),
        ),
        case(
            "repair",
            "zh",
            6,
            "selected_sentence_between_lead_in_and_note",
            a,
            "这句说得温和一点。",
            ["可以改成：\n\n" + gentle + "\n\n保留了提醒，语气柔和一些。"],
            applied(a, {4: p[3].replace("千万不要超过上限。", gentle)}),
            selected="千万不要超过上限。",
        ),
        case(
            "repair",
            "zh",
            7,
            "whole_between_greeting_and_wish",
            a,
            "最后一段加一句：欢迎小朋友在大人陪同下一起来。",
            ["没问题！改好的全文：\n\n" + whole(a, {6: children}) + "\n\n祝活动顺利！"],
            applied(a, {6: children}),
        ),
        case(
            "repair",
            "zh",
            8,
            "second_ask_writer_correction",
            a,
            "开头写得亲切一点。另外内胎现在是每条1元，不是5角，帮我改一下。",
            [
                whole(a, {1: opening_friendly, 5: tubes_fixed})
                + "\n\n开头改得更亲切了，内胎价格已改为每条1元。"
            ],
            applied(a, {1: opening_friendly, 5: tubes_fixed}),
        ),
        case(
            "repair",
            "zh",
            9,
            "asks_before_claiming_insurance",
            a,
            "加一句：我们的技师都上了全额保险。",
            [
                "加之前想先确认一下：技师们真的有保险吗？是谁投保的？这种说法要和实际保单一致，"
                "告诉我具体情况，我再写得准确些。"
            ],
            {"outcome": "model_says", "contains": "是谁投保的"},
        ),
        case(
            "repair",
            "zh",
            10,
            "json_revised_text_key",
            a,
            "预约那段写得亲切一点。",
            [
                '{"revised_text": '
                + json.dumps(bookings, ensure_ascii=False)
                + ', "explanation": "更口语化，邮箱没改。"}'
            ],
            applied(a, {6: bookings}),
        ),
        case(
            "repair",
            "zh",
            11,
            "untouched_time_format_changed",
            a,
            "配件那段缩短一点。",
            [whole(a, {2: p[1].replace("10:00到13:00", "上午10点到下午1点"), 5: parts_short})],
            applied(a, {5: parts_short}),
        ),
        case(
            "repair",
            "zh",
            12,
            "measure_changed_in_whole_target",
            a,
            "打气那段写得清楚一点。",
            [
                "打气那段改好了，全文如下：\n\n"
                + whole(a, {4: tyres_clear.replace("65 psi", "60 psi")})
            ],
            refused("气压上限从65 psi变成了60 psi"),
        ),
    ]


def main() -> None:
    for name, cases in (("choir", choir_en() + choir_zh()), ("repair", repair_en() + repair_zh())):
        lines = [json.dumps(c, ensure_ascii=False) for c in cases]
        (HERE / f"{name}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
