"""A writer's message holding a long run of letters (a pasted hash, "hahaha…"), of one other
character, or of Chinese numerals is judged in time linear in the run. Three patterns read the
message from every character of such a run, each reading to its end: the function a message
names (render 函数, "the rota function": 8,000 letters took 15 s of a turn's CPU), the code
tokens it names ("--strict", "1.22": 2.4 s) and the Chinese figures it states (8,000 numerals:
8 s) (session 27, growth). The bounds are generous; the old patterns took minutes at these
lengths. bench/long_runs.py --where message prints the cost."""

import pytest

from app.editing.beside import block_named
from app.editing.commands import _CODE_TOKEN
from app.editing.facts import facts_of
from app.editing.judge import EditRequest, Revised
from tests.unit.cpu import timed_cpu
from tests.unit.judging import judged

CODE = [
    "The helper:",
    "```python\ndef rota(day):\n    return day\n```",
    "```js\nfunction other() {}\n```",
]


@pytest.mark.parametrize("run", ["a" * 40_000, "a.b" * 15_000, "x1" * 20_000])
def test_a_function_named_after_a_long_run_of_letters_is_found_quickly(run: str) -> None:
    for said in (f"{run} Add a docstring to the rota function", f"{run} 给 rota 函数加注释"):
        block, seconds = timed_cpu(lambda: block_named(said, CODE))  # noqa: B023
        assert block == {1}
        assert seconds < 5  # about 0.01 s; the old patterns: minutes


def test_code_tokens_after_a_long_run_are_read_quickly() -> None:
    tokens, seconds = timed_cpu(
        lambda: _CODE_TOKEN.findall("!" * 60_000 + " keep --strict and 1.22")
    )
    assert tokens == ["--strict", "1.22"]
    assert seconds < 5  # about 0.01 s; the old pattern: minutes


def test_chinese_figures_after_a_long_run_of_numerals_are_read_quickly() -> None:
    run = "一" * 40_000
    facts, seconds = timed_cpu(lambda: facts_of(f"周一{run}点半，三点半五个人，每天{run}"))
    assert set(facts) == {"周一", f"{run}点半", "三点半", "五", "每天"}  # 周一 then the run
    assert seconds < 5  # about 0.01 s; the old pattern: minutes


def test_a_turn_on_a_long_message_of_numerals_is_judged() -> None:
    body = "The article starts here.\n\nIt has an end."
    request = EditRequest("T", body, ["Make it livelier. " + "一" * 20_000], 1)
    reply = "The article starts here.\n\nIt has a lively end."
    (verdict, _call), seconds = timed_cpu(lambda: judged(request, f"T\n\n{reply}"))
    assert isinstance(verdict, Revised)
    assert seconds < 5  # about 0.2 s; the old pattern: a minute
