# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""Session 52 (fid51judge): the judging fidelity_blind51 failed on — a limit per person or
household and a rule of conduct said as an instruction dropped by a restyle, a negation turned
("never charge" → "is charged", "no later than" → "after"), a limit turned into leave for anyone
by a shorten, and (the lead's decision of session 52) a figure, a day or a name a restyle of a
named part left out."""

from __future__ import annotations

import pytest

from app.editing.dropped_facts import check_dropped_facts, check_dropped_figures
from app.editing.elided import Refused
from app.editing.fact_reading import flipped_negations
from app.editing.lifted_limits import check_lifted_limits
from app.editing.restyle_drops import dropped_figure, dropped_name
from app.editing.scope import Scope
from app.editing.turned_words import turned_round

AT_1 = Scope(paragraphs=frozenset({1}))
WHOLE = Scope(whole=True)
SHORTEN_1 = Scope(paragraphs=frozenset({1}), shorten=True)


def _body(paragraph: str, intro: str = "Intro.") -> str:
    return intro + "\n\n" + paragraph


# 1. A limit per person, household or visit, and an instruction, dropped by a restyle.


@pytest.mark.parametrize(
    ("before", "after", "ask"),
    [
        (
            "Everyone is welcome. Each household may take one bag of fresh food a day, and tinned food is limited to two items per visit.",
            "Everyone is welcome here! Tinned food is limited to two items per visit.",
            "Make it friendlier.",
        ),
        (
            "Repairs are free. Each visitor may book at most two repairs per visit, and bookings close at noon.",
            "Repairs are completely free! Bookings close at noon.",
            "Make it livelier.",
        ),
        (
            "每周二发放。每户限领一袋，凭社区卡领取。",
            "每周二发放，凭社区卡就能领哦。",
            "写得亲切一些。",
        ),
        (
            "单次票25元。每人每次限购两张票，售完即止。",
            "单次票只要25元，售完即止，快来抢票吧！",
            "写得更吸引人。",
        ),
        (
            "The path is narrow, so keep left and let faster runners pass on the right.",
            "Two laps of a lovely, flat path by the lake.",
            "Make it more vivid.",
        ),
        (
            "Parking is tight, so walk your bike through the gate and keep dogs on a lead in the porch.",
            "Parking is tight, so please keep dogs on a lead in the porch.",
            "Make it warmer.",
        ),
        ("领取时请靠右排队，进门须佩戴口罩。", "进门请记得佩戴口罩，谢谢配合。", "语气柔和一点。"),
    ],
)
def test_a_limit_or_an_instruction_dropped_by_a_restyle_is_refused(
    before: str, after: str, ask: str
) -> None:
    with pytest.raises(Refused):
        check_dropped_facts(_body(before), _body(after), [ask], AT_1)


@pytest.mark.parametrize(
    ("before", "after", "ask", "scope"),
    [
        (  # the limit said in other words
            "Each household may take one bag of fresh food a day, and tinned food is limited to two items per visit.",
            "There is one bag of fresh food per household each day, and up to two tinned items per visit.",
            "Make it warmer.",
            AT_1,
        ),
        (
            "单次票25元。每人每次限购两张票，售完即止。",
            "单次票25元。每人每次最多买两张，售完即止哦。",
            "写得亲切点。",
            AT_1,
        ),
        (
            "单次票25元。每人每次限购两张票，售完即止。",
            "单次票25元。不再限购，售完即止。",
            "改成不再限购。",
            AT_1,
        ),
        (  # the instructions said another way
            "Parking is tight, so walk your bike through the gate and keep dogs on a lead in the porch.",
            "Parking is tight, so please wheel your bike through the gate and keep your dog on its lead in the porch.",
            "Make it friendlier.",
            AT_1,
        ),
        (
            "领取时请靠右排队，进门须佩戴口罩。禁止携带宠物进入。",
            "领取时请靠右排队，进门请佩戴口罩。宠物请勿带入。",
            "写得客气一点。",
            AT_1,
        ),
        (
            "屋顶翻修完成。另有两根木质地梁不得不更换。",
            "屋顶翻修已经完成啦。",
            "写得轻松一点。",
            AT_1,
        ),
        (  # a shorten may cut
            "Repairs are free. Each visitor may book at most two repairs per visit, and bookings close at noon.",
            "Repairs are free; bookings close at noon.",
            "Shorten it.",
            SHORTEN_1,
        ),
    ],
)
def test_a_limit_or_an_instruction_said_again_or_asked_away_is_kept(
    before: str, after: str, ask: str, scope: Scope
) -> None:
    check_dropped_facts(_body(before), _body(after), [ask], scope)


# 2. Negations turned.


def test_never_with_its_verb_made_positive_is_a_flipped_negation() -> None:
    assert flipped_negations(
        "Report any damage at once; we never charge for normal wear.",
        "Report any damage at once; normal wear is charged at cost.",
    ) == ["never"]
    # a modal's "not" keeps the verb as written: "offers" elsewhere is no "offer" made positive
    assert not flipped_negations(
        "The space has a sink. The café will not offer testing until a volunteer joins.",
        "The space offers a sink. Testing will not be offered until a volunteer joins.",
    )


def test_no_later_than_written_after_is_turned_round() -> None:
    before = "Food must be dropped off no later than 6 pm so that a volunteer can check it."
    assert turned_round(
        before, "Food can be dropped off after 6 pm so that a volunteer can check it.", "Polish it."
    )
    assert not turned_round(
        before, "Food must be dropped off by 6 pm so that a volunteer can check it.", "Polish it."
    )


# 3. A limit turned into leave for anyone, by a shorten too.


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (
            "There are 24 places. Only children with a library card may sign up, and children under 11 must have a parent in the building.",
            "There are 24 free places. Any child may sign up; under-11s need a parent in the building.",
        ),
        (
            "Open 8 am to 8 pm. Only volunteers with a food-safety card may stock the fridge.",
            "Open 8 am–8 pm. Any volunteer may stock the fridge.",
        ),
        ("每户限领一袋，凭社区卡领取，无需预约。", "每户一袋，无需社区卡，无需预约。"),
    ],
)
def test_a_shorten_that_lets_anyone_in_is_refused(before: str, after: str) -> None:
    with pytest.raises(Refused):
        check_lifted_limits(_body(before), _body(after), ["Shorten it."], SHORTEN_1)


@pytest.mark.parametrize(
    ("before", "after", "ask"),
    [
        (
            "Only volunteers with a food-safety card may stock the fridge.",
            "Only card-holding volunteers may stock the fridge.",
            "Shorten it.",
        ),
        (
            "Only members may book a table.",
            "Anyone may book a table.",
            "Open table booking to anyone.",
        ),
        ("凭社区卡领取，无需预约。", "凭卡领取，无需预约。", "精简一下。"),
    ],
)
def test_a_limit_kept_or_opened_as_asked_is_not_lifted(before: str, after: str, ask: str) -> None:
    check_lifted_limits(_body(before), _body(after), [ask], SHORTEN_1)


# 4. The lead's decision of session 52: a figure, a day or a name a restyle of a part dropped.


def test_a_figure_said_fewer_times_or_a_day_gone_is_dropped() -> None:
    assert dropped_figure(
        "其中六成受害人年龄在60岁以上。\n\n凡年满60岁的居民到场听讲，均可领取。",
        "其中六成受害人年龄在60岁以上。\n\n到场听讲的居民都可领取。",
    ) == ("凡年满60岁的居民到场听讲", "60")
    assert dropped_figure(
        "The café runs on the first Saturday of each month at the Old Station Yard.",
        "The café is held at the Old Station Yard.",
    ) == ("The café runs on the first Saturday of each month at the Old Station Yard", "Saturday")


def test_a_figure_in_another_spelling_or_moved_is_kept() -> None:
    assert dropped_figure("涉案1,200,000元，9:30开始。", "涉案120万元，9点半开始。") is None
    assert (
        dropped_figure(
            "区游泳馆将于2027年7月1日起开放，每天两场，每场限入场120人。",
            "从2027年7月1日起，区游泳馆开放。每场限入场120人，每天两场。",
        )
        is None
    )


def test_a_name_gone_is_dropped_and_a_place_is_no_name() -> None:
    assert dropped_name("救生员队长庞志远提醒大家：量力而行。", "救生员们提醒大家：量力而行！") == (
        "救生员队长庞志远提醒大家：量力而行",
        "庞志",
    )
    assert dropped_name(
        "Donations get a receipt from our treasurer, Colin Mbeki.", "Donations get a receipt."
    ) == ("Colin Mbeki", "Colin Mbeki")
    assert dropped_name("救生员队长庞志远提醒大家。", "队长庞志远提醒大家！") is None
    assert dropped_name("Parking is tight on Hale Street, so walk.", "Parking is tight.") is None


def test_a_restyle_of_a_part_that_drops_a_figure_is_refused_not_a_whole_one_nor_a_cut() -> None:
    before = _body("Tea and cake are on sale for £1.50, and the money goes to the fund.")
    after = _body("Come for the tea and cake: every penny goes to the fund!")
    with pytest.raises(Refused, match="figure"):
        check_dropped_figures(before, after, ["Make the tea paragraph livelier."], AT_1)
    check_dropped_figures(before, after, ["Make it livelier."], WHOLE)
    check_dropped_figures(before, after, ["Shorten the tea paragraph."], SHORTEN_1)
    check_dropped_figures(before, after, ["Fix the speaker's name in the quote."], AT_1)
