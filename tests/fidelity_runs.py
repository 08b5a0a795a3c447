"""The fidelity corpora's results, kept for the rest of the test run once a corpus has run.

tests/api/test_fidelity.py runs every corpus through the app; tests/browser/test_s23_words.py
needs the replies of the same cases (to ask words.js for each sentence of the server's) and
running them again cost it 80 s. So the first saves each corpus's results in a folder that
every pytest-xdist worker of this run shares, and the second reads them there. A corpus with
no results saved yet (a worker still on it, or a test file run alone) is run by whoever needs
it: the results are the same either way, only the time differs. A corpus another worker is
running at that moment is waited for (`awaited`), not run a second time. Nothing outlives the
run's temporary folder.
"""

from __future__ import annotations

import dataclasses
import json
import os
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from app.testing.fidelity import CaseResult


def _folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """This run's folder for results: under xdist, the base the workers' own folders share."""
    base = tmp_path_factory.getbasetemp()
    shared = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    folder = shared / "fidelity-results"
    folder.mkdir(exist_ok=True)
    return folder


def save(tmp_path_factory: pytest.TempPathFactory, corpus: str, results: list[CaseResult]) -> None:
    """Keep a corpus's results, in case order, for the other tests of this run."""
    path = _folder(tmp_path_factory) / f"{corpus}.json"
    written = path.with_suffix(f".{os.getpid()}.part")
    written.write_text(json.dumps([dataclasses.asdict(result) for result in results]))
    written.replace(path)  # whole or absent for a reader in another worker


def saved(tmp_path_factory: pytest.TempPathFactory, corpus: str) -> list[CaseResult] | None:
    """A corpus's results if a test of this run saved them, in case order; else None."""
    path = _folder(tmp_path_factory) / f"{corpus}.json"
    if not path.exists():
        return None
    return [CaseResult(**fields) for fields in json.loads(path.read_text())]


def awaited(
    tmp_path_factory: pytest.TempPathFactory,
    corpus: str,
    coming: bool,
    patience: float = 300,
    sleep: Callable[[float], None] = time.sleep,
    clock: Callable[[], float] = time.monotonic,
) -> list[CaseResult] | None:
    """A corpus's results once saved; when `coming` (another worker of this run has its test
    under way), waited for up to `patience` seconds. None: whoever asks runs it."""
    deadline = clock() + patience
    while True:
        results = saved(tmp_path_factory, corpus)
        if results is not None or not coming or clock() >= deadline:
            return results
        sleep(0.5)
