"""Session 16: kinds the rules read wrong on text nobody tuned on — a size pointed at and asked to
be kept, a question about what comes next welcomed by the writer, a correction that narrows an
earlier wish to one part, a writer owning a mistake, a sentence that only states how the
writing is, emoji named only by pictures (rules alone)."""

import pytest

from app.style.arbiter import arbitrate
from app.style.extract import offline_observations


def _ruled(text: str) -> dict[str, tuple[str, bool, bool]]:
    """dimension -> (value, tentative, explicit), as the rules alone read one message."""
    return {
        o.dimension: (o.value, o.tentative, o.explicit)
        for o in arbitrate(text, offline_observations(text))
        if not o.scoped
    }


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("以后能不能都写得这么简短？", "length", "concise"),
        ("今后的通知可不可以都这么短？", "length", "concise"),
        ("以後可唔可以都寫咁短？", "length", "concise"),
        ("以后标题都保持这么长吧", "title_style", "long"),
    ],
)
def test_a_size_pointed_at_and_kept_is_that_size(text, dimension, value):
    assert _ruled(text)[dimension][0] == value


def test_a_size_pointed_at_in_a_complaint_still_wants_the_other_way():
    assert _ruled("为什么写得这么短？")["length"][0] == "detailed"


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("Will the recaps use numbered lists from now on? I'd like that.", "structure", "lists"),
        ("以后的标题都写这么长吗？我挺喜欢这样的。", "title_style", "long"),
    ],
)
def test_a_question_about_what_comes_next_welcomed_is_the_wish(text, dimension, value):
    assert _ruled(text)[dimension] == (value, False, True)


@pytest.mark.parametrize(
    "text",
    [
        "will you keep writing the notices this short from now on?",
        "以后的周报都会写得这么短吗？",
    ],
)
def test_a_question_about_what_comes_next_alone_files_nothing(text):
    assert all(tentative for _, tentative, _ in _ruled(text).values())


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        (
            "When I said shorter I meant the welcome paragraph, not the whole newsletter. "
            "The rest should stay detailed.",
            "length",
            "detailed",
        ),
        (
            "When I said no emoji I meant the invoices, not the shop posts. The shop posts can "
            "have them again.",
            "emoji",
            "more",
        ),
        ("我说要分点是指报名流程那一段，不是整篇。其他部分还是写成段落。", "structure", "prose"),
        ("我講嘅唔好用表情係指會議紀錄，唔係 IG 帖。IG 帖可以放返啲表情。", "emoji", "more"),
        ("我说口语一点是指海报文案，不是给校方的信。给校方的还是要正式。", "formality", "formal"),
    ],
)
def test_a_correction_narrowing_an_earlier_wish_files_the_rest_firmly(text, dimension, value):
    assert _ruled(text)[dimension] == (value, False, True)


def test_a_narrowing_with_nothing_said_of_the_rest_files_nothing():
    assert _ruled("When I said shorter I meant the intro, not the whole piece.") == {}


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        (
            "That was a bad call on my part. Write the sentences longer again.",
            "sentence_length",
            "longer",
        ),
        ("I got that one wrong. Make the updates lively.", "tone", "lively"),
        ("列表那个是我考虑不周，还是写成段落吧。", "structure", "prose"),
        ("我上次諗錯咗，標題長啲好。", "title_style", "long"),
    ],
)
def test_a_writer_owning_a_mistake_corrects_firmly(text, dimension, value):
    assert _ruled(text)[dimension] == (value, False, True)


@pytest.mark.parametrize(
    "text",
    [
        "The paragraphs are long.",
        "The headlines are short.",
        "Each newsletter ends with an emoji.",
        "Every post has a bulleted list.",
    ],
)
def test_a_sentence_that_only_states_how_the_writing_is_files_nothing(text):
    assert _ruled(text) == {}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("More 🌵🌞 in the travel posts from now on.", "more"),
        ("No 🤑💸 in the investor updates from now on.", "none"),
        ("以后把🍰🍩这些都去掉。", "none"),
    ],
)
def test_emoji_named_by_pictures_are_emoji(text, value):
    assert _ruled(text)["emoji"][0] == value


def test_an_emoji_closing_praise_asks_for_nothing():
    assert _ruled("Loved this week's update 😍") == {}
