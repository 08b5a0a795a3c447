"""A writer who quotes words for where and gives just the new amount changes only the amount:
把“担任学院公众号主编两年”改成三年 keeps 担任学院公众号主编 (it used to be replaced by 三年)."""

from __future__ import annotations

import pytest

from app.editing.rule_words import _in_context, replace_words

BODY_ZH = "我担任学院公众号主编两年，负责选题和排版。\n\n此致敬礼"
BODY_EN = "I served as editor for two years and ran the layout.\n\nYours sincerely"


def test_the_amount_changes_inside_the_quoted_words_zh() -> None:
    edit = replace_words("求职信", BODY_ZH, "把“担任学院公众号主编两年”改成三年", zh=True)
    assert edit is not None and edit.changed
    assert edit.body == BODY_ZH.replace("两年", "三年")


def test_the_amount_changes_inside_the_quoted_words_en() -> None:
    text = 'Change "served as editor for two years" to three years'
    edit = replace_words("Letter", BODY_EN, text, zh=False)
    assert edit is not None and edit.changed
    assert edit.body == BODY_EN.replace("two years", "three years")


@pytest.mark.parametrize(
    ("old", "new", "meant"),
    [
        ("三年编辑经验", "五年", "五年编辑经验"),
        ("月薪8000元", "9000元", "月薪9000元"),
        ("about 40 pages long", "50 pages", "about 50 pages long"),
    ],
)
def test_one_amount_of_that_kind_is_the_one_changed(old: str, new: str, meant: str) -> None:
    assert _in_context(old, new) == meant


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("我们非常荣幸地宣布", "我们宣布"),  # a whole replacement, not an amount
        ("本周六下午三点", "周日上午十点"),
        ("两年", "三年"),  # the quoted words are the amount itself
        ("两年前的两年计划", "三年"),  # two amounts of that kind: not for a rule to pick
        ("主编两年", "三年级"),  # another unit
        ("twenty", "thirty"),
    ],
)
def test_anything_else_is_replaced_as_said(old: str, new: str) -> None:
    assert _in_context(old, new) == new


def test_a_quoted_new_value_is_taken_as_the_whole_replacement() -> None:
    edit = replace_words("求职信", BODY_ZH, "把“担任学院公众号主编两年”改成“三年”", zh=True)
    assert edit is not None and edit.changed
    assert "担任学院公众号主编" not in edit.body  # the writer quoted both sides: as said
