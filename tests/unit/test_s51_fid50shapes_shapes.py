# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Session 51 (fid50shapes): the reply shapes fidelity_blind50 failed on, read by pure pieces —
an edit answered twice with a correction, `old → new` arrow lines, hard wraps counted in columns
and joined as the article writes them, [[…]] comments, blocks that put in what was asked, and
the questions and places read around them."""

from __future__ import annotations

from app.editing.formats.corrected import after_correction
from app.editing.formats.flavours import without_flavours
from app.editing.formats.replace_with import arrow_blocks, replacement_blocks
from app.editing.formats.wraps import columns, hard_wrapped, joined
from app.editing.negations import flipped
from app.editing.opinion import is_question
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs
from app.editing.unplaced_blocks import brings_asked

DATES = (
    "**Friday 8 October and Friday 22 October**, 7.30 pm to 9.30 pm. If the sky is cloudy, "
    "we announce a cancellation by 4 pm on the day."
)
BODY = "Hollins Hill opens its dome on clear evenings.\n\n" + DATES + "\n\nCall Tomasz."


def test_the_version_after_the_models_correction_is_the_answer() -> None:
    meant = DATES.replace("we announce", "we post on our website")
    reply = (
        "Here is the revised paragraph:\n\n"
        + meant.replace("4 pm", "5 pm")
        + "\n\nCorrection: I changed the deadline to 5 pm by mistake; it should stay 4 pm. "
        "Here is the corrected paragraph:\n\n" + meant
    )
    assert after_correction(reply, BODY) == meant


def test_a_chinese_correction_with_its_label_paragraph() -> None:
    body = "报名须知\n\n- 每期限12人\n- 费用共计160元\n- 开课后不办理退费"
    meant = "- 每期限12人\n- 费用共计160元\n- 开课前三天可全额退费，开课后不办理退费"
    reply = (
        "修改后的报名须知：\n\n" + meant.replace("160", "180") + "\n\n更正：上面误把费用写成了"
        "180元，应为160元，其余不变。\n\n更正后的清单：\n\n" + meant
    )
    assert after_correction(reply, body) == meant


def test_an_articles_own_correction_paragraph_is_left_alone() -> None:
    body = (
        "Sessions cost £25.\n\nCorrection: our leaflet gave the wrong phone number.\n\nCall Pavel."
    )
    reply = "Sessions cost £25, hot drink included.\n\n" + body.split("\n\n", 1)[1]
    assert after_correction(reply, body) == reply


def test_a_correction_with_no_second_version_is_left_alone() -> None:
    reply = DATES + "\n\nCorrection: the deadline should be 4 pm, not 5 pm."
    assert after_correction(reply, BODY) == reply


def test_a_sentence_answered_as_an_arrow_line_is_a_block() -> None:
    body = "Rambles are free. Children under 8 must hold an adult's hand on the rocks. Dogs too."
    for arrow in ("→", "->", "⟶", "=>"):
        reply = (
            f"Children under 8 must hold an adult's hand on the rocks. {arrow} "
            "Children under 8 must hold an adult's hand whenever they are on the rocks."
        )
        blocks = replacement_blocks(reply, body)
        assert blocks is not None
        assert "=======\nChildren under 8 must hold an adult's hand whenever" in blocks


def test_a_chinese_arrow_line_after_a_lead_in_and_in_quotes() -> None:
    body = "课程从认识茶类讲起，每节课都有动手冲泡和品饮的环节。"
    reply = "修改前 → 修改后：\n\n“课程从认识茶类讲起，每节课都有动手冲泡和品饮的环节。” => “课程从认识六大茶类讲起，每节课都安排动手冲泡和品饮。”"
    blocks = arrow_blocks(reply, body)
    assert blocks == (
        "<<<<<<< SEARCH\n课程从认识茶类讲起，每节课都有动手冲泡和品饮的环节。\n=======\n"
        "课程从认识六大茶类讲起，每节课都安排动手冲泡和品饮。\n>>>>>>> REPLACE"
    )


def test_an_articles_own_arrows_are_no_arrow_line() -> None:
    body = "Route from the station: Quay Street → the swing bridge → the boathouse.\n\nCall Pavel."
    route = "Route from the station: Quay Street → the swing bridge and the boathouse."
    assert arrow_blocks(route, body) is None
    assert arrow_blocks(body, body) is None
    changed = "时间：上午8:30，雨天顺延；路线：小区东门 → 喷泉 → 小广场。"
    assert arrow_blocks(changed, "时间：上午8:30；路线：小区东门 → 喷泉 → 小广场。") is None


def test_chinese_wraps_are_counted_in_columns() -> None:
    assert columns("中文ab") == 6
    wrapped = (
        "为方便居民合理使用场馆，自2027年12月1日（星期三）\n"
        "起，东湖街道全民健身馆实行线上预约，现将规则公布如下。试\n"
        "行期间如有意见和建议，欢迎到前台留言或拨打咨询电话反映。"
    )
    assert hard_wrapped(wrapped)
    assert joined(wrapped) == wrapped.replace("\n", "")
    assert not hard_wrapped("东湖街道文体服务中心\n2027年11月15日")


def test_a_break_is_joined_as_the_article_writes_the_text_around_it() -> None:
    article = "报名请联系许静，电话 0571-8613 2409（周一至周五 9:00—17:00）。"
    assert (
        joined("报名请联系许静，电话\n0571-8613 2409（周一至周五 9:00—17:\n00）。", article)
        == article
    )


def test_bracket_comments_are_taken_off_unless_the_article_writes_them() -> None:
    reply = "Title\n\nOver a cup of tea. [[Check: is 600 still accurate?]]\n\n二十年[[请核实年数]]的老师。"
    assert without_flavours(reply, ["Over a cup of tea.", "二十年的老师。"]) == (
        "Title\n\nOver a cup of tea.\n\n二十年的老师。"
    )
    wiki = ["See [[Volunteer rota]] on the wiki."]
    assert without_flavours("T\n\n" + wiki[0], wiki) == "T\n\n" + wiki[0]


def test_a_block_that_puts_in_the_asked_value_holds_the_asks_matter() -> None:
    ask = ["第三节课的茶换成滇红；费用改成150元。"]
    assert brings_asked(
        ask, "| 11月20日 | 红茶与调饮 | 祁门红茶 |", "| 11月20日 | 红茶与调饮 | 滇红 |"
    )
    assert brings_asked(ask, "- 四节课费用共计160元", "- 四节课费用共计150元")
    assert not brings_asked(ask, "电话 0571-8702 3316", "电话 0571-8702 3361")


def test_how_long_and_what_time_ask_a_fact() -> None:
    for question in (
        "整个活动一共多长时间？",
        "每节课上多长时间？",
        "整个课程一共要多久？",
        "几点开始？",
    ):
        assert is_question(question), question
    assert not is_question("请把第二段改短一点？")


def test_the_third_class_is_no_third_section_or_paragraph() -> None:
    body = "开头。\n\n## 课程安排\n\n| 日期 | 茶类 |\n|---|---|\n| 11月6日 | 龙井 |\n\n## 报名须知\n\n- 限12人"
    scope = scope_of(["第二节课的茶换成滇红"], "茶艺课", split_paragraphs(body))
    # not the second section (its heading and list, 3 and 4), nor the second paragraph (1)
    assert not scope.paragraphs & {1, 3, 4}
    assert scope_of(["第二节写得简洁些"], "茶艺课", split_paragraphs(body)).paragraphs == {3, 4}


def test_a_chinese_negation_kept_beside_a_plain_word_added_is_no_flip() -> None:
    before = "3. 须在开场前15分钟到前台签到\n4. 未签到视为爽约"
    after = before.replace("前台签到", "前台签到，可刷身份证签到")
    assert flipped(before, after) == []
    assert flipped("未签到视为爽约", "签到视为爽约") == ["未"]


def test_a_correction_whose_first_line_leads_into_the_version_meant() -> None:
    body = "A.\n\nWe meet at 4 pm on Fridays.\n\nC."
    meant = "We meet at 4 pm on Fridays, in the hall."
    reply = (
        "We meet at 5 pm on Fridays, in the hall.\n\n**Correction** — I wrote 5 pm by mistake; "
        "the paragraph should read:\n" + meant
    )
    assert after_correction(reply, body) == meant
    edit = "We meet at 5 pm on Fridays, in the hall.\n\nEdit: wrong time above. Fixed:\n\n" + meant
    assert after_correction(edit, body) == meant


def test_arrow_lines_numbered_struck_through_or_bold() -> None:
    body = "Rambles are free. Children under 8 must hold an adult's hand on the rocks. Dogs too."
    old = "Children under 8 must hold an adult's hand on the rocks."
    new = "Children under 8 must hold an adult's hand at all times on the rocks."
    for reply in (f"1. {old} ➜ {new}", f"~~{old}~~ → **{new}**", f"**{old}** → **{new}**"):
        assert arrow_blocks(reply, body) == (
            f"<<<<<<< SEARCH\n{old}\n=======\n{new}\n>>>>>>> REPLACE"
        ), reply
