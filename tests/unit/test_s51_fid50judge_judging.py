# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Session 51 (fid50judge): the judging fidelity_blind50 failed on — a count in words or a
figure changed beside quoted words to add or replace, a rule or a place dropped by a restyle
(the lead's decision), a name one letter off in a quote's attribution, quoted words placed
nowhere, a topic word two paragraphs say, an addition put into another paragraph, and an ask
to add that also changes a figure."""

from __future__ import annotations

import pytest

from app.domain.models import WithheldChange
from app.editing.dropped_facts import check_dropped_facts
from app.editing.elided import Refused
from app.editing.kept_in_target import check_kept_in_target
from app.editing.one_off_names import one_off_names
from app.editing.one_part import placed_by_rewrite
from app.editing.quoted_inserts import (
    insertions,
    replacements,
    without_inserted,
    without_quoted_places,
    without_replaced,
)
from app.editing.rechecks import rechecked
from app.editing.reply_places import read_by_reply
from app.editing.scope import Scope, scope_of
from app.editing.units import split_paragraphs
from app.editing.withheld_only import rewrote_instead

AT_1 = Scope(paragraphs=frozenset({1}))


def _body(paragraph: str, intro: str = "Intro.") -> str:
    return intro + "\n\n" + paragraph


def _rechecked(before: str, after: str, ask: str) -> str:
    scope = scope_of([ask], "Title", split_paragraphs(before))
    return rechecked(before, after, [ask], scope)


# 1. Quoted words to add or to put in place of others, and quoted words that only say where.


def test_quoted_insertions_replacements_and_places_are_read() -> None:
    assert insertions("Add 'so book early' after the places limit.") == ["so book early"]
    assert insertions("Add 'don't forget your towel' at the end.") == ["don't forget your towel"]
    assert insertions("在“每班限招25人”后面加上“额满即止”。") == ["额满即止"]
    assert insertions("报名那段补充：也可以请子女代为报名。") == ["也可以请子女代为报名"]
    assert replacements("开头那段“由从事茶艺教学”改成“特别邀请从事茶艺教学”。") == [
        ("由从事茶艺教学", "特别邀请从事茶艺教学")
    ]
    assert replacements("Change 'twelve pitches' to 'fifteen pitches'.") == [
        ("twelve pitches", "fifteen pitches")
    ]
    assert "25" not in without_quoted_places("在“每班限招25人”后面加上“额满即止”。")
    assert "30" not in without_quoted_places("“每场限30人”那段写得亲切一点")
    assert without_inserted("限招25人，额满即止", "加上“额满即止”") == "限招25人， "
    assert without_replaced("执教十二年", "把“十二年”改成“十五年”") == "执教 "


@pytest.mark.parametrize(
    ("before", "after", "ask"),
    [
        (  # blind50 chahui-zh-11's kind: 十二年 → 十年 beside a quoted replacement
            "开头。\n\n由从事书法教学二十年的韩老师授课，共开设两个班。",
            "开头。\n\n特别邀请从事书法教学十年的韩老师授课，共开设两个班。",
            "第二段“由从事书法教学”改成“特别邀请从事书法教学”。",
        ),
        (  # tidepool-en-15's kind: 40 → 50 beside a single-quoted insertion
            "Intro.\n\nPlaces are limited to 40 people, and three volunteers run the desk.",
            "Intro.\n\nPlaces are limited to 50 people, so come early, and three volunteers run the desk.",
            "Add 'so come early' after the places limit.",
        ),
        (  # a number word: twelve → fifteen beside an insertion
            "Intro.\n\nPitches cost £25 a night, and twelve pitches are kept for new traders.",
            "Intro.\n\nPitches cost £25 a night, and fifteen pitches are kept for new traders. Cash is fine.",
            "Add 'Cash is fine.' to the second paragraph.",
        ),
        (  # the figure is in the quoted anchor: still the writer's
            "开头。\n\n每班限招25人，学费每学期300元。",
            "开头。\n\n每班限招30人，额满即止，学费每学期300元。",
            "在“每班限招25人”后面加上“额满即止”。",
        ),
    ],
)
def test_a_figure_changed_beside_quoted_words_is_refused(before: str, after: str, ask: str) -> None:
    with pytest.raises(Refused):
        _rechecked(before, after, ask)


@pytest.mark.parametrize(
    ("before", "after", "ask"),
    [
        (
            "开头。\n\n由从事书法教学十二年的韩老师授课。",
            "开头。\n\n由从事书法教学十五年的韩老师授课。",
            "把“十二年”改成“十五年”。",
        ),
        (
            "Intro.\n\nPitches cost £25 a night, and twelve pitches are kept.",
            "Intro.\n\nPitches cost £25 a night, and fifteen pitches are kept.",
            "Change 'twelve pitches' to 'fifteen pitches'.",
        ),
    ],
)
def test_an_asked_figure_change_is_saved(before: str, after: str, ask: str) -> None:
    _rechecked(before, after, ask)


# 2. A rule or a place dropped by a restyle (the lead's decision of session 51).

PRICES = "Entry is free for members and £3 for everyone else, which covers coffee. Only members may reserve a table for a reading group."
FEES = "会员免费，其他人每次5元，含茶水。只有会员才能为读书会预订整桌。欢迎大家踊跃参加。"


@pytest.mark.parametrize(
    ("before", "after", "ask"),
    [
        (
            PRICES,
            "Entry is free for members and just £3 for everyone else, coffee included.",
            "Make it less formal.",
        ),
        (FEES, "会员免费，其他人每次5块钱，茶水管够。欢迎大家踊跃参加！", "写得随意一点。"),
        (
            "Bring your books along. Only dogs on short leads may come, and not past the slipway.",
            "Bring your books along. Dogs are welcome too, as long as they stay off the slipway.",
            "Make it sound less strict.",
        ),
        (
            "报名时间为9月1日至9月10日，地点在街道文化站一楼。",
            "欢迎9月1日至9月10日来报名哦！",
            "写得亲切一点。",
        ),
    ],
)
def test_a_restyle_that_drops_a_limit_or_a_place_is_refused(
    before: str, after: str, ask: str
) -> None:
    with pytest.raises(Refused):
        check_dropped_facts(_body(before), _body(after), [ask], AT_1)


def test_the_refusal_names_what_went_in_the_article_language() -> None:
    after = _body("会员免费，其他人每次5块钱，茶水管够。欢迎大家踊跃参加！", "开头。")
    with pytest.raises(Refused, match="只有会员才能为读书会预订整桌.*规定"):
        check_dropped_facts(_body(FEES, "开头。"), after, ["写得随意一点。"], AT_1)


@pytest.mark.parametrize(
    ("before", "after", "ask", "scope"),
    [
        (
            PRICES,
            "Entry is free for members and £3 for everyone else.",
            "Shorten it.",
            Scope(paragraphs=frozenset({1}), shorten=True),
        ),
        (FEES, "会员免费，其他人每次5元，含茶水。", "精简一下。", AT_1),
        (
            FEES,
            "会员免费，其他人每次5元，含茶水。只有会员才能为读书会预订整桌哦。",
            "亲切一点。",
            AT_1,
        ),  # no fact went
        (
            "我们只有一口大锅和三张折叠桌，欢迎自带餐具。",
            "我们有一口大锅、三张折叠桌，欢迎自带餐具！",
            "亲切一点。",
            AT_1,
        ),  # a count
        (
            "It costs only £2, and we hope you enjoy it.",
            "It's just £2 — enjoy!",
            "Make it livelier.",
            AT_1,
        ),
    ],
)
def test_a_cut_or_a_sentence_with_no_fact_may_go(
    before: str, after: str, ask: str, scope: Scope
) -> None:
    check_dropped_facts(_body(before), _body(after), [ask], scope)


def test_an_ask_that_opens_the_limit_is_no_limit_dropped() -> None:
    before = _body("比赛只接受在职员工报名，退休职工和家属可到场观赛。")
    after = _body("比赛接受在职员工和退休职工报名，家属可到场观赛。")
    check_dropped_facts(before, after, ["报名须知第一段改一下：退休职工也可以报名。"], AT_1)


def test_a_forbidding_rule_dropped_beside_a_kept_limit_is_refused() -> None:
    before = (
        "Only traders with a certificate may sell hot food. Generators are not allowed on the quay."
    )
    after = "Only traders with a certificate may sell hot food."
    with pytest.raises(Refused, match="Generators are not allowed on the quay"):
        check_dropped_facts(
            _body(before), _body(after), ["Fix the typos and make it smoother."], AT_1
        )
    # "never heroic" forbids nothing
    before = "My daily distances were never heroic. I walked from inn to inn."
    check_dropped_facts(
        _body(before), _body("I walked happily from inn to inn!"), ["Make it livelier."], AT_1
    )


# 3. A name one letter or character off in a quote's attribution.


@pytest.mark.parametrize(
    ("before", "after", "pair"),
    [
        (
            '> "Great fun." — Hannah Reid, regular since 2022',
            '> "Great fun." — Hanna Reid, a regular since 2022',
            ("Hannah", "Hanna"),
        ),
        (
            "> “很好玩。”——常客 蒋语桐，2022年起参加",
            "> “很好玩。”——蒋雨桐，2022年起的常客",
            ("蒋语桐", "蒋雨桐"),
        ),
        (
            "> “写字就是练心。”——傅兰英（老学员）",
            "> “写字就是练心。”——傅兰瑛（老学员）",
            ("傅兰英", "傅兰瑛"),
        ),
    ],
)
def test_a_name_one_off_in_an_attribution_is_found(
    before: str, after: str, pair: tuple[str, str]
) -> None:
    assert one_off_names(_body(before), _body(after)) == [pair]


def test_a_plural_is_no_respelt_name() -> None:
    before = _body("We meet on Saturday at the Corn Exchange.")
    assert one_off_names(before, _body("We meet on Saturdays at the Corn Exchange.")) == []


# 4. Where the asked edit went: quoted words placed nowhere, a topic word two paragraphs say,
#    and an addition put into another paragraph.

NOTICE = [
    "场馆每天开放。",
    "| 场地 | 费用 |\n|---|---|\n| 篮球 | 60元 |",
    "咨询电话：027-8765 2210，联系人：卢建平。",
]


def test_quoted_words_placed_nowhere_place_the_edit_where_they_went() -> None:
    scope = scope_of(["联系人后面注明“（前台）”。"], "标题", split_paragraphs("\n\n".join(NOTICE)))
    assert scope.unplaced
    revised = [
        NOTICE[0],
        NOTICE[1].replace("60元", "80元"),
        "咨询电话：027-8765 2210，联系人：卢建平（前台）。",
    ]
    placed = placed_by_rewrite(scope, revised, NOTICE, ["联系人后面注明“（前台）”。"])
    assert placed is not None and placed.paragraphs == frozenset({2}) and not placed.whole


def test_a_topic_word_two_paragraphs_say_is_read_by_the_reply() -> None:
    originals = [
        "## 报名须知",
        "- 只有本社区居民才能报名",
        "报名请于10月30日前联系贺敏，电话 3316。",
    ]
    revised = [
        originals[0],
        originals[1],
        "报名请于10月30日前联系贺敏，电话 3316，也可到服务站现场报名。",
    ]
    ask = ["报名那段补充：也可到服务站现场报名。"]
    assert read_by_reply(Scope(paragraphs=frozenset({1})), revised, originals, ask) == Scope(
        paragraphs=frozenset({2})
    )
    # a paragraph that does not say the topic word is no reading of it
    revised = [originals[0], originals[1], originals[2]]
    assert read_by_reply(Scope(paragraphs=frozenset({1})), revised, originals, ask) is None


def test_an_addition_put_into_another_paragraph_is_the_edit_in_the_wrong_place() -> None:
    change = WithheldChange(
        paragraph=2,
        before="课上使用的盖碗由社区统一提供。孕妇不宜饮用浓茶。",
        after="课上使用的盖碗由社区统一提供。报名请联系贺敏。孕妇不宜饮用浓茶。",
        description="",
    )
    scope = Scope(paragraphs=frozenset({3}), wording="报名联系那段加一句“名额有限，先到先得”")
    assert rewrote_instead([change], scope) == [2]
    assert (
        rewrote_instead(
            [change], Scope(paragraphs=frozenset({3}), wording="报名联系那段写得亲切些")
        )
        == []
    )


# 5. An ask to add that also changes a figure keeps the clause it changed.


def test_an_asked_figure_in_an_added_to_paragraph_is_no_dropped_clause() -> None:
    before = _body("活动时间为18:30—20:30，20:00后不再入场。想开设新语言桌，请发邮件。")
    after = _body("活动时间为18:30—20:30，19:45后不再入场。想开设新语言桌，请发邮件。")
    ask = "开头加一句本学期新增法语桌；另外最后一段的入场截止时间改成19:45。"
    check_kept_in_target(before, after, [ask], AT_1)
    times = _body("The pool opens at 6.30 am. Swimmers must leave the water by 8.45 am.")
    with pytest.raises(Refused):  # the figure inside the quoted words to add is no change asked
        check_kept_in_target(
            times,
            _body(
                "The pool opens at 6.30 am. Swimmers must leave the water. The café opens at 7.30 am."
            ),
            ["Add to the Times paragraph: 'The café opens at 7.30 am.'"],
            AT_1,
        )
    with pytest.raises(Refused):  # with no figure asked, the time gone is still refused
        check_kept_in_target(
            before,
            _body("活动时间为18:30—20:30。想开设新语言桌，请发邮件。"),
            ["最后一段加一句“欢迎来玩”"],
            AT_1,
        )
