# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Session 54 (fid53judge): what a restyle turned in the paragraph it was asked for —
a limit of how much each may have dropped (blind53 carboot-en-07, zh-07), none of a thing at a
place made some (lighthouse-en-11), none of a thing done made done (blind52 millfire-en-14), a
contact after an office's 的 one character off (tiaozao-zh-13), a limit on who may made "others
too" (yaopin-zh-11) — and a topic named by a count and its thing (millfire-en-09, en-12)."""

from __future__ import annotations

import pytest

from app.editing.contact_names import respelt_contacts
from app.editing.counted_topics import counted_holders, without_locating_counts, zh_count
from app.editing.dropped_facts import check_dropped_facts, lifted_by_ask
from app.editing.elided import Refused
from app.editing.lifted_limits import check_lifted_limits
from app.editing.negated_states import negated_states
from app.editing.negations import flipped
from app.editing.scope import Scope

AT_1 = Scope(paragraphs=frozenset({1}))


def _body(paragraph: str, intro: str = "Intro.") -> str:
    return intro + "\n\n" + paragraph


# --- a limit of how much each may have, dropped by a restyle ---------------------------------


@pytest.mark.parametrize(
    ("old", "new", "asked"),
    [
        (
            "A pitch costs £12, paid at the gate. Each car may take one pitch only, and pitches cannot be booked.",
            "A pitch costs £12, paid at the gate. Pitches are handed out on the morning, so there's no need to book.",
            "Make the pitches paragraph sound less strict.",
        ),
        (
            "Entry is £3. Each stall may have two tables at most.",
            "Entry is just £3, and stallholders are very welcome.",
            "Make the second paragraph friendlier.",
        ),
        (
            "小汽车摊位每个60元，在入口处现金缴纳。每辆车限租一个摊位，摊位不接受提前预订。",
            "小汽车摊位每个60元，在入口处现金缴纳即可。摊位当天早上现场分配，无需提前预订。",
            "把摊位那段语气改得温和一点。",
        ),
        (
            "场地每小时40元，只能在小程序预约。每片场地最多四人同时使用。",
            "场地每小时40元，欢迎在小程序预约哦。",
            "把第二段写得温和一点。",
        ),
    ],
)
def test_a_limit_each_may_have_dropped_by_a_restyle_is_refused(
    old: str, new: str, asked: str
) -> None:
    with pytest.raises(Refused):
        check_dropped_facts(_body(old), _body(new), [asked], AT_1)


@pytest.mark.parametrize(
    ("old", "new", "asked"),
    [
        # said again in other words
        (
            "Entry is £3. Each car may bring four visitors at most.",
            "Entry is only £3, and please bring no more than four visitors in each car.",
            "Make the second paragraph friendlier.",
        ),
        # lifted as asked
        (
            "Entry is £3. Each car may bring four visitors at most.",
            "Entry is only £3 — bring the whole family!",
            "Make the second paragraph friendlier and drop the limit on visitors per car.",
        ),
        (
            "场地每小时40元，只能在小程序预约。每片场地最多四人同时使用。",
            "场地每小时40元，欢迎在小程序预约哦。",
            "把第二段写得温和一点，不再限制每片场地的人数。",
        ),
    ],
)
def test_a_limit_said_again_or_lifted_as_asked_is_kept(old: str, new: str, asked: str) -> None:
    check_dropped_facts(_body(old), _body(new), [asked], AT_1)


def test_a_lifted_limit_is_the_asks_only_with_a_word_of_lifting() -> None:
    assert lifted_by_ask("每片场地最多四人同时使用。", "不再限制每片场地的人数")
    assert not lifted_by_ask("每片场地最多四人同时使用。", "把这段写得温和一点")
    assert not lifted_by_ask("Tickets are £8.", "drop the limit on visitors")


# --- a negation turned round -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Tickets must be booked online; there are no tickets on the door.",
            "Tickets — book online or simply buy them on the door.",
        ),
        (
            "There is no parking on the verge, and the lane is closed to coaches.",
            "Feel free to use the parking on the verge, but coaches cannot use the lane.",
        ),
        (
            "The fire burned for eleven hours. No lives were lost, although three firemen were hurt.",
            "The fire burned for eleven hours, and three firemen lost their lives.",
        ),
        (
            "The water stood for nine days. No sheds were lost, although two greenhouses were smashed.",
            "The water stood for nine days. The flood took two of our sheds, and two greenhouses were smashed.",
        ),
    ],
)
def test_none_of_a_thing_made_some_is_a_flipped_negation(old: str, new: str) -> None:
    assert flipped(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Tickets must be booked online; there are no tickets on the door.",
            "Please book online, as we can't sell them on the door.",
        ),
        (
            "Tickets must be booked online; there are no tickets on the door.",
            "Book online, since none are sold on the door.",
        ),
        (
            "The water stood for nine days. No sheds were lost, although two greenhouses were smashed.",
            "The water stood for nine days. Not one shed was lost, though two greenhouses were smashed.",
        ),
    ],
)
def test_a_negation_said_another_way_is_kept(old: str, new: str) -> None:
    assert flipped(old, new) == []
    assert negated_states(old, new, "Make it less flat.") == []


# --- a contact's name after an office's 的 ---------------------------------------------------


def test_a_contact_after_an_office_and_de_one_character_off_is_read() -> None:
    before = _body("如有问题，请联系校学生会生活部的谢嘉言，电话027-8765-2210。")
    after = _body("有任何问题，欢迎联系校学生会生活部的谢家言，电话027-8765-2210。")
    assert respelt_contacts(before, after) == [("谢嘉言", "谢家言")]
    kept = _body("有任何问题，欢迎联系校学生会生活部的谢嘉言，电话027-8765-2210。")
    assert respelt_contacts(before, kept) == []


def test_de_alone_reads_no_name() -> None:
    before = _body("今年夏天最难熬的高温天，我们照常开放。")
    after = _body("今年夏天最难熬的高温期，我们照常开放。")
    assert respelt_contacts(before, after) == []


# --- a limit on who may, made "others too" ---------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "asked"),
    [
        (
            "药剂师将在现场提供咨询。只有本社区居民才能参加兑换，请携带居民卡。",
            "药剂师将在现场提供咨询。周边社区居民也可以参加兑换，请携带身份证。",
            "把药剂师那段改得更通顺一些。",
        ),
        (
            "Only plot holders may use the water troughs. Visitors can buy seedlings at the hut.",
            "Visitors can use the water troughs too, and seedlings are on sale at the hut.",
            "Make the water troughs paragraph friendlier.",
        ),
    ],
)
def test_a_limit_on_who_made_others_too_is_refused(old: str, new: str, asked: str) -> None:
    with pytest.raises(Refused):
        check_lifted_limits(_body(old), _body(new), [asked], AT_1)


def test_others_let_in_as_asked_or_the_limit_said_again_is_kept() -> None:
    old = "只有本社区居民才能参加兑换，请携带居民卡。"
    new = "周边社区居民也可以参加兑换，请携带身份证。"
    check_lifted_limits(_body(old), _body(new), ["第二段改成周边社区居民也可以参加兑换"], AT_1)
    old = "Only plot holders may use the water troughs."
    new = "The water troughs are for plot holders only, sorry!"
    check_lifted_limits(_body(old), _body(new), ["Make it friendlier."], AT_1)


# --- a count that finds the paragraph --------------------------------------------------------

PARAGRAPHS = [
    "The alarm was raised at 11.40 pm. The town's two engines arrived within the hour.",
    "The fire burned for eleven hours. No lives were lost.",
    "The exhibition runs from 5 June, open Saturdays only, 10 am–4 pm.",
]


def test_a_count_beside_its_thing_finds_the_one_paragraph_that_says_it() -> None:
    assert counted_holders("paragraph about the eleven hours", PARAGRAPHS) == {1}
    assert counted_holders("the 11 hours", PARAGRAPHS) == {1}
    assert counted_holders("the two engines", PARAGRAPHS) == {0}
    assert counted_holders("the hours", PARAGRAPHS) == set()  # no count: the word reader's
    assert counted_holders("the twelve hours", PARAGRAPHS) == set()
    zh = ["火灾共烧了十一个小时，三名消防员受伤。", "两台消防车在一小时内赶到。"]
    assert counted_holders("讲三名消防员的那段", zh) == {0}


def test_a_locating_count_is_no_figure_asked_for() -> None:
    article = "\n\n".join(PARAGRAPHS)
    assert "eleven" not in without_locating_counts(
        "Make the paragraph about the eleven hours less flat.", article
    )
    # a count the article does not write beside that thing is what the writer asks for
    assert "twelve" in without_locating_counts(
        "Make the paragraph about the twelve hours less flat.", article
    )


def test_chinese_counts_are_valued() -> None:
    assert [zh_count(t) for t in ("十一", "二十", "三", "640", "两", "百")] == [
        11,
        20,
        3,
        640,
        2,
        None,
    ]
