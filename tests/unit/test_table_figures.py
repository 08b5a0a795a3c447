"""A row added as asked must not carry another row's changed figure into the article."""

import pytest

from app.editing.elided import Refused
from app.editing.table_figures import check_table_figures

TABLE = "| Court | Hours |\n|---|---|\n| Court 1 | 18 |\n| Court 2 | 24 |"
BEFORE = f"Intro.\n\n{TABLE}\n\nAfter."


def _with(table: str) -> str:
    return f"Intro.\n\n{table}\n\nAfter."


def test_other_row_figure_changed_while_a_row_is_added_is_refused() -> None:
    after = _with(TABLE.replace("| 24 |", "| 20 |") + "\n| Court 3 | 12 |")
    with pytest.raises(Refused, match="“24” → “20” in the “Court 2” row"):
        check_table_figures(BEFORE, after, ["Add a row for Court 3 with 12 hours."])


def test_the_row_the_suggestion_names_may_change() -> None:
    after = _with(TABLE.replace("| 24 |", "| 20 |") + "\n| Court 3 | 12 |")
    check_table_figures(BEFORE, after, ["Add Court 3 (12 hours); Court 2 now has 20."])


def test_a_row_added_alone_passes() -> None:
    check_table_figures(BEFORE, _with(TABLE + "\n| Court 3 | 12 |"), ["Add a row for Court 3."])


def test_no_row_added_is_left_to_the_cells_check() -> None:
    check_table_figures(BEFORE, _with(TABLE.replace("| 24 |", "| 20 |")), ["Tidy the table."])
