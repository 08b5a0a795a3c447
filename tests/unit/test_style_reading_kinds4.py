"""Kinds pinned before and after the fifth blind set, each in phrasings of its own, in both
languages: the writer turning the model's last edit down (a lasting wish for the opposite),
what the model did described with no verdict (nothing), jargon quoted and mocked (plain words,
asked), "这句子" as one sentence or all of them, and plain praise with nothing held.
"""

import pytest

from tests.unit.readings import asked, heard, lasting


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Nope — now it's all bullet points.", ("structure", "prose")),
        ("That's not what I asked for, you made it chatty.", ("formality", "formal")),
        ("Why did you add all these emoji?", ("emoji", "fewer")),
        (
            "you made the paragraphs tiny, I liked them the way they were",
            ("paragraph_length", "longer"),
        ),
        ("被你改得像聊天记录一样", ("formality", "formal")),
        ("你怎么又改成列表了？", ("structure", "prose")),
        ("不对，你把句子改长了，我更喜欢原来的", ("sentence_length", "shorter")),
        ("改完满屏都是表情，改回去", ("emoji", "fewer")),
    ],
)
def test_the_model_edit_turned_down_is_a_wish_for_the_opposite(text, expected):
    assert expected in lasting(text)
    assert all(d != expected[0] or v == expected[1] for d, v in heard(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("no, you made it too chatty", ("formality", "formal")),
        ("改得太口语了", ("formality", "formal")),
        ("You made it way too formal.", ("formality", "casual")),
        ("你改得太活泼了", ("tone", "calm")),
    ],
)
def test_a_complaint_of_degree_about_the_edit_stays_the_writer_s(text, expected):
    assert expected in lasting(text)


@pytest.mark.parametrize(
    "text",
    [
        "You've made it really formal.",
        "you made it formal, thanks",
        "Now it's in bullet points.",
        "改完像在聊天",
        "你把句子改长了",
    ],
)
def test_what_the_model_did_described_without_a_verdict_files_nothing(text):
    assert lasting(text) == set()


def test_a_request_phrased_with_change_verbs_is_still_a_request():
    assert ("structure", "lists") in lasting("你改成列表吧")
    assert ("formality", "casual") in lasting("Can you make it more casual?")


@pytest.mark.parametrize(
    "text",
    [
        "'idempotent orchestration layer' for my gardening club",
        "Oh great, 'leveraging cross-functional synergies' in the choir newsletter 🙄",
        "“赋能、抓手、闭环”，给我奶奶看的？",
        "这篇讲养花的，写了个“底层逻辑”，真是绝了",
    ],
)
def test_jargon_quoted_and_mocked_asks_for_plain_words(text):
    assert asked(text) == {("vocabulary", "plain")}
    assert lasting(text) == set()


@pytest.mark.parametrize(
    "text",
    [
        "Replace 'synergy' with 'teamwork'.",
        "把“赋能”这个词删掉",
        "Translate 'orchestration layer' into Chinese.",
    ],
)
def test_jargon_quoted_as_a_word_to_edit_files_nothing(text):
    assert ("vocabulary", "plain") not in heard(text)


def test_this_sentence_is_one_sentence_but_these_sentences_are_all_of_them():
    assert lasting("这句子太长了") == set()
    assert ("sentence_length", "shorter") in heard("这句子太长了")
    assert ("sentence_length", "shorter") in lasting("这句子都太长了")
    assert ("sentence_length", "shorter") in lasting("句子一个比一个长")
    assert ("paragraph_length", "shorter") in lasting("这段落总是太长")
    assert lasting("这一段太长了") == set()


@pytest.mark.parametrize(
    "text",
    ["Love it, thanks!", "Perfect.", "完美，谢谢！", "写得很好，辛苦了", "好多了", "Nice work."],
)
def test_plain_praise_with_nothing_named_files_nothing(text):
    assert heard(text) == set()


# -- kinds the fifth blind set showed ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Semicolons make me wince. Honestly.", ("sentence_length", "shorter")),
        ("I cringe at a post stuffed with emoji.", ("emoji", "fewer")),
        ("满篇术语，我看着就头疼", ("vocabulary", "plain")),
        ("看到没有表情的长文我就发怵", ("emoji", "more")),
    ],
)
def test_what_the_writer_shrinks_from_is_not_wanted(text, expected):
    if expected == ("sentence_length", "shorter"):
        assert heard(text) == set()  # nothing named: nothing filed
    else:
        assert expected in lasting(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'd rather our updates didn't read like a group chat.", ("formality", "formal")),
        ("Less buttoned-up, please.", ("formality", "casual")),
        ("这通知写得像在发朋友圈", ("formality", "formal")),
    ],
)
def test_what_the_text_is_compared_to_says_which_way(text, expected):
    assert expected in heard(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Chapters that run on for pages and pages — no.", ("length", "concise")),
        ("每段别写成一整块，看着累", ("paragraph_length", "shorter")),
        ("标题宁长勿短", ("title_style", "long")),
        ("段落长点就长点吧，无所谓", ("paragraph_length", "longer")),
        ("Short titles are my thing.", ("title_style", "short")),
    ],
)
def test_sizes_in_everyday_words(text, expected):
    assert expected in heard(text)


@pytest.mark.parametrize(
    "text",
    ["这篇稿子写了五千字，花了我一周", "The essay came to two thousand words in the end."],
)
def test_a_size_told_plainly_is_no_complaint(text):
    assert heard(text) == set()


def test_a_size_in_sarcasm_is_a_complaint():
    assert ("paragraph_length", "shorter") in asked("真厉害，一段话写了三页")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Most of our subscribers never finished secondary school; English is their second "
            "language.",
            ("vocabulary", "plain"),
        ),
        ("这份材料主要发给基层干部，他们没时间看长文", ("length", "concise")),
        (
            "Our members are surveyors — people who read site plans for a living.",
            ("vocabulary", "technical"),
        ),
        ("读我公众号的都是年轻人，大家平时说话都挺随意的", ("formality", "casual")),
    ],
)
def test_who_the_readers_are_is_asked(text, expected):
    assert expected in asked(text)
    assert lasting(text) == set()


@pytest.mark.parametrize(
    "text",
    [
        "My supervisor loves passive voice and long sentences. He'd write a grocery list in "
        "passive voice.",
        "我们组长写东西特别爱用术语。她连请假条都要写得很专业。",
    ],
)
def test_someone_else_carries_into_the_next_sentence(text):
    assert lasting(text) == set()


def test_a_page_for_one_person_is_a_one_off():
    assert lasting("It's the epitaph for my grandfather, so keep it calm and formal.") == set()


def test_quoted_terms_a_lay_reader_would_never_follow_ask_for_plain_words():
    assert ("vocabulary", "plain") in asked("全文都是“边际效用”“帕累托最优”，我妈秒懂")
    assert ("vocabulary", "plain") in asked(
        "Sure, my gran will follow 'eigenvalue decomposition' easily."
    )
