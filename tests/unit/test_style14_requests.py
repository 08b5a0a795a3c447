"""Session 14, style rules: a polite request keeps being one when what it is for is said first
("For all our concert posts, could you…") or when manners come before it ("tell me if it's a bad
idea, but could…"); a word of content that only names a kind of text ("the schedule posts",
"the concert posts") is no fact fixed, so the style word beside it is the writer's."""

import pytest

from app.style.reading import mood
from tests.unit.readings import filed, heard


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("For all our concert posts, could you add a few emoji?", ("emoji", "more")),
        (
            "On the class notices, could the times go in a bulleted list going forward?",
            ("structure", "lists"),
        ),
        ("add some emojis to the schedule posts", ("emoji", "more")),
    ],
)
def test_a_request_said_after_what_it_is_for_is_filed(text, expected):
    assert expected in filed(text)
    # A fact of the same words is still a fact, and a question after manners still asks.
    assert heard("Add the schedule to the post and fix the concert date.") == set()
    assert (
        heard("This might be a silly question, but is the tone of the event posts too flat?")
        == set()
    )


def test_manners_before_a_polite_request_imagine_nothing():
    text = "Tell me if it's a bad idea, but could the posts have a few emojis from now on?"
    assert mood(text) == "request"
    assert mood("If this were for a journal, could it be more formal?") == "hypothetical"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("以後啲推文寫得熱鬧啲得唔得？", ("tone", "lively")),
        ("啲段落寫短啲得唔得？", ("paragraph_length", "shorter")),
        ("Going forward please write the club news in actual paragraphs.", ("structure", "prose")),
        ("quit bulleting the recaps, i want real paragraphs from now on", ("structure", "prose")),
    ],
)
def test_cantonese_asked_nicely_and_real_paragraphs_are_requests(text, expected):
    assert expected in filed(text)
    assert heard("段落咁長，啲街坊睇唔睇得晒㗎？") == set()  # a question still asks nothing
