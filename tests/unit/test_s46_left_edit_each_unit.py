"""The paragraphs about each speaker / stop / dish (every_kind.each_counted), in English and
with a measure word in Chinese (写每道菜的那几段)."""

from app.editing.every_kind import each_counted

TALKS = [
    "About two hundred people came on Saturday; we heard from three speakers.",
    "Our first speaker, Priya Nair, opened with a talk on survey data.",
    "The second speaker, Tom Okoye, talked about maps.",
    "Our last speaker, Hannah Berg, closed the morning.",
    "Lunch was good.",
]
NAMED = [
    "Three people spoke at the launch.",
    "Priya Nair opened with a talk on survey data.",
    "Tom Okoye talked about maps.",
    "The hall is booked for next year.",
]
WALK = [
    "This walk takes two hours.",
    "Stop 1: the corn exchange, rebuilt after 1911.",
    "Stop 2: St Mary's church and its tower.",
    "Stop 3: the castle mound.",
    "There are toilets by the bus station.",
]
MENU = [
    "我们一家去了那家小馆子。",
    "第一道菜是凉拌木耳。",
    "第二道菜是红烧肉。",
    "人均一百二十元。",
]


def test_each_speaker_is_the_paragraphs_counting_one_out() -> None:
    assert each_counted("shorten the paragraphs about each speaker", TALKS) == {1, 2, 3}
    assert each_counted("make the bits on each of the speakers warmer", TALKS) == {1, 2, 3}


def test_speakers_may_be_named_instead() -> None:
    assert each_counted("tighten the paragraphs about each speaker", NAMED) == {1, 2}


def test_numbered_stops_and_a_chinese_measure_word() -> None:
    assert each_counted("make the paragraphs on every stop livelier", WALK) == {1, 2, 3}
    assert each_counted("把写每道菜的那几段精简一下", MENU) == {1, 2}


def test_a_unit_the_article_does_not_count_out_names_nothing() -> None:
    assert each_counted("shorten the paragraphs about each dish", TALKS) == set()
    assert each_counted("make every paragraph livelier", WALK) == set()
    assert each_counted("shorten the paragraphs about each stop", NAMED) == set()


def test_each_speakers_paragraph_and_the_paragraphs_about_the_speakers() -> None:
    assert each_counted("shorten each speaker's paragraph", TALKS) == {1, 2, 3}
    assert each_counted("tighten the paragraphs about the speakers", NAMED) == {1, 2}
    assert each_counted("tighten the paragraphs about the prices", TALKS) == set()
