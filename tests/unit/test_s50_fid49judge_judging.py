# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Session 50 (fid49judge): the judging fidelity_blind49 failed on — a clause dropped from the
asked paragraph, a name written one letter or character off, a restriction lifted in new words,
a question asked with "just tell me", a paragraph named by its words in brackets, 引言 as the
article's quote, and an asked addition put into another paragraph."""

from __future__ import annotations

import pytest

from app.domain.models import WithheldChange
from app.editing.bracketed_opening import bracketed_paragraph
from app.editing.elided import Refused
from app.editing.kept_in_target import check_kept_in_target
from app.editing.no_edit_asked import forbids_edit
from app.editing.one_off_names import check_one_off_names, one_off_names, respelt_cell
from app.editing.places import named_paragraphs
from app.editing.scope import Scope
from app.editing.turned_paragraphs import lifted_paragraph_limit
from app.editing.withheld_only import rewrote_instead

AT_1 = Scope(paragraphs=frozenset({1}))

COSTS = "A single session costs £15. Club members pay nothing for a guest they bring, but each member may bring one guest per season."
PRIZES = "每户最多兑换两次，奖品兑完即止。兑奖点设在广场东侧，21:00准时关闭。"


def _body(paragraph: str, intro: str = "Intro.") -> str:
    return intro + "\n\n" + paragraph


@pytest.mark.parametrize(
    ("before", "after", "ask"),
    [
        (  # an addition that cut the one-guest rule
            COSTS,
            "A single session costs £15. Club members can buy a season ticket for £30.",
            "Costs paragraph: add 'Club members can buy a season ticket for £30.'",
        ),
        (  # 加一句 that cut 每户最多兑换两次 (the ask only names the paragraph by it, in brackets)
            PRIZES,
            "奖品兑完即止，兑奖时请出示兑奖券。兑奖点设在广场东侧，21:00准时关闭。",
            "兑奖那段（每户最多兑换两次……）加一句“兑奖时请出示兑奖券。”",
        ),
        (  # an addition that kept the sentence but cut its deadline
            "The pool opens at 6.30 am. Swimmers must leave the water by 8.45 am.",
            "The pool opens at 6.30 am. Swimmers must leave the water. The café opens at 7.30 am.",
            "Add to the Times paragraph: 'The café opens at 7.30 am.'",
        ),
    ],
)
def test_a_clause_dropped_from_the_asked_paragraph_is_refused(
    before: str, after: str, ask: str
) -> None:
    with pytest.raises(Refused):
        check_kept_in_target(_body(before), _body(after), [ask], AT_1)


def test_the_refusal_quotes_the_clause_in_the_article_language() -> None:
    with pytest.raises(Refused, match="每户最多兑换两次"):
        check_kept_in_target(
            _body(PRIZES, "各位居民："),
            _body(
                "奖品兑完即止，兑奖时请出示兑奖券。兑奖点设在广场东侧，21:00准时关闭。",
                "各位居民：",
            ),
            ["兑奖那段加一句“兑奖时请出示兑奖券。”"],
            AT_1,
        )


@pytest.mark.parametrize(
    ("before", "after", "ask", "scope"),
    [
        (
            COSTS,
            "A single session costs £15.",
            "Shorten the costs paragraph to one sentence.",
            AT_1,
        ),
        (PRIZES, "每户最多兑换两次，奖品兑完即止。", "兑奖那段删掉最后一句", AT_1),
        (  # an addition woven in, every clause kept
            "每个单位须派出至少两人参加实操。实操用的是干粉灭火器，请穿长袖衣服。",
            "每个单位须派出至少两人参加实操。实操地点在东广场北侧，用的是干粉灭火器，请穿长袖衣服。",
            "实操那段加一句：实操地点在东广场北侧。",
            AT_1,
        ),
        (  # a restyle is left to facts.py and left_facts.py (named, not refused): the older
            # corpora save restyles that drop a clause with a figure or a limit
            "The changing rooms open at 6.15 am. Lockers take a £1 coin, which you get back.",
            "The changing rooms open bright and early at 6.15 am, so come along!",
            "Make the changing rooms paragraph friendlier.",
            AT_1,
        ),
        (  # a friendlier rewrite may drop a flourish that states no fact
            "The changing rooms open at 6.15 am. We look forward to seeing you there soon.",
            "The changing rooms open at 6.15 am, so come along and get settled!",
            "Make the changing rooms paragraph friendlier.",
            AT_1,
        ),
        (  # a fact changed as asked is no clause dropped
            COSTS,
            "A single session costs £18. Club members pay nothing for a guest they bring, but each member may bring one guest per season.",
            "Change the session price to £18.",
            AT_1,
        ),
    ],
)
def test_cuts_asked_and_clauses_kept_pass(before: str, after: str, ask: str, scope: Scope) -> None:
    check_kept_in_target(_body(before), _body(after), [ask], scope)


def test_names_written_one_off_are_found_in_rows_rules_and_prose() -> None:
    zh = "任何人不得下水。只有两位河道管理员吕建平、白雪梅可以穿涉水裤。\n\n| 区段 | 负责人 |\n|---|---|\n| 菜园 | 白雪梅 |"
    zh_after = zh.replace("白雪梅可以", "白雪玫可")
    assert one_off_names(zh, zh_after) == [("白雪梅", "白雪玫")]
    en = "Intro.\n\nTo volunteer, write to Nell Brannigan at fix@example.org."
    assert one_off_names(en, en.replace("Brannigan", "Branigan")) == [("Brannigan", "Branigan")]
    with pytest.raises(Refused, match="Branigan"):
        check_one_off_names(en, en.replace("Brannigan", "Branigan"), ["Make it friendlier."], AT_1)
    # asked: a rename, or a word of the reply's the suggestion writes
    check_one_off_names(en, en.replace("Brannigan", "Branigan"), ["Fix the name's spelling."], AT_1)
    # a plural or possessive is no respelling
    days = "Intro.\n\nWe meet on the first Saturday in the church hall."
    assert one_off_names(days, days.replace("Saturday", "Saturdays")) == []


def test_a_name_cell_respelt_one_off() -> None:
    assert respelt_cell(" 蒋德胜 ", " 蒋德盛 ")
    assert respelt_cell(" Rufus Okonjo ", " Rufus Okonji ")
    assert not respelt_cell(" 蒋德胜 ", " 韩立群 ")  # another person: swapped_names reads it
    assert not respelt_cell(" Medium ", " Medium-fast ")
    assert not respelt_cell(" 14:50 ", " 14:55 ")


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Sessions are open to anyone aged 10 or over. Only swimmers who can manage 50 metres may go on the water.",
            "Anyone aged 10 or over can join. Swimmers and non-swimmers alike may go on the water.",
        ),
        ("只接受本社区居民报名，名额满即止。", "周边社区的居民也欢迎报名，报满为止。"),
        ("宣讲会当天可投递纸质简历，但笔试只对网申通过的同学开放。", "笔试对所有到场同学开放。"),
        ("认领仅限本小区业主，租户暂不能参加。", "欢迎本小区业主和租户都来认领！"),
        ("菜地里不得使用化学农药，也不得种植高于1.5米的作物。", "菜地不用化学农药，作物高度不限。"),
    ],
)
def test_a_limit_lifted_in_new_words(old: str, new: str) -> None:
    assert lifted_paragraph_limit(old, new, "语气亲切一点 / make it friendlier") is not None


def test_a_limit_opened_as_asked_is_no_lifting() -> None:
    old = "比赛只接受在职员工报名，退休职工和家属可到场观赛。"
    new = "比赛接受在职员工和退休职工报名，家属可到场观赛。"
    assert lifted_paragraph_limit(old, new, "报名须知第一段改一下：退休职工也可以报名。") is None
    old = "Only adults aged 18 or over may join."
    assert (
        lifted_paragraph_limit(
            old,
            "Anyone aged 16 or over may join.",
            "Open it to everyone aged 16 or over, not only adults.",
        )
        is None
    )


@pytest.mark.parametrize(
    ("ask", "forbids"),
    [
        ("做月饼一共能容纳多少人？直接告诉我", True),
        ("第二段多少字？告诉我就行", True),
        ("If I come to all four sessions, how much do I save? Just tell me.", True),
        ("How many repair tables are there? Just the number, please.", True),
        ("把第二段改一下，直接说。", False),
        ("Just tell me what you think and then rewrite paragraph 2.", False),
    ],
)
def test_just_tell_me_asks_no_edit(ask: str, forbids: bool) -> None:
    assert forbids_edit([ask]) is forbids


def test_words_in_brackets_name_the_one_paragraph_holding_them() -> None:
    texts = [
        "## 疏散要求",
        "1. 警报响起后，请步行下楼。",
        "演练期间，任何人不得留在楼内。",
        "做月饼活动请于9月12日前报名。",
    ]
    assert bracketed_paragraph("疏散要求下面那段（演练期间……）改得更简洁", texts) == {2}
    assert bracketed_paragraph("做月饼报名那段（9月12日……）加一句", texts) == {3}
    assert bracketed_paragraph("The booking paragraph (Bookings close...) is wrong", texts) is None
    assert bracketed_paragraph("第二段（不是第三段）改短", texts) is None  # no ellipsis: no quote


def test_yinyan_names_the_article_quote_when_it_has_one() -> None:
    paras = [
        "第七届公开赛将于十月举行。",
        "## 比赛规则",
        "> “最开心的是比完握手。”——林小舟",
        "如有疑问请联系。",
    ]
    assert named_paragraphs("引言的署名改成“林小舟，冠军”", len(paras), paras) == {2}
    assert named_paragraphs("引言写得更吸引人", 2, ["开头。", "结尾。"]) == {0}


def test_an_asked_addition_put_into_another_paragraph_is_a_rewrite_instead() -> None:
    scope = Scope(paragraphs=frozenset({1}), quoted=frozenset({"请节约用水."}))
    change = WithheldChange(
        paragraph=4,
        before="菜地里不得使用化学农药，也不得种植高于1.5米的作物。连续两个月无人打理的菜地，将收回重新分配。",
        after="菜地里不得使用化学农药，也不得种植高于1.5米的作物。连续两个月无人打理的菜地，将收回重新分配。请节约用水。",
        description="",
    )
    assert rewrote_instead([change], scope) == [4]
