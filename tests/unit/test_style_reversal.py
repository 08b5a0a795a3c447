"""A wish for the other pole said in words the clause readers do not know (app/style/reversals.py):
new verbs for cutting down, a number that implies a pole, a register by how people talk, a way
back, a pole turned down — filed, asked when hedged or only complained of, and never read from
a question, a hypothetical, someone else's taste, a quote, a name or a one-off."""

import pytest

from app.style.extract import offline_observations
from app.style.reversals import reversals_added, wished_poles


def _wishes(text: str) -> dict[str, tuple[str, bool]]:
    return {w.dimension: (w.value, w.firm) for w in wished_poles(text)}


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("Whittle each listing to the bare essentials from now on.", "length", "concise"),
        ("以后推文给我瘦瘦身，能砍的都砍掉。", "length", "concise"),
        ("From now on, three lines tops for each paragraph.", "paragraph_length", "shorter"),
        ("以後每段最多兩三行就好。", "paragraph_length", "shorter"),
        ("Write it the way the coaches actually talk, please.", "formality", "casual"),
        ("以后写得像跟街坊唠嗑那样就行。", "formality", "casual"),
        ("Can we drop the starched-collar voice from now on?", "formality", "casual"),
        ("Go back to telling it as a story, please.", "structure", "prose"),
        ("还是改回一段一段地写吧。", "structure", "prose"),
        ("換返以前嗰種大白話啦。", "vocabulary", "plain"),
        ("Revert to the everyday wording we used in spring.", "vocabulary", "plain"),
        ("以后别整得跟过年似的，平平静静地把事说清楚就好。", "tone", "calm"),
        ("Bring back the old spark in every issue!", "tone", "lively"),
        ("Stop shortchanging the walkers from here on.", "length", "detailed"),
        ("Headlines: back to the snappy two- or three-word kind, please.", "title_style", "short"),
        ("推文别再写成老太太的裹脚布了。", "length", "concise"),
    ],
)
def test_a_wish_in_new_words_is_filed_firmly(text: str, dimension: str, value: str) -> None:
    assert _wishes(text)[dimension] == (value, True)


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        # Hedged: put to the writer.
        (
            "Not sure, but maybe the intros could breathe a little more? Haven't decided.",
            "length",
            "detailed",
        ),
        # A pejorative said of the text with no wish: the other way round, asked.
        ("It does read a bit like the terms and conditions at the moment.", "formality", "casual"),
        ("这篇写得跟衙门发告示似的。", "formality", "casual"),
    ],
)
def test_a_hedge_or_a_complaint_is_asked(text: str, dimension: str, value: str) -> None:
    assert _wishes(text)[dimension] == (value, False)


@pytest.mark.parametrize(
    "text",
    [
        "Would it be better to go back to bullet points, or is prose fine? Just asking.",
        "要不要改回第三人称？你觉得呢？",
        "If we ever did a printed annual I'd want it written formally, but that's years away.",
        "My sister's blog went back to really long paragraphs and she loves it.",
        "我老細成日話要返以前咁加好多表情，佢咩都鍾意熱鬧。唔使理佢。",
        "For the piece on corporate jargon, please add a quote from the Plain English Campaign.",
        "标题里的「改回大白话」几个字打错了，帮我改一下。",
        "这次的悼念文章写得正式一些，就这一篇。",
        "Love how the newsletter now reads like a legal notice. Super fun.",
        "In the interview the chef says she hates long-winded menus — keep that line.",
    ],
)
def test_nothing_is_read_from_what_is_not_the_writers_wish(text: str) -> None:
    assert wished_poles(text) == []


def test_a_dimension_heard_the_same_way_by_the_readers_is_left_as_they_read_it() -> None:
    text = "Keep the paragraphs short, please. Three lines tops for each paragraph."
    heard = [o for o in offline_observations("Keep the paragraphs short, please.")]
    assert [(o.dimension, o.value) for o in reversals_added(text, heard)] == [
        (o.dimension, o.value) for o in heard
    ]


def test_a_wish_stands_over_a_description_elsewhere_in_the_message() -> None:
    found = offline_observations(
        "These paragraphs are so chopped up it feels like reading a telegram. "
        "Let each paragraph carry a whole idea again, please."
    )
    assert {(o.dimension, o.value) for o in found if o.dimension == "paragraph_length"} == {
        ("paragraph_length", "longer")
    }


def test_a_dimension_asked_both_ways_files_nothing() -> None:
    assert "length" not in _wishes("Trim the posts, but flesh out the recipes from now on.")


def test_the_whole_reading_files_the_wish() -> None:
    found = {
        (o.dimension, o.value, o.tentative)
        for o in offline_observations(
            "Venue is the Scout hut. Write it the way the coaches actually talk on the touchline, "
            "from now on."
        )
    }
    assert ("formality", "casual", False) in found
