"""Session 27's kinds from blind set 26 and session 26's leads: a figure a rewrite makes up —
a count in place of a name, a crowd, awards, 四百二十一 for 四百一十二 — is refused, one a
rewrite that grew by half again brings in is named for the writer to check, and a figure the
article implies (a hundredth birthday's 100, half an hour's 30, 一千's 1000) is none
(facts.py)."""

from __future__ import annotations

import pytest

from app.editing.elided import Refused
from app.editing.facts import invented_figures, restyle_facts
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

MARKET = "\n\n".join(
    [
        "The plan was put forward by the Traders' Association after the 2023 storms.",
        "Pitch fees will rise from £22 to £25 a week.",
    ]
)
ZMARKET = "\n\n".join(["这项方案由商户协会提出。", "散场时的募捐共筹得四百一十二元。"])


def _restyle(before: str, after: str, suggestion: str) -> str:
    scope = scope_of([suggestion], "Title", split_paragraphs(before))
    return restyle_facts(before, after, [suggestion], scope)


@pytest.mark.parametrize(
    ("before", "after", "made"),
    [
        (MARKET, MARKET.replace("the Traders' Association", "three trader groups"), ["three"]),
        (MARKET, MARKET.replace("storms.", "storms, backed by more than 200 traders."), ["200"]),
        (ZMARKET, ZMARKET.replace("商户协会", "三个商户团体"), ["三"]),
        (ZMARKET, ZMARKET.replace("由商户协会", "由两百多位摊主"), ["两百多"]),
        (ZMARKET, ZMARKET.replace("四百一十二", "四百二十一"), ["四百二十一"]),
    ],
)
def test_a_figure_a_rewrite_made_up_is_refused(before: str, after: str, made: list[str]) -> None:
    assert invented_figures(before, after) == (made, [])
    with pytest.raises(Refused, match="does not give"):
        _restyle(before, after, "Make it punchier.")


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("Buses run every half hour.", "Buses run every 30 minutes."),
        ("The club turned a hundredth birthday.", "The club turned one hundred."),
        ("Fines rise on the first of the month.", "From the 1st, fines rise."),
        ("今年新书超过一千册。", "今年新书超过1000册。"),
        ("我们想要三样东西。", "我们的目标有三个。"),
        ("大家十分高兴。", "大家十分开心，千家万户都来了。"),
        ("Think about it.", "Think twice about it."),
    ],
)
def test_a_figure_the_article_states_or_implies_is_no_new_one(before: str, after: str) -> None:
    assert invented_figures(before, after) == ([], [])


def test_a_figure_a_grown_rewrite_brings_in_is_named_not_refused() -> None:
    before = "The dragon crew drew the loudest cheers, though they finished in the reeds."
    after = (
        "The dragon crew drew the loudest cheers of the day, their drummer pounding out the "
        "stroke as twenty paddles flashed in time, though they finished in the reeds."
    )
    assert invented_figures(before, after) == ([], ["twenty"])
    assert "“twenty”" in _restyle(before, after, "Make it more exciting.")


def test_a_figure_the_writer_states_is_theirs_to_bring_in() -> None:
    after = MARKET.replace("the Traders' Association", "three trader groups")
    assert _restyle(MARKET, after, "Say three trader groups put the plan forward.") == ""
