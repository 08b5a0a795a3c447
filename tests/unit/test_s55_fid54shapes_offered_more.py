"""The model's words written into the article's place: an offer of more work as a list after
the article, a bracketed note on the edit beside the changed paragraph."""

import pytest

from app.editing.offered_more import edit_note, offer_tail, offers_more

BODY = "The sale opens at 10 am.\n\n- Bring a bag.\n- No cards.\n\n(Note: the hall has no lift.)"


@pytest.mark.parametrize(
    "unit",
    [
        "需要的话，我还可以：\n- 把场地规定再精简一些；\n- 加一句停车说明；\n- 把通知翻译成英文。",
        "如果需要，我还可以：\n1. 把营业时间做成表格\n2. 加一句停车提示",
        "If you'd like, I can also:\n- trim the prices paragraph\n- add a line about parking",
        "**I can also:**\n* shorten the rules\n* add a map link",
    ],
)
def test_an_offer_of_more_work_is_the_models(unit: str) -> None:
    assert offers_more(unit)


@pytest.mark.parametrize(
    "unit",
    [
        "Volunteers can help with:\n- setting up the tables\n- selling cakes",
        "我们还可以：\n- 帮忙摆摊\n- 维持秩序",  # the notice's own "we"
        "I can also:",  # a lead-in alone is left to the other readers
        "If you'd like, I can also:\n- trim it\nand then some words of the article's own",
    ],
)
def test_a_list_of_the_articles_is_no_offer(unit: str) -> None:
    assert not offers_more(unit)


def test_an_offer_read_a_line_a_unit_is_found_whole() -> None:
    units = ["Para one.", "If you'd like, I can also:", "- trim it", "- add parking"]
    assert offer_tail(units, ["Para one."]) == 3
    assert offer_tail(["Para one.", "- Bring a bag.", "- No cards."], ["Para one."]) == 0


def test_an_offer_the_article_holds_stays() -> None:
    own = "If you'd like, I can also:\n- walk you there\n- carry your bags"
    assert offer_tail(["Hi.", own], ["Hi.", own]) == 0


@pytest.mark.parametrize(
    "unit",
    [
        "*(Edited: attribution updated as asked.)*",
        "[Updated: the sentence about cards, as you asked]",
        "(Edited: wording of the second paragraph softened)",
        "*（已按要求修改署名。）*",
        "（已修改第四段的措辞）",
    ],
)
def test_a_note_on_the_edit_is_the_models(unit: str) -> None:
    assert edit_note(unit, BODY)


@pytest.mark.parametrize(
    "unit",
    [
        "(Note: the hall has no lift.)",  # the writer's own
        "(Note: the hall has no cash machine.)",  # a notice's note, not about the edit
        "（注：如遇暴雨，当晚暂停营业。）",
        "（已售罄的场次不再补票）",  # 已… that says nothing of the edit
        "*(Updated: the venue has moved to St Luke's Hall.)*",  # news, not the edit
        "(Edited: attribution updated as asked.) And a sentence of the article.",
    ],
)
def test_a_bracketed_line_of_the_articles_stays(unit: str) -> None:
    assert not edit_note(unit, BODY)


def test_a_question_read_as_a_new_title_over_numbered_choices_is_the_model_asking() -> None:
    from app.editing.formats.full import Reading, read_reply
    from app.editing.reply_talk import Talk, check_talk
    from app.editing.scope import scope_of
    from app.editing.units import split_paragraphs

    title = "滨河滑板公园翻新后重新开放"
    body = (
        "滑板公园将于2028年5月13日（星期六）重新开放。\n\n## 开放日安排\n\n"
        "当天每小时整点有一场免费体验课，每场最多15人。\n\n"
        "## 场地规定\n\n- 16岁以下滑手必须佩戴头盔。\n- 不要把玻璃制品带进场地。\n\n"
        "初学者课程每节60元，须在5月10日（星期三）前报名。\n\n联系人：孟佳宁。"
    )
    reply = (
        "请问要改哪个日期？\n\n1. 重新开放的日期（5月13日）\n2. 报名截止日期（5月10日）"
        "\n\n另外，新的日期是哪天？"
    )
    asked = ["把通知里的日期更新一下。"]
    originals = split_paragraphs(body).texts
    scope = scope_of(asked, title, split_paragraphs(body))
    # as the full reader made it of blind54's skatepark article: the question taken for a title
    lines = ["1. 重新开放的日期（5月13日）\n2. 报名截止日期（5月10日）", "另外，新的日期是哪天？"]
    reading = Reading(title="请问要改哪个日期？", paragraphs=lines, note=[])
    with pytest.raises(Talk) as said:
        check_talk(asked, body, reading, reply, scope)
    assert "5月10日" in str(said.value)
    # a retitled article whose new title is a question is an article
    whole = "你准备好了吗？\n\n" + body
    reading = read_reply(whole, title=title, body_paragraphs=originals, recast=False, asked=asked)
    check_talk(asked, body, reading, whole, scope)
