"""Session 33 (fid-lead33): a paragraph named by its topic ("the dates paragraph", 日期那段)
does not make a restyle of it an edit of its figures, so a year the model moved is refused;
two weekdays the paragraph names make "two evenings" no made-up figure."""

from __future__ import annotations

import pytest

from app.editing.elided import Refused
from app.editing.facts import restyle_facts
from app.editing.figures import asks_about_figures
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

EN = [
    "Thank you for signing up.",
    "The market runs on Friday 13 December and Saturday 14 December 2024, from 5 p.m. to 10 p.m.",
    "Questions? Call 555-0147.",
]
ZH = [
    "感谢报名。",
    "夜市于2024年12月13日（周五）和14日（周六）举行，时间为下午5点到晚上10点。",
    "有问题请致电。",
]


def _check(paragraphs: list[str], asked: str, new: str) -> str:
    before = "\n\n".join(paragraphs)
    after = before.replace(paragraphs[1], new)
    scope = scope_of([asked], "Notice", split_paragraphs(before))
    return restyle_facts(before, after, [asked], scope)


def test_a_topic_name_is_not_a_request_about_figures() -> None:
    assert not asks_about_figures(["Make the dates paragraph easier to read."])
    assert not asks_about_figures(["Make the paragraph about the prices friendlier."])
    assert not asks_about_figures(["日期那段写得好读一点。"])


def test_figures_asked_about_beside_a_paragraph_are_still_asked() -> None:
    assert asks_about_figures(["Spell out the numbers in this paragraph."])
    assert asks_about_figures(["Write the dates in the opening paragraph as 13/12."])
    assert asks_about_figures(["把这段里的数字写成汉字。"])


def test_a_year_moved_in_a_restyle_of_the_dates_paragraph_is_refused() -> None:
    moved = (
        EN[1]
        .replace("The market runs on", "The market runs over two evenings,")
        .replace("2024", "2025")
    )
    with pytest.raises(Refused):
        _check(EN, "Make the dates paragraph easier to read.", moved)
    zh = "夜市共举办两晚：2025年12月13日（周五）和14日（周六），时间为下午5点到晚上10点。"
    with pytest.raises(Refused):
        _check(ZH, "日期那段写得好读一点。", zh)


def test_two_evenings_for_two_named_weekdays_is_no_new_figure() -> None:
    kept = EN[1].replace("The market runs on", "The market runs on two evenings,")
    assert _check(EN, "Make the dates paragraph easier to read.", kept) == ""
