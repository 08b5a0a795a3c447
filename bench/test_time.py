"""Where `make test`'s time goes: per-folder and per-file totals from its JUnit XML.

`make test` writes test-results/junit.xml (pytest's `--junitxml`); each test case there has the
time its setup, call and teardown took. This sums them by folder and by file (the unit
pytest-xdist schedules under `--dist loadfile`), so a run that grew names the files that grew,
and a scheduling change can be judged against the longest file. The times are wall times in
the worker that ran the test: on a machine shared with other work they grow with its load.

    python bench/test_time.py [test-results/junit.xml] [--top 30]
"""

from __future__ import annotations

import argparse
import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path


def file_times(junit: Path) -> dict[str, tuple[float, int]]:
    """Each test file's summed test time in seconds, and its number of test cases."""
    totals: dict[str, list[float]] = defaultdict(lambda: [0.0, 0])
    for case in ET.parse(junit).getroot().iter("testcase"):
        # classname is the dotted module path and class: tests.api.test_x[.TestClass]
        parts = case.get("classname", "").split(".")
        modules = [i for i, part in enumerate(parts) if part.startswith("test_")]
        name = "/".join(parts[: modules[0] + 1]) + ".py" if modules else ".".join(parts)
        totals[name][0] += float(case.get("time") or 0)
        totals[name][1] += 1
    return {name: (seconds, int(count)) for name, (seconds, count) in totals.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("junit", nargs="?", default="test-results/junit.xml", type=Path)
    parser.add_argument("--top", type=int, default=30, help="how many of the longest files")
    args = parser.parse_args()
    files = file_times(args.junit)
    folders: dict[str, list[float]] = defaultdict(lambda: [0.0, 0])
    for name, (seconds, count) in files.items():
        folder = name.rsplit("/", 1)[0]
        folders[folder][0] += seconds
        folders[folder][1] += count
    total = sum(seconds for seconds, _ in files.values())
    print(f"{'folder':<40} {'tests':>6} {'seconds':>9} {'share':>6}")
    for folder, (seconds, count) in sorted(folders.items(), key=lambda item: -item[1][0]):
        print(f"{folder:<40} {int(count):>6} {seconds:>9.1f} {seconds / total:>6.1%}")
    print(f"{'all':<40} {sum(c for _, c in files.values()):>6} {total:>9.1f}")
    print(f"\nthe {args.top} longest files")
    longest = sorted(files.items(), key=lambda item: -item[1][0])[: args.top]
    for name, (seconds, count) in longest:
        print(f"{seconds:>8.1f} s {count:>5} tests  {name}")


if __name__ == "__main__":
    main()
