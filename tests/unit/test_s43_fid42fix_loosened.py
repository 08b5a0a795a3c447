# ruff: noqa: E501  (a Chinese case reads best on one line)
"""A restyle that loosens the writer's terms while keeping the sentence is refused: a count
made rough (12000册 → 上万册), a figure made vague ("£1 off" → "discounts", 减免300元 → 优惠), a
limit lifted ("up to eight" → "as many as want to come"), "free" made paid or dropped from a
clearer line (loosened.py). A cut that leaves the sentence out, the terms said another way,
and asks about the terms themselves still apply."""

from __future__ import annotations

import pytest

from app.editing.elided import Refused
from app.editing.rechecks import rechecked
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

EN = [
    "Millbrook Pool reopens on Saturday 3 April.",
    "**Prices:** A swim costs £4.50 for adults; members swim free.",
    "**Family ticket:** Two adults and two children swim for £11. Each extra child gets £1 off.",
    "**Lessons:** Each class takes up to eight children, so book early.",
    "**Lockers:** Lockers take a £1 coin. The first hour of parking is free.",
]
ZH = [
    "图书馆现有藏书12000册，欢迎居民前来借阅。",
    "**办证费用：**借书证工本费10元；本社区居民免费办理。",
    "**读者日：**每月第一个周六为读者日，当天借书可多借3本。",
    "**活动：**每周六上午10点有绘本故事会，每场限15名小朋友。",
]


def _check(paragraphs: list[str], at: int, new: str, suggestion: str) -> str:
    before = "\n\n".join(paragraphs)
    after = "\n\n".join(new if i == at else p for i, p in enumerate(paragraphs))
    scope = scope_of([suggestion], "Notice", split_paragraphs(before))
    return rechecked(before, after, [suggestion], scope)


@pytest.mark.parametrize(
    ("paragraphs", "at", "new", "suggestion", "said"),
    [
        (ZH, 0, "图书馆藏书上万册，欢迎借阅。", "开头那段精简一下。", "“12000” → “上万”"),
        (
            EN, 2, "**Family ticket:** £11 for two adults and two children, with discounts "
            "for extra children.", "Make the family ticket paragraph shorter.", "“discounts”",
        ),
        (ZH, 2, "**读者日：**每月第一个周六为读者日，借书数量有优惠。", "“读者日”这段写得更简洁。", "“优惠”"),
        (
            EN, 3, "**Lessons:** Every class welcomes as many children as want to come!",
            "Make the lessons paragraph more welcoming.", "“up to eight children”",
        ),
        (
            EN, 4, "**Lockers:** Lockers take a £1 coin; parking is charged.",
            "Make the lockers paragraph shorter.", "“The first hour of parking is free”",
        ),
        (EN, 1, "**Prices:** Adults pay £4.50 a swim.", "Make the prices paragraph clearer.",
         "“members swim free”"),
        (ZH, 1, "**办证费用：**办理借书证需缴纳工本费10元。", "“办证费用”这段写得清楚一点。", "免费办理"),
    ],
)  # fmt: skip
def test_loosened_terms_are_refused(
    paragraphs: list[str], at: int, new: str, suggestion: str, said: str
) -> None:
    with pytest.raises(Refused, match=said):
        _check(paragraphs, at, new, suggestion)


@pytest.mark.parametrize(
    ("paragraphs", "at", "new", "suggestion"),
    [
        (ZH, 0, "图书馆欢迎居民前来借阅。", "开头那段精简一下。"),
        (EN, 2, "**Family ticket:** Two adults and two children swim for £11.",
         "Make the family ticket paragraph shorter."),
        (EN, 3, "**Lessons:** Each class takes up to eight children — book early to get a "
         "place!", "Make the lessons paragraph more welcoming."),
        (EN, 1, "**Prices:** Adults pay £4.50 a swim. Members swim free of charge.",
         "Make the prices paragraph clearer."),
        (EN, 4, "**Lockers:** Lockers take a £1 coin.", "Make the lockers paragraph shorter."),
        (ZH, 1, "**办证费用：**工本费10元，本社区居民可免费办理。", "“办证费用”这段写得清楚一点。"),
        (EN, 1, "**Prices:** A swim costs £4.50 for adults; members pay £1.",
         "Members should pay £1 now; rewrite the prices paragraph."),
        (ZH, 3, "**活动：**每周六上午10点有绘本故事会，不限人数。", "“活动”这段去掉人数限制。"),
        (ZH, 1, "**办证费用：**借书证工本费10元，本社区居民白给办。", "“办证费用”这段写得口语一点。"),
    ],
)  # fmt: skip
def test_terms_kept_cut_or_asked_apply(
    paragraphs: list[str], at: int, new: str, suggestion: str
) -> None:
    _check(paragraphs, at, new, suggestion)
