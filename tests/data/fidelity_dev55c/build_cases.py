# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Writes fidelity_dev55c (session 55, fid54scope): an edit that names a place changes only
there — variants of outside54 F15, F16, F17, F22 on two new articles, English and Chinese, with
traps. Run from the repository root: `.venv/bin/python tests/data/fidelity_dev55c/build_cases.py`.
Every expected article is the writer's block list with only the asked blocks replaced."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent

ALLOT = (
    "Keep the water on at Ash Lane",
    [
        "Ash Lane Allotments has 64 plots, and 58 of them are let this year. The waiting list holds 23 names.",
        "## The water problem",
        "The council plans to switch off the mains water on 1 July for three weeks while the pipes are replaced.",
        "We do not object to the repairs. We think three weeks in July is the worst time for them.",
        "## What we propose",
        "1. Move the work to October, after the main harvest.\n2. Leave one standpipe running by the gate.\n3. Tell plot holders at least ten days ahead.",
        "The committee will put these points to the council on 12 May.",
        "## From the plots",
        '> "My beans need watering every evening in July." — Priya Shah, plot 12',
        '> "We could share water butts if we had notice." — Alan Reed, plot 40',
        "## Things to bring",
        "- Your plot key\n- A water butt if you have one\n- Gloves for the clean-up day",
        "The clean-up day is Saturday 3 May from 10 am.",
    ],
)
LIBRARY = (
    "书香社区图书馆开放通知",
    [
        "书香社区图书馆去年借出图书一万二千册，注册读者一千八百人。",
        "## 开放时间",
        "图书馆每周二到周日开放，上午九点到晚上八点。周一闭馆整理图书。",
        "我们不打算缩短开放时间，但周日晚上会提前到六点关门。",
        "## 借阅规则",
        "1. 每人每次最多借五本书。\n2. 借期为三十天，可以续借一次。\n3. 逾期不收罚款。",
        "- 儿童读物放在二楼东侧\n- 报刊阅览区在一楼\n- 自习室需要提前预约",
        "> “孩子每个周末都来，借书很方便。”——读者刘女士",
        "> “自习室安静，我在这里备考了半年。”——大学生周晨",
        "## 联系方式",
        "如有问题，请拨打图书馆电话：010-6234 5678。",
    ],
)
SOURCE = "fid54scope session 55: variant of outside54 {f} (an edit naming a place, plus one unasked change {what})"
CASES: dict[str, list[dict[str, Any]]] = {}
COUNT: dict[tuple[str, str], int] = {}


def sub(blocks: list[str], i: int, *pairs: tuple[str, str]) -> list[str]:
    """The blocks with block i's each (old, new) replaced; old must occur exactly once."""
    out = list(blocks)
    for old, new in pairs:
        assert out[i].count(old) == 1, (old, out[i])
        out[i] = out[i].replace(old, new)
    return out


def full(title: str, blocks: list[str]) -> str:
    return title + "\n\n" + "\n\n".join(blocks)


def case(
    theme: str,
    kind: str,
    f: str,
    what: str,
    art: tuple[str, list[str]],
    suggestion: str,
    reply: list[str],
    expect: list[str] | str,
    **more: Any,
) -> None:
    lang = "zh" if art is LIBRARY else "en"
    COUNT[theme, lang] = COUNT.get((theme, lang), 0) + 1
    title, blocks = art
    if isinstance(expect, str):
        expected: dict[str, Any] = {"outcome": "refused", "because": expect}
    else:
        expected = {"outcome": "applied", "title": title, "body": "\n\n".join(expect), **more}
    CASES.setdefault(theme, []).append(
        {
            "id": f"d55c-{theme}-{lang}-{COUNT[theme, lang]:02d}",
            "lang": lang,
            "kind": kind,
            "source": SOURCE.format(f=f, what=what),
            "edit_format": "full",
            "article": {"title": title, "body": "\n\n".join(blocks)},
            "suggestion": suggestion,
            "selected_text": None,
            "replies": [full(title, reply)],
            "expect": expected,
        }
    )


A, L = ALLOT[1], LIBRARY[1]


def ins(blocks: list[str], after: int, text: str) -> list[str]:
    return [*blocks[: after + 1], text, *blocks[after + 1 :]]


def drop(blocks: list[str], i: int) -> list[str]:
    return [*blocks[:i], *blocks[i + 1 :]]


def moved(blocks: list[str], i: int, before: int) -> list[str]:
    out = list(blocks)
    item = out.pop(i)
    out.insert(before if before < i else before - 1, item)
    return out


# --- neighbours (F15/F16): an insertion or deletion at a named place, the neighbour changed ---
NEW_EN = "The council has not said what the work will cost."
case(
    "neighbours",
    "insert_after_neighbour_negated",
    "F15",
    "(do not object → object)",
    ALLOT,
    "Add a paragraph after paragraph 2 saying the council has not said what the work will cost.",
    ins(sub(A, 3, ("We do not object", "We object")), 2, NEW_EN),
    ins(A, 2, NEW_EN),
    withheld_min=1,
)
case(
    "neighbours",
    "insert_after_clean",
    "F15",
    "(trap: none)",
    ALLOT,
    "Add a paragraph after paragraph 2 saying the council has not said what the work will cost.",
    ins(A, 2, NEW_EN),
    ins(A, 2, NEW_EN),
)
NEW_EN2 = "The meeting is open to every plot holder."
case(
    "neighbours",
    "insert_below_neighbour_date",
    "F15",
    "(12 May → 15 May in the paragraph above)",
    ALLOT,
    "Insert a new paragraph below paragraph 5: the meeting is open to every plot holder.",
    ins(sub(A, 6, ("12 May", "15 May")), 6, NEW_EN2),
    ins(A, 6, NEW_EN2),
    withheld_min=1,
)
case(
    "neighbours",
    "insert_after_and_named_edit",
    "F15",
    "(trap: the named paragraph asked to change too)",
    ALLOT,
    "Add a paragraph after paragraph 5 saying the meeting is open to every plot holder, and make paragraph 5 say 'on Monday 12 May'.",
    ins(sub(A, 6, ("on 12 May", "on Monday 12 May")), 6, NEW_EN2),
    ins(sub(A, 6, ("on 12 May", "on Monday 12 May")), 6, NEW_EN2),
)
case(
    "neighbours",
    "delete_quote_other_changed",
    "F16",
    "(the other quote: plot 40 → plot 14)",
    ALLOT,
    "Delete the first quote.",
    drop(sub(A, 9, ("plot 40", "plot 14")), 8),
    drop(A, 8),
    withheld_min=1,
    note_lacks="instead of",
)
case(
    "neighbours",
    "delete_quote_clean",
    "F16",
    "(trap: none)",
    ALLOT,
    "Delete the first quote.",
    drop(A, 8),
    drop(A, 8),
)
NEW_ZH = "每周日下午有儿童故事会。"
case(
    "neighbours",
    "insert_after_neighbour_negated",
    "F15",
    "(不打算缩短 → 打算缩短)",
    LIBRARY,
    "在第2段后面加一段：每周日下午有儿童故事会。",
    ins(sub(L, 3, ("不打算缩短", "打算缩短")), 2, NEW_ZH),
    ins(L, 2, NEW_ZH),
    withheld_min=1,
)
case(
    "neighbours",
    "insert_after_clean",
    "F15",
    "(trap: none)",
    LIBRARY,
    "在第2段后面加一段：每周日下午有儿童故事会。",
    ins(L, 2, NEW_ZH),
    ins(L, 2, NEW_ZH),
)
case(
    "neighbours",
    "delete_quote_other_changed",
    "F16",
    "(另一条引语：半年 → 一年)",
    LIBRARY,
    "删掉第一条引语。",
    drop(sub(L, 8, ("半年", "一年")), 7),
    drop(L, 7),
    withheld_min=1,
    note_lacks="而不是",
)
case(
    "neighbours",
    "delete_quote_clean",
    "F16",
    "(trap: none)",
    LIBRARY,
    "删掉第一条引语。",
    drop(L, 7),
    drop(L, 7),
)

# --- lists (F22): one item named, or an item added, another item changed ---
case(
    "lists",
    "item_added_other_item_changed",
    "F15",
    "(Gloves for the clean-up day → Gloves)",
    ALLOT,
    "Add a bullet to the things-to-bring list: a trowel.",
    sub(A, 11, ("Gloves for the clean-up day", "Gloves\n- A trowel")),
    sub(A, 11, ("Gloves for the clean-up day", "Gloves for the clean-up day\n- A trowel")),
    withheld_min=1,
)
case(
    "lists",
    "item_added_clean",
    "F15",
    "(trap: none)",
    ALLOT,
    "Add a bullet to the things-to-bring list: a trowel.",
    sub(A, 11, ("the clean-up day", "the clean-up day\n- A trowel")),
    sub(A, 11, ("the clean-up day", "the clean-up day\n- A trowel")),
)
case(
    "lists",
    "named_item_other_item_changed",
    "F22",
    "(ten days → seven days in item 3)",
    ALLOT,
    "In the list of what we propose, change item 2 to say two standpipes.",
    sub(A, 5, ("Leave one standpipe", "Leave two standpipes"), ("ten days", "seven days")),
    sub(A, 5, ("Leave one standpipe", "Leave two standpipes")),
    withheld_min=1,
)
case(
    "lists",
    "named_item_alone",
    "F22",
    "(trap: none)",
    ALLOT,
    "In the list of what we propose, change item 2 to say two standpipes.",
    sub(A, 5, ("Leave one standpipe", "Leave two standpipes")),
    sub(A, 5, ("Leave one standpipe", "Leave two standpipes")),
)
case(
    "lists",
    "two_items_named",
    "F22",
    "(trap: both named items changed)",
    ALLOT,
    "Change items 2 and 3 of our proposals: two standpipes, and at least seven days ahead.",
    sub(A, 5, ("Leave one standpipe", "Leave two standpipes"), ("ten days", "seven days")),
    sub(A, 5, ("Leave one standpipe", "Leave two standpipes"), ("ten days", "seven days")),
)
case(
    "lists",
    "whole_list_rewritten",
    "F22",
    "(trap: the whole list asked)",
    ALLOT,
    "Make the proposals list punchier.",
    sub(
        A,
        5,
        (
            "Move the work to October, after the main harvest.",
            "Do the work in October, after harvest.",
        ),
        (
            "Tell plot holders at least ten days ahead.",
            "Give plot holders at least ten days' notice.",
        ),
    ),
    sub(
        A,
        5,
        (
            "Move the work to October, after the main harvest.",
            "Do the work in October, after harvest.",
        ),
        (
            "Tell plot holders at least ten days ahead.",
            "Give plot holders at least ten days' notice.",
        ),
    ),
)
case(
    "lists",
    "item_of_the_list_other_list_changed",
    "F22",
    "(the other list's item 3: ten days → seven days)",
    ALLOT,
    "Change item 1 of the list: add the gate code.",
    sub(
        sub(A, 11, ("Your plot key", "Your plot key and gate code")), 5, ("ten days", "seven days")
    ),
    sub(A, 11, ("Your plot key", "Your plot key and gate code")),
    withheld_min=1,
)
case(
    "lists",
    "named_item_other_item_changed",
    "F22",
    "(逾期不收罚款 → 逾期收取少量罚款)",
    LIBRARY,
    "借阅规则的第2条改成：借期为二十一天，可以续借一次。",
    sub(L, 5, ("借期为三十天", "借期为二十一天"), ("逾期不收罚款", "逾期收取少量罚款")),
    sub(L, 5, ("借期为三十天", "借期为二十一天")),
    withheld_min=1,
)
case(
    "lists",
    "named_item_alone",
    "F22",
    "(trap: none)",
    LIBRARY,
    "借阅规则的第2条改成：借期为二十一天，可以续借一次。",
    sub(L, 5, ("借期为三十天", "借期为二十一天")),
    sub(L, 5, ("借期为三十天", "借期为二十一天")),
)
case(
    "lists",
    "item_added_other_item_changed",
    "F15",
    "(自习室需要提前预约 → 自习室不需要预约)",
    LIBRARY,
    "在第二个列表里加一条：一楼有饮水机。",
    sub(L, 6, ("- 自习室需要提前预约", "- 自习室不需要预约\n- 一楼有饮水机")),
    sub(L, 6, ("- 自习室需要提前预约", "- 自习室需要提前预约\n- 一楼有饮水机")),
    withheld_min=1,
)
case(
    "lists",
    "item_added_clean",
    "F15",
    "(trap: none)",
    LIBRARY,
    "在第二个列表里加一条：一楼有饮水机。",
    sub(L, 6, ("- 自习室需要提前预约", "- 自习室需要提前预约\n- 一楼有饮水机")),
    sub(L, 6, ("- 自习室需要提前预约", "- 自习室需要提前预约\n- 一楼有饮水机")),
)
case(
    "lists",
    "item_of_the_list_other_list_changed",
    "F22",
    "(另一个列表第1条：五本 → 十本)",
    LIBRARY,
    "列表第三条改成：自习室不用预约，先到先得。",
    sub(sub(L, 6, ("自习室需要提前预约", "自习室不用预约，先到先得")), 5, ("五本", "十本")),
    sub(L, 6, ("自习室需要提前预约", "自习室不用预约，先到先得")),
    withheld_min=1,
)

# --- moves (F17): a move that also changed the moved text: refused; the move alone applied ---
MOVED = "the model changed the moved text; a move licenses no change of words"
case(
    "moves",
    "moved_quote_figure_changed",
    "F17",
    "(plot 40 → plot 14)",
    ALLOT,
    "Move the Alan Reed quote above the Priya Shah quote.",
    moved(sub(A, 9, ("plot 40", "plot 14")), 9, 8),
    MOVED,
)
case(
    "moves",
    "moved_quote_alone",
    "F17",
    "(trap: none)",
    ALLOT,
    "Move the Alan Reed quote above the Priya Shah quote.",
    moved(A, 9, 8),
    moved(A, 9, 8),
)
case(
    "moves",
    "moved_paragraph_day_changed",
    "F17",
    "(Saturday → Sunday)",
    ALLOT,
    "Move the last paragraph to the very top.",
    moved(sub(A, 12, ("Saturday", "Sunday")), 12, 0),
    MOVED,
)
case(
    "moves",
    "moved_paragraph_alone",
    "F17",
    "(trap: none)",
    ALLOT,
    "Move the last paragraph to the very top.",
    moved(A, 12, 0),
    moved(A, 12, 0),
)
case(
    "moves",
    "moved_quote_figure_changed",
    "F17",
    "(半年 → 三个月)",
    LIBRARY,
    "把周晨那条引语挪到刘女士那条前面。",
    moved(sub(L, 8, ("半年", "三个月")), 8, 7),
    MOVED,
)
case(
    "moves",
    "moved_quote_alone",
    "F17",
    "(trap: none)",
    LIBRARY,
    "把周晨那条引语挪到刘女士那条前面。",
    moved(L, 8, 7),
    moved(L, 8, 7),
)
case(
    "moves",
    "moved_paragraph_negation_dropped",
    "F17",
    "(不打算缩短 → 打算缩短)",
    LIBRARY,
    "把第3段移到开头。",
    moved(sub(L, 3, ("不打算缩短", "打算缩短")), 3, 0),
    MOVED,
)
case(
    "moves",
    "moved_paragraph_alone",
    "F17",
    "(trap: none)",
    LIBRARY,
    "把第3段移到开头。",
    moved(L, 3, 0),
    moved(L, 3, 0),
)

for theme, cases in CASES.items():
    with (HERE / f"{theme}.jsonl").open("w", encoding="utf-8") as out:
        for c in cases:
            out.write(json.dumps(c, ensure_ascii=False) + "\n")
print({theme: len(cases) for theme, cases in CASES.items()})
