"""The model's note and a re-padded table as the writer reads them (outside53 F5, F6 follow-ups).

A table the model re-padded and changed a cell of was offered as "paragraph 3: rewritten", and
one whose alignment changed as 删了“|:-”，加了“:-------|-”: the writer cannot tell what it wanted
to change. A change list under a heading ("### Summary of changes") ran its label into its
first item with no stop. Pure functions, tested directly."""

from __future__ import annotations

import pytest

from app.domain.describe import describe_withheld
from app.domain.models import WithheldChange
from app.domain.note_shape import shown_note
from app.domain.table_spacing import Retable, retabled

FEES = "| Plot | Holder | Fee |\n|---|---|---|\n| A1 | Ruth Okafor | £12 |\n| A2 | Tom Hale | £12 |"
FEES_PADDED = (
    "| Plot | Holder      | Fee |\n|------|-------------|-----|\n"
    "| A1   | Ruth Okafor | £12 |\n| A2   | Tom Hale    | £12 |"
)
ZH = "| 地块 | 认领人 | 费用 |\n|:---|:---|---:|\n| A1 | 王秀英 | 12元 |\n| A2 | 陈立 | 12元 |"
ZH_PADDED = (
    "| 地块 | 认领人 | 费用 |\n|:-----|:-------|-----:|\n"
    "| A1   | 王秀英 | 12元 |\n| A2   | 陈立   | 12元 |"
)


def offered(lang: str, before: str, after: str) -> str:
    change = WithheldChange(paragraph=3, before=before, after=after, description="")
    (line,) = describe_withheld([change], lang, before)  # type: ignore[arg-type]
    return str(line)


def test_a_re_padded_table_reads_its_cells_alignment_and_spacing() -> None:
    assert retabled(FEES, FEES_PADDED) == Retable(cells=(), realigned=False, respaced=True)
    fee = FEES_PADDED.replace("| A2   | Tom Hale    | £12 |", "| A2   | Tom Hale    | £15 |")
    assert retabled(FEES, fee) == Retable(cells=(("£12", "£15"),), realigned=False, respaced=True)
    centred = ZH_PADDED.replace("-----:|", ":-----:|")
    assert retabled(ZH, centred) == Retable(cells=(), realigned=True, respaced=True)
    # a cell changed in place, no padding touched: the table kept its spacing
    assert retabled(FEES, FEES.replace("Tom Hale", "Tom Hales")) == Retable(
        cells=(("Tom Hale", "Tom Hales"),), realigned=False, respaced=False
    )


@pytest.mark.parametrize(
    "after",
    [
        FEES_PADDED + "\n| A3   | Ana Ruiz    | £12 |",  # a row added
        FEES_PADDED.replace("| Fee |", "| Fee | Paid |"),  # a column added to one row
        "Plot holders:\n" + FEES_PADDED,  # a line of prose added
        FEES_PADDED.replace("|------|", "| ---- |").replace("| A1   |", "A1 |"),  # a row unbarred
    ],
)
def test_a_table_whose_rows_changed_is_not_read_as_kept_in_place(after: str) -> None:
    assert retabled(FEES, after) is None


def test_no_table_is_read_from_prose_or_one_row() -> None:
    assert retabled("We walked  home.", "We walked home.") is None
    assert retabled("| a | b |", "| a  | b  |") is None  # one row: no table


def test_a_re_padded_table_offer_names_the_cell_or_the_alignment_never_a_rewrite() -> None:
    fee = FEES_PADDED.replace("| A2   | Tom Hale    | £12 |", "| A2   | Tom Hale    | £15 |")
    assert "paragraph 3: “£12” → “£15” — not applied" in offered("en", FEES, fee)
    assert "paragraph 3: only the table's spacing changed" in offered("en", FEES, FEES_PADDED)
    centred = ZH_PADDED.replace("-----:|", ":-----:|")
    line = offered("zh", ZH, centred)
    assert "第3段：表格的对齐方式改了" in line and "|" not in line
    both = offered("zh", ZH, centred.replace("| 陈立   |", "| 陈力   |"))
    assert "“陈立”改为“陈力”，表格的对齐方式改了" in both
    # more cells than a line quotes: said as before, not as the table's spacing
    many = FEES_PADDED.replace("£12", "£20").replace("A1 ", "B1 ").replace("A2 ", "B2 ")
    assert "spacing" not in offered("en", FEES, many)


@pytest.mark.parametrize(
    ("note", "shown"),
    [
        (
            "### Summary of changes\n* Opened paragraph 2 with a welcome\n* No other changes.",
            "Summary of changes: Opened paragraph 2 with a welcome",
        ),
        (
            "**修改说明**\n1. 第二段开头加了“欢迎”\n2. 其余内容保持不变",
            "修改说明：第二段开头加了“欢迎”",
        ),
        ("**改动：** 把“谁都可以来”改成了“欢迎大家”。", "改动：把“谁都可以来”改成了“欢迎大家”。"),
        (
            "### What changed\n- tightened the intro\n- cut a repeated line",
            "What changed: tightened the intro; cut a repeated line",
        ),
        # not a label: a bold phrase in a sentence keeps its words, without the marks
        ("**Bold claim** stays.", "Bold claim stays."),
        ("### Changes made\n- Kept everything else the same", ""),
    ],
)
def test_a_change_list_under_a_heading_or_in_bold_leads_its_items(note: str, shown: str) -> None:
    assert shown_note(note) == shown


def test_a_heading_of_other_words_is_kept_as_the_model_wrote_it() -> None:
    shown = shown_note("## Heads up\nThe date is as you wrote it.")
    assert shown.startswith("Heads up") and shown.endswith("The date is as you wrote it.")
    assert "#" not in shown
