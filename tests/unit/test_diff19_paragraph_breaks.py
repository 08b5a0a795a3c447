"""No change runs across a paragraph break (session 19's browser tester): "Make paragraph 2
stronger and cut the last paragraph" was one change, "a little cold.\\n\\nChildren…" → "very
cold", which the Final view drew as text never saved and which could only be rejected whole."""

import pytest

from app.domain.diff import Hunk, change_runs, diff_text


def _rebuilds(a: str, b: str, hunks: list[Hunk]) -> None:
    assert "".join(h.text for h in hunks if h.op != "insert") == a
    assert "".join(h.text for h in hunks if h.op != "delete") == b


CASES = [
    (
        "We walked to the park.\n\nThe wind was a little cold.\n\n"
        "Children were still running on the grass.",
        "We walked to the park.\n\nThe wind was very cold.",
        [("a little", "very"), ("\n\nChildren were still running on the grass.", "")],
    ),
    (
        "我们去了公园。\n\n风有点凉。\n\n孩子们还在草地上跑。",
        "我们去了公园。\n\n风很凉。",
        [("有点", "很"), ("\n\n孩子们还在草地上跑。", "")],
    ),
    (
        "One.\n\nThe wind was a little cold.\n\nThree.",
        "One.\n\nThe wind was very cold.\n\nA new paragraph here.\n\nThree.",
        [("a little", "very"), ("", "\nA new paragraph here.\n")],
    ),
]


@pytest.mark.parametrize(("a", "b", "expected"), CASES)
def test_an_edit_beside_a_deleted_or_added_paragraph_is_twochange_runs(
    a: str, b: str, expected: list[tuple[str, str]] | None
) -> None:
    hunks = diff_text(a, b)
    _rebuilds(a, b, hunks)
    changes = change_runs(hunks)
    if expected is not None:
        assert changes == expected
    for deleted, inserted in changes:
        # A change may add or remove whole paragraphs, but never replace across a break.
        assert not (
            deleted.strip() and inserted.strip() and ("\n\n" in deleted or "\n\n" in inserted)
        )


def test_a_change_inside_one_paragraph_is_left_as_the_character_diff_drew_it() -> None:
    a = "First paragraph stays.\n\nThe bus never came."
    b = "First paragraph stays.\n\nThe bus never showed up."
    assert change_runs(diff_text(a, b)) == [("came", "showed up")]
