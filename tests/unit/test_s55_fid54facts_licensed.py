"""What an ask licenses inside the asked paragraph (app/editing/licensed.py): an addition new
text, a proofread slips, a stated fact that fact, a restyle wording — in English and Chinese."""

from __future__ import annotations

import pytest

from app.editing.dropped_requirements import dropped_requirements_line
from app.editing.elided import Refused
from app.editing.licensed import ask_kind, check_licensed
from app.editing.scope import Scope

P = Scope(paragraphs=frozenset({0}))
W = Scope(whole=True)


@pytest.mark.parametrize(
    ("ask", "kind"),
    [
        ("In the budget paragraph, say that no diversion has been costed either.", "add"),
        ("在借书那段加一句：电子书也可以借。", "add"),
        ("Fix the typos.", "proofread"),
        ("校对一下全文。", "proofread"),
        ("The council meeting is now on Thursday 27 March.", "stated"),
        ("听证会改到三月二十七日了。", "stated"),
        ("第二段更正式一点。", "restyle"),
        ("Make paragraph 2 more formal.", "restyle"),
        ("Shorten paragraph 2.", None),
        ("Translate paragraph 2 into Chinese.", None),
        ("Make the second paragraph negative.", None),
    ],
)
def test_ask_kind(ask: str, kind: str | None) -> None:
    assert ask_kind(ask) == kind


REFUSED = [
    # an addition beside another figure, a "not" put in
    (
        "It closes for eighteen months. No diversion is planned.",
        "It closes for eight months. No diversion is planned, and none has been costed.",
        "Say that no diversion has been costed.",
        P,
        "eighteen",
    ),
    (
        "The budget proposes closing the path.",
        "The budget does not propose closing the path. It has not been costed.",
        "Add that it has not been costed.",
        P,
        "does not propose",
    ),
    # a stated fact, and another beside it
    (
        "Come on Thursday 20 March at 7 pm in the Guildhall.",
        "Come on Thursday 27 March at 6 pm in the Guildhall.",
        "The meeting is now on Thursday 27 March.",
        P,
        "7",
    ),
    (
        "三月二十日晚上七点，街道办会在社区活动中心开听证会。",
        "三月二十七日晚上七点，街道办会在街道办礼堂开听证会。",
        "听证会改到三月二十七日了。",
        P,
        "社区活动中心",
    ),
    (
        "义卖定于五月三日举行，每本书一元。",
        "义卖定于五月十日举行，每本书两元。",
        "义卖改到五月十日了。",
        P,
        "一元",
    ),
    # a proofread that drops a sentence, a clause, or changes a unit
    (
        "None of this needs new money. The work came in under budget.",
        "The work came in under budget.",
        "Fix the typos.",
        W,
        "None of this",
    ),
    (
        "菜市场每天早上六点开门，老人大多在这里卖菜。",
        "菜市场老人大多在这里买菜。",
        "改错别字。",
        W,
        "六",
    ),
    (
        "They counted bikes for a whole week.",
        "They counted bikes for a whole month.",
        "Proofread this.",
        W,
        "week",
    ),
    # a restyle (its figures are facts.py's): a unit, a "not" put in, a rule made leave
    (
        "Bring apples and we press them at 50p a litre.",
        "Bring along apples and we'll happily press them at 50p a bottle.",
        "Make it friendlier.",
        P,
        "litre",
    ),
    (
        "We think the wall should be rebuilt.",
        "We never thought the wall should be rebuilt.",
        "Make it firmer.",
        P,
        "never",
    ),
    (
        "The plan proposes closing the path.",
        "The plan rejects closing the path.",
        "Make it more formal.",
        P,
        "rejects",
    ),
    ("菜市场将在五月一日关闭。", "菜市场不会在五月一日关闭。", "第二段正式一点。", P, "不会"),
    (
        "希望临时搬到附近，而不是直接关门。",
        "希望临时搬到附近，而且直接关门。",
        "第三段更口语一点。",
        P,
        "不是",
    ),
    (
        "- 不要在盲道上摆放音箱。",
        "- 盲道上可以临时摆放音箱，用完请挪开。",
        "把第一条改得客气一点。",
        P,
        "不要",
    ),
]


@pytest.mark.parametrize(("before", "after", "ask", "scope", "named"), REFUSED)
def test_unlicensed_change_refused_naming_it(
    before: str, after: str, ask: str, scope: Scope, named: str
) -> None:
    with pytest.raises(Refused) as refused:
        check_licensed(before, after, [ask], scope)
    assert named in str(refused.value)


KEPT = [
    # the addition alone, with its own "no"; a "not" the ask gives
    (
        "It closes for eighteen months. No diversion is planned.",
        "It closes for eighteen months. No diversion is planned, and none has been costed.",
        "Say that no diversion has been costed.",
        P,
    ),
    (
        "The path will close at weekends.",
        "The path will not close at weekends.",
        "Say that the path will not close at weekends.",
        P,
    ),
    # the stated fact alone, its weekday going with the date
    (
        "Come on Thursday 20 March at 7 pm.",
        "Come on Friday 28 March at 7 pm.",
        "The meeting is now on 28 March.",
        P,
    ),
    ("重复三四次。", "至少重复三次，最好四次。", "重复次数改成“至少三次，最好四次”。", P),
    # the typos alone
    ("Figures are avarages.", "Figures are averages.", "Fix the typos.", W),
    ("老人大多在这里卖菜。", "老人大多在这里买菜。", "改错别字。", W),
    # restyles that say a negation or a unit another way
    ("We do not accept the plan.", "We will not accept the plan.", "Make it firmer.", P),
    (
        "希望临时搬到附近，而不是直接关门。",
        "就是希望先临时搬到附近，别直接关门。",
        "更口语一点。",
        P,
    ),
    (
        "If you cannot make your shift, please swap with someone.",
        "Can't make your shift? No problem: just swap with someone.",
        "Make it friendlier.",
        P,
    ),
    ("有的孩子作业拖拉。", "个别孩子写作业还不够抓紧。", "说得委婉一点。", P),
    ("Lessons run every fortnight.", "Lessons run every two weeks.", "Make it clearer.", P),
    ("请勿吸烟。", "请不要吸烟。", "更口语一点。", P),
]


@pytest.mark.parametrize(("before", "after", "ask", "scope"), KEPT)
def test_licensed_change_kept(before: str, after: str, ask: str, scope: Scope) -> None:
    check_licensed(before, after, [ask], scope)


def test_translation_and_cut_not_read_here() -> None:
    before, after = "It closes for eighteen months.", "It closes for eight months."
    check_licensed(before, after, ["Translate it."], Scope(whole=True, translate=True))
    check_licensed(before, after, ["Shorten it."], Scope(whole=True, shorten=True))


def test_condition_swapped_for_another_refused() -> None:
    before = "补贴券须凭房产证或租房合同领取。"
    with pytest.raises(Refused, match="凭身份证"):
        dropped_requirements_line(before, "补贴券凭身份证即可领取。", ["把这段改得更简洁。"])
    # a condition only dropped is still named, not refused
    assert "凭房产证" in dropped_requirements_line(before, "补贴券可领取。", ["改得更简洁。"])
