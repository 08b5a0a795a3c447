"""Kinds pinned from everyday, non-writer phrasing (the fourth probe set), each in phrasings of
its own, in both languages: readers named in everyday words (grandmas, 宝妈) are asked about;
friends and family in everyday words (bff, 闺蜜, 室友) are someone else; "别整那么多表情" is
fewer, not none; a note, leave slip or letter named as this one (这条是…请假条) is a one-off;
"谁看得完" and 半页 mark an exaggerated complaint; "气氛好活泼" describes something else.
"""

import pytest

from app.style.extract import offline_observations


def lasting(text: str) -> set[tuple[str, str]]:
    return {
        (o.dimension, o.value)
        for o in offline_observations(text)
        if not o.scoped and not o.tentative
    }


def asked(text: str) -> set[tuple[str, str]]:
    return {(o.dimension, o.value) for o in offline_observations(text) if o.tentative}


def heard(text: str) -> set[tuple[str, str]]:
    return {(o.dimension, o.value) for o in offline_observations(text)}


@pytest.mark.parametrize(
    "text",
    [
        "heads up, the people reading this are mostly grannies from church",
        "fyi my followers are basically soccer moms",
        "关注我的基本都是宝妈，带娃没空",
        "我的读者大多是跳广场舞的大爷大妈",
    ],
)
def test_readers_in_everyday_words_are_asked_about_not_filed(text):
    assert asked(text) and not lasting(text)


@pytest.mark.parametrize(
    "text",
    [
        "my bff writes everything in bullet points lol",
        "My roommate uses like a million emoji in every caption",
        "我室友写东西老爱用感叹号",
        "我对象写的东西全是术语，看不懂哈哈",
    ],
)
def test_friends_and_family_in_everyday_words_are_someone_else(text):
    assert heard(text) == set()


@pytest.mark.parametrize(
    "text",
    ["别放那么多表情啦", "不要搞这么多表情好吗", "表情别整太多"],
)
def test_not_so_many_emoji_is_fewer_not_none(text):
    assert lasting(text) == {("emoji", "fewer")}


@pytest.mark.parametrize(
    "text",
    ["这封是给房东的道歉信，正式一点", "这份是交给学校的请假条，别用表情"],
)
def test_this_note_named_by_its_kind_is_a_one_off(text):
    assert heard(text) and not lasting(text)


def test_a_lasting_wish_beside_the_kind_of_note_is_still_lasting():
    assert lasting("以后都正式一点，不管是不是请假条") == {("formality", "formal")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("真棒，一个段落占了半页，谁读得完", ("paragraph_length", "shorter")),
        ("oh great, who's gonna read paragraphs so long", ("paragraph_length", "shorter")),
    ],
)
def test_who_could_read_that_marks_sarcasm_and_asks_the_intended_value(text, expected):
    assert expected in asked(text)
    assert expected not in lasting(text)


@pytest.mark.parametrize(
    "text",
    ["昨天聚餐大家聊得好随意", "年底晚会气氛真活泼", "那家店装修贼正式"],
)
def test_a_quality_of_something_else_in_everyday_words_is_not_filed(text):
    assert heard(text) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("感觉好正式，随意点吧", ("formality", "casual")),
        ("语气好活泼，收一收", ("tone", "calm")),
    ],
)
def test_the_text_itself_described_in_everyday_words_is_still_read(text, expected):
    assert expected in lasting(text)
