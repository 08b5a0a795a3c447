"""Session 40 (fid-outside40): the model's pleasantries around a whole article ("Sure! Here's
the revised article:", "Let me know if you want more changes.", 好的！以下是修改后的文章：,
如需进一步修改，请随时告诉我。) are no note for the writer; what it says about the edit is."""

from __future__ import annotations

import pytest

from app.domain.describe import describe_reply
from app.domain.pleasantries import without_pleasantries

EN = ("Market day", "Anna bakes bread.\n\nTom grows tomatoes.")
EN_NEW = ("Market day", "Anna bakes bread all night.\n\nTom grows tomatoes.")
ZH = ("菜市场", "张伟卖豆腐。\n\n李秀英卖菜。")
ZH_NEW = ("菜市场", "张伟卖了十年豆腐。\n\n李秀英卖菜。")


@pytest.mark.parametrize(
    "note",
    [
        "Sure! Here's the revised article:\n\nLet me know if you want more changes.",
        "Of course — here is the updated version:\n\nHope this helps! Feel free to ask if you'd "
        "like any further tweaks.",
        "Absolutely! Below is the article with the second paragraph made livelier.\n\nHappy to "
        "adjust further — just let me know!",
        "好的！以下是修改后的文章：\n\n如需进一步修改，请随时告诉我。",
        "当然可以，这是修改后的版本：\n\n希望对你有帮助！还有什么需要调整的，尽管说。",
        "没问题！修改如下：\n\n以上就是修改后的全文，有需要再叫我～",
    ],
)
def test_pleasantries_alone_leave_no_note(note: str) -> None:
    assert without_pleasantries(note) == ""


def test_what_the_model_says_about_the_edit_stays_without_the_pleasantries() -> None:
    note = (
        "Sure! Here's the revised article:\n\nI made the second paragraph livelier by "
        "tightening the rhythm. Let me know if you want more changes."
    )
    assert without_pleasantries(note) == (
        "I made the second paragraph livelier by tightening the rhythm."
    )
    note = "好的，以下是修改后的文章：\n\n我把第二段改得更口语了，没动数字。如需修改，请告诉我。"
    assert without_pleasantries(note) == "我把第二段改得更口语了，没动数字。"


@pytest.mark.parametrize(
    "note",
    [
        "Note: I kept the prices as they were.",
        "I couldn't verify the date, so I left it as written.",
        "Let's hope the weather holds was the original line; I kept it.",
        "注：第三段的日期我没有改。",
        "**Note:** I kept the 2.5 mg dose and the one-retry rule exactly as you had them.",
        "I kept “Open 9 a.m. to 4 p.m.” as written.",
    ],
)
def test_a_note_about_the_edit_is_kept_whole(note: str) -> None:
    assert without_pleasantries(note) == note


def test_the_reply_shows_no_note_of_pleasantries_alone() -> None:
    lines = describe_reply(
        EN, EN_NEW, note="Sure! Here's the revised article:\n\nLet me know if you want more."
    )
    assert not any("note" in line for line in lines)
    lines = describe_reply(
        ZH, ZH_NEW, note="好的！以下是修改后的文章：\n\n如需进一步修改，请告诉我。"
    )
    assert not any("模型说明" in line for line in lines)
