"""Sarcasm in new shapes: which measure a mockery holds up, and the opposite put to the writer."""

import pytest

from app.style.mocked_measures import incongruous, measured
from app.style.mockery import read_mockery


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        (
            "Lovely. The opening sentence of the flood notice runs to eleven lines.",
            ("sentence_length", "shorter"),
        ),
        (
            "Wonderful headline — I had to turn my phone sideways to read it all.",
            ("title_style", "short"),
        ),
        ("Amazing title. 'Update.' Readers will be queuing to click.", ("title_style", "long")),
        ("绝了，简介就俩字“你好”，粉丝一定觉得特别用心", ("length", "detailed")),
        ("妙啊，开业通知写得像追悼词，客人看了肯定想马上来", ("tone", "lively")),
        (
            "Fantastic. A review that reads like a telegram. Short. STOP. Very moving. STOP.",
            ("sentence_length", "longer"),
        ),
        (
            "So nice that the guide now has nine separate bullet lists. Very warm.",
            ("structure", "prose"),
        ),
        (
            "Great, every paragraph is exactly one sentence long. Very… airy.",
            ("paragraph_length", "longer"),
        ),
        ("哇，这篇攻略真“精炼”，两百字就把三天行程讲完了", ("length", "detailed")),
        ("Wow, the apology email is so chirpy. Perfect.", ("tone", "calm")),
        ("厲害，成段都系术语，街坊一定睇得好明", ("vocabulary", "plain")),
    ],
)
def test_mock_praise_beside_a_measure_wants_its_opposite(text, meant):
    assert read_mockery(text) == meant


@pytest.mark.parametrize(
    "text",
    [
        "Part of me wonders whether one or two emoji would loosen things up.",
        "The headline is fine, thanks.",
        "这篇写得很好，读者都说看得懂。",
    ],
)
def test_no_measure_held_up_is_no_incongruity(text):
    assert not incongruous(text)
    assert read_mockery(text) is None


def test_the_part_named_decides_what_a_size_is_of():
    cost = "I only had to scroll sideways twice to reach the end of it."
    assert measured(cost, "title") == ("title_style", "short")
    assert measured(cost, "paragraph") == ("paragraph_length", "shorter")
    assert measured(cost, None) == ("sentence_length", "shorter")
