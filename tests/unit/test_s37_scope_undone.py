"""What a reply to a multi-part ask left undone is named for the writer (undone.py): an ask that
names no place and that nothing in the revision answers, a rewrite of several paragraphs done
in some, a move not made, a cut of a bit whose paragraph changed otherwise; a question beside
an edit is no ask (questions_beside.py), and a number after "to" is a value, not a range's end
(places.py)."""

from app.editing.clauses import held_by_ask, separate_asks
from app.editing.offline_parts import partly_offline
from app.editing.places import named_paragraphs
from app.editing.questions_beside import without_questions
from app.editing.undone import undone_asks

TITLE = "Riverside Library Book Fair"
PARAGRAPHS = [
    "The book fair runs on Saturday 14 June in the main reading room. Every book costs £1.",
    "We have collected more than 2,000 donated books this spring, from cookery to crime.",
    "There is a storytelling corner at 11 am, and a quiz about local history at 2 pm.",
    "All money raised goes towards new computers. Last year's fair raised £1,200.",
    "Thank you to everyone who donated books. See you on Saturday!",
]
BODY = "\n\n".join(PARAGRAPHS)
SHORT_2 = "We have collected over 2,000 donated books this spring."
SHORT_3 = "Storytelling at 11 am; a local history quiz at 2 pm."
TYPO_FREE_3 = PARAGRAPHS[2].replace("There is", "There's")
THANKS = PARAGRAPHS[4] + " A special thank-you to our volunteers."
ZH_TITLE = "河畔图书馆周末旧书义卖"
ZH = [
    "旧书义卖会定在6月14日（周六），地点在一楼阅览室。每本书一律五元。",
    "今年春天我们一共收到两千多本捐赠的图书，从菜谱、园艺到推理小说都有。",
    "上午十一点有儿童故事角，下午两点有本地历史知识问答。",
    "感谢每一位捐书和出力的朋友，周六见！",
]
ZH_BODY = "\n\n".join(ZH)


def revised(paragraphs: list[str], changed: dict[int, str], order: list[int] | None = None) -> str:
    indices = order if order is not None else range(len(paragraphs))
    return "\n\n".join(changed.get(i, paragraphs[i]) for i in indices)


def undone(suggestion: str, changed: dict[int, str], **kw: object) -> list[str]:
    order = kw.get("order")
    new_title = str(kw.get("title", TITLE))
    after = revised(PARAGRAPHS, changed, order)  # type: ignore[arg-type]
    return undone_asks([suggestion], (TITLE, BODY), (new_title, after), chinese=False)


def undone_zh(suggestion: str, changed: dict[int, str]) -> list[str]:
    after = revised(ZH, changed)
    return undone_asks([suggestion], (ZH_TITLE, ZH_BODY), (ZH_TITLE, after), chinese=True)


def test_an_open_ask_nothing_answers_is_named() -> None:
    assert undone("Shorten paragraph 2 and add a line thanking the volunteers.", {1: SHORT_2}) == [
        "Not done: “add a line thanking the volunteers” — nothing in the reply does it; ask "
        "again if you still want it."
    ]


def test_an_open_ask_answered_in_another_paragraph_is_done() -> None:
    suggestion = "Shorten paragraph 2 and add a line thanking the volunteers."
    assert undone(suggestion, {1: SHORT_2, 4: THANKS}) == []


def test_an_open_ask_answered_inside_the_other_asks_paragraph_is_done() -> None:
    suggestion = "Shorten paragraph 2 and add a line thanking the volunteers."
    assert undone(suggestion, {1: SHORT_2 + " Thank you, volunteers!"}) == []


def test_a_chinese_open_ask_nothing_answers_is_named_in_chinese() -> None:
    assert undone_zh(
        "第二段缩短，标题改成问句，最后加一句感谢志愿者的话", {1: "今年春天收到两千多本书。"}
    ) == [
        "没有改：“标题改成问句”——回复没有动标题，如果还需要，请再说一次。",
        "没有改：“最后加一句感谢志愿者的话”——回复里没有这一处修改，如果还需要，请再说一次。",
    ]


def test_a_proofread_without_a_place_is_never_named() -> None:
    assert undone("Shorten paragraph 2 and fix any typos.", {1: SHORT_2}) == []


def test_a_rewrite_of_two_paragraphs_done_in_one_names_the_other() -> None:
    assert undone("Shorten paras 2 and 3", {1: SHORT_2}) == [
        "Not done: “Shorten paras 2 and 3” — the reply left paragraph 3 as it was; ask again if "
        "you still want it."
    ]
    assert undone("Shorten paras 2 and 3", {1: SHORT_2, 2: SHORT_3}) == []


def test_a_word_replaced_in_two_paragraphs_may_be_in_one_only() -> None:
    suggestion = 'Replace "books" with "titles" in paragraphs 2 and 3'
    assert undone(suggestion, {1: PARAGRAPHS[1].replace("books", "titles")}) == []


def test_one_place_read_as_two_is_no_partial_rewrite() -> None:
    # "the last line" of a notice is its sign-off or the paragraph above it: either answers it
    signed = [*ZH, "——河畔图书馆之友"]
    before = "\n\n".join(signed)
    typo_fixed = ZH[2].replace("问答", "问题")
    suggestion = "删掉最后一行；第三段的错别字改一下"
    done = "\n\n".join([*signed[:2], typo_fixed, signed[3]])
    assert undone_asks([suggestion], (ZH_TITLE, before), (ZH_TITLE, done), chinese=True) == []


def test_a_move_made_is_done_and_one_not_made_is_named() -> None:
    suggestion = "Move paragraph 4 after paragraph 5, and fix the typo in paragraph 3."
    moved = undone(suggestion, {2: TYPO_FREE_3}, order=[0, 1, 2, 4, 3])
    assert moved == []
    assert undone(suggestion, {2: TYPO_FREE_3}) == [
        "Not done: “Move paragraph 4 after paragraph 5” — the reply left paragraphs 4 and 5 as "
        "they were; ask again if you still want it."
    ]


def test_a_cut_by_topic_whose_paragraph_changed_otherwise_is_named() -> None:
    suggestion = "Fix the typo in paragraph 3 and delete the bit about the quiz."
    assert undone(suggestion, {2: TYPO_FREE_3}) == [
        "Not done: “delete the bit about the quiz” — the reply left paragraph 3 as it was; ask "
        "again if you still want it."
    ]
    cut = "There's a storytelling corner at 11 am."
    assert undone(suggestion, {2: cut}) == []


def test_a_question_beside_an_edit_is_no_ask() -> None:
    assert undone("Is para 2 too long? Also fix the typo in paragraph 3.", {2: TYPO_FREE_3}) == []
    asked = without_questions("第二段是不是太长了？顺便把第三段的错别字改一下", ZH)
    assert asked == "顺便把第三段的错别字改一下"
    leaning = "第三段是不是有点啰嗦？帮我精简一下。"  # the edit's place is the question's
    assert without_questions(leaning, ZH) == leaning
    shorter = {2: "上午十一点讲故事，下午两点知识问答。"}
    assert undone_zh(leaning, shorter) == []


def test_a_request_put_as_a_question_is_an_ask_quoted_without_its_politeness() -> None:
    suggestion = "Can you make the title a question and shorten paragraph 2?"
    assert undone(suggestion, {1: SHORT_2}) == [
        "Not done: “make the title a question” — the reply left the title as it was; ask again "
        "if you still want it."
    ]
    assert without_questions(suggestion, PARAGRAPHS) == suggestion
    leaning = "Is paragraph 2 too long? If so, shorten it."
    assert without_questions(leaning, PARAGRAPHS) == leaning


def test_quoted_words_are_no_lasting_wish() -> None:
    lines = undone_zh(
        "把“一律五元”改成“一律十元”，另外第二段精简一下", {1: "今年春天收到两千多本书。"}
    )
    assert lines == [
        "没有改：“把“一律五元”改成“一律十元””——回复没有动第1段，如果还需要，请再说一次。"
    ]


def test_asks_are_parted_before_a_cut_and_at_a_chinese_restyle() -> None:
    assert separate_asks("Tighten the intro and drop the last line") == [
        "Tighten the intro",
        "drop the last line",
    ]
    assert separate_asks("第二段缩短，标题改成问句") == ["第二段缩短", "标题改成问句"]


def test_a_number_after_to_is_a_value_not_a_range_end() -> None:
    assert named_paragraphs("change the date in para 1 to 21 June", 5, PARAGRAPHS) == {0}
    assert named_paragraphs("shorten paragraphs 2 to 4", 5, PARAGRAPHS) == {1, 2, 3}


def test_the_price_is_the_paragraph_saying_what_a_thing_costs() -> None:
    assert held_by_ask("change the price to £2", PARAGRAPHS) == {0}


def test_an_ask_is_named_in_the_language_it_was_asked_in() -> None:
    lines = undone_asks(
        ["第二段缩短，标题改成问句"],
        (TITLE, BODY),
        (TITLE, revised(PARAGRAPHS, {1: SHORT_2})),
        chinese=False,
    )
    assert lines == ["没有改：“标题改成问句”——回复没有动标题，如果还需要，请再说一次。"]
    english = undone_asks(
        ["Shorten paragraph 2 and make the title a question"],
        (ZH_TITLE, ZH_BODY),
        (ZH_TITLE, revised(ZH, {1: "今年春天收到两千多本书。"})),
        chinese=True,
    )
    assert english == [
        "Not done: “make the title a question” — the reply left the title as it was; ask again "
        "if you still want it."
    ]


def test_offline_the_asks_the_rules_take_are_made_and_the_others_named() -> None:
    edit, left = partly_offline(TITLE, BODY, "Delete paragraph 3 and make the intro livelier.") or (
        None,
        "",
    )
    assert edit is not None and edit.body == "\n\n".join(PARAGRAPHS[:2] + PARAGRAPHS[3:])
    assert left == (
        "Not done: “make the intro livelier” — offline (no model set up) the editor cannot make "
        "that kind of change; say it again once a model is set up."
    )
    zh = partly_offline(ZH_TITLE, ZH_BODY, "删除第三段，另外开头写得活泼一点")
    assert zh is not None and zh[1].startswith("没有改：“开头写得活泼一点”——离线模式")


def test_offline_a_lasting_wish_or_a_question_beside_a_rule_is_not_named_undone() -> None:
    assert (
        partly_offline(TITLE, BODY, "Delete paragraph 3, and never use exclamation marks") is None
    )
    assert partly_offline(TITLE, BODY, "Is para 2 too long? Delete paragraph 3.") is None
    assert partly_offline(TITLE, BODY, "Delete paragraph 3 and paragraph 4") is None


def test_an_addition_at_a_place_is_done_by_a_new_paragraph_there() -> None:
    added = "\n\n".join([*PARAGRAPHS, "We hope to see you next year too."])
    lines = undone_asks(
        ["Shorten paragraph 2, and add a new paragraph at the end"],
        (TITLE, BODY),
        (TITLE, added.replace(PARAGRAPHS[1], SHORT_2)),
        chinese=False,
    )
    assert lines == []


def test_a_recast_beside_a_named_paragraph_is_not_named_as_an_open_ask() -> None:
    # "put the quiz first" may be of paragraph 3, the place named before it
    suggestion = "Rewrite paragraph 3, and put the quiz first."
    assert undone(suggestion, {2: "A local history quiz at 2 pm, and storytelling at 11 am."}) == []


def test_a_phrase_in_several_paragraphs_changed_in_those_asked_is_done() -> None:
    paragraphs = ["Monday. I made coffee.", "Tuesday. I made coffee.", "Thursday. I made coffee."]
    before = "\n\n".join(paragraphs)
    after = "\n\n".join(["Monday. I made strong coffee.", "Tuesday. Coffee again.", paragraphs[2]])
    suggestion = "Vary the repeated 'I made coffee.' on Monday and Tuesday; leave Thursday alone."
    assert undone_asks([suggestion], ("Week", before), ("Week", after), chinese=False) == []


def test_one_place_said_with_a_word_holding_he_is_not_two() -> None:
    # 平和 holds 和 ("and"); "the last line" of a signed notice is one of two paragraphs
    signed = [*ZH, "——河畔图书馆之友"]
    after = [signed[0], "今年春天收到两千多本书。", signed[2], signed[3], "——图书馆之友敬上"]
    lines = undone_asks(
        ["第二段缩短，最后一行写得平和一些"],
        (ZH_TITLE, "\n\n".join(signed)),
        (ZH_TITLE, "\n\n".join(after)),
        chinese=True,
    )
    assert lines == []


def test_an_abbreviation_s_stop_ends_no_ask() -> None:
    asked = "Add a P.S. at the very end: the café is open all day. Then thank Mr. Shah."
    assert separate_asks(asked) == [
        "Add a P.S. at the very end: the café is open all day.",
        "Then thank Mr. Shah.",
    ]


def test_a_place_named_as_the_model_of_an_edit_is_not_to_change() -> None:
    suggestion = "Shorten paragraph 2. Same style as paragraph 3."
    assert undone(suggestion, {1: SHORT_2}) == []


def test_the_last_paragraph_of_a_signed_notice_is_one_place() -> None:
    signed = [*ZH, "——河畔图书馆之友"]
    after = ["好消息！" + signed[0], *signed[1:4], "——爱你们的河畔图书馆之友"]
    lines = undone_asks(
        ["第一段和最后一段写得亲切一点"],
        (ZH_TITLE, "\n\n".join(signed)),
        (ZH_TITLE, "\n\n".join(after)),
        chinese=True,
    )
    assert lines == []
