"""A labelled gap ("Paragraph 2: unchanged", "第二段：不变") is read as before, and a reply's
paragraph holding a long run of spaces is not one: three optional runs of space in a row split
such a run every way before failing (200 spaces took 2.8 s of the judge's CPU, 2,000 most of
an hour); they are possessive now."""

import pytest

from app.editing.elided import _LABELLED_GAP


@pytest.mark.parametrize(
    "unit",
    [
        "Paragraph 2: unchanged",
        "**第二段**：不变",
        "Section 3 (same as before).",
        "Intro:   as before .",
        "用料：同上。",
        "步骤部分同上，略。",
        "Method: (same as above)",
    ],
)
def test_a_labelled_gap_is_read(unit: str) -> None:
    assert _LABELLED_GAP.match(unit)


@pytest.mark.parametrize("run", [" " * 300, "\u3000" * 300, " \t" * 150])
def test_a_run_of_spaces_is_no_gap(run: str) -> None:
    assert _LABELLED_GAP.match(f"a{run}x") is None
    assert _LABELLED_GAP.match(f"Intro:{run}unchanged{run}.")


def test_a_label_line_and_a_place_tail_read_as_before_beside_long_runs_of_space() -> None:
    from app.editing.formats.dress import _LABEL_LINE
    from app.editing.rule_terms import _PLACE_TAIL

    assert _LABEL_LINE.match("**第2段：**") and _LABEL_LINE.match("### Para 4 (revised):")
    assert _LABEL_LINE.match("  【第三段】  ") and _PLACE_TAIL.match("  in the whole article ")
    run = " " * 800
    assert _LABEL_LINE.match(f"Paragraph{run}3{run}:{run}") and _PLACE_TAIL.match(run)
    assert _LABEL_LINE.match(f"{run}x") is None and _PLACE_TAIL.match(f"{run}x") is None
