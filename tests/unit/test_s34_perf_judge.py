"""Session 34's cuts to the judge's CPU decide exactly what the full work decided. No timing
here (bench/judge_cpu.py and bench/profile_turn.py measure)."""

import re

import pytest

import app.editing.lone_target as lone_target
from app.editing.asked_labels import _NUMBERED_LABEL, _without_numbered_labels


def _without_labels_in_full(asked: str, before: str) -> str:
    """_without_numbered_labels as it was: a pattern compiled for every label named."""
    for label in set(_NUMBERED_LABEL.findall(asked)):
        starts = re.compile(rf"^[#* \t]*{re.escape(label)}(?!\d)", re.IGNORECASE | re.MULTILINE)
        if starts.search(before):
            asked = asked.replace(label, " ")
    return asked


ARTICLES = [
    "Day 3\n\nWe walked to the lake.\n\nDay 30\n\nRain all day.",
    "## DAY 3: the lake\n\nWe walked.",
    "* day\t3 — the lake",
    "We met on day 3 of the trip, and again on Day 4.",
    "第三天\n\n我们去了湖边。\n\n第2周：下雨。",
    "Edit 17. Redline keeps every version of an article.",
    "Week 2\nWeek 12\n  Step 7 done",
    "",
]
SUGGESTIONS = [
    "shorten the Day 3 paragraph",
    "make day 3 livelier and fix Day 30's date",
    "tweak the opening 5 (message 17)",
    "第三天那段写得更生动",
    "第2周改成第3周",
    "swap Week 2 and Step 7, keep Week 12",
    "change 3 to 4",
]


@pytest.mark.parametrize("before", ARTICLES)
@pytest.mark.parametrize("asked", SUGGESTIONS)
def test_labels_are_taken_out_as_the_full_check_took_them(asked: str, before: str) -> None:
    assert _without_numbered_labels(asked, before) == _without_labels_in_full(asked, before)


def test_a_label_an_article_heading_starts_with_is_a_place_not_a_figure() -> None:
    assert "Day 3" not in _without_numbered_labels("shorten Day 3", "DAY 3\n\nWe walked.")
    assert "message 17" in _without_numbered_labels("fix message 17", "Day 3\n\nWe walked.")


PARAGRAPHS = [
    "Want me to check the other prices too?",
    "Tickets cost £12 for adults and £6 for children.",
    "需要我把其他段落也精简一下吗？",
    "The café opens at 9 a.m. on weekdays.",
]
UNITS = [
    *PARAGRAPHS,
    "Want me to check the other prices too? I can also shorten it.",
    "Here is the revised paragraph:",
    "Would you like me to adjust the opening hours too?",
    "Tickets now cost £14 for adults and £7 for children.",
    "✅ 12 March is a Friday.",
]


def _talk_in_full(unit: str, originals: list[str], article: str) -> bool:
    """lone_target._talk as it was: every unit read for talk."""
    if lone_target.is_chatter(unit):
        return True
    return lone_target.is_talk(unit, article) and all(
        lone_target.similarity(unit, o) < lone_target.MATCH for o in originals
    )


@pytest.mark.parametrize("unit", UNITS)
def test_a_unit_the_article_holds_is_read_as_the_full_check_read_it(unit: str) -> None:
    article = "\n\n".join(PARAGRAPHS)
    assert lone_target._talk(unit, PARAGRAPHS, article, set(PARAGRAPHS)) == _talk_in_full(
        unit, PARAGRAPHS, article
    )


def test_a_question_the_article_itself_asks_is_no_talk_of_the_model() -> None:
    article = "\n\n".join(PARAGRAPHS)
    assert not lone_target._talk(PARAGRAPHS[0], PARAGRAPHS, article, set(PARAGRAPHS))
    offer = "Would you like me to adjust the opening hours too?"
    assert lone_target._talk(offer, PARAGRAPHS, article, set(PARAGRAPHS))
