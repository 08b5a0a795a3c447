"""A Chinese old/new pair written as `原文：` / `修改：` lines (or 改为：) is read as a
search/replace block, never saved as text with its labels."""

import pytest

from app.editing.formats.blocks import read_blocks
from app.editing.formats.structured import restructured

TITLE = "河畔菜园春季通知"
BODY = "春天到了，河畔菜园比以往更热闹。三月份新加入了十二位菜友。\n\n堆肥池已满。"


@pytest.mark.parametrize("label", ["修改", "改为", "修改为"])
def test_old_and_new_text_under_chinese_labels_is_one_block(label: str) -> None:
    reply = f"原文：三月份新加入了十二位菜友。\n{label}：三月份新加入了十四位菜友。"
    text = restructured(reply, TITLE, BODY)
    assert text is not None
    blocks = read_blocks(text, BODY).blocks
    assert [(b.search, b.replace) for b in blocks] == [
        ("三月份新加入了十二位菜友。", "三月份新加入了十四位菜友。")
    ]
