"""A restyle that swaps a person or a place for another is refused like a respelt name
(outside41 finding 2): Leeds → York, Ruth Okafor → Anna Smith, 王老师 → 李老师; a name the
suggestion asks for, a name kept beside a new one, or a restyle with no new name applies
(swapped_names.py, facts.py)."""

from __future__ import annotations

import pytest

from app.editing.elided import Refused
from app.editing.rechecks import rechecked
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

EN = (
    "On Monday we waited twenty minutes at the stop with Ruth Okafor. It cost £12 each.\n\n"
    "The bus never came, so we walked the 3 km home to Leeds.\n\n"
    "At home, Mum had made soup."
)
P1, P2, P3 = EN.split("\n\n")
ZH = (
    "周六早上，我们在颐和园门口集合，一共来了十五个人。\n\n"
    "我们先沿着湖走了一圈，然后在亭子里休息。王老师给大家讲了颐和园的历史。\n\n"
    "中午我们在湖边吃了自带的午饭，下午两点解散。"
)
Z1, Z2, Z3 = ZH.split("\n\n")
YORK = "The bus never came, so we slogged the 3 km home to York through puddles."
ZH_NEW = "我们先沿着湖慢慢走了一圈，湖风拂面，然后在亭子里歇脚。{}绘声绘色地讲了颐和园的历史。"


def _check(before: str, after: str, suggestion: str) -> str:
    scope = scope_of([suggestion], "标题", split_paragraphs(before))
    return rechecked(before, after, [suggestion], scope)


@pytest.mark.parametrize(
    ("before", "suggestion", "after", "name"),
    [
        (EN, "make paragraph 2 more vivid",
         f"{P1}\n\n{YORK}\n\n{P3}",
         "Leeds"),
        (EN, "make paragraph 1 punchier",
         f"Monday. Twenty minutes at the stop with Anna Smith. £12 each.\n\n{P2}\n\n{P3}",
         "Ruth Okafor"),
        (ZH, "第二段写得生动一点", f"{Z1}\n\n{ZH_NEW.format('李老师')}\n\n{Z3}", "王老师"),
    ],
)  # fmt: skip
def test_a_name_swapped_for_another_is_refused(
    before: str, suggestion: str, after: str, name: str
) -> None:
    with pytest.raises(Refused, match=name):
        _check(before, after, suggestion)


@pytest.mark.parametrize(
    ("before", "suggestion", "after"),
    [
        (EN, "make paragraph 2 more vivid",
         f"{P1}\n\nNo bus. So we slogged the 3 km home to Leeds, soaked.\n\n{P3}"),
        (EN, "in paragraph 2 say we walked home to York, more vivid",
         f"{P1}\n\n{YORK}\n\n{P3}"),
        (EN, "make paragraph 1 punchier, it was Anna Smith not Ruth Okafor",
         f"Monday. Twenty minutes at the stop with Anna Smith. £12 each.\n\n{P2}\n\n{P3}"),
        (ZH, "第二段写得生动一点", f"{Z1}\n\n{ZH_NEW.format('王老师')}\n\n{Z3}"),
        (ZH, "第二段写得生动一点，讲课的是李老师", f"{Z1}\n\n{ZH_NEW.format('李老师')}\n\n{Z3}"),
    ],
)  # fmt: skip
def test_a_name_kept_or_asked_for_applies(before: str, suggestion: str, after: str) -> None:
    _check(before, after, suggestion)  # no Refused
