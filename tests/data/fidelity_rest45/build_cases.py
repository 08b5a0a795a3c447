# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 45's dev cases of outside44's findings 4, 5, 8 and its other observations in
forms its tests did not use (run from the repository root), with near-misses that must keep
working: an item of an attachment or a lead-in list dropped by a tone rewrite (refused; a list
item's number is no fact); a permission softened in one paragraph beside a "don't" added in
another (no rule made binding: saved), while a real "may" → "must" in one sentence is still
refused; times restyled (08:30 → 8:30am) put back in the writer's form, all of them; a signer's
surname dropped from a sign-off (refused, like a greeting's); 此致 / 敬礼 joined on one line (the
writer's two lines put back); a one-character Chinese swap named as its word (周六 → 周日).
Every expected article is the original paragraph list with only the asked changes made."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the sets share
from fidelity_changes import ChangedArticles, swap, write_cases  # noqa: E402

# --- Finding 4: an attachment list --------------------------------------------------------
ZMEET_TITLE = "关于召开2027年度预算编制工作会议的通知"
ZMEET = [
    "各学院、各部门：",
    "经研究，定于2027年1月8日（星期五）上午9:00在行政楼三楼会议室召开年度预算编制工作会议。请各单位分管领导和财务联系人准时参加，不得缺席。",
    "请各单位于1月6日前将预算草案报送财务处，当天中午提供免费工作餐。联系人：陈敏，电话：0571-86001234。",
    "附件：\n1. 2027年度预算编制说明.pdf\n2. 预算草案模板.xlsx\n3. 参会回执.docx",
    "财务处\n2026年12月28日",
]
ZCAMP_TITLE = "寒假研学营报名须知"
ZCAMP = [
    "各位家长：",
    "本校寒假研学营将于2027年1月20日至1月24日在杭州举行，费用每人2800元，名额40个。",
    "请于1月5日前完成报名，并把下列材料交给班主任。逾期不予受理。",
    "附件：\n1、报名表.docx\n2、安全承诺书.pdf",
    "教务处\n2026年12月15日",
]
MEMO_TITLE = "Office move on 14 February"
MEMO = [
    "Dear all,",
    "We move to the new office at 22 Quay Street on Friday 14 February. Pack your desk by 4pm on Thursday 13 February; the movers arrive at 6pm.",
    "IT will move computers. Do not unplug anything yourself.",
    "Attachments:\n1. Floor plan.pdf\n2. Desk allocation.xlsx\n3. Parking permits.docx",
    "Facilities Team",
]
VISA_TITLE = "Your visa appointment"
VISA = [
    "Hi Sam,",
    "Your appointment is on 3 March at 10:15 at the consulate on Albert Road.",
    "Please bring:\n- your passport\n- two passport photos\n- the printed confirmation\n- the £95 fee in cash",
    "Arrive fifteen minutes early; late arrivals are turned away.",
    "Best,\nNadia",
]

# --- Finding 5: modals in different paragraphs ----------------------------------------
MUSEUM_TITLE = "A morning at the Tide Museum"
MUSEUM = [
    "The Tide Museum opens at 10am on weekdays.",
    "Visitors may take photos in the main hall.",
    "Upstairs, a model of the harbour shows how the town looked in 1890.",
    "The café closes at 3pm, so plan lunch early.",
]
GARDEN_TITLE = "Open garden day"
GARDEN = [
    "Hollins Hall opens its gardens to the public on Sunday 8 June.",
    "Children may bring their own buckets for the pond-dipping corner.",
    "The rose garden is at its best in early June.",
    "Tea and cakes are served in the old stables until 4pm.",
]
WELCOME_TITLE = "Your first day"
WELCOME = [
    "Welcome to the team! Your first day is Monday 2 June.",
    "You may park in the staff car park behind the building.",
    "Lunch is provided on your first day.",
    "Ask for Rosa at reception when you arrive at 9am.",
]
ZISLAND_TITLE = "东极岛一日游"
ZISLAND = [
    "早上7:30从沈家门码头坐船，大约两个小时到东极岛。",
    "上岛后游客可以在码头边喂海鸥。",
    "岛上有一条环岛步道，走一圈大约一个半小时。",
    "末班船下午3:30开出。",
]
CLUB_TITLE = "Book club in March"
CLUB = [
    "We meet on Thursday 6 March at 7pm in the back room of the Anchor.",
    "You may bring a guest if you let me know by Monday.",
    "This month's book is The Remains of the Day.",
]
ZPICNIC_TITLE = "春游通知"
ZPICNIC = [
    "三年级春游定在4月12日，早上8:00在校门口集合。",
    "同学们可以自带零食和水。",
    "下午3:00回到学校，家长请按时接孩子。",
]

# --- Finding 8: restyled times --------------------------------------------------------
LISBON_TITLE = "Three days in Lisbon"
LISBON = [
    "Day 1 — Alfama\n09:30 Sé Cathedral (€5). 12:00 lunch at a tasca, about €15.",
    "Day 2 — Sintra\n07:45 train from Rossio (€2.40, 40 min). 11:00 Pena Palace. 14:30 Quinta da Regaleira, €12.",
    "Day 3 — Belém\n10:00 Jerónimos Monastery, €12. 19:00 dinner by the river.",
]
RACE_TITLE = "Race day plan"
RACE = [
    "Saturday is the Harbour 10K.",
    "Bag drop opens at 07:15 and closes at 08:00, and the race starts at 08:30 from the pier.",
    "Medals and food are at the finish tent until 12:00.",
]
ZTRIP_TITLE = "婺源两日游"
ZTRIP = [
    "第一天：篁岭\n08:30 从县城坐大巴，约40分钟，车票15元。14:00 看晒秋。",
    "第二天：江岭\n07:00 出发看油菜花梯田。10:30 到李坑，门票60元。16:00 返程。",
]

# --- Other observations -----------------------------------------------------------------
THANKS_TITLE = "Thank you"
THANKS = [
    "Dear Mr. Alvarez,",
    "Thank you for hosting our class at the lighthouse last Tuesday. The students are still talking about the lamp room.",
    "We have enclosed some of their drawings as a small thank-you.",
    "Best wishes,\nPriya Natarajan",
]
APOLOGY_TITLE = "About your order"
APOLOGY = [
    "Dear Ms. Okoro,",
    "I am sorry that your order arrived two days late. We have refunded the £4.99 delivery charge.",
    "Kind regards,\nDaniel Brooks\nCustomer Care",
]
ZLETTER_TITLE = "给王老师的信"
ZLETTER = [
    "王老师：",
    "您好！毕业已经三年了，我一直记得您在高三那年对我的帮助。",
    "今年我考上了研究生，想第一时间告诉您这个好消息。",
    "此致\n敬礼",
    "学生 张晓\n2026年12月1日",
]
ZTHANKS_TITLE = "感谢信"
ZTHANKS = [
    "尊敬的社区居委会：",
    "上个月我家老人突发疾病，是社区的李医生和几位志愿者及时把他送到了医院。",
    "在此向你们表示衷心的感谢！",
    "此致\n敬礼！",
    "居民 周海\n2026年11月30日",
]
ZWEEKLY_TITLE = "社区周报"
ZWEEKLY = [
    "## 社区动态",
    "上周六，社区组织了一次垃圾分类宣传活动，共有60位居民参加。",
    "## 活动预告",
    "本周六上午9:00，社区将在文化广场举办旧物交换市集。",
    "下周三下午，社区医院的医生来做免费义诊。",
]

ARTICLES = ChangedArticles(
    {
        "zmeet": (ZMEET_TITLE, ZMEET),
        "zcamp": (ZCAMP_TITLE, ZCAMP),
        "memo": (MEMO_TITLE, MEMO),
        "visa": (VISA_TITLE, VISA),
        "museum": (MUSEUM_TITLE, MUSEUM),
        "garden": (GARDEN_TITLE, GARDEN),
        "welcome": (WELCOME_TITLE, WELCOME),
        "zisland": (ZISLAND_TITLE, ZISLAND),
        "club": (CLUB_TITLE, CLUB),
        "zpicnic": (ZPICNIC_TITLE, ZPICNIC),
        "lisbon": (LISBON_TITLE, LISBON),
        "race": (RACE_TITLE, RACE),
        "ztrip": (ZTRIP_TITLE, ZTRIP),
        "thanks": (THANKS_TITLE, THANKS),
        "apology": (APOLOGY_TITLE, APOLOGY),
        "zletter": (ZLETTER_TITLE, ZLETTER),
        "zthanks": (ZTHANKS_TITLE, ZTHANKS),
        "zweekly": (ZWEEKLY_TITLE, ZWEEKLY),
    }
)
case, whole = ARTICLES.case, ARTICLES.whole


def refused(one: dict, told: str) -> dict:
    """A refusal whose note must name `told`."""
    one["expect"]["note_contains"] = told  # type: ignore[index]
    return one


ZMEET1_POLITE = "经研究，定于2027年1月8日（星期五）上午9:00在行政楼三楼会议室召开年度预算编制工作会议。敬请各单位分管领导和财务联系人拨冗准时参加，不得缺席。"
ZMEET1_LOST = "经研究，定于2027年1月8日上午9:00在行政楼三楼会议室召开年度预算编制工作会议，敬请各单位分管领导和财务联系人准时参加，不得缺席。"
ZMEET2_POLITE = "烦请各单位于1月6日前将预算草案报送财务处，当天中午提供免费工作餐，谢谢配合。联系人：陈敏，电话：0571-86001234。"
ZMEET2_LOST = (
    "烦请各单位于1月6日前将预算草案报送财务处，谢谢配合。联系人：陈敏，电话：0571-86001234。"
)
ZCAMP2_POLITE = "烦请各位家长于1月5日前完成报名，并把下列材料交给班主任，逾期不予受理，敬请谅解。"
MEMO1_FRIENDLY = "We're moving to our lovely new office at 22 Quay Street on Friday 14 February! Please pack your desk by 4pm on Thursday 13 February; the movers arrive at 6pm."
MEMO2_FRIENDLY = "IT will take care of moving computers. Do not unplug anything yourself."
VISA1_WARM = "Good news: your appointment is on 3 March at 10:15 at the consulate on Albert Road."
MUSEUM_LIVELY: dict[object, str | None] = {
    0: "The Tide Museum throws open its doors at 10am on weekdays!",
    1: "Visitors might even snap a few photos in the main hall.",
    2: "Upstairs, a model of the harbour brings the town of 1890 to life.",
    3: "The café closes at 3pm — don't miss lunch!",
}
ZWEEKLY_LIVELY = "本周六上午9:00，旧物交换市集在文化广场热闹开场！"
VISA3_WARM = "Try to arrive fifteen minutes early; late arrivals are turned away."

cases = [
    # --- Finding 4: an item of a list dropped by a tone rewrite ----------------------------
    refused(
        case(
            "r45-zmeet-zh-01",
            "zmeet",
            "attachment_item_dropped_by_tone",
            "outside44 F4: a politer notice lists two of its three attachments",
            "把这份通知的语气改得客气一些。",
            [
                whole(
                    "zmeet",
                    {
                        1: ZMEET1_POLITE,
                        2: ZMEET2_POLITE,
                        3: "附件：\n1. 2027年度预算编制说明.pdf\n2. 预算草案模板.xlsx",
                    },
                )
            ],
            outcome="refused",
            because="参会回执.docx left out of the attachment list by a tone ask",
        ),
        "参会回执",
    ),
    refused(
        case(
            "r45-zcamp-zh-01",
            "zcamp",
            "attachment_item_dropped_by_tone",
            "outside44 F4: 1、/2、 numbered attachments, the second dropped by a politer rewrite",
            "语气委婉一点，别那么生硬。",
            [whole("zcamp", {2: ZCAMP2_POLITE, 3: "附件：\n1、报名表.docx"})],
            outcome="refused",
            because="安全承诺书.pdf left out by a tone ask",
        ),
        "安全承诺书",
    ),
    refused(
        case(
            "r45-memo-en-01",
            "memo",
            "attachment_item_dropped_by_tone",
            "outside44 F4 in English: a friendlier memo drops an attachment",
            "Make the memo friendlier.",
            [
                whole(
                    "memo",
                    {
                        1: MEMO1_FRIENDLY,
                        2: MEMO2_FRIENDLY,
                        3: "Attachments:\n1. Floor plan.pdf\n2. Parking permits.docx",
                    },
                )
            ],
            outcome="refused",
            because="Desk allocation.xlsx left out",
        ),
        "Desk allocation",
    ),
    refused(
        case(
            "r45-visa-en-01",
            "visa",
            "lead_in_list_item_dropped_by_tone",
            "outside44 F4's shape: a list under a lead-in line loses an item in a warmer rewrite",
            "Make the email warmer.",
            [
                whole(
                    "visa",
                    {
                        1: VISA1_WARM,
                        2: "Please bring along:\n- your passport\n- the printed confirmation\n- the £95 fee in cash",
                    },
                )
            ],
            outcome="refused",
            because="two passport photos left out",
        ),
        "passport photos",
    ),
    case(
        "r45-zmeet-zh-02",
        "zmeet",
        "attachment_removed_as_asked",
        "near-miss: the writer asks to delete attachment 2; the list keeps the others",
        "把附件2删掉，其他不用改。",
        [whole("zmeet", {3: "附件：\n1. 2027年度预算编制说明.pdf\n2. 参会回执.docx"})],
        {3: "附件：\n1. 2027年度预算编制说明.pdf\n2. 参会回执.docx"},
    ),
    case(
        "r45-zmeet-zh-04",
        "zmeet",
        "two_checks_named_apart",
        "outside44 F4's note: a weekday and a rule a politer rewrite left out are named in one 请核对, not two run together",
        "把这份通知的语气改得客气一些。",
        [whole("zmeet", {1: ZMEET1_LOST, 2: ZMEET2_LOST})],
        {1: ZMEET1_LOST, 2: ZMEET2_LOST},
        told="模型还删掉了",
        not_told="。 请核对",
    ),
    case(
        "r45-memo-en-02",
        "memo",
        "attachment_removed_as_asked",
        "near-miss: 'remove the parking permits attachment' drops that item only",
        "Remove the parking permits attachment.",
        [whole("memo", {3: "Attachments:\n1. Floor plan.pdf\n2. Desk allocation.xlsx"})],
        {3: "Attachments:\n1. Floor plan.pdf\n2. Desk allocation.xlsx"},
    ),
    case(
        "r45-zmeet-zh-03",
        "zmeet",
        "attachment_list_kept_by_tone",
        "near-miss: a politer notice with every attachment kept is saved",
        "把这份通知的语气改得客气一些。",
        [whole("zmeet", {1: ZMEET1_POLITE, 2: ZMEET2_POLITE})],
        {1: ZMEET1_POLITE, 2: ZMEET2_POLITE},
    ),
    case(
        "r45-visa-en-02",
        "visa",
        "lead_in_list_kept_by_tone",
        "near-miss: a warmer email keeps every item to bring (the lead-in reworded)",
        "Make the email warmer.",
        [whole("visa", {1: VISA1_WARM, 2: swap(VISA[2], "Please bring:", "Please bring along:")})],
        {1: VISA1_WARM, 2: swap(VISA[2], "Please bring:", "Please bring along:")},
    ),
    # --- Finding 5: may in one paragraph, "don't" / "must" in another -------------------------
    case(
        "r45-museum-en-01",
        "museum",
        "permission_and_ban_in_different_paragraphs",
        "outside44 F5: 'may' softened in paragraph 2, 'don't' added in paragraph 4",
        "Make it livelier.",
        [whole("museum", MUSEUM_LIVELY)],
        MUSEUM_LIVELY,
    ),
    case(
        "r45-garden-en-01",
        "garden",
        "permission_and_duty_in_different_paragraphs",
        "outside44 F5's shape: 'may' reworded in paragraph 2, 'a must-see' in paragraph 3",
        "Make it more exciting.",
        [
            whole(
                "garden",
                {
                    1: "Children might like to bring their own buckets for the pond-dipping corner.",
                    2: "The rose garden is a must-see in early June!",
                },
            )
        ],
        {
            1: "Children might like to bring their own buckets for the pond-dipping corner.",
            2: "The rose garden is a must-see in early June!",
        },
    ),
    case(
        "r45-welcome-en-01",
        "welcome",
        "permission_and_ban_in_different_paragraphs",
        "outside44 F5's shape in an email: 'may park' made 'feel free', 'won't need' added two paragraphs on",
        "Make it warmer and more welcoming.",
        [
            whole(
                "welcome",
                {
                    0: "Welcome aboard — we're so glad you're joining us! Your first day is Monday 2 June.",
                    1: "Feel free to park in the staff car park behind the building.",
                    2: "Lunch is on us on your first day, so you won't need to bring anything.",
                },
            )
        ],
        {
            0: "Welcome aboard — we're so glad you're joining us! Your first day is Monday 2 June.",
            1: "Feel free to park in the staff car park behind the building.",
            2: "Lunch is on us on your first day, so you won't need to bring anything.",
        },
    ),
    case(
        "r45-zisland-zh-01",
        "zisland",
        "permission_and_duty_in_different_paragraphs",
        "outside44 F5 in Chinese: 可以 made 不妨 in paragraph 2, 一定要 added in paragraph 4",
        "写得生动一点。",
        [
            whole(
                "zisland",
                {
                    1: "上岛后不妨在码头边喂喂海鸥，它们一点也不怕人。",
                    3: "末班船下午3:30开出，一定要赶上！",
                },
            )
        ],
        {
            1: "上岛后不妨在码头边喂喂海鸥，它们一点也不怕人。",
            3: "末班船下午3:30开出，一定要赶上！",
        },
    ),
    refused(
        case(
            "r45-club-en-01",
            "club",
            "permission_made_duty_in_one_sentence",
            "near-miss: 'may bring a guest' made 'must bring a guest' in a livelier rewrite",
            "Make it livelier.",
            [
                whole(
                    "club",
                    {
                        0: "We're meeting on Thursday 6 March at 7pm in the cosy back room of the Anchor!",
                        1: "You must bring a guest if you let me know by Monday.",
                    },
                )
            ],
            outcome="refused",
            because="may → must in one sentence",
        ),
        "must",
    ),
    refused(
        case(
            "r45-zpicnic-zh-01",
            "zpicnic",
            "permission_made_duty_in_one_sentence",
            "near-miss: 可以自带 made 必须自带 while making it livelier",
            "写得活泼一点。",
            [
                whole(
                    "zpicnic",
                    {
                        0: "三年级的春游定在4月12日啦，早上8:00在校门口集合！",
                        1: "同学们必须自带零食和水。",
                    },
                )
            ],
            outcome="refused",
            because="可以 → 必须",
        ),
        "必须",
    ),
    refused(
        case(
            "r45-museum-en-02",
            "museum",
            "permission_made_duty_in_one_sentence",
            "near-miss: 'may take photos' made 'must not take photos' beside other livelier paragraphs",
            "Make it livelier.",
            [
                whole(
                    "museum",
                    {
                        0: "The Tide Museum throws open its doors at 10am on weekdays!",
                        1: "Visitors must not take photos in the main hall.",
                        2: "Upstairs, a model of the harbour brings the town of 1890 to life.",
                    },
                )
            ],
            outcome="refused",
            because="may → must not",
        ),
        "must",
    ),
    # --- Finding 8: times restyled, all put back ------------------------------------------
    case(
        "r45-lisbon-en-01",
        "lisbon",
        "times_restyled_put_back",
        "outside44 F8: 07:45 / 11:00 / 14:30 written 7:45am / 11am / 2:30pm, the first at the line's start",
        "Make Day 2 sound more exciting.",
        [
            whole(
                "lisbon",
                {
                    1: "Day 2 — Sintra\n7:45am: jump on the train from Rossio (€2.40, 40 min)! By 11am you're exploring the fairytale Pena Palace, and at 2:30pm you descend the mysterious well at Quinta da Regaleira (€12)."
                },
            )
        ],
        {
            1: "Day 2 — Sintra\n07:45: jump on the train from Rossio (€2.40, 40 min)! By 11:00 you're exploring the fairytale Pena Palace, and at 14:30 you descend the mysterious well at Quinta da Regaleira (€12)."
        },
        told="“07:45” → “7:45am”",
    ),
    case(
        "r45-race-en-01",
        "race",
        "times_restyled_put_back",
        "outside44 F8's shape in a paragraph: 07:15 / 08:00 / 08:30 written 7:15am / 8am / 8:30am",
        "Make the second paragraph more energetic.",
        [
            whole(
                "race",
                {
                    1: "Bag drop opens at 7:15am and slams shut at 8am — then at 8:30am sharp we're off from the pier!"
                },
            )
        ],
        {
            1: "Bag drop opens at 07:15 and slams shut at 08:00 — then at 08:30 sharp we're off from the pier!"
        },
        told="“08:00” → “8am”",
    ),
    case(
        "r45-ztrip-zh-01",
        "ztrip",
        "times_restyled_put_back",
        "outside44 F8 in Chinese: 07:00 / 10:30 / 16:00 written 7:00 / 10:30 / 16:00 without the zero, one at the line's start",
        "第二天写得更有画面感一些。",
        [
            whole(
                "ztrip",
                {
                    1: "第二天：江岭\n7:00 趁着晨雾出发，去看漫山遍野的油菜花梯田。10:30 走进小桥流水的李坑，门票60元。16:00 带着满身花香返程。"
                },
            )
        ],
        {
            1: "第二天：江岭\n07:00 趁着晨雾出发，去看漫山遍野的油菜花梯田。10:30 走进小桥流水的李坑，门票60元。16:00 带着满身花香返程。"
        },
    ),
    refused(
        case(
            "r45-lisbon-en-02",
            "lisbon",
            "time_really_changed",
            "near-miss: a restyle moves 14:30 to 3pm — another time, refused",
            "Make Day 2 sound more exciting.",
            [
                whole(
                    "lisbon",
                    {
                        1: "Day 2 — Sintra\n07:45 train from Rossio (€2.40, 40 min) — adventure awaits! 11:00 the fairytale Pena Palace. 3pm the mysterious Quinta da Regaleira, €12."
                    },
                )
            ],
            outcome="refused",
            because="14:30 → 3pm",
        ),
        "14:30",
    ),
    # --- Other observations: a sign-off's surname ----------------------------------------
    refused(
        case(
            "r45-thanks-en-01",
            "thanks",
            "signoff_surname_dropped",
            "outside44 other: a warmer sign-off signs with the first name only",
            "Make the sign-off warmer.",
            [whole("thanks", {3: "With heartfelt thanks,\nPriya"})],
            outcome="refused",
            because="Natarajan dropped from the signature",
        ),
        "Natarajan",
    ),
    refused(
        case(
            "r45-apology-en-01",
            "apology",
            "signoff_surname_dropped",
            "outside44 other: a whole-letter warmer rewrite drops the signer's surname",
            "Make the letter warmer.",
            [
                whole(
                    "apology",
                    {
                        1: "I'm so sorry that your order arrived two days late. We have refunded the £4.99 delivery charge.",
                        2: "Warmest regards,\nDaniel\nCustomer Care",
                    },
                )
            ],
            outcome="refused",
            because="Brooks dropped from the signature",
        ),
        "Brooks",
    ),
    case(
        "r45-thanks-en-02",
        "thanks",
        "signoff_warmer_name_kept",
        "near-miss: a warmer sign-off with the full name kept",
        "Make the sign-off warmer.",
        [whole("thanks", {3: "With heartfelt thanks,\nPriya Natarajan"})],
        {3: "With heartfelt thanks,\nPriya Natarajan"},
    ),
    case(
        "r45-thanks-en-03",
        "thanks",
        "signoff_less_formal_first_name",
        "near-miss: a less formal sign-off asked; the first name alone is what it means",
        "Make the sign-off less formal.",
        [whole("thanks", {3: "Cheers,\nPriya"})],
        {3: "Cheers,\nPriya"},
    ),
    # --- Other observations: 此致 / 敬礼 --------------------------------------------------------
    case(
        "r45-zletter-zh-01",
        "zletter",
        "letter_closing_lines_joined",
        "outside44 other: 此致\\n敬礼 joined to 此致敬礼 by a more formal rewrite",
        "把信写得更正式一些。",
        [
            whole(
                "zletter",
                {
                    1: "您好！毕业已逾三年，您在高三那年给予我的帮助，我始终铭记于心。",
                    3: "此致敬礼",
                },
            )
        ],
        {1: "您好！毕业已逾三年，您在高三那年给予我的帮助，我始终铭记于心。"},
    ),
    case(
        "r45-zthanks-zh-01",
        "zthanks",
        "letter_closing_lines_joined",
        "outside44 other: 此致\\n敬礼！ joined to 此致敬礼！ in a 感谢信",
        "语气再诚恳一些。",
        [whole("zthanks", {2: "在此，谨向你们致以最诚挚、最衷心的感谢！", 3: "此致敬礼！"})],
        {2: "在此，谨向你们致以最诚挚、最衷心的感谢！"},
    ),
    case(
        "r45-zletter-zh-02",
        "zletter",
        "letter_closing_lines_kept",
        "near-miss: a more formal letter that keeps 此致 / 敬礼 on two lines",
        "把信写得更正式一些。",
        [whole("zletter", {1: "您好！毕业已逾三年，您在高三那年给予我的帮助，我始终铭记于心。"})],
        {1: "您好！毕业已逾三年，您在高三那年给予我的帮助，我始终铭记于心。"},
    ),
    case(
        "r45-zletter-zh-03",
        "zletter",
        "letter_closing_lines_joined_as_asked",
        "near-miss: the writer asks for 此致敬礼 on one line; the join is the edit",
        "把“此致”和“敬礼”合并成一行。",
        [whole("zletter", {3: "此致敬礼"})],
        {3: "此致敬礼"},
    ),
    # --- Other observations: a one-character swap named as its word --------------------------
    case(
        "r45-zweekly-zh-01",
        "zweekly",
        "one_character_swap_named_as_word",
        "outside44 other: 周六 → 周日 in the 活动预告 section is named 周六→周日, not 六→日",
        "把活动预告里的“周六”改成“周日”。",
        [whole("zweekly", {3: "本周日上午9:00，社区将在文化广场举办旧物交换市集。"})],
        {3: "本周日上午9:00，社区将在文化广场举办旧物交换市集。"},
        told="“周六”",
    ),
    case(
        "r45-zweekly-zh-02",
        "zweekly",
        "one_character_swap_named_as_word",
        "outside44 other's shape: 周三 → 周四 (one character) named as the word",
        "把义诊那段的“周三”改成“周四”。",
        [whole("zweekly", {4: "下周四下午，社区医院的医生来做免费义诊。"})],
        {4: "下周四下午，社区医院的医生来做免费义诊。"},
        told="“周三”",
    ),
    case(
        "r45-zweekly-zh-03",
        "zweekly",
        "one_character_swap_named_as_word",
        "near-miss: a livelier 活动预告 keeps 周六; the unasked 上周六 → 上周日 elsewhere is withheld and named as the word",
        "把活动预告那一节写得更热闹一点。",
        [
            whole(
                "zweekly",
                {
                    1: "上周日，社区组织了一次垃圾分类宣传活动，共有60位居民参加。",
                    3: ZWEEKLY_LIVELY,
                },
            )
        ],
        {3: ZWEEKLY_LIVELY},
        withheld=1,
    ),
    case(
        "r45-zcamp-zh-02",
        "zcamp",
        "two_checks_named_apart",
        "outside44 F4's note: a figure and a phrase a politer rewrite left out are named as two sentences, not run together",
        "语气委婉一点，别那么生硬。",
        [
            whole(
                "zcamp",
                {
                    0: "尊敬的各位家长：",
                    2: "烦请各位家长于1月5日前完成报名，并把下列材料交给班主任，谢谢配合。",
                },
            )
        ],
        {
            0: "尊敬的各位家长：",
            2: "烦请各位家长于1月5日前完成报名，并把下列材料交给班主任，谢谢配合。",
        },
        told="逾期不予受理",
        not_told="。 请核对",
    ),
]

if __name__ == "__main__":
    write_cases(cases, HERE / "rest.jsonl")
