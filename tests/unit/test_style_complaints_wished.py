"""A complaint that describes, beside a wish whose own words name no style: the complaint says
which way the wish goes; a likeness that is itself the wish, someone else's ways, a content fix
or a hypothetical say nothing."""

import pytest

from app.style.complaints import complaint_wished
from app.style.extract import clauses, sentences


def _said(text: str) -> list[tuple[str, str]]:
    return [(c, s) for s in sentences(text) for c in clauses(s)]


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        (
            "the recap was so bare-bones it could've been a tweet. I want the full story in these",
            ("length", "detailed"),
        ),
        ("这篇通知干巴巴的，一点人情味都没有，以后写得热乎一点。", ("tone", "lively")),
        (
            "The posts read like legal notices. Write like a neighbour would, from now on.",
            ("formality", "casual"),
        ),
    ],
)
def test_the_complaint_gives_the_wish_its_direction(text, meant):
    assert complaint_wished(text, _said(text)) == meant


@pytest.mark.parametrize(
    "text",
    [
        "It's the safety recall, so it has to read like an official notice.",
        "我师父写东西从来不分段，一篇下来一整块。",
        "The flyer reads like a legal notice. Fix the date to 12 May.",
        "如果写成像法律文件那样，以后大家就不看了",
        "Does it read like a legal notice? Write it warmer from now on.",
    ],
)
def test_no_complaint_with_a_wish_of_its_own_gives_nothing(text):
    assert complaint_wished(text, _said(text)) is None
