"""How long the judge takes on a turn whose article holds a long run of one kind of character
(digits, tabs, spaces, line breaks) or many short lines (a numbered list).

Patterns that tried a match from every character of a run, each reading to its end, and a
check comparing every line of the reply with every line of the article, made these turns
grow with the square of the run: 20,000 digits froze the worker, 20,000 tabs took 15 s of
CPU (session 26 faults). This prints the CPU seconds of `judge_reply` for the fault's turn
("make it livelier": the run kept, "end." made "the finish.", a closing paragraph added) at
each size, and the ratio between the longest and the shortest (linear: about the size ratio).

Session 26, judge CPU at 2,000 / 20,000 characters, before → after the fixes:
  digits   1.47 s / minutes → 0.03 / 0.26 s      tabs     0.19 / 15.2 s → 0.04 / 0.31 s
  spaces   0.19 / 14.2 s → 0.04 / 0.32 s         newlines 0.18 / 13.4 s → 0.03 / 0.54 s
  numbered 1.05 s (4,000: 4.1 s) → 0.13 s (4,000: 0.29 s)

`--where learner` times the style learner instead (`observe`) on the same edit made by hand
(a manual revision); `--where message` the judge with the run in the writer's message (the
article short). Session 27 (growth), before → after, at 2,000 / 20,000:
  judge    numbered 0.08 / 2.24 s → 0.08 / 0.73 s (40,000: 1.28 s)
  learner  newlines 0.13 / 13.0 s → 0.001 / 0.015 s  crlf 0.07 / 6.4 s → 0.002 / 0.018 s
           tabs 0.008 / 0.61 s → 0.002 / 0.014 s     spaces 0.006 / 0.42 s → 0.002 / 0.013 s
  message  digits 0.04 / 2.7 s → 0.02 / 0.14 s     letters 0.19 / 17.5 s → 0.014 / 0.11 s
  judge    spaced 0.11 / 6.9 s → 0.04 / 0.35 s      commas 0.54 / 51.5 s → 0.04 / 0.22 s
           dotted 0.05 / 2.5 s → 0.02 / 0.20 s      dots 0.28 / (8,000) 2.7 s → 0.02 / 0.18 s
           numerals 0.22 / 20.0 s → 0.02 / 0.15 s      bangs 0.07 / 5.3 s → 0.02 / 0.17 s
Session 28 (growth), before → after, at 2,000 / 20,000:
  judge    bangdots 0.14 / 12.5 s → 0.018 / 0.17 s   bangquote 0.25 / 23.5 s → 0.013 / 0.11 s
           quoteword 0.055 / 3.5 s → 0.026 / 0.24 s  nested 0.038 / 1.7 s → 0.021 / 0.20 s
           openers 0.046 / 2.2 s → 0.024 / 0.21 s
           quotespaces (--sizes 100 200 300) 0.20 / 2.2 / 8.3 s → 0.004 / 0.005 / 0.005 s
             (2,000 / 20,000 now 0.016 / 0.12 s; before, 1,000 spaces took minutes)
  learner  indent 0.063 / 6.0 s → 0.002 / 0.016 s   mdspaces 0.069 / 7.0 s → 0.001 / 0.009 s
Session 29, before → after, at 2,000 / 20,000:
  judge    mdspaces 0.039 / 2.68 s → 0.013 / 0.10 s   paras 0.054 / 1.9 s → 0.041 / 0.43 s
  (30 other runs tried — CJK stops, full-width spaces, emoji, brackets, pipes, list and quote
  lines — judge, learner and message: all linear)

    .venv/bin/python bench/long_runs.py [--sizes 2000 20000] [--kinds digits tabs ...]
                                        [--where article|learner|message]
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.domain.models import LLMCall, PromptMessage, RevisionRecord  # noqa: E402
from app.editing.judge import EditRequest, Verdict, judge_reply  # noqa: E402
from app.llm.base import Completion  # noqa: E402
from app.style.learner import forget_readings, observe  # noqa: E402

KINDS: dict[str, Callable[[int], str]] = {
    "digits": lambda n: "Start " + "7" * n + " end.",
    "tabs": lambda n: "Start" + "\t" * n + "end.",
    "spaces": lambda n: "Start" + " " * n + "end.",
    "newlines": lambda n: "Start" + "\n" * n + "end.",
    "crlf": lambda n: "Start" + "\r\n" * (n // 2) + "end.",
    "numbered": lambda n: "\n".join(f"{i}. line" for i in range(1, n // 8)),
    "letters": lambda n: "Start " + "a" * n + " end.",
    "numerals": lambda n: "Start " + "一" * n + " end.",
    "spaced": lambda n: "Start " + "7 " * (n // 2) + " end.",
    "commas": lambda n: "Start " + "7," * (n // 2) + " end.",
    "dotted": lambda n: "Start " + "7." * (n // 2) + " end.",
    "dots": lambda n: "Start" + "." * n + "end.",
    "bangs": lambda n: "Start" + "!" * n + "end.",
    "bangdots": lambda n: "Start" + "!." * (n // 2) + "end.",
    "bangquote": lambda n: "Start" + "!" * n + '" and so on.',
    "quoteword": lambda n: 'Start "' + "no " * (n // 3) + '," said Bob. end.',
    "nested": lambda n: "Start " + "“" * (n // 2) + "x" + "”" * (n // 2) + " end.",
    "openers": lambda n: "Start " + "“a " * (n // 3) + "” end.",
    "quotespaces": lambda n: "He wrote “a fine day out”" + " " * n + "then left. end.",
    "indent": lambda n: " " * n + "A first line\nthat goes on. end.",
    "mdspaces": lambda n: "# Title" + " " * n + "word\n\nThe body. end.",
    "paras": lambda n: "\n\n".join("P." for _ in range(n // 4)) + "\n\nend.",
}


async def _never(messages: list[PromptMessage]) -> Completion:
    raise AssertionError("the judge asked the model again")


def _turn(body: str, said: str = "make it livelier") -> Verdict:
    request = EditRequest(title="T", body=body, suggestions=[said], base_version=1)
    reply = body.replace("end.", "the finish.") + "\n\nA new closing line."
    call = LLMCall(
        id="m",
        message_id="m",
        content_id="c",
        model="x",
        messages=[],
        created_at=datetime.now(UTC),
        response=reply,
    )
    return asyncio.run(judge_reply(request, call, _never, None))


def _learnt(body: str) -> object:
    """What the learner hears in the same edit made by the writer's own hand."""
    forget_readings()
    revision = RevisionRecord(
        id="r",
        content_id="c",
        kind="manual",
        base_version=1,
        version=2,
        original_title="T",
        original_body=body,
        revised_title="T",
        revised_body=body.replace("end.", "the finish.") + "\n\nA new closing line.",
        created_at=datetime.now(UTC),
    )
    return observe(revision, [])


def _said(run: str) -> Verdict:
    """The judge on a short article, the run in the writer's message."""
    return _turn("The article starts here.\n\nIt has an end.", f"Make it livelier. {run}")


WHERE: dict[str, Callable[[str], object]] = {"article": _turn, "learner": _learnt, "message": _said}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[2000, 20000])
    parser.add_argument("--kinds", nargs="+", default=list(KINDS), choices=list(KINDS))
    parser.add_argument("--where", default="article", choices=list(WHERE))
    args = parser.parse_args()
    work = WHERE[args.where]
    work("Warm up, 12 of them.\n\nA second paragraph.")  # imports and compiled patterns
    for kind in args.kinds:
        seconds = []
        for size in args.sizes:
            start = time.process_time()
            outcome = work(KINDS[kind](size))
            seconds.append(time.process_time() - start)
            print(f"{kind:>8} {size:>7,}: {seconds[-1]:7.3f} s CPU ({type(outcome).__name__})")
        if len(seconds) > 1 and seconds[0] > 0:
            growth = args.sizes[-1] / args.sizes[0]
            print(f"{kind:>8} longest/shortest: {seconds[-1] / seconds[0]:.1f}x for {growth:.0f}x")


if __name__ == "__main__":
    main()
