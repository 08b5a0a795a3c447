"""Edit fidelity figures: the corpus pass rate by kind, silent losses, the failing cases, and
the output tokens one edit costs on a long article in each edit format.

    .venv/bin/python bench/fidelity.py [--corpus tests/data/fidelity] [--verbose]
"""

from __future__ import annotations

import argparse
import logging
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.editing.tokens import estimate_tokens  # noqa: E402
from app.testing.fidelity import load_cases, run_all  # noqa: E402


def _by_kind(results: list) -> None:
    groups: dict[str, list] = defaultdict(list)
    for result in results:
        groups[result.kind].append(result)
    print(f"{'kind':32} {'pass':>9}")
    for kind in sorted(groups):
        passed = sum(r.passed for r in groups[kind])
        print(f"{kind:32} {passed:>4}/{len(groups[kind]):<4}")


def _tokens_per_edit() -> None:
    """One sentence changed in a 40-paragraph article: what each format makes the model write."""
    paragraphs = [
        f"Paragraph {n} walks through the harbour at dawn, when the boats come in and the gulls "
        f"argue over what the night left behind; it has a few sentences, like most do. "
        f"Then it ends with a line about number {n}."
        for n in range(1, 41)
    ]
    changed = paragraphs[19].replace("at dawn", "just before dawn")
    full = "Harbour notes\n\n" + "\n\n".join(paragraphs[:19] + [changed] + paragraphs[20:])
    blocks = (
        "<<<<<<< SEARCH\nParagraph 20 walks through the harbour at dawn,\n=======\n"
        "Paragraph 20 walks through the harbour just before dawn,\n>>>>>>> REPLACE"
    )
    print("\noutput tokens for one small edit on a 40-paragraph article (estimate):")
    print(f"  full rewrite: {estimate_tokens(full):>6}")
    print(f"  blocks:       {estimate_tokens(blocks):>6}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--corpus", type=Path, default=Path("tests/data/fidelity"))
    parser.add_argument("--verbose", action="store_true", help="also list passing cases")
    parser.add_argument("--only", nargs="*", default=None, help="run only these case ids")
    args = parser.parse_args()
    logging.getLogger("httpx").setLevel(logging.WARNING)
    cases = load_cases(args.corpus)
    if args.only:
        cases = [case for case in cases if case["id"] in args.only]
    if not cases:
        print(f"no cases in {args.corpus}")
        return
    started, cpu_started = time.perf_counter(), time.process_time()
    results = run_all(cases)
    elapsed = time.perf_counter() - started
    # Every thread of this process (the apps' loops, the judge's and the store's threads, the
    # stub model): on a shared machine the figure to compare between runs, not the wall time.
    cpu = time.process_time() - cpu_started
    passed = sum(r.passed for r in results)
    losses = [r for r in results if r.silent_loss]
    print(
        f"{passed}/{len(results)} passed ({passed / len(results):.1%}) in {elapsed:.1f} s "
        f"(CPU {cpu:.1f} s, {1000 * cpu / len(results):.0f} ms a case)"
    )
    print(f"silent losses: {len(losses)}")
    _by_kind(results)
    print("\nfailing:")
    for result in results:
        if not result.passed or args.verbose:
            mark = "LOSS " if result.silent_loss else ("ok   " if result.passed else "FAIL ")
            print(f"  {mark}{result.id} [{result.kind}, {result.calls} calls]: {result.happened}")
    _tokens_per_edit()


if __name__ == "__main__":
    main()
