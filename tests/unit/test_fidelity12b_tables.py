"""Session-12b fidelity: a markdown table is one paragraph, so a suggestion about one cell or
row must not let the model's other changes in it through — a renamed heading, another row's
cell reworded — silently: they keep the writer's text and are withheld, in English and
Chinese, whole reply or blocks."""

from __future__ import annotations

from tests.unit.judging import applied, judge

TABLE = (
    "| Room | Floor | Seats | Projector |\n"
    "|---|---|---|---|\n"
    "| Oak | 1 | 12 | yes |\n"
    "| Birch | 2 | 30 | no |\n"
    "| Cedar | 2 | 8 | yes |"
)
BODY = (
    f"Meeting rooms can be booked at the front desk.\n\n{TABLE}\n\nCatering needs a day's notice."
)
ZH_TABLE = (
    "| 科室 | 楼层 | 周六门诊 |\n"
    "|---|---|---|\n"
    "| 儿科 | 二楼 | 有 |\n"
    "| 眼科 | 三楼 | 无 |\n"
    "| 口腔科 | 四楼 | 有 |"
)
ZH_BODY = f"门诊楼各科室分布如下。\n\n{ZH_TABLE}\n\n挂号请提前一天在网上预约。"


def test_a_cell_asked_keeps_the_headings_and_other_rows() -> None:
    asked = TABLE.replace("| Birch | 2 | 30 |", "| Birch | 2 | 40 |")
    drifted = asked.replace("| Seats |", "| Capacity |").replace("| Oak | 1 |", "| Oak | Ground |")
    revised = applied(
        judge("Rooms", BODY, "Birch now seats 40.", f"Rooms\n\n{BODY.replace(TABLE, drifted)}")
    )
    assert revised.body == BODY.replace(TABLE, asked)
    assert len(revised.withheld) == 2
    assert "not applied" in revised.summary
    # guards: a heading the writer asked to rename; a suggestion naming no cell; rows moved
    renamed = TABLE.replace("| Seats |", "| Capacity |")
    reply = BODY.replace(TABLE, renamed.replace("| 30 |", "| 31 |"))
    said = "Rename the Seats heading to Capacity, and Birch now seats 31."
    assert applied(judge("Rooms", BODY, said, reply)).body == reply
    other = BODY.replace("| no |", "| yes |")
    assert applied(judge("Rooms", BODY, "Fix the table.", other)).body == other
    lines = TABLE.split("\n")
    moved = "\n".join([*lines[:2], lines[4], lines[2], lines[3]])
    sorted_body = BODY.replace(TABLE, moved)
    assert (
        applied(judge("Rooms", BODY, "Put the Cedar row first.", sorted_body)).body == sorted_body
    )


def test_a_chinese_row_asked_keeps_the_other_cells() -> None:
    asked = ZH_TABLE.replace("| 眼科 | 三楼 | 无 |", "| 眼科 | 三楼 | 有 |")
    drifted = asked.replace("| 口腔科 | 四楼 |", "| 口腔科 | 五楼 |").replace(
        "| 楼层 |", "| 位置 |"
    )
    revised = applied(
        judge("门诊", ZH_BODY, "眼科周六也开门诊了，改一下。", ZH_BODY.replace(ZH_TABLE, drifted))
    )
    assert revised.body == ZH_BODY.replace(ZH_TABLE, asked)
    assert len(revised.withheld) == 2
