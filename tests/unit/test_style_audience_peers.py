"""Readers described as the writer's peers or by a trade of words or medicine ("other literary
translators and linguists", 医护人员和药剂师) propose technical words; older customers, readers
without English as a first language, primary-school groups and ten-year-olds propose plain
ones; "I write for…", "Our visitors are…" and the answer to "Who reads this?" say who reads.
Always asked, never filed; someone else's readers, a question or a topic propose nothing."""

import pytest

from app.style.audience import implied_by_readers, is_about_readers
from app.style.extract import offline_observations


def _asked(text: str) -> set[tuple[str, str]]:
    found = offline_observations(text)
    assert all(o.tentative and o.reading == "audience" for o in found)
    return {(o.dimension, o.value) for o in found}


@pytest.mark.parametrize(
    ("text", "implied"),
    [
        (
            "The people reading my translator's notes are mostly other literary translators and "
            "linguists.",
            ("vocabulary", "technical"),
        ),
        ("Our bulletin goes to fellow archivists.", ("vocabulary", "technical")),
        ("我們的讀者主要是醫護人員和藥劑師。", ("vocabulary", "technical")),
        ("看我们号的主要是科研人员。", ("vocabulary", "technical")),
        (
            "I write for structural engineers, so nobody on my list needs 'load-bearing' "
            "explained.",
            ("vocabulary", "technical"),
        ),
        (
            "Most people who read the tips are older customers picking up repeat prescriptions, "
            "and a lot of them don't have English as a first language.",
            ("vocabulary", "plain"),
        ),
        (
            "Our visitors are mostly primary-school groups, 8 to 11 year olds.",
            ("vocabulary", "plain"),
        ),
        (
            "Who reads this? Ten-year-olds, mostly - it's the school science club newsletter.",
            ("vocabulary", "plain"),
        ),
        (
            "English isn't their first language, and our members are elderly residents.",
            ("vocabulary", "plain"),
        ),
    ],
)
def test_who_reads_is_asked_as_the_words_they_need(text: str, implied: tuple[str, str]) -> None:
    assert _asked(text) == {implied}


@pytest.mark.parametrize(
    "text",
    [
        "Do you think nurses would follow the part about dosage?",
        "The piece is about how pharmacists get paid in rural clinics.",
        "My brother's podcast listeners are all software developers.",
        "你觉得退休老人能看懂这段讲理财的内容吗？",
        "这篇文章讲的是外卖骑手的收入问题。",
        "我同事的公众号读者都是程序员。",
        "Short sentences, mostly.",
    ],
)
def test_no_readership_said_proposes_nothing(text: str) -> None:
    assert offline_observations(text) == [] or all(
        o.reading != "audience" for o in offline_observations(text)
    )


def test_an_age_group_answering_who_reads_is_about_readers_a_size_is_not() -> None:
    assert is_about_readers("Pensioners, mainly - it's the parish newsletter.")
    assert not is_about_readers("Short sentences, mostly.")
    assert implied_by_readers("Pensioners, mainly - it's the parish newsletter.") == [
        ("vocabulary", "plain")
    ]


@pytest.mark.parametrize(
    ("text", "implied"),
    [
        (
            "Everyone on the list is a working welder or pipefitter; most left school early.",
            ("vocabulary", "plain"),
        ),
        (
            "The zine is picked up mostly by twelve-year-olds at the skate park.",
            ("vocabulary", "plain"),
        ),
        ("It's read by tax advisers who file returns all day long.", ("vocabulary", "technical")),
        (
            "The people who open these emails are PhD chemists, every one of them.",
            ("vocabulary", "technical"),
        ),
        ("收到这份简报的基本都是三甲医院的药师和检验科医生。", ("vocabulary", "technical")),
        ("看这个栏目的都是做量化交易的基金经理。", ("vocabulary", "technical")),
        ("我们的读者多是在工地干活的师傅，很多人普通话都说不利索。", ("vocabulary", "plain")),
    ],
)
def test_readers_told_by_what_they_do_or_where_they_pick_it_up(
    text: str, implied: tuple[str, str]
) -> None:
    assert _asked(text) == {implied}


@pytest.mark.parametrize(
    "text",
    [
        "They're accountants at big firms, not students.",
        "My editor's readers are mostly bankers.",
        "我表姐的公众号粉丝都是会计。",
        "The article profiles three veterinarians who run rural practices.",
    ],
)
def test_unclear_or_someone_elses_readers_propose_nothing(text: str) -> None:
    assert _asked(text) == set()
