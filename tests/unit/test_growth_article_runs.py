"""A turn on an article holding a long run of figures ("7 7 7 …", "7,7,7,…", "7.7.7.…") or of
dots is judged in time linear in the run. A check of each figure read the whole paragraph
again (spaced figures: 20,000 characters 6.9 s of a turn), and three patterns read from every
character of a run to its end: a figure's period ("£240 a year", after each comma), a web
address (after each dot), a sentence's stop (from each dot) and a clock time in Chinese
numerals (from each numeral) (session 27, growth). The
bounds are generous; the old code took minutes at these lengths. bench/long_runs.py prints
the cost."""

import pytest

from app.editing.facts import lost_figures
from app.editing.figures import restore_figures
from app.editing.judge import EditRequest, Revised
from app.editing.periods import _rates
from app.editing.units import sentence_spans
from tests.unit.cpu import timed_cpu
from tests.unit.judging import judged


@pytest.mark.parametrize("unit", ["7 ", "7,", "7.", ".", "一"])
def test_a_turn_on_an_article_with_a_long_run_is_applied_quickly(unit: str) -> None:
    body = "Start " + unit * 4_000 + " end."
    reply = body.replace("end.", "the finish.") + "\n\nA new closing line."
    (verdict, _call), seconds = timed_cpu(
        lambda: judged(EditRequest("T", body, ["make it livelier"], 1), f"T\n\n{reply}")
    )
    assert isinstance(verdict, Revised)
    assert "the finish." in verdict.body and verdict.body.endswith("A new closing line.")
    assert seconds < 5  # about 0.1 s; the old code: 0.3 to 8 s (commas)


def test_figures_of_a_long_paragraph_are_each_looked_up_once() -> None:
    before = "Prices: " + "£7 " * 30_000 + "and 4 January."
    after = before.replace("4 January", "January 4")
    restored, seconds = timed_cpu(lambda: restore_figures(before, after))
    assert restored == before  # the writer's own way of writing the date, put back
    assert seconds < 5  # about 0.1 s; the old code: minutes


def test_periods_stops_and_addresses_after_long_runs_are_read_quickly() -> None:
    rates, seconds = timed_cpu(lambda: _rates("7," * 30_000 + " then £240 a year, 25 per month"))
    assert rates == {"240": {"year"}, "25": {"month"}}
    spans, more = timed_cpu(lambda: sentence_spans("Start" + "." * 60_000 + "end. Next one!"))
    assert spans == [(0, 60_010), (60_010, 60_019)]  # dots inside a word end no sentence
    text = "7." * 30_000 + " see example.com."
    kept, most = timed_cpu(lambda: restore_figures(text, text.replace("example.com", "x.org")))
    assert kept.endswith("see x.org.")  # a new address is the model's, not put back
    assert seconds + more + most < 5  # about 0.05 s; the old patterns: minutes


def test_clock_times_after_a_long_run_of_numerals_are_read_quickly() -> None:
    run = "一" * 200_000
    lost, seconds = timed_cpu(
        lambda: lost_figures(f"{run}，早上七点开门，9点关门。", "早上七点开门。")
    )
    assert lost == ["9点"]  # 七点 is kept
    assert seconds < 5  # about 0.1 s; the old pattern: about 30 s
