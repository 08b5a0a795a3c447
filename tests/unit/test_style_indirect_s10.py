"""Indirect statements read by kind (session 10): sarcasm that sizes the piece by a count of its
paragraphs, likens it to the longest writers or says reading it outlasts what it reports;
understanding promised in mock praise; curt praise closing a Chinese message; party things on
grave news; readers told over two sentences ("For a lot of them…"), readers in a trade (peers,
licensed, at it every day), a quality said of the readers. What is implied is only ever asked
(pending); sincere praise, a count asked for and plain facts file nothing."""

import pytest

from app.style.audience import implied_by_readers
from app.style.extract import offline_observations
from app.style.learner import heard
from app.style.mocked_measures import PIECE_BLOWN_UP, PIECE_IN_PARTS
from app.style.readers_told import readers_span
from tests.unit.readings import asked, filed


def readings(text):
    return {(o.dimension, o.value, o.tentative) for o in offline_observations(text)}


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        # The piece counted in paragraphs or pages, more than it needs.
        (
            "Wonderful, an eight-paragraph post to say the shop is shut on Monday.",
            ("length", "concise"),
        ),
        (
            "Oh super, the recipe intro is now seven pages long. Everyone loves scrolling past a "
            "life story to find the flour.",
            ("length", "concise"),
        ),
        ("真行，一个放假通知写了整整八段。", ("length", "concise")),
        # Likened to the longest writers.
        ("Marvellous. Proust would blush at this product description.", ("length", "concise")),
        ("厉害，托尔斯泰看了都要自愧不如。", ("length", "concise")),
        # Reading it outlasts what it reports.
        (
            "Great stuff, the minutes take longer to read than the meeting took.",
            ("length", "concise"),
        ),
        ("可以的，这篇活动回顾读完比活动本身还久。", ("length", "concise")),
        # Understanding promised.
        (
            "Oh good, 'leverage our synergies to optimise stakeholder outcomes'. The allotment "
            "committee will definitely know what that means.",
            ("vocabulary", "plain"),
        ),
        (
            "这文案满屏的'赋能''抓手''闭环'，家长们肯定都知道是什么意思，绝了。",
            ("vocabulary", "plain"),
        ),
        # Curt praise closing the message, after a likeness no sincere praise makes.
        ("这篇周报读起来像红头文件，'切实加强''扎实推进'全用上了，牛。", ("formality", "casual")),
        # Party things on grave news.
        (
            "Oh brilliant, the condolence card now has a party popper and two balloons.",
            ("emoji", "fewer"),
        ),
        ("好贴心，讣告里配了三个🎉。", ("emoji", "fewer")),
        # A crowd counted on a part named with its piece.
        (
            "Great, every line of the safety notice ends in an exclamation mark. Really sets a "
            "calm mood.",
            ("tone", "calm"),
        ),
        # Asleep over a size: the size was the price.
        ("嘩，寫到咁長，啲街坊睇到第二段已經瞓着咗。", ("length", "concise")),
        (
            "Lovely, the bike co-op newsletter now reads like a mortgage agreement.",
            ("formality", "casual"),
        ),
    ],
)
def test_sarcasm_asks_the_opposite_of_what_it_mocks(text, wanted):
    assert wanted in asked(text)
    assert not filed(text)  # never filed outright, and never its literal reading
    dimension = wanted[0]
    assert {v for d, v, _ in readings(text) if d == dimension} == {wanted[1]}


@pytest.mark.parametrize(
    "text",
    [
        # Sincere, or a count asked for: nothing mocked.
        "We had a six-paragraph feature in the Herald about our bakery last week, amazing!",
        "Please write it in six paragraphs, one per product.",
        "Keep it to under eight paragraphs.",
        "We're so sorry for the outage, here are balloons 🎈",
        # No target: nothing.
        "Lol ok. That's a take. Anyway the gig's at 8.",
        "哈哈，行吧。活动时间是下午两点。",
        "Well, that's one way to do it. Venue is the Corn Exchange.",
        # A size told as a fact beside a fact fix is not a style point about the text.
        "The date is now the 14th, and the price list is £5.",
    ],
)
def test_no_mockery_files_nothing(text):
    assert not [o for o in offline_observations(text) if o.dimension == "length"]
    assert not filed(text)


def test_counted_parts_alone_size_the_piece_but_are_not_held_up():
    assert PIECE_IN_PARTS.search("a six-paragraph feature about our bakery")
    assert not PIECE_BLOWN_UP.search("a six-paragraph feature in the Herald about our bakery")
    assert PIECE_BLOWN_UP.search("the notice is now nine paragraphs long")
    assert PIECE_BLOWN_UP.search("an eight-paragraph post to say the shop is shut")
    assert not PIECE_IN_PARTS.search("split it into six paragraphs")
    assert not PIECE_IN_PARTS.search("分成八段")


def test_the_size_complained_of_without_praise_is_asked_not_filed():
    assert ("length", "concise") in asked("The price list is now nine paragraphs long.")
    assert not filed("The price list is now nine paragraphs long.")


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        (
            "The newsletter mostly goes to families from the Tuesday class now. For a lot of them "
            "English is a third or fourth language. They love the concerts, by the way.",
            ("vocabulary", "plain"),
        ),
        (
            "Our list is mostly new arrivals from the language school. For most of them English is "
            "a fourth language.",
            ("vocabulary", "plain"),
        ),
        ("Our Instagram is followed mostly by other tattoo artists.", ("vocabulary", "technical")),
        ("The list is mostly chartered surveyors.", ("vocabulary", "technical")),
        (
            "关注我们的基本都是做跨境电商的老板，天天跟 ROI、GMV 打交道。",
            ("vocabulary", "technical"),
        ),
        ("看这个公众号的是各个工地的安全员和项目经理，都是持证的。", ("vocabulary", "technical")),
        (
            "我的 followers 大部分是运动康复师和体能教练，都挺 professional 的。",
            ("vocabulary", "technical"),
        ),
    ],
)
def test_readers_described_imply_a_vocabulary_asked(text, wanted):
    assert asked(text) == {wanted}
    assert not filed(text)


def test_a_sentence_going_on_about_them_joins_the_readers_told():
    text = (
        "The bulletin goes to the families at the community centre. For many of them Dutch is new."
    )
    assert "For many of them" in readers_span(text)
    assert implied_by_readers("For a lot of them English is a fourth language.") == [
        ("vocabulary", "plain")
    ]


@pytest.mark.parametrize(
    "text",
    [
        # Someone else's readers, peers of no trade, a quality of the writer's own.
        "My brother and other runners read it.",
        "My colleague's readers are all other accountants.",
        "Our Instagram is followed mostly by other dog owners.",
    ],
)
def test_no_trade_named_implies_no_technical_words(text):
    assert ("vocabulary", "technical") not in asked(text)
    assert not filed(text)


def test_the_audience_sentence_is_the_evidence():
    said = "Our Instagram is followed mostly by other tattoo artists."
    (observation,) = heard([said], [], revision_id="r", message_id="m", versions="V1→V2")
    assert observation.tentative and observation.reading == "audience"
    assert "tattoo artists" in observation.quote


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        # A party for news nobody is glad of.
        ("Love how the apology email sounds like we won the lottery.", ("tone", "calm")),
        ("真贴心，停电通知写得跟中了彩票一样。", ("tone", "calm")),
        # A claim nobody believes, beside a crowd counted.
        (
            "So the quarterly update now has 14 emoji. Very on-brand for a funeral director.",
            ("emoji", "fewer"),
        ),
        # Given up before the end: the piece was not got through.
        ("Great, nobody got past the second paragraph of the AGM notice.", ("length", "concise")),
        ("好家伙，大爷大妈看到一半就放弃了。", ("length", "concise")),
    ],
)
def test_more_mockery_asks_the_opposite(text, wanted):
    assert wanted in asked(text)
    assert not filed(text)


def test_a_long_count_for_a_short_form_is_held_up():
    from app.style.mocked_measures import SHORT_FORM_BLOWN_UP

    assert SHORT_FORM_BLOWN_UP.search("A 300-word caption on Instagram")
    assert SHORT_FORM_BLOWN_UP.search("一条朋友圈配文三百多字")
    assert not SHORT_FORM_BLOWN_UP.search("a 300-word post")
    assert not SHORT_FORM_BLOWN_UP.search("a 20-word caption")


@pytest.mark.parametrize(
    "text",
    [
        "The Instagram caption can be 300 words, that's fine.",
        "We're so sorry for the outage, here are the refund details.",
        "My nan gave up halfway through the crossword, bless her. The raffle is at 3.",
    ],
)
def test_no_mockery_there(text):
    assert not asked(text)
    assert not filed(text)


def test_readers_new_to_their_phones_want_plain_words():
    assert asked("我们群里都是小区的老头老太太，智能手机都用不利索。") == {("vocabulary", "plain")}
    assert asked("Our members are mostly pensioners still getting used to a smartphone.") == {
        ("vocabulary", "plain")
    }


@pytest.mark.parametrize(
    "text",
    [
        "Here are the refund details.",
        "We're so sorry for the outage, here are the refund details.",
        "Please add the booking details at the end.",
        "Can you put the contact details in the footer?",
    ],
)
def test_facts_called_details_are_no_wish_for_detail(text):
    assert not offline_observations(text)


def test_details_asked_of_the_writing_still_count():
    assert ("length", "detailed") in filed("Please add more details about the route.")


@pytest.mark.parametrize(
    "text",
    [
        "would longer sentences flow better here or nah",
        "Would bullet points land better in the safety bit, or no?",
    ],
)
def test_a_question_tag_asks_and_files_nothing(text):
    assert not offline_observations(text)


def test_a_request_with_or_else_is_still_a_request():
    assert ("sentence_length", "shorter") in filed("Shorter sentences from now on, or no deal.")


@pytest.mark.parametrize(
    ("text", "wanted", "never"),
    [
        # One-line paragraphs likened to a list: the paragraphs named are what is mocked.
        (
            "Perfect, every paragraph is a single line now. Reads like a shopping list.",
            ("paragraph_length", "longer"),
            ("paragraph_length", "shorter"),
        ),
        # A quality praised in scare quotes beside a learned likeness (好似…论文): too much of it,
        # never the literal quality asked for.
        (
            "真係好「專業」，一篇招聘廣告寫到好似學術論文。",
            ("formality", "casual"),
            ("vocabulary", "technical"),
        ),
    ],
)
def test_the_likeness_decides_what_is_mocked(text, wanted, never):
    assert wanted in asked(text)
    assert never not in asked(text) | filed(text)


def test_practising_lawyers_read_technical_words():
    assert asked("我哋嘅讀者主要係執業律師同埋法律系學生。") == {("vocabulary", "technical")}


@pytest.mark.parametrize(
    "text",
    [
        "Fantastic, the shop update now has a paragraph about the history of the till roll. "
        "Riveting.",
        "真棒，一条开业通知从盘古开天地讲起。",
    ],
)
def test_padding_mocked_asks_for_less(text):
    assert asked(text) == {("length", "concise")}
    assert not filed(text)


@pytest.mark.parametrize(
    "text",
    [
        "Our next post is about the history of the till roll.",
        "Write a paragraph about the history of the shop, please.",
    ],
)
def test_history_as_the_subject_is_no_padding(text):
    assert not asked(text)
    assert ("length", "concise") not in filed(text)


def test_helpers_reading_in_a_second_language_want_plain_words():
    assert asked("我們的讀者主要係外傭姐姐，中文唔係好識。") == {("vocabulary", "plain")}
    assert asked("Most of the list are domestic helpers from the Philippines.") == {
        ("vocabulary", "plain")
    }


def test_who_the_writer_writes_for_is_the_readership():
    assert asked("Just so you know who you're writing for: actuaries. All of them.") == {
        ("vocabulary", "technical")
    }
    assert not offline_observations("Do you know who you're writing for?")


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        # Cantonese praise (真係好貼心) before a crowd of abbreviations "the old folk will read".
        ("真系好贴心，成篇都系英文缩写，啲公公婆婆实识睇。", ("vocabulary", "plain")),
        # A long genre for what was only a line to tell people.
        ("好一篇散文，我只是想通知大家周三停电。", ("length", "concise")),
        (
            "A whole essay. Lovely. I just wanted to tell people the bins moved.",
            ("length", "concise"),
        ),
    ],
)
def test_mockery_in_other_words(text, wanted):
    assert asked(text) == {wanted}
    assert not filed(text)


def test_sincere_praise_of_an_essay_is_no_mockery():
    text = "Lovely essay on the harbour, I just wanted to say how much I enjoyed it."
    assert not asked(text)
