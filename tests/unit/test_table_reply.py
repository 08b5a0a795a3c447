"""A model's edit answered as a markdown table (app/editing/formats/table_reply.py), and the
sign-off under a whole article that reads like a placeholder (app/editing/notes.py)."""

import pytest

from app.editing.elided import Refused
from app.editing.formats.table_reply import table_article
from app.editing.notes import drop_trailing_notes

EN = [
    "The ferry leaves at seven every morning, rain or shine.",
    "Most passengers are commuters who read or sleep on the way across.",
    "The crew has run the same route for eleven years.",
]
NEW = "Most passengers are sleepy commuters who bury themselves in a book on the way across."
ZH = [
    "渡轮每天早上七点准时出发。",
    "大多数乘客是通勤的人，在船上看书或者睡觉。",
    "船员们跑这条航线已经十一年了。",
]
ZH_NEW = "大多数乘客是赶早班的上班族，一上船就埋头看书。"


def test_a_before_and_after_table_rewrites_the_paragraph_its_before_cell_holds() -> None:
    reply = (
        f"Here you go:\n\n| | Before | After |\n|---|---|---|\n| Paragraph 2 | {EN[1]} | {NEW} |"
    )
    assert table_article(reply, "T", EN) == "\n\n".join(["T", EN[0], NEW, EN[2]])


def test_the_after_column_is_read_by_its_header_not_its_place() -> None:
    reply = f"| 修改后 | 原文 | 说明 |\n|---|---|---|\n| {ZH_NEW} | {ZH[1]} | 更生动 |"
    assert table_article(reply, "标题", ZH) == "\n\n".join(["标题", ZH[0], ZH_NEW, ZH[2]])


@pytest.mark.parametrize("label", ["2", "P2", "Paragraph 2", "第二段", "**第2段**"])
def test_a_row_numbering_its_paragraph_rewrites_that_paragraph(label: str) -> None:
    reply = f"| Paragraph | Revised |\n| --- | --- |\n| {label} | {NEW} |"
    assert table_article(reply, "T", EN) == "\n\n".join(["T", EN[0], NEW, EN[2]])


def test_line_breaks_and_escaped_pipes_in_a_cell_come_back() -> None:
    reply = f"| Before | After |\n|---|---|\n| {EN[1]} | Line one<br>line two \\| end |"
    assert table_article(reply, "T", EN) == "\n\n".join(
        ["T", EN[0], "Line one\nline two | end", EN[2]]
    )


def test_a_row_that_matches_no_paragraph_is_refused_not_saved() -> None:
    reply = f"| Before | After |\n|---|---|\n| Something else entirely here | {NEW} |"
    with pytest.raises(Refused, match="table"):
        table_article(reply, "T", EN)


def test_two_rows_for_one_paragraph_are_refused() -> None:
    reply = f"| # | New |\n|---|---|\n| 2 | {NEW} |\n| 2 | Another take. |"
    with pytest.raises(Refused):
        table_article(reply, "T", EN)


def test_a_changes_table_under_the_whole_article_is_dropped_not_read_as_rows() -> None:
    article = "\n\n".join(["T", EN[0], NEW, EN[2]])
    reply = f"{article}\n\n| Paragraph | Change |\n|---|---|\n| 2 | Added detail |"
    assert table_article(reply, "T", EN).strip() == article


def test_an_article_with_a_table_of_its_own_and_a_table_asked_for_are_left_alone() -> None:
    reply = f"| Before | After |\n|---|---|\n| {EN[1]} | {NEW} |"
    own = [*EN, "| a | b |\n|---|---|\n| 1 | 2 |"]
    # Session 54: the article's own table aside, a Before/After table whose rows quote the
    # article is read as the edit (before, it was left alone and saved as the paragraph).
    assert table_article(reply, "T", own) == "\n\n".join(["T", EN[0], NEW, EN[2], own[3]])
    assert table_article(own[3].replace("1", "3"), "T", own) is None  # its own table, edited
    assert table_article(reply, "T", EN, asked=["Turn paragraph 2 into a table"]) is None
    assert table_article(reply, "T", EN, asked=["第二段做成表格"]) is None
    assert table_article("No table here.", "T", EN) is None


def test_a_sign_off_that_reads_like_a_placeholder_under_the_whole_article_is_a_note() -> None:
    notes: list[str] = []
    units = [ZH[0], ZH_NEW, ZH[2], "——", "以上只改动了第二段，其余保持原样。祝写作顺利！"]
    assert drop_trailing_notes(units, ZH, notes) == [ZH[0], ZH_NEW, ZH[2]]
    assert notes == ["以上只改动了第二段，其余保持原样。祝写作顺利！"]


def test_a_placeholder_after_part_of_the_article_still_stands_for_the_rest() -> None:
    notes: list[str] = []
    units = [ZH[0], ZH_NEW, "（其余段落保持不变）"]
    assert drop_trailing_notes(units, ZH, notes) == units
    assert notes == []
    units = [EN[0], "A brand new paragraph.", "Another new one.", "[rest unchanged]"]
    assert drop_trailing_notes(units, EN, []) == units


def test_one_quoted_paragraph_under_a_label_loses_its_quote_mark() -> None:
    from app.editing.formats.dress import unquoted_article

    assert unquoted_article(f"Paragraph 2 (revised):\n\n> {NEW}", EN) == (
        f"Paragraph 2 (revised):\n\n{NEW}"
    )
    # A short quoted line in a longer reply may be the article's new epigraph: kept.
    reply = "\n\n".join(["> Ships are safe in harbour.", *EN])
    assert unquoted_article(reply, EN) == reply


def test_an_article_that_labels_its_own_paragraphs_keeps_the_labels_in_the_reply() -> None:
    from app.editing.formats.full import read_reply

    body = ["第1段：秋天。", "第2段：冬天。"]
    reading = read_reply(
        "T\n\n第一段：秋天来了。\n\n第2段：冬天。", title="T", body_paragraphs=body
    )
    assert reading.paragraphs == ["第一段：秋天来了。", "第2段：冬天。"]
    # An article without labels still loses the model's.
    reading = read_reply(
        "T\n\n第一段：秋天来了。\n\n冬天。", title="T", body_paragraphs=["秋天。", "冬天。"]
    )
    assert reading.paragraphs == ["秋天来了。", "冬天。"]
