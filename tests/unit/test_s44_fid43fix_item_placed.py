"""An item added to a list and placed before or after one of its items (放在第3条之前) is no
paragraph moved (moves.asks_to_move); a paragraph put before another still is."""

from app.editing.moves import asks_to_move


def test_an_item_added_before_item_three_moves_no_paragraph() -> None:
    assert not asks_to_move(["安全提醒加一条“请给孩子带一个水杯。”，放在第3条之前。"])
    assert not asks_to_move(["活动流程加一步“戴好手套。”，放在第3步之前。"])


def test_a_paragraph_put_before_another_is_still_a_move() -> None:
    assert asks_to_move(["把最后一段放到第2段之前。"])
    assert asks_to_move(["把这一条放在第3条之前。"])
