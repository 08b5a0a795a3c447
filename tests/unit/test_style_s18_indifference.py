"""Indifference teaches nothing ("whatever works", 「表情加不加随便你」) and does not stop a real
wish said beside it from being filed."""

import pytest

from app.style.learner import observe_statement
from app.style.queue_jobs import SaidInMessage


def heard(text: str) -> list[tuple[str, str, bool]]:
    said = SaidInMessage(message_id="c1-m1", version=3, text=text)
    return [(o.dimension, o.value, o.tentative) for o in observe_statement(said)]


@pytest.mark.parametrize(
    "text",
    [
        "whatever works",
        "formal or casual, whatever works for you",
        "Either is fine by me — bullets or paragraphs.",
        "表情加不加随便你。",
        "随便，正式点随意点都行",
        "长一点短一点都无所谓",
        "正式一点随意一点都行，你看着办。",
    ],
)
def test_indifference_alone_teaches_nothing(text: str) -> None:
    assert heard(text) == []


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("Whatever works for the intro. Going forward though, no emoji at all.", "emoji", "none"),
        ("长一点短一点都无所谓，但以后别用表情", "emoji", "none"),
        (
            "Either heading is fine, but from now on please keep the paragraphs short.",
            "paragraph_length",
            "shorter",
        ),
    ],
)
def test_a_wish_beside_indifference_is_filed(text: str, dimension: str, value: str) -> None:
    assert heard(text) == [(dimension, value, False)]
