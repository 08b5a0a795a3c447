"""Writes fidelity_dev54s (session 54, fid53shapes): variants of fidelity_blind53's reply-shape
failures in new articles and words, with traps. Run from the repository root:

    .venv/bin/python tests/data/fidelity_dev54s/build_cases.py

Every expected article is the original paragraph list with only the asked span replaced."""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent

# An English article without a table of its own.
EN1_TITLE = "Millbrook Repair Café: Spring Sessions"
EN1 = [
    "The Millbrook Repair Café opens again on Saturday 11 March 2028 in the scout hall on "
    "Quarry Lane. Last year our volunteers mended 312 items and kept about a tonne of stuff out "
    "of the bin.",
    "**Doors open 10 am, last item taken at 12.30 pm, hall cleared by 1.30 pm.**",
    "Bring one item per visit, because each repair takes about forty minutes. Items cannot be "
    "booked in advance, and we cannot take anything that needs mains gas. A donation of £3 is "
    "welcome but not required.",
    "Our fixers cover clothes, bikes, lamps and small electricals. Children under 12 may watch "
    "but must not use the soldering irons.",
    '> "I came in with a dead toaster and left with a working one and three new friends." — '
    "Priya Nair, regular visitor",
    "For questions, e-mail Tom Ashby at repairs@millbrook.org.uk or ring 07700 900 582 on "
    "weekday evenings.",
]

# An English article that holds a two-column table of its own.
EN2_TITLE = "Harbour Swim Club: Summer Timetable"
EN2 = [
    "The Harbour Swim Club's outdoor pool opens for the summer on Monday 5 June 2028. Last "
    "summer 1,450 members swam with us.",
    "| Session | Time |\n|---|---|\n| Early lanes | 6.30–8.00 am |\n| Family swim | "
    "10.00 am–12.00 pm |\n| Evening lanes | 6.00–8.00 pm |",
    "Lanes are limited to 8 swimmers each, and places cannot be reserved. Children under 10 "
    "must be with an adult in the water at all times.",
    "A swim costs £5 for members and £7 for guests, paid by card at reception.",
    "Questions go to Lena Moss at swim@harbourclub.org.uk, Monday to Friday.",
]

# A Chinese article without a table of its own.
ZH1_TITLE = "南湖社区旧衣回收周通知"
ZH1 = [
    "南湖社区将于2028年4月15日（星期六）至4月21日（星期五）开展旧衣回收周活动。去年共回收旧衣"
    "1,260公斤，其中可穿的衣物全部捐给了山区学校。",
    "**回收时间：每天9:00—17:00\n回收地点：社区服务中心东门**",
    "每户每天限交两袋，每袋不超过五公斤。衣物须洗净叠好，破损严重的衣物不予回收。回收不接受提前预约。",
    "交衣服的居民可以领取一张环保积分卡，满五张可以换一袋洗衣液。积分卡当天有效，过期作废。",
    "> “孩子穿小的衣服，终于有了好去处。”——居民代表梁文静",
    "如有疑问，请联系社区志愿者韦晓东，电话020-8321-4476（工作日9:00—17:00）。",
]

# A Chinese article that holds a table of its own.
ZH2_TITLE = "青松社区义诊日安排"
ZH2 = [
    "青松社区将于2028年5月20日（星期六）上午举办义诊日活动，邀请六位医生到场，预计服务300位居民。",
    "| 科室 | 时间 | 医生 |\n|---|---|---|\n| 内科 | 8:30—10:00 | 吴建明 |\n"
    "| 眼科、耳鼻喉科 | 10:00—11:30 | 邓秀兰 |\n| 中医 | 8:30—11:30 | 孙立 |",
    "每位居民限挂两个科室，须凭身份证取号，不得代取。",
    "义诊现场提供免费测血压和血糖。活动不收取任何费用。",
    "咨询电话：0571-8602-3315，联系人：社区卫生站方丽。",
]

CASES: list[dict] = []


def body(paragraphs: list[str]) -> str:
    return "\n\n".join(paragraphs)


def whole(title: str, paragraphs: list[str]) -> str:
    return f"{title}\n\n{body(paragraphs)}"


def swapped(paragraphs: list[str], old: str, new: str) -> list[str]:
    """The paragraphs with the one span `old` (occurring once) replaced by `new`."""
    assert sum(p.count(old) for p in paragraphs) == 1, old
    return [p.replace(old, new) for p in paragraphs]


def add(
    cid: str,
    lang: str,
    kind: str,
    title: str,
    paragraphs: list[str],
    suggestion: str,
    replies: list,
    expect: dict,
    selected: str | None = None,
    source: str = "fidelity_blind53 reply shape, new words",
) -> None:
    if selected is not None:
        assert body(paragraphs).count(selected) == 1, selected
    CASES.append(
        {
            "id": f"d54s-{cid}",
            "lang": lang,
            "kind": kind,
            "source": source,
            "edit_format": "full",
            "article": {"title": title, "body": body(paragraphs)},
            "suggestion": suggestion,
            "selected_text": selected,
            "replies": replies,
            "expect": expect,
        }
    )


def applied(title: str, paragraphs: list[str], **more) -> dict:
    return {"outcome": "applied", "title": title, "body": body(paragraphs), **more}


# --- 1. A sentence answered as a table of its old and new text -----------------------------
S_EN = "Items cannot be booked in advance, and we cannot take anything that needs mains gas."
N_EN = (
    "Items cannot be booked in advance, so please just bring them on the day; we cannot take "
    "anything that needs mains gas."
)
add(
    "en-01",
    "en",
    "sentence_as_changes_table",
    EN1_TITLE,
    EN1,
    "Reword the sentence about booking items in advance so it is clearer.",
    [f"| Original | Revised |\n|---|---|\n| {S_EN} | {N_EN} |"],
    applied(EN1_TITLE, swapped(EN1, S_EN, N_EN)),
)
add(
    "en-02",
    "en",
    "sentence_as_changes_table",
    EN1_TITLE,
    EN1,
    "Reword the sentence about booking items in advance so it is clearer.",
    [
        f"| Before | After | Why |\n| --- | --- | --- |\n| {S_EN} | {N_EN} | Says how items are "
        "taken instead. |"
    ],
    applied(EN1_TITLE, swapped(EN1, S_EN, N_EN)),
)
S_EN4 = "Children under 12 may watch but must not use the soldering irons."
N_EN4 = "Children under 12 are welcome to watch, but they must not use the soldering irons."
add(
    "en-03",
    "en",
    "sentence_as_changes_table",
    EN1_TITLE,
    EN1,
    "Make the sentence about children under 12 sound friendlier.",
    [
        "Sure — here is the change:\n\n| **Original sentence** | **Revised sentence** |\n"
        "|:--|:--|\n"
        f"| {S_EN4} | {N_EN4} |\n\nLet me know if you want it warmer still."
    ],
    applied(EN1_TITLE, swapped(EN1, S_EN4, N_EN4)),
)
# A table holding only some of the asked paragraph's sentences: only those change.
S_EN3A = "Bring one item per visit, because each repair takes about forty minutes."
N_EN3A = "Please bring one item per visit, as each repair takes about forty minutes."
S_EN3C = "A donation of £3 is welcome but not required."
N_EN3C = "A donation of £3 is always welcome, but it is not required."
e = swapped(swapped(EN1, S_EN3A, N_EN3A), S_EN3C, N_EN3C)
add(
    "en-04",
    "en",
    "paragraph_as_changes_table_some_rows",
    EN1_TITLE,
    EN1,
    "Make paragraph 3 sound friendlier.",
    [f"| Original | Revised |\n|---|---|\n| {S_EN3A} | {N_EN3A} |\n| {S_EN3C} | {N_EN3C} |"],
    applied(EN1_TITLE, e),
)
# Cells in quotes the article does not have.
add(
    "en-05",
    "en",
    "sentence_as_changes_table",
    EN1_TITLE,
    EN1,
    "Make the sentence about children under 12 sound friendlier.",
    [f'| Original | Revised |\n|---|---|\n| "{S_EN4}" | "{N_EN4}" |'],
    applied(EN1_TITLE, swapped(EN1, S_EN4, N_EN4)),
)
# The article holds a two-column table of its own; the answer is a table of changes.
S_EN2 = "Lanes are limited to 8 swimmers each, and places cannot be reserved."
N_EN2 = "Each lane takes up to 8 swimmers, and places are first come, first served (no bookings)."
add(
    "en-06",
    "en",
    "sentence_as_changes_table_article_has_table",
    EN2_TITLE,
    EN2,
    "Reword the sentence about lane limits so it is clearer.",
    [f"Here you go:\n\n| Original | Revised |\n| --- | --- |\n| {S_EN2} | {N_EN2} |"],
    applied(EN2_TITLE, swapped(EN2, S_EN2, N_EN2)),
)
S_ZH = "回收不接受提前预约。"
N_ZH = "回收不接受提前预约，请在回收时间内直接送到回收地点。"
add(
    "zh-01",
    "zh",
    "sentence_as_changes_table",
    ZH1_TITLE,
    ZH1,
    "把第三段里关于预约的那句说得更清楚一点。",
    [f"| 原文 | 修改后 |\n|---|---|\n| {S_ZH} | {N_ZH} |"],
    applied(ZH1_TITLE, swapped(ZH1, S_ZH, N_ZH)),
)
S_ZH4 = "积分卡当天有效，过期作废。"
N_ZH4 = "积分卡仅限当天使用，请大家及时兑换。"
add(
    "zh-02",
    "zh",
    "sentence_as_changes_table",
    ZH1_TITLE,
    ZH1,
    "把积分卡那段最后一句说得委婉一点。",
    [f"| 原句 | 改写 | 理由 |\n| --- | --- | --- |\n| {S_ZH4} | {N_ZH4} | 语气更柔和 |"],
    applied(ZH1_TITLE, swapped(ZH1, S_ZH4, N_ZH4)),
)
add(
    "zh-03",
    "zh",
    "sentence_as_changes_table",
    ZH1_TITLE,
    ZH1,
    "把第三段里关于预约的那句说得更清楚一点。",
    [
        "修改如下：\n\n| 位置 | 修改前 | 修改后 |\n|---|---|---|\n"
        f"| 第3段 | {S_ZH} | {N_ZH} |\n\n其余内容不变。"
    ],
    applied(ZH1_TITLE, swapped(ZH1, S_ZH, N_ZH)),
)
S_ZH2 = "活动不收取任何费用。"
N_ZH2 = "活动全程免费，欢迎街坊邻居们都来看看。"
add(
    "zh-04",
    "zh",
    "sentence_as_changes_table_article_has_table",
    ZH2_TITLE,
    ZH2,
    "把第四段最后一句（活动不收取任何费用。）说得更亲切一点。",
    [f"| 原文 | 修改后 |\n| --- | --- |\n| {S_ZH2} | {N_ZH2} |"],
    applied(ZH2_TITLE, swapped(ZH2, S_ZH2, N_ZH2)),
)
S_ZH2B = "每位居民限挂两个科室，须凭身份证取号，不得代取。"
N_ZH2B = "每位居民最多可挂两个科室，请凭身份证本人取号，不能替别人代取。"
add(
    "zh-05",
    "zh",
    "sentence_as_changes_table_article_has_table",
    ZH2_TITLE,
    ZH2,
    "挂号那句改得口语一点。",
    [f"| **修改前** | **修改后** |\n|:---|:---|\n| {S_ZH2B} | {N_ZH2B} |"],
    applied(ZH2_TITLE, swapped(ZH2, S_ZH2B, N_ZH2B)),
)
# Trap: a row whose old text is not in the article (misquoted) — nothing can be placed.
add(
    "en-07",
    "en",
    "changes_table_row_not_in_article",
    EN1_TITLE,
    EN1,
    "Reword the sentence about booking items in advance so it is clearer.",
    [
        "| Original | Revised |\n|---|---|\n| Items can be booked ahead on our website. | "
        "Items are taken first come, first served. |"
    ],
    {"outcome": "refused", "because": "the table's row quotes no text of the article"},
)
# A row for the asked sentence and one for a sentence of another paragraph: the other withheld.
S_EN6 = EN1[5]
N_EN6 = EN1[5].replace("For questions, e-mail", "Questions? E-mail")
add(
    "en-08",
    "en",
    "changes_table_row_out_of_scope",
    EN1_TITLE,
    EN1,
    "Make the sentence about children under 12 sound friendlier.",
    [f"| Original | Revised |\n|---|---|\n| {S_EN4} | {N_EN4} |\n| {S_EN6} | {N_EN6} |"],
    applied(EN1_TITLE, swapped(EN1, S_EN4, N_EN4), withheld_min=1),
)

# --- 2. A selection answered with a clause pair, content as a list of parts ----------------
SEL_ZH = "破损严重的衣物不予回收"
add(
    "zh-06",
    "zh",
    "selection_clause_pair_in_content_parts",
    ZH1_TITLE,
    ZH1,
    "这里说得委婉一点。",
    [{"content": [{"type": "text", "text": "破损严重的衣物，暂时无法回收"}]}],
    applied(ZH1_TITLE, swapped(ZH1, SEL_ZH, "破损严重的衣物，暂时无法回收")),
    selected=SEL_ZH,
)
SEL_ZH2 = "过期作废"
add(
    "zh-07",
    "zh",
    "selection_clause_pair_in_content_parts",
    ZH1_TITLE,
    ZH1,
    "说得客气一点。",
    [
        {
            "content": [
                {"type": "thinking", "thinking": "语气要柔和。"},
                {"type": "text", "text": "过期失效，敬请留意"},
            ]
        }
    ],
    applied(ZH1_TITLE, swapped(ZH1, SEL_ZH2, "过期失效，敬请留意")),
    selected=SEL_ZH2,
)
add(
    "zh-08",
    "zh",
    "selection_clause_pair",
    ZH2_TITLE,
    ZH2,
    "换个说法。",
    ["请勿代取，敬请配合"],
    applied(ZH2_TITLE, swapped(ZH2, "不得代取", "请勿代取，敬请配合")),
    selected="不得代取",
)
SEL_EN = "places cannot be reserved"
add(
    "en-09",
    "en",
    "selection_clause_pair_in_content_parts",
    EN2_TITLE,
    EN2,
    "Say this more kindly.",
    [{"content": [{"type": "text", "text": "sadly, we can't hold places"}]}],
    applied(EN2_TITLE, swapped(EN2, SEL_EN, "sadly, we can't hold places")),
    selected=SEL_EN,
)
# Traps: words offered side by side stay a choice for the writer.
add(
    "zh-09",
    "zh",
    "selection_words_offered",
    ZH1_TITLE,
    ZH1,
    "换个词。",
    [{"content": [{"type": "text", "text": "街坊、邻居、住户"}]}],
    {"outcome": "model_says", "contains": "街坊、邻居、住户"},
    selected="居民代表",
)
add(
    "zh-10",
    "zh",
    "selection_words_offered",
    ZH1_TITLE,
    ZH1,
    "说得委婉一点。",
    ["“暂不回收”或者“无法回收”"],
    {"outcome": "model_says", "contains": "暂不回收"},
    selected="不予回收",
)
add(
    "en-10",
    "en",
    "selection_words_offered",
    EN1_TITLE,
    EN1,
    "A warmer word?",
    ["Some options: pals, companions, mates."],
    {"outcome": "model_says", "contains": "companions"},
    selected="friends",
)

# --- 3. The whole article, then a table of the changes ---------------------------------------
N_ZH3 = ZH1[2] + "旧鞋和旧包也可以一起交来。"
e = list(ZH1)
e[2] = N_ZH3
drift = [
    p.replace("020-8321-4476（工作日9:00—17:00）", "020-8321-4476（工作日9:00—18:00）") for p in e
]
add(
    "zh-11",
    "zh",
    "whole_then_changes_table_postscript",
    ZH1_TITLE,
    ZH1,
    "在“每户每天限交两袋……”那段末尾补一句：旧鞋和旧包也可以一起交来。",
    [
        whole(ZH1_TITLE, drift)
        + "\n\n---\n\n| 修改 | 原因 |\n|---|---|\n| 在第三段末尾补充了旧鞋旧包的说明 | 按您的要求 |"
    ],
    applied(ZH1_TITLE, e, withheld_min=1),
)
add(
    "zh-12",
    "zh",
    "whole_then_changes_table_postscript",
    ZH1_TITLE,
    ZH1,
    "在“每户每天限交两袋……”那段末尾补一句：旧鞋和旧包也可以一起交来。",
    [
        whole(ZH1_TITLE, e)
        + "\n\n修改说明：\n\n| 位置 | 修改内容 |\n| --- | --- |\n| 第3段 | 末尾补充一句 |"
    ],
    applied(ZH1_TITLE, e),
)
N_EN2P = EN2[3] + " Ten-swim passes are £40."
e = list(EN2)
e[3] = N_EN2P
add(
    "en-11",
    "en",
    "whole_then_changes_table_postscript_article_has_table",
    EN2_TITLE,
    EN2,
    "Add to the prices paragraph that ten-swim passes are £40.",
    [
        whole(EN2_TITLE, e) + "\n\n---\n\n| Paragraph | Before | After |\n|---|---|---|\n| 4 | "
        f"{EN2[3]} | {N_EN2P} |"
    ],
    applied(EN2_TITLE, e),
)
add(
    "en-12",
    "en",
    "whole_then_changes_table_postscript_article_has_table",
    EN2_TITLE,
    EN2,
    "Add to the prices paragraph that ten-swim passes are £40.",
    [
        whole(EN2_TITLE, e) + "\n\n**Changes:**\n\n| Change | Reason |\n| --- | --- |\n| Added the "
        "ten-swim pass price | As asked |"
    ],
    applied(EN2_TITLE, e),
)
N_ZH2P = ZH2[3] + "现场还设有用药咨询台。"
e = list(ZH2)
e[3] = N_ZH2P
add(
    "zh-13",
    "zh",
    "whole_then_changes_table_postscript_article_has_table",
    ZH2_TITLE,
    ZH2,
    "在第四段末尾加一句：现场还设有用药咨询台。",
    [
        whole(ZH2_TITLE, e)
        + "\n\n---\n\n| 修改 | 说明 |\n|---|---|\n| 第4段末尾新增一句 | 按要求补充 |"
    ],
    applied(ZH2_TITLE, e),
)

# --- 4. The whole article in a fence of four or five backticks or tildes -------------------
N_EN1P4 = (
    "Our fixers cover clothes, bikes, lamps, toys and small electricals. "
    + EN1[3].split(". ", 1)[1]
)
e = list(EN1)
e[3] = N_EN1P4
add(
    "en-13",
    "en",
    "whole_in_long_fence",
    EN1_TITLE,
    EN1,
    "In paragraph 4, add toys to what our fixers cover.",
    ["~~~~markdown\n" + whole(EN1_TITLE, e) + "\n~~~~"],
    applied(EN1_TITLE, e),
)
add(
    "en-14",
    "en",
    "whole_in_long_fence",
    EN1_TITLE,
    EN1,
    "In paragraph 4, add toys to what our fixers cover.",
    ["Here is the revised article:\n\n`````md\n" + whole(EN1_TITLE, e) + "\n`````"],
    applied(EN1_TITLE, e),
)
e = list(ZH1)
e[3] = ZH1[3].replace("满五张", "集满五张")
add(
    "zh-14",
    "zh",
    "whole_in_long_fence",
    ZH1_TITLE,
    ZH1,
    "第四段的“满五张”改成“集满五张”。",
    ["````markdown\n" + whole(ZH1_TITLE, e) + "\n````"],
    applied(ZH1_TITLE, e),
)
add(
    "zh-15",
    "zh",
    "whole_in_long_fence",
    ZH1_TITLE,
    ZH1,
    "第四段的“满五张”改成“集满五张”。",
    ["好的，修改后的全文如下：\n\n~~~~~\n" + whole(ZH1_TITLE, e) + "\n~~~~~\n\n如需调整请告诉我。"],
    applied(ZH1_TITLE, e),
)

# --- 5. A table row named by one item of a cell that lists several ------------------------
e = list(ZH2)
e[1] = ZH2[1].replace("| 10:00—11:30 | 邓秀兰 |", "| 10:00—11:00 | 邓秀兰 |")
add(
    "zh-16",
    "zh",
    "table_row_named_by_one_item",
    ZH2_TITLE,
    ZH2,
    "义诊表格里，耳鼻喉科那行的时间改为10:00—11:00。",
    ["````markdown\n" + whole(ZH2_TITLE, e) + "\n````"],
    applied(ZH2_TITLE, e),
)

# The table's name holds another row's status word (回收 in 回收物品表格, "Taken" in "the
# taken-items table"): the row named by one item of its list cell is still the asked one.
ZH3_TITLE = "南湖社区旧物回收说明"
ZH3 = [
    "旧物回收点设在社区服务中心东门，每周六9:00—11:00开放。",
    "| 物品 | 是否回收 | 说明 |\n|---|---|---|\n| 旧衣、旧鞋 | 回收 | 须洗净晾干 |\n"
    "| 旧书、旧报纸 | 回收 | 请捆扎整齐 |\n| 被褥、枕头 | 不回收 | 可交到街道救助站 |",
    "如有疑问，请联系志愿者韦晓东，电话020-8321-4476。",
]
e = list(ZH3)
e[1] = ZH3[1].replace("| 可交到街道救助站 |", "| 请清洗后交到街道救助站 |")
add(
    "zh-19",
    "zh",
    "table_row_named_by_one_item",
    ZH3_TITLE,
    ZH3,
    "回收物品表格里，枕头那行的说明改为：请清洗后交到街道救助站。",
    ["````markdown\n" + whole(ZH3_TITLE, e) + "\n````"],
    applied(ZH3_TITLE, e),
)
EN3_TITLE = "Millbrook Recycling Point"
EN3 = [
    "The recycling point by the scout hall is open every Saturday from 9 to 11 am.",
    "| Item | Taken | Note |\n|---|---|---|\n| Clothes, shoes | Taken | Washed and dry |\n"
    "| Books, papers | Taken | Tied in bundles |\n| Pillows, duvets | Not taken | Try the "
    "night shelter |",
    "Questions go to Tom Ashby on 07700 900 582.",
]
e = list(EN3)
e[1] = EN3[1].replace("| Try the night shelter |", "| Wash them, then try the night shelter |")
add(
    "en-17",
    "en",
    "table_row_named_by_one_item",
    EN3_TITLE,
    EN3,
    "In the table of items taken, change the note for the pillows row to: Wash them, then try "
    "the night shelter.",
    [whole(EN3_TITLE, e)],
    applied(EN3_TITLE, e),
)

# --- Traps ---------------------------------------------------------------------------------
# The article's own two-column table, one cell changed as asked: a table, but the article's.
e = list(EN2)
e[1] = EN2[1].replace("6.00–8.00 pm", "6.00–9.00 pm")
add(
    "en-15",
    "en",
    "trap_article_table_cell_edited",
    EN2_TITLE,
    EN2,
    "Evening lanes now run until 9 pm — change the table.",
    [whole(EN2_TITLE, e)],
    applied(EN2_TITLE, e),
)
# Asked for a table: the table the reply gives is text for the article.
TABLE_ZH = (
    "| 项目 | 说明 |\n|---|---|\n| 回收时间 | 每天9:00—17:00 |\n| 回收地点 | 社区服务中心东门 |"
)
e = list(ZH1)
e[1] = TABLE_ZH
add(
    "zh-17",
    "zh",
    "trap_paragraph_turned_into_table",
    ZH1_TITLE,
    ZH1,
    "把第二段改成一个表格。",
    [whole(ZH1_TITLE, e)],
    applied(ZH1_TITLE, e),
)
# A table the writer asked for, with "old"/"new" columns of its own.
TABLE_EN = (
    "| Session | Old time | New time |\n|---|---|---|\n| Early lanes | 6.30–8.00 am | "
    "6.00–8.00 am |"
)
e = EN2[:3] + [TABLE_EN] + EN2[3:]
add(
    "en-16",
    "en",
    "trap_comparison_table_asked",
    EN2_TITLE,
    EN2,
    "After paragraph 3, add a small table comparing the old and new time of the early lanes "
    "(now 6.00–8.00 am).",
    [whole(EN2_TITLE, e)],
    applied(EN2_TITLE, e),
)
# A word selected mid-sentence and answered with one word: taken as it is.
add(
    "zh-18",
    "zh",
    "trap_selection_one_word",
    ZH1_TITLE,
    ZH1,
    "换个词。",
    ["街坊代表"],
    applied(ZH1_TITLE, swapped(ZH1, "居民代表", "街坊代表")),
    selected="居民代表",
)


def _file_of(kind: str) -> str:
    if kind.startswith("trap") or kind.startswith("changes_table_row"):
        return "traps"
    for word, name in (
        ("selection", "selections"),
        ("whole_then", "postscripts"),
        ("fence", "fences"),
        ("table_row_named", "rows"),
        ("table", "tables"),
    ):
        if word in kind:
            return name
    raise ValueError(kind)


def main() -> None:
    ids = [c["id"] for c in CASES]
    assert len(ids) == len(set(ids))
    by_file: dict[str, list[dict]] = {}
    for case in CASES:
        by_file.setdefault(_file_of(case["kind"]), []).append(case)
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for name, cases in by_file.items():
        with (HERE / f"{name}.jsonl").open("w", encoding="utf-8") as out:
            for case in cases:
                out.write(json.dumps(case, ensure_ascii=False) + "\n")
    print(f"{len(CASES)} cases in {len(by_file)} files")


if __name__ == "__main__":
    main()
