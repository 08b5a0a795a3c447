"""Facts a restyle made untrue in the asked part (blind33's silent losses): a rough date made
exact, a Chinese name after a trade misspelt, an item's number read as a figure, a time's
leading zeros dropped by a cut elsewhere."""

from __future__ import annotations

import pytest

from app.editing.asked_labels import _without_numbered_labels as _without_labels
from app.editing.elided import Refused
from app.editing.fact_names import changed_names
from app.editing.figures import restore_figures
from app.editing.qualifiers import changed_bounds, check_bounds


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("London, c. 1685\nTin-glazed", "London, 1685\nTin-glazed"),
        ("Birmingham, about 1760\nSteel", "Birmingham, 1760\nSteel"),
        ("清，约17世纪\n犀角", "清，17世纪\n犀角"),
    ],
)
def test_a_rough_date_made_exact_is_a_changed_figure(before: str, after: str) -> None:
    assert changed_bounds(before, after)
    with pytest.raises(Refused):
        check_bounds(before, after, "Make it more engaging.")


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("单程大约四十分钟。", "四十分钟就到对岸。"),  # fidelity_lead24: a livelier retelling
        ("and about 20 of them are new", "and 20 of them are brand new"),
        ("大多数维修要45分钟左右。", "大多数维修只要45分钟。"),
    ],
)
def test_a_rough_count_made_exact_is_the_restyles_freedom(before: str, after: str) -> None:
    assert changed_bounds(before, after) == []


def test_a_rough_date_beside_times_is_still_read_once() -> None:
    before = "- 09:30 sectionals\n- Built c. 1930 and restored in 2001."
    after = "- 09:30 sectionals\n- Built 1930 and restored in 2001."
    assert changed_bounds(before, after) == [("c. 1930", "1930")]


def test_asking_for_exact_figures_allows_them() -> None:
    check_bounds("c. 1685", "1685", "Give the exact year.")


def test_a_date_kept_rough_or_a_bound_dropped_is_no_hedge_dropped() -> None:
    assert changed_bounds("c. 1685, tin", "c. 1685, tin-glazed") == []
    assert changed_bounds("at least 30 scores", "30 scores") == []


@pytest.mark.parametrize(
    ("before", "after", "pair"),
    [
        ("主厨陈海是土生土长的象山人", "主厨陈浩是土生土长的象山人", ("陈海", "陈浩")),
        ("我们的指挥欧阳慧敏从2018年起", "我们的指挥欧阳惠敏从2018年起", ("欧阳慧敏", "欧阳惠敏")),
        ("首席技师是孟庆芳，她在", "首席技师是孟庆方师傅，她在", ("孟庆芳", "孟庆方")),
    ],
)
def test_a_chinese_name_after_a_trade_misspelt_is_found(
    before: str, after: str, pair: tuple[str, str]
) -> None:
    assert changed_names(before, after) == [pair]


def test_a_name_kept_in_an_untouched_paragraph_still_counts_as_misspelt() -> None:
    before = "技师是孟庆芳，她退休了。\n\n当天找孟庆芳。"
    after = "技师是孟庆方，她退休了。\n\n当天找孟庆芳。"
    assert changed_names(before, after) == [("孟庆芳", "孟庆方")]


def test_rule_three_of_a_numbered_list_is_a_place_not_a_figure() -> None:
    article = "Intro.\n\n3. Acids are handled only in the fume cupboard."
    assert "3" not in _without_labels("Make rule 3 easier to follow.", article)
    assert "3" in _without_labels("Make rule 3 easier to follow.", "Intro. Rules below.")


def test_a_cut_elsewhere_does_not_drop_a_times_leading_zeros() -> None:
    before = "00:00 Intro\n03:12 Why bridges sing"
    after = "0:00 Intro\n3:12 Why bridges sing"
    assert restore_figures(before, after, shorten=True) == before


def test_a_modal_verb_after_a_two_character_name_is_no_third_character() -> None:
    before = "教练周凯会跑在最后，保证没人掉队。"
    assert changed_names(before, "教练周凯压阵跑在最后，谁也不会掉队。") == []


def test_a_count_in_a_sentence_is_no_item_label() -> None:
    article = "- 2 eggs\n\n1. Heat the oven.\n2. Mash the bananas.\n3. Fold in the flour."
    assert "2" in _without_labels("I actually use 3 eggs, not 2 — change it.", article)
