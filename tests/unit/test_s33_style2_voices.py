"""Ways of saying a wish that the rules had no words for: British understatement ("a touch on
the long side, if I'm honest"), Singapore and Indian English ("Very the formal leh", "very
lengthy… make them small small"), Cantonese 分多幾段 and 多点细节 (style_dev41)."""

import pytest

from app.style.learner import _ruled, heard
from app.style.reading import mood


def _read(text: str) -> set[tuple[str, str]]:
    return {(o.dimension, o.value) for o in _ruled(text) if not o.tentative}


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("The paragraphs are a bit on the long side.", ("paragraph_length", "shorter")),
        ("the headlines are rather on the short side", ("title_style", "long")),
        ("The tone is a touch on the formal side for us", ("formality", "casual")),
        ("Very the formal leh, make it more chill next time", ("formality", "casual")),
        (
            "The sentences are very lengthy, kindly make them small small.",
            ("sentence_length", "shorter"),
        ),
        ("啲字密麻麻，睇到頭都暈，分多幾段啦", ("paragraph_length", "shorter")),
        ("这样写太干巴了，细节多一点", ("length", "detailed")),
        ("加点细节", ("length", "detailed")),
    ],
)
def test_a_wish_in_other_voices_is_heard(text, meant) -> None:
    assert meant in _read(text)


def test_the_long_side_asked_about_is_not_filed() -> None:
    assert _read("Is it on the long side?") == set()


def test_candour_is_no_condition() -> None:
    assert mood("The paragraphs are a bit too long, if I'm honest.") == "request"
    assert mood("If it goes to the funders, make it formal.") == "hypothetical"


def test_fewer_details_stay_concise() -> None:
    assert _read("别加那么多细节") == {("length", "concise")}


def test_candour_does_not_let_the_classifier_veto_a_plain_complaint() -> None:
    said = heard(
        ["Slightly too many exclamation marks for my taste, if I may say so."],
        revision_id=None,
        message_id=None,
        versions="",
    )
    # (The calm tone, and since session 40 the punctuation rule beside it.)
    assert {(o.dimension, o.value, o.tentative) for o in said} == {
        ("tone", "calm", False),
        ("exclamation", "fewer", False),
    }
