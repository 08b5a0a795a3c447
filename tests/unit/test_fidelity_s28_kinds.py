"""Session 28's kinds (fidelity_dev28 and the released blind set 27): a person's name a restyle
changed — a look-alike surname that the original's longer one merely contains (Natarajan →
Nataraj), the same first letters (Reyes → Reid), a Chinese name after a role followed by any
verb (负责人雷涛估计 → 负责人雷韬算过) — refused, also in a cut (fact_names.py, facts.py)."""

from __future__ import annotations

import pytest

from app.editing.fact_names import changed_names


@pytest.mark.parametrize(
    ("before", "after", "pair"),
    [
        (
            "said Councillor Priya Natarajan, who chairs the Friends.",
            "said Councillor Priya Nataraj, who chairs the Friends.",
            ("Priya Natarajan", "Priya Nataraj"),
        ),
        (
            "The council's waste officer, Tom Reyes, estimates the café saved 2.1 tonnes.",
            "Council waste officer Tom Reid reckons the café saved 2.1 tonnes.",
            ("Tom Reyes", "Tom Reid"),
        ),
        ("区环卫负责人雷涛估计，这一年", "区环卫负责人雷韬算过：一年来", ("雷涛", "雷韬")),
        ("协会会长陈晓梅回忆：“当时", "协会会长陈小梅回忆：“有人", ("陈晓梅", "陈小梅")),
    ],
)
def test_a_look_alike_name_in_place_of_the_writers_is_named(
    before: str, after: str, pair: tuple[str, str]
) -> None:
    assert changed_names(before, after) == [pair]


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("They opened with 'Autumn Leaves', fast.", "They opened with a brisk 'Autumn Leaves'."),
        ("said Councillor Priya Natarajan.", "Councillor Priya Natarajan said."),
        ("协会会长陈晓梅回忆：“当时", "协会会长陈女士回忆：“当时"),  # a courtesy title
        ("会长陈晓梅回忆道", "会长陈晓梅说"),
        ("店长高兴地说", "店长高兴得直说"),  # no name: the same first characters
    ],
)
def test_the_same_name_or_no_name_is_no_change(before: str, after: str) -> None:
    assert changed_names(before, after) == []
