"""Plain ways of asking that the rules had no words for: "reduce the length of the posts",
"lengthen the paragraphs", "a tad jargon-heavy" (too much jargon, never a wish for it), "the
long titles are growing on me" (a liking), 「这篇特殊…下次还是短的」 (a one-off), and a mum's
trouble passed on by "one of the mums" (style_dev41's probes)."""

import pytest

from app.style.extract import is_one_off
from app.style.learner import _ruled
from app.style.reader_harm import reports_reading_trouble


def _read(text: str) -> set[tuple[str, str]]:
    return {(o.dimension, o.value) for o in _ruled(text) if not o.tentative}


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        (
            "Kindly reduce the length of the posts, people are not reading fully.",
            ("length", "concise"),
        ),
        ("Please reduce the length of the sentences", ("sentence_length", "shorter")),
        ("Kindly lengthen the paragraphs", ("paragraph_length", "longer")),
        ("It's fine, though perhaps a tad jargon-heavy for the parish.", ("vocabulary", "plain")),
        ("Honestly the long titles are growing on me, keep 'em.", ("title_style", "long")),
        ("I've come round to the emoji, keep them coming", ("emoji", "more")),
    ],
)
def test_a_plain_ask_is_heard_the_right_way_round(text, meant) -> None:
    assert _read(text) == {meant}


def test_jargon_heavy_liked_by_others_is_not_turned_round() -> None:
    assert _read("jargon-heavy is what our engineers like") != {("vocabulary", "plain")}


def test_a_piece_called_special_is_a_one_off() -> None:
    assert is_one_off("这篇特殊，写长点没事，下次还是短的")
    assert not is_one_off("以后都写长点")


def test_one_of_the_mums_passes_on_a_readers_trouble() -> None:
    assert reports_reading_trouble("one of the mums said she gave up halfway through the piece")
