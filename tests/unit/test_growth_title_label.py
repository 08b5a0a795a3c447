"""A title line holding a long run of spaces is cleaned of labels in time linear in the run.
The label pattern read the spaces after "Title" with three \\s* in a row, each split of the run
tried: 200 spaces 0.013 s, 2,000 spaces 57 s of a turn (session 28, growth)."""

from app.editing.formats.full import clean_title
from tests.unit.cpu import timed_cpu


def test_a_title_with_a_long_run_of_spaces_is_cleaned_quickly() -> None:
    line = "# Title" + " " * 100_000 + "word"
    (title, marked), seconds = timed_cpu(lambda: clean_title(line, "Old"))
    assert title == "Title" + " " * 100_000 + "word" and marked
    assert seconds < 5  # about 0.01 s; the old pattern: hours
    assert clean_title("**Title (revised)**:  Spring fair", "Old") == ("Spring fair", True)
