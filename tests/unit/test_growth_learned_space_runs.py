"""A writer's manual edit of an article whose first line holds a long run of spaces or tabs
is learnt from in time linear in the run. Whether the body opens on a heading line tried the
heading's end at each character of the run, and from each read the rest of the run again:
32,000 tabs took 10 s of the learner's CPU (session 27, growth). The bounds are generous; the
old pattern took minutes at these lengths."""

import pytest

from app.style.signals import _opening_heading, measure
from tests.unit.cpu import timed_cpu


@pytest.mark.parametrize("space", [" ", "\t", " \t"])
def test_a_first_line_with_a_long_run_of_spaces_is_measured_quickly(space: str) -> None:
    body = "Start" + space * 200_000 + "end\n\nThe first paragraph. It has two sentences."
    metrics, seconds = timed_cpu(lambda: measure("T", body))
    assert metrics.heading_words == 2 and metrics.sentences == 2
    assert seconds < 5  # about 0.1 s; the old pattern: a minute or more


def test_the_heading_line_is_read_as_before() -> None:
    text = "Release 4.12: Faster exports  \t\n \nThe exports are faster now. Try them."
    assert _opening_heading(text) == ("Release 4.12: Faster exports", text[text.index("The") :])
    assert _opening_heading(" \n\nA line\n\nMore.") == ("A line", "More.")
    assert _opening_heading("One line. With a stop.\n\nMore.") is None
