"""Figures a restyle must keep: a Chinese count changed in place (七短 → 六短, swapped_numerals.py)
and a figure changed beside words the suggestion quotes to insert (quoted_inserts.py)."""

from __future__ import annotations

import pytest

from app.editing.elided import Refused
from app.editing.facts import restyle_facts
from app.editing.scope import scope_of
from app.editing.swapped_numerals import swapped_numerals
from app.editing.units import split_paragraphs

HORN = "开场白。\n\n紧急情况下，您将听到七短一长的汽笛声。请保持冷静，跟随船员。\n\n结束语。"
STEP = (
    "说明。\n\n1. 线上预约：通过“浙里办”App搜索“居住证申领”。每个工作日上午9:00—11:30、"
    "下午1:30—5:00可预约。\n\n2. 现场提交。"
)


def _facts(before: str, after: str, suggestion: str) -> str:
    scope = scope_of([suggestion], "标题", split_paragraphs(before))
    return restyle_facts(before, after, [suggestion], scope)


def test_a_count_changed_in_place_by_a_cut_is_refused() -> None:
    after = HORN.replace("七短一长的汽笛声。请保持冷静，跟随", "六短一长的汽笛声。请保持冷静，随")
    assert swapped_numerals(HORN, after) == [("七", "六")]
    with pytest.raises(Refused, match="七"):
        _facts(HORN, after, "汽笛那段更简洁一些。")


def test_a_cut_keeping_the_count_is_saved() -> None:
    after = HORN.replace("请保持冷静，跟随", "请保持冷静，随")
    assert swapped_numerals(HORN, after) == []
    _facts(HORN, after, "汽笛那段更简洁一些。")


def test_a_figure_changed_beside_a_quoted_insertion_is_refused() -> None:
    after = STEP.replace("App搜索", "App或支付宝小程序搜索").replace("下午1:30", "下午2:00")
    with pytest.raises(Refused, match="1:30"):
        _facts(STEP, after, "第1步里“浙里办”App后面加上“或支付宝小程序”。")


def test_a_quoted_insertion_alone_is_saved() -> None:
    after = STEP.replace("App搜索", "App或支付宝小程序搜索")
    _facts(STEP, after, "第1步里“浙里办”App后面加上“或支付宝小程序”。")


def test_a_quoted_insertion_that_gives_a_figure_may_write_it() -> None:
    after = STEP.replace("下午1:30—5:00可预约。", "下午1:30—5:00可预约，周六9:00—12:00也可预约。")
    _facts(STEP, after, "第1步最后加上“周六9:00—12:00也可预约”。")
