"""Session-30 fidelity (fidelity_lead30): kinds blind set 30's README names, one direct test
for each fix: a word of part made a word of whole inside the asked paragraph ("most" → "all",
大部分 → 全部) is refused; two lengths offered one past the other ("Shorter:" / "Even
shorter:", 精简版 / 更短版) are the model's words, not an edit."""

from __future__ import annotations

from app.editing.choices import offers_steps
from app.editing.judge import NoEdit, Revised
from app.editing.quantifiers import changed_quantifiers
from tests.unit.judging import judge

TITLE = "Pier repairs"
PARAS = [
    "The pier reopened on Friday after a winter of repairs.",
    "The work cost £90,000, most of it paid by a lottery grant. The rest came from the town.",
    "Fishing is allowed from the end of the pier until 8 p.m.",
]
BODY = "\n\n".join(PARAS)
ZTITLE = "栈桥修缮"
ZPARAS = [
    "栈桥经过一个冬天的修缮，于周五重新开放。",
    "工程花费9万元，其中大部分由彩票公益金支付，其余由镇上承担。",
    "栈桥尽头可以钓鱼，开放到晚上8点。",
]
ZBODY = "\n\n".join(ZPARAS)


def _whole(title: str, paras: list[str], index: int, text: str) -> str:
    return title + "\n\n" + "\n\n".join(text if i == index else p for i, p in enumerate(paras))


def test_part_made_whole_in_the_asked_paragraph_is_refused() -> None:
    new = "The £90,000 bill was all paid by a lottery grant, with the town topping it up."
    verdict = judge(TITLE, BODY, "Make paragraph 2 punchier.", _whole(TITLE, PARAS, 1, new))
    assert isinstance(verdict, NoEdit) and verdict.status == "error"
    assert "most" in verdict.reason and "all" in verdict.reason
    znew = "9万元工程款全部由彩票公益金买单，镇上也出了一份力。"
    verdict = judge(ZTITLE, ZBODY, "第二段写得有力一点。", _whole(ZTITLE, ZPARAS, 1, znew))
    assert isinstance(verdict, NoEdit) and verdict.status == "error"
    assert "大部分" in verdict.reason


def test_part_kept_or_asked_for_is_saved() -> None:
    new = "The £90,000 bill was mostly paid by a lottery grant, and the town paid the rest."
    assert isinstance(
        judge(TITLE, BODY, "Make paragraph 2 punchier.", _whole(TITLE, PARAS, 1, new)), Revised
    )
    new = "The £90,000 bill was all paid by a lottery grant."
    verdict = judge(
        TITLE, BODY, "Say all of it was paid by the grant.", _whole(TITLE, PARAS, 1, new)
    )
    assert isinstance(verdict, Revised)


def test_quantifier_reading_is_narrow() -> None:
    assert changed_quantifiers("Most people have a saw.", "Everyone has a saw.") == [
        ("most", "everyone")
    ]
    assert changed_quantifiers("大多数人家里都有锯子。", "家家户户都有锯子。") == [
        ("大多数", "家家户户")
    ]
    assert changed_quantifiers("most of the bill was paid", "the bill was paid in full") == [
        ("most", "in full")
    ]
    # a superlative or a bound is no word of part
    assert changed_quantifiers("the most popular pool", "the best pool of all") == []
    assert changed_quantifiers("at most 20 swimmers", "20 swimmers in all") == []
    assert changed_quantifiers("most of it was insured", "insurance covered the lot") == [
        ("most", "the lot")
    ]
    assert changed_quantifiers("费用大部分由保险承担", "保险公司全包了") == [("大部分", "全包")]
    # weak words of part and intensifiers are left alone ("some charts" … "every meeting",
    # 有些人 … 完全没关系)
    assert (
        changed_quantifiers("I made some charts.", "I built a dashboard for every meeting.") == []
    )
    assert changed_quantifiers("有些人会去酒馆。", "有几位会去酒馆，不去也完全没关系。") == []
    # "at all", "after all" are no claim of whole
    assert changed_quantifiers("the reason most of us come", "why half of us turn up at all") == []
    assert changed_quantifiers("most of it was paid", "the bulk was paid") == []


def test_two_lengths_offered_are_the_models_words() -> None:
    a = "Fishing is allowed from the pier's end until 8 p.m."
    b = "Fishing till 8 p.m."
    verdict = judge(
        TITLE, BODY, "Shorten paragraph 3.", f"**Shorter:**\n\n{a}\n\n**Even shorter:**\n\n{b}"
    )
    assert (
        isinstance(verdict, NoEdit) and verdict.status == "ok" and "Even shorter" in verdict.reason
    )
    za, zb = "栈桥尽头可钓鱼，开放至晚8点。", "钓鱼至晚8点。"
    verdict = judge(ZTITLE, ZBODY, "第三段缩短。", f"**精简版：**\n\n{za}\n\n**更短版：**\n\n{zb}")
    assert isinstance(verdict, NoEdit) and verdict.status == "ok" and "更短版" in verdict.reason


def test_labels_that_do_not_step_are_no_offer() -> None:
    assert not offers_steps("**Paragraph 1:**\n\nabc\n\n**Paragraph 3:**\n\nabc", BODY)
    assert not offers_steps("**第一段：**\n\nabc\n\n**最后一段：**\n\nabc", ZBODY)
    assert not offers_steps("**New title:** X\n\n**New opening:**\n\nabc", BODY)
    assert offers_steps("Shorter:\n\nabc\n\nShorter still:\n\nab", BODY)


# -- several asks, the first a proofread of nothing named; a changelog under the article ------

TYPO_PARAS = [
    "The pier reopened on Friday after a winter of repairs.",
    "The work cost £90,000 and took fourteen weeks to finish.",
    "Anglers can fish from the end of the pier untill 8 p.m.",
    "A new café will open at the pier's entrance in the sumer.",
]
TYPO_BODY = "\n\n".join(TYPO_PARAS)


def test_typos_asked_first_cover_the_whole_with_a_named_paragraph() -> None:
    shorter = "The £90,000 work took fourteen weeks."
    fixed = [
        TYPO_PARAS[0],
        shorter,
        TYPO_PARAS[2].replace("untill", "until"),
        TYPO_PARAS[3].replace("sumer", "summer"),
    ]
    reply = (
        "Pier Reopens\n\n"
        + "\n\n".join(fixed)
        + "\n\n**Changelog**\n- untill → until; sumer → summer\n- Paragraph 2 shortened"
    )
    verdict = judge(
        TITLE, TYPO_BODY, "Fix the typos, shorten paragraph 2 and give it a shorter title.", reply
    )
    assert isinstance(verdict, Revised)
    assert verdict.title == "Pier Reopens" and verdict.body == "\n\n".join(fixed)
    assert verdict.note is not None and "Changelog" in verdict.note


def test_typos_asked_after_a_named_paragraph_stay_in_it() -> None:
    shorter = "The £90,000 work took fourteen weeks."
    fixed = [TYPO_PARAS[0], shorter, TYPO_PARAS[2].replace("untill", "until"), TYPO_PARAS[3]]
    reply = TITLE + "\n\n" + "\n\n".join(fixed)
    verdict = judge(TITLE, TYPO_BODY, "In paragraph 2, fix the typos and shorten it.", reply)
    assert isinstance(verdict, Revised)
    assert verdict.body == "\n\n".join([TYPO_PARAS[0], shorter, *TYPO_PARAS[2:]])


# -- the verdict under headings; a language asked back; a "New opening:" label --------------


def test_no_change_under_verdict_headings() -> None:
    reply = "## Verdict\n\nNO_CHANGE\n\n## Why\n\nParagraph 3 is grammatical as written."
    verdict = judge(TITLE, BODY, "Check paragraph 3 for grammar mistakes.", reply)
    assert isinstance(verdict, NoEdit) and verdict.status == "ok"
    assert "grammatical as written" in verdict.reason and "## Why" not in verdict.reason
    reply = "## 结论\n\nNO_CHANGE\n\n## 理由\n\n第三段没有语病。"
    verdict = judge(ZTITLE, ZBODY, "检查第三段有没有语病。", reply)
    assert isinstance(verdict, NoEdit) and verdict.status == "ok" and "没有语病" in verdict.reason


def test_translate_answered_with_a_question_back_is_the_models_words() -> None:
    verdict = judge(
        TITLE, BODY, "Translate it.", "Sure — which language should I translate it into?"
    )
    assert (
        isinstance(verdict, NoEdit)
        and verdict.status == "ok"
        and "which language" in verdict.reason
    )
    verdict = judge(ZTITLE, ZBODY, "翻译一下。", "好的，要翻译成哪种语言？")
    assert isinstance(verdict, NoEdit) and verdict.status == "ok" and "哪种语言" in verdict.reason


def test_new_opening_label_is_no_paragraph() -> None:
    new = "After a long winter of repairs, the pier threw its gates open again on Friday."
    reply = f"**New title:** The Pier Is Back\n\n**New opening:**\n\n{new}"
    verdict = judge(TITLE, BODY, "Give it a catchier title and a livelier opening.", reply)
    assert isinstance(verdict, Revised)
    assert verdict.title == "The Pier Is Back" and verdict.body == "\n\n".join([new, *PARAS[1:]])
    znew = "经过一冬天的修缮，栈桥周五终于又开门了。"
    reply = f"**新标题：** 栈桥回来了\n\n**新开头：**\n\n{znew}"
    verdict = judge(ZTITLE, ZBODY, "标题吸引人一点，开头生动一点。", reply)
    assert isinstance(verdict, Revised) and verdict.body == "\n\n".join([znew, *ZPARAS[1:]])


# -- a list, a table or a phone number named by what it is, answered alone -------------------

GUIDE_T = "Tool library"
GUIDE = [
    "Neighbours borrow tools instead of buying them.",
    "## What you need",
    "- A dry shed\n- A sign-out sheet\n- Two volunteers",
    "Ask for donations first.",
    "| Item | Loan |\n|---|---|\n| Drills | 3 days |\n| Ladders | 2 days |",
    "Call us on 0161 496 0723 or write to hi@tools.example.net.",
]
GUIDE_BODY = "\n\n".join(GUIDE)


def _with(index: int, text: str) -> str:
    return "\n\n".join(text if i == index else p for i, p in enumerate(GUIDE))


def test_list_reversed_alone_stays_in_its_place() -> None:
    new = "- Two volunteers\n- A sign-out sheet\n- A dry shed"
    verdict = judge(GUIDE_T, GUIDE_BODY, "Reverse the order of the list.", f"Reversed:\n\n{new}")
    assert isinstance(verdict, Revised) and verdict.body == _with(2, new)
    verdict = judge(GUIDE_T, GUIDE_BODY, "把清单的顺序倒过来。", f"倒序后的清单：\n\n{new}")
    assert isinstance(verdict, Revised) and verdict.body == _with(2, new)


def test_phone_number_named_is_its_paragraph() -> None:
    new = GUIDE[5].replace("0161 496 0723", "+44 161 496 0723")
    for ask in ("Write the phone number in international format.", "电话号码改成国际格式。"):
        verdict = judge(GUIDE_T, GUIDE_BODY, ask, new)
        assert isinstance(verdict, Revised) and verdict.body == _with(5, new)


def test_row_taken_out_as_asked() -> None:
    new = "| Item | Loan |\n|---|---|\n| Ladders | 2 days |"
    verdict = judge(GUIDE_T, GUIDE_BODY, "Take the drills row out of the table.", new)
    assert isinstance(verdict, Revised) and verdict.body == _with(4, new)


def test_list_item_and_table_row_asked_together() -> None:
    li, tb = GUIDE[2] + "\n- A first-aid kit", GUIDE[4] + "\n| Rakes | 1 week |"
    expected = "\n\n".join({2: li, 4: tb}.get(i, p) for i, p in enumerate(GUIDE))
    ask = "Add a first-aid kit to the list, and add rakes to the table for one week."
    verdict = judge(GUIDE_T, GUIDE_BODY, ask, f"The list:\n\n{li}\n\nThe table:\n\n{tb}")
    assert isinstance(verdict, Revised) and verdict.body == expected
    ask = "清单里加上急救包，表格里加一行耙子，借期1周。"
    verdict = judge(GUIDE_T, GUIDE_BODY, ask, f"清单：\n\n{li}\n\n表格：\n\n{tb}")
    assert isinstance(verdict, Revised) and verdict.body == expected


def test_half_declined_in_chinese_is_the_note() -> None:
    new = "栈桥又开门啦！修了一个冬天，周五终于重新开放。"
    reply = f"{new}\n\n市长的话我没有加：我没有她说过的原话，不能替她编。你把原话发给我，我再加上。"
    verdict = judge(ZTITLE, ZBODY, "开头生动一点，再加一句市长的话。", reply)
    assert isinstance(verdict, Revised) and verdict.body == "\n\n".join([new, *ZPARAS[1:]])
    assert verdict.note is not None and "不能替她编" in verdict.note and not verdict.withheld


# -- a heading reworded by a restyle of the whole ------------------------------------------

SWAP = [
    "A book swap is a small box where neighbours leave and take books.",
    "## House rules",
    "Whoever looks after the box should check it every Friday.",
]
SWAP_BODY = "\n\n".join(SWAP)


def test_heading_reworded_by_a_whole_restyle_is_kept() -> None:
    new = [
        "A book swap is a little box where neighbours swap books!",
        "## Rules of the box",
        "Pop by every Friday to check it!",
    ]
    verdict = judge(
        "Book swap", SWAP_BODY, "Make it more casual.", "Book swap\n\n" + "\n\n".join(new)
    )
    assert isinstance(verdict, Revised)
    assert verdict.body == "\n\n".join([new[0], SWAP[1], new[2]]) and verdict.withheld
    # asked about the headings, or a proofread: the heading may change
    verdict = judge(
        "Book swap", SWAP_BODY, "Make the headings more casual.", "Book swap\n\n" + "\n\n".join(new)
    )
    assert isinstance(verdict, Revised) and "## Rules of the box" in verdict.body
    znew = ["换书箱是个小箱子，大家随手放书拿书！", "## 箱子的规矩", "每周五过来看一眼就好！"]
    zbody = "\n\n".join(
        [
            "换书箱是一个小箱子，邻居们可以在里面放书、取书。",
            "## 箱子规矩",
            "负责的人每周五检查一次。",
        ]
    )
    verdict = judge("换书箱", zbody, "更口语化一点。", "换书箱\n\n" + "\n\n".join(znew))
    assert (
        isinstance(verdict, Revised)
        and "## 箱子规矩" in verdict.body
        and "## 箱子的规矩" not in verdict.body
    )


def test_unplaced_part_cut_or_softened_keeps_rows_and_headings() -> None:
    table = "| Rule | Why |\n|---|---|\n| One in | Stocked |\n| No magazines | Soggy |"
    paras = [
        "A book swap is a box of books.",
        "## House rules",
        table,
        "负责的人每周五检查一次，把受潮的书拿出来。",
    ]
    body = "\n\n".join(paras)
    cut = paras[:2] + [table.replace("\n| No magazines | Soggy |", ""), "负责人每周五检查。"]
    verdict = judge("Swap", body, "检查箱子那块删短点。", "Swap\n\n" + "\n\n".join(cut))
    assert isinstance(verdict, Revised) and table in verdict.body
    soft = [paras[0], "## Rules of the box", table, "负责的朋友每周五顺路看看就好。"]
    ask = "Make the section on the weekly check friendlier."
    verdict = judge("Swap", body, ask, "Swap\n\n" + "\n\n".join(soft))
    assert isinstance(verdict, Revised) and "## House rules" in verdict.body
