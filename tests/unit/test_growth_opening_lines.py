"""A writer's manual edit of an article that opens on a long indent, or on a Markdown heading
holding a long run of spaces or #, is learnt from in time linear in the run. Whether the body
opens on a heading line tried the line from each space of the indent, reading it again each
time, and a Markdown heading's end was tried at each character of the run, each reading the
rest of it: 20,000 spaces took 6 s of the learner's CPU, 200,000 minutes (session 28, growth)."""

import pytest

from app.style.signals import _opening_heading, measure
from tests.unit.cpu import timed_cpu


@pytest.mark.parametrize("space", [" ", "\t", " \n", "\u3000"])
def test_a_long_indent_above_a_first_line_is_measured_quickly(space: str) -> None:
    body = space * 100_000 + "A first line\nthat goes on. And ends."
    metrics, seconds = timed_cpu(lambda: measure("T", body))
    assert metrics.heading_words == 0 and metrics.sentences == 3  # the line break ends one
    assert seconds < 5  # about 0.02 s; the old pattern: minutes


@pytest.mark.parametrize(("run", "words"), [(" ", 2), ("#", 1), (" #", 2)])
def test_a_markdown_heading_with_a_long_run_is_measured_quickly(run: str, words: int) -> None:
    body = "# Title" + run * 100_000 + "word\n\nThe body. It goes on."
    metrics, seconds = timed_cpu(lambda: measure("T", body))
    assert metrics.heading_words == words and metrics.sentences == 2
    assert seconds < 5  # about 0.02 s; the old pattern: minutes


def test_headings_below_an_indent_are_read_as_before() -> None:
    text = "    Release 4.12: Faster exports\n\nThe exports are faster now. Try them."
    assert _opening_heading(text) == ("Release 4.12: Faster exports", text[text.index("The") :])
    assert _opening_heading("  \t\n \n\nA line\n\nMore.") == ("A line", "More.")
    assert _opening_heading("   One line. With a stop.\n\nMore.") is None
    assert _opening_heading("#   新手训练计划 ##  \n\n第一周。") == ("新手训练计划", "第一周。")
