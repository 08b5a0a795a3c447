"""How long the change description takes on a paragraph holding a long run of letters with
no space (a pasted hash, "hahaha…", a URL-safe blob).

Widening a change to whole words searched for the letters a text ends with by trying every
start in the run before it: a 20,000-letter run took seconds on the event loop and 200,000
froze the server for minutes (session 25 faults). This prints the CPU seconds of
`diff_text` + `diff_stats` for one word changed after runs of growing length, and the ratio
between the longest and the shortest (linear: about the length ratio; quadratic: its square).

    .venv/bin/python bench/letter_runs.py [--sizes 2000 20000 200000] [--unit x]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.domain.diff import diff_stats, diff_text  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[2000, 20000, 200000])
    parser.add_argument("--unit", default="x", help="what the run repeats (x, ha, ab1)")
    args = parser.parse_args()
    seconds = []
    for size in args.sizes:
        run = (args.unit * (size // len(args.unit) + 1))[:size]
        before, after = f"{run} twenty, then more.", f"{run} thirty, then more."
        start = time.process_time()
        for _ in range(3):
            diff_stats(before, after, diff_text(before, after))
        seconds.append((time.process_time() - start) / 3)
        print(f"run of {size:>7,} letters: {seconds[-1] * 1000:8.2f} ms CPU")
    if len(seconds) > 1 and seconds[0] > 0:
        ratio = seconds[-1] / seconds[0]
        growth = args.sizes[-1] / args.sizes[0]
        print(f"longest/shortest: {ratio:.1f}x the time for {growth:.0f}x the letters")


if __name__ == "__main__":
    main()
