"""Readers told over several sentences and in everyday words: what is put to the writer."""

import pytest

from app.style.audience import implied_by_readers
from app.style.extract import offline_observations
from app.style.readers_told import insiders, readers_span


def _asked(text: str) -> list[tuple[str, str]]:
    return [
        (o.dimension, o.value)
        for o in offline_observations(text)
        if o.tentative and o.reading == "audience" and not o.scoped
    ]


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("who reads this? commercial pilots, mostly. they fly the A320 every week.", "technical"),
        (
            "The walking group skews seventy-plus. Half of them read it with a magnifier.",
            "plain",
        ),
        ("这期是给天文台研究员看的，他们都是做射电天文的。", "technical"),
        ("这篇是给做了十几年税务的老会计看的。", "technical"),
        ("我们的 user 大部分是 non-tech 的小老板，开奶茶店那种。", "plain"),
        ("Our tenants aren't finance people — they're nurses, bus drivers, cleaners.", "plain"),
        ("Most people reading this have never sailed before in their lives.", "plain"),
        ("我的读者不少是不太会看中文的朋友，都是靠翻译软件在看", "plain"),
    ],
)
def test_who_reads_is_put_to_the_writer_as_the_words_they_need(text, meant):
    assert _asked(text) == [("vocabulary", meant)]


@pytest.mark.parametrize(
    "text",
    [
        "Our volunteers read the rota notes standing at the bus stop, a toddler on one hip.",
        "People read our tide alerts on the pier, in the wind, with wet gloves on.",
        "订阅我们的多半是上班族，通常是在通勤路上用手机看完就划走。",
    ],
)
def test_how_it_is_read_asks_for_less(text):
    assert _asked(text) == [("length", "concise")]


def test_years_in_the_trade_denied_are_outsiders():
    assert insiders("they have been restoring clocks for forty years") is True
    assert insiders("most wouldn't know a crimp from a jug") is False
    assert insiders("they like clocks") is None
    assert implied_by_readers("the people who get this wouldn't know a crimp from a jug") == [
        ("vocabulary", "plain")
    ]


@pytest.mark.parametrize(
    "text",
    [
        "My sister's blog readers are all vets, so she writes very technically. Fix the date?",
        "有个读者留言说看不懂，我觉得他是个例。改一下第三段的错别字就行。",
        "Would teenagers find this dull? I'm not sure.",
    ],
)
def test_someone_elses_readers_one_reader_or_readers_imagined_ask_nothing(text):
    assert _asked(text) == []


def test_the_span_joins_the_sentences_about_the_readers_only():
    text = (
        "Fix the date in the second line. Our members are mostly farriers. They shoe horses daily."
    )
    assert readers_span(text) == "Our members are mostly farriers. They shoe horses daily."


def test_a_part_named_keeps_the_readers_a_reason_for_that_place():
    heard = offline_observations(
        "Just for this closing paragraph, make it a bit more formal since it goes to the board."
    )
    assert heard and all(o.scoped for o in heard)
