"""A turn on an article holding a long run of blank lines (CRLF too) is judged in time linear
in the run. Three patterns reading a line's start (an option's label, a quoted line, a
<title> line) tried a match from every line of the run, each reading to its end: 4,000 line
breaks took 0.6 s of a turn's CPU, 20,000 took 13 s (session 26 faults). The bounds below are
generous; the old patterns took minutes at these lengths. bench/long_runs.py prints the cost."""

import pytest

from app.editing.choices import offers_choice
from app.editing.formats.leaks import without_leaks
from app.editing.judge import EditRequest, Revised
from tests.unit.cpu import timed_cpu
from tests.unit.judging import judged


@pytest.mark.parametrize("eol", ["\n", "\r\n"])
def test_a_turn_on_an_article_with_a_long_run_of_line_breaks_is_applied_quickly(eol: str) -> None:
    body = "Start" + eol * 20_000 + "end."
    reply = body.replace("end.", "the finish.") + "\n\nA new closing line."
    (verdict, _call), seconds = timed_cpu(
        lambda: judged(EditRequest("T", body, ["make it livelier"], 1), f"T\n\n{reply}")
    )
    assert isinstance(verdict, Revised)
    assert "the finish." in verdict.body and verdict.body.endswith("A new closing line.")
    assert seconds < 5  # about 0.5 s; the old patterns: minutes


@pytest.mark.parametrize("eol", ["\n", "\r\n", "\n \n"])
def test_options_after_a_long_run_of_blank_lines_are_still_an_offer(eol: str) -> None:
    run = eol * 50_000
    reply = f"Here you go.{run}**Option 1:** Short.{run}> Option 2: Long.\n\nWhich do you prefer?"
    offered, seconds = timed_cpu(lambda: offers_choice(reply, "The article."))
    assert offered
    plain, more = timed_cpu(lambda: offers_choice(f"Which do you prefer?{run}Nothing else.", "x"))
    assert not plain
    assert seconds + more < 5  # a first call compiles patterns; under load CPU time stretches


def test_a_quoted_line_after_a_long_run_of_blank_lines_is_read_quickly() -> None:
    run = "\n" * 100_000
    reply = "> Thinking: the writer wants more life.\n\nThe article, livelier."
    kept, seconds = timed_cpu(lambda: without_leaks(reply, f"Start{run}> A quote.{run}end."))
    assert kept == reply  # the article quotes lines itself: a quoted line is not thinking
    dropped, more = timed_cpu(lambda: without_leaks(reply, f"Start{run}end."))
    assert dropped.strip() == "The article, livelier."
    assert seconds + more < 5  # a first call compiles patterns; under load CPU time stretches
