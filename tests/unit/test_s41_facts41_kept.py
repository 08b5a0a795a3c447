"""A wish to KEEP a kind of fact ("but keep the numbers", "don't change the price", 数字别动)
makes the fact checks no looser than saying nothing (outside41 finding 1): the words naming
the numbers protect them, so a restyle that changes them is refused — while a change the
writer asks for in the same message still applies (kept_asked.py)."""

from __future__ import annotations

import pytest

from app.editing.elided import Refused
from app.editing.kept_asked import asks_to_keep, without_kept
from app.editing.rechecks import rechecked
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

EN = (
    "On Monday we waited twenty minutes at the stop. It was 7:15 and a ticket cost £12.\n\n"
    "The bus never came, so we walked the 3 km home."
)
ZH = (
    "周六早上，我们在公园门口集合，一共来了十五个人，每人交了30元。\n\n"
    "我们先沿着湖走了一圈，大约三公里，然后在亭子里休息。"
)


def _first(text: str, paragraph: str) -> str:
    return "\n\n".join([paragraph, *text.split("\n\n")[1:]])


def _check(before: str, after: str, suggestion: str) -> str:
    scope = scope_of([suggestion], "标题", split_paragraphs(before))
    return rechecked(before, after, [suggestion], scope)


@pytest.mark.parametrize(
    ("suggestion", "paragraph", "fact"),
    [
        ("make the intro punchier but keep the numbers",
         "Monday. Twenty minutes. 7:30. A £12 ticket.", "7:15"),
        ("make paragraph 1 punchier but keep the numbers",
         "Monday. Thirty long minutes at the stop, 7:15, a £12 ticket.", "twenty"),
        ("make paragraph 1 punchier, don't change the price",
         "Monday. Twenty minutes at the stop, 7:15, a £15 ticket.", "12"),
        ("punch up paragraph 1; keep all figures exactly as they are",
         "Monday. Thirty minutes at the stop, 7:15, a £12 ticket.", "twenty"),
        ("make paragraph 1 livelier and leave the times alone",
         "Monday! Twenty minutes at the stop, 8:15, a £12 ticket.", "7:15"),
        ("make paragraph 1 punchier, the numbers must stay as they are",
         "Monday. Twenty minutes. 7:45. A £12 ticket.", "7:15"),
    ],
)  # fmt: skip
def test_a_wish_to_keep_the_numbers_refuses_changed_ones(
    suggestion: str, paragraph: str, fact: str
) -> None:
    with pytest.raises(Refused, match=fact):
        _check(EN, _first(EN, paragraph), suggestion)


@pytest.mark.parametrize(
    ("suggestion", "paragraph", "fact"),
    [
        ("开头更有力一些，数字别动",
         "周六一早，我们在公园门口集合，足足来了二十个人，每人交了30元！", "十五"),
        ("第一段生动一点，价格不要改",
         "周六一早，大家在公园门口集合，一共十五个人，每人交了40元！", "30"),
        ("第一段改得有力一些，保留原来的数字",
         "周六一早，公园门口，足足来了二十个人，每人30元！", "十五"),
    ],
)  # fmt: skip
def test_a_chinese_wish_to_keep_the_numbers_refuses_changed_ones(
    suggestion: str, paragraph: str, fact: str
) -> None:
    with pytest.raises(Refused, match=fact):
        _check(ZH, _first(ZH, paragraph), suggestion)


def test_the_day_kept_is_refused_when_moved() -> None:
    with pytest.raises(Refused, match="Monday"):
        _check(
            EN,
            _first(EN, "Tuesday. Twenty minutes at the stop, 7:15, a £12 ticket."),
            "make paragraph 1 punchier but keep the day",
        )


@pytest.mark.parametrize(
    ("before", "suggestion", "paragraph"),
    [
        (EN, "make the intro punchier but keep the numbers",
         "Monday. Twenty minutes at the stop. 7:15. A £12 ticket."),
        (ZH, "开头更有力一些，数字别动", "周六一早，公园门口，足足来了十五个人，每人交了30元！"),
    ],
)  # fmt: skip
def test_a_restyle_that_keeps_the_numbers_is_saved(
    before: str, suggestion: str, paragraph: str
) -> None:
    _check(before, _first(before, paragraph), suggestion)  # no Refused


@pytest.mark.parametrize(
    ("before", "suggestion", "paragraph"),
    [
        (EN, "keep the numbers but change 7:15 to 7:30",
         "On Monday we waited twenty minutes at the stop. It was 7:30 and a ticket cost £12."),
        (EN, "change the price to £15 in paragraph 1, keep the other figures",
         "On Monday we waited twenty minutes at the stop. It was 7:15 and a ticket cost £15."),
        (ZH, "第一段把十五改成二十，其他数字别动",
         "周六早上，我们在公园门口集合，一共来了二十个人，每人交了30元。"),
    ],
)  # fmt: skip
def test_an_asked_change_beside_a_wish_to_keep_still_applies(
    before: str, suggestion: str, paragraph: str
) -> None:
    _check(before, _first(before, paragraph), suggestion)  # no Refused


def test_only_the_keep_clause_is_set_aside() -> None:
    assert (
        without_kept("keep the numbers but change 7:15 to 7:30")
        .strip()
        .endswith("but change 7:15 to 7:30")
    )
    assert without_kept("make it punchier, keep it short") == "make it punchier, keep it short"
    assert asks_to_keep("数字别动") and not asks_to_keep("把价格改成15元")
    assert asks_to_keep("don't touch the dates") and not asks_to_keep("change the dates")


def test_a_long_message_is_read_in_linear_time() -> None:
    import time

    started = time.perf_counter()
    for text in ("keep " * 4000, "a " * 10000, "数字" * 10000 + "别动", "x" * 20000):
        without_kept(text)
    assert time.perf_counter() - started < 2
