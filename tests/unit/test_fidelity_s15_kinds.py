"""Session-15 fidelity, the kinds blind set 14 failed on, on new words: a mixed-script article
whose edit adds words of its main script; entries of a register named 第N条, by their date
after their number, or by what they tell (with 结尾 the entry's own end); a word for shortening
inside a compound; "the last line"; a paragraph named by a rare word beside the article's
topic word; a table row asked with 补一行; a selection's new text with the model's reason
on the next line; a date-line sign-off the reply added."""

from __future__ import annotations

from app.editing.formats.selection import read_selection
from app.editing.judge import NoEdit
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs
from tests.unit.judging import applied, judge, judged, request_for


def _scope(suggestion: str, paragraphs: list[str]) -> set[int]:
    found = scope_of([suggestion], "t", split_paragraphs("\n\n".join(paragraphs)))
    assert not found.whole, suggestion
    return set(found.paragraphs) | {p for p, _ in found.sentences}


SHOP = [
    "The corner bakery on Hill Road sells 月饼 (mooncakes) every autumn, and the owner lets "
    "you taste before you buy.",
    "Lotus paste is the classic filling; the salted egg yolk in the middle stands for the "
    "full moon.",
    "There is also a 五仁 (five-nut) version that older customers ask for by name each year.",
    "Boxes of four cost £12, and the shop closes for a week after the festival.",
]


def test_an_edit_that_adds_english_to_an_english_article_with_chinese_names_is_saved() -> None:
    longer = SHOP[1][:-1] + (
        ", and the owner will happily explain how long each batch takes to rest, why the "
        "crust has to soften for three days, and which tea tastes best beside a slice of it."
    )
    body = "\n\n".join(SHOP)
    reply = "Mooncakes\n\n" + body.replace(SHOP[1], longer)
    saved = applied(judge("Mooncakes", body, "Make paragraph 2 richer.", reply))
    assert saved.body == body.replace(SHOP[1], longer)


def test_a_mixed_article_made_all_english_is_still_another_script() -> None:
    body = "\n\n".join(SHOP)
    reply = "Mooncakes\n\n" + body.replace("月饼 ", "").replace("五仁 ", "")
    verdict = judge("Mooncakes", body, "Make the whole thing friendlier.", reply)
    assert isinstance(verdict, NoEdit) and verdict.status == "error"


REGISTER = [
    f"第{n}条　10月{n}日　{n % 9 + 1}号楼　更换了楼道灯泡。经办：小王。" for n in range(1, 41)
]
LOG = [f"Log {n} — {n} March 2024. Wind light; {n} boats out." for n in range(1, 31)]
DIARY = [f"3月{d}日　晴。浇了菜地。" for d in range(1, 21)]
DIARY[12] = "3月13日　阴。屋后的老梨树开花了，引来一群蜜蜂。"


def test_register_entries_are_named_by_their_number_date_or_what_they_tell() -> None:
    assert _scope("第27条补一句：已通知住户。", REGISTER) == {26}
    assert _scope("Add to the entry for 21 March that the harbour was shut.", LOG) == {20}
    # 结尾 is the named entry's own end, not the diary's last entry
    assert _scope("写梨树开花的那篇，结尾加一句蜜蜂嗡嗡响。", DIARY) == {12}


def test_a_word_for_cutting_inside_a_compound_asks_for_nothing_shorter() -> None:
    paragraphs = ["Fair on Saturday.", "Hedge-trimming demo at 1 pm.", "Teas in the hall."]
    assert not scope_of(
        ["Put the hedge-trimming demo back an hour."],
        "t",
        split_paragraphs("\n\n".join(paragraphs)),
    ).shorten
    assert not scope_of(
        ["砍柴比赛推迟一个小时。"], "t", split_paragraphs("周六赶集。\n\n砍柴比赛上午十点。")
    ).shorten
    assert scope_of(["Cut the second paragraph."], "t", split_paragraphs("a\n\nb")).shorten


def test_a_reply_that_changed_one_paragraph_and_left_one_out_keeps_the_writers() -> None:
    paragraphs = [
        "The fair opens at noon on the green.",
        "The hedge-trimming demo is at 1 pm.",
        "Please park in the school field on Mill Road.",
        "Ring Pat on 07700 900 214 with questions.",
    ]
    body = "\n\n".join(paragraphs)
    moved = paragraphs[1].replace("1 pm", "2 pm")
    reply = "Fair\n\n" + "\n\n".join([paragraphs[0], moved, paragraphs[3]])
    saved = applied(judge("Fair", body, "Put the hedge-trimming demo back an hour.", reply))
    assert saved.body == body.replace("1 pm", "2 pm")


def test_the_last_line_is_a_one_line_last_paragraph_and_an_added_dated_sign_off_is_withheld() -> (
    None
):
    paragraphs = ["丰收节10月12日举行。", "有砍柴比赛。", "有问题请打电话：0571-8888 6123。"]
    assert _scope("最后一行改得客气些。", paragraphs) == {2}
    assert _scope(
        "Make the last line warmer.", ["Fair at noon.", "Teas in the hall.", "Call Pat."]
    ) == {2}
    body = "\n\n".join(paragraphs)
    warmer = "有什么不清楚的，欢迎随时打电话：0571-8888 6123。"
    reply = "通知\n\n" + "\n\n".join([*paragraphs[:2], warmer, "柳湾村村委会\n2025年9月30日"])
    saved = applied(judge("通知", body, "最后一行改得客气些。", reply))
    assert saved.body == body.replace(paragraphs[2], warmer) and saved.withheld


def test_a_paragraph_is_named_by_its_rare_word_not_the_articles_topic_word() -> None:
    boats = [
        "Eleven boats raced on Sunday.",
        "The fours were won by Halton near the boathouse.",
        "The hospital's dragon crew drew the loudest cheers.",
        "The last boats were home before the rain.",
        "Anyone who found a cox box in a boat should return it.",
    ]
    assert _scope("Make the paragraph about the dragon boat livelier.", boats) == {2}
    kites = [
        "公园来了上千只风筝。",
        "最抢眼的是一只章鱼，八条腿在风里摆。",
        "孩子们扎风筝。",
        "两只风筝挂在树上。",
        "风筝协会每月活动。",
    ]
    assert _scope("把写章鱼风筝的那段写得更生动。", kites) == {1}


def test_a_table_row_asked_with_bu_is_added() -> None:
    table = "| 菜品 | 价格 |\n|---|---|\n| 两荤一素 | 15元 |\n| 素套餐 | 9元 |"
    body = "食堂中午供餐。\n\n" + table + "\n\n饭卡在服务台办理。"
    new = table + "\n| 米饭 | 1元 |"
    saved = applied(
        judge("价目", body, "表里补一行米饭的价格，一元。", "价目\n\n" + body.replace(table, new))
    )
    assert saved.body == body.replace(table, new)


def test_a_selections_reason_on_the_next_line_is_the_models_note() -> None:
    body = "The guide says little but always turns back in time."
    start = body.index("says little")
    text, said = read_selection(
        "Revised: walks ahead with his head down\nWhy: an action instead of a summary.",
        body,
        start,
        start + len("says little"),
    )
    assert text == "walks ahead with his head down" and said == [
        "Why: an action instead of a summary."
    ]
    zh = "扎西话不多，却总能提前下撤。"
    verdict, _call = judged(
        request_for("书评", zh, "写得更有画面感。", "扎西话不多"),
        "改成：扎西总闷头走在最前面\n原因：用动作代替概括。",
    )
    saved = applied(verdict)
    assert saved.body == "扎西总闷头走在最前面，却总能提前下撤。" and "用动作代替概括" in (
        saved.note or ""
    )
    verdict, _call = judged(
        request_for("书评", zh, "换个说法。", "扎西话不多"),
        "修改后：扎西寡言\n\n修改说明：更书面。",
    )
    assert "更书面" in (applied(verdict).note or "")


def test_a_preface_here_it_is_or_gei_ni_is_not_saved_into_the_article() -> None:
    paragraphs = ["The fair is on Saturday.", "Teas in the hall.", "Park on Mill Road."]
    body = "\n\n".join(paragraphs)
    livelier = "The fair is back — this Saturday!"
    for preface in (
        "Here it is, with a livelier opening paragraph.",
        "Here you go — only the first paragraph changed.",
    ):
        reply = preface + "\n\nFair\n\n" + body.replace(paragraphs[0], livelier)
        saved = applied(judge("Fair", body, "Make the opening paragraph livelier.", reply))
        assert saved.body == body.replace(paragraphs[0], livelier)
    zh = "丰收节周六举行。\n\n有砍柴比赛。\n\n请停在小学操场。"
    reply = "给你，第一段改得更热闹了。\n\n通知\n\n" + zh.replace(
        "丰收节周六举行。", "丰收节来啦，周六见！"
    )
    saved = applied(judge("通知", zh, "第一段写得热闹一点。", reply))
    assert saved.body == zh.replace("丰收节周六举行。", "丰收节来啦，周六见！")


def test_entries_named_by_number_words_above_ten_or_as_a_line() -> None:
    log = [f"Visit {n} — {n % 28 + 1} May. Calm; {n} nets up." for n in range(1, 71)]
    libraries = [f"{n}. Library {n * 7}: open weekdays, {n % 5 + 1} staff." for n in range(1, 71)]
    assert _scope("In visit twenty-one, add a gale warning.", log) == {20}
    assert _scope("Add to the thirty-third entry that the posts came.", log) == {32}
    assert _scope("Entries twelve and thirteen: add calm.", log) == {11, 12}
    assert _scope("Entries 12-14: add calm.", log) == {11, 12, 13}
    assert _scope("Add Saturday hours to the fifty-ninth library.", libraries) == {58}
    assert _scope("Line 64: mention the reading room.", libraries) == {63}


def test_a_second_version_offered_by_how_it_differs_is_the_models_choice() -> None:
    body = "The guide says little but always turns back in time. We trusted him."
    selected = "The guide says little but always turns back in time."
    for reply in (
        "The guide speaks little, yet always turns back in time.\n\nShorter still: Quiet guide.",
        "The guide speaks little, yet turns back in time.\nEven punchier: Quiet. Always back.",
    ):
        verdict, _call = judged(request_for("t", body, "Tighten this.", selected), reply)
        assert isinstance(verdict, NoEdit) and verdict.status == "ok", reply
    zh = "向导话不多，但总能及时下撤。我们信任他。"
    reply = "向导话不多，却总能及时折返。\n\n更短一点：向导寡言，总能及时折返。"
    verdict, _call = judged(
        request_for("t", zh, "精炼一点。", "向导话不多，但总能及时下撤。"), reply
    )
    assert isinstance(verdict, NoEdit) and verdict.status == "ok"
