"""A turn on an article whose Markdown heading holds a long run of spaces ("# Title      word")
is judged in time linear in the run. Two heading patterns tried the run from each of its spaces
and read the rest of it again each time: a heading's closing qualifier ("Timeline (UTC)") and a
heading's closing #s (20,000 spaces: 2.7 s of a turn; session 29). The bounds are generous;
bench/long_runs.py --kinds mdspaces prints the cost."""

from app.editing.drift import setext_as_atx
from app.editing.headings import _names
from app.editing.judge import EditRequest, Revised
from tests.unit.cpu import timed_cpu
from tests.unit.judging import judged


def test_a_turn_under_a_heading_holding_a_long_run_of_spaces_is_applied_quickly() -> None:
    body = "# Title" + " " * 40_000 + "word\n\nThe body. end."
    reply = body.replace("end.", "the finish.") + "\n\nA new closing line."
    (verdict, _call), seconds = timed_cpu(
        lambda: judged(EditRequest("T", body, ["make it livelier"], 1), f"T\n\n{reply}")
    )
    assert isinstance(verdict, Revised)
    assert verdict.body.startswith("# Title" + " " * 40_000 + "word\n\n")
    assert verdict.body.endswith("the finish.\n\nA new closing line.")
    assert seconds < 5  # about 0.2 s; the old code: 10 s


def test_headings_are_read_as_before() -> None:
    assert setext_as_atx("What you need\n-----", "## What you need ##")
    assert setext_as_atx("Results\n=======", "#   Results  ")
    assert not setext_as_atx("Results\n=======", "## Findings")
    assert not setext_as_atx("Results", "## Results")
    assert _names("shorten the timeline section", "Timeline (UTC)")
    assert _names("费用那一节再精简一点", "费用（参考）")
    assert not _names("shorten the timeline section", "Budget (draft)")
