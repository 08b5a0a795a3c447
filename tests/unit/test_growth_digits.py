"""A turn on an article holding a long run of digits (a pasted number, an ID, a row of 7s) is
judged in time linear in the run. The figure patterns (a price's period, a price before 元, a
web address) tried a match from every digit of the run, each reading to its end: 2,000 digits
took 1.5 s of a turn's CPU, 20,000 froze the worker (session 26 faults). The bounds below are
generous; the old patterns took minutes at these lengths. bench/long_runs.py prints the cost."""

from app.editing.figures import restore_figures
from app.editing.judge import EditRequest, Revised
from app.editing.periods import changed_periods
from tests.unit.cpu import timed_cpu
from tests.unit.judging import judged

RUN = "7" * 100_000


def test_a_turn_on_an_article_with_a_long_digit_run_is_applied_quickly() -> None:
    body = "Start " + "7" * 20_000 + " end."
    reply = body.replace("end.", "the finish.") + "\n\nA new closing line."
    (verdict, _call), seconds = timed_cpu(
        lambda: judged(EditRequest("T", body, ["make it livelier"], 1), f"T\n\n{reply}")
    )
    assert isinstance(verdict, Revised) and verdict.body == reply
    assert seconds < 5  # about 0.3 s; the old patterns: minutes


def test_a_period_changed_after_a_long_digit_run_is_still_found() -> None:
    before = f"Start {RUN} end. It costs 240 a year, or 每年1200元, or 30元/月."
    after = f"Start {RUN} the finish. It costs 240 a month, or 每月1200元, or 30元/周."
    found, seconds = timed_cpu(lambda: changed_periods(before, after))
    assert sorted(found) == [
        ("1200 per year", "1200 per month"),
        ("240 per year", "240 per month"),
        ("30 per month", "30 per week"),
    ]
    assert seconds < 5  # a first call compiles patterns; under load CPU time stretches


def test_figures_after_a_long_digit_run_are_written_the_writers_way_again() -> None:
    before = f"Start {RUN} end. It costs $4 a visit, 1,2345元 in all; see https://example.com/x."
    after = f"Start {RUN} the finish. It costs $4.00 a visit, 1,2345元 in all; see example.com/x."
    restored, seconds = timed_cpu(lambda: restore_figures(before, after))
    assert restored == after.replace("$4.00", "$4").replace("see example", "see https://example")
    assert seconds < 5  # a first call compiles patterns; under load CPU time stretches


def test_a_run_of_chinese_numerals_is_read_once_too() -> None:
    run = "一" * 100_000
    found, seconds = timed_cpu(
        lambda: changed_periods(f"{run}。每年两百元。", f"{run}。每月两百元。")
    )
    assert found == [("两百 per year", "两百 per month")]
    assert seconds < 5  # a first call compiles patterns; under load CPU time stretches
