"""Hostile runs of space and of opening quotes reach the offline rules and the judge in time
linear in the run (session 35, the attacker). A pattern that started a match at every space
of a run and read each to its end — the steps joined by "and" in a message, the spaces tidied
around a removed emoji or word — or at every “ of a line with no ” after it, took the square
of the run: 20,000 spaces in a message cost 4 s of the rules' CPU, 20,000 in the article 18 s
(500,000 allowed: hours), a line of 10,000 “ 2.6 s of the judge's. bench/redos.py prints the
cost of every entry point; the bounds below are generous (the old code missed them by far)."""

import pytest

from app.editing.dialogue_turns import given_lines, swapped_turns
from app.editing.judge import EditRequest, Revised
from app.editing.new_quotes import invented_quotes
from app.editing.quoted import without_examples
from app.editing.rules import apply_all
from tests.unit.cpu import timed_cpu
from tests.unit.judging import judged

BODY = "We waited twenty minutes.\n\nThe bus never came."
EDITED = "We waited thirty minutes.\n\nThe bus never came."
SPACES = [" ", "\t", "\u3000", "\u00a0"]
TIDIED = {
    "A 😀   😀\t x.\n\nB": "A x.\n\nB",
    "A 😀\u3000😀 b": "A  b",  # the ideographic space parts two runs: a space for each
    "a😀\u3000 😀b": "a b",
    "x 😀\t\u3000 y": "x y",
    "甲 😀 乙": "甲乙",
    "(😀 a)": "(a)",
    "   😀 indented": "   indented",
    "word😀, next": "word, next",
}


@pytest.mark.parametrize("space", SPACES)
def test_a_message_with_a_long_run_of_space_is_read_by_the_rules_quickly(space: str) -> None:
    run = space * 20_000
    said = f"delete paragraph 2{run}and replace “A” with “Z”"
    result, seconds = timed_cpu(lambda: apply_all("T", "A b\n\nC", [said]))
    assert result is not None and result.body == "Z b"
    nothing, more = timed_cpu(lambda: apply_all("T", "A b\n\nC", [f"Make{run}it better."]))
    assert nothing is None
    assert seconds + more < 1  # about 0.01 s; 4 s before


@pytest.mark.parametrize("space", [" ", "\t", "\u3000"])
def test_an_emoji_beside_a_long_run_of_space_is_removed_quickly(space: str) -> None:
    run = space * 50_000
    body = f"A 😀{run}x.\n\nB{run}😀 end.\n\n{run}No emoji here."
    result, seconds = timed_cpu(lambda: apply_all("T", body, ["remove emoji"]))
    assert result is not None
    assert result.body == f"A x.\n\nB end.\n\n{run}No emoji here."
    assert seconds < 5  # about 0.1 s; minutes before
    for short, tidied in TIDIED.items():  # the spaces around short runs, as before
        result = apply_all("T", short, ["remove emoji"])
        assert result is not None and result.body == tidied, short


def test_a_word_deleted_beside_a_long_run_of_space_keeps_the_run() -> None:
    run = "\u3000" * 50_000
    body = f"A {run}x twenty.\n\nThe bus never came."
    result, seconds = timed_cpu(lambda: apply_all("T", body, ['delete "twenty"']))
    assert result is not None and result.body == f"A {run}x.\n\nThe bus never came."
    assert seconds < 5


@pytest.mark.parametrize("opening", ["“", "「", "『", "‘", "["])
def test_a_line_of_opening_quotes_is_judged_quickly(opening: str) -> None:
    line = "Start " + opening * 60_000 + " end."
    body = f"We waited twenty minutes.\n\n{line}\n\nThe bus never came."
    reply = body.replace("never came", "did not come")
    request = EditRequest("The bus", body, ["make it livelier"], 1)
    (verdict, _call), seconds = timed_cpu(lambda: judged(request, f"The bus\n\n{reply}"))
    assert isinstance(verdict, Revised) and verdict.body == reply
    assert seconds < 5  # about 1 s; 60,000 “ took minutes, 60,000 [ 15 s


def test_quotes_are_still_read_beside_a_run_of_openers() -> None:
    before = "“Will you sing it again?” asked Nan.\n“Not tonight,” said Tom."
    after = "“Not tonight,” said Nan.\n“Will you sing it again?” asked Tom."
    run = "“" * 50_000
    (swapped, given), seconds = timed_cpu(
        lambda: (
            swapped_turns(f"{run}\n{before}", f"{run}\n{after}"),
            given_lines(f"{run}\n{before}", f"{run}\n{after}"),
        )
    )
    assert swapped == swapped_turns(before, after)
    assert given == given_lines(before, after) == ["Not tonight,", "Will you sing it again?"]
    quote = "“We will open the new library next spring,” said Lin."
    mayor = "Mayor Ana Lin spoke at the library on Monday."
    added, more = timed_cpu(
        lambda: invented_quotes(f"{run}\n\n{mayor}", f"{run}\n\n{mayor}\n\n{quote}")
    )
    assert added == invented_quotes(mayor, f"{mayor}\n\n{quote}") != []
    assert seconds + more < 5  # about 0.1 s; a minute before


def test_a_suggestion_quoting_thousands_of_words_is_read_quickly() -> None:
    said = "Keep " + "“a” " * 5_000 + "and end with a full stop, like “12.”"
    kept, seconds = timed_cpu(lambda: without_examples(said))
    assert kept == "Keep " + "“a” " * 5_000 + "and end with a full stop, like "
    request = EditRequest("T", BODY, ['Replace "twenty" with "thirty". ' + "“a” " * 4_900], 1)
    (verdict, _call), more = timed_cpu(lambda: judged(request, f"T\n\n{EDITED}"))
    assert isinstance(verdict, Revised) and verdict.body == EDITED
    assert seconds + more < 2  # about 0.3 s; 5.7 s before


@pytest.mark.parametrize("opening", ["“", "「", "『", "‘"])
def test_a_message_of_opening_quotes_is_read_by_the_rules_quickly(opening: str) -> None:
    said = "开始" + opening * 19_990 + "结束。"
    result, seconds = timed_cpu(lambda: apply_all("T", "十五个人。", [said]))
    assert result is None
    renamed = apply_all("T", "十五个人。", ["把“十五”改成“五十”"])
    assert renamed is not None and renamed.body == "五十个人。"
    assert seconds < 0.5  # about 0.01 s; 1 s before (the square of the run)
