"""Session 30: a Chinese clock time written on the 24-hour face (晚上6点 → 18点, 晚上9点 → 21点)
is the writer's time, not another figure (dev29's d29-more-zh-05 kind); 晚上9点 → 19点 still is."""

from __future__ import annotations

import pytest

from app.editing.elided import Refused
from app.editing.facts import restyle_facts
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

BEFORE = "游泳馆周一至周五早上6点到晚上9点开放，周末上午8点到晚上6点。"


def _tighten(after: str) -> str:
    ask = ["第一段写得直接一点。"]
    scope = scope_of(ask, "标题", split_paragraphs(BEFORE + "\n\n第二段。\n\n第三段。"))
    return restyle_facts(BEFORE, after, ask, scope)


def test_the_same_times_on_the_24_hour_face_are_kept() -> None:
    _tighten("游泳馆周一至周五6点到21点开放，周末8点到18点。")


def test_another_hour_is_refused() -> None:
    with pytest.raises(Refused, match="other figures"):
        _tighten("游泳馆周一至周五6点到19点开放，周末8点到18点。")
