"""A complaint that only describes (app/style/complaints.implies_only): a measure or a likeness, no
judgement said outright, no feeling, no wish — what it implies is asked, the way its measure
points; said with "too" or with a wish beside it, it is filed as asked."""

import pytest

from app.style.extract import offline_observations


def _filed(text: str) -> set[tuple[str, str, bool]]:
    return {(o.dimension, o.value, o.tentative) for o in offline_observations(text)}


@pytest.mark.parametrize(
    ("text", "implied"),
    [
        (
            "The intro paragraph fills the whole phone screen on its own.",
            ("paragraph_length", "shorter"),
        ),
        (
            "The course title spills over onto a third line in the catalogue.",
            ("title_style", "short"),
        ),
        ("Five exclamation marks in a note about the boiler service.", ("tone", "calm")),
        ("The welcome pack reads like an eviction notice right now.", ("formality", "casual")),
        ("第三段占了大半个屏幕，手机上划半天。", ("paragraph_length", "shorter")),
        ("这个标题长得一行放不下，硬是折成了两行。", ("title_style", "short")),
        ("开业通知读着像一份起诉书。", ("formality", "casual")),
        ("一封感谢信被拆成了七个要点，像在念清单。", ("structure", "prose")),
    ],
)
def test_a_complaint_that_only_describes_is_asked_the_way_it_points(
    text: str, implied: tuple[str, str]
) -> None:
    filed = _filed(text)
    assert (*implied, True) in filed
    assert all(d != implied[0] or v == implied[1] for d, v, _ in filed)


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        (
            "The paragraphs are far too long; keep them to three lines.",
            ("paragraph_length", "shorter"),
        ),
        ("标题太长了，以后控制在十个字以内。", ("title_style", "short")),
    ],
)
def test_a_complaint_judged_outright_or_with_a_wish_is_filed(
    text: str, asked: tuple[str, str]
) -> None:
    assert (*asked, False) in _filed(text)
