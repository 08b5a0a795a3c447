"""An entry named by its numbered label ("the Day 3 paragraph", 第三天那段) states no figure, so
a rewrite of it that swaps a code's digits is still refused."""

import pytest

from app.editing.elided import Refused
from app.editing.facts import restyle_facts
from app.editing.scope import Scope

ZH = "周五落地。\n\n## 第三天：都江堰\n\n景区10:00的预约已订好，预约号DJY-55210。"
EN = "We land Friday.\n\n## Day 3 — Sintra\n\nPena Palace at 10:00 is booked; reference PNA-55210."


@pytest.mark.parametrize(
    ("before", "asked", "old", "new"),
    [
        (ZH, "第三天那段精简一下。", "55210", "52510"),
        (EN, "Tighten the Day 3 paragraph.", "55210", "52510"),
    ],
)
def test_a_code_with_swapped_digits_under_a_named_label_is_refused(
    before: str, asked: str, old: str, new: str
) -> None:
    after = before.replace(old, new).replace("已订好", "已预约").replace("is booked", "booked")
    with pytest.raises(Refused, match=new):
        restyle_facts(before, after, [asked], Scope(shorten=True))


def test_a_figure_the_article_has_no_label_for_is_still_the_writers() -> None:
    after = EN.replace("10:00", "11:00")
    assert restyle_facts(EN, after, ["Change the entry time to 11:00."], Scope()) == ""
