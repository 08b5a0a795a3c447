"""Sarcasm told by the price of reading (app/style/reading_cost.py): what is asked, and that
nothing is read at face value."""

import pytest

from app.style.arbiter import arbitrate
from app.style.extract import offline_observations
from app.style.reading_cost import read_cost


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        (
            "Loved it. Took me three espressos and a banana to get to the parking info. Riveting.",
            ("length", "concise"),
        ),
        (
            "what a page-turner, I missed my stop reading the parish notes lol",
            ("length", "concise"),
        ),
        (
            "The opening sentence is 71 words long — I counted. Parents will surely love it.",
            ("sentence_length", "shorter"),
        ),
        ("so thrilling, I nodded off by the second paragraph 🥱", ("tone", "lively")),
        ("我喝完两杯奶茶才读到时间地点，真是精彩😂", ("length", "concise")),
        ("这个标题五行还没念完，真是壮观", ("title_style", "short")),
        ("哈哈，我还以为是税务局寄来的信，好严肃", ("formality", "casual")),
        ("好有红头文件的味道喔，笑死", ("formality", "casual")),
        ("睇到我打瞌睡，真係好精彩呀 😴", ("tone", "lively")),
        (
            "Marvellous — the kettle boiled twice before we worked out where the match is.",
            ("length", "concise"),
        ),
        (
            "Each paragraph takes a whole latte to get through. Stunning.",
            ("paragraph_length", "shorter"),
        ),
        (
            "I assumed the council had sent us a planning notice. So friendly.",
            ("formality", "casual"),
        ),
        (
            "Honestly thought HR was about to sack me, it's the picnic invite. Cosy.",
            ("formality", "casual"),
        ),
        ("我数了数，这个标题足足四十二个字，太精彩了", ("title_style", "short")),
        ("从排队点单看到取餐都没看到营业时间，真是精彩😂", ("length", "concise")),
    ],
)
def test_the_price_of_reading_mocked_asks_its_opposite(text: str, wanted: tuple[str, str]) -> None:
    assert read_cost(text) == wanted
    heard = arbitrate(text, offline_observations(text))
    on_dimension = [o for o in heard if o.dimension == wanted[0]]
    assert on_dimension, heard
    assert all(o.value == wanted[1] and o.tentative for o in on_dimension), on_dimension


@pytest.mark.parametrize(
    "text",
    [
        "I read it over a coffee this morning and it was lovely.",  # no price, no mockery
        "It took me two coffees to finish the grant report, so much clearer now.",  # sincere
        "我泡了一壶茶，慢慢看完了，写得很清楚。",  # a pot of tea, and no price told
        "The intro sentence is 20 words long.",  # a count, not counted at the writer
        "以为周六开会，原来是周日，改一下日期。",  # mistaken about a fact, no genre
        "Great, thanks! I read it on the bus before I got to work.",  # a place, not the text
        "Thanks! It took me a minute to find the link, all good now.",
    ],
)
def test_no_price_or_no_mockery_reads_nothing(text: str) -> None:
    assert read_cost(text) is None


def test_the_mock_praise_beside_the_price_is_never_filed_at_face_value() -> None:
    text = "wow so exciting, i almost fell asleep reading the menu update 😴 lol. price is 9 not 8"
    heard = arbitrate(text, offline_observations(text))
    assert heard and all(o.tentative for o in heard), heard
