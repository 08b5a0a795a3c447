"""A change beside a long run of letters with no space (a pasted hash, "hahaha…") is widened to
whole words as anywhere else, and the hunks rebuild both texts. The run used to make the word
widening try every start in it (seconds at 20,000 letters, minutes at 200,000, on the event
loop); bench/letter_runs.py prints the cost. A flag or a keycap changed is shown whole."""

import pytest

from app.domain.diff import Hunk, diff_text, snap_to_words


def _rebuilt(hunks: list[Hunk]) -> tuple[str, str]:
    old = "".join(h.text for h in hunks if h.op != "insert")
    new = "".join(h.text for h in hunks if h.op != "delete")
    return old, new


@pytest.mark.parametrize("run", ["x" * 200_000, "ha" * 100_000, "ab1" * 50_000])
def test_a_word_changed_after_a_long_run_is_that_word(run: str) -> None:
    before, after = f"{run} twenty, then more.", f"{run} thirty, then more."
    hunks = diff_text(before, after)
    assert [(h.op, h.text) for h in hunks if h.op != "equal"] == [
        ("delete", "twenty"),
        ("insert", "thirty"),
    ]
    assert _rebuilt(hunks) == (before, after)


def test_a_change_inside_a_long_run_takes_the_whole_run() -> None:
    run = "x" * 50_000
    hunks = snap_to_words(
        [Hunk("equal", "a " + run), Hunk("delete", "y"), Hunk("insert", "z"), Hunk("equal", run)]
    )
    assert [(h.op, h.text) for h in hunks] == [
        ("equal", "a "),
        ("delete", run + "y" + run),
        ("insert", run + "z" + run),
    ]


def test_the_letters_before_a_change_join_it() -> None:
    hunks = snap_to_words(
        [Hunk("equal", "so tire"), Hunk("delete", "d"), Hunk("insert", "some"), Hunk("equal", "!")]
    )
    assert [(h.op, h.text) for h in hunks] == [
        ("equal", "so "),
        ("delete", "tired"),
        ("insert", "tiresome"),
        ("equal", "!"),
    ]


@pytest.mark.parametrize(
    ("before", "after", "changed"),
    [
        ("Vive la 🇫🇷 !", "Vive la 🇫🇮 !", ("🇫🇷", "🇫🇮")),  # one flag for another, not 🇷 → 🇮
        ("🇫🇷🇩🇪 and more", "🇫🇷🇩🇰 and more", ("🇩🇪", "🇩🇰")),  # the second of two flags
        ("a 1️⃣ b", "a 1 b", ("1️⃣", "1")),  # a keycap's marks with their digit, as before
    ],
)
def test_a_change_of_flag_or_keycap_is_whole_characters(
    before: str, after: str, changed: tuple[str, str]
) -> None:
    hunks = diff_text(before, after)
    assert [h.text for h in hunks if h.op != "equal"] == list(changed)
    assert _rebuilt(hunks) == (before, after)
