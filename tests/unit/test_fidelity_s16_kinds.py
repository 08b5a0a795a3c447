"""Session-16 fidelity, the kinds blind set 15 failed on, on new words: a selection's new
text in a code fence between a label and notes, or after 原句：/修改为： or Old:/New:; a
selection answered by a question and an offer made on a condition (如果…，我可以…); a
notes section under "Key changes:" / 改动要点：; an entry counted from the end (倒数第二条,
"the third-from-last entry", "the penultimate rule"); an entry named by a fixed-date holiday
(国庆那条, "the Christmas Eve entry"); a paragraph named by a bare Chinese name; a selection
turned into a heading that ends on a word; a model's title over 500 characters."""

from __future__ import annotations

import pytest

from app.editing.formats.full import read_reply
from app.editing.formats.selection import SelectionTalk, read_selection
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs
from tests.unit.judging import applied, judge


def _scope(suggestion: str, paragraphs: list[str]) -> set[int]:
    found = scope_of([suggestion], "t", split_paragraphs("\n\n".join(paragraphs)))
    assert not found.whole, suggestion
    return set(found.paragraphs) | {p for p, _ in found.sentences}


def _selected(reply: str, body: str, selection: str) -> str:
    start = body.index(selection)
    return read_selection(reply, body, start, start + len(selection))[0]


GARDEN = (
    "The community garden opened in 2019 on a car park nobody used.\n\n"
    "We grow beans, kale and far too many courgettes. Everything is shared out on Sundays."
)


def test_a_fenced_replacement_between_a_label_and_notes_is_the_new_text() -> None:
    selection = "We grow beans, kale and far too many courgettes."
    reply = (
        "Here's a lighter version of the line:\n\n```text\nWe grow beans, kale and an "
        "embarrassing number of courgettes.\n```\n\nNote: the joke now lands on the courgettes."
    )
    new = "We grow beans, kale and an embarrassing number of courgettes."
    assert _selected(reply, GARDEN, selection) == new


@pytest.mark.parametrize(
    ("reply", "new"),
    [
        ("原句：菜园在2019年开张\n修改为：菜园于2019年正式开张", "菜园于2019年正式开张"),
        ("原文：菜园在2019年开张\n\n调整为：菜园2019年开张", "菜园2019年开张"),
    ],
)
def test_old_and_new_labels_in_chinese_give_the_new_half(reply: str, new: str) -> None:
    body = "菜园在2019年开张，原来是一片没人用的停车场。\n\n我们种豆子和青菜。"
    assert _selected(reply, body, "菜园在2019年开张") == new


def test_old_and_new_labels_in_english_give_the_new_half() -> None:
    reply = "Old: Everything is shared out on Sundays.\nNew: On Sundays we share out the lot."
    new = _selected(reply, GARDEN, "Everything is shared out on Sundays.")
    assert new == "On Sundays we share out the lot."


@pytest.mark.parametrize(
    "reply",
    [
        "好的。请问“2019年”需要保留吗？如果不需要具体年份，我可以写得更轻快一些。",
        "可以的。想确认一下：停车场是真的没人用吗？要是有人用，我可以换个说法。",
    ],
)
def test_a_question_with_an_offer_on_a_condition_is_the_model_asking(reply: str) -> None:
    body = "菜园在2019年开张，原来是一片没人用的停车场。\n\n我们种豆子和青菜。"
    with pytest.raises(SelectionTalk):
        _selected(reply, body, "原来是一片没人用的停车场。")


def test_key_changes_after_the_article_go_to_the_note() -> None:
    paragraphs = GARDEN.split("\n\n")
    longer = paragraphs[1] + " Nobody has ever taken a courgette home willingly."
    reply = (
        "Okay, here's the article with a funnier ending:\n\n**Garden**\n\n"
        f"{paragraphs[0]}\n\n{longer}\n\n**Key changes:**\n* Added a joke.\n* Nothing else."
    )
    saved = applied(judge("Garden", GARDEN, "Add a closing joke to the last paragraph.", reply))
    assert saved.body == f"{paragraphs[0]}\n\n{longer}"


def test_changes_list_in_chinese_goes_to_the_note() -> None:
    body = "菜园在2019年开张。\n\n我们种豆子和青菜，每周日分给大家。"
    longer = "我们种豆子和青菜，每周日分给大家，谁来都有一份。"
    reply = f"菜园\n\n菜园在2019年开张。\n\n{longer}\n\n改动要点：\n- 结尾补了一句。"
    saved = applied(judge("菜园", body, "最后一段末尾补一句。", reply))
    assert saved.body == f"菜园在2019年开张。\n\n{longer}"


LOG = [
    f"第{i + 1}条　{['楼道', '车库', '花园', '屋顶'][i % 4]}巡查{i + 1}次，无异常。"
    for i in range(30)
]
DIARY = [
    f"{['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][i % 7]} {i + 1} December: walk {i + 2} km."
    for i in range(31)
]
RULES = [f"{i + 1}. Rule about item {i + 1} of the shed." for i in range(20)]


def test_an_entry_counted_from_the_end_is_not_the_entry_with_that_number() -> None:
    assert _scope("倒数第二条改成：每月巡查一次。", LOG) == {28}
    assert _scope("倒数第3条加上时间。", LOG) == {27}
    assert _scope("In the third-from-last entry, add the weather.", DIARY) == {28}
    assert _scope("Replace the penultimate rule with a ban on bonfires.", RULES) == {18}


def test_an_entry_named_by_a_fixed_date_holiday_is_that_day() -> None:
    from app.editing.holidays import holiday_dates

    assert _scope("Mention carol singers in the Christmas Eve entry.", DIARY) == {23}
    assert holiday_dates("国庆那条加一句") == ["10-1"]
    assert holiday_dates("the May Day entry") == ["5-1"]
    autumn = [
        f"{9 + (i >= 20)}月{(i % 20) + 1 if i < 20 else i - 19}日　巡河{i}次。" for i in range(30)
    ]
    assert _scope("国庆那条加一句游人很多。", autumn) == {20}


ROSTER = [
    f"{n}　住{3 + i}号楼，每周{'一二三四五六日'[i % 7]}值班。"
    for i, n in enumerate(["王秀兰", "刘建国", "陈思远", "赵春梅", "孙立军", "周小燕", "吴国华"])
]


def test_a_paragraph_named_by_a_bare_chinese_name() -> None:
    assert _scope("刘建国加一句：他周末教下棋。", ROSTER) == {1}
    assert _scope("把孙立军写得更详细一点。", ROSTER) == {4}
    assert _scope("关于吴国华，写得更生动些。", ROSTER) == {6}


def test_a_name_in_every_paragraph_or_a_whole_text_request_names_none() -> None:
    found = scope_of(["全文更口语，王秀兰也提一下。"], "t", split_paragraphs("\n\n".join(ROSTER)))
    assert found.whole


@pytest.mark.parametrize(
    "reply",
    [
        "How Our Community Garden Grew Out of a Car Park Nobody Used",
        "## How Our Community Garden Grew Out of a Car Park Nobody Used",
    ],
)
def test_a_selection_turned_into_a_long_heading_is_no_cut(reply: str) -> None:
    selection = "The community garden opened in 2019 on a car park nobody used."
    assert _selected(reply, GARDEN, selection) == reply


def test_a_sentence_cut_on_a_word_is_still_refused() -> None:
    from app.editing.formats.selection import SelectionRefused

    selection = "The community garden opened in 2019 on a car park nobody used."
    with pytest.raises(SelectionRefused):
        _selected("The community garden opened in 2019 on a car park that", GARDEN, selection)


def test_an_overlong_first_line_over_the_body_is_read_as_the_title() -> None:
    paragraphs = GARDEN.split("\n\n")
    title = "The Garden " + " ".join(f"and its {w} volunteers" for w in ["keen"] * 40)
    reading = read_reply(
        "\n\n".join([title, *paragraphs]), title="Garden", body_paragraphs=paragraphs
    )
    assert reading.title == title
    assert reading.paragraphs == paragraphs


def test_a_name_that_is_what_to_write_names_no_paragraph() -> None:
    minutes = [*ROSTER[:5], "待办事项\n- 刘洋：修复崩溃\n- 陈静：出方案"]
    found = scope_of(
        ["待办里加一条：王秀兰负责跟进审核。"], "t", split_paragraphs("\n\n".join(minutes))
    )
    assert 0 not in found.paragraphs


@pytest.mark.parametrize(
    ("search", "replace"),
    [
        ("- We grow beans, kale and far too many courgettes.", "+ We grow beans and kale."),
        ("-We grow beans, kale and far too many courgettes.", "+We grow beans and kale."),
        ("3: We grow beans, kale and far too many courgettes.", "3: We grow beans and kale."),
    ],
)
def test_a_search_block_with_diff_marks_or_line_numbers_is_applied(
    search: str, replace: str
) -> None:
    from app.editing.formats.blocks import Block, apply_blocks

    body, failures = apply_blocks(GARDEN, [Block(search, replace)])
    assert not failures
    assert body == GARDEN.replace(
        "We grow beans, kale and far too many courgettes.", "We grow beans and kale."
    )


def test_a_list_line_is_no_diff_mark() -> None:
    from app.editing.formats.blocks import Block, apply_blocks

    listed = "Buy:\n- beans\n- kale"
    _, failures = apply_blocks(listed, [Block("- beets", "- beans and beets")])
    assert failures


def test_a_title_tag_over_an_untagged_body_is_the_title() -> None:
    paragraphs = GARDEN.split("\n\n")
    reply = "<title>Garden Days</title>\n\n" + "\n\n".join(paragraphs)
    reading = read_reply(reply, title="Garden", body_paragraphs=paragraphs)
    assert reading.title == "Garden Days"
    assert reading.paragraphs == paragraphs


def test_a_title_underlined_setext_style_loses_its_underline() -> None:
    paragraphs = GARDEN.split("\n\n")
    for under in ("=" * 6, "-" * 6):
        reply = f"Garden\n{under}\n\n" + "\n\n".join(paragraphs)
        reading = read_reply(reply, title="Garden", body_paragraphs=paragraphs)
        assert reading.paragraphs == paragraphs


def test_every_line_numbered_loses_its_numbers() -> None:
    paragraphs = GARDEN.split("\n\n")
    lines = ["Garden", "", paragraphs[0], "", paragraphs[1]]
    reply = "\n".join(f"{k + 1}: {line}".rstrip() for k, line in enumerate(lines))
    reading = read_reply(reply, title="Garden", body_paragraphs=paragraphs)
    assert reading.paragraphs == paragraphs
