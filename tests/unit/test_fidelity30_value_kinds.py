"""Session 30: an ask naming a kind of figure the article gives but no word of its paragraph
("Add the weekday to the release date", 电话号码前面加上区号) answered with that paragraph alone
is spliced into its place (blind29's weekday_added_to_date_as_asked), not refused as a
whole-article edit that left the rest out."""

from __future__ import annotations

import pytest

from app.editing.lone_target import lone_target
from app.editing.scope import scope_of
from app.editing.topic_words import holding_figures
from app.editing.units import split_paragraphs

EN = [
    "Tally 3.2 is out today, 2 December 2026. It is a free update for everyone on 3.x.",
    "Bank imports are now about four times faster.",
    "The new Budget view shows each category as a bar.",
    "Questions go to the forum or call 960 733.",
]
ZH = [
    "河畔游泳馆于2027年1月12日重新开放。此前维修了四个月。",
    "开馆第一天就来了600多名泳客。",
    "成人票每张25元，儿童票12元。",
    "预约和咨询：请致电 8860 3733。",
]


@pytest.mark.parametrize(
    ("ask", "paragraphs", "index", "new"),
    [
        (
            "Add the weekday to the release date.",
            EN,
            0,
            EN[0].replace("today, 2", "today, Wednesday 2"),
        ),
        ("Add the area code 01632 to the phone number.", EN, 3, EN[3].replace("960", "01632 960")),
        ("在日期后面加上星期几。", ZH, 0, ZH[0].replace("12日", "12日（星期二）")),
        ("电话号码前面加上区号0571。", ZH, 3, ZH[3].replace("8860", "0571-8860")),
    ],
)
def test_a_lone_paragraph_giving_the_named_kind_of_figure(
    ask: str, paragraphs: list[str], index: int, new: str
) -> None:
    scope = scope_of([ask], "Title", split_paragraphs("\n\n".join(paragraphs)))
    if not scope.unplaced:  # a phone number named by what it is names its one paragraph at once
        assert scope.paragraphs == {index}
        return
    narrowed = lone_target(scope, ["Sure:", new], paragraphs, [ask])
    assert narrowed is not None and narrowed.paragraphs == {index}


def test_a_phone_number_is_no_decimal_or_date() -> None:
    assert holding_figures(
        "the phone number", ["It costs 1,400.50 now.", "Call 0571-8860 3733."]
    ) == {1}
