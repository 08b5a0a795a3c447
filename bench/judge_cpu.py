"""How much CPU does judging one model reply take? The judge alone, in this process.

The judge (app/editing/judge.py) is the largest part of a turn's CPU. Timed here without the
server, its threads, HTTP or the store, by this thread's own CPU clock, so that other work on
a shared machine changes the figure less than it changes a turn's wall time. Each judgement
is bench/turn_overhead.py's turn: its article, a suggestion worded anew, and the instant
model's reply (the article with the opening changed); the article of each is the last one's
revised text, as in a conversation.

    .venv/bin/python bench/judge_cpu.py [--judgements 300] [--runs 5] [--real N]

Prints the median and the smallest of each run's median CPU per judgement, in ms.

turn_overhead.py's article repeats three paragraphs four times, so most comparisons of a
judgement are answered from memory; `--real N` judges the same turn on the first N paragraphs
of a real article instead (fidelity_lead33's long English one, 42 distinct paragraphs).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from turn_overhead import PARAGRAPHS  # noqa: E402

from app.domain.models import LLMCall, PromptMessage  # noqa: E402
from app.editing.judge import EditRequest, Revised, judge_reply  # noqa: E402
from app.llm.base import Completion  # noqa: E402

BODY = "\n\n".join(PARAGRAPHS)
REAL = Path(__file__).resolve().parent.parent / "tests/data/fidelity_lead33/long.jsonl"


def real_paragraphs(count: int) -> list[str]:
    """The first `count` paragraphs of a real article (each paragraph unlike the others)."""
    with REAL.open(encoding="utf-8") as lines:
        case = next(c for c in map(json.loads, lines) if c["id"] == "l33-long-en-01")
    paragraphs = [p for p in case["article"]["body"].split("\n\n") if p.strip()]
    return paragraphs[:count]


async def _no_follow_up(messages: list[PromptMessage]) -> Completion:
    raise AssertionError("the instant model's reply needs no second question")


def judge_once(loop: asyncio.AbstractEventLoop, turn: int, body: str = BODY) -> float:
    """Judge turn `turn`'s reply on the article `body`; the CPU it took, in ms."""
    request = EditRequest(
        title="Bench",
        body=f"Edit {turn}. {body}",
        # numbered as bench/turn_overhead.py numbers them: the message by a count of its own
        suggestions=[f"tweak the opening {turn % 100} (message {turn + 1000})"],
        base_version=turn + 1,
    )
    call = LLMCall(
        id="call",
        message_id="message",
        content_id="content",
        model="instant",
        messages=[PromptMessage(role="user", content=request.body)],
        response=f"Bench\n\nEdit {turn + 1}. {body}",
        created_at=datetime.now(UTC),
    )
    started = time.thread_time()
    verdict = loop.run_until_complete(judge_reply(request, call, _no_follow_up))
    used = (time.thread_time() - started) * 1000
    assert isinstance(verdict, Revised), verdict
    return used


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--judgements", type=int, default=300)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--real", type=int, metavar="N", help="a real article's first N paragraphs")
    args = parser.parse_args()
    body = "\n\n".join(real_paragraphs(args.real)) if args.real else BODY
    loop = asyncio.new_event_loop()
    turn = 1
    for _ in range(20):  # warm: the first judgements fill the judge's memory of texts
        judge_once(loop, turn, body)
        turn += 1
    medians = []
    for _ in range(args.runs):
        used = []
        for _ in range(args.judgements):
            used.append(judge_once(loop, turn, body))
            turn += 1
        medians.append(statistics.median(used))
    print(
        f"judge CPU a reply, {args.runs} runs of {args.judgements}: median "
        f"{statistics.median(medians):.2f} ms, smallest run median {min(medians):.2f} ms "
        f"(runs: {', '.join(f'{m:.2f}' for m in medians)})"
    )
    # CPU time, not wall time, yet a loaded machine still slows it (caches, frequency).
    print(f"load average (1 min) at the end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
