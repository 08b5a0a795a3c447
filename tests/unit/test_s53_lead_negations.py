"""并非 / 绝非 are negations (outside53 F8): softening 我们不反对改造 to 我们并非反对改造 keeps
the meaning and is saved; 并非 dropped from a sentence is a negation turned."""

from __future__ import annotations

import pytest

from app.editing.negations import flipped

_TAIL = "，但希望先听听居民意见。"


@pytest.mark.parametrize(
    "said", ["我们并非反对改造", "我们绝非反对改造", "我们决非反对改造", "我们远非反对改造"]
)
def test_a_written_not_keeps_the_negation(said: str) -> None:
    assert flipped("我们不反对改造" + _TAIL, said + _TAIL) == []


def test_very_is_no_negation() -> None:
    # 非常 begins with 非 and denies nothing: 不反对 → 非常反对 is the meaning turned
    assert flipped("我们不反对改造" + _TAIL, "我们非常反对改造" + _TAIL) == ["不"]


def test_bingfei_dropped_is_turned() -> None:
    assert flipped("这并非免费活动。", "这是免费活动。") == ["并非"]


@pytest.mark.parametrize("said", ["这绝不是免费活动。", "这不是免费的活动。", "这绝非免费活动。"])
def test_bingfei_said_with_another_negation_is_kept(said: str) -> None:
    assert flipped("这并非免费活动。", said) == []
