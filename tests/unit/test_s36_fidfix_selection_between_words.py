"""Session 36 (fid-fix): a selection answered with the new line between the model's own words
("How about:" … "Kids love a question they can answer!") is that line, not a whole article
in which the selection cannot be found."""

from __future__ import annotations

import pytest

from app.editing.formats.selection_notes import SelectionRefused
from app.editing.formats.selection_whole import selection_paragraph

BODY = (
    "Pip the hedgehog woke up and the moon was gone.\n\n"
    "“Where has the moon gone?” Pip asked the wind. The wind only whistled and ran away.\n\n"
    "Pip climbed the tallest tree to look."
)
SELECTED = "“Where has the moon gone?” Pip asked the wind."


def _span() -> tuple[int, int]:
    start = BODY.index(SELECTED)
    return start, start + len(SELECTED)


def test_the_one_line_like_the_selection_between_remarks_is_its_new_text() -> None:
    reply = (
        "How about:\n\n“Has anyone seen the moon?” Pip asked the wind.\n\n"
        "Kids love a question they can answer!"
    )
    assert selection_paragraph(reply, BODY, *_span()) == (
        "“Has anyone seen the moon?” Pip asked the wind."
    )


def test_a_reply_like_nothing_of_the_selection_is_still_refused() -> None:
    reply = "Here are some ideas:\n\nMake Pip ask the owl.\n\nOr let the wind answer back."
    with pytest.raises(SelectionRefused):
        selection_paragraph(reply, BODY, *_span())
