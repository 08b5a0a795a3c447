"""A 《title》 a restyle swapped for another is refused, naming which became which; a title
kept, moved, only dropped or asked for is not."""

import pytest

from app.editing.elided import Refused
from app.editing.swapped_titles import check_swapped_titles, swapped_titles


def test_a_swapped_title_is_refused_naming_both():
    before = "这次我们读的是《活着》，请大家提前读完前三章。"
    after = "这回咱们读《许三观卖血记》，大家抽空先把前三章看完哈。"
    assert swapped_titles(before, after) == [("《活着》", "《许三观卖血记》")]
    with pytest.raises(Refused, match="“《活着》” → “《许三观卖血记》”"):
        check_swapped_titles(before, after, "第二段语气轻松点")


@pytest.mark.parametrize(
    ("after", "asked"),
    [
        ("开学前先把《活着》前三章读完哈。", "第二段语气轻松点"),
        ("这回咱们读活着，先读前三章哈。", "第二段语气轻松点"),
        ("这回咱们读余华的书，先读前三章哈。", "第二段语气轻松点"),
        ("这回咱们读《兄弟》，先读前三章哈。", "第二段把书换成《兄弟》，轻松点"),
    ],
)
def test_a_title_kept_dropped_or_asked_for_is_saved(after, asked):
    before = "这次我们读的是《活着》，请大家提前读完前三章。"
    check_swapped_titles(before, after, asked)


def test_an_english_article_is_told_in_english():
    with pytest.raises(Refused, match="another title in place of yours"):
        check_swapped_titles(
            "We read 《Middlemarch》 this month.", "This month: 《Emma》!", "Make it livelier"
        )
