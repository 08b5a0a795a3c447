"""A paragraph holding a long run of mixed stops ("!.!.!.") or of exclamation marks before a
quote the sentence goes on after ('!!!!" and') is split into sentences in time linear in the
run. The first branch of the stop pattern was tried from each dot of "!.!.!." (the second took
each "!" alone) and from each mark of '!!!!" and', each time reading the rest of the run: 16,000
marks 2.6 s and 7.5 s, 100,000 minutes (session 28, growth)."""

import pytest

from app.editing.units import sentence_spans
from tests.unit.cpu import timed_cpu


@pytest.mark.parametrize("marks", ["!.", "?.", ".!", "!?."])
def test_a_long_run_of_mixed_stops_is_split_quickly(marks: str) -> None:
    run = marks * (100_000 // len(marks))
    spans, seconds = timed_cpu(lambda: sentence_spans(f"Start{run}end. Next one."))
    text = f"Start{run}end. Next one."
    # each "!" or "?" before a dot ends a sentence there, the dot opening the next one
    assert len(spans) == run.count(".") + 2
    assert [text[a:b] for a, b in spans][-2:] == [
        ".end. " if marks.endswith(".") else "end. ",
        "Next one.",
    ]
    assert "".join(text[a:b] for a, b in spans) == text
    assert seconds < 5  # about 0.03 s; the old pattern: minutes


def test_a_long_run_of_marks_before_a_quote_going_on_is_split_quickly() -> None:
    text = "Start" + "!" * 100_000 + '" and so on. Done.'
    spans, seconds = timed_cpu(lambda: sentence_spans(text))
    assert [text[a:b] for a, b in spans][-1] == "Done."
    assert seconds < 5  # about 0.01 s; the old pattern: minutes


def test_the_dot_after_a_chinese_stop_and_marks_still_ends_its_own_sentence() -> None:
    # the second branch takes "…!?", the dot is read once more by itself, as before
    text = '好…!?." 下一句。'
    assert [text[a:b] for a, b in sentence_spans(text)] == ["好…!?", '." ', "下一句。"]
    glued = "好…!?.下一句。"
    assert [glued[a:b] for a, b in sentence_spans(glued)] == ["好…!?", ".下一句。"]
