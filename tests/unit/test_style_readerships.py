"""Readerships told in words the classic shapes miss — a group said to live, come or read
somewhere, described by age, reading ability, language, trade, or where it reads — are put to the
writer as the value they imply (never filed); someone else's readers, a question about the
readers, one audience for one document, and "they're …" with no readers named propose nothing."""

import pytest

from app.style.extract import offline_observations
from app.style.readerships import describes_a_readership, implied_by_readership


def _asked(text: str) -> set[tuple[str, str]]:
    found = offline_observations(text)
    assert all(o.tentative and o.reading == "audience" for o in found), found
    return {(o.dimension, o.value) for o in found}


@pytest.mark.parametrize(
    ("text", "implied"),
    [
        ("Our newsletter's audience is mostly nine-year-olds from the chess club.", "plain"),
        ("The people on this list are mostly pensioners in their eighties.", "plain"),
        ("Readers of this page are adult learners in an ESOL class.", "plain"),
        (
            "My subscribers are overwhelmingly newly arrived families still learning English.",
            "plain",
        ),
        ("I write for people who have never dealt with a solicitor before.", "plain"),
        ("These go out to certified arborists across the county.", "technical"),
        ("Our readers are database administrators and platform engineers.", "technical"),
        (
            "Most of my customers are licensed electricians; they know a busbar from a breaker.",
            "technical",
        ),
        ("这栏目的读者大多是进城务工的年轻人，好多字认不全。", "plain"),
        ("我们村里的人多半只念过几年书。", "plain"),
        ("看我这个号的基本是小学三年级的孩子和他们的家长。", "plain"),
        ("住我们这栋楼的多是刚来的外国人，汉语还在学。", "plain"),
        ("订阅我们周报的全是医院检验科的同事，化验指标天天打交道。", "technical"),
        ("我们的读者主要是做后端开发的工程师。", "technical"),
        ("这些文章是给中学的信息技术老师看的。", "technical"),
        ("Most of the people who'll get this are volunteers aged over seventy.", "plain"),
        ("The leaflet is for trainees in their first week on the ward.", "plain"),
        ("Our target audience is households whose first language isn't English.", "plain"),
        ("面向的是刚入门的小白用户。", "plain"),
        ("订阅者大多是县里种果树的果农，很多人只会听语音。", "plain"),
        ("我们这本绘本是给三四岁的宝宝和爸妈一起读的。", "plain"),
        ("嚟我哋铺头嘅多数系街坊，啲术语佢哋唔识。", "plain"),
        ("看这个号的多是干了十几年的老会计，那些准则说法比我还熟。", "technical"),
        ("订阅号的关注者多是刚入职的护士新人。", "plain"),
        ("关注我的大多是做临床的护士。", "technical"),
        ("Anyone getting this is a sommelier or a certificate holder of some kind.", "technical"),
    ],
)
def test_a_readership_described_is_asked_about_what_it_implies(text: str, implied: str) -> None:
    assert _asked(text) == {("vocabulary", implied)}


@pytest.mark.parametrize(
    "text",
    [
        "These go out to paramedics, who read them on their phones between call-outs.",
        "我们的读者基本是跑外卖的小哥，一般是等车的时候瞄几眼。",
    ],
)
def test_readers_reading_in_the_gaps_of_a_day_are_asked_about_length(text: str) -> None:
    assert _asked(text) == {("length", "concise")}


@pytest.mark.parametrize(
    "text",
    [
        "These notices get read aloud at the Monday staff briefing.",
        "我们的通知会在厂区广播里播报。",
    ],
)
def test_pieces_heard_rather_than_read_are_asked_about_sentence_length(text: str) -> None:
    assert _asked(text) == {("sentence_length", "shorter")}


def test_age_says_more_than_a_phone_named() -> None:
    assert _asked("我这个号的读者多是刚退休的老人，手机都用不太熟。") == {("vocabulary", "plain")}


@pytest.mark.parametrize(
    "text",
    [
        "My cousin's newsletter readers are all retired nurses.",
        "我堂哥那个号的粉丝全是程序员。",
        "隔壁UP主的观众都是硬核车迷，所以他那些参数张口就来。",
        "Do you think most of the people reading this are beginners?",
        "你觉得看这个号的会不会多半是老人？",
        "They're accountants at big firms, not students.",
        "The flood report profiles three engineers who rebuilt the bridge.",
        "This week's column is about how pensioners can spot scam calls.",
        "写一篇关于留守老人的文章。",
        "我妈的公众号粉丝都是广场舞阿姨。",
    ],
)
def test_someone_elses_readers_a_question_or_no_readers_named_propose_nothing(text: str) -> None:
    assert _asked(text) == set()


def test_the_lexicons_need_a_group_said_to_read_or_live_somewhere() -> None:
    assert describes_a_readership("我们小区住的大多是老人。")
    assert not describes_a_readership("老人都喜欢早起。")
    assert implied_by_readership(
        "the membership is mostly dairy farmers who left school at 16"
    ) == [("vocabulary", "plain")]
    assert implied_by_readership("A sentence about the weather.") == []
