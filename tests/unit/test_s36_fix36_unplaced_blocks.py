"""Blocks answering a part named by words the judge could not place: the changed paragraphs
holding the suggestion's matter are the asked part, another is withheld (unplaced_blocks.py)."""

from __future__ import annotations

from app.editing.scope import Scope, scope_of
from app.editing.units import split_paragraphs
from app.editing.unplaced_blocks import placed_by_blocks

ORIGINALS = [
    "Welcome aboard.\n欢迎乘坐岛星号客轮，今天航程约1小时50分钟。",
    "Life jackets are under your seat.\n救生衣存放在您的座椅下方。",
    "Ask any crew member in a blue uniform.\n请联系任何一位身穿蓝色制服的船员。",
]
ASKED = ["欢迎词的中文改得更热情一些。"]


def _scope() -> Scope:
    return scope_of(ASKED, "Safety", split_paragraphs("\n\n".join(ORIGINALS)))


def test_a_block_beside_the_asked_part_is_left_out_of_the_scope() -> None:
    revised = [
        ORIGINALS[0].replace("欢迎乘坐", "热烈欢迎您乘坐"),
        ORIGINALS[1],
        ORIGINALS[2].replace("蓝色", "白色"),
    ]
    assert _scope().unplaced
    narrowed = placed_by_blocks(_scope(), ORIGINALS, revised, ASKED)
    assert narrowed is not None
    assert narrowed.paragraphs == frozenset({0}) and not narrowed.whole


def test_one_block_keeps_the_scope() -> None:
    revised = [ORIGINALS[0].replace("欢迎乘坐", "热烈欢迎您乘坐"), *ORIGINALS[1:]]
    assert placed_by_blocks(_scope(), ORIGINALS, revised, ASKED) is None


def test_blocks_holding_no_matter_keep_the_scope() -> None:
    revised = [
        ORIGINALS[0],
        ORIGINALS[1].replace("下方", "底下"),
        ORIGINALS[2].replace("蓝色", "白色"),
    ]
    assert placed_by_blocks(_scope(), ORIGINALS, revised, ASKED) is None
