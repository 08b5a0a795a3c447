"""A paragraph holding a long run of exclamation or question marks is split into sentences in
time linear in the run. The stop pattern took the marks one at a time and, for each, read the
rest of the run to see whether a quote the sentence goes on after follows it: 8,000 marks
took 0.6 s of a turn, 200,000 minutes (session 27, growth)."""

import pytest

from app.editing.units import sentence_spans
from tests.unit.cpu import timed_cpu


@pytest.mark.parametrize("mark", ["!", "?", "!?"])
def test_a_long_run_of_exclamation_marks_is_split_quickly(mark: str) -> None:
    run = mark * 100_000
    spans, seconds = timed_cpu(lambda: sentence_spans(f"Start{run}end. Next one."))
    assert spans == [
        (0, 5 + len(run)),
        (5 + len(run), 10 + len(run)),
        (10 + len(run), 19 + len(run)),
    ]
    assert seconds < 5  # about 0.01 s; the old pattern: minutes


def test_a_quoted_question_the_sentence_goes_on_after_still_ends_no_sentence() -> None:
    text = 'It saves a lot of "who is picking up whom?!" messages. Done!!! Yes?'
    assert [text[a:b] for a, b in sentence_spans(text)] == [
        'It saves a lot of "who is picking up whom?!" messages. ',
        "Done!!! ",
        "Yes?",
    ]
