"""A list item or a dialogue's line that a rewrite of its paragraph dropped unasked is refused
(dropped_lines.py), through the checks every rebuilt revision passes (rechecks.py)."""

from __future__ import annotations

import pytest

from app.editing.elided import Refused
from app.editing.rechecks import rechecked
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

MATERIALS = (
    "办理须知。\n\n**所需材料：**\n- 居民身份证原件\n- 近期免冠彩色证件照1张（白底，2寸）\n"
    "- 居住登记满半年的证明\n\n请按时到场。"
)
DIALOGUE = (
    "甲：开场。\n乙：说什么？\n\n甲：第二回，屏幕黑了，我赶过去一看——\n乙：又是插头？\n"
    "甲：显示器的开关没开。\n\n乙：去你的吧！"
)


def _check(before: str, after: str, suggestion: str) -> str:
    scope = scope_of([suggestion], "标题", split_paragraphs(before))
    return rechecked(before, after, [suggestion], scope)


def test_a_concise_list_that_dropped_an_item_is_refused() -> None:
    after = MATERIALS.replace(
        "- 居民身份证原件\n- 近期免冠彩色证件照1张（白底，2寸）\n- 居住登记满半年的证明",
        "- 身份证原件\n- 居住登记满半年证明",
    )
    with pytest.raises(Refused, match="证件照"):
        _check(MATERIALS, after, "所需材料写得更简洁。")


def test_a_concise_list_that_keeps_every_item_is_saved() -> None:
    after = MATERIALS.replace("居民身份证原件", "身份证原件")
    assert _check(MATERIALS, after, "所需材料写得更简洁。") == ""


def test_an_item_asked_to_go_may_go() -> None:
    after = MATERIALS.replace("- 近期免冠彩色证件照1张（白底，2寸）\n", "")
    _check(MATERIALS, after, "所需材料里删掉照片那一项。")


def test_a_livelier_dialogue_that_dropped_the_partners_line_is_refused() -> None:
    after = DIALOGUE.replace(
        "甲：第二回，屏幕黑了，我赶过去一看——\n乙：又是插头？\n甲：显示器的开关没开。",
        "甲：第二回，屏幕黑了，我飞过去定睛一看——\n甲：显示器的开关压根儿没开！",
    )
    with pytest.raises(Refused, match="又是插头"):
        _check(DIALOGUE, after, "屏幕黑了那段，甲的台词改得更俏皮些。")


def test_a_livelier_dialogue_keeping_every_line_is_saved() -> None:
    after = DIALOGUE.replace("我赶过去一看", "我飞过去定睛一看")
    _check(DIALOGUE, after, "屏幕黑了那段，甲的台词改得更俏皮些。")
