"""Kinds of misreading found on fresh statements, each pinned in new phrasings, both languages.

`lasting` is what would be filed as the writer's preference and reach a prompt; a statement of
a kind that teaches nothing must leave it empty (a question to the writer or a scoped note is
allowed, a filed value is not).
"""

import pytest

from app.style.extract import is_explicit_correction, offline_observations


def lasting(text: str) -> set[tuple[str, str]]:
    return {
        (o.dimension, o.value)
        for o in offline_observations(text)
        if not o.scoped and not o.tentative
    }


def scoped(text: str) -> set[tuple[str, str]]:
    return {(o.dimension, o.value) for o in offline_observations(text) if o.scoped}


@pytest.mark.parametrize(
    "text",
    [
        "There's a typo: 'emojii' should be 'emoji'.",
        "Can you put 'short and sweet' in bold?",
        'Rename the section "Casual Fridays" to "Dress code".',
        "把“轻松愉快的周末”改成“难忘的周末”",
        "「正式开业」这四个字加粗",
        "我朋友评论说‘表情太多了’，哈哈",
    ],
)
def test_words_in_quotation_marks_are_mentioned_not_meant(text):
    assert lasting(text) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("别再用‘您’了，用第三人称", ("person", "third")),
        ('Talk to them as "you", like a friend would.', ("person", "second")),
    ],
)
def test_a_quoted_pronoun_still_names_how_to_address_the_reader(text, expected):
    assert expected in lasting(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Keep it chatty, this is a blog not a report.", ("formality", "casual")),
        ("这是我的随笔，又不是工作汇报，别写那么正式", ("formality", "casual")),
    ],
)
def test_a_genre_the_piece_is_not_does_not_make_it_a_one_off(text, expected):
    assert expected in lasting(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("It's a eulogy, so keep it calm.", ("tone", "calm")),
        ("这篇是请假条，写正式点", ("formality", "formal")),
    ],
)
def test_a_genre_the_piece_is_still_makes_it_a_one_off(text, expected):
    assert lasting(text) == set()
    assert expected in scoped(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Could you stop calling the readers 'you' all the time?", ("person", "third")),
        ("麻烦别再给读者堆那么多术语了", ("vocabulary", "plain")),
    ],
)
def test_a_request_that_mentions_the_readers_is_still_the_writers_request(text, expected):
    assert expected in lasting(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Honestly I hate the exclamation marks, my readers are grown-ups", ("tone", "calm")),
        ("Not a fan of the bullet lists, readers here like to read properly", ("structure", "prose")),
        ("我不喜欢用这么多表情，读者大多是同行", ("emoji", "fewer")),
    ],
)
def test_the_writers_own_stance_beside_a_remark_on_readers_is_theirs(text, expected):
    assert expected in lasting(text)


@pytest.mark.parametrize("text", ["No more exclamation marks, please.", "no more 'you', ok?"])
def test_no_more_is_a_firm_reversal(text):
    assert is_explicit_correction(text)


def test_no_more_than_is_a_limit_not_a_reversal():
    assert not is_explicit_correction("No more than three emoji per post.")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Strip the emoji from the footer only.", ("emoji", "none")),
        ("Take the exclamation marks out of the sign-off.", ("tone", "calm")),
        ("那部分写得太正式了", ("formality", "casual")),
        ("落款别用表情", ("emoji", "none")),
    ],
)
def test_a_request_about_one_named_part_is_scoped(text, expected):
    assert lasting(text) == set()
    assert expected in scoped(text)
