"""A piece mocked as too thin — a whole event or skill in a few lines — wants more detail,
whatever brevity word is praised in scare quotes beside it (session 53, style_dev59)."""

import pytest

from app.style.mocked_measures import measured
from app.style.mockery import read_mockery


@pytest.mark.parametrize(
    "text",
    [
        "好“精炼”啊，三行字就把一场演出打发了。",
        "这篇教程可真“精炼”，三句话就教会人装空调了呢",
        "真“简洁”，两句话就讲完了整个报名流程",
        "Wow, so 'concise' - the whole festival in one sentence.",
        "So 'tight' - the entire season in two lines.",
    ],
)
def test_a_whole_thing_in_a_few_lines_is_too_thin(text: str) -> None:
    assert measured(text, None) == ("length", "detailed")
    assert read_mockery(text) == ("length", "detailed")


@pytest.mark.parametrize(
    "text",
    [
        "这段写得真“简洁”啊，八百字就说了一件事👍",
        "这个开头好“短小”哦，我泡了两壶茶才看完",
        "Eleven steps crammed into one sentence, lovely.",
    ],
)
def test_a_long_piece_mocked_as_brief_is_not_read_as_thin(text: str) -> None:
    assert measured(text, None) != ("length", "detailed")
