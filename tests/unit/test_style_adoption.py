"""Someone else's writing habit, described, is nothing; taken up by the writer, it is theirs."""

import pytest

from tests.unit.readings import heard, lasting


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "隔壁班的王老师写通知句子都很短，我觉得挺好，以后我也这么写。",
            ("sentence_length", "shorter"),
        ),
        ("我同事写的段落都特别短，我打算以后也学她。", ("paragraph_length", "shorter")),
        ("我们主编的标题都特别长，以后我也这么写。", ("title_style", "long")),
        (
            "My co-host keeps her notes short and I'm going to do the same from now on.",
            ("length", "concise"),
        ),
        (
            "My editor uses really short sentences. I'll start doing that too.",
            ("sentence_length", "shorter"),
        ),
    ],
)
def test_a_habit_taken_up_is_the_writers_wish(text, expected):
    assert lasting(text) == {expected}


@pytest.mark.parametrize(
    "text",
    [
        "隔壁班的王老师写通知句子都很短。",
        "我同事写的段落都特别短。",
        "网上那些营销号标题都特别长，什么震惊体。",
        "My co-host keeps her notes short.",
        "My editor uses really short sentences.",
    ],
)
def test_a_habit_described_without_taking_it_up_is_nothing(text):
    assert heard(text) == set()
