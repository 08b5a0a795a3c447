"""Session 35 (fid-fix): facts a restyle lost that were read as kept — a Chinese year written
digit by digit, a count whose digit a postcode also holds, a suggestion naming steps by number
read as giving figures — and a speaker's name respelt in a transcript's label."""

from __future__ import annotations

import pytest

from app.editing.elided import Refused
from app.editing.fact_names import changed_names
from app.editing.facts import lost_figures, restyle_facts, states_facts
from app.editing.scope import Scope

THIRD_STANZA = Scope(paragraphs=frozenset({0}))


def test_a_chinese_year_changed_digit_by_digit_is_refused() -> None:
    before = "一九六三年，母亲在这里走过，\n光着脚，提着一纸袋蛤蜊。"
    after = "一九六五年，母亲在这里走过，\n赤着脚，晃着一袋蛤蜊。"
    with pytest.raises(Refused, match="一九六三"):
        restyle_facts(before, after, ["第三节读起来再有韵律一点。"], THIRD_STANZA)


def test_a_postcode_digit_keeps_no_count_of_reports() -> None:
    before = "We had 23 reports and 4 scalds.\n\nBrightwell Ltd, Leeds LS1 4DX"
    after = "We had 23 reports.\n\nBrightwell Ltd, Leeds LS1 4DX"
    assert lost_figures(before, after) == ["4"]


@pytest.mark.parametrize(
    "suggestion",
    ["第1步和第2步写得更好懂一些。", "Make steps 1 and 2 easier to follow.", "把第3章写短一点"],
)
def test_steps_named_by_number_state_no_figure(suggestion: str) -> None:
    assert not states_facts(suggestion)


def test_a_distance_dropped_from_a_step_named_by_number_is_refused() -> None:
    before = "1. 从停车场穿过木栅门，沿溪边的石板路上坡走1.2公里。\n\n2. 到小木桥后过溪。"
    after = "1. 从停车场穿过木栅门，沿溪边石板路上坡。\n\n2. 到小木桥过溪。"
    scope = Scope(paragraphs=frozenset({0, 1}))
    with pytest.raises(Refused, match="1.2"):
        restyle_facts(before, after, ["第1步和第2步写得更好懂一些。"], scope)


@pytest.mark.parametrize(
    ("before", "after", "pair"),
    [
        (
            "Ines Varga bakes.\n\n**Q: Why bread?**\n**Ines Varga:** My grandfather baked.",
            "Ines Varga bakes.\n\n**Q: Why bread?**\n**Inès Varga:** My grandfather baked.",
            ("Ines Varga", "Inès Varga"),
        ),
        (
            "许静开了面包店。\n\n**许静：**我外公做点心。",
            "许静开了面包店。\n\n**徐静：**我外公做点心。",
            ("许静", "徐静"),
        ),
    ],
)
def test_a_speaker_label_respelt_is_a_changed_name(
    before: str, after: str, pair: tuple[str, str]
) -> None:
    assert pair in changed_names(before, after)


def test_a_label_that_is_no_name_may_be_reworded() -> None:
    before = "**Note:** keep dry.\n\n**Step 1:** open the lid."
    after = "**Notes:** keep dry.\n\n**Step 2:** open the lid."
    assert changed_names(before, after) == []


def test_a_figure_after_a_step_named_by_number_is_still_given() -> None:
    assert states_facts("Change step 3 to 45 minutes.")


def test_a_speaker_the_prose_never_names_is_no_name_to_keep() -> None:
    before = "**方法：**早放盐，面团要醒。"  # 方 is a surname, 方法 a method
    after = "**方式：**早放盐，面团要醒。"
    assert changed_names(before, after) == []
