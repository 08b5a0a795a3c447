"""Two asks in one message, each about its own block (outside45a F18): both are the ask."""

from app.editing.clauses import separate_asks
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

MEETING = split_paragraphs(
    "Present: Ana, Joe.\n\nParking: so basically cars keep being left on the verge.\n\n"
    "Action items: Ana to call the council; Joe to send the gate code.\n\nNext meeting: 8 April."
)


def test_a_recast_or_a_mark_after_and_is_an_ask_of_its_own() -> None:
    assert separate_asks("tidy the parking bit and turn the action items into a list") == [
        "tidy the parking bit",
        "turn the action items into a list",
    ]
    assert separate_asks("shorten the intro and bold the deadline in the last paragraph") == [
        "shorten the intro",
        "bold the deadline in the last paragraph",
    ]
    assert len(separate_asks("polish the opening and convert the schedule into a table")) == 2


def test_bold_as_a_word_of_the_tone_joins_no_second_ask() -> None:
    assert separate_asks("make it clear and bold") == ["make it clear and bold"]


def test_both_blocks_are_the_scope() -> None:
    scope = scope_of(
        ["tidy the parking bit and turn the action items into a list"], "Minutes", MEETING
    )
    assert not scope.whole
    assert scope.paragraphs == {1, 2}


def test_a_verb_that_is_a_noun_too_parts_asks_before_what_it_works_on() -> None:
    assert len(separate_asks("Shorten the parking paragraph and list the action items")) == 2
    assert len(separate_asks("rewrite the intro and number the steps")) == 2
    assert separate_asks("add a list and a table") == ["add a list and a table"]


def test_chinese_asks_parted_by_a_comma_alone_or_by_a_joining_word() -> None:
    assert separate_asks("停车那段理顺，待办事项改成列表") == ["停车那段理顺", "待办事项改成列表"]
    assert separate_asks("停车那段理顺一下并且把待办事项改成列表") == [
        "停车那段理顺一下",
        "并且把待办事项改成列表",
    ]


def test_a_place_then_zai_ba_stays_one_ask() -> None:
    assert separate_asks("第二段再把语气改温和一点") == ["第二段再把语气改温和一点"]
