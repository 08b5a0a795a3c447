"""Session 30: a rule with an exception ("Dogs are not allowed, apart from assistance dogs",
除亲子场外，八岁以下儿童不得入内) said the other way round with "only" (只有…允许) keeps its
meaning (dev29's d29-more-en-02 kind); 不得 / 不准 / 不许 deny the verb after them, so the rule
turned into a welcome (也可以入内) is a flip (dev30: a silent loss before)."""

from __future__ import annotations

from app.editing.negations import flipped

EN = (
    "The garden is open during library hours, 9am to 6pm Monday to Saturday. Dogs are not "
    "allowed, apart from assistance dogs."
)
ZH = "游泳馆周一至周五早上6点到晚上9点开放。除亲子场外，八岁以下儿童不得入内。"


def test_an_exception_said_with_only_is_no_flip() -> None:
    assert flipped(EN, "The garden keeps library hours. Only assistance dogs are allowed in.") == []
    assert (
        flipped(ZH, "游泳馆周一至周五早上6点到晚上9点开放。只有亲子场允许八岁以下儿童入内。") == []
    )


def test_the_rule_turned_into_a_welcome_is_a_flip() -> None:
    assert flipped(EN, "The garden keeps library hours. Dogs are allowed in, assistance dogs too.")
    assert flipped(ZH, "游泳馆周一至周五早上6点到晚上9点欢迎您。八岁以下儿童也可以入内。") == ["不"]
    assert flipped("每桌不准吸烟。", "每桌可以吸烟。") == ["不"]
