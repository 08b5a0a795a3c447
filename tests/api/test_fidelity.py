"""The fidelity corpus through the HTTP API: the model server answers each case's replies,
and what Redline saved (or refused, or said) must be what a careful editor would have done."""

from pathlib import Path

import pytest

from app.testing.fidelity import load_cases, run_all

CORPUS = Path(__file__).resolve().parents[1] / "data" / "fidelity"
REQUIRED_PASS_RATE = 0.98


def test_fidelity_corpus_passes_with_no_silent_loss() -> None:
    cases = load_cases(CORPUS)
    if not cases:
        pytest.skip("no fidelity cases yet in tests/data/fidelity")
    results = run_all(cases)
    failing = [f"{r.id} ({r.kind}): {r.happened}" for r in results if not r.passed]
    losses = [r.id for r in results if r.silent_loss]
    assert not losses, f"silent losses: {losses}"
    rate = sum(r.passed for r in results) / len(results)
    assert rate >= REQUIRED_PASS_RATE, (
        f"pass rate {rate:.1%} of {len(results)} cases; failing:\n" + "\n".join(failing)
    )
