"""Two figures a restyle traded between the things they describe (traded_figures.py): refused;
the same figures kept beside their own subjects, however reworded, are not."""

import pytest

from app.editing.elided import Refused
from app.editing.traded_figures import check_traded_figures, traded_figures

DOGS = (
    "Biscuit is a three-year-old terrier who loves long walks; Pepper is a seven-year-old "
    "greyhound who prefers the sofa."
)
ZONES = "A区由1号楼居民负责，种植12棵樱花树；B区由2号楼居民负责，种植8棵桂花树。"


def test_ages_traded_in_a_reworded_sentence_are_refused() -> None:
    after = (
        "Biscuit, our seven-year-old terrier, lives for long walks, while Pepper, a "
        "three-year-old greyhound, would rather claim the sofa."
    )
    with pytest.raises(Refused, match="swapped your figures"):
        check_traded_figures(DOGS, after)


def test_ages_kept_beside_their_dogs_in_another_order_pass() -> None:
    after = (
        "Pepper, a seven-year-old greyhound, loves the sofa, while Biscuit, our "
        "three-year-old terrier, lives for long walks."
    )
    assert traded_figures(DOGS, after) == []


def test_chinese_counts_traded_between_zones_are_refused_in_chinese() -> None:
    after = "A区交给1号楼的邻居们，一起种下8棵樱花树；B区交给2号楼的邻居们，种下12棵桂花树。"
    with pytest.raises(Refused, match="对调"):
        check_traded_figures(ZONES, after)


def test_chinese_counts_kept_in_a_friendlier_rewrite_pass() -> None:
    after = "A区交给1号楼的邻居们，一起种下12棵樱花树；B区交给2号楼的邻居们，种下8棵桂花树。"
    assert traded_figures(ZONES, after) == []


def test_times_of_two_sentences_joined_into_one_are_not_traded() -> None:
    before = (
        "The coach leaves school at 8:15 sharp and returns at about 16:30. Please make sure "
        "your child arrives by 8:00."
    )
    after = (
        "The coach leaves school at 8:15 sharp and gets back at about 16:30, so please have "
        "your child at school by 8:00."
    )
    assert traded_figures(before, after) == []
