"""A clause that only says how things stand is no ask (statements.py); a complaint naming a
place, an order, a wish or a target still is — en and zh."""

import pytest

from app.editing.statements import only_states
from app.editing.undone import undone_asks


@pytest.mark.parametrize(
    "clause",
    [
        "The sign at the bottom now says 'Miners' Path'.",
        "Our venue is now called the Corn Exchange.",
        "It has been renamed “Harbour Walk”.",
        "山脚的路牌现在写的是“矿工小路”。",
        "场地已经改名叫“粮食交易所”了。",
    ],
)
def test_a_clause_saying_how_things_stand_is_no_ask(clause: str) -> None:
    assert only_states(clause)


@pytest.mark.parametrize(
    "clause",
    [
        # a complaint naming a place asks for the fix
        "The date in para 2 is wrong.",
        "The second paragraph is too long.",
        "第二段的日期不对。",
        "第三段太长了。",
        # a wish, an order, a target
        "The sign should say 'Miners' Path'.",
        "Can you call it 'Miners' Path' everywhere?",
        "Call it that everywhere instead of 'Pony Path'.",
        "The title — make it shorter.",
        "Shorten paragraph 2.",
        "It's on the 25th, not the 18th.",
        "第二段缩短一点。",
        "路牌请写成“矿工小路”。",
        "把日期改成10月25日。",
    ],
)
def test_a_complaint_order_wish_or_target_still_asks(clause: str) -> None:
    assert not only_states(clause)


TITLE = "Walk: Cadair Ridge"
BODY = "\n\n".join(
    [
        "A steep loop up the Pony Path and over Cadair Ridge.",
        "At the footbridge, turn left onto the Pony Path.",
        "In an emergency call 999 and ask for mountain rescue.",
    ]
)


def test_the_reason_beside_an_ask_done_is_not_reported_as_not_done() -> None:
    suggestion = (
        "The sign at the bottom now says 'Miners' Path'. "
        "Call it that everywhere instead of 'Pony Path'."
    )
    revised = BODY.replace("Pony Path", "Miners' Path")
    assert undone_asks([suggestion], (TITLE, BODY), (TITLE, revised), chinese=False) == []


def test_a_complaint_naming_a_place_left_as_it_was_is_still_named() -> None:
    suggestion = "The emergency number in the last paragraph is wrong. Also shorten paragraph 1."
    revised = BODY.replace("A steep loop up", "A loop up")
    lines = undone_asks([suggestion], (TITLE, BODY), (TITLE, revised), chinese=False)
    assert len(lines) == 1 and "emergency number" in lines[0] and "paragraph 3" in lines[0]
