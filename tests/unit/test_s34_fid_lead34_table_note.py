"""A paragraph given with a table of what changed in it ("Summary of changes | Before | After")
is the answer, the table the model's note; a table alone whose rows fit no paragraph is still
refused."""

import pytest

from app.editing.elided import Refused
from app.editing.formats.table_reply import table_article

EN = [
    "The ferry leaves at seven every morning, rain or shine.",
    "Most passengers are commuters who read or sleep on the way across.",
    "The crew has run the same route for eleven years.",
]
NEW = "Most passengers are sleepy commuters who read, doze or stare at the gulls on the way across."
TABLE = "| Before | After |\n|---|---|\n| read or sleep | read, doze or stare at the gulls |"


def test_a_paragraph_beside_a_table_of_its_changes_is_the_answer() -> None:
    reply = f"{NEW}\n\n**Summary of changes**\n\n{TABLE}"
    assert table_article(reply, "T", EN) == f"{NEW}\n\n**Summary of changes**\n"


def test_a_table_of_changes_with_no_paragraph_beside_it_is_refused() -> None:
    # Session 54: a row quoting the article's own words (here "read or sleep", once in it) is
    # placed there (app/editing/formats/changes_table.py); one quoting none is still refused.
    placed = table_article(f"**Summary of changes**\n\n{TABLE}", "T", EN)
    assert placed == "\n\n".join(
        ["T", EN[0], EN[1].replace("read or sleep", "read, doze or stare at the gulls"), EN[2]]
    )
    unplaced = TABLE.replace("read or sleep", "nap or chat")
    with pytest.raises(Refused, match="table"):
        table_article(f"**Summary of changes**\n\n{unplaced}", "T", EN)
