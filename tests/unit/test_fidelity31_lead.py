"""Session-31 fidelity (fidelity_lead31): kinds blind set 31's README names, one direct test
for each fix — an error page or a looping reply refused, a credited name, a warning or another
table figure lost inside the asked entry refused, a bold "(updated)" label and a table's empty
header cell never saved over the writer's own."""

from __future__ import annotations

from app.editing.fact_names import changed_names
from app.editing.judge import NoEdit, Revised
from tests.unit.judging import applied, judge

TITLE = "Kettle"
TABLE = "| | Kettle |\n|---|---|\n| Capacity | 1.7 l |\n| Power | 3 kW |\n| Weight | 1.1 kg |"
PARAS = [
    "The kettle boils a full jug in under four minutes.",
    "## Ingredients",
    "- 2 eggs\n- 100 g flour",
    "## Safety",
    "Do not use the kettle near a bath or sink. Keep it away from the edge of the worktop. "
    "Unplug it before you clean it.",
    TABLE,
    "Dr Maria Lopez tested every model for a year. Her lab measured the noise of each one.",
]
BODY = "\n\n".join(PARAS)
ZTITLE = "讲话"
ZPARAS = [
    "各位早上好。",
    "陈立医生主持这个项目三年。她还说服了区政府保留这栋楼。",
    "请勿在浴室使用本产品。请勿让儿童玩耍本产品。更换配件前请先拔掉电源。",
]
ZBODY = "\n\n".join(ZPARAS)


def _whole(title: str, paras: list[str], index: int, text: str) -> str:
    return title + "\n\n" + "\n\n".join(text if i == index else p for i, p in enumerate(paras))


def _refused(verdict: object, *words: str) -> None:
    assert isinstance(verdict, NoEdit) and verdict.status == "error", verdict
    for word in words:
        assert word in verdict.reason, verdict.reason


def test_an_html_error_page_as_the_reply_is_refused() -> None:
    page = "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 "
    page += "Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n"
    _refused(judge(TITLE, BODY, "Make the intro warmer.", page), "502 Bad Gateway")
    _refused(judge(ZTITLE, ZBODY, "开头写得温暖一点。", page), "error page")


def test_a_reply_repeating_one_sentence_is_refused() -> None:
    loop = "Unplug it before you clean it. " * 12
    _refused(judge(TITLE, BODY, "Make the safety paragraph friendlier.", loop), "loop")
    _refused(judge(ZTITLE, ZBODY, "第三段亲切一点。", "更换配件前请先拔掉电源。" * 12), "loop")


def test_a_credited_name_left_out_of_a_livelier_paragraph_is_refused() -> None:
    new = "For a whole year every model went through the lab, which measured the noise of each."
    _refused(
        judge(TITLE, BODY, "Make the last paragraph livelier.", _whole(TITLE, PARAS, 6, new)),
        "Maria Lopez",
    )
    znew = "整整三年，这个项目从没停下，最后连区政府也被说服，保留了这栋楼。"
    _refused(judge(ZTITLE, ZBODY, "第二段生动一点。", _whole(ZTITLE, ZPARAS, 1, znew)), "陈立")


def test_a_credited_name_kept_or_cut_as_asked_is_saved() -> None:
    new = "For a whole year Dr Lopez put every model through her lab, measuring the noise of each."
    applied(judge(TITLE, BODY, "Make the last paragraph livelier.", _whole(TITLE, PARAS, 6, new)))
    new = "Every model was tested for a year."
    applied(judge(TITLE, BODY, "Shorten the last paragraph.", _whole(TITLE, PARAS, 6, new)))


def test_a_warning_left_out_of_a_friendlier_paragraph_is_refused() -> None:
    new = "Please keep it back from the edge of the worktop, and unplug it before you clean it."
    _refused(
        judge(TITLE, BODY, "Make the safety paragraph friendlier.", _whole(TITLE, PARAS, 4, new)),
        "near a bath or sink",
    )
    znew = "别让小朋友拿它玩哦，换配件前记得先拔插头。"
    _refused(judge(ZTITLE, ZBODY, "第三段写得亲切一点。", _whole(ZTITLE, ZPARAS, 2, znew)), "浴室")


def test_every_warning_kept_in_plainer_words_is_saved() -> None:
    new = "Don't use the kettle near a bath or sink. Keep it back from the worktop's edge. "
    new += "Unplug it before cleaning."
    applied(judge(TITLE, BODY, "Make the safety warnings plainer.", _whole(TITLE, PARAS, 4, new)))


def test_another_table_figure_changed_beside_the_asked_cell_is_refused() -> None:
    table = TABLE.replace("3 kW", "2.2 kW").replace("1.1 kg", "1.3 kg")
    verdict = judge(TITLE, BODY, "Power should be 2.2 kW in the table.", table)
    _refused(verdict, "1.1 kg", "1.3 kg")


def test_the_asked_cell_alone_keeps_the_empty_header_cell() -> None:
    table = TABLE.replace("| Weight | 1.1 kg |", "| Weight | 1.3 kg |")
    reply = f"```markdown\n{table}\n```"
    verdict = applied(judge(TITLE, BODY, "The last row of the table: it weighs 1.3 kg.", reply))
    assert verdict.body == BODY.replace("1.1 kg", "1.3 kg")


def test_a_bold_updated_label_is_not_the_heading() -> None:
    reply = "**Ingredients (updated):**\n\n- 3 eggs\n- 100 g flour"
    verdict = applied(judge(TITLE, BODY, "Use 3 eggs, not 2, in the ingredients.", reply))
    assert isinstance(verdict, Revised) and verdict.body == BODY.replace("2 eggs", "3 eggs")


def test_a_heading_over_a_sentence_is_no_name() -> None:
    assert changed_names("## Safety\n\nDo not use it.", "## Safety\n\nDon't use it.") == []


RECIPE_T = "Lemon loaf"
RECIPE = [
    "This is the author's favourite cake.",
    "## Ingredients",
    "- 2 eggs\n- 100 g flour",
    "## Method",
    "1. Heat the oven to 180°C.\n2. Beat the eggs with the sugar until pale.\n3. Bake for 40 min.",
    "## Tips",
    "Use unwaxed lemons.",
    "It keeps for three days in a tin.",
]
RBODY = "\n\n".join(RECIPE)
ZRECIPE_T = "柠檬蛋糕"
ZRECIPE = [
    "这是笔者最喜欢的蛋糕。",
    "## 材料",
    "- 鸡蛋2个\n- 面粉100克",
    "## 做法",
    "1. 烤箱预热到180°C。\n2. 鸡蛋加糖打到发白。\n3. 烤40分钟。",
    "## 小贴士",
    "用没有打蜡的柠檬。",
    "蛋糕装在铁盒里可以放三天。",
]
ZRBODY = "\n\n".join(ZRECIPE)


def test_the_first_person_asked_instead_of_words_is_no_word_swap() -> None:
    from app.editing.rule_words import asked_words

    asked = 'Write the intro in the first person instead of "the author\'s".'
    assert asked_words(asked, zh=False) is None


def test_a_good_wish_under_the_article_is_the_models_note() -> None:
    swapped = [*RECIPE[:6], RECIPE[7], RECIPE[6]]
    reply = RECIPE_T + "\n\n" + "\n\n".join(swapped) + "\n\nEnjoy!"
    verdict = applied(judge(RECIPE_T, RBODY, "Swap the two tips round.", reply))
    assert verdict.body == "\n\n".join(swapped) and "Enjoy!" in (verdict.note or "")


def test_the_second_section_counts_headings_not_paragraphs() -> None:
    reply = RECIPE_T + "\n\n" + RBODY.replace("## Method", "## How to make it")
    verdict = applied(
        judge(RECIPE_T, RBODY, 'Rename the second section\'s heading to "How to make it".', reply)
    )
    assert verdict.body == RBODY.replace("## Method", "## How to make it")
    reply = ZRECIPE_T + "\n\n" + ZRBODY.replace("## 做法", "## 怎么做")
    verdict = applied(judge(ZRECIPE_T, ZRBODY, "把第二节的标题改成“怎么做”。", reply))
    assert verdict.body == ZRBODY.replace("## 做法", "## 怎么做")


def test_the_first_tip_and_a_step_named_in_chinese() -> None:
    new = "柠檬要用没打蜡的。"
    verdict = applied(judge(ZRECIPE_T, ZRBODY, "第一条小贴士写得干脆一点。", new))
    assert verdict.body == ZRBODY.replace(ZRECIPE[6], new)
    step = "2. 鸡蛋和糖一起打发至发白。"
    verdict = applied(judge(ZRECIPE_T, ZRBODY, "打鸡蛋加糖那一步写得清楚一点。", step))
    assert verdict.body == ZRBODY.replace("2. 鸡蛋加糖打到发白。", step)


def test_a_replacement_written_out_in_words_is_applied() -> None:
    reply = 'Replace: "Use unwaxed lemons." With: "Use unwaxed lemons if you can."'
    verdict = applied(judge(RECIPE_T, RBODY, "Soften the first tip.", reply))
    assert verdict.body == RBODY.replace("Use unwaxed lemons.", "Use unwaxed lemons if you can.")
    reply = "将：“用没有打蜡的柠檬。”\n替换为：“尽量用没有打蜡的柠檬。”"
    verdict = applied(judge(ZRECIPE_T, ZRBODY, "第一条小贴士语气缓和一点。", reply))
    assert verdict.body == ZRBODY.replace("用没有打蜡的柠檬。", "尽量用没有打蜡的柠檬。")


SPEECH_T = "Remarks"
SPEECH = [
    "Good morning, and thank you for coming.",
    "> “A library is a hospital for the mind.”",
    "I want to thank the volunteers. I am grateful to every one of you.",
]
SBODY = "\n\n".join(SPEECH)


def test_the_greeting_is_the_opening_paragraph() -> None:
    new = "Good morning, friends — thank you so much for coming."
    verdict = applied(judge(SPEECH_T, SBODY, "Make the greeting warmer.", new))
    assert verdict.body == SBODY.replace(SPEECH[0], new)


def test_the_quote_names_the_one_quote_paragraph() -> None:
    new = "> “A library is a hospital for the mind.” — Anonymous"
    verdict = applied(judge(SPEECH_T, SBODY, "Add that the quote is anonymous.", new))
    assert verdict.body == SBODY.replace(SPEECH[1], new)


def test_a_quoted_word_tells_two_thank_you_paragraphs_apart() -> None:
    new = "We want to thank the volunteers. We are grateful to every one of you."
    reply = SPEECH_T + "\n\n" + SBODY.replace(SPEECH[2], new)
    verdict = applied(
        judge(SPEECH_T, SBODY, 'Change the thank-you paragraph from "I" to "we".', reply)
    )
    assert verdict.body == SBODY.replace(SPEECH[2], new)


def test_no_errors_found_in_chinese_with_the_article_echoed_is_no_change() -> None:
    verdict = judge(
        ZRECIPE_T, ZRBODY, "帮我校对一下。", f"没有发现错误，原文如下：\n\n{ZRECIPE_T}\n\n{ZRBODY}"
    )
    assert isinstance(verdict, NoEdit) and verdict.status == "ok"


def test_without_her_there_would_be_nothing_is_no_negation_flipped() -> None:
    from app.editing.negations import flipped

    assert flipped("没有她，就没有今天的一切。", "今天的一切都要归功于她。") == []
    assert flipped("周日没有开放。", "周日开放。") != []


def test_the_headteachers_quote_is_the_quote_not_the_sign_off() -> None:
    paras = [
        "Dear Parents,",
        "The trip is on Friday.",
        "> “Children learn by doing.” — Mrs Patel, Headteacher",
        "Yours sincerely,\nMrs Patel\nHeadteacher",
    ]
    body = "\n\n".join(paras)
    reply = "Trip\n\n" + "\n\n".join(p for i, p in enumerate(paras) if i != 2)
    verdict = applied(judge("Trip", body, "Delete the headteacher's quote.", reply))
    assert "Children learn" not in verdict.body and "Yours sincerely" in verdict.body


def test_an_item_left_out_of_a_tidied_list_is_refused() -> None:
    paras = [
        "Pancakes for two.",
        "## Ingredients",
        "- 2 eggs\n- 100 g flour\n- 1 tsp baking powder",
    ]
    body = "\n\n".join(paras)
    reply = "- 2 eggs\n- 100 g plain flour"
    _refused(judge("Pancakes", body, "Tidy up the ingredients list.", reply), "baking powder")
    reply = "- 2 eggs\n- 100 g plain flour\n- 1 tsp baking powder"
    applied(judge("Pancakes", body, "Tidy up the ingredients list.", reply))


def test_swap_the_two_tips_moves_them() -> None:
    swapped = [*RECIPE[:6], RECIPE[7], RECIPE[6]]
    reply = RECIPE_T + "\n\n" + "\n\n".join(swapped)
    verdict = applied(judge(RECIPE_T, RBODY, "Swap the two tips.", reply))
    assert verdict.body == "\n\n".join(swapped)


def test_a_bold_updated_line_naming_a_heading_is_a_label() -> None:
    reply = "**Updated ingredients**\n\n- 3 eggs\n- 100 g flour"
    verdict = applied(judge(TITLE, BODY, "Use 3 eggs, not 2, in the ingredients.", reply))
    assert verdict.body == BODY.replace("2 eggs", "3 eggs")


def test_a_quote_with_its_attribution_on_the_next_line_is_one_paragraph() -> None:
    new = f"{SPEECH[1]}\n> — Anonymous"
    verdict = applied(judge(SPEECH_T, SBODY, "Add that the quote is anonymous.", new))
    assert verdict.body == SBODY.replace(SPEECH[1], new)
    reply = SPEECH_T + "\n\n" + SBODY.replace(SPEECH[1], new)
    verdict = applied(judge(SPEECH_T, SBODY, "Add that the quote is anonymous.", reply))
    assert verdict.body == SBODY.replace(SPEECH[1], new)


def test_a_loop_of_one_word_or_two_characters_is_refused() -> None:
    reply = "The kettle boils a full jug in " + "very " * 12 + "little time."
    _refused(judge(TITLE, BODY, "Make the intro livelier.", reply), "loop")
    _refused(judge(ZTITLE, ZBODY, "开头生动一点。", "各位" + "非常" * 25), "loop")


def test_a_person_credited_without_a_title_is_kept() -> None:
    paras = [
        "Hello.",
        "The clinic exists thanks to Amara Osei, our lead nurse, who raised the money.",
    ]
    body = "\n\n".join(paras)
    new = "The clinic exists because someone spent years raising every penny."
    _refused(judge("Clinic", body, "Make paragraph 2 more vivid.", new), "Amara Osei")
    zparas = ["大家好。", "诊所能建成，多亏了李医生。她花了四年时间筹款。"]
    znew = "诊所能建成，多亏了一位有心人，整整四年一分一分地筹款。"
    _refused(judge("诊所", "\n\n".join(zparas), "第二段写得更生动一些。", znew), "李医生")


def test_a_warning_dropped_from_a_longer_friendlier_paragraph_is_refused() -> None:
    new = "We want you to enjoy your kettle safely! Please keep it away from the edge of the "
    new += "worktop. Unplug it before you clean it. Thanks for taking care."
    verdict = judge(
        TITLE, BODY, "Make the safety paragraph friendlier.", _whole(TITLE, PARAS, 4, new)
    )
    _refused(verdict, "near a bath or sink")


def test_a_conversion_spread_to_an_unasked_list_is_withheld() -> None:
    step = RECIPE[4].replace("180°C", "180°C (350°F)")
    spread = RECIPE[2].replace("100 g flour", "100 g (3.5 oz) flour")
    reply = RECIPE_T + "\n\n" + RBODY.replace(RECIPE[4], step).replace(RECIPE[2], spread)
    reply += "\n\nI also added ounces to the ingredients."
    verdict = applied(judge(RECIPE_T, RBODY, "Add Fahrenheit in brackets.", reply))
    assert verdict.body == RBODY.replace(RECIPE[4], step) and verdict.withheld
    zstep = ZRECIPE[4].replace("180°C", "180°C（350°F）")
    zspread = ZRECIPE[2].replace("面粉100克", "面粉100克（3.5盎司）")
    reply = ZRECIPE_T + "\n\n" + ZRBODY.replace(ZRECIPE[4], zstep).replace(ZRECIPE[2], zspread)
    reply += "\n\n另外，我把材料也加上了盎司。"
    verdict = applied(judge(ZRECIPE_T, ZRBODY, "温度后面加上华氏度。", reply))
    assert verdict.body == ZRBODY.replace(ZRECIPE[4], zstep) and verdict.withheld


def test_credited_names_of_rarer_shapes_are_kept() -> None:
    paras = ["大家好。", "这一切都要感谢辛雅医生，她带领团队设计了儿童区。"]
    znew = "这一切都要感谢一位有心人：她带着团队，把儿童区设计得明亮又温暖。"
    _refused(judge("讲话", "\n\n".join(paras), "第二段写得更生动一些。", znew), "辛雅")
    paras = ["Hello.", "None of this would exist without Doctor Ruth Adeyemi and her team."]
    new = "None of this would exist without one brilliant doctor and her tireless team."
    _refused(judge("Talk", "\n\n".join(paras), "Make paragraph 2 more vivid.", new), "Adeyemi")


def test_a_paragraph_written_again_and_again_is_refused() -> None:
    reply = TITLE + "\n\n" + "\n\n".join([PARAS[0]] * 4)
    _refused(judge(TITLE, BODY, "Make the intro livelier.", reply), "loop")


def test_dont_change_it_yet_keeps_every_answer_the_models_words() -> None:
    zparas = ["各位下午好。", "诊所的建成离不开大家。我要感谢每一位志愿者。", "谢谢大家。"]
    offer = "可以点名。比如：\n\n诊所的建成离不开大家。我要感谢每一位志愿者，也感谢明达建筑公司。"
    offer += "\n\n要我这样改吗？"
    verdict = judge("讲话", "\n\n".join(zparas), "要不要点名感谢施工单位？先别改。", offer)
    assert isinstance(verdict, NoEdit) and verdict.status == "ok" and "明达建筑" in verdict.reason
    paras = ["Hello.", "I thank every volunteer."]
    offer = "Yes.\n\nI thank every volunteer, and Harlow & Sons, who built it.\n\nShall I?"
    verdict = judge(
        "Talk", "\n\n".join(paras), "Thank the builders by name? Don't change it yet.", offer
    )
    assert isinstance(verdict, NoEdit) and verdict.status == "ok"


def test_a_part_kept_or_a_condition_is_no_word_against_editing() -> None:
    from app.editing.no_edit_asked import forbids_edit

    assert not forbids_edit(["把第5段写得更温暖一些，别的不要改。"])
    assert not forbids_edit(["检查一下第三段有没有语病，没问题就别改。"])
    assert not forbids_edit(["Shorten paragraph 2 and don't change anything else."])
    assert forbids_edit(["标题够吸引人吗？先别改。"])
