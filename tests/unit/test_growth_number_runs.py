"""A writer's message holding a long run of digits (or of Chinese numerals) is read for its
limits in time linear in the run. Three patterns reading a number ("no sentence over 20
words", 最多两三行, "10% off each price") tried \\d+ from every digit of the run, each reading
to its end: 4,000 digits took 5.9 s (ceilings), 2.6 s (reversals' ceilings) and 20,000 digits
3 s (shifted prices) (session 27, growth). The bounds below are generous; the old patterns
took minutes at these lengths."""

import pytest

from app.editing.figures import shifted_figures
from app.style.ceilings import limits_set
from app.style.reversals import _counted
from tests.unit.cpu import timed_cpu


@pytest.mark.parametrize("digit", ["7", "一"])
def test_limits_after_a_long_run_of_digits_are_read_quickly(digit: str) -> None:
    run = digit * 20_000
    limits, seconds = timed_cpu(lambda: limits_set(f"{run} no sentence over 20 words"))
    assert [(d, v) for _at, d, v in limits] == [("sentence_length", "shorter")]
    counted, more = timed_cpu(lambda: _counted(f"{run}, three lines tops", "", None))
    assert [(d, v) for _s, _e, d, v in counted] == [("paragraph_length", "shorter")]
    assert seconds + more < 5  # about 0.05 s; the old patterns: minutes


def test_a_price_cut_after_a_long_run_of_digits_is_read_quickly() -> None:
    run = "7" * 40_000
    paragraphs = ["Lunch is £12.", "Dinner is £20."]
    shifted, seconds = timed_cpu(lambda: shifted_figures(f"{run} 10% off each price", paragraphs))
    assert shifted == {(0, 0), (1, 0)}
    assert shifted_figures(f"{run}% off each price", paragraphs) == {(0, 0), (1, 0)}
    assert seconds < 5  # about 0.01 s; the old pattern: a minute
