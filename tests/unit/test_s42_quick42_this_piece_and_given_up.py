"""A wish scoped to this piece ("这篇文章别用…", "No emoji in this post") is a one-off, and a
taste the writer says they gave up ("以前我爱用表情，现在不想用了") is filed the other way."""

import pytest

from app.style.extract import offline_observations


def _filed(text: str) -> set[tuple[str, str, bool]]:
    return {(o.dimension, o.value, o.scoped) for o in offline_observations(text)}


@pytest.mark.parametrize(
    "text",
    [
        "这篇文章别用表情。",
        "本文不要用表情",
        "这篇里就别用表情了",
        "别在这篇文章里用表情",
        "No emoji in this post.",
        "Please skip the emoji in this article.",
        "In this piece, no emoji please.",
    ],
)
def test_wish_naming_this_piece_is_scoped_to_it(text: str) -> None:
    filed = _filed(text)
    assert filed, text
    assert all(scoped for _, _, scoped in filed), filed


@pytest.mark.parametrize(
    "text",
    [
        "in this post and from now on, no emoji",
        "No emoji in this post, or in all my posts from now on.",
        "本文不要用表情，以后都不要用。",
        "以后文章都不要用表情。",
    ],
)
def test_wish_for_this_piece_and_after_stays_lasting(text: str) -> None:
    assert ("emoji", "none", False) in _filed(text)


def test_complaint_about_this_piece_is_still_heard_as_taste() -> None:
    assert ("sentence_length", "shorter", False) in _filed("这篇文章的句子太长了")


@pytest.mark.parametrize(
    "text, wanted, given_up",
    [
        ("以前我爱用表情，现在不想用了。", ("emoji", "fewer"), ("emoji", "more")),
        (
            "我以前特别喜欢长句，现在不了",
            ("sentence_length", "shorter"),
            ("sentence_length", "longer"),
        ),
        ("I used to love emoji, not any more.", ("emoji", "fewer"), ("emoji", "more")),
        (
            "I used to write long sentences; these days I can't stand them.",
            ("sentence_length", "shorter"),
            ("sentence_length", "longer"),
        ),
        ("I used to hate emoji. Now I love them.", ("emoji", "more"), ("emoji", "none")),
        ("以前我不爱用表情，现在想多用点。", ("emoji", "more"), ("emoji", "none")),
        (
            "过去我喜欢短段落，如今不喜欢了",
            ("paragraph_length", "longer"),
            ("paragraph_length", "shorter"),
        ),
    ],
)
def test_given_up_taste_is_filed_the_other_way(
    text: str, wanted: tuple[str, str], given_up: tuple[str, str]
) -> None:
    filed = {(d, v) for d, v, _ in _filed(text)}
    assert wanted in filed, filed
    assert given_up not in filed, filed


def test_taste_kept_is_not_turned() -> None:
    filed = {(d, v) for d, v, _ in _filed("以前我爱用表情，现在也爱用")}
    assert ("emoji", "fewer") not in filed
    assert ("emoji", "none") not in filed


def test_new_taste_named_after_the_old_one_is_what_is_filed() -> None:
    filed = {(d, v) for d, v, _ in _filed("以前我爱用表情，现在更喜欢短句")}
    assert ("sentence_length", "shorter") in filed
    assert ("emoji", "more") not in filed
