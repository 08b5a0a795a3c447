"""shared_ends (app/domain/text.py): how many paragraphs two versions share at their head and
then at their tail, which every paragraph diff sets aside before matching the rest."""

import pytest

from app.domain.text import shared_ends


@pytest.mark.parametrize(
    ("old", "new", "ends"),
    [
        (["a", "b", "c"], ["a", "x", "c"], (1, 1)),
        (["a", "b", "c"], ["a", "b", "c"], (3, 0)),  # all head: the tail never overlaps it
        (["a", "b"], ["a", "b", "c"], (2, 0)),
        (["b", "c"], ["a", "b", "c"], (0, 2)),
        (["a", "a", "a"], ["a", "a"], (2, 0)),
        ([], ["a"], (0, 0)),
        (["x"], ["y"], (0, 0)),
        (
            ["第一段。", "第二段。", "第三段。"],
            ["第一段。", "新的一段。", "第二段。", "第三段。"],
            (1, 2),
        ),
        (["", "", "标题"], ["", "", "", "标题"], (2, 1)),  # blank lines: a run of like paragraphs
    ],
)
def test_shared_ends_counts_the_head_then_the_tail_left(
    old: list[str], new: list[str], ends: tuple[int, int]
) -> None:
    assert shared_ends(old, new) == ends
    head, tail = ends
    assert head + tail <= min(len(old), len(new))
