"""The model's note as the reply shows it (outside53 F2, F6).

F2: a lead-in that ends on a colon, into the article — 好的，我把第二段改成了：, "I've changed the
second paragraph to:" — was shown as 模型说明：“好的，我把第二段改成了：”, a dangling sentence
presented as what the model said about its edit. It is a pleasantry like 以下是修改后的文章：.
F6: a change list under a label ("**Changes made:**\\n- Made paragraph 16 more inviting\\n- Kept
everything else the same") was shown flattened with its asterisks, the items run into one line,
and its boilerplate ("Kept everything else the same", 其余内容保持不变) — which says nothing
about the edit — quoted as if it did. The note shows the items, marks taken off, one after
another with a separator after their label (fidelity_dev14b looks for 改动), the boilerplate
left out; a note that says something is kept in its words."""

from __future__ import annotations

import pytest

from app.domain.describe import describe_reply
from app.domain.note_shape import shown_note

EN = ("Market day", "Anna bakes bread.\n\nTom grows tomatoes.")
EN_NEW = ("Market day", "Anna bakes bread all night.\n\nTom grows tomatoes.")
ZH = ("菜市场", "张伟卖豆腐。\n\n李秀英卖菜。")
ZH_NEW = ("菜市场", "张伟卖了十年豆腐。\n\n李秀英卖菜。")


@pytest.mark.parametrize(
    "note",
    [
        "好的，我把第二段改成了：",
        "好的！我把第二段改写成这样：",
        "我将第一段修改为：",
        "第二段改成下面这样：",
        "修改后的第二段：",
        "Sure — I've changed the second paragraph to:",
        "I rewrote the opening paragraph as follows:",
        "OK, I updated paragraph 2 so it now reads:",
        "Here's the second paragraph, reworded:",
        "**Changes made:**\n- Kept everything else the same",
        "修改说明：\n- 其余内容保持不变",
        "Everything else is unchanged.",
        "其他部分没有改动。",
    ],
)
def test_a_lead_in_or_boilerplate_alone_is_no_note(note: str) -> None:
    assert shown_note(note) == ""


@pytest.mark.parametrize(
    ("note", "shown"),
    [
        (
            "**Changes made:**\n- Made paragraph 16 more inviting\n- Kept everything else the same",
            "Changes made: Made paragraph 16 more inviting",
        ),
        (
            "**Changes:**\n1. Shortened the opening.\n2. Replaced “very” with “truly”.",
            "Changes: Shortened the opening. Replaced “very” with “truly”.",
        ),
        (
            "Changes made:\n* Warmer invitation\n* Added the arrival time",
            "Changes made: Warmer invitation; Added the arrival time",
        ),
        (
            "**修改说明：**\n- 第二段改得更口语\n- 保留了所有数字\n- 其余内容保持不变",
            "修改说明：第二段改得更口语；保留了所有数字",
        ),
        ("好的，我把第二段改成了：\n\n我还统一了标点。", "我还统一了标点。"),
        (
            "**Note:** I kept the 2.5 mg dose as you had it.",
            "Note: I kept the 2.5 mg dose as you had it.",
        ),
        ("I kept the prices as they were.", "I kept the prices as they were."),
        ("我改了第二段，其余保持不变。", "我改了第二段，其余保持不变。"),  # one sentence: its words
        (
            "I kept everything else the same except the date, which was wrong.",
            "I kept everything else the same except the date, which was wrong.",
        ),
        ("Use 2 * 3 * 4 as the example.", "Use 2 * 3 * 4 as the example."),
        # a label's list quoting words: items parted though an item ends on a closing quote
        ("改动：\n- 开头加了“想来就来”\n- 语气更热情", "改动：开头加了“想来就来”；语气更热情"),
    ],
)
def test_the_note_shows_what_the_model_said_about_its_edit(note: str, shown: str) -> None:
    assert shown_note(note) == shown


def test_the_reply_line_of_a_change_list_is_its_items() -> None:
    note = "**Changes made:**\n- Made the first paragraph livelier\n- Kept everything else the same"
    lines = describe_reply(EN, EN_NEW, note=note)
    assert lines[-1] == "the model's note: “Changes made: Made the first paragraph livelier”"
    zh_note = "好的，我把第一段改成了：\n\n**修改说明：**\n- 加了时间\n- 其余内容保持不变"
    lines = describe_reply(ZH, ZH_NEW, note=zh_note)
    assert lines[-1] == "模型说明：“修改说明：加了时间”"


def test_a_lead_in_and_boilerplate_alone_add_no_note_line() -> None:
    assert not any(
        "模型说明" in line for line in describe_reply(ZH, ZH_NEW, note="好的，我把第一段改成了：")
    )
    lines = describe_reply(EN, EN_NEW, note="I've changed the first paragraph to:")
    assert not any("note" in line for line in lines)
