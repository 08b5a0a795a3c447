# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 49's variants of what fidelity_blind48 failed on, one .jsonl per shape (run
from the repository root: `.venv/bin/python tests/data/fidelity_dev49/build_cases.py`). Every
expected article is the original paragraph list with only the asked paragraphs replaced."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from fidelity_build import Articles, finish, refused  # noqa: E402

SALE = (
    "Elmfield Library Book Sale",
    [
        "Our spring book sale returns on **Saturday 18 March 2028**, 10 am to 4 pm, in the main hall of Elmfield Library.",
        "## How it works",
        "Paperbacks cost £1 and hardbacks £2.50. Only Friends of the Library with a current card may shop in the first hour; the doors open to everyone at 11 am.",
        "We don't take card payments at the tills, so please bring cash. Leftover books go to the charity shop by 6 pm.",
        "## Donations",
        "Drop off donations at the back door between 9 am and 5 pm, Monday to Friday. We cannot accept encyclopaedias or magazines.",
        '> "Every book here found a second reader." — Hazel Ogunleye, sale organiser',
        "Questions? Call Martin Keane on 01632 960 583 or write to sale@elmfieldlib.example.",
    ],
)
RACE = (
    "Harbour 10K: Volunteer Briefing",
    [
        "Thank you for volunteering at the Harbour 10K on **Sunday 9 April 2028**. The race starts at 9 am; please arrive by 7.15 am.",
        "## Your shift",
        "Marshals stand at their post from 8.30 am until the last runner passes, usually about 11 am. Please check in at the blue tent 15 minutes before your shift.",
        "Only volunteers who have completed the safety briefing may marshal the road crossings; everyone else helps at the water stations.",
        "| Station | Lead | Phone |\n|---|---|---|\n| Water 1 | Dev Malhotra | 07700 900 214 |\n| Water 2 | Ines Carvalho | 07700 900 367 |\n| Finish | Bram de Wit | 07700 900 592 |",
        "Each volunteer gets a T-shirt, a packed lunch and a £5 café voucher.",
        "Thank you for giving up your Sunday morning for our runners.",
        "Best wishes,\nSiobhan Clarke\nVolunteer Coordinator",
    ],
)
BOOKS = (
    "梧桐读书会三月共读安排",
    [
        "各位书友：",
        "三月共读书目为《额尔古纳河右岸》，线下分享会定于**2028年3月25日（星期六）14:30—17:00**，地点在梧桐街道图书馆二楼。",
        "## 参加须知",
        "本次分享会仅限已报名的会员参加，非会员不能旁听。每人限带一本书交换，报名截止到3月20日（星期一）。",
        "请在开场前15分钟签到。迟到超过30分钟的书友，请在门外等候，茶歇时再入场。",
        "会费每人每季度60元，含茶点和场地费。",
        "> “读书是一场慢慢的相遇。”——会长 沈书言",
        "联系人：秘书 邓一帆，电话 0571-8723 4406（工作日 9:00—17:30）",
        "感谢大家一直以来对读书会的支持。",
        "梧桐读书会\n2028年3月1日",
    ],
)
DRIVE = (
    "绿野驾校暑期学车班招生简章",
    [
        "绿野驾校暑期学车班开始报名啦！本期学车班共六周，每班最多八名学员。",
        "## 上课安排",
        "**开课：**2027年7月5日（星期一），每周一、三、五 18:30—20:30 上课，至8月13日结课。",
        "学费为每人3980元，含教材费和两次模拟考试费。只有在6月25日前交齐学费的学员才能保留名额。",
        "## 报名须知",
        "- 报名须本人携带身份证原件\n- 年满18周岁方可报名\n- 体检须在报名后10天内完成",
        "> “安全驾驶，从第一课开始。”——教练 钱卫东",
        "报名咨询：招生办 孔佳怡，电话 0571-8650 1729（每天 8:30—18:00）",
    ],
)
ARTS = {"sale": SALE, "race": RACE, "zbooks": BOOKS, "zdrive": DRIVE}
A = Articles("d49", ARTS)
# replies that hold only part of the new paragraph (a sentence, a table cell, tracked changes)
U = Articles("d49", ARTS, checked=False)
U.count = A.count  # one numbering per file and language

sp, rp, bp, dp = SALE[1], RACE[1], BOOKS[1], DRIVE[1]

# 1. A fact changed inside the asked paragraph: am/pm, digits swapped, minutes said otherwise,
#    a limit lifted (refused); near-misses keep every fact in other words (applied).
F = "blind48 *_in_target losses (am/pm flipped, 128 → 182, 20分钟 → 半小时, 'Only members who…' → 'Any member')"
A.one(
    "facts_in_target",
    "am_pm_flipped_in_target",
    F,
    "race",
    "Make the shift paragraph easier to read.",
    [
        "Marshals stay at their post from 8.30 pm until the last runner has passed, usually around 11 am. Check in at the blue tent 15 minutes before your shift."
    ],
    expect=refused("8.30 am became 8.30 pm inside the asked paragraph"),
)
A.one(
    "facts_in_target",
    "am_pm_flipped_in_target",
    F,
    "sale",
    "Make the paragraph about paying shorter.",
    ["No cards at the tills — cash only. Leftover books go to the charity shop by 6 am."],
    expect=refused("by 6 pm became by 6 am inside the asked paragraph"),
)
A.one(
    "facts_in_target",
    "clock_12h_in_target",
    F,
    "zdrive",
    "开课那行写得清楚一点。",
    ["**开课：**2027年7月5日（星期一）开课，每周一、三、五 6:30—8:30 上课，8月13日结课。"],
    expect=refused("18:30—20:30 在所改的那一行里变成了 6:30—8:30"),
)
A.one(
    "facts_in_target",
    "digits_swapped_in_target",
    F,
    "sale",
    "Make the first paragraph under 'How it works' friendlier.",
    [
        "Paperbacks are just £1 and hardbacks £2.05! Friends of the Library with a current card get the first hour to themselves; everyone else is welcome from 11 am."
    ],
    expect=refused("£2.50 became £2.05 inside the asked paragraph"),
)
A.one(
    "facts_in_target",
    "digits_swapped_in_target",
    F,
    "zdrive",
    "学费那段分成两句写。",
    ["学费为每人3890元，含教材费和两次模拟考试费。6月25日前交齐学费的学员，才能保留名额。"],
    expect=refused("3980元在所改的段落里变成了3890元"),
)
A.one(
    "facts_in_target",
    "minutes_said_otherwise_in_target",
    F,
    "race",
    "Make the shift paragraph sound friendlier.",
    [
        "Marshals stand at their post from 8.30 am until the last runner passes, usually about 11 am. Do pop into the blue tent half an hour before your shift to check in."
    ],
    expect=refused("15 minutes became half an hour inside the asked paragraph"),
)
A.one(
    "facts_in_target",
    "minutes_said_otherwise_in_target",
    F,
    "zbooks",
    "签到那段语气软一些。",
    ["麻烦大家在开场前半小时签到。迟到超过30分钟的书友，请在门外稍等，茶歇时再入场。"],
    expect=refused("开场前15分钟在所改的段落里变成了半小时"),
)
A.one(
    "facts_in_target",
    "restriction_dropped_in_target",
    F,
    "race",
    "Make the paragraph about the road crossings less formal.",
    [
        "Any volunteer who fancies it can marshal the road crossings; everyone else helps at the water stations."
    ],
    expect=refused(
        "'Only volunteers who have completed the safety briefing' became 'Any volunteer'"
    ),
)
A.one(
    "facts_in_target",
    "restriction_dropped_in_target",
    F,
    "zbooks",
    "参加须知下面第一段口语化一点。",
    ["这次分享会会员和朋友都可以来听。每人可以带一本书来交换，3月20日（星期一）前报名就行。"],
    expect=refused("“仅限已报名的会员参加，非会员不能旁听”被改成了“会员和朋友都可以来听”"),
)
A.one(
    "facts_in_target",
    "restriction_dropped_in_target",
    F,
    "zdrive",
    "学费那段口语化一点。",
    ["学费每人3980元，教材费和两次模拟考试费都包含在内。想报的同学随时交费都能保留名额。"],
    expect=refused("“只有在6月25日前交齐学费的学员才能保留名额”被改成了“随时交费都能保留名额”"),
)
A.one(
    "facts_in_target",
    "restriction_dropped_in_target",
    F,
    "zbooks",
    "参加须知下面第一段写得亲切一点。",
    ["这次分享会会员和朋友都可以来参加。每人只能带一本书来交换，3月20日（星期一）前报名就行。"],
    expect=refused("仅限会员参加被改成了会员和朋友都可以来，另一句的“只能”限的是书的本数"),
)
A.one(
    "facts_in_target",
    "restriction_dropped_in_target",
    F,
    "sale",
    "Make the first paragraph under 'How it works' friendlier.",
    [
        "Paperbacks are just £1 and hardbacks only £2.50! Anyone is welcome to shop in the first hour, and the doors are open to everyone from 11 am."
    ],
    expect=refused(
        "'Only Friends of the Library with a current card' became 'Anyone is welcome'; the 'only' left is of a price"
    ),
)
A.one(
    "facts_in_target",
    "facts_kept_in_target",
    F,
    "race",
    "Make the paragraph about the road crossings less formal.",
    [
        "Only volunteers who've done the safety briefing can marshal the road crossings; everyone else helps out at the water stations."
    ],
    {
        3: "Only volunteers who've done the safety briefing can marshal the road crossings; everyone else helps out at the water stations."
    },
)
A.one(
    "facts_in_target",
    "facts_kept_in_target",
    F,
    "zdrive",
    "学费那段分成两句写。",
    ["学费每人3980元，包含教材费和两次模拟考试费。只有6月25日前交齐学费的学员，才能保留名额。"],
    {3: "学费每人3980元，包含教材费和两次模拟考试费。只有6月25日前交齐学费的学员，才能保留名额。"},
)
A.one(
    "facts_in_target",
    "facts_kept_in_target",
    F,
    "sale",
    "Make the paragraph about paying shorter.",
    [
        "We don't take cards at the tills, so bring cash. Leftover books go to the charity shop by 6 pm."
    ],
    {
        3: "We don't take cards at the tills, so bring cash. Leftover books go to the charity shop by 6 pm."
    },
)

# 2. A whole reply that does the asked addition and changes a phone number elsewhere (withheld).
W = "blind48 unasked_phone_digits_transposed_in_whole (pottery-en-10), other genres"
new = sp[0] + " Tea and cake are served in the foyer."
A.one(
    "unasked_in_whole",
    "unasked_phone_digits_in_whole",
    W,
    "sale",
    "Mention in the opening that tea and cake are served in the foyer.",
    [A.whole("sale", changes={0: new, 7: sp[7].replace("960 583", "960 538")})],
    {0: new},
    withheld_min=1,
)
new = dp[0] + "报名地点在驾校一楼大厅。"
A.one(
    "unasked_in_whole",
    "unasked_phone_digits_in_whole",
    W,
    "zdrive",
    "在开头那段加一句：报名地点在驾校一楼大厅。",
    [A.whole("zdrive", changes={0: new, 7: dp[7].replace("1729", "1792")})],
    {0: new},
    withheld_min=1,
)
new = bp[5] + "新会员首次参加可免费试听一次。"
A.one(
    "unasked_in_whole",
    "unasked_phone_digits_in_whole",
    W,
    "zbooks",
    "会费那段加一句：新会员首次参加可免费试听一次。",
    [A.whole("zbooks", changes={5: new, 7: bp[7].replace("4406", "4460")})],
    {5: new},
    withheld_min=1,
)
new = rp[5] + " Hot drinks are free all morning."
A.one(
    "unasked_in_whole",
    "unasked_phone_digits_in_whole",
    W,
    "race",
    "Add to the paragraph about the T-shirt that hot drinks are free all morning.",
    [A.whole("race", changes={5: new, 4: rp[4].replace("900 367", "900 376")})],
    {5: new},
    withheld_min=1,
)

# 3. A sentence ask answered with the new sentence alone (spliced in place).
S = "blind48 sentence_ask_answered_with_sentence_only (beekeeping-en-07, shuhua-zh-12), other genres"
U.one(
    "sentence_only",
    "sentence_ask_answered_with_sentence_only",
    S,
    "sale",
    "Rewrite the last sentence of the donations paragraph so it sounds friendlier.",
    ["Sorry, but we can't take encyclopaedias or magazines."],
    {
        5: sp[5].replace(
            "We cannot accept encyclopaedias or magazines.",
            "Sorry, but we can't take encyclopaedias or magazines.",
        )
    },
)
U.one(
    "sentence_only",
    "sentence_ask_answered_with_sentence_only",
    S,
    "race",
    "Make the second sentence of the shift paragraph clearer.",
    ["Please check in at the blue tent 15 minutes before your shift starts."],
    {2: rp[2].replace("15 minutes before your shift.", "15 minutes before your shift starts.")},
)
U.one(
    "sentence_only",
    "sentence_ask_answered_with_sentence_only",
    S,
    "zbooks",
    "把签到那段最后一句改得委婉一点。",
    ["迟到超过30分钟的书友，烦请在门外稍候，茶歇时再入场，感谢理解。"],
    {4: "请在开场前15分钟签到。迟到超过30分钟的书友，烦请在门外稍候，茶歇时再入场，感谢理解。"},
)
U.one(
    "sentence_only",
    "sentence_ask_answered_with_sentence_only",
    S,
    "zdrive",
    "把学费那段第一句改得简洁些。",
    ["学费每人3980元（含教材及两次模拟考试）。"],
    {3: "学费每人3980元（含教材及两次模拟考试）。只有在6月25日前交齐学费的学员才能保留名额。"},
)

# 4. The closing thank-you line named by what it says, not the last paragraph (the sign-off).
C = "blind48 reasoning_content_then_whole (beekeeping-en-13: 'the closing thank-you line'), other genres"
new = (
    "Thank you so much for giving up your Sunday morning — our runners couldn't do it without you."
)
U.one(
    "closing_line",
    "closing_thank_you_line",
    C,
    "race",
    "Make the closing thank-you line warmer.",
    [
        {
            "reasoning_content": "Only the thank-you line before the sign-off changes.",
            "content": A.whole("race", changes={6: new}),
        }
    ],
    {6: new},
)
new = "衷心感谢大家一直以来对读书会的支持，我们下次共读再见！"
A.one(
    "closing_line",
    "closing_thank_you_line",
    C,
    "zbooks",
    "结尾那句感谢的话写得更暖一些。",
    [A.whole("zbooks", changes={8: new})],
    {8: new},
)
new = "Thank you, truly, for giving up your Sunday morning for our runners."
A.one(
    "closing_line",
    "closing_thank_you_line",
    C,
    "race",
    "Make the closing thank-you line more personal.",
    [new],
    {6: new},
)

# 5. An edit and the answer to a question asked in the same message: the answer is the note.
E = "blind48 edit_plus_answer_in_one_reply (chunyun-zh-09, shuhua-zh-13, yimiao-zh-13), other genres"
new = "Our spring book sale is back on **Saturday 18 March 2028**, 10 am to 4 pm, in the main hall of Elmfield Library — come and fill a bag!"
A.one(
    "edit_plus_answer",
    "edit_plus_answer_in_one_reply",
    E,
    "sale",
    "Make the first paragraph livelier; also, how many hours does the sale run?",
    [new + "\n\n---\n\nThe sale runs for six hours, from 10 am to 4 pm."],
    {0: new},
    note="six hours",
)
new = "Thank you for volunteering at the Harbour 10K on **Sunday 9 April 2028**. The race starts at **9 am**; please arrive by 7.15 am."
A.one(
    "edit_plus_answer",
    "edit_plus_answer_in_one_reply",
    E,
    "race",
    "Bold the race start time in the opening. By the way, how long is it from arrival to the start?",
    [new + "\n\nAs for your question: from 7.15 am to 9 am is 1 hour 45 minutes."],
    {0: new},
    note="1 hour 45 minutes",
)
new = "**开课：**2027年7月5日（星期一），每周一、三、五 **18:30—20:30** 上课，至8月13日结课。"
A.one(
    "edit_plus_answer",
    "edit_plus_answer_in_one_reply",
    E,
    "zdrive",
    "把开课那行的“18:30—20:30”加粗；另外，六周一共上几次课？",
    [new + "\n\n另外回答你的问题：每周三次课，六周共18次课。"],
    {2: new},
    note="18次课",
)
new = "> “读书，是与另一颗心慢慢相遇。”——会长 沈书言"
A.one(
    "edit_plus_answer",
    "edit_plus_answer_in_one_reply",
    E,
    "zbooks",
    "把沈书言那句引言改得更有诗意；另外会费一年一共多少钱？",
    [new + "\n\n至于会费：每季度60元，一年共240元。"],
    {6: new},
    note="240元",
)

# 6. Tracked changes: ~~old~~ **new** inside the asked paragraph or for a selection.
T = "blind48 tracked_changes_strike_and_bold (cinemaclub-en/zh-07), selection_answered_in_tracked_changes, other genres"
U.one(
    "tracked_changes",
    "tracked_changes_strike_and_bold",
    T,
    "sale",
    "Change the sale's closing time in the opening to 3 pm.",
    [sp[0].replace("4 pm", "~~4 pm~~ **3 pm**")],
    {0: sp[0].replace("4 pm", "3 pm")},
)
U.one(
    "tracked_changes",
    "tracked_changes_strike_and_bold",
    T,
    "zbooks",
    "把签到时间改成开场前20分钟。",
    [bp[4].replace("15分钟", "~~15分钟~~ **20分钟**")],
    {4: bp[4].replace("15分钟", "20分钟")},
)
U.one(
    "tracked_changes",
    "tracked_changes_strike_and_bold",
    T,
    "race",
    "Change the café voucher to £6.",
    [rp[5].replace("£5", "~~£5~~ **£6**")],
    {5: rp[5].replace("£5", "£6")},
)
U.one(
    "tracked_changes",
    "selection_answered_in_tracked_changes",
    T,
    "zdrive",
    "改得口语一点。",
    ["~~年满18周岁方可报名~~ **满18周岁就能报名**"],
    {5: dp[5].replace("年满18周岁方可报名", "满18周岁就能报名")},
    selected_text="年满18周岁方可报名",
)

# 7. A selection answered as a two-column Original / Revised table.
M = "blind48 selection_answered_as_markdown_table (pottery-en/zh-06, shuhua-zh-09, yimiao-zh-09), other genres"
U.one(
    "selection_table",
    "selection_answered_as_markdown_table",
    M,
    "race",
    "Make this more specific.",
    [
        "| Original | Revised |\n|---|---|\n| a £5 café voucher | a £5 voucher for the Quayside Café |"
    ],
    {5: rp[5].replace("a £5 café voucher", "a £5 voucher for the Quayside Café")},
    selected_text="a £5 café voucher",
)
U.one(
    "selection_table",
    "selection_answered_as_markdown_table",
    M,
    "sale",
    "Say why.",
    [
        "Here you go:\n\n| Before | After |\n| --- | --- |\n| We cannot accept encyclopaedias or magazines. | We cannot accept encyclopaedias or magazines, as they rarely sell. |"
    ],
    {5: sp[5].replace("or magazines.", "or magazines, as they rarely sell.")},
    selected_text="We cannot accept encyclopaedias or magazines.",
)
U.one(
    "selection_table",
    "selection_answered_as_markdown_table",
    M,
    "zdrive",
    "改得客气一点。",
    ["| 原文 | 修改后 |\n|---|---|\n| 体检须在报名后10天内完成 | 请在报名后10天内完成体检 |"],
    {5: dp[5].replace("体检须在报名后10天内完成", "请在报名后10天内完成体检")},
    selected_text="体检须在报名后10天内完成",
)
U.one(
    "selection_table",
    "selection_answered_as_markdown_table",
    M,
    "zbooks",
    "这句改得委婉些。",
    ["| 原句 | 改写 |\n|:--|:--|\n| 非会员不能旁听 | 非会员暂不能旁听，敬请谅解 |"],
    {3: bp[3].replace("非会员不能旁听", "非会员暂不能旁听，敬请谅解")},
    selected_text="非会员不能旁听",
)

finish(HERE)
