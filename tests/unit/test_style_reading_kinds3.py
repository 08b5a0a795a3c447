"""Kinds the fourth blind set showed, each pinned in phrasings of its own, in both languages:
a one-off said after the request, a platform for this one piece, a predicate that ends
before the next term, a rhetorical "…好吗", a person after a preposition, corrections in
other words, flourishes of sarcasm, "there are none" turned by sarcasm, readers by age or
trade, a style only named when taken back, abbreviations and adverbs after a style word.
"""

import pytest

from app.style.extract import is_explicit_correction
from tests.unit.readings import asked, heard, lasting


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Lose the exclamation marks — it's only for the obituary.", ("tone", "calm")),
        ("多放几个表情吧，只这一篇", ("emoji", "more")),
        ("Make it snappier, it's a one-off for the fundraiser flyer.", ("tone", "lively")),
    ],
)
def test_a_one_off_said_after_the_request_covers_it(text, expected):
    assert lasting(text) == set()
    assert expected in heard(text)


@pytest.mark.parametrize(
    "text",
    [
        "Posting this one to LinkedIn, so make it more formal.",
        "这篇要发公众号，写正式一点",
        "这条准备发微博，短一点",
        "For the memorial page, no emoji.",
        "今天是中秋特辑，表情多放点",
    ],
)
def test_a_platform_or_genre_for_this_piece_is_a_one_off(text):
    assert lasting(text) == set()


def test_a_platform_said_with_a_lasting_wish_is_lasting():
    assert ("paragraph_length", "shorter") in lasting(
        "Everything I write is read on phones, so short paras always."
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("太官方了😅 口语点嘛", ("formality", "casual")),
        ("太长了 简洁一点", ("length", "concise")),
    ],
)
def test_a_finished_complaint_does_not_negate_the_next_wish(text, expected):
    assert expected in lasting(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("句子写短一点好不好", ("sentence_length", "shorter")),
        ("标题短点行吗", ("title_style", "short")),
    ],
)
def test_a_rhetorical_ok_is_a_request(text, expected):
    assert expected in lasting(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Write it the way you'd talk to the reader over coffee, second person.",
            ("person", "second"),
        ),
        ("Talk to the reader like you would to a friend, casual.", ("formality", "casual")),
    ],
)
def test_a_person_after_a_preposition_is_not_the_subject(text, expected):
    assert expected in lasting(text)


@pytest.mark.parametrize(
    "text",
    [
        "Other way around: fewer bullets.",
        "my bad, meant calm, not lively",
        "写反了，是要长句",
        "反过来，段落要短",
    ],
)
def test_corrections_in_other_words(text):
    assert is_explicit_correction(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ah yes, a title that takes three breaths to read. Nailed it.", ("title_style", "short")),
        ("Every paragraph is half a page now, love that for me.", ("paragraph_length", "shorter")),
        ("满屏的行话，我爸一定看得懂呢", ("vocabulary", "plain")),
        ("绝绝子，句子长得我缺氧", ("sentence_length", "shorter")),
    ],
)
def test_a_sarcastic_flourish_is_read_the_right_way_round_and_asked(text, expected):
    assert expected in asked(text)
    assert lasting(text) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("一个表情都没有，真是活泼极了呢", ("emoji", "more")),
        ("Not an emoji in sight. Just perfect.", ("emoji", "more")),
    ],
)
def test_none_there_turned_by_sarcasm_wants_some(text, expected):
    assert expected in asked(text)


def test_none_there_said_plainly_files_nothing():
    assert heard("这版一个表情都没有") == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Most of my readers are 9-11 year olds.", ("vocabulary", "plain")),
        ("看我文章的基本都是零基础的新人", ("vocabulary", "plain")),
        ("我的读者都在事业单位上班", ("formality", "formal")),
        ("关注我的都是赶时间的上班族", ("length", "concise")),
    ],
)
def test_readers_by_age_or_trade_are_asked_about(text, expected):
    assert expected in asked(text)
    assert lasting(text) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Changed my mind about emoji: bring them back, lots.", ("emoji", "more")),
        ("Different plan for emoji. Want some back.", ("emoji", "more")),
    ],
)
def test_a_style_only_named_when_taken_back_has_no_value_of_its_own(text, expected):
    assert lasting(text) == {expected}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("keep paras short", ("paragraph_length", "shorter")),
        ("sentences a bit longer generally", ("sentence_length", "longer")),
        ("Don't dumb it down, use the precise terms.", ("vocabulary", "technical")),
        ("Stop oversimplifying, my readers know the field.", ("vocabulary", "technical")),
    ],
)
def test_abbreviations_adverbs_and_plain_names_for_a_vocabulary(text, expected):
    assert expected in lasting(text)


@pytest.mark.parametrize(
    "text",
    [
        "Oh wonderful, my travel diary now reads like a warranty. Love that for me.",
        "Brilliant, the recipe sounds like board minutes. Nailed it.",
    ],
)
def test_sarcasm_about_reading_like_a_document_wants_it_casual(text):
    assert ("formality", "casual") in asked(text)
    assert lasting(text) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我的读者都是机关干部，官腔早就习惯了", ("formality", "formal")),
        ("My readers are compliance officers; they're used to legalese.", ("formality", "formal")),
    ],
)
def test_what_readers_are_used_to_is_what_they_read(text, expected):
    assert expected in asked(text)
    assert lasting(text) == set()
