"""Kinds pinned from everyday, non-writer phrasing (the fourth probe set), each in phrasings of
its own, in both languages: readers named in everyday words (grandmas, 宝妈) are asked about;
friends and family in everyday words (bff, 闺蜜, 室友) are someone else; "别整那么多表情" is
fewer, not none; a note, leave slip or letter named as this one (这条是…请假条) is a one-off;
"谁看得完" and 半页 mark an exaggerated complaint; "气氛好活泼" describes something else.
"""

import pytest

from tests.unit.readings import asked, heard, lasting


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


# -- kinds the sixth blind set showed --------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("以后别再分条了，好好写成一段", ("structure", "prose")),
        ("不要一条一条的了，跟购物清单似的", ("structure", "prose")),
        ("no more fancy words pls, normal ones are fine", ("vocabulary", "plain")),
        ("不要用那些大词了", ("vocabulary", "plain")),
    ],
)
def test_lists_and_long_words_turned_down_in_everyday_words(text, expected):
    assert lasting(text) == {expected}


def test_long_words_liked_plainly_are_technical():
    assert lasting("I like big words, keep them") == {("vocabulary", "technical")}


def test_scratching_what_was_said_before_keeps_the_new_wish():
    assert lasting("forget what I said before, I meant make it formal") == {("formality", "formal")}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "the folks reading this are new to computers, they lose track in long sentences",
            ("sentence_length", "shorter"),
        ),
        ("读者大多是老年人，段落一长就跟不上", ("paragraph_length", "shorter")),
        ("读的基本都是刚识字的小朋友", ("vocabulary", "plain")),
        ("the people on our mailing list are all technicians", ("vocabulary", "technical")),
    ],
)
def test_readers_and_what_loses_them_are_asked_about(text, expected):
    assert expected in asked(text)
    assert not lasting(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "wow, a whole novel for a bake sale notice. I'm sure everyone reads every word of it",
            ("length", "concise"),
        ),
        ("真厉害，通知写成小作文了，大家肯定一个字一个字读完", ("length", "concise")),
        (
            "Perfect, my wedding toast is now about as fun as filling in a tax return",
            ("tone", "lively"),
        ),
        ("好家伙，公众号推文写得跟庙会似的", ("tone", "calm")),
        ("great, reads like a game show now", ("tone", "calm")),
    ],
)
def test_sarcasm_by_size_or_likeness_asks_the_intended_value(text, expected):
    assert expected in asked(text)
    assert expected not in lasting(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "speak to the readers as friends, e.g. 'you'll love this', that's how I want it",
            ("person", "second"),
        ),
        ("以后直接跟读者说话，比如“你”怎么怎么样", ("person", "second")),
    ],
)
def test_an_example_belongs_to_the_request_before_it(text, expected):
    assert expected in lasting(text)


@pytest.mark.parametrize(
    "text",
    ["这份是给物业的证明材料，写正式点", "这封是写给老师的感谢信，别用表情"],
)
def test_papers_for_an_office_named_as_this_one_are_one_offs(text):
    assert heard(text) and not lasting(text)
