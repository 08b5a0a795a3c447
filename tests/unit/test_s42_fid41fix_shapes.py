"""The shapes fidelity_blind41 failed on, as pure functions (fidelity_dev42b runs them through
the HTTP API): a removal said as "cross … off", "strike …", 划掉; a decline in the `refusal`
field that says why; a firm start or deadline (过时不候, "will not wait") made a wish by a
softer tone; a paragraph named by the topic it opens with; a section named by its bold label
line with a colon."""

from __future__ import annotations

import pytest

from app.editing.asked_kinds import REMOVE, SHORTEN
from app.editing.dropped_lines import check_dropped_lines
from app.editing.elided import Refused
from app.editing.headings import without_labels_named
from app.editing.lone_target import lone_topic
from app.editing.modals import loosened_rules
from app.editing.qualifiers import check_qualifiers
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs
from app.llm.reading import says_why

LIST = "**Activities:**\n- Face painting\n- Raffle\n- Plant stall\n- Book swap"
ZH_LIST = "**活动内容：**\n- 作者生平导读\n- 分组讨论\n- 旧书交换\n- 手工书签"


@pytest.mark.parametrize(
    "suggestion",
    [
        "Take the tombola off the stalls list, we couldn't get a licence.",
        "Cross the raffle off the activities list.",
        "Cross the raffle off.",
        "Strike the book swap from the activities.",
        "Scrap the quiz.",
        "把“旧书交换”从活动内容里划掉吧。",
        "活动内容里的手工书签撤掉。",
    ],
)
def test_an_item_taken_off_in_other_words_is_a_removal(suggestion: str) -> None:
    assert REMOVE.search(suggestion) and SHORTEN.search(suggestion)


@pytest.mark.parametrize(
    "suggestion",
    [
        "Take the edge off the rules list, it sounds bossy.",
        "Say that staff take the day off on Friday.",
        "Make the opening strike a warmer tone from the start.",
    ],
)
def test_take_the_edge_off_or_a_day_off_is_no_removal(suggestion: str) -> None:
    assert not REMOVE.search(suggestion) and not SHORTEN.search(suggestion)


def _drop(before: str, after: str, suggestion: str) -> None:
    scope = scope_of([suggestion], "Fair", split_paragraphs(before))
    check_dropped_lines(before, after, [suggestion], scope)


def test_the_named_item_may_go() -> None:
    _drop(
        LIST,
        "**Activities:**\n- Face painting\n- Plant stall\n- Book swap",
        "Cross the raffle off.",
    )
    _drop(ZH_LIST, "**活动内容：**\n- 作者生平导读\n- 分组讨论\n- 手工书签", "把旧书交换划掉。")


@pytest.mark.parametrize(
    ("before", "after", "suggestion", "lost"),
    [
        (
            LIST,
            "**Activities:**\n- Face painting\n- Plant stall",
            "Cross the raffle off.",
            "Book swap",
        ),
        (
            LIST,
            "**Activities:**\n- Raffle\n- Book swap",
            "Remove the plant stall.",
            "Face painting",
        ),
        (ZH_LIST, "**活动内容：**\n- 作者生平导读\n- 分组讨论", "把旧书交换划掉。", "手工书签"),
    ],
)
def test_an_item_nobody_named_may_not_go_beside_the_named_one(
    before: str, after: str, suggestion: str, lost: str
) -> None:
    with pytest.raises(Refused, match=lost):
        _drop(before, after, suggestion)


def test_a_removal_naming_no_item_lets_any_go() -> None:
    _drop(LIST, "**Activities:**\n- Face painting\n- Raffle", "Delete two items from the list.")


@pytest.mark.parametrize(
    "refusal",
    [
        "I can't state that the cakes are nut-free, because I don't know how they were made.",
        "I'd suggest asking each baker to label their cakes instead.",
        "我不能写“义诊能治好高血压”，因为这种说法没有依据。",
        "我不能加这一条，建议先和卫生服务中心确认。",
    ],
)
def test_a_refusal_that_says_why_is_the_models_answer(refusal: str) -> None:
    assert says_why(refusal)


@pytest.mark.parametrize(
    "refusal",
    [
        "I'm sorry, but I can't help with that request.",
        "I'm sorry, I can't assist with that.",
        "抱歉，我无法协助处理这个请求。",
        "抱歉，这个请求我无法处理。",
    ],
)
def test_a_stock_refusal_is_a_failed_call(refusal: str) -> None:
    assert not says_why(refusal)


@pytest.mark.parametrize(
    ("before", "after", "asked"),
    [
        (
            "**集合：**大巴8:00准时出发，过时不候。",
            "**集合：**大巴8:00出发，大家尽量准时哦。",
            "“集合”那段语气柔和一点。",
        ),
        (
            "报名截止后恕不受理，名额共40个。",
            "报名截止后我们也会尽量安排，名额共40个。",
            "这段语气委婉一点。",
        ),
        (
            "The coach leaves at 8:15 am sharp and will not wait for latecomers.",
            "The coach leaves at 8:15 am, so please try to be there on time.",
            "Make the coach paragraph sound friendlier.",
        ),
        (
            "Please pay by Friday 28 May. Late payments cannot be accepted.",
            "If you can, please pay by Friday 28 May.",
            "Soften the tone of the payment paragraph.",
        ),
    ],
)
def test_a_softer_tone_does_not_make_a_rule_a_wish(before: str, after: str, asked: str) -> None:
    assert loosened_rules(before, after)
    with pytest.raises(Refused, match="how binding a rule"):
        check_qualifiers(before, after, asked)


@pytest.mark.parametrize(
    "asked",
    [
        "“集合”那段别那么严格，改成尽量准时就好。",
        "The bus rule is too strict, make it less strict.",
    ],
)
def test_the_writer_may_loosen_a_rule(asked: str) -> None:
    check_qualifiers(
        "**集合：**大巴8:00准时出发，过时不候。", "**集合：**大巴8:00出发，请尽量准时。", asked
    )


TUANJIAN = [
    "各位同事：",
    "**集合：**4月23日早上7:30在公司北门集合，大巴8:00准时出发，过时不候。",
    "**费用：**人均预算600元，请于4月16日前转给行政部小周。",
    "不能参加的同事请于4月9日前告知小周，以便统计人数。",
    "行政部",
]


def test_a_paragraph_that_opens_with_its_topic_is_not_moved_to_another() -> None:
    asked = ["不能参加的那段写得更委婉一些。"]
    scope = scope_of(asked, "团建", split_paragraphs("\n\n".join(TUANJIAN)))
    assert scope.paragraphs == {3}
    reply = [
        "**集合：**4月23日早上7:30在公司北门集合，大巴8:00出发，请大家准时到达，以免耽误行程。"
    ]
    assert lone_topic(scope, reply, TUANJIAN, asked) is None


def test_a_bold_label_line_with_a_colon_is_a_place_not_an_ask_about_dates() -> None:
    paragraphs = ["Intro.", "**Key dates:**\n- Bookings close: Friday 30 April", "Questions?"]
    assert "dates" not in without_labels_named("Make the 'Key dates' stand out more.", paragraphs)
    assert "日期" not in without_labels_named(
        "“重要日期”改得更醒目一点。", ["开头。", "**重要日期：**\n- 摘要截止：3月1日", "落款"]
    )


def test_a_quoted_label_names_its_whole_section() -> None:
    body = (
        "Intro.\n\n**Key dates:**\n- Bookings close: Friday 30 April\n- Fair: Saturday 15 May"
        "\n\nEnd."
    )
    scope = scope_of(["Make the 'Key dates' stand out more."], "Fair", split_paragraphs(body))
    assert scope.paragraphs == {1} and not scope.sentences and not scope.figures
