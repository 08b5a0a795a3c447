"""Session 38 (style-struct): readings of the released sets' false alarms, each structural — a
size word's place in the phrase, a person named with a title, an amount told with 得."""

import pytest

from app.style.extract import offline_observations
from app.style.others import is_third_party


def _read(text: str) -> list[tuple[str, str]]:
    return [(o.dimension, o.value) for o in offline_observations(text)]


def test_long_before_the_part_it_describes_is_that_parts_size_not_a_measure():
    # "pages long" measured the piece and filed short titles for a wish for long ones.
    assert _read("Give the course pages long descriptive titles from now on.") == [
        ("title_style", "long")
    ]
    assert ("title_style", "short") not in _read("Give the pages long titles.")


@pytest.mark.parametrize(
    "text", ["The newsletter is three pages long.", "these intros are screens long, cut them"]
)
def test_pages_or_screens_long_still_measure_the_piece(text):
    assert _read(text) == [("length", "concise")]


@pytest.mark.parametrize(
    "text",
    [
        "Dr Osei uses jargon in each and every email to us lol.",
        "Mrs. Patel always writes long paragraphs.",
        "Kwame uses jargon in every email.",
    ],
)
def test_someone_named_with_or_without_a_title_is_someone_else(text):
    assert is_third_party(text)
    assert _read(text) == []


def test_an_amount_told_with_de_is_how_the_text_is_not_a_wish_for_more():
    # 表情放得少少的，刚刚好，就要这种 filed more emoji against a held fewer.
    assert _read("表情放得少少的，刚刚好，就要这种") == []
    assert _read("表情放得很少，刚刚好") == []
    assert _read("表情放得太少") == [("emoji", "more")]
    assert _read("表情放得少了，多加几个") == [("emoji", "more")]
