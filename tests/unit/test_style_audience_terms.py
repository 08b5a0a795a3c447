"""Readers described in new terms — their trade, age, life or situation — propose what such a
readership needs (asked, never filed): auditors, a CFO, CS majors, 金融圈, 医学院 want technical
words; pensioners, apprentices of sixteen, 爷爷奶奶, 种植户 plain ones; riders glancing between
orders brevity. One reader told of is not the readership."""

import pytest

from app.style.audience import implied_by_readers, is_about_readers


@pytest.mark.parametrize(
    ("sentence", "implied"),
    [
        (
            "the donor report list is now the board - three actuaries and a hospital CFO",
            ("vocabulary", "technical"),
        ),
        ("They read audit footnotes for fun.", ("vocabulary", "technical")),
        (
            "The mailing list is a bunch of retired engineers who argue about torque specs.",
            ("vocabulary", "technical"),
        ),
        ("我的读者基本都是CS的同学 天天写code的那种", ("vocabulary", "technical")),
        ("看我公众号的大多是金融圈的，天天跟报表打交道", ("vocabulary", "technical")),
        ("我的读者基本都是医学院的同学，天天背解剖的那种", ("vocabulary", "technical")),
        (
            "The parish newsletter lands mostly with pensioners who still pay by cheque.",
            ("vocabulary", "plain"),
        ),
        (
            "Most of the people reading these are first-year apprentices, sixteen and seventeen.",
            ("vocabulary", "plain"),
        ),
        (
            "FYI the club now is mostly grandparents who got their first smartphone last year.",
            ("vocabulary", "plain"),
        ),
        ("我这些文章主要是发家长群的，群里一大半是接送孩子的爷爷奶奶。", ("vocabulary", "plain")),
        ("这个号主要是推给小区里的老头老太太看的", ("vocabulary", "plain")),
        ("我这些推送主要发给村里的种植户，好多人只上过小学", ("vocabulary", "plain")),
        ("群里一大半是外卖骑手，都是等单的时候扫一眼", ("length", "concise")),
    ],
)
def test_a_readership_in_new_terms_implies_what_it_needs(sentence, implied):
    assert is_about_readers(sentence)
    assert implied_by_readers(sentence) == [implied]


@pytest.mark.parametrize(
    "sentence",
    [
        "上周有个退休的老读者专门打电话来问下期什么时候出",
        "One of the auditors sent a thank-you note after the last issue.",
        "I met three of my readers at the market today, lovely people.",
        "我的读者昨天给我寄了一箱橘子，好感动",
    ],
)
def test_one_reader_told_of_implies_nothing(sentence):
    assert implied_by_readers(sentence) == []
