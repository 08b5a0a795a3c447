"""app/editing/quoted_inserts.py: the writer's words quoted to replace, or to insert, are taken
out of a text only where they stand whole — a figure is not the start of a longer one
(d41-en-skip-replace-01: "£1" taken out of "£1,200" left ",200", read as a figure changed)."""

import pytest

from app.editing.quoted_inserts import without_inserted, without_replaced


@pytest.mark.parametrize(
    ("text", "asked", "left"),
    [
        ("costs £1. raised £1,200.", 'Change "£1" to "£2"', "costs  . raised £1,200."),
        ("限招25人，每人250元", "把“25人”改成“30人”", "限招 ，每人250元"),
        (
            "every 2 weeks, 12 people, 2.5 hours",
            'Change "2" to "3"',
            "every   weeks, 12 people, 2.5 hours",
        ),
        (
            "周一上午闭馆保洁，每周一上午",
            "“周一上午闭馆保洁”改成“每周一上午闭馆保洁”",
            " ，每周一上午",
        ),
    ],
)
def test_replaced_words_go_only_where_they_stand_whole(text: str, asked: str, left: str) -> None:
    assert without_replaced(text, asked) == left


def test_inserted_figures_go_only_where_they_stand_whole() -> None:
    assert without_inserted("每人25元 250元", "把“2”改成“25”") == "每人 元 250元"
