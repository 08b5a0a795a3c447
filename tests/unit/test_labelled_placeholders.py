"""A placeholder under one of the article's labels ("用料：同上。", "Method: (same as above)")
stands for that paragraph: filled when one paragraph was targeted, refused in a whole-article
edit — never saved as the paragraph's new text."""

import pytest

from app.editing.align import is_placeholder
from app.editing.elided import Refused, stands_for_paragraph
from app.editing.reconcile import rebuild
from app.editing.scope import scope_of
from app.editing.units import split_paragraphs

RECIPE = (
    "天一冷就想吃炖菜。\n\n用料：\n牛腩 500克\n番茄 3个\n\n步骤：\n1. 牛腩切块。\n2. 小火炖。\n\n"
    "小贴士：番茄分两次放。"
)
PICKLES = "These go on tacos.\n\nIngredients:\n1 red onion\n\nMethod:\n1. Slice it.\n\nNotes: none."


@pytest.mark.parametrize(
    ("unit", "body"),
    [
        ("用料：同上。", RECIPE),
        ("步骤部分同上，略。", RECIPE),
        ("用料：（此处省略）", RECIPE),
        ("Ingredients: as before.", PICKLES),
        ("Method: (same as above)", PICKLES),
        ("**Method:** unchanged", PICKLES),
    ],
)
def test_a_label_then_a_placeholder_stands_for_the_paragraph(unit: str, body: str) -> None:
    assert stands_for_paragraph(unit, body)


@pytest.mark.parametrize(
    ("unit", "body"),
    [
        ("小贴士：番茄分两回放。", RECIPE),
        ("用料：牛腩 500克", RECIPE),
        ("做法：同上。", RECIPE),  # no paragraph of the article carries that label
        ("Notes: none.", PICKLES),  # the article's own words
        ("Method: slice it thin.", PICKLES),
    ],
)
def test_text_under_a_label_is_text(unit: str, body: str) -> None:
    assert not stands_for_paragraph(unit, body)


def _rebuild(suggestion: str, units: list[str]) -> str:
    scope = scope_of([suggestion], "番茄牛腩", split_paragraphs(RECIPE))
    return rebuild("番茄牛腩", RECIPE, None, units, scope).body


def test_a_whole_article_edit_with_labelled_placeholders_is_refused() -> None:
    units = ["天一冷就想整点炖菜。", "用料：同上。", "步骤部分同上，略。", "小贴士：番茄分两回放。"]
    with pytest.raises(Refused):
        _rebuild("整篇改得更口语化一点。", units)


def test_a_targeted_edit_fills_labelled_placeholders_from_the_original() -> None:
    units = [
        "天一冷就想吃炖菜。",
        "用料：同上。",
        "步骤：同上。",
        "小贴士：番茄分两次放，冰糖可换白糖。",
    ]
    body = _rebuild("小贴士里说一下冰糖能不能换。", units)
    assert body == RECIPE.replace("番茄分两次放。", "番茄分两次放，冰糖可换白糖。")


@pytest.mark.parametrize(
    "unit",
    [
        "[Everything below stays the same]",
        "[...the rest stays the same...]",
        "[Same as original]",
        "（后面三段一字未改）",
        "[The remaining paragraphs are identical to the original.]",
    ],
)
def test_more_wordings_of_a_placeholder(unit: str) -> None:
    assert is_placeholder(unit)


@pytest.mark.parametrize("unit", ["(identical twins)", "(at the same time)", "（图：同一座桥）"])
def test_brackets_that_say_something_else_are_text(unit: str) -> None:
    assert not is_placeholder(unit)


@pytest.mark.parametrize("unit", ["Paragraphs 4-6: unchanged", "第3-5段：不变", "第三段：同上"])
def test_numbered_paragraphs_then_a_placeholder_stand_for_them(unit: str) -> None:
    assert stands_for_paragraph(unit, PICKLES)
