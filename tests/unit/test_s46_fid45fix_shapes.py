# ruff: noqa: E501  (a Chinese paragraph reads best as one unbroken string)
"""The pure pieces behind fidelity_blind45's fixes (session 46, fid45fix): a line ending on the
writer's own words is not cut off, a limit beside an edit is no "don't edit", a timestamp
changed in place, a counted list of quoted or apposed items cut short, "in writing" cut from a
kept act, a paragraph half in the other script, the recipe's steps named, and a day moved in a
line named by a word for days."""

from __future__ import annotations

import pytest

from app.editing.asked_ending import ends_on_asked_words
from app.editing.beside import blocks_named
from app.editing.counted_lists import check_counted_lists, counted_lists
from app.editing.dropped_requirements import dropped_requirements_line
from app.editing.elided import Refused
from app.editing.facts import moved_clock_readings
from app.editing.language import mixed_into_other
from app.editing.opinion import asks_opinion
from app.editing.qualifiers import check_qualifiers

# -- a line ending on the writer's words ------------------------------------------------------


@pytest.mark.parametrize(
    ("paragraph", "wording"),
    [
        (
            "咨询电话：0571-8651 2000（8:00—18:00）；救援电话：0571-8651 2120",
            "在咨询电话那行后面加上：“救援电话：0571-8651 2120”。",
        ),
        (
            "服务热线：96123（6:00—22:00），也可拨打12345市民热线",
            "服务热线那行加上：“也可拨打12345市民热线”。",
        ),
        (
            "服务热线：96200（6:00—23:00），也可关注“城市地铁”公众号查询",
            "服务热线那行加上“也可关注“城市地铁”公众号查询”。",
        ),
        ("开放时间：9:00—21:00。每周一闭馆", "开放时间那行后面加一句“每周一闭馆”。"),
        (
            "Contact: Reception, 0161 496 0555 (7 am to 9 pm); out of hours: 0800 555 0199",
            "Add 'out of hours: 0800 555 0199' to the contact line.",
        ),
        (
            "Contact: Reception, 0161 496 0555, or email swim@millbrook.example",
            "Add that people can also email swim@millbrook.example to the contact line.",
        ),
    ],
)
def test_a_line_ending_where_the_writers_words_end_is_not_cut(paragraph: str, wording: str) -> None:
    assert ends_on_asked_words(paragraph, wording)


@pytest.mark.parametrize(
    ("paragraph", "wording"),
    [
        # inside the quoted number
        (
            "Contact: Reception, 0161 496 0555; out of hours: 0800 55",
            "Add 'out of hours: 0800 555 0199' to the contact line.",
        ),
        # at the comma of the quoted sentence
        (
            "联系电话：8612 3300（9:00—17:00），夜间请拨打8612 3399",
            "联系电话那行加上“夜间请拨打8612 3399，节假日照常”。",
        ),
        # words the suggestion does not give
        (
            "The lecture will be recorded and posted on the",
            "Make the recording paragraph friendlier.",
        ),
        ("本期节目由“纸间”文具赞助，听众专属优惠码", "赞助那段写得更亲切。"),
    ],
)
def test_a_line_stopping_elsewhere_is_still_read_as_cut(paragraph: str, wording: str) -> None:
    assert not ends_on_asked_words(paragraph, wording)


# -- a limit beside the edit ------------------------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "下期预告写得更有期待感，日期别改。",
        "时间轴每一条的描述写得更吸引人，时间不要动。",
        "开头那段更诱人一些，时间别改。",
        "开头那段写得更有画面感，嘉宾名字别改。",
    ],
)
def test_a_limit_beside_an_edit_asks_for_the_edit(message: str) -> None:
    assert not asks_opinion(message)


@pytest.mark.parametrize(
    "message",
    [
        "先别改，你觉得开头那段会不会太长？",
        "文章先别动，标题行吗？",
        "标题行吗？先别改。",
        "你先别改，告诉我哪段最弱",
    ],
)
def test_no_edit_as_a_clause_of_its_own_still_asks_a_view(message: str) -> None:
    assert asks_opinion(message)


# -- a timestamp changed in place ---------------------------------------------------------------


def test_a_timestamp_written_in_place_of_the_writers_is_moved() -> None:
    assert moved_clock_readings(["00:52:05"], ["00:52:50"]) == (["00:52:05"], ["00:52:50"])


def test_the_same_timestamp_in_another_form_or_one_only_dropped_is_not() -> None:
    assert moved_clock_readings(["00:35:30"], ["0:35:30"]) == ([], [])
    assert moved_clock_readings(["00:35:30"], []) == ([], [])
    assert moved_clock_readings(["twenty"], ["thirty"]) == ([], [])


# -- counted lists ------------------------------------------------------------------------------


def test_quoted_and_apposed_items_are_read_with_their_count() -> None:
    assert counted_lists("暂停停靠“滨河路北”“文二路口”2个站点") == [["滨河路北", "文二路口"]]
    assert counted_lists("“少儿阅览室”和“自习室”两个区域暂停开放") == [["少儿阅览室", "自习室"]]
    assert counted_lists(
        "two changing rooms, the family room and the accessible room, stay closed."
    ) == [["the family room", "the accessible room"]]
    assert counted_lists("Buses skip two stops (Mill Lane and Park Road) until May.") == [
        ["Mill Lane", "Park Road"]
    ]
    assert counted_lists("We have three dogs, and two cats.") == []
    assert counted_lists("暂停停靠“滨河路北”“文二路口”3个站点") == []  # the count says more


def test_a_counted_item_dropped_is_refused_and_one_reworded_is_not() -> None:
    with pytest.raises(Refused):
        check_counted_lists(
            "暂停停靠“滨河路北”“文二路口”2个站点。", "暂停“滨河路北”站。", ["26路那段简洁一点。"]
        )
    before = "two changing rooms, the family room and the accessible room, stay closed."
    with pytest.raises(Refused):
        check_counted_lists(before, "the family changing room stays shut.", ["Shorter."])
    check_counted_lists(
        before, "both the family room and the accessible room stay shut.", ["Shorter."]
    )
    check_counted_lists(
        "暂停停靠“滨河路北”“文二路口”2个站点。", "暂停“滨河路北”站。", ["去掉文二路口"]
    )


# -- "in writing" cut from a kept act -----------------------------------------------------------


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (
            "You must give at least one month's notice in writing, ending on the last day of a rent period.",
            "If you decide to move on, we'd appreciate a month's notice, ending on the last day of a rent period.",
        ),
        (
            "We will give you 48 hours' written notice of any price change.",
            "We'll always give you 48 hours' notice before any price changes.",
        ),
    ],
)
def test_in_writing_cut_from_a_kept_act_is_refused(before: str, after: str) -> None:
    with pytest.raises(Refused):
        dropped_requirements_line(before, after, ["Make it friendlier."])


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (
            "Cancellations must be made in writing at least 7 days before your session.",
            "Cancellations just need to reach us at least 7 days before your session.",
        ),
        (
            "Notice to leave must be given in writing at least 30 days ahead.",
            "If you're planning to leave, please let us know at least 30 days ahead.",
        ),
        (
            "Motions must be submitted in writing to the secretary by 23 February.",
            "If you'd like to propose a motion, just let the secretary know by 23 February.",
        ),
    ],
)
def test_in_writing_beside_a_verb_dropped_is_named(before: str, after: str) -> None:
    assert "in writing" in dropped_requirements_line(before, after, ["Make it friendlier."])


def test_in_writing_dropped_with_the_act_recast_is_named() -> None:
    line = dropped_requirements_line(
        "Cancellations must be made in writing at least 7 days before your session.",
        "Can't make it? Let us know at least 7 days before your session.",
        ["Make it friendlier."],
    )
    assert "in writing" in line


# -- half in the other script ---------------------------------------------------------------------


def test_a_chinese_paragraph_half_in_english_is_mixed() -> None:
    before = "本期嘉宾是在浙江松阳开独立书店的陈一苇。她聊了选址、进书、办活动，也聊了书店第三年差点关门的那个冬天。"
    after = "This episode, 我们请来了在松阳开独立书店的陈一苇——she talks about picking the spot, stocking books and running events, and the winter her shop almost closed."
    assert mixed_into_other(before, after)


def test_a_product_name_or_a_bilingual_line_is_not_mixed() -> None:
    before = "本期嘉宾周小满在青岛开了一家民宿，讲了她一个人看海的夜晚。"
    assert not mixed_into_other(before, before + "Apple Podcasts 也能收听。")
    line = "Opening hours 开放时间: 9 am to 5 pm every day 每天九点到五点"
    assert not mixed_into_other(line, line + " except Monday 周一除外")


def test_the_writers_chinese_with_english_beside_it_is_not_mixed() -> None:
    before = "如遇雨天，活动改在社区服务中心一楼大厅举行，时间不变。"
    english = (
        "In case of rain, the event moves to the ground-floor hall of the centre, at the same time."
    )
    assert not mixed_into_other(before, before + "\n" + english)


def test_an_english_paragraph_around_chinese_clauses_is_mixed() -> None:
    before = "After six months of repairs, the pool opens again this spring."
    assert mixed_into_other(
        before, "经过六个月的维修，Millbrook Pool 今年春天终于重新开放啦，欢迎大家回来游泳！"
    )


# -- the recipe's steps named ---------------------------------------------------------------------

SOUP = [
    "A soup for the end of summer.",
    "| Ingredient | Amount |\n| --- | --- |\n| Butter | 40 g |",
    "1. Roast the tomatoes.\n2. Melt the butter.\n3. Blend.",
    "It keeps for three days.",
]


@pytest.mark.parametrize(
    ("suggestion", "named"),
    [
        ("Olive oil instead of butter, in the table and the method only.", {1, 2}),
        ("Swap the butter for olive oil in the steps.", {2}),
        ("Make the instructions clearer.", {2}),
        ("做法里的黄油换成玉米油。", {2}),
    ],
)
def test_the_method_names_the_numbered_steps(suggestion: str, named: set[int]) -> None:
    assert blocks_named(suggestion, SOUP) == named


def test_steps_to_somewhere_or_one_step_name_no_block() -> None:
    assert blocks_named("Mention the steps to the door in paragraph 1.", SOUP) is None
    assert blocks_named("第三步写详细一点。", SOUP) is None


# -- a day moved in a line named by a word for days ---------------------------------------------


def test_a_weekday_moved_in_the_when_line_is_refused_unless_days_are_asked() -> None:
    before = "**When:** Thursday 11 March 2027, 4.30 pm to 6 pm."
    after = "**When:** Join us on Wednesday 11 March 2027, 4.30 pm to 6 pm."
    check_qualifiers(before, after, "Make the When line friendlier.")  # read with its label
    with pytest.raises(Refused):
        check_qualifiers(
            before, after, "Make the When line friendlier.", "Make the line friendlier."
        )
    check_qualifiers(before, after, "Move it to Wednesday.", "Move it to Wednesday.")
