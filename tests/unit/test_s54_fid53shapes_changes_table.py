"""fidelity_blind53's reply shapes (session 54, fid53shapes): a sentence answered as a table of
its old and new text, the whole article followed by a table of the changes, a clause selected
and answered as two clauses, a table row named by one item of its cell."""

import pytest

from app.editing.elided import Refused
from app.editing.formats.changes_table import (
    changes_article,
    reply_tables,
    without_postscript_leads,
)
from app.editing.formats.selection_word import word_options
from app.editing.table_text import names_cell
from app.editing.units import normal

TITLE = "Repair Café"
BODY = [
    "The café opens on Saturday 11 March 2028.",
    "Bring one item per visit. Items cannot be booked in advance. A donation of £3 is welcome.",
    "Questions go to Tom Ashby on 07700 900 582.",
]
OLD = "Items cannot be booked in advance."
NEW = "Items cannot be booked in advance, so just bring them on the day."
ZH_TITLE = "义诊日"
ZH_BODY = [
    "| 科室 | 时间 |\n|---|---|\n| 内科 | 8:30—10:00 |\n| 眼科、耳鼻喉科 | 10:00—11:30 |",
    "每位居民限挂两个科室。活动不收取任何费用。",
]


def _article(paragraphs):
    return "\n\n".join(paragraphs)


@pytest.mark.parametrize(
    "reply",
    [
        f"| Original | Revised |\n|---|---|\n| {OLD} | {NEW} |",
        f"| Before | After | Why |\n| --- | --- | --- |\n| {OLD} | {NEW} | clearer |",
        "Here you go:\n\n| **Original sentence** | **Revised sentence** |\n"
        f"|:--|:--|\n| {OLD} | {NEW} |",
        f'| Original | Revised |\n|---|---|\n| "{OLD}" | "{NEW}" |',
        f"| Paragraph | Original | Revised |\n|---|---|---|\n| 3 | {OLD} | {NEW} |",
    ],
)
def test_a_sentence_row_rewrites_only_that_sentence(reply):
    expected = _article([TITLE, BODY[0], BODY[1].replace(OLD, NEW), BODY[2]])
    assert changes_article(reply, TITLE, BODY) == expected


def test_chinese_rows_in_an_article_with_a_table_of_its_own():
    reply = "| 原句 | 改写 | 理由 |\n| --- | --- | --- |\n"
    reply += "| 活动不收取任何费用。 | 活动全程免费。 | 亲切 |"
    placed = changes_article(reply, ZH_TITLE, ZH_BODY, refuse=True)
    assert placed == _article([ZH_TITLE, ZH_BODY[0], "每位居民限挂两个科室。活动全程免费。"])


def test_the_articles_own_table_is_no_changes_table():
    # A reply that is the article's table with a cell changed: its header is the article's.
    reply = ZH_BODY[0].replace("8:30—10:00", "8:30—9:30")
    assert changes_article(reply, ZH_TITLE, ZH_BODY, refuse=True) is None
    # A table of things, not of the edit, is none either ("| Item | Old price | New price |").
    things = "| Item | Old price | New price |\n|---|---|---|\n| Tea | £1 | £2 |"
    assert changes_article(things, TITLE, BODY, refuse=True) is None


def test_two_rows_in_one_paragraph_and_a_row_quoting_nothing():
    first, last = "Bring one item per visit.", "A donation of £3 is welcome."
    reply = (
        "| Original | Revised |\n|---|---|\n"
        f"| {first} | Please bring one item per visit. |\n| {last} | Donations of £3 help. |"
    )
    placed = changes_article(reply, TITLE, BODY)
    assert placed is not None
    assert "Please bring one item per visit. Items cannot" in placed
    assert placed.endswith("Donations of £3 help.\n\n" + BODY[2])
    misquoted = "| Original | Revised |\n|---|---|\n| Items can be booked. | Items are free. |"
    assert changes_article(misquoted, TITLE, BODY) is None
    with pytest.raises(Refused):
        changes_article(misquoted, TITLE, BODY, refuse=True)


def test_an_ambiguous_row_is_not_placed():
    body = ["It rains. We stay in.", "It rains. We go out."]
    reply = "| Original | Revised |\n|---|---|\n| It rains. | It pours. |"
    assert changes_article(reply, "T", body) is None


def test_the_whole_article_then_a_table_of_changes():
    whole = _article([ZH_TITLE, *ZH_BODY])
    for post in (
        "\n\n---\n\n| 修改 | 原因 |\n|---|---|\n| 补充一句 | 按要求 |",
        "\n\n修改说明：\n\n| 位置 | 修改内容 |\n| --- | --- |\n| 第2段 | 末尾补充 |",
        "\n\n**Changes:**\n\n| Change | Reason |\n|---|---|\n| Added | As asked |",
    ):
        assert changes_article(whole + post, ZH_TITLE, ZH_BODY) == whole


def test_an_articles_own_table_renamed_is_not_taken_out():
    opening = "Release 2.1 is out today, with a faster start and a cleaner settings page for all."
    changelog = [opening, "| Change | Reason |\n|---|---|\n| Faster start | Users |"]
    renamed = changelog[1].replace("| Change | Reason |", "| Change | Why |")
    reply = _article(["Notes", changelog[0], renamed])
    assert changes_article(reply, "Notes", changelog) is None


def test_postscript_leads_go_but_the_articles_own_last_line_stays():
    assert without_postscript_leads("Title\n\nText.\n\n---\n\n", "Text.") == "Title\n\nText."
    assert without_postscript_leads("T\n\nText.\n\nChanges:", "Text.") == "T\n\nText."
    assert without_postscript_leads("T\n\nText.\n\n---", "Text.\n\n---") == "T\n\nText.\n\n---"


def test_tables_without_outer_bars_are_found():
    tables = reply_tables("Original | Revised\n--- | ---\nold | new")
    assert [t.header for t in tables] == [["Original", "Revised"]]
    assert tables[0].old_and_new == (0, 1)


BODY_ZH = "申请时间为6月1日至6月6日，在小程序上提交，名额满即止。各位爱心人士请留意。"


def _around(selected: str) -> tuple[str, str]:
    start = BODY_ZH.index(selected)
    return BODY_ZH[:start], BODY_ZH[start + len(selected) :]


def test_a_clause_selected_is_rewritten_as_two_clauses_not_offered_options():
    assert word_options("名额有限，先到先得", "名额满即止", *_around("名额满即止")) == []
    # words joined by 、 or 或 are still offered, clause or not
    assert word_options("名额有限、先到先得、欲报从速", "名额满即止", *_around("名额满即止"))
    assert word_options("“暂不回收”或者“无法回收”", "名额满即止", *_around("名额满即止"))
    # a word inside a clause answered with words joined by commas: options, as before
    assert word_options("朋友们，街坊们，小伙伴们", "爱心人士", *_around("爱心人士"))
    assert word_options("timid, bashful, reserved", "shy", "He is ", ".")
    assert word_options("act fast, book now", "book early", "Places are few, ", ".") == []
    # the last item of a list (after 、) is replaced by items, not by a clause
    assert word_options("葡萄，梨", "橙子", "苹果、香蕉、", "。")


@pytest.mark.parametrize(
    ("cell", "asked", "named"),
    [
        ("针头、针管", "回收范围表格里,针头那行的说明补充为:请装入硬质瓶中", True),
        ("开场与书法展示", "把表格里开场那行的时间改成9:00-9:20", True),
        ("Pillows, duvets", "change the note for the pillows row to: wash them", True),
        ("Duvets", "fix the row for duvets", True),
        ("Pillows, duvets", "change the next row", False),
        ("Kestrel – Inishmore", "add a row for kestrel – rossan: 3 sailings a day", False),
        ("Court 2", "add a new court row with hard surface", False),
        ("过期药水、药膏", "回收范围表格里,针头那行的说明补充为", False),
    ],
)
def test_a_row_named_by_what_it_lists(cell, asked, named):
    assert names_cell(cell, normal(asked).lower()) is named
