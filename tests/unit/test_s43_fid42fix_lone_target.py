"""A paragraph named by what it does ("the paragraph that announces the change", 宣布新规的那段)
and answered alone is placed on the paragraph it stands for (lone_target.py); a whole-article
ask answered with one paragraph is not."""

from __future__ import annotations

import pytest

from app.editing.lone_target import lone_target
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

EN = [
    "Dear residents,",
    "From Monday 1 March, parking in the car park will be by permit only. It has 48 spaces.",
    "Visitors may use the four bays by the bin store for up to 3 hours.",
    "Questions? Call the site office on 020 7946 0321.",
]
ZH = [
    "各位业主：",
    "自3月1日起，小区地面停车位实行一户一证管理。小区现有地面车位186个。",
    "访客车辆可在东门临时车位停放，2小时内免费。",
    "如有疑问，请拨打物业服务中心电话。",
]
EN_REPLY = "From Monday 1 March the car park is permit-only: 48 spaces."
ZH_REPLY = "3月1日起，小区地面停车位一户一证，共186个车位。"


def _placed(suggestion: str, paragraphs: list[str], reply: str) -> frozenset[int] | None:
    scope = scope_of([suggestion], "Notice", split_paragraphs("\n\n".join(paragraphs)))
    found = lone_target(scope, [reply], paragraphs, [suggestion])
    return None if found is None else found.paragraphs


@pytest.mark.parametrize(
    ("suggestion", "paragraphs", "reply"),
    [
        ("Rewrite the paragraph that announces the change so it's shorter.", EN, EN_REPLY),
        ("Tighten the bit which explains the new rule.", EN, EN_REPLY),
        ("把宣布新规的那段写得简短一些。", ZH, ZH_REPLY),
        ("把通知大家新变化的那一段精简一下。", ZH, ZH_REPLY),
    ],
)
def test_part_named_by_what_it_does_is_placed(
    suggestion: str, paragraphs: list[str], reply: str
) -> None:
    assert _placed(suggestion, paragraphs, reply) == frozenset({1})


@pytest.mark.parametrize(
    ("suggestion", "paragraphs", "reply"),
    [("Make it livelier.", EN, EN_REPLY), ("整篇改得口语化一点。", ZH, ZH_REPLY)],
)
def test_whole_ask_answered_by_one_paragraph_is_not_placed(
    suggestion: str, paragraphs: list[str], reply: str
) -> None:
    assert _placed(suggestion, paragraphs, reply) is None
