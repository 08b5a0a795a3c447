"""Indirect statements read by mechanism (session 11): counterfactuals and futures put as a
condition teach nothing; leave asked with "would it be awful if…" is no hypothetical; readers
said plainly before a condition ("…— they'll roll their eyes if we explain…"), buyers and peers in
the trade, readers who know the subject better than the writer; understanding promised with any
adverb, paragraphs spent on a history; the part a sarcasm mocks is a sample of a habit; another
body's writing ("文旅局那边发的稿子…", "My supplier's catalogue…") and 文案 as the copy itself;
a livelier version praised, with the readers' delight promised, is meant. What is implied is
only ever asked (pending); what is imagined or someone else's files nothing."""

import pytest

from app.style.learner import heard
from tests.unit.readings import asked, filed


def _heard(text):
    return {
        (o.dimension, o.value, o.tentative, o.scoped)
        for o in heard([text], revision_id=None, message_id=None, versions="V1")
    }


@pytest.mark.parametrize(
    "text",
    [
        # v27-hypothetical-en-03-dive
        "Had the boat not broken down we'd have done a whole celebration post with emojis "
        "everywhere haha. Anyway - the reef dive is on the 9th, not the 8th, can you fix that.",
        "Had the funding come through we'd have written a much longer report. Please fix the "
        "date to June.",
        "If only the printer hadn't let us down — we'd have done a full-colour flyer with emojis "
        "all over it. Anyway the fair is on the 3rd.",
        "要不是这次时间太赶，我们早就写一篇长长的回顾了。日期改成五号。",
        # v27-hypothetical-en-02-surf
        "When we would open the second school in Peniche, maybe then we make the posts more "
        "formal, with a company voice. But this is far away, for now nothing changes. The board "
        "rental is 15 euro per day, not 12.",
        "When we would have more staff, maybe then the posts get more detail. For now nothing "
        "changes.",
        "When we grow a bit, then we go more formal with the emails. Fix the phone number please.",
        "Supposing we ever did a print edition, maybe the paragraphs could be longer there.",
        "Should we ever go national, the tone would need to be more formal. For now, fix the date.",
    ],
)
def test_what_would_have_been_or_may_one_day_be_files_nothing(text):
    assert not _heard(text)


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        (
            "Would it be awful if we added a few emoji to the concert posts? Maybe. I honestly "
            "can't decide.",
            ("emoji", "more"),
        ),
        (
            "Would it be so bad if the titles were a bit shorter? Not sure.",
            ("title_style", "short"),
        ),
    ],
)
def test_leave_asked_with_doubt_beside_it_is_asked(text, wanted):
    assert wanted in asked(text)
    assert not filed(text)


@pytest.mark.parametrize(
    "text",
    [
        # v27-audience-en-02-maker
        "FYI the people on this mailing list are mostly embedded engineers and a couple of FPGA "
        "folks - they'll roll their eyes if we explain what a microcontroller is.",
        "Our subscribers are mostly pastry chefs and other bakers - they'd be bored if we "
        "explained what lamination is.",
        # v27-audience-en-04-winery: the "trade list" is who it goes to, not a layout
        "The trade list goes to sommeliers and wine buyers, they know their stuff better than I "
        "do.",
        # v27-audience_confirm-en-01-cheese
        "Just so you know, this list is mostly restaurant buyers and other cheesemakers.",
        "This list is mostly wholesale buyers and fellow growers.",
        "读这个号的大多是同行，他们比我还懂行。",
        "这份月报是发给经销商看的，他们比我还懂行。",
        "我们客户都是做跨境电商的卖家，FBA、ASIN这些天天挂嘴上。",
    ],
)
def test_insiders_said_plainly_ask_for_technical_words(text):
    assert asked(text) == {("vocabulary", "technical")}
    assert not filed(text)


def test_a_list_of_people_is_no_layout_but_a_list_asked_for_is():
    winery = "The trade list goes to sommeliers and wine buyers, they know their stuff."
    assert ("structure", "lists") not in asked(winery) | filed(winery)
    assert ("structure", "lists") in filed("Make it a list.")


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        # v27-sarcasm-en-01-maker: understanding promised, with any adverb
        (
            "Oh great, 'leveraging a PID feedback loop for closed-loop thermal regulation'. Our "
            "Tuesday soldering newbies will absolutely know what that means. Brilliant.",
            ("vocabulary", "plain"),
        ),
        (
            "Marvellous, 'asynchronous event-driven telemetry pipeline'. The parish council will "
            "obviously know what that means.",
            ("vocabulary", "plain"),
        ),
        # v27-sarcasm_confirm-en-01-tailor: paragraphs spent on a history
        (
            "Oh wonderful, three paragraphs on the history of the zip. The brides will be on the "
            "edge of their seats.",
            ("length", "concise"),
        ),
        (
            "Lovely, four paragraphs on the history of the teabag. Customers will be thrilled.",
            ("length", "concise"),
        ),
        ("好贴心，开头写了两段茶包的历史，顾客肯定看得津津有味。", ("length", "concise")),
        # Party things on bad news, a casual word quoted on a grave one, a robot for a writer
        (
            "Gorgeous — the notice about the broken lift has a party popper and a disco ball.",
            ("emoji", "fewer"),
        ),
        ("真贴心，电梯故障通知里放了彩带和气球。", ("emoji", "fewer")),
        (
            "Love that the 'urgent safety recall' post opens with 'Hey besties!!'",
            ("formality", "formal"),
        ),
        ("Yeah this reads like it was written by a committee of robots.", ("tone", "lively")),
        # A form of the wrong kind for an intimate genre, a long genre written out, an official
        # genre likened, a size in "N-word" beside mock praise
        (
            "Cool cool cool, a bulleted list for my wedding speech. Very romantic.",
            ("structure", "prose"),
        ),
        ("牛，一个开学通知写出了毕业论文的架势，家长们肯定逐字拜读。", ("length", "concise")),
        ("好嘛，一个周末市集的推文写得跟国务院公告似的。", ("formality", "casual")),
        ("Oh sure, kids love a 900-word intro before the colouring page.", ("length", "concise")),
        # v27-sarcasm-en-03-steam: "that one" is the sentence mocked, a sample of a habit
        (
            "Great, the whole timetable change is now one sentence. Ninety-odd words and not a "
            "full stop in sight. Our volunteers will love holding their breath for that one.",
            ("sentence_length", "shorter"),
        ),
    ],
)
def test_sarcasm_asks_the_opposite_of_what_it_mocks(text, wanted):
    said = {h for h in _heard(text) if not h[0].startswith("*")}
    assert (*wanted, True, False) in said
    assert all(tentative and not scoped for _, _, tentative, scoped in said)


def test_paragraphs_on_a_history_are_mocked_only_beside_mock_praise():
    assert ("length", "concise") in asked(
        "Oh joy, five paragraphs on the history of the bolt. The apprentices will be riveted."
    )
    assert not _heard(
        "Could you add two paragraphs on the history of the mill? People ask about it."
    )


@pytest.mark.parametrize(
    "text",
    [
        # v27-third_party-zh-03-guzhen
        "文旅局那边发的稿子一口一个'您'，'游客朋友们'怎样怎样。各有各的写法吧。开放时间改成八点半。",
        "人家景区那边的推文一口一个“亲”，满屏表情。各有各的风格吧。门票改成六十。",
        "The tourism board's press releases call everyone 'you' the whole time. Anyway, opening "
        "time is 9:30.",
        "My supplier's catalogue talks to the reader the whole time. The price for quarter-leather "
        "is £140.",
        "Our rival café posts in the third person: 'The Barista suggests…'. Whatever floats their "
        "boat.",
        "The competing agency writes everything in bullet points. Anyway, the fee is £90.",
    ],
)
def test_another_bodys_writing_files_nothing(text):
    assert not {(d, v) for d, v, _, _ in _heard(text) if not d.startswith("*")}


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        # 文案 is the copy, not a copywriter, unless a person is named by it
        ("文案总用第二人称，改成第三人称。", ("person", "third")),
        ("文案用的词太专业了。", ("vocabulary", "plain")),
        ("我们公司的推文太长了，以后短一点。", ("length", "concise")),
    ],
)
def test_the_writers_own_copy_is_the_writers(text, wanted):
    assert wanted in filed(text)


def test_exclamation_marks_used_less_ask_for_calm():
    text = "Every post uses a pile of exclamation marks, use fewer from now on."
    assert ("tone", "calm") in filed(text)
    assert ("tone", "lively") not in filed(text)


@pytest.mark.parametrize(
    "text",
    [
        "这一版读起来有劲儿多了，顾客肯定爱看。",
        "这版有意思多了，学员肯定喜欢。",
        "This version is so much livelier, customers will love it.",
    ],
)
def test_a_livelier_version_praised_is_meant(text):
    assert {(d, v) for d, v, _, _ in _heard(text)} == {("tone", "lively")}


def test_a_livelier_version_beside_a_crowd_of_exclamation_marks_is_sarcasm():
    text = "真棒，这版活泼多了，每句后面三个感叹号，顾客肯定爱看。"
    assert asked(text) == {("tone", "calm")}
    assert not {(d, v) for d, v, _, _ in _heard("这一版读起来有劲儿多了，顾客肯定爱看。")} - {
        ("tone", "lively")
    }


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        # A size told beside mock praise is described, not asked, however firm it sounds.
        ("A 300-word caption on Instagram. Everyone reads those.", ("length", "concise")),
        ("Great, a 400-word bio. Everyone reads those to the end.", ("length", "concise")),
    ],
)
def test_a_size_described_in_mockery_is_asked_not_filed(text, wanted):
    assert wanted in asked(text)
    assert not filed(text)
    # (A request beside the mockery still stands as said.)
    assert ("emoji", "fewer") in filed("pls stop stuffing my posts with emojis 🙃 none at all")
