"""What the store costs a real chat turn, measured apart from the rest of the turn.

Serves the app in this process (uvicorn in a thread, the instant model of
bench/turn_overhead.py), sends `--turns` chat turns over HTTP and records every call the
server makes to the store (the outermost public method only, with its arguments). It then
replays those calls on a fresh data directory `--runs` times and prints, per turn, the CPU the
store used in the calling thread (user and kernel), the wall time, the fsyncs, and the CPU of
each method. Style learning runs inline while recording (its store calls are recorded too, and
listed apart), so the figures hold the learner's share of persona reads and writes.

Replaying the same calls leaves out the judge, the web layer and the client, so a change to
the store shows in a minute with far less noise than a benchmark over HTTP. Compare two trees
by running this file from each (`PYTHONPATH=<tree> .venv/bin/python bench/store_turns.py`),
alternating; `--save`/`--load` replays the very same recorded calls in both.

    .venv/bin/python bench/store_turns.py [--turns 60] [--runs 5] [--save F | --load F]
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import os
import pickle
import resource
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from turn_overhead import PARAGRAPHS, Client, InstantModel, turn  # noqa: E402

from app.domain.errors import RedlineError  # noqa: E402
from app.store.tinydb_store import TinyDBStore  # noqa: E402

# The store's methods a turn calls (reads and writes of articles, and of personas' style).
METHODS = (
    "get_content",
    "get_version",
    "next_version",
    "get_session",
    "list_messages",
    "get_message",
    "commit",
    "idempotent_result",
    "get_revision",
    "list_revisions",
    "get_llm_call",
    "create_content",
    "list_contents",
    "get_persona",
    "list_assertions",
    "list_personas",
    "save_persona",
    "save_assertions",
    "write_persona",
)
TURN = "--turn--"
Call = tuple[str, tuple[Any, ...], dict[str, Any]]


def record(turns: int) -> list[Call]:
    """The store calls of `turns` chat turns on one article, a TURN mark before each turn."""
    from app.main import create_app
    from app.settings import Settings
    from app.testing.live_server import LiveServer

    calls: list[Call] = []
    depth = threading.local()
    originals = {name: getattr(TinyDBStore, name) for name in METHODS}

    def recorded(name: str) -> Any:
        real = originals[name]

        @functools.wraps(real)
        def method(self: TinyDBStore, *args: Any, **kwargs: Any) -> Any:
            outer = getattr(depth, "n", 0)
            if outer == 0:
                calls.append((name, args, kwargs))
            depth.n = outer + 1
            try:
                return real(self, *args, **kwargs)
            finally:
                depth.n = outer

        return method

    for name in METHODS:
        setattr(TinyDBStore, name, recorded(name))
    try:
        with tempfile.TemporaryDirectory() as tmp:
            settings = Settings(data_dir=Path(tmp), log_level="WARNING", _env_file=None)  # type: ignore[call-arg]
            server = LiveServer(create_app(settings, provider=InstantModel())).start()
            try:
                with Client(server.url) as client:
                    body = "\n\n".join(PARAGRAPHS)
                    created = client.post("/api/contents", {"title": "Store", "body": body})
                    for i in range(turns):
                        calls.append((TURN, (), {}))
                        turn(client, created["id"], i)
            finally:
                server.stop()
    finally:
        for name, real in originals.items():
            setattr(TinyDBStore, name, real)
    return calls


def replay(calls: list[Call], runs: int) -> None:
    fsyncs = [0]
    real_fsync = os.fsync

    def counted(fd: int) -> None:
        fsyncs[0] += 1
        real_fsync(fd)

    os.fsync = counted
    turns = sum(1 for name, _, _ in calls if name == TURN)
    skip = min(5, turns // 4)  # the first turns find the caches cold
    cpu_runs, wall_runs, kernel_runs = [], [], []
    by_method: dict[str, float] = {}
    synced = 0
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as tmp:
            store = TinyDBStore(Path(tmp))
            per_turn: list[tuple[float, float, float]] = []
            cpu = wall = kernel = 0.0
            seen, counted_from = 0, fsyncs[0]
            for name, args, kwargs in calls:
                if name == TURN:
                    if seen:
                        per_turn.append((cpu, wall, kernel))
                    seen += 1
                    cpu = wall = kernel = 0.0
                    if seen == skip + 1:
                        counted_from = fsyncs[0]
                    continue
                before = resource.getrusage(resource.RUSAGE_THREAD)
                started = time.perf_counter()
                with_cpu = time.thread_time()
                with contextlib.suppress(RedlineError):  # as the server met it
                    getattr(store, name)(*args, **kwargs)
                used = time.thread_time() - with_cpu
                wall += time.perf_counter() - started
                kernel += resource.getrusage(resource.RUSAGE_THREAD).ru_stime - before.ru_stime
                cpu += used
                if seen > skip:
                    by_method[name] = by_method.get(name, 0.0) + used
            per_turn.append((cpu, wall, kernel))
            synced += fsyncs[0] - counted_from
            store.close()
        kept = per_turn[skip:]
        cpu_runs.append(statistics.mean(t[0] for t in kept) * 1000)
        wall_runs.append(statistics.median(t[1] for t in kept) * 1000)
        kernel_runs.append(statistics.mean(t[2] for t in kept) * 1000)
    os.fsync = real_fsync
    counted_turns = runs * (turns - skip)
    print(f"{turns} turns recorded, replayed {runs} times (the first {skip} of each not counted)")
    print(
        f"store CPU a turn: median {statistics.median(cpu_runs):.2f} ms "
        f"(runs: {' '.join(f'{x:.2f}' for x in cpu_runs)}), "
        f"of it in the kernel {statistics.median(kernel_runs):.2f} ms"
    )
    print(
        f"store wall a turn: median of medians {statistics.median(wall_runs):.2f} ms; "
        f"fsyncs a turn {synced / counted_turns:.2f}"
    )
    print("CPU a turn by method (ms):")
    for name, used in sorted(by_method.items(), key=lambda item: -item[1]):
        print(f"  {name:18s} {used / counted_turns * 1000:7.3f}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--turns", type=int, default=60)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--save", type=Path, help="write the recorded calls here")
    parser.add_argument("--load", type=Path, help="replay calls recorded with --save")
    args = parser.parse_args()
    if args.load:
        with args.load.open("rb") as handle:
            calls = pickle.load(handle)
    else:
        calls = record(args.turns)
    if args.save:
        with args.save.open("wb") as handle:
            pickle.dump(calls, handle)
    replay(calls, args.runs)


if __name__ == "__main__":
    main()
