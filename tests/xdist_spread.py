"""`--dist loadfile` with the long parametrized sweeps handed out one test at a time.

`make test` gives pytest-xdist's workers whole files, in collection order (module fixtures,
servers and the browser-last order stay within one worker). Two files are each a list of
independent corpora, one parametrized test per corpus, and run for minutes as one unit:
tests/api/test_fidelity.py (every fidelity corpus through the app) and
tests/unit/test_style_eval.py (every labelled style set); tests/api/test_contract_fuzz.py's
operations are dealt into a few items for the same reason. Here each of their tests is a unit
of its own, so whichever worker is free takes the next corpus; every other file is still one
unit, and the order of units is unchanged. The tests and what they check are the same.
"""

from __future__ import annotations

from xdist.scheduler import LoadFileScheduling

# Files whose tests share no module state and are each long enough to be worth a unit.
SPREAD = frozenset(
    {
        "tests/api/test_fidelity.py",
        "tests/unit/test_style_eval.py",
        "tests/api/test_contract_fuzz.py",
    }
)


class SpreadFileScheduling(LoadFileScheduling):
    """Whole files as units, except the files in SPREAD: one unit per test."""

    def _split_scope(self, nodeid: str) -> str:
        path = nodeid.split("::", 1)[0]
        return nodeid if path in SPREAD else path
