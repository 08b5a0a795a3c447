"""A paragraph moved and another edited in the same version (outside50's history leftovers):
the move is one change of its two runs, and the edit between its two places stays a change of
its own — joined into the move, it was drawn as part of the move and put back with it."""

import pytest

from app.domain.changes import group_changes, rejectable_hunks, revert

EN = [
    "We start at the old pier at nine in the morning.",
    "The path follows the sea wall for two miles.",
    "Bring water and a hat.",
    "The lighthouse is closed on Mondays and on holidays.",
]
ZH = [
    "我们早上九点在老码头集合出发。",
    "小路沿着海堤走三公里左右。",
    "记得带水和帽子。",
    "灯塔周一和节假日都不开放。",
]

# (old paragraphs, new paragraphs, the moved paragraph, the edit as (old words, new words))
CASES = [
    (EN, [EN[3], EN[0], EN[1].replace("two", "three"), EN[2]], EN[3], ("two", "three")),
    (EN, [EN[3], EN[0].replace("nine", "ten"), EN[1], EN[2]], EN[3], ("nine", "ten")),
    (EN, [EN[1], EN[2].replace("hat", "cap"), EN[3], EN[0]], EN[0], ("hat", "cap")),
    (ZH, [ZH[3], ZH[0], ZH[1].replace("三", "五"), ZH[2]], ZH[3], ("三", "五")),
    (ZH, [ZH[1], ZH[2].replace("帽子", "雨伞"), ZH[3], ZH[0]], ZH[0], ("帽子", "雨伞")),
]


def _changes(old: list[str], new: list[str]):
    a, b = "\n\n".join(old), "\n\n".join(new)
    hunks = rejectable_hunks(a, b)
    return a, b, hunks, group_changes(hunks)


@pytest.mark.parametrize(("old", "new", "moved", "edit"), CASES)
def test_the_edit_beside_a_move_is_a_change_of_its_own(old, new, moved, edit):
    a, b, hunks, changes = _changes(old, new)
    assert len(changes) == 2, changes
    move = next(c for c in changes if c.delete.strip() == moved)
    other = next(c for c in changes if c is not move)
    assert move.insert.strip() == moved
    assert (other.delete, other.insert) == edit
    # Rejecting the move puts the paragraph back where it was and keeps the edit.
    assert revert(hunks, changes, [move.id]) == "\n\n".join(
        [p.replace(*edit) if p != moved else p for p in old]
    )
    # Rejecting the edit keeps the move.
    assert revert(hunks, changes, [other.id]) == "\n\n".join(
        [p.replace(edit[1], edit[0]) if p != moved else p for p in new]
    )
    assert revert(hunks, changes, [move.id, other.id]) == a
    assert revert(hunks, changes, []) == b


@pytest.mark.parametrize(("old", "new", "moved", "edit"), CASES)
def test_every_changed_hunk_belongs_to_one_change(old, new, moved, edit):
    _, _, hunks, changes = _changes(old, new)
    owned = [k for change in changes for k in change.hunk_indices() if hunks[k].op != "equal"]
    changed = [k for k, hunk in enumerate(hunks) if hunk.op != "equal"]
    assert sorted(owned) == changed


def test_a_move_alone_is_still_one_change_put_back_whole():
    old = "Alpha is first.\n\nBravo is second.\n\nCharlie is third.\n\nDelta is fourth."
    new = "Delta is fourth.\n\nAlpha is first.\n\nBravo is second.\n\nCharlie is third."
    hunks = rejectable_hunks(old, new)
    changes = group_changes(hunks)
    assert len(changes) == 1
    assert revert(hunks, changes, [changes[0].id]) == old


SWAPPED_AND_EDITED = [
    (
        ["Alpha is first.", "Bravo is second.", "Charlie is third.", "Delta is fourth."],
        ["Alpha is first.", "Delta is the fourth.", "Charlie is third.", "Bravo is second."],
        ("Bravo is second", "Delta is"),
    ),
    (
        [
            "我们在老码头出发。",
            "小路沿着海堤走三公里，傍晚很凉快。",
            "记得带水。",
            "灯塔周一不开放，傍晚很安静。",
        ],
        [
            "我们在老码头出发。",
            "灯塔周一和周二不开放，傍晚很安静。",
            "记得带水。",
            "小路沿着海堤走三公里，傍晚很凉快。",
        ],
        ("小路沿着海堤走三公里", "灯塔周"),
    ),
]


@pytest.mark.parametrize(("old", "new", "facts"), SWAPPED_AND_EDITED)
def test_rejecting_any_change_of_a_swap_with_an_edit_loses_and_doubles_nothing(old, new, facts):
    """The character diff draws the swap as two replacements, each taking out one paragraph
    and writing in the other: rejected alone, one put a paragraph back twice and lost the
    other (outside50 F12, with an edit)."""
    a, b, hunks, changes = _changes(old, new)
    for change in changes:
        back = revert(hunks, changes, [change.id])
        for fact in facts:
            assert back.count(fact) == 1, (change, back)
    assert revert(hunks, changes, [c.id for c in changes]) == a


def test_short_replacements_that_chain_stay_apart():
    old = "Twenty people came.\n\nThirty chairs were set.\n\nWe left at five."
    new = "Thirty people came.\n\nForty chairs were set.\n\nWe left at six."
    _, _, _, changes = _changes(old.split("\n\n"), new.split("\n\n"))
    assert [(c.delete, c.insert) for c in changes] == [
        ("Twenty", "Thirty"),
        ("Thirty", "Forty"),
        ("five", "six"),
    ]
