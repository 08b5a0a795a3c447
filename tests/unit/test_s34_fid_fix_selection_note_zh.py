"""A selected sentence's new text between a Chinese lead-in and a note saying what was kept
(可以改成：… 保留了提醒，语气柔和一些。) is the new text alone, the note shown apart."""

from app.editing.formats.explained import explains
from app.editing.formats.selection import read_selection

BODY = "轮胎按胎侧印的气压打气，城市车一般在40到65 psi之间，千万不要超过上限。\n\n不用预约。"
SELECTED = "千万不要超过上限。"


def test_the_replacement_is_read_without_the_lead_in_and_the_note() -> None:
    start = BODY.find(SELECTED)
    reply = "可以改成：\n\n尽量别超过上限。\n\n保留了提醒，语气柔和一些。"
    text, noted = read_selection(reply, BODY, start, start + len(SELECTED))
    assert text == "尽量别超过上限。"
    assert noted == ["保留了提醒，语气柔和一些。"]


def test_a_note_of_what_was_kept_explains_the_change() -> None:
    assert explains("保留了对年糕的意见，语气更温和。", "唯一的槽点是年糕。", BODY, ["年糕稍软。"])
    assert not explains("尽量别超过上限。", SELECTED, BODY, [])
