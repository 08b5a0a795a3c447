"""How a clause stands, not which words it holds: a story, a habit, praise of this text and
scare-quoted praise, each pinned in phrasings of both languages.

`lasting` is what would be filed as the writer's preference and reach a prompt; `asked` is
what would be put to the writer as a question.
"""

import pytest

from app.style.extract import offline_observations
from tests.unit.readings import asked, lasting


@pytest.mark.parametrize(
    "text",
    [
        "I wrote the last one in a formal tone.",
        "The tone was formal at the conference.",
        "Yesterday's post was short and people liked it.",
        "我之前写的都是短句",
        "去年的稿子用了很多列表",
    ],
)
def test_a_story_of_what_happened_asks_nothing(text):
    assert offline_observations(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("My posts are usually pretty casual.", ("formality", "casual")),
        ("We've always used bullet points in the newsletter.", ("structure", "lists")),
        ("我一般都用第二人称写", ("person", "second")),
    ],
)
def test_a_habit_described_is_put_to_the_writer(text, expected):
    assert lasting(text) == set()
    assert expected in asked(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Love the short paragraphs!", ("paragraph_length", "shorter")),
        ("Nice and concise now.", ("length", "concise")),
        ("这版读起来很轻松，我喜欢", ("formality", "casual")),
    ],
)
def test_praise_of_this_text_alone_is_put_to_the_writer(text, expected):
    assert lasting(text) == set()
    assert expected in asked(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Love the short paragraphs, keep them like that.", ("paragraph_length", "shorter")),
        ("这版口语化的感觉很好，以后都这样", ("formality", "casual")),
        ("I like casual posts.", ("formality", "casual")),
        ("Past drafts were stiff; I want it casual.", ("formality", "casual")),
        ("以前那种短句更好，改回来", ("sentence_length", "shorter")),
    ],
)
def test_praise_kept_or_a_wish_beside_a_story_is_filed(text, expected):
    assert expected in lasting(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("这段写得真“简洁”啊，八百字就说了一件事", ("length", "concise")),
        ("好“活泼”的文风，跟讣告一样", ("tone", "lively")),
        ("Really 'casual', reads like a tax form.", ("formality", "casual")),
        ('Oh so "concise". Four screens to say hello.', ("length", "concise")),
    ],
)
def test_a_quality_praised_in_scare_quotes_is_wanted_not_had(text, expected):
    found = {(o.dimension, o.value) for o in offline_observations(text)}
    assert expected in found
    assert lasting(text) == set()
