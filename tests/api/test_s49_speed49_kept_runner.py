"""The fidelity sweep's runner kept from corpus to corpus (app/testing/fidelity.KeptRunner)
says of every case what a runner started for that corpus alone says, and starts afresh, on a
new data directory, once it has run its share of cases."""

from __future__ import annotations

from pathlib import Path

from app.testing.fidelity import KeptRunner, load_cases, run_all

DATA = Path(__file__).resolve().parents[1] / "data"


def test_a_kept_runner_judges_each_corpus_as_a_runner_of_its_own_does() -> None:
    corpora = [load_cases(DATA / name) for name in ("fidelity_dev12b", "fidelity_outside39")]
    assert all(corpora)
    kept = KeptRunner(renew_after=len(corpora[0]) + 1)
    try:
        first = kept.run_all(corpora[0])
        second = kept.run_all(corpora[1])
        assert kept.starts == 1  # one start for both: below its share
        third = kept.run_all(corpora[0])
        assert kept.starts == 2  # past its share: a new stub, apps and folder
    finally:
        kept.close()
    alone = [run_all(cases) for cases in corpora]
    assert first == alone[0] and third == alone[0]
    assert second == alone[1]
    # The same results, whole: each case's verdict, what happened, the reply and its calls.
    assert {result.passed for result in first + second} == {True}
    assert [result.id for result in second] == [case["id"] for case in corpora[1]]
