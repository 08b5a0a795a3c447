"""A tag question the writer answers at once is a full stop; an @-mention of the helper is a
vocative, not someone else's taste. A tag question left open, and a colleague's name, stay."""

import pytest

from app.style.colleague_told import without_helper_mention
from app.style.tag_questions import tag_answered


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "We're doing plain words in every post now, aren't we? Right, carry on like that.",
            "We're doing plain words in every post now. Right, carry on like that.",
        ),
        ("You'll keep them short, won't you? Good.", "You'll keep them short. Good."),
        ("以后都不放表情了，对吧？好，就这么定了。", "以后都不放表情了。好，就这么定了。"),
        ("以后句子都写短点，没问题吧？就这么办。", "以后句子都写短点。就这么办。"),
    ],
)
def test_a_tag_the_writer_answers_is_a_full_stop(text: str, read: str) -> None:
    assert tag_answered(text) == read


@pytest.mark.parametrize(
    "text",
    [
        "The sawmill tour runs till four, doesn't it?",
        "We're doing plain words now, aren't we?",
        "义卖是十点开始，对吧？",
        "句子已经够短了吧？好像还行。",
        "Shorter sentences, right? Or not?",
    ],
)
def test_a_tag_left_open_stays_a_question(text: str) -> None:
    assert tag_answered(text) == text


def test_an_at_mention_of_the_helper_is_a_vocative() -> None:
    assert without_helper_mention("@editor more life in every post") == "more life in every post"
    assert without_helper_mention("@编辑 以后每篇都写得热闹点") == "以后每篇都写得热闹点"
    assert without_helper_mention("@Redline, shorter sentences") == "shorter sentences"


def test_an_at_mention_of_a_colleague_stays() -> None:
    for text in ("@Priya shorter captions on yours", "@小周 配文写短点", "no @ here"):
        assert without_helper_mention(text) == text
