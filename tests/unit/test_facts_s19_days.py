"""A restyle that moves the day of the week says something the writer did not write (session
19's lead cases, fidelity_lead19/drift.jsonl): refused, in a sentence, like a moved month.
Days written any way compare as one ("Saturdays", 周六, 星期六, 每周六)."""

from __future__ import annotations

import pytest

from app.editing.elided import Refused
from app.editing.facts import restyle_facts
from app.editing.scope import Scope


def _restyle(before: str, after: str, suggestion: str = "Make it livelier.") -> str:
    return restyle_facts(before, after, [suggestion], Scope())


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (
            "The market opens at eight on Saturdays.",
            "Every Sunday at eight, the market swings into life.",
        ),
        ("We meet on Tuesday.", "We gather, full of cheer, on Thursday."),
        ("每周六早上八点，集市开门。", "每个周日早上八点，集市就热热闹闹地开张了。"),
        ("星期三下午开会。", "礼拜五下午，大家热热闹闹地开个会。"),
    ],
)
def test_a_restyle_that_moves_the_day_is_refused(before: str, after: str) -> None:
    with pytest.raises(Refused, match="dates"):
        _restyle(before, after)


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (
            "The market opens at eight on Saturdays.",
            "Every Saturday at eight, the market swings into life.",
        ),
        ("每周六早上八点，集市开门。", "每到星期六早上八点，集市就热热闹闹地开张了。"),
    ],
)
def test_the_same_day_written_another_way_is_no_change(before: str, after: str) -> None:
    line = _restyle(before, after)  # raises Refused if the days were read as different
    assert "Sunday" not in line and "周日" not in line
