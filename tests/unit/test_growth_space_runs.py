"""A turn on an article holding a long run of tabs or spaces is judged in time linear in the
run. The paragraph split (a blank line, spaces or tabs allowed on it) and the "(Revised)" a
model appends to a title tried a match from every character of the run, each reading to its
end: 20,000 tabs took 15 s of a turn's CPU (session 26 faults). The bounds below are generous;
the old patterns took minutes at these lengths. bench/long_runs.py prints the cost."""

import pytest

from app.editing.formats.full import clean_title
from app.editing.judge import EditRequest, Revised
from app.editing.units import split_paragraphs
from tests.unit.cpu import timed_cpu
from tests.unit.judging import judged


@pytest.mark.parametrize("space", ["\t", " "])
def test_a_turn_on_an_article_with_a_long_run_of_space_is_applied_quickly(space: str) -> None:
    body = "Start" + space * 20_000 + "end."
    reply = body.replace("end.", "the finish.") + "\n\nA new closing line."
    (verdict, _call), seconds = timed_cpu(
        lambda: judged(EditRequest("T", body, ["make it livelier"], 1), f"T\n\n{reply}")
    )
    assert isinstance(verdict, Revised) and verdict.body == reply
    assert seconds < 5  # about 0.3 s; the old patterns: minutes


@pytest.mark.parametrize("space", ["\t", " ", " \t"])
def test_paragraphs_beside_a_long_run_of_space_split_as_before(space: str) -> None:
    run = space * 50_000
    text = f"One{run}two{run}\n{run}\nThree\nfour{run}"
    paragraphs, seconds = timed_cpu(lambda: split_paragraphs(text))
    assert paragraphs.texts == [f"One{run}two", "Three\nfour" + run]
    assert paragraphs.separators == [f"{run}\n{run}\n"]
    single, more = timed_cpu(lambda: split_paragraphs(f"甲{run}\n乙{run}"))
    assert single.texts == ["甲", f"乙{run}"]
    assert seconds + more < 5  # a first call compiles patterns; under load CPU time stretches


def test_a_title_with_a_long_run_of_space_is_read_quickly() -> None:
    run = " " * 50_000
    (title, marked), seconds = timed_cpu(
        lambda: clean_title(f"Old title{run}(Revised)", "Old title")
    )
    assert (title, marked) == ("Old title", True)
    (same, _), more = timed_cpu(lambda: clean_title(f"New{run}title", "Old title"))
    assert same == f"New{run}title"
    assert seconds + more < 5  # a first call compiles patterns; under load CPU time stretches
