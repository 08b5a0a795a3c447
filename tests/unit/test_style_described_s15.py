"""Session 15: a complaint that only describes the problem, with a clear direction on one
dimension, is filed as the writer's wish; an image whose meaning is open is still asked; a size
complained of in the form of a question is heard the other way round (rules alone)."""

import pytest

from app.style.arbiter import arbitrate
from app.style.extract import offline_observations


def _ruled(text: str) -> dict[str, tuple[str, bool]]:
    """dimension -> (value, tentative), as the rules alone read one message."""
    return {
        o.dimension: (o.value, o.tentative) for o in arbitrate(text, offline_observations(text))
    }


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        (
            "Each paragraph is a single line, so the page is mostly white gaps.",
            "paragraph_length",
            "longer",
        ),
        ("每段都是一整块字，手机上根本看不到段落之间的空行。", "paragraph_length", "shorter"),
        ("Every headline wraps onto three lines on the phone.", "title_style", "short"),
        ("句子全都是三四个字，读着一顿一顿的。", "sentence_length", "longer"),
        ("Each sentence is four words. It never flows.", "sentence_length", "longer"),
        ("段落短到每段只剩一句，整篇都是空行。", "paragraph_length", "longer"),
    ],
)
def test_a_described_complaint_with_one_direction_is_filed(text, dimension, value):
    assert _ruled(text)[dimension] == (value, False)
    # Someone else's ways, or a real question about sizes, file nothing.
    for other in (
        "我表姐的公众号每段都只有一句话，她说这样读者爱看。",
        "Why are short paragraphs better on a phone?",
        "标题这么长会不会被截断？",
    ):
        assert all(tentative for _, tentative in _ruled(other).values())


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("为什么标题都写得这么长？", "title_style", "short"),
        ("段落點解咁短？", "paragraph_length", "longer"),
        ("Why are the paragraphs in the newsletter so long?", "paragraph_length", "shorter"),
        ("How come the headings are so short these days?", "title_style", "long"),
    ],
)
def test_a_size_complained_of_as_a_question_is_heard_the_other_way(text, dimension, value):
    assert _ruled(text)[dimension] == (value, True)
