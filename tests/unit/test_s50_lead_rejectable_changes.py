"""Changes a writer rejects one by one never take back another change with them, nor keep
half of a move (outside50 F1 and F12): app/domain/changes.py's `rejectable_hunks` and
`group_changes`."""

import pytest

from app.domain.changes import group_changes, rejectable_hunks, revert
from app.domain.describe import describe_changes


def _changes(old: str, new: str):
    hunks = rejectable_hunks(old, new)
    # The hunks still rebuild both texts.
    assert "".join(h.text for h in hunks if h.op != "insert") == old
    assert "".join(h.text for h in hunks if h.op != "delete") == new
    return hunks, group_changes(hunks)


def _rejected(old: str, new: str, which) -> str:
    hunks, changes = _changes(old, new)
    ids = [c.id for c in changes if which(c)]
    assert len(ids) == 1, changes
    return revert(hunks, changes, ids)


ITEM_AND_PARAGRAPH = [
    (
        "Bring these:\n\n- water\n- a hat\n- a map\n\nThe lighthouse is closed on Mondays.\n\n"
        "We finish at the café.",
        "Bring these:\n\n- water\n- a hat\n- a paper map\n- an umbrella\n\nWe finish at the café.",
        "The lighthouse is closed on Mondays.",
        "- an umbrella",
    ),
    (
        "要带：\n\n- 水\n- 帽子\n- 地图\n\n灯塔周一不开放。\n\n我们在咖啡馆结束。",
        "要带：\n\n- 水\n- 帽子\n- 纸质地图\n- 雨伞\n\n我们在咖啡馆结束。",
        "灯塔周一不开放。",
        "- 雨伞",
    ),
    (
        "Steps:\n\n1. Mix\n2. Bake\n\nServe warm, never cold.\n\nEnjoy.",
        "Steps:\n\n1. Mix\n2. Bake\n3. Cool for ten minutes\n\nEnjoy.",
        "Serve warm, never cold.",
        "3. Cool for ten minutes",
    ),
]


@pytest.mark.parametrize(("old", "new", "deleted", "added"), ITEM_AND_PARAGRAPH)
def test_a_paragraph_deleted_after_an_item_added_is_a_change_of_its_own(old, new, deleted, added):
    back = _rejected(old, new, lambda c: deleted in c.delete)
    assert deleted in back and added in back
    # The paragraph put back stands apart, after the list that keeps the new item.
    assert f"{added}\n\n{deleted}" in back
    assert added not in _rejected(old, new, lambda c: added in c.insert)
    _, changes = _changes(old, new)
    assert not any(deleted in c.delete and added in c.insert for c in changes)


def test_an_item_deleted_before_a_paragraph_added_is_a_change_of_its_own():
    old, new = "- a\n- b\n- c\n\nEnd", "- a\n- b\n\nNew paragraph here\n\nEnd"
    assert _rejected(old, new, lambda c: "- c" in c.delete) == (
        "- a\n- b\n- c\n\nNew paragraph here\n\nEnd"
    )
    assert _rejected(old, new, lambda c: "New" in c.insert) == "- a\n- b\n\nEnd"


def test_a_paragraph_rewritten_whole_stays_one_change():
    _, changes = _changes("A\n\nOld paragraph text here.\n\nB", "A\n\nCompletely different.\n\nB")
    assert len(changes) == 1


SWAPS = [
    (
        "We start.\n\nThe path follows the sea wall for two miles, brisk evening.\n\n"
        "Bring water.\n\nThe lighthouse is closed on Mondays, gentle evening.\n\nWe finish.",
        (1, 3),
    ),
    (
        "开始。\n\n沿海堤走两英里，傍晚很爽。\n\n带水。\n\n灯塔周一不开放，傍晚很静。\n\n结束。",
        (1, 3),
    ),
    ("One.\n\nTwo two.\n\nThree three.\n\nFour four.", (0, 3)),
]


@pytest.mark.parametrize(("old", "pair"), SWAPS)
def test_paragraphs_swapped_are_one_change_put_back_whole(old, pair):
    paragraphs = old.split("\n\n")
    k, m = pair
    paragraphs[k], paragraphs[m] = paragraphs[m], paragraphs[k]
    new = "\n\n".join(paragraphs)
    hunks, changes = _changes(old, new)
    assert len(changes) == 1
    assert revert(hunks, changes, [changes[0].id]) == old


def test_table_rows_swapped_are_one_change():
    old = "| a | 1 |\n|---|---|\n| Pier | 10 |\n| Lighthouse | 25 |\n| Café | 30 |"
    new = "| a | 1 |\n|---|---|\n| Café | 30 |\n| Lighthouse | 25 |\n| Pier | 10 |"
    hunks, changes = _changes(old, new)
    assert len(changes) == 1 and revert(hunks, changes, [0]) == old


MOVED_SENTENCES = [
    (
        "Start.\n\nThe lighthouse is closed on Mondays. The path is flat. Bring water.\n\nEnd.",
        "Start.\n\nThe path is flat. The lighthouse is closed on Mondays. Bring water.\n\nEnd.",
    ),
    (
        "开始。\n\n灯塔周一不开放。路很平。记得带水。\n\n结束。",
        "开始。\n\n路很平。灯塔周一不开放。记得带水。\n\n结束。",
    ),
    (
        "Intro.\n\nDelta is fourth.\n\nAlpha.\n\nBeta is second, and edited.\n\nEnd.",
        "Intro.\n\nAlpha.\n\nBeta is second, now edited.\n\nDelta is fourth.\n\nEnd.",
    ),
]


@pytest.mark.parametrize(("old", "new"), MOVED_SENTENCES)
def test_rejecting_a_move_neither_doubles_nor_loses_the_text(old, new):
    hunks, changes = _changes(old, new)
    for change in changes:
        back = revert(hunks, changes, [change.id])
        for piece in ("lighthouse", "灯塔", "Delta is fourth."):
            assert back.count(piece) == old.count(piece), (change, back)


def test_unrelated_changes_stay_apart():
    old = "Twenty people came.\n\nIt rained all day.\n\nWe left at five."
    new = "Thirty people came.\n\nIt rained all day.\n\nWe left at six."
    _, changes = _changes(old, new)
    assert [(c.delete, c.insert) for c in changes] == [("Twenty", "Thirty"), ("five", "six")]


def test_a_description_quotes_a_change_on_one_line():
    old = "Bring these:\n\n- water\n- a map\n\nThe lighthouse is closed.\n\nEnd."
    new = "Bring these:\n\n- water\n- a paper map\n- an umbrella\n\nEnd."
    lines = describe_changes("t", old, "t", new)
    assert lines and all("\n" not in line for line in lines)
    assert any("an umbrella" in line for line in lines)
