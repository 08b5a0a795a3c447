"""Which chat messages ask to undo (app/editing/undo_asked.py): the whole message an undo, or
an undo with remarks around it; never an edit that mentions undoing, nor an undo of one part."""

from __future__ import annotations

import pytest

from app.editing.undo_asked import UndoAsk, asked_undo


@pytest.mark.parametrize(
    "message",
    [
        "undo",
        "Undo that, please",
        "go back to the previous version",
        "can you undo that?",
        "Please revert the last change.",
        "Actually, put it back the way it was",
        "I liked it better before, change it back",
        "Hmm, no. Take that back.",
        "undo the last edit you made",
        "scrap that change",
        "撤销",
        "撤销上一步",
        "改回去吧",
        "恢复到上一版",
        "请撤销刚才的修改",
        "还是改回原来的吧",
        "算了，改回去吧",
        "刚才的修改不要了",
        "不好，撤回",
        "把刚才的改动撤销吧",
    ],
)
def test_an_undo_of_the_last_change(message: str) -> None:
    assert asked_undo(message) == UndoAsk()


@pytest.mark.parametrize(
    ("message", "version"),
    [
        ("go back to V1", 1),
        ("revert to V2", 2),
        ("restore v3", 3),
        ("go back to version 2", 2),
        ("revert to the original", 1),
        ("恢复到V2", 2),
        ("回到第二版", 2),
        ("恢复原文", 1),
    ],
)
def test_an_undo_to_a_named_version(message: str, version: int) -> None:
    assert asked_undo(message) == UndoAsk(version)


@pytest.mark.parametrize(
    "message",
    [
        "undo the passive voice in paragraph 2",
        "undo the change to paragraph 3 but keep the title",
        "revert paragraph 3 to a question",
        "go back to the beginning and add a greeting",
        "Undo that and make it shorter",
        "restore the title",
        "never mind",
        "I don't like it",
        "Cancel",
        "drop",
        "撤销第二段里的被动句",
        "撤销第三段的修改",
        "把第二段改回原来的",
        "还原第三段",
        "算了",
        "go back to V1 or V2",
    ],
)
def test_not_an_undo(message: str) -> None:
    assert asked_undo(message) is None
