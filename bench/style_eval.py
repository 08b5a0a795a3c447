"""Prints detection recall, resolution accuracy and false-positive rate of the style memory.

    .venv/bin/python bench/style_eval.py [-v] [path/to/scenarios.jsonl]

Goals: recall ≥ 95%, accuracy ≥ 90%, false positives ≤ 3% (tests/unit/test_style_eval.py keeps a
floor of 90 / 85 / 5). -v lists every failing scenario. A second, smaller set written
after the rules, tests/data/style_conflicts_holdout.jsonl, estimates how the rules generalise.
"""

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.style.evaluation import evaluate, load_scenarios  # noqa: E402

DEFAULT_SET = Path(__file__).resolve().parents[1] / "tests" / "data" / "style_conflicts.jsonl"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path", nargs="?", type=Path, default=DEFAULT_SET)
    parser.add_argument("-v", "--verbose", action="store_true", help="list failing scenarios")
    args = parser.parse_args()
    report = evaluate(load_scenarios(args.path))
    print(
        f"scenarios            {report.total} ({report.conflicts} conflicts, "
        f"{report.non_conflicts} not)"
    )
    print(f"detection recall     {report.recall:.1%} ({report.detected}/{report.conflicts})")
    print(f"resolution accuracy  {report.accuracy:.1%} ({report.correct}/{report.total})")
    print(
        f"false-positive rate  {report.false_positive_rate:.1%} "
        f"({report.false_positives}/{report.non_conflicts})"
    )
    for kind, n in sorted(report.by_kind.items()):
        print(f"  {kind:<16} {report.correct_by_kind[kind]}/{n} resolved as labelled")
    if args.verbose:
        for failure in report.failures:
            print(" -", failure)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
