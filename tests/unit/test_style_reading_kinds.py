"""Kinds of misreading found on fresh statements, each pinned in new phrasings, both languages.

`lasting` is what would be filed as the writer's preference and reach a prompt; a statement of
a kind that teaches nothing must leave it empty (a question to the writer or a scoped note is
allowed, a filed value is not).
"""

import json

import pytest

from app.style.extract import is_explicit_correction, offline_observations
from app.style.llm_extract import parse_extraction
from tests.unit.readings import lasting, scoped


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
        (
            "Not a fan of the bullet lists, readers here like to read properly",
            ("structure", "prose"),
        ),
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


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("标题太long了，short一点", ("title_style", "short")),
        ("这篇的tone太serious了，活泼点", ("tone", "lively")),
        ("keep it 口语化 please", ("formality", "casual")),
    ],
)
def test_english_words_glued_to_chinese_are_read(text, expected):
    assert expected in lasting(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("感叹号别堆那么多", ("tone", "calm")),
        ("列表能省就省", ("structure", "prose")),
        ("专业名词统统拿掉", ("vocabulary", "plain")),
        ("The bullet points have to go.", ("structure", "prose")),
        ("Jargon. Get rid of it.", ("vocabulary", "plain")),
    ],
)
def test_a_removal_after_what_it_removes_is_a_removal(text, expected):
    assert expected in lasting(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("口语化的感觉别丢", ("formality", "casual")),
        ("别怕写得口语化一点", ("formality", "casual")),
        ("Don't be afraid to use bullet points.", ("structure", "lists")),
        ("Don't shy away from technical terms.", ("vocabulary", "technical")),
    ],
)
def test_keep_and_dont_be_afraid_are_not_bans(text, expected):
    assert expected in lasting(text)


@pytest.mark.parametrize(
    "text",
    [
        "is the opening too chatty for a cover letter or am I being paranoid",
        "does this need more emoji",
        "should the sentences be shorter",
    ],
)
def test_a_question_without_a_question_mark_is_a_question(text):
    assert lasting(text) == set()


@pytest.mark.parametrize(
    "text",
    [
        "老王写东西总是一堆感叹号",
        "小陈的稿子永远用第三人称",
        "Priya always writes in the second person, it's her thing.",
    ],
)
def test_someone_named_is_a_third_party(text):
    assert lasting(text) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "My partner says the sentences drag on and he's got a point, keep them shorter "
            "from now on",
            ("sentence_length", "shorter"),
        ),
        ("朋友说我表情放太多，说得对，以后少放点", ("emoji", "fewer")),
    ],
)
def test_a_third_partys_view_the_writer_adopts_is_theirs(text, expected):
    assert expected in lasting(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("悼词不用加表情", ("emoji", "none")),
        ("Retirement speech: more formal please", ("formality", "formal")),
    ],
)
def test_a_genre_named_as_the_topic_makes_a_one_off(text, expected):
    assert lasting(text) == set()
    assert expected in scoped(text)


@pytest.mark.parametrize(
    "text",
    ["刚才打错了，是要正式，不是口语", "New direction for the blog: fully casual.", "你搞反了"],
)
def test_corrections_without_stock_phrasing(text):
    assert is_explicit_correction(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("说人话", ("formality", "casual")),
        ("别端着写", ("formality", "casual")),
        ("稳一点", ("tone", "calm")),
        ("写得有劲儿一点", ("tone", "lively")),
        ("Tighter posts from now on.", ("length", "concise")),
        ("These paragraphs are walls of text.", ("paragraph_length", "shorter")),
        ("句子别这么绕", ("sentence_length", "shorter")),
    ],
)
def test_everyday_words_for_a_style(text, expected):
    assert expected in lasting(text)


def test_a_dimension_named_without_a_direction_says_nothing():
    assert lasting("The formality of the invitation wording is fine.") == set()
    assert ("formality", "casual") in lasting("Dial the formality down a notch.")
    assert ("formality", "formal") in lasting("More formality, please.")


@pytest.mark.parametrize("text", ["表情加不加都行", "段落长点短点无所谓"])
def test_permission_is_not_a_wish(text):
    assert lasting(text) == set()


def test_senior_as_an_adjective_is_not_a_retiree():
    heard = {
        (o.dimension, o.value) for o in offline_observations("My readers are senior engineers.")
    }
    assert heard == {("vocabulary", "technical")}


@pytest.mark.parametrize(
    "text",
    [
        "We went to a formal gala on Friday, that's the hook for the post.",
        "The piece is about technical interviews at big companies.",
        "Add a line about the lively crowd at the market.",
        "Here's the detailed schedule, put it after the intro.",
        "The dress code was casual, mention it.",
        "I added a short disclaimer at the bottom.",
        "Include the full list of speakers.",
        "My nephew spams emoji in every text lol",
        "这篇写的是正式编制和合同工的区别",
        "那天晚宴的气氛特别轻松，把这句加上",
        "我在整理一篇讲表情包历史的文章",
        "结尾加一个简短的说明",
        "请详细解释一下第二步",
    ],
)
def test_a_style_word_that_names_something_else_files_nothing(text):
    assert lasting(text) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A formal tone, please.", ("formality", "formal")),
        ("I like casual posts.", ("formality", "casual")),
        ("Keep it lively and warm.", ("tone", "lively")),
        ("Give me more detailed explanations.", ("length", "detailed")),
        ("Shorter sentences throughout.", ("sentence_length", "shorter")),
        ("Emoji are fine, use a few.", ("emoji", "more")),
        ("正式的语气", ("formality", "formal")),
        ("写得轻松一点", ("formality", "casual")),
        ("整体活泼些", ("tone", "lively")),
        ("表情可以多放点", ("emoji", "more")),
    ],
)
def test_a_style_word_about_the_writing_is_still_heard(text, expected):
    assert expected in lasting(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("整体特别轻松，我很喜欢，以后都这样写", ("formality", "casual")),
        ("分别用列表列出来，以后都这样", ("structure", "lists")),
    ],
)
def test_bie_inside_a_word_is_no_negation(text, expected):
    assert expected in lasting(text)


def tentative(text: str) -> set[tuple[str, str]]:
    return {(o.dimension, o.value) for o in offline_observations(text) if o.tentative}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Wow, a six-line headline. Catchy. 🙄", ("title_style", "short")),
        ("Amazing, every paragraph is a whole page now.", ("paragraph_length", "shorter")),
        ("真棒，一句话两百多个字", ("sentence_length", "shorter")),
    ],
)
def test_sarcasm_about_an_exaggerated_size_is_asked_the_right_way_round(text, expected):
    assert expected in tentative(text)
    assert lasting(text) == set()


@pytest.mark.parametrize("text", ["写得跟年终总结报告似的，轻松点", "读着像公文一样，口语一点"])
def test_reads_like_a_report_wants_it_casual(text):
    assert ("formality", "casual") in lasting(text)


def test_the_rest_of_the_text_is_not_the_place_named_before():
    text = "I didn't want emoji in the heading; put a few back in the body."
    assert ("emoji", "more") in lasting(text)


@pytest.mark.parametrize(
    "text",
    [
        "是不是该把标题写短一点呢",
        "要不要把句子拆短一些呢",
        "该不该多加点表情",
        "I was thinking of going more formal but nah.",
        "Make the paragraphs longer. Scratch that.",
        "要不改成第二人称……还是算了",
        "我在想要不要少用点术语",
        "人家公司的稿子都写得特别活泼",
    ],
)
def test_asked_mused_dismissed_or_someone_elses_files_nothing(text):
    assert lasting(text) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [("甭写这么正式", ("formality", "casual")), ("无须那么多感叹号", ("tone", "calm"))],
)
def test_beng_and_wuxu_negate(text, expected):
    assert expected in lasting(text)


def _model_says(dimension: str, value: str, quote: str, said: str) -> set[tuple[str, str]]:
    answer = json.dumps([{"dimension": dimension, "value": value, "quote": quote}])
    return {
        (o.dimension, o.value)
        for o in parse_extraction(answer, suggestions=[said], diff="")
        if not o.scoped and not o.tentative
    }


@pytest.mark.parametrize(
    ("said", "quote", "pair"),
    [
        ("Fix the spelling of 'informal' in the FAQ.", "'informal'", ("formality", "casual")),
        ("把“严肃认真”四个字加粗", "严肃认真", ("tone", "calm")),
        ("Thinking of adding emoji. Nah, forget it.", "adding emoji", ("emoji", "more")),
        ("多加点表情……还是算了", "多加点表情", ("emoji", "more")),
    ],
)
def test_the_models_pairs_drop_quoted_and_dismissed_words(said, quote, pair):
    assert _model_says(*pair, quote, said) == set()


def test_the_models_pair_from_plain_words_is_kept():
    said = "Use 'you' when you talk to the reader."
    assert _model_says("person", "second", "Use 'you'", said) == {("person", "second")}


@pytest.mark.parametrize(
    "text",
    [
        "This one's about how Gen Z uses emoji at work, double-check the stats.",
        "I'm drafting a piece about formal writing in law schools.",
        "这篇介绍表情符号的起源，数据帮我核对一下",
        "My uncle talks in very formal sentences, keep his lines verbatim.",
    ],
)
def test_a_style_word_as_the_subject_matter_or_someone_elses_manner_files_nothing(text):
    assert lasting(text) == set()


def test_not_so_many_emoji_is_fewer_not_none():
    assert ("emoji", "fewer") in lasting("表情别加这么多，两三个就行")


def test_what_i_said_about_a_style_is_still_taken_back():
    assert ("title_style", "long") in lasting("Ignore what I said about short titles.")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("这是给外婆的家书，少用点术语", ("vocabulary", "plain")),
        ("这封是感谢信，正式一点", ("formality", "formal")),
        ("这个比喻太正式了", ("formality", "casual")),
        ("That joke is too casual.", ("formality", "formal")),
    ],
)
def test_a_letter_or_one_named_item_is_scoped(text, expected):
    assert lasting(text) == set()
    assert expected in scoped(text)


def test_a_directive_after_its_topic_is_the_writers_beside_a_remark_on_readers():
    text = "我写的东西是给外行看的，专业名词尽量别用"
    assert ("vocabulary", "plain") in lasting(text)
