# ruff: noqa: E501 — the cases are data: one article paragraph a line
"""Builds the fidelity lead set 27 (tests/data/fidelity_lead27/*.jsonl): cases of the kinds the
held-out blind set 27's README names (its cases unread), on articles and wordings of their own,
in English and Chinese. Every expected article is the original paragraph list with only the
asked entries replaced (or, for an asked swap or heading, exchanged or inserted), so untouched
text is byte for byte the writer's.

    .venv/bin/python tests/data/fidelity_lead27/build_cases.py
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import NO_CHANGE, Articles, finish, refused, says  # noqa: E402

# --- articles -------------------------------------------------------------------------------

STORY_T = "Harwick Tool Library Turns One"
STORY = [
    "The Harwick Tool Library marked its first birthday on Saturday with cake, a sharpening clinic and a queue for the hedge trimmers that stretched past the bakery.",
    "Since opening in the old fire station on Quay Street, the library has made 1,284 loans to 312 members, who pay £15 a year to borrow anything from a ladder to a tile cutter.",
    "“Most people need a drill for about thirteen minutes in its whole life,” said Dana Whitlow, who founded the library with a grant from the town council. “It seemed silly for every house to own one.”",
    "Volunteers check every tool when it comes back and keep a seperate shelf for anything that needs repair. Broken tools are fixed on Tuesday evenings in the workshop at the back.",
    "The busiest month was April, when 61 members borrowed garden tools in a single week, nearly 20% of the membership. The library now keeps four lawnmowers instead of two.",
    "Not everything comes back. Three tools have gone missing this year, and the library asks members to return there loans within seven days.",
    "Membership forms are at harwicktools.example.org or at the front desk on Quay Street, and the library can be reached on 01632 960 418 on weekdays.",
]
ZSTORY_T = "海湾镇工具图书馆满一岁"
ZSTORY = [
    "海湾镇工具图书馆周六迎来一周岁生日，现场有蛋糕、磨刀教学，借绿篱机的队伍一直排到面包店门口。",
    "自从在码头街的旧消防站开馆以来，图书馆共借出工具1,284次，会员312人。会员每年交100元，从梯子到切砖机都能借。",
    "“一把电钻一辈子大概只用十三分钟，”创办人温达娜说。她用镇政府的一笔补助办起了这家图书馆。“每家都买一把，太浪费了。”",
    "志愿者会检查每一件归还的工具，需要修理的另外放在一个架子上。坏掉的工具每周二晚上在后面的工坊修理，修好后再放会原处。",
    "最忙的是四月，一周之内就有61位会员借了园艺工具，将近会员总数的20%。现在图书馆备有四台割草机，而不是原来的两台。",
    "也不是每件工具都能回来。今年有三件工具下落不明，图书馆请会员在七天内归还借用的工具，不要拖廷。",
    "入会表格可在 harwicktools.example.org 下载，也可到码头街的前台领取；工作日可拨打 0571-8860 4182 联系图书馆。",
]

GUIDE_T = "Running the Tool Library's Reminder Script"
GUIDE = [
    "Every evening a small script emails members whose loans are due the next day. This guide explains how to set it up on the library's laptop.",
    "## What you need",
    "- Python 3.11 or newer\n- The members sheet exported as CSV\n- The library's mail password (ask Dana)",
    "## Late fees",
    "| Days late | Fee |\n|---|---|\n| 1–3 | £1 |\n| 4–7 | £3 |\n| 8+ | £5 |",
    "Fees go into the tin on the front desk. Nobody has ever paid more than £5, and we would like to keep it that way.",
    "## Running it",
    "```bash\n# send tomorrow's reminders\npython remind.py --due tomorrow --sheet members.csv\n```",
    "Run it after the library closes. If a member has no email address, the script prints their name so you can phone them instead.",
    "The code lives at github.com/harwick-tools/remind, and changes are welcome.",
]
ZGUIDE_T = "工具图书馆提醒脚本使用说明"
ZGUIDE = [
    "每天晚上，一个小脚本会给第二天到期的会员发邮件提醒。这份说明介绍怎样在图书馆的笔记本电脑上设置它。",
    "## 准备工作",
    "- Python 3.11 或更新版本\n- 导出为 CSV 的会员表\n- 图书馆邮箱的密码（找温达娜要）",
    "## 逾期费用",
    "| 逾期天数 | 费用 |\n|---|---|\n| 1–3天 | 5元 |\n| 4–7天 | 15元 |\n| 8天以上 | 25元 |",
    "费用投进前台的铁罐里。到现在还没有人付过超过25元，我们希望一直这样。",
    "## 运行脚本",
    "```bash\n# 发送明天的提醒\npython remind.py --due tomorrow --sheet members.csv\n```",
    "图书馆关门后再运行。如果会员没有留邮箱，脚本会打印出他的名字，请改为打电话通知。",
    "代码放在 github.com/harwick-tools/remind，欢迎提交修改。",
]

ARTICLES = {
    "story": (STORY_T, STORY),
    "zstory": (ZSTORY_T, ZSTORY),
    "guide": (GUIDE_T, GUIDE),
    "zguide": (ZGUIDE_T, ZGUIDE),
}
SET = Articles("l27", ARTICLES)
paras_of, whole, one = SET.paras, SET.whole, SET.one


SRC = "blind27 README kind, own article and wording"
S, ZS, G, ZG = "story", "zstory", "guide", "zguide"

# --- everyday asks answered the common way -------------------------------------------------------

F = "everyday"
new = "Since opening in the old Quay Street fire station, the library has made 1,284 loans to 312 members, who pay £15 a year."
one(
    F,
    "tighter_paragraph_whole_with_note",
    SRC,
    S,
    "Tighten the second paragraph.",
    [
        "Here's the revised article with a tighter second paragraph:\n\n"
        + whole(S, changes={1: new})
        + "\n\nI trimmed the list of examples and kept every figure as it was."
    ],
    {1: new},
)
new = "码头街旧消防站开馆以来，图书馆共借出工具1,284次，会员312人，每人每年交100元。"
one(
    F,
    "tighter_paragraph_whole_with_note",
    SRC,
    ZS,
    "第二段精简一点。",
    [
        "这是第二段精简后的全文：\n\n"
        + whole(ZS, changes={1: new})
        + "\n\n我删去了重复的说法，数字都没有动。"
    ],
    {1: new},
)

fix = {
    3: STORY[3].replace("seperate", "separate"),
    5: STORY[5].replace("there loans", "their loans"),
}
one(
    F,
    "typo_fix_list_then_whole",
    SRC,
    S,
    "Fix the typos.",
    [
        'I found two typos:\n\n1. "seperate" → "separate" (paragraph 4)\n2. "there loans" → "their loans" (paragraph 6)\n\nHere\'s the corrected article:\n\n'
        + whole(S, changes=fix)
    ],
    fix,
)
fix = {3: ZSTORY[3].replace("再放会原处", "再放回原处"), 5: ZSTORY[5].replace("拖廷", "拖延")}
one(
    F,
    "typo_fix_list_then_whole",
    SRC,
    ZS,
    "改一下错别字。",
    [
        "找到两处错别字：\n\n1. “放会原处”→“放回原处”（第四段）\n2. “拖廷”→“拖延”（第六段）\n\n修改后的全文：\n\n"
        + whole(ZS, changes=fix)
    ],
    fix,
)

new = "April was our busiest month by far: 61 members borrowed garden tools in a single week, nearly 20% of the membership. Thanks to all of you, the library now keeps four lawnmowers instead of two."
one(
    F,
    "bold_label_what_changed",
    SRC,
    S,
    "Make paragraph 5 friendlier.",
    [
        f"**Paragraph 5 (friendlier):**\n\n{new}\n\n**What I changed:** softened the opening and thanked the members; the figures are unchanged."
    ],
    {4: new},
)
new = "四月是大家最忙的时候：一周之内就有61位会员借了园艺工具，将近会员总数的20%。谢谢大家，现在图书馆备有四台割草机，而不是原来的两台。"
one(
    F,
    "bold_label_what_changed",
    SRC,
    ZS,
    "第五段写得亲切一些。",
    [f"**第五段（更亲切）：**\n\n{new}\n\n**改动说明：**语气放软了，加了一句感谢，数字保持不变。"],
    {4: new},
)

new = STORY[5].replace("Three tools", "Five tools")
one(
    F,
    "writer_figure_alone_with_thanks",
    SRC,
    S,
    "Paragraph 6 is wrong: five tools have gone missing, not three.",
    [f"Thanks for catching that! Here's the corrected paragraph:\n\n{new}"],
    {5: new},
)
new = ZSTORY[5].replace("三件工具", "五件工具")
one(
    F,
    "writer_figure_alone_with_thanks",
    SRC,
    ZS,
    "第六段的数字不对，丢的是五件，不是三件。",
    [f"谢谢指出！修改后的段落：\n\n{new}"],
    {5: new},
)

new = "Cake, a sharpening clinic and a queue for the hedge trimmers that snaked past the bakery: the Harwick Tool Library turned one on Saturday in style."
one(
    F,
    "livelier_opening_whole_in_bare_fence",
    SRC,
    S,
    "Make the opening livelier.",
    [
        "```\n"
        + whole(S, changes={0: new})
        + "\n```\n\nI gave the opening more bustle; everything else is as you wrote it."
    ],
    {0: new},
)
new = "蛋糕、磨刀教学，还有一路排到面包店门口的借绿篱机长队——周六，海湾镇工具图书馆热热闹闹地过了一周岁生日。"
one(
    F,
    "livelier_opening_whole_in_bare_fence",
    SRC,
    ZS,
    "开头写得生动一点。",
    ["```\n" + whole(ZS, changes={0: new}) + "\n```\n\n开头更有现场感了，其余部分没有改动。"],
    {0: new},
)

one(
    F,
    "paragraph_alone_cut_by_length",
    SRC,
    S,
    "Shorten paragraph 4.",
    ["Volunteers check every returned tool and keep a separate shelf for anything that"],
    finish_reason="length",
    expect=refused("the reply stops mid-sentence (length)"),
)
one(
    F,
    "paragraph_alone_cut_by_length",
    SRC,
    ZS,
    "第四段缩短一点。",
    ["志愿者检查每一件归还的工具，需要修理的另外"],
    finish_reason="length",
    expect=refused("回复在句中被截断（length）"),
)

one(
    F,
    "shorter_paragraph_changes_count",
    SRC,
    S,
    "Shorten paragraph 5.",
    [
        "April was the busiest month: 67 members borrowed garden tools in one week. The library now has four lawnmowers."
    ],
    expect=refused("61 members became 67"),
)
one(
    F,
    "shorter_paragraph_changes_count",
    SRC,
    ZS,
    "第五段再短一点。",
    ["四月最忙，一周有67位会员借园艺工具。图书馆现有四台割草机。"],
    expect=refused("61位会员变成了67位"),
)

# --- the guide: headings, a list, a table, a code block ----------------------------------------

F = "guide"
new = "| Days late | Fee |\n|---|---|\n| 1–3 | £1 |\n| 4–7 | £3 |\n| 8+ | £6 |"
one(
    F,
    "writer_table_price_table_alone",
    SRC,
    G,
    "In the late fees table, the fee for 8+ days is now £6.",
    ["Here's the updated table:\n\n" + new],
    {4: new},
)
new = "| 逾期天数 | 费用 |\n|---|---|\n| 1–3天 | 5元 |\n| 4–7天 | 15元 |\n| 8天以上 | 30元 |"
one(
    F,
    "writer_table_price_table_alone",
    SRC,
    ZG,
    "逾期费用表里，8天以上的费用改成30元。",
    ["更新后的表格：\n\n" + new],
    {4: new},
)

new = "```bash\n# remind members whose loans are due tomorrow\npython remind.py --due tomorrow --sheet members.csv\n```"
one(
    F,
    "code_comment_fenced_block_alone",
    SRC,
    G,
    "Reword the comment in the code so it says who gets reminded.",
    [new],
    {7: new},
)
new = "```bash\n# 提醒明天到期的会员归还工具\npython remind.py --due tomorrow --sheet members.csv\n```"
one(
    F,
    "code_comment_fenced_block_alone",
    SRC,
    ZG,
    "把代码里的注释改一下，写清楚提醒的是谁。",
    [new],
    {7: new},
)

new = "Run the script once the library has closed for the day. If a member has no email address, the script prints their name so you can phone them instead."
demoted = {1: "### What you need", 3: "### Late fees", 6: "### Running it", 8: new}
one(
    F,
    "headings_demoted_outside",
    SRC,
    G,
    "Make the paragraph about when to run the script clearer.",
    [whole(G, changes=demoted)],
    {8: new},
)
new = (
    "请在图书馆当天关门以后再运行脚本。如果会员没有留邮箱，脚本会打印出他的名字，请改为打电话通知。"
)
demoted = {1: "### 准备工作", 3: "### 逾期费用", 6: "### 运行脚本", 8: new}
one(
    F,
    "headings_demoted_outside",
    SRC,
    ZG,
    "把讲什么时候运行脚本的那段写清楚一点。",
    [whole(ZG, changes=demoted)],
    {8: new},
)

new = "Every evening a little script sends a friendly email to members whose loans are due the next day. Here's how to set it up on the library's laptop."
one(
    F,
    "list_markers_restyled_outside",
    SRC,
    G,
    "Make the opening paragraph friendlier.",
    [whole(G, changes={0: new, 2: GUIDE[2].replace("- ", "* ")})],
    {0: new},
)
new = "每天晚上，一个小脚本会给第二天到期的会员发一封友好的提醒邮件。下面教你怎样在图书馆的笔记本电脑上把它设置好。"
one(
    F,
    "list_markers_restyled_outside",
    SRC,
    ZG,
    "开头那段写得亲切一点。",
    [whole(ZG, changes={0: new, 2: ZGUIDE[2].replace("- ", "* ")})],
    {0: new},
)

one(
    F,
    "url_changed_in_target",
    SRC,
    G,
    "Make the last paragraph more inviting.",
    ["The code lives at github.com/harwick/remind — come and help us make it better!"],
    expect=refused("the repository path changed"),
)
one(
    F,
    "url_changed_in_target",
    SRC,
    ZG,
    "最后一段写得更热情一点。",
    ["代码放在 github.com/harwick/remind，非常欢迎大家一起来改进！"],
    expect=refused("仓库地址被改了"),
)

n8, n9 = (
    "Run it after closing. Members without an email address are printed so you can phone them.",
    "The code is at github.com/harwick-tools/remind; changes welcome.",
)
one(
    F,
    "section_returned_alone",
    SRC,
    G,
    "Tighten the 'Running it' section.",
    ["\n\n".join([GUIDE[6], GUIDE[7], n8, n9])],
    {8: n8, 9: n9},
)
n8, n9 = (
    "关门后运行。没有邮箱的会员，脚本会打印名字，请电话通知。",
    "代码在 github.com/harwick-tools/remind，欢迎修改。",
)
one(
    F,
    "section_returned_alone",
    SRC,
    ZG,
    "把“运行脚本”这一节精简一下。",
    ["\n\n".join([ZGUIDE[6], ZGUIDE[7], n8, n9])],
    {8: n8, 9: n9},
)

new = "Fees go in the tin on the front desk; nobody has ever paid more than £5."
one(
    F,
    "code_fence_language_dropped_outside",
    SRC,
    G,
    "Shorten the paragraph about the tin.",
    [whole(G, changes={5: new, 7: GUIDE[7].replace("```bash", "```")})],
    {5: new},
)
new = "费用投进前台的铁罐。至今没人付过超过25元。"
one(
    F,
    "code_fence_language_dropped_outside",
    SRC,
    ZG,
    "把说铁罐的那段写短一点。",
    [whole(ZG, changes={5: new, 7: ZGUIDE[7].replace("```bash", "```")})],
    {5: new},
)

# --- asks of new kinds --------------------------------------------------------------------------

F = "asks"
one(
    F,
    "two_paragraphs_swapped_as_asked",
    SRC,
    S,
    "Swap paragraphs 5 and 6.",
    ["Here you go:\n\n" + whole(S, order=[0, 1, 2, 3, 5, 4, 6])],
    order=[0, 1, 2, 3, 5, 4, 6],
)
one(
    F,
    "two_paragraphs_swapped_as_asked",
    SRC,
    ZS,
    "把第五段和第六段对调一下。",
    ["好的：\n\n" + whole(ZS, order=[0, 1, 2, 3, 5, 4, 6])],
    order=[0, 1, 2, 3, 5, 4, 6],
)

new = "How to join:\n- Download a form at harwicktools.example.org\n- Or pick one up at the front desk on Quay Street\n- Call 01632 960 418 on weekdays"
one(
    F,
    "paragraph_to_list_as_asked",
    SRC,
    S,
    "Turn the last paragraph into a short bulleted list.",
    [new],
    {6: new},
)
new = "入会方式：\n- 在 harwicktools.example.org 下载表格\n- 或到码头街的前台领取\n- 工作日拨打 0571-8860 4182"
one(F, "paragraph_to_list_as_asked", SRC, ZS, "把最后一段改成一个简短的列表。", [new], {6: new})

ren = {
    1: STORY[1].replace("Quay Street", "Quay Lane"),
    6: STORY[6].replace("Quay Street", "Quay Lane"),
}
one(
    F,
    "venue_renamed_everywhere",
    SRC,
    S,
    "It's Quay Lane, not Quay Street. Fix it everywhere.",
    ["Fixed — both mentions now say Quay Lane:\n\n" + whole(S, changes=ren)],
    ren,
)
ren = {1: ZSTORY[1].replace("码头街", "码头路"), 6: ZSTORY[6].replace("码头街", "码头路")}
one(
    F,
    "venue_renamed_everywhere",
    SRC,
    ZS,
    "不是码头街，是码头路，全文都改一下。",
    ["已改好，两处都改成了码头路：\n\n" + whole(ZS, changes=ren)],
    ren,
)

new = STORY[3] + " Repairs are free for members."
one(
    F,
    "dictated_sentence_appended_alone",
    SRC,
    S,
    "Add this to the end of paragraph 4: Repairs are free for members.",
    [new],
    {3: new},
)
new = ZSTORY[3] + "会员修理工具免费。"
one(
    F,
    "dictated_sentence_appended_alone",
    SRC,
    ZS,
    "在第四段末尾加上这句：会员修理工具免费。",
    [new],
    {3: new},
)

new = "- The library's mail password (ask Dana)\n- Python 3.11 or newer\n- The members sheet exported as CSV"
one(
    F,
    "list_item_moved_to_top",
    SRC,
    G,
    "In the 'What you need' list, put the mail password first.",
    [new],
    {2: new},
)
new = "- 图书馆邮箱的密码（找温达娜要）\n- Python 3.11 或更新版本\n- 导出为 CSV 的会员表"
one(
    F,
    "list_item_moved_to_top",
    SRC,
    ZG,
    "“准备工作”的清单里，把邮箱密码挪到第一条。",
    [new],
    {2: new},
)

one(
    F,
    "percentage_question_answered",
    SRC,
    S,
    "Is the 20% in paragraph 5 right?",
    [
        'Yes — 61 out of 312 members is about 19.6%, so "nearly 20%" is accurate. Would you like the exact figure instead?'
    ],
    expect=says("19.6%"),
)
one(
    F,
    "percentage_question_answered",
    SRC,
    ZS,
    "第五段里的20%算得对吗？",
    ["对的——312位会员中的61位约占19.6%，所以“将近20%”是准确的。需要我改成精确的数字吗？"],
    expect=says("19.6%"),
)

one(
    F,
    "heading_inserted_as_asked",
    SRC,
    S,
    "Add a heading 'Getting involved' before the last paragraph.",
    [whole(S, insert=(6, "## Getting involved"))],
    insert=(6, "## Getting involved"),
)
one(
    F,
    "heading_inserted_as_asked",
    SRC,
    ZS,
    "在最后一段前面加一个小标题“如何参与”。",
    [whole(ZS, insert=(6, "## 如何参与"))],
    insert=(6, "## 如何参与"),
)

new = "Volunteers check every returned tool. Broken ones go on their own shelf and are fixed on Tuesday evenings."
one(
    F,
    "word_limit_count_line",
    SRC,
    S,
    "Cut paragraph 4 to under 20 words.",
    [f"Word count: 18\n\n{new}"],
    {3: new},
)
new = "志愿者检查每件归还的工具，坏的单独放，周二晚上在工坊修好。"
one(F, "word_limit_count_line", SRC, ZS, "第四段压缩到30字以内。", [f"字数：26\n\n{new}"], {3: new})

# --- reply shapes -------------------------------------------------------------------------------

F = "shapes"
new = "Not everything comes back: three tools went missing this year. Please return loans within seven days."
one(
    F,
    "h3_label_rule_italic_count",
    SRC,
    S,
    "Tighten paragraph 6.",
    [f"### Revised paragraph 6\n\n{new}\n\n---\n\n*17 words (was 30)*"],
    {5: new},
)
new = "不是每件工具都会回来：今年丢了三件。请在七天内归还。"
one(
    F,
    "h3_label_rule_italic_count",
    SRC,
    ZS,
    "第六段精简一下。",
    [f"### 修改后的第六段\n\n{new}\n\n---\n\n*24字（原为44字）*"],
    {5: new},
)

new = "Volunteers check every tool that comes back. Anything that needs repair goes on a separate shelf and is fixed on Tuesday evenings in the workshop at the back."
one(
    F,
    "bracket_label_single_newline",
    SRC,
    S,
    "Make paragraph 4 clearer.",
    [f"[Revised]\n{new}"],
    {3: new},
)
new = "志愿者会检查每一件归还的工具，需要修理的放到单独的架子上，每周二晚上在后面的工坊修好，再放回原处。"
one(
    F,
    "bracket_label_single_newline",
    SRC,
    ZS,
    "第四段写得清楚一点。",
    [f"【修改后】\n{new}"],
    {3: new},
)

new = "The Harwick Tool Library celebrated its first birthday on Saturday with cake, a sharpening clinic and a cheerful queue for the hedge trimmers that stretched past the bakery."
one(
    F,
    "body_only_without_title",
    SRC,
    S,
    "Make the first paragraph warmer.",
    ["Here's the updated text:\n\n" + "\n\n".join(paras_of(S, {0: new}))],
    {0: new},
)
new = "周六，海湾镇工具图书馆和大家一起过了一周岁生日：有蛋糕，有磨刀教学，借绿篱机的队伍一直排到面包店门口，大家有说有笑。"
one(
    F,
    "body_only_without_title",
    SRC,
    ZS,
    "第一段写得温暖一点。",
    ["以下是修改后的正文：\n\n" + "\n\n".join(paras_of(ZS, {0: new}))],
    {0: new},
)

new = "Forms: harwicktools.example.org or the Quay Street front desk. Phone 01632 960 418 on weekdays."
one(
    F,
    "paragraph_alone_in_text_fence",
    SRC,
    S,
    "Make paragraph 7 shorter.",
    [f"```text\n{new}\n```"],
    {6: new},
)
new = "入会表格：harwicktools.example.org 或码头街前台。工作日电话 0571-8860 4182。"
one(
    F,
    "paragraph_alone_in_text_fence",
    SRC,
    ZS,
    "第七段短一点。",
    [f"```text\n{new}\n```"],
    {6: new},
)

one(
    F,
    "identical_whole_returned_with_reason",
    SRC,
    S,
    "Check paragraph 2 for grammar mistakes.",
    [
        "I've left the article exactly as it was — the second paragraph is already grammatical.\n\n"
        + whole(S)
    ],
    expect=NO_CHANGE,
)
one(
    F,
    "identical_whole_returned_with_reason",
    SRC,
    ZS,
    "检查一下第二段有没有语病。",
    ["我没有做任何修改，第二段没有语病。\n\n" + whole(ZS)],
    expect=NO_CHANGE,
)

new = "April was a whirlwind: 61 members borrowed garden tools in a single week, nearly 20% of the membership. The library now keeps four lawnmowers instead of two."
one(
    F,
    "done_emoji_notes",
    SRC,
    S,
    "Make paragraph 5 livelier.",
    [f"✅ Done!\n\n{new}\n\n✏️ Livelier opening\n✏️ Kept all the figures"],
    {4: new},
)
new = "四月简直忙翻了：一周之内就有61位会员借了园艺工具，将近会员总数的20%。现在图书馆备有四台割草机，而不是原来的两台。"
one(
    F,
    "done_emoji_notes",
    SRC,
    ZS,
    "第五段写得生动一点。",
    [f"✅ 完成！\n\n{new}\n\n✏️ 开头改得更生动\n✏️ 数字都保留了"],
    {4: new},
)

new = "Not everything finds its way home. Three tools have gone missing this year, so the library kindly asks members to return there loans within seven days."
one(
    F,
    "paragraph_in_xml_tag",
    SRC,
    S,
    "Make the paragraph about missing tools gentler.",
    [f'<paragraph index="6">{new}</paragraph>'],
    {5: new},
)
new = "也不是每件工具都能顺利回家。今年有三件工具下落不明，图书馆恳请会员在七天内归还借用的工具，不要拖廷。"
one(
    F,
    "paragraph_in_xml_tag",
    SRC,
    ZS,
    "把讲工具丢失的那段写得委婉一些。",
    [f'<paragraph index="6">{new}</paragraph>'],
    {5: new},
)

new = "The library opened in the old fire station on Quay Street. Since then it has made 1,284 loans to 312 members. Each pays £15 a year and can borrow anything from a ladder to a tile cutter."
one(
    F,
    "streamed_paragraph_after_lead_in",
    SRC,
    S,
    "Make paragraph 2 easier to read.",
    [f"Sure, here it is:\n\n{new}"],
    {1: new},
    stream=True,
)
new = "图书馆开在码头街的旧消防站。开馆以来，共借出工具1,284次，会员312人。会员每年交100元，从梯子到切砖机都能借。"
one(
    F,
    "streamed_paragraph_after_lead_in",
    SRC,
    ZS,
    "第二段读起来轻松一点。",
    [f"好的，改好了：\n\n{new}"],
    {1: new},
    stream=True,
)

one(
    F,
    "streamed_paragraph_cut",
    SRC,
    S,
    "Make paragraph 2 shorter.",
    [
        "Here's a shorter version:\n\nSince opening on Quay Street, the library has made 1,284 loans to"
    ],
    stream=True,
    stream_cut=True,
    expect=refused("the stream was cut mid-sentence"),
)
one(
    F,
    "streamed_paragraph_cut",
    SRC,
    ZS,
    "第二段写短一点。",
    ["缩短后的第二段：\n\n码头街开馆以来，图书馆共借出工具1,284次，会员"],
    stream=True,
    stream_cut=True,
    expect=refused("流在句中断了"),
)

# --- edges --------------------------------------------------------------------------------------

F = "edges"
one(
    F,
    "person_renamed_in_target",
    SRC,
    S,
    "Make paragraph 3 flow better.",
    [
        "“Most people need a drill for about thirteen minutes in its whole life,” said Dana Whitman, who started the library with a town council grant. “It seemed silly for every house to own one.”"
    ],
    expect=refused("Dana Whitlow became Dana Whitman"),
)
one(
    F,
    "person_renamed_in_target",
    SRC,
    ZS,
    "第三段读起来更顺一点。",
    [
        "“一把电钻一辈子大概只用十三分钟，”创办人温大娜说，她靠镇政府的补助办起了这家图书馆。“每家都买一把，太浪费了。”"
    ],
    expect=refused("温达娜变成了温大娜"),
)

one(
    F,
    "phone_digits_swapped_in_target",
    SRC,
    S,
    "Make the last paragraph friendlier.",
    [
        "You can pick up a membership form at harwicktools.example.org or at the front desk on Quay Street, and we'd love to hear from you on 01632 960 481 on weekdays."
    ],
    expect=refused("the phone number's last digits swapped"),
)
one(
    F,
    "phone_digits_swapped_in_target",
    SRC,
    ZS,
    "最后一段写得亲切一点。",
    [
        "欢迎在 harwicktools.example.org 下载入会表格，也可以到码头街的前台来拿；工作日随时拨打 0571-8860 4128 找我们。"
    ],
    expect=refused("电话号码末两位对调了"),
)

one(
    F,
    "quote_request_declined",
    SRC,
    S,
    "Add a quote from a member about the lawnmowers to paragraph 5.",
    [
        "I don't want to invent words for a real member. If you have something one of them said, send it and I'll work it in."
    ],
    expect=says("invent words"),
)
one(
    F,
    "quote_request_declined",
    SRC,
    ZS,
    "在第五段加一句会员对割草机的评价。",
    ["我不想替真实的会员编造原话。如果你有会员说过的话，发给我，我来加进去。"],
    expect=says("编造原话"),
)

new = "April went wild: in a single week 61 members, nearly 20% of the membership, borrowed garden tools. The library now keeps four lawnmowers instead of two."
one(
    F,
    "unasked_heading_inserted_outside",
    SRC,
    S,
    "Make paragraph 5 livelier.",
    [whole(S, changes={4: new}, insert=(5, "## Missing tools"))],
    {4: new},
    withheld_min=1,
)
new = "四月热闹极了：仅仅一周，就有61位会员借走园艺工具，将近会员总数的20%。现在图书馆备有四台割草机，而不是原来的两台。"
one(
    F,
    "unasked_heading_inserted_outside",
    SRC,
    ZS,
    "第五段写得生动一点。",
    [whole(ZS, changes={4: new}, insert=(5, "## 丢失的工具"))],
    {4: new},
    withheld_min=1,
)

new = STORY[3].replace(
    "Broken tools are fixed on Tuesday evenings in the workshop at the back.",
    "Broken tools are mended every Tuesday evening in the workshop behind the counter.",
)
one(
    F,
    "sentence_asked_whole_paragraph_back",
    SRC,
    S,
    "Rewrite the second sentence of paragraph 4 so it's clearer.",
    [new],
    {3: new},
)
new = ZSTORY[3].replace(
    "坏掉的工具每周二晚上在后面的工坊修理，修好后再放会原处。",
    "坏掉的工具每周二晚上在后面的工坊修理，修好后放回原来的位置。",
)
one(
    F,
    "sentence_asked_whole_paragraph_back",
    SRC,
    ZS,
    "把第四段的第二句改得清楚一点。",
    [new],
    {3: new},
)

t = "A Year of Borrowed Drills"
one(
    F,
    "title_asked_opening_rewritten_too",
    SRC,
    S,
    "Give it a catchier title.",
    [
        whole(
            S,
            title=t,
            changes={
                0: "A year of borrowed drills ended on Saturday with cake, a sharpening clinic and a queue for the hedge trimmers that stretched past the bakery."
            },
        )
    ],
    title=t,
    withheld_min=1,
)
t = "借来的电钻，借来的一年"
one(
    F,
    "title_asked_opening_rewritten_too",
    SRC,
    ZS,
    "换一个更吸引人的标题。",
    [
        whole(
            ZS,
            title=t,
            changes={
                0: "借来的电钻，借来的一年：周六，海湾镇工具图书馆迎来一周岁生日，现场有蛋糕、磨刀教学，借绿篱机的队伍一直排到面包店门口。"
            },
        )
    ],
    title=t,
    withheld_min=1,
)

one(
    F,
    "whole_article_ask_answered_with_opening",
    SRC,
    S,
    "Make the whole article friendlier.",
    [
        "Come and join us! The Harwick Tool Library had a wonderful first birthday on Saturday, with cake, a sharpening clinic and a happy queue for the hedge trimmers that stretched past the bakery."
    ],
    expect=refused("a whole-article ask answered with one paragraph"),
)
one(
    F,
    "whole_article_ask_answered_with_opening",
    SRC,
    ZS,
    "整篇文章写得亲切一些。",
    [
        "欢迎大家来玩！周六，海湾镇工具图书馆开开心心地过了一周岁生日，有蛋糕、有磨刀教学，借绿篱机的队伍一直排到面包店门口。"
    ],
    expect=refused("整篇的要求只回了一段"),
)

one(
    F,
    "target_returned_in_other_language",
    SRC,
    S,
    "Tighten paragraph 2.",
    ["自码头街旧消防站开馆以来，图书馆已向312名会员借出工具1,284次，会员每年缴纳15英镑。"],
    expect=refused("an English paragraph answered in Chinese"),
)
one(
    F,
    "target_returned_in_other_language",
    SRC,
    ZS,
    "第二段精简一下。",
    [
        "Since opening in the old Quay Street fire station, the library has lent tools 1,284 times to 312 members, who pay 100 yuan a year."
    ],
    expect=refused("中文段落被回成了英文"),
)

if __name__ == "__main__":
    finish(HERE)
