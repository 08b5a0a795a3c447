"""Readers weighed (app/style/reader_profile.py): the group ruled out, a term never met, roles in
中英夹杂 — always asked, never filed; and a style word that only says who they are."""

import pytest

from app.style.arbiter import arbitrate
from app.style.extract import offline_observations
from app.style.reader_profile import collapsed, describes_the_readers, spaced, weighed_contrast


def _asked(text: str) -> set[tuple[str, str]]:
    heard = arbitrate(text, offline_observations(text))
    assert all(o.tentative for o in heard), heard
    return {(o.dimension, o.value) for o in heard}


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        (
            "Our mailing list is mostly veterinary anaesthetists, not pet owners. Venue is Hall B.",
            ("vocabulary", "technical"),
        ),
        (
            "The people getting this are allotment holders, not horticulturalists.",
            ("vocabulary", "plain"),
        ),
        (
            "Our readers are dog walkers — they've never heard the term 'recall training' in "
            "their lives.",
            ("vocabulary", "plain"),
        ),
        (
            "这个号的读者大多是做 DevOps 和 SRE 的 engineers，不是普通用户。",
            ("vocabulary", "technical"),
        ),
        ("订阅我们的多半是 retail investors，不是什么专业人士。", ("vocabulary", "plain")),
        ("我哋嘅讀者多數係做 audit 嘅 professionals，唔係散戶。", ("vocabulary", "technical")),
        (
            "This leaflet goes to every household on the street — lots of pensioners.",
            ("vocabulary", "plain"),
        ),
    ],
)
def test_a_readership_weighed_is_asked(text: str, wanted: tuple[str, str]) -> None:
    assert wanted in _asked(text)


@pytest.mark.parametrize(
    "text",
    [
        "They're accountants at big firms, not students.",  # whose readers? nobody said
        "The price is 45, not 54.",  # "not" with no group
        "My brother's readers are engineers, not managers.",  # someone else's readers
    ],
)
def test_no_readers_of_the_writer_named_asks_nothing(text: str) -> None:
    assert _asked(text) == set()


def test_the_group_denied_says_more_than_the_group_affirmed() -> None:
    assert weighed_contrast("readers are florists, not botanists") == ("vocabulary", "plain")
    assert weighed_contrast("readers are formulators, not shoppers") == ("vocabulary", "technical")
    assert weighed_contrast("readers are florists in small villages") is None


def test_english_inside_chinese_is_read_as_whole_words() -> None:
    assert spaced("天天写code的人") == "天天写 code 的人"
    assert collapsed("给临床药师和 ICU 的 nurse 看的") == "给临床药师和某的某看的"
    assert collapsed("all English here") == "all English here"


def test_a_style_word_that_only_names_the_readers_is_no_wish() -> None:
    sentence = "Most of the people on this list are chemists."
    assert describes_the_readers(sentence, sentence, sentence.index("list"), "list")
    wish = "My readers are nurses who hate long paragraphs."
    assert not describes_the_readers(wish, wish, wish.index("long"), "long paragraphs")
    own = "读者都是老师，他们习惯长句。"
    clause = "他们习惯长句"
    assert not describes_the_readers(own, clause, clause.index("长句"), "长句")
