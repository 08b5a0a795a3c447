"""Sentences of a long chat message that say nothing about style (app/style/quiet.py) and
too much told by an image (app/style/excess.py)."""

import pytest

from app.style.excess import excess_told
from app.style.extract import offline_observations
from app.style.quiet import is_aside, names_marked, said_sentences, spoken


def _heard(text: str) -> set[tuple[str, str]]:
    return {(o.dimension, o.value) for o in offline_observations(text)}


def test_sentences_keep_quotations_whole_and_figures_unsplit() -> None:
    said = said_sentences(
        "Keep the quote as she said it: 'We did it!!! Best day ever!!!' — it's hers. "
        "Fix the price to $4.50 please."
    )
    assert len(said) == 2
    assert "Best day ever!!!'" in said[0]
    assert "$4.50" in said[1]


def test_a_name_is_marked_as_mentioned() -> None:
    assert "《Casual Friday Cold Brew》" in names_marked(
        "The product is literally called Casual Friday Cold Brew, so leave it."
    )
    assert "《短句子》" in names_marked("这个栏目叫短句子，名字别动")


@pytest.mark.parametrize(
    "message",
    [
        "列表里第三项的价格写错了，应该是88元不是98元。",
        "Sorry for the long message earlier, I was rambling. The only fix: the venue is in Leeds.",
        "Short update from me: the client approved the draft! Just change 'Ltd' to 'Limited'.",
        "Ha, you've got such a lively way of putting things! Anyway, the deadline is Friday.",
        "I'm feeling very formal today, wearing a suit for my cousin's wedding lol.",
        "哈哈你太幽默了，跟你聊天挺轻松的。对了，报名截止日期改成10号。",
        "The brief from the council asks for plain English in their own leaflets — we're "
        "writing for the engineers' journal, so that doesn't apply here.",
        "我老板一直push我们写得more professional，但这个账号是我私人的，不管他。图片帮我压缩一下。",
        "Rahul said the report 'reads like a legal contract' — he was joking about the "
        "appendix, which is a legal contract.",
        "「言簡意賅」呢個成語用錯咗地方，改做「一針見血」啦。",
        # A thing of the world described, not the text.
        "The new wing is very formal and grand, all marble and brass. Mention it opens in June.",
        "今次活動主題係輕鬆活潑嘅夏日派對，海報日期改做七月八號。",
        "客户自己的品牌调性是年轻活泼，不过那是他们广告的事。帮我把营收数字再核对一遍。",
    ],
)
def test_asides_file_nothing(message: str) -> None:
    assert _heard(message) == set()


@pytest.mark.parametrize(
    ("message", "wanted"),
    [
        # A style point between a content fix and small talk is still heard.
        (
            "Thanks for fixing the date. The paragraphs are far too long for phones. Cheers!",
            ("paragraph_length", "shorter"),
        ),
        ("价格改好了。以后段落短一点吧，手机上看着累。周末愉快！", ("paragraph_length", "shorter")),
        # Someone's view taken up, not set aside.
        (
            "My editor said 'shorter sentences' and honestly she's right. Shorter sentences "
            "from now on, please.",
            ("sentence_length", "shorter"),
        ),
        # A wish beside a dismissal of someone else stands.
        (
            "My boss wants it stiff and formal — ignore him. Keep it casual and chatty.",
            ("formality", "casual"),
        ),
        # 没关系 as leave ("长点没关系") is no dismissal of anyone.
        ("以后标题别搞悬念，写清楚讲的是什么，长点没关系", ("title_style", "long")),
    ],
)
def test_the_style_point_beside_asides_is_kept(message: str, wanted: tuple[str, str]) -> None:
    assert wanted in _heard(message)


@pytest.mark.parametrize(
    "message",
    [
        # Sarcasm likening the text to a chat or a weather report is about the text.
        "Great, the apology to customers now sounds like a group chat.",
        "太好了，旅行日记平淡得像天气预报。",
    ],
)
def test_a_likeness_is_no_aside(message: str) -> None:
    said = said_sentences(message)
    assert not any(is_aside(i, said) for i in range(len(said)))


def test_a_sentence_without_style_words_stays_as_context() -> None:
    said = said_sentences("Got the photos. The venue address is right now.")
    assert not any(is_aside(i, said) for i in range(len(said)))
    assert spoken("Got the photos. The venue address is right now.").startswith("Got the photos")


def test_a_fact_word_in_a_complaint_is_no_content_fix() -> None:
    # ("…to find the date" names a fact; nothing is fixed, the bullets are what is wrong.)
    said = said_sentences("Way too many bullet points to scroll past to find the date.")
    assert not is_aside(0, said)


@pytest.mark.parametrize(
    ("message", "dimension", "value"),
    [
        ("The emoji are everywhere though, like a Christmas tree.", "emoji", "fewer"),
        ("The pensions bit is jargon up to the eyeballs.", "vocabulary", "plain"),
        ("There are so many bullet points it looks like a till receipt.", "structure", "prose"),
        ("不过那段术语满天飞，跟天书一样。", "vocabulary", "plain"),
        ("就是表情多到像棵圣诞树，我们是做财税的。", "emoji", "fewer"),
        ("篇文啲emoji多到好似聖誕樹咁，我哋係律師行嚟㗎。", "emoji", "fewer"),
    ],
)
def test_too_much_told_by_an_image_is_asked_the_other_way(
    message: str, dimension: str, value: str
) -> None:
    assert excess_told(message)[dimension] == value
    heard = {(o.dimension, o.value): o for o in offline_observations(message)}
    assert (dimension, value) in heard
    assert all(d != dimension or v == value for d, v in heard)  # never the literal opposite


@pytest.mark.parametrize(
    "message",
    [
        "The shorter paragraphs make the page so much easier to scan. Keep them.",
        "I love that there are so many examples now.",
        "Put emoji everywhere, the kids love them!",
    ],
)
def test_praise_orders_and_comparisons_are_no_excess(message: str) -> None:
    assert excess_told(message) == {}
