"""Session 33 (fid-lead33): a table row of only elision marks between rows the reply gives
stands for the writer's rows between them; when its neighbours are unclear it is left as is."""

from __future__ import annotations

from app.editing.elided_rows import rows_filled

TABLE = "| Pitch | Fee |\n|---|---|\n| Standard | $120 |\n| Corner | $150 |\n| Food | $240 |"


def test_an_ellipsis_row_is_filled_with_the_rows_it_skips() -> None:
    reply = "| Pitch | Fee |\n|---|---|\n| … | … |\n| Food | $260 |"
    assert rows_filled(reply, TABLE) == TABLE.replace("$240", "$260")
    dots = "| Pitch | Fee |\n|---|---|\n| Standard | $120 |\n| ... | ... |\n| Food | $260 |"
    assert rows_filled(dots, TABLE) == TABLE.replace("$240", "$260")


def test_an_ellipsis_row_whose_next_row_is_no_row_of_the_table_is_left() -> None:
    reply = "| Pitch | Fee |\n|---|---|\n| … | … |\n| Snacks | $90 |"
    assert rows_filled(reply, TABLE) == reply


def test_a_row_with_a_word_beside_the_marks_is_no_elided_row() -> None:
    reply = "| Pitch | Fee |\n|---|---|\n| Corner … | … |\n| Food | $260 |"
    assert rows_filled(reply, TABLE) == reply
