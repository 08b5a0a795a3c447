"""Session 37 (lead): a list item split in two is the asked edit, though every Chinese run of
words is kept (blind31's b31-product-zh-02 was refused as 'rewrote paragraph 2 instead')."""

from app.domain.models import WithheldChange
from app.editing.scope import Scope
from app.editing.withheld_only import touched_up_instead

BEFORE = "## 产品特点\n\n- 五档亮度、三种色温\n- 底座带USB-C充电口"
HEADING_REWRITTEN = [
    WithheldChange(paragraph=1, before="## 产品特点", after="拆分后的产品特点：", description="")
]
ASKED = Scope(paragraphs=frozenset({1}))


def test_an_item_split_in_two_is_an_edit_not_a_touch_up() -> None:
    after = BEFORE.replace("- 五档亮度、三种色温", "- 五档亮度\n- 三种色温")
    assert not touched_up_instead(BEFORE, after, HEADING_REWRITTEN, ASKED)


def test_punctuation_alone_in_a_chinese_item_is_still_a_touch_up() -> None:
    after = BEFORE.replace("五档亮度、三种色温", "五档亮度，三种色温")
    assert touched_up_instead(BEFORE, after, HEADING_REWRITTEN, ASKED)


def test_offline_a_quality_asked_beside_rule_edits_is_named_and_the_rest_made() -> None:
    from app.editing.clauses import separate_asks
    from app.editing.offline_parts import partly_offline

    message = "把“二十”改成“三十”，删除第三段，语气活泼一点"
    assert separate_asks(message) == ["把“二十”改成“三十”", "删除第三段", "语气活泼一点"]
    assert separate_asks("第二段写得再短一点，别超过三行") == ["第二段写得再短一点，别超过三行"]
    body = "老茶馆开了二十年。\n\n每天早上六点开门。\n\n最后一段没用。"
    edit, left = partly_offline("茶馆", body, message) or (None, "")
    assert edit is not None and edit.body == "老茶馆开了三十年。\n\n每天早上六点开门。"
    assert left.startswith("没有改：“语气活泼一点”")
