"""Session-31 fidelity (fidelity_dev31, fidelity_blind30): one direct test for each fix of the
session's kinds."""

from __future__ import annotations

from app.editing.judge import NoEdit, Revised
from app.editing.quantifiers import dropped_parts
from tests.unit.judging import judge

TITLE = "Pier repairs"
PARAS = [
    "The pier reopened on Friday after a winter of repairs.",
    "The work cost £90,000, most of it paid by a lottery grant. The rest came from the town.",
    "Fishing is allowed from the end of the pier until 8 p.m., which anglers asked for most.",
]
BODY = "\n\n".join(PARAS)
ZTITLE = "栈桥修缮"
ZPARAS = [
    "栈桥经过一个冬天的修缮，于周五重新开放。",
    "工程花费9万元，其中大部分由彩票公益金支付，其余由镇上承担。",
    "栈桥尽头可以钓鱼，开放到晚上8点。",
]
ZBODY = "\n\n".join(ZPARAS)


def _whole(title: str, paras: list[str], changes: dict[int, str]) -> str:
    return title + "\n\n" + "\n\n".join(changes.get(i, p) for i, p in enumerate(paras))


def test_a_restyle_that_drops_most_before_the_words_it_kept_is_refused() -> None:
    new = "The work cost £90,000, paid by a lottery grant. The town chipped in the rest."
    verdict = judge(TITLE, BODY, "Make it livelier.", _whole(TITLE, PARAS, {1: new}))
    assert isinstance(verdict, NoEdit) and verdict.status == "error"
    assert "most of it paid by a lottery grant" in verdict.reason
    znew = "工程花了9万元，由彩票公益金支付，其余镇上出。"
    verdict = judge(ZTITLE, ZBODY, "写得更生动一点。", _whole(ZTITLE, ZPARAS, {1: znew}))
    assert isinstance(verdict, NoEdit) and verdict.status == "error"
    assert "大部分由彩票公益金支付" in verdict.reason


def test_most_kept_hedged_dropped_as_an_adverb_or_asked_away_is_saved() -> None:
    kept = "The work cost £90,000 — most of it paid by a lottery grant, the rest by the town."
    adverb = "Fishing is allowed from the end of the pier until 8 p.m., just as anglers wanted."
    reply = _whole(TITLE, PARAS, {1: kept, 2: adverb})
    assert isinstance(judge(TITLE, BODY, "Make it livelier.", reply), Revised)
    hedged = "The work cost £90,000, largely paid by a lottery grant. The town paid the rest."
    reply = _whole(TITLE, PARAS, {1: hedged})
    assert isinstance(judge(TITLE, BODY, "Make it livelier.", reply), Revised)
    asked = "The work cost £90,000, paid by a lottery grant. The rest came from the town."
    reply = _whole(TITLE, PARAS, {1: asked})
    assert isinstance(judge(TITLE, BODY, "Drop “most of it” from paragraph 2.", reply), Revised)


def test_dropped_parts_reads_only_most_before_kept_words() -> None:
    assert dropped_parts("Most weeds come up in May.", "Weeds come up in May.") == [
        ("Most weeds come up in May", "Weeds come up in May")
    ]
    assert dropped_parts("大部分杂草都在五月冒出来。", "杂草在五月就冒出来了。") == [
        ("大部分杂草都在五月冒出来", "杂草在五月就冒出来了")
    ]
    # the words it measured cut too, a hedge in its place, or "most" as an adverb: no drop
    assert dropped_parts("Most weeds come up in May.", "Pull weeds early.") == []
    assert dropped_parts("Most weeds come up in May.", "Weeds usually come up in May.") == []
    assert dropped_parts("what they asked for most. Then", "what they wanted. Then") == []
    assert dropped_parts("大部分杂草都在五月冒出来。", "杂草一般在五月冒出来。") == []


def test_no_change_between_a_finding_and_a_wish_is_no_change() -> None:
    reply = "I found nothing misspelt.\n\nNO_CHANGE\n\nEnjoy the pier! 🎣"
    verdict = judge(TITLE, BODY, "Fix any typos.", reply)
    assert isinstance(verdict, NoEdit) and verdict.status == "ok"
    assert "found nothing misspelt" in verdict.reason and "Enjoy" not in verdict.reason
    verdict = judge(ZTITLE, ZBODY, "改一下错别字。", "没有错别字。\n\nNO_CHANGE\n\n钓鱼愉快！")
    assert isinstance(verdict, NoEdit) and verdict.status == "ok"


def test_a_line_under_the_whole_article_on_what_changed_is_a_note() -> None:
    new = "The pier reopened on Friday 4 April after a winter of repairs."
    for line in (
        "The opening date now shows its day.",
        "Both dates now carry their year.",
        "Only the opening mentioned the date.",
    ):
        reply = _whole(TITLE, PARAS, {0: new}) + "\n\n" + line
        saved = judge(TITLE, BODY, "Add the date: it is 4 April.", reply)
        assert isinstance(saved, Revised) and saved.body == "\n\n".join([new, *PARAS[1:]])
    znew = "栈桥经过一个冬天的修缮，于4月4日（周五）重新开放。"
    reply = _whole(ZTITLE, ZPARAS, {0: znew}) + "\n\n日期只在开头出现过一次。"
    saved = judge(ZTITLE, ZBODY, "加上日期：4月4日。", reply)
    assert isinstance(saved, Revised) and saved.body == "\n\n".join([znew, *ZPARAS[1:]])


LONG = [
    "The pier reopened on Friday after a winter of repairs.",
    "The work cost £90,000, most of it paid by a lottery grant.",
    "Since the storm, anglers have fished from the harbour wall instead, where the wind is "
    "worse, the lights are dim and the steps are slippery after rain, which most of them hated.",
    "Fishing is allowed from the end of the pier until 8 p.m.",
    "Tickets cost £2 for a day.",
]


def test_markers_naming_their_paragraphs_place_a_rewrite_too_unlike_to_pair() -> None:
    new = "Meanwhile the harbour wall did duty — windy, dim and slick."
    reply = f"Pier\n\n[Paragraphs 1–2 unchanged]\n\n{new}\n\n[Paragraphs 4-5 unchanged]"
    saved = judge("Pier", "\n\n".join(LONG), "Shorten paragraph 3.", reply)
    assert isinstance(saved, Revised)
    assert saved.body == "\n\n".join([*LONG[:2], new, *LONG[3:]])
    zreply = f"Pier\n\n（第1至2段不变）\n\n{new}\n\n（第4—5段不变）"
    saved = judge("Pier", "\n\n".join(LONG), "Shorten paragraph 3.", zreply)
    assert isinstance(saved, Revised) and saved.body == "\n\n".join([*LONG[:2], new, *LONG[3:]])


def test_markers_whose_numbers_do_not_fit_the_gap_are_refused() -> None:
    new = "Meanwhile the harbour wall did duty — windy, dim and slick."
    reply = f"Pier\n\n[Paragraphs 1–3 unchanged]\n\n{new}\n\n[Paragraphs 4-5 unchanged]"
    verdict = judge("Pier", "\n\n".join(LONG), "Shorten paragraph 3.", reply)
    assert isinstance(verdict, NoEdit) and verdict.status == "error"


GUIDE = [
    "A raised bed grows salad on poor soil.",
    "## What you need",
    "- Four boards\n- Eight posts\n- A box of screws",
    "## Steps",
    "1. Mark out the bed.\n2. Screw the boards to the posts.\n3. Fill it with compost.",
    "| Task | How often |\n|---|---|\n| Water | Every two days |\n| Weed | Weekly |",
    "Write to grow@example.org with questions.",
]
ZGUIDE = [
    "抬高的菜床能在贫瘠的地上种出生菜。",
    "## 需要准备什么",
    "- 四块木板\n- 八根角柱\n- 一盒螺丝",
    "## 步骤",
    "1. 标出菜床的位置。\n2. 把木板拧到角柱上。\n3. 填满堆肥。",
    "| 工作 | 多久一次 |\n|---|---|\n| 浇水 | 每两天 |\n| 除草 | 每周 |",
    "有问题请写信到 grow@example.org。",
]


def test_a_list_given_alone_under_a_label_is_the_list_it_stands_for_among_two() -> None:
    numbered = "1. Four boards\n2. Eight posts\n3. A box of screws"
    saved = judge(
        "Bed", "\n\n".join(GUIDE), "Number the supplies list.", f"Numbered:\n\n{numbered}"
    )
    assert isinstance(saved, Revised)
    assert saved.body == "\n\n".join([*GUIDE[:2], numbered, *GUIDE[3:]])
    znumbered = "1. 四块木板\n2. 八根角柱\n3. 一盒螺丝"
    reply = f"编号列表：\n\n{znumbered}"
    saved = judge("菜床", "\n\n".join(ZGUIDE), "把材料清单改成编号列表。", reply)
    assert isinstance(saved, Revised)
    assert saved.body == "\n\n".join([*ZGUIDE[:2], znumbered, *ZGUIDE[3:]])


def test_a_list_then_a_table_each_under_a_lead_in_are_both_asked_and_no_lead_in_is_text() -> None:
    items = GUIDE[2] + "\n- A spirit level"
    rows = GUIDE[5] + "\n| Slugs | After rain |"
    reply = f"Updated list:\n\n{items}\n\nUpdated table:\n\n{rows}"
    ask = "Put a spirit level on the list and slug checks after rain in the table."
    saved = judge("Bed", "\n\n".join(GUIDE), ask, reply)
    assert isinstance(saved, Revised) and not saved.withheld
    assert saved.body == "\n\n".join([*GUIDE[:2], items, *GUIDE[3:5], rows, GUIDE[6]])
    zitems = ZGUIDE[2] + "\n- 一个水平仪"
    zrows = ZGUIDE[5] + "\n| 查蛞蝓 | 雨后 |"
    reply = f"更新后的清单：\n\n{zitems}\n\n更新后的照料表：\n\n{zrows}"
    saved = judge(
        "菜床", "\n\n".join(ZGUIDE), "清单加一个水平仪，表格加一行：查蛞蝓，雨后。", reply
    )
    assert isinstance(saved, Revised) and not saved.withheld
    assert saved.body == "\n\n".join([*ZGUIDE[:2], zitems, *ZGUIDE[3:5], zrows, ZGUIDE[6]])


def test_a_lone_list_is_no_answer_to_an_ask_that_names_no_list() -> None:
    numbered = "1. Four boards\n2. Eight posts\n3. A box of screws"
    verdict = judge("Bed", "\n\n".join(GUIDE), "Make it friendlier.", numbered)
    assert isinstance(verdict, NoEdit) and verdict.status == "error"


def test_yuan_said_as_kuai_is_kept_when_a_spoken_register_is_asked_for_only() -> None:
    paras = ["书箱做下来花了不到300元。", "每周五检查一次。", "有问题请发邮件。"]
    new = "书箱做下来还花不到300块钱。"
    reply = _whole("书箱", paras, {0: new})
    saved = judge("书箱", "\n\n".join(paras), "更口语化一点。", reply)
    assert isinstance(saved, Revised) and saved.body.startswith(new)
    saved = judge("书箱", "\n\n".join(paras), "第一段改简洁一点。", reply)
    assert isinstance(saved, Revised) and saved.body.startswith("书箱做下来还花不到300元钱。")


BOX = [
    "A swap box gets neighbours talking. Ours cost less than £60 to build.",
    "We built ours from an old bedside cabinet in one Sunday afternoon.",
    "Check it on Fridays for damp books.",
    "Email us with questions.",
]


def test_a_topic_named_paragraph_the_model_read_as_another_holding_the_topic_is_taken() -> None:
    new = "We turned an old bedside cabinet into ours in an afternoon."
    reply = _whole("Box", BOX, {1: new})
    saved = judge("Box", "\n\n".join(BOX), "Tighten the paragraph about building the box.", reply)
    assert isinstance(saved, Revised) and saved.body == "\n\n".join([BOX[0], new, *BOX[2:]])


def test_a_paragraph_named_by_place_rewritten_elsewhere_is_still_the_wrong_one() -> None:
    new = "We turned an old bedside cabinet into ours in an afternoon."
    reply = _whole("Box", BOX, {1: new})
    verdict = judge("Box", "\n\n".join(BOX), "Tighten the first paragraph.", reply)
    assert isinstance(verdict, NoEdit) and verdict.status == "error"
    # a topic the rewritten paragraph does not hold: still the wrong paragraph
    verdict = judge("Box", "\n\n".join(BOX), "Tighten the paragraph about Fridays.", reply)
    assert isinstance(verdict, NoEdit) and verdict.status == "error"


POOL = [
    "Riverside Pool reopened after a four-month repair of its roof, which cost £240,000.",
    "More than 600 swimmers came on the first day.",
    "Tickets cost £5 for adults and £2.50 for children.",
    "The pool is open from 6am to 9pm on weekdays and 8am to 6pm at weekends.",
    "Lessons start again on 19 January.",
]


def test_the_paragraph_after_a_topic_two_paragraphs_fit_is_the_one_the_model_took() -> None:
    new = "Open 6am–9pm on weekdays, 8am–6pm at weekends."
    ask = "Shorten the paragraph after the prices one."
    saved = judge("Pool", "\n\n".join(POOL), ask, new)
    assert isinstance(saved, Revised) and saved.body == "\n\n".join([*POOL[:3], new, POOL[4]])
    new = "Over 600 swimmers came on day one."
    saved = judge("Pool", "\n\n".join(POOL), ask, new)
    assert isinstance(saved, Revised) and saved.body == "\n\n".join([POOL[0], new, *POOL[2:]])
    # after neither: the wrong paragraph, said plainly
    verdict = judge("Pool", "\n\n".join(POOL), ask, "Lessons restart on 19 January.")
    assert isinstance(verdict, NoEdit) and verdict.status == "error"
    assert "instead of paragraph 2, 4" in verdict.reason


def test_a_neighbour_that_only_shares_letters_with_the_topic_is_still_the_wrong_one() -> None:
    paras = [
        "Welcome back to the spring term.",
        "Please read for 15 minutes each evening and bring records into school on Mondays.",
        "Parents often ask which books to choose. Ms Okafor has a list for each year group.",
        "Clubs start on 19 January.",
    ]
    new = "Read 15 minutes each evening; records come into school on Mondays."
    reply = _whole("News", paras, {1: new})
    verdict = judge(
        "News", "\n\n".join(paras), "Shorten the paragraph about choosing books.", reply
    )
    assert isinstance(verdict, NoEdit) and verdict.status == "error"


def test_most_as_a_superlative_or_an_adverb_dropped_is_no_part_dropped() -> None:
    assert (
        dropped_parts("their most loyal customers come back", "their loyal customers come back")
        == []
    )
    assert (
        dropped_parts("Most importantly the pool is warm.", "Importantly the pool is warm.") == []
    )


def test_a_list_given_back_for_another_named_list_is_still_the_wrong_one() -> None:
    steps = GUIDE[4] + "\n4. Water it."
    supplies = GUIDE[2] + "\n- A spirit level"
    verdict = judge("Bed", "\n\n".join(GUIDE), f"Change the steps list to:\n\n{steps}", supplies)
    assert isinstance(verdict, NoEdit) and verdict.status == "error"
