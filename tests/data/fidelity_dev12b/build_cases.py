# ruff: noqa: E501 — the cases are data: one article paragraph a line
"""Builds the fidelity dev set 12b (tests/data/fidelity_dev12b/*.jsonl): a selection the model
declines to edit ("I can't add that claim without a source — …"), and a markdown table where
the reply changes the cell asked for and also renames a heading or rewords another cell.

    .venv/bin/python tests/data/fidelity_dev12b/build_cases.py
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
    replies: list[str],
    expect: dict[str, Any],
    *,
    selected: str | None = None,
    edit_format: str = "full",
) -> None:
    body = "\n\n".join(paragraphs)
    assert selected is None or body.count(selected) == 1, id
    FILES[file].append(
        case_record(
            id,
            lang,
            kind,
            source,
            title,
            body,
            suggestion,
            replies,
            expect,
            edit_format=edit_format,
            selected_text=selected,
        )
    )


def applied(title: str, paragraphs: list[str], withheld_min: int = 1) -> dict[str, Any]:
    return {
        "outcome": "applied",
        "title": title,
        "body": "\n\n".join(paragraphs),
        "withheld_min": withheld_min,
    }


def says(phrase: str) -> dict[str, Any]:
    return {"outcome": "model_says", "contains": phrase}


# --- a selection the model declines ---------------------------------------------------------

KETTLE_T = "Field Test: The Brio Gooseneck Kettle"
KETTLE = [
    "The Brio gooseneck kettle boils a litre of water in just under three minutes. Its spout pours a thin, steady stream that suits pour-over coffee.",
    "The handle stays cool, though the lid knob gets hot after a second boil.",
    "At £65 it costs more than most supermarket kettles, but it has a two-year guarantee.",
]
kettle_no = (
    'I can\'t add that claim without a source — "the best kettle ever made" is the kind of '
    "statement the review's own standards ask you to back with a test or a citation. Reviews "
    "here only call a product the best when it has been compared with others."
)
case(
    "declines",
    "d12b-declines-en-01",
    "en",
    "selection_declines",
    "selection; the model declines in prose, its reason in a second sentence",
    KETTLE_T,
    KETTLE,
    "Add that it's the best kettle ever made.",
    [kettle_no],
    says("I can't add that claim without a source"),
    selected="Its spout pours a thin, steady stream that suits pour-over coffee.",
)
case(
    "declines",
    "d12b-declines-en-02",
    "en",
    "selection_declines_offer",
    "selection; the model declines, then offers an alternative wording in the same paragraph",
    KETTLE_T,
    KETTLE,
    "Say the lid knob never gets hot.",
    [
        "I won't write that the lid knob never gets hot — the review itself says it does after "
        "a second boil. A safer wording would be: the handle stays cool, and the lid knob only "
        "warms up after repeated boils."
    ],
    says("I won't write that the lid knob never gets hot"),
    selected="The handle stays cool, though the lid knob gets hot after a second boil.",
)
case(
    "declines",
    "d12b-declines-en-03",
    "en",
    "selection_declines_tagged",
    "selection; 'Sorry, but I'm unable to…' then a <replacement> it would use instead",
    KETTLE_T,
    KETTLE,
    "Add that it comes with a lifetime guarantee.",
    [
        "Sorry, but I'm unable to add a lifetime guarantee: the article says the guarantee is two "
        "years, and I have nothing that says otherwise. Here is a clearer version instead:\n\n"
        "<replacement>At £65 it costs more than most supermarket kettles, but it comes with a full two-year guarantee.</replacement>"
    ],
    says("I'm unable to add a lifetime guarantee"),
    selected="At £65 it costs more than most supermarket kettles, but it has a two-year guarantee.",
)

TEA_T = "茶馆探店：望江楼"
TEA = [
    "望江楼开在老码头边上，二楼临窗的位子能看到整条江。茶是本地的炒青，一壶十五元，可以续水。",
    "下午三点以后人比较多，周末最好提前打电话订座。",
    "店里也卖点心，桂花糕和酥饼都是当天现做的。",
]
case(
    "declines",
    "d12b-declines-zh-01",
    "zh",
    "selection_declines",
    "选中一句；模型用一段话拒绝，说明理由，再提一个建议",
    TEA_T,
    TEA,
    "加一句：这是全国最好喝的炒青。",
    [
        "我无法加上这句话——“全国最好喝”属于没有依据的绝对化说法，编辑规范要求这类说法要有评比结果或出处。如果有正式评比的名次，可以把名次和评比名称写进来。"
    ],
    says("我无法加上这句话"),
    selected="茶是本地的炒青，一壶十五元，可以续水。",
)
case(
    "declines",
    "d12b-declines-zh-02",
    "zh",
    "selection_declines_offer",
    "选中一句；“抱歉，我不能……”之后给出一个替代说法",
    TEA_T,
    TEA,
    "改成：点心全是老板娘亲手做的，五十年没换过配方。",
    [
        "抱歉，我不能写“五十年没换过配方”，原文没有这个信息，读者可能会当成事实。\n\n"
        "如果您愿意，可以改成：店里也卖点心，桂花糕和酥饼都是当天现做的，据说用的是老配方。"
    ],
    says("抱歉，我不能写“五十年没换过配方”"),
    selected="店里也卖点心，桂花糕和酥饼都是当天现做的。",
)

# --- a markdown table: one cell asked, another cell or a heading changed -------------------------

GYM_T = "Swimming at Harbourside Leisure Centre"
GYM_TABLE = (
    "| Session | Day | Time | Price |\n"
    "|---|---|---|---|\n"
    "| Early lanes | Weekdays | 6:30–8:00 | £4.20 |\n"
    "| Family swim | Saturday | 10:00–12:00 | £9.00 |\n"
    "| Adults only | Thursday | 19:00–20:30 | £4.80 |"
)
GYM = [
    "Harbourside's pool reopened in March after new changing rooms were fitted.",
    GYM_TABLE,
    "Swimming caps are not required, but long hair must be tied back.",
]
gym_asked = GYM_TABLE.replace("| 10:00–12:00 | £9.00 |", "| 10:00–12:00 | £10.00 |")
gym_reply = gym_asked.replace("| Session | Day | Time | Price |", "| Session | Day | Time | Cost |")
case(
    "tables",
    "d12b-tables-en-01",
    "en",
    "table_heading_renamed",
    "one cell asked (a row's price); the reply also renames the Price heading",
    GYM_T,
    GYM,
    "Change the family swim price to £10.00.",
    [f"{GYM_T}\n\n{GYM[0]}\n\n{gym_reply}\n\n{GYM[2]}"],
    applied(GYM_T, [GYM[0], gym_asked, GYM[2]]),
)
gym_row = GYM_TABLE.replace("| Thursday | 19:00–20:30 |", "| Thursday | 19:30–21:00 |")
gym_row_reply = gym_row.replace("| Early lanes | Weekdays |", "| Early lanes | Mon–Fri |")
case(
    "tables",
    "d12b-tables-en-02",
    "en",
    "table_other_cell",
    "one row asked (its time); the reply also rewords a cell of another row",
    GYM_T,
    GYM,
    "The adults only session now runs 19:30–21:00 — update that row.",
    [f"{GYM[0]}\n\n{gym_row_reply}\n\n{GYM[2]}"],
    applied(GYM_T, [GYM[0], gym_row, GYM[2]]),
)
case(
    "tables",
    "d12b-tables-en-03",
    "en",
    "table_blocks_heading",
    "blocks: the SEARCH is the whole table; the reply changes the asked cell and a heading",
    GYM_T,
    GYM,
    "Make the family swim £10.00.",
    [
        f"<<<<<<< SEARCH\n{GYM_TABLE}\n=======\n"
        f"{gym_asked.replace('| Session | Day |', '| Activity | Day |')}\n>>>>>>> REPLACE"
    ],
    applied(GYM_T, [GYM[0], gym_asked, GYM[2]]),
    edit_format="blocks",
)

BUS_T = "古镇交通指南"
BUS_TABLE = (
    "| 线路 | 起点 | 首班车 | 票价 |\n"
    "|---|---|---|---|\n"
    "| 旅游1线 | 火车站 | 7:00 | 2元 |\n"
    "| 旅游2线 | 汽车西站 | 7:30 | 2元 |\n"
    "| 景区直通车 | 机场 | 8:00 | 20元 |"
)
BUS = [
    "去古镇最方便的是坐公交，下面是几条常用线路。",
    BUS_TABLE,
    "节假日车多，建议错开上午十点前后的高峰。",
]
bus_asked = BUS_TABLE.replace("| 机场 | 8:00 | 20元 |", "| 机场 | 8:00 | 25元 |")
bus_reply = bus_asked.replace(
    "| 线路 | 起点 | 首班车 | 票价 |", "| 线路 | 始发站 | 首班车 | 票价 |"
)
case(
    "tables",
    "d12b-tables-zh-01",
    "zh",
    "table_heading_renamed",
    "只要求改一格（直通车票价）；回复还把表头“起点”改成“始发站”",
    BUS_T,
    BUS,
    "把景区直通车的票价改成25元。",
    [f"{BUS_T}\n\n{BUS[0]}\n\n{bus_reply}\n\n{BUS[2]}"],
    applied(BUS_T, [BUS[0], bus_asked, BUS[2]]),
)
bus_row = BUS_TABLE.replace("| 汽车西站 | 7:30 |", "| 汽车西站 | 6:50 |")
bus_row_reply = bus_row.replace("| 火车站 | 7:00 |", "| 高铁站 | 7:00 |")
case(
    "tables",
    "d12b-tables-zh-02",
    "zh",
    "table_other_cell",
    "要求改一行（旅游2线的首班车）；回复还把另一行的“火车站”改成“高铁站”",
    BUS_T,
    BUS,
    "旅游2线的首班车提前到6:50了，改一下表格。",
    [f"好的，已更新：\n\n{BUS_T}\n\n{BUS[0]}\n\n{bus_row_reply}\n\n{BUS[2]}"],
    applied(BUS_T, [BUS[0], bus_row, BUS[2]]),
)


def write() -> None:
    for name, cases in FILES.items():
        lines = [json.dumps(c, ensure_ascii=False) for c in cases]
        (HERE / f"{name}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    write()
