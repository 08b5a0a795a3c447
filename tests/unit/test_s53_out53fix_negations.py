"""并非 and 绝非 are negations (outside53 F8): 我们不反对改造 softened as 我们并非反对改造 or
我们绝非反对改造 keeps the writer's meaning — it was refused as "the negation turned into its
opposite", and Retry would refuse the same good answer again. A real flip is still one."""

from __future__ import annotations

import pytest

from app.editing.negations import flipped

BEFORE = "我们不反对改造，但希望菜市场能临时搬到附近。"


@pytest.mark.parametrize("said", ["并非", "绝非", "决非", "并不", "并没有", "毫不", "从未"])
def test_a_negation_said_in_the_written_register_is_kept(said: str) -> None:
    after = f"我们{said}反对改造，只是希望菜市场能临时搬到附近。"
    assert flipped(BEFORE, after) == []


def test_a_second_sentence_with_bing_fei_keeps_its_negation() -> None:
    before = "这次涨价不是为了赚钱，而是为了维持运营。"
    after = "这次涨价绝非为了赚钱，而是为了维持运营。"
    assert flipped(before, after) == []


def test_the_negation_dropped_is_still_a_flip() -> None:
    assert flipped(BEFORE, "我们反对改造，但希望菜市场能临时搬到附近。") == ["不"]
    # 非 that is no negation word before the verb (非常: "very") does not keep it
    assert flipped(BEFORE, "我们非常反对改造，但希望菜市场能临时搬到附近。") == ["不"]
