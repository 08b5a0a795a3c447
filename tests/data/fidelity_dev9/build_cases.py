# ruff: noqa: E501 — the cases are data: one article paragraph a line
"""Builds the fidelity dev set 9 (tests/data/fidelity_dev9/*.jsonl): each case is an article
(a list of paragraphs), the writer's suggestion, the paragraphs of the model's reply (in the
reply's order) and the paragraphs expected saved, so the expected article holds only the
in-scope change and the writer's own bytes everywhere else.

    .venv/bin/python tests/data/fidelity_dev9/build_cases.py
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/data: the case builder the dev sets share
from fidelity_build import case_record  # noqa: E402

FILES: dict[str, list[dict[str, Any]]] = defaultdict(list)


def case(
    file: str,
    id: str,
    lang: str,
    kind: str,
    source: str,
    title: str,
    paragraphs: list[str],
    suggestion: str,
    reply: list[str] | None = None,
    expected: list[str] | None = None,
    *,
    before: str = "",
    after: str = "",
    withheld_min: int = 0,
    edit_format: str = "full",
    replies: list[str] | None = None,
    selected_text: str | None = None,
    expect: dict[str, Any] | None = None,
) -> None:
    """One case: `reply` is the body the model sends (under the title, with `before`/`after`
    chatter); `expected` the body to be saved (paragraphs)."""
    if replies is None:
        assert reply is not None
        text = title + "\n\n" + "\n\n".join(reply)
        replies = [f"{before}\n\n{text}" if before else text]
        if after:
            replies[0] += "\n\n" + after
    outcome: dict[str, Any] = expect or {
        "outcome": "applied",
        "title": title,
        "body": "\n\n".join(expected or []),
    }
    if withheld_min:
        outcome["withheld_min"] = withheld_min
    FILES[file].append(
        case_record(
            id,
            lang,
            kind,
            source,
            title,
            "\n\n".join(paragraphs),
            suggestion,
            replies,
            outcome,
            edit_format=edit_format,
            selected_text=selected_text,
        )
    )


def order(paragraphs: list[str], indices: list[int]) -> list[str]:
    return [paragraphs[i] for i in indices]


def write() -> None:
    for name, cases in FILES.items():
        lines = [json.dumps(c, ensure_ascii=False) for c in cases]
        (HERE / f"{name}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")


# --- articles --------------------------------------------------------------------------------

GARDEN = [
    "The Ashgrove Community Garden had its best season yet: forty-one plots in use, a waiting list of nineteen, and the first crop of quinces from the tree we planted in 2021.",
    "Our Saturday work mornings ran from April to October. On average eleven people came, and the compost bays were turned every fortnight without anyone having to be asked twice.",
    "The volunteer rota for the winter is now on the shed door. Please add your name for at least one Sunday between December and February.",
    "Parking on Elm Lane is for residents only. Use the car park behind the library and walk the last two minutes.",
    "Thank you to everyone who donated seeds, tools and time. The garden only works because you do.",
]
BIKE = [
    "A squeaky, sluggish bike is usually a dirty one. Before you reach for new parts, give it twenty minutes of care.",
    "Start with the chain. Wipe it with a rag, run a degreaser over it, then dry it and add one drop of oil per link.",
    "Next, the brakes. Squeeze each lever: it should stop well before it touches the handlebar. If it doesn't, turn the barrel adjuster a quarter turn at a time.",
    "Check the tyres last. Pump them to the pressure printed on the sidewall, usually between 60 and 80 psi for a hybrid.",
    "Do this once a month and the bike will thank you with a quieter, faster ride.",
]
TOAST = [
    "Good evening, everyone. For those who don't know me, I'm Priya, and I've been Sam's friend since we were both terrible at the violin.",
    "Sam, you have always been the person who turns up. You turned up when I moved flats in the rain, and you turned up for my thesis defence with a thermos of soup.",
    "Alex, the first time I met you, you spent an hour fixing my bike without being asked. I knew then that Sam had found someone who turns up too.",
    "So please raise your glasses: to Sam and Alex, and to a lifetime of turning up for each other.",
]
LIBRARY = [
    "各位居民朋友：",
    "社区图书馆将于本周六（12月13日）下午两点举办“冬日读书会”，主题是汪曾祺的散文。",
    "活动地点在图书馆二楼阅览室，共设三十个座位，请提前在前台登记。",
    "小区东门临时停车位有限，建议大家步行或骑车前来。",
    "活动当天提供热茶和点心，欢迎带上孩子一起参加。",
    "阳光社区图书馆\n12月8日",
]
TRAVEL = [
    "去年十月，我在大理住了一个星期。每天早上推开窗，就能看见苍山顶上的一点积雪。",
    "古城里的人走路都很慢。卖乳扇的阿姨会一边烤一边跟你聊天，问你从哪里来、准备待几天。",
    "第三天我租了一辆电动车，沿着洱海骑了一圈。风很大，湖面亮得晃眼。",
    "最难忘的是喜洲的早市。热腾腾的破酥粑粑，刚出锅就被抢光了。",
    "离开那天下了小雨。我在车上回头看了一眼，心想以后一定还会再来。",
]
CAFE = [
    "街角的“慢半拍”咖啡馆下周一正式开业了！",
    "店里的豆子都是老板自己烘的，主打云南保山的小粒咖啡，口感偏坚果和焦糖。",
    "开业第一周，所有手冲咖啡八折，拿铁买一送一。",
    "营业时间为每天早上八点到晚上九点，周三店休。",
    "地址：梧桐路27号，地铁3号线梧桐路站B口出来右转就到。",
]
MENU_EN = [
    "Open Monday to Friday, 11:30–15:00. Soup of the day £6, sandwich and soup £11.",
    "Sandwiches are made to order on sourdough or rye. Ask about today's fillings.",
    "We are a small kitchen: if you have an allergy, tell us before you order, not after.",
]
MENU_ZH = [
    "本店午市供应时间为11:00至14:00，套餐A售价38元，套餐B售价45元。",
    "每份套餐含一荤两素、米饭和例汤，米饭可以免费加一次。",
    "如对食物过敏，请在点餐时告诉服务员。",
]
REPORT_EN = [
    "Riverside Harriers won the county cross-country relay on Sunday in 58 minutes 12 seconds, nine seconds ahead of Tarn Valley.",
    "Jess Morley ran the first leg and handed over in fourth place after a fall at the stream crossing.",
    "Ollie Grant moved the team up to second on the long hill, overtaking three runners in the final kilometre.",
    "Anchor runner Dee Achebe caught Tarn Valley's Chris Fenn with 300 metres to go and held on to the line.",
    "The club's next race is the Harvest 10K on 2 November; entries close on Friday.",
]
REPORT_ZH = [
    "周日，市青少年围棋联赛在少年宫落下帷幕，实验小学代表队以五胜一负的成绩夺得团体冠军。",
    "首轮比赛中，实验小学一度落后，四号台的林小雨在读秒阶段逆转，扳回关键一局。",
    "第三轮，队长陈浩与卫冕冠军周航鏖战三个多小时，最终以半目险胜。",
    "决赛轮，实验小学三比一战胜育才小学，提前一轮锁定冠军。",
    "赛后，教练王老师表示，孩子们下一步的目标是参加省赛。",
]

# --- moves the writer asked for -------------------------------------------------------------

case(
    "moves",
    "d9-moves-en-01",
    "en",
    "move_asked",
    "a paragraph named by what it is about, moved to the top",
    "Ashgrove Community Garden: season round-up",
    GARDEN,
    "Bring the paragraph about the winter rota up to the very top.",
    order(GARDEN, [2, 0, 1, 3, 4]),
    order(GARDEN, [2, 0, 1, 3, 4]),
    before="Sure — here's the newsletter with the rota first:",
)
case(
    "moves",
    "d9-moves-en-02",
    "en",
    "swap_asked",
    "two paragraphs named by ordinal, swapped",
    "Twenty minutes to a happier bike",
    BIKE,
    "Swap the third and fourth paragraphs.",
    order(BIKE, [0, 1, 3, 2, 4]),
    order(BIKE, [0, 1, 3, 2, 4]),
)
case(
    "moves",
    "d9-moves-en-03",
    "en",
    "move_asked",
    "'should come before': the last paragraph placed before the second",
    "A toast for Sam and Alex",
    TOAST,
    "Paragraph 3 should come before paragraph 2.",
    order(TOAST, [0, 2, 1, 3]),
    order(TOAST, [0, 2, 1, 3]),
)
case(
    "moves",
    "d9-moves-en-04",
    "en",
    "move_asked",
    "move to the end, and the moved paragraph reworded as asked",
    "Ashgrove Community Garden: season round-up",
    GARDEN,
    "Move the parking paragraph to the end and make it friendlier.",
    order(GARDEN, [0, 1, 2, 4])
    + [
        "A gentle reminder: parking on Elm Lane is for residents only, so please use the car park behind the library and enjoy the two-minute stroll."
    ],
    order(GARDEN, [0, 1, 2, 4])
    + [
        "A gentle reminder: parking on Elm Lane is for residents only, so please use the car park behind the library and enjoy the two-minute stroll."
    ],
)
case(
    "moves",
    "d9-moves-zh-01",
    "zh",
    "move_asked",
    "把……提到最前面：按内容点名的段落移到开头",
    "大理的一个星期",
    TRAVEL,
    "把写喜洲早市的那段提到最前面。",
    order(TRAVEL, [3, 0, 1, 2, 4]),
    order(TRAVEL, [3, 0, 1, 2, 4]),
    before="好的，已把早市那段放到开头：",
)
case(
    "moves",
    "d9-moves-zh-02",
    "zh",
    "swap_asked",
    "第二段和第三段对调",
    "“慢半拍”咖啡馆开业啦",
    CAFE,
    "第二段和第三段对调一下位置。",
    order(CAFE, [0, 2, 1, 3, 4]),
    order(CAFE, [0, 2, 1, 3, 4]),
)
case(
    "moves",
    "d9-moves-zh-03",
    "zh",
    "move_asked",
    "挪到最后：停车那段",
    "冬日读书会通知",
    LIBRARY,
    "把讲停车的那段挪到落款前面，放在最后说。",
    order(LIBRARY, [0, 1, 2, 4, 3, 5]),
    order(LIBRARY, [0, 1, 2, 4, 3, 5]),
)
case(
    "moves",
    "d9-moves-zh-04",
    "zh",
    "move_asked",
    "第四段放到第二段前面",
    "大理的一个星期",
    TRAVEL,
    "第四段放到第二段前面。",
    order(TRAVEL, [0, 3, 1, 2, 4]),
    order(TRAVEL, [0, 3, 1, 2, 4]),
)
case(
    "moves",
    "d9-moves-zh-05",
    "zh",
    "reorder_asked",
    "开头两段顺序颠倒",
    "“慢半拍”咖啡馆开业啦",
    CAFE,
    "开头两段的顺序颠倒过来。",
    order(CAFE, [1, 0, 2, 3, 4]),
    order(CAFE, [1, 0, 2, 3, 4]),
)

# --- moves nobody asked for: the writer's order stays --------------------------------------

case(
    "unasked",
    "d9-unasked-en-01",
    "en",
    "reorder_unasked",
    "one paragraph edited, two others swapped by the model",
    "Twenty minutes to a happier bike",
    BIKE,
    "Make the last paragraph more encouraging.",
    order(BIKE, [0, 2, 1, 3])
    + [
        "Make it a monthly habit and your bike will repay you with a quieter, quicker, happier ride."
    ],
    order(BIKE, [0, 1, 2, 3])
    + [
        "Make it a monthly habit and your bike will repay you with a quieter, quicker, happier ride."
    ],
    withheld_min=1,
)
case(
    "unasked",
    "d9-unasked-en-02",
    "en",
    "reorder_unasked",
    "a global edit whose reply also moved a paragraph to the end",
    "A toast for Sam and Alex",
    TOAST,
    "Make the toast a little warmer throughout.",
    [
        "Good evening, everyone. For those who don't know me, I'm Priya, and I've been Sam's friend ever since we were both gloriously terrible at the violin.",
        "Alex, the first time I met you, you spent an hour fixing my bike without being asked. I knew right then that Sam had found someone who turns up too.",
        "So please raise your glasses: to Sam and Alex, and to a lifetime of turning up for each other.",
        "Sam, you have always been the person who turns up. You turned up when I moved flats in the pouring rain, and you turned up for my thesis defence with a thermos of soup.",
    ],
    [
        "Good evening, everyone. For those who don't know me, I'm Priya, and I've been Sam's friend ever since we were both gloriously terrible at the violin.",
        "Sam, you have always been the person who turns up. You turned up when I moved flats in the pouring rain, and you turned up for my thesis defence with a thermos of soup.",
        "Alex, the first time I met you, you spent an hour fixing my bike without being asked. I knew right then that Sam had found someone who turns up too.",
        "So please raise your glasses: to Sam and Alex, and to a lifetime of turning up for each other.",
    ],
    withheld_min=1,
)
case(
    "unasked",
    "d9-unasked-en-03",
    "en",
    "move_and_unasked_swap",
    "the asked move applied, a second swap the model made undone",
    "Ashgrove Community Garden: season round-up",
    GARDEN,
    "Move the thank-you paragraph to the top.",
    order(GARDEN, [4, 1, 0, 2, 3]),
    order(GARDEN, [4, 0, 1, 2, 3]),
    withheld_min=1,
)
case(
    "unasked",
    "d9-unasked-zh-01",
    "zh",
    "reorder_unasked",
    "改第三段，模型顺手调换了第四、五段",
    "大理的一个星期",
    TRAVEL,
    "第三段写得更有画面感一些。",
    order(TRAVEL, [0, 1])
    + [
        "第三天我租了一辆电动车，沿着洱海慢慢骑了一圈。风把头发吹得乱七八糟，湖面碎成一片片银光，亮得人睁不开眼。"
    ]
    + order(TRAVEL, [4, 3]),
    order(TRAVEL, [0, 1])
    + [
        "第三天我租了一辆电动车，沿着洱海慢慢骑了一圈。风把头发吹得乱七八糟，湖面碎成一片片银光，亮得人睁不开眼。"
    ]
    + order(TRAVEL, [3, 4]),
    withheld_min=1,
)
case(
    "unasked",
    "d9-unasked-zh-02",
    "zh",
    "reorder_unasked",
    "全文润色，模型把营业时间那段挪到了开头",
    "“慢半拍”咖啡馆开业啦",
    CAFE,
    "整体语气更热情一点。",
    [
        "营业时间为每天早上八点到晚上九点，周三店休，随时欢迎来坐坐。",
        "街角的“慢半拍”咖啡馆下周一正式开业啦，等你来！",
        "店里的豆子都是老板亲手烘的，主打云南保山的小粒咖啡，满口坚果和焦糖香。",
        "开业第一周，所有手冲咖啡八折，拿铁买一送一！",
        "地址：梧桐路27号，地铁3号线梧桐路站B口出来右转就到。",
    ],
    [
        "街角的“慢半拍”咖啡馆下周一正式开业啦，等你来！",
        "店里的豆子都是老板亲手烘的，主打云南保山的小粒咖啡，满口坚果和焦糖香。",
        "开业第一周，所有手冲咖啡八折，拿铁买一送一！",
        "营业时间为每天早上八点到晚上九点，周三店休，随时欢迎来坐坐。",
        "地址：梧桐路27号，地铁3号线梧桐路站B口出来右转就到。",
    ],
    withheld_min=1,
)
case(
    "unasked",
    "d9-unasked-zh-03",
    "zh",
    "move_and_unasked_swap",
    "要求把最后一段移到开头，模型另外调换了两段：只移所要求的",
    "大理的一个星期",
    TRAVEL,
    "把最后一段移到文章最前面。",
    order(TRAVEL, [4, 0, 2, 1, 3]),
    order(TRAVEL, [4, 0, 1, 2, 3]),
    withheld_min=1,
)

# --- text really twice (refused or the identical copy dropped) ------------------------------

case(
    "twice",
    "d9-twice-en-01",
    "en",
    "duplicate_far",
    "an untouched paragraph repeated word for word further down: the copy is dropped",
    "Twenty minutes to a happier bike",
    BIKE,
    "Make the first paragraph punchier.",
    [
        "Squeaky and sluggish? Your bike is probably just dirty. Give it twenty minutes before you buy a single new part."
    ]
    + order(BIKE, [1, 2, 3, 1, 4]),
    [
        "Squeaky and sluggish? Your bike is probably just dirty. Give it twenty minutes before you buy a single new part."
    ]
    + order(BIKE, [1, 2, 3, 4]),
)
case(
    "twice",
    "d9-twice-en-02",
    "en",
    "duplicate_two_versions",
    "the edited paragraph given twice in two versions far apart: unclear which, refused",
    "A toast for Sam and Alex",
    TOAST,
    "Make the second paragraph funnier.",
    [
        TOAST[0],
        "Sam, you have always been the person who turns up. You turned up when I moved flats in the rain, and you turned up for my thesis defence with soup, a thermos and a kazoo.",
        TOAST[2],
        "Sam, you have always been the person who turns up. You turned up when I moved flats in a biblical downpour, and you turned up for my thesis defence with a thermos of soup.",
        TOAST[3],
    ],
    expect={
        "outcome": "refused",
        "because": "the target paragraph appears twice in different versions",
    },
)
case(
    "twice",
    "d9-twice-zh-01",
    "zh",
    "duplicate_far",
    "未改动的段落在后面原样重复一遍：删去重复的那份",
    "冬日读书会通知",
    LIBRARY,
    "第二段加上“欢迎自带喜欢的书”。",
    [
        LIBRARY[0],
        "社区图书馆将于本周六（12月13日）下午两点举办“冬日读书会”，主题是汪曾祺的散文，欢迎自带喜欢的书。",
        LIBRARY[2],
        LIBRARY[3],
        LIBRARY[2],
        LIBRARY[4],
        LIBRARY[5],
    ],
    [
        LIBRARY[0],
        "社区图书馆将于本周六（12月13日）下午两点举办“冬日读书会”，主题是汪曾祺的散文，欢迎自带喜欢的书。",
        LIBRARY[2],
        LIBRARY[3],
        LIBRARY[4],
        LIBRARY[5],
    ],
)
case(
    "twice",
    "d9-twice-zh-02",
    "zh",
    "duplicate_two_versions",
    "目标段落出现两次、两个版本不同：拒绝",
    "“慢半拍”咖啡馆开业啦",
    CAFE,
    "第三段的优惠说得更吸引人。",
    [
        CAFE[0],
        CAFE[1],
        "开业第一周，全部手冲咖啡一律八折，拿铁更是买一送一！",
        CAFE[3],
        "开业首周福利：手冲咖啡全场八折，拿铁买一送一，先到先得！",
        CAFE[4],
    ],
    expect={"outcome": "refused", "because": "目标段落出现两个不同版本"},
)

# --- merges and splits asked for --------------------------------------------------------------

case(
    "joins",
    "d9-joins-en-01",
    "en",
    "merge_asked",
    "two paragraphs merged into one as asked",
    "Twenty minutes to a happier bike",
    BIKE,
    "Merge the last two paragraphs into one.",
    order(BIKE, [0, 1, 2]) + [BIKE[3] + " " + BIKE[4]],
    order(BIKE, [0, 1, 2]) + [BIKE[3] + " " + BIKE[4]],
)
case(
    "joins",
    "d9-joins-zh-01",
    "zh",
    "split_asked",
    "第二段拆成两段",
    "大理的一个星期",
    TRAVEL,
    "第二段拆成两段。",
    [
        TRAVEL[0],
        "古城里的人走路都很慢。",
        "卖乳扇的阿姨会一边烤一边跟你聊天，问你从哪里来、准备待几天。",
        *TRAVEL[2:],
    ],
    [
        TRAVEL[0],
        "古城里的人走路都很慢。",
        "卖乳扇的阿姨会一边烤一边跟你聊天，问你从哪里来、准备待几天。",
        *TRAVEL[2:],
    ],
)
case(
    "joins",
    "d9-joins-zh-02",
    "zh",
    "merge_asked",
    "第三段和第四段合并",
    "“慢半拍”咖啡馆开业啦",
    CAFE,
    "把第三段和第四段合成一段。",
    [CAFE[0], CAFE[1], CAFE[2] + CAFE[3], CAFE[4]],
    [CAFE[0], CAFE[1], CAFE[2] + CAFE[3], CAFE[4]],
)

# --- figures changed by an amount, no place named ---------------------------------------------

case(
    "amounts",
    "d9-amounts-en-01",
    "en",
    "relative_price",
    "prices raised by an amount: the paragraph holding the prices changes",
    "The Kitchen at No. 9",
    MENU_EN,
    "Put both prices up by £1.",
    [
        "Open Monday to Friday, 11:30–15:00. Soup of the day £7, sandwich and soup £12.",
        MENU_EN[1],
        MENU_EN[2],
    ],
    [
        "Open Monday to Friday, 11:30–15:00. Soup of the day £7, sandwich and soup £12.",
        MENU_EN[1],
        MENU_EN[2],
    ],
)
case(
    "amounts",
    "d9-amounts-en-02",
    "en",
    "relative_price_blocks",
    "blocks: prices cut by an amount and the allergy line softened",
    "The Kitchen at No. 9",
    MENU_EN,
    "Lower the two prices by £1 and make the allergy line gentler.",
    replies=[
        "<<<<<<< SEARCH\nSoup of the day £6, sandwich and soup £11.\n=======\nSoup of the day £5, sandwich and soup £10.\n>>>>>>> REPLACE\n\n"
        "<<<<<<< SEARCH\nWe are a small kitchen: if you have an allergy, tell us before you order, not after.\n=======\nWe are a small kitchen, so if you have an allergy, please let us know when you order.\n>>>>>>> REPLACE"
    ],
    expected=[
        "Open Monday to Friday, 11:30–15:00. Soup of the day £5, sandwich and soup £10.",
        MENU_EN[1],
        "We are a small kitchen, so if you have an allergy, please let us know when you order.",
    ],
    edit_format="blocks",
)
case(
    "amounts",
    "d9-amounts-zh-01",
    "zh",
    "relative_price",
    "套餐价格各涨5元：改价格所在的段",
    "午市套餐",
    MENU_ZH,
    "两个套餐都涨价5元。",
    ["本店午市供应时间为11:00至14:00，套餐A售价43元，套餐B售价50元。", MENU_ZH[1], MENU_ZH[2]],
    ["本店午市供应时间为11:00至14:00，套餐A售价43元，套餐B售价50元。", MENU_ZH[1], MENU_ZH[2]],
)
case(
    "amounts",
    "d9-amounts-zh-02",
    "zh",
    "relative_price_blocks",
    "blocks：价格下调3元，并把过敏提示写得更亲切",
    "午市套餐",
    MENU_ZH,
    "套餐价格各降3元，过敏那句写得亲切一点。",
    replies=[
        "<<<<<<< SEARCH\n套餐A售价38元，套餐B售价45元。\n=======\n套餐A售价35元，套餐B售价42元。\n>>>>>>> REPLACE\n\n"
        "<<<<<<< SEARCH\n如对食物过敏，请在点餐时告诉服务员。\n=======\n如果您对某些食物过敏，点餐时跟服务员说一声就好，我们会为您调整。\n>>>>>>> REPLACE"
    ],
    expected=[
        "本店午市供应时间为11:00至14:00，套餐A售价35元，套餐B售价42元。",
        MENU_ZH[1],
        "如果您对某些食物过敏，点餐时跟服务员说一声就好，我们会为您调整。",
    ],
    edit_format="blocks",
)

# --- selections whose reply repeats what is around them ---------------------------------------

case(
    "around",
    "d9-around-en-01",
    "en",
    "selection_context_repeated",
    "the selection ends before the full stop; the reply repeats the sentence's start and its stop",
    "Twenty minutes to a happier bike",
    BIKE,
    "Make this clearer.",
    selected_text="add one drop of oil per link",
    replies=[
        "Wipe it with a rag, run a degreaser over it, then dry it and put a single drop of oil on each link."
    ],
    expected=[
        BIKE[0],
        "Start with the chain. Wipe it with a rag, run a degreaser over it, then dry it and put a single drop of oil on each link.",
        *BIKE[2:],
    ],
)
case(
    "around",
    "d9-around-en-02",
    "en",
    "selection_punctuation",
    "the selection stops before a full stop and the reply ends with one",
    "A toast for Sam and Alex",
    TOAST,
    "Punchier.",
    selected_text="to a lifetime of turning up for each other",
    replies=["to a lifetime of always turning up for each other."],
    expected=[
        *TOAST[:3],
        "So please raise your glasses: to Sam and Alex, and to a lifetime of always turning up for each other.",
    ],
)
case(
    "around",
    "d9-around-zh-01",
    "zh",
    "selection_context_repeated",
    "选区在句号前，回复重复了前半句和句号",
    "大理的一个星期",
    TRAVEL,
    "改得更生动。",
    selected_text="湖面亮得晃眼",
    replies=["风很大，湖面波光粼粼，亮得晃眼。"],
    expected=[
        TRAVEL[0],
        TRAVEL[1],
        "第三天我租了一辆电动车，沿着洱海骑了一圈。风很大，湖面波光粼粼，亮得晃眼。",
        TRAVEL[3],
        TRAVEL[4],
    ],
)
case(
    "around",
    "d9-around-zh-02",
    "zh",
    "selection_punctuation",
    "选区不含句末的句号，回复带了句号",
    "“慢半拍”咖啡馆开业啦",
    CAFE,
    "更吸引人一点。",
    selected_text="拿铁买一送一",
    replies=["拿铁第二杯免费。"],
    expected=[CAFE[0], CAFE[1], "开业第一周，所有手冲咖啡八折，拿铁第二杯免费。", CAFE[3], CAFE[4]],
)

# --- restructures asked for: fewer, shorter parts ---------------------------------------------

case(
    "recast",
    "d9-recast-en-01",
    "en",
    "restructure_points",
    "a report recast as three key moments",
    "Harriers take the county relay",
    REPORT_EN,
    "Turn the report into three short bullet points covering the key moments.",
    [
        "- Jess Morley fell at the stream but handed over in fourth.",
        "- Ollie Grant climbed to second on the long hill.",
        "- Dee Achebe caught Tarn Valley with 300 m left to win in 58:12.",
    ],
    [
        "- Jess Morley fell at the stream but handed over in fourth.",
        "- Ollie Grant climbed to second on the long hill.",
        "- Dee Achebe caught Tarn Valley with 300 m left to win in 58:12.",
    ],
)
case(
    "recast",
    "d9-recast-zh-01",
    "zh",
    "restructure_points",
    "战报改写成三个要点",
    "实验小学夺得围棋联赛团体冠军",
    REPORT_ZH,
    "把整篇战报改写成三个要点。",
    [
        "1. 首轮落后，林小雨读秒逆转。",
        "2. 陈浩半目险胜卫冕冠军周航。",
        "3. 决赛三比一胜育才小学，夺冠。",
    ],
    [
        "1. 首轮落后，林小雨读秒逆转。",
        "2. 陈浩半目险胜卫冕冠军周航。",
        "3. 决赛三比一胜育才小学，夺冠。",
    ],
)

# --- markup the model restyled outside the target (written after reading blind9's README) ---

BUDGET = [
    "The parish council has set its budget for 2027–28. Total spending rises by 4.2%.",
    "| Item | 2026–27 | 2027–28 |\n|---|---|---|\n| Grounds | £18,400 | £19,100 |\n| Hall | £9,750 | £10,200 |",
    "The precept for a Band D home will be £61.30 a year.",
    "Questions can be sent to the clerk before 20 January.",
]
case(
    "markup",
    "d9-markup-en-01",
    "en",
    "table_realigned",
    "a table re-padded by the model while the last paragraph was edited",
    "Parish budget 2027–28",
    BUDGET,
    "Make the last paragraph friendlier.",
    [
        BUDGET[0],
        "| Item    | 2026–27 | 2027–28 |\n|---------|---------|---------|\n| Grounds | £18,400 | £19,100 |\n| Hall    | £9,750  | £10,200 |",
        BUDGET[2],
        "We'd love to hear from you: send any questions to the clerk before 20 January.",
    ],
    [*BUDGET[:3], "We'd love to hear from you: send any questions to the clerk before 20 January."],
)
POEM = [
    "The kettle ticks as it cools,\nthe window holds a grey square of sky,\nand the cat decides against the rain.",
    "Somewhere a bus sighs at the stop,\na child counts puddles out loud,\nand the radio forgets the weather.",
    "By four the lamps are on.\nWe do not say it is winter.\nWe only pull the curtains closer.",
]
case(
    "markup",
    "d9-markup-en-02",
    "en",
    "poem_lines_joined",
    "stanzas joined with ' / ' outside the edited stanza",
    "Tuesday, late",
    POEM,
    "Make the last stanza quieter.",
    [
        POEM[0].replace("\n", " / "),
        POEM[1].replace("\n", " / "),
        "By four the lamps are lit.\nNo one says the word winter.\nWe only draw the curtains in.",
    ],
    [
        POEM[0],
        POEM[1],
        "By four the lamps are lit.\nNo one says the word winter.\nWe only draw the curtains in.",
    ],
)
OPED = [
    "Cities that removed parking minimums saw more homes built within five years.[^1]",
    "Critics say this pushes cars onto the street, but the evidence is thin.[^2]",
    "The council should follow their lead.",
    "[^1]: Housing Review, 2024.\n[^2]: Transport Quarterly, 2025.",
]
case(
    "markup",
    "d9-markup-en-03",
    "en",
    "footnotes_restyled",
    "[^1] footnote marks turned into superscripts outside the target",
    "Scrap the parking minimum",
    OPED,
    "Make the third paragraph more forceful.",
    [
        "Cities that removed parking minimums saw more homes built within five years.¹",
        "Critics say this pushes cars onto the street, but the evidence is thin.²",
        "The council must follow their lead, and soon.",
        "¹ Housing Review, 2024.\n² Transport Quarterly, 2025.",
    ],
    [OPED[0], OPED[1], "The council must follow their lead, and soon.", OPED[3]],
)
NOTES_ZH = [
    "**一、读书的意义。**读书不是为了记住多少，而是为了慢慢改变自己看世界的方式。",
    "**二、怎样做笔记。**摘抄只是开始，更重要的是写下自己的疑问和联想。",
    "> 书犹药也，善读之可以医愚。\n> ——刘向",
    "**三、坚持的方法。**每天二十分钟，比周末突击三小时更有用。",
]
case(
    "markup",
    "d9-markup-zh-01",
    "zh",
    "bold_to_headings",
    "加粗小标题被改成 ### 标题，引用块被拆掉 >：目标之外保持原样",
    "读书笔记三则",
    NOTES_ZH,
    "第二部分写得更具体一些。",
    [
        "### 一、读书的意义\n\n读书不是为了记住多少，而是为了慢慢改变自己看世界的方式。",
        "**二、怎样做笔记。**摘抄只是开始，更重要的是在页边写下自己的疑问、联想和不同意见，隔几天再回头看。",
        "书犹药也，善读之可以医愚。——刘向",
        "### 三、坚持的方法\n\n每天二十分钟，比周末突击三小时更有用。",
    ],
    [
        NOTES_ZH[0],
        "**二、怎样做笔记。**摘抄只是开始，更重要的是在页边写下自己的疑问、联想和不同意见，隔几天再回头看。",
        NOTES_ZH[2],
        NOTES_ZH[3],
    ],
)
ADOPT = [
    "【领养启事】两只小猫寻找新家。",
    "· 橘猫“豆豆”，公，5个月，已驱虫\n· 三花“米粒”，母，4个月，已打第一针疫苗",
    "领养要求：有稳定住所，同意定期回访，不弃养。",
    "联系人：陈女士，微信 chen_cat2026",
]
case(
    "markup",
    "d9-markup-zh-02",
    "zh",
    "list_item_added",
    "按要求在 · 列表里加一项，列表符号保持 ·",
    "两只小猫寻找新家",
    ADOPT,
    "第二段再加一只：黑猫“芝麻”，公，6个月，已绝育。",
    [ADOPT[0], ADOPT[1] + "\n· 黑猫“芝麻”，公，6个月，已绝育", ADOPT[2], ADOPT[3]],
    [ADOPT[0], ADOPT[1] + "\n· 黑猫“芝麻”，公，6个月，已绝育", ADOPT[2], ADOPT[3]],
)
SONG = [
    "小雨点，沙沙沙，\n落在屋顶上，\n屋顶说：你好呀。",
    "小雨点，沙沙沙，\n落在池塘里，\n青蛙说：呱呱呱。",
    "小雨点，沙沙沙，\n落在花园里，\n花儿说：我要长大。",
]
case(
    "markup",
    "d9-markup-zh-03",
    "zh",
    "poem_lines_joined",
    "儿歌其他段的分行被合成一行",
    "小雨点",
    SONG,
    "最后一段改得更有童趣。",
    [
        SONG[0].replace("\n", ""),
        SONG[1].replace("\n", ""),
        "小雨点，沙沙沙，\n落在花园里，\n花儿伸伸腰：我又长高啦！",
    ],
    [SONG[0], SONG[1], "小雨点，沙沙沙，\n落在花园里，\n花儿伸伸腰：我又长高啦！"],
)

# --- long articles: an unasked swap far from the target, a move asked in a long piece -------

LOG = [
    f"第{n}天：晨跑{3 + n % 5}公里，配速{5 + n % 3}分{10 + n % 40}秒，感觉{'不错' if n % 2 else '一般'}。"
    for n in range(1, 41)
]
case(
    "long",
    "d9-long-zh-01",
    "zh",
    "large_reordered",
    "40段的跑步日志：改第30天，模型顺手调换了第5、6天",
    "秋季跑步日志",
    LOG,
    "第30天那段加上“下雨，改在跑步机上跑”。",
    [*LOG[:4], LOG[5], LOG[4], *LOG[6:29], LOG[29][:-1] + "，下雨，改在跑步机上跑。", *LOG[30:]],
    [*LOG[:29], LOG[29][:-1] + "，下雨，改在跑步机上跑。", *LOG[30:]],
)
MINUTES = [
    f"Item {n}. The committee discussed matter {n} and agreed to revisit it in {['March', 'April', 'May'][n % 3]}."
    for n in range(1, 39)
]
case(
    "long",
    "d9-long-en-01",
    "en",
    "large_move_asked",
    "a 38-paragraph minutes: one item moved to the top as asked",
    "Committee minutes",
    MINUTES,
    "Move item 17 to the top.",
    [MINUTES[16], *MINUTES[:16], *MINUTES[17:]],
    [MINUTES[16], *MINUTES[:16], *MINUTES[17:]],
)

# --- more wordings of a move (EN and ZH), and moves nobody asked for in other shapes ----------

case(
    "wordings",
    "d9-wordings-en-01",
    "en",
    "move_asked",
    "asked as a question, the part named as 'the bit about'",
    "Ashgrove Community Garden: season round-up",
    GARDEN,
    "Could you put the bit about parking at the very end?",
    order(GARDEN, [0, 1, 2, 4, 3]),
    order(GARDEN, [0, 1, 2, 4, 3]),
    before="Of course! Here it is:",
)
case(
    "wordings",
    "d9-wordings-en-02",
    "en",
    "move_asked",
    "'down one': the second paragraph moved one place down",
    "Twenty minutes to a happier bike",
    BIKE,
    "Move the second paragraph down one.",
    order(BIKE, [0, 2, 1, 3, 4]),
    order(BIKE, [0, 2, 1, 3, 4]),
)
case(
    "wordings",
    "d9-wordings-en-03",
    "en",
    "reorder_asked",
    "the whole order reversed, as asked",
    "A toast for Sam and Alex",
    TOAST,
    "Reverse the order of the middle two paragraphs.",
    order(TOAST, [0, 2, 1, 3]),
    order(TOAST, [0, 2, 1, 3]),
)
case(
    "wordings",
    "d9-wordings-zh-01",
    "zh",
    "swap_asked",
    "第一段和最后一段换个位置",
    "大理的一个星期",
    TRAVEL,
    "把第一段和最后一段换个位置。",
    order(TRAVEL, [4, 1, 2, 3, 0]),
    order(TRAVEL, [4, 1, 2, 3, 0]),
)
case(
    "wordings",
    "d9-wordings-zh-02",
    "zh",
    "reorder_asked",
    "先说……再说……：没有点名段落的调序",
    "“慢半拍”咖啡馆开业啦",
    CAFE,
    "先说营业时间和地址，再说豆子和优惠。",
    order(CAFE, [0, 3, 4, 1, 2]),
    order(CAFE, [0, 3, 4, 1, 2]),
)
case(
    "wordings",
    "d9-wordings-zh-03",
    "zh",
    "move_asked",
    "第三段往前挪一段",
    "大理的一个星期",
    TRAVEL,
    "第三段往前挪一段。",
    order(TRAVEL, [0, 2, 1, 3, 4]),
    order(TRAVEL, [0, 2, 1, 3, 4]),
)
case(
    "wordings",
    "d9-wordings-zh-04",
    "zh",
    "reorder_unasked_dropped",
    "改一段时模型调换了两段、又漏了一段：顺序和漏掉的段都按原文",
    "冬日读书会通知",
    LIBRARY,
    "第三段加上“座位满了可以站着听”。",
    [
        LIBRARY[0],
        LIBRARY[1],
        "活动地点在图书馆二楼阅览室，共设三十个座位，请提前在前台登记，座位满了可以站着听。",
        LIBRARY[4],
        LIBRARY[5],
    ],
    [
        LIBRARY[0],
        LIBRARY[1],
        "活动地点在图书馆二楼阅览室，共设三十个座位，请提前在前台登记，座位满了可以站着听。",
        LIBRARY[3],
        LIBRARY[4],
        LIBRARY[5],
    ],
)
case(
    "wordings",
    "d9-wordings-en-04",
    "en",
    "reorder_unasked_edited",
    "the edited paragraph itself moved by the model: the edit kept, in its own place",
    "Twenty minutes to a happier bike",
    BIKE,
    "Make the brakes paragraph clearer.",
    [
        BIKE[0],
        "Next, the brakes. Squeeze each lever hard: the bike should stop well before the lever touches the handlebar. If it doesn't, turn the barrel adjuster a quarter turn at a time until it does.",
        BIKE[1],
        BIKE[3],
        BIKE[4],
    ],
    [
        BIKE[0],
        BIKE[1],
        "Next, the brakes. Squeeze each lever hard: the bike should stop well before the lever touches the handlebar. If it doesn't, turn the barrel adjuster a quarter turn at a time until it does.",
        BIKE[3],
        BIKE[4],
    ],
    withheld_min=1,
)

# --- markup asked for or restyled, and selections answered in other shapes -------------------

CHANGELOG = [
    "## 2.4.0",
    "- Added `--dry-run` to the `sync` command.\n- Fixed a crash when the config file was empty.",
    "## Example",
    '```json\n{"sync": {"dryRun": true}}\n```',
    "Upgrade with `pip install -U tidy-sync`.",
]
case(
    "shapes",
    "d9-shapes-en-01",
    "en",
    "headings_fence_restyled",
    "## made ### and the fence's language dropped outside the edited paragraph",
    "tidy-sync release notes",
    CHANGELOG,
    "Make the last paragraph mention that 2.3 configs still work.",
    [
        "### 2.4.0",
        CHANGELOG[1],
        "### Example",
        '```\n{"sync": {"dryRun": true}}\n```',
        "Upgrade with `pip install -U tidy-sync`. Configs from 2.3 still work unchanged.",
    ],
    [
        *CHANGELOG[:4],
        "Upgrade with `pip install -U tidy-sync`. Configs from 2.3 still work unchanged.",
    ],
)
case(
    "shapes",
    "d9-shapes-en-02",
    "en",
    "table_row_added",
    "a table row added as asked",
    "Parish budget 2027–28",
    BUDGET,
    "Add a row to the table for the play area: £4,000 last year, £4,300 next year.",
    [BUDGET[0], BUDGET[1] + "\n| Play area | £4,000 | £4,300 |", BUDGET[2], BUDGET[3]],
    [BUDGET[0], BUDGET[1] + "\n| Play area | £4,000 | £4,300 |", BUDGET[2], BUDGET[3]],
)
case(
    "shapes",
    "d9-shapes-zh-01",
    "zh",
    "selection_paragraph_back",
    "选区改写后模型把整段都发回来：只取选区",
    "大理的一个星期",
    TRAVEL,
    "写得更生动。",
    selected_text="热腾腾的破酥粑粑，刚出锅就被抢光了",
    replies=["最难忘的是喜洲的早市。热气腾腾的破酥粑粑，刚一出锅就被一抢而空了。"],
    expected=[
        *TRAVEL[:3],
        "最难忘的是喜洲的早市。热气腾腾的破酥粑粑，刚一出锅就被一抢而空了。",
        TRAVEL[4],
    ],
)
case(
    "shapes",
    "d9-shapes-zh-02",
    "zh",
    "selection_fenced",
    "选区的新文字包在裸代码块里",
    "“慢半拍”咖啡馆开业啦",
    CAFE,
    "换个说法。",
    selected_text="口感偏坚果和焦糖",
    replies=["```\n喝起来有坚果和焦糖的香气\n```"],
    expected=[
        CAFE[0],
        "店里的豆子都是老板自己烘的，主打云南保山的小粒咖啡，喝起来有坚果和焦糖的香气。",
        *CAFE[2:],
    ],
)


if __name__ == "__main__":
    write()
