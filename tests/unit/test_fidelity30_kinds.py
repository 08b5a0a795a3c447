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
    # a superlative or a bound is no word of part
    assert changed_quantifiers("the most popular pool", "the best pool of all") == []
    assert changed_quantifiers("at most 20 swimmers", "20 swimmers in all") == []
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
