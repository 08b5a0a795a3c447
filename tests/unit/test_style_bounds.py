"""A negated complaint beside a wish only bounds it, a complaint the writer denies asks nothing,
and a correction said as "no" in any words (Cantonese, a mix-up, what was written down upside
down) files the new wish firmly."""

import pytest

from app.style.extract import offline_observations


def _filed(text: str) -> set[tuple[str, str, bool]]:
    """(dimension, value, explicit) of what is filed firmly."""
    return {
        (o.dimension, o.value, o.explicit) for o in offline_observations(text) if not o.tentative
    }


@pytest.mark.parametrize(
    ("text", "filed"),
    [
        ("Formal, please — not stiff, just professional.", ("formality", "formal")),
        ("正式一点，但别太死板。", ("formality", "formal")),
        ("Keep it casual but not sloppy.", ("formality", "casual")),
    ],
)
def test_a_negated_complaint_beside_a_wish_bounds_it(text, filed):
    assert {(d, v) for d, v, _ in _filed(text)} == {filed}


def test_a_negated_complaint_alone_is_still_a_wish():
    assert {(d, v) for d, v, _ in _filed("Not stiff, please.")} == {("formality", "casual")}


@pytest.mark.parametrize(
    "text",
    [
        "别误会，我不是嫌段落长，是内容本身有错。",
        "It's not that the paragraphs are too long — the facts are wrong.",
    ],
)
def test_a_complaint_the_writer_denies_files_nothing(text):
    assert offline_observations(text) == []


@pytest.mark.parametrize(
    ("text", "filed"),
    [
        ("唔係呀，我係想句子短啲。", ("sentence_length", "shorter", True)),
        (
            "Whatever you wrote down about paragraphs is upside down — I want them short.",
            ("paragraph_length", "shorter", True),
        ),
        (
            "I think there's been a mix-up: I was asking for tighter, shorter pieces.",
            ("length", "concise", True),
        ),
        ("Nope, not calmer — I said MORE energy.", ("tone", "lively", True)),
        ("剛剛那條存反了：表情符號盡量少放。", ("emoji", "fewer", True)),
    ],
)
def test_a_correction_said_as_no_files_the_new_wish_firmly(text, filed):
    assert _filed(text) == {filed}


@pytest.mark.parametrize(
    ("text", "filed"),
    [
        (
            "Think you've got my bullet-point thing inverted — prose is the goal.",
            ("structure", "prose", True),
        ),
        ("I've rethought the tone. From today, upbeat and lively.", ("tone", "lively", True)),
        ("你记下来的那条不对，我要的是沉稳一点的语气。", ("tone", "calm", True)),
        # A size said after its noun: turned down, or liked.
        ("Don't make the titles long and clunky.", ("title_style", "short", False)),
        ("I like the sentences long.", ("sentence_length", "longer", False)),
    ],
)
def test_what_was_taken_down_turned_round_and_a_size_after_its_noun(text, filed):
    assert _filed(text) == {filed}


def test_technical_vocabulary_proposed_with_doubt_is_asked():
    said = offline_observations("Perhaps a bit more technical vocabulary would suit the posts.")
    assert [(o.dimension, o.value, o.tentative) for o in said] == [
        ("vocabulary", "technical", True)
    ]


def test_long_ago_is_no_size():
    assert offline_observations("The sentences long ago were fine.") == []


@pytest.mark.parametrize(
    ("text", "filed"),
    [
        (
            "Time to retire the casual voice — everything formal from this issue on.",
            ("formality", "formal", True),
        ),
        (
            "Wrong call on the 'you' thing — I want third person throughout.",
            ("person", "third", True),
        ),
        ("你聽錯了，我是說段落要短。", ("paragraph_length", "shorter", True)),
    ],
)
def test_a_style_retired_or_a_wrong_call_is_put_right_firmly(text, filed):
    assert _filed(text) == {filed}


@pytest.mark.parametrize(
    "text",
    [
        "我不是不喜欢表情，只是不用每句都放。",  # conceded, then capped
        "I don't hate the emoji, I just don't need them every line.",
        "表情不用每句都放。",
        "Emoji don't need to be in every line.",
    ],
)
def test_not_in_every_line_is_fewer_emoji_not_more_or_none(text):
    assert {(d, v) for d, v, _ in _filed(text)} == {("emoji", "fewer")}


def test_a_limit_after_a_wish_still_only_bounds_it():
    assert {(d, v) for d, v, _ in _filed("短一点，但别太碎。")} == {("length", "concise")}
