"""An exclusion a friendlier restyle made its opposite is read as a flipped negation:
"cannot be returned unless faulty" → "can be returned too", 不支持退货 → 可以退货, 不予外借 →
可以外借 (negations.py); the exclusion said another way is no flip."""

from __future__ import annotations

import pytest

from app.editing.negations import flipped


@pytest.mark.parametrize(
    ("old", "new", "word"),
    [
        (
            "Glass bottles cannot be taken onto the poolside unless they are for medical needs.",
            "Glass bottles can be taken onto the poolside too.",
            "cannot",
        ),
        ("定制类商品除质量问题外不支持退货。", "定制类商品也同样可以退货。", "不"),
        ("期刊和工具书不予外借，请在馆内阅读。", "期刊和工具书也可以外借。", "不"),
        ("本店不接受预约，请直接到店。", "本店接受预约，欢迎来电。", "不"),
    ],
)
def test_exclusion_made_its_opposite_is_a_flip(old: str, new: str, word: str) -> None:
    assert flipped(old, new) == [word]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Glass bottles cannot be taken onto the poolside unless they are for medical needs.",
            "Please don't bring glass bottles onto the poolside, unless you need them for "
            "medical reasons.",
        ),
        ("定制类商品除质量问题外不支持退货。", "定制类商品如无质量问题，恕不支持退货。"),
        ("期刊和工具书不予外借，请在馆内阅读。", "期刊和工具书暂不外借，欢迎在馆内阅读。"),
        ("we cannot wait for latecomers", "we are unable to wait for anyone who is late"),
        ("我们不提供毛笔，请自带。", "毛笔我们这里不提供，记得自己带哦。"),
    ],
)
def test_exclusion_said_another_way_is_no_flip(old: str, new: str) -> None:
    assert flipped(old, new) == []
