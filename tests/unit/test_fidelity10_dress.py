"""Session-10 fidelity: the article dressed up by the model (numbers, label lines, its own
headings, a blockquote, a title marked as revised, blocks indented under a list item) is
read as the writer's paragraphs; apologies the article makes itself are its text; entries
named by a code label, the last entry, and paragraphs named by how they begin or what they
cite are found."""

from __future__ import annotations

from app.editing.align import is_talk
from app.editing.entries import entry_paragraphs
from app.editing.formats.blocks import read_blocks
from app.editing.formats.dress import undressed, unquoted_article
from app.editing.formats.full import clean_title
from app.editing.judge import NoEdit
from app.editing.mentions import described_paragraphs
from app.editing.units import ends_mid_sentence
from tests.unit.judging import applied, judge

TITLE = "Allotment notice"
PARAS = [
    "The water troughs will be turned off on 1 November.",
    "Please take your hoses home before then.",
    "The shed key is with Mrs Dale at plot 14.",
]
BODY = "\n\n".join(PARAS)
NEW = PARAS[:2] + ["The shed key is now kept by Mrs Dale at plot 14."]
NEW_BODY = "\n\n".join(NEW)
ASK = "Make the last paragraph clearer."


def test_numbered_paragraphs_lose_their_numbers() -> None:
    for mark in ("{}. ", "{}) ", "{}、", "**{}.** "):
        reply = TITLE + "\n\n" + "\n\n".join(mark.format(i) + p for i, p in enumerate(NEW, 1))
        assert applied(judge(TITLE, BODY, ASK, reply)).body == NEW_BODY, mark


def test_an_article_of_numbered_steps_keeps_its_numbers() -> None:
    steps = ["1. Fill the kettle.", "2. Boil it.", "3. Pour."]
    assert undressed(list(steps), steps, False) == steps


def test_label_lines_and_edit_headings_are_dropped() -> None:
    labelled = [f"【第{n}段】\n{p}" for n, p in zip("一二三", NEW, strict=True)]
    reply = TITLE + "\n\n" + "\n\n".join(labelled)
    assert applied(judge(TITLE, BODY, ASK, reply)).body == NEW_BODY
    reply = f"{TITLE}\n\n{NEW[0]}\n\n{NEW[1]}\n\n### Paragraph 3 (revised)\n\n{NEW[2]}"
    assert applied(judge(TITLE, BODY, ASK, reply)).body == NEW_BODY


def test_a_heading_about_the_reply_above_the_title_is_no_new_title() -> None:
    reply = f"## 修改结果\n\n{TITLE}\n\n{NEW_BODY}"
    revised = applied(judge(TITLE, BODY, ASK, reply))
    assert (revised.title, revised.body, revised.withheld) == (TITLE, NEW_BODY, [])


def test_a_blockquoted_article_is_unquoted() -> None:
    quoted = "\n".join(
        f"> {line}" if line else ">" for line in f"{TITLE}\n\n{NEW_BODY}".split("\n")
    )
    reply = "Here is the revised notice:\n\n" + quoted
    assert applied(judge(TITLE, BODY, ASK, reply)).body == NEW_BODY


def test_an_article_with_its_own_quote_keeps_it() -> None:
    own = ["She wrote:", "> Take the hoses home.", "> Thanks."]
    assert unquoted_article("\n".join(own), own) == "\n".join(own)


def test_a_title_marked_revised_is_the_old_title() -> None:
    assert clean_title("Allotment notice (Revised)", TITLE) == (TITLE, True)
    assert clean_title("运河步道（修改版）", "运河步道") == ("运河步道", True)
    assert clean_title("Revised rules", "Rules")[0] == "Revised rules"
    revised = applied(judge(TITLE, BODY, ASK, f"{TITLE} (Edited)\n\n{NEW_BODY}"))
    assert (revised.title, revised.withheld) == (TITLE, [])


def test_a_block_indented_under_a_list_item_is_read_without_the_indent() -> None:
    reply = (
        "1. Key line:\n\n    <<<<<<< SEARCH\n    with Mrs Dale\n    =======\n"
        "    kept by Mrs Dale\n    >>>>>>> REPLACE"
    )
    block = read_blocks(reply, BODY).blocks[0]
    assert (block.search, block.replace) == ("with Mrs Dale", "kept by Mrs Dale")


def test_an_apology_the_text_makes_is_not_the_model_talking() -> None:
    notice = "We apologise for the delay to your parcel."
    assert not is_talk("We're so sorry your parcel is late.", notice)
    assert is_talk("I'm sorry, I can't tell when it will arrive.", notice)
    assert is_talk("Sorry, which parcel do you mean?", "Your parcel is late.")
    body = f"Your parcel is on its way.\n\n{notice}"
    new = "We're really sorry your parcel is late, and thank you for waiting."
    reply = f"Parcel update\n\nYour parcel is on its way.\n\n{new}"
    revised = applied(judge("Parcel update", body, "Make the apology warmer.", reply))
    assert revised.body.endswith(new)


def test_the_model_declining_on_an_apology_notice_is_its_words() -> None:
    body = "停水给大家带来不便，深表歉意。\n\n明天恢复供水。"
    verdict = judge("致歉", body, "加上维修公司的名字。", "抱歉，原文没有写公司名，我无法确定。")
    assert isinstance(verdict, NoEdit) and verdict.status == "ok"


def test_entries_named_by_a_code_label_and_the_last_entry() -> None:
    log = ["Newest last."] + [f"v1.{n}.0 (2026-0{n + 1}-01): Fix {n}." for n in range(6)]
    assert entry_paragraphs("In v1.3.0, say who reported it.", log) == {4}
    assert entry_paragraphs("In v1.3, say who reported it.", log) == set()
    assert entry_paragraphs("In the last entry, say who reported it.", log) == {6}
    trip = ["按编号。"] + [f"A{d}-{s} 9:00 地点{d}{s}：看看。" for d in (1, 2) for s in (1, 2, 3)]
    assert entry_paragraphs("A2-2 那条加一句。", trip) == {5}
    assert entry_paragraphs("最后一条加一句。", trip) == {6}


def test_paragraphs_named_by_their_opening_or_what_they_cite() -> None:
    letter = ["Dear Sir,", "I am writing about the boiler.", "Under section 11 of the Act, fix it."]
    assert described_paragraphs(
        "In the paragraph beginning “I am writing”, add a date.", letter
    ) == {1}
    assert described_paragraphs(
        "Add to the paragraph citing the Act that I attach a copy.", letter
    ) == {2}


def test_a_sentence_then_hashtags_ends_the_post() -> None:
    assert not ends_mid_sentence("The ferry leaves at 7:40. #Ferry #Orkney")
    assert not ends_mid_sentence("渡轮改为七点四十开。#渡轮")
    assert ends_mid_sentence("The ferry leaves at")


def test_paragraph_numbers_in_every_dress_are_taken_off() -> None:
    for mark in ("({}) ", "（{}）", "[{}] "):
        reply = TITLE + "\n\n" + "\n\n".join(mark.format(i) + p for i, p in enumerate(NEW, 1))
        assert applied(judge(TITLE, BODY, ASK, reply)).body == NEW_BODY, mark
    for marks in ("①②③", "一二三"):
        sep = "" if marks[0] == "①" else "、"
        reply = TITLE + "\n\n" + "\n\n".join(m + sep + p for m, p in zip(marks, NEW, strict=True))
        assert applied(judge(TITLE, BODY, ASK, reply)).body == NEW_BODY, marks


def test_numbers_out_of_order_are_the_text() -> None:
    units = ["3. Three.", "1. One.", "2. Two."]
    assert undressed(list(units), ["Three.", "One.", "Two."], False) == units


def test_an_html_reply_gives_markdown_and_characters_not_tags_and_entities() -> None:
    body = "Fish & chips on Friday.\n\nBring **cash**, please.\n\nDoors open at 7."
    reply = (
        "<h1>Fish night</h1>\n<p>Fish &amp; chips on Friday.</p>\n"
        "<p>Bring <strong>cash</strong>, please&nbsp;— no cards.</p>\n<p>Doors open at 7.</p>"
    )
    revised = applied(judge("Fish night", body, "In the second paragraph, say no cards.", reply))
    assert revised.body == body.replace("please.", "please — no cards.")
    assert revised.withheld == []


def test_numbers_the_writer_asked_for_stay() -> None:
    reply = TITLE + "\n\n" + "\n\n".join(f"{i}. {p}" for i, p in enumerate(PARAS, 1))
    for ask in ("Number the paragraphs.", "给每段加上序号。"):
        revised = applied(judge(TITLE, BODY, ask, reply))
        assert revised.body.startswith("1. The water troughs"), ask


def test_chinese_paragraph_labels_with_a_dash_are_taken_off() -> None:
    body = "步道从船闸开始。\n\n前五公里都很平坦。\n\n咖啡馆四点关门。"
    new = body.replace("咖啡馆四点关门。", "咖啡馆下午四点关门。")
    labelled = [f"第{n}段 — {p}" for n, p in zip("一二三", new.split("\n\n"), strict=True)]
    reply = "运河步道\n\n" + "\n\n".join(labelled)
    revised = applied(judge("运河步道", body, "最后一段写具体一点。", reply))
    assert (revised.body, revised.withheld) == (new, [])
