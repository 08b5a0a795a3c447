# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes session 45's dev cases of outside45a's wording and silent-loss findings (run from the
repository root), in forms the tester's tests did not use, with near-misses that must keep
working: a restyle that leaves out a named person or a whole clause of the writer's (named in
the reply), a recast into a list that leaves out one item (named), a party called by another
word for the same side ("the buyer" → "the customer", 房东 → 出租方: saved, a true swap still
refused), change lines that quote whole words (“Action points” → “Actions”, not “s”; 自行车
whole), and a translated paragraph told as translated, not "shortened"."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the sets share
from fidelity_changes import ChangedArticles, alone, write_cases  # noqa: E402

RET = [
    "After 41 years at Harlow Bakery, Frank Dawson hangs up his apron on Friday 28 March.",
    "He started as a delivery boy in 1984 and never once let a regular leave without a chat.",
    "Frank will spend his retirement with his wife, Carol, their two sons and his granddaughter, Isla.",
    "Please join us for cake in the shop at 4 pm on his last day, as always.",
]
ZRET = [
    "教了三十八年书的王建国老师，本周五正式退休。",
    "他从1987年起在实验小学教数学，从来没有错过一次学生的毕业典礼。",
    "退休以后，他打算和老伴一起回老家，还要帮着带孙女小雨。",
    "周五下午四点，我们在学校会议室为他办一个小小的欢送会，欢迎大家来，热闹热闹。",
]
MIN = [
    "Present: Ruth, Omar, Dan, Lily.",
    "The treasurer reported £860 in the account.",
    "Action points: Ruth to renew the insurance by 1 June; Omar to email the newsletter to members; Dan to fix the shed door.",
    "Next meeting: Tuesday 10 June at 7 pm.",
]
ZMIN = [
    "参会：刘洋、陈静、赵磊。",
    "本月活动经费还剩1200元。",
    "待办事项：刘洋在5月15日前订好场地；陈静把活动照片整理好发到群里；赵磊负责采购二十把折叠椅。",
    "下次例会定在6月10日晚上七点。",
]
SHOP = [
    "Questions we often get",
    "Who pays for returns?\nReturn postage is paid by the buyer unless the item arrived damaged.",
    "Do you ship abroad?\nWe ship to Canada and Australia; import duties are paid by the customer.",
    "Can I change my order?\nYes, as long as it has not shipped yet.",
]
ZLEASE = [
    "房租每月5号前交，逾期按天收滞纳金。",
    "维修：房屋主体结构的维修费用由房东承担，日常小修由租客负责。",
    "退租请提前一个月告知。",
]
ZTRIP = [
    "去年秋天，我和朋友去了一趟杭州，一共玩了四天。",
    "第一天我们在西湖边骑了自行车，风景很好。",
    "第二天天气温和，我们去了灵隐寺，人特别多。",
    "总的来说，这次旅行很愉快，下次还想再去。",
]

ARTICLES = ChangedArticles(
    {
        "ret": ("Frank Dawson retires after 41 years", RET),
        "zret": ("王老师退休了", ZRET),
        "min": ("Committee minutes, May", MIN),
        "zmin": ("五月例会纪要", ZMIN),
        "shop": ("Shop questions", SHOP),
        "zlease": ("租房须知", ZLEASE),
        "ztrip": ("杭州游记", ZTRIP),
    }
)
whole, case = ARTICLES.whole, ARTICLES.case


RET0 = "After 41 wonderful years at Harlow Bakery, our dear Frank Dawson hangs up his apron on Friday 28 March."
RET1_NO_CHAT = "He started as a delivery boy in 1984."
RET1_KEPT = "He began as a delivery boy back in 1984 and never once let a regular leave without a friendly chat."
RET2_NO_ISLA = "Frank will spend his retirement with his wife, Carol, and their two sons."
RET2_KEPT = "Frank will spend a well-earned retirement with his wife, Carol, their two sons and his granddaughter, Isla."
RET3_NO_FLOURISH = "Please join us for cake in the shop at 4 pm on his last day."
ZRET0 = "教了三十八年书的王建国老师，将在本周五光荣退休。"
ZRET1_CUT = "他从1987年起在实验小学教数学。"
ZRET2_CUT = "退休以后，他打算和老伴一起回老家。"
ZRET2_KEPT = "退休以后，他打算和老伴一起回老家，还要帮着照看孙女小雨。"
ZRET3_CUT = "周五下午四点，我们在学校会议室为他办一个小小的欢送会，欢迎大家来。"

MIN2_LIST_NO_OMAR = (
    "Action points:\n- Ruth: renew the insurance by 1 June\n- Dan: fix the shed door"
)
MIN2_LIST = "Action points:\n- Ruth: renew the insurance by 1 June\n- Omar: email the newsletter to members\n- Dan: fix the shed door"
MIN2_SHORT = "Actions: Ruth renews the insurance by 1 June; Omar emails the newsletter to members; Dan fixes the shed door."
ZMIN2_LIST_NO_CHEN = "待办事项：\n- 刘洋：5月15日前订好场地\n- 赵磊：采购二十把折叠椅"
ZMIN2_LIST = "待办事项：\n- 刘洋：5月15日前订好场地\n- 陈静：整理活动照片并发到群里\n- 赵磊：采购二十把折叠椅"

SHOP0_CUSTOMER = "Who pays for returns?\nNo problem at all — return postage is paid by the customer unless the item arrived damaged."
SHOP0_SELLER = "Who pays for returns?\nNo problem at all — return postage is paid by the seller unless the item arrived damaged."
SHOP1_BUYER = "Do you ship abroad?\nYes! We happily ship to Canada and Australia; import duties are paid by the buyer."
ZLEASE1_SAME = "维修：房屋主体结构的维修费用由出租方承担，日常小修就麻烦租客自己负责啦。"
ZLEASE1_SWAP = "维修：房屋主体结构的维修费用由租客承担，日常小修也由租客负责。"

TRIP1_BIKE = "第一天我们在西湖边骑车，风景很好。"
TRIP2_MILD = "第二天天气好，我们去了灵隐寺，人特别多。"
TRIP1_EN = "On the first day we cycled along West Lake; the views were lovely."
TRIP3_ORAL = "总之这趟玩得特别开心，下回还想再去！"

cases = [
    # 1. A restyle that leaves out a named person or a whole clause: saved, and named.
    case(
        "w45-ret-en-01",
        "ret",
        "restyle_left_out_person",
        "outside45a F9: a gentler restyle drops the granddaughter and her name",
        "make it a little warmer",
        [whole("ret", {0: RET0, 2: RET2_NO_ISLA})],
        {0: RET0, 2: RET2_NO_ISLA},
        told="Isla",
    ),
    case(
        "w45-ret-en-02",
        "ret",
        "restyle_left_out_clause",
        "outside45a F9b: a gentler restyle drops a whole clause of the writer's",
        "make it gentler",
        [whole("ret", {0: RET0, 1: RET1_NO_CHAT})],
        {0: RET0, 1: RET1_NO_CHAT},
        told="without a chat",
    ),
    case(
        "w45-ret-en-03",
        "ret",
        "restyle_left_out_clause",
        "near-miss: the restyle keeps every clause, reworded",
        "make it warmer",
        [whole("ret", {0: RET0, 1: RET1_KEPT, 2: RET2_KEPT})],
        {0: RET0, 1: RET1_KEPT, 2: RET2_KEPT},
        not_told="left out",
    ),
    case(
        "w45-ret-en-04",
        "ret",
        "restyle_left_out_clause",
        "near-miss: a two-word flourish dropped is no fact left out",
        "make it warmer",
        [whole("ret", {0: RET0, 3: RET3_NO_FLOURISH})],
        {0: RET0, 3: RET3_NO_FLOURISH},
        not_told="left out",
    ),
    case(
        "w45-ret-en-05",
        "ret",
        "restyle_left_out_clause",
        "near-miss: an asked cut may drop the clause unnamed",
        "shorten paragraph 2",
        [alone(RET1_NO_CHAT)],
        {1: RET1_NO_CHAT},
        not_told="left out",
    ),
    case(
        "w45-ret-zh-01",
        "zret",
        "restyle_left_out_clause",
        "outside45a F9b in Chinese: a gentler restyle drops a whole clause",
        "写得温柔一点",
        [whole("zret", {0: ZRET0, 1: ZRET1_CUT})],
        {0: ZRET0, 1: ZRET1_CUT},
        told="毕业典礼",
    ),
    case(
        "w45-ret-zh-02",
        "zret",
        "restyle_left_out_person",
        "outside45a F9 in Chinese: a restyle drops the granddaughter",
        "语气再柔和一些",
        [whole("zret", {0: ZRET0, 2: ZRET2_CUT})],
        {0: ZRET0, 2: ZRET2_CUT},
        told="小雨",
    ),
    case(
        "w45-ret-zh-03",
        "zret",
        "restyle_left_out_person",
        "near-miss: every clause kept, one word changed",
        "语气再柔和一些",
        [whole("zret", {0: ZRET0, 2: ZRET2_KEPT})],
        {0: ZRET0, 2: ZRET2_KEPT},
        not_told="删掉了",
    ),
    case(
        "w45-ret-zh-04",
        "zret",
        "restyle_left_out_clause",
        "near-miss: a four-character flourish dropped is no fact left out",
        "写得温柔一点",
        [whole("zret", {0: ZRET0, 3: ZRET3_CUT})],
        {0: ZRET0, 3: ZRET3_CUT},
        not_told="删掉了",
    ),
    # 2. A recast into a list that leaves out an item: saved, and the item named.
    case(
        "w45-min-en-01",
        "min",
        "list_recast_left_out_item",
        "outside45a F19: a list recast leaves out one person's action point",
        "turn the action points into a bulleted list",
        [whole("min", {2: MIN2_LIST_NO_OMAR})],
        {2: MIN2_LIST_NO_OMAR},
        told="newsletter",
    ),
    case(
        "w45-min-en-02",
        "min",
        "list_recast_left_out_item",
        "near-miss: every action point in the list",
        "turn the action points into a bulleted list",
        [whole("min", {2: MIN2_LIST})],
        {2: MIN2_LIST},
        not_told="left out",
    ),
    case(
        "w45-min-zh-01",
        "zmin",
        "list_recast_left_out_item",
        "outside45a F19 in Chinese: 改成列表 leaves out one item",
        "把待办事项改成列表",
        [whole("zmin", {2: ZMIN2_LIST_NO_CHEN})],
        {2: ZMIN2_LIST_NO_CHEN},
        told="照片",
    ),
    case(
        "w45-min-zh-02",
        "zmin",
        "list_recast_left_out_item",
        "near-miss: every item in the list",
        "把待办事项改成列表",
        [whole("zmin", {2: ZMIN2_LIST})],
        {2: ZMIN2_LIST},
        not_told="删掉了",
    ),
    # 3. Another word for the same party is no reversal; a true swap still is.
    case(
        "w45-shop-en-01",
        "shop",
        "party_synonym_not_reversal",
        "outside45a F13: buyer written as customer",
        "make the returns answer friendlier",
        [whole("shop", {1: SHOP0_CUSTOMER})],
        {1: SHOP0_CUSTOMER},
    ),
    case(
        "w45-shop-en-02",
        "shop",
        "party_synonym_not_reversal",
        "outside45a F13, the other way: customer written as buyer",
        "make the shipping answer friendlier",
        [whole("shop", {2: SHOP1_BUYER})],
        {2: SHOP1_BUYER},
    ),
    case(
        "w45-shop-en-03",
        "shop",
        "party_synonym_not_reversal",
        "near-miss: the buyer's cost given to the seller is a reversal",
        "make the returns answer friendlier",
        [whole("shop", {1: SHOP0_SELLER})],
        outcome="refused",
        because="the seller made to pay what the buyer paid",
    ),
    case(
        "w45-lease-zh-01",
        "zlease",
        "party_synonym_not_reversal",
        "F13 in Chinese: 房东 written as 出租方",
        "第二段写得客气一点",
        [whole("zlease", {1: ZLEASE1_SAME})],
        {1: ZLEASE1_SAME},
    ),
    case(
        "w45-lease-zh-02",
        "zlease",
        "party_synonym_not_reversal",
        "near-miss: 房东's cost moved to 租客 is a reversal",
        "第二段写得客气一点",
        [whole("zlease", {1: ZLEASE1_SWAP})],
        outcome="refused",
        because="租客 made to bear what 房东 bore",
    ),
    # 4. Change lines quote whole words.
    case(
        "w45-min-en-03",
        "min",
        "change_line_whole_words",
        "outside45a F11: Action points → Actions told as “s”",
        "shorten paragraph 3",
        [alone(MIN2_SHORT)],
        {2: MIN2_SHORT},
        not_told="“s”",
    ),
    case(
        "w45-trip-zh-01",
        "ztrip",
        "change_line_whole_words",
        "outside45a F11b: 骑了自行车 → 骑车 told 删了“了自行”",
        "第二段改得口语一点",
        [alone(TRIP1_BIKE)],
        {1: TRIP1_BIKE},
        not_told="了自行”",
    ),
    case(
        "w45-trip-zh-02",
        "ztrip",
        "change_line_whole_words",
        "outside45a F11: 天气温和 → 天气好 told “气温和”",
        "第三段改得口语一点",
        [alone(TRIP2_MILD)],
        {2: TRIP2_MILD},
        not_told="“气温和”",
    ),
    # 5. A translation told as one.
    case(
        "w45-trip-zh-03",
        "ztrip",
        "translation_told",
        "outside45a F10: an asked translation told as 整段改写，缩短",
        "把第二段翻译成英文",
        [alone(TRIP1_EN)],
        {1: TRIP1_EN},
        told="译成英文",
    ),
    case(
        "w45-trip-zh-04",
        "ztrip",
        "translation_told",
        "outside45a F10b: an unasked translation, withheld, told as one",
        "最后一段改得口语一点",
        [whole("ztrip", {1: TRIP1_EN, 3: TRIP3_ORAL})],
        {3: TRIP3_ORAL},
        withheld=1,
        told="译成英文",
    ),
    case(
        "w45-trip-zh-05",
        "ztrip",
        "translation_told",
        "near-miss: a plain rewording is no translation",
        "最后一段改得口语一点",
        [alone(TRIP3_ORAL)],
        {3: TRIP3_ORAL},
        not_told="译成",
    ),
]

if __name__ == "__main__":
    write_cases(cases, HERE / "shapes.jsonl")
