"""whole_characters: a span widened to whole drawn characters (app/domain/text.py)."""

import pytest

from app.domain.text import whole_characters

FAMILY = "👨\u200d👩\u200d👧"


@pytest.mark.parametrize(
    ("text", "span", "widened"),
    [
        (f"a {FAMILY} b", (2, 4), (2, 7)),  # the first half of a family
        (f"a {FAMILY} b", (4, 5), (2, 7)),  # its middle person
        (f"a {FAMILY} b", (0, 2), (0, 2)),  # already whole: unchanged
        ("a🇨🇳🇯🇵b", (2, 4), (1, 5)),  # the second half of one flag, the first of the next
        ("a🇨🇳🇯🇵b", (3, 5), (3, 5)),  # one whole flag
        ("cafe\u0301!", (4, 5), (3, 5)),  # a combining accent goes with its letter
        ("👍🏽 ok", (1, 2), (0, 2)),  # a skin tone with its hand
        ("❤\ufe0f x", (0, 1), (0, 2)),  # a variation selector with its heart
        ("x\r\ny", (2, 3), (1, 3)),  # a line break written \r\n is one
        ("我们等了二十分钟。", (2, 4), (2, 4)),  # CJK: every character whole already
        ("", (0, 0), (0, 0)),
    ],
)
def test_a_span_is_widened_to_whole_characters(
    text: str, span: tuple[int, int], widened: tuple[int, int]
) -> None:
    assert whole_characters(text, *span) == widened
