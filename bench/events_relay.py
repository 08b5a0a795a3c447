"""What relaying live article events to other worker processes costs, and how soon they arrive.

Prints, for the data dir's event log (TinyDB) and for LISTEN/NOTIFY (a throwaway PostgreSQL,
when its binaries are installed): the time `publish` takes on the publisher's path (what a
turn pays), and the delay until a listener in another process hears the event (p50/p99).

    .venv/bin/python bench/events_relay.py [--events 2000]
"""

import argparse
import asyncio
import multiprocessing
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from app.events import ArticleChanged, EventBus  # noqa: E402
from app.events_relay import FileRelay, Relay  # noqa: E402
from app.events_relay_pg import PostgresRelay  # noqa: E402
from app.testing.pgserver import find_bin_dir, running_postgres  # noqa: E402

GAP = 0.002  # seconds between published events: a busy newsroom, not a flood


def open_relay(where: str) -> Relay:
    return PostgresRelay(where) if where.startswith("postgresql://") else FileRelay(Path(where))


def publisher(where: str, count: int, ready: Any, go: Any, costs: Any) -> None:
    """A child process: publish `count` events carrying their send time (ns) as version."""

    async def main() -> None:
        relay, bus = open_relay(where), EventBus()
        relay.attach(bus)
        await relay.start()
        ready.set()
        while not go.is_set():
            await asyncio.sleep(0.01)
        spent = []
        for n in range(count):
            started = time.perf_counter_ns()
            bus.publish(ArticleChanged(f"c{n % 16}", time.time_ns(), "turn", f"m{n}"))
            spent.append(time.perf_counter_ns() - started)
            await asyncio.sleep(GAP)
        await relay.stop()
        costs.put(spent)

    asyncio.run(main())


def measure(where: str, count: int) -> tuple[list[int], list[float]]:
    """Publish costs (ns) in one process, delays (ms) until heard in this one."""
    delays: list[float] = []
    spawn = multiprocessing.get_context("spawn")
    ready, go, costs = spawn.Event(), spawn.Event(), spawn.Queue()
    child = spawn.Process(target=publisher, args=(where, count, ready, go, costs))

    async def listen() -> None:
        relay, bus = open_relay(where), EventBus()
        bus.subscribe(ArticleChanged, lambda e: delays.append((time.time_ns() - e.version) / 1e6))
        relay.attach(bus)
        await relay.start()
        child.start()
        while not ready.is_set():
            await asyncio.sleep(0.01)
        go.set()
        deadline = time.monotonic() + 120 + count * GAP * 4
        while len(delays) < count and time.monotonic() < deadline:
            await asyncio.sleep(0.01)
        await relay.stop()

    try:
        asyncio.run(listen())
        spent = costs.get(timeout=60)
    finally:
        child.join(30)
        if child.is_alive():
            child.kill()
    return spent, delays


def report(name: str, spent: list[int], delays: list[float], count: int) -> None:
    spent_us = sorted(ns / 1000 for ns in spent)
    delays.sort()
    print(f"{name}:")
    print(
        f"  publish on the publisher's path: median {statistics.median(spent_us):.1f} µs, "
        f"p99 {spent_us[int(len(spent_us) * 0.99)]:.1f} µs"
    )
    if delays:
        print(
            f"  heard in another process: {len(delays)}/{count}, median "
            f"{statistics.median(delays):.1f} ms, p99 {delays[int(len(delays) * 0.99)]:.1f} ms"
        )
    else:
        print(f"  heard in another process: 0/{count}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--events", type=int, default=2000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        spent, delays = measure(str(Path(tmp) / "events"), args.events)
        report("TinyDB data dir (events log, polled every 50 ms)", spent, delays, args.events)
    if find_bin_dir() is None:
        print("PostgreSQL: not installed, skipped")
        return
    with running_postgres() as server:
        spent, delays = measure(server.create_database("bench"), args.events)
        report("PostgreSQL (LISTEN/NOTIFY)", spent, delays, args.events)


if __name__ == "__main__":
    main()
