"""tests/fidelity_runs.awaited: a corpus another worker is running is waited for, not run
twice; one nobody runs (or whose run never saves) is handed back as None at once or after the
patience, so the asker runs it itself."""

from __future__ import annotations

import pytest

from app.testing.fidelity import CaseResult
from tests import fidelity_runs

RESULT = CaseResult("c1", "kind", "zh", True, False, "[error] 没有保存。", 1, "error", "没有保存。")


class Clock:
    """A clock that moves only when slept on; saves the results at the given sleep."""

    def __init__(self, factory: pytest.TempPathFactory, corpus: str, saved_at: int | None):
        self.now, self.sleeps = 0.0, 0
        self.factory, self.corpus, self.saved_at = factory, corpus, saved_at

    def sleep(self, seconds: float) -> None:
        self.now += seconds
        self.sleeps += 1
        if self.sleeps == self.saved_at:
            fidelity_runs.save(self.factory, self.corpus, [RESULT])

    def time(self) -> float:
        return self.now


def test_results_saved_while_waiting_are_read(tmp_path_factory: pytest.TempPathFactory) -> None:
    clock = Clock(tmp_path_factory, "fidelity_s48_waited", saved_at=5)
    got = fidelity_runs.awaited(
        tmp_path_factory, "fidelity_s48_waited", True, sleep=clock.sleep, clock=clock.time
    )
    assert got == [RESULT]
    assert clock.sleeps == 5


def test_results_already_saved_are_read_without_waiting(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    fidelity_runs.save(tmp_path_factory, "fidelity_s48_done", [RESULT, RESULT])
    clock = Clock(tmp_path_factory, "fidelity_s48_done", saved_at=None)
    got = fidelity_runs.awaited(
        tmp_path_factory, "fidelity_s48_done", True, sleep=clock.sleep, clock=clock.time
    )
    assert got == [RESULT, RESULT]
    assert clock.sleeps == 0


def test_a_corpus_nobody_runs_is_not_waited_for(tmp_path_factory: pytest.TempPathFactory) -> None:
    clock = Clock(tmp_path_factory, "fidelity_s48_nobody", saved_at=None)
    got = fidelity_runs.awaited(
        tmp_path_factory, "fidelity_s48_nobody", False, sleep=clock.sleep, clock=clock.time
    )
    assert got is None
    assert clock.sleeps == 0


def test_a_run_that_never_saves_is_given_up_after_the_patience(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    clock = Clock(tmp_path_factory, "fidelity_s48_never", saved_at=None)
    got = fidelity_runs.awaited(
        tmp_path_factory,
        "fidelity_s48_never",
        True,
        patience=30,
        sleep=clock.sleep,
        clock=clock.time,
    )
    assert got is None
    assert 30 <= clock.now <= 30.5  # polled every half second until the patience ran out
