"""Kinds pinned after the eighth blind set, each in phrasings of its own, in both languages:
regret for an earlier request (what was asked is taken back, and it is a correction); someone
the writer works or studies beside; one piece fenced with "only" or named by its genre."""

import pytest

from app.style.extract import offline_observations
from tests.unit.readings import asked, heard, lasting, scoped

# -- regret --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I regret asking for a formal tone. Make it casual again.", ("formality", "casual")),
        (
            "Asking for long sentences was a bad idea. Shorter please.",
            ("sentence_length", "shorter"),
        ),
        ("后悔让你分点写了，还是写回成段的文字吧。", ("structure", "prose")),
        ("不该让你把句子拉长的，还是短句好。", ("sentence_length", "shorter")),
        (
            "Asking you for all those emoji was a bad call, they look cheap. Far fewer from now on",
            ("emoji", "fewer"),
        ),
        ("I regret asking for so many emoji.", ("emoji", "fewer")),
        ("后悔让你加那么多表情了，看着很幼稚，以后少放点。", ("emoji", "fewer")),
    ],
)
def test_regret_for_an_earlier_request_is_a_correction(text, expected):
    assert lasting(text) == {expected}
    assert all(o.explicit for o in offline_observations(text))


def test_regret_about_something_else_files_nothing():
    assert heard("你不该让我这么晚才看到稿子。") == set()
    assert not any(o.explicit for o in offline_observations("I shouldn't have gone on so long."))


# -- someone the writer works or studies beside --------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "My co-editor puts every sentence in bold. Drives the desk crazy.",
        "Our intern writes headlines that are twelve words long, bless him.",
        "我们部门另一个文案特别爱用感叹号，哈哈。",
        "我同学写周记喜欢满篇表情，被老师说了好几次。",
        "我们组另一位译者总把句子拉得很长。",
    ],
)
def test_a_colleague_or_classmate_described_files_nothing(text):
    assert heard(text) == set()


def test_the_writer_taking_a_colleague_up_is_kept():
    assert lasting("My co-founder wants more emojis. I agree, do that from now on.") == {
        ("emoji", "more")
    }
    assert lasting("我们组以后都写短句吧。") == {("sentence_length", "shorter")}


# -- one piece fenced with "only" ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("For next week's board memo only, no exclamation marks.", ("tone", "calm")),
        ("In the launch email only, keep it short.", ("length", "concise")),
        ("只是小红书那个版本要多放表情，公众号原文照旧。", ("emoji", "more")),
        ("仅限这份通知写得正式一点。", ("formality", "formal")),
        ("This one's a road-closure notice for drivers, so keep it brief.", ("length", "concise")),
    ],
)
def test_one_piece_only_is_scoped_not_lasting(text, expected):
    assert scoped(text) == {expected} and not lasting(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Only short sentences from now on.", ("sentence_length", "shorter")),
        ("只是想说，以后都写短一点。", ("length", "concise")),
    ],
)
def test_only_about_the_style_itself_stays_lasting(text, expected):
    assert lasting(text) == {expected}


# -- a count of sentences sizes the piece ---------------------------------------------------


def test_a_count_of_sentences_is_the_length_of_the_piece():
    text = "别再写那么长了！！大家根本没耐心！！以后公告一律两三句话说完！！"
    assert lasting(text) == {("length", "concise")}
    assert lasting("以后句子短一点") == {("sentence_length", "shorter")}


# -- what the model wrongly took down --------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("You took it as 'more formal' but I meant casual.", ("formality", "casual")),
        ("以为我喜欢长段落？其实我要短段落。", ("paragraph_length", "shorter")),
        ("我的意思是别那么正式，你怎么记成要更正式了。", ("formality", "casual")),
    ],
)
def test_what_the_model_misheard_is_not_filed(text, expected):
    assert heard(text) == {expected}


@pytest.mark.parametrize(
    "text",
    [
        "不是吧，我说的是少用术语，你怎么理解成要多用术语了？",
        "我之前说的是句子短一点，你却记成了要长句。",
        "No no, I asked for less jargon — you somehow thought I wanted more technical terms.",
    ],
)
def test_the_misheard_value_is_never_filed(text):
    assert not heard(text) & {
        ("vocabulary", "technical"),
        ("sentence_length", "longer"),
    }


# -- lasting by rule or default ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "As a rule, write my setup guides as numbered steps rather than paragraphs.",
            ("structure", "lists"),
        ),
        ("By default, keep my newsletters casual.", ("formality", "casual")),
        ("原则上我的教程都分步骤写，不要大段文字。", ("structure", "lists")),
        ("默认用短句。", ("sentence_length", "shorter")),
    ],
)
def test_a_rule_or_default_is_lasting(text, expected):
    assert lasting(text) == {expected}


# -- what the text already has ---------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The recipe already has numbered steps, thanks.",
        "正文本来就有小标题和分点了。",
        "It already has bullet points — take them out.",
        "已经有三个感叹号了，太多了",
    ],
)
def test_what_the_text_already_has_is_never_filed_as_wanted(text):
    assert not lasting(text) & {("structure", "lists"), ("tone", "lively")}


def test_what_is_already_there_kept_from_now_on_is_wanted():
    assert lasting("这篇已经是短句了，以后都这样。") == {("sentence_length", "shorter")}


def test_a_kind_of_piece_named_for_its_register_is_not_a_likening():
    assert lasting("原则上我的公文类稿子都要正式一些。") == {("formality", "formal")}
    assert heard("写得跟公文一样。") == {("formality", "casual")}


# -- confirmation taken up -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Lovely, the casual tone works. Do the same for the rest.", ("formality", "casual")),
        ("这个短标题不错，都这么写吧。", ("title_style", "short")),
        ("段落改短以后清爽多了，以后就这么短段落。", ("paragraph_length", "shorter")),
    ],
)
def test_praise_taken_up_for_the_rest_is_lasting(text, expected):
    assert lasting(text) == {expected}


def test_praise_alone_is_still_asked_and_so_long_still_complains():
    assert lasting("这个短标题不错。") == set()
    assert lasting("段落都那么长，看着累") == {("paragraph_length", "shorter")}


# -- chatty requests with emoji --------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "haha love it 🤣 but pls fewer emojis in my captions, my readers keep moaning 🙈",
            ("emoji", "fewer"),
        ),
        ("少放点表情吧，粉丝一直在吐槽🙈🙏", ("emoji", "fewer")),
        ("表情少加点", ("emoji", "fewer")),
        ("pls plainer words, my readers are kids", ("vocabulary", "plain")),
    ],
)
def test_a_chatty_request_with_a_reason_is_the_writers_own(text, expected):
    assert lasting(text) == {expected}


def test_one_caption_is_one_place_but_my_captions_are_all_of_them():
    assert scoped("Remove the emoji from the caption.") == {("emoji", "none")}
    assert lasting("No exclamation marks in my headings, ever.") == {("tone", "calm")}


# -- where readers stopped, then the whole piece ------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "读者看到第二段就划走了。整篇再压缩一下，往后都写短一点。",
        "大家读到第三段就不看了。全篇再删减一点，以后都短些。",
    ],
)
def test_the_whole_piece_named_after_where_readers_stopped_is_its_length(text):
    assert lasting(text) == {("length", "concise")}
    assert lasting("整篇的句子都太长") == {("sentence_length", "shorter")}


# -- sarcasm likened to dull documents, or loving the work it makes ------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Wonderful, my travel diary is now as dry and formal as an insurance policy. "
        "My readers will adore that.",
        "Brilliant, my kids' story now reads as stiff as a tax form.",
    ],
)
def test_praise_for_a_text_likened_to_a_dull_document_is_asked_the_right_way_round(text):
    assert asked(text) == {("formality", "casual")} and not lasting(text)


def test_loving_the_decoding_is_sarcasm_about_jargon():
    text = (
        "Oh good, a memo with nine acronyms in the first sentence. Staff will love decoding that."
    )
    assert heard(text) == {("vocabulary", "plain")} and not lasting(text)


def test_a_sincere_comparison_is_still_a_request():
    assert lasting("Great, make it as short as a tweet.") == {("length", "concise")}


# -- who comes to it, and what a piece is for ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "The captions in the kids' gallery are for school classes, mostly 6 to 9 year olds.",
            ("vocabulary", "plain"),
        ),
        (
            "This leaflet is mainly for tourists who don't speak the language.",
            ("vocabulary", "plain"),
        ),
        ("用这个小程序的大多是退休的老人。", ("vocabulary", "plain")),
        ("来听讲座的基本是带孩子的家长。", ("vocabulary", "plain")),
        ("来开会的都是投资人。", ("formality", "formal")),
    ],
)
def test_who_comes_or_who_a_piece_is_for_is_asked(text, expected):
    assert asked(text) == {expected} and not lasting(text)


def test_a_thing_for_families_is_no_readership_statement():
    assert heard("The tickets are for families.") == set()


def test_a_quality_measured_against_a_dull_document_is_the_one_wanted():
    text = "Superb, my birthday toast now sounds as warm as a tax return. Guests will be thrilled."
    assert asked(text) == {("tone", "lively")} and not lasting(text)
    assert asked("Great, my pitch is as lively as a phone book.") == {("tone", "lively")}
    assert asked("来店里买菜的基本都是附近的大爷大妈。") == {("vocabulary", "plain")}


# -- named, then removed in the same breath ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("It has bullet points — take them out.", ("structure", "prose")),
        ("There are bullet points everywhere, get rid of them.", ("structure", "prose")),
        ("Lots of jargon in there, cut it.", ("vocabulary", "plain")),
    ],
)
def test_what_is_named_then_removed_is_not_wanted(text, expected):
    assert lasting(text) == {expected}


def test_a_request_that_keeps_what_it_names_is_unchanged():
    assert lasting("Use bullet points, and keep them short.") >= {("structure", "lists")}


# -- the text described as it is -------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The recipe has bullet points.",
        "The manual has numbered steps in section two.",
        "这篇菜谱里有分点。",
        "The intro has a formal tone, make it casual.",
    ],
)
def test_the_text_described_as_it_is_is_never_filed_as_wanted(text):
    assert not heard(text) & {("structure", "lists"), ("formality", "formal")}


def test_a_description_with_too_much_is_still_a_complaint():
    assert lasting("The draft has way too many emoji.") == {("emoji", "fewer")}
    assert lasting("这篇有太多感叹号") == {("tone", "calm")}
    assert lasting("The bullet points have to go.") == {("structure", "prose")}


# -- said absent, then asked for ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("This post has no emoji, add some.", {("emoji", "more")}),
        ("No bullet points here, add some.", {("structure", "lists")}),
        ("Fewer emoji, add some headings.", {("emoji", "fewer")}),
        ("No jargon, add some examples.", {("vocabulary", "plain")}),
    ],
)
def test_an_absence_asked_to_be_filled_wants_the_thing(text, expected):
    assert lasting(text) == expected


def test_an_absence_told_then_filled_in_chinese_is_never_filed_as_none():
    assert ("emoji", "none") not in heard("一个表情都没有，加几个吧。")
