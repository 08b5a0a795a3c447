"""The judge on the kinds a third blind set showed, in fresh phrasing and both languages: a
reply in another language of the same script, advice instead of an edit, global rewrites into
another form, placeholders per paragraph, sections named by their heading, one answer of a
Q&A, out-of-scope punctuation, the opening of a letter, remarks about a list, indentation
drift in blocks, and style targets the rules must not take for words."""

import pytest

from app.editing.formats.blocks import Block, apply_blocks
from app.editing.judge import NoEdit, Revised
from app.editing.language import language_of, other_language
from app.editing.rules import apply_rules
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs
from tests.unit.judging import judged, request_for


def judge(
    title: str, body: str, suggestion: str, reply: str, selected: str | None = None
) -> Revised | NoEdit:
    """The verdict on `reply` (to `suggestion` on this article, `selected` text if any)."""
    return judged(request_for(title, body, suggestion, selected), reply)[0]


def applied(verdict: Revised | NoEdit) -> Revised:
    assert isinstance(verdict, Revised), verdict
    return verdict


def refused(verdict: Revised | NoEdit) -> str:
    assert isinstance(verdict, NoEdit) and verdict.status == "error", verdict
    return verdict.reason


def said(verdict: Revised | NoEdit) -> str:
    assert isinstance(verdict, NoEdit) and verdict.status == "ok", verdict
    return verdict.reason


GARDEN = (
    "Tomatoes need at least six hours of sun a day, so pick the brightest corner of the yard.\n\n"
    "Water them deeply twice a week rather than a little every day. The roots grow down "
    "towards the water, and deep roots cope better with a heatwave.\n\n"
    "When the first fruit sets, feed the plants with a potash fertiliser every ten days."
)
TEA = (
    "泡绿茶，水温不要太高，八十度左右最合适。\n\n"
    "茶叶放三克左右，先倒一点水润一润，再把水加满。\n\n"
    "第一泡一分钟就可以喝，之后每泡多等十几秒。"
)


# Language within one script ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("The roots grow down towards the water, and deep roots cope better with the heat.", "en"),
        ("Las raíces crecen hacia el agua, y las raíces profundas aguantan mejor el calor.", "es"),
        (
            "Les racines poussent vers l'eau, et les racines profondes résistent mieux "
            "à la chaleur.",
            "fr",
        ),
        ("Die Wurzeln wachsen zum Wasser, und tiefe Wurzeln halten die Hitze besser aus.", "de"),
        ("茶叶放三克左右，先倒一点水润一润。", "cjk"),
        ("Marcus: staging by Wednesday", "latin"),
    ],
)
def test_the_language_of_a_text_is_told_by_its_function_words(text: str, language: str) -> None:
    assert language_of(text) == language


def test_names_and_short_lines_never_count_as_another_language() -> None:
    assert not other_language(GARDEN, "Dear Ms. Okafor,")
    assert not other_language(GARDEN, "Lopez, Garcia y Martinez")


@pytest.mark.parametrize(
    "reply",
    [
        "Tomates\n\nLos tomates necesitan al menos seis horas de sol al día, así que elige la "
        "esquina más luminosa del jardín.\n\nRiégalos a fondo dos veces por semana en vez de un "
        "poco cada día. Las raíces crecen hacia el agua y las raíces profundas aguantan mejor el "
        "calor.\n\nCuando aparezca el primer fruto, abona las plantas con potasa cada diez días.",
        "Tomates\n\nLes tomates ont besoin d'au moins six heures de soleil par jour, alors "
        "choisissez le coin le plus lumineux du jardin.\n\nArrosez-les en profondeur deux fois par "
        "semaine plutôt qu'un peu tous les jours. Les racines poussent vers l'eau, et les racines "
        "profondes résistent mieux à la chaleur.\n\nQuand le premier fruit apparaît, nourrissez "
        "les plantes avec un engrais à la potasse tous les dix jours.",
    ],
)
def test_a_reply_in_another_latin_language_is_refused_even_for_one_paragraph(reply: str) -> None:
    assert "another language" in refused(
        judge("Tomatoes", GARDEN, "Tighten the middle paragraph.", reply)
    )


def test_a_translation_into_another_latin_language_is_saved_when_asked() -> None:
    reply = (
        "Tomates\n\nLos tomates necesitan al menos seis horas de sol al día, así que elige la "
        "esquina más luminosa del jardín.\n\nRiégalos a fondo dos veces por semana en vez de un "
        "poco cada día. Las raíces crecen hacia el agua y aguantan mejor el calor.\n\n"
        "Cuando aparezca el primer fruto, abona las plantas con potasa cada diez días."
    )
    verdict = applied(judge("Tomatoes", GARDEN, "Translate it into Spanish.", reply))
    assert verdict.body.startswith("Los tomates")


# Advice instead of an edit ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "selected", "reply"),
    [
        (
            TEA,
            "先倒一点水润一润，",
            "这一步建议保留，润茶能让香气更快出来。要是您还是想删，跟我说一声。",
        ),
        (
            GARDEN,
            "rather than a little every day",
            "I'd keep this sentence: it tells readers what not to do. Shall I cut it anyway?",
        ),
    ],
)
def test_advice_about_a_selection_is_the_models_words_not_a_revision(
    body: str, selected: str, reply: str
) -> None:
    assert reply[:6] in said(judge("t", body, "Cut this?", reply, selected))


# Global rewrites into another form ---------------------------------------------------------


@pytest.mark.parametrize(
    ("suggestion", "reply"),
    [
        (
            "Turn the whole thing into a single paragraph for the seed catalogue.",
            "Tomatoes\n\nGive tomatoes the sunniest corner you have — six hours a day at least — "
            "water them deeply twice a week so the roots grow down and shrug off a heatwave, and "
            "once the first fruit sets, feed them potash every ten days.",
        ),
        (
            "Explain this for a 6-year-old.",
            "Tomatoes\n\nTomatoes love the sun! Put them where it is sunny for most of the day. "
            "Give them a big drink of water two times a week, so their roots grow long and strong. "
            "When little tomatoes appear, give the plants some plant food every ten days.",
        ),
    ],
)
def test_a_rewrite_into_another_form_may_merge_the_paragraphs(suggestion: str, reply: str) -> None:
    verdict = applied(judge("Tomatoes", GARDEN, suggestion, reply))
    assert verdict.title == "Tomatoes" and "\n\n" not in verdict.body


def test_a_rewrite_for_children_in_chinese_may_merge_paragraphs_and_retitle() -> None:
    reply = (
        "怎样泡出好喝的绿茶？\n\n"
        "泡绿茶的水不能太烫，八十度就好。放一小撮茶叶，先倒一点点水让茶叶醒一醒，再加满水。\n\n"
        "等一分钟就能喝啦，后面每次多等一小会儿。"
    )
    verdict = applied(judge("绿茶怎么泡", TEA, "改写成给小朋友看的版本。", reply))
    assert verdict.title == "怎样泡出好喝的绿茶？" and verdict.body.startswith("泡绿茶的水")


def test_a_reply_that_drops_paragraphs_of_an_ordinary_global_edit_is_still_refused() -> None:
    reply = "Tomatoes\n\nTomatoes crave at least six hours of blazing sun a day."
    assert (
        "nothing was saved"
        in refused(judge("Tomatoes", GARDEN, "Make it more vivid.", reply)).lower()
    )


def test_a_rewrite_into_another_form_that_drops_most_of_the_text_is_refused() -> None:
    reply = "Tomatoes\n\nSun."
    assert "dropped" in refused(judge("Tomatoes", GARDEN, "Turn it into a tweet.", reply))


@pytest.mark.parametrize(
    "suggestion",
    [
        "把通知改成更正式的公告",
        "把提醒改成朋友圈文案",
        "把“业主”改成更亲切的说法",
        "Change the notice to a friendly reminder",
        "turn the memo into an email",
    ],
)
def test_the_rules_never_take_a_style_or_genre_for_the_words_to_write(suggestion: str) -> None:
    body = "各位业主：本周五停水。这是一则通知，也是一个提醒。The memo and the notice say so."
    assert apply_rules("停水通知", body, suggestion) is None


def test_the_rules_still_replace_plain_words() -> None:
    result = apply_rules("停水通知", "各位业主：本周五停水。", "把业主改成住户")
    assert result is not None and result.body == "各位住户：本周五停水。"


# Placeholders per paragraph, sections by heading -------------------------------------------


def test_a_placeholder_for_each_skipped_paragraph_is_filled_in_its_place() -> None:
    reply = (
        "Tomatoes\n\n[no changes]\n\n[no changes]\n\n"
        "When the first fruit sets, feed the plants with a potash fertiliser every ten days, "
        "and pinch out the side shoots."
    )
    verdict = applied(judge("Tomatoes", GARDEN, "Add side shoots to the last paragraph.", reply))
    assert verdict.body.startswith(GARDEN.split("\n\n")[0] + "\n\n" + GARDEN.split("\n\n")[1])
    assert verdict.body.endswith("pinch out the side shoots.")


def test_placeholders_that_do_not_match_the_skipped_paragraphs_are_refused() -> None:
    reply = (
        "Tomatoes\n\n（同上）\n\n（同上）\n\n（同上）\n\n"
        "When the first fruit sets, feed them weekly."
    )
    refused(judge("Tomatoes", GARDEN, "Change the last paragraph to weekly feeding.", reply))


SECTIONS = (
    "Intro text that stays.\n\n## Soil\n\nUse loose soil.\n\nAdd compost in spring.\n\n"
    "## Water\n\nWater twice a week."
)
ZH_SECTIONS = "前言不变。\n\n三、选茶\n\n选新茶。\n\n四、收茶\n\n放冰箱。"


@pytest.mark.parametrize(
    ("body", "suggestion", "covered"),
    [
        (SECTIONS, "Make the 'Soil' section more practical.", {1, 2, 3}),
        (SECTIONS, "Expand the “## Water” part.", {4, 5}),
        (ZH_SECTIONS, "「三、选茶」这部分写详细些。", {1, 2}),
    ],
)
def test_a_section_named_by_its_heading_covers_the_paragraphs_under_it(
    body: str, suggestion: str, covered: set[int]
) -> None:
    scope = scope_of([suggestion], "t", split_paragraphs(body))
    assert not scope.whole and {i for i in range(10) if scope.covers(i)} == covered


# One answer of a Q&A, the opening of a letter ---------------------------------------------

FAQ = (
    "**Q: Can I bring a dog?**\nA: Only guide dogs.\n\n"
    "**Q: Is there parking?**\nA: Yes, behind the hall, free after 6 pm.\n\n"
    "**Q: Can I pay by card?**\nA: Yes."
)


def test_one_answer_of_a_q_and_a_replied_without_blank_lines_is_spliced_whole() -> None:
    reply = (
        "**Q: Is there parking?**\nA: Yes — there is a free car park behind the hall after 6 pm."
    )
    verdict = applied(judge("FAQ", FAQ, "Make the second answer friendlier.", reply))
    assert verdict.title == "FAQ"
    assert "**Q: Is there parking?**\nA: Yes — there is a free car park" in verdict.body
    assert verdict.body.startswith("**Q: Can I bring a dog?**") and verdict.body.endswith("A: Yes.")


LETTER = (
    "Dear neighbours,\n\nThe street party is on Saturday from noon.\n\n"
    "Bring a chair and something to share.\n\nBest wishes,\nAmira"
)


def test_the_opening_of_a_letter_is_the_paragraph_after_its_salutation() -> None:
    scope = scope_of(["Rewrite the intro to mention the rain plan."], "t", split_paragraphs(LETTER))
    assert scope.covers(1) and not scope.covers(2)
    zh = "各位家长：\n\n本周五下午开家长会。\n\n请准时到校。"
    assert scope_of(["开头写得热情一点"], "t", split_paragraphs(zh)).covers(1)


# Out-of-scope punctuation, bracketed additions ----------------------------------------------


def test_quotes_converted_outside_the_target_are_withheld_and_listed() -> None:
    body = "　　「走吧。」他说。\n\n　　她没回答。\n\n　　雨停了。"
    reply = "t\n\n　　“走吧。”他说。\n\n　　她没回答。\n\n　　雨停了，街上的灯一盏一盏亮起来。"
    verdict = applied(judge("t", body, "最后一段写得更有画面感。", reply))
    assert verdict.body.startswith("　　「走吧。」他说。")
    assert [w.paragraph for w in verdict.withheld] == [1]


def test_a_bracketed_addition_outside_the_target_is_withheld_not_taken_for_an_elision() -> None:
    reply = (
        "Tomatoes\n\nTomatoes crave at least six hours of blazing sun a day, so pick the "
        "brightest corner of the yard.\n\n"
        "Water them deeply twice a week (more in a heatwave) rather than a little every day. The "
        "roots grow down towards the water, and deep roots cope better with a heatwave.\n\n"
        "When the first fruit sets, feed the plants with a potash fertiliser every ten days."
    )
    verdict = applied(judge("Tomatoes", GARDEN, "Make the first paragraph punchier.", reply))
    assert [w.paragraph for w in verdict.withheld] == [2]
    assert "(more in a heatwave)" not in verdict.body


# Remarks about a list, indentation drift --------------------------------------------------


def test_a_closing_remark_about_the_list_is_the_note() -> None:
    body = "Packing list:\n- tent\n- stove"
    reply = (
        "Camp\n\nPacking list:\n- tent\n- stove\n- head torch\n\n"
        "I put the torch at the end of the list."
    )
    verdict = applied(judge("Camp", body, "Add a head torch.", reply))
    assert verdict.body == "Packing list:\n- tent\n- stove\n- head torch"
    assert verdict.note is not None and "end of the list" in verdict.note


def test_a_block_indented_more_than_the_article_keeps_the_articles_indentation() -> None:
    body = "Steps:\n- boil water\n- add tea\n- wait"
    blocks = [
        Block("    - add tea\n    - wait", "    - add three grams of tea\n    - wait a minute")
    ]
    text, failures = apply_blocks(body, blocks)
    assert not failures
    assert text == "Steps:\n- boil water\n- add three grams of tea\n- wait a minute"


def test_the_nth_question_of_a_chinese_q_and_a_is_its_paragraph() -> None:
    faq = (
        "问：能带狗吗？\n答：只能带导盲犬。\n\n问：有停车场吗？\n答：有。\n\n"
        "问：能刷卡吗？\n答：能。"
    )
    scope = scope_of(["第二个问题的回答写详细一点"], "t", split_paragraphs(faq))
    assert not scope.whole and scope.paragraphs == frozenset({1})
