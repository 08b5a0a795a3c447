"""Session-7 fidelity logic: answers inside XML-ish tags, entries named by their own label,
and figures the model restyled outside what was asked."""

from __future__ import annotations

from app.editing.entries import entry_paragraphs, leading_label
from app.editing.figures import asks_about_figures, restore_figures
from app.editing.formats.common import peel, untagged
from app.editing.judge import NoEdit
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs
from tests.unit.judging import applied, judge

LOG = [
    "These are my notes, one a week.",
    "Week 1. Rain. Sowed beans.",
    "Week 2. Wind. Mended the butt.",
    "Week 27. Sun. First courgettes.",
    "That is the year.",
]
DIARY = [
    "今年第一次种菜。",
    "第1天：晴。搭架子。",
    "第2天：雨。剪黄叶。",
    "第13天：阴。施肥。",
    "完。",
]
TRANSCRIPT = [
    "[00:00:12] 主持人：欢迎收听。",
    "[00:00:25] 老陈：大家好。",
    "[00:01:10] 老陈：2020年最难。",
    "（本期文字稿经嘉宾审阅）",
]


def test_an_answer_inside_tags_is_taken_from_between_them() -> None:
    reply = "<revised_article>\nTitle\n\nBody one.\n</revised_article>"
    assert untagged(reply) == ("Title\n\nBody one.", [])


def test_words_outside_the_tags_become_the_note() -> None:
    article = "搬家清单\n\n下周六搬家，按房间整理了要做的事，做完一项划掉一项。记得提前预留电梯。"
    text, note = untagged(f"修改完成：\n<result>\n{article}\n</result>\n如有不妥请指出。")
    assert text == article
    assert note == ["修改完成：", "如有不妥请指出。"]


def test_a_tag_the_article_itself_writes_is_no_wrapper() -> None:
    article = "Use <answer> on its own line.\n<answer>\nhello\n</answer>"
    assert untagged(article, article) == (article, [])


def test_think_then_answer_tags_leave_the_article() -> None:
    peeled = peel("<think>\nonly paragraph one\n</think>\n<answer>\nT\n\nA.\n</answer>")
    assert peeled.text == "T\n\nA."


def test_an_unclosed_tag_holds_the_rest_of_the_reply() -> None:
    assert untagged("<output>\nT\n\nA.")[0] == "T\n\nA."


def test_an_inline_tag_is_not_a_wrapper() -> None:
    reply = "Title\n\nPress <b>Save</b> now."
    assert untagged(reply) == (reply, [])


def test_an_entry_is_named_by_its_label() -> None:
    assert entry_paragraphs("In the Week 27 note, mention courgettes.", LOG) == {3}
    assert entry_paragraphs('Rewrite the note that starts "Week 2."', LOG) == {2}
    assert entry_paragraphs("第13天那段加一句。", DIARY) == {3}
    assert entry_paragraphs("第十三天那段加一句。", DIARY) == {3}
    assert entry_paragraphs("把[00:01:10]那段开头改一下。", TRANSCRIPT) == {2}


def test_no_entry_without_a_log_shape_or_a_unique_label() -> None:
    assert entry_paragraphs("In the Week 5 note, add rain.", LOG) == set()
    assert entry_paragraphs("Make week 1 livelier.", LOG[:2] + ["Other text."]) == set()
    assert entry_paragraphs("第三段改短。", DIARY) == set()


def test_leading_labels() -> None:
    assert leading_label("[00:01:10] 老陈：好。") == "[00:01:10] "
    assert leading_label("Week 27. Sun.") == "Week 27. "
    assert leading_label("第13天：阴。") == "第13天："
    assert leading_label("No label here.") is None


def test_restyled_figures_get_the_writers_form_back() -> None:
    assert (
        restore_figures("| Team | $9 | 1 TB |", "| Team | $9.00 | 1 TB |") == "| Team | $9 | 1 TB |"
    )
    assert restore_figures("| 水彩 | ¥99 |", "| 水彩 | 99元 |") == "| 水彩 | ¥99 |"
    assert (
        restore_figures("Each class takes 18 learners.", "Each class takes eighteen learners.")
        == "Each class takes 18 learners."
    )
    assert restore_figures(
        "于2027年4月8日开业，12号楼。", "于二〇二七年四月八日开业，十二号楼。"
    ) == ("于2027年4月8日开业，12号楼。")
    assert (
        restore_figures("电话：021-6543 2100。", "电话：021-65432100。") == "电话：021-6543 2100。"
    )
    assert restore_figures(
        "See https://a.example/x today.", "See [a.example/x](https://a.example/x) today."
    ) == ("See https://a.example/x today.")
    assert (
        restore_figures("[00:00:25] 老陈：大家好。", "老陈：大家好！")
        == "[00:00:25] 老陈：大家好！"
    )


def test_a_changed_value_or_new_wording_is_left_alone() -> None:
    assert restore_figures("We saw 3 films.", "We saw 4 films.") == "We saw 4 films."
    assert restore_figures("2. Add yoghurt.", "Add two spoons of yoghurt.") == (
        "Add two spoons of yoghurt."
    )
    assert restore_figures("I have one cat.", "I have one lovely cat.") == "I have one lovely cat."
    assert restore_figures("Costs $4 or $4.50.", "Costs $4.00 or $4.50.") == "Costs $4 or $4.50."


def test_asking_about_figures() -> None:
    assert asks_about_figures(["Spell out the numbers."])
    assert asks_about_figures(["价格都写成两位小数。"])
    assert not asks_about_figures(["Make the quote warmer."])


# Whole turns judged (pure: a fake ask, no store) ---------------------------------------

BILINGUAL = (
    "从下个月起，小区将实行垃圾定时定点投放。\n\n"
    "From next month, our estate will collect waste only at set times and places.\n\n"
    "投放时间为每天早上7点到9点、晚上6点到8点。\n\n"
    "Bins are open every day from 7 to 9 a.m. and from 6 to 8 p.m."
)


def test_a_bilingual_article_may_be_answered_in_its_other_language() -> None:
    reply = "垃圾分类 Waste Sorting\n\n[...]\n\nBins open daily 7–9 a.m. and 6–8 p.m."
    revised = applied(judge("垃圾分类 Waste Sorting", BILINGUAL, "把第四段英文改得更简洁。", reply))
    assert revised.body == BILINGUAL.replace(
        "Bins are open every day from 7 to 9 a.m. and from 6 to 8 p.m.",
        "Bins open daily 7–9 a.m. and 6–8 p.m.",
    )


def test_a_bilingual_articles_chinese_paragraph_turned_english_is_refused() -> None:
    paragraphs = BILINGUAL.split("\n\n")
    paragraphs[2] = "Waste can be left every day from 7 to 9 a.m. and from 6 to 8 p.m."
    reply = "垃圾分类 Waste Sorting\n\n" + "\n\n".join(paragraphs)
    verdict = judge("垃圾分类 Waste Sorting", BILINGUAL, "第三段改得更简洁。", reply)
    assert isinstance(verdict, NoEdit) and "another language" in verdict.reason


def test_a_question_listing_the_figures_is_the_model_asking() -> None:
    body = "产品容量为10.24千瓦时，支持4小时充满，循环寿命超过6000次，首发价19999元。\n\n欢迎。"
    reply = (
        "<think>\n不清楚改哪个。\n</think>\n\n"
        "文中有多个数字（容量10.24千瓦时、4小时充满、6000次循环、19999元），请问您想修改哪一个？"
    )
    verdict = judge("新品", body, "改一下那个数字。", reply)
    assert isinstance(verdict, NoEdit) and verdict.status == "ok" and "请问" in verdict.reason


def test_a_new_title_on_top_of_the_old_one_is_withheld_and_the_old_line_dropped() -> None:
    body = "Boats leave every 20 minutes. Fares stay at $4.50; children ride free.\n\nSee you."
    reply = (
        "Ferry Unveils Summer Sailings\n\nFerry Timetable Changes\n\n"
        "Boats leave every 20 minutes. Fares stay at $4.50. Children ride free.\n\nSee you."
    )
    revised = applied(
        judge("Ferry Timetable Changes", body, "Split the fares sentence in two.", reply)
    )
    assert revised.title == "Ferry Timetable Changes"
    assert revised.body == body.replace("$4.50; children", "$4.50. Children")


def test_a_version_number_written_with_its_decimals_is_kept() -> None:
    assert restore_figures("Login loop on Safari 17", "Login loop on Safari 17.0 to 17.2") == (
        "Login loop on Safari 17.0 to 17.2"
    )


def test_html_tags_and_remarks_in_tags_are_no_wrapper() -> None:
    html = "Title\n\n<p>\nFirst paragraph.\n</p>"
    assert untagged(html) == (html, [])
    remark = "Title\n\nA long first paragraph of the article, written out.\n\n<note>\nok\n</note>"
    assert untagged(remark) == (remark, [])


def test_a_numbered_paragraph_is_kept_beside_a_named_entry() -> None:
    paragraphs = split_paragraphs("\n\n".join(LOG))
    scope = scope_of(["In paragraph 2, mention the Week 27 courgettes."], "Notes", paragraphs)
    assert scope.paragraphs == frozenset({1, 3})
    scope = scope_of(["Rewrite the start of the Week 27 note."], "Notes", paragraphs)
    assert scope.paragraphs == frozenset({3})


def test_tags_on_the_answers_own_first_and_last_lines_are_peeled() -> None:
    article = "Title\n\nThe first paragraph of the article, long enough to be the answer."
    assert untagged(f"<answer>{article}</answer>") == (article, [])


def test_an_xml_title_on_one_line_is_left_for_the_xml_reader() -> None:
    reply = "<title>T</title>\n<body>\nText.\n</body>"
    assert untagged(reply) == (reply, [])


def test_an_english_apology_before_the_article_is_chatter() -> None:
    body = "Boats leave every 20 minutes.\n\nFares stay the same.\n\nSee you aboard."
    reply = (
        "Apologies — here's the corrected article.\n\nFerry\n\n"
        "Boats leave every 20 minutes, all summer long.\n\nFares stay the same.\n\nSee you aboard."
    )
    revised = applied(judge("Ferry", body, "Make the first paragraph livelier.", reply))
    assert revised.body == body.replace("20 minutes.", "20 minutes, all summer long.")
